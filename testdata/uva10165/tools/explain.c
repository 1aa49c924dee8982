/* explain - why each uva10165 scenario is won or lost (make explain P=uva10165 [IN=file]).
 *
 * For each scenario of a valid input: the piles in binary, their XOR (Bouton: the player to move
 * loses iff it is 0), and either a winning move (the first pile whose size drops when XORed with
 * the total, taken down to that value, so the new XOR is 0) or why every move leaves a non-zero
 * XOR; then the answer line as the solution prints it, after "answer: ".
 * Cuts: at most SHOWN_PILES piles are written out in binary (the XOR and the move cover them
 * all); scenarios after the first MAX_ITEMS are not explained (a note says how many). A scenario
 * of more than MAX_PILES piles is not explained (a note, then its answer); exit 0.
 * Bad input: the explanations before it, a one-line message on stderr, exit 1.
 * tools/test.sh checks every claim: the binary and XOR, the move's result with the exhaustive
 * oracle (it must be lost), and the answer.
 */
#define TOOL "explain"
#include "piles.h"

enum { MAX_ITEMS = 20, SHOWN_PILES = 8, MAX_PILES = 1000000 };

static void binary(unsigned long long v, int width)
{
    int b;
    for (b = width - 1; b >= 0; b--) putchar((int)('0' + (v >> b & 1)));
}

int main(void)
{
    static unsigned long long pile[MAX_PILES];
    unsigned long long n, v, i, x, top;
    long item = 0, skipped = 0;
    int width;
    while (next(&n) && n != 0) {
        int shown = ++item <= MAX_ITEMS;
        x = 0, top = 0;
        for (i = 0; i < n; i++) {
            if (!next(&v)) bad("end of input inside a scenario");
            if (i < MAX_PILES) pile[i] = v;
            x ^= v;
            if (v > top) top = v;
        }
        if (!shown) {
            skipped++;
            continue;
        }
        printf("Scenario %ld: %llu pile%s, Jack to move.\n", item, n, n == 1 ? "" : "s");
        if (n > MAX_PILES) {
            printf("  not explained: more than %d piles (XOR of all: %llu)\n", MAX_PILES, x);
            printf("answer: %s\n", x ? "Yes" : "No");
            continue;
        }
        for (width = 1; width < 63 && top >> width; width++)
            ;
        for (i = 0; i < n && i < SHOWN_PILES; i++) {
            printf("  pile %llu: %llu = ", i + 1, pile[i]);
            binary(pile[i], width);
            putchar('\n');
        }
        if (n > SHOWN_PILES) printf("  (%llu more piles not shown)\n", n - SHOWN_PILES);
        printf("  XOR: %llu = ", x);
        binary(x, width);
        putchar('\n');
        if (x == 0) {
            printf("  The XOR is 0, so Jack loses: a move changes one pile, so it changes some bit of\n"
                   "  that pile and the XOR becomes non-zero; Jim then moves back to XOR 0, and so on\n"
                   "  until Jim takes the last stone (all piles 0 have XOR 0).\n");
        } else {
            for (i = 0; (pile[i] ^ x) >= pile[i]; i++)
                ; /* a pile with a 1 in the XOR's highest bit exists, and it drops */
            printf("  The XOR is not 0, so Jack wins: pile %llu has a 1 where the XOR has its highest 1,\n"
                   "  so %llu XOR %llu = %llu is smaller.\n", i + 1, pile[i], x, pile[i] ^ x);
            printf("  winning move: pile %llu from %llu to %llu (take %llu); the XOR becomes 0.\n",
                   i + 1, pile[i], pile[i] ^ x, pile[i] - (pile[i] ^ x));
        }
        printf("answer: %s\n", x ? "Yes" : "No");
    }
    if (skipped) printf("(%ld more scenarios not explained: the first %d are)\n", skipped, MAX_ITEMS);
    return 0;
}
