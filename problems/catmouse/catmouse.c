/* Cat and Mouse - LeetCode 913, https://leetcode.com/problems/cat-and-mouse/
 *
 * Input: graphs in LeetCode's literal syntax ([[2,5],[3],...]), whitespace anywhere, until EOF (our
 * choices, problems/catmouse/README.md: a node but 1 may have no edge; no graph is bad input).
 * Output: per graph one line, 1 if the Mouse wins, 2 if the Cat wins, 0 for a draw.
 *
 * Idea: retrograde analysis over all 2*n*n positions (mouse node, cat node, player to move).
 * Terminal positions are labelled first (mouse on 0: Mouse wins; both on one node: Cat wins); a
 * queue then labels positions backwards. A position is won for its mover as soon as one move
 * reaches a position the mover wins; it is lost once every move has been seen to reach a position
 * the opponent wins (a counter of moves not yet refuted reaches 0). Never labelled = draw.
 *
 * Proof sketch. Give each labelled position the step at which it was labelled. The winner W of a
 * labelled position has a move to one labelled earlier, and every move of the loser reaches one
 * labelled earlier (that is why its counter reached 0): if W follows this, labels strictly
 * decrease, no position repeats, and the game ends in a terminal position W wins. An unlabelled
 * position is not terminal; its mover has no move to a position it wins (else it would be
 * labelled) and not every move reaches one the opponent wins (else its counter would be 0), so it
 * has a move to another unlabelled position: both players can stay among them forever, and some
 * position repeats, a draw. So "never decided" and "repeated position" give the same draws. The
 * depth of a label can exceed any fixed bound such as 2n moves, so a search that calls the game a
 * draw after 2n moves is wrong (variants/wa-step-limit-2n.c; the trap cases show it); only an
 * analysis of all positions is safe. Positions with the cat on the hole never arise.
 *
 * Time O(n * E) with E adjacency entries: each position is labelled once and then looks at the
 * neighbours of one node. Memory: 7 bytes per position (winner, counter, queue entry).
 *
 * Status: AC on every case of testdata/catmouse (make judge), expected outputs from a fixed-point
 * iteration (testdata/catmouse/tools/oracle.c) and, up to 7 nodes, a game-tree search with the
 * repetition rule (tools/oracle-tree.c; testdata/catmouse/tools/test.sh checks the two agree on
 * every graph of 3..6 nodes); equal to the fixed point on seeded random inputs (make stress); clean
 * under make judge-asan; the function alone (above the driver separator) passes every valid case
 * under LeetCode's gcc -std=gnu11 with ASan (tools/test.sh). Warning-free under gcc and clang
 * -std=c99 -pedantic and UVa's gcc -ansi (judge/measure/profiles.sh).
 */
#include <stdlib.h>

/* Winner of a position with perfect play; DRAW also means "not labelled (yet)". */
enum { DRAW = 0, MOUSE_WINS = 1, CAT_WINS = 2 };
enum { MOUSE_TO_MOVE = 0, CAT_TO_MOVE = 1, HOLE = 0, MOUSE_START = 1, CAT_START = 2 };

/* A position is turn*n*n + still*n + mover, where mover is the node of the player to move and
 * still that of the other one. Positions that the previous move came from are then one row,
 * (other turn, still = today's mover), indexed by the neighbours of today's still node. */
int catMouseGame(int** graph, int graphSize, int* graphColSize)
{
    int n = graphSize, cells = graphSize * graphSize;
    int node, other, turn, head = 0, tail = 0, result = -1;
    int start = MOUSE_TO_MOVE * cells + CAT_START * n + MOUSE_START;
    unsigned char *winner = calloc((size_t)2 * cells, 1);
    unsigned short *moves_left = malloc((size_t)2 * cells * sizeof *moves_left); /* < n moves */
    int *queue = malloc((size_t)2 * cells * sizeof *queue);

    if (winner == NULL || moves_left == NULL || queue == NULL)
        goto done;
    for (node = 0; node < n; node++) {
        unsigned short mouse_moves = (unsigned short)graphColSize[node], cat_moves = 0;
        int k;
        for (k = 0; k < graphColSize[node]; k++)
            cat_moves += graph[node][k] != HOLE; /* the cat may never enter the hole */
        for (other = 0; other < n; other++) {
            moves_left[MOUSE_TO_MOVE * cells + other * n + node] = mouse_moves;
            moves_left[CAT_TO_MOVE * cells + other * n + node] = cat_moves;
        }
    }
    for (node = 1; node < n; node++)
        for (turn = MOUSE_TO_MOVE; turn <= CAT_TO_MOVE; turn++) {
            int mouse_home = turn == MOUSE_TO_MOVE ? node * n + HOLE : HOLE * n + node;
            int caught = node * n + node;
            winner[turn * cells + mouse_home] = MOUSE_WINS;
            winner[turn * cells + caught] = CAT_WINS;
            queue[tail++] = turn * cells + mouse_home;
            queue[tail++] = turn * cells + caught;
        }
    while (head < tail && winner[start] == DRAW) {
        int position = queue[head++];
        int won_by = winner[position];
        int still = position % cells / n, mover = position % n;
        int before = position < cells ? CAT_TO_MOVE : MOUSE_TO_MOVE;
        int before_mover_wins = before == MOUSE_TO_MOVE ? MOUSE_WINS : CAT_WINS;
        int *from = graph[still], k;
        for (k = 0; k < graphColSize[still]; k++) {
            int previous = before * cells + mover * n + from[k];
            if (winner[previous] != DRAW || (before == CAT_TO_MOVE && from[k] == HOLE))
                continue;
            if (won_by == before_mover_wins || --moves_left[previous] == 0) {
                winner[previous] = (unsigned char)won_by;
                queue[tail++] = previous;
            }
        }
    }
    result = winner[start];
done:
    free(winner);
    free(moves_left);
    free(queue);
    return result;
}

