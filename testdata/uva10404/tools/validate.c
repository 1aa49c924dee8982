/* validate for uva10404: games `n m s1 .. sm` until EOF, tokens separated by any whitespace
 * (space, tab, CR, LF, VT, FF). Our limits (limits.h): 0 <= n <= MAX_N, 1 <= m <= MAX_M,
 * 1 <= s_i <= MAX_MOVE, decimal digits only (no sign), every game complete. An empty input is valid: it holds no game,
 * as in every problem whose games run until end of file.
 * `validate --view` holds it to all that its judge sends, naming what it does not (make judge
 * SOL= judges a file by the cases it accepts; make stress LIMITS=judge keeps to it and says
 * whether a counterexample lies inside it): its limits (limits.h: JUDGE_MIN_N <= n <=
 * JUDGE_MAX_N, the move 1 in S when JUDGE_MOVE_ONE), at most JUDGE_MAX_GAMES games, each on a
 * line of its own (the first line on, no blank line), lines ended by \n alone, one game at least.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "limits.h"

/* The limits spelled in the messages, so that they say what is checked. */
#define STR_(x) #x
#define STR(x) STR_(x)

static long line = 1, token_line; /* the line now, and the line the last token began on */
static int cr;                     /* a \r was read */

static void invalid(const char *why, ...)
{
    va_list ap;
    va_start(ap, why);
    fprintf(stderr, "line %ld: ", line);
    vfprintf(stderr, why, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

static int blank(int c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

/* Next token as a number in [lo, hi] into *value; returns 0 at EOF before the token. */
static int number(long long lo, long long hi, const char *why, long long *value)
{
    int c = getchar();
    long long v = 0;
    for (; blank(c); c = getchar())
        if (c == '\n') line++;
        else if (c == '\r') cr = 1;
    if (c == EOF) return 0;
    token_line = line;
    if (c < '0' || c > '9') invalid(why);
    for (; c >= '0' && c <= '9'; c = getchar())
        if ((v = v * 10 + (c - '0')) > hi) invalid(why);
    if (c != EOF && !blank(c)) invalid(why);
    if (v < lo) invalid(why);
    if (c == '\n') line++;
    if (c == '\r') cr = 1;
    *value = v;
    return 1;
}

int main(int argc, char **argv)
{
    long long n, m, s, i, game_line, games = 0;
    int view = argc == 2 && strcmp(argv[1], "--view") == 0, one;
    if (argc > 1 && !view) { fputs("usage: validate [--view] < input\n", stderr); return 2; }
    while (number(0, MAX_N, "n is not a number in 0.." STR(MAX_N), &n)) {
        game_line = token_line; /* the judge's limits are named at the game's first line */
        if (view && ++games > JUDGE_MAX_GAMES) invalid("game %lld: more than %d games", games, JUDGE_MAX_GAMES);
        if (view && game_line != games) invalid("a game not on the line after the last one (the judge's layout: one game a line)");
        if (view && (n < JUDGE_MIN_N || n > JUDGE_MAX_N)) line = game_line, invalid("n = %lld, not in %d..%d", n, JUDGE_MIN_N, JUDGE_MAX_N);
        if (!number(1, MAX_M, "m is not a number in 1.." STR(MAX_M), &m)) invalid("m missing at end of input");
        for (one = 0, i = 0; i < m; i++) {
            if (!number(1, MAX_MOVE, "move is not a number in 1.." STR(MAX_MOVE), &s))
                invalid("move missing at end of input");
            one |= s == 1;
            if (view && token_line != game_line) line = game_line, invalid("a game split over lines (the judge's layout: one game a line)");
        }
        if (view && JUDGE_MOVE_ONE && !one) line = game_line, invalid("the move 1 is not in S (n = %lld)", n);
    }
    if (view && cr) invalid("a \\r: the judge's lines end with \\n alone");
    if (view && games == 0) invalid("no game (the judge's inputs hold one at least)");
    return 0;
}
