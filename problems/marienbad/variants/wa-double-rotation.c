/* marienbad variant: the solution's shortcut to the smallest Zeckendorf term, in double precision.
 *
 * marienbad.c reads the index m of the smallest term of i off e = a - frac((i + 1) a), a = 1/phi,
 * by comparing |e| with the powers a^{m+1}. A double holds (i + 1) a only to about i * 2^-53 before
 * its fractional part is even taken: for i near 10^8 that is 2^-26, about a^37, so an |e| near a
 * boundary a^{m+1} with m in the 30s can land on the wrong side; near 10^16 the error exceeds 1
 * and frac is noise. Right on every small i, wrong on large ones: WA, on fib-neighbours (from
 * i = F_40 - 1), tails (from i = 87,403,803 = F_39 + F_37, whose smallest term it takes for F_35),
 * near-1e18 and max-random. This is why the solution carries a to 128 bits and keeps every step in
 * integers.
 *
 * expect: WA
 */
#include <stdio.h>

int main(void)
{
    double a = 0.61803398874989484820, power[90]; /* 1/phi */
    unsigned long long fib[90], i, j;
    int m;
    fib[1] = fib[2] = 1;
    for (m = 3; m < 90; m++) fib[m] = fib[m - 1] + fib[m - 2];
    for (power[0] = 1, m = 1; m < 90; m++) power[m] = power[m - 1] * a;
    while (scanf("%llu %llu", &i, &j) == 2) {
        double x = (double)(i + 1) * a, e = a - (x - (double)(unsigned long long)x); /* a - frac */
        double abs_e = e > 0 ? e : -e;
        for (m = e > 0 ? 2 : 3; m < 87 && abs_e < power[m + 1]; m += 2) continue;
        printf("%llu\n", i > 0 && fib[m] <= (j < i ? j : i) ? fib[m] : 0ULL);
    }
    return 0;
}
