/* draw.h - uva10165's --svg and --svg-dir pictures (judge/lib/study.h): a part of explain.c, which
 * includes it after play.h (one program: the parts share the item read and its analysis). */

enum { ROWS_SHOWN = 12 }; /* pile rows drawn */

static void bit_cells(double x, double y, double w, unsigned long long v, int width, int deciding)
{
    int b;
    for (b = width - 1; b >= 0; b--, x += w) {
        svg_rect(x, y, w - 2, 20, v >> b & 1 ? SVG_INK : SVG_PAPER, b == deciding ? SVG_MARK : SVG_INK);
        if (w >= 16) svg_text(x + w / 2 - 1, y + 15, "middle", v >> b & 1 ? SVG_PAPER : SVG_INK, "%d", (int)(v >> b & 1));
    }
}

/* The piles in binary, one row each (the first ROWS_SHOWN, and the winning one), the XOR row, the
 * column of the XOR's highest 1 framed, and the winning move as the pile's new row. */
static void picture(long item, const unsigned long long *pile, unsigned long long n, int jim)
{
    unsigned long long i, x = 0, top = 0, win, one, shown, rows;
    int width, deciding = -1, b;
    double w, y, left = 250, x0;
    for (i = 0; i < n; i++) x ^= pile[i], top = pile[i] > top ? pile[i] : top;
    for (width = 1; width < 63 && top >> width; width++)
        ;
    for (b = 0; b < 64; b++)
        if (x >> b & 1) deciding = b;
    win = winning_pile(pile, n, x, &one);
    w = width <= 24 ? 22 : 12;
    shown = n < ROWS_SHOWN ? n : ROWS_SHOWN;
    rows = shown + (win >= shown && win < n);
    if (svg_dir || !study_state) svg_item(item);
    svg_open(left + width * w + 20 > 660 ? (int)(left + width * w + 20) : 660, (int)(215 + rows * 24 + (n > rows) * 20),
             "Nim: the piles in binary and their XOR");
    svg_text(20, 20, "start", SVG_INK, "Scenario %ld: %llu pile%s, %s to move. Black: a 1 bit.", item, n, n == 1 ? "" : "s", name(jim));
    for (b = width - 1; b >= 0; b--)
        if (w >= 16 || b % 8 == 0 || b == width - 1) svg_text(left + (width - 1 - b) * w + w / 2 - 1, 44, "middle", SVG_INK, "%d", b);
    svg_text(left - 10, 44, "end", SVG_INK, "bit");
    for (y = 52, i = 0; i < n; i++) {
        if (i >= shown && i != win) continue;
        svg_text(left - 10, y + 15, "end", i == win ? SVG_MARK : SVG_INK, "pile %llu: %llu", i + 1, pile[i]);
        bit_cells(left, y, w, pile[i], width, deciding);
        y += 24;
    }
    if (n > rows) svg_text(left - 10, y + 12, "end", SVG_INK, "(%llu more piles)", n - rows), y += 20;
    svg_line(left, y + 2, left + width * w, y + 2, SVG_INK, 2);
    svg_text(left - 10, y + 21, "end", SVG_INK, "XOR: %llu", x);
    bit_cells(left, y + 6, w, x, width, deciding);
    if (deciding >= 0) { /* the deciding column, framed from its bit number to the XOR */
        x0 = left + (width - 1 - deciding) * w - 2;
        svg_line(x0, 30, x0, y + 28, SVG_MARK, 2);
        svg_line(x0 + w, 30, x0 + w, y + 28, SVG_MARK, 2);
        svg_line(x0, 30, x0 + w, 30, SVG_MARK, 2);
        svg_line(x0, y + 28, x0 + w, y + 28, SVG_MARK, 2);
    }
    y += 50;
    if (one == n) {
        svg_text(20, y, "start", SVG_LOSE, "No stone is left: %s cannot move and has lost.", name(jim));
    } else if (win == n) {
        svg_text(20, y, "start", SVG_LOSE, "The XOR is 0: %s loses. Any move changes one pile, so some column gets", name(jim));
        svg_text(20, y + 18, "start", SVG_LOSE, "an odd number of 1s, and %s moves back to XOR 0.", name(!jim));
    } else {
        svg_text(20, y, "start", SVG_MARK, "The framed column, the XOR's highest 1, decides: pile %llu has a 1 there,", win + 1);
        svg_text(20, y + 18, "start", SVG_MARK, "so %llu XOR %llu = %llu is smaller.", pile[win], x, pile[win] ^ x);
        svg_text(20, y + 36, "start", SVG_MARK, "%s wins: pile %llu from %llu to %llu (take %llu),", name(jim), win + 1, pile[win],
                 pile[win] ^ x, pile[win] - (pile[win] ^ x));
        svg_text(left - 10, y + 63, "end", SVG_WIN, "after: %llu", pile[win] ^ x);
        bit_cells(left, y + 48, w, pile[win] ^ x, width, -1);
        svg_text(20, y + 92, "start", SVG_WIN, "and the XOR of the piles becomes 0: %s is left in a lost position.", name(!jim));
    }
    svg_close();
}
