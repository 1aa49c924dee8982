/* game.h - uva10165's game values as the oracle finds them, not by the solution's XOR; shared by
 * testdata/uva10165/tools/oracle.c and problems/uva10165/study/claims.c (the checker of explain's
 * claims), so both judge by the same code.
 *
 *   wins(pile, n)      exhaustive game search: a position wins iff some move reaches a losing
 *                      one. Up to MAX_SEARCH_PILES piles of at most MAX_SEARCH_STONES stones,
 *                      memoized in a hash table keyed by the sorted piles (10 bits each).
 *   column_add(ones, v), column_wins(ones)
 *                      for piles too large to search: per bit position, count the piles with
 *                      that bit set; the position wins iff some count is odd. This is Bouton's
 *                      criterion computed column by column (as it is proved); the exhaustive
 *                      search is what checks the theorem (make stress).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_SEARCH_PILES = 6, MAX_SEARCH_STONES = 1023, TABLE_BITS = 22 };

/* Open addressing; a key is the sorted piles + 1 (so 0 marks an empty slot), value 1 win, 0 loss. */
static uint64_t table_key[1 << TABLE_BITS];
static unsigned char table_win[1 << TABLE_BITS];
static long table_used;

static size_t slot(uint64_t key)
{
    size_t i = (size_t)((key * 0x9E3779B97F4A7C15ull) >> (64 - TABLE_BITS));
    while (table_key[i] != 0 && table_key[i] != key) i = (i + 1) & ((1u << TABLE_BITS) - 1);
    return i;
}

static int cmp_desc(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return x < y ? 1 : x > y ? -1 : 0;
}

/* pile has MAX_SEARCH_PILES entries, those past the first n 0. */
static int wins(const unsigned *pile, int n)
{
    unsigned p[MAX_SEARCH_PILES];
    int i, win = 0;
    unsigned take;
    uint64_t key = 0;
    size_t at;
    memcpy(p, pile, sizeof p);
    qsort(p, MAX_SEARCH_PILES, sizeof p[0], cmp_desc);
    for (i = 0; i < MAX_SEARCH_PILES; i++) key = key << 10 | p[i];
    key++;
    at = slot(key);
    if (table_key[at] == key) return table_win[at];
    for (i = 0; i < n && !win; i++)
        for (take = 1; take <= p[i] && !win; take++) {
            p[i] -= take;
            win = !wins(p, n);
            p[i] += take;
        }
    /* no move at all (every pile empty): a loss */
    if (++table_used > (1L << TABLE_BITS) / 2) { fprintf(stderr, "oracle: too many positions to search\n"); exit(2); }
    at = slot(key); /* the recursion may have moved things: look again */
    table_key[at] = key;
    table_win[at] = (unsigned char)win;
    return win;
}

static void column_add(unsigned ones[64], unsigned long long v)
{
    int b;
    for (b = 0; b < 64; b++) ones[b] += (unsigned)(v >> b & 1);
}

static int column_wins(const unsigned ones[64])
{
    int b, yes = 0;
    for (b = 0; b < 64; b++) yes |= ones[b] % 2;
    return yes;
}
