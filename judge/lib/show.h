/* show.h - a file as the reports show it (make judge's diagnosis, make stress's counterexample):
 * each line after a prefix and "| ", CR and tab as \r and \t, every other control character as
 * "?" (what a program wrote may not draw on the terminal), at most SHOW_LINES lines, then how
 * many there were; an empty file is "(nothing)". Header-only, like kv.h.
 */
#ifndef SHOW_H
#define SHOW_H
#include <stdio.h>
#include <stdlib.h>
#include "text.h"

enum { SHOW_LINES = 20 };

static inline void show_file(const char *path, const char *prefix)
{
    struct text t = slurp(path);
    long lines = 0, shown = 0;
    size_t i;
    for (i = 0; i < t.n; i++) lines += t.s[i] == '\n';
    for (i = 0; i < t.n && shown < SHOW_LINES; shown++, i++) {
        printf("%s| ", prefix);
        for (; i < t.n && t.s[i] != '\n'; i++) {
            unsigned char c = (unsigned char)t.s[i];
            if (c == '\r') fputs("\\r", stdout);
            else if (c == '\t') fputs("\\t", stdout);
            else putchar(c < 0x20 || c == 0x7f ? '?' : c);
        }
        putchar('\n');
    }
    if (t.n == 0) printf("%s| (nothing)\n", prefix);
    if (lines > SHOW_LINES) printf("%s| ... (%ld lines in all)\n", prefix, lines);
    free(t.s);
}
#endif
