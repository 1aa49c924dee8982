/* oracle: Cat and Mouse by fixed-point iteration, written apart from the solution.
 *
 * value[turn][mouse][cat] starts unknown except for the terminal positions (mouse on the hole:
 * Mouse wins; mouse on the cat: Cat wins). Sweep over all positions again and again: a position
 * is won by its mover if some move reaches a position that mover wins, and won by the opponent
 * if every move reaches a position the opponent wins. Values only ever go from unknown to known,
 * so the sweeps stop; whatever is still unknown is a draw (each side can avoid losing forever,
 * so a position repeats). This is the definition of the game's value, applied directly: no
 * queue, no counters, no predecessor lists. The parser and the iteration are the game code's
 * graph.h (problems/catmouse/game/), which explain and claims use too.
 *
 * Input checking mirrors the statement (problems/catmouse/README.md) and limits.h: on the first
 * bad graph it prints a diagnostic and exits 1 after the answers of the graphs before it.
 */
#define TOOL "oracle"
#include "graph.h"

int main(void)
{
    int c, graphs = 0;
    while ((c = next_char()) != EOF || graphs == 0) {
        printf("%d\n", solve(parse_graph(c), 0));
        graphs++;
    }
    return 0;
}
