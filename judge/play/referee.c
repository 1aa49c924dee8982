/* referee - the perfect player of one of our games, as the output validator of an interactive
 * problem (the Kattis protocol): make judge P=<p> MODE=play, and the play packages of make
 * package, judged by judge/judging/case.c's interact().
 *
 *   referee INPUT ANSWER FEEDBACK_DIR [flags ignored]   the program's moves on stdin, ours on stdout
 *   referee --check INPUT    the case's value for the program (win, lose, draw); exit 1 when there
 *                            is nothing to play, a number is past move.h's NUMBER_MAX or the start
 *                            has more than MOVES_MAX moves
 *
 * INPUT (a case, written by judge/play/package.sh): line 1 "first" or "second" (does the program
 * make the first move?), line 2 the seed, then one item of the problem's input (the one game).
 * The referee sends the program lines 1 and 3.. (the seed stays ours), then the two exchange moves,
 * one line each, as the explainer writes them (its MOVE field); after each move of the program
 * the referee answers its own, or "end" when the game is over (also when its own move ended it).
 * A play statement (problems/<p>/play/README.md) says this for its game.
 *
 * There is no game engine here: every position is asked of the problem's explainer
 * (problems/<p>/study/, what `explain --play 1 STATE` prints, judge/lib/study.h's protocol), the
 * teaching code built on the oracles' own game code, linked in (judge/lib/explain.c as
 * explain-main.h) and asked in this process: explain_open reads the item once, explain_play
 * answers each position from the analysis it keeps (explain.h), so that a move costs a lookup,
 * not a process and the whole game again, and the program's clock (case.c) is not spent on us.
 * The explainer prints on stdout: stdout is a scratch file that ask() reads back, and what goes to
 * the program (or --check's answer) goes through a copy of the real stdout. Every fact is a field
 * of the protocol: each move as a player writes it (MOVE, made by the game's play.h; the label is
 * only shown in the dialogue) and the game's length (LENGTH); no label or TEXT is parsed. move.h,
 * the game's only file besides the explainer, says whether a position can repeat and how large a
 * number an item played may hold.
 *
 * Our move: the best outcome for us; among several winning moves a seeded choice (a player
 * cannot learn a fixed line), except in a game with cycles (move.h's CYCLES, Cat and Mouse) where
 * a winning move need not bring the win closer, so the explainer's best (the fastest) is played;
 * a seeded drawing move in a draw; in a lost position the longest resistance, a seeded choice
 * among the moves that hold out equally long, where the explainer says how long the game lasts
 * (its LENGTH: uva10404, game31, catmouse), else the explainer's best (the games whose length it
 * does not compute: its study/ says which move it picks).
 * The program's move: not a legal move is WA (what it wrote and the legal moves); a legal move
 * whose outcome for it is worse than the position's (a win thrown away, a draw turned into a loss)
 * is WA with the position, the move, and the explainer's best move, which keeps the value. A game
 * played to its end is AC: a program that is lost from the start loses with honour.
 * judgemessage.txt: the verdict's reason on line 1 (the report's detail), then the whole dialogue,
 * one numbered move a line with the position it leads to and its value.
 * Exit 42 accepted, 43 wrong answer, 1 a judge error (the explainer failed: a bad case).
 */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include "rng.h"

#define main explain_main
#include "explain-main.h" /* judge/lib/explain.c, renamed so that a C build of the folder skips it */
#undef main

#include "move.h"

enum { MOVES_MAX = 4096, LINE_MAX_ = STATE_MAX + 512, MOVE_MAX = 256, SAFETY = 1000000 };

struct move {
    char label[200], text[MOVE_MAX], state[STATE_MAX + 1];
    char o; /* the outcome for the side that makes it: W, L, D */
    int best;
};
struct position {
    char state[STATE_MAX + 1], turn[64], why[512], end[512];
    char o; /* for the side to move */
    long length; /* the protocol's LENGTH; PLAY_UNKNOWN for "-" */
    int ended, n;
    struct move m[MOVES_MAX];
};

static FILE *msg;            /* judgemessage.txt; NULL with --check */
static char dialogue[1 << 20];
static size_t dialogue_len;

static void say(const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    if (dialogue_len < sizeof dialogue) dialogue_len += (size_t)vsnprintf(dialogue + dialogue_len, sizeof dialogue - dialogue_len, format, ap);
    va_end(ap);
    if (dialogue_len > sizeof dialogue) dialogue_len = sizeof dialogue;
}

/* The verdict: its reason, then the dialogue. */
static void finish(int code, const char *format, ...)
{
    va_list ap;
    if (msg) {
        va_start(ap, format);
        vfprintf(msg, format, ap);
        va_end(ap);
        fprintf(msg, "\n%.*s", (int)dialogue_len, dialogue);
        fclose(msg);
    } else if (code != 42) {
        va_start(ap, format);
        vfprintf(stderr, format, ap);
        va_end(ap);
        fputc('\n', stderr);
    }
    exit(code);
}

static int rank(char o) { return o == 'W' ? 2 : o == 'D' ? 1 : 0; }
static const char *word(char o) { return o == 'W' ? "win" : o == 'D' ? "draw" : "loss"; }

