/* study.h - what every problem's explainer (problems/<p>/study/, judge/lib/explain.h) shares for
 * pictures and play: the study pages (make study) and make explain's SVG files.
 *
 *   explain --svg [K [STATE]] < input   pictures as SVG: of every item (each item begins with a
 *                                        line "<!-- item K -->", then its pictures), or of item K
 *                                        at the play position STATE (its start without STATE)
 *   explain --svg-dir DIR < input        the same pictures of every item, item K into DIR/K.svg
 *   explain --play K [STATE] < input     item K's game at the position STATE (its start without
 *                                        STATE): whose turn, the outcome, every legal move
 *
 * An item's pictures are one or two complete <svg> elements, plain SVG 1.1: no script, nothing
 * fetched, the colours below, so that every page and file looks alike. With --svg-dir the file
 * holds one <svg> (two pictures are drawn side by side in it: svg_open is called once per item);
 * explain.h's svg_item begins an item's pictures.
 *
 * The play protocol: one fact a line, fields separated by one tab, in this order:
 *   players<TAB>A<TAB>B          the two sides (A: the one who moves first in the item's game)
 *   state<TAB>STATE              this position, as --play and --svg take it back
 *   turn<TAB>A|B                 who moves now
 *   outcome<TAB>win|lose|draw<TAB>TEXT<TAB>LENGTH
 *                                for the side to move, with perfect play on both sides; TEXT
 *                                says why in a few words ("wins in 3 moves", "every move leaves
 *                                a won position"); LENGTH how many moves the game lasts from here
 *                                with perfect play (the winner hurrying, the loser delaying), 0
 *                                when it is over, "-" in a draw or where the problem's code does
 *                                not compute it (its study/play.h says which)
 *   move<TAB>LABEL<TAB>STATE'<TAB>win|lose|draw<TAB>best|-<TAB>MOVE
 *                                one line per legal move: how the page shows it, the position it
 *                                leads to, the outcome for the side that makes it (always the
 *                                opposite of STATE''s outcome: win <-> lose, draw <-> draw),
 *                                "best" on exactly one move, the perfect player's choice (a
 *                                winning move, the fastest; else a drawing one; else the losing
 *                                move that lasts longest; where lengths are not known, the
 *                                problem's study/ says what it picks), and the move as a player
 *                                writes it on its line in the play protocol
 *                                (problems/<p>/play/README.md: words joined by one space, never
 *                                empty), made by the game's play.h from the move, not the label;
 *                                the play referee (judge/play/referee.c) reads it
 *   end<TAB>TEXT                 instead of moves, when the game is over: who won, or the draw
 * A STATE is printable ASCII without spaces, tabs or any of # & % + " ' < > \ (it travels in
 * argv and in a URL), at most STATE_MAX bytes. The page keeps it opaque: every game rule is here,
 * in the problem's C; the page only draws and handles clicks.
 * Exit status: 0; 1 with a one-line message on stderr for bad input, no item K, a bad STATE or
 * an item too big to play (the problem's study/explain.c says which).
 */
#ifndef STUDY_H
#define STUDY_H
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { STATE_MAX = 4096 };

/* The colours of outcomes (for the side named), and of everything else. */
#define SVG_WIN "#2e7d32"
#define SVG_LOSE "#c62828"
#define SVG_DRAW "#8d8d8d"
#define SVG_MARK "#1565c0" /* what the picture points at: the move, the deciding column */
#define SVG_INK "#212121"
#define SVG_PAPER "#f5f5f5"

/* Text with & < > escaped. */
static inline void svg_escaped(const char *s)
{
    for (; *s; s++) {
        if (*s == '&') fputs("&amp;", stdout);
        else if (*s == '<') fputs("&lt;", stdout);
        else if (*s == '>') fputs("&gt;", stdout);
        else putchar(*s);
    }
}

