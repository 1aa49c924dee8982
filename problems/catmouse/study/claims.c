/* claims - checks what `explain --claims` says about a catmouse input (the kinds of claims are
 * listed in explain.c), with the game code of problems/catmouse/game/ (graph.h, position.h).
 *
 *   explain --claims < IN | claims IN
 *
 * Every claim is checked against the game, not against explain's reasoning: the graph is read from
 * IN by graph.h's parser; the line of play is played here, from the mouse on 1 and the cat on 2 with
 * the mouse to move, each move along an edge of IN from the mover's node, the cat never into 0; it
 * must end as claimed (the hole or a catch after exactly the moves claimed, or a repeat of the
 * position named, for a draw); and every position on it, and the start, must have the value claimed
 * by the full fixed point of graph.h (solve, run until nothing changes: the oracle's analysis,
 * evaluated at the position itself). For a win, every position after move K must also be decided in
 * exactly M - K moves of best play (graph.h's exact rounds), so the line is one of best play. Every
 * graph of IN must be explained, or counted by a too-big or an unexplained claim.
 *
 * Play claims (judge/tests/explain-test.sh makes them from `explain --play K [STATE]`, after the
 * explanation's claims; a STATE is read by position.h, explain's own reader) are checked with the
 * same full fixed point, on graph K (read again from IN when it is behind):
 *   play K STATE win|lose|draw [start]
 *                              the side to move at STATE wins, loses or draws (position.h's rule
 *                              for the moves left); start: STATE is the start, 1,2,mouse,0
 *   play-move K STATE NEXT win|lose|draw best|-
 *                              NEXT is STATE after one move of the side to move (along an edge of
 *                              IN, never the cat into the hole; the game not over at STATE), and
 *                              the side that makes it wins, loses or draws; a best move has the
 *                              outcome of STATE, and is the fastest win or the slowest loss (the
 *                              exact rounds of the positions the moves lead to)
 * A play claim's play-move claims follow it: every move of its position, each once, exactly one
 * of them best.
 * judge/lib/claims.c holds the main (it reads the claims, reports the wrong ones, counts; see
 * judge/lib/claims.h for the output and the exit status). A claim may be wrong for several reasons:
 * each is a line "claims: CLAIM: WHY" (CLAIM is the graph's own claim when something is missing from
 * it). Numbers have at most 9 digits.
 */
#define TOOL "claims"
#define BAD_INPUT_STATUS 2
#include <string.h>
#include "graph.h"
#include "position.h"
#include "claims.h"

enum { MAX_TOKENS = 8 };

static int wrong_count;
static const char *claim; /* the one being checked */

static void wrong(const char *why)
{
    claim_wrong(claim, why);
    wrong_count++;
}

/* ---------- the graph being explained, and the line of play on it ---------- */

static int graphs, input_done;  /* graphs read from IN so far; IN read to its end */
static int graph, unexplained;  /* the last graph claimed; counted by an unexplained claim */
static int n, open_graph;       /* its nodes; its claims are being read */
static char graph_claim[256];   /* its claim, cut (for messages) */
static int outcome = -1, length; /* claimed: the value of the start, the moves of a win */
static int seen_answer, more, more_end, repeated;
static int mouse, cat, turn, moves, ended, pending; /* pending: a move's result is not yet claimed */
static struct place { int mouse, cat, turn; } *line; /* line[k]: after move k */
static size_t line_cap;

/* Reads graphs up to number k (0: all of them); returns 0 when IN has fewer. */
static int read_graphs(int k)
{
    int c;
    while (!input_done && (k == 0 || graphs < k)) {
        if ((c = next_char()) == EOF && graphs > 0) {
            input_done = 1;
            break;
        }
        n = parse_graph(c);
        graphs++;
    }
    return k == 0 || graphs >= k;
}

static void finish_graph(void)
{
    if (!open_graph) return;
    open_graph = 0;
    claim = graph_claim;
    if (outcome < 0) wrong("no outcome claim");
    if (!seen_answer) wrong("no answer claim");
    if (pending) wrong("the last move's position is not claimed");
    if (outcome == MOUSE || outcome == CAT) {
        if (!ended || moves != length) wrong("the line does not end with the hole or a catch after the moves claimed");
        if (more && more_end != moves) wrong("the more claim's end is not the line's");
    } else if (outcome == UNKNOWN && !repeated) {
        wrong("no repeat claim");
    }
    if (more >= moves) wrong("the more claim hides every move of the line");
}

