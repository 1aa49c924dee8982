/* rows.h - the one reader of the harness's `|` tables: a problem's testdata/<p>/recipe and bench,
 * and judge/judging/languages.conf (judge/README.md, "Formats"). Its CLI for bash is
 * judge/lib/table.c.
 *
 * A row is one line of fields separated by `|`, each trimmed; the last field takes the rest of the
 * line; blank lines and lines starting with `#` are skipped. A malformed row is one line on
 * stderr, "FILE: line N: what is wrong", and exit status 2.
 */
#ifndef ROWS_H
#define ROWS_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TABLE_LINE_BYTES = 4096, TABLE_MAX_COLUMNS = 16 };

struct table {
    FILE *in;
    const char *path;
    int line;                      /* of the row last read */
    char text[TABLE_LINE_BYTES];   /* the row last read; field[] points into it */
    char *field[TABLE_MAX_COLUMNS];
};

void table_bad(const struct table *t, const char *what, const char *arg);

/* Opens path (exit 2 with one line when it cannot be read). */
void table_open(struct table *t, const char *path);

/* Reads the next row into t->field[0..columns); returns 0 at the end of the file (closed then). */
int table_row(struct table *t, int columns);

/* A case of a recipe (testdata/<p>/recipe, testdata/README.md): kind is "bad" for a bad-input case
 * (a name starting with bad-) and "valid" otherwise; in and out are its files, in hand for a
 * `hand` case and in gen for a `gen ARGS` one; source is `hand` or `gen ARGS`; oracle the command
 * that writes the .out. */
struct recipe_case { char *name, *kind, *in, *out, *source, *oracle; };

/* Every case of the recipe at path, in order, *n of them (make judge's cases; table --recipe). */
struct recipe_case *recipe_read(const char *path, const char *hand, const char *gen, int *n);
#endif
