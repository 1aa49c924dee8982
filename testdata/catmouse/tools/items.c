/* items for catmouse: an item is one graph in LeetCode's syntax (see judge/lib/items.h).
 * Reductions: drop a node other than 0, 1, 2 (the nodes above it move down by one), drop an
 * edge, and the same graph written plainly. A reduction may leave the mouse or the cat without
 * a move; validate rejects those. */
#include "items.h"
#include "limits.h"

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

static int n;
static unsigned char adj[MAX_NODES][MAX_NODES];

/* The graph in plain LeetCode syntax, without node skip (-1: none), into buf; returns its length. */
static char buf[1 << 22];
static size_t write_graph(int skip)
{
    size_t len = 0;
    int u, v, first;
    buf[len++] = '[';
    for (u = 0; u < n; u++) {
        if (u == skip) continue;
        if (len > 1) buf[len++] = ',';
        buf[len++] = '[';
        for (v = 0, first = 1; v < n; v++) {
            if (!adj[u][v] || v == skip) continue;
            len += (size_t)sprintf(buf + len, first ? "%d" : ",%d", v - (skip >= 0 && v > skip));
            first = 0;
        }
        buf[len++] = ']';
        if (len > sizeof buf - 64) die("graph too large");
    }
    buf[len++] = ']';
    buf[len++] = '\n';
    return len;
}

void shrink_item(const char *t, size_t len)
{
    size_t i;
    int depth = 0, u = -1, v, value = -1;
    n = 0;
    for (i = 0; i < len; i++) { /* valid input: brackets, commas, digits and spacing */
        char c = t[i];
        if (c >= '0' && c <= '9') {
            value = (value < 0 ? 0 : value * 10) + (c - '0');
            continue;
        }
        if (value >= 0 && u >= 0 && u < MAX_NODES && value < MAX_NODES) adj[u][value] = 1;
        value = -1;
        if (c == '[' && ++depth == 2) {
            u = n++;
            if (n > MAX_NODES) die("too many nodes");
            memset(adj[u], 0, sizeof adj[u]);
        } else if (c == ']') {
            depth--;
        }
    }
    for (v = n - 1; v >= 3; v--) candidate(buf, write_graph(v));
    for (u = 0; u < n; u++)
        for (v = u + 1; v < n; v++)
            if (adj[u][v]) {
                adj[u][v] = adj[v][u] = 0;
                candidate(buf, write_graph(-1));
                adj[u][v] = adj[v][u] = 1;
            }
    candidate(buf, write_graph(-1)); /* the same graph written plainly */
}
