/* claims - checks the claims of `explain --claims` (their kinds: explain.c) against the
 * input they are about, with the oracle's own game code (problems/uva10165/game/game.h), not
 * explain's reasoning.
 * judge/lib/claims.c reads the claims and reports the wrong ones (judge/lib/claims.h).
 *
 *   claims IN < CLAIMS
 *
 * Each claim after the first scenario's is about the last scenario claimed: scenarios in order
 * from 1, each with the input's number of piles. Each pile must be the input's; each XOR the XOR
 * of the input's piles (and each binary its number); each won/lost claim and answer the game's
 * value, and each move legal (the pile's own size, fewer stones after) and leaving a position of
 * XOR 0 that is lost. A game's value is found by exhaustive search (oracle) when it has at most
 * MAX_SEARCH_PILES piles of at most SEARCH_STONES stones, as on `gen SEED stress` inputs; else by
 * Bouton's columns (oracle bits). An unreadable or invalid IN: exit 2.
 * Play claims (judge/tests/explain-test.sh makes them from `explain --play K [STATE]`; a STATE is
 * read by piles.h's read_position) are checked the same way, on scenario K:
 *   play K STATE win|lose [start]   the player to move at STATE wins/loses (start: STATE is the
 *                                  scenario's piles with Jack to move)
 *   play-move K STATE NEXT win|lose best|-   one move from STATE (one pile made smaller, the other
 *                                  player to move) leads to NEXT, and its player wins/loses; a best
 *                                  move is a winning one when there is one
 */
#define TOOL "claims"
#define BAD_EXIT 2
#include "piles.h"
#include "game.h"
#include "claims.h"

enum { SEARCH_STONES = 15, STATE_PILES = 4096 / 2 }; /* a STATE is at most 4096 bytes: 2 a pile */

static unsigned long long *pile; /* every scenario's piles, one after the other */
static size_t *first, *count;    /* scenario s (from 0): pile[first[s]], count[s] piles */
static size_t scenarios;

static void *grow(void *p, size_t n, size_t size)
{
    if (!(p = realloc(p, n * size))) bad("out of memory");
    return p;
}

void claims_begin(FILE *in)
{
    unsigned long long n, v;
    size_t piles = 0, cap = 0, scap = 0;
    while (next(in, &n) && n != 0) {
        if (scenarios == scap) {
            scap = 2 * scap + 16;
            first = grow(first, scap, sizeof *first), count = grow(count, scap, sizeof *count);
        }
        first[scenarios] = piles, count[scenarios++] = (size_t)n;
        for (; n > 0; n--) {
            if (!next(in, &v)) bad("end of input inside a scenario");
            if (piles == cap) pile = grow(pile, cap = 2 * cap + 1024, sizeof *pile);
            pile[piles++] = v;
        }
    }
    fclose(in);
}

/* 1 if the player to move wins; pile k (from 0) counted as to instead, when k < n. */
static int value(const unsigned long long *p, size_t n, size_t k, unsigned long long to)
{
    unsigned small[MAX_SEARCH_PILES] = {0}, ones[64] = {0};
    size_t i;
    int searchable = n <= MAX_SEARCH_PILES;
    for (i = 0; i < n; i++) {
        unsigned long long v = i == k ? to : p[i];
        column_add(ones, v);
        if (v > SEARCH_STONES) searchable = 0;
        else if (i < MAX_SEARCH_PILES) small[i] = (unsigned)v;
    }
    return searchable ? wins(small, (int)n) : column_wins(ones);
}

/* Whether word w, in binary (digits 0 and 1, at most 64), is v. */
static int binary_is(const char *w, unsigned long long v)
{
    size_t len = strlen(w);
    if (len == 0 || len > 64 || strspn(w, "01") != len) return 0;
    return strtoull(w, NULL, 2) == v;
}

/* The scenario claimed last (from 1; 0 before the first): its piles p[0..len), their XOR x. */
static size_t s, len;
static const unsigned long long *p;
static unsigned long long x;

static const unsigned long long *const a = claim_value; /* a claim's numbers: a[1] after its kind */

static const char *scenario(char **w, int n)
{
    size_t k;
    (void)w, (void)n;
    if (a[1] != s + 1) return fail("scenario %zu comes next", s + 1);
    if (a[1] > scenarios) return s = 0, fail("the input has %zu scenarios", scenarios);
    s = (size_t)a[1], p = pile + first[s - 1], len = count[s - 1];
    for (x = 0, k = 0; k < len; k++) x ^= p[k];
    return a[2] == len ? NULL : fail("it has %zu piles", len);
}

static const char *pile_is(char **w, int n)
{
    (void)n;
    if (a[1] < 1 || a[1] > len) return "no such pile";
    if (p[a[1] - 1] != a[2]) return fail("the input's pile %llu is %llu", a[1], p[a[1] - 1]);
    return binary_is(w[3], a[2]) ? NULL : "the binary is another number";
}

