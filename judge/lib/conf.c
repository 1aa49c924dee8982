/* conf - read key = value files for the shell scripts (judge/lib/kv.h is the reader).
 *
 *   conf FILE KEY...          each KEY's value, one per line; exit 2 naming the first missing one
 *   conf --header FILE        the C header of FILE's `limit.NAME = VALUE` lines (#define NAME VALUE)
 *                             and `judge_limit.NAME = VALUE` lines, the original judge's limits
 *                             (#define JUDGE_NAME VALUE); make writes it as
 *                             build/include/<p>/limits.h for the test tools
 *   conf --check FILE SRC...  every limit.NAME of FILE that SRC defines (enum member `NAME = V` or
 *                             `#define NAME V`) has FILE's value; with --require, SRC must define
 *                             every one (a solution keeps its own copy of each limit)
 *   conf --check-statement FILE STATEMENT
 *                             the statement (problems/<p>/README.md) quotes every limit.NAME and
 *                             judge_limit.NAME of FILE, each time with FILE's value: as
 *                             `limit.NAME = V`, or as the number just before it, "1,000
 *                             (`limit.NAME`)", "2^63 - 1 (...)"
 */
#include "kv.h"
#include "text.h"

static void usage(void)
{
    fputs("usage: conf FILE KEY... | conf --header FILE | conf --check [--require] FILE SRC... | conf --check-statement FILE STATEMENT\n", stderr);
    exit(2);
}

static void load(const char *path, struct kv_file *f)
{
    if (kv_read(path, f) != 0) {
        fprintf(stderr, "conf: cannot read %s\n", path);
        exit(2);
    }
}

/* Finds NAME's definition in text; returns its value (up to `,` `}` or the line's end, trimmed;
 * static storage) or NULL. A definition is `NAME` then `=` (an enum member) or `#define NAME`. */
static const char *defined_value(const char *text, const char *name)
{
    static char value[256];
    size_t len = strlen(name);
    const char *p = text;
    while ((p = strstr(p, name)) != NULL) {
        const char *q = p + len, *start, *line = p;
        int ok = !(p > text && kv_key_char((unsigned char)p[-1])) && !kv_key_char((unsigned char)*q);
        while (line > text && line[-1] != '\n') line--;
        while (*line == ' ' || *line == '\t') line++;
        if (ok && strncmp(line, "#define", 7) == 0 && line + 7 < p) {
            while (*q == ' ' || *q == '\t') q++;
        } else if (ok) {
            while (*q == ' ' || *q == '\t') q++;
            if (*q != '=' || q[1] == '=') ok = 0;
            else q++;
        }
        if (ok) {
            size_t n;
            while (*q == ' ' || *q == '\t') q++;
            start = q;
            while (*q && *q != ',' && *q != '}' && *q != '\n' && strncmp(q, "/*", 2) != 0) q++;
            n = (size_t)(q - start) < sizeof value - 1 ? (size_t)(q - start) : sizeof value - 1;
            memcpy(value, start, n);
            value[n] = '\0';
            return kv_trim(value);
        }
        p += len;
    }
    return NULL;
}

/* The whole file at path (text.h), or exit 2 naming it. */
static char *must_slurp(const char *path)
{
    struct text t = slurp(path);
    if (t.error) {
        fprintf(stderr, "conf: cannot read %s\n", path);
        exit(2);
    }
    return t.s;
}

/* The number written just before `end` in a statement line: digits with thousands commas, or a
 * power "B^E", maybe less a constant ("2^63 - 1"). Returns 0 when there is none there. */
static int quoted(const char *line, const char *end, unsigned long long *value)
{
    char expr[64];
    const char *p = end;
    unsigned long long base, exp, minus = 0;
    size_t n = 0;
    int fields;
    while (p > line && (p[-1] == ' ' || p[-1] == '(')) p--; /* "1,000 (`limit.X`)" */
    while (p > line && strchr("0123456789,^ -", p[-1])) p--;
    for (; p < end && *p != '(' && n < sizeof expr - 1; p++)
        if (*p != ',') expr[n++] = *p;
    expr[n] = '\0';
    fields = sscanf(expr, "%llu ^ %llu - %llu", &base, &exp, &minus);
    if (fields < 1) return 0;
    for (*value = base; fields >= 2 && exp > 1; exp--) *value *= base;
    if (fields >= 2 && exp == 0) *value = 1;
    *value -= minus;
    return 1;
}

