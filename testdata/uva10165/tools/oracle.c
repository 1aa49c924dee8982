/* oracle - expected outputs for uva10165, NOT by the solution's XOR.
 *
 *   oracle        exhaustive game search (game.h, wins): a position wins iff some move
 *                 reaches a losing one. Up to 6 piles of at most 1023 stones.
 *   oracle bits   for piles too large to search: Bouton's criterion computed column by column
 *                 (game.h, column_wins), and the exhaustive mode is what checks the theorem:
 *                 make stress compares the solution with it on thousands of random positions.
 * game.h and piles.h are the game code, problems/uva10165/game/. Reads tokens with scanf,
 * independently of the solution's reader. On bad input: prints the answers of the scenarios
 * before it and exits 1.
 */
#define TOOL "oracle"
#include "piles.h"
#include "game.h"

int main(int argc, char **argv)
{
    int by_bits = argc > 1 && strcmp(argv[1], "bits") == 0;
    unsigned long long n, v, i;
    while (next(stdin, &n) && n != 0) {
        unsigned pile[MAX_SEARCH_PILES] = {0};
        unsigned ones[64] = {0};
        if (!by_bits && n > MAX_SEARCH_PILES) { fprintf(stderr, "oracle: too many piles to search: use 'oracle bits'\n"); return 2; }
        for (i = 0; i < n; i++) {
            if (!next(stdin, &v)) bad("end of input inside a scenario");
            if (by_bits) {
                column_add(ones, v);
            } else if (v > MAX_SEARCH_STONES) {
                fprintf(stderr, "oracle: pile too large to search: use 'oracle bits'\n");
                return 2;
            } else {
                pile[i] = (unsigned)v;
            }
        }
        puts((by_bits ? column_wins(ones) : wins(pile, (int)n)) ? "Yes" : "No");
    }
    return 0;
}
