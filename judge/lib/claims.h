/* claims.h - the interface between judge/lib/claims.c (main: reads the claims, reports the
 * wrong ones) and each problem's problems/<p>/study/claims.c (what each claim means, checked
 * with the problem's own game code); make links the two into build/study/<p>/claims.
 *
 *   claims IN < CLAIMS
 *
 * CLAIMS are the lines `explain --claims < IN` prints, one claim each: a kind, then words. Every
 * claim is checked; each wrong one is a line "claims: <the claim>: <why>" on stderr. Prints
 * "N claims" on stdout; exit 0 when every claim is right, 1 when one is wrong, 2 on a usage
 * error or an unreadable or invalid IN.
 *
 * A problem's claims.c includes this file and defines
 *   claims_begin(in)        reads the input IN from in, which is stdin (the claims were read
 *                           first), so a game header that reads stdin will do; on a bad input,
 *                           a message on stderr and exit 2
 *   claims_check(w, n)      why the claim of n words w[0..n) (w[0] its kind) is wrong, or NULL
 *   claims_end()            after the last claim: what the claims left out, or NULL
 * and may use the helpers below.
 */
#ifndef CLAIMS_H
#define CLAIMS_H
#include <stdio.h>

/* Defined by the problem's claims.c. */
void claims_begin(FILE *in);
const char *claims_check(char **w, int n);
const char *claims_end(void);

/* Defined by judge/lib/claims.c. */
extern const char *claim_text; /* the claim being checked, as it was printed (kept to the end) */
/* A reason, printf-style, in a buffer of its own (valid until the next call). */
const char *fail(const char *format, ...);
/* Reports a wrong claim found outside claims_check (an item left without its answer, say): the
 * text names it, as "claims: TEXT: WHY". */
void claim_wrong(const char *text, const char *why);
/* The number in word w: decimal digits only, at most 19; 0 when it is not one. */
int claim_number(const char *w, unsigned long long *value);

/* Checking a claim's words by a form: one letter per word after the kind, `n` a number (its
 * value in claim_value[i]), `w` any word, any other letter a word that letter(letter, word)
 * judges (it returns why the word is wrong, or NULL; fail()'s text will do); the letters after a `*` repeat any number
 * of times. claims_form finds w[0]'s kind in kinds[0..count), checks the words against its form
 * and calls its check; it returns why the claim is wrong, or NULL. */
typedef const char *claim_fn(char **w, int n);
typedef const char *letter_fn(char letter, const char *word);
struct claim_kind { const char *name, *form; claim_fn *check; };
extern unsigned long long claim_value[];
const char *claims_form(const struct claim_kind *kinds, int count, char **w, int n, letter_fn *letter);

/* Play claims (judge/tests/explain-test.sh makes them from `explain --play K [STATE]`): a claim
 * `play K STATE ...` and the `play-move K STATE NEXT OUTCOME best|-` claims after it, one per move
 * from STATE. For a problem whose --play lists every move, what is owed:
 *   play_close()            before each play claim and at the end: the open one, if any, is wrong
 *                           unless its play-move claims were as many as its moves (each a legal
 *                           one, never twice: the problem checks that) and, when there are any,
 *                           exactly one of them is best
 *   play_open(state, moves) the play claim being checked (claim_text) opens STATE, which has
 *                           `moves` legal moves
 *   play_move_from(state, best)   a play-move claim from STATE: counted, and why it does not
 *                           follow the play claim of STATE, or NULL */
void play_close(void);
void play_open(const char *state, int moves);
const char *play_move_from(const char *state, int best);
#endif
