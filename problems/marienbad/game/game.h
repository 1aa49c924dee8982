/* game.h - marienbad's game values as the oracle finds them, NOT by the solution's code; shared by
 * testdata/marienbad/tools/oracle.c and problems/marienbad/study/claims.c (the checker of explain's
 * claims), so both judge by the same code. Includes zeckendorf.h, beside it.
 *
 *   table_fill(n), row[i][j]
 *               the seed's definition, evaluated as a table over every position with i <= n
 *               (n <= TABLE_MAX). recwin(i, j) of the seed, changed as its closing exercise asks
 *               to return the move: row[i][j] is the first k in 1..j whose successor
 *               <i-k, min(2k, i-k)> is lost, else 0. Scanning j upwards, row[i][j] is
 *               row[i][j-1] when that is a move, else j when move j leaves a lost position, else
 *               0. Filled in order of i, so each successor (fewer matches) is known when it is
 *               read; all of it is about 8 million positions, 16 MB. No Fibonacci numbers: it is
 *               the game itself.
 *   by_theorem(i, j)
 *               the Fibonacci-nim theorem (Whinihan 1963), for i up to MAX_MATCHES: with q the
 *               smallest term of the Zeckendorf representation of i (zeckendorf.h), the smallest
 *               winning move of <i, j> is q if q <= j, and <i, j> is lost (0) otherwise; <0, 0>
 *               is lost. testdata/marienbad/tools/test.sh checks that it agrees with the table
 *               for every i <= 2000.
 */
#include <stdint.h>
#include "zeckendorf.h"

enum { TABLE_MAX = 4000 };

static uint16_t *row[TABLE_MAX + 1]; /* row[i][j]: smallest winning move of <i, j>, 0 if lost */

/* Rows 0..n; 0 when out of memory. */
static int table_fill(int n)
{
    int i, m;
    for (i = 0; i <= n; i++) {
        if (!(row[i] = malloc((size_t)(i + 1) * sizeof *row[i]))) return 0;
        row[i][0] = 0; /* no move allowed: lost (this is also <0, 0>) */
        for (m = 1; m <= i; m++) {
            int left = i - m, next_cap = 2 * m < left ? 2 * m : left;
            row[i][m] = row[i][m - 1] ? row[i][m - 1] : row[left][next_cap] == 0 ? (uint16_t)m : 0;
        }
    }
    return 1;
}

static void table_free(int n)
{
    int i;
    for (i = 0; i <= n; i++) free(row[i]);
}

/* j <= i. */
static unsigned long long by_theorem(unsigned long long i, unsigned long long j)
{
    int used[FIB_TOP + 2] = {0};
    unsigned long long q = i == 0 ? 0 : F[zeckendorf(i, used)];
    return i > 0 && q <= j ? q : 0;
}
