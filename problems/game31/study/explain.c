/* explain - why each game31 line is won by A or by B (make explain P=game31 [IN=file]).
 *
 * For each line of a valid input: the cards laid, by whom, the total and the cards left; then
 * every card the player to move may lay (one that keeps the total <= 31), each with the winner
 * after it (testdata/game31/tools/deck.h, the oracle's search); so either the winning card (the
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

/* --play and --svg (judge/lib/study.h): a position is a line that begins with the item's cards
 * (deck.h's read_position); the best card ends the game fastest when it wins (deck.h's
 * moves_left), holds out longest when it loses, the smallest such card. A finished line (its last
 * card passed 31) is played as over, lost for the side named: the one who laid that card (as in
 * every other ended game of the protocol, the side named at the end has lost). */
static const char *cards_text(const char *cards) { return *cards ? cards : "-"; }

/* The best card at the position (total, cards laid), or 0 when no card fits. */
static int best(int laid[CARD_VALUES + 1], int total, size_t cards)
{
    int v, d, left = moves_left(laid, total), win = winner(laid, total, cards) == player(cards);
    for (v = 1; v <= CARD_VALUES; v++) {
        if (!fits(laid, total, v) || (after(laid, total, cards, v) == player(cards)) != win) continue;
        laid[v]++;
        d = moves_left(laid, total + v);
        laid[v]--;
        if (d == left - 1) return v;
    }
    return 0;
}

static void play_at(const char *cards, int laid[CARD_VALUES + 1], int total)
{
    char label[40], next[CARD_VALUES * COPIES + 2];
    size_t len = strlen(cards);
    char mover = player(len), win = winner(laid, total, len);
    int v, b = total > TARGET ? 0 : best(laid, total, len), left = total > TARGET ? 0 : moves_left(laid, total);
    play_players("A", "B");
    play_state("%s", cards_text(cards));
    if (total > TARGET) { /* over: the side named is the one who laid the last card, and lost */
        play_turn(other(mover) == 'A' ? "A" : "B");
        play_outcome('L', "the last card passed %d", TARGET);
        play_end("%c's card took the total to %d, past %d: %c wins", other(mover), total, TARGET, mover);
        return;
    }
    play_turn(mover == 'A' ? "A" : "B");
    if (!b) {
        play_outcome('L', "no card keeps the total <= %d", TARGET);
        play_end("%c cannot lay a card at total %d: %c wins", mover, total, other(mover));
        return;
    }
    play_outcome(win == mover ? 'W' : 'L', "%s in %d move%s", win == mover ? "wins" : "loses", left, left == 1 ? "" : "s");
    for (v = 1; v <= CARD_VALUES; v++) {
        if (!fits(laid, total, v)) continue;
        sprintf(label, "lay %d (total %d)", v, total + v);
        sprintf(next, "%s%d", cards, v);
        play_move(label, next, after(laid, total, len, v) == mover ? 'W' : 'L', v == b);
    }
}

enum { CARD_W = 48, CARD_H = 34, GAP = 8, LEFT = 20, GRID_Y = 62 };

/* The cards left as a grid (a column per value, a row per copy; laid copies grey), the result of
 * laying each card under its column, the running total as a bar of TARGET cells. */
static void picture(const char *cards, int laid[CARD_VALUES + 1], int total)
{
    size_t i, len = strlen(cards);
    char mover = player(len), win = winner(laid, total, len);
    int v, c, b = total > TARGET ? 0 : best(laid, total, len), k;
    double x, y = GRID_Y + COPIES * (CARD_H + GAP);
    char line[200];
    svg_open(2 * LEFT + CARD_VALUES * (CARD_W + GAP), (int)y + 190, "The Game of 31: the cards left and each card's result");
    for (k = 0, i = 0; i < len && k < 150; i++) k += sprintf(line + k, "%s%c %c", i ? ", " : "", player(i), cards[i]);
    svg_text(LEFT, 20, "start", SVG_INK, "Cards laid: %s.", len ? line : "none");
    if (total > TARGET) svg_text(LEFT, 40, "start", SVG_INK, "The deck (grey: laid); the game is over.");
    else svg_text(LEFT, 40, "start", SVG_INK, "The deck (grey: laid); %c to move.", mover);
    for (v = 1; v <= CARD_VALUES; v++)
        for (c = 0; c < COPIES; c++) {
            x = LEFT + (v - 1) * (CARD_W + GAP);
            svg_rect(x, GRID_Y + c * (CARD_H + GAP), CARD_W, CARD_H, c < COPIES - laid[v] ? SVG_PAPER : SVG_DRAW, SVG_INK);
            svg_text(x + CARD_W / 2, GRID_Y + c * (CARD_H + GAP) + 22, "middle", SVG_INK, "%d", v);
        }
    svg_text(LEFT, y + 12, "start", SVG_INK, total > TARGET ? "The game is over." : "%c lays ... (total, then who wins):", mover);
    for (v = 1; v <= CARD_VALUES && total <= TARGET; v++) {
        int ok = fits(laid, total, v);
        x = LEFT + (v - 1) * (CARD_W + GAP);
        svg_rect(x, y + 20, CARD_W, CARD_H, ok ? svg_outcome(after(laid, total, len, v) == mover ? 'W' : 'L') : SVG_DRAW,
                 v == b ? SVG_MARK : NULL);
        if (v == b) svg_rect(x + 2, y + 22, CARD_W - 4, CARD_H - 4, "none", SVG_MARK);
        if (ok) svg_text(x + CARD_W / 2, y + 34, "middle", SVG_PAPER, "%d: %d", v, total + v);
        svg_text(x + CARD_W / 2, y + 49, "middle", SVG_PAPER, ok ? (after(laid, total, len, v) == mover ? "wins" : "loses")
                                                               : laid[v] == COPIES ? "none" : "> %d", TARGET);
    }
    y += 76;
    svg_text(LEFT, y, "start", SVG_INK, "Total %d of %d:", total, TARGET);
    for (c = 0; c < TARGET; c++)
        svg_rect(LEFT + 110 + c * 7.5, y - 12, 6.5, 14, c < total ? (total > TARGET ? SVG_LOSE : SVG_INK) : SVG_PAPER, SVG_INK);
    y += 28;
    if (total > TARGET)
        svg_text(LEFT, y, "start", SVG_LOSE, "%c's card took the total past %d: %c has lost, %c wins.", other(mover), TARGET, other(mover), mover);
    else if (!b)
        svg_text(LEFT, y, "start", SVG_LOSE, "No card keeps the total <= %d: %c cannot move and loses.", TARGET, mover);
    else if (win == mover)
        svg_text(LEFT, y, "start", SVG_WIN, "%c wins: the framed card wins fastest (%d more cards).", mover, moves_left(laid, total));
    else
        svg_text(LEFT, y, "start", SVG_LOSE, "%c loses: every card loses; the framed one holds out longest.", mover);
    svg_text(LEFT, y + 20, "start", SVG_INK, "Green: the player who lays it wins; red: loses.");
    svg_close();
}

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

const struct explainer explainer = {"line", 0, NULL, read_line, explain, study, say_more, NULL};
