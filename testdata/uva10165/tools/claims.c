/* claims - checks the claims of `explain --claims` (their kinds: tools/explain.c) against the
 * input they are about, with the oracle's own game code (tools/game.h), not explain's reasoning.
 *
 *   claims IN < CLAIMS
 *
 * Each pile must be the input's; each XOR the XOR of the input's piles (and each binary its
 * number); each won/lost claim and answer the game's value, and each move legal (the pile's own
 * size, fewer stones after) and leaving a position of XOR 0 that is lost. A game's value is
 * found by exhaustive search (oracle) when it has at most MAX_SEARCH_PILES piles of at most
 * SEARCH_STONES stones, as on `gen SEED stress` inputs; else by Bouton's columns (oracle bits).
 * Prints "N claims" (how many were checked); each wrong claim on stderr, as
 * "claims: CLAIM: why". Exit 0 all right, 1 some wrong, 2 usage error or an unreadable input.
 */
#include <stdarg.h>
#define TOOL "claims"
#define BAD_EXIT 2
#include "piles.h"
#include "game.h"

enum { SEARCH_STONES = 15, MAX_TOKENS = 8 };

static unsigned long long *pile; /* every scenario's piles, one after the other */
static size_t *first, *count;    /* scenario s (from 0): pile[first[s]], count[s] piles */
static size_t scenarios;

static void *grow(void *p, size_t n, size_t size)
{
    if (!(p = realloc(p, n * size))) { fprintf(stderr, "claims: out of memory\n"); exit(2); }
    return p;
}

static void read_input(FILE *in)
{
    unsigned long long n, v;
    size_t piles = 0, cap = 0, scap = 0;
    while (next(in, &n) && n != 0) {
        if (scenarios == scap) {
            scap = 2 * scap + 16;
            first = grow(first, scap, sizeof *first), count = grow(count, scap, sizeof *count);
        }
        first[scenarios] = piles, count[scenarios++] = (size_t)n;
        for (; n > 0; n--) {
            if (!next(in, &v)) bad("end of input inside a scenario");
            if (piles == cap) pile = grow(pile, cap = 2 * cap + 1024, sizeof *pile);
            pile[piles++] = v;
        }
    }
}

