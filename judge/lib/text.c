/* text.c - the code behind text.h, which says what it is for and how to use it. */
#include "text.h"

struct text text_of(FILE *f)
{
    struct text t = {NULL, 0, 0};
    size_t cap = 0, got = 1;
    do {
        if (t.n + 65536 > cap && !(t.s = realloc(t.s, cap = 2 * cap + 65536))) { fputs("text: out of memory\n", stderr); exit(2); }
        if (f) t.n += got = fread(t.s + t.n, 1, cap - t.n - 1, f);
    } while (f && got > 0);
    t.s[t.n] = '\0';
    if (f && ferror(f)) t.error = EIO;
    return t;
}

struct text slurp(const char *path)
{
    FILE *f = path ? fopen(path, "rb") : NULL;
    int error = path && !f ? errno : 0;
    struct text t = text_of(f);
    if (f) fclose(f);
    if (error) t.error = error;
    return t;
}

long text_first_diff_line(struct text exp, struct text got)
{
    size_t i = 0;
    long line = 1;
    while (i < exp.n && i < got.n && exp.s[i] == got.s[i]) {
        if (exp.s[i] == '\n') line++;
        i++;
    }
    return i == exp.n && i == got.n ? 0 : line;
}
