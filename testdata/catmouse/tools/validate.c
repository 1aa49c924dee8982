/* validate: checks a Cat and Mouse input against the statement, problems/catmouse/README.md (the
 * format), and limits.h (our limits).
 *
 * One or more graphs in LeetCode's literal syntax; whitespace (space, tab, CR, LF) between any
 * two tokens; per graph 3..MAX_NODES nodes and at most MAX_ENTRIES adjacency entries; node ids in range,
 * no self loop, no duplicate neighbour, every edge listed at both ends, node 1 has a neighbour
 * and node 2 a neighbour other than 0. Empty lists for other nodes are allowed (an isolated
 * node is harmless). Exit 0 if valid, else 1 with the reason on stderr.
 * `validate --judge` also holds it to LeetCode's limits (limits.h: at most JUDGE_MAX_NODES nodes,
 * and with JUDGE_NONEMPTY_LISTS, no empty list), naming the one broken: make stress says so of a
 * counterexample.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "limits.h"

#define TEXT(x) #x
#define NUMBER(x) TEXT(x) /* a limit in a message, as written in limits.h */

static int from[MAX_ENTRIES], to[MAX_ENTRIES], degree[MAX_NODES];
static unsigned char seen[MAX_NODES][MAX_NODES];
static long graph_no;

static void invalid(const char *why)
{
    fprintf(stderr, "invalid: graph %ld: %s\n", graph_no, why);
    exit(1);
}

static int token(void) /* next non-blank byte */
{
    int c;
    while ((c = getchar()) == ' ' || c == '\t' || c == '\r' || c == '\n')
        continue;
    return c;
}

int main(int argc, char **argv)
{
    int c, judge = argc == 2 && strcmp(argv[1], "--judge") == 0;
    char why[96];
    if (argc > 1 && !judge) { fputs("usage: validate [--judge] < input\n", stderr); return 2; }
    while ((c = token()) != EOF || graph_no == 0) {
        int nodes = 0, entries = 0, k, cat_moves = 0;
        graph_no++;
        if (c != '[' || (c = token()) != '[')
            invalid("a graph must start with [[");
        for (;;) { /* c is the '[' of list number `nodes` */
            if (nodes == MAX_NODES)
                invalid("more than " NUMBER(MAX_NODES) " nodes");
            degree[nodes] = 0;
            if ((c = token()) != ']')
                for (;;) {
                    long value = 0;
                    if (c < '0' || c > '9')
                        invalid("expected a node number");
                    for (; c >= '0' && c <= '9'; c = getchar())
                        if ((value = value * 10 + (c - '0')) >= MAX_NODES)
                            invalid("node number not below " NUMBER(MAX_NODES));
                    if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
                        c = token();
                    if (entries == MAX_ENTRIES)
                        invalid("more than " NUMBER(MAX_ENTRIES) " entries");
                    from[entries] = nodes;
                    to[entries++] = (int)value;
                    degree[nodes]++;
                    if (c == ']')
                        break;
                    if (c != ',')
                        invalid("expected , or ]");
                    c = token();
                }
            nodes++;
            if ((c = token()) == ']')
                break;
            if (c != ',' || token() != '[')
                invalid("expected ,[ or ]");
        }
        if (nodes < 3)
            invalid("fewer than 3 nodes");
        for (k = 0; k < entries; k++) {
            if (to[k] >= nodes || to[k] == from[k] || seen[from[k]][to[k]])
                invalid("node out of range, self loop or duplicate neighbour");
            seen[from[k]][to[k]] = 1;
            cat_moves += from[k] == 2 && to[k] != 0;
        }
        for (k = 0; k < entries; k++)
            if (!seen[to[k]][from[k]])
                invalid("edge listed at one end only");
        if (degree[1] == 0 || cat_moves == 0)
            invalid("the mouse or the cat cannot move at the start");
        if (judge && nodes > JUDGE_MAX_NODES) {
            sprintf(why, "%d nodes, more than %d", nodes, JUDGE_MAX_NODES);
            invalid(why);
        }
        for (k = 0; judge && JUDGE_NONEMPTY_LISTS && k < nodes; k++)
            if (degree[k] == 0) {
                sprintf(why, "node %d has an empty list", k);
                invalid(why);
            }
        for (k = 0; k < entries; k++)
            seen[from[k]][to[k]] = 0;
    }
    return 0;
}
