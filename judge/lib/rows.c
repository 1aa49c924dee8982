/* rows.c - the code behind rows.h, which says what it is for and how to use it. */
#include "rows.h"

void table_bad(const struct table *t, const char *what, const char *arg)
{
    fprintf(stderr, "%s: line %d: %s%s\n", t->path, t->line, what, arg);
    exit(2);
}

static char *table_trim(char *s)
{
    char *end = s + strlen(s);
    while (*s == ' ' || *s == '\t') s++;
    while (end > s && strchr(" \t\r\n", end[-1])) *--end = '\0';
    return s;
}

void table_open(struct table *t, const char *path)
{
    t->path = path, t->line = 0;
    if (!(t->in = fopen(path, "r"))) {
        fprintf(stderr, "table: cannot read %s\n", path);
        exit(2);
    }
}

int table_row(struct table *t, int columns)
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
