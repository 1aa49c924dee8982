/* explain - why each uva10404 game is won or lost (make explain P=uva10404 [IN=file]).
 *
 * For each game `n m s1 .. sm`, from the plain win/lose table (problems/uva10404/game/table.h,
 * the oracle's code):
 *   - for n <= TABLE_SHOWN, the table ans[0..n] the way the seed lecture writes it, each entry with
 *     its reason: "take s: p-s=q L" (a move to a lost position) or "every move loses: p-s=q W, ...";
 *   - for larger n, the period: the first window of M = max(S) consecutive entries that repeats
 *     (found by hashing every window, confirmed by comparing the entries); since each entry
 *     depends only on the M entries before it, the table repeats from there with that period, and
 *     n is placed in it. Looked for in ans[0 .. 2n + 2M + 64]; not searched when M > MAX_WINDOW;
 *   - who wins at n: the winning move, or "every move loses: n-s=q W, ...";
 *   - for n <= LINE_SHOWN, the line of best play to the end: the winner always moves to a lost
 *     position (the smallest such move), the loser takes its smallest move; it ends at a position
 *     with no legal move, whose player has lost;
 *   - the answer line as the solution prints it, after "answer: ".
 * Games after the first MAX_ITEMS are not explained (a note says how many). Nothing is too big:
 * n <= MAX_N, so a table of at most 2n + 2 MAX_WINDOW + 64 entries is computed (well under a second).
 * Bad input: the explanations before it, a one-line message on stderr, exit 1.
 *
 * explain --svg and --play (judge/lib/study.h): the W/L strip and play from a position "P-A"/"P-B"
 * (P stones, Stan or Ollie to move); see play_at and picture below.
 * Without K, --svg draws the items the prose explains (the first MAX_ITEMS).
 *
 * explain --claims prints the same explanation as claims, one per line, for claims.c to check
 * against the plain table. Every sentence of the prose that states a fact is rendered by one say_*
 * function from the same arguments in both modes, so a checked claim is exactly what the prose says.
 * Positions and entries are those of the game last named by a `game` claim (W: the player to move
 * wins, L: loses); Stan moves first.
 *   game K N S1 .. Sm         game K of the input has n = N and the distinct moves S1 < .. < Sm
 *   entry P X                 ans[P] = X
 *   move P S Q X              S is in S and S <= P, Q = P - S, ans[Q] = X ("take S: P-S=Q L")
 *   lost P S1 .. Sk           S1 .. Sk are every move <= P (none: no move fits P), and each leaves a
 *                             won position ("every move loses: P-S1=.. W, ..")
 *   wins N Stan|Ollie         N is the game's n, and that player wins it
 *   unsearched M LIMIT        M = max(S) > LIMIT (no period is looked for)
 *   no-period M T             M = max(S), and no two windows of M entries of ans[0..T] are equal
 *   period A L M MARKS        M = max(S), ans[A..A+M-1] = ans[A+L..A+L+M-1], and MARKS, at most L
 *                             letters W/L, are ans[A], ans[A+1], ..
 *   place N A Q L R X         N = A + Q*L + R with 0 <= R < L, and ans[N] = ans[A+R] = X
 *   before N A                N < A (n comes before the period)
 *   line WINNER N S1 P1 .. Sk Pk   best play from N: each Si is in S and Si <= P(i-1), Pi = P(i-1) - Si
 *                             (P0 = N); Stan makes the odd-numbered moves; every move of WINNER
 *                             leaves a lost position; no move fits Pk; WINNER made the last move
 *                             (with k = 0, Stan cannot move and WINNER is Ollie)
 *   answer TEXT               the solution's line for the game: "Stan wins" iff ans[n] = W
 *   more K                    the input has K games after the last one explained
 */
#include "explain.h"
#include "table.h"

enum {
    TABLE_SHOWN = 30, LINE_SHOWN = 60, MARKS_SHOWN = 60,
    MAX_WINDOW = 100000, TABLE_TOP = 2 * MAX_N + 2 * MAX_WINDOW + 64
};

static unsigned char won[TABLE_TOP + 1];
static unsigned long long window_hash[TABLE_TOP + 1];
static long moves[MAX_M], stones; /* the game read: its moves S, n */
static int count;

static char mark(long p) { return won[p] ? 'W' : 'L'; }
static const char *name(int stan) { return stan ? "Stan" : "Ollie"; }

/* Layout and notes: prose only, they state no fact. */
static void prose(const char *text)
{
    if (!claims) fputs(text, stdout);
}

