/* uva10404 variant: positions with no legal move are left undecided instead of lost.
 * A bug seen in a public UVa solution: the table starts "unknown", position 0 is set to L by hand,
 * and a position is only ever marked L after it tried at least one move. When 1 is not in S the
 * positions 1 .. min(S)-1 stay unknown, and a later position that can move onto one of them does
 * not see the losing position it could leave to the opponent: S = {2}, n = 3 prints Ollie, but
 * Stan moves to 1, where Ollie cannot move. The statement promises 1 in S, our limits do not.
 * (Also O(n m) per game, like the seed, so it times out on the large cases.)
 * expect: WA
 * allow: AC WA TLE
 */
#include <stdio.h>

enum { MAX_N = 1000000, MAX_M = 10, UNDECIDED = 0, LOSE = 1, WIN = 2 };

static char outcome[MAX_N + 1];

int main(void)
{
    long n, moves[MAX_M], p;
    int m, k, can_move;
    while (scanf("%ld %d", &n, &m) == 2 && m >= 1 && m <= MAX_M) {
        for (k = 0; k < m; k++)
            if (scanf("%ld", &moves[k]) != 1) return 1;
        outcome[0] = LOSE;
        for (p = 1; p <= n; p++) {
            outcome[p] = UNDECIDED;
            for (can_move = 0, k = 0; k < m; k++) {
                if (moves[k] > p) continue;
                can_move = 1;
                if (outcome[p - moves[k]] == LOSE) outcome[p] = WIN;
            }
            if (can_move && outcome[p] != WIN) outcome[p] = LOSE;
        }
        puts(outcome[n] == WIN ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
