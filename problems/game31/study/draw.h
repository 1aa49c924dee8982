/* draw.h - game31's --svg and --svg-dir pictures (judge/lib/study.h): a part of explain.c, which
 * includes it after play.h (one program: the parts share the item read and its analysis). */

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
