/* grundy.h - astrgame's game code, shared by testdata/astrgame/tools/oracle-interval.c and
 * problems/astrgame/study/explain.c and claims.c (not by the solution): the input reader and the
 * top-down Sprague-Grundy value g(l, r) of the piece S[l..r] described in oracle-interval.c.
 * Includes limits.h (build/include/astrgame/). The includer defines TOOL (its name for
 * diagnostics) first, and may define BAD_INPUT_STATUS, the exit status on bad input (1 unless it
 * does).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "limits.h"

#ifndef BAD_INPUT_STATUS
#define BAD_INPUT_STATUS 1
#endif

static char s[MAX_LEN + 2];
static int n;
static char dict[MAX_WORDS][MAX_LEN + 2];
static int dict_size;
static int matches[MAX_LEN][MAX_LEN + 1]; /* matches[a][len]: some word of length len sits at S[a] */
static int memo[MAX_LEN][MAX_LEN];        /* -1 = not computed yet */

static int g(int l, int r)
{
    int a, len, value, options = 0, k;
    int *reached;  /* the value of every option, in no order */
    char *present; /* present[x]: x is among them; the mex is at most the number of options */
    if (l > r) return 0;
    if (memo[l][r] >= 0) return memo[l][r];
    for (a = l; a <= r; a++)
        for (len = 1; a + len - 1 <= r; len++) options += matches[a][len];
    reached = malloc(sizeof *reached * (size_t)(options + 1));
    present = calloc((size_t)options + 1, 1);
    if (!reached || !present) exit(2);
    options = 0;
    for (a = l; a <= r; a++) {
        int left = g(l, a - 1);
        for (len = 1; a + len - 1 <= r; len++)
            if (matches[a][len]) reached[options++] = left ^ g(a + len, r);
    }
    for (k = 0; k < options; k++)
        if (reached[k] <= options) present[reached[k]] = 1;
    for (value = 0; present[value]; value++)
        ;
    free(reached);
    free(present);
    memo[l][r] = value;
    return value;
}

static void fail(const char *what)
{
    fflush(stdout);
    fprintf(stderr, "%s: %s\n", TOOL, what);
    exit(BAD_INPUT_STATUS);
}

/* Reads a token into out (MAX_LEN + 2 bytes), cut at MAX_LEN + 1 characters: one too many for a
 * string to be valid. Returns 0 at the end of the input. */
static int token(char *out)
{
    char format[16];
    sprintf(format, "%%%ds", MAX_LEN + 1);
    return scanf(format, out) == 1;
}

/* T (most = MAX_TESTS) or N (most = MAX_WORDS). */
static int number(int most)
{
    char tok[MAX_LEN + 2];
    int i, value = 0;
    if (!token(tok)) fail("missing number");
    for (i = 0; tok[i]; i++) {
        if (tok[i] < '0' || tok[i] > '9') fail("not a number");
        value = value * 10 + tok[i] - '0';
        if (value > most) value = most + 1;
    }
    if (value < 1 || value > most) fail("number out of range");
    return value;
}

static int letters(char *out)
{
    int i;
    if (!token(out)) fail("missing string");
    for (i = 0; out[i]; i++)
        if (out[i] < 'a' || out[i] > 'z') fail("not a lowercase letter");
    if (i > MAX_LEN) fail("string too long");
    return i;
}

/* Marks every occurrence of every word in S: matches[a][len]. Call after reading a test. */
static void find_matches(void)
{
    int w, a, l, r;
    memset(matches, 0, sizeof matches);
    for (w = 0; w < dict_size; w++) {
        int len = (int)strlen(dict[w]);
        for (a = 0; a + len <= n; a++)
            if (strncmp(s + a, dict[w], (size_t)len) == 0) matches[a][len] = 1;
    }
    for (l = 0; l < n; l++)
        for (r = 0; r < n; r++) memo[l][r] = -1;
}
