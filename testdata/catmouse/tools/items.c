/* items for catmouse: an item is one graph in LeetCode's syntax (see judge/lib/items.h).
 * Reductions, biggest cut first: drop nodes other than 0, 1, 2 (the nodes above move down), a
 * half of them, then each quarter, ..., then each one; then, on graphs of at most SMALL_NODES
 * nodes, drop an edge, and merge two nodes into one (node v >= 3 into a node u < v: u gets v's
 * edges); the same graph written plainly. Merging reaches small graphs that deleting cannot: a
 * 7-node graph whose every deletion passes can have a failing 6-node graph two of its nodes make
 * (the attempt judge/tests/fixtures/attempts/catmouse/wa-dfs-on-stack-draw.cpp). Why the bound:
 * a graph of 1000 nodes has up to 50,000 edges and 500,000 merges, each a whole graph to write;
 * its node deletions, which come first, take it below the bound in O(log n) steps when the
 * failure allows (a local minimum above it is one for deletions only). A reduction may leave the
 * mouse or the cat without a move; validate rejects those. */
#include "items.h"
#include "limits.h"

enum { SMALL_NODES = 64 };

void put_header(int count) { (void)count; }
void put_footer(void) {}

/* A graph runs from its '[' to the next graph's '[' (the spacing after it included). */
void parse_items(void)
{
    size_t i, start = 0;
    int depth = 0, open = 0;
    for (i = 0; i < text_len; i++) {
        if (text[i] == '[' && depth++ == 0) {
            if (open) add_item(start, i);
            start = i, open = 1;
        } else if (text[i] == ']') {
            depth--;
        }
    }
    if (open) add_item(start, text_len);
}

static int n, *nb[MAX_NODES], deg[MAX_NODES]; /* the graph as read: neighbour lists */
static int id[MAX_NODES];       /* what node u becomes: its new number, -1 when dropped */
static int merged[MAX_NODES];   /* for a new node: the old node merged into it, or -1 */
static int cut_a = -1, cut_b;   /* an edge left out */