/* The explainer at STATE (NULL: the item's start), its answer (on stdout, the scratch file: main)
 * parsed into p. */
static void ask(const char *state, struct position *p)
{
    static char out[1 << 22];
    char *line, *next, *field[PLAY_FIELDS];
    int count;
    size_t n = 0;
    ssize_t got;
    fflush(stdout);
    if (ftruncate(1, 0) != 0 || lseek(1, 0, SEEK_SET) != 0) finish(1, "judge error: the scratch file cannot be emptied");
    explain_play(state);
    fflush(stdout);
    while (n < sizeof out - 1 && (got = pread(1, out + n, sizeof out - 1 - n, (off_t)n)) > 0) n += (size_t)got;
    out[n] = '\0';
    memset(p, 0, offsetof(struct position, m));
    for (line = out; *line; line = next) {
        next = line + strcspn(line, "\n");
        if (*next) *next++ = '\0';
        for (count = 1, field[0] = line; count < PLAY_FIELDS && (field[count] = strchr(field[count - 1], '\t')); count++)
            *field[count]++ = '\0';
        if (!strcmp(field[0], "state") && count > 1) snprintf(p->state, sizeof p->state, "%s", field[1]);
        else if (!strcmp(field[0], "turn") && count > 1) snprintf(p->turn, sizeof p->turn, "%s", field[1]);
        else if (!strcmp(field[0], "outcome") && count == 4) {
            p->o = (char)(field[1][0] == 'w' ? 'W' : field[1][0] == 'd' ? 'D' : 'L');
            snprintf(p->why, sizeof p->why, "%s", field[2]);
            p->length = strcmp(field[3], "-") ? strtol(field[3], NULL, 10) : PLAY_UNKNOWN;
        }
        else if (!strcmp(field[0], "end") && count > 1) p->ended = 1, snprintf(p->end, sizeof p->end, "%s", field[1]);
        else if (!strcmp(field[0], "move") && count == 6) {
            if (p->n == MOVES_MAX) finish(1, "judge error: more than %d moves at %s: too big to play", MOVES_MAX, p->state);
            struct move *m = &p->m[p->n++];
            snprintf(m->label, sizeof m->label, "%s", field[1]);
            snprintf(m->state, sizeof m->state, "%s", field[2]);
            m->o = (char)(field[3][0] == 'w' ? 'W' : field[3][0] == 'd' ? 'D' : 'L');
            m->best = !strcmp(field[4], "best");
            snprintf(m->text, sizeof m->text, "%s", field[5]);
        }
    }
    if (!p->o || (!p->ended && p->n == 0)) finish(1, "judge error: the explainer said no outcome or no move at %s", p->state);
}

/* The program's line with its spacing made plain: words joined by one space. */
static void plain(char *s)
{
    char *r = s, *w = s;
    for (; *r; r++)
        if (*r != ' ' && *r != '\t' && *r != '\r' && *r != '\n') *w++ = *r;
        else if (w > s && w[-1] != ' ') *w++ = ' ';
    if (w > s && w[-1] == ' ') w--;
    *w = '\0';
}

static int best_index(const struct position *p)
{
    int i;
    for (i = 0; i < p->n; i++)
        if (p->m[i].best) return i;
    return 0;
}

/* How long the game lasts after move m with best play, the explainer's LENGTH there; PLAY_UNKNOWN
 * (below 0) when it does not say (a game whose length it does not compute). */
static long length_after(const struct move *m)
{
    static struct position next;
    ask(m->state, &next);
    return next.length;
}

/* Our move at p (the header says which). */
static int our_move(const struct position *p)
{
    static long len[MOVES_MAX];
    int i, top = 0, count = 0, pick;
    long longest = -1;
    for (i = 0; i < p->n; i++)
        if (rank(p->m[i].o) > top) top = rank(p->m[i].o);
    if (top == 2 && CYCLES) return best_index(p);
    for (i = 0; i < p->n && top == 0; i++) { /* lost: the longest resistance, where every length is known */
        if ((len[i] = length_after(&p->m[i])) < 0) return best_index(p); /* no need to ask the others */
        if (len[i] > longest) longest = len[i];
    }
    for (i = 0; i < p->n; i++) count += rank(p->m[i].o) == top && (top != 0 || len[i] == longest);
    pick = (int)rng_range(0, (uint64_t)count - 1);
    for (i = 0; i < p->n; i++)
        if (rank(p->m[i].o) == top && (top != 0 || len[i] == longest) && pick-- == 0) return i;
    return best_index(p);
}

