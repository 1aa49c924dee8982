/* UVa 10404 - Bachet's Game
 * https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=1345
 *
 * Input: games until EOF, each `n m s1 .. sm` as whitespace-separated tokens (blank lines, CRLF ok).
 * Output: per game `Stan wins` if the first player (Stan) wins with perfect play, else `Ollie wins`.
 *
 * Idea. win(p) = "the player to move with p stones left wins". Reading every position below 0 as a
 * win (a move past the pile is never a way out), win(p) = NOT AND over s in S of win(p - s). Games
 * with the same set of moves share one outcome table. With k = max(S) <= 64 the last k outcomes
 * are one machine word, and Brent's cycle detection on these exact states finds where the outcomes
 * repeat: win(n) = win(mu + (n - mu) mod lambda) for n >= mu (find_period). With k > 64 the table
 * is built a 64-position word at a time, only as far as the largest n asked (build_words).
 *
 * Proof sketch. Base: with no legal move the mover has lost; every move reads a position below 0,
 * a 1, so the AND is 1 and win = 0. Step: a position is won iff some legal move reaches a lost
 * one; illegal moves read 1 and cannot change the AND. Period: win(p) = f(x_p) for one fixed f,
 * where x_p = win(p-k .. p-1), so x_{p+1} = g(x_p) from x_0 = all ones; if x_mu = x_{mu+lambda},
 * induction gives x_p = x_{p+lambda} for every p >= mu. Brent compares states exactly, so the
 * period it returns is a real one. Moves > MAX_N are dropped: no pile can use them.
 *
 * Engineering beyond the algorithm: games are read in batches, grouped by set, and a cache of
 * tables carries sets from batch to batch, so that no order of the input makes a table start
 * twice within a batch (read_batch, answer_batch, new_slot); with 1 the only move <= 64, a word
 * costs one addition (word_after_move_1). They decide which table answers a game and when it is
 * built, never its contents.
 *
 * Time: per game O(m^2) to canonicalize, O(1) expected to find its set. Per distinct set and
 * batch at most one table start: k <= 64, O(min(mu + lambda, MAX_N)) steps (mu + lambda <= 2^k;
 * for moves <= 20, at most 379: `build/testdata/uva10404/tools/periods 20 10`); k > 64, O(n m / 64)
 * word steps, plus n steps when a move in 2..64 is present. Memory: static arrays, the cache's
 * tables and one batch (the enum below), within the limit; only touched pages count.
 *
 * Status: AC on every case of testdata/uva10404 (make judge), expected outputs from the plain table
 * (testdata/uva10404/tools/oracle.c); equal to it on seeded random inputs (make stress) and clean
 * under make judge-asan; table starts counted in a -DCOUNT_BUILDS build (tools/test-builds.sh).
 * Warning-free under gcc and clang -std=c99 -pedantic and UVa's gcc -ansi
 * (judge/measure/profiles.sh).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    MAX_N = 1000000,                /* judge: n <= 1,000,000 (ours adds n = 0) */
    MAX_M = 10,                     /* judge: 1 <= m <= 10 */
    MAX_MOVE = 2147483647,          /* ours: s_i up to 2^31 - 1 */
    WORD_BITS = 64,
    TABLE_WORDS = MAX_N / WORD_BITS + 1,   /* one bit per position 0 .. MAX_N */
    CACHE_SETS = 512,               /* 512 tables of 125 KB = 64 MiB of the 256 MiB limit */
    CACHE_INDEX = 1024,             /* open addressing, power of 2, >= 2 * CACHE_SETS */
    BATCH_GAMES = 1 << 16,          /* games read, grouped by set and answered together: one
                                       table start per distinct set of a batch, however the
                                       games are ordered */
    BATCH_INDEX = 1 << 17,          /* open addressing, power of 2, >= 2 * BATCH_GAMES ... */
    BATCH_INDEX_START = 1 << 10,    /* ... of which the first 1024 slots are used at first, and
                                       twice as many whenever it gets half full (a batch with few
                                       sets touches few pages) */
    READ_CHUNK = 1 << 16
};

typedef unsigned long long word_t;

