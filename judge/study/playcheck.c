/* playcheck - checks explain's play protocol (judge/lib/study.h) at one position, for any
 * problem: judge/tests/study-test.sh walks random games from the sample items through the native
 * `explain --play` and hands each position to this tool, with the position of every move.
 *
 *   playcheck SEED POSITION [CHILD...]   POSITION: what `explain --play K [STATE]` printed;
 *                                        CHILD i: what it printed for move i's STATE'
 *   playcheck --root LINE POSITION       LINE: the oracle's answer line for the item
 *
 * Checked: the lines come in the protocol's order with their exact fields; turn is one of the
 * players; every STATE is printable ASCII without the characters study.h forbids, at most
 * STATE_MAX bytes; LENGTH is a number or "-", 0 at the end, not 0 with moves; every MOVE is
 * printable words joined by one space (no tab, never empty), no two moves alike (the referee
 * finds a player's move by it); with moves, exactly one is "best", and its outcome is the
 * position's (the perfect player keeps what the position offers); the position is a win iff some
 * move wins, a loss iff every move loses, a draw otherwise. With no moves (end) any outcome goes:
 * a game may end with the side to move the winner (the last move walked into a lost end). Each
 * CHILD is a valid position, its state is the move's STATE', the same players, the other one to
 * move, and the move's outcome is the opposite of the child's (win <-> lose, draw <-> draw); where
 * the lengths are numbers, the best move's child lasts one move less, no child of a loss lasts
 * longer than that and no winning move's child shorter (the winner hurries, the loser delays).
 * All of it follows from the protocol alone: no game rule is known here.
 * Output: the STATE' of one move picked at random from SEED (splitmix64, judge/lib/rng.h), the
 * walk's next position; nothing when the game is over.
 * --root: when LINE names exactly one of the players as a word, that player wins from the start
 * (the start's outcome is win iff it names the one to move); prints "checked" or "skipped" (no
 * simple mapping from the answer to a player: Yes/No, 1/2/0).
 * Exit 0: all holds; 1: the first violation on stderr, naming the file and line; 2: usage.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rng.h"
#include "study.h"

enum { LINE_MAX_ = STATE_MAX + 1024 };

struct move { char *label, *state, *written; int outcome, best; };
struct position {
    char players[2][256], state[STATE_MAX + 1], turn[256];
    long length; /* LENGTH; PLAY_UNKNOWN for "-" */
    int outcome, end, nmoves, cap;
    struct move *moves;
};

static const char *file;
static int line_no;

static void bad(const char *fmt, const char *what)
{
    fprintf(stderr, "playcheck: %s: line %d: ", file, line_no);
    fprintf(stderr, fmt, what);
    fputc('\n', stderr);
    exit(1);
}

static int outcome_of(const char *w)
{
    if (strcmp(w, "win") == 0) return 'W';
    if (strcmp(w, "lose") == 0) return 'L';
    if (strcmp(w, "draw") == 0) return 'D';
    bad("outcome '%s' is not win, lose or draw", w);
    return 0;
}

static void check_state(const char *s)
{
    const char *c;
    if (strlen(s) > STATE_MAX) bad("a STATE longer than STATE_MAX (%s)", "4096");
    if (!*s) bad("an empty STATE%s", "");
    for (c = s; *c; c++)
        if (*c <= ' ' || *c > '~' || strchr("#&%+\"'<>\\", *c)) bad("STATE '%s' has a character study.h forbids", s);
}

/* One key line with exactly nf fields after the key (study.h's play_read splits it, extra tabs
 * left in the last field): no field may hold a tab. */
static char **expect(FILE *in, char *line, const char *key, int nf)
{
    static char *f[PLAY_FIELDS];
    int n = play_read(in, line, LINE_MAX_, f);
    line_no++;
    if (n != nf + 1 || strcmp(f[0], key) != 0) bad("expected a '%s' line with its fields", key);
    if (strchr(f[nf], '\t')) bad("a tab inside a field of '%s'", key);
    return f + 1;
}

