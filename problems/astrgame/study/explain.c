/* explain - why each astrgame test is won by Teddy or by Tracy (make explain P=astrgame [IN=file]).
 *
 * For each test: the Grundy value g(S) (problems/astrgame/game/grundy.h, the interval oracle's
 * code: g of a piece is
 * the mex of the values its moves lead to, and a position of several pieces has the XOR of their
 * values), and the moves from S: each erasure of a word occurrence, the two pieces it leaves with
 * their values, and their XOR. The winning erasures (XOR 0) come first; g(S) is the mex of all the
 * XORs, so S is won for the player to move (Teddy) iff some erasure leaves XOR 0. Then the answer
 * line as the solution prints it, after "answer: ".
 * Cuts: at most SHOWN_MOVES erasures are listed (a note says how many more, and the mex line still
 * counts them all); tests after the first MAX_ITEMS are not explained. Nothing is too big: the
 * contract's |S| <= 100 keeps g at O(|S|^4) steps.
 * Bad input: the explanations before it, a one-line message on stderr, exit 1.
 *
 * `explain --claims` states the same facts, one claim a line, for claims.c to check (each say_
 * function below renders one kind of claim either as prose or as its line, so that what is checked
 * is what the prose says). Pieces are written in brackets, [] for an empty one; positions count
 * from 1.
 *   test T S WORD...           test T is S with these words, in the input's order
 *   erase WORD A B [L] GL [R] GR X
 *                              WORD occurs at S[A..B]; erasing it leaves L and R (S = L WORD R),
 *                              whose values are GL and GR and X = GL XOR GR: the two pieces together
 *                              are lost for the player to move iff X = 0, each alone iff its value is
 *   more K                     K erasures from S besides the ones listed
 *   none                       no word occurs in S
 *   mex G X...                 the XORs the erasures from S leave are exactly X..., and their mex,
 *                              G, is g(S)
 *   wins W T                   g(S) != 0: S is won for Teddy, the first erasure listed wins, and
 *                              W of the T erasures from S leave XOR 0
 *   loses                      g(S) = 0: S is lost for Teddy, no erasure leaves XOR 0
 *   answer LINE                the test's answer line
 *   unexplained K              K tests follow the explained ones
 *
 * `explain --play K [STATE]` and `explain --svg [K [STATE]]` (judge/lib/study.h) play and draw
 * test K at a position, a STATE of position.h ("Teddy:0-8": the side to move, the pieces left as
 * ranges of S). The position's value is the XOR of its pieces' values; an erasure in piece [L, R)
 * leaves that XOR with g(L, R) replaced by g(L, A) XOR g(A+len, R): the mover wins iff some
 * erasure leaves 0. There are no draws, and the game's length is not a function of the values,
 * so "best" is not the fastest win: it is the first winning erasure (left to right, shorter words
 * first: explain's "first erasure listed"), or, in a lost position, the erasure that leaves the
 * opponent the fewest winning replies (the hardest to find). claims.c checks the outcomes
 * with the brute force (play claims). The picture: S with the pieces on the table, each
 * occurrence of a word in them as a bar coloured by whether erasing it wins, and below it the
 * Grundy triangle, the value of every interval of S (row k: the intervals of k letters), the
 * pieces on the table outlined. --svg without K draws the tests the prose explains.
 */
#define TOOL "explain"
#include "explain.h"
#include "grundy.h"
#include "position.h"

enum { SHOWN_MOVES = 12 };

static int tests; /* the input's count of tests */


static void say_test(int t)
{
    int w;
    printf(claims ? "test %d %s" : "Test %d: S = \"%s\", words:", t, s);
    for (w = 0; w < dict_size; w++) printf(claims ? " %s" : " \"%s\"", dict[w]);
    if (claims) {
        printf("\n");
        return;
    }
    printf("; Teddy moves first.\n");
    printf("  g(piece) = mex of the values its erasures leave; two pieces have the XOR of their values.\n");
    printf("  Erasures from S (the pieces left and right stay apart):\n");
}

static void say_erasure(int a, int len, int x)
{
    int gl = g(0, a - 1), gr = g(a + len, n - 1);
    if (claims)
        printf("erase %.*s %d %d [%.*s] %d [%s] %d %d\n", len, s + a, a + 1, a + len, a, s, gl, s + a + len, gr, x);
    else
        printf("    erase \"%.*s\" at %d..%d: leaves [%.*s] (g=%d) and [%s] (g=%d): XOR %d%s\n", len, s + a, a + 1,
               a + len, a, s, gl, s + a + len, gr, x, x ? "" : "  <- wins");
}

