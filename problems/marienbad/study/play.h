/* play.h - marienbad's --play K [STATE] (judge/lib/study.h's protocol): a part of explain.c, which
 * includes it (one program: the parts share the item read and its analysis). */

/* --play and --svg (judge/lib/study.h): a position is "I,J-A" or "I,J-B" (zeckendorf.h's
 * read_position), A the player to move at the item. A cap up to ALL_MOVES lists every move; a
 * larger one lists 1..FEW, the winning move and the whole cap: <10^18, 10^18> has 10^18 moves,
 * and these are the ones that teach. The best move is the solution's answer, the smallest winning
 * move q; in a lost position, taking 1 (it leaves the opponent the smallest cap; the game's length
 * is not computed). */
enum { ALL_MOVES = 40, FEW = 8 };

static const char *side(int second) { return second ? "second" : "first"; }

/* The smallest term of i's representation; 0 for i = 0. */
static unsigned long long smallest_term(unsigned long long i)
{
    int used[FIB_TOP + 2] = {0};
    return i ? F[zeckendorf(i, used)] : 0;
}

/* 'W' when the player to move at <i, j> wins (Whinihan: the smallest term is within the cap). */
static char outcome(unsigned long long i, unsigned long long j)
{
    return i > 0 && smallest_term(i) <= j ? 'W' : 'L';
}

/* The move that takes k matches, as a player writes it (play/README.md's protocol): K. */
static void written(char *text, unsigned long long k) { sprintf(text, "%llu", k); }

/* LENGTH (judge/lib/study.h): 0 when the game is over, else "-" (not computed, as above). */
static void play_at(unsigned long long i, unsigned long long j, int second)
{
    char label[40], next[64], move[24];
    unsigned long long k, q = smallest_term(i), best = outcome(i, j) == 'W' ? q : 1;
    play_players("first", "second");
    play_state("%llu,%llu-%c", i, j, second ? 'B' : 'A');
    play_turn(side(second));
    if (i == 0 || j == 0) {
        play_outcome('L', 0, i ? "no move is allowed" : "no match is left");
        play_end("the %s player cannot move: the %s wins", side(second), side(!second));
        return;
    }
    play_outcome(outcome(i, j), PLAY_UNKNOWN, "the smallest Zeckendorf term of %llu is %llu, %s the cap %llu", i, q, q <= j ? "within" : "above", j);
    for (k = 1; k <= j; k++) {
        if (j > ALL_MOVES && k > FEW && k != q && k != j) {
            k = q > k && q < j ? q - 1 : j - 1; /* on to the winning move or the whole cap */
            continue;
        }
        sprintf(label, "take %llu", k);
        written(move, k);
        sprintf(next, "%llu,%llu-%c", i - k, cap_after(i, k), second ? 'A' : 'B');
        play_move(label, next, outcome(i - k, cap_after(i, k)) == 'W' ? 'L' : 'W', k == best, move);
    }
}
