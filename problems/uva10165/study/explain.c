/* explain - why each uva10165 scenario is won or lost (make explain P=uva10165 [IN=file]).
 *
 * For each scenario of a valid input: the piles in binary, their XOR (Bouton: the player to move
 * loses iff it is 0), and either a winning move (the first pile whose size drops when XORed with
 * the total, taken down to that value, so the new XOR is 0) or why every move leaves a non-zero
 * XOR; then the answer line as the solution prints it, after "answer: ".
 * Cuts: at most SHOWN_PILES piles are written out in binary (the XOR and the move cover them
 * all); scenarios after the first MAX_ITEMS are not explained (a note says how many). A scenario
 * of more than MAX_PILES piles is not explained (a note, then its answer); exit 0.
 * Bad input: the explanations before it, a one-line message on stderr, exit 1.
 *
 * explain --svg and --play (judge/lib/study.h): the piles in binary columns, and play from a
 * position "P1,..,Pn-A"/"-B" (Jack or Jim to move); see play_at and picture below.
 * Without K, --svg draws the items the prose explains (the first MAX_ITEMS).
 *
 * explain --claims: the same explanation as one claim per line, for claims.c to check (each
 * say_* function below renders one claim, as prose or as its line, so the two cannot differ):
 *   scenario S N       scenario S of the input has N piles; the lines up to the next scenario
 *                      are about it
 *   pile K V B         its pile K holds V stones, V written in binary as B
 *   xor X [B]          the XOR of all its piles is X (in binary B, when the piles are shown)
 *   lost | wins        the player to move loses / wins
 *   drop K P X R       pile K (P stones) has a 1 where X has its highest 1, and P XOR X = R < P
 *   move K A B T       taking T stones from pile K (A stones) leaves B, and a position of XOR 0
 *                      that is lost for the player to move
 *   answer LINE        the solution's output line for the scenario
 * The notes (piles or scenarios not shown) state nothing that is not claimed elsewhere.
 */
#include <stdarg.h>
#define TOOL "explain"
#include "explain.h"
#include "piles.h"

enum { SHOWN_PILES = 8, MAX_PILES = 1000000 };

/* The scenario read: its piles (the first MAX_PILES), their XOR, the largest. */
static unsigned long long pile[MAX_PILES], piles, xor_all, top;


static void binary(unsigned long long v, int width)
{
    int b;
    for (b = width - 1; b >= 0; b--) putchar((int)('0' + (v >> b & 1)));
}


static void say_scenario(long s, unsigned long long n)
{
    if (claims) printf("scenario %ld %llu\n", s, n);
    else printf("Scenario %ld: %llu pile%s, Jack to move.\n", s, n, n == 1 ? "" : "s");
}

static void say_pile(unsigned long long k, unsigned long long v, int width)
{
    printf(claims ? "pile %llu %llu " : "  pile %llu: %llu = ", k, v);
    binary(v, width);
    putchar('\n');
}

static void say_xor(unsigned long long x, int width)
{
    printf(claims ? "xor %llu " : "  XOR: %llu = ", x);
    binary(x, width);
    putchar('\n');
}

static void say_xor_unexplained(unsigned long long x)
{
    if (claims) printf("xor %llu\n", x);
    else printf("  not explained: more than %d piles (XOR of all: %llu)\n", MAX_PILES, x);
}

static void say_value(int win)
{
    if (claims) puts(win ? "wins" : "lost");
    else if (win) printf("  The XOR is not 0, so Jack wins: ");
    else printf("  The XOR is 0, so Jack loses: a move changes one pile, so it changes some bit of\n"
                "  that pile and the XOR becomes non-zero; Jim then moves back to XOR 0, and so on\n"
                "  until Jim takes the last stone (all piles 0 have XOR 0).\n");
}