/* ==== stdin driver (not part of the LeetCode submission) ==== */
#include <stdarg.h>
#include <stdio.h>

/* Our limits (problems/catmouse/README.md): n <= 1000, 100,000 adjacency entries per graph. */
enum { MAX_NODES = 1000, MAX_ENTRIES = 100000, READ_CHUNK = 1 << 16 };

static int neighbour[MAX_ENTRIES];   /* the adjacency lists of one graph, back to back */
static long entry_line[MAX_ENTRIES]; /* input line of each entry, for the diagnostics */
static int list_size[MAX_NODES];
static int *list_of[MAX_NODES];
static unsigned char adjacent[MAX_NODES][MAX_NODES]; /* cleared entry by entry after each graph */

static unsigned char chunk[READ_CHUNK];
static size_t chunk_length, chunk_used;
static long line = 1;

static int peek_char(void)
{
    if (chunk_used == chunk_length) {
        chunk_length = fread(chunk, 1, sizeof chunk, stdin);
        chunk_used = 0;
        if (chunk_length == 0)
            return EOF;
    }
    return chunk[chunk_used];
}

/* The next character that is not whitespace (space, tab, CR, LF), or EOF; not consumed. */
static int peek_token(void)
{
    int c;
    while ((c = peek_char()) == ' ' || c == '\t' || c == '\r' || c == '\n') {
        line += c == '\n';
        chunk_used++;
    }
    return c;
}

static void fail(long at_line, const char *format, ...)
{
    va_list args;
    fflush(stdout);
    fprintf(stderr, "catmouse: line %ld: ", at_line);
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    exit(1);
}

/* Consumes the next token, which must be one of the characters in allowed; returns it. */
static int expect(const char *allowed, const char *what)
{
    int c = peek_token();
    const char *a;
    for (a = allowed; *a != '\0'; a++)
        if (c == *a) {
            chunk_used++;
            return c;
        }
    if (c == EOF)
        fail(line, "input ends where %s was expected", what);
    if (c >= 0x21 && c <= 0x7e)
        fail(line, "'%c' where %s was expected", c, what);
    fail(line, "byte 0x%02x where %s was expected", c, what);
    return 0;
}

/* A node number: digits; anything past MAX_NODES is out of range however long it is. */
static int read_node(void)
{
    int c = peek_token(), value = 0;
    if (c == '-')
        fail(line, "negative node number");
    if (c < '0' || c > '9')
        expect("", "a node number");
    while ((c = peek_char()) >= '0' && c <= '9') {
        if (value < MAX_NODES)
            value = value * 10 + (c - '0');
        chunk_used++;
    }
    if (value >= MAX_NODES)
        fail(line, "node number too large (at most %d nodes)", MAX_NODES);
    return value;
}

/* Reads one graph (the first '[' is already known to be next) and checks the rules of
 * problems/catmouse/README.md; returns its node count. */
static int read_graph(void)
{
    int n = 0, entries = 0, u, k;
    expect("[", "'['");
    if (peek_token() == ']')
        fail(line, "a graph needs at least 3 nodes, this one has none");
    do {
        if (n == MAX_NODES)
            fail(line, "more than %d nodes", MAX_NODES);
        expect("[", "'[' (the next adjacency list)");
        list_of[n] = neighbour + entries;
        if (peek_token() != ']')
            do {
                if (entries == MAX_ENTRIES)
                    fail(line, "more than %d adjacency entries in one graph", MAX_ENTRIES);
                neighbour[entries] = read_node();
                entry_line[entries++] = line;
            } while (expect(",]", "',' or ']'") == ',');
        else
            expect("]", "']'");
        list_size[n] = entries - (int)(list_of[n] - neighbour);
        n++;
    } while (expect(",]", "',' or ']'") == ',');
    if (n < 3)
        fail(line, "a graph needs at least 3 nodes (mouse 1, cat 2, hole 0), this one has %d", n);
    for (u = 0; u < n; u++)
        for (k = 0; k < list_size[u]; k++) {
            int v = list_of[u][k];
            long at = entry_line[list_of[u] + k - neighbour];
            if (v >= n)
                fail(at, "node %d is out of range 0..%d", v, n - 1);
            if (v == u)
                fail(at, "self loop at node %d", u);
            if (adjacent[u][v])
                fail(at, "node %d lists neighbour %d twice", u, v);
            adjacent[u][v] = 1;
        }
    for (u = 0; u < n; u++)
        for (k = 0; k < list_size[u]; k++)
            if (!adjacent[list_of[u][k]][u])
                fail(entry_line[list_of[u] + k - neighbour],
                     "node %d lists %d but node %d does not list %d", u, list_of[u][k],
                     list_of[u][k], u);
    if (list_size[MOUSE_START] == 0)
        fail(line, "the mouse (node 1) cannot move");
    for (k = 0; k < list_size[CAT_START] && list_of[CAT_START][k] == HOLE; k++)
        continue;
    if (k == list_size[CAT_START])
        fail(line, "the cat (node 2) cannot move (the hole is not allowed)");
    for (u = 0; u < n; u++)
        for (k = 0; k < list_size[u]; k++)
            adjacent[u][list_of[u][k]] = 0;
    return n;
}

int main(void)
{
    int graphs = 0;
    while (peek_token() != EOF || graphs == 0) {
        int n, result;
        if (peek_token() != '[')
            expect("[", graphs == 0 ? "a graph" : "'[' (the next graph) or the end");
        n = read_graph();
        result = catMouseGame(list_of, n, list_size);
        if (result < 0)
            fail(line, "out of memory");
        printf("%d\n", result);
        graphs++;
    }
    return 0;
}
