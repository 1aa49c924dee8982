/* marienbad variant: the seed's recwin, plain recursion, no memory of what it has computed.
 *
 * recwin(i, j) tries k = 1..j and wins as soon as <i-k, min(2k, i-k)> is lost; the answer is the
 * first such k at the top level (the seed's closing exercise). Correct, but the same positions are
 * evaluated again and again: the number of calls grows exponentially with i (a lost position tries
 * every move, and each successor is searched in full), so it only answers the small cases.
 * It teaches why the seed moves on to dynwin and the memory function.
 *
 * On huge i the first chain of k = 1 moves alone is i calls deep: the recursion overflows the
 * 8 MiB stack within milliseconds (SIGSEGV, RE) before the time limit is reached.
 *
 * Compared with the seed's pseudocode: recwin is line for line the same; the answer loop is the
 * closing exercise's change (return the first winning k instead of true).
 *
 * expect: TLE
 * allow: AC TLE RE
 */
#include <stdio.h>

static int recwin(unsigned long long i, unsigned long long j)
{
    unsigned long long k;
    for (k = 1; k <= j; k++)
        if (!recwin(i - k, 2 * k < i - k ? 2 * k : i - k)) return 1;
    return 0;
}

int main(void)
{
    unsigned long long i, j, k, move;
    while (scanf("%llu %llu", &i, &j) == 2) {
        if (j > i) j = i;
        for (move = 0, k = 1; k <= j && !move; k++)
            if (!recwin(i - k, 2 * k < i - k ? 2 * k : i - k)) move = k;
        printf("%llu\n", move);
    }
    return 0;
}
