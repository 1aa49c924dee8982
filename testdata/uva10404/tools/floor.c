/* floor for uva10404: reads the input with the solution's own code and prints a constant answer
 * per game, so `make bench` can show what the game logic costs on top of reading. The solution is
 * included whole, its main renamed and never called: read_batch() reads the games exactly as
 * problems/uva10404/uva10404.c does (fread in 64 KB chunks, the token and range checks, the
 * de-duplication of moves, the grouping of a batch by move set), and a change to that reader is
 * a change to this floor (make rebuilds it with the solution).
 */
#define main solution_main
#include "../../../problems/uva10404/uva10404.c"
#undef main

int main(void)
{
    long i;
    int status;
    do {
        status = read_batch();
        for (i = 0; i < batch_games; i++) puts("Stan wins");
    } while (status > 0);
    return status < 0;
}
