/* show.c - the code behind show.h, which says what it is for and how to use it. */
#include "show.h"

void show_file(const char *path, const char *prefix)
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
