/* play.h - astrgame's --play K [STATE] (judge/lib/study.h's protocol): a part of explain.c, which
 * includes it (one program: the parts share the item read and its analysis). */

/* The value of p: the XOR of its pieces' values (the player to move wins iff it is not 0). */
static int value_of(const struct position *p)
{
    int k, x = 0;
    for (k = 0; k < p->count; k++) x ^= g(p->l[k], p->r[k] - 1);
    return x;
}

/* The value left by erasing S[a..a+len) from piece k of p, whose value is x. */
static int after(const struct position *p, int x, int k, int a, int len)
{
    return x ^ g(p->l[k], p->r[k] - 1) ^ g(p->l[k], a - 1) ^ g(a + len, p->r[k] - 1);
}

/* The erasures of p in order (piece, place, length): for_moves(p) { ... k, a, len ... }. */
#define for_moves(p)                                                                              \
    for (k = 0; k < (p)->count; k++)                                                              \
        for (a = (p)->l[k]; a < (p)->r[k]; a++)                                                   \
            for (len = 1; a + len <= (p)->r[k]; len++)                                            \
                if (matches[a][len])

/* How many erasures of p leave 0 (win for its mover); *total gets how many there are. */
static int winning_moves(const struct position *p, int *total)
{
    int k, a, len, x = value_of(p), count = 0;
    *total = 0;
    for_moves(p) count += after(p, x, k, a, len) == 0, ++*total;
    return count;
}

/* The perfect player's erasure (the header says which); returns 0 when p has none. */
static int best_move(const struct position *p, int *bk, int *ba, int *blen)
{
    struct position next;
    int k, a, len, x = value_of(p), fewest = -1, replies, total;
    for_moves(p) {
        if (x && after(p, x, k, a, len)) continue;
        if (x) replies = 0;
        else erase(p, k, a, len, &next), replies = winning_moves(&next, &total);
        if (fewest < 0 || replies < fewest) fewest = replies, *bk = k, *ba = a, *blen = len;
        if (x) return 1;
    }
    return fewest >= 0;
}

/* The erasure of S[a..a+len), as a player writes it (play/README.md's protocol): "A B", its
 * first and last letters numbered from 1. */
static void written(char *text, int a, int len) { sprintf(text, "%d %d", a + 1, a + len); }

/* LENGTH (judge/lib/study.h): 0 when no word is left, else "-" (the game's length is not
 * computed: the values decide the outcome alone). */
static void play_position(const struct position *p)
{
    struct position next;
    char state[POSITION_MAX + 1];
    int k, a, len, x = value_of(p), bk = -1, ba = 0, blen = 0, total, wins = winning_moves(p, &total);
    play_players(side_name[0], side_name[1]);
    format_position(p, state);
    play_state("%s", state);
    play_turn(side_name[p->turn]);
    if (!best_move(p, &bk, &ba, &blen)) {
        play_outcome('L', 0, "no word occurs in the pieces left: no move");
        play_end("%s cannot erase a word: %s wins", side_name[p->turn], side_name[!p->turn]);
        return;
    }
    if (x)
        play_outcome('W', PLAY_UNKNOWN, "value %d (the XOR of the pieces' values) is not 0: %d of the %d erasures leave 0", x,
                     wins, total);
    else
        play_outcome('L', PLAY_UNKNOWN, "value 0 (the XOR of the pieces' values): each of the %d erasures leaves a value that is not 0",
                     total);
    for_moves(p) {
        char label[2 * MAX_LEN], move[32];
        sprintf(label, "erase %.*s at %d..%d", len, s + a, a + 1, a + len);
        written(move, a, len);
        erase(p, k, a, len, &next);
        format_position(&next, state);
        play_move(label, state, after(p, x, k, a, len) ? 'L' : 'W', k == bk && a == ba && len == blen, move);
    }
}
