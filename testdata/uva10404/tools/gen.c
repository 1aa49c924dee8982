/* gen for uva10404 (seeded by argv only, via rng.h's splitmix64).
 *   gen SEED stress                          1-6 small games: n <= 600, moves around 1..12, around
 *                                            the 64-bit word boundary (60..140), above n, up to
 *                                            2^31-1, duplicates; random blank lines, tabs, CRLF
 *   gen SEED pool GAMES POOL KIND NMIN NMAX  GAMES games, each using one of POOL move sets made
 *                                            first (so a smaller GAMES gives a prefix of the same
 *                                            file); KIND small: moves <= 20; large: moves <= 10^5;
 *                                            mixed: sets cycle small, large, both kinds in one set.
 *                                            Moves are written shuffled, sometimes with duplicates.
 *   gen SEED fresh GAMES MAXMOVE NMIN NMAX   every game its own 10 random moves in 1..MAXMOVE
 *   gen SEED user LEVEL [judge]              for a stress driver (check with `oracle`): 500 games;
 *                                            LEVEL 1: n <= 20, m <= 3, moves <= 6; n, m and the
 *                                            moves grow up to n = 10^6 at LEVEL 8. In every level:
 *                                            n = 0..3, n below every move, sets without 1, short
 *                                            sets {a, b} (where "n mod (max+1)" or "n mod (a+b)"
 *                                            guesses fail), duplicate moves, moves above n and up
 *                                            to 2^31-1. From LEVEL 5 the games with n > 2000 share
 *                                            4 move sets (the oracle pays n * m per distinct set).
 *                                            A third of the inputs are spaced oddly (blank lines,
 *                                            CRLF, tabs, games split over lines). LEVEL 9, the
 *                                            largest: 20,000 games with n in 0.9 MAX_N..MAX_N
 *                                            sharing 16 sets of up to MAX_M moves (as our max-*-pool
 *                                            cases): a table per game is
 *                                            TLE. With judge, only what the judge sends
 *                                            (validate --view): n >= JUDGE_MIN_N, n <= JUDGE_MAX_N,
 *                                            the move 1 in every set (JUDGE_MOVE_ONE), at most
 *                                            JUDGE_MAX_GAMES games, one a line.
 *   gen SEED sets GAMES POOL ORDER NMIN NMAX POOL sets, each the move 1 and nine distinct random
 *                                            moves in 2..10^5 (the costliest sets to tabulate);
 *                                            ORDER cycle: game i uses set i mod POOL (round-robin);
 *                                            shuffle: the same list of sets, shuffled (with
 *                                            GAMES = 5 POOL every set is used exactly 5 times)
 *   gen SEED sets GAMES POOL ORDER NMIN NMAX bad   the same, then a game whose move is "x" (bad input)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rng.h"
#include "limits.h"

enum { SMALL_MOVE = 20, LARGE_MOVE = 100000 };

struct move_set { int count; long moves[MAX_M]; };

static int has(const struct move_set *set, long move)
{
    int i;
    for (i = 0; i < set->count; i++)
        if (set->moves[i] == move) return 1;
    return 0;
}

/* count distinct moves, each in 1..top_of(i) */
static void random_set(struct move_set *set, int count, long small_top, long large_top)
{
    set->count = 0;
    while (set->count < count) {
        long top = set->count % 2 ? large_top : small_top;
        long move = (long)rng_range(1, (uint64_t)top);
        if (!has(set, move)) set->moves[set->count++] = move;
    }
}

/* Writes the game with the moves shuffled and, sometimes, repeated (m stays <= MAX_M). */
static void write_game(long n, const struct move_set *set)
{
    long moves[MAX_M];
    int m = set->count, i, j;
    memcpy(moves, set->moves, sizeof moves[0] * (size_t)m);
    while (m < MAX_M && rng_range(0, 3) == 0) moves[m++] = set->moves[rng_range(0, (uint64_t)set->count - 1)];
    for (i = m - 1; i > 0; i--) {
        long t;
        j = (int)rng_range(0, (uint64_t)i);
        t = moves[i]; moves[i] = moves[j]; moves[j] = t;
    }
    printf("%ld %d", n, m);
    for (i = 0; i < m; i++) printf(" %ld", moves[i]);
    printf("\n");
}

static const char *separator(void)
{
    static const char *const seps[] = { " ", " ", " ", "  ", "\t", "\n", "\r\n", "\n\n", " \r\n\t" };
    return seps[rng_range(0, sizeof seps / sizeof seps[0] - 1)];
}

