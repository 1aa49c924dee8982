/* explain - why each uva10165 scenario is won or lost (make explain P=uva10165 [IN=file]).
 *
 * For each scenario of a valid input: the piles in binary, their XOR (Bouton: the player to move
 * loses iff it is 0), and either a winning move (the first pile whose size drops when XORed with
 * the total, taken down to that value, so the new XOR is 0) or why every move leaves a non-zero
 * XOR; then the answer line as the solution prints it, after "answer: ".
 * Cuts: at most SHOWN_PILES piles are written out in binary (the XOR and the move cover them
 * all); scenarios after the first MAX_ITEMS are not explained (a note says how many). A scenario
 * of more than MAX_PILES piles is not explained (a note, then its answer); exit 0.
 * Bad input: the explanations before it, a one-line message on stderr, exit 1. The input and a
 * position are read by the game code's piles.h (problems/uva10165/game/), the oracle's reader.
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

/* The other parts of this one program (they share the item read and its analysis). */
#include "play.h" /* --play */
#include "draw.h" /* --svg, --svg-dir */

/* Scenario `item`: its pictures or its play, at study_state (the start without it). */
static void study(long item)
{
    static unsigned long long at[STATE_MAX];
    static char text[STATE_MAX + 1];
    unsigned long long *p = pile, n = piles;
    int jim = 0;
    if (n > MAX_PILES) {
        fprintf(stderr, "explain: scenario %ld has %llu piles: too many to %s (at most %d)\n", item, n, svg ? "draw" : "play", MAX_PILES);
        exit(1);
    }
    if (!svg && !position(text, p, n, 0)) {
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

const struct explainer explainer = {
    .noun = "scenario", .read = read_scenario, .explain = explain, .study = study, .more = more,
};
