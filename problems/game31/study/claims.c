/* claims for game31: checks what `explain --claims` says about an input.
 *   claims IN < CLAIMS
 * The kinds of claims are listed in explain.c. Each is checked against the lines read from
 * IN with problems/game31/game/deck.h, the oracle's code: check_line for the cards, fits for a
 * card that may be
 * laid, winner (the oracle's search) for who wins a position. Nothing of explain's own reasoning
 * (which card it plays) is reused, only the facts it states are. Beyond each claim on its own, the
 * claims must name the lines of IN in order, the lay claims of a line must list every card that
 * may be laid, each line must end with its `answer`, and every line of IN must be explained or
 * counted by `more`: an explanation cannot silently leave something out. Numbers have at most 9
 * digits.
 * Play claims (judge/tests/explain-test.sh makes them from `explain --play K [STATE]`; a STATE is
 * read by deck.h's read_position: a line that begins with line K) are checked with the same code:
 *   play K STATE win|lose [start]   the player to move at STATE wins/loses (start: STATE is line K);
 *                                  at a finished line, the one who laid its last card loses
 *   play-move K STATE NEXT win|lose best|-   NEXT is STATE and one more card that fits, and the
 *                                  player who lays it wins/loses; a best card is a winning one
 *                                  when there is one; those after a play claim list every card
 *                                  that fits its STATE, each once
 * judge/lib/claims.c holds the main (it reads the claims, reports the wrong ones, counts); see
 * judge/lib/claims.h for the output and the exit status.
 */
#include <string.h>
#include "deck.h"
#include "claims.h"

enum { MAX_DIGITS = 9 };

static struct line *lines;
static long nlines;
static long current;      /* the line of the last `cards` claim, 1-based; 0: none yet */
static const struct line *item; /* lines[current - 1] */
static int laid[CARD_VALUES + 1], total;
static unsigned listed;   /* bit v: the item's lay claims named card v */
static long answered;     /* the last line with an answer claim */
static long more = -1;    /* the count of a `more` claim */
static const char *cards_text; /* the claim of line `current` (claim_text is kept to the end) */

void claims_begin(FILE *in)
{
    long capacity = 0;
    struct line one = {NULL, 0, 0};
    while (next_line(in, &one) && check_line(one.buf, one.len, laid, &total) == NULL) { /* bad input ends the lines, as in explain */
        if (nlines == capacity) {
            capacity = capacity ? 2 * capacity : 64;
            if (!(lines = realloc(lines, (size_t)capacity * sizeof *lines))) exit(2);
        }
        lines[nlines++] = one;
        one.buf = NULL;
    }
    free(one.buf);
    fclose(in);
}

static char player(size_t cards_laid) { return cards_laid % 2 ? 'B' : 'A'; }
static char other(char p) { return p == 'A' ? 'B' : 'A'; }

/* The winner after the item's cards and then the k cards more_cards[], each of which must fit
 * when it is laid; 0 when one does not. */
static char winner_after(const int *more_cards, int k)
{
    int now[CARD_VALUES + 1], t = total, i;
    memcpy(now, laid, sizeof now);
    for (i = 0; i < k; i++) {
        if (!fits(now, t, more_cards[i])) return 0;
        now[more_cards[i]]++, t += more_cards[i];
    }
    return winner(now, t, item->len + (size_t)k);
}

/* The cards of the item that may be laid, as bits. */
static unsigned fitting(void)
{
    unsigned bits = 0;
    int v;
    for (v = 1; v <= CARD_VALUES; v++)
        if (fits(laid, total, v)) bits |= 1u << v;
    return bits;
}

/* The word names the item's cards ("-": none). */
static int is_item(const char *word)
{
    if (item->len == 0) return strcmp(word, "-") == 0;
    return strlen(word) == item->len && memcmp(word, item->buf, item->len) == 0;
}

/* The number word i of the claim holds (claims_check has limited it to MAX_DIGITS digits). */
static long num(int i)
{
    return (long)claim_value[i];
}

static const char *check_cards(char **w, int n)
{
    (void)n;
    if (num(1) != current + 1) return fail("line %ld was expected", current + 1);
    if (num(1) > nlines) return fail("the input has %ld lines", nlines);
    current = num(1), item = &lines[current - 1], listed = 0;
    check_line(item->buf, item->len, laid, &total);
    cards_text = claim_text;
    if (!is_item(w[2])) return fail("these are not the cards of line %ld", current);
    return num(3) == total ? NULL : fail("the total is %d", total);
}

static const char *check_more(char **w, int n)
{
    more = num(1);
    (void)w, (void)n;
    return num(1) == nlines - current ? NULL : fail("the input has %ld lines after line %ld", nlines - current, current);
}

