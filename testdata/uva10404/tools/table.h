/* table.h - shared by uva10404's oracle.c and explain.c (not by the solution): the token reader
 * and the plain win/lose table, which is the definition of the game:
 *   position p is won for the player to move iff some s in S with s <= p reaches a lost position.
 */
#include <stdio.h>
#include <string.h>
#include "limits.h"

/* One token as a number in [lo, hi]; 0 at EOF, -1 if it is not one. */
static int token(long lo, long hi, long *value)
{
    char text[32];
    size_t i, len;
    double v = 0;
    if (scanf("%31s", text) != 1) return 0;
    len = strlen(text);
    for (i = 0; i < len; i++) {
        if (text[i] < '0' || text[i] > '9') return -1;
        v = v * 10 + (text[i] - '0');
    }
    if (v < lo || v > hi) return -1;
    *value = (long)v;
    return 1;
}

/* won[p] for p = 0..top, with the `count` distinct moves sorted ascending: every move is tried
 * at every position (no bit tricks, no periods). */
static void fill_table(const long *moves, int count, long top, unsigned char *won)
{
    long p;
    int s;
    for (p = 0; p <= top; p++) {
        won[p] = 0;
        for (s = 0; s < count && !won[p]; s++)
            if (moves[s] <= p && !won[p - moves[s]]) won[p] = 1;
    }
}
