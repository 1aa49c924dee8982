/* player.c - the reference player of the Stone Game (Nim), played (problems/uva10165/play/README.md).
 *
 * Strategy (Bouton 1901): the player to move wins iff the XOR x of the piles is not 0. Then some
 * pile p has p XOR x < p (one with x's highest bit), and taking it down to p XOR x leaves XOR 0.
 * Why it wins: from XOR 0 every move changes one pile, so the XOR becomes non-zero; from a
 * non-zero XOR the move above restores 0. The player keeps the opponent at XOR 0, the empty
 * position (XOR 0) comes to the opponent, and it cannot move. In a lost position (XOR 0) it takes
 * one stone from the first non-empty pile: legal, and the game lasts as long as it can.
 * Protocol: the side, the scenario (N, the piles, 0), then moves "P K" as lines; flush each.
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
            printf("%d %llu\n", p + 1, k);
            fflush(stdout);
        }
        if (scanf("%63s", word) != 1 || strcmp(word, "end") == 0) return 0;
        if (sscanf(word, "%d", &p) != 1 || scanf("%llu", &k) != 1 || p < 1 || p > n) return 1;
        pile[p - 1] -= k;
    }
}
