/* floor: the input-reading floor for the Cat and Mouse benchmark. Reads every graph with the
 * solution's own driver (problems/catmouse/catmouse.c is included whole, its main renamed and
 * never called): read_graph() reads and checks a graph exactly as the solution does (a 64 KiB
 * fread buffer, the adjacency lists stored back to back, every rule of the statement), and a
 * change to that reader is a change to this floor (make rebuilds it with the solution). Prints a
 * constant 0 per graph without solving anything.
 */
#define main solution_main
#include "../../../problems/catmouse/catmouse.c"
#undef main

int main(void)
{
    int graphs = 0;
    while (peek_token() != EOF || graphs == 0) {
        if (peek_token() != '[')
            expect("[", graphs == 0 ? "a graph" : "'[' (the next graph) or the end");
        read_graph();
        puts("0");
        graphs++;
    }
    return 0;
}
