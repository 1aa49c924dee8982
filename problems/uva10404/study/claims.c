/* claims for uva10404: checks what `explain --claims` says about an input.
 *   claims IN < CLAIMS
 * The kinds of claims are listed in explain.c. Each is checked against the games read from
 * IN and the plain win/lose table of problems/uva10404/game/table.h (the oracle's code), filled
 * for the game's real
 * set of moves: nothing of explain's own reasoning (its period search, its choice of moves) is
 * reused, only the facts it states are. Beyond each claim on its own, the claims must name the
 * games of IN in order, each game must end with its `answer`, and every game of IN must be
 * explained or counted by `more`: an explanation cannot silently leave a game out. Numbers have at
 * most 18 digits, so that no sum in a check overflows.
 * Play claims (judge/tests/explain-test.sh makes them from `explain --play K [STATE]`, whose
 * positions are "P-A"/"P-B": table.h's read_position) are checked by the same table, filled for
 * game K:
 *   play K STATE win|lose [start]   the player to move at STATE wins/loses (start: STATE is the
 *                                  game's start, n stones with Stan to move)
 *   play-move K STATE NEXT win|lose best|-   one move from STATE (a move of S, the other player
 *                                  to move after it) leads to NEXT, and the player who makes it
 *                                  wins/loses; a best move is a winning one when there is one;
 *                                  the play-move claims after a play claim are every move of S
 *                                  that fits its STATE, each once
 * judge/lib/claims.c holds the main (it reads the claims, reports the wrong ones, counts); see
 * judge/lib/claims.h for the output and the exit status.
 */
#include "table.h"
#include "claims.h"

/* explain looks at ans[0 .. 2n + 2 max(S) + 64] at most, with max(S) <= 10^5 there; a claim
 * about a position past TOP is wrong rather than a reason to allocate more. */
enum { TOP = 4 * MAX_N, MAX_DIGITS = 18 };

struct game { long n, moves[MAX_M]; int count; };

static struct game *games;
static long ngames;
static long current;         /* the game of the last `game` claim, 1-based; 0: none yet */
static const struct game *g; /* games[current - 1] */
static long answered;        /* the last game with an answer claim */
static long more = -1;       /* the count of a `more` claim */
static const char *game_text; /* the claim of game `current` (claim_text is kept to the end) */
static unsigned char won[TOP + 1];
static long filled = -1;     /* won[0..filled] is g's table */

void claims_begin(FILE *in)
{
    long capacity = 0;
    struct game one;
    while (read_game(in, &one.n, one.moves, &one.count) > 0) { /* bad input ends the games, as in explain */
        if (ngames == capacity) {
            capacity = capacity ? 2 * capacity : 64;
            if (!(games = realloc(games, (size_t)capacity * sizeof *games))) exit(2);
        }
        games[ngames++] = one;
    }
    fclose(in);
}

/* ans[p] of the current game as 'W' or 'L'; 0 when p is past TOP. */
static char ans(long p)
{
    if (p > TOP) return 0;
    if (p > filled) {
        filled = p < TOP / 2 ? 2 * p + 64 : TOP; /* room for the next claims without refilling */
        fill_table(g->moves, g->count, filled, won);
    }
    return won[p] ? 'W' : 'L';
}

static const char *mark_is(long p, const char *x)
{
    char real = ans(p);
    if (!real) return fail("position %ld is past what is checked (%d)", p, TOP);
    if (strcmp(x, "W") != 0 && strcmp(x, "L") != 0) return "the mark is not W or L";
    return x[0] == real ? NULL : fail(real == 'W' ? "ans[%ld] is W" : "ans[%ld] is L", p);
}

static int in_set(long s)
{
    int i;
    for (i = 0; i < g->count; i++)
        if (g->moves[i] == s) return 1;
    return 0;
}

/* How many moves fit p: they are the first ones, the moves being sorted. */
static int fitting(long p)
{
    int i;
    for (i = 0; i < g->count && g->moves[i] <= p; i++)
        ;
    return i;
}

static const char *is_n(long n)
{
    return n == g->n ? NULL : fail("the game's n is %ld, not %ld", g->n, n);
}

static const char *is_largest_move(long m)
{
    return m == g->moves[g->count - 1] ? NULL : fail("max(S) is %ld, not %ld", g->moves[g->count - 1], m);
}

static const char *is_name(const char *word)
{
    return strcmp(word, "Stan") == 0 || strcmp(word, "Ollie") == 0 ? NULL : "the player is not Stan or Ollie";
}

/* The number word i of the claim holds (claims_check has limited it to MAX_DIGITS digits). */
static long num(int i)
{
    return (long)claim_value[i];
}