static void say_game(long item, long n)
{
    int s;
    printf(claims ? "game %ld %ld" : "Game %ld: n = %ld, S = {", item, n);
    for (s = 0; s < count; s++) printf("%s%ld", claims ? " " : s ? ", " : "", moves[s]);
    printf(claims ? "\n" : "}; Stan moves first. W: the player to move wins, L: loses.\n");
}

static void say_entry(long p)
{
    printf(claims ? "entry %ld %c\n" : "  ans[%ld] = %c: ", p, mark(p));
}

static void say_take(long p, long s)
{
    if (claims) printf("move %ld %ld %ld %c\n", p, s, p - s, mark(p - s));
    else printf("take %ld: %ld-%ld=%ld %c", s, p, s, p - s, mark(p - s));
}

/* The first `fit` moves are those <= p. */
static void say_lost(long p, int fit)
{
    int s;
    if (claims) {
        printf("lost %ld", p);
        for (s = 0; s < fit; s++) printf(" %ld", moves[s]);
        printf("\n");
        return;
    }
    for (s = 0; s < fit; s++)
        printf("%s%ld-%ld=%ld %c", s ? ", " : "every move loses: ", p, moves[s], p - moves[s], mark(p - moves[s]));
    if (!fit) printf(p == 0 ? "no stones: no move" : "no move (every s > %ld)", p);
}

/* after_reason: the prose ends the line of ans[n] and its reason instead of a sentence of its own. */
static void say_wins(long n, int after_reason)
{
    if (claims) printf("wins %ld %s\n", n, name(won[n]));
    else if (after_reason) printf(": %s wins.\n", name(won[n]));
    else printf("  So at n = %ld: %s wins.\n", n, name(won[n]));
}

static void say_unsearched(long width)
{
    printf(claims ? "unsearched %ld %d\n"
                  : "  Period: not searched (largest move %ld > %d); the table was filled up to n.\n",
           width, MAX_WINDOW);
}

static void say_no_period(long width, long top)
{
    printf(claims ? "no-period %ld %ld\n"
                  : "  Period: no window of %ld entries repeats in ans[0..%ld]; the table was filled up to n.\n",
           width, top);
}

static void say_period(long start, long length, long width)
{
    long p, shown = length < MARKS_SHOWN ? length : MARKS_SHOWN;
    if (claims)
        printf("period %ld %ld %ld ", start, length, width);
    else
        printf("  Period: ans[%ld..%ld] = ans[%ld..%ld] (M = %ld entries, the largest move), and each entry\n"
               "  depends only on the M before it, so from p = %ld on the table repeats with length %ld:\n  ",
               start, start + width - 1, start + length, start + length + width - 1, width, start, length);
    for (p = start; p < start + shown; p++) putchar(mark(p));
    if (!claims && length > shown) printf("... (%ld more)", length - shown);
    putchar('\n');
}

static void say_place(long n, long start, long length)
{
    long r = (n - start) % length;
    if (claims)
        printf("place %ld %ld %ld %ld %ld %c\n", n, start, (n - start) / length, length, r, mark(start + r));
    else
        printf("  n = %ld = %ld + %ld*%ld + %ld, so ans[%ld] = ans[%ld] = %c.\n", n, start, (n - start) / length,
               length, r, n, start + r, mark(start + r));
}

static void say_before(long n, long start)
{
    if (claims) printf("before %ld %ld\n", n, start);
    else printf("  n = %ld comes before the period.\n", n);
}

/* The line from n: taken[i] moves, Stan first; `stan_won` names the winner. */
static void say_line(long n, const long *taken, int k, int stan_won)
{
    int i;
    long p = n;
    if (claims) printf("line %s %ld", name(stan_won), n);
    else printf("  best play: %ld", n);
    for (i = 0; i < k; i++) {
        p -= taken[i];
        printf(claims ? " %ld %ld" : " -%ld-> %ld", taken[i], p);
    }
    if (claims) printf("\n");
    else printf(": %s cannot move, %s wins.\n", name(!stan_won), name(stan_won));
}

static void say_answer(long n)
{
    printf(claims ? "answer %s wins\n" : "answer: %s wins\n", name(won[n]));
}

static void say_more(long skipped)
{
    if (claims) printf("more %ld\n", skipped);
    else printf("(%ld more games not explained: the first %d are)\n", skipped, MAX_ITEMS);
}

