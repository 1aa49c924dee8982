/* validate for uva10404: games `n m s1 .. sm` until EOF, tokens separated by any whitespace
 * (space, tab, CR, LF, VT, FF). Our limits (limits.h): 0 <= n <= MAX_N, 1 <= m <= MAX_M,
 * 1 <= s_i <= MAX_MOVE, decimal digits only (no sign), every game complete. An empty input is valid: it holds no game,
 * as in every problem whose games run until end of file.
 */
#include <stdio.h>
#include <stdlib.h>
#include "limits.h"

/* The limits spelled in the messages, so that they say what is checked. */
#define STR_(x) #x
#define STR(x) STR_(x)

static long line = 1;

static void invalid(const char *why)
{
    fprintf(stderr, "line %ld: %s\n", line, why);
    exit(1);
}

static int blank(int c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

/* Next token as a number in [lo, hi] into *value; returns 0 at EOF before the token. */
static int number(long long lo, long long hi, const char *why, long long *value)
{
    int c = getchar();
    long long v = 0;
    for (; blank(c); c = getchar())
        if (c == '\n') line++;
    if (c == EOF) return 0;
    if (c < '0' || c > '9') invalid(why);
    for (; c >= '0' && c <= '9'; c = getchar())
        if ((v = v * 10 + (c - '0')) > hi) invalid(why);
    if (c != EOF && !blank(c)) invalid(why);
    if (v < lo) invalid(why);
    if (c == '\n') line++;
    *value = v;
    return 1;
}

int main(void)
{
    long long n, m, s, i;
    while (number(0, MAX_N, "n is not a number in 0.." STR(MAX_N), &n)) {
        if (!number(1, MAX_M, "m is not a number in 1.." STR(MAX_M), &m)) invalid("m missing at end of input");
        for (i = 0; i < m; i++)
            if (!number(1, MAX_MOVE, "move is not a number in 1.." STR(MAX_MOVE), &s))
                invalid("move missing at end of input");
    }
    return 0;
}
