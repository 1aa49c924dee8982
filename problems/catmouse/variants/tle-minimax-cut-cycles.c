/* Cat and Mouse (LeetCode 913) - the seed report's approach 3.1: minimax over the game tree,
 * with every move that closes a cycle on the current line of play cut into a draw leaf.
 * Variant: it teaches why this is exact but hopeless.
 *
 * expect: TLE
 * allow: AC TLE
 *
 * Cutting the cycles along the current path is exactly the repetition rule (a position that
 * repeats one earlier in this game is a draw), so the value is right whenever the search ends.
 * But it searches lines of play, not positions: their number grows exponentially with the
 * graph (the seed's own O(b^d)), and already the larger hand-made graphs in our tests run out
 * of time. Search with an explicit stack (a line can be 2*n*n positions long).
 * Time exponential, memory O(n * n).
 */

#include "seed-search.h"
#include "driver.h"
