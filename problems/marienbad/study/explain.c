/* explain - why each marienbad position <i, j> is won or lost (make explain P=marienbad [IN=file]).
 *
 * For each pair: i's Zeckendorf representation (problems/marienbad/game/zeckendorf.h, the same
 * checked code as
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
 *
 * explain --svg and --play (judge/lib/study.h): i in Zeckendorf blocks against the cap, and play
 * from a position "I,J-A"/"I,J-B" (the first or second player to move); see play_at and picture.
 * Without K, --svg draws the items the prose explains (the first MAX_ITEMS).
 *
 * explain --claims: the same explanation as one claim per line, for claims.c to check (each
 * say_* function below renders one claim, as prose or as its line, so the two cannot differ):
 *   pair N I J C           pair N of the input is <I, J>, so the player to move may take 1..C
 *                          (C = min(I, J)); the lines up to the next pair are about <I, C>
 *   value I C R            the smallest winning move of <I, C> is R (0: the position is lost)
 *   zeckendorf X F_a=A ... X = A + ..., where A = F_a, ... (the terms, largest first)
 *   smallest X S           S is the smallest term of that representation of X
 *   take K A B             K is a move from <I, C>, and it leaves <A, B>
 *   leaves A B lost        <A, B> is lost for the player to move (the opponent)
 *   leaves A B wins R      the smallest winning move of <A, B> is R
 *   contradiction A B S    the theorem fails at <A, B> (said only if explain's own numbers
 *                          contradict it: never right)
 *   answer LINE            the solution's output line for the pair
 * The notes (moves or pairs not shown) state nothing that is not claimed elsewhere.
 */
#include <stdarg.h>
#include <string.h>
#include "explain.h"
#include "zeckendorf.h"

enum { SHOWN_MOVES = 6 };

static unsigned long long pair_i, pair_j; /* the pair read */
static int bad_input;                     /* the input stopped at something else than a pair */


static unsigned long long cap_after(unsigned long long i, unsigned long long k)
{
    return 2 * k < i - k ? 2 * k : i - k;
}


static void say_pair(long n, unsigned long long i, unsigned long long j, unsigned long long cap)
{
    if (claims) {
        printf("pair %ld %llu %llu %llu\n", n, i, j, cap);
        return;
    }
    if (j > i) printf("<%llu, %llu> is read as <%llu, %llu> (no more than i matches can be taken).\n", i, j, i, i);
    printf("<%llu, %llu>: %llu match%s; the player to move may take ", i, cap, i, i == 1 ? "" : "es");
    if (cap) printf("1..%llu.\n", cap); else printf("none.\n");
}

/* <i, j> with smallest Zeckendorf term q (when i > 0) has smallest winning move r. */
static void say_value(unsigned long long i, unsigned long long j, unsigned long long q, unsigned long long r)
{
    if (claims)
        printf("value %llu %llu %llu\n", i, j, r);
    else if (i == 0)
        printf("  No match is left: the opponent took the last one, so the player to move has lost.\n");
    else if (r)
        printf("  q = %llu <= j = %llu: the position is won, and the smallest winning move is %llu:\n", q, j, r);
    else
        printf("  q = %llu > j = %llu: the position is lost (answer 0)%s", q, j,
               j ? "; every move loses:\n" : ": no move is allowed.\n");
}

/* Writes "x = F_a + F_b ... (values)" or its claim; returns x's smallest term (x >= 1). */
static unsigned long long say_zeckendorf(unsigned long long x)
{
    int used[FIB_TOP + 2] = {0}, k, first = 1, lowest = zeckendorf(x, used);
    if (claims) {
        printf("zeckendorf %llu", x);
        for (k = FIB_TOP; k >= 2; k--)
            if (used[k]) printf(" F_%d=%llu", k, F[k]);
        putchar('\n');
        return F[lowest];
    }
    printf("%llu =", x);
    for (k = FIB_TOP; k >= 2; k--)
        if (used[k]) printf("%s%llu", first ? " " : " + ", F[k]), first = 0;
    printf(" (");
    for (first = 1, k = FIB_TOP; k >= 2; k--)
        if (used[k]) printf("%sF_%d", first ? "" : " + ", k), first = 0;
    printf(")");
    return F[lowest];
}

/* The prose takes the term from format. */
static void say_smallest(unsigned long long x, unsigned long long s, const char *format)
{
    if (claims) printf("smallest %llu %llu\n", x, s);
    else printf(format, s);
}

