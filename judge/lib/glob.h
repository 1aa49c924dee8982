/* glob.h - the glob patterns of the problem package format (2025-09: the keys of
 * submissions/submissions.yaml over submissions, and their test-group keys over cases): `*` and
 * `?` never cross a `/` (fnmatch's FNM_PATHNAME), `{a,b}` is brace expansion (nested too), and
 * a path matches when it or one of its parent folders does. One definition, for the package's
 * reader (judge/package/pkg.c, the submissions) and the report (judge/judging/report.c, the
 * cases).
 *
 *   glob_match(pattern, path)   1 when pattern matches path or a parent folder of it
 */
#ifndef GLOB_H
#define GLOB_H
#include <fnmatch.h>
#include <stdio.h>
#include <string.h>

/* Whether pattern, its first braces expanded (then the rest, recursively), matches s itself. */
static inline int glob_one(const char *pattern, const char *s)
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

static inline int glob_match(const char *pattern, const char *path)
{
    char p[1024], *slash;
    snprintf(p, sizeof p, "%s", path);
    for (;;) {
        if (glob_one(pattern, p)) return 1;
        if (!(slash = strrchr(p, '/'))) return 0;
        *slash = '\0';
    }
}
#endif