/* A cached table: one slot of `tables`. */
struct move_set {
    long moves[MAX_M];   /* the key: distinct moves <= MAX_N, increasing */
    int move_count;
    int first_large;     /* moves[first_large ..] exceed WORD_BITS: read from the table by word */
    word_t small_mask;   /* bit s-1 for each move s <= WORD_BITS */
    long period_start;   /* period_length > 0: win(p) = win(p + period_length), p >= period_start */
    long period_length;
    long words_built;    /* table words 0 .. words_built-1 hold outcomes */
    word_t window;       /* k > 64: bit t = outcome of position 64 * words_built - 1 - t (only
                            bit 0 is kept when the move 1 is the only move <= 64) */
    unsigned long hash;
};

/* A distinct set of the current batch and the games that use it. */
struct batch_set {
    long moves[MAX_M];
    int move_count;
    unsigned long hash;
    long max_n;          /* the largest n asked of this set in the batch */
    long first_game;     /* its games: first_game, then next_game[] of each, until -1 */
    long last_game;
    int slot;            /* its cache slot, -1 while it has none */
    long index_slot;     /* where batch_index points to it */
};

static struct move_set sets[CACHE_SETS];
static word_t tables[CACHE_SETS][TABLE_WORDS];
static int cache_index[CACHE_INDEX];   /* cache slot + 1, 0 = empty */
static int sets_used, next_victim;

static struct batch_set batch_sets[BATCH_GAMES];
static long batch_index[BATCH_INDEX];  /* batch set number + 1, 0 = empty */
static long batch_index_mask = BATCH_INDEX_START - 1;   /* slots in use: 0 .. batch_index_mask */
static long batch_set_count, batch_games, batch_number;
static long game_n[BATCH_GAMES];
static long next_game[BATCH_GAMES];    /* the next game with the same set, -1 after the last */
static char game_stan[BATCH_GAMES];    /* 1 = Stan wins */

static char in_buf[READ_CHUNK];
static size_t in_len, in_pos;
static long line_no = 1, token_line = 1;
static long bad_line;                  /* bad input: where, and the two halves of the message */
static const char *bad_what, *bad_problem;

/* Records what is wrong with the input; returns -1 for the caller to pass up. */
static int bad_input(long line, const char *what, const char *problem)
{
    bad_line = line;
    bad_what = what;
    bad_problem = problem;
    return -1;
}

static int next_char(void)
{
    if (in_pos == in_len) {
        in_len = fread(in_buf, 1, sizeof in_buf, stdin);
        in_pos = 0;
        if (in_len == 0) return EOF;
    }
    return (unsigned char)in_buf[in_pos++];
}

static int is_space(int c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f';
}

/* Next token as a decimal number in [min, max]: 1, or 0 if the input ends before it starts, or
 * -1 (bad_input) if it is not such a number. */
static int read_number(long min, long max, const char *what, long *value)
{
    int c = next_char(), too_big = 0;
    long v = 0;
    while (is_space(c)) {
        if (c == '\n') line_no++;
        c = next_char();
    }
    if (c == EOF) return 0;
    token_line = line_no;
    if (c < '0' || c > '9') return bad_input(token_line, what, "is not a decimal number");
    for (; c >= '0' && c <= '9'; c = next_char())
        if (too_big || v > (max - (c - '0')) / 10) too_big = 1;
        else v = v * 10 + (c - '0');
    if (c != EOF && !is_space(c)) return bad_input(token_line, what, "is not a decimal number");
    if (c == '\n') line_no++;
    if (too_big || v < min) return bad_input(token_line, what, "is out of range");
    *value = v;
    return 1;
}

/* Outcomes of positions start .. start+63 as bits 0..63; positions below 0 read as wins.
 * Needs start + 63 < 64 * words_built. */
static word_t outcomes_from(const word_t *table, long start)
{
    long word;
    int shift;
    if (start <= -WORD_BITS) return ~(word_t)0;
    if (start < 0) return (table[0] << -start) | (((word_t)1 << -start) - 1);
    word = start / WORD_BITS;
    shift = (int)(start % WORD_BITS);
    if (shift == 0) return table[word];
    return (table[word] >> shift) | (table[word + 1] << (WORD_BITS - shift));
}

/* The mover wins unless every small move (window bits) and every large move leads to a win. */
static word_t next_outcome(word_t window, word_t small_mask, word_t large_all_win)
{
    return !((window & small_mask) == small_mask && large_all_win);
}

