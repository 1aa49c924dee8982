/* gen - inputs for uva10165 (Nim), a function of the arguments only.
 *
 *   gen SEED stress                       1-5 scenarios of 1-4 piles of 0-7 stones, odd spacing,
 *                                         the final 0 present or not (for make stress)
 *   gen SEED all N MAXP                   every multiset of N piles of 1..MAXP stones, in order
 *   gen SEED random S N LO HI [cancel]    S scenarios of N piles uniform in [LO, HI]; with cancel,
 *                                         the piles come in equal pairs (nim-sum 0), shuffled
 *   gen SEED user LEVEL [judge]           for a stress driver (check with `oracle bits`): about 400
 *                                         scenarios of 1..N piles (N = 1 often); LEVEL 1: piles
 *                                         0..10, N <= 3; from LEVEL 2 on, a third of the piles sit
 *                                         at 2^31, 2^32 or 2^63 (-3..+3, at most MAX_VALUE) or at
 *                                         2^k +- small, N and the small piles grow with LEVEL
 *                                         (8: N <= 200, piles up to MAX_VALUE). Half the
 *                                         scenarios have nim-sum 0 ("No"), some of those with a
 *                                         pile that differs from its twin only in bit 31 or 32
 *                                         (32-bit storage answers "No" there). Odd spacing in a
 *                                         third of the inputs; the final 0 sometimes left out.
 *                                         LEVEL 9, the largest: 4 scenarios of 250,000 piles
 *                                         (10^6 piles, 19 MB, as our largest case).
 *                                         With judge, only what UVa sends (validate --view):
 *                                         every pile in JUDGE_MIN_PILE..JUDGE_MAX_PILE
 *                                         (1..2*10^9), no 2^31 twin; N on a line, its piles on
 *                                         the next, the closing 0 always
 */
#include <stdio.h>
#include <string.h>
#include "rng.h"
#include "limits.h"

static int messy; /* separate tokens by random runs of spaces, tabs, CRLF and LF */
static uint64_t least, most = MAX_VALUE; /* user mode's piles: ours, or with judge, UVa's */
static int judge;                         /* user mode: UVa's view (the header) */

static void sep(void)
{
    static const char *const seps[] = {" ", "  ", "\t", "\n", "\r\n", "\n\n", " \t "};
    fputs(messy ? seps[rng_range(0, 6)] : " ", stdout);
}

static void all_multisets(int n, int maxp)
{
    int p[16], i;
    for (i = 0; i < n; i++) p[i] = 1;
    for (;;) {
        printf("%d\n", n);
        for (i = 0; i < n; i++) printf("%d%c", p[i], i + 1 < n ? ' ' : '\n');
        /* next non-decreasing sequence */
        for (i = n - 1; i >= 0 && p[i] == maxp; i--) continue;
        if (i < 0) break;
        p[i]++;
        for (i = i + 1; i < n; i++) p[i] = p[i - 1];
    }
    printf("0\n");
}

/* A pile for user mode: small, or at and around the bounds a narrower type breaks on. */
static uint64_t user_pile(int level)
{
    static const int bound[] = {31, 32, 63};
    uint64_t top = level == 1 ? 10 : level >= 8 ? most : (uint64_t)1 << (4 * level), v;
    if (level >= 2 && rng_range(0, 2) == 0) {
        int k = rng_range(0, 1) ? bound[rng_range(0, 2)] : (int)rng_range(1, 63);
        uint64_t base = (uint64_t)1 << k, d = rng_range(0, 3);
        v = rng_range(0, 1) ? base + d : base - d;
        v = v > most ? most - rng_range(0, 3) : v;
    } else {
        v = rng_range(0, top < most ? top : most);
    }
    return v < least ? least + rng_range(0, 3) : v;
}

