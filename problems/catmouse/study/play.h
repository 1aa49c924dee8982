/* play.h - catmouse's --play K [STATE] (judge/lib/study.h's protocol): a part of explain.c, which
 * includes it (one program: the parts share the item read and its analysis). */

/* dist[turn][mouse][cat]: the fewest moves that reach the position from the start, -1 never. */
static int dist[2][MAX_EXPLAINED][MAX_EXPLAINED];

/* Fills dist: a breadth-first search over the positions; the game's end stops it. */
static void fill_dist(int n)
{
    static struct position queue[2 * MAX_EXPLAINED * MAX_EXPLAINED];
    int head = 0, tail = 0, m, c, i;
    for (m = 0; m < n; m++)
        for (c = 0; c < n; c++) dist[0][m][c] = dist[1][m][c] = -1;
    dist[0][1][2] = 0;
    queue[tail].mouse = 1, queue[tail].cat = 2, queue[tail++].turn = 0;
    while (head < tail) {
        struct position q = queue[head++];
        int here = q.turn ? q.cat : q.mouse;
        if (q.mouse == 0 || q.mouse == q.cat) continue;
        for (i = 0; i < adj_count[here]; i++) {
            m = q.turn ? q.mouse : adj[here][i], c = q.turn ? adj[here][i] : q.cat;
            if (c == 0 || dist[!q.turn][m][c] >= 0) continue;
            dist[!q.turn][m][c] = dist[q.turn][q.mouse][q.cat] + 1;
            queue[tail].mouse = m, queue[tail].cat = c, queue[tail++].turn = !q.turn;
        }
    }
}

/* Whether p can be reached from the start in at most p->moves moves (dist filled). */
static int reachable(const struct position *p)
{
    return dist[p->turn][p->mouse][p->cat] >= 0 && dist[p->turn][p->mouse][p->cat] <= p->moves;
}

/* The move of an animal to node `to`, as a player writes it (play/README.md's protocol): V. */
static void written(char *text, int to) { sprintf(text, "%d", to); }

/* LENGTH (judge/lib/study.h): round's moves in a win or a loss; 0 when the game is over; "-" in a
 * draw (it lasts to the end at move HORIZON, not by the winner's hurry or the loser's delay). */
static void play_position(int n, const struct position *p)
{
    struct position next;
    char state[POSITION_MAX + 1], label[32], move[16];
    int here = p->turn ? p->cat : p->mouse, o = outcome_at(p, n), best_o, best, i;
    long left = HORIZON(n) - p->moves, r = round[p->turn][p->mouse][p->cat];
    long length = p->mouse == 0 || p->mouse == p->cat || left == 0 ? 0 : o == 'D' ? PLAY_UNKNOWN : r;
    play_players(side_name[0], side_name[1]);
    format_position(p, state);
    play_state("%s", state);
    play_turn(side_name[p->turn]);
    if (o == 'D' && value[p->turn][p->mouse][p->cat] != UNKNOWN)
        play_outcome(o, length, "a draw: the win takes %ld moves, and %ld are left before the draw at move %ld", r, left,
                     HORIZON(n));
    else if (o == 'D')
        play_outcome(o, length, "a draw: no move wins, and some move keeps the draw: best play goes round forever");
    else if (r == 0)
        play_outcome(o, length, "the game is over");
    else
        play_outcome(o, length, "%s in %ld move%s with best play (the winner hurrying, the loser delaying)",
                     o == 'W' ? "wins" : "loses", r, r == 1 ? "" : "s");
    if (p->mouse == 0 || p->mouse == p->cat) {
        play_end(p->mouse == 0 ? "the mouse reached the hole: the mouse wins" : "the cat caught the mouse: the cat wins");
        return;
    }
    if (left == 0) {
        play_end("%ld moves, the number of positions, without a winner: a draw (any forced win is faster)",
                 HORIZON(n));
        return;
    }
    best = best_move(p->turn, p->mouse, p->cat, left, &best_o);
    for (i = 0; i < adj_count[here]; i++) {
        int to = adj[here][i];
        if (p->turn && to == 0) continue;
        next = *p;
        next.turn = !p->turn, next.moves++;
        if (p->turn) next.cat = to; else next.mouse = to;
        format_position(&next, state);
        sprintf(label, "%s %d -> %d", side_name[p->turn], here, to);
        written(move, to);
        play_move(label, state, flip(outcome_at(&next, n)), to == best, move);
    }
}
