/* claims - checks the claims of `explain --claims` (their kinds: tools/explain.c) against the
 * input they are about, with the oracle's own game code (tools/game.h), not explain's reasoning.
 *
 *   claims IN < CLAIMS
 *
 * Each pair must be the input's, its cap min(i, j); each Zeckendorf line a sum of Fibonacci
 * numbers F_k (k >= 2, no two consecutive, each F_k the one of zeckendorf.h) equal to the number,
 * and each smallest term the last of those; each move legal from the pair's position (K <= j,
 * A = i - K, B = min(2K, A)); each value, position left and answer the game's: the game table
 * (oracle) for i <= TABLE_MAX, the theorem (oracle big, which tools/test.sh ties to the table)
 * beyond.
 * Prints "N claims" (how many were checked); each wrong claim on stderr, as
 * "claims: CLAIM: why". Exit 0 all right, 1 some wrong, 2 usage error or an unreadable input.
 */
#include <errno.h>
#include <stdarg.h>
#include <string.h>
#include "game.h"

enum { MAX_TOKENS = FIB_TOP + 4, LINE_MAX = 32 * MAX_TOKENS };

static unsigned long long (*pair)[2]; /* the input's pairs <i, j>, j as given */
static size_t pairs;

static void read_input(FILE *in)
{
    size_t cap = 0;
    unsigned long long i, j;
    int r;
    while ((r = read_number(in, &i)) == 1 && (r = read_number(in, &j)) == 1) {
        if (pairs == cap && !(pair = realloc(pair, (cap = 2 * cap + 64) * sizeof *pair))) {
            fprintf(stderr, "claims: out of memory\n");
            exit(2);
        }
        pair[pairs][0] = i, pair[pairs++][1] = j;
    }
    if (r != 0) {
        fprintf(stderr, "claims: the input is not pairs of numbers 0..%llu\n", MAX_MATCHES);
        exit(2);
    }
}

/* The smallest winning move of <i, j> (j <= i), 0 if lost. */
static unsigned long long value(unsigned long long i, unsigned long long j)
{
    return i <= TABLE_MAX ? row[i][j] : by_theorem(i, j);
}

static char reason[200];

static const char *fail(const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    vsnprintf(reason, sizeof reason, format, ap);
    va_end(ap);
    return reason;
}

/* A whole token of decimal digits that fits in 64 bits. */
static int number(const char *t, unsigned long long *v)
{
    char *end;
    if (!*t || strspn(t, "0123456789") != strlen(t)) return 0;
    errno = 0;
    *v = strtoull(t, &end, 10);
    return errno == 0;
}

static unsigned long long a[MAX_TOKENS]; /* a claim's numbers: a[1] is the one after its kind */

/* Is t[0..n) a claim of this kind with this many tokens (any number when -1), the first DECIMALS
 * after the kind numbers (read into a[])? */
static int is(char **t, int n, const char *kind, int tokens, int decimals)
{
    int k;
    if (strcmp(t[0], kind) != 0 || (tokens >= 0 && n != tokens) || n <= decimals) return 0;
    for (k = 1; k <= decimals; k++)
        if (!number(t[k], &a[k])) return 0;
    return 1;
}

