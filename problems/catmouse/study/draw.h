/* draw.h - catmouse's --svg and --svg-dir pictures (judge/lib/study.h): a part of explain.c, which
 * includes it after play.h (one program: the parts share the item read and its analysis). */

/* More edges are not drawn; cells are numbered up to NUMBERED nodes; the line's first ARROWS moves
 * are drawn (a longer line is a tangle: the page steps through it). */
enum { EDGES_DRAWN = 600, NUMBERED = 12, ARROWS = 24 };

/* Node u's place in the picture: columns by distance to the hole (breadth-first from 0; the nodes
 * the hole cannot reach in the last column), in each column by number. */
static double node_x[MAX_EXPLAINED], node_y[MAX_EXPLAINED];

/* Lays the graph out from (x0, y0); returns its height, *width its width, *radius the nodes'. */
static double layout(int n, double x0, double y0, double *width, double *radius)
{
    int dist[MAX_EXPLAINED], queue[MAX_EXPLAINED], count[MAX_EXPLAINED + 1] = {0}, head = 0, tail = 0, u, i;
    int columns = 0, tallest = 0;
    double dx, dy;
    for (u = 0; u < n; u++) dist[u] = -1;
    dist[0] = 0, queue[tail++] = 0;
    while (head < tail)
        for (u = queue[head++], i = 0; i < adj_count[u]; i++)
            if (dist[adj[u][i]] < 0) dist[adj[u][i]] = dist[u] + 1, queue[tail++] = adj[u][i];
    for (u = 0; u < n; u++) columns = dist[u] + 1 > columns ? dist[u] + 1 : columns;
    for (u = 0; u < n; u++) {
        if (dist[u] < 0) dist[u] = columns; /* cut off from the hole */
        tallest = ++count[dist[u]] > tallest ? count[dist[u]] : tallest;
    }
    columns += tail < n;
    dx = columns > 1 && 860.0 / (columns - 1) < 120 ? 860.0 / (columns - 1) : 120;
    dy = 560.0 / tallest < 70 ? 560.0 / tallest : 70;
    *radius = (dx < dy ? dx : dy) * 0.3 < 14 ? (dx < dy ? dx : dy) * 0.3 : 14;
    for (i = 0; i <= columns; i++) count[i] = 0;
    for (u = 0; u < n; u++) {
        node_x[u] = x0 + *radius + 24 + dist[u] * dx;
        node_y[u] = y0 + *radius + 8 + count[dist[u]]++ * dy;
    }
    *width = (columns - 1) * dx + 2 * *radius + 48;
    return tallest * dy + 16;
}

/* The square root of x > 0 by Newton's method: math.h's round() would clash with graph.h's table. */
static double root(double x)
{
    double r = x > 1 ? x : 1;
    int i;
    for (i = 0; i < 40; i++) r = (r + x / r) / 2;
    return r;
}

/* An arrow of the line of play in graph item's picture: move k, by the side `turn`, from node a to
 * node b, bent to the left of its direction (the two ways along an edge apart), numbered. */
static void arrow(int item, int k, int turn, int a, int b, double radius)
{
    double x1 = node_x[a], y1 = node_y[a], x2 = node_x[b], y2 = node_y[b];
    double len = root((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)), ux = (x2 - x1) / len, uy = (y2 - y1) / len;
    double bend = 10 + (k % 3) * 6, mx = (x1 + x2) / 2 + uy * bend, my = (y1 + y2) / 2 - ux * bend;
    const char *colour = turn ? SVG_INK : SVG_MARK;
    printf("<path d=\"M%g %g Q%g %g %g %g\" fill=\"none\" stroke=\"%s\" stroke-width=\"%d\" "
           "marker-end=\"url(#catmouse-%d-%s)\"/>\n",
           x1 + ux * radius, y1 + uy * radius, mx, my, x2 - ux * (radius + 2), y2 - uy * (radius + 2), colour,
           radius < 8 ? 1 : 2, item, side_name[turn]); /* the head scales with the stroke */
    svg_text((x1 + x2) / 4 + mx / 2 + uy * 6, (y1 + y2) / 4 + my / 2 - ux * 6 + 4, "middle", colour, "%d", k);
}

/* One grid of positions (turn to move): row m the mouse's node, column c the cat's; coloured for
 * the mouse; p's cell outlined. */
