/* explain - why each catmouse graph is a mouse win, a cat win or a draw
 * (make explain P=catmouse [IN=file]).
 *
 * For each graph: its adjacency lists, then from the fixed point of
 * testdata/catmouse/tools/graph.h (the oracle's
 * code) run with exact rounds, so that round[] is the number of moves to the end when the winner
 * hurries and the loser delays:
 *   - a win: the outcome, the number of moves with best play, and the line of play move by move
 *     (the winner moves to a position it wins in the fewest moves, the loser to the one it loses
 *     in the most moves), to the mouse reaching the hole or the cat catching the mouse;
 *   - a draw: a line where each side only makes moves that keep the game drawn (there always is
 *     one: a drawn position has no winning move for its mover, and not every move loses), until a
 *     position repeats: the cycle the defending side keeps the game in.
 * Then the answer line as the solution prints it, after "answer: ".
 * Cuts: a line is shown up to SHOWN_MOVES moves (a note says how long it is); graphs after the first
 * MAX_ITEMS are not explained, nor graphs of more than MAX_EXPLAINED nodes (a note, no answer):
 * the exact rounds cost up to one sweep over all 2 n^2 positions per move of the longest game.
 * Exit 0 in both cases. Bad input: the explanations before it, a one-line message on stderr, exit 1.
 *
 * `explain --claims` states the same facts, one claim a line, for claims.c to check (each say_
 * function below renders one kind of claim either as prose or as its line(s), so that what is
 * checked is what the prose says). Values are the answer's: 0 a draw, 1 the mouse wins, 2 the cat.
 *   graph K N LISTS            graph K of the input has N nodes and these adjacency lists
 *   too-big K N MOST           graph K has N > MOST nodes: not explained
 *   outcome mouse|cat M        the start (mouse on 1, cat on 2, mouse to move) is won by the mouse
 *                              (the cat); with the winner hurrying and the loser delaying, the
 *                              game lasts M moves: the line of play that follows
 *   outcome draw               the start is a draw: the line that follows keeps it one
 *   move K mouse|cat FROM TO   move K of the line: the mover goes from FROM to TO
 *   position MOUSE CAT mouse|cat V
 *                              after the move above: the mouse on MOUSE, the cat on CAT, the
 *                              one named to move, and the position's value V is the outcome's
 *   hole, catch                after the move above the mouse is on the hole (on the cat)
 *   more K [M]                 K moves of the line are not shown in the prose; a win ends after
 *                              move M. The claims list every move, so that this can be checked
 *   repeat M MOUSE CAT mouse|cat J
 *                              the position after move M, the last, is the one after move J (0:
 *                              the start): the line can go round forever, a draw
 *   answer LINE                the graph's answer line
 *   unexplained K              K graphs follow the explained ones
 *
 * `explain --play K [STATE]` and `explain --svg [K [STATE]]` (judge/lib/study.h) play and draw
 * graph K at a position, a STATE of position.h ("1,2,mouse,0": the mouse's node, the cat's, the
 * side to move, the moves made; the play ends as a draw after 2 n^2 moves, which changes no
 * outcome: position.h says why). A STATE must be reachable from the start within its moves (a
 * breadth-first search): unreachable positions may leave the cat no move, which the fixed point
 * calls a draw. Outcomes and "best" come from the same exact rounds as the line of play above
 * (best_move: the fastest win, else the first drawing move, else the slowest loss), and
 * claims.c checks them (play claims), and testdata/catmouse/tools/test.sh against oracle-tree. The
 * picture: the graph in columns by distance to the hole with
 * the line of best play from the position as numbered arrows (the first ARROWS moves), and the
 * grid of every position (mouse's node x cat's node, one grid per side to move) coloured by its
 * value for the mouse, the positions never reached from the start faded. --svg without K draws
 * the graphs the prose explains. Graphs of more than MAX_EXPLAINED nodes are neither played
 * (exit 1, "too big to play") nor drawn (a note).
 */
#define TOOL "explain"
#include <string.h>
#include "explain.h"
#include "graph.h"
#include "position.h"

enum { MAX_EXPLAINED = 100, SHOWN_MOVES = 60 };

static int nodes; /* the graph read: its number of nodes */


