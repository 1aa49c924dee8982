/* claims - checks what `explain --claims` says about an astrgame input (the kinds of claims are
 * listed in explain.c), with the game code of problems/astrgame/game/ (grundy.h, brute.h,
 * position.h).
 *
 *   explain --claims < IN | claims IN
 *
 * Every claim is checked against the game itself, not against explain's reasoning: a test's S and
 * words are read from IN; an erasure must be a word of the test at the place named, with the
 * pieces around it making up S; the occurrences listed and counted must be every occurrence, each
 * once; values, XORs and the mex are computed by grundy.h (oracle-interval's code); and whether S,
 * each piece and each pair of pieces left by an erasure is won is asked of the brute force over the
 * multiset of pieces (brute.h, oracle's search, no Sprague-Grundy), which must agree with "won iff
 * the value (the XOR) is not 0". The brute force has a budget of BRUTE_WORK word searches per
 * test: past it (only on large tests, never on the ones explain is tested on) the test's values
 * rest on grundy.h alone. Every test of IN must be explained or counted by an `unexplained` claim.
 *
 * Play claims (judge/tests/explain-test.sh makes them from `explain --play K [STATE]`, after the
 * explanation's claims; a STATE is read by position.h, explain's own reader) are checked on test K
 * (read again from IN when it is behind) by the same brute force over the multiset of pieces, and
 * past its budget by grundy.h (won iff the XOR of the pieces' values is not 0):
 *   play K STATE win|lose [start]   the side to move at STATE wins or loses; start: STATE is the
 *                                  start, all of S with Teddy to move
 *   play-move K STATE NEXT win|lose best|-
 *                                  NEXT is STATE with one occurrence of a word erased from one of
 *                                  its pieces (grundy.h's matches), the other side to move, and the
 *                                  side that erases it wins or loses; a best move has the outcome
 *                                  of STATE (a winning one when there is one)
 * A play claim's play-move claims follow it: every erasure of its position, each once, exactly
 * one of them best.
 * judge/lib/claims.c reads the claims and reports the wrong ones (judge/lib/claims.h): a claim
 * wrong in several ways has its reasons on one line, "; " between them; what is missing from a
 * test is said of the test's own claim, when the next test (or the end) comes. The tests are read
 * from IN as the claims reach them, and the rest at the end: an invalid IN is exit 2 there.
 */
#define TOOL "claims"
#define BAD_INPUT_STATUS 2
#include <setjmp.h>
#include "claims.h"
#define fail input_fail /* grundy.h's, on a bad input; fail() is then claims.h's */
#include "grundy.h"
#undef fail
#include "brute.h"
#include "position.h"

/* BRUTE_WORK: word searches per test (brute.h), three times what random-small-3, the largest input
 * the brute-force oracle writes, needs. */
enum { BRUTE_WORK = 1 << 23 };

static char reasons[1024]; /* what is wrong with the claim being checked, "; " between */

static void wrong(const char *reason)
{
    size_t len = strlen(reasons);
    snprintf(reasons + len, sizeof reasons - len, "%s%s", len ? "; " : "", reason);
}

/* ---------- the brute force, within its budget ---------- */

static jmp_buf budget;
static int too_big; /* this test's brute force gave up */

static void give_up(void) { longjmp(budget, 1); }

/* Whether the player to move wins the position of the pieces [0..count); -1 past the budget. */
static int brute_wins(char **pieces, int count)
{
    char key[KEY_MAX];
    if (too_big) return -1;
    if (setjmp(budget)) {
        too_big = 1;
        return -1;
    }
    make_key(pieces, count, key);
    return wins(key);
}

/* Checks the brute force's word on a and b (b may be NULL) against the value claimed for them. */
static void check_won(char *a, char *b, int value, const char *why)
{
    char *pieces[2];
    int won;
    pieces[0] = a, pieces[1] = b;
    won = brute_wins(pieces, b ? 2 : 1);
    if (won >= 0 && won != (value != 0)) wrong(why);
}

/* ---------- the test being explained ---------- */

static int tests, read_tests, test, unexplained; /* in IN, read from it, explained, counted */
static int open_test;                             /* test's claims are being read */
static const char *test_claim = ""; /* the test's own claim (claim_text is kept to the end) */
static char listed[MAX_LEN][MAX_LEN + 1]; /* listed[a][len]: the erasure at S[a], len letters */
static int listed_count, more, first_x, seen_mex, seen_verdict, seen_answer;

