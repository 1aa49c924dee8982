/* claims for uva10404: checks what `explain --claims` says about an input.
 *   claims IN < CLAIMS
 * The kinds of claims are listed in tools/explain.c. Each is checked against the games read from
 * IN and the plain win/lose table of tools/table.h (the oracle's code), filled for the game's real
 * set of moves: nothing of explain's own reasoning (its period search, its choice of moves) is
 * reused, only the facts it states are. Beyond each claim on its own, the claims must name the
 * games of IN in order, each game must end with its `answer`, and every game of IN must be
 * explained or counted by `more`: an explanation cannot silently leave a game out.
 * Prints "N claims"; each wrong claim goes to stderr as "claims: <claim>: <why>". Exit 0 when every
 * claim is right, 1 when one is wrong, 2 on a usage error or an unreadable IN.
 */
#include "table.h"

/* explain looks at ans[0 .. 2n + 2 max(S) + 64] at most, with max(S) <= 10^5 there; a claim
 * about a position past TOP is wrong rather than a reason to allocate more. */
enum { TOP = 4 * MAX_N, MAX_WORDS = 256, MAX_TEXT = 4096 };

struct game { long n, moves[MAX_M]; int count; };

static struct game *games;
static long ngames;
static long current;         /* the game of the last `game` claim, 1-based; 0: none yet */
static const struct game *g; /* games[current - 1] */
static long answered;        /* the last game with an answer claim */
static long more = -1;       /* the count of a `more` claim */
static char game_text[MAX_TEXT];
static unsigned char won[TOP + 1];
static long filled = -1;     /* won[0..filled] is g's table */
static const char *text;     /* the claim being checked */
static char why[200];

static void read_input(FILE *in)
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
}

