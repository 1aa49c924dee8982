/* relabel - the positions `explain --play` leads to, as starts of graphs oracle-tree can answer
 * (tools/test.sh: explain's play against the game-tree search, two moves deep).
 *
 *   relabel PREFIX PLAYS < IN
 *
 * PLAYS is a series of blocks, each a line "item K" followed by the output of
 * `explain --play K [STATE] < IN` (judge/lib/study.h's protocol), K never decreasing. For each
 * move whose position has the mouse to move, is not over, comes after at most 3 moves and is on a
 * graph of at most TREE_NODES nodes, PREFIX.in gets graph K relabelled so that the position is
 * its start (the mouse's node becomes 1, the cat's 2, the hole stays 0, the others keep their
 * order), and PREFIX.out the answer the move's outcome claims for it (the cat moved: it wins, 2;
 * loses, 1; a draw, 0). Within 3 moves the end after 2 n^2 moves changes nothing (2 n^2 - 3 moves
 * left exceed the 2 (n-1)(n-2) positions that are not over, a bound on every round: position.h,
 * the game code's, problems/catmouse/game/, with graph.h),
 * so the claim is the position's value in LeetCode's game, with the repetition rule: oracle-tree's
 * answer on PREFIX.in must be PREFIX.out. The outcomes themselves are checked against the fixed
 * point by the claims checker (problems/catmouse/study/claims.c, play claims); this checks them
 * against a second algorithm.
 * Prints how many positions it wrote; exit 0, or 2 on unusable arguments or input.
 */
#define TOOL "relabel"
#define BAD_INPUT_STATUS 2
#include <string.h>
#include "study.h"
#include "graph.h"
#include "position.h"

enum { LINE_MAX = 256, TREE_NODES = 7 }; /* oracle-tree's SEARCH_NODES */

int main(int argc, char **argv)
{
    char line[LINE_MAX], path[4096], *f[PLAY_FIELDS];
    FILE *plays, *graphs, *answers;
    struct position q;
    int count, item, read = 0, n = 0, written = 0, order[TREE_NODES], label[TREE_NODES], u, i, c;
    (void)solve; /* graph.h's parser is all this needs */
    if (argc != 3 || !(plays = fopen(argv[2], "r"))) {
        fputs("usage: relabel PREFIX PLAYS < IN\n", stderr);
        return 2;
    }
    sprintf(path, "%.4000s.in", argv[1]);
    graphs = fopen(path, "w");
    sprintf(path, "%.4000s.out", argv[1]);
    if (!graphs || !(answers = fopen(path, "w"))) return 2;
    while ((count = play_read(plays, line, sizeof line, f)) > 0) {
        if (count == 1 && sscanf(f[0], "item %d", &item) == 1) {
            for (; read < item; read++) {
                if ((c = next_char()) == EOF) bad("fewer graphs than the items");
                n = parse_graph(c);
            }
            continue;
        }
        if (count != 6 || strcmp(f[0], "move") != 0 || n > TREE_NODES || !parse_position(f[2], n, &q) ||
            q.turn != 0 || over(&q, n) || q.moves > 3)
            continue;
        order[0] = 0, order[1] = q.mouse, order[2] = q.cat;
        for (i = 3, u = 1; u < n; u++)
            if (u != q.mouse && u != q.cat) order[i++] = u;
        for (i = 0; i < n; i++) label[order[i]] = i;
        for (i = 0; i < n; i++) {
            fputs(i ? ",[" : "[[", graphs);
            for (u = 0; u < adj_count[order[i]]; u++) fprintf(graphs, "%s%d", u ? "," : "", label[adj[order[i]][u]]);
            fputc(']', graphs);
        }
        fputs("]\n", graphs);
        fprintf(answers, "%c\n", f[3][0] == 'w' ? '2' : f[3][0] == 'l' ? '1' : '0');
        written++;
    }
    printf("%d positions\n", written);
    return fclose(graphs) || fclose(answers) ? 2 : 0;
}
