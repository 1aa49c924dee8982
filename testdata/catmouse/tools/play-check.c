/* play-check - checks what `explain --play` says about catmouse positions, with the oracle's
 * analysis.
 *
 *   play-check [--relabel PREFIX] PLAYS ANSWERS < IN
 *
 * PLAYS is a series of blocks, each a line "item K" followed by the output of
 * `explain --play K [STATE] < IN` (judge/lib/study.h's protocol), K never decreasing; ANSWERS is
 * IN's expected output, one line per graph (the oracle's). IN comes on stdin for graph.h's parser.
 * For each block, the position is read back from its state line (position.h, explain's own
 * format), and checked against graph.h's full fixed point (solve run until nothing changes: the
 * oracle's analysis, at every position, with its exact rounds):
 *   - the outcome must be the fixed point's for the side to move (position.h's rule for the moves
 *     left); at the start ("1,2,mouse,0") also the graph's line of ANSWERS (1: win, 2: lose, 0:
 *     draw, the oracle's own answer);
 *   - the game ends (an end line, no move) iff the mouse is on the hole or the cat, or no move is
 *     left; otherwise the moves are every move of the mover, each once: along an edge of IN from
 *     its node, never the cat into the hole, the other side to move, one more move made;
 *   - each move's outcome must be the opposite of the outcome of the position it leads to, and
 *     exactly one move is "best": one with the position's outcome, the fastest win or the slowest
 *     loss (the rounds of the positions the moves lead to).
 * With --relabel, the outcome of each move to a position with the mouse to move, on a graph small
 * enough for oracle-tree (TREE_NODES), is also written for the game-tree search to check: PREFIX.in
 * gets the graph relabelled so that this position is a start (the mouse's node becomes 1, the
 * cat's 2, the hole stays 0, the others keep their order) and PREFIX.out the answer the move's
 * outcome claims for it (the cat wins: 2, loses: 1, a draw: 0). Only positions after at most 3
 * moves: there the end after 2 n^2 moves changes nothing (2 n^2 - 3 moves left exceed the
 * 2 (n-1)(n-2) positions that are not over, a bound on every round), so the claim is the
 * position's value in LeetCode's game, which oracle-tree computes with the repetition rule
 * (tools/test.sh runs it).
 * Prints "N positions and M moves checked" and exits 0; each wrong thing is a line
 * "play-check: item K STATE: what" on stderr, and exit 1; unusable arguments or input exit 2.
 */
#define TOOL "play-check"
#define BAD_INPUT_STATUS 2
#include <string.h>
#include "study.h"
#include "graph.h"
#include "position.h"

enum { LINE_MAX = 256, TREE_NODES = 7 }; /* oracle-tree's SEARCH_NODES */

static FILE *plays, *relabelled, *claimed; /* --relabel's PREFIX.in and PREFIX.out */
static int item, errors, n;
static char block_state[POSITION_MAX + 1];

static void wrong(const char *format, const char *detail)
{
    fprintf(stderr, "play-check: item %d %s: ", item, block_state);
    fprintf(stderr, format, detail);
    fputc('\n', stderr);
    errors++;
}

/* Reads IN up to graph k and solves it to the end. */
static void read_graph(int k)
{
    static int read;
    int c;
    if (k < read) {
        fprintf(stderr, "play-check: item %d comes after a later one\n", k);
        exit(2);
    }
    if (k == read) return;
    while (read < k) {
        if ((c = next_char()) == EOF) {
            fprintf(stderr, "play-check: item %d: not in the input\n", k);
            exit(2);
        }
        n = parse_graph(c);
        read++;
    }
    solve(n, 1);
}

static const char *word_of(int o) { return o == 'W' ? "win" : o == 'L' ? "lose" : "draw"; }

/* Writes graph n relabelled so that q is its start, and the answer claimed for it (--relabel). */
static void relabel(const struct position *q, const char *claim)
{
    int order[MAX_NODES], label[MAX_NODES], u, i, count = 3;
    order[0] = 0, order[1] = q->mouse, order[2] = q->cat;
    for (u = 1; u < n; u++)
        if (u != q->mouse && u != q->cat) order[count++] = u;
    for (i = 0; i < n; i++) label[order[i]] = i;
    for (i = 0; i < n; i++) {
        fputs(i ? ",[" : "[[", relabelled);
        for (u = 0; u < adj_count[order[i]]; u++) fprintf(relabelled, "%s%d", u ? "," : "", label[adj[order[i]][u]]);
        fputc(']', relabelled);
    }
    fputs("]\n", relabelled);
    fprintf(claimed, "%c\n", claim[0] == 'w' ? '2' : claim[0] == 'l' ? '1' : '0');
}

