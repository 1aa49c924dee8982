/* oracle-tree: Cat and Mouse by searching the game tree itself, for graphs of at most 7 nodes.
 *
 * The rules exactly as stated, with no theory: a game is a sequence of positions (mouse node,
 * cat node, player to move); it ends when the mouse reaches the hole (Mouse wins), when the
 * mouse and the cat share a node (Cat wins), or when a position repeats one earlier in the game
 * (draw). The value is the minimax over all such games, searched depth first with the positions
 * of the current game marked; alpha-beta cut-offs only skip moves that cannot change the value.
 * Exponential, which is fine for 7 nodes. Agrees with the fixed-point oracle on every graph of
 * at most 6 nodes (tools/test.sh checks it), which supports the claim that "repeated position
 * is a draw" and "never decided is a draw" are the same rule.
 *
 * Only meant for valid inputs (the fixed-point oracle does the full input checking): it reads
 * the bracket syntax leniently, but it still refuses a graph that breaks the game's rules or is
 * too big (exit 1 after the answers before it).
 */
#include <stdio.h>
#include <stdlib.h>

/* SEARCH_NODES: the graphs the exponential search can take, not an input limit. */
enum { SEARCH_NODES = 7, MOUSE_WIN = 1, DRAW = 0, CAT_WIN = -1 };

static int n, degree[SEARCH_NODES], next_to[SEARCH_NODES][SEARCH_NODES];
static unsigned char in_game[2][SEARCH_NODES][SEARCH_NODES]; /* [player to move][mouse][cat] on this game */

static int value(int mouse_moves, int mouse, int cat, int alpha, int beta)
{
    int best = mouse_moves ? CAT_WIN : MOUSE_WIN, k;
    int here = mouse_moves ? mouse : cat;
    in_game[!mouse_moves][mouse][cat] = 1;
    for (k = 0; k < degree[here] && alpha < beta; k++) {
        int to = next_to[here][k], v;
        if (mouse_moves)
            v = to == 0 ? MOUSE_WIN : to == cat ? CAT_WIN : in_game[1][to][cat] ? DRAW
                : value(0, to, cat, alpha, beta);
        else if (to == 0)
            continue; /* the cat may not enter the hole */
        else
            v = to == mouse ? CAT_WIN : in_game[0][mouse][to] ? DRAW
                : value(1, mouse, to, alpha, beta);
        if (mouse_moves && v > best)
            best = v, alpha = v > alpha ? v : alpha;
        if (!mouse_moves && v < best)
            best = v, beta = v < beta ? v : beta;
    }
    in_game[!mouse_moves][mouse][cat] = 0;
    return best;
}

static void refuse(const char *why)
{
    fflush(stdout);
    fprintf(stderr, "catmouse: oracle-tree: %s\n", why);
    exit(1);
}

/* Reads one graph; returns 0 at the end of the input. */
static int read_graph(void)
{
    int ch, depth = 0, number = -1, u, k, j;
    n = 0;
    while ((ch = getchar()) != EOF) {
        if (ch == '[' && ++depth == 2) {
            if (n == SEARCH_NODES)
                refuse("more than 7 nodes");
            degree[n] = 0;
        } else if (ch >= '0' && ch <= '9') {
            number = (number < 0 ? 0 : number * 10) + (ch - '0');
            if (number >= SEARCH_NODES)
                refuse("node number too big");
        } else if (ch == ',' || ch == ']') {
            if (number >= 0)
                next_to[n][degree[n]++] = number, number = -1;
            if (ch == ']' && --depth == 1)
                n++;
            else if (ch == ']' && depth == 0)
                break;
        }
    }
    if (n == 0)
        return 0;
    for (u = 0; u < n; u++)
        for (k = 0; k < degree[u]; k++) {
            int v = next_to[u][k], back = 0;
            if (v >= n || v == u)
                refuse("node out of range or self loop");
            for (j = 0; j < degree[v]; j++)
                back += next_to[v][j] == u;
            for (j = 0; j < k; j++)
                back += 2 * (next_to[u][j] == v);
            if (back != 1)
                refuse("duplicate or one-sided edge");
        }
    for (k = 0; n >= 3 && k < degree[2] && next_to[2][k] == 0; k++)
        continue;
    if (n < 3 || degree[1] == 0 || k == degree[2])
        refuse("fewer than 3 nodes, or the mouse or the cat cannot move");
    return 1;
}

int main(void)
{
    static const int answer[3] = {2, 0, 1}; /* CAT_WIN, DRAW, MOUSE_WIN as LeetCode writes them */
    while (read_graph())
        printf("%d\n", answer[value(1, 1, 2, CAT_WIN, MOUSE_WIN) + 1]);
    return 0;
}
