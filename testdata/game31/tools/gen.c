/* gen for game31: every output is a function of the arguments only (splitmix64 from rng.h).
 *   gen SEED max N [view] N random legal lines: a shuffled deck, cut at a uniform point from
 *                        the empty line up to and including the first card that passes 31;
 *                        with view, none empty and none finished, from one card to
 *                        the last before the one that passes 31 (SPOJ's view: validate --view)
 *   gen SEED stress      1..20 such lines, some ending in CRLF, sometimes no final newline
 *   gen SEED states [view] every reachable multiset of cards once, ascending (SEED unused):
 *                        the winner depends only on the multiset, so this covers every state;
 *                        with view, all but the empty one and the finished ones (the
 *                        total past 31), which SPOJ's view leaves out
 *   gen SEED long-ones L two games, then a bad line of L '1's (fifth copy at column 5)
 *   gen SEED long-cr L   one game, then a bad line of L carriage returns before its '\n'
 *   gen SEED user LEVEL [judge]  for a stress driver (check with `oracle`): 1000 legal lines of at most
 *                        2 * LEVEL + 4 cards (LEVEL 1: 6; 5 and above: any), length uniform so
 *                        short lines dominate at low levels; a third of the lines lay the 5s and
 *                        6s first, so games pass 31 within a few cards, and a quarter of the lines
 *                        that can stop at the card passing 31 (a finished game) do; empty lines,
 *                        CRLF ends ("\r\n" alone is an empty line), sometimes no final newline;
 *                        from LEVEL 5 on, one line in 20 is a longest one (longest_line).
 *                        LEVEL 9, the largest: 500,000 such lines of any length, as our largest
 *                        case. With judge, only what SPOJ sends (validate --view): every
 *                        line a game under way (no empty line, no finished game), each ended
 *                        by "\n" alone
 */
#include <string.h>
#include "rng.h"
#include "limits.h"

enum { DECK = CARD_VALUES * COPIES };

static int view; /* no empty line and no finished game: SPOJ's view */

