/* draw.h - marienbad's --svg and --svg-dir pictures (judge/lib/study.h): a part of explain.c, which
 * includes it after play.h (one program: the parts share the item read and its analysis). */

enum { LEFT = 20, RIGHT = 680 };

/* The terms of i's representation as blocks from (LEFT, y) on, wrapped at RIGHT, the smallest in
 * `last` colour (nothing drawn when last is NULL); returns the y below them. */
static double blocks(unsigned long long i, double y, const char *last)
{
    int used[FIB_TOP + 2] = {0}, k, lowest = i ? zeckendorf(i, used) : 0;
    double x = LEFT, w;
    char value[24];
    for (k = FIB_TOP; k >= 2; k--) {
        if (!used[k]) continue;
        w = 20 + 8 * sprintf(value, "%llu", F[k]);
        w = w < 44 ? 44 : w;
        if (x + w > RIGHT) x = LEFT, y += 48;
        x += w;
        if (!last) continue;
        svg_rect(x - w, y, w - 4, 40, k == lowest ? last : SVG_INK, NULL);
        svg_text(x - w / 2 - 2, y + 17, "middle", SVG_PAPER, "%s", value);
        svg_text(x - w / 2 - 2, y + 34, "middle", SVG_PAPER, "F_%d", k);
    }
    return y + 48;
}

/* i as its Zeckendorf blocks, the smallest term q against the cap j, and the winning move q: the
 * position it leaves, whose smallest term is above its new cap 2q. */
static void picture(long item, unsigned long long i, unsigned long long j, int second)
{
    unsigned long long q = smallest_term(i), rest = i - q;
    double y;
    if (svg_dir || !study_state) svg_item(item);
    svg_open(RIGHT + LEFT, i && j ? (int)(blocks(i, 0, NULL) + blocks(rest, 0, NULL)) + 190 : 80,
             "The match game: i in Zeckendorf blocks, the cap, the winning move");
    svg_text(LEFT, 20, "start", SVG_INK, "Pair %ld: <%llu, %llu>, the %s player to move:", item, i, j, side(second));
    svg_text(LEFT, 40, "start", SVG_INK, "%llu match%s left, and %llu may be taken at most.", i, i == 1 ? "" : "es", j);
    if (i == 0 || j == 0) {
        svg_text(LEFT, 64, "start", SVG_LOSE, i ? "The cap is 0: no move is allowed, so the player to move has lost."
                                                : "No match is left: the player to move has lost.");
        svg_close();
        return;
    }
    svg_text(LEFT, 64, "start", SVG_INK, "%llu as a sum of Fibonacci numbers, no two consecutive (Zeckendorf):", i);
    y = blocks(i, 74, SVG_MARK);
    svg_text(LEFT, y + 10, "start", q <= j ? SVG_WIN : SVG_LOSE, "The smallest block, q = %llu, is %s the cap j = %llu: the %s player %s.", q,
             q <= j ? "within" : "above", j, side(second), q <= j ? "wins" : "loses");
    if (q <= j) {
        svg_text(LEFT, y + 34, "start", SVG_MARK, "The winning move takes the block q = %llu and leaves <%llu, %llu>:", q, rest, cap_after(i, q));
        if (rest == 0) {
            svg_text(LEFT, y + 56, "start", SVG_WIN, "no match: the %s player took the last one and wins.", side(second));
        } else {
            y = blocks(rest, y + 44, SVG_LOSE);
            svg_text(LEFT, y + 10, "start", SVG_WIN, "Its smallest block, %llu, is above the new cap %llu (no two blocks are", smallest_term(rest),
                     cap_after(i, q));
            svg_text(LEFT, y + 28, "start", SVG_WIN, "consecutive, so it is at least F_(k+2) > 2 F_k): the opponent has lost.");
        }
    } else {
        svg_text(LEFT, y + 34, "start", SVG_LOSE, "Every move k <= %llu takes less than the smallest block, and leaves a", j);
        svg_text(LEFT, y + 52, "start", SVG_LOSE, "smallest block within the new cap 2k: the opponent takes it and wins.");
    }
    svg_close();
}
