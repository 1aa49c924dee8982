/* explain - why each marienbad position <i, j> is won or lost (make explain P=marienbad [IN=file]).
 *
 * For each pair: i's Zeckendorf representation (testdata/marienbad/tools/zeckendorf.h, the same
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

/* --play and --svg (judge/lib/study.h): a position is "I,J-A" or "I,J-B" (zeckendorf.h's
 * read_position), A the player to move at the item. A cap up to ALL_MOVES lists every move; a
 * larger one lists 1..FEW, the winning move and the whole cap: <10^18, 10^18> has 10^18 moves,
 * and these are the ones that teach. The best move is the solution's answer, the smallest winning
 * move q; in a lost position, taking 1 (it leaves the opponent the smallest cap; the game's length
 * is not computed). */
enum { ALL_MOVES = 40, FEW = 8, LEFT = 20, RIGHT = 680 };

static const char *side(int second) { return second ? "second" : "first"; }

/* The smallest term of i's representation; 0 for i = 0. */
static unsigned long long smallest_term(unsigned long long i)
{
    int used[FIB_TOP + 2] = {0};
    return i ? F[zeckendorf(i, used)] : 0;
}

/* 'W' when the player to move at <i, j> wins (Whinihan: the smallest term is within the cap). */
static char outcome(unsigned long long i, unsigned long long j)
{
    return i > 0 && smallest_term(i) <= j ? 'W' : 'L';
}

static void play_at(unsigned long long i, unsigned long long j, int second)
{
    char label[40], next[64];
    unsigned long long k, q = smallest_term(i), best = outcome(i, j) == 'W' ? q : 1;
    play_players("first", "second");
    play_state("%llu,%llu-%c", i, j, second ? 'B' : 'A');
    play_turn(side(second));
    if (i == 0 || j == 0) {
        play_outcome('L', i ? "no move is allowed" : "no match is left");
        play_end("the %s player cannot move: the %s wins", side(second), side(!second));
        return;
    }
    play_outcome(outcome(i, j), "the smallest Zeckendorf term of %llu is %llu, %s the cap %llu", i, q, q <= j ? "within" : "above", j);
    for (k = 1; k <= j; k++) {
        if (j > ALL_MOVES && k > FEW && k != q && k != j) {
            k = q > k && q < j ? q - 1 : j - 1; /* on to the winning move or the whole cap */
            continue;
        }
        sprintf(label, "take %llu", k);
        sprintf(next, "%llu,%llu-%c", i - k, cap_after(i, k), second ? 'A' : 'B');
        play_move(label, next, outcome(i - k, cap_after(i, k)) == 'W' ? 'L' : 'W', k == best);
    }
}

/* The terms of i's representation as blocks from (LEFT, y) on, wrapped at RIGHT, the smallest in
 * `last` colour (nothing drawn when last is NULL); returns the y below them. */
static double blocks(unsigned long long i, double y, const char *last)
{
    int used[FIB_TOP + 2] = {0}, k, lowest = i ? zeckendorf(i, used) : 0;
    double x = LEFT, w;
    char value[24];
    for (k = FIB_TOP; k >= 2; k--) {
        if (!used[k]) continue;
        w = 20 + 8 * sprintf(value, "%llu", F[k]);
        w = w < 44 ? 44 : w;
        if (x + w > RIGHT) x = LEFT, y += 48;
        x += w;
        if (!last) continue;
        svg_rect(x - w, y, w - 4, 40, k == lowest ? last : SVG_INK, NULL);
        svg_text(x - w / 2 - 2, y + 17, "middle", SVG_PAPER, "%s", value);
        svg_text(x - w / 2 - 2, y + 34, "middle", SVG_PAPER, "F_%d", k);
    }
    return y + 48;
}

/* i as its Zeckendorf blocks, the smallest term q against the cap j, and the winning move q: the
 * position it leaves, whose smallest term is above its new cap 2q. */
static void picture(long item, unsigned long long i, unsigned long long j, int second)
{
    unsigned long long q = smallest_term(i), rest = i - q;
    double y;
    if (svg_dir || !study_state) svg_item(item);
    svg_open(RIGHT + LEFT, i && j ? (int)(blocks(i, 0, NULL) + blocks(rest, 0, NULL)) + 190 : 80,
             "The match game: i in Zeckendorf blocks, the cap, the winning move");
    svg_text(LEFT, 20, "start", SVG_INK, "Pair %ld: <%llu, %llu>, the %s player to move:", item, i, j, side(second));
    svg_text(LEFT, 40, "start", SVG_INK, "%llu match%s left, and %llu may be taken at most.", i, i == 1 ? "" : "es", j);
    if (i == 0 || j == 0) {
        svg_text(LEFT, 64, "start", SVG_LOSE, i ? "The cap is 0: no move is allowed, so the player to move has lost."
                                                : "No match is left: the player to move has lost.");
        svg_close();
        return;
    }
    svg_text(LEFT, 64, "start", SVG_INK, "%llu as a sum of Fibonacci numbers, no two consecutive (Zeckendorf):", i);
    y = blocks(i, 74, SVG_MARK);
    svg_text(LEFT, y + 10, "start", q <= j ? SVG_WIN : SVG_LOSE, "The smallest block, q = %llu, is %s the cap j = %llu: the %s player %s.", q,
             q <= j ? "within" : "above", j, side(second), q <= j ? "wins" : "loses");
    if (q <= j) {
        svg_text(LEFT, y + 34, "start", SVG_MARK, "The winning move takes the block q = %llu and leaves <%llu, %llu>:", q, rest, cap_after(i, q));
        if (rest == 0) {
            svg_text(LEFT, y + 56, "start", SVG_WIN, "no match: the %s player took the last one and wins.", side(second));
        } else {
            y = blocks(rest, y + 44, SVG_LOSE);
            svg_text(LEFT, y + 10, "start", SVG_WIN, "Its smallest block, %llu, is above the new cap %llu (no two blocks are", smallest_term(rest),
                     cap_after(i, q));
            svg_text(LEFT, y + 28, "start", SVG_WIN, "consecutive, so it is at least F_(k+2) > 2 F_k): the opponent has lost.");
        }
    } else {
        svg_text(LEFT, y + 34, "start", SVG_LOSE, "Every move k <= %llu takes less than the smallest block, and leaves a", j);
        svg_text(LEFT, y + 52, "start", SVG_LOSE, "smallest block within the new cap 2k: the opponent takes it and wins.");
    }
    svg_close();
}

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

const struct explainer explainer = {"pair", 0, fib_init, read_pair, explain, study, more, end};
