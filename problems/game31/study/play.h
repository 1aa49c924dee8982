/* play.h - game31's --play K [STATE] (judge/lib/study.h's protocol): a part of explain.c, which
 * includes it (one program: the parts share the item read and its analysis). */

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

/* The move that lays a card of value v, as a player writes it (play/README.md's protocol): V. */
static void written(char *text, int v) { sprintf(text, "%d", v); }

static void play_at(const char *cards, int laid[CARD_VALUES + 1], int total)
{
    char label[40], next[CARD_VALUES * COPIES + 2], move[16];
    size_t len = strlen(cards);
    char mover = player(len), win = winner(laid, total, len);
    int v, b = total > TARGET ? 0 : best(laid, total, len), left = total > TARGET ? 0 : moves_left(laid, total);
    play_players("A", "B");
    play_state("%s", cards_text(cards));
    if (total > TARGET) { /* over: the side named is the one who laid the last card, and lost */
        play_turn(other(mover) == 'A' ? "A" : "B");
        play_outcome('L', 0, "the last card passed %d", TARGET);
        play_end("%c's card took the total to %d, past %d: %c wins", other(mover), total, TARGET, mover);
        return;
    }
    play_turn(mover == 'A' ? "A" : "B");
    if (!b) {
        play_outcome('L', 0, "no card keeps the total <= %d", TARGET);
        play_end("%c cannot lay a card at total %d: %c wins", mover, total, other(mover));
        return;
    }
    play_outcome(win == mover ? 'W' : 'L', left, "%s in %d move%s", win == mover ? "wins" : "loses", left, left == 1 ? "" : "s");
    for (v = 1; v <= CARD_VALUES; v++) {
        if (!fits(laid, total, v)) continue;
        sprintf(label, "lay %d (total %d)", v, total + v);
        written(move, v);
        sprintf(next, "%s%d", cards, v);
        play_move(label, next, after(laid, total, len, v) == mover ? 'W' : 'L', v == b, move);
    }
}