static void start_graph(long k, long nodes, const char *lists, const char *line_text)
{
    char *text, *p;
    int u, i;
    finish_graph();
    claim = line_text;
    if (k != graph + 1 || unexplained) {
        wrong("graphs are explained in order from 1, before the unexplained ones");
        if (k <= graph || unexplained) return;
    }
    if (!read_graphs((int)k)) {
        wrong("no such graph in the input");
        return;
    }
    graph = (int)k;
    if (lists == NULL) { /* too-big */
        if (nodes != n) wrong("not the graph's number of nodes");
        return;
    }
    open_graph = 1;
    sprintf(graph_claim, "%.200s%s", line_text, strlen(line_text) > 200 ? "..." : "");
    if (!(text = p = malloc((size_t)n * 8 + (size_t)MAX_ENTRIES * 8 + 8))) exit(2);
    p += sprintf(p, "[");
    for (u = 0; u < n; u++) {
        p += sprintf(p, "%s[", u ? "," : "");
        for (i = 0; i < adj_count[u]; i++) p += sprintf(p, "%s%d", i ? "," : "", adj[u][i]);
        p += sprintf(p, "]");
    }
    sprintf(p, "]");
    if (nodes != n || strcmp(text, lists) != 0) wrong("not the graph of the input");
    free(text);
    solve(n, 1); /* to the end: every position's value, and its rounds */
    outcome = -1;
    seen_answer = more = more_end = repeated = 0;
    mouse = 1, cat = 2, turn = 0, moves = 0, ended = 0, pending = 0;
    line[0].mouse = 1, line[0].cat = 2, line[0].turn = 0;
}

/* ---------- the claims ---------- */

/* The number tok is, of at most 9 digits; -1 when it is none. */
static long number_of(const char *tok)
{
    unsigned long long v;
    return tok && strlen(tok) <= 9 && claim_number(tok, &v) ? (long)v : -1;
}

/* 0 for "mouse", 1 for "cat", -1 otherwise. */
static int turn_of(const char *tok) { return !tok ? -1 : strcmp(tok, "mouse") == 0 ? 0 : strcmp(tok, "cat") == 0 ? 1 : -1; }

static int has_edge(int from, int to)
{
    int i;
    for (i = 0; i < adj_count[from]; i++)
        if (adj[from][i] == to) return 1;
    return 0;
}

static void check_move(char **tok, int count)
{
    long k = number_of(tok[1]), from = number_of(tok[3]), to = number_of(tok[4]);
    int who = turn_of(tok[2]), before = wrong_count;
    if (count != 5 || who < 0 || from < 0 || to < 0 || to >= n) {
        wrong("not move K mouse|cat FROM TO, with TO a node");
        return;
    }
    if (outcome < 0 || ended || repeated) wrong("not after an outcome claim, or after the end of the line");
    if (pending) wrong("the move before has no position claim");
    if (k != moves + 1) wrong("not the next move's number");
    if (who != turn) wrong("not the mover's turn");
    if (from != (turn ? cat : mouse)) wrong("FROM is not where the mover is");
    else if (!has_edge((int)from, (int)to)) wrong("no edge FROM-TO in the graph");
    if (turn && to == 0) wrong("the cat may not enter the hole");
    if (wrong_count > before) { /* the line is lost: stop playing it */
        ended = 1;
        return;
    }
    if (turn) cat = (int)to;
    else mouse = (int)to;
    turn = !turn;
    moves++;
    pending = 1;
    if ((size_t)moves >= line_cap && !(line = realloc(line, (line_cap *= 2) * sizeof *line))) exit(2);
    line[moves].mouse = mouse, line[moves].cat = cat, line[moves].turn = turn;
}

static void check_position(char **tok, int count)
{
    long m = number_of(tok[1]), c = number_of(tok[2]), v = number_of(tok[4]);
    int t = turn_of(tok[3]);
    if (count != 5 || t < 0 || m < 0 || c < 0 || v < 0) {
        wrong("not position MOUSE CAT mouse|cat V");
        return;
    }
    if (!pending) {
        wrong("not right after a move");
        return;
    }
    pending = 0;
    if (m != mouse || c != cat || t != turn) wrong("not the position the line has reached");
    else if (mouse == 0 || mouse == cat) wrong("the game is over there");
    else if (v != value[turn][mouse][cat]) wrong("V is not the position's value by the fixed point");
    else if ((outcome == MOUSE || outcome == CAT) && round[turn][mouse][cat] != length - moves)
        wrong("the line is not one of best play: the game does not end M moves from the start");
    if (v != outcome) wrong("V is not the outcome's");
}