/* LENGTH: a number (at most 18 digits), or PLAY_UNKNOWN for "-". */
static long length_of(const char *w)
{
    if (strcmp(w, "-") == 0) return PLAY_UNKNOWN;
    if (!*w || strlen(w) > 18 || strspn(w, "0123456789") != strlen(w)) bad("the length '%s' is not a number or -", w);
    return strtol(w, NULL, 10);
}

/* MOVE: printable words joined by one space, as a player writes it on its line. */
static void check_written(const char *w)
{
    const char *c;
    if (!*w) bad("an empty MOVE%s", "");
    for (c = w; *c; c++)
        if (*c < ' ' || *c > '~' || (*c == ' ' && (c == w || c[1] == ' ' || c[1] == '\0')))
            bad("MOVE '%s' is not printable words joined by one space", w);
}

static void read_position(const char *name, struct position *p)
{
    static char line[LINE_MAX_];
    char **f, *g[PLAY_FIELDS];
    int n, i, best = 0, some_win = 0, all_lose = 1;
    FILE *in = fopen(name, "r");
    file = name, line_no = 0;
    if (!in) bad("cannot open it%s", "");
    f = expect(in, line, "players", 2);
    snprintf(p->players[0], sizeof p->players[0], "%s", f[0]);
    snprintf(p->players[1], sizeof p->players[1], "%s", f[1]);
    if (!*f[0] || !*f[1] || strcmp(f[0], f[1]) == 0) bad("two different players are needed%s", "");
    f = expect(in, line, "state", 1);
    check_state(f[0]);
    strcpy(p->state, f[0]);
    f = expect(in, line, "turn", 1);
    if (strcmp(f[0], p->players[0]) && strcmp(f[0], p->players[1])) bad("turn '%s' is not one of the players", f[0]);
    snprintf(p->turn, sizeof p->turn, "%s", f[0]);
    f = expect(in, line, "outcome", 3);
    p->outcome = outcome_of(f[0]);
    p->length = length_of(f[2]);
    p->end = 0, p->nmoves = 0, p->cap = 0, p->moves = NULL;
    while ((n = play_read(in, line, sizeof line, g)) > 0) {
        line_no++;
        if (p->end) bad("a line after 'end'%s", "");
        if (strcmp(g[0], "end") == 0 && n == 2 && p->nmoves == 0) { p->end = 1; continue; }
        if (strcmp(g[0], "move") || n != 6) bad("expected a 'move' line (or 'end' instead of moves)%s", "");
        if (strchr(g[5], '\t')) bad("a tab inside a field of '%s'", "move");
        if (p->nmoves == p->cap) {
            p->cap = p->cap ? 2 * p->cap : 16;
            if (!(p->moves = realloc(p->moves, p->cap * sizeof *p->moves))) bad("out of memory%s", "");
        }
        check_state(g[2]);
        check_written(g[5]);
        for (i = 0; i < p->nmoves; i++)
            if (strcmp(p->moves[i].written, g[5]) == 0) bad("two moves are written '%s'", g[5]);
        p->moves[p->nmoves].written = strdup(g[5]);
        p->moves[p->nmoves].label = strdup(g[1]);
        p->moves[p->nmoves].state = strdup(g[2]);
        p->moves[p->nmoves].outcome = outcome_of(g[3]);
        if (strcmp(g[4], "best") && strcmp(g[4], "-")) bad("the last field is '%s', not best or -", g[4]);
        p->moves[p->nmoves].best = strcmp(g[4], "best") == 0;
        best += p->moves[p->nmoves].best;
        some_win |= p->moves[p->nmoves].outcome == 'W';
        all_lose &= p->moves[p->nmoves].outcome == 'L';
        if (p->moves[p->nmoves].best && p->moves[p->nmoves].outcome != p->outcome)
            bad("the best move's outcome is not the position's (%s)", play_word(p->outcome));
        p->nmoves++;
    }
    fclose(in);
    if (!p->end && p->nmoves == 0) bad("neither moves nor 'end'%s", "");
    line_no = 4;
    if (p->end && p->length != 0) bad("the length at the end is not 0%s", "");
    if (p->nmoves && p->length == 0) bad("the length is 0, but there are moves%s", "");
    if (p->nmoves && best != 1) bad("%s", "not exactly one move is marked best");
    if (p->nmoves && p->outcome != (some_win ? 'W' : all_lose ? 'L' : 'D'))
        bad("the outcome %s does not follow from the moves' outcomes", play_word(p->outcome));
}

