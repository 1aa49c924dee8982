/*
 * game31 - The Game of 31. SPOJ GAME31 https://www.spoj.com/problems/GAME31/ (also UVa 10578).
 *
 * Input: lines until EOF, each the digits of the cards laid so far (A first, then B, A, ...).
 * Output: per line, the line itself (a trailing \r removed), a space, and the winner A or B.
 *
 * Idea: the position is the multiset of cards still in the deck, a base-5 number with one digit
 * per value 1..6 (copies left, 0..4): 5^6 = 15625 states. The total laid is 84 minus the value of
 * the cards left and the player to move is the parity of the cards laid, so the order of the
 * moves does not matter. One bottom-up pass solves every state before the first line is read;
 * a line then costs one table look-up after reading it.
 *
 * Proof sketch: the rules only look at the total and at which cards remain, both functions of
 * the state, so two histories reaching the same state have the same winner and memoizing on it
 * is sound. Every move removes a card, lowering one base-5 digit, so each successor has a smaller
 * index: the game graph has no cycles (unlike Cat and Mouse, where positions repeat and a memo
 * filled during a search would cache provisional values of positions still on the search path),
 * and scanning indices upward meets each state after all of its successors. Base: a total above
 * 31 means the player who laid the last card has lost, so the player now "to move" is the winner.
 * Otherwise the mover wins exactly when some card left leads to a state the opponent loses; a
 * mover whose every card busts reaches only opponent-won states and loses, which is the rule
 * "no card keeps the total <= 31: you lose".
 * Opening result: from the empty table A wins (laying 1, 2 or 5 wins; 3, 4 or 6 loses).
 *
 * Time: 5^6 * 6 steps once, then O(length) per line. Memory: the 15625-byte table, a 64 KiB
 * input buffer and one line of at most 24 cards (a 25th card is always a fifth copy).
 *
 * Status: AC on every case of testdata/game31 (make judge), among them every reachable multiset;
 * expected outputs from testdata/game31/tools/oracle.c, a top-down memoized negamax on another
 * encoding, itself checked against the lecture's unmemoized minimax on every reachable state;
 * equal to it on seeded random inputs (make stress); clean under make judge-asan. Warning-free
 * under gcc and clang -std=c99 -pedantic and UVa's gcc -ansi (judge/measure/profiles.sh).
 */
#include <stdio.h>
#include <stdlib.h>

enum {
    CARD_VALUES = 6,                /* cards 1..6 */
    COPIES = 4,                     /* four of each value */
    DECK_TOTAL = COPIES * 21,       /* 4 * (1 + ... + 6) = 84 */
    TARGET = 31,                    /* a total above this loses */
    MAX_CARDS = CARD_VALUES * COPIES, /* 24: a valid line is never longer */
    STATES = 15625,                 /* 5^6: copies left of each value, 0..4 */
    FULL_DECK = STATES - 1,         /* every base-5 digit 4: nothing laid yet */
    INPUT_CHUNK = 1 << 16
};

/* place[v] = 5^(v-1): the weight of value v's digit in a state index. */
static const int place[CARD_VALUES + 1] = { 0, 1, 5, 25, 125, 625, 3125 };

/* mover_wins[s]: the player to move in state s wins (for a total above 31: the last card lost). */
static unsigned char mover_wins[STATES];

static void solve_every_state(void)
{
    int state, value, rest, total, wins;
    for (state = 0; state < STATES; state++) {
        total = DECK_TOTAL;
        rest = state;
        for (value = 1; value <= CARD_VALUES; value++) {
            total -= value * (rest % 5);
            rest /= 5;
        }
        wins = total > TARGET;
        rest = state;
        for (value = 1; value <= CARD_VALUES && !wins; value++) {
            if (rest % 5 > 0 && !mover_wins[state - place[value]])
                wins = 1;
            rest /= 5;
        }
        mover_wins[state] = (unsigned char)wins;
    }
}

static unsigned char input[INPUT_CHUNK];
static size_t input_len, input_pos;

/* getchar() over a big fread() buffer: the max case is millions of bytes. */
static int next_byte(void)
{
    if (input_pos == input_len) {
        input_len = fread(input, 1, sizeof input, stdin);
        input_pos = 0;
        if (input_len == 0)
            return EOF;
    }
    return input[input_pos++];
}

static unsigned long line_no = 1;

/* Bad input: the answers so far stay printed, one line on stderr, exit status 1. */
static void reject(int column, const char *what)
{
    fflush(stdout);
    fprintf(stderr, "game31: line %lu: column %d: %s\n", line_no, column, what);
    exit(1);
}

int main(void)
{
    char line[MAX_CARDS + 3]; /* the cards, then " A\n" */
    char why[80];
    int cards = 0, state = FULL_DECK, total = 0, value, byte;
    int line_has_bytes = 0, pending_cr = 0;

    solve_every_state();
    for (;;) {
        byte = next_byte();
        if (pending_cr && byte != '\n' && byte != EOF)
            reject(cards + 1, "a \\r that does not end the line is not a card");
        pending_cr = 0;
        if (byte == '\n' || (byte == EOF && line_has_bytes)) {
            int mover_is_a = cards % 2 == 0;
            line[cards] = ' ';
            line[cards + 1] = mover_is_a == mover_wins[state] ? 'A' : 'B';
            line[cards + 2] = '\n';
            fwrite(line, 1, (size_t)cards + 3, stdout);
            cards = 0;
            state = FULL_DECK;
            total = 0;
            line_has_bytes = 0;
            line_no++;
        }
        if (byte == EOF)
            break;
        if (byte == '\n')
            continue;
        line_has_bytes = 1;
        if (byte == '\r') {
            pending_cr = 1;
            continue;
        }
        if (byte < '1' || byte > '6') {
            sprintf(why, byte > ' ' && byte < 127 ? "'%c' is not a card 1..6"
                                                  : "byte 0x%02x is not a card 1..6", byte);
            reject(cards + 1, why);
        }
        value = byte - '0';
        if (total > TARGET)
            reject(cards + 1, "a card after the total passed 31 (the game was over)");
        if (state / place[value] % 5 == 0) {
            sprintf(why, "a fifth %d (the deck has four of each value)", value);
            reject(cards + 1, why);
        }
        state -= place[value];
        total += value;
        line[cards++] = (char)byte;
    }
    if (fflush(stdout) != 0)
        return 1;
    return 0;
}
