/* oracle for marienbad: expected outputs, NOT by the solution's code. Two modes:
 *
 *   oracle      the seed's definition, evaluated as a table over every position. recwin(i, j)
 *               of the seed, changed as its closing exercise asks to return the move: the answer
 *               for <i, j> is the first k in 1..j whose successor <i-k, min(2k, i-k)> is lost,
 *               else 0. Scanning j upwards, answer[i][j] is answer[i][j-1] when that is a move,
 *               else j when move j leaves a lost position, else 0. Every position with
 *               i <= TABLE_MAX is filled (about 8 million, 16 MB), in order of i, so each
 *               successor (fewer matches) is known when it is read. This mode uses no Fibonacci
 *               numbers: it is the game itself. An input with TABLE_MAX < i <= 10^18 is beyond
 *               it: exit 3.
 *   oracle big  the Fibonacci-nim theorem (Whinihan 1963), for i up to 10^18: with q the smallest
 *               term of the Zeckendorf representation of i (i as a sum of non-consecutive
 *               Fibonacci numbers), the smallest winning move of <i, j> is q if q <= j, and <i, j>
 *               is lost (answer 0) otherwise; <0, 0> is lost. Built apart from the solution's
 *               scan: Fibonacci numbers indexed the textbook way (F_1 = F_2 = 1), each term found
 *               by binary search for the largest F_k <= rest, and the result then CHECKED against
 *               the theorem's statement: indices >= 2, no two consecutive, terms summing to
 *               exactly i. By Zeckendorf's uniqueness theorem that pins the representation however
 *               it was found; a failed check is an oracle bug: exit 3. tools/test.sh checks that
 *               the two modes agree on every position with i <= 2000.
 *
 * Bad input (PROBLEMS.md limits): the answers before it, then exit 1.
 */
#include <stdint.h>
#include <string.h>
#include "zeckendorf.h"

enum { TABLE_MAX = 4000 };

static uint16_t *row[TABLE_MAX + 1]; /* row[i][j]: smallest winning move of <i, j>, 0 if lost */

/* Smallest Zeckendorf term of i >= 1. */
static unsigned long long smallest_term(unsigned long long i)
{
    int used[FIB_TOP + 2] = {0};
    return F[zeckendorf(i, used)];
}

int main(int argc, char **argv)
{
    int big = argc > 1 && strcmp(argv[1], "big") == 0;
    unsigned long long i, j, q;
    int r, n, m;
    fib_init();
    for (n = 0; n <= TABLE_MAX && !big; n++) {
        if (!(row[n] = malloc((size_t)(n + 1) * sizeof *row[n]))) return 3;
        row[n][0] = 0; /* no move allowed: lost (this is also <0, 0>) */
        for (m = 1; m <= n; m++) {
            int left = n - m, next_cap = 2 * m < left ? 2 * m : left;
            row[n][m] = row[n][m - 1] ? row[n][m - 1] : row[left][next_cap] == 0 ? (uint16_t)m : 0;
        }
    }
    while ((r = read_number(&i)) == 1) {
        if (read_number(&j) != 1) { /* a missing j is bad too */
            r = -1;
            break;
        }
        if (j > i) j = i;
        if (big) {
            q = i == 0 ? 0 : smallest_term(i);
            printf("%llu\n", i > 0 && q <= j ? q : 0);
        } else if (i > TABLE_MAX) {
            fflush(stdout);
            fprintf(stderr, "oracle: i = %llu is beyond the table (%d): use 'oracle big'\n", i, TABLE_MAX);
            return 3;
        } else {
            printf("%d\n", row[i][j]);
        }
    }
    for (n = 0; n <= TABLE_MAX && !big; n++) free(row[n]);
    if (r != 0) {
        fprintf(stderr, "oracle: bad input\n");
        return 1;
    }
    return 0;
}
