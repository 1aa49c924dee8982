/* claims - checks the claims of `explain --claims` (their kinds: explain.c) against the
 * input they are about, with the oracle's own game code (problems/marienbad/game/game.h), not
 * explain's reasoning.
 * judge/lib/claims.c reads the claims and reports the wrong ones (judge/lib/claims.h).
 *
 *   claims IN < CLAIMS
 *
 * Pairs are claimed in order from 1; the value, take, leaves, contradiction and answer claims
 * after one are about its position. Each pair must be the input's, its cap min(i, j); each
 * Zeckendorf line a sum of Fibonacci numbers F_k (k >= 2, no two consecutive, each F_k the one
 * of zeckendorf.h) equal to the number, and each smallest term the last of the last right one;
 * each move legal from the pair's position (K <= j, A = i - K, B = min(2K, A)), and each leaves
 * claim about the position the last move left; each value, position left and answer the game's:
 * the game table (oracle) for i <= TABLE_MAX, the theorem (oracle big, which
 * testdata/marienbad/tools/test.sh ties
 * to the table) beyond. A contradiction is always wrong. An unreadable or invalid IN: exit 2.
 * Play claims (judge/tests/explain-test.sh makes them from `explain --play K [STATE]`; a STATE is
 * read by zeckendorf.h's read_position) are checked with the same values, on pair K:
 *   play K STATE win|lose [start]   the player to move at STATE wins/loses (start: STATE is the
 *                                  pair, its cap min(i, j), the first player to move)
 *   play-move K STATE NEXT win|lose best|-   a move k <= J from <I, J> leads to NEXT =
 *                                  <I - k, min(2k, I - k)>, the other player to move, and its player
 *                                  wins/loses; a best move is the smallest winning one (the answer)
 *                                  when there is one
 */
#include <string.h>
#include "game.h"
#include "claims.h"

static unsigned long long (*pair)[2]; /* the input's pairs <i, j>, j as given */
static size_t pairs;
static int table_top;                 /* the game table's rows: 0..table_top */

static void out_of_memory(void)
{
    fprintf(stderr, "claims: out of memory\n");
    exit(2);
}

void claims_begin(FILE *in)
{
    size_t cap = 0;
    unsigned long long i, j, most = 0;
    int r;
    fib_init();
    while ((r = read_number(in, &i)) == 1 && (r = read_number(in, &j)) == 1) {
        if (pairs == cap && !(pair = realloc(pair, (cap = 2 * cap + 64) * sizeof *pair)))
            out_of_memory();
        pair[pairs][0] = i, pair[pairs++][1] = j;
        if (i > most) most = i;
    }
    if (r != 0) {
        fprintf(stderr, "claims: the input is not pairs of numbers 0..%llu\n", MAX_MATCHES);
        exit(2);
    }
    table_top = most < TABLE_MAX ? (int)most : TABLE_MAX;
    if (!table_fill(table_top)) out_of_memory();
}

/* The smallest winning move of <i, j> (j <= i), 0 if lost. */
static unsigned long long value(unsigned long long i, unsigned long long j)
{
    return i <= TABLE_MAX ? row[i][j] : by_theorem(i, j);
}

static const unsigned long long *const a = claim_value; /* a claim's numbers: a[1] after its kind */
static size_t p;                       /* the current pair, from 1; 0 before the first */
static unsigned long long i, j;        /* its position (j capped) */
static unsigned long long zx, zs;      /* the last right Zeckendorf claim: x, smallest term */
static unsigned long long left[2];     /* the position the last move left, if it was right */
static int moved;

static const char *pair_is(char **w, int n)
{
    (void)w, (void)n;
    if (a[1] != p + 1) return fail("pair %zu comes next", p + 1);
    if (a[1] > pairs) return p = 0, fail("the input has %zu pairs", pairs);
    p = (size_t)a[1], i = pair[p - 1][0], j = pair[p - 1][1] < i ? pair[p - 1][1] : i, moved = 0;
    if (a[2] != i || a[3] != pair[p - 1][1])
        return fail("the input's pair %zu is <%llu, %llu>", p, i, pair[p - 1][1]);
    return a[4] == j ? NULL : fail("the cap is min(i, j) = %llu", j);
}

static const char *zeckendorf_is(char **w, int n)
{
    unsigned long long f, sum = 0;
    int k, index, prev = FIB_TOP + 2;
    char end;
    zx = 0;
    for (k = 2; k < n; k++) {
        if (sscanf(w[k], "F_%d=%c", &index, &end) != 2 || !claim_number(strchr(w[k], '=') + 1, &f))
            return "not a term F_k=value";
        if (index < 2 || index > FIB_TOP || F[index] != f)
            return fail("%s is not a Fibonacci number F_k, k >= 2", w[k]);
        if (index > prev - 2) return "not decreasing indices, two apart at least";
        if (f > a[1] - sum) return "the terms sum to more";
        prev = index, sum += f;
    }
    if (n < 3 || sum != a[1]) return fail("the terms sum to %llu", sum);
    zx = a[1], zs = F[prev];
    return NULL;
}

