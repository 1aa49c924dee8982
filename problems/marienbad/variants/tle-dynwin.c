/* marienbad variant: the seed's dynwin, a bottom-up table G[i][j] over every position up to i.
 *
 * G[i][j] (i matches, at most j may be taken) is won iff some k <= j leaves a lost
 * <i-k, min(2k, i-k)>; rows are filled in order of i, so each successor is already known. The
 * table grows row by row up to the largest i asked so far; the answer is the first k <= j whose
 * successor is lost. Correct while it runs.
 *
 * Where it stops, and why TLE rather than MLE: row i holds i + 1 bits, so memory (i^2 / 16 bytes)
 * would reach 256 MiB only at i ~ 65,000. Time runs out long before: in a lost entry (j below
 * the smallest Zeckendorf term q of i) the scan tries all j - 1 moves, so a row costs up to
 * q^2 / 2, and rows with large q (i a Fibonacci number or just above one) dominate, so the time
 * limit ends it at an i far below that (one pair `N 1` under /usr/bin/time shows where): every
 * case with large i (mid-size, near-1e18, fib-neighbours, max-random) is TLE. With a byte per
 * entry, the memory would reach the limit at i ~ 23,000, within a small factor of the time the
 * rows up to there take: MLE or TLE by the machine's speed, which a test must not depend on.
 *
 * Compared with the seed's pseudocode: the same inner loop (k up from 1 while k < j and the
 * successor is won, then G[i][j] = not G[successor]); it also sets G[i][0] = 0 (no move: lost),
 * which the seed leaves unset since it fills 1 <= j <= i, and grows the table on demand instead
 * of filling it up to a given n first.
 *
 * expect: TLE
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned char **G; /* bit j of row G[i] is 1 iff <i, j> is won */
static unsigned long long rows, row_capacity;

static int won(unsigned long long i, unsigned long long j)
{
    return G[i][j / 8] >> (j % 8) & 1;
}

static int lost_after(unsigned long long i, unsigned long long k)
{
    return !won(i - k, 2 * k < i - k ? 2 * k : i - k);
}

static void add_row(void)
{
    unsigned long long i = rows, j, k;
    if (rows == row_capacity) {
        row_capacity = row_capacity ? 2 * row_capacity : 1024;
        if (!(G = realloc(G, row_capacity * sizeof *G))) exit(3);
    }
    if (!(G[i] = calloc(i / 8 + 1, 1))) exit(3); /* G[i][0] = 0: no move, lost */
    for (j = 1; j <= i; j++) { /* the seed's inner loop: first k < j whose successor is lost */
        for (k = 1; k < j && !lost_after(i, k); k++) continue;
        G[i][j / 8] |= (unsigned char)(lost_after(i, k) << (j % 8));
    }
    rows++;
}

int main(void)
{
    unsigned long long i, j, k, move;
    while (scanf("%llu %llu", &i, &j) == 2) {
        if (j > i) j = i;
        while (rows <= i) add_row();
        for (move = 0, k = 1; k <= j && !move; k++)
            if (lost_after(i, k)) move = k;
        printf("%llu\n", move);
    }
    return 0;
}