static const char *check_game(char **w, int n)
{
    int i;
    if (num(1) != current + 1) return fail("game %ld was expected", current + 1);
    if (num(1) > ngames) return fail("the input has %ld games", ngames);
    current = num(1), g = &games[current - 1], filled = -1;
    game_text = claim_text;
    if (num(2) != g->n) return fail("the game's n is %ld", g->n);
    if (n - 3 != g->count) return fail("the game has %d distinct moves", g->count);
    for (i = 0; i < g->count; i++)
        if (num(3 + i) != g->moves[i]) return fail("move %d of the sorted set is %ld", i + 1, g->moves[i]);
    (void)w;
    return NULL;
}

static const char *check_more(char **w, int n)
{
    more = num(1);
    (void)w, (void)n;
    return num(1) == ngames - current ? NULL : fail("the input has %ld games after game %ld", ngames - current, current);
}

static const char *check_entry(char **w, int n)
{
    (void)n;
    return mark_is(num(1), w[2]);
}

static const char *check_move(char **w, int n)
{
    (void)n;
    if (!in_set(num(2))) return fail("%ld is not in S", num(2));
    if (num(2) > num(1) || num(3) != num(1) - num(2)) return fail("taking %ld from %ld does not leave that", num(2), num(1));
    return mark_is(num(3), w[4]);
}

static const char *check_lost(char **w, int n)
{
    int i, fit = fitting(num(1));
    const char *bad;
    (void)w;
    if (n - 2 != fit) return fail("%d moves fit %ld", fit, num(1));
    for (i = 0; i < fit; i++) {
        if (num(2 + i) != g->moves[i]) return fail("the moves that fit, sorted: move %d is %ld", i + 1, g->moves[i]);
        if ((bad = mark_is(num(1) - num(2 + i), "W")) != NULL) return bad;
    }
    return NULL;
}

static const char *check_wins(char **w, int n)
{
    const char *bad;
    (void)n;
    if ((bad = is_n(num(1))) != NULL || (bad = is_name(w[2])) != NULL) return bad;
    return (ans(num(1)) == 'W') == (strcmp(w[2], "Stan") == 0) ? NULL : "the other player wins";
}

static const char *check_unsearched(char **w, int n)
{
    const char *bad = is_largest_move(num(1));
    (void)w, (void)n;
    return bad ? bad : num(1) > num(2) ? NULL : fail("%ld is not above %ld", num(1), num(2));
}

static const char *check_no_period(char **w, int n)
{
    long m = num(1), t = num(2), last = t - m + 1, q;
    const char *bad = is_largest_move(m);
    (void)w, (void)n;
    if (bad) return bad;
    if (!ans(t)) return fail("position %ld is past what is checked (%d)", t, TOP);
    /* The entry after a window depends only on the window (past position M - 1 every move
     * fits), so equal windows at q < p give equal windows at q + d, p + d for every d: some
     * window of ans[0..T] repeats iff the last one equals an earlier one. */
    for (q = 0; q < last; q++)
        if (memcmp(won + q, won + last, (size_t)m) == 0) return fail("ans[%ld..] = ans[%ld..]", q, last);
    return NULL;
}

static const char *check_period(char **w, int n)
{
    long a = num(1), l = num(2), m = num(3), i;
    size_t shown = strlen(w[4]);
    const char *bad = is_largest_move(m);
    (void)n;
    if (bad) return bad;
    if (l < 1 || !ans(a + l + m - 1)) return fail("no window of length %ld at %ld can be checked", l, a);
    if (memcmp(won + a, won + a + l, (size_t)m) != 0) return fail("ans[%ld..] differs from ans[%ld..]", a, a + l);
    if (shown > (size_t)l || strspn(w[4], "WL") != shown) return "the marks are not W/L letters of one period";
    for (i = 0; i < (long)shown; i++)
        if (w[4][i] != ans(a + i)) return fail(ans(a + i) == 'W' ? "ans[%ld] is W" : "ans[%ld] is L", a + i);
    return NULL;
}

static const char *check_place(char **w, int n)
{
    long at = num(1), a = num(2), q = num(3), l = num(4), r = num(5);
    const char *bad = is_n(at);
    (void)n;
    if (bad) return bad;
    if (l < 1 || at < a || (at - a) / l != q || (at - a) % l != r) return "N is not A + Q*L + R with 0 <= R < L";
    return (bad = mark_is(at, w[6])) != NULL ? bad : mark_is(a + r, w[6]);
}

static const char *check_before(char **w, int n)
{
    const char *bad = is_n(num(1));
    (void)w, (void)n;
    return bad ? bad : num(1) < num(2) ? NULL : fail("%ld is not before %ld", num(1), num(2));
}

