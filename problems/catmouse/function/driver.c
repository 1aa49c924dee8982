/* catmouse's LeetCode caller for C: a file that defines catMouseGame and no main is judged as
 * LeetCode calls it (README.md, "As its judge would judge it"); testdata/catmouse/tools/test.sh
 * calls our own function with it, compiled as LeetCode compiles C (gnu11, ASan and UBSan).
 * calls: catMouseGame
 * entry: main(
 * Each adjacency list gets its own malloc of exactly its length, as on LeetCode, so a read past
 * a list is caught under a sanitizer; the graph is freed after the call, so a leak check sees
 * only what the function leaks. One call per graph of the input, its answer on a line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#line 1
{solution}

static void *grown(void *p, size_t n)
{
    if (!(p = realloc(p, n))) { fputs("driver: out of memory\n", stderr); exit(3); }
    return p;
}

int main(void)
{
    int *entry = NULL, *first = NULL, *count = NULL, ch, depth = 0, nodes = 0, entries = 0, value = -1, u, k;
    size_t entry_cap = 0, node_cap = 0;
    while ((ch = getchar()) != EOF) {
        if (ch >= '0' && ch <= '9') {
            value = (value < 0 ? 0 : value * 10) + (ch - '0');
        } else if (ch == '[' && ++depth == 2) {
            if ((size_t)nodes == node_cap) {
                node_cap = 2 * node_cap + 64;
                first = grown(first, node_cap * sizeof *first), count = grown(count, node_cap * sizeof *count);
            }
            first[nodes] = entries, count[nodes] = 0;
        } else if (ch == ',' || ch == ']') {
            if (value >= 0) {
                if ((size_t)entries == entry_cap) entry = grown(entry, (entry_cap = 2 * entry_cap + 256) * sizeof *entry);
                entry[entries++] = value, count[nodes]++, value = -1;
            }
            if (ch == ']' && --depth == 1) {
                nodes++;
            } else if (ch == ']' && depth == 0) {
                int **graph = grown(NULL, sizeof *graph * (size_t)(nodes ? nodes : 1));
                int *sizes = grown(NULL, sizeof *sizes * (size_t)(nodes ? nodes : 1));
                for (u = 0; u < nodes; u++) {
                    sizes[u] = count[u];
                    graph[u] = grown(NULL, sizeof **graph * (size_t)(count[u] ? count[u] : 1));
                    for (k = 0; k < count[u]; k++) graph[u][k] = entry[first[u] + k];
                }
                printf("%d\n", catMouseGame(graph, nodes, sizes));
                for (u = 0; u < nodes; u++) free(graph[u]);
                free(graph), free(sizes);
                nodes = entries = 0, value = -1;
            }
        }
    }
    free(entry), free(first), free(count);
    return 0;
}
