/* wa-greedy.c - takes the whole largest pile: the greedy player. It wins a single pile, and loses
 * a won game as soon as emptying the largest pile leaves a non-zero XOR.
 * expect: WA
 * stress: found
 */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char side[16], word[64];
    unsigned long long pile[1000], k;
    int n, i, p, mine;
    if (scanf("%15s %d", side, &n) != 2 || n < 1 || n > 1000) return 1;
    for (i = 0; i < n; i++)
        if (scanf("%llu", &pile[i]) != 1) return 1;
    if (scanf("%63s", word) != 1) return 1;
    for (mine = strcmp(side, "first") == 0;; mine = 1) {
        if (mine) {
            for (p = 0, i = 1; i < n; i++)
                if (pile[i] > pile[p]) p = i;
            printf("%d %llu\n", p + 1, pile[p]);
            pile[p] = 0;
            fflush(stdout);
        }
        if (scanf("%63s", word) != 1 || strcmp(word, "end") == 0) return 0;
        if (sscanf(word, "%d", &p) != 1 || scanf("%llu", &k) != 1 || p < 1 || p > n) return 1;
        pile[p - 1] -= k;
    }
}