static const char *check_bust(char **w, int n)
{
    (void)n;
    if (total <= TARGET) return fail("the total %d has not passed %d", total, TARGET);
    if (w[2][0] != player(item->len - 1)) return "the other player laid the last card";
    return w[3][0] == winner(laid, total, item->len) && w[3][0] != w[2][0] ? NULL : "the other player wins";
}

static const char *check_left(char **w, int n)
{
    int i;
    (void)n;
    for (i = 1; i <= CARD_VALUES; i++)
        if (num(1 + i) != COPIES - laid[i]) return fail("%d copies of %d are left", COPIES - laid[i], i);
    return w[2 + CARD_VALUES][0] == player(item->len) ? NULL : "the other player is to move";
}

static const char *check_lay(char **w, int n)
{
    int card = (int)num(2);
    (void)n;
    if (card < 1 || card > CARD_VALUES || !(fitting() >> card & 1)) return fail("%d may not be laid", card);
    listed |= 1u << card;
    if (num(3) != total + card) return fail("the total would be %d", total + card);
    return w[4][0] == winner_after(&card, 1) ? NULL : "the other player wins after it";
}

static const char *check_no_card(char **w, int n)
{
    (void)w, (void)n;
    return fitting() ? "a card may be laid" : NULL;
}

static const char *check_win(char **w, int n)
{
    int card = (int)num(3);
    (void)n;
    if (w[2][0] != player(item->len)) return "the other player is to move";
    if (card < 1 || card > CARD_VALUES || !(fitting() >> card & 1)) return fail("%d may not be laid", card);
    return winner_after(&card, 1) == w[2][0] ? NULL : "the other player wins after it";
}

/* lose and stuck: the mover loses, with some card to lay or none. */
static const char *check_loses(char **w, int n)
{
    (void)n;
    if (w[2][0] != player(item->len)) return "the other player is to move";
    if (w[3][0] != other(w[2][0])) return "the winner is not the other player";
    if (!fitting() != (strcmp(w[0], "stuck") == 0)) return fitting() ? "a card may be laid" : "no card may be laid";
    return winner(laid, total, item->len) == w[3][0] ? NULL : "the player to move wins";
}

static const char *check_play(char **w, int n)
{
    int steps[CARD_VALUES * COPIES], k = (n - 6) / 3, i, t = total, smallest = 0;
    char win = w[2][0];
    if (k > CARD_VALUES * COPIES) return "more cards than the deck holds";
    if (total > TARGET) return "the game is over";
    if (winner(laid, total, item->len) != win) return "the other player wins the line's first position";
    for (i = 0; i < k; i++) {
        steps[i] = (int)num(7 + 3 * i);
        if (w[6 + 3 * i][0] != player(item->len + (size_t)i)) return fail("card %d is laid by the other player", i + 1);
        if (steps[i] < 1 || steps[i] > CARD_VALUES || !winner_after(steps, i + 1)) return fail("card %d may not be laid", i + 1);
        if (num(8 + 3 * i) != (t += steps[i])) return fail("the total after card %d is %d", i + 1, t);
        if (winner_after(steps, i + 1) != win) return fail("the other player wins after card %d", i + 1);
    }
    if (w[3][0] != player(item->len + (size_t)k) || w[3][0] == win) return "the player at the end is not the other one";
    if (num(4) != t) return fail("the total at the end is %d", t);
    {
        int now[CARD_VALUES + 1];
        memcpy(now, laid, sizeof now);
        for (i = 0; i < k; i++) now[steps[i]]++;
        for (i = CARD_VALUES; i >= 1; i--) {
            if (fits(now, t, i)) return fail("%d may still be laid at the end", i);
            if (now[i] < COPIES) smallest = i;
        }
    }
    return num(5) == smallest ? NULL : fail("the smallest card left is %d", smallest);
}

static const char *check_answer(char **w, int n)
{
    const char *said = claim_text + strlen("answer ");
    (void)w, (void)n;
    answered = current;
    if (strlen(said) != item->len + 2 || memcmp(said, item->buf, item->len) != 0 || said[item->len] != ' ')
        return "not the line's cards, a space and a player";
    return said[item->len + 1] == winner(laid, total, item->len) ? NULL : "the other player wins";
}

/* The forms (claims.h), with two letters more: p a player A or B, c the item's cards (a cards
 * claim names a line's cards first: check_cards checks them). */
static const struct claim_kind kinds[] = {
    {"cards", "nwn", check_cards},     {"more", "n", check_more},
    {"bust", "cpp", check_bust},       {"left", "cnnnnnnp", check_left},
    {"lay", "cnnp", check_lay},        {"no-card", "c", check_no_card},
    {"win", "cpn", check_win},         {"lose", "cpp", check_loses},
    {"stuck", "cpp", check_loses},     {"line", "cppnn*pnn", check_play},
    {"answer", "w*w", check_answer},
};

