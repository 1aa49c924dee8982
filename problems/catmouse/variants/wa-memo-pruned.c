/* Cat and Mouse (LeetCode 913) - the seed report's approach 3.3: the memoized cycle-cut
 * minimax of 3.2 plus pruning (stop at the first move that wins for the mover). Variant: it
 * teaches that pruning cannot repair an unsound memo, it only changes which wrong values are
 * stored.
 *
 * expect: WA
 * allow: AC WA TLE
 *
 * The cut-off itself is sound (a win cannot be improved on), but every value is still
 * computed relative to one path and then reused on others, as in 3.2. Time O(n * E), memory
 * O(n * n). TLE is allowed too: on the dense 1000-node case its
 * depth-first order jumps across the tables and misses the cache on nearly every move, but
 * the lesson is the WA.
 */

#define MEMO
#define PRUNE
#include "seed-search.h"
#include "driver.h"