/* The reason for ans[p]: its smallest winning move, or every move. */
static void reason(long p)
{
    int s;
    if (won[p]) {
        for (s = 0; moves[s] > p || won[p - moves[s]]; s++)
            ;
        say_take(p, moves[s]);
        return;
    }
    for (s = 0; s < count && moves[s] <= p; s++)
        ;
    say_lost(p, s);
}

/* Finds the first repeated window of `width` entries in won[0..top]; returns 1 and sets
 * *start, *length when found. */
static int find_period(long width, long top, long *start, long *length)
{
    unsigned long long power = 1, h = 0, mask = 1;
    long p, t, *first_at; /* window hash -> first start + 1 (0: none), at most half full */
    const unsigned long long base = 0x9E3779B97F4A7C15ULL;
    while (mask < 2 * (unsigned long long)top) mask = 2 * mask + 1;
    if (!(first_at = calloc(mask + 1, sizeof *first_at))) exit(2);
    for (t = 0; t < width; t++) h = h * base + won[t], power = t ? power * base : 1;
    for (p = 0; p + width - 1 <= top; p++) {
        unsigned long long slot;
        if (p > 0) h = (h - won[p - 1] * power) * base + won[p + width - 1];
        window_hash[p] = h;
        for (slot = (h >> 17 ^ h) & mask; first_at[slot]; slot = (slot + 1) & mask) {
            long q = first_at[slot] - 1;
            if (window_hash[q] == h && memcmp(won + q, won + p, (size_t)width) == 0) {
                *start = q, *length = p - q;
                free(first_at);
                return 1;
            }
        }
        first_at[slot] = p + 1;
    }
    free(first_at);
    return 0;
}

static void explain(long item)
{
    long n = stones, p, start, length, top, width = moves[count - 1], taken[LINE_SHOWN];
    int s, k, stan = 1;
    say_game(item, n);
    top = n <= TABLE_SHOWN || width > MAX_WINDOW ? n : 2 * n + 2 * width + 64; /* where a period is looked for */
    fill_table(moves, count, top, won);
    if (n <= TABLE_SHOWN) {
        for (p = 0; p <= n; p++) {
            say_entry(p);
            reason(p);
            prose("\n");
        }
    } else if (width > MAX_WINDOW) {
        say_unsearched(width);
    } else if (!find_period(width, top, &start, &length)) {
        say_no_period(width, top);
    } else {
        say_period(start, length, width);
        if (n >= start) say_place(n, start, length);
        else say_before(n, start);
    }
    if (n <= TABLE_SHOWN) {
        say_wins(n, 0);
    } else {
        say_entry(n);
        reason(n);
        say_wins(n, 1);
    }
    if (n <= LINE_SHOWN) {
        /* each move takes at least 1, so at most n <= LINE_SHOWN of them */
        for (p = n, k = 0;; stan = !stan) {
            for (s = 0; s < count && moves[s] <= p && won[p] && won[p - moves[s]]; s++)
                ; /* the winner's smallest move to an L position; the loser's smallest move */
            if (s == count || moves[s] > p) break;
            p -= moves[s];
            taken[k++] = moves[s];
        }
        say_line(n, taken, k, !stan);
    } else if (!claims) {
        printf("  (the line of play is not shown for n > %d)\n", LINE_SHOWN);
    }
    say_answer(n);
}

/* The other parts of this one program (they share the item read and its analysis). */
#include "play.h" /* --play */
#include "draw.h" /* --svg, --svg-dir */

/* Item `item`, the game of n stones: its pictures or its play, at study_state (the start
 * without it). */
static void study(long item)
{
    long n = stones, p = n;
    int ollie = 0;
    if (study_state && !read_position(study_state, n, &p, &ollie)) {
        fprintf(stderr, "explain: bad position %s: expected P-A or P-B (Stan or Ollie to move) with 0 <= P <= %ld\n",
                study_state, n);
        exit(1);
    }
    if (svg) {
        picture(item, p, ollie);
        return;
    }
    fill_table(moves, count, p, won);
    fill_moves_left(p);
    play_at(p, ollie);
}

/* The game read; bad input: a message, exit 1. */
static int read_item(long item)
{
    int r = read_game(stdin, &stones, moves, &count);
    if (r < 0) {
        fflush(stdout);
        fprintf(stderr, "explain: bad input in game %ld: expected n m s1 .. sm (n <= %d, 1 <= m <= %d)\n", item,
                MAX_N, MAX_M);
        exit(1);
    }
    return r > 0;
}

const struct explainer explainer = {
    .noun = "game", .read = read_item, .explain = explain, .study = study, .more = say_more,
};
