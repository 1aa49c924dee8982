/* draw.h - astrgame's --svg and --svg-dir pictures (judge/lib/study.h): a part of explain.c, which
 * includes it after play.h (one program: the parts share the item read and its analysis). */

enum { BAR_ROWS = 10, WRITTEN_MAX = 30 }; /* occurrence rows drawn; values written up to this |S| */

/* Piece [l, r) of S as a cell of the triangle (row r - l, from the top), outlined. */
static void triangle_cell(double x0, double y0, double w, double h, int l, int r, const char *stroke)
{
    printf("<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"none\" stroke=\"%s\" stroke-width=\"2.5\"/>\n",
           x0 + (r - l - 1) * w / 2 + l * w, y0 + (r - l - 1) * h, w, h, stroke);
}

static void draw_position(int t, const struct position *p)
{
    /* Cell width w: 26 px up to WRITTEN_MAX letters, then S spans 780 px. */
    double w = n <= WRITTEN_MAX ? 26 : 780.0 / n, h = w < 22 ? w : 22, bar = n <= WRITTEN_MAX ? 14 : 7;
    double y_bars = 60 + w + 6, y_tri, width = 20 + n * w < 620 ? 620 : 20 + n * w;
    int row_end[BAR_ROWS], rows = 0, hidden = 0, k, a, len, i, j, x = value_of(p), bk = -1, ba = 0, blen = 0;
    char title[4 * MAX_LEN + 64], *end = title;
    int best = best_move(p, &bk, &ba, &blen), on_table[MAX_LEN] = {0};
    for (k = 0; k < p->count; k++)
        for (i = p->l[k]; i < p->r[k]; i++) on_table[i] = 1;
    for_moves(p) {
        for (i = 0; i < rows && row_end[i] > a; i++)
            ;
        if (i == rows && rows < BAR_ROWS) row_end[rows++] = 0;
        if (i < rows) row_end[i] = a + len;
        else hidden++;
    }
    y_tri = y_bars + rows * (bar + 3) + (hidden ? 18 : 0) + 30;
    sprintf(title, "Test %d: %s to move; the pieces' values XOR to %d: %s wins", t, side_name[p->turn], x,
            side_name[x ? p->turn : !p->turn]);
    svg_open((int)width, (int)(y_tri + n * h + 68), title);
    svg_text(10, 20, "start", SVG_INK, "%s", title);
    for (j = 0, end = title; j < dict_size && end - title < 80; j++) end += sprintf(end, " %.80s", dict[j]);
    svg_text(10, 38, "start", SVG_INK, "words:%.80s%s", title, j < dict_size || end - title > 80 ? " ..." : "");
    printf("<g font-size=\"%g\">\n", w < 14 ? w * 0.9 : 13);
    for (i = 0; i < n; i++) { /* the letters; the erased ones faded */
        svg_rect(10 + i * w, 50, w, w, on_table[i] ? SVG_PAPER : "#ffffff", on_table[i] ? SVG_INK : SVG_DRAW);
        svg_text(10 + (i + 0.5) * w, 50 + w * 0.72, "middle", on_table[i] ? SVG_INK : SVG_DRAW, "%c", s[i]);
    }
    puts("</g>");
    rows = 0;
    for_moves(p) { /* each occurrence: erasing it wins (green) or loses (red); the best outlined */
        int left = after(p, x, k, a, len);
        for (i = 0; i < rows && row_end[i] > a; i++)
            ;
        if (i == rows && rows < BAR_ROWS) row_end[rows++] = 0;
        if (i == rows) continue;
        row_end[i] = a + len;
        printf("<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n",
               10 + a * w + 1, y_bars + i * (bar + 3), len * w - 2, bar, svg_outcome(left ? 'L' : 'W'),
               best && k == bk && a == ba && len == blen ? SVG_MARK : "none");
        if (n <= WRITTEN_MAX) svg_text(10 + (a + len / 2.0) * w, y_bars + i * (bar + 3) + 11, "middle", SVG_PAPER, "%d", left);
    }
    if (hidden) svg_text(10, y_bars + rows * (bar + 3) + 12, "start", SVG_INK, "(%d more occurrences not drawn)", hidden);
    svg_text(10, y_tri - 12, "start", SVG_INK, "Each occurrence of a word: the value erasing it leaves, green 0 (wins), red not.");
    for (len = 1; len <= n; len++) /* row len of the triangle: g(i, i+len-1); runs of a colour as one rect */
        for (i = 0; i + len <= n; i = j) {
            const char *fill = svg_outcome(g(i, i + len - 1) ? 'W' : 'L');
            for (j = i + 1; n > WRITTEN_MAX && j + len <= n && (g(j, j + len - 1) != 0) == (g(i, i + len - 1) != 0); j++)
                ;
            svg_rect(10 + (len - 1) * w / 2 + i * w, y_tri + (len - 1) * h, (j - i) * w, h, fill,
                     n <= WRITTEN_MAX ? SVG_PAPER : NULL);
            if (n <= WRITTEN_MAX)
                svg_text(10 + (len - 1) * w / 2 + (i + 0.5) * w, y_tri + (len - 1) * h + 15, "middle", SVG_PAPER, "%d",
                         g(i, i + len - 1));
        }
    for (k = 0; k < p->count; k++) triangle_cell(10, y_tri, w, h, p->l[k], p->r[k], SVG_MARK);
    if (best && ba > p->l[bk]) triangle_cell(10, y_tri, w, h, p->l[bk], ba, SVG_INK);
    if (best && ba + blen < p->r[bk]) triangle_cell(10, y_tri, w, h, ba + blen, p->r[bk], SVG_INK);
    svg_text(10, y_tri + n * h + 18, "start", SVG_INK, "The Grundy value of every piece of S%s: row k, the pieces of k letters;",
             n <= WRITTEN_MAX ? "" : " (not written: |S| > 30)");
    svg_text(10, y_tri + n * h + 36, "start", SVG_INK, "green: not 0 (won for the player to move), red: 0. Blue: the pieces on");
    if (best)
        svg_text(10, y_tri + n * h + 54, "start", SVG_INK, "the table; black: the pieces the best erasure leaves%s.",
                 x ? ", equal values" : "");
    else
        svg_text(10, y_tri + n * h + 54, "start", SVG_INK, "the table. No word occurs in them: %s cannot move, and loses.",
                 side_name[p->turn]);
    svg_close();
}
