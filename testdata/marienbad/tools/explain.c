/* explain - why each marienbad position <i, j> is won or lost (make explain P=marienbad [IN=file]).
 *
 * For each pair: i's Zeckendorf representation (tools/zeckendorf.h, the same checked code as
 * 'oracle big'), its smallest term q, and the answer by Whinihan's theorem (won iff q <= j, and q
 * is then the smallest winning move). Then the game itself, one move at a time: the winning move
 * q leaves <i-q, min(2q, i-q)>, whose smallest term is above its cap (lost for the opponent);
 * each smaller move k (when won) or each move k <= j (when lost) leaves <i-k, min(2k, i-k)>,
 * whose smallest term q' is within its cap, so the opponent takes q' and wins. Finally the answer
 * line as the solution prints it, after "answer: ".
 * Cuts: at most SHOWN_MOVES losing moves are listed (a note says how many more there are);
 * pairs after the first MAX_ITEMS are not explained (a note says how many). Nothing is too big:
 * every step is O(log i).
 * Bad input: the explanations before it, a one-line message on stderr, exit 1.
 * tools/test.sh checks the representation (Fibonacci terms, none consecutive, summing to i) and
 * every move claim against the game table (oracle without 'big').
 */
#include "zeckendorf.h"

enum { MAX_ITEMS = 20, SHOWN_MOVES = 6 };

static unsigned long long cap_after(unsigned long long i, unsigned long long k)
{
    return 2 * k < i - k ? 2 * k : i - k;
}

/* Prints "x = F_a + F_b ... (values)" and returns x's smallest term (x >= 1). */
static unsigned long long show_representation(unsigned long long x)
{
    int used[FIB_TOP + 2] = {0}, k, first = 1, lowest = zeckendorf(x, used);
    printf("%llu =", x);
    for (k = FIB_TOP; k >= 2; k--)
        if (used[k]) printf("%s%llu", first ? " " : " + ", F[k]), first = 0;
    printf(" (");
    for (first = 1, k = FIB_TOP; k >= 2; k--)
        if (used[k]) printf("%sF_%d", first ? "" : " + ", k), first = 0;
    printf(")");
    return F[lowest];
}

/* One losing move k from <i, j>: the opponent's winning reply. */
static void losing_move(unsigned long long i, unsigned long long k)
{
    unsigned long long left = i - k, cap = cap_after(i, k), reply;
    printf("    take %llu: leaves <%llu, %llu>; ", k, left, cap);
    reply = show_representation(left);
    if (reply <= cap)
        printf(", smallest term %llu <= %llu: the opponent takes %llu and wins.\n", reply, cap, reply);
    else
        printf(", smallest term %llu > %llu: CONTRADICTS the theorem.\n", reply, cap);
}

int main(void)
{
    unsigned long long i, j, q, k, last;
    long item = 0, skipped = 0;
    int r;
    fib_init();
    while ((r = read_number(&i)) == 1) {
        if (read_number(&j) != 1) {
            r = -1;
            break;
        }
        if (++item > MAX_ITEMS) {
            skipped++;
            continue;
        }
        if (j > i) {
            printf("<%llu, %llu> is read as <%llu, %llu> (no more than i matches can be taken).\n", i, j, i, i);
            j = i;
        }
        printf("<%llu, %llu>: %llu match%s; the player to move may take ", i, j, i, i == 1 ? "" : "es");
        if (j) printf("1..%llu.\n", j); else printf("none.\n");
        if (i == 0) {
            printf("  No match is left: the opponent took the last one, so the player to move has lost.\n");
            printf("answer: 0\n");
            continue;
        }
        printf("  Zeckendorf: ");
        q = show_representation(i);
        printf("; smallest term q = %llu.\n", q);
        if (q <= j) {
            printf("  q = %llu <= j = %llu: the position is won, and the smallest winning move is %llu:\n", q, j, q);
            if (q == i) {
                printf("    take %llu: takes the last match and wins.\n", q);
            } else {
                printf("    take %llu: leaves <%llu, %llu>; ", q, i - q, cap_after(i, q));
                k = show_representation(i - q);
                printf(", smallest term %llu %s %llu: lost for the opponent.\n", k,
                       k > cap_after(i, q) ? ">" : "<= (CONTRADICTS the theorem)", cap_after(i, q));
            }
            last = q - 1;
            if (last > 0) printf("  Every smaller move loses:\n");
        } else {
            printf("  q = %llu > j = %llu: the position is lost (answer 0)", q, j);
            last = j;
            printf(last ? "; every move loses:\n" : ": no move is allowed.\n");
        }
        for (k = 1; k <= last && k <= SHOWN_MOVES; k++) losing_move(i, k);
        if (last > SHOWN_MOVES) printf("    (%llu more moves, %llu..%llu, not shown)\n", last - SHOWN_MOVES, (unsigned long long)SHOWN_MOVES + 1, last);
        printf("answer: %llu\n", q <= j ? q : 0);
    }
    if (skipped) printf("(%ld more pairs not explained: the first %d are)\n", skipped, MAX_ITEMS);
    if (r != 0) {
        fflush(stdout);
        fprintf(stderr, "explain: bad input: a pair of numbers 0..10^18 is expected\n");
        return 1;
    }
    return 0;
}
