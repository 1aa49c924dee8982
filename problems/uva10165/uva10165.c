/* UVa 10165 - Stone Game (normal-play Nim)
 * https://onlinejudge.org/external/101/10165.pdf
 *
 * Input: scenarios, each N and then N pile sizes (any whitespace between tokens); N = 0 ends
 * the input, and so does end of file after a whole scenario.
 * Output: per scenario "Yes" if Jack, who moves first, wins with perfect play, else "No".
 *
 * Idea: Bouton's theorem (1901). A position is lost for the player to move iff the XOR of the
 * pile sizes (the nim-sum) is 0. So the answer is "Yes" iff P_1 ^ P_2 ^ ... ^ P_N != 0, and the
 * piles never need to be stored.
 *
 * Proof sketch. Let L be the positions whose nim-sum is 0.
 *  1. The end position (every pile empty) is in L, and the player to move there has lost: the
 *     opponent took the last stone.
 *  2. Every move from L leaves L: a move changes one pile from p to some p' != p, which changes
 *     the nim-sum by p ^ p' != 0.
 *  3. From every position outside L some move enters L: let s != 0 be the nim-sum and b its
 *     highest set bit. Some pile p has bit b set; p ^ s keeps p's bits above b and clears bit b,
 *     so p ^ s < p, and taking p - (p ^ s) stones leaves nim-sum s ^ p ^ (p ^ s) = 0.
 *  Each move removes a stone, so the game ends; by 1-3 the player who moves from outside L can
 *  always hand the opponent a position in L, and the opponent can never do the same, so the
 *  player facing L is the one left facing the empty table. Hence: Jack wins iff nim-sum != 0.
 *
 * Complexity: O(total input size) time, O(1) memory (one running XOR).
 * Limits: the judge's P_i <= 2,000,000,000; ours: any N, 0 <= P_i <= 2^63 - 1, CRLF, end of file
 * without the final 0. Anything else is bad input: one line on stderr naming the input line,
 * exit status 1, after the answers of the scenarios before it.
 *
 * Status: AC on every case of testdata/uva10165 (make judge), expected outputs from an exhaustive
 * game search on small positions and Bouton's criterion column by column on large ones
 * (testdata/uva10165/tools/oracle.c); equal to the column-by-column mode on seeded random inputs
 * (make stress); clean under make judge-asan. Warning-free under gcc and clang -std=c99 -pedantic
 * and UVa's gcc -ansi (judge/measure/profiles.sh). Not submitted to UVa by us.
 */
#include <stdio.h>
#include <stdlib.h>

/* 2^63 - 1: our largest pile (and scenario count); problems/uva10165/README.md, "Limits". */
#define MAX_VALUE 9223372036854775807ULL

enum { BUFFER_SIZE = 1 << 16 };

static unsigned char buffer[BUFFER_SIZE];
static size_t buffer_len, buffer_pos;
static unsigned long newlines;   /* newlines read so far */
static unsigned long line = 1;   /* the line of the last token begun, for error messages */

/* Next input byte, or EOF; fread in blocks because a max case has twenty million bytes. */
static int next_byte(void)
{
    if (buffer_pos == buffer_len) {
        buffer_len = fread(buffer, 1, BUFFER_SIZE, stdin);
        buffer_pos = 0;
        if (buffer_len == 0) return EOF;
    }
    return buffer[buffer_pos++];
}

static void bad_input(const char *what)
{
    fflush(stdout); /* the answers printed so far stay printed */
    fprintf(stderr, "uva10165: line %lu: %s\n", line, what);
    exit(1);
}

/* Reads the next whitespace-separated token as a decimal number <= MAX_VALUE into *value.
 * Returns 0 at end of file before any token; anything but digits is bad input. Lines are
 * counted only between tokens, off the digit loop; at end of file "line" still names the line
 * of the last token, which is where an unfinished scenario was left. */
static int read_number(unsigned long long *value)
{
    int c;
    unsigned long long v = 0;
    do
        newlines += (c = next_byte()) == '\n';
    while (c == ' ' || c == '\t' || c == '\r' || c == '\n');
    if (c == EOF) return 0;
    line = newlines + 1;
    if (c < '0' || c > '9') bad_input("expected a non-negative integer");
    do {
        /* v * 10 + digit <= MAX_VALUE, tested without a division per digit */
        if (v > MAX_VALUE / 10 || (v == MAX_VALUE / 10 && (unsigned)(c - '0') > MAX_VALUE % 10))
            bad_input("number larger than 2^63 - 1");
        v = v * 10 + (unsigned)(c - '0');
        c = next_byte();
    } while (c >= '0' && c <= '9');
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != EOF)
        bad_input("expected a non-negative integer");
    newlines += c == '\n';
    *value = v;
    return 1;
}

int main(void)
{
    unsigned long long piles, pile, nim_sum;
    while (read_number(&piles) && piles != 0) {
        nim_sum = 0;
        while (piles-- > 0) {
            if (!read_number(&pile))
                bad_input("end of input inside a scenario: a pile size is missing");
            nim_sum ^= pile; /* Bouton: only the XOR of the piles matters */
        }
        fputs(nim_sum != 0 ? "Yes\n" : "No\n", stdout);
    }
    return 0;
}
