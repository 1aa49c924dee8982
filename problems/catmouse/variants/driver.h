/* The variants' stdin driver: graphs in LeetCode's literal syntax until end of input, one
 * answer per line. It trusts its input (variants are never given bad input; ../catmouse.c's
 * driver is the one that validates). Not a submission file. */
#include <stdio.h>

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
