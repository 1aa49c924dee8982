/* tle-seed-substring-set.c - ASTRGAME the way the seed lecture (002) does it: correct, too slow.
 *
 * Approach: the same Sprague-Grundy recurrence as astrgame.c, top-down with memoization, but the
 * moves of every interval S[l..r] are found by looking up every substring S[i..j] inside it in a
 * hash set of the words (the lecture uses std::set<string> and builds each substring).
 * What it teaches: the recurrence is right, the move search is not. Each interval rehashes all of
 * its substrings, about |S|^5 / 120 character steps per test, instead of finding the word
 * occurrences once. Within the judge's limits (|S| <= 30, T <= 5) that is nothing; at our limits
 * (T = 100, |S| = 100, words a^1..a^100) it is ~8e9 steps. So it gets TLE on the max cases
 * (T = 100, |S| = 90..100) and AC on all the others (make judge P=astrgame V=1 shows where).
 * Compared with the seed's printed C++ (SGV(l, r), memo keyed l * |S| + r, unordered_set of the
 * options, mex by counting up): the same recursion and the same order; only the containers differ
 * (an open-addressing set of the words instead of std::set<string>, a flag array of the options
 * instead of unordered_set<int>), which changes no answer.
 *
 * expect: TLE
 * allow: AC TLE
 * narrow: its cost does not grow with the words, and at our largest inputs it is over the limit by a small factor only: a machine 2.5 times faster than the reference may accept it (judge/tests/machine-test.sh)
 */
#include <stdio.h>
#include <string.h>

enum {
    MAX_LEN = 100,    /* our limit on |S| and |w_i| */
    MAX_WORDS = 100,  /* our limit on N */
    SET_SIZE = 256,   /* open-addressing hash set of the words, at most 100 of them */
    VALUE_RANGE = 128 /* grundy values are <= |S|, so their XORs are < 128 */
};

static char text[MAX_LEN + 1];
static char set_word[SET_SIZE][MAX_LEN + 1]; /* "" = empty slot */
static int memo[MAX_LEN][MAX_LEN];           /* -1 = not computed */

static unsigned hash(const char *s, int len)
{
    unsigned h = 5381;
    while (len-- > 0) h = h * 33 + (unsigned char)*s++;
    return h % SET_SIZE;
}

/* Is S[i..j] one of the words? */
static int in_set(int i, int j)
{
    int len = j - i + 1;
    unsigned slot = hash(text + i, len);
    while (set_word[slot][0]) {
        if ((int)strlen(set_word[slot]) == len && memcmp(set_word[slot], text + i, (size_t)len) == 0)
            return 1;
        slot = (slot + 1) % SET_SIZE;
    }
    return 0;
}

static int sgv(int l, int r)
{
    char seen[VALUE_RANGE];
    int i, j, mex;
    if (r < l) return 0;
    if (memo[l][r] >= 0) return memo[l][r];
    memset(seen, 0, sizeof seen);
    for (i = l; i <= r; i++)
        for (j = i; j <= r; j++)
            if (in_set(i, j)) seen[sgv(l, i - 1) ^ sgv(j + 1, r)] = 1;
    for (mex = 0; seen[mex]; mex++)
        ;
    return memo[l][r] = mex;
}

int main(void)
{
    char word[MAX_LEN + 1];
    int tests, count, w, n, l, r;
    if (scanf("%d", &tests) != 1) return 1;
    while (tests-- > 0) {
        if (scanf("%100s %d", text, &count) != 2) return 1;
        memset(set_word, 0, sizeof set_word);
        for (w = 0; w < count; w++) {
            unsigned slot;
            if (scanf("%100s", word) != 1) return 1;
            slot = hash(word, (int)strlen(word));
            while (set_word[slot][0] && strcmp(set_word[slot], word) != 0) slot = (slot + 1) % SET_SIZE;
            strcpy(set_word[slot], word);
        }
        n = (int)strlen(text);
        for (l = 0; l < n; l++)
            for (r = 0; r < n; r++) memo[l][r] = -1;
        puts(sgv(0, n - 1) ? "Teddy" : "Tracy");
    }
    return 0;
}