static void grid(int n, int turn, double x0, double y0, double cell, const struct position *p)
{
    int m, c, j;
    svg_text(x0, y0 - 8, "start", SVG_INK, "%s to move", turn ? "cat" : "mouse");
    for (m = 0; m < n; m++)
        for (c = 1; c < n; c = j) { /* the cat never stands on the hole: column 0 stays empty */
            int v = value[turn][m][c], seen = dist[turn][m][c] >= 0;
            for (j = c + 1; n > NUMBERED && j < n && value[turn][m][j] == v && (dist[turn][m][j] >= 0) == seen; j++)
                ;
            printf("<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"%s\" fill-opacity=\"%g\" stroke=\"%s\"/>\n",
                   x0 + c * cell, y0 + m * cell, (j - c) * cell, cell, svg_outcome(v == MOUSE ? 'W' : v == CAT ? 'L' : 'D'),
                   seen ? 1 : 0.35, n <= NUMBERED ? SVG_PAPER : "none");
            if (n <= NUMBERED && v != UNKNOWN)
                svg_text(x0 + (c + 0.5) * cell, y0 + (m + 0.5) * cell + 4, "middle", SVG_PAPER, "%d", round[turn][m][c]);
        }
    if (n <= NUMBERED)
        for (m = 0; m < n; m++) {
            svg_text(x0 - 4, y0 + (m + 0.5) * cell + 4, "end", SVG_INK, "%d", m);
            svg_text(x0 + (m + 0.5) * cell, y0 + n * cell + 14, "middle", SVG_INK, "%d", m);
        }
    if (p->turn == turn)
        printf("<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"none\" stroke=\"%s\" stroke-width=\"3\"/>\n",
               x0 + p->cat * cell - 1, y0 + p->mouse * cell - 1, cell + 2, cell + 2, SVG_MARK);
}

static void draw_position(int item, int n, const struct position *p)
{
    char title[160];
    int u, i, edges = 0, moves, repeat, o = outcome_at(p, n), k;
    double width, radius, height, cell = n <= NUMBERED ? 24 : 360.0 / n, grid_y, total;
    const char *who[2] = {"the mouse", "the cat"};
    for (u = 0; u < n; u++) edges += adj_count[u];
    edges /= 2;
    sprintf(title, "Graph %d: %d nodes; mouse on %d, cat on %d, %s to move after %ld moves: %s %s", item, n, p->mouse,
            p->cat, side_name[p->turn], p->moves, who[p->turn], o == 'W' ? "wins" : o == 'L' ? "loses" : "draws");
    height = layout(n, 10, 70, &width, &radius);
    grid_y = 70 + height + 40;
    width = width > 2 * n * cell + 140 ? width : 2 * n * cell + 140;
    width = width < 680 ? 680 : width;
    total = grid_y + n * cell + 84;
    svg_open((int)width + 20, (int)total, title);
    for (k = 0; k < 2; k++) /* arrow heads, one per side; ids unique on a page of several pictures */
        printf("<defs><marker id=\"catmouse-%d-%s\" markerWidth=\"8\" markerHeight=\"8\" refX=\"7\" refY=\"4\" "
               "orient=\"auto\"><path d=\"M0 0 L8 4 L0 8 z\" fill=\"%s\"/></marker></defs>\n",
               item, side_name[k], k ? SVG_INK : SVG_MARK);
    svg_text(10, 20, "start", SVG_INK, "%s", title);
    svg_text(10, 38, "start", SVG_INK, "The graph by distance to the hole (column d: d edges from 0), and the line of best play");
    svg_text(10, 56, "start", SVG_INK, "from here: blue arrows the mouse's moves, black the cat's, numbered%s.",
             edges > EDGES_DRAWN ? "; edges not drawn (too many)" : "");
    for (u = 0; u < n && edges <= EDGES_DRAWN; u++)
        for (i = 0; i < adj_count[u]; i++)
            if (adj[u][i] > u) svg_line(node_x[u], node_y[u], node_x[adj[u][i]], node_y[adj[u][i]], SVG_DRAW, 1);
    for (u = 0; u < n; u++) {
        svg_circle(node_x[u], node_y[u], radius, u == 0 ? SVG_INK : SVG_PAPER,
                   u == p->mouse ? SVG_MARK : SVG_INK);
        if (radius >= 6)
            printf("<text x=\"%g\" y=\"%g\" text-anchor=\"middle\" fill=\"%s\" font-size=\"%g\">%d</text>\n", node_x[u],
                   node_y[u] + radius * 0.4, u == 0 ? SVG_PAPER : SVG_INK, radius, u);
    }
    svg_circle(node_x[p->mouse], node_y[p->mouse], radius + 3, "none", SVG_MARK);
    svg_text(node_x[p->mouse] - radius - 2, node_y[p->mouse] - radius, "end", SVG_MARK, "mouse");
    svg_text(node_x[p->cat] + radius + 2, node_y[p->cat] - radius, "start", SVG_INK, "cat");
    moves = over(p, n) ? 0 : line_of_play(n, p->turn, p->mouse, p->cat, HORIZON(n) - p->moves, &repeat);
    for (k = 0; k < moves && k < ARROWS; k++)
        arrow(item, k + 1, steps[k].turn, steps[k].from, steps[k].to, radius);
    svg_text(10, grid_y - 30, "start", SVG_INK, "Every position, for the mouse: green it wins, red the cat wins, grey a draw;");
    svg_text(10, grid_y - 14, "start", SVG_INK, "row: the mouse's node, column: the cat's; faded: never reached; blue: here.");
    if (n <= NUMBERED) svg_text(10, grid_y + 2, "start", SVG_INK, "The number: moves to the end with best play.");
    grid(n, 0, 40, grid_y + 30, cell, p);
    grid(n, 1, 100 + n * cell, grid_y + 30, cell, p);
    if (moves > ARROWS)
        svg_text(10, total - 10, "start", SVG_INK, "(the line's %d moves after move %d are not drawn)", moves - ARROWS, ARROWS);
    svg_close();
}
