/* workload - what the machine's calibration times (run --machine, judge/run/run.c), run by the
 * runner as a judged program is, in two parts timed apart, because machines differ in each by
 * different ratios (a shared host's first touch of memory can be five times dearer, against the
 * reference, than its computing):
 *
 *   workload          computing: random reads and writes, data-dependent branches, over a table
 *                     that a core's own cache holds (as an interpreter's loop or a search's
 *                     state table are); its CPU time sets the factor of every time limit
 *   workload touch    memory touched for the first time, one write a page: each a page fault, the
 *                     kernel's zeroing charged to the program (what a table growing until MLE
 *                     pays); its CPU time a fault is what a fault costs here
 *
 * Caches shared with other tenants are left out on purpose: a host's neighbours slow reads there
 * for minutes at a time, and the factor would follow them, not the machine. The answer is
 * printed, so that no compiler can drop the work.
 */
#include <stdio.h>
#include <stdlib.h>

enum { TOUCH_MIB = 48, TABLE_KIB = 512, STEPS = 40000000, PAGE = 4096 };

int main(int argc, char **argv)
{
    size_t i;
    unsigned x = 12345, sum = 0;
    if (argc > 1 && argv[1][0] == 't') {
        size_t touch = (size_t)TOUCH_MIB << 20;
        unsigned char *fresh = malloc(touch);
        if (!fresh) return 1;
        for (i = 0; i < touch; i += PAGE) fresh[i] = (unsigned char)i; /* one write per page: its fault */
        for (i = 0; i < touch; i += PAGE) sum += fresh[i];
    } else {
        size_t cells = ((size_t)TABLE_KIB << 10) / sizeof(unsigned);
        unsigned *table = malloc(cells * sizeof *table);
        if (!table) return 1;
        for (i = 0; i < cells; i++) table[i] = (unsigned)i;
        for (i = 0; i < STEPS; i++) { /* a linear congruential walk; which branch, the table says */
            x = x * 1103515245u + 12345u;
            if (table[(x >> 8) % cells] & 1) sum += table[(x >> 4) % cells]++;
            else table[(sum + x) % cells] ^= x;
        }
    }
    printf("%u\n", sum);
    return 0;
}