static void say_take(unsigned long long k, unsigned long long left, unsigned long long cap)
{
    if (claims) printf("take %llu %llu %llu\n", k, left, cap);
    else if (left == 0) printf("    take %llu: takes the last match and wins.\n", k);
    else printf("    take %llu: leaves <%llu, %llu>; ", k, left, cap);
}

/* <left, cap>, of smallest term s, is claimed lost (else won by taking s); the theorem agrees
 * when s > cap (s <= cap). */
static void say_leaves(unsigned long long left, unsigned long long cap, unsigned long long s, int lost)
{
    int contradicts = left > 0 && (lost ? s <= cap : s > cap);
    if (claims) {
        if (lost) printf("leaves %llu %llu lost\n", left, cap);
        else if (!contradicts) printf("leaves %llu %llu wins %llu\n", left, cap, s);
        if (contradicts) printf("contradiction %llu %llu %llu\n", left, cap, s);
    } else if (left == 0) {
        return; /* say_take said it: the last match is taken */
    } else if (lost) {
        printf(" %s %llu: lost for the opponent.\n", contradicts ? "<= (CONTRADICTS the theorem)" : ">", cap);
    } else if (contradicts) {
        printf(" > %llu: CONTRADICTS the theorem.\n", cap);
    } else {
        printf(" <= %llu: the opponent takes %llu and wins.\n", cap, s);
    }
}

static void say_answer(unsigned long long r)
{
    printf(claims ? "answer %llu\n" : "answer: %llu\n", r);
}

/* Move k from <i, ...> loses: the opponent's winning reply. */
static void losing_move(unsigned long long i, unsigned long long k)
{
    unsigned long long left = i - k, cap = cap_after(i, k), reply;
    say_take(k, left, cap);
    reply = say_zeckendorf(left);
    say_smallest(left, reply, ", smallest term %llu");
    say_leaves(left, cap, reply, 0);
}

/* The other parts of this one program (they share the item read and its analysis). */
#include "play.h" /* --play */
#include "draw.h" /* --svg, --svg-dir */

/* Pair `item`, <i, j> with j capped: its pictures or its play, at study_state (the pair, the
 * first player to move, without it). */
static void study(long item)
{
    unsigned long long i = pair_i, j = pair_j < i ? pair_j : i;
    int second = 0;
    if (study_state && !read_position(study_state, i, &i, &j, &second)) {
        fprintf(stderr, "explain: bad position %s: expected I,J-A or I,J-B with J <= I <= %llu\n", study_state, i);
        exit(1);
    }
    if (svg) picture(item, i, j, second);
    else play_at(i, j, second);
}

static int read_pair(long item)
{
    int r = read_number(stdin, &pair_i);
    (void)item;
    bad_input = r < 0 || (r == 1 && read_number(stdin, &pair_j) != 1);
    return r == 1 && !bad_input;
}

static void explain(long item)
{
    unsigned long long i = pair_i, j = pair_j, cap, q, k, left, last;
    cap = j < i ? j : i; /* no more than i matches can be taken */
    say_pair(item, i, j, cap);
    if (i == 0) {
        say_value(0, cap, 0, 0);
        say_answer(0);
        return;
    }
    note("  Zeckendorf: ");
    q = say_zeckendorf(i);
    say_smallest(i, q, "; smallest term q = %llu.\n");
    say_value(i, cap, q, q <= cap ? q : 0);
    if (q <= cap) {
        left = i - q, k = 0;
        say_take(q, left, cap_after(i, q));
        if (left > 0) {
            k = say_zeckendorf(left);
            say_smallest(left, k, ", smallest term %llu");
        }
        say_leaves(left, cap_after(i, q), k, 1);
        last = q - 1;
        if (last > 0) note("  Every smaller move loses:\n");
    } else {
        last = cap;
    }
    for (k = 1; k <= last && k <= SHOWN_MOVES; k++) losing_move(i, k);
    if (last > SHOWN_MOVES) note("    (%llu more moves, %llu..%llu, not shown)\n", last - SHOWN_MOVES, (unsigned long long)SHOWN_MOVES + 1, last);
    say_answer(q <= cap ? q : 0);
}

static void more(long skipped) { note("(%ld more pairs not explained: the first %d are)\n", skipped, MAX_ITEMS); }

/* Bad input is told after the note on the pairs not explained. */
static void end(long items)
{
    (void)items;
    if (!bad_input) return;
    fflush(stdout);
    fprintf(stderr, "explain: bad input: a pair of numbers 0..%llu is expected\n", MAX_MATCHES);
    exit(1);
}

const struct explainer explainer = {
    .noun = "pair", .begin = fib_init, .read = read_pair, .explain = explain, .study = study,
    .more = more, .end = end,
};
