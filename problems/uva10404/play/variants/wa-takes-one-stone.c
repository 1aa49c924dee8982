/* wa-takes-one-stone.c - always takes one stone (the smallest move that fits): legal, and it wins
 * only where every line wins. The referee stops it at the first won position it throws away.
 * expect: WA
 * stress: found
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
    char side[16], line[64];
    long n, s[10], k, take;
    int m, i, mine;
    if (scanf("%15s %ld %d", side, &n, &m) != 3 || m < 1 || m > 10) return 1;
    for (i = 0; i < m; i++)
        if (scanf("%ld", &s[i]) != 1) return 1;
    for (mine = strcmp(side, "first") == 0;; mine = 1) {
        if (mine) {
            for (take = 0, i = 0; i < m; i++)
                if (s[i] <= n && (!take || s[i] < take)) take = s[i];
            n -= take;
            printf("%ld\n", take);
            fflush(stdout);
        }
        if (scanf("%63s", line) != 1 || strcmp(line, "end") == 0) return 0;
        k = atol(line), n -= k;
    }
}
