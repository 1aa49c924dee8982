/* uva10404 variant: one win/lose table per set of moves, cached under a key made of the moves'
 * digits written one after the other, with no separator.
 * expect: WA
 * allow: AC WA TLE
 * stress-items: 2
 *
 * What it teaches: a cache key must be an encoding that two different sets never share. Here
 * {1, 12} and {11, 2} both become "112", so the second set gets the first one's table: n = 1
 * with S = {11, 2} prints "Stan wins" (his move 1 is in the other set). Such a key works on every
 * input whose sets are told apart by their digits, so random tests rarely meet it; the test
 * data must hold two sets whose naive encodings collide (testdata/README.md, "Boundaries").
 * Caught by trap-set-key-collision; make stress finds it as two games, the second wrong only
 * after the first. (Each new key's table is O(n m), like the plain table per set.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_N = 1000000, MAX_M = 10, SLOTS = 128, KEY = 16 * MAX_M };

static struct slot {
    char key[KEY];
    long moves[MAX_M], done; /* the table is known for 0..done */
    int m;
    char *win;
} slot[SLOTS];

int main(void)
{
    long n, moves[MAX_M], p;
    int m, k, s, next = 0;
    char key[KEY];
    while (scanf("%ld %d", &n, &m) == 2 && m >= 1 && m <= MAX_M) {
        size_t len = 0;
        for (k = 0; k < m; k++) {
            if (scanf("%ld", &moves[k]) != 1) return 1;
            len += (size_t)sprintf(key + len, "%ld", moves[k]);
        }
        for (s = 0; s < SLOTS && (!slot[s].win || strcmp(slot[s].key, key) != 0); s++) continue;
        if (s == SLOTS) { /* a new set: the next slot, round robin */
            s = next, next = (next + 1) % SLOTS;
            if (!slot[s].win && !(slot[s].win = malloc(MAX_N + 1))) return 1;
            strcpy(slot[s].key, key);
            memcpy(slot[s].moves, moves, sizeof moves);
            slot[s].m = m, slot[s].done = 0, slot[s].win[0] = 0;
        }
        for (p = slot[s].done + 1; p <= n; p++)
            for (slot[s].win[p] = 0, k = 0; k < slot[s].m; k++)
                if (slot[s].moves[k] <= p && !slot[s].win[p - slot[s].moves[k]]) slot[s].win[p] = 1;
        if (n > slot[s].done) slot[s].done = n;
        puts(slot[s].win[n] ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
