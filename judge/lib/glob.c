/* glob.c - the code behind glob.h, which says what it is for and how to use it. */
#include "glob.h"

/* Whether pattern, its first braces expanded (then the rest, recursively), matches s itself. */
static int glob_one(const char *pattern, const char *s)
{
    const char *open = strchr(pattern, '{'), *close, *alt, *q;
    int depth = 0;
    if (!open) return fnmatch(pattern, s, FNM_PATHNAME) == 0;
    for (close = open; *close; close++)
        if (*close == '{') depth++;
        else if (*close == '}' && --depth == 0) break;
    if (!*close) return fnmatch(pattern, s, FNM_PATHNAME) == 0; /* no closing brace: a plain character */
    for (alt = q = open + 1, depth = 0;; q++) {
        if (q == close || (*q == ',' && depth == 0)) {
            char one[1024];
            snprintf(one, sizeof one, "%.*s%.*s%s", (int)(open - pattern), pattern, (int)(q - alt), alt, close + 1);
            if (glob_one(one, s)) return 1;
            if (q == close) return 0;
            alt = q + 1;
        } else if (*q == '{') {
            depth++;
        } else if (*q == '}') {
            depth--;
        }
    }
}

int glob_match(const char *pattern, const char *path)
{
    char p[1024], *slash;
    snprintf(p, sizeof p, "%s", path);
    for (;;) {
        if (glob_one(pattern, p)) return 1;
        if (!(slash = strrchr(p, '/'))) return 0;
        *slash = '\0';
    }
}
