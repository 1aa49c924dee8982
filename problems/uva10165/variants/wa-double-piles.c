/* uva10165 variant: the piles read as doubles ("a double holds any integer"), then XORed as
 * 64-bit integers.
 * expect: WA
 *
 * What it teaches: a double has 53 bits of mantissa, so from 2^53 on not every integer is one:
 * 2^53 + 1 is read as 2^53, and the piles 2^53 + 1 and 2^53 look equal (nim-sum 0, "No") while
 * their nim-sum is 1 and Jack wins. Below 2^53 it is right, so every small test passes; the
 * values where a type breaks must be in the test data (testdata/README.md, "Boundaries").
 * Caught by the cases with piles past 2^53: edge-max-pile, trap-type-boundaries (2^53 + 1 beside
 * 2^53, 2^62 + 1 beside 2^62, 2^63 - 1 beside 2^63 - 2), the max cases near 2^63.
 */
#include <stdio.h>

int main(void)
{
    unsigned long long piles, nim;
    double pile;
    while (scanf("%llu", &piles) == 1 && piles != 0) {
        nim = 0;
        while (piles-- > 0 && scanf("%lf", &pile) == 1) nim ^= (unsigned long long)pile;
        puts(nim ? "Yes" : "No");
    }
    return 0;
}
