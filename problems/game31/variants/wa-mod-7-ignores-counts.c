/*
 * game31 variant: the "keep the total at 3 mod 7" rule, as if the deck never ran out.
 *
 * Approach: with unlimited cards 1..6, the game is the subtraction game on 31 - total with
 * moves 1..6, and the player to move loses exactly when 31 - total is a multiple of 7 (whatever
 * the mover lays, the opponent completes the pair to 7). So A would win by opening with 3 and
 * answering every card v with 7 - v: totals 3, 10, 17, 24, 31.
 * What it teaches: the deck has only four of each card, so the "answer with 7 - v" reply runs
 * out: after the opening 3, B lays a 4 each turn, and A's fourth reply at total 28 would need a
 * fifth 3. The sample already shows it: after `3` the true winner is B, while this rule says A.
 * The card counts are part of the state, not just the total.
 * expect: WA
 * allow: AC WA
 */
#include <stdio.h>

enum { TARGET = 31, MOVES = 6, MAX_CARDS = 24 };

int main(void)
{
    char line[MAX_CARDS + 2];
    int len = 0, c, i, total, mover_is_a, mover_wins;
    for (;;) {
        c = getchar();
        if (c == EOF && len == 0) break;
        if (c != '\n' && c != EOF) {
            if (len < MAX_CARDS + 1) line[len++] = (char)c;
            continue;
        }
        if (len > 0 && line[len - 1] == '\r') len--;
        for (total = 0, i = 0; i < len; i++) total += line[i] - '0';
        mover_is_a = len % 2 == 0;
        if (total > TARGET) mover_wins = 1; /* the other player laid the card that went over */
        else mover_wins = (TARGET - total) % (MOVES + 1) != 0;
        line[len] = '\0';
        printf("%s %c\n", line, mover_is_a == mover_wins ? 'A' : 'B');
        len = 0;
        if (c == EOF) break;
    }
    return 0;
}
