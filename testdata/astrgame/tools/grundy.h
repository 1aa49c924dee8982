/* grundy.h - shared by astrgame's oracle-interval.c and explain.c (not by the solution): the input
 * reader and the top-down Sprague-Grundy value g(l, r) of the piece S[l..r] described in
 * oracle-interval.c. The includer defines TOOL (its name for diagnostics) first.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LIMIT 100 /* the contract's bound on T, N, |S| and |w| */

static char s[LIMIT + 2];
static int n;
static char dict[LIMIT][LIMIT + 2];
static int dict_size;
static int matches[LIMIT][LIMIT + 1]; /* matches[a][len]: some word of length len sits at S[a] */
static int memo[LIMIT][LIMIT];        /* -1 = not computed yet */

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
    exit(1);
}

static int number(void)
{
    char tok[LIMIT + 2];
    int i, value = 0;
    if (scanf("%101s", tok) != 1) fail("missing number");
    for (i = 0; tok[i]; i++) {
        if (tok[i] < '0' || tok[i] > '9') fail("not a number");
        value = value * 10 + tok[i] - '0';
        if (value > LIMIT) value = LIMIT + 1;
    }
    if (value < 1 || value > LIMIT) fail("number out of range");
    return value;
}

static int letters(char *out)
{
    int i;
    if (scanf("%101s", out) != 1) fail("missing string");
    for (i = 0; out[i]; i++)
        if (out[i] < 'a' || out[i] > 'z') fail("not a lowercase letter");
    if (i > LIMIT) fail("string too long");
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