/* The move 1 is the only move <= 64 (small_mask == 1), large_all_win = L: win(p) = NOT (win(p-1)
 * AND L(p)). A position with L = 0 is won (call it a reset); after a reset the outcomes alternate
 * lost, won, lost, ... for as long as L = 1. So win(p) = 1 iff p has the parity of the last reset
 * r <= p. The mask of bits whose last reset is odd is filled with one addition per word: adding
 * bit r+1 for each odd reset r to L carries through the run of L's ones above r and stops at the
 * next reset (a zero of L), so L & ~(L + (odd_resets << 1)) is exactly those runs. Word positions
 * start at multiples of 64 (even); the outcome just before the word acts as a reset at bit -1 (odd)
 * when it is a win, and as one at bit -2 (even) when it is a loss: it decides the run at bit 0. */
static word_t word_after_move_1(word_t large_all_win, word_t last_win)
{
    const word_t odd_bits = ~(word_t)0 / 3 * 2;   /* 0xAAAA...: bit b for every odd b */
    word_t odd_resets = ~large_all_win & odd_bits;
    word_t last_reset_odd = odd_resets | (large_all_win & ~(large_all_win + (odd_resets << 1)));
    if (last_win) last_reset_odd |= large_all_win & ~(large_all_win + 1);   /* the run at bit 0 */
    return ~(last_reset_odd ^ odd_bits);
}

/* k > 64: extend the table word by word, only as far as the largest n asked. A move s > 64 reads
 * 64 earlier outcomes with two word loads (outcomes_from), so large moves cost O(1) word operations
 * per 64 positions; moves <= 64 go bit by bit through a one-word register of the last 64 outcomes.
 * Periods are not searched here: one is only confirmed after mu + lambda + k positions, and with
 * 2^k possible states nothing bounds mu + lambda below MAX_N, while the table costs n m / 64. */
static void build_words(struct move_set *set, word_t *table, long words_wanted)
{
    int i, bit;
    for (; set->words_built < words_wanted; set->words_built++) {
        long first = set->words_built * WORD_BITS;
        word_t large_all_win = ~(word_t)0, word = 0;
        for (i = set->first_large; i < set->move_count; i++)
            large_all_win &= outcomes_from(table, first - set->moves[i]);
        if (set->small_mask == 0) {
            word = ~large_all_win;
        } else if (set->small_mask == 1) {   /* only bit 0 of the window is ever read */
            word = word_after_move_1(large_all_win, set->window & 1);
            set->window = word >> (WORD_BITS - 1);
        } else {
            for (bit = 0; bit < WORD_BITS; bit++) {
                word_t win = next_outcome(set->window, set->small_mask, (large_all_win >> bit) & 1);
                set->window = (set->window << 1) | win;
                word |= win << bit;
            }
        }
        table[set->words_built] = word;
    }
}

static void record(word_t *table, long position, word_t win)
{
    if (position % WORD_BITS == 0) table[position / WORD_BITS] = 0;
    table[position / WORD_BITS] |= win << (position % WORD_BITS);
}

/* k <= 64: state = last k outcomes; Brent's cycle detection on exact states (no hashing) finds the
 * first repeated state mu and the cycle length lambda in O(mu + lambda) steps, recording outcomes
 * 0 .. mu+lambda-1 on the way. Over all sets of 1..10 distinct moves <= 20, its first phase records
 * at most 825 positions (`build/testdata/uva10404/tools/periods 20 10`; tools/test-builds.sh). */
static void find_period(struct move_set *set, word_t *table)
{
    int k = set->move_count ? (int)set->moves[set->move_count - 1] : 0;
    word_t keep = k == WORD_BITS ? ~(word_t)0 : ((word_t)1 << k) - 1;
    word_t start = keep, tortoise = start, hare, win;   /* before position 0 all read as wins */
    long power = 1, lambda = 1, mu, hare_position, i;

    win = next_outcome(start, set->small_mask, 1);
    record(table, 0, win);
    hare = ((start << 1) | win) & keep;
    for (hare_position = 1; tortoise != hare; hare_position++, lambda++) {
        if (hare_position > MAX_N) {   /* every answer is recorded: no period needed */
            set->words_built = TABLE_WORDS;
            return;
        }
        if (power == lambda) {
            tortoise = hare;
            power *= 2;
            lambda = 0;
        }
        win = next_outcome(hare, set->small_mask, 1);
        record(table, hare_position, win);
        hare = ((hare << 1) | win) & keep;
    }
    tortoise = hare = start;
    for (i = 0; i < lambda; i++) hare = ((hare << 1) | next_outcome(hare, set->small_mask, 1)) & keep;
    for (mu = 0; tortoise != hare; mu++) {
        tortoise = ((tortoise << 1) | next_outcome(tortoise, set->small_mask, 1)) & keep;
        hare = ((hare << 1) | next_outcome(hare, set->small_mask, 1)) & keep;
    }
    set->period_start = mu;
    set->period_length = lambda;
    set->words_built = (hare_position + WORD_BITS - 1) / WORD_BITS;
}

