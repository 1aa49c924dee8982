/* uva10165 variant: "Jack wins iff the total number of stones is odd".
 * expect: WA
 *
 * What it teaches: parity is the right invariant when every pile is a single stone (each move
 * then removes exactly one stone), and it agrees with the truth on many small inputs. It is
 * wrong as soon as a move may take several stones: with piles 1 and 3 the total is even, yet
 * Jack wins by taking 2 from the big pile, leaving 1 1; the sample's single pile of 100 is even
 * too, and Jack takes it all. The nim-sum, not the sum, is what a move can always restore
 * (Bouton; see ../uva10165.c).
 * Caught by sample-1, trap-sum-parity, the exhaustive all-* cases and the random ones.
 */
#include <stdio.h>

int main(void)
{
    unsigned long long piles, pile, total;
    while (scanf("%llu", &piles) == 1 && piles != 0) {
        total = 0;
        while (piles-- > 0 && scanf("%llu", &pile) == 1) total += pile;
        puts(total % 2 ? "Yes" : "No");
    }
    return 0;
}