static const char *xor_is(char **w, int n)
{
    if (n > 3) return "too many words";
    if (a[1] != x) return fail("the piles' XOR is %llu", x);
    return n == 2 || binary_is(w[2], x) ? NULL : "the binary is another number";
}

static const char *won(char **w, int n)
{
    (void)n;
    return value(p, len, len, 0) == (w[0][0] == 'w') ? NULL : "the game search says otherwise";
}

static const char *drop(char **w, int n)
{
    int hb;
    (void)w, (void)n;
    if (a[1] < 1 || a[1] > len || p[a[1] - 1] != a[2]) return "not the input's pile";
    if (a[3] != x || x == 0) return fail("the piles' XOR is %llu", x);
    for (hb = 63; !(x >> hb & 1); hb--) continue;
    if (!(a[2] >> hb & 1)) return "the pile has a 0 where the XOR has its highest 1";
    return a[4] == (a[2] ^ x) && a[4] < a[2] ? NULL : "a wrong XOR, or not smaller";
}

static const char *move(char **w, int n)
{
    (void)w, (void)n;
    if (a[1] < 1 || a[1] > len || p[a[1] - 1] != a[2]) return "not the input's pile";
    if (a[3] >= a[2] || a[4] != a[2] - a[3]) return "not a move";
    if ((x ^ a[2] ^ a[3]) != 0) return fail("the XOR becomes %llu", x ^ a[2] ^ a[3]);
    return value(p, len, (size_t)a[1] - 1, a[3]) ? "the position left is won (game search)" : NULL;
}

static const char *answer(char **w, int n)
{
    const char *truth = value(p, len, len, 0) ? "Yes" : "No";
    (void)n;
    return !strcmp(w[1], truth) ? NULL : "the game search says otherwise";
}

/* STATE (word i) of scenario K (word 1) into piles at[0..len); why it is not one, or NULL. */
static const char *position(char **w, int i, unsigned long long *at, int *jim)
{
    size_t k = (size_t)a[1];
    if (k < 1 || k > scenarios) return fail("the input has %zu scenarios", scenarios);
    p = pile + first[k - 1], len = count[k - 1], s = 0; /* the scenario claims are over */
    if (len > STATE_PILES || !read_position(w[i], p, len, at, jim)) return fail("%s is not a position of scenario %zu", w[i], k);
    return NULL;
}

static const char *play(char **w, int n)
{
    static unsigned long long at[STATE_PILES];
    int jim;
    size_t k;
    const char *bad = position(w, 2, at, &jim);
    if (bad) return bad;
    for (k = 0; n == 5 && k < len; k++)
        if (at[k] != p[k] || jim || strcmp(w[4], "start") != 0) return "not the scenario's start, Jack to move";
    return value(at, len, len, 0) == (strcmp(w[3], "win") == 0) ? NULL : "the game search says otherwise";
}

static const char *play_move(char **w, int n)
{
    static unsigned long long from[STATE_PILES], to[STATE_PILES];
    int jim, next_jim, won_before;
    size_t k, changed = 0;
    const char *bad = position(w, 2, from, &jim);
    (void)n;
    if (bad || (bad = position(w, 3, to, &next_jim)) != NULL) return bad;
    for (k = 0; k < len; k++) changed += to[k] > from[k] ? 2 : to[k] < from[k]; /* a pile grown is no move */
    if (changed != 1 || jim == next_jim) return fail("%s is not one move from %s", w[3], w[2]);
    won_before = value(from, len, len, 0);
    if (value(to, len, len, 0) != (strcmp(w[4], "lose") == 0)) return "the game search says otherwise";
    return strcmp(w[5], "best") == 0 && won_before && strcmp(w[4], "win") != 0 ? "a losing move is best, and a winning one exists" : NULL;
}

/* The kinds: scenario S N; pile K V BINARY; xor X [BINARY]; wins; lost; drop K V X V^X;
 * move K V TO TAKEN; answer Yes|No. */
static const struct claim_kind kinds[] = {
    {"scenario", "nn", scenario}, {"pile", "nnw", pile_is}, {"xor", "n*w", xor_is},
    {"wins", "", won}, {"lost", "", won}, {"drop", "nnnn", drop}, {"move", "nnnn", move},
    {"answer", "w", answer}, {"play", "nww*w", play}, {"play-move", "nwwww", play_move},
};

const char *claims_check(char **w, int n)
{
    if (s == 0 && strcmp(w[0], "scenario") != 0 && strncmp(w[0], "play", 4) != 0) return "no scenario claimed before it";
    return claims_form(kinds, (int)(sizeof kinds / sizeof *kinds), w, n, NULL);
}

const char *claims_end(void) { return NULL; }
