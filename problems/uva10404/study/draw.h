/* draw.h - uva10404's --svg and --svg-dir pictures (judge/lib/study.h): a part of explain.c, which
 * includes it after play.h (one program: the parts share the item read and its analysis). */

enum { CELL = 46, CELL_H = 34, ROW = 14, STRIP_ALL = 4 * ROW - 1, MARGIN = 20, NEAR = 10 };

/* Cell p of the strip at (x, y): its colour, its number, and the move number k of the line of
 * perfect play that reaches it (k < 0: not on it). */
static void cell(double x, double y, double w, long p, int k, int marked)
{
    svg_rect(x, y, w - 2, CELL_H, svg_outcome(mark(p)), marked ? SVG_MARK : NULL);
    if (marked) svg_rect(x + 2, y + 2, w - 6, CELL_H - 4, "none", SVG_MARK);
    svg_text(x + w / 2 - 1, y + 15, "middle", SVG_PAPER, "%ld", p);
    if (k >= 0) {
        svg_circle(x + w / 2 - 1, y + 25, 9, SVG_MARK, NULL);
        svg_text(x + w / 2 - 1, y + 29, "middle", SVG_PAPER, "%d", k);
    }
}

/* The strip of cells first..last from row y on, `per_row` cells a row (wider for fewer);
 * on_line[p - first]: move number on the line of play or -1; the period's cells are underlined
 * and the cell `marked` framed. Returns the y below it. */
static double strip(long first, long last, long per_row, double y, const int *on_line, long start, long length,
                    long marked)
{
    long p;
    double w = (double)(ROW * CELL) / (double)per_row;
    for (p = first; p <= last; p++) {
        double x = MARGIN + (double)((p - first) % per_row) * w, top = y + (double)((p - first) / per_row) * (CELL_H + 12);
        cell(x, top, w, p, on_line ? on_line[p - first] : -1, p == marked);
        if (length && p >= start && p < start + length) svg_line(x, top + CELL_H + 4, x + w - 2, top + CELL_H + 4, SVG_MARK, 3);
    }
    return y + (double)((last - first) / per_row + 1) * (CELL_H + 12);
}

/* The W/L strip of the game from p: all of it for p <= STRIP_ALL, with the line of perfect play
 * numbered in its cells; for a larger p, the table's start up to one period (found as the prose
 * finds it), n placed in it, and the cells just below p with the best move. */
static void picture(long item, long p, int ollie)
{
    long start = 0, length = 0, width = moves[count - 1], q, shown, top;
    int on_line[STRIP_ALL + 1], k, s, found, height;
    char set[200];
    double y;
    top = width > MAX_WINDOW ? p : 2 * p + 2 * width + 64;
    fill_table(moves, count, top, won);
    fill_moves_left(p);
    found = width <= MAX_WINDOW && find_period(width, top, &start, &length);
    for (k = 0, s = 0; s < count; s++) k += sprintf(set + k, "%s%ld", s ? ", " : "", moves[s]);
    shown = p <= STRIP_ALL ? p : found && start + length <= STRIP_ALL + 1 ? start + length - 1 : STRIP_ALL;
    height = 110 + (int)(shown / ROW + 1) * (CELL_H + 12) + (p > STRIP_ALL ? 60 + CELL_H : 0);
    if (svg_dir || !study_state) svg_item(item);
    svg_open(2 * MARGIN + ROW * CELL, height, "Bachet's game: the win/lose strip");
    svg_text(MARGIN, 20, "start", SVG_INK, "Game %ld: S = {%s}; %ld stone%s left, %s to move.", item, set, p,
             p == 1 ? "" : "s", name(!ollie));
    svg_text(MARGIN, 38, "start", SVG_INK, "Each cell is a position: green, the player to move wins (W); red, loses (L).");
    y = 50;
    if (p <= STRIP_ALL) {
        for (q = 0; q <= p; q++) on_line[q] = -1;
        for (q = p, k = 0; on_line[q] = k, (s = best(q)) < count; q -= moves[s], k++)
            ;
        y = strip(0, p, ROW, y, on_line, start, found ? length : 0, -1);
        s = !ollie ^ (k % 2); /* Stan is to move at the end */
        svg_text(MARGIN, y + 14, "start", SVG_INK, "Perfect play, numbered: after %d move%s %s cannot move, and %s wins.", k,
                 k == 1 ? "" : "s", name(s), name(!s));
    } else {
        y = strip(0, shown, ROW, y, NULL, start, found ? length : 0, found && p >= start ? start + (p - start) % length : -1);
        svg_text(MARGIN, y + 14, "start", SVG_INK, "... up to %ld.", p);
    }
    y += 34;
    if (!found)
        svg_text(MARGIN, y, "start", SVG_INK, width > MAX_WINDOW ? "No period looked for: the largest move is above %d."
                                                                 : "No window of max(S) = %ld entries repeats up to %ld.",
                 width > MAX_WINDOW ? MAX_WINDOW : width, top);
    else
        svg_text(MARGIN, y, "start", SVG_MARK, "Underlined: the period, %ld cell%s from %ld on; the strip repeats it for ever.",
                 length, length == 1 ? "" : "s", start);
    if (p > STRIP_ALL) {
        if (found && p >= start)
            svg_text(MARGIN, y + 20, "start", SVG_MARK, "%ld = %ld + %ld*%ld + %ld, so %ld is coloured like %ld%s: %c.", p, start,
                     (p - start) / length, length, (p - start) % length, p, start + (p - start) % length,
                     start + (p - start) % length <= shown ? " (framed)" : "", mark(p));
        s = best(p);
        if (s < count)
            svg_text(MARGIN, y + 40, "start", SVG_INK, "Near %ld, %s to move; the best move, take %ld, leads to %ld%s:", p, name(!ollie),
                     moves[s], p - moves[s], moves[s] < NEAR ? " (framed)" : "");
        else
            svg_text(MARGIN, y + 40, "start", SVG_INK, "Near %ld, %s to move: no move fits.", p, name(!ollie));
        strip(p - NEAR + 1, p, NEAR, y + 50, NULL, 0, 0, s < count ? p - moves[s] : -1);
    }
    svg_close();
}