static void say_drop(unsigned long long k, unsigned long long p, unsigned long long x)
{
    if (claims) printf("drop %llu %llu %llu %llu\n", k, p, x, p ^ x);
    else printf("pile %llu has a 1 where the XOR has its highest 1,\n"
                "  so %llu XOR %llu = %llu is smaller.\n", k, p, x, p ^ x);
}

static void say_move(unsigned long long k, unsigned long long from, unsigned long long to)
{
    printf(claims ? "move %llu %llu %llu %llu\n"
                  : "  winning move: pile %llu from %llu to %llu (take %llu); the XOR becomes 0.\n",
           k, from, to, from - to);
}

static void say_answer(int win)
{
    printf(claims ? "answer %s\n" : "answer: %s\n", win ? "Yes" : "No");
}

/* --play and --svg (judge/lib/study.h): the position is the scenario's piles, as many, each at
 * most its start, with Jack or Jim to move. A pile of up to ALL_TARGETS stones lists every move;
 * a larger one lists taking 1..FEW stones, leaving 0..FEW-1, and the winning move when the pile
 * has one: Nim from 10^18 stones has 10^18 moves, and these are the ones that teach (the page
 * takes any other position typed as a STATE). The best move: explain's winning move (the first
 * pile that drops to pile XOR total); in a lost position, one stone from the first largest pile
 * (the slowest move: the game's length is not computed). */
enum { ALL_TARGETS = 32, FEW = 4, ROWS_SHOWN = 12 };

static const char *name(int jim) { return jim ? "Jim" : "Jack"; }

/* The winning move's pile, or n when the XOR x is 0; in a lost position *take_one is the pile
 * the best move takes one stone from (n when every pile is empty). */
static unsigned long long winning_pile(const unsigned long long *pile, unsigned long long n, unsigned long long x,
                                       unsigned long long *take_one)
{
    unsigned long long i;
    for (*take_one = n, i = 0; i < n; i++)
        if (pile[i] && (*take_one == n || pile[i] > pile[*take_one])) *take_one = i;
    for (i = 0; x && i < n; i++)
        if ((pile[i] ^ x) < pile[i]) return i;
    return n;
}

/* The position as STATE, into text (STATE_MAX + 1 bytes); 0 when it is too long. */
static int position(char *text, const unsigned long long *pile, unsigned long long n, int jim)
{
    unsigned long long i;
    size_t len = 0;
    for (i = 0; i < n && len < STATE_MAX; i++)
        len += (size_t)snprintf(text + len, STATE_MAX + 1 - len, "%llu%s", pile[i], i + 1 < n ? "," : "");
    return len + 2 <= STATE_MAX && (len += (size_t)snprintf(text + len, 3, "-%c", jim ? 'B' : 'A')) <= STATE_MAX;
}

static void play_at(unsigned long long *pile, unsigned long long n, int jim)
{
    static char label[100], next[STATE_MAX + 1];
    unsigned long long i, x = 0, to, from, one, win;
    for (i = 0; i < n; i++) x ^= pile[i];
    win = winning_pile(pile, n, x, &one);
    play_players("Jack", "Jim");
    position(next, pile, n, jim);
    play_state("%s", next);
    play_turn(name(jim));
    if (one == n) {
        play_outcome('L', "no stone is left");
        play_end("%s cannot move: %s wins", name(jim), name(!jim));
        return;
    }
    if (x) play_outcome('W', "the XOR is %llu, not 0: a move makes it 0", x);
    else play_outcome('L', "the XOR is 0: every move makes it non-zero");
    for (i = 0; i < n; i++) {
        for (from = pile[i], to = from; to-- > 0;) {
            if (from > ALL_TARGETS && to >= FEW && to + FEW < from && (i != win || to != (from ^ x))) {
                /* past the moves that matter: on to the winning one, or to leaving FEW - 1 */
                to = i == win && (from ^ x) < to && (from ^ x) >= FEW ? (from ^ x) + 1 : FEW;
                continue;
            }
            pile[i] = to;
            position(next, pile, n, !jim);
            pile[i] = from;
            sprintf(label, "pile %llu: %llu -> %llu (take %llu)", i + 1, from, to, from - to);
            play_move(label, next, (x ^ from ^ to) ? 'L' : 'W', win < n ? i == win && to == (from ^ x) : i == one && to + 1 == from);
        }
    }
}