static int check_statement(const char *conf_path, const char *statement)
{
    struct kv_file f;
    char *text = must_slurp(statement), key[128], line[2048];
    int i, bad = 0;
    load(conf_path, &f);
    for (i = 0; i < f.n; i++) {
        const char *name = f.pair[i].key, *at = text;
        int seen = 0;
        if (strncmp(name, "limit.", 6) != 0 && strncmp(name, "judge_limit.", 12) != 0) continue;
        snprintf(key, sizeof key, "`%s", name);
        while ((at = strstr(at, key)) != NULL) {
            const char *after = at + strlen(key), *start = at;
            unsigned long long v;
            size_t n;
            at = after;
            if (kv_key_char((unsigned char)*after)) continue; /* a longer name */
            while (start > text && start[-1] != '\n') start--;
            n = (size_t)(at - start) < sizeof line - 1 ? (size_t)(at - start) : sizeof line - 1;
            memcpy(line, start, n), line[n] = '\0';
            seen = 1;
            if (strncmp(after, " = ", 3) == 0) {
                if (strncmp(after + 3, f.pair[i].value, strlen(f.pair[i].value)) != 0 || after[3 + strlen(f.pair[i].value)] != '`') {
                    printf("%s: %s is quoted as %.40s, but %s says %s\n", statement, name, after + 3, conf_path, f.pair[i].value);
                    bad = 1;
                }
            } else if (!quoted(line, line + n - strlen(key), &v) || v != strtoull(f.pair[i].value, NULL, 10)) {
                printf("%s: the number before `%s` is not %s's %s\n", statement, name, conf_path, f.pair[i].value);
                bad = 1;
            }
        }
        if (!seen) {
            printf("%s: does not quote %s (%s says %s)\n", statement, name, conf_path, f.pair[i].value);
            bad = 1;
        }
    }
    free(text);
    return bad;
}

int main(int argc, char **argv)
{
    struct kv_file f;
    int i, k, bad = 0, require = 0;
    if (argc >= 3 && strcmp(argv[1], "--header") == 0) {
        load(argv[2], &f);
        printf("/* Generated from %s by judge/lib/conf: edit that file, not this one. */\n", argv[2]);
        for (i = 0; i < f.n; i++)
            if (strncmp(f.pair[i].key, "limit.", 6) == 0) printf("#define %s %s\n", f.pair[i].key + 6, f.pair[i].value);
            else if (strncmp(f.pair[i].key, "judge_limit.", 12) == 0) printf("#define JUDGE_%s %s\n", f.pair[i].key + 12, f.pair[i].value);
        return 0;
    }
    if (argc == 4 && strcmp(argv[1], "--check-statement") == 0) return check_statement(argv[2], argv[3]);
    if (argc >= 2 && strcmp(argv[1], "--check") == 0) {
        i = 2;
        if (argc > i && strcmp(argv[i], "--require") == 0) require = 1, i++;
        if (argc < i + 2) usage();
        load(argv[i], &f);
        for (k = i + 1; k < argc; k++) {
            char *text = must_slurp(argv[k]);
            int j;
            for (j = 0; j < f.n; j++) {
                const char *name = f.pair[j].key + 6, *v;
                if (strncmp(f.pair[j].key, "limit.", 6) != 0) continue;
                v = defined_value(text, name);
                if (!v && require) {
                    printf("%s: does not define %s (%s says %s)\n", argv[k], name, argv[i], f.pair[j].value);
                    bad = 1;
                } else if (v && strcmp(v, f.pair[j].value) != 0) {
                    printf("%s: %s = %s, but %s says %s\n", argv[k], name, v, argv[i], f.pair[j].value);
                    bad = 1;
                }
            }
            free(text);
        }
        return bad;
    }
    if (argc < 3 || argv[1][0] == '-') usage();
    load(argv[1], &f);
    for (i = 2; i < argc; i++) {
        const char *v = kv_get(&f, argv[i]);
        if (!v) {
            fprintf(stderr, "conf: %s has no '%s'\n", argv[1], argv[i]);
            return 2;
        }
        puts(v);
    }
    return 0;
}
