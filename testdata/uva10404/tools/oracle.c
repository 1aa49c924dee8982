/* oracle for uva10404: the plain win/lose table, which is the definition of the game.
 *   lose[0 .. ] : position p is lost for the mover iff no s in S with s <= p reaches a lost position
 * Offline and deliberately unlike the solution: it reads every game first, sorts the games by
 * their move set, and fills one byte per position for each distinct set, up to the largest n
 * asked of that set, trying every move at every position. No bit tricks, no periods, no cache.
 * Cost: sum over distinct sets of (max n) * m, about 10^7 byte steps per set at n = 10^6.
 * The reader and the table are the game code's table.h (problems/uva10404/game/).
 * Bad input: stops reading at the first bad game, prints the answers before it, exits 1.
 */
#include <stdlib.h>
#include "table.h"

struct game {
    long n;
    int count;          /* distinct moves, sorted */
    long moves[MAX_M];
    long order;         /* position in the input */
};

static unsigned char position_won[MAX_N + 1];

static int compare_sets(const void *a, const void *b)
{
    const struct game *x = a, *y = b;
    int i;
    if (x->count != y->count) return x->count - y->count;
    for (i = 0; i < x->count; i++)
        if (x->moves[i] != y->moves[i]) return x->moves[i] < y->moves[i] ? -1 : 1;
    return 0;
}

int main(void)
{
    struct game *games = NULL;
    char *stan = NULL;
    long count = 0, capacity = 0, first, last, i, top;
    int bad = 0, r;
    struct game g;

    while ((r = read_game(stdin, &g.n, g.moves, &g.count)) != 0) {
        if (r < 0) { bad = 1; break; }
        g.order = count;
        if (count == capacity) {
            capacity = capacity ? 2 * capacity : 1024;
            games = realloc(games, (size_t)capacity * sizeof *games);
            if (!games) return 2;
        }
        games[count++] = g;
    }

    stan = malloc((size_t)count + 1);
    if (!stan) return 2;
    qsort(games, (size_t)count, sizeof *games, compare_sets);
    for (first = 0; first < count; first = last) {
        top = 0;
        for (last = first; last < count && compare_sets(&games[first], &games[last]) == 0; last++)
            if (games[last].n > top) top = games[last].n;
        fill_table(games[first].moves, games[first].count, top, position_won);
        for (i = first; i < last; i++) stan[games[i].order] = (char)position_won[games[i].n];
    }
    for (i = 0; i < count; i++) puts(stan[i] ? "Stan wins" : "Ollie wins");
    free(games);
    free(stan);
    return bad;
}