static void check_end(const char *what)
{
    if (!pending) {
        wrong("not right after a move");
        return;
    }
    pending = 0;
    ended = 1;
    if (what[0] == 'h' ? mouse != 0 : mouse == 0 || mouse != cat) wrong("the line's last move does not do that");
    if (outcome != (what[0] == 'h' ? MOUSE : CAT)) wrong("not the end of the outcome claimed");
}

static void check_outcome(char **tok, int count)
{
    int claimed = count == 2 && strcmp(tok[1], "draw") == 0 ? UNKNOWN : count == 3 && turn_of(tok[1]) >= 0 ? turn_of(tok[1]) + 1 : -1;
    if (claimed < 0 || (claimed != UNKNOWN && number_of(tok[2]) < 1)) {
        wrong("not outcome mouse|cat M, or outcome draw");
        return;
    }
    if (outcome >= 0 || moves > 0) wrong("a second outcome, or one after a move");
    outcome = claimed;
    length = claimed == UNKNOWN ? 0 : (int)number_of(tok[2]);
    if (outcome != value[0][1][2]) wrong("not the start's value by the fixed point");
    else if (outcome != UNKNOWN && length != round[0][1][2]) wrong("M is not the game's length with best play");
}

static void check_repeat(char **tok, int count)
{
    long m = number_of(tok[2]), c = number_of(tok[3]), earlier = number_of(tok[5]);
    int t = turn_of(tok[4]);
    if (count != 6 || m < 0 || c < 0 || t < 0 || earlier < 0) {
        wrong("not repeat M MOUSE CAT mouse|cat J");
        return;
    }
    if (pending) wrong("the move before has no position claim");
    if (outcome != UNKNOWN) wrong("the outcome claimed is not a draw");
    if (number_of(tok[1]) != moves || m != mouse || c != cat || t != turn) wrong("not the position after the last move");
    else if (earlier >= moves || line[earlier].mouse != m || line[earlier].cat != c || line[earlier].turn != t)
        wrong("not the position after move J");
    repeated = ended = 1;
}

/* ---------- play claims ---------- */

static int played; /* the graph the play claims are about, solved; 0 before the first */

static const char *word_of(int o) { return o == 'W' ? "win" : o == 'L' ? "lose" : "draw"; }
static int flip(int o) { return o == 'W' ? 'L' : o == 'L' ? 'W' : 'D'; }

/* Reads STATE (word i) of graph K (word 1) into p, graph K solved; 0 (said) when it is not one. */
static int play_position(char **tok, int i, struct position *p)
{
    long k = number_of(tok[1]);
    if (k != played) {
        if (k >= 1 && k <= graphs) { /* behind: IN from its start again */
            rewind(stdin);
            graphs = input_done = 0, line_no = 1;
        }
        if (k < 1 || !read_graphs((int)k)) {
            wrong("no such graph in the input");
            return 0;
        }
        solve(n, 1);
        played = (int)k;
    }
    if (!parse_position(tok[i], n, p)) wrong("not a position of the graph");
    return parse_position(tok[i], n, p);
}

static void check_play(char **tok, int count)
{
    struct position p;
    int here, i, legal = 0;
    play_close();
    if (!play_position(tok, 2, &p)) return;
    for (here = p.turn ? p.cat : p.mouse, i = 0; i < adj_count[here] && !over(&p, n); i++)
        legal += !(p.turn && adj[here][i] == 0);
    play_open(tok[2], legal);
    if (strcmp(tok[3], word_of(outcome_at(&p, n))) != 0) wrong("not the position's outcome by the fixed point");
    if (count == 5 && (strcmp(tok[4], "start") != 0 || p.mouse != 1 || p.cat != 2 || p.turn || p.moves))
        wrong("the start is 1,2,mouse,0");
}

