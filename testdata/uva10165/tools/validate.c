/* validate - checks a uva10165 input against problems/uva10165/README.md with our limits: tokens
 * of decimal digits only, separated by spaces, tabs, CR or LF; every value <= MAX_VALUE (2^63 - 1,
 * limits.h; a token of more digits is too large, leading zeros or not); scenarios "N" then N
 * values; the input ends at a scenario count of 0 (nothing but whitespace may follow) or at end
 * of file after a whole scenario. An empty input is valid: it holds no scenario.
 * `validate --view` holds it to all that UVa 10165 sends, naming what it does not (make judge SOL=
 * judges a file by the cases it accepts; make stress LIMITS=judge keeps to it and says whether a
 * counterexample lies inside it): its limits (JUDGE_MIN_PILE..JUDGE_MAX_PILE stones a pile) and
 * its layout: N alone on a line, its piles on the next, lines ended by \n alone, no blank line,
 * the closing 0 present. */
#include <stdio.h>
#include <string.h>
#include "limits.h"

static unsigned long line = 1, token_line; /* the line now, the line of the last token */
static int cr; /* a \r was read */
static char max_text[24]; /* MAX_VALUE in decimal */

static int fail(const char *what)
{
    fprintf(stderr, "validate: line %lu: %s\n", line, what);
    return 1;
}

/* Reads a token; returns 1 with *v set, 0 at EOF, -1 on a malformed or too large token. */
static int token(unsigned long long *v)
{
    int c, digits = 0;
    char text[32];
    while ((c = getchar()) == ' ' || c == '\t' || c == '\r' || c == '\n')
        if (c == '\n') line++;
        else if (c == '\r') cr = 1;
    if (c == EOF) return 0;
    token_line = line;
    while (c >= '0' && c <= '9') {
        if (digits < 30) text[digits] = (char)c;
        digits++;
        c = getchar();
    }
    if (c != EOF && c != ' ' && c != '\t' && c != '\r' && c != '\n') return -1;
    if (c == '\n') ungetc(c, stdin);
    if (c == '\r') cr = 1;
    if (digits == 0 || (size_t)digits > strlen(max_text)) return -1;
    text[digits] = '\0';
    /* as many digits: the strings compare as the numbers do */
    if ((size_t)digits == strlen(max_text) && strcmp(text, max_text) > 0) return -1;
    sscanf(text, "%llu", v);
    return 1;
}

int main(int argc, char **argv)
{
    unsigned long long n, v;
    unsigned long want = 1; /* with --view, the line the next N must be on */
    int r, view = argc == 2 && strcmp(argv[1], "--view") == 0;
    char why[96];
    if (argc > 1 && !view) { fputs("usage: validate [--view] < input\n", stderr); return 2; }
    sprintf(max_text, "%llu", MAX_VALUE);
    for (;;) {
        if ((r = token(&n)) == 0) return view ? fail("no closing 0 (UVa's input ends with one)") : 0;
        if (r < 0) return fail("bad scenario size");
        if (view && token_line != want) return fail("N not on a line of its own after the last piles (UVa's layout: N on a line, its piles on the next)");
        if (n == 0) break;
        want = token_line + 2;
        while (n-- > 0) {
            if ((r = token(&v)) == 0) return fail("end of file inside a scenario");
            if (r < 0) return fail("bad pile size");
            if (view && (v < JUDGE_MIN_PILE || v > JUDGE_MAX_PILE)) {
                sprintf(why, "a pile of %llu, not in %llu..%llu", v, (unsigned long long)JUDGE_MIN_PILE, (unsigned long long)JUDGE_MAX_PILE);
                return fail(why);
            }
            if (view && token_line != want - 1) return fail("the piles not all on the line after N (UVa's layout: N on a line, its piles on the next)");
        }
    }
    if (token(&v) != 0) return fail("something after the final 0");
    return view && cr ? fail("a \\r: UVa's lines end with \\n alone") : 0;
}
