/* explain - why each astrgame test is won by Teddy or by Tracy (make explain P=astrgame [IN=file]).
 *
 * For each test: the Grundy value g(S) (tools/grundy.h, the interval oracle's code: g of a piece is
 * the mex of the values its moves lead to, and a position of several pieces has the XOR of their
 * values), and the moves from S: each erasure of a word occurrence, the two pieces it leaves with
 * their values, and their XOR. The winning erasures (XOR 0) come first; g(S) is the mex of all the
 * XORs, so S is won for the player to move (Teddy) iff some erasure leaves XOR 0. Then the answer
 * line as the solution prints it, after "answer: ".
 * Cuts: at most SHOWN_MOVES erasures are listed (a note says how many more, and the mex line still
 * counts them all); tests after the first MAX_ITEMS are not explained. Nothing is too big: the
 * contract's |S| <= 100 keeps g at O(|S|^4) steps.
 * Bad input: the explanations before it, a one-line message on stderr, exit 1.
 * tools/test.sh checks every erasure and value with the brute-force oracle (which plays the game
 * on the multiset of pieces, no Sprague-Grundy).
 */
#define TOOL "explain"
#include "grundy.h"

enum { MAX_ITEMS = 20, SHOWN_MOVES = 12 };

static void show_piece(int l, int r)
{
    printf("[%.*s] (g=%d)", r - l + 1, s + l, g(l, r));
}

/* Lists the erasures whose XOR is (want_zero ? 0 : not 0); returns how many there are. */
static int list_moves(int want_zero, int *shown)
{
    int a, len, found = 0;
    for (a = 0; a < n; a++)
        for (len = 1; a + len <= n; len++) {
            int x;
            if (!matches[a][len]) continue;
            x = g(0, a - 1) ^ g(a + len, n - 1);
            if ((x == 0) != want_zero) continue;
            found++;
            if (++*shown > SHOWN_MOVES) continue;
            printf("    erase \"%.*s\" at %d..%d: leaves ", len, s + a, a + 1, a + len);
            show_piece(0, a - 1);
            printf(" and ");
            show_piece(a + len, n - 1);
            printf(": XOR %d%s\n", x, x ? "" : "  <- wins");
        }
    return found;
}

int main(void)
{
    int tests, t, w, value, shown, winning, losing, x, a, len;
    char extra[2], seen[256]; /* values are <= LIMIT < 128, so their XORs are < 128 */
    tests = number();
    for (t = 1; t <= tests; t++) {
        n = letters(s);
        dict_size = number();
        for (w = 0; w < dict_size; w++) letters(dict[w]);
        if (t > MAX_ITEMS) continue;
        find_matches();
        value = g(0, n - 1);
        printf("Test %d: S = \"%s\", words:", t, s);
        for (w = 0; w < dict_size; w++) printf(" \"%s\"", dict[w]);
        printf("; Teddy moves first.\n");
        printf("  g(piece) = mex of the values its erasures leave; two pieces have the XOR of their values.\n");
        printf("  Erasures from S (the pieces left and right stay apart):\n");
        shown = 0;
        winning = list_moves(1, &shown);
        losing = list_moves(0, &shown);
        if (shown > SHOWN_MOVES) printf("    (%d more erasures not shown)\n", shown - SHOWN_MOVES);
        if (shown == 0) printf("    none: no word occurs in S.\n");
        memset(seen, 0, sizeof seen);
        for (a = 0; a < n; a++)
            for (len = 1; a + len <= n; len++)
                if (matches[a][len]) seen[g(0, a - 1) ^ g(a + len, n - 1)] = 1;
        printf("  g(S) = mex {");
        for (x = 0, w = 0; x < 256; x++)
            if (seen[x]) printf("%s%d", w++ ? ", " : "", x);
        printf("} = %d.\n", value);
        if (value)
            printf("  g(S) != 0: Teddy wins, e.g. by the first erasure above (%d of the %d leave XOR 0).\n", winning,
                   winning + losing);
        else
            printf("  g(S) = 0: no erasure leaves XOR 0, so whatever Teddy erases, Tracy has a winning reply.\n");
        printf("answer: %s\n", value ? "Teddy" : "Tracy");
    }
    if (tests > MAX_ITEMS) printf("(%d more tests not explained: the first %d are)\n", tests - MAX_ITEMS, MAX_ITEMS);
    if (scanf("%1s", extra) == 1) fail("data after the last test");
    return 0;
}
