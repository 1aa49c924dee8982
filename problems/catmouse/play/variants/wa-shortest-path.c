/* wa-shortest-path.c - the player a newcomer writes first: the mouse runs down a shortest path to
 * the hole, the cat down a shortest path to the mouse (never through the hole), each ignoring the
 * other's replies. Legal, and right on graphs where running is all there is to it; elsewhere the
 * mouse runs into the cat's reach, and the cat leaves the mouse a way home.
 * expect: WA
 * stress: found
 */
#include <stdio.h>
#include <string.h>

enum { MAX_N = 200, MAX_DEG = 200 };

static int n, deg[MAX_N], adj[MAX_N][MAX_DEG];

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

/* The neighbour of from nearest to goal by breadth-first search (the cat's: never node 0). */
static int toward(int from, int goal, int cat)
{
    int dist[MAX_N], queue[MAX_N], head = 0, tail = 0, u, i, best = -1;
    for (u = 0; u < n; u++) dist[u] = -1;
    dist[goal] = 0, queue[tail++] = goal;
    while (head < tail)
        for (u = queue[head++], i = 0; i < deg[u]; i++)
            if (dist[adj[u][i]] < 0 && !(cat && adj[u][i] == 0)) dist[adj[u][i]] = dist[u] + 1, queue[tail++] = adj[u][i];
    for (i = 0; i < deg[from]; i++) {
        u = adj[from][i];
        if (cat && u == 0) continue;
        if (best < 0 || (dist[u] >= 0 && (dist[best] < 0 || dist[u] < dist[best]))) best = u;
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
            to = t == 0 ? toward(m, 0, 0) : toward(c, m, 1);
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
