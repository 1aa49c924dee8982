/* rows.h - the one reader of the harness's `|` tables: a problem's testdata/<p>/recipe and bench,
 * and judge/judging/languages.conf (judge/README.md, "Formats"). Header-only, like kv.h; its CLI
 * for bash is judge/lib/table.c.
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

static inline void table_bad(const struct table *t, const char *what, const char *arg)
{
    fprintf(stderr, "%s: line %d: %s%s\n", t->path, t->line, what, arg);
    exit(2);
}

static inline char *table_trim(char *s)
{
    char *end = s + strlen(s);
    while (*s == ' ' || *s == '\t') s++;
    while (end > s && strchr(" \t\r\n", end[-1])) *--end = '\0';
    return s;
}

/* Opens path (exit 2 with one line when it cannot be read). */
static inline void table_open(struct table *t, const char *path)
{
    t->path = path, t->line = 0;
    if (!(t->in = fopen(path, "r"))) {
        fprintf(stderr, "table: cannot read %s\n", path);
        exit(2);
    }
}

/* Reads the next row into t->field[0..columns); returns 0 at the end of the file (closed then). */
static inline int table_row(struct table *t, int columns)
{
    while (fgets(t->text, sizeof t->text, t->in)) {
        char *s;
        int k;
        t->line++;
        if (!strchr(t->text, '\n') && !feof(t->in)) table_bad(t, "line too long", "");
        s = table_trim(t->text);
        if (*s == '\0' || *s == '#') continue;
        for (k = 0; k < columns; k++) {
            char *bar = k < columns - 1 ? strchr(s, '|') : NULL;
            if (!bar && k < columns - 1) table_bad(t, "too few `|` fields", "");
            if (bar) *bar = '\0';
            t->field[k] = table_trim(s);
            s = bar + 1;
        }
        return 1;
    }
    fclose(t->in);
    return 0;
}
#endif