static void read_test(void)
{
    int w;
    n = letters(s);
    dict_size = number(MAX_WORDS);
    for (w = 0; w < dict_size; w++) letters(dict[w]);
    read_tests++;
}

static int occurrences(int zero_only)
{
    int a, len, count = 0;
    for (a = 0; a < n; a++)
        for (len = 1; a + len <= n; len++)
            count += matches[a][len] && (!zero_only || (g(0, a - 1) ^ g(a + len, n - 1)) == 0);
    return count;
}

/* What every explained test must have said by its end (said of its test claim, before anything
 * about the claim being checked). */
static void finish_test(void)
{
    if (!open_test) return;
    open_test = 0;
    reasons[0] = '\0';
    if (listed_count + more != occurrences(0))
        wrong(fail("%d erasures listed and %d counted, but S has %d occurrences", listed_count, more,
                   occurrences(0)));
    if (!seen_mex) wrong("no mex claim");
    if (!seen_verdict) wrong("no wins or loses claim");
    if (!seen_answer) wrong("no answer claim");
    if (*reasons) claim_wrong(test_claim, reasons);
    reasons[0] = '\0';
}

static void start_test(char **tok, int count)
{
    int t = atoi(tok[1]), w;
    finish_test();
    if (t != test + 1 || unexplained) {
        wrong("tests are explained in order from 1, before the unexplained ones");
        if (t <= test || unexplained) return;
    }
    if (t > tests) {
        wrong("no such test in the input");
        return;
    }
    while (read_tests < t) read_test();
    test = t;
    open_test = 1;
    test_claim = claim_text;
    if (count != 3 + dict_size || strcmp(tok[2], s) != 0) wrong("S or the number of words is not the input's");
    for (w = 0; w < dict_size && w + 3 < count; w++)
        if (strcmp(tok[w + 3], dict[w]) != 0) wrong("a word is not the input's");
    find_matches();
    for (w = 0; w < dict_size; w++) strcpy(words[w], dict[w]);
    word_count = dict_size;
    forget_positions();
    too_big = 0;
    memset(listed, 0, sizeof listed);
    listed_count = more = seen_mex = seen_verdict = seen_answer = 0;
    first_x = -1;
}

/* ---------- the claims ---------- */

/* A decimal number of at most 6 digits, or -1. */
static long number_of(const char *tok)
{
    unsigned long long v;
    return strlen(tok) <= 6 && claim_number(tok, &v) ? (long)v : -1;
}

/* The piece inside a token "[piece]" (in place), or NULL. */
static char *piece_of(char *tok)
{
    size_t len = strlen(tok);
    if (len < 2 || tok[0] != '[' || tok[len - 1] != ']') return NULL;
    tok[len - 1] = '\0';
    return tok + 1;
}

static void check_erasure(char **tok, int count)
{
    long a, b, gl, gr, x;
    char *left, *right;
    int w, len;
    if (count != 9 || (a = number_of(tok[2])) < 1 || (b = number_of(tok[3])) < a || b > n ||
        !(left = piece_of(tok[4])) || (gl = number_of(tok[5])) < 0 || !(right = piece_of(tok[6])) ||
        (gr = number_of(tok[7])) < 0 || (x = number_of(tok[8])) < 0) {
        wrong("not WORD A B [L] GL [R] GR X with 1 <= A <= B <= |S|");
        return;
    }
    len = (int)(b - a + 1);
    for (w = 0; w < dict_size && strcmp(dict[w], tok[1]) != 0; w++)
        ;
    if (w == dict_size) wrong("not a word of the test");
    if ((int)strlen(tok[1]) != len || strncmp(s + a - 1, tok[1], (size_t)len) != 0)
        wrong("the word is not at S[A..B]");
    if ((long)strlen(left) != a - 1 || strncmp(left, s, (size_t)(a - 1)) != 0 || strcmp(right, s + b) != 0)
        wrong("L and R are not what S has around A..B");
    if (listed[a - 1][len]) wrong("listed twice");
    listed[a - 1][len] = 1;
    listed_count++;
    if (first_x < 0) first_x = (int)x;
    if (gl != g(0, (int)a - 2) || gr != g((int)b, n - 1)) wrong("a value is not the piece's g");
    if (x != (gl ^ gr)) wrong("X is not GL XOR GR");
    check_won(left, right, (int)x, "the brute force disagrees: L and R together are lost iff X = 0");
    check_won(left, NULL, (int)gl, "the brute force disagrees: L alone is lost iff GL = 0");
    check_won(right, NULL, (int)gr, "the brute force disagrees: R alone is lost iff GR = 0");
}

