/* wa-piles-from-0.c - the reference player (../player.c) numbering the piles from 0, as its arrays
 * do: "0 K" is no pile at all (an illegal move, WA with the legal ones), and "P K" names the pile
 * before the one it means.
 * expect: WA
 * stress: found
 */
#include <stdio.h>
#include <string.h>

enum { MAX_PILES = 1000 };

int main(void)
{
    char side[16], word[64];
    unsigned long long pile[MAX_PILES], x, k;
    int n, i, p, mine;
    if (scanf("%15s %d", side, &n) != 2 || n < 1 || n > MAX_PILES) return 1;
    for (i = 0; i < n; i++)
        if (scanf("%llu", &pile[i]) != 1) return 1;
    if (scanf("%63s", word) != 1) return 1; /* the input's final 0 */
    for (mine = strcmp(side, "first") == 0;; mine = 1) {
        if (mine) {
            for (x = 0, i = 0; i < n; i++) x ^= pile[i];
            for (p = -1, i = 0; i < n && p < 0; i++)
                if (x ? (pile[i] ^ x) < pile[i] : pile[i] > 0) p = i;
            k = x ? pile[p] - (pile[p] ^ x) : 1;
            pile[p] -= k;
            printf("%d %llu\n", p, k);
            fflush(stdout);
        }
        if (scanf("%63s", word) != 1 || strcmp(word, "end") == 0) return 0;
        if (sscanf(word, "%d", &p) != 1 || scanf("%llu", &k) != 1 || p < 1 || p > n) return 1;
        pile[p - 1] -= k; /* its reading of the judge's moves is right */
    }
}