static const char *check_line(char **w, int n)
{
    int stan_won = strcmp(w[1], "Stan") == 0, i, k = (n - 3) / 2;
    long p = num(2), s, q;
    const char *bad;
    if ((bad = is_name(w[1])) != NULL || (bad = is_n(p)) != NULL) return bad;
    if (n % 2 == 0) return "a move without the position it leaves";
    for (i = 1; i <= k; i++, p = q) {
        s = num(2 * i + 1), q = num(2 * i + 2);
        if (!in_set(s)) return fail("move %d takes %ld, which is not in S", i, s);
        if (s > p || q != p - s) return fail("move %d takes %ld, which does not leave that position", i, s);
        if ((i % 2 == 1) == stan_won && ans(q) != 'L') return fail("move %d of the winner leaves %ld, a won position", i, q);
    }
    if (fitting(p)) return fail("the line ends at %ld, where %ld can still be taken", p, g->moves[0]);
    return (k % 2 == 1) == stan_won ? NULL : "the named winner does not make the last move";
}

static const char *check_answer(char **w, int n)
{
    (void)w, (void)n;
    answered = current;
    return strcmp(claim_text + strlen("answer "), ans(g->n) == 'W' ? "Stan wins" : "Ollie wins") == 0 ? NULL
                                                                                          : "the game's answer is not that";
}

/* STATE of game K (word i) into g, *p and *ollie; why it is not one, or NULL. */
static const char *position(char **w, int i, long *p, int *ollie)
{
    if (num(1) < 1 || num(1) > ngames) return fail("the input has %ld games", ngames);
    if (g != &games[num(1) - 1]) g = &games[num(1) - 1], filled = -1;
    return read_position(w[i], g->n, p, ollie) ? NULL : fail("%s is not a position of game %ld", w[i], num(1));
}

static const char *outcome_is(long p, const char *word)
{
    return strcmp(word, ans(p) == 'W' ? "win" : "lose") == 0 ? NULL : fail("the player to move at %ld %s", p, ans(p) == 'W' ? "wins" : "loses");
}

static unsigned listed; /* the moves listed after the last play claim (bit i: g->moves[i]) */

static const char *check_play(char **w, int n)
{
    long p;
    int ollie;
    const char *bad = position(w, 2, &p, &ollie);
    play_close();
    if (bad) return bad;
    play_open(w[2], fitting(p));
    listed = 0;
    if (n == 5 && (strcmp(w[4], "start") != 0 || p != g->n || ollie)) return fail("the start is %ld-A", g->n);
    return outcome_is(p, w[3]);
}

static const char *check_play_move(char **w, int n)
{
    long p, q;
    int ollie, next_ollie, i;
    const char *bad = position(w, 2, &p, &ollie);
    (void)n;
    if (bad || (bad = position(w, 3, &q, &next_ollie)) != NULL) return bad;
    if (q >= p || !in_set(p - q) || next_ollie == ollie) return fail("no move of S leads from %s to %s", w[2], w[3]);
    if ((bad = play_move_from(w[2], strcmp(w[5], "best") == 0)) != NULL) return bad;
    for (i = 0; g->moves[i] != p - q; i++)
        ;
    if (listed >> i & 1) return "listed twice";
    listed |= 1u << i;
    if (strcmp(w[5], "best") == 0 && ans(p) == 'W' && ans(q) == 'W') return "a losing move is best, and a winning one exists";
    return outcome_is(q, strcmp(w[4], "win") == 0 ? "lose" : strcmp(w[4], "lose") == 0 ? "win" : "");
}

/* The forms: claims.h. */
static const struct claim_kind kinds[] = {
    {"game", "nn*n", check_game},         {"more", "n", check_more},
    {"entry", "nw", check_entry},         {"move", "nnnw", check_move},
    {"lost", "n*n", check_lost},          {"wins", "nw", check_wins},
    {"unsearched", "nn", check_unsearched}, {"no-period", "nn", check_no_period},
    {"period", "nnnw", check_period},     {"place", "nnnnnw", check_place},
    {"before", "nn", check_before},       {"line", "wn*nn", check_line},
    {"answer", "ww", check_answer},       {"play", "nww*w", check_play},
    {"play-move", "nwwww", check_play_move},
};

/* A game's claims end with its answer: said when the next game, or the end, comes without it. */
static void check_answered(void)
{
    if (current > answered) claim_wrong(game_text, "no answer claim for this game");
}

const char *claims_check(char **w, int n)
{
    int i;
    size_t len;
    if (strcmp(w[0], "game") == 0 || strcmp(w[0], "more") == 0) check_answered();
    else if (!g) return "no game named yet";
    for (i = 1; i < n; i++) /* claim_number takes 19 digits */
        if ((len = strlen(w[i])) > MAX_DIGITS && strspn(w[i], "0123456789") == len) return fail("word %d is not a number", i + 1);
    return claims_form(kinds, sizeof kinds / sizeof kinds[0], w, n, NULL);
}

const char *claims_end(void)
{
    play_close();
    check_answered();
    return more < 0 && current < ngames ? fail("games %ld to %ld of the input are not explained", current + 1, ngames) : NULL;
}
