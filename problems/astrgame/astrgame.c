/* astrgame.c - A String Game, CodeChef ASTRGAME: https://www.codechef.com/problems/ASTRGAME
 *
 * Input: T; per test a string S, a count N and N dictionary words (lowercase, any whitespace).
 * Output: per test "Teddy" if the first player (Teddy) wins with perfect play, else "Tracy".
 * Bad input: "astrgame: line N: ..." on stderr, exit 1, earlier answers already printed.
 *
 * Idea: Sprague-Grundy over the pieces of S. Every string in play is a piece S[i..j) of the
 * original S, and erasing a word occurrence S[a..e) from it leaves S[i..a) and S[e..j):
 *   grundy[i][j] = mex { grundy[i][a] XOR grundy[e][j] : S[a..e) is a word, i <= a < e <= j }
 * Teddy wins iff grundy[0][|S|] != 0. A trie of the words finds every occurrence once per test; the
 * table is filled by i descending, j ascending, so both halves of every option are known. A piece
 * whose letters occur again further right takes that copy's value (a longest-common-prefix table
 * finds the copies): on a repetitive S, where occurrences are densest, most pieces are copies.
 *
 * Proof sketch: a word may not span the gap left by an erasure, so a move changes exactly one
 * piece: the game on a set of pieces is the disjunctive sum of the games on each. By
 * Sprague-Grundy a piece is a Nim heap of size grundy(piece) and a sum is worth the XOR of its
 * parts; a move on S[i..j) yields the sum of its two remainders, hence the recurrence. Base: a
 * piece holding no word has no move, its mex is over the empty set, 0, and its mover has lost.
 * Equal pieces are equal games (only their letters and the words matter), so copies are sound.
 * A value is at most the longest play from its piece (mex <= 1 + largest option), so at most its
 * length: values <= 100 and the XOR of two stays below 128.
 *
 * Time: O(sum |w| + |S|^2) for the trie, the occurrences and the common prefixes, plus one step
 * per (interval that is not a copy, occurrence inside it): at most C(|S|+3, 4) ~ |S|^4 / 24 per
 * test, approached by S = a^50 b a^49 with every a^k a word; S = a^100 costs O(|S|^3).
 * Memory: O(N * |w| * 26) trie + O(|S|^2) tables, all static.
 *
 * Status: AC on every case of testdata/astrgame (make judge), expected outputs from a brute force
 * over the multiset of remaining strings (testdata/astrgame/tools/oracle.c, small S) and a separate
 * top-down interval oracle (tools/oracle-interval.c, the max cases; testdata/astrgame/tools/test.sh
 * checks the two agree); equal to them on seeded random inputs (make stress); clean under make
 * judge-asan. Warning-free under gcc and clang -std=c99 -pedantic and UVa's gcc -ansi
 * (judge/measure/profiles.sh).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

enum {
    MAX_TESTS = 100,  /* our limit on T (the judge's is 5) */
    MAX_LEN = 100,    /* our limit on |S| and on every |w_i| (the judge's is 30) */
    MAX_WORDS = 100,  /* our limit on N (the judge's is 30) */
    ALPHABET = 26,
    MAX_NODES = MAX_WORDS * MAX_LEN + 1, /* trie root plus at most one node per word letter */
    VALUE_RANGE = 128, /* grundy values are <= MAX_LEN, so their XORs are < 128 */
    END_MARK = 255     /* ends an occ_end list: above every interval end j <= MAX_LEN */
};

static int trie_child[MAX_NODES][ALPHABET]; /* 0 = no child (the root is never a child) */
static char trie_is_word[MAX_NODES];
static int trie_size;

static char text[MAX_LEN + 1];                  /* S */
static unsigned char occ_end[MAX_LEN][MAX_LEN + 1]; /* occ_end[a][k]: k-th (ascending) e with S[a..e)
                                                      a word; then END_MARK */
static unsigned char grundy[MAX_LEN + 1][MAX_LEN + 1];      /* grundy[i][j]: value of S[i..j) */
static unsigned char grundy_by_end[MAX_LEN + 1][MAX_LEN + 1]; /* [j][e] = grundy[e][j], row-contiguous */
static unsigned long seen_stamp[VALUE_RANGE]; /* value v is an option of the current interval iff == stamp */
static unsigned char common[MAX_LEN + 1][MAX_LEN + 1]; /* [i][k], i < k: longest common prefix of S[i..), S[k..) */

/* ---- input: tokens separated by any whitespace; errors name the line (counted from 1) ---- */

static unsigned long line_no = 1; /* line of the next unread character */

/* Bad input: "astrgame: line N: " and a printf-style message on stderr, exit status 1. */
static void fail(unsigned long line, const char *format, ...)
{
    va_list args;
    fflush(stdout); /* the answers of the earlier, valid tests stay printed */
    fprintf(stderr, "astrgame: line %lu: ", line);
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    exit(1);
}

