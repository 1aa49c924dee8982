/* oracle-interval.c - second oracle for astrgame, for the cases too big for the brute force.
 *
 * Sprague-Grundy written top-down and independently of the solution: g(l, r) is the value of
 * the closed piece S[l..r] (g = 0 when l > r), computed on demand with memoization as
 *   g(l, r) = mex { g(l, a-1) XOR g(a+len-1+1, r) : word of length len matches S at a, l <= a,
 *                                                    a+len-1 <= r }
 * where matches are found by comparing every word with S at every position (no trie), and the
 * mex is taken over a boolean array sized by the number of options (the mex cannot exceed it). Teddy wins iff g(0, |S|-1) != 0.
 * Recursion depth <= |S| <= 100 nested intervals. It is checked against the brute-force oracle
 * on small inputs by tools/test.sh. The code is the game code's grundy.h
 * (problems/astrgame/game/), which explain and claims use too.
 *
 * Input: read with scanf; any invalid token makes it print the earlier answers and exit 1.
 * (A token is cut at 101 characters, which only matters for absurd 101-digit numbers.)
 */
#define TOOL "oracle-interval"
#include "grundy.h"

int main(void)
{
    int tests, t, w;
    char extra[2];
    tests = number(MAX_TESTS);
    for (t = 0; t < tests; t++) {
        n = letters(s);
        dict_size = number(MAX_WORDS);
        for (w = 0; w < dict_size; w++) letters(dict[w]);
        find_matches();
        puts(g(0, n - 1) ? "Teddy" : "Tracy");
    }
    if (scanf("%1s", extra) == 1) fail("data after the last test");
    return 0;
}
