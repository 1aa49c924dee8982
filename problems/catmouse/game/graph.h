/* graph.h - catmouse's game code, shared by its tools in testdata/catmouse/tools/ (oracle.c,
 * validate.c, relabel.c) and by problems/catmouse/study/ (explain.c, claims.c), not by the
 * solution: the input parser, the one statement of the input rules (problems/catmouse/README.md,
 * and our limits.h, build/include/catmouse/: one or more graphs in LeetCode's literal syntax;
 * whitespace (space, tab, CR, LF) between any two tokens; per graph 3..MAX_NODES nodes and at most
 * MAX_ENTRIES adjacency entries; node ids in range, no self loop, no duplicate neighbour, every
 * edge listed at both ends, node 1 has a neighbour and node 2 a neighbour other than 0; empty lists
 * for other nodes are allowed), and the fixed-point iteration described in oracle.c. The includer
 * defines TOOL (its name for diagnostics) first, and may define BAD_INPUT_STATUS, the exit status
 * on bad input (1 unless it does), or BAD_INPUT(why), a function that reports bad input its own
 * way and does not return (validate.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include "limits.h"

#ifndef BAD_INPUT_STATUS
#define BAD_INPUT_STATUS 1
#endif

enum { UNKNOWN = 0, MOUSE = 1, CAT = 2 };

static int adj_count[MAX_NODES], adj[MAX_NODES][MAX_NODES];
static unsigned char edge[MAX_NODES][MAX_NODES];
static unsigned char value[2][MAX_NODES][MAX_NODES]; /* [0]: mouse to move, [1]: cat to move */
static int round[2][MAX_NODES][MAX_NODES];          /* the sweep that decided it (see solve) */
static long line_no = 1;

#define TEXT(x) #x
#define NUMBER(x) TEXT(x) /* a limit in a message, as written in limits.h */

static void bad(const char *why)
{
#ifdef BAD_INPUT
    BAD_INPUT(why);
#else
    fflush(stdout);
    fprintf(stderr, "catmouse: %s: line %ld: %s\n", TOOL, line_no, why);
    exit(BAD_INPUT_STATUS);
#endif
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
    if (first != '[' || (c = next_char()) != '[')
        bad("a graph must start with [[");
    for (;;) { /* c is the '[' of list number n */
        if (n == MAX_NODES)
            bad("more than " NUMBER(MAX_NODES) " nodes");
        adj_count[n] = 0;
        c = next_char();
        if (c != ']')
            for (;;) {
                long v = 0;
                if (c < '0' || c > '9')
                    bad("expected a node number");
                while (c >= '0' && c <= '9') {
                    if (v < MAX_NODES) /* saturates past every node number */
                        v = v * 10 + (c - '0');
                    c = getchar();
                }
                if (c == '\n')
                    line_no++;
                if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
                    c = next_char();
                if (v >= MAX_NODES)
                    bad("node number not below " NUMBER(MAX_NODES));
                if (++total > MAX_ENTRIES)
                    bad("more than " NUMBER(MAX_ENTRIES) " entries");
                if (adj_count[n] == MAX_NODES) /* MAX_NODES entries: one of them repeats or is out of range */
                    bad("node out of range, self loop or duplicate neighbour");
                adj[n][adj_count[n]++] = (int)v;
                if (c == ']')
                    break;
                if (c != ',')
                    bad("expected , or ]");
                c = next_char();
            }
        n++;
        c = next_char();
        if (c == ']')
            break;
        if (c != ',' || (c = next_char()) != '[')
            bad("expected ,[ or ]");
    }
    if (n < 3)
        bad("fewer than 3 nodes");
    for (u = 0; u < n; u++)
        for (i = 0; i < adj_count[u]; i++) {
            int v = adj[u][i];
            if (v >= n || v == u || edge[u][v])
                bad("node out of range, self loop or duplicate neighbour");
            edge[u][v] = 1;
        }
    for (u = 0; u < n; u++)
        for (i = 0; i < adj_count[u]; i++)
            if (!edge[adj[u][i]][u])
                bad("edge listed at one end only");
    c = 0;
    for (i = 0; i < adj_count[2]; i++)
        c += adj[2][i] != 0;
    if (adj_count[1] == 0 || c == 0)
        bad("the mouse or the cat cannot move at the start");
    for (u = 0; u < n; u++)
        for (i = 0; i < adj_count[u]; i++)
            edge[u][adj[u][i]] = 0;
    return n;
}

/* The fixed point described in oracle.c. With exact_rounds = 0 it sweeps in place (a value found
 * in a sweep is used later in the same sweep) and stops once the start (1, 2, mouse to move) is
 * known. With exact_rounds = 1 a sweep only uses values found in earlier sweeps, and it runs
 * until nothing changes: then round[t][m][c] is the sweep that decided the position, which is
 * the number of moves to the end when the winner hurries and the loser delays (terminal
 * positions: 0). Returns the start's value: MOUSE, CAT, or UNKNOWN (a draw). */
static int solve(int n, int exact_rounds)
{
    int m, c, i, changed = 1, sweep = 0;
    for (m = 0; m < n; m++)
        for (c = 0; c < n; c++) {
            value[0][m][c] = value[1][m][c] = m == 0 ? MOUSE : m == c ? CAT : UNKNOWN;
            round[0][m][c] = round[1][m][c] = 0;
        }
    while (changed && (exact_rounds || value[0][1][2] == UNKNOWN)) {
        changed = 0;
        sweep++;
#define KNOWN(t, mm, cc) (!exact_rounds || round[t][mm][cc] < sweep ? value[t][mm][cc] : UNKNOWN)
        for (m = 1; m < n; m++)
            for (c = 1; c < n; c++) {
                if (m == c)
                    continue;
                if (value[0][m][c] == UNKNOWN) { /* mouse moves */
                    int all_cat = 1;
                    for (i = 0; i < adj_count[m]; i++) {
                        int r = KNOWN(1, adj[m][i], c);
                        if (r == MOUSE)
                            break;
                        all_cat &= r == CAT;
                    }
                    if (i < adj_count[m] || all_cat) {
                        value[0][m][c] = i < adj_count[m] ? MOUSE : CAT;
                        round[0][m][c] = sweep;
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
                        r = KNOWN(0, m, adj[c][i]);
                        if (r == CAT)
                            break;
                        all_mouse &= r == MOUSE;
                    }
                    if (i < adj_count[c] || (moves > 0 && all_mouse)) {
                        value[1][m][c] = i < adj_count[c] ? CAT : MOUSE;
                        round[1][m][c] = sweep;
                        changed = 1;
                    }
                }
            }
#undef KNOWN
    }
    return value[0][1][2];
}