static void free_position(struct position *p)
{
    int i;
    for (i = 0; i < p->nmoves; i++) free(p->moves[i].label), free(p->moves[i].state), free(p->moves[i].written);
    free(p->moves);
}

static int opposite(int o) { return o == 'W' ? 'L' : o == 'L' ? 'W' : 'D'; }

/* 1 when LINE has WORD as a whole word. */
static int names(const char *line, const char *word)
{
    size_t n = strlen(word);
    const char *s;
    for (s = strstr(line, word); s; s = strstr(s + 1, word))
        if ((s == line || s[-1] == ' ') && (s[n] == 0 || s[n] == ' ' || s[n] == '\n')) return 1;
    return 0;
}

int main(int argc, char **argv)
{
    static const char usage[] = "SEED POSITION [CHILD...] | --root LINE POSITION";
    struct position p, c;
    int i, a, b;
    if (argc == 4 && strcmp(argv[1], "--root") == 0) {
        read_position(argv[3], &p);
        a = names(argv[2], p.players[0]), b = names(argv[2], p.players[1]);
        free_position(&p);
        if (a == b) { puts("skipped"); return 0; }
        if ((p.outcome == 'W') != (strcmp(a ? p.players[0] : p.players[1], p.turn) == 0)) {
            fprintf(stderr, "playcheck: %s: the start is a %s for %s, but the answer is '%s'\n", argv[3],
                    play_word(p.outcome), p.turn, argv[2]);
            return 1;
        }
        puts("checked");
        return 0;
    }
    rng_seed_from_args(argc, argv, usage);
    if (argc < 3) {
        fprintf(stderr, "usage: %s %s\n", argv[0], usage);
        return 2;
    }
    read_position(argv[2], &p);
    if (argc - 3 != p.nmoves) {
        fprintf(stderr, "playcheck: %s: %d moves, %d children given\n", argv[2], p.nmoves, argc - 3);
        free_position(&p);
        return 1;
    }
    for (i = 0; i < p.nmoves; i++) {
        read_position(argv[3 + i], &c);
        line_no = 2;
        if (strcmp(c.state, p.moves[i].state)) bad("the state is not the move's STATE' (%s)", p.moves[i].state);
        if (strcmp(c.players[0], p.players[0]) || strcmp(c.players[1], p.players[1])) bad("other players than its parent's%s", "");
        line_no = 3;
        if (strcmp(c.turn, p.turn) == 0) bad("%s moves again: the turn must pass", c.turn);
        line_no = 4;
        if (p.moves[i].outcome != opposite(c.outcome))
            bad("the outcome is not the opposite of the move's (%s)", play_word(p.moves[i].outcome));
        if (p.length > 0 && c.length >= 0) {
            if (p.moves[i].best && c.length != p.length - 1) bad("the best move's game does not last one move less (%s)", "its length");
            if (p.outcome == 'L' && c.length > p.length - 1) bad("a loss's move lasts longer than the loser's delay (%s)", "its length");
            if (p.outcome == 'W' && p.moves[i].outcome == 'W' && c.length < p.length - 1)
                bad("a winning move ends the game sooner than the winner's hurry (%s)", "its length");
        }
        free_position(&c);
    }
    if (p.nmoves) puts(p.moves[rng_range(0, p.nmoves - 1)].state);
    free_position(&p);
    return 0;
}
