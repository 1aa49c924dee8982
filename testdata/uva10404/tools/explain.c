/* explain - why each uva10404 game is won or lost (make explain P=uva10404 [IN=file]).
 *
 * For each game `n m s1 .. sm`, from the plain win/lose table (tools/table.h, the oracle's code):
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
 * n <= 10^6, so a table of at most 2n + 2 MAX_WINDOW + 64 entries is computed (well under a second).
 * Bad input: the explanations before it, a one-line message on stderr, exit 1.
 * tools/test.sh checks every table entry, move, period and line against the oracle.
 */
#include <stdlib.h>
#include "table.h"

enum {
    MAX_ITEMS = 20, TABLE_SHOWN = 30, LINE_SHOWN = 60,
    MAX_WINDOW = 100000, TABLE_TOP = 2 * MAX_N + 2 * MAX_WINDOW + 64
};

static unsigned char won[TABLE_TOP + 1];
static unsigned long long window_hash[TABLE_TOP + 1];
static long moves[MAX_M];
static int count;

static int compare_long(const void *a, const void *b)
{
    long x = *(const long *)a, y = *(const long *)b;
    return (x > y) - (x < y);
}

static char mark(long p) { return won[p] ? 'W' : 'L'; }

/* The reason for ans[p]: a winning move, or every move with the position it leaves. */
static void reason(long p)
{
    int s, any = 0;
    if (won[p]) {
        for (s = 0; moves[s] > p || won[p - moves[s]]; s++)
            ;
        printf("take %ld: %ld-%ld=%ld L", moves[s], p, moves[s], p - moves[s]);
        return;
    }
    for (s = 0; s < count && moves[s] <= p; s++, any = 1)
        printf("%s%ld-%ld=%ld W", any ? ", " : "every move loses: ", p, moves[s], p - moves[s]);
    if (!any) printf(p == 0 ? "no stones: no move" : "no move (every s > %ld)", p);
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

static void explain(long item, long n)
{
    long p, start, length, top, width = moves[count - 1];
    int s;
    printf("Game %ld: n = %ld, S = {", item, n);
    for (s = 0; s < count; s++) printf("%s%ld", s ? ", " : "", moves[s]);
    printf("}; Stan moves first. W: the player to move wins, L: loses.\n");
    top = n <= TABLE_SHOWN || width > MAX_WINDOW ? n : 2 * n + 2 * width + 64; /* where a period is looked for */
    fill_table(moves, count, top, won);
    if (n <= TABLE_SHOWN) {
        for (p = 0; p <= n; p++) {
            printf("  ans[%ld] = %c: ", p, mark(p));
            reason(p);
            putchar('\n');
        }
    } else if (width > MAX_WINDOW) {
        printf("  Period: not searched (largest move %ld > %d); the table was filled up to n.\n", width, MAX_WINDOW);
    } else if (!find_period(width, top, &start, &length)) {
        printf("  Period: no window of %ld entries repeats in ans[0..%ld]; the table was filled up to n.\n", width, top);
    } else {
        printf("  Period: ans[%ld..%ld] = ans[%ld..%ld] (M = %ld entries, the largest move), and each entry\n"
               "  depends only on the M before it, so from p = %ld on the table repeats with length %ld:\n  ",
               start, start + width - 1, start + length, start + length + width - 1, width, start, length);
        for (p = start; p < start + length && p < start + 60; p++) putchar(mark(p));
        if (length > 60) printf("... (%ld more)", length - 60);
        putchar('\n');
        if (n >= start)
            printf("  n = %ld = %ld + %ld*%ld + %ld, so ans[%ld] = ans[%ld] = %c.\n", n, start, (n - start) / length,
                   length, (n - start) % length, n, start + (n - start) % length, mark(start + (n - start) % length));
        else
            printf("  n = %ld comes before the period.\n", n);
    }
    if (n <= TABLE_SHOWN) {
        printf("  So at n = %ld: %s\n", n, won[n] ? "Stan wins." : "Ollie wins.");
    } else {
        printf("  ans[%ld] = %c: ", n, mark(n));
        reason(n);
        printf(won[n] ? ": Stan wins.\n" : ": Ollie wins.\n");
    }
    if (n <= LINE_SHOWN) {
        int player = 0; /* 0 Stan, 1 Ollie */
        printf("  best play: %ld", n);
        for (p = n;; player = !player) {
            for (s = 0; s < count && moves[s] <= p && won[p] && won[p - moves[s]]; s++)
                ; /* the winner's smallest move to an L position; the loser's smallest move */
            if (s == count || moves[s] > p) break;
            p -= moves[s];
            printf(" -%ld-> %ld", moves[s], p);
        }
        printf(": %s cannot move, %s wins.\n", player ? "Ollie" : "Stan", player ? "Stan" : "Ollie");
    } else {
        printf("  (the line of play is not shown for n > %d)\n", LINE_SHOWN);
    }
    printf("answer: %s\n", won[n] ? "Stan wins" : "Ollie wins");
}

int main(void)
{
    long n, m, i, item = 0, skipped = 0;
    int r;
    for (;;) {
        r = token(0, MAX_N, &n);
        if (r == 0) break;
        if (r < 0 || token(1, MAX_M, &m) != 1) goto bad;
        for (i = 0; i < m; i++)
            if (token(1, MAX_MOVE, &moves[i]) != 1) goto bad;
        qsort(moves, (size_t)m, sizeof moves[0], compare_long);
        for (count = 0, i = 0; i < m; i++)
            if (count == 0 || moves[count - 1] != moves[i]) moves[count++] = moves[i];
        if (++item > MAX_ITEMS) skipped++;
        else explain(item, n);
    }
    if (skipped) printf("(%ld more games not explained: the first %d are)\n", skipped, MAX_ITEMS);
    return 0;
bad:
    fflush(stdout);
    fprintf(stderr, "explain: bad input in game %ld: expected n m s1 .. sm (n <= %d, 1 <= m <= %d)\n", item + 1, MAX_N, MAX_M);
    return 1;
}
