/* game31 variant: right game, lines read with fgets into a buffer of 16 bytes.
 * expect: WA
 *
 * What it teaches: a valid line holds at most 14 cards (the 14 smallest add up to 32; no 15 can
 * be laid), so 16 bytes look like room enough: 14 cards, '\n' and the terminating NUL. With a
 * "\r\n" line end the line is 16 bytes and fgets returns it in two pieces, the second an empty
 * line: an extra " A" in the output, and every answer after it one line off. A buffer must be
 * sized for the longest line with its longest line end, and the test data must hold that line
 * (testdata/README.md, "Boundaries"). The game itself is a memoized minimax over the cards left.
 * Caught by edge-longest-lines.
 */
#include <stdio.h>
#include <string.h>

enum { TARGET = 31, VALUES = 6, COPIES = 4, STATES = 15625 /* 5^6 */ };

static int left[VALUES + 1];
static signed char memo[STATES]; /* 0 unknown, 1 the player to move wins, 2 loses */

static int mover_wins(int total)
{
    int code = 0, c, wins = 0;
    for (c = 1; c <= VALUES; c++) code = code * (COPIES + 1) + left[c];
    if (memo[code]) return memo[code] == 1;
    for (c = 1; c <= VALUES && !wins; c++)
        if (left[c] && total + c <= TARGET) left[c]--, wins = !mover_wins(total + c), left[c]++;
    memo[code] = wins ? 1 : 2;
    return wins;
}

int main(void)
{
    char line[16];
    size_t len, i;
    int total, wins;
    while (fgets(line, sizeof line, stdin)) {
        line[len = strcspn(line, "\r\n")] = '\0';
        for (i = 1; i <= VALUES; i++) left[i] = COPIES;
        for (total = 0, i = 0; i < len; i++) left[line[i] - '0']--, total += line[i] - '0';
        wins = total > TARGET || mover_wins(total); /* past 31: the one who laid the last card lost */
        printf("%s %c\n", line, wins == (len % 2 == 0) ? 'A' : 'B');
    }
    return 0;
}
