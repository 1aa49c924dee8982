/* play.h - uva10404's --play K [STATE] (judge/lib/study.h's protocol): a part of explain.c, which
 * includes it (one program: the parts share the item read and its analysis). */

/* --play and --svg (judge/lib/study.h) at p stones, Ollie to move when `ollie`: moves_left[q] is
 * how many moves the game from q lasts with perfect play (the winner ends it fastest, the loser holds
 * out longest), and the best move from q is the first in S that keeps to it. */
static int moves_left[MAX_N + 1];

static void fill_moves_left(long top)
{
    long p;
    int s, d;
    for (p = 0; p <= top; p++) {
        for (d = -1, s = 0; s < count && moves[s] <= p; s++) {
            long q = p - moves[s];
            if (won[p] ? !won[q] && (d < 0 || moves_left[q] < d) : moves_left[q] > d) d = moves_left[q];
        }
        moves_left[p] = d + 1; /* no move fits: 0 */
    }
}

/* The index in moves of the best move from p; count when no move fits. */
static int best(long p)
{
    int s;
    for (s = 0; s < count && moves[s] <= p; s++)
        if (won[p] != won[p - moves[s]] && moves_left[p - moves[s]] == moves_left[p] - 1) return s;
    return count;
}

/* The move that takes k stones, as a player writes it (play/README.md's protocol): K. */
static void written(char *text, long k) { sprintf(text, "%ld", k); }

static void play_at(long p, int ollie)
{
    char label[32], next[32], move[24];
    int s, b = best(p);
    play_players("Stan", "Ollie");
    play_state("%ld-%c", p, ollie ? 'B' : 'A');
    play_turn(name(!ollie));
    if (b == count) {
        play_outcome('L', 0, "no move fits %ld stone%s", p, p == 1 ? "" : "s");
        play_end("%s cannot move: %s wins", name(!ollie), name(ollie));
        return;
    }
    play_outcome(mark(p), moves_left[p], "%s in %d move%s", won[p] ? "wins" : "loses", moves_left[p], moves_left[p] == 1 ? "" : "s");
    for (s = 0; s < count && moves[s] <= p; s++) {
        sprintf(label, "take %ld", moves[s]);
        written(move, moves[s]);
        sprintf(next, "%ld-%c", p - moves[s], ollie ? 'A' : 'B');
        play_move(label, next, won[p - moves[s]] ? 'L' : 'W', s == b, move);
    }
}
