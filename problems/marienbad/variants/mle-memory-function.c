/* marienbad variant: the seed's memory function nim(i, j) with known[i][j].
 *
 * recwin with a memo: a position is evaluated once, the first time the recursion reaches it, and
 * only positions that are reached are evaluated. The seed sets known[i][j] = false for every
 * position up to n before the first call; here the rows are added (zeroed) as larger i arrive.
 * Answer: the first k <= j whose successor <i-k, min(2k, i-k)> is lost. Correct.
 *
 * Where it stops: known/G take one byte per position, about i^2 / 2 bytes up to i, so the table
 * alone passes 256 MiB at i ~ 23,000 (MLE on every case above that: mid-size, the 10^18 cases,
 * fib, max). The recursion is at most i deep, within the 8 MiB stack at that size: no overflow first.
 * Where it passes, it is still slower than the formula (`make bench P=marienbad` compares them
 * on the case all-1000); the gap grows as i^2 against log i.
 *
 * Compared with the seed's pseudocode: the same function (the seed names it mim and calls nim
 * inside; one name here). Like the seed it marks a position known before searching it
 * (state = LOST here, known = true there); that is safe because every move lowers i, so no
 * search re-enters its own position. known and G are one byte, state, instead of two arrays.
 *
 * expect: MLE
 */
#include <stdio.h>
#include <stdlib.h>

enum { UNKNOWN = 0, LOST = 1, WON = 2 };
static unsigned char **state; /* state[i][j]: UNKNOWN, or the value of <i, j> once computed */
static unsigned long long rows, row_capacity;

static int nim(unsigned long long i, unsigned long long j)
{
    unsigned long long k;
    if (state[i][j] != UNKNOWN) return state[i][j] == WON;
    state[i][j] = LOST;
    for (k = 1; k <= j; k++)
        if (!nim(i - k, 2 * k < i - k ? 2 * k : i - k)) {
            state[i][j] = WON;
            break;
        }
    return state[i][j] == WON;
}

static void add_row(void)
{
    if (rows == row_capacity) {
        row_capacity = row_capacity ? 2 * row_capacity : 1024;
        if (!(state = realloc(state, row_capacity * sizeof *state))) exit(3);
    }
    if (!(state[rows] = calloc(rows + 1, 1))) exit(3);
    rows++;
}

int main(void)
{
    unsigned long long i, j, k, move;
    while (scanf("%llu %llu", &i, &j) == 2) {
        if (j > i) j = i;
        while (rows <= i) add_row();
        for (move = 0, k = 1; k <= j && !move; k++)
            if (!nim(i - k, 2 * k < i - k ? 2 * k : i - k)) move = k;
        printf("%llu\n", move);
    }
    return 0;
}