/* Why the claim t[0..n) is wrong; NULL when it is right. */
static const char *check(char **t, int n)
{
    static size_t p;                       /* the current pair, from 1; 0 before the first */
    static unsigned long long i, j;        /* its position (j capped) */
    static unsigned long long zx, zs;      /* the last right Zeckendorf claim: x, smallest term */
    static unsigned long long left[2];     /* the position the last move left, if it was right */
    static int moved;
    unsigned long long f, sum = 0;
    int k, index, prev = FIB_TOP + 2;
    char end;
    if (is(t, n, "pair", 5, 4)) {
        if (a[1] != p + 1) return fail("pair %zu comes next", p + 1);
        if (a[1] > pairs) return p = 0, fail("the input has %zu pairs", pairs);
        p = (size_t)a[1], i = pair[p - 1][0], j = pair[p - 1][1] < i ? pair[p - 1][1] : i, moved = 0;
        if (a[2] != i || a[3] != pair[p - 1][1])
            return fail("the input's pair %zu is <%llu, %llu>", p, i, pair[p - 1][1]);
        return a[4] == j ? NULL : fail("the cap is min(i, j) = %llu", j);
    }
    if (is(t, n, "zeckendorf", -1, 1)) {
        zx = 0;
        for (k = 2; k < n; k++) {
            if (sscanf(t[k], "F_%d=%c", &index, &end) != 2 || !number(strchr(t[k], '=') + 1, &f))
                return "not a term F_k=value";
            if (index < 2 || index > FIB_TOP || F[index] != f)
                return fail("%s is not a Fibonacci number F_k, k >= 2", t[k]);
            if (index > prev - 2) return "not decreasing indices, two apart at least";
            if (f > a[1] - sum) return "the terms sum to more";
            prev = index, sum += f;
        }
        if (n < 3 || sum != a[1]) return fail("the terms sum to %llu", sum);
        zx = a[1], zs = F[prev];
        return NULL;
    }
    if (is(t, n, "smallest", 3, 2))
        return zx != 0 && zx == a[1] && zs == a[2] ? NULL : "not the smallest term of the last one of x";
    if (p == 0) return "no pair claimed before it";
    if (is(t, n, "value", 4, 3)) {
        if (a[1] != i || a[2] != j) return "not the pair's position";
        return a[3] == value(i, j) ? NULL : fail("its value is %llu", value(i, j));
    }
    if (is(t, n, "take", 4, 3)) {
        moved = 0;
        if (a[1] < 1 || a[1] > j) return fail("not a move: 1..%llu may be taken", j);
        if (a[2] != i - a[1] || a[3] != (2 * a[1] < a[2] ? 2 * a[1] : a[2]))
            return "it leaves another position";
        left[0] = a[2], left[1] = a[3], moved = 1;
        return NULL;
    }
    if (is(t, n, "leaves", 4, 2) || is(t, n, "leaves", 5, 2)) {
        if (!moved || a[1] != left[0] || a[2] != left[1]) return "not the position the last move left";
        f = value(a[1], a[2]);
        if (n == 4 && !strcmp(t[3], "lost")) return f == 0 ? NULL : fail("it is won by taking %llu", f);
        if (n == 5 && !strcmp(t[3], "wins") && number(t[4], &a[3]))
            return a[3] > 0 && a[3] == f ? NULL : fail("its value is %llu", f);
    }
    if (is(t, n, "contradiction", 4, 3)) return "the theorem holds: explain's own numbers are wrong";
    if (is(t, n, "answer", 2, 1)) return a[1] == value(i, j) ? NULL : fail("the answer is %llu", value(i, j));
    return "not a claim";
}

int main(int argc, char **argv)
{
    static char line[LINE_MAX], claim[LINE_MAX];
    char *t[MAX_TOKENS + 1];
    long claims = 0, wrong = 0;
    unsigned long long most = 0;
    size_t k;
    const char *why;
    FILE *in;
    int n;
    if (argc != 2) { fprintf(stderr, "usage: claims INPUT < CLAIMS\n"); return 2; }
    if (!(in = fopen(argv[1], "r"))) { fprintf(stderr, "claims: cannot read %s\n", argv[1]); return 2; }
    fib_init();
    read_input(in);
    fclose(in);
    for (k = 0; k < pairs; k++)
        if (pair[k][0] > most) most = pair[k][0];
    if (!table_fill(most < TABLE_MAX ? (int)most : TABLE_MAX)) {
        fprintf(stderr, "claims: out of memory\n");
        return 2;
    }
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = '\0';
        strcpy(claim, line); /* strtok cuts line */
        claims++;
        for (n = 0, t[0] = strtok(line, " "); t[n] && n < MAX_TOKENS; t[++n] = strtok(NULL, " "))
            continue;
        why = n == 0 ? "an empty line" : n == MAX_TOKENS ? "too many words" : check(t, n);
        if (why) fprintf(stderr, "claims: %s: %s\n", claim, why), wrong++;
    }
    table_free(most < TABLE_MAX ? (int)most : TABLE_MAX);
    printf("%ld claims\n", claims);
    return wrong > 0;
}
