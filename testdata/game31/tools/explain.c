/* explain - why each game31 line is won by A or by B (make explain P=game31 [IN=file]).
 *
 * For each line of a valid input: the cards laid, by whom, the total and the cards left; then
 * every card the player to move may lay (one that keeps the total <= 31), each with the winner
 * after it (tools/deck.h, the oracle's search); so either the winning card (the smallest one is
 * played) or "every card loses"; then the line of best play to the end: the winner lays its
 * smallest winning card, the loser its smallest card, until the player to move has no card that
 * keeps the total <= 31 and has lost. A finished line (the total passed 31) says who passed it.
 * Then the answer line as the solution prints it, after "answer: ".
 * Lines after the first MAX_ITEMS are not explained (a note says how many). Nothing is too big: a
 * valid line has at most 14 cards.
 * Bad input: the explanations before it, a one-line message on stderr, exit 1.
 * tools/test.sh checks every claimed card and every position of the line against the oracle.
 */
#include "deck.h"

enum { MAX_ITEMS = 20 };

static char player(size_t cards_laid) { return cards_laid % 2 ? 'B' : 'A'; }

/* The winner after the player to move (`cards` laid so far) lays card v; only for a legal v
 * (left in the deck, total + v <= 31): the search's memo must only ever see real positions. */
static char after(int laid[CARD_VALUES + 1], int total, size_t cards, int v)
{
    char w;
    laid[v]++;
    w = winner(laid, total + v, cards + 1);
    laid[v]--;
    return w;
}

static void explain(const struct line *line, int *laid, int total)
{
    size_t i, cards = line->len;
    int laid_now[CARD_VALUES + 1], v, first, smallest_left = 0;
    char mover = player(cards), win = winner(laid, total, cards);
    printf("Line \"%.*s\": ", (int)line->len, line->buf);
    if (cards == 0) printf("no card laid yet");
    for (i = 0; i < cards; i++) printf("%s%c %c", i ? ", " : "", player(i), line->buf[i]);
    printf("; total %d.\n", total);
    if (total > TARGET) {
        printf("  %c's last card took the total past %d, so %c has lost and %c wins.\n", player(cards - 1), TARGET,
               player(cards - 1), win);
        return;
    }
    printf("  Cards left:");
    for (v = 1; v <= CARD_VALUES; v++) printf(" %d x%d", v, COPIES - laid[v]);
    printf("; %c to move.\n", mover);
    printf("  %c may lay:", mover);
    for (first = 1, v = 1; v <= CARD_VALUES; v++)
        if (laid[v] < COPIES && total + v <= TARGET) printf("%s %d (total %d): %c wins", first ? "" : ",", v, total + v, after(laid, total, cards, v)), first = 0;
    if (first) printf(" nothing: every card left passes %d", TARGET);
    printf(".\n");
    if (win == mover) {
        for (v = 1; laid[v] == COPIES || total + v > TARGET || after(laid, total, cards, v) != mover; v++)
            ;
        printf("  So %c wins by laying %d: %c is then to move in a lost position.\n", mover, v, player(cards + 1));
    } else {
        printf("  So %c loses: %s, and %c wins.\n", mover, first ? "no card can be laid" : "every card loses", win);
    }
    printf("  best play:");
    for (v = 1; v <= CARD_VALUES; v++) laid_now[v] = laid[v];
    laid = laid_now; /* from here on, laid and total follow the line of play */
    for (first = 1;; cards++, first = 0) {
        mover = player(cards);
        for (v = 1; v <= CARD_VALUES; v++)
            if (laid[v] < COPIES && total + v <= TARGET && (mover != win || after(laid, total, cards, v) == win)) break;
        if (v > CARD_VALUES) break;
        printf("%s %c %d (%d)", first ? "" : ",", mover, v, total + v);
        laid[v]++, total += v;
    }
    for (v = CARD_VALUES; v >= 1; v--)
        if (laid[v] < COPIES) smallest_left = v;
    if (smallest_left)
        printf("%s %c cannot lay a card (total %d, smallest card left %d): %c wins.\n", first ? "" : ":", mover, total,
               smallest_left, win);
    else
        printf("%s %c cannot lay a card (total %d, no card left): %c wins.\n", first ? "" : ":", mover, total, win);
}

int main(void)
{
    struct line line = {NULL, 0, 0};
    const char *why;
    long line_no, skipped = 0;
    int laid[CARD_VALUES + 1], total;
    for (line_no = 1; next_line(&line); line_no++) {
        if ((why = check_line(line.buf, line.len, laid, &total)) != NULL) {
            fflush(stdout);
            fprintf(stderr, "explain: line %ld: %s\n", line_no, why);
            return 1;
        }
        if (line_no > MAX_ITEMS) {
            skipped++;
            continue;
        }
        explain(&line, laid, total);
        printf("answer: %.*s %c\n", (int)line.len, line.buf, winner(laid, total, line.len));
    }
    if (skipped) printf("(%ld more lines not explained: the first %d are)\n", skipped, MAX_ITEMS);
    free(line.buf);
    return 0;
}
