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
 * tools/test.sh checks every move for legality and every mouse-to-move position on the line
 * against the oracle (the graph relabelled so that the mouse is on 1 and the cat on 2).
 */
#define TOOL "explain"
#include "graph.h"

enum { MAX_ITEMS = 20, MAX_EXPLAINED = 100, SHOWN_MOVES = 60 };

static const char *name(int v) { return v == MOUSE ? "the mouse wins (1)" : v == CAT ? "the cat wins (2)" : "a draw (0)"; }

/* Prints one move; returns 1 when it ends the game. */
static int show_move(int number, int turn, int from, int to, int mouse, int cat)
{
    printf("    %d. %s %d -> %d", number, turn ? "cat" : "mouse", from, to);
    if (mouse == 0) return printf(": the mouse reaches the hole.\n"), 1;
    if (mouse == cat) return printf(": the cat catches the mouse.\n"), 1;
    printf("   (mouse %d, cat %d, %s to move)\n", mouse, cat, turn ? "mouse" : "cat");
    return 0;
}

static void explain(int item, int n)
{
    static int seen[2][MAX_EXPLAINED][MAX_EXPLAINED]; /* move number + 1 at which it was reached */
    int u, i, start, turn = 0, mouse = 1, cat = 2, moves = 0;
    if (n > MAX_EXPLAINED) {
        printf("Graph %d: %d nodes: not explained: more than %d (the exact analysis would be slow).\n", item, n,
               MAX_EXPLAINED);
        return;
    }
    printf("Graph %d: %d nodes: [", item, n);
    for (u = 0; u < n; u++) {
        printf("%s[", u ? "," : "");
        for (i = 0; i < adj_count[u]; i++) printf("%s%d", i ? "," : "", adj[u][i]);
        printf("]");
    }
    printf("]\n  Mouse on 1, cat on 2, hole 0; the mouse moves first; the cat may not enter 0.\n");
    start = solve(n, 1);
    if (start != UNKNOWN) {
        printf("  Outcome: %s, in %d move%s with best play (the winner as fast as it can, the loser as\n"
               "  slowly as it can):\n", name(start), round[0][1][2], round[0][1][2] == 1 ? "" : "s");
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
            if (++moves <= SHOWN_MOVES) show_move(moves, turn, here, best, mouse, cat);
            turn = !turn;
        }
        if (moves > SHOWN_MOVES) printf("    (%d more moves not shown; the game ends after %d)\n", moves - SHOWN_MOVES, moves);
        printf("answer: %d\n", start);
        return;
    }
    printf("  Outcome: a draw (0): neither side can force a win. Both sides keep to drawn positions\n"
           "  (a drawn position has no winning move, and not every move loses) until one repeats:\n");
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
        if (++moves <= SHOWN_MOVES) show_move(moves, turn, here, to, mouse, cat);
        turn = !turn;
    }
    if (moves > SHOWN_MOVES) printf("    (%d more moves not shown)\n", moves - SHOWN_MOVES);
    printf("  The position after move %d (mouse %d, cat %d, %s to move) repeats the one after move %d:\n"
           "  the game is a draw, and this cycle can go on forever.\n", moves, mouse, cat, turn ? "cat" : "mouse",
           seen[turn][mouse][cat] - 1);
    printf("answer: 0\n");
}

int main(void)
{
    int c, graphs = 0, n;
    while ((c = next_char()) != EOF || graphs == 0) {
        n = parse_graph(c);
        if (++graphs <= MAX_ITEMS) explain(graphs, n);
    }
    if (graphs > MAX_ITEMS) printf("(%d more graphs not explained: the first %d are)\n", graphs - MAX_ITEMS, MAX_ITEMS);
    return 0;
}