static const char *smallest(char **w, int n)
{
    (void)w, (void)n;
    return zx != 0 && zx == a[1] && zs == a[2] ? NULL : "not the smallest term of the last one of x";
}

static const char *value_is(char **w, int n)
{
    (void)w, (void)n;
    if (a[1] != i || a[2] != j) return "not the pair's position";
    return a[3] == value(i, j) ? NULL : fail("its value is %llu", value(i, j));
}

static const char *take(char **w, int n)
{
    (void)w, (void)n;
    moved = 0;
    if (a[1] < 1 || a[1] > j) return fail("not a move: 1..%llu may be taken", j);
    if (a[2] != i - a[1] || a[3] != (2 * a[1] < a[2] ? 2 * a[1] : a[2])) return "it leaves another position";
    left[0] = a[2], left[1] = a[3], moved = 1;
    return NULL;
}

static const char *leaves(char **w, int n)
{
    unsigned long long f, r;
    if (n > 5) return "too many words";
    if (!moved || a[1] != left[0] || a[2] != left[1]) return "not the position the last move left";
    f = value(a[1], a[2]);
    if (n == 4 && !strcmp(w[3], "lost")) return f == 0 ? NULL : fail("it is won by taking %llu", f);
    if (n == 5 && !strcmp(w[3], "wins") && claim_number(w[4], &r))
        return r > 0 && r == f ? NULL : fail("its value is %llu", f);
    return "not leaves A B lost or leaves A B wins R";
}

static const char *contradiction(char **w, int n)
{
    (void)w, (void)n;
    return "the theorem holds: explain's own numbers are wrong";
}

static const char *answer(char **w, int n)
{
    (void)w, (void)n;
    return a[1] == value(i, j) ? NULL : fail("the answer is %llu", value(i, j));
}

/* STATE (word w) of pair K (word 1): <*pi, *pj>, *second; why it is not one, or NULL. */
static const char *position(const char *w, unsigned long long *pi, unsigned long long *pj, int *second)
{
    if (a[1] < 1 || a[1] > pairs) return fail("the input has %zu pairs", pairs);
    return read_position(w, pair[a[1] - 1][0], pi, pj, second) ? NULL : fail("%s is not a position of pair %llu", w, a[1]);
}

static const char *play(char **w, int n)
{
    unsigned long long pi, pj, *start;
    int second;
    const char *why = position(w[2], &pi, &pj, &second);
    if (why) return why;
    start = pair[a[1] - 1];
    if (n == 5 && (strcmp(w[4], "start") || pi != start[0] || pj != (start[1] < pi ? start[1] : pi) || second))
        return "not the pair's start, the first player to move";
    return (value(pi, pj) != 0) == (strcmp(w[3], "win") == 0) ? NULL : "the game says otherwise";
}

static const char *play_move(char **w, int n)
{
    unsigned long long pi, pj, ni, nj, k, r;
    int second, next_second;
    const char *why = position(w[2], &pi, &pj, &second);
    (void)n;
    if (why || (why = position(w[3], &ni, &nj, &next_second)) != NULL) return why;
    k = pi - ni;
    if (ni >= pi || k > pj || nj != (2 * k < ni ? 2 * k : ni) || second == next_second) return fail("%s is not a move from %s", w[3], w[2]);
    if ((value(ni, nj) == 0) != (strcmp(w[4], "win") == 0)) return "the game says otherwise";
    r = value(pi, pj);
    return strcmp(w[5], "best") == 0 && r && k != r ? fail("the best move is the smallest winning one, %llu", r) : NULL;
}

/* The kinds (explain.c): the first three may come before the first pair. */
static const struct claim_kind kinds[] = {
    {"pair", "nnnn", pair_is}, {"zeckendorf", "n*w", zeckendorf_is}, {"smallest", "nn", smallest},
    {"value", "nnn", value_is}, {"take", "nnn", take}, {"leaves", "nnw*w", leaves},
    {"contradiction", "nnn", contradiction}, {"answer", "n", answer},
    {"play", "nww*w", play}, {"play-move", "nwwww", play_move},
};

const char *claims_check(char **w, int n)
{
    if (p == 0 && strcmp(w[0], "pair") && strcmp(w[0], "zeckendorf") && strcmp(w[0], "smallest") && strncmp(w[0], "play", 4))
        return "no pair claimed before it";
    return claims_form(kinds, (int)(sizeof kinds / sizeof *kinds), w, n, NULL);
}

const char *claims_end(void)
{
    table_free(table_top);
    return NULL;
}
