/*
 * game31 variant: the seed lecture's GAME31 program exactly as printed (its logic, in C).
 *
 * Approach: the lecture's plain minimax with alpha-beta cut-offs and no memo (max_val for A,
 * min_val for B, a bust scores for the player who did not lay the card), searched from scratch
 * for every input line. tle-seed-plain-minimax.c is the same search with the deck refilled
 * correctly; this file keeps the seed's bug.
 *
 * The bug: the deck is refilled with `fill(ct, ct + N_CARDS, 4)`, which sets ct[0..5], while the
 * cards are ct[1..6]. ct[6] is a zero-initialised global that is never refilled, so:
 *   - until a line containing a 6 has been read, no 6 can ever be dealt in the search;
 *   - every 6 read decrements ct[6] for good, so after the first line with a six ct[6] < 0, which
 *     is "true" in `if (ct[card])`: sixes become unlimited for the rest of the run.
 * A test finds it when the first line of an input holds no 6 and its answer depends on a six
 * being available: case sample-openings, whose first line is `1`, gets `1 B` (the truth is
 * `1 A`: the oracle, and tle-seed-plain-minimax.c, say A). sample-1 passes only because its
 * first line, 356656, holds sixes (and, with sixes unlimited, the five answers stay right).
 * The search also has no memo, so the 500,000-line case times out like the repaired version.
 * Verdict (`make judge P=game31`: AC 6, WA 5, TLE 2; first WA on sample-openings). Case by case:
 * WA on sample-openings (`1 B`), edge-empty-lines (its first line is empty, so no six: `3 A`),
 * exhaustive-every-state (first line `1`: `1 B`), and, through the \r below, edge-only-cr and
 * edge-crlf-no-final-newline (the \r is echoed); TLE on max-random-1 (no memo) and edge-crlf
 * (each \r adds -35 to the total, and the search from a total near -35 is enormous).
 *
 * Faithful to the printed C++ in every step; the only translations are:
 *   - cin.getline(moves, 100) as a loop: at most 99 characters, the '\n' dropped, a longer line
 *     (or EOF before any character) ends the input, like getline's failbit ends the while loop;
 *   - `ct[moves[id] - '0']--` on a character that is not a digit (the \r of a CRLF line gives
 *     index -35) writes outside ct in the C++, which is undefined; here ct points into a padded
 *     array so that write lands in padding, and `sum += moves[id] - '0'` still adds -35 as the
 *     seed does. The \r is echoed, as the seed's printf("%s") does.
 * expect: WA
 * allow: AC WA TLE
 */
#include <stdio.h>

#define LEN 100
#define N_CARDS 6
#define WIN 1
#define FAIL (-1)

static int ct_storage[512]; /* ct[-256 .. 255]: every char - '0' lands inside */
#define ct (ct_storage + 256)
static char moves[LEN];
static int ans;
static int sum;

static int maxVal(void);

static int minVal(void)
{
    int ret, card, v;
    if (sum > 31) return FAIL;
    ret = WIN;
    for (card = 1; card <= N_CARDS && ret != FAIL; card++) {
        if (ct[card]) {
            ct[card]--, sum += card;
            v = maxVal();
            if (v < ret) ret = v;
            ct[card]++, sum -= card;
        }
    }
    return ret;
}

static int maxVal(void)
{
    int ret, card, v;
    if (sum > 31) return WIN;
    ret = FAIL;
    for (card = 1; card <= N_CARDS && ret != WIN; card++) {
        if (ct[card]) {
            ct[card]--, sum += card;
            v = minVal();
            if (v > ret) ret = v;
            ct[card]++, sum -= card;
        }
    }
    return ret;
}

static void solve(void)
{
    int id, res;
    sum = 0;
    for (id = 0; moves[id]; id++) {
        ct[moves[id] - '0']--;
        sum += moves[id] - '0';
    }
    res = (id & 1) ? minVal() : maxVal();
    ans = res == WIN;
}

static void print(void)
{
    printf("%s %c\n", moves, "BA"[ans]);
}

/* cin.getline(moves, LEN): true when a line was read. */
static int read(void)
{
    int c, len = 0;
    for (;;) {
        c = getchar();
        if (c == EOF) {
            moves[len] = '\0';
            return len > 0;
        }
        if (c == '\n') break;
        if (len == LEN - 1) return 0; /* n - 1 characters stored and no delimiter: failbit */
        moves[len++] = (char)c;
    }
    moves[len] = '\0';
    return 1;
}

static void clear(void)
{
    int i;
    for (i = 0; i < N_CARDS; i++) ct[i] = 4; /* fill(ct, ct + N_CARDS, 4): ct[0..5], not ct[1..6] */
}

int main(void)
{
    while (read()) {
        clear();
        solve();
        print();
    }
    return 0;
}