static const char *name(int v) { return v == MOUSE ? "the mouse wins (1)" : v == CAT ? "the cat wins (2)" : "a draw (0)"; }
static const char *mover(int turn) { return turn ? "cat" : "mouse"; }

static void say_graph(int item, int n)
{
    int u, i;
    printf(claims ? "graph %d %d [" : "Graph %d: %d nodes: [", item, n);
    for (u = 0; u < n; u++) {
        printf("%s[", u ? "," : "");
        for (i = 0; i < adj_count[u]; i++) printf("%s%d", i ? "," : "", adj[u][i]);
        printf("]");
    }
    printf(claims ? "]\n" : "]\n  Mouse on 1, cat on 2, hole 0; the mouse moves first; the cat may not enter 0.\n");
}

static void say_too_big(int item, int n)
{
    printf(claims ? "too-big %d %d %d\n"
                  : "Graph %d: %d nodes: not explained: more than %d (the exact analysis would be slow).\n",
           item, n, MAX_EXPLAINED);
}

static void say_outcome(int start, int moves)
{
    if (claims && start == UNKNOWN)
        printf("outcome draw\n");
    else if (claims)
        printf("outcome %s %d\n", start == MOUSE ? "mouse" : "cat", moves);
    else if (start == UNKNOWN)
        printf("  Outcome: a draw (0): neither side can force a win. Both sides keep to drawn positions\n"
               "  (a drawn position has no winning move, and not every move loses) until one repeats:\n");
    else
        printf("  Outcome: %s, in %d move%s with best play (the winner as fast as it can, the loser as\n"
               "  slowly as it can):\n", name(start), moves, moves == 1 ? "" : "s");
}

/* Move `number` and the position it leaves (the game's end, or whose move it is and the value);
 * the prose shows the first SHOWN_MOVES moves. */
static void say_move(int number, int turn, int from, int to, int mouse, int cat)
{
    int end = mouse == 0 || mouse == cat;
    if (claims) {
        printf("move %d %s %d %d\n", number, mover(turn), from, to);
        if (end) printf(mouse == 0 ? "hole\n" : "catch\n");
        else printf("position %d %d %s %d\n", mouse, cat, mover(!turn), value[!turn][mouse][cat]);
        return;
    }
    if (number > SHOWN_MOVES) return;
    printf("    %d. %s %d -> %d", number, mover(turn), from, to);
    if (end) printf(mouse == 0 ? ": the mouse reaches the hole.\n" : ": the cat catches the mouse.\n");
    else printf("   (mouse %d, cat %d, %s to move)\n", mouse, cat, mover(!turn));
}

/* moves: the line's length; the end is named for a win (start != UNKNOWN). */
static void say_more(int moves, int start)
{
    if (moves <= SHOWN_MOVES) return;
    if (claims && start != UNKNOWN) printf("more %d %d\n", moves - SHOWN_MOVES, moves);
    else if (claims) printf("more %d\n", moves - SHOWN_MOVES);
    else if (start != UNKNOWN) printf("    (%d more moves not shown; the game ends after %d)\n", moves - SHOWN_MOVES, moves);
    else printf("    (%d more moves not shown)\n", moves - SHOWN_MOVES);
}

static void say_repeat(int moves, int mouse, int cat, int turn, int earlier)
{
    printf(claims ? "repeat %d %d %d %s %d\n"
                  : "  The position after move %d (mouse %d, cat %d, %s to move) repeats the one after move %d:\n"
                    "  the game is a draw, and this cycle can go on forever.\n",
           moves, mouse, cat, mover(turn), earlier);
}

static void say_answer(int v)
{
    printf(claims ? "answer %d\n" : "answer: %d\n", v);
}

static void say_unexplained(long more)
{
    if (claims) printf("unexplained %ld\n", more);
    else printf("(%ld more graphs not explained: the first %d are)\n", more, MAX_ITEMS);
}

/* A move of a line of play: the mover goes from `from` to `to`, leaving the mouse on `mouse` and
 * the cat on `cat`. */
struct step { int turn, from, to, mouse, cat; };

static int flip(int o) { return o == 'W' ? 'L' : o == 'L' ? 'W' : 'D'; }
static int rank(int o) { return o == 'W' ? 2 : o == 'D'; }

