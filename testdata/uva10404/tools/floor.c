/* floor for uva10404: reads the input exactly as problems/uva10404/uva10404.c does (fread in 64 KB
 * chunks, the same token and range checks, the same move de-duplication) and prints a constant
 * answer per game, so `make bench` can show what the game logic costs on top of reading.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "limits.h"

enum { READ_CHUNK = 1 << 16 };

static char in_buf[READ_CHUNK];
static size_t in_len, in_pos;

static int next_char(void)
{
    if (in_pos == in_len) {
        in_len = fread(in_buf, 1, sizeof in_buf, stdin);
        in_pos = 0;
        if (in_len == 0) return EOF;
    }
    return (unsigned char)in_buf[in_pos++];
}

static int is_space(int c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f';
}

static int read_number(long min, long max, long *value)
{
    int c = next_char(), too_big = 0;
    long v = 0;
    while (is_space(c)) c = next_char();
    if (c == EOF) return 0;
    if (c < '0' || c > '9') exit(1);
    for (; c >= '0' && c <= '9'; c = next_char())
        if (too_big || v > (max - (c - '0')) / 10) too_big = 1;
        else v = v * 10 + (c - '0');
    if ((c != EOF && !is_space(c)) || too_big || v < min) exit(1);
    *value = v;
    return 1;
}

int main(void)
{
    long n, m, move, moves[MAX_M];
    int count, i, j;
    while (read_number(0, MAX_N, &n)) {
        if (!read_number(1, MAX_M, &m)) return 1;
        for (count = 0, i = 0; i < m; i++) {
            if (!read_number(1, MAX_MOVE, &move)) return 1;
            if (move > MAX_N) continue;
            j = count;
            while (j > 0 && moves[j - 1] > move) j--;
            if (j > 0 && moves[j - 1] == move) continue;
            memmove(moves + j + 1, moves + j, sizeof moves[0] * (size_t)(count - j));
            moves[j] = move;
            count++;
        }
        puts(count + n >= 0 ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
