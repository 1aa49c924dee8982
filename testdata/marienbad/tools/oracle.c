/* oracle for marienbad: expected outputs, NOT by the solution's code. Two modes (the game code,
 * problems/marienbad/game/game.h):
 *
 *   oracle      the seed's definition, evaluated as a table over every position with
 *               i <= TABLE_MAX (game.h, table_fill): the game itself. An input with
 *               TABLE_MAX < i <= MAX_MATCHES is beyond it: exit 3.
 *   oracle big  the Fibonacci-nim theorem (Whinihan 1963), for i up to MAX_MATCHES (game.h,
 *               by_theorem). Built apart from the solution's scan: Fibonacci numbers indexed the
 *               textbook way (F_1 = F_2 = 1), each term found by binary search for the largest
 *               F_k <= rest, and the result then CHECKED against the theorem's statement: indices
 *               >= 2, no two consecutive, terms summing to exactly i. By Zeckendorf's uniqueness
 *               theorem that pins the representation however it was found; a failed check is an
 *               oracle bug: exit 3. tools/test.sh checks that the two modes agree on every
 *               position with i <= 2000.
 *
 * Bad input (problems/marienbad/README.md, with our limits): the answers before it, then exit 1.
 */
#include <string.h>
#include "game.h"

int main(int argc, char **argv)
{
    int big = argc > 1 && strcmp(argv[1], "big") == 0;
    unsigned long long i, j;
    int r;
    fib_init();
    if (!big && !table_fill(TABLE_MAX)) return 3;
    while ((r = read_number(stdin, &i)) == 1) {
        if (read_number(stdin, &j) != 1) { /* a missing j is bad too */
            r = -1;
            break;
        }
        if (j > i) j = i;
        if (big) {
            printf("%llu\n", by_theorem(i, j));
        } else if (i > TABLE_MAX) {
            fflush(stdout);
            fprintf(stderr, "oracle: i = %llu is beyond the table (%d): use 'oracle big'\n", i, TABLE_MAX);
            return 3;
        } else {
            printf("%d\n", row[i][j]);
        }
    }
    if (!big) table_free(TABLE_MAX);
    if (r != 0) {
        fprintf(stderr, "oracle: bad input\n");
        return 1;
    }
    return 0;
}