int main(int argc, char **argv)
{
    static struct position pos;
    static char line[LINE_MAX_], path[4200], item[1 << 20];
    size_t item_len;
    long item_offset; /* where the item starts in INPUT */
    const char *input_path;
    FILE *in, *out, *to_prog, *from_prog = NULL, *scratch;
    int check = argc == 3 && !strcmp(argv[1], "--check"), ours, moves = 0, i, fd = -1; /* -1: clang cannot see that finish() does not return */
    unsigned long long seed = 0;
    char start;
    (void)rng_seed_from_args; /* rng.h's, for the generators */
    if (!check && argc < 4) {
        fputs("usage: referee INPUT ANSWER FEEDBACK_DIR | referee --check INPUT\n", stderr);
        return 2;
    }
    input_path = argv[check ? 2 : 1];
    if (!(in = fopen(input_path, "r")) || !fgets(line, sizeof line, in)) finish(1, "judge error: cannot read %s", input_path);
    ours = !strcmp(line, "second\n");
    if (!ours && strcmp(line, "first\n")) finish(1, "judge error: line 1 of the case must be first or second");
    if (!fgets(path, sizeof path, in) || sscanf(path, "%llu", &seed) != 1) finish(1, "judge error: line 2 of the case must be the seed");
    rng_seed(seed);
    item_offset = ftell(in);
    item_len = fread(item, 1, sizeof item, in);
    fclose(in);
    /* the program's streams and our real stdout kept; stdin the item for explain_open, stdout the
     * scratch file ask() reads */
    if (!(out = fdopen(dup(1), "w")) || (!check && !(from_prog = fdopen(dup(0), "r"))) || !(scratch = tmpfile()) ||
        (fd = open(input_path, O_RDONLY)) < 0 || lseek(fd, item_offset, SEEK_SET) != item_offset || dup2(fd, 0) < 0 ||
        dup2(fileno(scratch), 1) < 0)
        finish(1, "judge error: no streams");
    close(fd);
    explain_open(1);
    ask(NULL, &pos);
    start = ours ? (char)(pos.o == 'W' ? 'L' : pos.o == 'L' ? 'W' : 'D') : pos.o; /* the program's value */
    if (check) {
        unsigned long long number = 0;
        size_t k;
        for (k = 0; k < item_len; k++) /* the item's numbers, within what the explainer lists every move of */
            if (item[k] >= '0' && item[k] <= '9') {
                if ((number = number * 10 + (unsigned long long)(item[k] - '0')) > NUMBER_MAX) return 1;
            } else number = 0;
        fprintf(out, "%s\n", start == 'W' ? "win" : start == 'L' ? "lose" : "draw");
        fclose(out);
        return pos.ended ? 1 : 0; /* nothing to play */
    }
    snprintf(path, sizeof path, "%s/judgemessage.txt", argv[3]);
    if (!(msg = fopen(path, "w"))) finish(1, "judge error: cannot write %s", path);
    to_prog = out;
    /* the case's lines 1 and 3.. to the program */
    fputs(ours ? "second\n" : "first\n", to_prog);
    fwrite(item, 1, item_len, to_prog);
    fflush(to_prog);
    say("the game: %s, you %s, a %s for you with perfect play\n", pos.state, ours ? "second" : "first", word(start));
    for (;; ours = !ours) {
        const struct move *m;
        if (pos.ended) {
            fputs("end\n", to_prog);
            fflush(to_prog);
            say("end: %s\n", pos.end);
            finish(42, "%s the game as its value says (a %s): %s", start == 'W' ? "won" : start == 'D' ? "drew" : "lost",
                   word(start), pos.end);
        }
        if (++moves > SAFETY) finish(1, "judge error: the game did not end in %d moves", SAFETY);
        if (ours) {
            m = &pos.m[our_move(&pos)];
        } else {
            if (!fgets(line, sizeof line, from_prog)) finish(43, "no move: the input ended at move %d (position %s)", moves, pos.state);
            plain(line);
            for (m = NULL, i = 0; i < pos.n && !m; i++)
                if (!strcmp(line, pos.m[i].text)) m = &pos.m[i];
            if (!m) {
                size_t len = 0;
                static char legal[8192];
                for (i = 0; i < pos.n && len < sizeof legal - MOVE_MAX - 8; i++)
                    len += (size_t)sprintf(legal + len, "%s\"%s\"", i ? ", " : "", pos.m[i].text);
                say("%4d. you   \"%s\": not a legal move at %s\n", moves, line, pos.state);
                finish(43, "illegal move %d: \"%.60s\" is not a move at %s; the legal moves: %s", moves, line, pos.state, legal);
            }
            if (rank(m->o) < rank(pos.o)) {
                const struct move *b = &pos.m[best_index(&pos)];
                say("%4d. you   %-12s (%s) -> %s: a %s for you\n", moves, m->text, m->label, m->state, word(m->o));
                finish(43, "move %d threw away the %s: at %s (%s) \"%s\" (%s) leaves a %s; \"%s\" (%s) keeps the %s", moves,
                       word(pos.o), pos.state, pos.why, m->text, m->label, word(m->o), b->text, b->label, word(pos.o));
            }
        }
        say("%4d. %s %-12s (%s) -> %s: a %s for %s\n", moves, ours ? "judge" : "you  ", m->text, m->label, m->state,
            word(m->o), ours ? "the judge" : "you");
        snprintf(line, sizeof line, "%s", m->text);
        ask(m->state, &pos);
        if (ours && !pos.ended) fprintf(to_prog, "%s\n", line), fflush(to_prog);
    }
}
