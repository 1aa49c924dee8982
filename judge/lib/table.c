/* table - the `|` tables (judge/lib/rows.h, the one reader) for bash: a problem's
 * testdata/<p>/recipe and bench, and judge/judging/languages.conf (judge/README.md, "Formats").
 *
 *   table FILE COLUMNS
 *       every row of FILE with its fields trimmed, joined by `|`; a row has COLUMNS fields (the
 *       last one takes the rest of the line); lines that are blank or start with `#` are skipped
 *   table --recipe RECIPE HAND_DIR GEN_DIR
 *       the cases of a recipe, in order, as `name|kind|in|out|source|oracle`: kind is `bad` for a
 *       bad-input case (a name starting with bad-) and `valid` otherwise; in and out are the case's
 *       files, in HAND_DIR for a `hand` case and GEN_DIR for a `gen ARGS` one; source is `hand` or
 *       `gen ARGS`; oracle is the command (a tool and its arguments) that writes the .out
 * A malformed row is one line on stderr, "FILE: line N: what is wrong", and exit status 2.
 */
#include "rows.h"

static void recipe(const char *path, const char *hand, const char *gen)
{
    int i, n;
    struct recipe_case *c = recipe_read(path, hand, gen, &n);
    for (i = 0; i < n; i++) printf("%s|%s|%s|%s|%s|%s\n", c[i].name, c[i].kind, c[i].in, c[i].out, c[i].source, c[i].oracle);
}

int main(int argc, char **argv)
{
    struct table t;
    int columns, k;
    if (argc == 5 && strcmp(argv[1], "--recipe") == 0) {
        recipe(argv[2], argv[3], argv[4]);
        return 0;
    }
    if (argc != 3 || (columns = atoi(argv[2])) < 1 || columns > TABLE_MAX_COLUMNS) {
        fputs("usage: table FILE COLUMNS | table --recipe RECIPE HAND_DIR GEN_DIR\n", stderr);
        return 2;
    }
    table_open(&t, argv[1]);
    while (table_row(&t, columns))
        for (k = 0; k < columns; k++) printf("%s%c", t.field[k], k == columns - 1 ? '\n' : '|');
    return 0;
}
