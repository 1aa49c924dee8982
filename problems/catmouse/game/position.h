/* position.h - catmouse's game code: a position of its play, as problems/catmouse/study/explain.c
 * (--play, --svg K STATE) writes it and study/claims.c and testdata/catmouse/tools/relabel.c read
 * it back (one reader for the format), and its outcome. Include after graph.h,
 * and call solve(n, 1) first: outcomes come from its values and exact rounds.
 *
 * STATE is "M,C,T,K": the mouse's node, the cat's node, the side to move (mouse or cat) and the
 * moves made so far; the start is "1,2,mouse,0". K is there for the game's end: LeetCode's rule
 * ends the game as a draw when a position repeats, which needs the whole history; instead the play
 * ends as a draw after HORIZON(n) = 2 n^2 moves, the number of positions. That changes no outcome
 * of a game from the start: the fixed point decides at least one position per sweep, so a forced
 * win takes at most round <= 2 n^2 moves (graph.h's exact rounds), and a drawn position stays
 * drawn however long the game goes. With L = HORIZON - K moves left, a position is won for the
 * side that wins it in the fixed point iff its round is at most L, and a draw otherwise: by
 * induction on L, the same rule that defines the rounds (the winner hurries, the loser delays).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HORIZON(n) (2L * (n) * (n))

static const char *const side_name[2] = {"mouse", "cat"}; /* the mouse moves first */

struct position {
    int mouse, cat, turn; /* turn 0: the mouse moves, 1: the cat */
    long moves;           /* made so far: HORIZON(n) - moves are left */
};

enum { POSITION_MAX = 40 }; /* the longest STATE: four numbers, "mouse", three commas */

static inline void format_position(const struct position *p, char *out)
{
    sprintf(out, "%d,%d,%s,%ld", p->mouse, p->cat, side_name[p->turn], p->moves);
}

/* Reads STATE into p; returns 0 unless it is written as format_position writes it, with the nodes
 * below n, the cat off the hole, K within the horizon and the mover the one K says (the mouse
 * moves at even K). Whether the position can be reached is the caller's business. */
static inline int parse_position(const char *state, int n, struct position *p)
{
    char side[8], again[POSITION_MAX + 1];
    if (strlen(state) > POSITION_MAX || sscanf(state, "%4d,%4d,%5[a-z],%12ld", &p->mouse, &p->cat, side, &p->moves) != 4)
        return 0;
    p->turn = strcmp(side, side_name[1]) == 0;
    format_position(p, again);
    return strcmp(again, state) == 0 && p->mouse >= 0 && p->mouse < n && p->cat > 0 && p->cat < n &&
           p->moves >= 0 && p->moves <= HORIZON(n) && p->moves % 2 == p->turn;
}

/* Whether the game is over at p: the mouse on the hole or on the cat, or no move left. */
static inline int over(const struct position *p, int n)
{
    return p->mouse == 0 || p->mouse == p->cat || p->moves == HORIZON(n);
}

/* The outcome for the side to move of the mouse on `mouse`, the cat on `cat`, with `left` moves
 * left: 'W', 'L' or 'D' (the header says why). */
static inline int outcome_in(int turn, int mouse, int cat, long left)
{
    int v = value[turn][mouse][cat];
    if (v == UNKNOWN || round[turn][mouse][cat] > left) return 'D';
    return v == (turn ? CAT : MOUSE) ? 'W' : 'L';
}

static inline int outcome_at(const struct position *p, int n)
{
    return outcome_in(p->turn, p->mouse, p->cat, HORIZON(n) - p->moves);
}
