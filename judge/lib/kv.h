/* kv.h - the one reader of the harness's key = value files: a problem's problem.conf, the
 * runner's meta file and a judged case's result file (judge/README.md, "Formats").
 *
 * One pair per line: `key = value` or `key=value`; spaces around both are dropped; a line whose
 * first non-blank character is `#`, or that is blank, is skipped. A value runs to the end of its
 * line (it may hold `=`, `#` and spaces). A later line with the same key wins, so a file can be
 * appended to. Keys are [A-Za-z0-9_.]+; any other line is an error.
 */
#ifndef KV_H
#define KV_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct kv { char *key, *value; };
struct kv_file { struct kv *pair; int n; };

static inline int kv_key_char(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
}

static inline char *kv_trim(char *s)
{
    char *end = s + strlen(s);
    while (*s == ' ' || *s == '\t') s++;
    while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\n' || end[-1] == '\r')) *--end = '\0';
    return s;
}

static inline char *kv_copy(const char *s)
{
    char *c = malloc(strlen(s) + 1);
    if (!c) { fputs("kv: out of memory\n", stderr); exit(2); }
    return strcpy(c, s);
}

/* Reads path into *f. Returns 0, or -1 when the file cannot be opened; a malformed line is a
 * one-line error on stderr naming path and line, and exit status 2. */
static inline int kv_read(const char *path, struct kv_file *f)
{
    char line[8192];
    int number = 0, cap = 0;
    FILE *in = fopen(path, "r");
    f->pair = NULL, f->n = 0;
    if (!in) return -1;
    while (fgets(line, sizeof line, in)) {
        char *s = kv_trim(line), *eq, *k;
        number++;
        if (*s == '\0' || *s == '#') continue;
        eq = strchr(s, '=');
        if (eq) *eq = '\0';
        k = kv_trim(s);
        for (s = k; *s && kv_key_char((unsigned char)*s); s++) continue;
        if (!eq || !*k || *s) {
            fprintf(stderr, "%s: line %d: expected `key = value`\n", path, number);
            exit(2);
        }
        if (f->n == cap) {
            cap = 2 * cap + 16;
            if (!(f->pair = realloc(f->pair, (size_t)cap * sizeof *f->pair))) { fputs("kv: out of memory\n", stderr); exit(2); }
        }
        f->pair[f->n].key = kv_copy(k);
        f->pair[f->n++].value = kv_copy(kv_trim(eq + 1));
    }
    fclose(in);
    return 0;
}

/* The value of key (the last line that sets it), or NULL. */
static inline const char *kv_get(const struct kv_file *f, const char *key)
{
    int i;
    for (i = f->n - 1; i >= 0; i--)
        if (strcmp(f->pair[i].key, key) == 0) return f->pair[i].value;
    return NULL;
}
#endif
