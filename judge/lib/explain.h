/* explain.h - the interface between judge/lib/explain.c (main: the modes, the loop over the input's
 * items, the cut after MAX_ITEMS, an item K that is not there) and each problem's
 * problems/<p>/study/explain.c (its game: the words, the pictures, the play); make links the two
 * into build/study/<p>/explain.
 *
 *   explain < input            why each item is won or lost, in prose (make explain)
 *   explain --claims < input   the same explanation as facts, one per line, for the problem's
 *                              claims checker (judge/lib/claims.h)
 *   explain --svg [K [STATE]], --svg-dir DIR, --play K [STATE]   pictures and play (study.h)
 *
 * Prose and claims come from one computation: each fact goes through one say_* function of the
 * problem's explain.c, which prints the prose or the claim line as `claims` says; prose that
 * states no fact of its own goes through note(), which claims mode drops.
 *
 * The items: the first MAX_ITEMS are explained (drawn by --svg without K); those after are read
 * (so bad input anywhere is found) and counted, and `more` says how many. With --svg K or --play K,
 * item K is studied and, unless `read_all`, the input after it is not read. K past the last item:
 * "explain: no NOUN K: the input has N" on stderr, exit 1. Usage errors exit 2.
 *
 * A program that plays one item through many positions (judge/play/referee.c, which links
 * explain.c in) asks in its own process: explain_open(K) reads the input on stdin up to item K,
 * then each explain_play(STATE) prints what `explain --play K STATE` prints (STATE NULL: the
 * start). So a problem's `study` may be called many times on one item, and does the item's
 * analysis once: the first call after `read` (or each time, when it is cheap).
 */
#ifndef EXPLAIN_H
#define EXPLAIN_H
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "study.h"

enum { MAX_ITEMS = 20 };

/* Defined by the problem's explain.c, as `const struct explainer explainer = {...};`. */
struct explainer {
    const char *noun; /* what one item is, for the messages: "scenario", "graph", ... */
    int read_all;     /* --svg K and --play K read (and check) the items after K too */
    void (*begin)(void);        /* before the first item (a header of the input), or NULL */
    int (*read)(long k);        /* reads item k: 1, or 0 at the end of the input; on bad input a
                                   one-line message on stderr (stdout flushed first) and exit 1,
                                   or 0 with the message left to `end` */
    void (*explain)(long k);    /* item k's explanation, in prose or claims */
    void (*study)(long k);      /* item k's pictures (svg) or play (play), at study_state */
    void (*more)(long skipped); /* the note for the `skipped` items after MAX_ITEMS */
    void (*end)(long items);    /* after the last item and `more`, or NULL */
};
extern const struct explainer explainer;

/* The mode, set by explain.c's main from the arguments. */
extern int claims;              /* --claims: claim lines instead of prose */
extern int svg, play;           /* --svg or --svg-dir, --play */
extern const char *svg_dir;     /* --svg-dir DIR */
extern long study_item;         /* K, 0 for every item */
extern const char *study_state; /* STATE, NULL for the start */

/* Prose that claims nothing of its own. */
void note(const char *format, ...);
/* Before item K's pictures: the marker line "<!-- item K -->", or (--svg-dir) stdout becomes
 * DIR/K.svg. */
void svg_item(long k);

/* Play in one process (see the header): item k read from stdin (exit 1 as --play K when it is
 * not there), then its play at each STATE asked. */
void explain_open(long k);
void explain_play(const char *state);
#endif
