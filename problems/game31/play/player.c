/* player.c - the reference player of the Game of 31, played (problems/game31/play/README.md).
 *
 * Strategy: plain minimax with memory. A position is how many copies of each value 1..6 are laid
 * (0..4 each: 5^6 positions; the total follows from them). It is won for the player to move iff
 * some card with a copy left keeps the total <= 31 and leaves a lost position; with no such card
 * the player cannot move and has lost. The table is filled on demand, once per position.
 * Why it wins: a won position has a card leaving a lost one, from which every card leads back to
 * a won one; every move lays one of the 24 cards, so the game ends, and on the loser's turn.
 * In a lost position it lays the smallest card that fits: legal, nothing better exists.
 * Protocol: the side, the line of cards laid, then moves "V" as lines; flush after each move.
 */
#include <stdio.h>
#include <string.h>

enum { VALUES = 6, COPIES = 4, TARGET = 31 };

static int laid[VALUES + 1];
static signed char memo[15625]; /* 5^6: 0 unknown, 1 won, 2 lost */

static int key(void)
{
    int v, k = 0;
    for (v = 1; v <= VALUES; v++) k = k * (COPIES + 1) + laid[v];
    return k;
}

static int total(void)
{
    int v, t = 0;
    for (v = 1; v <= VALUES; v++) t += v * laid[v];
    return t;
}

static int fits(int v) { return laid[v] < COPIES && total() + v <= TARGET; }

static int won(void)
{
    int v, k = key(), w = 0;
    if (memo[k]) return memo[k] == 1;
    for (v = 1; v <= VALUES && !w; v++)
        if (fits(v)) laid[v]++, w = !won(), laid[v]--;
    memo[k] = (signed char)(w ? 1 : 2);
    return w;
}

int main(void)
{
    char side[16], line[128];
    int mine, v, best, best_wins, wins, i;
    if (!fgets(side, sizeof side, stdin) || !fgets(line, sizeof line, stdin)) return 1;
    for (i = 0; line[i] >= '1' && line[i] <= '6'; i++) laid[line[i] - '0']++;
    for (mine = strncmp(side, "first", 5) == 0;; mine = 1) {
        if (mine) {
            for (best = 0, best_wins = 0, v = 1; v <= VALUES; v++)
                if (fits(v)) { /* the first card that leaves a lost position, else the first card */
                    laid[v]++, wins = !won(), laid[v]--;
                    if (!best || (wins && !best_wins)) best = v, best_wins = wins;
                }
            laid[best]++;
            printf("%d\n", best);
            fflush(stdout);
        }
        if (!fgets(line, sizeof line, stdin) || strncmp(line, "end", 3) == 0) return 0;
        if (sscanf(line, "%d", &v) != 1 || v < 1 || v > VALUES) return 1;
        laid[v]++;
    }
}