/* The perfect player's move from the mouse on `mouse`, the cat on `cat`, `turn` to move, with
 * `left` moves left (NO_HORIZON: unbounded): a winning move that wins soonest, else a drawing one,
 * else the losing move that loses latest; the first in the adjacency list among equals. Returns
 * the node moved to; *o gets the move's outcome for the mover. */
static int best_move(int turn, int mouse, int cat, long left, int *o)
{
    int here = turn ? cat : mouse, best = -1, best_round = 0, i, to, r, mo;
    *o = 'L';
    for (i = 0; i < adj_count[here]; i++) {
        to = adj[here][i];
        if (turn && to == 0) continue;
        mo = flip(turn ? outcome_in(0, mouse, to, left - 1) : outcome_in(1, to, cat, left - 1));
        r = turn ? round[0][mouse][to] : round[1][to][cat];
        if (best < 0 || rank(mo) > rank(*o) ||
            (mo == *o && ((mo == 'W' && r < best_round) || (mo == 'L' && r > best_round))))
            best = to, best_round = r, *o = mo;
    }
    return best;
}

enum { NO_HORIZON = 1L << 30, MAX_STEPS = 2 * MAX_EXPLAINED * MAX_EXPLAINED };
static struct step steps[MAX_STEPS]; /* the line of play, steps[0] its first move */

/* The line of best play from the position, `left` moves left: to the hole, a catch, the end of the
 * moves left, or a position seen before (a draw); returns its moves, and *repeat the move after
 * which the last position was first seen (0: the start), -1 if none repeats. */
static int line_of_play(int n, int turn, int mouse, int cat, long left, int *repeat)
{
    static int seen[2][MAX_EXPLAINED][MAX_EXPLAINED]; /* move number + 1 at which it was reached */
    int u, i, moves = 0, o;
    for (u = 0; u < n; u++)
        for (i = 0; i < n; i++) seen[0][u][i] = seen[1][u][i] = 0;
    while (!(mouse == 0 || mouse == cat) && moves < left && !seen[turn][mouse][cat]) {
        struct step *step = &steps[moves];
        seen[turn][mouse][cat] = moves + 1;
        step->turn = turn, step->from = turn ? cat : mouse;
        step->to = best_move(turn, mouse, cat, left - moves, &o);
        if (turn) cat = step->to; else mouse = step->to;
        step->mouse = mouse, step->cat = cat;
        turn = !turn;
        moves++;
    }
    *repeat = seen[turn][mouse][cat] - 1;
    return moves;
}

static void explain(long item_no)
{
    int item = (int)item_no, n = nodes, k, start, moves, repeat;
    if (n > MAX_EXPLAINED) {
        say_too_big(item, n);
        return;
    }
    say_graph(item, n);
    start = solve(n, 1);
    say_outcome(start, round[0][1][2]);
    moves = line_of_play(n, 0, 1, 2, NO_HORIZON, &repeat);
    for (k = 0; k < moves; k++)
        say_move(k + 1, steps[k].turn, steps[k].from, steps[k].to, steps[k].mouse, steps[k].cat);
    say_more(moves, start);
    if (start == UNKNOWN) say_repeat(moves, steps[moves - 1].mouse, steps[moves - 1].cat, moves % 2, repeat);
    say_answer(start);
}

/* ---------- play and pictures (study.h) ---------- */

/* dist[turn][mouse][cat]: the fewest moves that reach the position from the start, -1 never. */
static int dist[2][MAX_EXPLAINED][MAX_EXPLAINED];

/* Fills dist (a breadth-first search over the positions; the game's end stops it), and returns
 * whether p can be reached from the start in at most p->moves moves. */
static int reachable(int n, const struct position *p)
{
    static struct position queue[2 * MAX_EXPLAINED * MAX_EXPLAINED];
    int head = 0, tail = 0, m, c, i;
    for (m = 0; m < n; m++)
        for (c = 0; c < n; c++) dist[0][m][c] = dist[1][m][c] = -1;
    dist[0][1][2] = 0;
    queue[tail].mouse = 1, queue[tail].cat = 2, queue[tail++].turn = 0;
    while (head < tail) {
        struct position q = queue[head++];
        int here = q.turn ? q.cat : q.mouse;
        if (q.mouse == 0 || q.mouse == q.cat) continue;
        for (i = 0; i < adj_count[here]; i++) {
            m = q.turn ? q.mouse : adj[here][i], c = q.turn ? adj[here][i] : q.cat;
            if (c == 0 || dist[!q.turn][m][c] >= 0) continue;
            dist[!q.turn][m][c] = dist[q.turn][q.mouse][q.cat] + 1;
            queue[tail].mouse = m, queue[tail].cat = c, queue[tail++].turn = !q.turn;
        }
    }
    return dist[p->turn][p->mouse][p->cat] >= 0 && dist[p->turn][p->mouse][p->cat] <= p->moves;
}