static void bit_cells(double x, double y, double w, unsigned long long v, int width, int deciding)
{
    int b;
    for (b = width - 1; b >= 0; b--, x += w) {
        svg_rect(x, y, w - 2, 20, v >> b & 1 ? SVG_INK : SVG_PAPER, b == deciding ? SVG_MARK : SVG_INK);
        if (w >= 16) svg_text(x + w / 2 - 1, y + 15, "middle", v >> b & 1 ? SVG_PAPER : SVG_INK, "%d", (int)(v >> b & 1));
    }
}

/* The piles in binary, one row each (the first ROWS_SHOWN, and the winning one), the XOR row, the
 * column of the XOR's highest 1 framed, and the winning move as the pile's new row. */
static void picture(long item, const unsigned long long *pile, unsigned long long n, int jim)
{
    unsigned long long i, x = 0, top = 0, win, one, shown, rows;
    int width, deciding = -1, b;
    double w, y, left = 250, x0;
    for (i = 0; i < n; i++) x ^= pile[i], top = pile[i] > top ? pile[i] : top;
    for (width = 1; width < 63 && top >> width; width++)
        ;
    for (b = 0; b < 64; b++)
        if (x >> b & 1) deciding = b;
    win = winning_pile(pile, n, x, &one);
    w = width <= 24 ? 22 : 12;
    shown = n < ROWS_SHOWN ? n : ROWS_SHOWN;
    rows = shown + (win >= shown && win < n);
    if (svg_dir || !study_state) svg_item(item);
    svg_open(left + width * w + 20 > 660 ? (int)(left + width * w + 20) : 660, (int)(215 + rows * 24 + (n > rows) * 20),
             "Nim: the piles in binary and their XOR");
    svg_text(20, 20, "start", SVG_INK, "Scenario %ld: %llu pile%s, %s to move. Black: a 1 bit.", item, n, n == 1 ? "" : "s", name(jim));
    for (b = width - 1; b >= 0; b--)
        if (w >= 16 || b % 8 == 0 || b == width - 1) svg_text(left + (width - 1 - b) * w + w / 2 - 1, 44, "middle", SVG_INK, "%d", b);
    svg_text(left - 10, 44, "end", SVG_INK, "bit");
    for (y = 52, i = 0; i < n; i++) {
        if (i >= shown && i != win) continue;
        svg_text(left - 10, y + 15, "end", i == win ? SVG_MARK : SVG_INK, "pile %llu: %llu", i + 1, pile[i]);
        bit_cells(left, y, w, pile[i], width, deciding);
        y += 24;
    }
    if (n > rows) svg_text(left - 10, y + 12, "end", SVG_INK, "(%llu more piles)", n - rows), y += 20;
    svg_line(left, y + 2, left + width * w, y + 2, SVG_INK, 2);
    svg_text(left - 10, y + 21, "end", SVG_INK, "XOR: %llu", x);
    bit_cells(left, y + 6, w, x, width, deciding);
    if (deciding >= 0) { /* the deciding column, framed from its bit number to the XOR */
        x0 = left + (width - 1 - deciding) * w - 2;
        svg_line(x0, 30, x0, y + 28, SVG_MARK, 2);
        svg_line(x0 + w, 30, x0 + w, y + 28, SVG_MARK, 2);
        svg_line(x0, 30, x0 + w, 30, SVG_MARK, 2);
        svg_line(x0, y + 28, x0 + w, y + 28, SVG_MARK, 2);
    }
    y += 50;
    if (one == n) {
        svg_text(20, y, "start", SVG_LOSE, "No stone is left: %s cannot move and has lost.", name(jim));
    } else if (win == n) {
        svg_text(20, y, "start", SVG_LOSE, "The XOR is 0: %s loses. Any move changes one pile, so some column gets", name(jim));
        svg_text(20, y + 18, "start", SVG_LOSE, "an odd number of 1s, and %s moves back to XOR 0.", name(!jim));
    } else {
        svg_text(20, y, "start", SVG_MARK, "The framed column, the XOR's highest 1, decides: pile %llu has a 1 there,", win + 1);
        svg_text(20, y + 18, "start", SVG_MARK, "so %llu XOR %llu = %llu is smaller.", pile[win], x, pile[win] ^ x);
        svg_text(20, y + 36, "start", SVG_MARK, "%s wins: pile %llu from %llu to %llu (take %llu),", name(jim), win + 1, pile[win],
                 pile[win] ^ x, pile[win] - (pile[win] ^ x));
        svg_text(left - 10, y + 63, "end", SVG_WIN, "after: %llu", pile[win] ^ x);
        bit_cells(left, y + 48, w, pile[win] ^ x, width, -1);
        svg_text(20, y + 92, "start", SVG_WIN, "and the XOR of the piles becomes 0: %s is left in a lost position.", name(!jim));
    }
    svg_close();
}

