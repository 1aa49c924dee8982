/* uva10404 variant: one plain table per distinct move set, no periods, no bit tricks.
 * Games are answered online; the sorted, de-duplicated move set is looked up among the tables
 * kept so far (a linear scan), and its byte table win[p] = OR over s <= p of !win[p - s] is
 * extended only as far as the largest n asked. It is the baseline the solution's bitset tables
 * and period detection are measured against: O(n m) byte steps per distinct set instead of
 * O(n m / 64) word steps, or O(period) for small moves. Up to KEPT_SETS tables of 1 MB are kept;
 * the oldest is overwritten after that.
 * expect: AC
 * allow: AC TLE
 */
#include <stdio.h>
#include <string.h>

enum { MAX_N = 1000000, MAX_M = 10, KEPT_SETS = 128 /* 128 MB of the 256 MiB limit */ };

struct kept_set { int count; long moves[MAX_M]; long built; };

static struct kept_set kept[KEPT_SETS];
static unsigned char win[KEPT_SETS][MAX_N + 1];
static int kept_count, next_victim;

int main(void)
{
    long n, move, moves[MAX_M], p;
    int m, i, j, count, slot;
    while (scanf("%ld %d", &n, &m) == 2 && m >= 1 && m <= MAX_M) {
        for (count = 0, i = 0; i < m; i++) {
            if (scanf("%ld", &move) != 1) return 1;
            for (j = count; j > 0 && moves[j - 1] > move; j--) continue;
            if (j > 0 && moves[j - 1] == move) continue;
            memmove(moves + j + 1, moves + j, sizeof moves[0] * (size_t)(count - j));
            moves[j] = move;
            count++;
        }
        for (slot = 0; slot < kept_count; slot++)
            if (kept[slot].count == count
                && memcmp(kept[slot].moves, moves, sizeof moves[0] * (size_t)count) == 0) break;
        if (slot == kept_count) {
            if (kept_count < KEPT_SETS) slot = kept_count++;
            else slot = next_victim, next_victim = (next_victim + 1) % KEPT_SETS;
            kept[slot].count = count;
            memcpy(kept[slot].moves, moves, sizeof moves[0] * (size_t)count);
            kept[slot].built = 0;
        }
        for (p = kept[slot].built; p <= n; p++) {
            win[slot][p] = 0;
            for (i = 0; i < count && moves[i] <= p && !win[slot][p]; i++)
                win[slot][p] = !win[slot][p - moves[i]];
        }
        if (n >= kept[slot].built) kept[slot].built = n + 1;
        puts(win[slot][n] ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
