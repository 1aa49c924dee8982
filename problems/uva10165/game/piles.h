/* piles.h - uva10165's game code: the readers of testdata/uva10165/tools/oracle.c and
 * problems/uva10165/study/explain.c and claims.c: tokens as numbers in [0, MAX_VALUE], and a play
 * position (explain --play, judge/lib/study.h). Includes limits.h (build/include/uva10165/). The
 * includer defines TOOL (its name for diagnostics) first, and may define BAD_EXIT, the exit status
 * on bad input (default 1). Not used by the solution.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "limits.h"

#ifndef BAD_EXIT
#define BAD_EXIT 1
#endif

static void bad(const char *what)
{
    fflush(stdout);
    fprintf(stderr, "%s: %s\n", TOOL, what);
    exit(BAD_EXIT);
}

/* Next token of in as a number in [0, MAX_VALUE]; 0 at end of input. A token longer than
 * MAX_VALUE's digits is too large even when it starts with zeros, as validate has it. */
static int next(FILE *in, unsigned long long *v)
{
    char tok[64], most[24], *end;
    size_t i;
    if (fscanf(in, "%63s", tok) != 1) return 0;
    for (i = 0; tok[i]; i++)
        if (!isdigit((unsigned char)tok[i])) bad("not a number");
    errno = 0;
    *v = strtoull(tok, &end, 10);
    if (errno == ERANGE || *v > MAX_VALUE || strlen(tok) > (size_t)sprintf(most, "%llu", MAX_VALUE))
        bad("too large");
    return 1;
}

/* A play position "P1,P2,..,Pn-A" or "-B": the piles, Jack (A) or Jim (B) to move (the piles
 * alone do not say whose turn it is). Returns 1 and fills pile[0..n) and *jim when text is one
 * with exactly the n piles of the scenario `start`, none above its own there; else 0. */
static inline int read_position(const char *text, const unsigned long long *start, size_t n, unsigned long long *pile,
                                int *jim)
{
    char most[24];
    size_t k, digits, max_digits = (size_t)sprintf(most, "%llu", MAX_VALUE);
    for (k = 0; k < n; k++, text += digits + 1) {
        digits = strspn(text, "0123456789");
        if (digits == 0 || digits > max_digits || text[digits] != (k + 1 < n ? ',' : '-')) return 0;
        errno = 0;
        pile[k] = strtoull(text, NULL, 10);
        if (errno || pile[k] > start[k]) return 0;
    }
    *jim = text[0] == 'B';
    return n > 0 && (text[0] == 'A' || text[0] == 'B') && text[1] == '\0';
}
