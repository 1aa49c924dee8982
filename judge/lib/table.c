/* table - the one reader of the harness's `|` tables: a problem's testdata/<p>/recipe and bench,
 * and judge/judging/languages.conf (judge/README.md, "Formats").
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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LINE_MAX_BYTES = 4096, MAX_COLUMNS = 16 };

static const char *file;
static int line_number;

static void bad(const char *what, const char *arg)
{
    fprintf(stderr, "%s: line %d: %s%s\n", file, line_number, what, arg);
    exit(2);
}

static char *trim(char *s)
{
    char *end = s + strlen(s);
    while (*s == ' ' || *s == '\t') s++;
    while (end > s && strchr(" \t\r\n", end[-1])) *--end = '\0';
    return s;
}

/* Reads the next row into field[0..columns); returns 0 at end of file. */
static int next_row(FILE *in, char *line, char **field, int columns)
{
    while (fgets(line, LINE_MAX_BYTES, in)) {
        char *s;
        int k;
        line_number++;
        if (!strchr(line, '\n') && !feof(in)) bad("line too long", "");
        s = trim(line);
        if (*s == '\0' || *s == '#') continue;
        for (k = 0; k < columns; k++) {
            char *bar = k < columns - 1 ? strchr(s, '|') : NULL;
            if (!bar && k < columns - 1) bad("too few `|` fields", "");
            if (bar) *bar = '\0';
            field[k] = trim(s);
            s = bar + 1;
        }
        return 1;
    }
    return 0;
}

static FILE *open_or_die(const char *path)
{
    FILE *in = fopen(path, "r");
    if (!in) {
        fprintf(stderr, "table: cannot read %s\n", path);
        exit(2);
    }
    file = path;
    return in;
}

static void recipe(const char *path, const char *hand, const char *gen)
{
    char line[LINE_MAX_BYTES], *f[4];
    FILE *in = open_or_die(path);
    while (next_row(in, line, f, 4)) {
        const char *dir = hand;
        if (!*f[0] || strspn(f[0], "abcdefghijklmnopqrstuvwxyz0123456789-") != strlen(f[0]))
            bad("a case name is [a-z0-9-]+, not ", f[0]);
        if (strncmp(f[1], "gen ", 4) == 0) dir = gen;
        else if (strcmp(f[1], "hand") != 0) bad("'in' must be 'hand' or 'gen ARGS', not ", f[1]);
        if (!*f[2]) bad("no oracle for ", f[0]);
        printf("%s|%s|%s/%s.in|%s/%s.out|%s|%s\n", f[0], strncmp(f[0], "bad-", 4) == 0 ? "bad" : "valid",
               dir, f[0], dir, f[0], f[1], f[2]);
    }
    fclose(in);
}

int main(int argc, char **argv)
{
    char line[LINE_MAX_BYTES], *f[MAX_COLUMNS];
    int columns, k;
    FILE *in;
    if (argc == 5 && strcmp(argv[1], "--recipe") == 0) {
        recipe(argv[2], argv[3], argv[4]);
        return 0;
    }
    if (argc != 3 || (columns = atoi(argv[2])) < 1 || columns > MAX_COLUMNS) {
        fputs("usage: table FILE COLUMNS | table --recipe RECIPE HAND_DIR GEN_DIR\n", stderr);
        return 2;
    }
    in = open_or_die(argv[1]);
    while (next_row(in, line, f, columns))
        for (k = 0; k < columns; k++) printf("%s%c", f[k], k == columns - 1 ? '\n' : '|');
    fclose(in);
    return 0;
}
