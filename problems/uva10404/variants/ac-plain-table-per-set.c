/* uva10404 variant: the plain group-by-set solver, one plain table per distinct move set, built
 * once; no periods, no bit tricks, no tuning.
 * It reads every game first (scanf), puts each move set in canonical form (sorted, duplicates
 * dropped), sorts the games by set, fills one byte table win[p] = OR over s <= p of !win[p - s]
 * per distinct set up to the largest n asked of it, answers that set's games, and prints all
 * answers in input order. It is the baseline `make bench P=uva10404` measures the solution
 * against: O(n m) byte steps once per distinct set, whatever the order of the games.
 * Memory: one 1 MB table plus about 100 bytes per game (all games are held).
 * Bad input: it stops at the first game it cannot read and answers the games before it, without
 * the diagnostic line (real judges send no bad input).
 * expect: AC
 * allow: AC TLE
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_N = 1000000, MAX_M = 10 };

struct game { long n, order; int count; long moves[MAX_M]; };

static unsigned char win[MAX_N + 1];

/* Any total order on sets will do: sorting only has to put equal sets side by side. */
static int compare_sets(const void *a, const void *b)
{
    const struct game *x = a, *y = b;
    if (x->count != y->count) return x->count < y->count ? -1 : 1;
    return memcmp(x->moves, y->moves, sizeof x->moves[0] * (size_t)x->count);
}

int main(void)
{
    struct game g, *games = NULL;
    char *stan;
    long count = 0, capacity = 0, first, last, top, p, move, i;
    int m, j, s, bad = 0;
    while (scanf("%ld %d", &g.n, &m) == 2) {
        if (g.n < 0 || g.n > MAX_N || m < 1 || m > MAX_M) { bad = 1; break; }
        for (g.count = 0, j = 0; j < m; j++) {
            if (scanf("%ld", &move) != 1 || move < 1) { bad = 1; break; }
            for (s = g.count; s > 0 && g.moves[s - 1] > move; s--) continue;
            if (s > 0 && g.moves[s - 1] == move) continue;
            memmove(g.moves + s + 1, g.moves + s, sizeof g.moves[0] * (size_t)(g.count - s));
            g.moves[s] = move;
            g.count++;
        }
        if (bad) break;
        g.order = count;
        if (count == capacity) {
            capacity = capacity ? 2 * capacity : 1024;
            games = realloc(games, sizeof *games * (size_t)capacity);
            if (!games) return 2;
        }
        games[count++] = g;
    }
    if (!feof(stdin)) bad = 1;   /* scanf stopped before the end: not a number */
    stan = malloc((size_t)count + 1);
    if (!stan) return 2;
    if (count) qsort(games, (size_t)count, sizeof *games, compare_sets);
    for (first = 0; first < count; first = last) {
        const struct game *set = &games[first];
        for (top = 0, last = first; last < count && compare_sets(set, &games[last]) == 0; last++)
            if (games[last].n > top) top = games[last].n;
        for (p = 0; p <= top; p++) {
            win[p] = 0;
            for (s = 0; s < set->count && set->moves[s] <= p && !win[p]; s++)
                win[p] = !win[p - set->moves[s]];
        }
        for (i = first; i < last; i++) stan[games[i].order] = (char)win[games[i].n];
    }
    for (i = 0; i < count; i++) puts(stan[i] ? "Stan wins" : "Ollie wins");
    free(games);
    free(stan);
    return bad;
}