static void user(int level)
{
    enum { LARGEST = 250000 };
    static const int most_piles[] = {3, 4, 6, 8, 16, 32, 64, 200, LARGEST};
    static uint64_t pile[LARGEST];
    uint64_t x;
    int s, i, n, scenarios = level == 9 ? 4 : 400;
    messy = rng_range(0, 2) == 0 && !judge;
    for (s = 0; s < scenarios; s++) {
        n = level == 9 ? LARGEST : rng_range(0, 7) == 0 ? 1 : (int)rng_range(1, (uint64_t)most_piles[level - 1]);
        for (x = 0, i = 0; i < n; i++) x ^= pile[i] = user_pile(level);
        if (n > 1 && rng_range(0, 4) < 3) { /* nim-sum 0 (3 in 5): the last pile cancels the others */
            pile[n - 1] ^= x;
            /* ...or nearly: a twin that differs in bit 31 or 32 only, seen equal by 32 bits */
            if (level >= 2 && rng_range(0, 5) == 0 && most > 0xffffffffu) pile[n - 1] ^= (uint64_t)1 << rng_range(31, 32);
            if (pile[n - 1] < least || pile[n - 1] > most) pile[n - 1] ^= x; /* past the judge's: not cancelled */
        }
        printf("%d", n);
        for (i = 0; i < n; i++) {
            if (judge) putchar(i ? ' ' : '\n');
            else sep();
            printf("%llu", (unsigned long long)pile[i]);
        }
        if (judge) putchar('\n');
        else sep();
    }
    if (rng_range(0, 3) || judge) printf("0\n");
}

int main(int argc, char **argv)
{
    const char *usage = "SEED stress | SEED all N MAXP | SEED random S N LO HI [cancel] | SEED user LEVEL [judge]";
    rng_seed_from_args(argc, argv, usage);
    if (argc == 3 && strcmp(argv[2], "stress") == 0) {
        int s, scenarios = (int)rng_range(1, 5);
        messy = 1;
        for (s = 0; s < scenarios; s++) {
            int i, n = (int)rng_range(1, 4);
            printf("%d", n);
            for (i = 0; i < n; i++) { sep(); printf("%d", (int)rng_range(0, 7)); }
            sep();
        }
        if (rng_range(0, 1)) printf("0\n");
    } else if (argc == 5 && strcmp(argv[2], "all") == 0) {
        int n = atoi(argv[3]), maxp = atoi(argv[4]);
        if (n < 1 || n > 16 || maxp < 1) { fprintf(stderr, "gen: N in 1..16, MAXP >= 1\n"); return 2; }
        all_multisets(n, maxp);
    } else if ((argc == 7 || argc == 8) && strcmp(argv[2], "random") == 0) {
        long s, scenarios = atol(argv[3]), n = atol(argv[4]), i;
        uint64_t lo = strtoull(argv[5], NULL, 10), hi = strtoull(argv[6], NULL, 10);
        int cancel = argc == 8 && strcmp(argv[7], "cancel") == 0;
        uint64_t *pile = malloc(sizeof *pile * (size_t)(n > 0 ? n : 1));
        if (!pile || (cancel && n % 2)) { fprintf(stderr, "gen: cancel needs an even N\n"); return 2; }
        for (s = 0; s < scenarios; s++) {
            for (i = 0; i < n; i++) pile[i] = cancel && i % 2 ? pile[i - 1] : rng_range(lo, hi);
            for (i = n - 1; i > 0; i--) { /* Fisher-Yates, so equal piles are not adjacent */
                long j = (long)rng_range(0, (uint64_t)i);
                uint64_t t = pile[i]; pile[i] = pile[j]; pile[j] = t;
            }
            printf("%ld\n", n);
            for (i = 0; i < n; i++) printf("%llu%c", (unsigned long long)pile[i], i + 1 < n ? ' ' : '\n');
        }
        printf("0\n");
        free(pile);
    } else if ((argc == 4 || (argc == 5 && strcmp(argv[4], "judge") == 0)) && strcmp(argv[2], "user") == 0 && atoi(argv[3]) >= 1) {
        if (argc == 5) least = JUDGE_MIN_PILE, most = JUDGE_MAX_PILE, judge = 1;
        user(atoi(argv[3]) > 9 ? 9 : atoi(argv[3]));
    } else {
        fprintf(stderr, "usage: gen %s\n", usage);
        return 2;
    }
    return 0;
}