static inline void svg_open(int width, int height, const char *title)
{
    printf("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\" "
           "font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"13\">\n<title>",
           width, height, width, height);
    svg_escaped(title);
    puts("</title>");
}

static inline void svg_close(void) { puts("</svg>"); }

static inline void svg_rect(double x, double y, double w, double h, const char *fill, const char *stroke)
{
    printf("<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"%s\" stroke=\"%s\"/>\n", x, y, w, h,
           fill, stroke ? stroke : "none");
}

static inline void svg_line(double x1, double y1, double x2, double y2, const char *stroke, double width)
{
    printf("<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"%s\" stroke-width=\"%g\"/>\n", x1, y1, x2,
           y2, stroke, width);
}

static inline void svg_circle(double x, double y, double r, const char *fill, const char *stroke)
{
    printf("<circle cx=\"%g\" cy=\"%g\" r=\"%g\" fill=\"%s\" stroke=\"%s\"/>\n", x, y, r, fill,
           stroke ? stroke : "none");
}

/* Text at (x, y); anchor is start, middle or end. */
static inline void svg_text(double x, double y, const char *anchor, const char *fill, const char *format, ...)
{
    char buf[4096];
    va_list ap;
    va_start(ap, format);
    vsnprintf(buf, sizeof buf, format, ap);
    va_end(ap);
    printf("<text x=\"%g\" y=\"%g\" text-anchor=\"%s\" fill=\"%s\">", x, y, anchor, fill);
    svg_escaped(buf);
    puts("</text>");
}

/* The colour of an outcome: 'W' win, 'L' lose, 'D' draw. */
static inline const char *svg_outcome(int o) { return o == 'W' ? SVG_WIN : o == 'L' ? SVG_LOSE : SVG_DRAW; }

/* The play protocol's lines; outcome o is 'W', 'L' or 'D'. */
static inline const char *play_word(int o) { return o == 'W' ? "win" : o == 'L' ? "lose" : "draw"; }

static inline void play_players(const char *a, const char *b) { printf("players\t%s\t%s\n", a, b); }
static inline void play_turn(const char *who) { printf("turn\t%s\n", who); }

static inline void play_line(const char *key, const char *format, va_list ap)
{
    printf("%s\t", key);
    vprintf(format, ap);
    putchar('\n');
}

static inline void play_state(const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    play_line("state", format, ap);
    va_end(ap);
}

/* length: the protocol's LENGTH, PLAY_UNKNOWN for "-". */
enum { PLAY_UNKNOWN = -1 };

static inline void play_outcome(int o, long length, const char *format, ...)
{
    va_list ap;
    printf("outcome\t%s\t", play_word(o));
    va_start(ap, format);
    vprintf(format, ap);
    va_end(ap);
    if (length == PLAY_UNKNOWN) puts("\t-");
    else printf("\t%ld\n", length);
}

/* move: the protocol's MOVE, the move as a player writes it. */
static inline void play_move(const char *label, const char *state, int o, int best, const char *move)
{
    printf("move\t%s\t%s\t%s\t%s\t%s\n", label, state, play_word(o), best ? "best" : "-", move);
}

static inline void play_end(const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    play_line("end", format, ap);
    va_end(ap);
}

/* For the tools that read the protocol back (catmouse's tools/relabel.c, judge/study/playcheck.c;
 * the referee's ask() splits its lines the same way): reads one line of the protocol from `in`
 * into line (size bytes) and splits it at tabs into at most PLAY_FIELDS fields, the newline
 * dropped (extra tabs stay in the last field); returns how many, 0 at the end. */
enum { PLAY_FIELDS = 6 };

static inline int play_read(FILE *in, char *line, int size, char **field)
{
    int count = 0;
    if (!fgets(line, size, in)) return 0;
    line[strcspn(line, "\n")] = '\0';
    for (field[count++] = line; count < PLAY_FIELDS && (line = strchr(line, '\t')); field[count++] = ++line) *line = '\0';
    return count;
}
#endif
