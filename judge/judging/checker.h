/* checker.h - a problem package's default output validator, with the semantics of problemtools'
 * default_validator: the output and the judge's answer compared token by token (a token is a run
 * of non-whitespace), case-insensitively unless case_sensitive, any run of whitespace equal to any
 * other unless space_change_sensitive (then the whitespace between, before and after the tokens
 * must be the same). With float_tolerance E (both tolerances E), float_absolute_tolerance or
 * float_relative_tolerance, an answer token that is a number accepts a number within either
 * tolerance of it. Flags are the package's validator_flags, words. Pure: case.c calls it on the
 * two texts, and judge/tests/checker-test.c against a table of problemtools' answers.
 */
#ifndef CHECKER_H
#define CHECKER_H
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "text.h"

struct checker { int case_sensitive, space_sensitive; double abs_tol, rel_tol; int floats; };

/* The flags parsed; 0, or -1 with the unknown word in bad. */
static inline int checker_flags(const char *flags, struct checker *c, char *bad, size_t size)
{
    char *copy = strdup(flags ? flags : ""), *save, *w;
    memset(c, 0, sizeof *c);
    for (w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
        double *tol[2] = {NULL, NULL};
        if (!strcmp(w, "case_sensitive")) { c->case_sensitive = 1; continue; }
        if (!strcmp(w, "space_change_sensitive")) { c->space_sensitive = 1; continue; }
        if (!strcmp(w, "float_tolerance")) tol[0] = &c->abs_tol, tol[1] = &c->rel_tol;
        else if (!strcmp(w, "float_absolute_tolerance")) tol[0] = &c->abs_tol;
        else if (!strcmp(w, "float_relative_tolerance")) tol[0] = &c->rel_tol;
        if (tol[0] && (w = strtok_r(NULL, " \t", &save)) != NULL) {
            char *end;
            double v = strtod(w, &end);
            if (!*end) {
                *tol[0] = v, c->floats = 1;
                if (tol[1]) *tol[1] = v;
                continue;
            }
        }
        snprintf(bad, size, "%s", w ? w : "(a tolerance without its value)");
        free(copy);
        return -1;
    }
    free(copy);
    return 0;
}

/* A token of t from *i: its start and length (0 at the end); *i moves past it. ws gets the
 * whitespace before it. */
static inline size_t checker_token(struct text t, size_t *i, size_t *ws, const char **tok)
{
    size_t start = *i, n = 0;
    while (*i < t.n && isspace((unsigned char)t.s[*i])) (*i)++;
    *ws = *i - start, *tok = t.s + *i;
    while (*i < t.n && !isspace((unsigned char)t.s[*i])) (*i)++, n++;
    return n;
}

/* The line of t at p (1-based). */
static inline long checker_line(struct text t, const char *p)
{
    long line = 1;
    const char *s;
    for (s = t.s; s < p; s++) line += *s == '\n';
    return line;
}

/* Whether a token of length n at s is a number: its double in *v. */
static inline int checker_number(const char *s, size_t n, double *v)
{
    char buf[128], *end;
    if (n == 0 || n >= sizeof buf) return 0;
    memcpy(buf, s, n), buf[n] = '\0';
    *v = strtod(buf, &end);
    return *end == '\0' && isfinite(*v);
}

/* 1 when got is accepted against the answer ans, else 0 with why (problemtools' words). */
static inline int checker_run(const struct checker *c, struct text ans, struct text got, char *why, size_t size)
{
    size_t ia = 0, ig = 0, na, ng, wa, wg;
    const char *ta, *tg;
    int k = 0;
    for (;; k++) {
        na = checker_token(ans, &ia, &wa, &ta), ng = checker_token(got, &ig, &wg, &tg);
        if (c->space_sensitive && (wa != wg || memcmp(ta - wa, tg - wg, wa) != 0)) {
            snprintf(why, size, "space change error on line %ld: whitespace differs before token %d", checker_line(got, tg), k + 1);
            return 0;
        }
        if (na == 0 && ng == 0) return 1;
        if (ng == 0) {
            snprintf(why, size, "user EOF while judge had more output (judge's next token, line %ld: \"%.*s\")", checker_line(ans, ta),
                     (int)(na > 60 ? 60 : na), ta);
            return 0;
        }
        if (na == 0) {
            snprintf(why, size, "trailing output on line %ld: \"%.*s\"", checker_line(got, tg), (int)(ng > 60 ? 60 : ng), tg);
            return 0;
        }
        {
            double a, g;
            int same;
            if (c->floats && checker_number(ta, na, &a)) {
                same = checker_number(tg, ng, &g) && (fabs(a - g) <= c->abs_tol || fabs(a - g) <= c->rel_tol * fabs(a));
            } else {
                same = na == ng && (c->case_sensitive ? memcmp(ta, tg, na) == 0 : strncasecmp(ta, tg, na) == 0);
            }
            if (!same) {
                snprintf(why, size, "line %ld: expected \"%.*s\", found \"%.*s\"", checker_line(got, tg), (int)(na > 60 ? 60 : na), ta,
                         (int)(ng > 60 ? 60 : ng), tg);
                return 0;
            }
        }
    }
}
#endif
