/* gen for marienbad: every output is a function of the arguments only (splitmix64 from rng.h).
 *   gen SEED all N     every position <i, j> with 0 <= j <= i <= N, one per line (SEED unused)
 *   gen SEED fib       each Fibonacci number F <= 10^18 and F - 1, F + 1, each with the caps
 *                      j = 0, 1, 2, i/3, i/2, i - 1, i and i + 1 (j > i, read as i); SEED unused
 *   gen SEED tails     every i <= 10^18 whose Zeckendorf representation is F_m followed by a
 *                      run of every other index from m + 2 or from m + 3 up to some t (the tails
 *                      that bring |e| closest to the solution's boundaries), with j = F_m and
 *                      j = F_m - 1 (answer F_m, then 0), and i - 1, i + 1 with j = i; SEED unused
 *   gen SEED max N     N random pairs: i has a random bit length (1..60, capped at 10^18) so every
 *                      size occurs; j is i, i - 1, above i, or has a random bit length up to i's
 *                      (the smallest Zeckendorf term is usually small, so both answers occur)
 *   gen SEED stress    1..30 pairs with i <= 300 (within oracle.c's table), some j > i, mixed
 *                      separators (spaces, tabs, newlines, CRLF), sometimes no final newline
 *   gen SEED user LEVEL for a stress driver (check with `oracle big`; plain `oracle` only takes
 *                      i <= 4000, i.e. LEVEL <= 3): 1000 pairs with i <= 10, 100, 4000, 10^6,
 *                      10^9, 10^12, 10^15, 10^18 at LEVEL 1..8. i is 0..3, a Fibonacci number
 *                      +-2, F_m plus a run of every other index (the tails above), 2^k +-2 (2^31,
 *                      2^32, ...), the level's top +-2, or of a random bit length. j is 0, i,
 *                      above i (read as i), i - 1 (a game's start), q - 1, q or q + 1 for the
 *                      smallest Zeckendorf term q of i, or random. A third of the inputs are
 *                      spaced oddly (tabs, CRLF, blank lines, pairs split over lines, leading
 *                      zeros), sometimes without a final newline. LEVEL 9, the largest:
 *                      10^6 such pairs with i <= 10^18, as our largest case
 */
#include <string.h>
#include "rng.h"
#include "limits.h"

static void pair(uint64_t i, uint64_t j)
{
    printf("%llu %llu\n", (unsigned long long)i, (unsigned long long)j);
}

static void fib_neighbours(void)
{
    uint64_t a = 1, b = 2, t;
    int d;
    for (; a <= MAX_MATCHES; t = a + b, a = b, b = t) {
        for (d = -1; d <= 1; d++) {
            uint64_t i = a + (uint64_t)d; /* small ones repeat (1 + 1 = 2 - 0): harmless */
            if (i > MAX_MATCHES) continue;
            pair(i, 0);
            pair(i, 1);
            pair(i, 2);
            pair(i, i / 3);
            pair(i, i / 2);
            pair(i, i > 0 ? i - 1 : 0);
            pair(i, i);
            if (i < MAX_MATCHES) pair(i, i + 1);
        }
    }
}

/* The pairs around i, whose smallest Zeckendorf term is q. */
static void tail_pairs(uint64_t i, uint64_t q)
{
    pair(i, q);
    pair(i, q - 1);
    pair(i - 1, i - 1);
    if (i < MAX_MATCHES) pair(i + 1, i + 1);
}

static void extreme_tails(void)
{
    uint64_t fib[90], i; /* fib[k] = F_k, F_1 = F_2 = 1 */
    int m, skip, k;
    fib[1] = fib[2] = 1;
    for (k = 3; k < 90; k++) fib[k] = fib[k - 1] + fib[k - 2];
    for (m = 2; fib[m] <= MAX_MATCHES; m++) {
        tail_pairs(fib[m], fib[m]);
        for (skip = 2; skip <= 3; skip++)
            for (i = fib[m], k = m + skip; k < 90 && i + fib[k] <= MAX_MATCHES; k += 2) {
                i += fib[k];
                tail_pairs(i, fib[m]);
            }
    }
}

/* Uniform in [0, 2^bits - 1], capped at MAX_MATCHES. */
static uint64_t random_bits(int bits)
{
    uint64_t x = rng_range(0, bits >= 64 ? UINT64_MAX : ((uint64_t)1 << bits) - 1);
    return x > MAX_MATCHES ? MAX_MATCHES : x;
}

static void random_pair(void)
{
    int bits = (int)rng_range(1, 60);
    uint64_t i = random_bits(bits), j;
    switch (rng_range(0, 9)) {
    case 0: j = i; break;
    case 1: j = i > 0 ? i - 1 : 0; break; /* the start of a game of i matches */
    case 2: j = i + rng_range(1, 1000); if (j > MAX_MATCHES) j = MAX_MATCHES; break;
    default: j = random_bits((int)rng_range(0, (uint64_t)bits)); if (j > i) j = i; break;
    }
    pair(i, j);
}

