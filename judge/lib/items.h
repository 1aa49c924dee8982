/* items.h - the interface between judge/lib/items.c (the modes and main) and each problem's
 * testdata/<p>/tools/items.c (where the items of its input are, and how one shrinks); make links
 * the two into build/testdata/<p>/tools/items.
 *
 * Every input of every problem is a sequence of independent items (a game, a pair, a line, a
 * test, a graph, a scenario), and each item gets exactly one output line. So output line k
 * belongs to item k, and any selection of items, put between the problem's header and footer,
 * is again a valid input whose expected output is the selected lines. The judge uses this to
 * name the item a program got wrong and write it out alone (judge/judging/report-diagnosis.c);
 * make stress uses it to narrow a failing input to one item and then to shrink that item
 * (judge/stress/stress.c, shrink.c); the play version makes each item a game (judge/play/package.sh,
 * playstress.c).
 *
 *   items split           one line per item: "K FIRST_LINE LAST_LINE BYTES" (1-based input lines;
 *                         BYTES, the item's length with the spacing after it)
 *   items pick LIST       the input made of the items in LIST ("7", "1-6,9"), in that order
 *   items join FILE...    one input holding every item of every FILE, in order
 *   items shrink DIR [FIRST]   each single reduction of the input, as DIR/1.in, DIR/2.in, ...,
 *                         a page at a time: from the FIRST (default 1) in the order below, at
 *                         most 64 MiB or 2048 files; prints "COUNT NEXT": how many it wrote,
 *                         and the FIRST of the next page (0: this page was the last).
 *                         Item by item: the item left out (when there are others),
 *                         then each reduction of it (fewer or smaller values, moves, cards,
 *                         letters, words, nodes, edges, plainer spacing), biggest cut first.
 *                         Every reduction makes the input strictly smaller (fewer items, fewer
 *                         tokens, then smaller numbers, then shorter text, then plainer
 *                         spacing), so a shrinker that keeps taking one cannot loop.
 *   items enum FIRST COUNT   every valid one-item input up to the problem's bound, smallest
 *                         first in its order (enum_items): those numbered FIRST ..
 *                         FIRST + COUNT - 1 (from 1; fewer past the last), as one input holding
 *                         them all, in order: make stress's exhaustive sweep, one run per call
 *   items order           one line, "TOTAL BATCH ORDER": how many inputs enum_items lists, how
 *                         many of them make stress judges in one run, and the order in words
 *                         (with `judge` after either: only the inputs inside the original
 *                         judge's limits, enum_judge; LIMITS=judge)
 * The input must be valid (run validate first): bad input is not diagnosed here. Candidates
 * may break a rule the reduction cannot see (a graph whose mouse cannot move): the caller
 * checks each with validate.
 *
 * A problem's items.c includes this file and defines the functions declared first below (what
 * each must do is said there); the shrinker's design, a plain list of candidates, big cuts
 * first, is said above shrink_list.
 */
#ifndef ITEMS_H
#define ITEMS_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Defined by the problem's items.c:
 *   parse_items()      calls add_item(start, end) per item, in order: raw byte ranges of text[],
 *                      keeping the original spacing (the spacing after an item belongs to it)
 *   put_header(n)      what comes before n items (astrgame's T), put_footer() what comes after
 *   shrink_item(t, n)  calls candidate(text, len) once per reduction of the item t[0..n), in
 *                      the same order every time (pages count them)
 *   enum_items()       calls enum_item(text, len) once per valid item up to its bound, in the
 *                      order enum_order states (the same every time), and stops when it
 *                      returns 0; an item is written as the statement writes it (one line
 *                      ending, single spaces). The order puts the fewest tokens, letters, nodes
 *                      or stones first, so the first item a program fails is its smallest
 *                      counterexample in that order; the bound keeps the sweep to seconds.
 *   enum_order         that order and its bound, in words, for make stress's report; with
 *                      enum_judge set, enum_items() leaves out the items the original judge
 *                      does not send (validate --view: its limits, limits.h's JUDGE_*, and its
 *                      layout), lowers enum_batch to the judge's limit on items per input, and
 *                      may say its order again without the items left out
 *   enum_batch         how many items one run of the sweep holds: many, since starting a run
 *                      costs more than a small item, and at most the problem's limit on items
 *                      per input (a run over the time limit as a whole stops the sweep)
 */
void put_header(int count);
void put_footer(void);
void parse_items(void);
void shrink_item(const char *t, size_t n);
void enum_items(void);
extern const char *enum_order;
extern int enum_batch;

/* Defined by judge/lib/items.c, for the problem's items.c. */
extern char *text; /* the whole input, NUL-terminated */
extern size_t text_len;
extern FILE *out;  /* where put_header and put_footer write */
void die(const char *why);
void *grow(void *p, size_t bytes);
int is_space(int c);
void add_item(size_t start, size_t end);
void candidate(const char *t, size_t n);
/* For a reduction costly to build: if (!skip_candidate()) { build it; put_candidate(t, n); }.
 * skip_candidate() is true when the reduction is not on the page being written. */
int skip_candidate(void);
void put_candidate(const char *t, size_t n);
int enum_item(const char *t, size_t n); /* 0: stop, the items asked for are all made */
extern int enum_judge;                  /* `judge`: only items inside the original judge's limits */

/* Tokens of one item: tok[i] is at t[at, at + len), preceded by spacing t[sep, at). Token-based
 * items can use tokenize() and emit_tokens(), which rebuild an item with some of its tokens
 * replaced or deleted while every other byte of spacing stays as it was. */
struct token { size_t sep, at, len; };
extern struct token *tok;
extern int ntok;
extern const char *tok_text;
extern const char **repl; /* per token: NULL keep, DELETED drop (with its spacing), else new text */
extern const char DELETED[];
void tokenize(const char *t, size_t n);
void emit_tokens(int plain);
unsigned long long tok_value(int i);
/* The shared reductions. The interface is a plain list, in the order a greedy shrinker should try
 * it (judge/stress/shrink.c takes the first that still fails): big cuts first, so that repeated steps converge in
 * O(log) steps per list or number, not one element or one unit at a time. A list goes by halves,
 * quarters, ..., then single elements (shrink_list); a number by a ladder of values from the
 * smallest allowed up to v - 1 (shrink_number), whose first failing rung is the next bound of a
 * binary search toward the smallest failing value. A result where no candidate fails is a local
 * minimum by definition, and a test can check it by judging each candidate
 * (judge/tests/stress-test.sh). (The other design, a "family" of values that the shrinker
 * bisects itself, would teach shrink.c what a number is, for the same number of runs.)
 */
void shrink_list(int count_at, int first, int least, void (*also)(int from, int len));
void shrink_number(int i, unsigned long long lo);
void shrink_number_also(int i, unsigned long long lo, const unsigned long long *also, int count);
void shrink_values(int first, unsigned long long lo);
#endif
