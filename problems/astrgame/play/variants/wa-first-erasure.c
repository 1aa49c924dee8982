/* wa-first-erasure.c - the reference player (../player.c) with its winning test cut out (x < 0 never
 * holds): it always makes the first erasure, the leftmost, shortest word. It wins where every line wins.
 * expect: WA
 * stress: found
 */
#include <stdio.h>
#include <string.h>

enum { MAX_LEN = 100, MAX_WORDS = 100 };

static char s[MAX_LEN + 2], word[MAX_LEN + 2], erased[MAX_LEN + 1];
static int n, g[MAX_LEN + 1][MAX_LEN + 1], match[MAX_LEN + 1][MAX_LEN + 1]; /* match[a][len]: a word at a */

static void grundy(void)
{
    int size, l, r, a, len, v;
    static char seen[MAX_LEN * MAX_LEN + 2];
    for (size = 0; size <= n; size++)
        for (l = 0; l + size <= n; l++) {
            r = l + size;
            memset(seen, 0, sizeof seen);
            for (a = l; a < r; a++)
                for (len = 1; a + len <= r; len++)
                    if (match[a][len]) seen[g[l][a] ^ g[a + len][r]] = 1;
            for (v = 0; seen[v]; v++) continue;
            g[l][r] = v;
        }
}

/* The end of the piece (a maximal run of letters not erased) that starts at l. */
static int piece_end(int l)
{
    while (l < n && !erased[l]) l++;
    return l;
}

/* The erasure to make, S[*ba .. *ba + *blen): one that makes the XOR 0 when there is one, else
 * the first. */
static void choose(int *ba, int *blen)
{
    int l, r, a, len, x = 0;
    *ba = -1;
    for (l = 0; l < n; l = r > l ? r : l + 1) x ^= g[l][r = piece_end(l)];
    for (l = 0; l < n; l = r > l ? r : l + 1)
        for (r = piece_end(l), a = l; a < r; a++)
            for (len = 1; a + len <= r; len++) {
                if (!match[a][len]) continue;
                if (*ba < 0) *ba = a, *blen = len;
                if (x < 0) {
                    *ba = a, *blen = len;
                    return;
                }
            }
}

/* Letters a..b (1-based) erased. */
static void erase(int a, int b)
{
    for (; a >= 1 && a <= b && b <= n; a++) erased[a - 1] = 1;
}

int main(void)
{
    char side[16], line[64];
    int t, words, i, a, len = 0, mine;
    if (scanf("%15s %d %101s %d", side, &t, s, &words) != 4 || t != 1 || words > MAX_WORDS) return 1;
    n = (int)strlen(s);
    for (i = 0; i < words; i++) {
        if (scanf("%101s", word) != 1) return 1;
        len = (int)strlen(word);
        for (a = 0; a + len <= n; a++) match[a][len] |= strncmp(s + a, word, (size_t)len) == 0;
    }
    grundy();
    for (mine = strcmp(side, "first") == 0;; mine = 1) {
        if (mine) {
            choose(&a, &len);
            erase(a + 1, a + len);
            printf("%d %d\n", a + 1, a + len);
            fflush(stdout);
        }
        if (scanf("%63s", line) != 1 || strcmp(line, "end") == 0) return 0;
        if (sscanf(line, "%d", &a) != 1 || scanf("%d", &i) != 1 || a < 1 || i > n) return 1;
        erase(a, i);
    }
}
