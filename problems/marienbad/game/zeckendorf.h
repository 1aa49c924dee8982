/* zeckendorf.h - marienbad's game code, shared by problems/marienbad/study/explain.c, and through
 * game.h by testdata/marienbad/tools/oracle.c and study/claims.c (not by the solution): the input
 * reader, the reader of a play position (explain --play), the Fibonacci numbers F_1 = F_2 = 1,
 * ..., F_88, and the Zeckendorf representation of i >= 1 found greedily and then CHECKED against
 * the theorem's statement (indices >= 2, no two consecutive, terms summing to exactly i; by
 * Zeckendorf's uniqueness theorem that pins the representation however it was found; a failed
 * check is a bug: exit 3). Includes limits.h (build/include/marienbad/).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "limits.h" /* MAX_MATCHES: 0 <= j <= i <= MAX_MATCHES */

/* F_FIB_TOP > MAX_MATCHES, so every i has a representation in F[] (fib_init checks it). */
enum { TOKEN_MAX = 64, FIB_TOP = 88 };

static unsigned long long F[FIB_TOP + 2];

static void fib_init(void)
{
    int n;
    F[1] = F[2] = 1;
    for (n = 3; n <= FIB_TOP; n++) F[n] = F[n - 1] + F[n - 2];
    if (F[FIB_TOP] <= MAX_MATCHES) {
        fprintf(stderr, "zeckendorf: F_%d <= MAX_MATCHES: raise FIB_TOP\n", FIB_TOP);
        exit(3);
    }
}

/* Next whitespace-separated token of in as a number: 1 read, 0 end of input, -1 not a number in
 * 0..MAX_MATCHES (leading zeros allowed). */
static int read_number(FILE *in, unsigned long long *value)
{
    char token[TOKEN_MAX + 1];
    size_t len = 0;
    int c;
    while ((c = getc(in)) != EOF && isspace(c)) continue;
    if (c == EOF) return 0;
    for (; c != EOF && !isspace(c); c = getc(in)) {
        if (!isdigit(c)) return -1;
        if (len == 0 && c == '0') continue; /* leading zero */
        if (len == TOKEN_MAX) return -1;
        token[len++] = (char)c;
    }
    token[len] = '\0';
    if (len > 19) return -1; /* 19 digits cannot overflow 64 bits */
    *value = strtoull(token, NULL, 10); /* "" (all zeros) is 0 */
    return *value <= MAX_MATCHES ? 1 : -1;
}

/* A play position (judge/lib/study.h) "I,J-A" or "I,J-B": <I, J> with the first (A) or second
 * (B) player to move (the pair alone does not say whose turn it is). Returns 1 and sets *i, *j and
 * *second for a position of the game from <top, ...>: J <= I <= top; else 0. */
static inline int read_position(const char *text, unsigned long long top, unsigned long long *i, unsigned long long *j,
                                int *second)
{
    size_t a = strspn(text, "0123456789"), b = a + 1 + strspn(text + a + 1, "0123456789");
    if (a == 0 || a > 19 || text[a] != ',' || b == a + 1 || b - a > 20 || text[b] != '-' || !text[b + 1] ||
        !strchr("AB", text[b + 1]) || text[b + 2])
        return 0;
    *i = strtoull(text, NULL, 10), *j = strtoull(text + a + 1, NULL, 10), *second = text[b + 1] == 'B';
    return *j <= *i && *i <= top;
}

/* Largest k in [2, hi] with F_k <= x (x >= 1). */
static int largest_fib_index(unsigned long long x, int hi)
{
    int lo = 2;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (F[mid] <= x) lo = mid; else hi = mid - 1;
    }
    return lo;
}

/* Zeckendorf representation of i >= 1: used[k] = 1 for each term F_k (used has FIB_TOP + 2
 * entries, all 0 on entry), checked as described above; returns the smallest term's index. */
static int zeckendorf(unsigned long long i, int *used)
{
    int k, hi = FIB_TOP, lowest = 0;
    unsigned long long rest = i, sum = 0;
    while (rest > 0) {
        k = largest_fib_index(rest, hi);
        used[k] = 1;
        rest -= F[k];
        hi = k;
    }
    for (k = 2; k <= FIB_TOP; k++) {
        if (!used[k]) continue;
        if (used[k + 1] || sum > i - F[k]) {
            fprintf(stderr, "zeckendorf: representation of %llu fails the check at F_%d\n", i, k);
            exit(3);
        }
        if (!lowest) lowest = k;
        sum += F[k];
    }
    if (sum != i || lowest == 0) {
        fprintf(stderr, "zeckendorf: representation of %llu sums to %llu\n", i, sum);
        exit(3);
    }
    return lowest;
}
