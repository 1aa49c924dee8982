/* oracle for game31: writes the expected output of an input, independently of problems/game31.
 *
 * Different from the solution on purpose: it reads a whole line into a growing buffer and checks
 * it before answering; the position is the count of each value already LAID, packed 3 bits per
 * value; it searches top-down (negamax from the position asked, memo filled on demand); and it
 * applies the contract's rule literally - the player to move wins iff some card keeps the total
 * <= 31 and leaves the opponent lost - instead of treating a bust as a state. A line whose last
 * card passed 31 is answered without search: the player who laid it lost.
 * Bad input: the answers of the earlier lines, then exit 1 (the message is not compared).
 */
#include <stdio.h>
#include <stdlib.h>

static signed char memo[1 << 18]; /* 0 = not searched, 1 = mover wins, -1 = mover loses */

static int mover_wins(int laid[7], int total)
{
    int key = 0, v, result = 0;
    for (v = 1; v <= 6; v++) key |= laid[v] << (3 * (v - 1));
    if (memo[key]) return memo[key] > 0;
    for (v = 6; v >= 1; v--) {
        if (laid[v] == 4 || total + v > 31) continue;
        laid[v]++;
        if (!mover_wins(laid, total + v)) result = 1;
        laid[v]--;
    }
    memo[key] = (signed char)(result ? 1 : -1);
    return result;
}

static int bad(char *buf, long line_no, const char *why)
{
    free(buf);
    fflush(stdout);
    fprintf(stderr, "oracle: line %ld: %s\n", line_no, why);
    return 1;
}

int main(void)
{
    size_t cap = 64, len, i;
    char *buf = malloc(cap);
    long line_no;
    int c;
    if (!buf) return 2;
    for (line_no = 1;; line_no++) {
        int laid[7] = {0, 0, 0, 0, 0, 0, 0}, total = 0, a_to_move, winner_is_a;
        len = 0;
        while ((c = getchar()) != EOF && c != '\n') {
            if (len + 1 >= cap) {
                char *grown = realloc(buf, cap *= 2);
                if (!grown) return 2;
                buf = grown;
            }
            buf[len++] = (char)c;
        }
        if (c == EOF && len == 0) break;
        if (len > 0 && buf[len - 1] == '\r') len--;
        for (i = 0; i < len; i++) {
            int v = buf[i] - '0';
            if (v < 1 || v > 6) return bad(buf, line_no, "not a card 1..6");
            if (total > 31) return bad(buf, line_no, "card after the total passed 31");
            if (++laid[v] > 4) return bad(buf, line_no, "fifth copy of a card");
            total += v;
        }
        a_to_move = len % 2 == 0;
        if (total > 31) winner_is_a = a_to_move; /* the other player laid the busting card */
        else winner_is_a = mover_wins(laid, total) ? a_to_move : !a_to_move;
        fwrite(buf, 1, len, stdout);
        printf(" %c\n", winner_is_a ? 'A' : 'B');
        if (c == EOF) break;
    }
    free(buf);
    return 0;
}