static void check_play_move(char **tok)
{
    struct position p, q;
    int here, i, found = 0, o, r, best_r = -1;
    const char *why;
    if (!play_position(tok, 2, &p) || !play_position(tok, 3, &q)) return;
    if ((why = play_move_from(tok[2], strcmp(tok[5], "best") == 0)) != NULL) wrong(why);
    here = p.turn ? p.cat : p.mouse;
    o = outcome_at(&p, n);
    for (i = 0; i < adj_count[here]; i++) { /* the moves: NEXT among them, and the best round */
        int to = adj[here][i], m = p.turn ? p.mouse : to, c = p.turn ? to : p.cat;
        if (p.turn && to == 0) continue;
        found |= q.mouse == m && q.cat == c;
        r = round[!p.turn][m][c];
        if (flip(outcome_in(!p.turn, m, c, HORIZON(n) - p.moves - 1)) == o && o != 'D' &&
            (best_r < 0 || (o == 'W' ? r < best_r : r > best_r)))
            best_r = r;
    }
    if (over(&p, n) || !found || q.turn == p.turn || q.moves != p.moves + 1) wrong("NEXT is not one move from STATE");
    else if (strcmp(tok[4], word_of(flip(outcome_at(&q, n)))) != 0) wrong("not the move's outcome by the fixed point");
    else if (strcmp(tok[5], "best") == 0 && (strcmp(tok[4], word_of(o)) != 0 ||
                                             (o != 'D' && round[q.turn][q.mouse][q.cat] != best_r)))
        wrong("not a best move: not the position's outcome, or not the fastest win or slowest loss");
}

void claims_begin(FILE *in)
{
    (void)in; /* it is stdin, which graph.h reads */
    if (!(line = malloc((line_cap = 1024) * sizeof *line))) exit(2);
}

/* Each wrong reason is reported here, so that one claim may have several: none is returned. */
const char *claims_check(char **w, int count)
{
    char *tok[MAX_TOKENS + 1] = {0}; /* the words, and NULL past them */
    const char *text = claim_text;
    claim = text;
    if (count > MAX_TOKENS) {
        wrong("not a claim explain makes");
        return NULL;
    }
    memcpy(tok, w, (size_t)count * sizeof *w);
    if (strcmp(tok[0], "play") == 0 || strcmp(tok[0], "play-move") == 0) {
        finish_graph(); /* the explanation's claims are over */
        claim = text;
        if (tok[0][4] == '\0' && (count == 4 || count == 5)) check_play(tok, count);
        else if (tok[0][4] == '-' && count == 6 && (!strcmp(tok[5], "best") || !strcmp(tok[5], "-"))) check_play_move(tok);
        else wrong("not a claim explain makes");
    } else if (strcmp(tok[0], "graph") == 0 && count == 4 && number_of(tok[1]) >= 1 && number_of(tok[2]) >= 0) {
        start_graph(number_of(tok[1]), number_of(tok[2]), tok[3], text);
    } else if (strcmp(tok[0], "too-big") == 0 && count == 4 && number_of(tok[1]) >= 1 && number_of(tok[2]) >= 0) {
        start_graph(number_of(tok[1]), number_of(tok[2]), NULL, text);
        claim = text;
        if (number_of(tok[3]) < 0 || number_of(tok[2]) <= number_of(tok[3])) wrong("N is not more than MOST");
    } else if (strcmp(tok[0], "unexplained") == 0 && count == 2 && number_of(tok[1]) >= 1 && !unexplained) {
        finish_graph();
        claim = text;
        unexplained = (int)number_of(tok[1]);
        read_graphs(0);
        if (unexplained != graphs - graph) wrong("not the number of graphs after the explained ones");
    } else if (!open_graph) {
        wrong("no graph claim before it");
    } else if (strcmp(tok[0], "outcome") == 0) {
        check_outcome(tok, count);
    } else if (strcmp(tok[0], "move") == 0) {
        check_move(tok, count);
    } else if (strcmp(tok[0], "position") == 0) {
        check_position(tok, count);
    } else if ((strcmp(tok[0], "hole") == 0 || strcmp(tok[0], "catch") == 0) && count == 1) {
        check_end(tok[0]);
    } else if (strcmp(tok[0], "more") == 0 && (count == 2 || count == 3) && number_of(tok[1]) >= 1 && !more) {
        more = (int)number_of(tok[1]); /* checked at the graph's end, with the line */
        more_end = count == 3 ? (int)number_of(tok[2]) : moves;
        if (count == 3 && outcome == UNKNOWN) wrong("a draw has no end to name");
    } else if (strcmp(tok[0], "repeat") == 0) {
        check_repeat(tok, count);
    } else if (strcmp(tok[0], "answer") == 0 && count == 2) {
        seen_answer = 1;
        if (pending || (!ended && !repeated)) wrong("before the line's end");
        if (number_of(tok[1]) != value[0][1][2]) wrong("not the answer");
    } else {
        wrong("not a claim explain makes");
    }
    return NULL;
}

const char *claims_end(void)
{
    finish_graph();
    play_close();
    read_graphs(0);
    return graph + unexplained != graphs ? "some graphs are neither explained nor counted" : NULL;
}