static void check_mex(char **tok, int count)
{
    char truth[256] = {0}, claimed[256] = {0}; /* values < 128 (see explain.c) */
    int a, len, k, mex, value = g(0, n - 1);
    long v;
    for (a = 0; a < n; a++)
        for (len = 1; a + len <= n; len++)
            if (matches[a][len]) truth[g(0, a - 1) ^ g(a + len, n - 1)] = 1;
    for (k = 1; k < count; k++) {
        if ((v = number_of(tok[k])) < 0 || v > 255) {
            wrong("not mex G X...");
            return;
        }
        if (k > 1) claimed[v] = 1;
    }
    if (count < 2) wrong("not mex G X...");
    else if (memcmp(truth, claimed, sizeof truth) != 0) wrong("the XORs are not those of the erasures from S");
    for (mex = 0; claimed[mex]; mex++)
        ;
    if (count >= 2 && number_of(tok[1]) != mex) wrong("G is not the mex of the XORs");
    if (count >= 2 && number_of(tok[1]) != value) wrong("G is not g(S)");
    check_won(s, NULL, value, "the brute force disagrees: S is lost iff g(S) = 0");
    seen_mex = 1;
}

static void check_verdict(char **tok, int count)
{
    int value = g(0, n - 1);
    seen_verdict = 1;
    if (strcmp(tok[0], "loses") == 0) {
        if (count != 1) wrong("not loses");
        else if (value != 0 || occurrences(1) != 0) wrong("g(S) != 0: an erasure leaves XOR 0");
        check_won(s, NULL, 0, "the brute force disagrees: S is won");
        return;
    }
    if (count != 3) {
        wrong("not wins W T");
        return;
    }
    if (value == 0) wrong("g(S) = 0");
    if (number_of(tok[1]) != occurrences(1) || number_of(tok[2]) != occurrences(0))
        wrong("W or T is not the count of erasures leaving XOR 0 or of all erasures");
    if (first_x != 0) wrong("the first erasure listed does not leave XOR 0");
    check_won(s, NULL, 1, "the brute force disagrees: S is lost");
}

static void check_answer(char **tok, int count)
{
    const char *answer = g(0, n - 1) ? "Teddy" : "Tracy";
    seen_answer = 1;
    if (count != 2 || strcmp(tok[1], answer) != 0) wrong("not the answer");
    check_won(s, NULL, answer[1] == 'e', "the brute force disagrees with the answer");
}

/* ---------- play claims ---------- */

static int played; /* the test the play claims are about; 0 before the first */

/* Reads STATE (word i) of test K (word 1) into p, test K set up; 0 (said) when it is not one. */
static int play_position(char **tok, int i, struct position *p)
{
    long k = number_of(tok[1]);
    int w;
    if (k != played) {
        if (k < 1 || k > tests) {
            wrong("no such test in the input");
            return 0;
        }
        if (k <= read_tests) { /* behind: IN from its start again */
            rewind(stdin);
            number(MAX_TESTS);
            read_tests = 0;
        }
        while (read_tests < k) read_test();
        find_matches();
        for (w = 0; w < dict_size; w++) strcpy(words[w], dict[w]);
        word_count = dict_size;
        forget_positions();
        too_big = 0;
        played = (int)k;
    }
    if (!parse_position(tok[i], p)) wrong("not a position of the test");
    return parse_position(tok[i], p);
}

/* Whether the side to move at p wins: the brute force, past its budget grundy.h. */
static int won(const struct position *p)
{
    char pieces[MAX_LEN / 2 + 1][MAX_LEN + 1], *list[MAX_LEN / 2 + 1];
    int k, x = 0, brute;
    for (k = 0; k < p->count; k++) {
        sprintf(pieces[k], "%.*s", p->r[k] - p->l[k], s + p->l[k]);
        list[k] = pieces[k];
        x ^= g(p->l[k], p->r[k] - 1);
    }
    brute = brute_wins(list, p->count);
    return brute >= 0 ? brute : x != 0;
}

/* Whether q is p with one word occurrence erased from one of its pieces, the other side to move:
 * the letters p has and q has not must be one occurrence inside a piece of p, and erasing it from
 * p must give q. */