/* Scenario `item`: its pictures or its play, at study_state (the start without it). */
static void study(long item)
{
    static unsigned long long at[STATE_MAX];
    static char text[STATE_MAX + 1];
    unsigned long long *p = pile, n = piles;
    int jim = 0;
    if (n > MAX_PILES || (!svg && !position(text, p, n, 0))) {
        fprintf(stderr, "explain: scenario %ld is too big to play (its position is over %d characters)\n", item, STATE_MAX);
        exit(1);
    }
    if (study_state) {
        if (n > STATE_MAX || !read_position(study_state, p, (size_t)n, at, &jim)) {
            fprintf(stderr, "explain: bad position %s: expected the %llu piles, each at most its start, joined by ',', then -A or -B (Jack or Jim to move)\n",
                    study_state, n);
            exit(1);
        }
        p = at;
    }
    if (svg) picture(item, p, n, jim);
    else play_at(p, n, jim);
}

static int read_scenario(long item)
{
    unsigned long long v, i;
    (void)item;
    if (!next(stdin, &piles) || piles == 0) return 0;
    xor_all = 0, top = 0;
    for (i = 0; i < piles; i++) {
        if (!next(stdin, &v)) bad("end of input inside a scenario");
        if (i < MAX_PILES) pile[i] = v;
        xor_all ^= v;
        if (v > top) top = v;
    }
    return 1;
}

static void explain(long item)
{
    unsigned long long i, n = piles, x = xor_all;
    int width;
    say_scenario(item, n);
    if (n > MAX_PILES) {
        say_xor_unexplained(x);
        say_answer(x != 0);
        return;
    }
    for (width = 1; width < 63 && top >> width; width++)
        ;
    for (i = 0; i < n && i < SHOWN_PILES; i++) say_pile(i + 1, pile[i], width);
    if (n > SHOWN_PILES) note("  (%llu more piles not shown)\n", n - SHOWN_PILES);
    say_xor(x, width);
    say_value(x != 0);
    if (x != 0) {
        for (i = 0; (pile[i] ^ x) >= pile[i]; i++)
            ; /* a pile with a 1 in the XOR's highest bit exists, and it drops */
        say_drop(i + 1, pile[i], x);
        say_move(i + 1, pile[i], pile[i] ^ x);
    }
    say_answer(x != 0);
}

static void more(long skipped) { note("(%ld more scenarios not explained: the first %d are)\n", skipped, MAX_ITEMS); }

const struct explainer explainer = {"scenario", 0, NULL, read_scenario, explain, study, more, NULL};