static int is_blank(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Skips whitespace and returns the first character of the next token (EOF if none). */
static int token_start(void)
{
    int c;
    while ((c = getchar()) != EOF && is_blank(c))
        if (c == '\n') line_no++;
    return c;
}

/* The first character of the next token, which must exist: what names it in the error. */
static int expect_token(const char *what)
{
    int c = token_start();
    if (c == EOF) fail(line_no, "missing %s (end of input)", what);
    return c;
}

/* Ends a token at the whitespace character c; a newline is still counted. */
static void token_end(int c)
{
    if (c == '\n') line_no++;
}

/* Reads a decimal number in [1, max]; anything past max (even past 64 bits) is reported. */
static int read_count(int max, const char *what)
{
    unsigned long value = 0;
    int c = expect_token(what);
    unsigned long line = line_no;
    for (; c != EOF && !is_blank(c); c = getchar()) {
        if (c < '0' || c > '9') fail(line, "%s must be a number", what);
        if (value <= (unsigned long)max) value = value * 10 + (unsigned long)(c - '0');
    }
    token_end(c);
    if (value < 1 || value > (unsigned long)max) fail(line, "%s must be between 1 and %d", what, max);
    return (int)value;
}

/* Reads a word of 1..MAX_LEN lowercase letters into out (NUL-terminated); returns its length. */
static int read_word(char *out, const char *what)
{
    int length = 0;
    int c = expect_token(what);
    unsigned long line = line_no;
    for (; c != EOF && !is_blank(c); c = getchar()) {
        if (c < 'a' || c > 'z') fail(line, "%s must be lowercase letters a-z", what);
        if (length == MAX_LEN) fail(line, "%s is longer than %d letters", what, MAX_LEN);
        out[length++] = (char)c;
    }
    token_end(c);
    out[length] = '\0';
    return length;
}

/* ---- the game ---- */

/* Appends an empty node (tables are reused across tests, so it is cleared here). */
static int trie_new_node(void)
{
    int node = trie_size++, letter;
    for (letter = 0; letter < ALPHABET; letter++) trie_child[node][letter] = 0;
    trie_is_word[node] = 0;
    return node;
}

static void trie_insert(const char *word)
{
    int node = 0;
    for (; *word; word++) {
        int letter = *word - 'a';
        if (trie_child[node][letter] == 0) trie_child[node][letter] = trie_new_node();
        node = trie_child[node][letter];
    }
    trie_is_word[node] = 1; /* a duplicate word just marks the same node again */
}

/* Lists, for every start a, the ends e of the words occurring at S[a..e), ascending. */
static void find_occurrences(int length)
{
    int a, e;
    for (a = 0; a < length; a++) {
        int node = 0, count = 0;
        for (e = a; e < length; e++) {
            node = trie_child[node][text[e] - 'a'];
            if (node == 0) break;
            if (trie_is_word[node]) occ_end[a][count++] = (unsigned char)(e + 1);
        }
        occ_end[a][count] = END_MARK;
    }
}

/* Sprague-Grundy value of the whole S (the recurrence in the header). A piece that occurs again
 * further right has the value of that copy, already known because i descends: the game on a
 * piece depends only on its letters. With i, copy_len is the longest prefix of S[i..) that
 * reappears, at copy_at > i. */
static int solve(int length)
{
    static unsigned long stamp;
    int i, j, a, k, value;
    for (i = length - 1; i >= 0; i--)
        for (k = length - 1; k > i; k--)
            common[i][k] = text[i] != text[k] ? 0 /* a suffix that ends S shares nothing more: */
                           : (unsigned char)(1 + (k + 1 < length ? common[i + 1][k + 1] : 0));
    for (i = length; i >= 0; i--) {
        int copy_at = i, copy_len = 0;
        for (k = i + 1; k < length; k++)
            if (common[i][k] > copy_len) copy_len = common[i][k], copy_at = k;
        grundy[i][i] = 0;
        grundy_by_end[i][i] = 0;
        for (j = i + 1; j <= length; j++) {
            const unsigned char *right = grundy_by_end[j];
            if (j - i <= copy_len) {
                value = grundy[copy_at][copy_at + j - i];
                grundy[i][j] = (unsigned char)value;
                grundy_by_end[j][i] = (unsigned char)value;
                continue;
            }
            stamp++;
            for (a = i; a < j; a++) {
                const unsigned char *ends = occ_end[a];
                int left = grundy[i][a];
                for (k = 0; ends[k] <= j; k++)
                    seen_stamp[left ^ right[ends[k]]] = stamp;
            }
            for (value = 0; seen_stamp[value] == stamp; value++)
                continue;
            grundy[i][j] = (unsigned char)value;
            grundy_by_end[j][i] = (unsigned char)value;
        }
    }
    return grundy[0][length];
}

int main(void)
{
    char word[MAX_LEN + 1];
    int tests, test, words, w, length;
    tests = read_count(MAX_TESTS, "T");
    for (test = 0; test < tests; test++) {
        length = read_word(text, "S");
        words = read_count(MAX_WORDS, "N");
        trie_size = 0;
        trie_new_node(); /* the root, node 0 */
        for (w = 0; w < words; w++) {
            read_word(word, "word");
            trie_insert(word);
        }
        find_occurrences(length);
        puts(solve(length) != 0 ? "Teddy" : "Tracy");
    }
    if (token_start() != EOF) fail(line_no, "extra data after the last test");
    return 0;
}
