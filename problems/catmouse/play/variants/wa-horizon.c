/* wa-horizon.c - a player that looks HORIZON moves ahead: the reference player's retrograde
 * analysis (play/player.c), stopped at distance HORIZON, so a position decided only further on is
 * taken for a draw. Right wherever every game is decided quickly, which is every small graph of
 * the sweep and nearly every random one; wrong where a win takes longer (the test data's
 * trap-cat-needs-30-moves: the cat, seeing only draws, takes the first of them and the mouse
 * gets away). The judge catches it on those positions; make stress MODE=play finds it there too
 * (it plays the judge's own positions after the sweep), then shrinks it.
 * expect: WA
 * stress: found
 */
#include <stdio.h>
#include <string.h>

enum { MAX_N = 200, MAX_DEG = 200, MOUSE = 1, CAT = 2, HORIZON = 20 };

static int n, deg[MAX_N], adj[MAX_N][MAX_DEG];
static int label[2][MAX_N][MAX_N], dist[2][MAX_N][MAX_N], left[2][MAX_N][MAX_N];
static int queue[3 * 2 * MAX_N * MAX_N];

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

static void set(int t, int m, int c, int who, int d, int *tail)
{
    label[t][m][c] = who, dist[t][m][c] = d;
    queue[(*tail)++] = t, queue[(*tail)++] = m, queue[(*tail)++] = c;
}

static void solve(void)
{
    int t, m, c, i, head = 0, tail = 0;
    for (m = 0; m < n; m++)
        for (c = 0; c < n; c++) {
            left[0][m][c] = deg[m];
            for (left[1][m][c] = 0, i = 0; i < deg[c]; i++) left[1][m][c] += adj[c][i] != 0;
        }
    for (c = 1; c < n; c++)
        for (t = 0; t < 2; t++) set(t, 0, c, MOUSE, 0, &tail), set(t, c, c, CAT, 0, &tail);
    while (head < tail) {
        int pt, pm, pc, who, here;
        t = queue[head++], m = queue[head++], c = queue[head++];
        if (dist[t][m][c] >= HORIZON) continue; /* the horizon: what lies past it is a draw */
        pt = !t, who = label[t][m][c], here = pt == 0 ? m : c;
        for (i = 0; i < deg[here]; i++) { /* the positions one move before: the mover at pt */
            pm = pt == 0 ? adj[m][i] : m, pc = pt == 0 ? c : adj[c][i];
            if (pt == 1 && pc == 0) continue;
            if (pm == 0 || pm == pc || label[pt][pm][pc]) continue;
            if (who == (pt == 0 ? MOUSE : CAT)) set(pt, pm, pc, who, dist[t][m][c] + 1, &tail);
            else if (--left[pt][pm][pc] == 0) set(pt, pm, pc, who, dist[t][m][c] + 1, &tail);
        }
    }
}

/* The player's move from (t, m, c): the node it moves to. */
static int choose(int t, int m, int c)
{
    int me = t == 0 ? MOUSE : CAT, here = t == 0 ? m : c, i, to, best = -1, score, best_score = 0;
    for (i = 0; i < deg[here]; i++) {
        int nm, nc, who;
        to = adj[here][i];
        if (t == 1 && to == 0) continue;
        nm = t == 0 ? to : m, nc = t == 0 ? c : to;
        who = label[!t][nm][nc];
        /* higher is better: a win, sooner; a draw; a loss, later */
        score = who == me ? 3 * MAX_N * MAX_N - dist[!t][nm][nc] : who == 0 ? MAX_N * MAX_N + 1 : dist[!t][nm][nc];
        if (best < 0 || score > best_score) best = to, best_score = score;
    }
    return best;
}

int main(void)
{
    char side[16], line[64];
    int t = 0, m = 1, c = 2, to, mine;
    if (scanf("%15s", side) != 1 || (n = read_graph()) < 3) return 1;
    solve();
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
