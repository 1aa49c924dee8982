/* Cat and Mouse (LeetCode 913) - the seed report's approach 3.2: the cycle-cut minimax of 3.1
 * with memoization. Variant: it teaches that memoizing a path-dependent value is wrong.
 *
 * expect: WA
 * allow: AC WA TLE
 *
 * The seed claims memoization cannot change the result. It can: the value 3.1 computes for a
 * position depends on the path that led to it (a move back onto that path counts as a draw),
 * so it is not a function of the position. Stored once and reused when the position is reached
 * along another path, it can be wrong, e.g. a draw remembered for a position whose draw only
 * came from a cycle through the first path, where the true value is a win. The tests show WA
 * already on graphs of 5 nodes. Time O(n * E), memory O(n * n). TLE is allowed too: on the
 * dense 1000-node case its depth-first order jumps across the tables and misses the cache on
 * nearly every move, but the lesson is the WA.
 */

#define MEMO
#include "seed-search.h"
#include "driver.h"
