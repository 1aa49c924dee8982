/* uva10404 variant: the seed lecture's approach, a fresh win/lose table for every game.
 * dp[0] = L; every position one move above 0 is W; every other position p, in increasing order,
 * is W iff some s <= p reaches an L position. Correct (positions with no move come out L), but it
 * costs O(n m) per game: about 10^7 steps for one game with n = 10^6, so 20,000 such games take
 * minutes. It teaches why games with the same move set must share their table.
 * Compared with the seed's printed C++: the same steps (dp[0] = L, setWpositions(0), then
 * isNposition for every unknown p); it stores a byte per position instead of an int, reads n and
 * moves as long, and stops at a game whose m is outside 1..10 or whose moves are missing (the
 * seed's `while (~scanf(...))` would go on with stale values). No valid input tells them apart.
 * expect: TLE
 * allow: AC TLE
 */
#include <stdio.h>

enum { MAX_N = 1000000, MAX_M = 10, UNKNOWN = 0, LOSE = 1, WIN = 2 };

static char outcome[MAX_N + 1];

int main(void)
{
    long n, moves[MAX_M], p;
    int m, k, found;
    while (scanf("%ld %d", &n, &m) == 2 && m >= 1 && m <= MAX_M) {
        for (k = 0; k < m; k++)
            if (scanf("%ld", &moves[k]) != 1) return 1;
        for (p = 0; p <= n; p++) outcome[p] = UNKNOWN;
        outcome[0] = LOSE;
        for (k = 0; k < m; k++)
            if (moves[k] <= n) outcome[moves[k]] = WIN;
        for (p = 1; p <= n; p++) {
            if (outcome[p] != UNKNOWN) continue;
            for (found = 0, k = 0; k < m && !found; k++)
                found = moves[k] <= p && outcome[p - moves[k]] == LOSE;
            outcome[p] = found ? WIN : LOSE;
        }
        puts(outcome[n] == WIN ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