static int one_erasure(const struct position *p, const struct position *q)
{
    char on[2][MAX_LEN + 1] = {{0}};
    struct position e;
    int k, i, a, len, piece = -1;
    for (k = 0; k < p->count; k++)
        for (i = p->l[k]; i < p->r[k]; i++) on[0][i] = 1;
    for (k = 0; k < q->count; k++)
        for (i = q->l[k]; i < q->r[k]; i++) on[1][i] = 1;
    for (a = 0; a < n && on[0][a] == on[1][a]; a++)
        ;
    for (len = 0; a + len < n && on[0][a + len] && !on[1][a + len]; len++)
        ;
    for (k = 0; k < p->count; k++)
        if (p->l[k] <= a && a + len <= p->r[k]) piece = k;
    if (len == 0 || piece < 0 || !matches[a][len]) return 0;
    erase(p, piece, a, len, &e);
    for (k = 0; k < e.count && e.l[k] == q->l[k] && e.r[k] == q->r[k]; k++)
        ;
    return e.turn == q->turn && e.count == q->count && k == e.count;
}

static void check_play(char **tok, int count)
{
    struct position p;
    int k, a, len, legal = 0;
    play_close();
    if (!play_position(tok, 2, &p)) return;
    for (k = 0; k < p.count; k++)
        for (a = p.l[k]; a < p.r[k]; a++)
            for (len = 1; a + len <= p.r[k]; len++) legal += matches[a][len];
    play_open(tok[2], legal);
    if (strcmp(tok[3], won(&p) ? "win" : "lose") != 0) wrong("the brute force says the other outcome");
    if (count == 5 && (strcmp(tok[4], "start") != 0 || p.turn || p.count != 1 || p.l[0] != 0 || p.r[0] != n))
        wrong("the start is all of S with Teddy to move");
}

static void check_play_move(char **tok)
{
    struct position p, q;
    const char *why;
    if (!play_position(tok, 2, &p) || !play_position(tok, 3, &q)) return;
    if ((why = play_move_from(tok[2], strcmp(tok[5], "best") == 0)) != NULL) wrong(why);
    if (!one_erasure(&p, &q)) wrong("NEXT is not STATE with one word occurrence erased");
    else if (strcmp(tok[4], won(&q) ? "lose" : "win") != 0) wrong("the brute force says the other outcome");
    else if (strcmp(tok[5], "best") == 0 && strcmp(tok[4], won(&p) ? "win" : "lose") != 0)
        wrong("a best move without the position's outcome");
}

const char *claims_check(char **tok, int count)
{
    reasons[0] = '\0';
    if (strcmp(tok[0], "play") == 0 || strcmp(tok[0], "play-move") == 0) {
        finish_test(); /* the explanation's claims are over */
        if (tok[0][4] == '\0' && (count == 4 || count == 5)) check_play(tok, count);
        else if (tok[0][4] == '-' && count == 6 && (!strcmp(tok[5], "best") || !strcmp(tok[5], "-"))) check_play_move(tok);
        else wrong("not a claim explain makes");
    } else if (strcmp(tok[0], "test") == 0 && count >= 3 && number_of(tok[1]) >= 1) {
        start_test(tok, count);
    } else if (strcmp(tok[0], "unexplained") == 0 && count == 2 && number_of(tok[1]) >= 1 && !unexplained) {
        finish_test();
        unexplained = (int)number_of(tok[1]);
        if (unexplained != tests - test) wrong("not the number of tests after the explained ones");
    } else if (!open_test) {
        wrong("no test claim before it");
    } else if (strcmp(tok[0], "erase") == 0) {
        check_erasure(tok, count);
    } else if (strcmp(tok[0], "more") == 0 && count == 2 && number_of(tok[1]) >= 1 && !more) {
        more = (int)number_of(tok[1]); /* checked at the test's end, with the erasures listed */
    } else if (strcmp(tok[0], "none") == 0 && count == 1) {
        if (occurrences(0) != 0) wrong("a word occurs in S");
    } else if (strcmp(tok[0], "mex") == 0) {
        check_mex(tok, count);
    } else if (strcmp(tok[0], "wins") == 0 || strcmp(tok[0], "loses") == 0) {
        check_verdict(tok, count);
    } else if (strcmp(tok[0], "answer") == 0) {
        check_answer(tok, count);
    } else {
        wrong("not a claim explain makes");
    }
    return *reasons ? reasons : NULL;
}

void claims_begin(FILE *in)
{
    (void)in; /* it is stdin, which grundy.h reads */
    max_work = BRUTE_WORK;
    tests = number(MAX_TESTS);
}

const char *claims_end(void)
{
    char extra[2];
    finish_test();
    play_close();
    while (read_tests < tests) read_test();
    if (scanf("%1s", extra) == 1) input_fail("data after the last test");
    return test + unexplained != tests ? "some tests are neither explained nor counted as unexplained" : NULL;
}
