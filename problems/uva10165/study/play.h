/* play.h - uva10165's --play K [STATE] (judge/lib/study.h's protocol): a part of explain.c, which
 * includes it (one program: the parts share the item read and its analysis). */

/* --play and --svg (judge/lib/study.h): the position is the scenario's piles, as many, each at
 * most its start, with Jack or Jim to move. A pile of up to ALL_TARGETS stones lists every move;
 * a larger one lists taking 1..FEW stones, leaving 0..FEW-1, and the winning move when the pile
 * has one: Nim from 10^18 stones has 10^18 moves, and these are the ones that teach (the page
 * takes any other position typed as a STATE). The best move: explain's winning move (the first
 * pile that drops to pile XOR total); in a lost position, one stone from the first largest pile
 * (the slowest move: the game's length is not computed). */
enum { ALL_TARGETS = 32, FEW = 4 };

static const char *name(int jim) { return jim ? "Jim" : "Jack"; }

/* The winning move's pile, or n when the XOR x is 0; in a lost position *take_one is the pile
 * the best move takes one stone from (n when every pile is empty). */
static unsigned long long winning_pile(const unsigned long long *pile, unsigned long long n, unsigned long long x,
                                       unsigned long long *take_one)
{
    unsigned long long i;
    for (*take_one = n, i = 0; i < n; i++)
        if (pile[i] && (*take_one == n || pile[i] > pile[*take_one])) *take_one = i;
    for (i = 0; x && i < n; i++)
        if ((pile[i] ^ x) < pile[i]) return i;
    return n;
}

/* The position as STATE, into text (STATE_MAX + 1 bytes); 0 when it is too long. */
static int position(char *text, const unsigned long long *pile, unsigned long long n, int jim)
{
    unsigned long long i;
    size_t len = 0;
    for (i = 0; i < n && len < STATE_MAX; i++)
        len += (size_t)snprintf(text + len, STATE_MAX + 1 - len, "%llu%s", pile[i], i + 1 < n ? "," : "");
    return len + 2 <= STATE_MAX && (len += (size_t)snprintf(text + len, 3, "-%c", jim ? 'B' : 'A')) <= STATE_MAX;
}

/* The move that takes k stones from pile i (0-based), as a player writes it (play/README.md's
 * protocol): "P K", P numbered from 1. */
static void written(char *text, unsigned long long i, unsigned long long k) { sprintf(text, "%llu %llu", i + 1, k); }

/* LENGTH (judge/lib/study.h): 0 when no stone is left, else "-" (not computed, as above). */
static void play_at(unsigned long long *pile, unsigned long long n, int jim)
{
    static char label[100], next[STATE_MAX + 1], move[48];
    unsigned long long i, x = 0, to, from, one, win;
    for (i = 0; i < n; i++) x ^= pile[i];
    win = winning_pile(pile, n, x, &one);
    play_players("Jack", "Jim");
    position(next, pile, n, jim);
    play_state("%s", next);
    play_turn(name(jim));
    if (one == n) {
        play_outcome('L', 0, "no stone is left");
        play_end("%s cannot move: %s wins", name(jim), name(!jim));
        return;
    }
    if (x) play_outcome('W', PLAY_UNKNOWN, "the XOR is %llu, not 0: a move makes it 0", x);
    else play_outcome('L', PLAY_UNKNOWN, "the XOR is 0: every move makes it non-zero");
    for (i = 0; i < n; i++) {
        for (from = pile[i], to = from; to-- > 0;) {
            if (from > ALL_TARGETS && to >= FEW && to + FEW < from && (i != win || to != (from ^ x))) {
                /* past the moves that matter: on to the winning one, or to leaving FEW - 1 */
                to = i == win && (from ^ x) < to && (from ^ x) >= FEW ? (from ^ x) + 1 : FEW;
                continue;
            }
            pile[i] = to;
            position(next, pile, n, !jim);
            pile[i] = from;
            sprintf(label, "pile %llu: %llu -> %llu (take %llu)", i + 1, from, to, from - to);
            written(move, i, from - to);
            play_move(label, next, (x ^ from ^ to) ? 'L' : 'W', win < n ? i == win && to == (from ^ x) : i == one && to + 1 == from,
                      move);
        }
    }
}