/* 1 if the player to move wins; pile k (from 0) counted as to instead, when k < n. */
static int value(const unsigned long long *p, size_t n, size_t k, unsigned long long to)
{
    unsigned small[MAX_SEARCH_PILES] = {0}, ones[64] = {0};
    size_t i;
    int searchable = n <= MAX_SEARCH_PILES;
    for (i = 0; i < n; i++) {
        unsigned long long v = i == k ? to : p[i];
        column_add(ones, v);
        if (v > SEARCH_STONES) searchable = 0;
        else if (i < MAX_SEARCH_PILES) small[i] = (unsigned)v;
    }
    return searchable ? wins(small, (int)n) : column_wins(ones);
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

/* A whole token of decimal digits (base 10) or binary ones (base 2) that fits in 64 bits. */
static int number(const char *t, int base, unsigned long long *v)
{
    char *end;
    if (!*t || strspn(t, base == 2 ? "01" : "0123456789") != strlen(t)) return 0;
    errno = 0;
    *v = strtoull(t, &end, base);
    return errno == 0;
}

static unsigned long long a[MAX_TOKENS]; /* a claim's numbers: a[1] is the one after its kind */

/* Is t[0..n) a claim of this kind with this many tokens, the first DECIMALS after the kind
 * numbers (read into a[])? */
static int is(char **t, int n, const char *kind, int tokens, int decimals)
{
    int i;
    if (strcmp(t[0], kind) != 0 || n != tokens) return 0;
    for (i = 1; i <= decimals; i++)
        if (!number(t[i], 10, &a[i])) return 0;
    return 1;
}

/* Why the claim t[0..n) is wrong; NULL when it is right. */
static const char *check(char **t, int n)
{
    static size_t s; /* the current scenario, from 1; 0 before the first */
    unsigned long long x = 0, b;
    const unsigned long long *p;
    size_t k, len;
    int hb;
    if (is(t, n, "scenario", 3, 2)) {
        if (a[1] != s + 1) return fail("scenario %zu comes next", s + 1);
        if (a[1] > scenarios) return s = 0, fail("the input has %zu scenarios", scenarios);
        s = (size_t)a[1];
        return a[2] == count[s - 1] ? NULL : fail("it has %zu piles", count[s - 1]);
    }
    if (s == 0) return "no scenario claimed before it";
    p = pile + first[s - 1], len = count[s - 1];
    for (k = 0; k < len; k++) x ^= p[k];
    if (is(t, n, "pile", 4, 2)) {
        if (a[1] < 1 || a[1] > len) return "no such pile";
        if (p[a[1] - 1] != a[2]) return fail("the input's pile %llu is %llu", a[1], p[a[1] - 1]);
        return number(t[3], 2, &b) && b == a[2] ? NULL : "the binary is another number";
    }
    if (is(t, n, "xor", 2, 1) || is(t, n, "xor", 3, 1)) {
        if (a[1] != x) return fail("the piles' XOR is %llu", x);
        return n == 2 || (number(t[2], 2, &b) && b == x) ? NULL : "the binary is another number";
    }
    if (is(t, n, "lost", 1, 0) || is(t, n, "wins", 1, 0))
        return value(p, len, len, 0) == (t[0][0] == 'w') ? NULL : "the game search says otherwise";
    if (is(t, n, "drop", 5, 4)) {
        if (a[1] < 1 || a[1] > len || p[a[1] - 1] != a[2]) return "not the input's pile";
        if (a[3] != x || x == 0) return fail("the piles' XOR is %llu", x);
        for (hb = 63; !(x >> hb & 1); hb--) continue;
        if (!(a[2] >> hb & 1)) return "the pile has a 0 where the XOR has its highest 1";
        return a[4] == (a[2] ^ x) && a[4] < a[2] ? NULL : "a wrong XOR, or not smaller";
    }
    if (is(t, n, "move", 5, 4)) {
        if (a[1] < 1 || a[1] > len || p[a[1] - 1] != a[2]) return "not the input's pile";
        if (a[3] >= a[2] || a[4] != a[2] - a[3]) return "not a move";
        if ((x ^ a[2] ^ a[3]) != 0) return fail("the XOR becomes %llu", x ^ a[2] ^ a[3]);
        return value(p, len, (size_t)a[1] - 1, a[3]) ? "the position left is won (game search)" : NULL;
    }
    if (is(t, n, "answer", 2, 0))
        return !strcmp(t[1], value(p, len, len, 0) ? "Yes" : "No") ? NULL : "the game search says otherwise";
    return "not a claim";
}

int main(int argc, char **argv)
{
    char line[512], claim[512], *t[MAX_TOKENS + 1];
    long claims = 0, wrong = 0;
    const char *why;
    FILE *in;
    int n;
    if (argc != 2) { fprintf(stderr, "usage: claims INPUT < CLAIMS\n"); return 2; }
    if (!(in = fopen(argv[1], "r"))) { fprintf(stderr, "claims: cannot read %s\n", argv[1]); return 2; }
    read_input(in);
    fclose(in);
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = '\0';
        strcpy(claim, line); /* strtok cuts line */
        claims++;
        for (n = 0, t[0] = strtok(line, " "); t[n] && n < MAX_TOKENS; t[++n] = strtok(NULL, " "))
            continue;
        why = n == 0 ? "an empty line" : n == MAX_TOKENS ? "too many words" : check(t, n);
        if (why) fprintf(stderr, "claims: %s: %s\n", claim, why), wrong++;
    }
    printf("%ld claims\n", claims);
    return wrong > 0;
}
