/* validate for game31: exit 0 iff stdin is a valid input per problems/game31/README.md.
 * Lines of digits 1..6, each optionally ended by one \r before its \n (or before EOF); no fifth
 * copy of a value in a line; no card after the line's total passed 31. An empty file is valid
 * (zero games: the contract reads lines until EOF and must not invent one at the end).
 * `validate --view` holds it to all that SPOJ sends (make judge SOL= judges a file by the cases
 * it accepts): no empty line and no finished game (problem.conf's judge line says why), every
 * line ended by \n alone, one game at least.
 */
#include <string.h>
#include <stdio.h>
#include "limits.h"

/* Messages name the limits they check. */
#define STR_(x) #x
#define STR(x) STR_(x)

static int invalid(long line_no, const char *why)
{
    fprintf(stderr, "validate: line %ld: %s\n", line_no, why);
    return 1;
}

/* Any other arguments are ignored: a problem package's validator passes argv through. */
int main(int argc, char **argv)
{
    long line_no = 1, cards = 0; /* cards: on this line */
    int c, v, laid[CARD_VALUES + 1] = {0}, total = 0, after_cr = 0, view = argc == 2 && strcmp(argv[1], "--view") == 0;
    while ((c = getchar()) != EOF) {
        if (view && (c == '\r' || (c == '\n' && cards == 0)))
            return invalid(line_no, c == '\r' ? "a \\r: SPOJ's lines end with \\n alone" : "an empty line (SPOJ's judge sends none)");
        if (c == '\n') {
            cards = 0;
            for (v = 1; v <= CARD_VALUES; v++) laid[v] = 0;
            total = after_cr = 0;
            line_no++;
            continue;
        }
        if (after_cr) return invalid(line_no, "\\r not at the end of the line");
        if (c == '\r') {
            after_cr = 1;
            continue;
        }
        if (c < '1' || c > '0' + CARD_VALUES) return invalid(line_no, "a byte that is not a card 1.." STR(CARD_VALUES));
        if (total > TARGET) return invalid(line_no, "a card after the total passed " STR(TARGET));
        v = c - '0', cards++;
        if (++laid[v] > COPIES) return invalid(line_no, "a fifth copy of a card");
        total += v;
        if (view && total > TARGET) return invalid(line_no, "a finished game, its total past " STR(TARGET) " (SPOJ's judge sends none)");
    }
    if (view && (cards > 0 || line_no == 1)) return invalid(line_no, cards > 0 ? "the last line has no \\n" : "no game (SPOJ's inputs hold one at least)");
    return 0;
}
