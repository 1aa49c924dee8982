/* explain - why each game31 line is won by A or by B (make explain P=game31 [IN=file]).
 *
 * For each line of a valid input: the cards laid, by whom, the total and the cards left; then
 * every card the player to move may lay (one that keeps the total <= 31), each with the winner
 * after it (problems/game31/game/deck.h, the oracle's search); so either the winning card (the
 * smallest one is
 * played) or "every card loses"; then the line of best play to the end: the winner lays its
 * smallest winning card, the loser its smallest card, until the player to move has no card that
 * keeps the total <= 31 and has lost. A finished line (the total passed 31) says who passed it.
 * Then the answer line as the solution prints it, after "answer: ".
 * Lines after the first MAX_ITEMS are not explained (a note says how many). Nothing is too big: a
 * valid line has at most 14 cards.
 * Bad input: the explanations before it, a one-line message on stderr, exit 1.
 *
 * explain --svg and --play (judge/lib/study.h): the deck, the total and each card's result, and
 * play from a position that is a line of cards ("-": none); see play_at and picture below.
 * Without K, --svg draws the items the prose explains (the first MAX_ITEMS).
 *
 * explain --claims prints the same explanation as claims, one per line, for claims.c to check
 * with deck.h. Every sentence of the prose that states a fact is rendered by one say_* function
 * from the same arguments in both modes, so a checked claim is exactly what the prose says.
 * CARDS is the line being explained ("-" when empty); A lays the first card, then B, in turn.
 *   cards K CARDS TOTAL       line K of the input holds CARDS, whose total is TOTAL
 *   bust CARDS LOSER WINNER   the total passed 31 with LOSER's last card; WINNER, the other, wins
 *   left CARDS C1 .. C6 MOVER  Ci copies of card i are left; MOVER is to move
 *   lay CARDS CARD TOTAL WINNER  CARD may be laid (a copy is left, TOTAL = the total + CARD <= 31)
 *                             and WINNER wins after it; the lay claims of a line list every such card
 *   no-card CARDS             no card left keeps the total <= 31
 *   win CARDS MOVER CARD      MOVER is to move, may lay CARD, and wins after it
 *   lose CARDS MOVER WINNER   MOVER is to move and loses although some card may be laid ("every
 *                             card loses"); WINNER is the other player
 *   stuck CARDS MOVER WINNER  MOVER is to move and no card may be laid; WINNER is the other player
 *   line CARDS WINNER STUCK TOTAL SMALLEST [P CARD T] ..   best play from CARDS: P lays CARD making
 *                             the total T, players alternating from the one to move; every card may
 *                             be laid and every position on the line (CARDS too) is won by WINNER;
 *                             then STUCK, the other player, is to move at total TOTAL and no card
 *                             fits; SMALLEST is the smallest card left (0: none left)
 *   answer TEXT               the solution's line for CARDS: the cards, a space, the winner
 *   more K                    the input has K lines after the last one explained
 */
#include <string.h>
#include "explain.h"
#include "deck.h"

static struct line line;                /* the line read */
static const struct line *item = &line; /* the line explained */
static int line_laid[CARD_VALUES + 1], line_total; /* its cards laid, by value, and their sum */

static char player(size_t cards_laid) { return cards_laid % 2 ? 'B' : 'A'; }
static char other(char p) { return p == 'A' ? 'B' : 'A'; }

static void put_cards(void)
{
    if (item->len) printf("%.*s", (int)item->len, item->buf);
    else putchar('-');
}

/* Layout and notes: prose only, they state no fact. */
static void prose(const char *text)
{
    if (!claims) fputs(text, stdout);
}

static void say_cards(long item_no, int total)
{
    size_t i;
    if (claims) {
        printf("cards %ld ", item_no);
        put_cards();
        printf(" %d\n", total);
        return;
    }
    printf("Line \"%.*s\": ", (int)item->len, item->buf);
    if (item->len == 0) printf("no card laid yet");
    for (i = 0; i < item->len; i++) printf("%s%c %c", i ? ", " : "", player(i), item->buf[i]);
    printf("; total %d.\n", total);
}

static void say_bust(char loser, char win)
{
    if (claims) {
        printf("bust ");
        put_cards();
        printf(" %c %c\n", loser, win);
    } else {
        printf("  %c's last card took the total past %d, so %c has lost and %c wins.\n", loser, TARGET, loser, win);
    }
}

static void say_left(const int *laid, char mover)
{
    int v;
    if (claims) {
        printf("left ");
        put_cards();
        for (v = 1; v <= CARD_VALUES; v++) printf(" %d", COPIES - laid[v]);
        printf(" %c\n", mover);
    } else {
        printf("  Cards left:");
        for (v = 1; v <= CARD_VALUES; v++) printf(" %d x%d", v, COPIES - laid[v]);
        printf("; %c to move.\n", mover);
    }
}

/* first: the first card of the list (prose separates the others with commas). */
static void say_lay(int v, int total, char win, int first)
{
    if (claims) {
        printf("lay ");
        put_cards();
        printf(" %d %d %c\n", v, total, win);
    } else {
        printf("%s %d (total %d): %c wins", first ? "" : ",", v, total, win);
    }
}

static void say_no_card(void)
{
    if (claims) printf("no-card "), put_cards(), printf("\n");
    else printf(" nothing: every card left passes %d", TARGET);
}

static void say_win(char mover, int v)
{
    if (claims) printf("win "), put_cards(), printf(" %c %d\n", mover, v);
    else printf("  So %c wins by laying %d: %c is then to move in a lost position.\n", mover, v, mover == 'A' ? 'B' : 'A');
}

