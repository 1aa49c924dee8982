/* text.h - the one reader of whole files for the harness's C (conf, shrink, the item tool, the
 * verdict): a file's bytes in one NUL-terminated buffer, with their count (a NUL inside the file
 * stays and is counted).
 *
 *   slurp(path)   the file at path; a file that cannot be opened (or path NULL) is an empty text
 *                 whose error is set (errno's value; 0 for NULL), which a caller that needs the
 *                 file turns into its own message
 *   text_of(f)    the rest of an open stream (stdin)
 * A read error sets error too; running out of memory is "text: out of memory", exit status 2.
 */
#ifndef TEXT_H
#define TEXT_H
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

struct text { char *s; size_t n; int error; };

static inline struct text text_of(FILE *f)
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

static inline struct text slurp(const char *path)
{
    FILE *f = path ? fopen(path, "rb") : NULL;
    int error = path && !f ? errno : 0;
    struct text t = text_of(f);
    if (f) fclose(f);
    if (error) t.error = error;
    return t;
}
#endif
