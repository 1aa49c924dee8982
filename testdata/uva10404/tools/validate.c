/* validate for uva10404: games `n m s1 .. sm` until EOF, tokens separated by any whitespace
 * (space, tab, CR, LF, VT, FF). Our limits: 0 <= n <= 10^6, 1 <= m <= 10, 1 <= s_i <= 2^31-1,
 * decimal digits only (no sign), every game complete. An empty input is valid: it holds no game,
 * as in every problem whose games run until end of file.
 */
#include <stdio.h>
#include <stdlib.h>

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
    while (number(0, 1000000, "n is not a number in 0..1000000", &n)) {
        if (!number(1, 10, "m is not a number in 1..10", &m)) invalid("m missing at end of input");
        for (i = 0; i < m; i++)
            if (!number(1, 2147483647LL, "move is not a number in 1..2^31-1", &s))
                invalid("move missing at end of input");
    }
    return 0;
}
