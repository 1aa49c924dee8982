/* Cat and Mouse (LeetCode 913) - the popular memoized search that calls a game a draw after 2n
 * moves. Variant: it teaches that a step limit is not a proof of a draw.
 *
 * expect: WA
 * allow: AC WA TLE
 *
 * The usual code is search(moves, mouse, cat), memoized, returning 0 once moves reaches 2n. Its
 * table holds exactly limited[k][position] = "outcome if at most k more moves are played, a
 * draw if nothing is decided by then", which this file builds bottom-up, one k at a time, for
 * k = 0..2n (the same numbers; no recursion, no 2n*n*n table). The belief behind 2n: "the
 * mouse's and the cat's positions each have n values, so a decided game is decided within 2n
 * moves". False: a game state has 2*n*n values, and winning lines can be forced to wind
 * through many of them; our trap cases need far more than 2n moves, and the cut-off turns
 * those wins into draws. Time O(n * n * E) (TLE at n = 1000), memory O(n * n).
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int catMouseGame(int** graph, int graphSize, int* graphColSize)
{
    int n = graphSize, cells = n * n, k, m, c, i;
    /* [0]: mouse to move, [1]: cat to move, each [mouse * n + cat]; 1 Mouse, 2 Cat, 0 draw */
    unsigned char *before = malloc((size_t)2 * cells), *after = malloc((size_t)2 * cells), *swap;
    int result = 0;
    if (before == NULL || after == NULL)
        goto done;
    for (m = 0; m < n; m++)
        for (c = 0; c < n; c++)
            before[m * n + c] = before[cells + m * n + c] = m == 0 ? 1 : m == c ? 2 : 0;
    memcpy(after, before, (size_t)2 * cells);
    for (k = 1; k <= 2 * n; k++) {
        for (m = 1; m < n; m++)
            for (c = 1; c < n; c++) {
                int mouse_best = 2, cat_best = 1;
                if (m == c)
                    continue;
                for (i = 0; i < graphColSize[m]; i++) {
                    int r = before[cells + graph[m][i] * n + c];
                    if (r == 1 || (r == 0 && mouse_best == 2))
                        mouse_best = r;
                }
                for (i = 0; i < graphColSize[c]; i++) {
                    int r = graph[c][i] == 0 ? 3 : before[m * n + graph[c][i]];
                    if (r == 2 || (r == 0 && cat_best == 1))
                        cat_best = r;
                }
                after[m * n + c] = (unsigned char)mouse_best;
                after[cells + m * n + c] = (unsigned char)cat_best;
            }
        swap = before, before = after, after = swap;
    }
    result = before[1 * n + 2];
done:
    free(before);
    free(after);
    return result;
}

#include "driver.h"
