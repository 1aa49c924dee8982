/* oracle for marienbad: the seed's definition, evaluated as a table over every position.
 *
 * recwin(i, j) of the seed, changed as its closing exercise asks to return the move: the answer
 * for <i, j> is the first k in 1..j whose successor <i-k, min(2k, i-k)> is lost, else 0. Scanning
 * j upwards, answer[i][j] is answer[i][j-1] when that is a move, else j when move j leaves a lost
 * position, else 0. Every position with i <= TABLE_MAX is filled (about 8 million, 16 MB), in
 * order of i, so each successor (fewer matches) is known when it is read.
 *
 * No Fibonacci numbers anywhere: this is the game itself, and shares no code with the solution.
 * An input with TABLE_MAX < i <= 10^18 is beyond this oracle: exit 3 (use oracle-big).
 * Bad input (PROBLEMS.md limits): the answers before it, then exit 1.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

enum { TABLE_MAX = 4000, TOKEN_MAX = 64 };
#define LIMIT 1000000000000000000ULL /* PROBLEMS.md: 0 <= j <= i <= 10^18 */

static uint16_t *row[TABLE_MAX + 1]; /* row[i][j]: smallest winning move of <i, j>, 0 if lost */

/* Next whitespace-separated token as a number: 1 read, 0 end of input, -1 not a number in
 * 0..10^18 (leading zeros allowed). */
static int read_number(unsigned long long *value)
{
    char token[TOKEN_MAX + 1];
    size_t len = 0;
    int c;
    while ((c = getchar()) != EOF && isspace(c)) continue;
    if (c == EOF) return 0;
    for (; c != EOF && !isspace(c); c = getchar()) {
        if (!isdigit(c)) return -1;
        if (len == 0 && c == '0') continue; /* leading zero */
        if (len == TOKEN_MAX) return -1;
        token[len++] = (char)c;
    }
    token[len] = '\0';
    if (len > 19) return -1;
    *value = strtoull(token, NULL, 10); /* "" (all zeros) is 0 */
    return *value <= LIMIT ? 1 : -1;
}

int main(void)
{
    unsigned long long i, j;
    int r, n, m;
    for (n = 0; n <= TABLE_MAX; n++) {
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
        if (i > TABLE_MAX) {
            fflush(stdout);
            fprintf(stderr, "oracle: i = %llu is beyond the table (%d): use oracle-big\n", i, TABLE_MAX);
            return 3;
        }
        printf("%d\n", row[i][j]);
    }
    for (n = 0; n <= TABLE_MAX; n++) free(row[n]);
    if (r != 0) {
        fprintf(stderr, "oracle: bad input\n");
        return 1;
    }
    return 0;
}