static int ascending(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

/* The graph with id[] and merged[] applied (cut_a-cut_b left out), plain LeetCode syntax. */
static void write_graph(void)
{
    static char *buf;
    static size_t cap;
    static int list[MAX_NODES], mark[MAX_NODES], stamp, first[MAX_NODES];
    size_t len = 0;
    int u, w, m = 0, k, part, old, y;
    if (skip_candidate()) return;
    for (u = 0; u < n; u++)
        if (id[u] >= 0 && (u < 3 || merged[id[u]] != u)) first[m++] = u; /* the node that keeps the number */
    if (cap < (size_t)m * 16 + 64 || !buf) buf = grow(buf, cap = (size_t)m * 16 + 64 + 2 * (size_t)text_len);
    buf[len++] = '[';
    for (w = 0; w < m; w++) {
        int count = 0;
        stamp++;
        for (part = 0; part < 2; part++) {
            old = part == 0 ? first[w] : merged[w];
            if (old < 0) continue;
            for (k = 0; k < deg[old]; k++) {
                if ((old == cut_a && nb[old][k] == cut_b) || (old == cut_b && nb[old][k] == cut_a)) continue;
                if ((y = id[nb[old][k]]) < 0 || y == w || mark[y] == stamp) continue;
                mark[y] = stamp, list[count++] = y;
            }
        }
        qsort(list, (size_t)count, sizeof *list, ascending);
        if ((size_t)count * 12 + len + 16 > cap) buf = grow(buf, cap = 2 * cap + (size_t)count * 12 + 16);
        buf[len++] = w ? ',' : '[';
        if (w) buf[len++] = '[';
        for (k = 0; k < count; k++) len += (size_t)sprintf(buf + len, k ? ",%d" : "%d", list[k]);
        buf[len++] = ']';
    }
    buf[len++] = ']';
    buf[len++] = '\n';
    put_candidate(buf, len);
}

/* id[] for the graph without nodes [from, to) and with v merged into u (v < 0: none). */
static void renumber(int from, int to, int u, int v)
{
    int x, next = 0;
    for (x = 0; x < n; x++) merged[x] = -1;
    for (x = 0; x < n; x++) id[x] = (x >= from && x < to) || x == v ? -1 : next++;
    if (v >= 0) id[v] = id[u], merged[id[u]] = v;
}

void shrink_item(const char *t, size_t len)
{
    size_t i;
    int depth = 0, u = -1, v, value = -1, parts, size = 2, from;
    for (u = 0; u < n; u++) free(nb[u]);
    n = 0, u = -1;
    for (i = 0; i < len; i++) { /* valid input: brackets, commas, digits and spacing */
        char c = t[i];
        if (c >= '0' && c <= '9') {
            value = (value < 0 ? 0 : value * 10) + (c - '0');
            continue;
        }
        if (value >= 0 && u >= 0) nb[u] = grow(nb[u], sizeof(int) * (size_t)(deg[u] + 1)), nb[u][deg[u]++] = value;
        value = -1;
        if (c == '[' && ++depth == 2) {
            if ((u = n++) >= MAX_NODES) die("too many nodes");
            nb[u] = NULL, deg[u] = 0;
        } else if (c == ']') {
            depth--;
        }
    }
    for (parts = 2; size > 1 && n > 3; parts *= 2) { /* nodes 3..n-1: halves, quarters, ..., each */
        size = (n - 3 + parts - 1) / parts;
        for (from = 3; from < n; from += size) renumber(from, from + size < n ? from + size : n, 0, -1), write_graph();
    }
    renumber(0, 0, 0, -1);
    for (u = 0; u < n && n <= SMALL_NODES; u++)
        for (i = 0; i < (size_t)deg[u]; i++)
            if (u < nb[u][i]) cut_a = u, cut_b = nb[u][i], write_graph();
    cut_a = -1;
    for (v = 3; v < n && n <= SMALL_NODES; v++)
        for (u = 0; u < v; u++) renumber(0, 0, u, v), write_graph();
    renumber(0, 0, 0, -1);
    write_graph(); /* the same graph written plainly */
}

/* The sweep: every valid graph of 3..ENUM_NODES nodes (2^15 edge sets on 6 nodes; 7 would have
 * 2^21, 64 times as many). Edge sets as bits over the pairs (0,1), (0,2), (1,2), (0,3), (1,3), ...:
 * a graph on fewer nodes keeps its bits. */
enum { ENUM_NODES = 6 };
const char *enum_order = "nodes = 3, 4, 5, 6, then the number of edges, then the edge set as a number (bit k: the k-th pair of "
                          "(0,1), (0,2), (1,2), (0,3), (1,3), ...)";
int enum_batch = 2000;

/* The graph of the edge set `mask` on `nodes` nodes, if valid; 0 when enum_item says stop. */
static int graph_of(int nodes, long mask)
{
    char s[256];
    int u, v, bit, len = 0, count;
    for (u = 0; u < nodes; u++) {
        s[len++] = u ? ',' : '[', s[len++] = '[', count = 0;
        for (v = 0; v < nodes; v++) {
            if (u == v) continue;
            bit = u > v ? u * (u - 1) / 2 + v : v * (v - 1) / 2 + u;
            if (mask >> bit & 1) len += sprintf(s + len, count++ ? ",%d" : "%d", v);
        }
        /* the mouse cannot move, or the cat only onto the hole (pair 1 is (0,2)); LeetCode: no empty list */
        if ((u == 1 && !count) || (u == 2 && count == (mask >> 1 & 1)) || (enum_judge && JUDGE_NONEMPTY_LISTS && !count)) return 1;
        s[len++] = ']';
    }
    s[len++] = ']', s[len++] = '\n';
    return enum_item(s, (size_t)len);
}

void enum_items(void)
{
    int nodes, edges, pairs;
    long mask, low, ripple;
    if (enum_judge) enum_batch = JUDGE_MAX_GRAPHS; /* the judge's runs hold no more */
    for (nodes = 3; nodes <= ENUM_NODES; nodes++)
        for (pairs = nodes * (nodes - 1) / 2, edges = 1; edges <= pairs; edges++)
            for (mask = (1L << edges) - 1; mask < 1L << pairs; mask = ripple | ((mask ^ ripple) >> 2) / low) {
                if (!graph_of(nodes, mask)) return;
                low = mask & -mask, ripple = mask + low; /* the next set of as many bits (Gosper's hack) */
            }
}
