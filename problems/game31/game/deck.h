/* deck.h - game31's game code, shared by testdata/game31/tools/oracle.c and
 * problems/game31/study/explain.c and claims.c (not by the solution): the game's rule,
 * the check of one input line, a play position (explain --play, judge/lib/study.h), and how long
 * a game lasts with perfect play. Includes limits.h (build/include/game31/).
 *
 * The position is the count of each value already LAID, packed 3 bits per value; the player to
 * move wins iff some card keeps the total <= 31 and leaves the opponent lost (searched top-down,
 * memo filled on demand).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "limits.h"

/* Messages name the limits they check. */
#define STR_(x) #x
#define STR(x) STR_(x)

/* A count of laid copies must fit its 3 bits of the key. */
typedef char copies_fit_3_bits[COPIES <= 7 ? 1 : -1];

static signed char memo[1 << (3 * CARD_VALUES)]; /* 0 = not searched, 1 = mover wins, -1 = mover loses */

/* Card v may be laid: a copy is left and the total stays <= TARGET. */
static int fits(const int laid[CARD_VALUES + 1], int total, int v)
{
    return laid[v] < COPIES && total + v <= TARGET;
}

static int mover_wins(int laid[CARD_VALUES + 1], int total)
{
    int key = 0, v, result = 0;
    for (v = 1; v <= CARD_VALUES; v++) key |= laid[v] << (3 * (v - 1));
    if (memo[key]) return memo[key] > 0;
    for (v = CARD_VALUES; v >= 1; v--) {
        if (!fits(laid, total, v)) continue;
        laid[v]++;
        if (!mover_wins(laid, total + v)) result = 1;
        laid[v]--;
    }
    memo[key] = (signed char)(result ? 1 : -1);
    return result;
}

/* Checks the cards of one line (without its line end) and counts them into laid[1..6] and
 * *total; returns NULL, or what is wrong. A card after the total passed 31 is wrong. */
static const char *check_line(const char *buf, size_t len, int laid[CARD_VALUES + 1], int *total)
{
    size_t i;
    int v;
    for (v = 0; v <= CARD_VALUES; v++) laid[v] = 0;
    *total = 0;
    for (i = 0; i < len; i++) {
        v = buf[i] - '0';
        if (v < 1 || v > CARD_VALUES) return "not a card 1.." STR(CARD_VALUES);
        if (*total > TARGET) return "card after the total passed " STR(TARGET);
        if (++laid[v] > COPIES) return "fifth copy of a card";
        *total += v;
    }
    return NULL;
}

/* The winner, 'A' or 'B', of the checked line of `len` cards with these counts and total. */
static char winner(int laid[CARD_VALUES + 1], int total, size_t len)
{
    int a_to_move = len % 2 == 0;
    if (total > TARGET) return a_to_move ? 'A' : 'B'; /* the other player laid the busting card */
    return mover_wins(laid, total) == a_to_move ? 'A' : 'B';
}

static signed char length_memo[1 << (3 * CARD_VALUES)]; /* 0 = not searched, else 1 + the length */

/* How many more cards are laid with perfect play: the winner ends the game fastest, the loser
 * holds out longest (0: no card fits). */
static inline int moves_left(int laid[CARD_VALUES + 1], int total)
{
    int key = 0, v, d, win = mover_wins(laid, total), best = -1;
    for (v = 1; v <= CARD_VALUES; v++) key |= laid[v] << (3 * (v - 1));
    if (length_memo[key]) return length_memo[key] - 1;
    for (v = 1; v <= CARD_VALUES; v++) {
        if (!fits(laid, total, v)) continue;
        laid[v]++;
        d = moves_left(laid, total + v);
        if (win ? !mover_wins(laid, total + v) && (best < 0 || d < best) : d > best) best = d;
        laid[v]--;
    }
    length_memo[key] = (signed char)(best + 2);
    return best + 1;
}

/* A play position: the cards laid, as a line ("-": none), which must begin with the line
 * `item` of len cards (a position of its game). Returns NULL and sets laid, *total and *cards, or
 * what is wrong. */
static inline const char *read_position(const char *text, const char *item, size_t len, int laid[CARD_VALUES + 1],
                                        int *total, size_t *cards)
{
    *cards = strcmp(text, "-") == 0 ? 0 : strlen(text);
    if (*cards < len || strncmp(text, item, len) != 0) return "not a line that begins with the item's cards";
    return check_line(text, *cards, laid, total);
}

/* One input line, grown as needed, without its '\n' and one trailing '\r'. */
struct line {
    char *buf;
    size_t cap, len;
};

/* Reads the next line of `in`; 0 at the end of the input (EOF before any character of a line). */
static int next_line(FILE *in, struct line *line)
{
    int c;
    if (!line->buf && !(line->buf = malloc(line->cap = 64))) exit(2);
    line->len = 0;
    while ((c = getc(in)) != EOF && c != '\n') {
        if (line->len + 1 >= line->cap) {
            char *grown = realloc(line->buf, line->cap *= 2);
            if (!grown) exit(2);
            line->buf = grown;
        }
        line->buf[line->len++] = (char)c;
    }
    if (c == EOF && line->len == 0) return 0;
    if (line->len > 0 && line->buf[line->len - 1] == '\r') line->len--;
    return 1;
}
