/* rows.c - the code behind rows.h, which says what it is for and how to use it. */
#include "rows.h"
#include "files.h"

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

struct recipe_case *recipe_read(const char *path, const char *hand, const char *gen, int *n)
{
    struct table t;
    struct recipe_case *c = NULL;
    char **f = t.field;
    table_open(&t, path);
    for (*n = 0; table_row(&t, 4); (*n)++) {
        const char *dir = hand;
        if (!*f[0] || strspn(f[0], "abcdefghijklmnopqrstuvwxyz0123456789-") != strlen(f[0]))
            table_bad(&t, "a case name is [a-z0-9-]+, not ", f[0]);
        if (strncmp(f[1], "gen ", 4) == 0) dir = gen;
        else if (strcmp(f[1], "hand") != 0) table_bad(&t, "'in' must be 'hand' or 'gen ARGS', not ", f[1]);
        if (!*f[2]) table_bad(&t, "no oracle for ", f[0]);
        if (!(c = realloc(c, (size_t)(*n + 1) * sizeof *c))) die(3, "out of memory");
        c[*n].name = fmt("%s", f[0]), c[*n].kind = strncmp(f[0], "bad-", 4) == 0 ? "bad" : "valid";
        c[*n].in = fmt("%s/%s.in", dir, f[0]), c[*n].out = fmt("%s/%s.out", dir, f[0]);
        c[*n].source = fmt("%s", f[1]), c[*n].oracle = fmt("%s", f[2]);
    }
    return c;
}
