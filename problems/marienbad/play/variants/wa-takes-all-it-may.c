/* wa-takes-all-it-may.c - the greedy player: always takes the whole cap. It wins when the cap
 * covers every match, and throws away every other won game it is given.
 * expect: WA
 * stress: found
 */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char side[16], word[64];
    unsigned long long i, j, k;
    int mine;
    if (scanf("%15s %llu %llu", side, &i, &j) != 3) return 1;
    for (mine = strcmp(side, "first") == 0;; mine = 1) {
        if (mine) {
            k = j < i ? j : i;
            i -= k, j = 2 * k < i ? 2 * k : i;
            printf("%llu\n", k);
            fflush(stdout);
        }
        if (scanf("%63s", word) != 1 || strcmp(word, "end") == 0) return 0;
        if (sscanf(word, "%llu", &k) != 1) return 1;
        i -= k, j = 2 * k < i ? 2 * k : i;
    }
}