static void say_more(int count)
{
    printf(claims ? "more %d\n" : "    (%d more erasures not shown)\n", count);
}

static void say_none(void)
{
    printf(claims ? "none\n" : "    none: no word occurs in S.\n");
}

/* seen[x]: some erasure leaves XOR x. */
static void say_mex(const char *seen, int size, int value)
{
    int x, listed = 0;
    if (claims) printf("mex %d", value);
    else printf("  g(S) = mex {");
    for (x = 0; x < size; x++)
        if (seen[x]) printf("%s%d", claims ? " " : listed++ ? ", " : "", x);
    if (claims) printf("\n");
    else printf("} = %d.\n", value);
}

static void say_verdict(int value, int winning, int total)
{
    if (claims && value)
        printf("wins %d %d\n", winning, total);
    else if (claims)
        printf("loses\n");
    else if (value)
        printf("  g(S) != 0: Teddy wins, e.g. by the first erasure above (%d of the %d leave XOR 0).\n", winning,
               total);
    else
        printf("  g(S) = 0: no erasure leaves XOR 0, so whatever Teddy erases, Tracy has a winning reply.\n");
}

static void say_answer(const char *line)
{
    printf(claims ? "answer %s\n" : "answer: %s\n", line);
}

static void say_unexplained(long more)
{
    if (claims) printf("unexplained %ld\n", more);
    else printf("(%ld more tests not explained: the first %d are)\n", more, MAX_ITEMS);
}

/* Lists the erasures whose XOR is (want_zero ? 0 : not 0); returns how many there are. */
static int list_moves(int want_zero, int *shown)
{
    int a, len, found = 0;
    for (a = 0; a < n; a++)
        for (len = 1; a + len <= n; len++) {
            int x;
            if (!matches[a][len]) continue;
            x = g(0, a - 1) ^ g(a + len, n - 1);
            if ((x == 0) != want_zero) continue;
            found++;
            if (++*shown <= SHOWN_MOVES) say_erasure(a, len, x);
        }
    return found;
}

/* The other parts of this one program (they share the item read and its analysis). */
#include "play.h" /* --play */
#include "draw.h" /* --svg, --svg-dir */

/* --play or --svg on test t (study_item is t, or 0 for the tests the prose explains). */
/* The test read has its matches and values (g's memo, kept): study() may be asked about many
 * positions of one test (judge/lib/explain.h), and the values are the cost. */
static int analysed;

static void study(long item)
{
    int t = (int)item;
    struct position p;
    if (!analysed) find_matches(), analysed = 1;
    p.turn = 0, p.count = 1, p.l[0] = 0, p.r[0] = n;
    if (study_state && !parse_position(study_state, &p)) {
        fprintf(stderr, "explain: bad STATE '%s' for test %d (|S| = %d)\n", study_state, t, n);
        exit(1);
    }
    if (play) {
        play_position(&p);
        return;
    }
    svg_item(t);
    draw_position(t, &p);
}

static void read_count(void) { tests = number(MAX_TESTS); }

static int read_test(long t)
{
    int w;
    if (t > tests) return 0;
    n = letters(s);
    dict_size = number(MAX_WORDS);
    for (w = 0; w < dict_size; w++) letters(dict[w]);
    analysed = 0;
    return 1;
}

static void explain(long item)
{
    int t = (int)item, value, shown, winning, losing, a, len;
    char seen[256]; /* values are <= MAX_LEN < 128 (a game on S lasts at most |S| moves), so their
                       XORs are < 128 */
    find_matches();
    value = g(0, n - 1);
    say_test(t);
    shown = 0;
    winning = list_moves(1, &shown);
    losing = list_moves(0, &shown);
    if (shown > SHOWN_MOVES) say_more(shown - SHOWN_MOVES);
    if (shown == 0) say_none();
    memset(seen, 0, sizeof seen);
    for (a = 0; a < n; a++)
        for (len = 1; a + len <= n; len++)
            if (matches[a][len]) seen[g(0, a - 1) ^ g(a + len, n - 1)] = 1;
    say_mex(seen, (int)sizeof seen, value);
    say_verdict(value, winning, winning + losing);
    say_answer(value ? "Teddy" : "Tracy");
}

static void end(long items)
{
    char extra[2];
    (void)items;
    if (scanf("%1s", extra) == 1) fail("data after the last test");
}

const struct explainer explainer = {
    .noun = "test", .read_all = 1, .begin = read_count, .read = read_test, .explain = explain,
    .study = study, .more = say_unexplained, .end = end,
};
