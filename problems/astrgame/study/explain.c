/* explain - why each astrgame test is won by Teddy or by Tracy (make explain P=astrgame [IN=file]).
 *
 * For each test: the Grundy value g(S) (testdata/astrgame/tools/grundy.h, the interval oracle's
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

/* ---------- play and pictures (study.h) ---------- */

enum { BAR_ROWS = 10, WRITTEN_MAX = 30 }; /* occurrence rows drawn; values written up to this |S| */

/* The value of p: the XOR of its pieces' values (the player to move wins iff it is not 0). */
static int value_of(const struct position *p)
{
    int k, x = 0;
    for (k = 0; k < p->count; k++) x ^= g(p->l[k], p->r[k] - 1);
    return x;
}

/* The value left by erasing S[a..a+len) from piece k of p, whose value is x. */
static int after(const struct position *p, int x, int k, int a, int len)
{
    return x ^ g(p->l[k], p->r[k] - 1) ^ g(p->l[k], a - 1) ^ g(a + len, p->r[k] - 1);
}

/* The erasures of p in order (piece, place, length): for_moves(p) { ... k, a, len ... }. */
#define for_moves(p)                                                                              \
    for (k = 0; k < (p)->count; k++)                                                              \
        for (a = (p)->l[k]; a < (p)->r[k]; a++)                                                   \
            for (len = 1; a + len <= (p)->r[k]; len++)                                            \
                if (matches[a][len])

/* How many erasures of p leave 0 (win for its mover); *total gets how many there are. */
static int winning_moves(const struct position *p, int *total)
{
    int k, a, len, x = value_of(p), count = 0;
    *total = 0;
    for_moves(p) count += after(p, x, k, a, len) == 0, ++*total;
    return count;
}

/* The perfect player's erasure (the header says which); returns 0 when p has none. */
static int best_move(const struct position *p, int *bk, int *ba, int *blen)
{
    struct position next;
    int k, a, len, x = value_of(p), fewest = -1, replies, total;
    for_moves(p) {
        if (x && after(p, x, k, a, len)) continue;
        if (x) replies = 0;
        else erase(p, k, a, len, &next), replies = winning_moves(&next, &total);
        if (fewest < 0 || replies < fewest) fewest = replies, *bk = k, *ba = a, *blen = len;
        if (x) return 1;
    }
    return fewest >= 0;
}

static void play_position(const struct position *p)
{
    struct position next;
    char state[POSITION_MAX + 1];
    int k, a, len, x = value_of(p), bk = -1, ba = 0, blen = 0, total, wins = winning_moves(p, &total);
    play_players(side_name[0], side_name[1]);
    format_position(p, state);
    play_state("%s", state);
    play_turn(side_name[p->turn]);
    if (!best_move(p, &bk, &ba, &blen)) {
        play_outcome('L', "no word occurs in the pieces left: no move");
        play_end("%s cannot erase a word: %s wins", side_name[p->turn], side_name[!p->turn]);
        return;
    }
    if (x)
        play_outcome('W', "value %d (the XOR of the pieces' values) is not 0: %d of the %d erasures leave 0", x,
                     wins, total);
    else
        play_outcome('L', "value 0 (the XOR of the pieces' values): each of the %d erasures leaves a value that is not 0",
                     total);
    for_moves(p) {
        char label[2 * MAX_LEN];
        sprintf(label, "erase %.*s at %d..%d", len, s + a, a + 1, a + len);
        erase(p, k, a, len, &next);
        format_position(&next, state);
        play_move(label, state, after(p, x, k, a, len) ? 'L' : 'W', k == bk && a == ba && len == blen);
    }
}

/* Piece [l, r) of S as a cell of the triangle (row r - l, from the top), outlined. */
static void triangle_cell(double x0, double y0, double w, double h, int l, int r, const char *stroke)
{
    printf("<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"none\" stroke=\"%s\" stroke-width=\"2.5\"/>\n",
           x0 + (r - l - 1) * w / 2 + l * w, y0 + (r - l - 1) * h, w, h, stroke);
}

