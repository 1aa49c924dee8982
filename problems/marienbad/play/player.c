/* player.c - the reference player of the match game (Fibonacci nim), played
 * (problems/marienbad/play/README.md).
 *
 * Strategy (Whinihan 1963). Write i as its Zeckendorf representation, a sum of non-consecutive
 * Fibonacci numbers (1, 2, 3, 5, 8, ...), taking the largest that fits each time; q is its smallest
 * term. The player to move at <i, j> wins iff q <= j, and taking q wins.
 * Why: the terms are non-consecutive Fibonacci numbers, so the smallest term q' of i - q is at
 * least the Fibonacci number two above q, which is more than 2q: the opponent, capped at 2q,
 * cannot take it, and (Whinihan's lemma) any move k it makes leaves a smallest term of at most
 * 2k, within the cap we then have. So we can always answer, and the matches run out on the
 * opponent's turn. In a lost position it takes one match: legal, and it gives the opponent the
 * smallest cap.
 * Protocol: the side, the pair i j, then moves "K" as lines; flush after each move.
 */
#include <stdio.h>
#include <string.h>

/* The smallest term of i's Zeckendorf representation (i >= 1). */
static unsigned long long smallest_term(unsigned long long i)
{
    unsigned long long f[100], q = 0;
    int n = 2, k;
    f[0] = 1, f[1] = 2;
    while (f[n - 1] <= i - f[n - 2]) f[n] = f[n - 1] + f[n - 2], n++;
    for (k = n - 1; k >= 0 && i; k--)
        if (f[k] <= i) i -= f[k], q = f[k];
    return q;
}

int main(void)
{
    char side[16], word[64];
    unsigned long long i, j, k;
    int mine;
    if (scanf("%15s %llu %llu", side, &i, &j) != 3) return 1;
    for (mine = strcmp(side, "first") == 0;; mine = 1) {
        if (mine) {
            k = smallest_term(i) <= j ? smallest_term(i) : 1;
            i -= k, j = 2 * k < i ? 2 * k : i;
            printf("%llu\n", k);
            fflush(stdout);
        }
        if (scanf("%63s", word) != 1 || strcmp(word, "end") == 0) return 0;
        if (sscanf(word, "%llu", &k) != 1) return 1;
        i -= k, j = 2 * k < i ? 2 * k : i;
    }
}