static const char *fail(const char *format, long a, long b)
{
    snprintf(why, sizeof why, format, a, b);
    return why;
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
    if (!real) return fail("position %ld is past what is checked (%ld)", p, TOP);
    if (strcmp(x, "W") != 0 && strcmp(x, "L") != 0) return "the mark is not W or L";
    return x[0] == real ? NULL : fail(real == 'W' ? "ans[%ld] is W" : "ans[%ld] is L", p, 0);
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

/* Each check gets the claim's words w[0..n-1] and, for every word that is a number, v[i]. */
typedef const char *check_fn(char **w, int n, const long *v);

static const char *check_game(char **w, int n, const long *v)
{
    int i;
    if (v[1] != current + 1) return fail("game %ld was expected", current + 1, 0);
    if (v[1] > ngames) return fail("the input has %ld games", ngames, 0);
    current = v[1], g = &games[current - 1], filled = -1;
    strcpy(game_text, text);
    if (v[2] != g->n) return fail("the game's n is %ld", g->n, 0);
    if (n - 3 != g->count) return fail("the game has %ld distinct moves", g->count, 0);
    for (i = 0; i < g->count; i++)
        if (v[3 + i] != g->moves[i]) return fail("move %ld of the sorted set is %ld", i + 1, g->moves[i]);
    (void)w;
    return NULL;
}

static const char *check_more(char **w, int n, const long *v)
{
    more = v[1];
    (void)w, (void)n;
    return v[1] == ngames - current ? NULL : fail("the input has %ld games after game %ld", ngames - current, current);
}

static const char *check_entry(char **w, int n, const long *v)
{
    (void)n;
    return mark_is(v[1], w[2]);
}

static const char *check_move(char **w, int n, const long *v)
{
    (void)n;
    if (!in_set(v[2])) return fail("%ld is not in S", v[2], 0);
    if (v[2] > v[1] || v[3] != v[1] - v[2]) return fail("taking %ld from %ld does not leave that", v[2], v[1]);
    return mark_is(v[3], w[4]);
}

static const char *check_lost(char **w, int n, const long *v)
{
    int i, fit = fitting(v[1]);
    const char *bad;
    (void)w;
    if (n - 2 != fit) return fail("%ld moves fit %ld", fit, v[1]);
    for (i = 0; i < fit; i++) {
        if (v[2 + i] != g->moves[i]) return fail("the moves that fit, sorted: move %ld is %ld", i + 1, g->moves[i]);
        if ((bad = mark_is(v[1] - v[2 + i], "W")) != NULL) return bad;
    }
    return NULL;
}

static const char *check_wins(char **w, int n, const long *v)
{
    const char *bad;
    (void)n;
    if ((bad = is_n(v[1])) != NULL || (bad = is_name(w[2])) != NULL) return bad;
    return (ans(v[1]) == 'W') == (strcmp(w[2], "Stan") == 0) ? NULL : "the other player wins";
}

static const char *check_unsearched(char **w, int n, const long *v)
{
    const char *bad = is_largest_move(v[1]);
    (void)w, (void)n;
    return bad ? bad : v[1] > v[2] ? NULL : fail("%ld is not above %ld", v[1], v[2]);
}

static const char *check_no_period(char **w, int n, const long *v)
{
    long m = v[1], t = v[2], last = t - m + 1, q;
    const char *bad = is_largest_move(m);
    (void)w, (void)n;
    if (bad) return bad;
    if (!ans(t)) return fail("position %ld is past what is checked (%ld)", t, TOP);
    /* The entry after a window depends only on the window (past position M - 1 every move
     * fits), so equal windows at q < p give equal windows at q + d, p + d for every d: some
     * window of ans[0..T] repeats iff the last one equals an earlier one. */
    for (q = 0; q < last; q++)
        if (memcmp(won + q, won + last, (size_t)m) == 0) return fail("ans[%ld..] = ans[%ld..]", q, last);
    return NULL;
}

static const char *check_period(char **w, int n, const long *v)
{
    long a = v[1], l = v[2], m = v[3], i;
    size_t shown = strlen(w[4]);
    const char *bad = is_largest_move(m);
    (void)n;
    if (bad) return bad;
    if (l < 1 || !ans(a + l + m - 1)) return fail("no window of length %ld at %ld can be checked", l, a);
    if (memcmp(won + a, won + a + l, (size_t)m) != 0) return fail("ans[%ld..] differs from ans[%ld..]", a, a + l);
    if (shown > (size_t)l || strspn(w[4], "WL") != shown) return "the marks are not W/L letters of one period";
    for (i = 0; i < (long)shown; i++)
        if (w[4][i] != ans(a + i)) return fail(ans(a + i) == 'W' ? "ans[%ld] is W" : "ans[%ld] is L", a + i, 0);
    return NULL;
}

static const char *check_place(char **w, int n, const long *v)
{
    long at = v[1], a = v[2], q = v[3], l = v[4], r = v[5];
    const char *bad = is_n(at);
    (void)n;
    if (bad) return bad;
    if (l < 1 || at < a || (at - a) / l != q || (at - a) % l != r) return "N is not A + Q*L + R with 0 <= R < L";
    return (bad = mark_is(at, w[6])) != NULL ? bad : mark_is(a + r, w[6]);
}

static const char *check_before(char **w, int n, const long *v)
{
    const char *bad = is_n(v[1]);
    (void)w, (void)n;
    return bad ? bad : v[1] < v[2] ? NULL : fail("%ld is not before %ld", v[1], v[2]);
}

static const char *check_line(char **w, int n, const long *v)
{
    int stan_won = strcmp(w[1], "Stan") == 0, i, k = (n - 3) / 2;
    long p = v[2], s, q;
    const char *bad;
    if ((bad = is_name(w[1])) != NULL || (bad = is_n(p)) != NULL) return bad;
    if (n % 2 == 0) return "a move without the position it leaves";
    for (i = 1; i <= k; i++, p = q) {
        s = v[2 * i + 1], q = v[2 * i + 2];
        if (!in_set(s)) return fail("move %ld takes %ld, which is not in S", i, s);
        if (s > p || q != p - s) return fail("move %ld takes %ld, which does not leave that position", i, s);
        if ((i % 2 == 1) == stan_won && ans(q) != 'L') return fail("move %ld of the winner leaves %ld, a won position", i, q);
    }
    if (fitting(p)) return fail("the line ends at %ld, where %ld can still be taken", p, g->moves[0]);
    return (k % 2 == 1) == stan_won ? NULL : "the named winner does not make the last move";
}

static const char *check_answer(char **w, int n, const long *v)
{
    (void)w, (void)n, (void)v;
    answered = current;
    return strcmp(text + strlen("answer "), ans(g->n) == 'W' ? "Stan wins" : "Ollie wins") == 0 ? NULL
                                                                                          : "the game's answer is not that";
}

/* form: one letter per word after the kind: n a number, w any word; the letters after a * repeat
 * any number of times. */
static const struct kind { const char *name, *form; check_fn *check; } kinds[] = {
    {"game", "nn*n", check_game},         {"more", "n", check_more},
    {"entry", "nw", check_entry},         {"move", "nnnw", check_move},
    {"lost", "n*n", check_lost},          {"wins", "nw", check_wins},
    {"unsearched", "nn", check_unsearched}, {"no-period", "nn", check_no_period},
    {"period", "nnnw", check_period},     {"place", "nnnnnw", check_place},
    {"before", "nn", check_before},       {"line", "wn*nn", check_line},
    {"answer", "ww", check_answer},
};

/* A number: decimal digits only, at most 18 of them (no sum in a check overflows). */
static int number(const char *word, long *value)
{
    size_t len = strlen(word);
    if (len == 0 || len > 18 || strspn(word, "0123456789") != len) return 0;
    *value = strtol(word, NULL, 10);
    return 1;
}

/* Why the claim of n words w is wrong, or NULL. */
static const char *check(char **w, int n)
{
    static long v[MAX_WORDS];
    const struct kind *k;
    const char *f, *group = NULL;
    int i;
    for (k = kinds; k < kinds + sizeof kinds / sizeof kinds[0] && strcmp(k->name, w[0]) != 0; k++)
        ;
    if (k == kinds + sizeof kinds / sizeof kinds[0]) return "unknown kind of claim";
    if (strcmp(w[0], "game") != 0 && strcmp(w[0], "more") != 0 && !g) return "no game named yet";
    for (i = 1, f = k->form; i < n; i++, f++) {
        if (*f == '*') group = ++f;
        if (!*f && group) f = group;
        if (!*f) return "too many words";
        if (*f == 'n' && !number(w[i], &v[i])) return fail("word %ld is not a number", i + 1, 0);
    }
    if (*f && *f != '*') return "too few words";
    return k->check(w, n, v);
}

static void wrong(const char *claim, const char *reason, long *count)
{
    fprintf(stderr, "claims: %s: %s\n", claim, reason);
    ++*count;
}

int main(int argc, char **argv)
{
    static char line[MAX_TEXT], words[MAX_TEXT];
    char *w[MAX_WORDS];
    long claims = 0, bad = 0;
    int n, c;
    const char *reason;
    FILE *in;
    if (argc != 2) {
        fprintf(stderr, "usage: claims IN < CLAIMS\n");
        return 2;
    }
    if (!(in = fopen(argv[1], "r"))) {
        fprintf(stderr, "claims: cannot read %s\n", argv[1]);
        return 2;
    }
    read_input(in);
    fclose(in);
    for (; fgets(line, sizeof line, stdin); claims++) {
        size_t len = strlen(line);
        if (len > 0 && line[len - 1] == '\n') {
            line[--len] = '\0';
        } else if (!feof(stdin)) {
            while ((c = getchar()) != EOF && c != '\n')
                ;
            wrong(line, "too long", &bad);
            continue;
        }
        strcpy(words, line);
        for (n = 0, w[0] = strtok(words, " "); w[n] && n < MAX_WORDS - 1; w[++n] = strtok(NULL, " "))
            ;
        if (n == 0 || n == MAX_WORDS - 1) {
            wrong(line, "empty, or too many words", &bad);
            continue;
        }
        if ((strcmp(w[0], "game") == 0 || strcmp(w[0], "more") == 0) && current > answered)
            wrong(game_text, "no answer claim for this game", &bad);
        text = line;
        if ((reason = check(w, n)) != NULL) wrong(line, reason, &bad);
    }
    if (current > answered) wrong(game_text, "no answer claim for this game", &bad);
    if (more < 0 && current < ngames) wrong("(the end)", fail("games %ld to %ld of the input are not explained", current + 1, ngames), &bad);
    printf("%ld claims\n", claims);
    free(games);
    return bad ? 1 : 0;
}