static void draw_position(int t, const struct position *p)
{
    /* Cell width w: 26 px up to WRITTEN_MAX letters, then S spans 780 px. */
    double w = n <= WRITTEN_MAX ? 26 : 780.0 / n, h = w < 22 ? w : 22, bar = n <= WRITTEN_MAX ? 14 : 7;
    double y_bars = 60 + w + 6, y_tri, width = 20 + n * w < 620 ? 620 : 20 + n * w;
    int row_end[BAR_ROWS], rows = 0, hidden = 0, k, a, len, i, j, x = value_of(p), bk = -1, ba = 0, blen = 0;
    char title[4 * MAX_LEN + 64], *end = title;
    int best = best_move(p, &bk, &ba, &blen), on_table[MAX_LEN] = {0};
    for (k = 0; k < p->count; k++)
        for (i = p->l[k]; i < p->r[k]; i++) on_table[i] = 1;
    for_moves(p) {
        for (i = 0; i < rows && row_end[i] > a; i++)
            ;
        if (i == rows && rows < BAR_ROWS) row_end[rows++] = 0;
        if (i < rows) row_end[i] = a + len;
        else hidden++;
    }
    y_tri = y_bars + rows * (bar + 3) + (hidden ? 18 : 0) + 30;
    sprintf(title, "Test %d: %s to move; the pieces' values XOR to %d: %s wins", t, side_name[p->turn], x,
            side_name[x ? p->turn : !p->turn]);
    svg_open((int)width, (int)(y_tri + n * h + 68), title);
    svg_text(10, 20, "start", SVG_INK, "%s", title);
    for (j = 0, end = title; j < dict_size && end - title < 80; j++) end += sprintf(end, " %.80s", dict[j]);
    svg_text(10, 38, "start", SVG_INK, "words:%.80s%s", title, j < dict_size || end - title > 80 ? " ..." : "");
    printf("<g font-size=\"%g\">\n", w < 14 ? w * 0.9 : 13);
    for (i = 0; i < n; i++) { /* the letters; the erased ones faded */
        svg_rect(10 + i * w, 50, w, w, on_table[i] ? SVG_PAPER : "#ffffff", on_table[i] ? SVG_INK : SVG_DRAW);
        svg_text(10 + (i + 0.5) * w, 50 + w * 0.72, "middle", on_table[i] ? SVG_INK : SVG_DRAW, "%c", s[i]);
    }
    puts("</g>");
    rows = 0;
    for_moves(p) { /* each occurrence: erasing it wins (green) or loses (red); the best outlined */
        int left = after(p, x, k, a, len);
        for (i = 0; i < rows && row_end[i] > a; i++)
            ;
        if (i == rows && rows < BAR_ROWS) row_end[rows++] = 0;
        if (i == rows) continue;
        row_end[i] = a + len;
        printf("<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n",
               10 + a * w + 1, y_bars + i * (bar + 3), len * w - 2, bar, svg_outcome(left ? 'L' : 'W'),
               best && k == bk && a == ba && len == blen ? SVG_MARK : "none");
        if (n <= WRITTEN_MAX) svg_text(10 + (a + len / 2.0) * w, y_bars + i * (bar + 3) + 11, "middle", SVG_PAPER, "%d", left);
    }
    if (hidden) svg_text(10, y_bars + rows * (bar + 3) + 12, "start", SVG_INK, "(%d more occurrences not drawn)", hidden);
    svg_text(10, y_tri - 12, "start", SVG_INK, "Each occurrence of a word: the value erasing it leaves, green 0 (wins), red not.");
    for (len = 1; len <= n; len++) /* row len of the triangle: g(i, i+len-1); runs of a colour as one rect */
        for (i = 0; i + len <= n; i = j) {
            const char *fill = svg_outcome(g(i, i + len - 1) ? 'W' : 'L');
            for (j = i + 1; n > WRITTEN_MAX && j + len <= n && (g(j, j + len - 1) != 0) == (g(i, i + len - 1) != 0); j++)
                ;
            svg_rect(10 + (len - 1) * w / 2 + i * w, y_tri + (len - 1) * h, (j - i) * w, h, fill,
                     n <= WRITTEN_MAX ? SVG_PAPER : NULL);
            if (n <= WRITTEN_MAX)
                svg_text(10 + (len - 1) * w / 2 + (i + 0.5) * w, y_tri + (len - 1) * h + 15, "middle", SVG_PAPER, "%d",
                         g(i, i + len - 1));
        }
    for (k = 0; k < p->count; k++) triangle_cell(10, y_tri, w, h, p->l[k], p->r[k], SVG_MARK);
    if (best && ba > p->l[bk]) triangle_cell(10, y_tri, w, h, p->l[bk], ba, SVG_INK);
    if (best && ba + blen < p->r[bk]) triangle_cell(10, y_tri, w, h, ba + blen, p->r[bk], SVG_INK);
    svg_text(10, y_tri + n * h + 18, "start", SVG_INK, "The Grundy value of every piece of S%s: row k, the pieces of k letters;",
             n <= WRITTEN_MAX ? "" : " (not written: |S| > 30)");
    svg_text(10, y_tri + n * h + 36, "start", SVG_INK, "green: not 0 (won for the player to move), red: 0. Blue: the pieces on");
    if (best)
        svg_text(10, y_tri + n * h + 54, "start", SVG_INK, "the table; black: the pieces the best erasure leaves%s.",
                 x ? ", equal values" : "");
    else
        svg_text(10, y_tri + n * h + 54, "start", SVG_INK, "the table. No word occurs in them: %s cannot move, and loses.",
                 side_name[p->turn]);
    svg_close();
}

/* --play or --svg on test t (study_item is t, or 0 for the tests the prose explains). */
static void study(long item)
{
    int t = (int)item;
    struct position p;
    find_matches();
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

const struct explainer explainer = {"test", 1, read_count, read_test, explain, study, say_unexplained, end};
