/* tle-forgets-to-flush.c - the reference player (../player.c) without its fflush: its moves wait in
 * its buffer, the referee waits for them, and the two wait for each other until the time limit
 * (the protocol: a move not flushed is no move).
 * expect: TLE
 * stress: found
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_N = 1000000, MAX_M = 10 };
static char won[MAX_N + 1];

int main(void)
{
    char side[16], line[64];
    long n, s[MAX_M], k;
    int m, i, j;
    if (scanf("%15s %ld %d", side, &n, &m) != 3 || m < 1 || m > MAX_M || n < 0 || n > MAX_N) return 1;
    for (i = 0; i < m; i++)
        if (scanf("%ld", &s[i]) != 1) return 1;
    for (k = 0; k <= n; k++)
        for (won[k] = 0, i = 0; i < m && !won[k]; i++) won[k] = s[i] <= k && !won[k - s[i]];
    for (j = strcmp(side, "first") == 0;; j = 1) {
        if (j) {
            long take = 0;
            for (i = 0; i < m; i++)
                if (s[i] <= n && (!take || !won[n - s[i]] > !won[n - take] || (!won[n - s[i]] == !won[n - take] && s[i] < take)))
                    take = s[i];
            n -= take;
            printf("%ld\n", take);
        }
        if (scanf("%63s", line) != 1 || strcmp(line, "end") == 0) return 0;
        n -= atol(line);
    }
}