/* Checks one block: its position (read from the state line) and its moves. */
static void check_block(const char *answer, long *moves)
{
    static char seen[MAX_NODES];
    char line[LINE_MAX], *f[PLAY_FIELDS];
    struct position p, next;
    int count, o, listed = 0, ended = 0, best = 0, best_r = 0, here, i, legal = 0, r;
    int fastest[3] = {-1, -1, -1}; /* per outcome W, D, L: the best round among the moves */
    if (play_read(plays, line, sizeof line, f) != 3 || strcmp(f[0], "players") != 0 ||
        strcmp(f[1], side_name[0]) != 0 || strcmp(f[2], side_name[1]) != 0)
        wrong("%sno players line: mouse, then cat", "");
    if (play_read(plays, line, sizeof line, f) != 2 || strcmp(f[0], "state") != 0 ||
        !parse_position(f[1], n, &p)) {
        wrong("%sno state line with a position of the graph", "");
        exit(1);
    }
    strcpy(block_state, f[1]);
    if (play_read(plays, line, sizeof line, f) != 2 || strcmp(f[0], "turn") != 0 ||
        strcmp(f[1], side_name[p.turn]) != 0)
        wrong("%sno turn line naming the side to move", "");
    o = outcome(&p, n);
    if (play_read(plays, line, sizeof line, f) != 3 || strcmp(f[0], "outcome") != 0)
        wrong("%sno outcome line", "");
    else if (strcmp(f[1], word_of(o)) != 0)
        wrong("outcome %s, but the fixed point says otherwise", f[1]);
    if (p.mouse == 1 && p.cat == 2 && p.moves == 0 && strcmp(f[1], word_of("DWL"[answer[0] - '0'])) != 0)
        wrong("outcome %s, but the expected answer says otherwise", f[1]);
    here = p.turn ? p.cat : p.mouse;
    memset(seen, 0, sizeof seen);
    for (i = 0; i < adj_count[here]; i++) legal += !(p.turn && adj[here][i] == 0);
    while ((count = play_read(plays, line, sizeof line, f)) > 0 && sscanf(f[0], "item %d", &item) != 1) {
        if (count == 2 && strcmp(f[0], "end") == 0 && !ended && !listed) {
            ended = 1;
            continue;
        }
        if (count != 5 || strcmp(f[0], "move") != 0 || ended) {
            wrong("not a move line: %s", f[0]);
            continue;
        }
        listed++;
        ++*moves;
        next = p;
        next.turn = !p.turn, next.moves++;
        for (i = 0; i < adj_count[here]; i++) {
            int to = adj[here][i];
            char state[POSITION_MAX + 1];
            if (p.turn && to == 0) continue;
            if (p.turn) next.cat = to; else next.mouse = to;
            format_position(&next, state);
            if (strcmp(state, f[2]) == 0) break;
        }
        if (over(&p, n) || i == adj_count[here] || seen[adj[here][i]]++) {
            wrong("move %s: not a move of the position, or listed twice", f[1]);
            continue;
        }
        if (relabelled && next.turn == 0 && !over(&next, n) && next.moves <= 3 && n <= TREE_NODES) relabel(&next, f[3]);
        o = outcome(&next, n);
        o = o == 'W' ? 'L' : o == 'L' ? 'W' : 'D'; /* for the mover */
        r = round[next.turn][next.mouse][next.cat];
        if (strcmp(f[3], word_of(o)) != 0) wrong("move %s: the fixed point says the other outcome", f[1]);
        i = o == 'W' ? 0 : o == 'D' ? 1 : 2;
        if (fastest[i] < 0 || (o == 'W' ? r < fastest[i] : r > fastest[i])) fastest[i] = r;
        if (strcmp(f[4], "best") == 0) {
            if (best++) wrong("move %s: a second best", f[1]);
            best_r = r;
            if (strcmp(f[3], word_of(outcome(&p, n))) != 0) wrong("move %s: best, without the position's outcome", f[1]);
        } else if (strcmp(f[4], "-") != 0) {
            wrong("move %s: neither best nor -", f[1]);
        }
    }
    if (over(&p, n) ? !ended || listed : listed != legal) wrong("%sthe moves are not every move of the position", "");
    if (listed && !best) wrong("%sno best move", "");
    o = outcome(&p, n);
    if (listed && best && o != 'D' && best_r != fastest[o == 'W' ? 0 : 2])
        wrong("%sthe best move is not the fastest win or the slowest loss", "");
    if (count == 0) item = 0;
}

int main(int argc, char **argv)
{
    char line[LINE_MAX], *f[PLAY_FIELDS], answer[16] = "";
    FILE *answers;
    long positions = 0, moves = 0;
    int k = 0;
    char path[4096];
    if (argc == 5 && strcmp(argv[1], "--relabel") == 0) {
        sprintf(path, "%.4000s.in", argv[2]);
        relabelled = fopen(path, "w");
        sprintf(path, "%.4000s.out", argv[2]);
        if (!relabelled || !(claimed = fopen(path, "w"))) return 2;
        argc -= 2, argv += 2;
    }
    if (argc != 3 || !(plays = fopen(argv[1], "r")) || !(answers = fopen(argv[2], "r")) ||
        play_read(plays, line, sizeof line, f) != 1 || sscanf(f[0], "item %d", &item) != 1) {
        fputs("usage: play-check [--relabel PREFIX] PLAYS ANSWERS < IN, PLAYS beginning with an item line\n", stderr);
        return 2;
    }
    for (; item > 0; positions++) {
        for (; k < item; k++)
            if (!fgets(answer, sizeof answer, answers) || !strchr("012", answer[0]) || answer[1] != '\n') {
                fprintf(stderr, "play-check: line %d of ANSWERS is not 0, 1 or 2\n", k + 1);
                return 2;
            }
        read_graph(item);
        check_block(answer, &moves);
    }
    if (errors) return 1;
    printf("%ld positions and %ld moves checked\n", positions, moves);
    return 0;
}