static unsigned long hash_of(const long *moves, int move_count)
{
    unsigned long hash = (unsigned long)move_count;
    int i;
    for (i = 0; i < move_count; i++) hash = hash * 1000003UL + (unsigned long)moves[i];
    return hash;
}

static int same_moves(const long *a, int a_count, const long *b, int b_count)
{
    return a_count == b_count && memcmp(a, b, sizeof a[0] * (size_t)a_count) == 0;
}

/* Cache slot holding this set, or -1. */
static int cached_slot(const struct batch_set *key)
{
    int slot, number;
    for (slot = (int)(key->hash & (CACHE_INDEX - 1)); cache_index[slot];
         slot = (slot + 1) & (CACHE_INDEX - 1)) {
        number = cache_index[slot] - 1;
        if (same_moves(sets[number].moves, sets[number].move_count, key->moves, key->move_count))
            return number;
    }
    return -1;
}

static void index_cache_slot(int number)
{
    int slot = (int)(sets[number].hash & (CACHE_INDEX - 1));
    while (cache_index[slot]) slot = (slot + 1) & (CACHE_INDEX - 1);
    cache_index[slot] = number + 1;
}

/* Puts the set in a cache slot (a free one, else the oldest: first in, first out) and starts its
 * table. Its games are answered before the next set is placed, so the evicted table is never
 * needed again in this batch. */
static int new_slot(const struct batch_set *key)
{
    int number, i;
    struct move_set *set;
    if (sets_used < CACHE_SETS) {
        number = sets_used++;
    } else {   /* evict: index again without the victim (O(CACHE_INDEX), far below one table) */
        number = next_victim;
        next_victim = (next_victim + 1) % CACHE_SETS;
        memset(cache_index, 0, sizeof cache_index);
        for (i = 0; i < CACHE_SETS; i++)
            if (i != number) index_cache_slot(i);
    }
    set = &sets[number];
    memcpy(set->moves, key->moves, sizeof key->moves[0] * (size_t)key->move_count);
    set->move_count = key->move_count;
    set->hash = key->hash;
    index_cache_slot(number);
    set->small_mask = 0;
    for (i = 0; i < set->move_count && set->moves[i] <= WORD_BITS; i++)
        set->small_mask |= (word_t)1 << (set->moves[i] - 1);
    set->first_large = i;
    set->period_start = set->period_length = 0;
    set->words_built = 0;
    set->window = ~(word_t)0;
#ifdef COUNT_BUILDS   /* debug build only (make test's build count): one line per table started */
    fprintf(stderr, "build batch %ld set", batch_number);
    for (i = 0; i < set->move_count; i++) fprintf(stderr, " %ld", set->moves[i]);
    fprintf(stderr, "\n");
#endif
    if (set->first_large == set->move_count) find_period(set, tables[number]);
    return number;
}

/* Answers every game of one batch set from cache slot `number`, extending its table if needed. */
static void answer_set(const struct batch_set *key, int number)
{
    struct move_set *set = &sets[number];
    const word_t *table = tables[number];
    long game, n;
    if (set->period_length == 0 && key->max_n / WORD_BITS >= set->words_built)
        build_words(set, tables[number], key->max_n / WORD_BITS + 1);
    for (game = key->first_game; game >= 0; game = next_game[game]) {
        n = game_n[game];
        if (set->period_length > 0 && n >= set->period_start)
            n = set->period_start + (n - set->period_start) % set->period_length;
        game_stan[game] = (char)((table[n / WORD_BITS] >> (n % WORD_BITS)) & 1);
    }
}

/* Puts batch set `number` in the batch index and remembers where. */
static void index_batch_set(long number)
{
    long slot = (long)(batch_sets[number].hash & (unsigned long)batch_index_mask);
    while (batch_index[slot]) slot = (slot + 1) & batch_index_mask;
    batch_index[slot] = number + 1;
    batch_sets[number].index_slot = slot;
}

