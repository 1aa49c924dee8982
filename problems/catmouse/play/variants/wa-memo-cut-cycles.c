/* wa-memo-cut-cycles.c - the seeds' memoized search (problems/catmouse/variants/wa-memo-cut-cycles.c,
 * the seed report's approach 3.2) as a player: a depth-first minimax in which a move back onto
 * the path counts as a draw, its values memoized. That value depends on the path, so the memo
 * misjudges positions (a draw remembered where the position is won), and the player, trusting
 * it, plays into a draw or a loss from a won position. At each turn it searches afresh from the
 * position and takes the first move of the best value.
 * expect: WA
 * stress: found
 */
#include <stdio.h>
#include <string.h>

enum { MAX_N = 200, MAX_DEG = 200 };

static int n, deg[MAX_N], adj[MAX_N][MAX_DEG];
static signed char memo[2][MAX_N][MAX_N], on_path[2][MAX_N][MAX_N];
/* The graph "[[a,b],[c],...]" in any spacing: the number of nodes, or 0 when it is not one. */
static int read_graph(void)
{
    int ch, depth = 0, node = 0, v;
    while ((ch = getchar()) != EOF) {
        if (ch == '[' && ++depth == 2) deg[node] = 0;
        else if (ch == ']' && --depth == 1) node++;
        else if (ch == ']' && depth == 0) return node;
        else if (ch >= '0' && ch <= '9' && depth == 2) {
            for (v = 0; ch >= '0' && ch <= '9'; ch = getchar()) v = v * 10 + ch - '0';
            ungetc(ch, stdin);
            if (node >= MAX_N || deg[node] >= MAX_DEG) return 0;
            adj[node][deg[node]++] = v;
        }
    }
    return 0;
}

/* +1 the mouse wins, -1 the cat, 0 a draw, with t to move (0 the mouse). */
static int value(int t, int m, int c)
{
    int here = t == 0 ? m : c, best = t == 0 ? -1 : 1, i, v, to;
    if (m == 0) return 1;
    if (m == c) return -1;
    if (on_path[t][m][c]) return 0; /* a cycle: cut as a draw */
    if (memo[t][m][c]) return memo[t][m][c] - 2; /* the flaw: reused whatever path it came from */
    on_path[t][m][c] = 1;
    for (i = 0; i < deg[here]; i++) {
        to = adj[here][i];
        if (t == 1 && to == 0) continue;
        v = t == 0 ? value(1, to, c) : value(0, m, to);
        if (t == 0 ? v > best : v < best) best = v;
    }
    on_path[t][m][c] = 0;
    memo[t][m][c] = (signed char)(best + 2);
    return best;
}

static int choose(int t, int m, int c)
{
    int here = t == 0 ? m : c, i, to, v, best = -1, best_v = 0;
    memset(memo, 0, sizeof memo);
    for (i = 0; i < deg[here]; i++) {
        to = adj[here][i];
        if (t == 1 && to == 0) continue;
        v = t == 0 ? value(1, to, c) : -value(0, m, to); /* for the mover: higher is better */
        if (best < 0 || v > best_v) best = to, best_v = v;
    }
    return best;
}
int main(void)
{
    char side[16], line[64];
    int t = 0, m = 1, c = 2, to, mine;
    if (scanf("%15s", side) != 1 || (n = read_graph()) < 3) return 1;
    for (mine = strcmp(side, "first") == 0;; mine = 1) {
        if (mine) {
            to = choose(t, m, c);
            if (t == 0) m = to; else c = to;
            t = !t;
            printf("%d\n", to);
            fflush(stdout);
        }
        if (scanf("%63s", line) != 1 || strcmp(line, "end") == 0) return 0;
        if (sscanf(line, "%d", &to) != 1 || to < 0 || to >= n) return 1;
        if (t == 0) m = to; else c = to;
        t = !t;
    }
}
