/* validate: checks a Cat and Mouse input against the statement, problems/catmouse/README.md (the
 * format), and limits.h (our limits), with graph.h's parser (the game code,
 * problems/catmouse/game/), which states the rules for every tool. Exit 0 if valid, else 1 with
 * the reason on stderr: "invalid: graph N: why".
 * `validate --view` holds it to all that LeetCode's run of a submission sends, naming what it does
 * not (make judge SOL= judges a file by the cases it accepts; make stress LIMITS=judge keeps to it
 * and says whether a counterexample lies inside it): its limits (limits.h: at most
 * JUDGE_MAX_NODES nodes, and with JUDGE_NONEMPTY_LISTS, no empty list) and at most
 * JUDGE_MAX_GRAPHS graphs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long graph_no;

static void invalid(const char *why)
{
    fprintf(stderr, "invalid: graph %ld: %s\n", graph_no, why);
    exit(1);
}

#define TOOL "validate"
#define BAD_INPUT invalid
#include "graph.h"

int main(int argc, char **argv)
{
    int c, n, k, view = argc == 2 && strcmp(argv[1], "--view") == 0;
    char why[96];
    (void)solve; /* graph.h's parser is all this needs */
    if (argc > 1 && !view) { fputs("usage: validate [--view] < input\n", stderr); return 2; }
    while ((c = next_char()) != EOF || graph_no == 0) {
        if (view && graph_no == JUDGE_MAX_GRAPHS) {
            sprintf(why, "more than %d graphs", JUDGE_MAX_GRAPHS);
            invalid(why);
        }
        graph_no++;
        n = parse_graph(c);
        if (view && n > JUDGE_MAX_NODES) {
            sprintf(why, "%d nodes, more than %d", n, JUDGE_MAX_NODES);
            invalid(why);
        }
        for (k = 0; view && JUDGE_NONEMPTY_LISTS && k < n; k++)
            if (adj_count[k] == 0) {
                sprintf(why, "node %d has an empty list", k);
                invalid(why);
            }
    }
    return 0;
}
