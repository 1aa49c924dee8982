/* explain - why each catmouse graph is a mouse win, a cat win or a draw
 * (make explain P=catmouse [IN=file]).
 *
 * For each graph: its adjacency lists, then from the fixed point of
 * problems/catmouse/game/graph.h (the oracle's
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

static int nodes;    /* the graph read: its number of nodes */
static int analysed; /* its fixed point and dist (play.h) are done: study() may be asked about many
                        positions of one graph (judge/lib/explain.h), and the analysis is the cost */


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

/* The other parts of this one program (they share the item read and its analysis). */
#include "play.h" /* --play */
#include "draw.h" /* --svg, --svg-dir */

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
    if (!analysed) solve(n, 1), fill_dist(n), analysed = 1;
    if ((study_state && !parse_position(study_state, n, &p)) || !reachable(&p)) {
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
    analysed = 0;
    return 1;
}

const struct explainer explainer = {
    .noun = "graph", .read_all = 1, .read = read_graph, .explain = explain, .study = study,
    .more = say_unexplained,
};
