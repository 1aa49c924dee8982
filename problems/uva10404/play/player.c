/* player.c - the reference player of Bachet's Game, played (problems/uva10404/play/README.md).
 *
 * Strategy. won[k] says whether the player to move with k stones wins: k is won iff some move s
 * in S with s <= k leaves a lost k - s (no move: lost). The table is the problem's own
 * recurrence, filled bottom-up to n. At its turn the player takes the first s that leaves a lost
 * position when there is one, else any legal move (the smallest).
 * Why it wins: from a won position the move leaves the opponent a lost one, and every move from a
 * lost position leads back to a won one (that is what lost means), so the player is always to
 * move in a won position, and the game ends (each move takes stones) with the opponent unable to
 * move. From a lost position nothing wins against a perfect opponent; any legal move is honest.
 * Protocol: read the side and the game, then moves as lines; flush after each move.
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
            fflush(stdout);
        }
        if (scanf("%63s", line) != 1 || strcmp(line, "end") == 0) return 0;
        n -= atol(line);
    }
}
