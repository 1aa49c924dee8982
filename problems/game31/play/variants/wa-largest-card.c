/* wa-largest-card.c - the greedy player: lays the largest card that fits, to get near 31 fast.
 * It throws away won games whose winning card is a small one.
 * expect: WA
 * stress: found
 */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char side[16], line[128];
    int laid[7] = {0}, total = 0, mine, v, i;
    if (!fgets(side, sizeof side, stdin) || !fgets(line, sizeof line, stdin)) return 1;
    for (i = 0; line[i] >= '1' && line[i] <= '6'; i++) laid[line[i] - '0']++, total += line[i] - '0';
    for (mine = strncmp(side, "first", 5) == 0;; mine = 1) {
        if (mine) {
            for (v = 6; v > 1 && (laid[v] == 4 || total + v > 31); v--) continue;
            laid[v]++, total += v;
            printf("%d\n", v);
            fflush(stdout);
        }
        if (!fgets(line, sizeof line, stdin) || strncmp(line, "end", 3) == 0) return 0;
        if (sscanf(line, "%d", &v) != 1 || v < 1 || v > 6) return 1;
        laid[v]++, total += v;
    }
}