static void play_position(int n, const struct position *p)
{
    struct position next;
    char state[POSITION_MAX + 1], label[32];
    int here = p->turn ? p->cat : p->mouse, o = outcome_at(p, n), best_o, best, i;
    long left = HORIZON(n) - p->moves, r = round[p->turn][p->mouse][p->cat];
    play_players(side_name[0], side_name[1]);
    format_position(p, state);
    play_state("%s", state);
    play_turn(side_name[p->turn]);
    if (o == 'D' && value[p->turn][p->mouse][p->cat] != UNKNOWN)
        play_outcome(o, "a draw: the win takes %ld moves, and %ld are left before the draw at move %ld", r, left,
                     HORIZON(n));
    else if (o == 'D')
        play_outcome(o, "a draw: no move wins, and some move keeps the draw: best play goes round forever");
    else if (r == 0)
        play_outcome(o, "the game is over");
    else
        play_outcome(o, "%s in %ld move%s with best play (the winner hurrying, the loser delaying)",
                     o == 'W' ? "wins" : "loses", r, r == 1 ? "" : "s");
    if (p->mouse == 0 || p->mouse == p->cat) {
        play_end(p->mouse == 0 ? "the mouse reached the hole: the mouse wins" : "the cat caught the mouse: the cat wins");
        return;
    }
    if (left == 0) {
        play_end("%ld moves, the number of positions, without a winner: a draw (any forced win is faster)",
                 HORIZON(n));
        return;
    }
    best = best_move(p->turn, p->mouse, p->cat, left, &best_o);
    for (i = 0; i < adj_count[here]; i++) {
        int to = adj[here][i];
        if (p->turn && to == 0) continue;
        next = *p;
        next.turn = !p->turn, next.moves++;
        if (p->turn) next.cat = to; else next.mouse = to;
        format_position(&next, state);
        sprintf(label, "%s %d -> %d", side_name[p->turn], here, to);
        play_move(label, state, flip(outcome_at(&next, n)), to == best);
    }
}

/* ---------- the picture ---------- */

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

/* --play or --svg on graph `item` (study_item is item, or 0 for the graphs the prose explains). */
static void study(long item_no)
{
    int item = (int)item_no, n = nodes;
    struct position p;
    p.mouse = 1, p.cat = 2, p.turn = 0, p.moves = 0;
    if (n > MAX_EXPLAINED && play) {
        fprintf(stderr, "explain: graph %d has %d nodes: too big to play (the exact analysis takes at most %d)\n", item,
                n, MAX_EXPLAINED);
        exit(1);
    }
    if (n > MAX_EXPLAINED) {
        svg_item(item);
        svg_open(640, 40, "not drawn");
        svg_text(10, 24, "start", SVG_INK, "Graph %d: %d nodes: not drawn (more than %d: the exact analysis would be slow)",
                 item, n, MAX_EXPLAINED);
        svg_close();
        return;
    }
    solve(n, 1);
    if ((study_state && !parse_position(study_state, n, &p)) || !reachable(n, &p)) { /* fills dist */
        fprintf(stderr, "explain: bad STATE '%s' for graph %d: not a position reached within its moves\n", study_state,
                item);
        exit(1);
    }
    if (play) {
        play_position(n, &p);
        return;
    }
    svg_item(item);
    draw_position(item, n, &p);
}

/* Graph k; the input holds at least one. */
static int read_graph(long k)
{
    int c = next_char();
    if (c == EOF && k > 1) return 0;
    nodes = parse_graph(c);
    return 1;
}

const struct explainer explainer = {"graph", 1, NULL, read_graph, explain, study, say_unexplained, NULL};