static void stress(void)
{
    static const char *const separators[] = {" ", "  ", "\t", "\n", "\r\n", " \n\n"};
    int pairs = (int)rng_range(1, 30), n;
    for (n = 0; n < pairs; n++) {
        uint64_t i = rng_range(0, 300), j = rng_range(0, i + 3);
        printf("%llu%s%llu", (unsigned long long)i, separators[rng_range(0, 2)], (unsigned long long)j);
        if (n < pairs - 1 || rng_range(0, 3) != 0) fputs(separators[rng_range(3, 5)], stdout);
    }
}

/* The smallest term of i's Zeckendorf representation (greedy, largest Fibonacci first). */
static uint64_t smallest_term(uint64_t i)
{
    uint64_t fib[90], q = 0;
    int k;
    fib[0] = 1, fib[1] = 2;
    for (k = 2; k < 90; k++) fib[k] = fib[k - 1] + fib[k - 2];
    for (k = 89; k >= 0; k--)
        if (fib[k] <= i) i -= fib[k], q = fib[k];
    return q;
}

static uint64_t user_i(uint64_t top)
{
    uint64_t fib[90], i, d = rng_range(0, 4);
    int count = 2, m, k, bits = 1;
    fib[0] = fib[1] = 1;
    while (fib[count - 1] <= top) fib[count] = fib[count - 1] + fib[count - 2], count++;
    m = (int)rng_range(1, (uint64_t)count - 2);                        /* fib[m] <= top */
    while (bits < 62 && (uint64_t)1 << (bits + 1) <= top) bits++;     /* 2^bits <= top */
    switch (rng_range(0, 7)) {
    case 0: return rng_range(0, 3);
    case 1: case 2: i = fib[m]; break;                                 /* F - 2 .. F + 2 */
    case 3: /* F_m, then every other index from m + 2 or m + 3 for a while */
        for (i = fib[m], k = m + (int)rng_range(2, 3); k < count && fib[k] <= top - i && rng_range(0, 5); k += 2)
            i += fib[k];
        return i;
    case 4: i = (uint64_t)1 << rng_range(1, (uint64_t)bits); break;    /* 2^31, 2^32, ... */
    case 5: i = top; break;
    default: return random_bits((int)rng_range(1, (uint64_t)bits + 1)) % (top + 1);
    }
    i = i + d < 2 ? 0 : i + d - 2;                                     /* -2 .. +2 */
    return i > top ? top - rng_range(0, 2) : i;
}

static void user(int level)
{
    static const char *const between[] = {" ", "\t", "\n", "  ", " \r\n"};
    static const char *const after[] = {"\n", "\r\n", "\n\n", " ", "\t\n"};
    uint64_t top = 10, i, j, q;
    int n, pairs = level == 9 ? 1000000 : 1000, messy = rng_range(0, 2) == 0, final_newline = rng_range(0, 3) != 0;
    while (--level > 0 && top < MAX_MATCHES) top = top == 10 ? 100 : top == 100 ? 4000 : top == 4000 ? 1000000 : top * 1000;
    for (n = 0; n < pairs; n++) {
        i = user_i(top), q = smallest_term(i);
        switch (rng_range(0, 8)) {
        case 0: j = 0; break;
        case 1: j = i; break;
        case 2: j = i + rng_range(1, top < 1000 ? top : 1000); if (j > MAX_MATCHES) j = MAX_MATCHES; break;
        case 3: j = i > 0 ? i - 1 : 0; break;
        case 4: case 5: j = q == 0 ? 0 : q - 1 + rng_range(0, 2); break;      /* q - 1, q, q + 1 */
        default: j = rng_range(0, i);
        }
        printf(messy && rng_range(0, 30) == 0 ? "00%llu%s%llu" : "%llu%s%llu", (unsigned long long)i,
               messy ? between[rng_range(0, 4)] : " ", (unsigned long long)j);
        if (n < pairs - 1 || final_newline) fputs(messy ? after[rng_range(0, 4)] : "\n", stdout);
    }
}

int main(int argc, char **argv)
{
    const char *usage = "SEED (all N | fib | tails | max N | stress | user LEVEL)";
    const char *mode = argc > 2 ? argv[2] : "";
    long n = argc > 3 ? atol(argv[3]) : 0, i, j;
    rng_seed_from_args(argc, argv, usage);
    if (!strcmp(mode, "all") && n > 0) {
        for (i = 0; i <= n; i++)
            for (j = 0; j <= i; j++) printf("%ld %ld\n", i, j);
    } else if (!strcmp(mode, "fib")) {
        fib_neighbours();
    } else if (!strcmp(mode, "tails")) {
        extreme_tails();
    } else if (!strcmp(mode, "max") && n > 0) {
        for (i = 0; i < n; i++) random_pair();
    } else if (!strcmp(mode, "stress")) {
        stress();
    } else if (!strcmp(mode, "user") && n > 0) {
        user(n > 9 ? 9 : (int)n);
    } else {
        fprintf(stderr, "usage: %s %s\n", argv[0], usage);
        return 2;
    }
    return 0;
}
