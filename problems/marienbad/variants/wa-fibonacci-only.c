/* marienbad variant: "lost iff i is a Fibonacci number", ignoring the cap j.
 *
 * True for the start of a game, <n, n-1>, and that is the corollary everybody remembers. But a
 * position in the middle of a game has a cap j = twice the last move: <10, 1> is lost (take 1,
 * leave <9, 2>, and the opponent takes 1 to <8, 2>, lost: 8 is Fibonacci and 2 < 8) although 10
 * is not a Fibonacci number. This variant answers the smallest Zeckendorf term q whenever i is not
 * a Fibonacci number, even when the cap forbids taking q: WA.
 *
 * expect: WA
 */
#include <stdio.h>

int main(void)
{
    unsigned long long fib[90], i, j, rest, q;
    int n, t;
    fib[0] = 1;
    fib[1] = 2;
    for (n = 2; n < 90 && fib[n - 1] <= 1000000000000000000ULL; n++) fib[n] = fib[n - 1] + fib[n - 2];
    while (scanf("%llu %llu", &i, &j) == 2) {
        for (rest = i, q = 0, t = n - 1; t >= 0; t--)
            if (fib[t] <= rest) {
                rest -= fib[t];
                q = fib[t];
            }
        printf("%llu\n", q == i ? 0 : q); /* q == i: i is Fibonacci (or 0) */
    }
    return 0;
}
