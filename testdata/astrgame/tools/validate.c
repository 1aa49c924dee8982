/* validate.c - input validator for astrgame (exit 0 valid, 1 invalid with a reason on stderr).
 *
 * The contract's format and our limits (limits.h): tokens separated by any whitespace (spaces,
 * tabs, CR, LF, VT, FF); T in 1..MAX_TESTS; per test S (1..MAX_LEN letters a-z), N in
 * 1..MAX_WORDS, then N words of 1..MAX_LEN letters a-z; nothing but whitespace after the last
 * test. Numbers are plain decimal digits (leading zeros allowed); signs, letters, or values past
 * the limit (even past 64 bits) are out.
 * `validate --view` holds it to all that CodeChef sends, naming what it does not (make judge SOL=
 * judges a file by the cases it accepts; make stress LIMITS=judge keeps to it and says whether a
 * counterexample lies inside it): its limits (limits.h: T <= JUDGE_MAX_TESTS, |S| and |w| <=
 * JUDGE_MAX_LEN, N <= JUDGE_MAX_WORDS) and its layout: every token (T, S, N, each word) alone on
 * its line, ended by \n alone.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "limits.h"

#define TEXT(x) #x
#define NUMBER(x) TEXT(x) /* a limit in a message, as written in limits.h */

enum { PAST_LIMITS = 100000000 }; /* numbers saturate here: past every limit, and x10 fits a long */

static int is_space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static long token_len;      /* length of the last token (0: end of input) */
static int all_digits, all_lower;
static long value;          /* its value if all digits, saturated at PAST_LIMITS */
static int view, laid_out = 1; /* --view; every token so far alone on its line */

static void next_token(void)
{
    int c;
    while ((c = getchar()) != EOF && is_space(c))
        laid_out = 0; /* the \n after a token is read with it */
    token_len = 0, all_digits = 1, all_lower = 1, value = 0;
    for (; c != EOF && !is_space(c); c = getchar()) {
        token_len++;
        all_digits &= c >= '0' && c <= '9';
        all_lower &= c >= 'a' && c <= 'z';
        if (all_digits && (value = value * 10 + (c - '0')) > PAST_LIMITS) value = PAST_LIMITS;
    }
    if (token_len > 0 && c != '\n') laid_out = 0;
}

static void invalid(int test, const char *why)
{
    fprintf(stderr, "validate: test %d: %s\n", test, why);
    exit(1);
}

/* With --view, the last token must be at most judge_most: a count or a length. */
static void judge_check(int test, long v, long judge_most, const char *what)
{
    char why[96];
    if (!view || v <= judge_most) return;
    sprintf(why, "%s %ld, above %ld", what, v, judge_most);
    invalid(test, why);
}

static int count(int test, long most, long judge_most, const char *what)
{
    next_token();
    if (token_len == 0) invalid(test, what);
    if (!all_digits || value < 1 || value > most) invalid(test, what);
    judge_check(test, value, judge_most, what[0] == 'T' ? "T =" : "N =");
    return (int)value;
}

static void letters(int test, const char *what)
{
    next_token();
    if (token_len == 0 || !all_lower || token_len > MAX_LEN) invalid(test, what);
    judge_check(test, token_len, JUDGE_MAX_LEN, what[0] == 'S' ? "|S| =" : "a word of length");
}

int main(int argc, char **argv)
{
    int tests, t, w, words;
    view = argc == 2 && strcmp(argv[1], "--view") == 0;
    if (argc > 1 && !view) { fputs("usage: validate [--view] < input\n", stderr); return 2; }
    tests = count(0, MAX_TESTS, JUDGE_MAX_TESTS, "T missing or not in 1.." NUMBER(MAX_TESTS));
    for (t = 1; t <= tests; t++) {
        letters(t, "S missing, not a-z, or longer than " NUMBER(MAX_LEN));
        words = count(t, MAX_WORDS, JUDGE_MAX_WORDS, "N missing or not in 1.." NUMBER(MAX_WORDS));
        for (w = 0; w < words; w++) letters(t, "word missing, not a-z, or longer than " NUMBER(MAX_LEN));
    }
    next_token();
    if (token_len != 0) invalid(tests, "data after the last test");
    if (view && !laid_out) invalid(0, "not one token a line ended by \\n (CodeChef's layout)");
    return 0;
}
