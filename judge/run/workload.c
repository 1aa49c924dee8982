/* workload - what the machine's calibration times (run --machine, judge/run/run.c): a fixed
 * amount of the work our heaviest cases do, run by the runner as a judged program is, so that its
 * CPU time moves with theirs from one machine to another and the limits can follow it.
 *
 * Two parts, each in the proportion our slowest cases show it: memory touched for the first time
 * (the kernel's page faults and zeroing, charged to the program as system time: what a table that
 * grows until MLE pays), and random reads and writes over a table larger than the caches, with a
 * queue beside it (a retrograde analysis such as catmouse's, whose slowest case bounds our margins).
 * The answer is printed, so that no compiler can drop the work.
 *
 *   workload          both parts
 *   workload touch    the first alone: its share of the whole is how much of the machine's factor
 *                     is the price of first touch (machine-test.sh's memory check)
 */
#include <stdio.h>
#include <stdlib.h>

enum { TOUCH_MIB = 48, TABLE_MIB = 16, STEPS = 12000000, PAGE = 4096 };

int main(int argc, char **argv)
{
    size_t touch = (size_t)TOUCH_MIB << 20, cells = ((size_t)TABLE_MIB << 20) / sizeof(unsigned), i;
    unsigned char *fresh = malloc(touch);
    unsigned *table = malloc(cells * sizeof *table), x = 12345, sum = 0;
    if (!fresh || !table) return 1;
    for (i = 0; i < touch; i += PAGE) fresh[i] = (unsigned char)i; /* one write per page: its fault */
    if (argc > 1 && argv[1][0] == 't') {
        for (i = 0; i < touch; i += PAGE) sum += fresh[i];
        printf("%u\n", sum);
        return 0;
    }
    for (i = 0; i < cells; i++) table[i] = (unsigned)i;
    for (i = 0; i < STEPS; i++) { /* a linear congruential walk: each step a cache miss, as a position's neighbours are */
        x = x * 1103515245u + 12345u;
        sum += table[(x >> 4) % cells]++;
    }
    for (i = 0; i < touch; i += PAGE) sum += fresh[i];
    printf("%u\n", sum);
    return 0;
}
