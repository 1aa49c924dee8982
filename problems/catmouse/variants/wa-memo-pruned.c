/* Cat and Mouse (LeetCode 913) - the seed report's approach 3.3: the memoized cycle-cut
 * minimax of 3.2 plus pruning (stop at the first move that wins for the mover). Variant: it
 * teaches that pruning cannot repair an unsound memo, it only changes which wrong values are
 * stored.
 *
 * expect: WA
 * allow: AC WA TLE
 *
 * The cut-off itself is sound (a win cannot be improved on), but every value is still
 * computed relative to one path and then reused on others, as in 3.2. Time O(n * E), memory
 * O(n * n). TLE is allowed too: on the dense 1000-node case its
 * depth-first order jumps across the tables and misses the cache on nearly every move
 * (measured 2.5 s there), but the lesson is the WA.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Scores from the Mouse's side: it maximizes, the Cat minimizes. */
enum { CAT_WINS = -1, DRAW = 0, MOUSE_WINS = 1 };

struct frame {
    int position; /* turn * n * n + mouse * n + cat; turn 0: the mouse moves */
    int next_move; /* index into the mover's adjacency list */
    int best;
};

int catMouseGame(int** graph, int graphSize, int* graphColSize)
{
    int n = graphSize, cells = n * n, top = 0, result = 0;
    unsigned char *on_path = calloc((size_t)2 * cells, 1);
    signed char *memo = malloc((size_t)2 * cells); /* value + 1 once finished, 0: unknown */
    struct frame *stack = malloc((size_t)2 * cells * sizeof *stack);
    if (memo != NULL)
        memset(memo, 0, (size_t)2 * cells);
    if (on_path == NULL || memo == NULL || stack == NULL)
        goto done;
    stack[0].position = 1 * n + 2;
    stack[0].next_move = 0;
    stack[0].best = CAT_WINS;
    on_path[stack[0].position] = 1;
    for (;;) {
        struct frame *f = &stack[top];
        int mouse_moves = f->position < cells, mouse = f->position % cells / n;
        int cat = f->position % n, here = mouse_moves ? mouse : cat, value, child = -1;
        if (f->next_move < graphColSize[here]) {
            int to = graph[here][f->next_move++];
            if (mouse_moves)
                value = to == 0     ? MOUSE_WINS
                        : to == cat ? CAT_WINS
                                    : (child = cells + to * n + cat, DRAW);
            else if (to == 0)
                continue;
            else
                value = to == mouse ? CAT_WINS : (child = mouse * n + to, DRAW);
            if (child >= 0 && memo[child] != 0)
                value = memo[child] - 2; /* the flaw: reused whatever path it came from */
            else if (child >= 0 && !on_path[child]) { /* a position on the path: a draw leaf */
                on_path[child] = 1;
                f = &stack[++top];
                f->position = child;
                f->next_move = 0;
                f->best = child < cells ? CAT_WINS : MOUSE_WINS;
                continue;
            }
        } else {
            value = f->best;
            on_path[f->position] = 0;
            memo[f->position] = (signed char)(value + 2);
            if (top == 0)
                break;
            f = &stack[--top];
        }
        if (f->position < cells ? value > f->best : value < f->best)
            f->best = value;
        if (f->best == (f->position < cells ? MOUSE_WINS : CAT_WINS))
            f->next_move = graphColSize[f->position < cells ? f->position % cells / n
                                                             : f->position % n]; /* cut-off */
    }
    result = stack[0].best == MOUSE_WINS ? 1 : stack[0].best == CAT_WINS ? 2 : 0;
done:
    free(on_path);
    free(memo);
    free(stack);
    return result;
}
/* Minimal driver: reads graphs in LeetCode's syntax, trusting the input (variants are never
 * given bad input). */
enum { MAX_NODES = 1000, MAX_ENTRIES = 100000 };
static int *rows[MAX_NODES], sizes[MAX_NODES], entries[MAX_ENTRIES];

static int read_graph(void)
{
    int ch, n = 0, used = 0, depth = 0, value = -1;
    while ((ch = getchar()) != EOF)
        if (ch == '[' && ++depth == 2) {
            rows[n] = entries + used;
            sizes[n] = 0;
        } else if (ch >= '0' && ch <= '9') {
            value = (value < 0 ? 0 : value * 10) + (ch - '0');
        } else if (ch == ',' || ch == ']') {
            if (value >= 0) {
                entries[used++] = value;
                sizes[n]++;
                value = -1;
            }
            if (ch == ']' && --depth == 1)
                n++;
            else if (ch == ']' && depth == 0)
                return n;
        }
    return 0;
}

int main(void)
{
    int n;
    while ((n = read_graph()) > 0)
        printf("%d\n", catMouseGame(rows, n, sizes));
    return 0;
}