static void stress(void)
{
    int games = (int)rng_range(1, 6), g, i, m;
    for (g = 0; g < games; g++) {
        long n = rng_range(0, 4) == 0 ? (long)rng_range(0, 3) : (long)rng_range(0, 600);
        m = (int)rng_range(1, MAX_M);
        printf("%s%ld%s%d", g ? separator() : "", n, separator(), m);
        for (i = 0; i < m; i++) {
            long move;
            switch (rng_range(0, 5)) {
            case 0: case 1: move = (long)rng_range(1, 12); break;
            case 2: move = (long)rng_range(60, 140); break;
            case 3: move = (long)rng_range(1, (uint64_t)n + 5); break;
            case 4: move = (long)rng_range(2, 5) * (long)rng_range(1, 40); break;
            default: move = rng_range(0, 3) ? (long)rng_range(1, 300) : (long)rng_range(MAX_N + 1, MAX_MOVE); break;
            }
            printf("%s%ld", separator(), move);
        }
    }
    printf(rng_range(0, 3) ? "\n" : "");
}

/* One move for user mode: mostly small, sometimes just above n or (past level 1) huge;
 * duplicates come from the caller. */
static long user_move(long n, long small)
{
    switch (rng_range(0, 7)) {
    case 0: return (long)rng_range((uint64_t)n + 1, (uint64_t)n + 3);       /* just above n */
    case 1: return small < 10 ? (long)rng_range(1, 30) : rng_range(0, 1) ? (long)MAX_MOVE
                                                         : (long)rng_range(MAX_N + 1, MAX_MOVE);
    case 2: case 3: return (long)rng_range(1, small < 12 ? (uint64_t)small : 12); /* short ones */
    default: return (long)rng_range(1, (uint64_t)small);
    }
}

/* Kinds: 0 a short set {a, b}, 1 no move fits n, 2 and 3 the statement's 1 among the moves,
 * 4 no 1 at all; repeats of earlier moves in every kind. */
static void user_set(struct move_set *set, long n, int most, long small)
{
    int kind = (int)rng_range(0, 4), i;
    set->count = kind == 0 ? (int)rng_range(1, 2) : (int)rng_range(1, (uint64_t)most);
    for (i = 0; i < set->count; i++) {
        long move = kind == 0 ? (long)rng_range(1, (uint64_t)small)
                  : kind == 1 ? (long)rng_range((uint64_t)n + 1, (uint64_t)n + small)
                  : (kind == 2 || kind == 3) && i == 0 ? 1 : user_move(n, small);
        if (kind == 4 && move == 1) move = 2;
        set->moves[i] = i > 0 && rng_range(0, 5) == 0 ? set->moves[rng_range(0, (uint64_t)i - 1)] : move;
    }
}

static int judge; /* user mode: only inputs the judge sends (the header) */

/* With judge: n and the set moved inside UVa's limits (the move 1 in place of a random one). */
static void judge_game(long *n, struct move_set *set)
{
    if (!judge) return;
    if (*n < JUDGE_MIN_N) *n = JUDGE_MIN_N;
    if (*n > JUDGE_MAX_N) *n = JUDGE_MAX_N;
    if (JUDGE_MOVE_ONE && !has(set, 1)) set->moves[rng_range(0, (uint64_t)set->count - 1)] = 1;
}

static void user(int level)
{
    static const long most_n[] = {20, 60, 200, 1000, 10000, 100000, 500000, MAX_N, MAX_N};
    static const long small_move[] = {6, 10, 20, 70, 140, 1000, 100000, MAX_N, MAX_N};
    static const int most_m[] = {3, 4, 6, MAX_M, MAX_M, MAX_M, MAX_M, MAX_M, MAX_M};
    enum { POOL = 16 };
    struct move_set pool[POOL], set;
    long top = most_n[level - 1], small = small_move[level - 1], n;
    int g, i, messy = rng_range(0, 2) == 0 && !judge, shared, pool_size = level == 9 ? POOL : 4;
    int games = judge ? JUDGE_MAX_GAMES : level == 9 ? 20000 : 500;
    for (i = 0; i < pool_size; i++) user_set(&pool[i], top, most_m[level - 1], small);
    for (g = 0; g < games; g++) {
        shared = level == 9 || (top > 2000 && rng_range(0, 3) == 0);
        n = level == 9 ? (long)rng_range((uint64_t)top / 10 * 9, (uint64_t)top)
          : rng_range(0, 7) == 0 ? (long)rng_range(0, 3) : (long)rng_range(0, (uint64_t)(top > 2000 && !shared ? 2000 : top));
        if (shared) set = pool[rng_range(0, (uint64_t)pool_size - 1)];
        else user_set(&set, n, most_m[level - 1], small);
        judge_game(&n, &set);
        printf("%s%ld%s%d", g == 0 ? "" : messy ? separator() : "\n", n, messy ? separator() : " ", set.count);
        for (i = 0; i < set.count; i++) printf("%s%ld", messy ? separator() : " ", set.moves[i]);
    }
    printf(rng_range(0, 3) || judge ? "\n" : "");
}