/* STATE (word i) of line K (word 1): its counts, total and cards; why it is not one, or NULL. */
static const char *position(char **w, int i, int *now, int *t, size_t *cards)
{
    const char *why;
    unsigned long long k;
    if (!claim_number(w[1], &k) || k < 1 || k > (unsigned long long)nlines) return fail("the input has %ld lines", nlines);
    why = read_position(w[i], lines[k - 1].buf, lines[k - 1].len, now, t, cards);
    return why ? fail("%s: %s", w[i], why) : NULL;
}

/* Whether the player to move at the position wins. */
static int mover_won(int *now, int t, size_t cards) { return winner(now, t, cards) == player(cards); }

static unsigned cards_listed; /* the cards laid by the play-move claims after the last play claim (bit v) */

static const char *check_play_at(char **w, int n)
{
    int now[CARD_VALUES + 1], t, v, fit = 0;
    size_t cards;
    unsigned long long k;
    const char *why = position(w, 2, now, &t, &cards);
    play_close();
    if (why) return why;
    for (v = 1; v <= CARD_VALUES; v++) fit += fits(now, t, v);
    play_open(w[2], fit);
    cards_listed = 0;
    claim_number(w[1], &k);
    if (n == 5 && (strcmp(w[4], "start") != 0 || cards != lines[k - 1].len)) return "the start is the line's own cards";
    if (t > TARGET) return strcmp(w[3], "lose") == 0 ? NULL : "the line is over: the side named laid its last card and lost";
    return mover_won(now, t, cards) == (strcmp(w[3], "win") == 0) ? NULL : "the search says otherwise";
}

static const char *check_play_move(char **w, int n)
{
    int now[CARD_VALUES + 1], next[CARD_VALUES + 1], t, next_t;
    size_t cards, next_cards;
    const char *why = position(w, 2, now, &t, &cards);
    (void)n;
    if (why || (why = position(w, 3, next, &next_t, &next_cards)) != NULL) return why;
    if (next_cards != cards + 1 || strncmp(w[2], w[3], cards) != 0 || next_t > TARGET) return fail("%s is not %s and a card that fits", w[3], w[2]);
    if ((why = play_move_from(w[2], strcmp(w[5], "best") == 0)) != NULL) return why;
    if (cards_listed >> (w[3][cards] - '0') & 1) return "listed twice";
    cards_listed |= 1u << (w[3][cards] - '0');
    if (mover_won(next, next_t, next_cards) != (strcmp(w[4], "lose") == 0)) return "the search says otherwise";
    return strcmp(w[5], "best") == 0 && mover_won(now, t, cards) && strcmp(w[4], "win") != 0 ? "a losing card is best, and a winning one exists" : NULL;
}

static const struct claim_kind play_kinds[] = {
    {"play", "nww*w", check_play_at}, {"play-move", "nwwww", check_play_move},
};

static const char *letter(char l, const char *word)
{
    static char why[80]; /* not fail's: claims_form passes this to fail */
    if (l == 'p') return strlen(word) == 1 && (word[0] == 'A' || word[0] == 'B') ? NULL : "not A or B";
    if (is_item(word)) return NULL;
    snprintf(why, sizeof why, "these are not the cards of line %ld", current);
    return why;
}

/* What a line owes when the next begins: its answer, and a lay claim for every card that may be
 * laid. Said once per line. */
static void finish_item(void)
{
    unsigned missing;
    int v;
    if (!item) return;
    if (current > answered) claim_wrong(cards_text, "no answer claim for this line");
    if ((missing = fitting() & ~listed) != 0) {
        for (v = 1; !(missing >> v & 1); v++)
            ;
        claim_wrong(cards_text, fail("card %d may be laid but no lay claim lists it", v));
    }
    answered = current, listed |= missing;
}

const char *claims_check(char **w, int n)
{
    int i, cards = strcmp(w[0], "cards") == 0 ? 2 : 1; /* the word that names a line's cards */
    size_t len;
    if (strncmp(w[0], "play", 4) == 0) return claims_form(play_kinds, 2, w, n, NULL);
    if (cards == 2 || strcmp(w[0], "more") == 0) finish_item();
    else if (!item) return "no line named yet";
    for (i = 1; i < n; i++) /* claim_number takes 19 digits */
        if (i != cards && (len = strlen(w[i])) > MAX_DIGITS && strspn(w[i], "0123456789") == len)
            return fail("word %d is not a number", i + 1);
    return claims_form(kinds, sizeof kinds / sizeof kinds[0], w, n, letter);
}

const char *claims_end(void)
{
    play_close();
    finish_item();
    return more < 0 && current < nlines ? fail("lines %ld to %ld of the input are not explained", current + 1, nlines) : NULL;
}