/* any: some card may be laid (and every one loses). */
static void say_lose(char mover, int any, char win)
{
    if (claims) printf(any ? "lose " : "stuck "), put_cards(), printf(" %c %c\n", mover, win);
    else printf("  So %c loses: %s, and %c wins.\n", mover, any ? "every card loses" : "no card can be laid", win);
}

/* The line of best play from the item's total: steps[i] is laid after the item's cards and
 * steps[0..i-1]; then `stuck` cannot lay a card at total `end`. */
static void say_line(const int *steps, int k, int total, char stuck, int end, int smallest_left, char win)
{
    int i, t;
    if (claims) printf("line "), put_cards(), printf(" %c %c %d %d", win, stuck, end, smallest_left);
    else printf("  best play:");
    for (i = 0, t = total; i < k; i++) {
        t += steps[i];
        if (claims) printf(" %c %d %d", player(item->len + (size_t)i), steps[i], t);
        else printf("%s %c %d (%d)", i ? "," : "", player(item->len + (size_t)i), steps[i], t);
    }
    if (claims) printf("\n");
    else if (smallest_left)
        printf("%s %c cannot lay a card (total %d, smallest card left %d): %c wins.\n", k ? ":" : "", stuck, end,
               smallest_left, win);
    else
        printf("%s %c cannot lay a card (total %d, no card left): %c wins.\n", k ? ":" : "", stuck, end, win);
}

static void say_answer(char win)
{
    printf(claims ? "answer %.*s %c\n" : "answer: %.*s %c\n", (int)item->len, item->buf, win);
}

static void say_more(long skipped)
{
    if (claims) printf("more %ld\n", skipped);
    else printf("(%ld more lines not explained: the first %d are)\n", skipped, MAX_ITEMS);
}

/* The winner after the player to move (`cards` laid so far) lays card v; only for a v that fits:
 * the search's memo must only ever see real positions. */
static char after(int laid[CARD_VALUES + 1], int total, size_t cards, int v)
{
    char w;
    laid[v]++;
    w = winner(laid, total + v, cards + 1);
    laid[v]--;
    return w;
}

static void explain(long item_no)
{
    size_t cards = item->len;
    const int *laid_in = line_laid;
    int total = line_total, laid[CARD_VALUES + 1], steps[CARD_VALUES * COPIES], k, v, t, any = 0, smallest_left = 0;
    char mover = player(cards), win;
    for (v = 1; v <= CARD_VALUES; v++) laid[v] = laid_in[v];
    win = winner(laid, total, cards);
    say_cards(item_no, total);
    if (total > TARGET) {
        say_bust(player(cards - 1), win);
        say_answer(win);
        return;
    }
    say_left(laid, mover);
    if (!claims) printf("  %c may lay:", mover);
    for (v = 1; v <= CARD_VALUES; v++)
        if (fits(laid, total, v)) say_lay(v, total + v, after(laid, total, cards, v), !any), any = 1;
    if (!any) say_no_card();
    prose(".\n");
    if (win == mover) {
        for (v = 1; !fits(laid, total, v) || after(laid, total, cards, v) != mover; v++)
            ;
        say_win(mover, v);
    } else {
        say_lose(mover, any, win);
    }
    /* best play: the winner's smallest winning card, the loser's smallest card; laid and t
     * follow the line */
    for (k = 0, t = total;; k++, cards++) {
        for (v = 1; v <= CARD_VALUES; v++)
            if (fits(laid, t, v) && (player(cards) != win || after(laid, t, cards, v) == win)) break;
        if (v > CARD_VALUES) break;
        laid[v]++, t += v;
        steps[k] = v;
    }
    for (v = CARD_VALUES; v >= 1; v--)
        if (laid[v] < COPIES) smallest_left = v;
    say_line(steps, k, total, player(cards), t, smallest_left, win);
    say_answer(win);
}

/* The other parts of this one program (they share the item read and its analysis). */
#include "play.h" /* --play */
#include "draw.h" /* --svg, --svg-dir */

/* Line `item_no` (the global item): its pictures or its play, at study_state (the item's cards
 * without it). */
static void study(long item_no)
{
    static char cards[CARD_VALUES * COPIES + 2];
    const char *state = study_state ? study_state : item->len ? NULL : "-", *why;
    int laid[CARD_VALUES + 1], total;
    size_t len;
    if (!state) {
        memcpy(cards, item->buf, item->len), cards[item->len] = '\0';
        state = cards;
    }
    if ((why = read_position(state, item->buf, item->len, laid, &total, &len)) != NULL || len > CARD_VALUES * COPIES) {
        fprintf(stderr, "explain: bad position %s: %s (\"-\" for none)\n", state, why ? why : "too long");
        exit(1);
    }
    memcpy(cards, state, len), cards[len] = '\0';
    if (svg && (svg_dir || !study_state)) svg_item(item_no);
    if (svg) picture(cards, laid, total);
    else play_at(cards, laid, total);
}

/* The line read; bad input: a message, exit 1. */
static int read_line(long line_no)
{
    const char *why;
    if (!next_line(stdin, &line)) return 0;
    if ((why = check_line(line.buf, line.len, line_laid, &line_total)) != NULL) {
        fflush(stdout);
        fprintf(stderr, "explain: line %ld: %s\n", line_no, why);
        exit(1);
    }
    return 1;
}

const struct explainer explainer = {
    .noun = "line", .read = read_line, .explain = explain, .study = study, .more = say_more,
};
