/* kv.c - the code behind kv.h, which says what it is for and how to use it. */
#include "kv.h"

int kv_key_char(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
}

char *kv_trim(char *s)
{
    char *end = s + strlen(s);
    while (*s == ' ' || *s == '\t') s++;
    while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\n' || end[-1] == '\r')) *--end = '\0';
    return s;
}

static char *kv_copy(const char *s)
{
    char *c = malloc(strlen(s) + 1);
    if (!c) { fputs("kv: out of memory\n", stderr); exit(2); }
    return strcpy(c, s);
}

/* every pair of in (closed after), an error naming path */
static void kv_stream(FILE *in, const char *path, struct kv_file *f)
{
    char line[8192];
    int number = 0, cap = 0;
    f->pair = NULL, f->n = 0;
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
}

int kv_read(const char *path, struct kv_file *f)
{
    FILE *in = fopen(path, "r");
    f->pair = NULL, f->n = 0;
    if (!in) return -1;
    kv_stream(in, path, f);
    return 0;
}

struct kv_file kv_text(const char *text, const char *name)
{
    FILE *in;
    struct kv_file f = {NULL, 0};
    if (!*text) return f; /* fmemopen may refuse an empty buffer */
    if (!(in = fmemopen((void *)text, strlen(text), "r"))) { fputs("kv: out of memory\n", stderr); exit(2); }
    kv_stream(in, name, &f);
    return f;
}

const char *kv_get(const struct kv_file *f, const char *key)
{
    int i;
    for (i = f->n - 1; i >= 0; i--)
        if (strcmp(f->pair[i].key, key) == 0) return f->pair[i].value;
    return NULL;
}
