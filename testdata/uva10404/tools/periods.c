/* periods for uva10404: how long the win/lose sequence takes to become periodic for small moves.
 *   periods MAXMOVE MAXCOUNT
 * For every set S of 1..MAXCOUNT distinct moves in 1..MAXMOVE (MAXMOVE <= 22), with k = max(S):
 * the state x_p is the outcomes of positions p-k .. p-1 (positions below 0 read as wins, as in
 * the solution's header), x_{p+1} is a function of x_p, and mu, lambda are the least mu and its
 * lambda with x_mu = x_{mu+lambda}. They are found here by remembering the first position of
 * every state (2^k entries), not by a cycle-finding algorithm. Also replayed: how many positions
 * Brent's algorithm, as the solution runs it, records before it knows lambda (its first phase).
 * Prints the number of sets, the largest mu + lambda and the largest Brent count, with a set that
 * reaches each. Used by the header of problems/uva10404/uva10404.c and by tools/test-builds.sh.
 */
#include <stdio.h>
#include <stdlib.h>

/* The largest move enumerated: a state is max(S) bits, and first_seen has one entry per state.
 * (Not the input's MAX_MOVE: this tool reads no input.) */
enum { STATE_BITS = 22 };

static long first_seen[1L << STATE_BITS];   /* position + 1 of a state's first visit ... */
static long seen_in[1L << STATE_BITS];      /* ... valid when seen_in[state] == this set's number */

static unsigned long step(unsigned long x, unsigned long mask, unsigned long keep)
{
    unsigned long lost_reachable = (~x & mask) != 0;   /* some move reaches a lost position */
    return ((x << 1) | lost_reachable) & keep;
}

int main(int argc, char **argv)
{
    int max_move, max_count, moves[STATE_BITS], count, i, k;
    long sets = 0, best_sum = -1, best_mu = 0, best_lambda = 0, best_brent = -1, p;
    unsigned long mask, keep, x, best_sum_mask = 0, best_brent_mask = 0, subset;
    if (argc != 3 || (max_move = atoi(argv[1])) < 1 || max_move > STATE_BITS
        || (max_count = atoi(argv[2])) < 1) {
        fprintf(stderr, "usage: %s MAXMOVE(1..%d) MAXCOUNT\n", argv[0], STATE_BITS);
        return 2;
    }
    for (subset = 1; subset < (1UL << max_move); subset++) {
        long mu, lambda, power, brent, position;
        unsigned long tortoise, hare;
        for (count = 0, i = 0; i < max_move; i++)
            if (subset >> i & 1) moves[count++] = i + 1;
        if (count > max_count) continue;
        sets++;
        k = moves[count - 1];
        mask = subset;                 /* bit s-1: the outcome of position p - s */
        keep = (1UL << k) - 1;
        for (x = keep, p = 0;; p++) {  /* before position 0 every position reads as a win */
            if (seen_in[x] == sets) break;
            seen_in[x] = sets;
            first_seen[x] = p;
            x = step(x, mask, keep);
        }
        mu = first_seen[x];
        lambda = p - mu;
        if (mu + lambda > best_sum) {
            best_sum = mu + lambda, best_mu = mu, best_lambda = lambda, best_sum_mask = subset;
        }
        /* Brent, first phase: the hare starts one step ahead; the tortoise jumps to the hare
         * whenever lambda reaches the current power of two; it ends when they meet. */
        tortoise = keep;
        hare = step(keep, mask, keep);
        for (power = 1, lambda = 1, position = 1; tortoise != hare; position++, lambda++) {
            if (power == lambda) {
                tortoise = hare;
                power *= 2;
                lambda = 0;
            }
            hare = step(hare, mask, keep);
        }
        brent = position;              /* positions 0 .. position-1 are recorded */
        if (brent > best_brent) best_brent = brent, best_brent_mask = subset;
    }
    printf("%ld sets of 1..%d distinct moves in 1..%d\n", sets, max_count, max_move);
    printf("largest mu + lambda: %ld (mu %ld, lambda %ld) at {", best_sum, best_mu, best_lambda);
    for (i = 0; i < max_move; i++)
        if (best_sum_mask >> i & 1) printf("%s%d", best_sum_mask & ((1UL << i) - 1) ? ", " : "", i + 1);
    printf("}\nlargest Brent first phase: %ld positions at {", best_brent);
    for (i = 0; i < max_move; i++)
        if (best_brent_mask >> i & 1) printf("%s%d", best_brent_mask & ((1UL << i) - 1) ? ", " : "", i + 1);
    printf("}\n");
    return 0;
}
