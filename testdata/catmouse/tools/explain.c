/* explain - why each catmouse graph is a mouse win, a cat win or a draw
 * (make explain P=catmouse [IN=file]).
 *
 * For each graph: its adjacency lists, then from the fixed point of tools/graph.h (the oracle's
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
 * `explain --claims` states the same facts, one claim a line, for tools/claims to check (each say_
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
 */
#define TOOL "explain"
#include <string.h>
#include "explain.h"
#include "graph.h"

enum { MAX_ITEMS = 20, MAX_EXPLAINED = 100, SHOWN_MOVES = 60 };


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

static void say_unexplained(int more)
{
    if (claims) printf("unexplained %d\n", more);
    else printf("(%d more graphs not explained: the first %d are)\n", more, MAX_ITEMS);
}

static void explain(int item, int n)
{
    static int seen[2][MAX_EXPLAINED][MAX_EXPLAINED]; /* move number + 1 at which it was reached */
    int u, i, start, turn = 0, mouse = 1, cat = 2, moves = 0;
    if (n > MAX_EXPLAINED) {
        say_too_big(item, n);
        return;
    }
    say_graph(item, n);
    start = solve(n, 1);
    say_outcome(start, round[0][1][2]);
    if (start != UNKNOWN) {
        while (!(mouse == 0 || mouse == cat)) {
            int here = turn ? cat : mouse, best = -1, best_round = 0, to, r, v;
            for (i = 0; i < adj_count[here]; i++) {
                to = adj[here][i];
                if (turn && to == 0) continue;
                v = turn ? value[0][mouse][to] : value[1][to][cat];
                r = turn ? round[0][mouse][to] : round[1][to][cat];
                if (v != start) continue; /* the winner's moves keep the win; the loser has no other */
                if (best < 0 || ((turn == 0) == (start == MOUSE) ? r < best_round : r > best_round))
                    best = to, best_round = r;
            }
            if (turn) cat = best; else mouse = best;
            say_move(++moves, turn, here, best, mouse, cat);
            turn = !turn;
        }
        say_more(moves, start);
        say_answer(start);
        return;
    }
    for (u = 0; u < n; u++)
        for (i = 0; i < n; i++) seen[0][u][i] = seen[1][u][i] = 0;
    while (!seen[turn][mouse][cat]) {
        int here = turn ? cat : mouse, to = -1;
        seen[turn][mouse][cat] = moves + 1;
        for (i = 0; i < adj_count[here] && to < 0; i++) {
            int t = adj[here][i];
            if (!(turn && t == 0) && (turn ? value[0][mouse][t] : value[1][t][cat]) == UNKNOWN) to = t;
        }
        if (turn) cat = to; else mouse = to;
        say_move(++moves, turn, here, to, mouse, cat);
        turn = !turn;
    }
    say_more(moves, start);
    say_repeat(moves, mouse, cat, turn, seen[turn][mouse][cat] - 1);
    say_answer(0);
}

int main(int argc, char **argv)
{
    int c, graphs = 0, n;
    explain_mode(argc, argv);
    while ((c = next_char()) != EOF || graphs == 0) {
        n = parse_graph(c);
        if (++graphs <= MAX_ITEMS) explain(graphs, n);
    }
    if (graphs > MAX_ITEMS) say_unexplained(graphs - MAX_ITEMS);
    return 0;
}