static void random_line(const char *line_end)
{
    int deck[DECK], i, total = 0, stop, cut;
    for (i = 0; i < DECK; i++) deck[i] = i / COPIES + 1;
    for (i = DECK - 1; i > 0; i--) {
        int j = (int)rng_range(0, (uint64_t)i), t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    for (stop = 0; total <= TARGET; stop++) total += deck[stop]; /* deck[stop-1] passed the target */
    cut = (int)rng_range(view, (uint64_t)(stop - view));
    for (i = 0; i < cut; i++) putchar('0' + deck[i]);
    fputs(line_end, stdout);
}

/* A line for user mode: a prefix of at most `most` cards of a shuffled deck (high cards first
 * in a third of the decks, so short lines can be finished games); returns its length. */
static int user_line(char *line, int most)
{
    int deck[DECK], i, j, t, total = 0, stop, high_first = rng_range(0, 2) == 0, high = 2 * COPIES;
    for (i = 0; i < DECK; i++) deck[i] = high_first ? CARD_VALUES - i / COPIES : i / COPIES + 1;
    for (i = DECK - 1; i > 0; i--) { /* Fisher-Yates, within the high cards (two values) and the rest if high first */
        j = high_first && i < high ? (int)rng_range(0, (uint64_t)i) : (int)rng_range(high_first ? (uint64_t)high : 0, (uint64_t)i);
        t = deck[i], deck[i] = deck[j], deck[j] = t;
    }
    for (stop = 0; total <= TARGET; stop++) total += deck[stop];
    i = stop <= most && rng_range(0, 3) == 0 ? stop : (int)rng_range(0, (uint64_t)(stop < most ? stop : most));
    for (j = 0; j < i; j++) line[j] = (char)('0' + deck[j]);
    return i;
}

/* A longest line: the 14 smallest cards (1, 2, 3 four times, 4 twice) in any order: the first 13
 * add up to at most 31, so the 14th is laid, and it passes 31 (no 15 cards can be laid). With
 * "\r\n" it is 16 bytes, the size of a short line buffer. Returns its length. */
static int longest_line(char *line)
{
    int i, j, t;
    for (i = 0; i < 14; i++) line[i] = (char)('1' + (i < 12 ? i / COPIES : 3));
    for (i = 13; i > 0; i--) j = (int)rng_range(0, (uint64_t)i), t = line[i], line[i] = line[j], line[j] = (char)t;
    return 14;
}

/* Whether the cards of line[0..len) pass TARGET: a finished game. */
static int finished(const char *line, int len)
{
    int total = 0;
    while (len-- > 0) total += line[len] - '0';
    return total > TARGET;
}

static void every_state(void)
{
    int code, codes = 1, v, c, copies[CARD_VALUES + 1], total, top;
    for (v = 1; v <= CARD_VALUES; v++) codes *= COPIES + 1;
    for (code = view; code < codes; code++) { /* base COPIES + 1: copies laid of each value; code 0 the empty line */
        int rest = code;
        total = top = 0;
        for (v = 1; v <= CARD_VALUES; v++) {
            copies[v] = rest % (COPIES + 1);
            rest /= COPIES + 1;
            total += v * copies[v];
            if (copies[v]) top = v;
        }
        if (total - top > TARGET || (view && total > TARGET)) continue; /* even laying the biggest card last passes the target too early */
        for (v = 1; v <= CARD_VALUES; v++)
            for (c = 0; c < copies[v]; c++) putchar('0' + v);
        putchar('\n');
    }
}

int main(int argc, char **argv)
{
    const char *usage = "SEED (max N [view] | stress | states [view] | long-ones L | long-cr L | user LEVEL [judge])";
    const char *mode = argc > 2 ? argv[2] : "";
    long n = argc > 3 ? atol(argv[3]) : 0, i;
    view = argc > 3 && (!strcmp(argv[argc - 1], "view") || (!strcmp(mode, "user") && !strcmp(argv[argc - 1], "judge")));
    rng_seed_from_args(argc, argv, usage);
    if (!strcmp(mode, "max") && n > 0) {
        for (i = 0; i < n; i++) random_line("\n");
    } else if (!strcmp(mode, "stress")) {
        int lines = (int)rng_range(1, 20), last_newline = rng_range(0, 3) != 0;
        for (i = 0; i < lines; i++)
            random_line(i == lines - 1 && !last_newline ? "" : rng_range(0, 3) ? "\n" : "\r\n");
    } else if (!strcmp(mode, "states")) {
        every_state();
    } else if (!strcmp(mode, "long-ones") && n > 0) {
        fputs("3566\n\n", stdout);
        for (i = 0; i < n; i++) putchar('1');
        fputs("\n3\n", stdout);
    } else if (!strcmp(mode, "long-cr") && n > 0) {
        fputs("552525\n", stdout);
        for (i = 0; i < n; i++) putchar('\r');
        fputs("\n6\n", stdout);
    } else if (!strcmp(mode, "user") && n > 0) {
        char line[DECK];
        int len, most = n >= 5 ? DECK : 2 * (int)n + 4, final_newline = rng_range(0, 3) != 0;
        long lines = n >= 9 ? 500000 : 1000;
        for (i = 0; i < lines; i++) {
            do len = rng_range(0, 9) == 0 ? 0 : n >= 5 && rng_range(0, 19) == 0 ? longest_line(line) : user_line(line, most);
            while (view && (len == 0 || finished(line, len)));
            fwrite(line, 1, (size_t)len, stdout);
            if (rng_range(0, 5) == 0 && !view) putchar('\r');
            if (i < lines - 1 || final_newline || view) putchar('\n');
        }
    } else {
        fprintf(stderr, "usage: %s %s\n", argv[0], usage);
        return 2;
    }
    return 0;
}
