/* rng.h - the seeded generator of every problem's testdata/<p>/tools/gen.c, and of the play
 * referee's seeded moves (judge/play/referee.c) and playcheck's random move (judge/study/playcheck.c).
 * Solutions never include it: a submission file stays self-contained.
 *
 * splitmix64 (Steele, Lea, Flood 2014): a tiny PRNG whose whole state is one 64-bit word, so a
 * generator's output depends only on the seed it is given on its command line. Never rand()/time().
 */
#ifndef RNG_H
#define RNG_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t rng_state;

static void rng_seed(uint64_t seed) { rng_state = seed; }

static uint64_t rng_next(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Uniform in [lo, hi] (inclusive), by rejection so that no value is favoured. */
static uint64_t rng_range(uint64_t lo, uint64_t hi)
{
    uint64_t span = hi - lo + 1, limit, x;
    if (span == 0) return rng_next(); /* the full 64-bit range */
    limit = UINT64_MAX - UINT64_MAX % span;
    do x = rng_next(); while (x >= limit);
    return lo + x % span;
}

/* Seed from argv[1] (decimal); exits with a usage message if it is missing or not a number. */
static uint64_t rng_seed_from_args(int argc, char **argv, const char *usage)
{
    char *end;
    unsigned long long s;
    if (argc < 2 || (s = strtoull(argv[1], &end, 10), *end != '\0')) {
        fprintf(stderr, "usage: %s %s\n", argv[0], usage);
        exit(2);
    }
    rng_seed((uint64_t)s);
    return (uint64_t)s;
}
#endif
