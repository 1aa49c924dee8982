/* oracle: Cat and Mouse by fixed-point iteration, written apart from the solution.
 *
 * value[turn][mouse][cat] starts unknown except for the terminal positions (mouse on the hole:
 * Mouse wins; mouse on the cat: Cat wins). Sweep over all positions again and again: a position
 * is won by its mover if some move reaches a position that mover wins, and won by the opponent
 * if every move reaches a position the opponent wins. Values only ever go from unknown to known,
 * so the sweeps stop; whatever is still unknown is a draw (each side can avoid losing forever,
 * so a position repeats). This is the definition of the game's value, applied directly: no
 * queue, no counters, no predecessor lists.
 *
 * Input checking mirrors PROBLEMS.md: on the first bad graph it prints a diagnostic and exits 1
 * after the answers of the graphs before it.
 */
#include <stdio.h>
#include <stdlib.h>

enum { NODES = 1000, ENTRIES = 100000 };
enum { UNKNOWN = 0, MOUSE = 1, CAT = 2 };

static int adj_count[NODES], adj[NODES][NODES];
static unsigned char edge[NODES][NODES];
static unsigned char value[2][NODES][NODES]; /* [0]: mouse to move, [1]: cat to move */
static long line_no = 1;

static void bad(const char *why)
{
    fflush(stdout);
    fprintf(stderr, "catmouse: line %ld: %s\n", line_no, why);
    exit(1);
}

static int next_char(void) /* the next non-blank character, consumed */
{
    int c;
    do {
        c = getchar();
        if (c == '\n')
            line_no++;
    } while (c == ' ' || c == '\t' || c == '\r' || c == '\n');
    return c;
}

static int parse_graph(int first)
{
    int n = 0, total = 0, c, u, i;
    if (first != '[')
        bad("expected '['");
    c = next_char();
    if (c == ']')
        bad("empty graph");
    for (;;) {
        if (c != '[')
            bad("expected '[' of a list");
        if (n == NODES)
            bad("too many nodes");
        adj_count[n] = 0;
        c = next_char();
        if (c != ']')
            for (;;) {
                long v = 0;
                if (c < '0' || c > '9')
                    bad("expected a number");
                while (c >= '0' && c <= '9') {
                    if (v < 100000)
                        v = v * 10 + (c - '0');
                    c = getchar();
                }
                if (c == '\n')
                    line_no++;
                if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
                    c = next_char();
                if (v >= NODES)
                    bad("node number too big");
                if (++total > ENTRIES || adj_count[n] == NODES)
                    bad("too many entries");
                adj[n][adj_count[n]++] = (int)v;
                if (c == ']')
                    break;
                if (c != ',')
                    bad("expected ',' or ']'");
                c = next_char();
            }
        n++;
        c = next_char();
        if (c == ']')
            break;
        if (c != ',')
            bad("expected ',' or ']'");
        c = next_char();
    }
    if (n < 3)
        bad("fewer than 3 nodes");
    for (u = 0; u < n; u++)
        for (i = 0; i < adj_count[u]; i++) {
            int v = adj[u][i];
            if (v >= n || v == u || edge[u][v])
                bad("neighbour out of range, self loop or duplicate");
            edge[u][v] = 1;
        }
    for (u = 0; u < n; u++)
        for (i = 0; i < adj_count[u]; i++)
            if (!edge[adj[u][i]][u])
                bad("asymmetric edge");
    c = 0;
    for (i = 0; i < adj_count[2]; i++)
        c += adj[2][i] != 0;
    if (adj_count[1] == 0 || c == 0)
        bad("mouse or cat cannot move");
    for (u = 0; u < n; u++)
        for (i = 0; i < adj_count[u]; i++)
            edge[u][adj[u][i]] = 0;
    return n;
}

static int solve(int n)
{
    int m, c, i, changed = 1;
    for (m = 0; m < n; m++)
        for (c = 0; c < n; c++)
            value[0][m][c] = value[1][m][c] = m == 0 ? MOUSE : m == c ? CAT : UNKNOWN;
    while (changed && value[0][1][2] == UNKNOWN) {
        changed = 0;
        for (m = 1; m < n; m++)
            for (c = 1; c < n; c++) {
                if (m == c)
                    continue;
                if (value[0][m][c] == UNKNOWN) { /* mouse moves */
                    int all_cat = 1;
                    for (i = 0; i < adj_count[m]; i++) {
                        int r = value[1][adj[m][i]][c];
                        if (r == MOUSE)
                            break;
                        all_cat &= r == CAT;
                    }
                    if (i < adj_count[m] || all_cat) {
                        value[0][m][c] = i < adj_count[m] ? MOUSE : CAT;
                        changed = 1;
                    }
                }
                if (value[1][m][c] == UNKNOWN) { /* cat moves, never into the hole */
                    int all_mouse = 1, moves = 0;
                    for (i = 0; i < adj_count[c]; i++) {
                        int r;
                        if (adj[c][i] == 0)
                            continue;
                        moves++;
                        r = value[0][m][adj[c][i]];
                        if (r == CAT)
                            break;
                        all_mouse &= r == MOUSE;
                    }
                    if (i < adj_count[c] || (moves > 0 && all_mouse)) {
                        value[1][m][c] = i < adj_count[c] ? CAT : MOUSE;
                        changed = 1;
                    }
                }
            }
    }
    return value[0][1][2];
}

int main(void)
{
    int c, graphs = 0;
    while ((c = next_char()) != EOF || graphs == 0) {
        printf("%d\n", solve(parse_graph(c)));
        graphs++;
    }
    return 0;
}