/* Adds a game to the batch under its canonical set. */
static void add_game(long n, const long *moves, int move_count)
{
    unsigned long hash = hash_of(moves, move_count);
    long number, slot;
    struct batch_set *key;
    if (2 * (batch_set_count + 1) > batch_index_mask + 1) {   /* keep it at most half full */
        for (number = 0; number < batch_set_count; number++)
            batch_index[batch_sets[number].index_slot] = 0;
        batch_index_mask = 2 * batch_index_mask + 1;
        for (number = 0; number < batch_set_count; number++) index_batch_set(number);
    }
    for (slot = (long)(hash & (unsigned long)batch_index_mask); batch_index[slot];
         slot = (slot + 1) & batch_index_mask) {
        key = &batch_sets[batch_index[slot] - 1];
        if (key->hash == hash && same_moves(key->moves, key->move_count, moves, move_count)) break;
    }
    if (batch_index[slot]) {
        number = batch_index[slot] - 1;
        key = &batch_sets[number];
        next_game[key->last_game] = batch_games;
    } else {
        number = batch_set_count++;
        key = &batch_sets[number];
        memcpy(key->moves, moves, sizeof moves[0] * (size_t)move_count);
        key->move_count = move_count;
        key->hash = hash;
        key->max_n = 0;
        key->first_game = batch_games;
        index_batch_set(number);
    }
    if (n > key->max_n) key->max_n = n;
    key->last_game = batch_games;
    next_game[batch_games] = -1;
    game_n[batch_games] = n;
    batch_games++;
}

/* Reads games into the batch until it is full (returns 1), the input ends (0) or is bad (-1). */
static int read_batch(void)
{
    long n, m, move, moves[MAX_M];
    int count, i, j, r;
    for (n = 0; n < batch_set_count; n++)   /* empty the index: only the last batch's slots */
        batch_index[batch_sets[n].index_slot] = 0;
    batch_index_mask = BATCH_INDEX_START - 1;
    batch_games = batch_set_count = 0;
    batch_number++;
    while (batch_games < BATCH_GAMES) {
        r = read_number(0, MAX_N, "n (0..1000000)", &n);
        if (r <= 0) return r;
        r = read_number(1, MAX_M, "m (1..10)", &m);
        if (r <= 0) return r < 0 ? r : bad_input(token_line, "m", "is missing at end of input");
        for (count = 0, i = 0; i < m; i++) {
            r = read_number(1, MAX_MOVE, "move (1..2147483647)", &move);
            if (r <= 0) return r < 0 ? r : bad_input(token_line, "move", "is missing at end of input");
            if (move > MAX_N) continue;
            j = count;
            while (j > 0 && moves[j - 1] > move) j--;
            if (j > 0 && moves[j - 1] == move) continue;
            memmove(moves + j + 1, moves + j, sizeof moves[0] * (size_t)(count - j));
            moves[j] = move;
            count++;
        }
        add_game(n, moves, count);
    }
    return 1;
}

/* Answers the batch: sets already cached first (their tables are only extended), then the others,
 * each placed in a slot once; then prints the answers in input order. Cached sets go first so that
 * no eviction can remove a table this batch still needs: with any number of distinct sets in any
 * order, no table starts twice within a batch. */
static void answer_batch(void)
{
    long i, number;
    for (number = 0; number < batch_set_count; number++) {
        batch_sets[number].slot = cached_slot(&batch_sets[number]);
        if (batch_sets[number].slot >= 0) answer_set(&batch_sets[number], batch_sets[number].slot);
    }
    for (number = 0; number < batch_set_count; number++)
        if (batch_sets[number].slot < 0)
            answer_set(&batch_sets[number], new_slot(&batch_sets[number]));
    for (i = 0; i < batch_games; i++) puts(game_stan[i] ? "Stan wins" : "Ollie wins");
}

int main(void)
{
    int status;
    do {
        status = read_batch();
        answer_batch();   /* a bad game ends the batch: the games before it are answered first */
    } while (status > 0);
    if (status < 0) {
        fflush(stdout);
        fprintf(stderr, "uva10404: line %ld: %s %s\n", bad_line, bad_what, bad_problem);
        return 1;
    }
    return 0;
}
