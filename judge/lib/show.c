/* show.c - the code behind show.h, which says what it is for and how to use it. */
#define _GNU_SOURCE
#include <string.h>
#include "show.h"

/* The bytes that show the character at s (n bytes left) into out; how many bytes of s it took. */
static size_t shown_char(const unsigned char *s, size_t n, char out[5])
{
    size_t len = s[0] < 0x80 ? 1 : s[0] >= 0xc2 && s[0] <= 0xdf ? 2 : s[0] >= 0xe0 && s[0] <= 0xef ? 3 : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : 0, i;
    /* the second byte's range, where the first narrows it: no overlong form, no surrogate, nothing past U+10FFFF */
    unsigned char lo = s[0] == 0xe0 ? 0xa0 : s[0] == 0xf0 ? 0x90 : 0x80, hi = s[0] == 0xed ? 0x9f : s[0] == 0xf4 ? 0x8f : 0xbf;
    if (len > n || (len > 1 && (s[1] < lo || s[1] > hi))) len = 0;
    for (i = 2; i < len; i++)
        if ((s[i] & 0xc0) != 0x80) len = 0;
    if (len == 0) return snprintf(out, 5, "\\x%02x", s[0]), 1; /* invalid UTF-8: its byte, escaped */
    if (len == 1 && (s[0] == '\r' || s[0] == '\t')) return strcpy(out, s[0] == '\r' ? "\\r" : "\\t"), 1;
    if ((len == 1 && (s[0] < 0x20 || s[0] == 0x7f)) || (len == 2 && s[0] == 0xc2 && s[1] < 0xa0)) return strcpy(out, "?"), len; /* C0, DEL, C1 */
    return memcpy(out, s, len), out[len] = '\0', len;
}

char *printable_n(const char *s, size_t n)
{
    char *out = malloc(4 * n + 1), *o = out, c[5];
    size_t i, k;
    if (!out) { fputs("show: out of memory\n", stderr); exit(2); }
    for (i = 0; i < n; i += k) k = shown_char((const unsigned char *)s + i, n - i, c), o = stpcpy(o, c);
    return *o = '\0', out;
}

char *printable(const char *s) { return printable_n(s, strlen(s)); }

void show_file(const char *path, const char *prefix)
{
    struct text t = slurp(path);
    long lines = 0, shown = 0;
    size_t i, end;
    for (i = 0; i < t.n; i++) lines += t.s[i] == '\n';
    for (i = 0; i < t.n && shown < SHOW_LINES; shown++, i = end + 1) {
        const char *nl = memchr(t.s + i, '\n', t.n - i);
        char *line;
        end = nl ? (size_t)(nl - t.s) : t.n;
        line = printable_n(t.s + i, end - i);
        printf("%s| %s\n", prefix, line);
        free(line);
    }
    if (t.n == 0) printf("%s| (nothing)\n", prefix);
    if (lines > SHOW_LINES) printf("%s| ... (%ld lines in all)\n", prefix, lines);
    free(t.s);
}