int main(int argc, char **argv)
{
    const char *usage = "SEED stress | SEED pool GAMES POOL small|large|mixed NMIN NMAX | SEED fresh GAMES MAXMOVE NMIN NMAX"
                        " | SEED sets GAMES POOL cycle|shuffle NMIN NMAX [bad] | SEED user LEVEL [judge]";
    rng_seed_from_args(argc, argv, usage);
    if (argc == 3 && strcmp(argv[2], "stress") == 0) {
        stress();
    } else if (argc == 8 && strcmp(argv[2], "pool") == 0) {
        long games = atol(argv[3]), pool = atol(argv[4]), nmin = atol(argv[6]), nmax = atol(argv[7]), i;
        const char *kind = argv[5];
        struct move_set *sets = malloc(sizeof *sets * (size_t)pool);
        if (!sets || pool < 1) return 2;
        for (i = 0; i < pool; i++) {
            int type = strcmp(kind, "small") == 0 ? 0 : strcmp(kind, "large") == 0 ? 1 : (int)(i % 3);
            int count = (int)rng_range(type == 2 ? 2 : 1, MAX_M);
            random_set(&sets[i], count, type == 1 ? LARGE_MOVE : SMALL_MOVE, type == 0 ? SMALL_MOVE : LARGE_MOVE);
        }
        for (i = 0; i < games; i++) {
            long n = (long)rng_range((uint64_t)nmin, (uint64_t)nmax);
            write_game(n, &sets[rng_range(0, (uint64_t)pool - 1)]);
        }
        free(sets);
    } else if (argc == 7 && strcmp(argv[2], "fresh") == 0) {
        long games = atol(argv[3]), top = atol(argv[4]), nmin = atol(argv[5]), nmax = atol(argv[6]), i;
        struct move_set set;
        for (i = 0; i < games; i++) {
            long n = (long)rng_range((uint64_t)nmin, (uint64_t)nmax);
            random_set(&set, MAX_M, top, top);
            write_game(n, &set);
        }
    } else if ((argc == 4 || (argc == 5 && strcmp(argv[4], "judge") == 0)) && strcmp(argv[2], "user") == 0 && atoi(argv[3]) >= 1) {
        judge = argc == 5;
        user(atoi(argv[3]) > 9 ? 9 : atoi(argv[3]));
    } else if ((argc == 8 || (argc == 9 && strcmp(argv[8], "bad") == 0)) && strcmp(argv[2], "sets") == 0
               && (strcmp(argv[5], "cycle") == 0 || strcmp(argv[5], "shuffle") == 0)) {
        long games = atol(argv[3]), pool = atol(argv[4]), nmin = atol(argv[6]), nmax = atol(argv[7]), i;
        struct move_set *sets = malloc(sizeof *sets * (size_t)(pool > 0 ? pool : 1));
        long *which = malloc(sizeof *which * (size_t)(games > 0 ? games : 1));
        if (!sets || !which || pool < 1 || games < 0) return 2;
        for (i = 0; i < pool; i++) {
            sets[i].count = 1;
            sets[i].moves[0] = 1;
            while (sets[i].count < MAX_M) {
                long move = (long)rng_range(2, LARGE_MOVE);
                if (!has(&sets[i], move)) sets[i].moves[sets[i].count++] = move;
            }
        }
        for (i = 0; i < games; i++) which[i] = i % pool;
        if (strcmp(argv[5], "shuffle") == 0)
            for (i = games - 1; i > 0; i--) {
                long j = (long)rng_range(0, (uint64_t)i), t = which[i];
                which[i] = which[j]; which[j] = t;
            }
        for (i = 0; i < games; i++) write_game((long)rng_range((uint64_t)nmin, (uint64_t)nmax), &sets[which[i]]);
        if (argc == 9) printf("5 2 1 x\n");
        free(sets);
        free(which);
    } else {
        fprintf(stderr, "usage: %s %s\n", argv[0], usage);
        return 2;
    }
    return 0;
}
