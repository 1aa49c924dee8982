/* oracle for game31: writes the expected output of an input, independently of problems/game31.
 *
 * Different from the solution on purpose: it reads a whole line into a growing buffer and checks
 * it before answering; the position is the count of each value already LAID, packed 3 bits per
 * value; it searches top-down (negamax from the position asked, memo filled on demand); and it
 * applies the contract's rule literally - the player to move wins iff some card keeps the total
 * <= 31 and leaves the opponent lost - instead of treating a bust as a state. A line whose last
 * card passed 31 is answered without search: the player who laid it lost. The rule, the reader
 * and the search are the game code's deck.h (problems/game31/game/), which explain and claims use
 * too.
 * Bad input: the answers of the earlier lines, then exit 1 (the message is not compared).
 */
#include "deck.h"

static int bad(char *buf, long line_no, const char *why)
{
    free(buf);
    fflush(stdout);
    fprintf(stderr, "oracle: line %ld: %s\n", line_no, why);
    return 1;
}

int main(void)
{
    struct line line = {NULL, 0, 0};
    const char *why;
    long line_no;
    int laid[CARD_VALUES + 1], total;
    for (line_no = 1; next_line(stdin, &line); line_no++) {
        if ((why = check_line(line.buf, line.len, laid, &total)) != NULL) return bad(line.buf, line_no, why);
        fwrite(line.buf, 1, line.len, stdout);
        printf(" %c\n", winner(laid, total, line.len));
    }
    free(line.buf);
    return 0;
}
