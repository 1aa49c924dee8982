/* The seed report's search for Cat and Mouse (approaches 3.1, 3.2, 3.3), shared by the three
 * variants that study it, so that what each step adds is visible as the lines it switches on:
 *   3.1 tle-minimax-cut-cycles.c   minimax over lines of play, a move onto the path is a draw
 *   3.2 wa-memo-cut-cycles.c       + MEMO: a finished position's value is stored and reused
 *   3.3 wa-memo-pruned.c           + PRUNE: stop at the first move that wins for the mover
 * Searches with an explicit stack (a line of play can be 2*n*n positions long).
 * The seed prints no code for these, only prose: this follows the prose (a move onto a position
 * of the current line is cut into a draw leaf; 3.2 stores a finished position's value keyed by
 * (mouse, cat, turn); 3.3 stops at the first move that wins for the mover). The one liberty is the
 * explicit stack instead of recursion, which visits the same moves in the same order.
 * Not a submission: see ../catmouse.c for the exact solution.
 */
#include <stdlib.h>

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
    struct frame *stack = malloc((size_t)2 * cells * sizeof *stack);
#ifdef MEMO
    signed char *memo = calloc((size_t)2 * cells, 1); /* value + 2 once finished, 0: unknown */
    if (memo == NULL)
        goto done;
#endif
    if (on_path == NULL || stack == NULL)
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
#ifdef MEMO
            if (child >= 0 && memo[child] != 0)
                value = memo[child] - 2; /* the flaw: reused whatever path it came from */
            else
#endif
            if (child >= 0 && !on_path[child]) { /* a position on the path: a draw leaf */
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
#ifdef MEMO
            memo[f->position] = (signed char)(value + 2);
#endif
            if (top == 0)
                break;
            f = &stack[--top];
        }
        if (f->position < cells ? value > f->best : value < f->best)
            f->best = value;
#ifdef PRUNE
        if (f->best == (f->position < cells ? MOUSE_WINS : CAT_WINS))
            f->next_move = graphColSize[f->position < cells ? f->position % cells / n
                                                             : f->position % n]; /* cut-off */
#endif
    }
    result = stack[0].best == MOUSE_WINS ? 1 : stack[0].best == CAT_WINS ? 2 : 0;
done:
    free(on_path);
#ifdef MEMO
    free(memo);
#endif
    free(stack);
    return result;
}
