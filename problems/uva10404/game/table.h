/* table.h - uva10404's game code, shared by testdata/uva10404/tools/oracle.c and
 * problems/uva10404/study/explain.c and claims.c (not by the solution): the game reader, the
 * reader of a play position, and the plain win/lose table, which is the definition of the game:
 *   position p is won for the player to move iff some s in S with s <= p reaches a lost position.
 * Includes limits.h (build/include/uva10404/).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "limits.h"

/* One token of `in` as a number in [lo, hi]; 0 at EOF, -1 if it is not one. */
static int token(FILE *in, long lo, long hi, long *value)
{
    char text[32];
    size_t i, len;
    double v = 0;
    if (fscanf(in, "%31s", text) != 1) return 0;
    len = strlen(text);
    for (i = 0; i < len; i++) {
        if (text[i] < '0' || text[i] > '9') return -1;
        v = v * 10 + (text[i] - '0');
    }
    if (v < lo || v > hi) return -1;
    *value = (long)v;
    return 1;
}

static int compare_long(const void *a, const void *b)
{
    long x = *(const long *)a, y = *(const long *)b;
    return (x > y) - (x < y);
}

/* Reads one game `n m s1 .. sm` from `in`: n, and its distinct moves sorted ascending into
 * moves[0 .. *count-1] (repeats dropped: the same set, the same table). Returns 1, 0 at EOF
 * before n, -1 if the game is bad or incomplete. */
static int read_game(FILE *in, long *n, long moves[MAX_M], int *count)
{
    long m, i;
    int r = token(in, 0, MAX_N, n);
    if (r <= 0) return r;
    if (token(in, 1, MAX_M, &m) != 1) return -1;
    for (i = 0; i < m; i++)
        if (token(in, 1, MAX_MOVE, &moves[i]) != 1) return -1;
    qsort(moves, (size_t)m, sizeof moves[0], compare_long);
    for (*count = 0, i = 0; i < m; i++)
        if (*count == 0 || moves[*count - 1] != moves[i]) moves[(*count)++] = moves[i];
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

/* A play position (explain --play, judge/lib/study.h) "P-A" or "P-B": P stones left, Stan (A) or
 * Ollie (B) to move; the stones alone do not say whose turn it is. Returns 1 and sets *p and *ollie
 * for a position of a game of n stones (0 <= P <= n), else 0. */
static inline int read_position(const char *text, long n, long *p, int *ollie)
{
    size_t digits = strspn(text, "0123456789");
    if (digits == 0 || digits > 7 || text[digits] != '-' || !strchr("AB", text[digits + 1]) || !text[digits + 1] ||
        text[digits + 2])
        return 0;
    *p = strtol(text, NULL, 10), *ollie = text[digits + 1] == 'B';
    return *p <= n;
}
