/* checker-test - the default output validator (judge/lib/checker.h) against a table of cases,
 * each row what problemtools' default_validator answers for it (its rules: tokens; strcasecmp
 * unless case_sensitive; space_change_sensitive compares every whitespace character; with a
 * tolerance, an answer token that is a finite number accepts a number within the absolute or the
 * relative tolerance; a tolerance not given accepts nothing on its own). Ends with
 * "N passed, M failed"; exit 1 when a row fails.
 */
#include <stdio.h>
#include <string.h>
#include "checker.h"

struct row { const char *flags, *ans, *out; int accepted; const char *why; };

static const struct row rows[] = {
    {"", "1 2\n", "1 2\n", 1, "the same"},
    {"", "1 2\n", "1\n2", 1, "any whitespace is any other"},
    {"", "1 2\n", "  1   2  \n\n", 1, "leading and trailing whitespace"},
    {"", "Yes\n", "yes\n", 1, "case-insensitive by default"},
    {"case_sensitive", "Yes\n", "yes\n", 0, "case_sensitive"},
    {"", "1 2\n", "1\n", 0, "a token missing"},
    {"", "1\n", "1 2\n", 0, "trailing output"},
    {"", "1\n", "", 0, "no output"},
    {"", "", "", 1, "both empty"},
    {"", "", "\n \n", 1, "an empty answer, whitespace only"},
    {"", "1.0\n", "1\n", 0, "no tolerance: numbers are strings"},
    {"space_change_sensitive", "1 2\n", "1 2\n", 1, "space_change_sensitive, the same"},
    {"space_change_sensitive", "1 2\n", "1  2\n", 0, "space_change_sensitive, a space more"},
    {"space_change_sensitive", "1 2\n", "1 2", 0, "space_change_sensitive, the final newline missing"},
    {"space_change_sensitive", "1 2\n", "1\n2\n", 0, "space_change_sensitive, a newline for a space"},
    {"float_tolerance 1e-6", "1.0\n", "1.0000009\n", 1, "float_tolerance: within"},
    {"float_tolerance 1e-6", "1.0\n", "1.000002\n", 0, "float_tolerance: beyond"},
    {"float_tolerance 1e-6", "1000000\n", "1000000.9\n", 1, "float_tolerance: relative"},
    {"float_tolerance 1e-6", "0.0314\n", "3.14000000e-2\n", 1, "float_tolerance: any float format"},
    {"float_tolerance 1e-6", "1.0\n", "one\n", 0, "float_tolerance: a word for a number"},
    {"float_tolerance 1e-6", "abc\n", "ABC\n", 1, "float_tolerance: words still case-insensitive"},
    {"float_tolerance 1e-6", "inf\n", "inf\n", 1, "inf is no number: compared as a word"},
    {"float_absolute_tolerance 0.5", "10\n", "10.4\n", 1, "absolute: within"},
    {"float_absolute_tolerance 0.5", "1000\n", "1000.6\n", 0, "absolute only: no relative tolerance"},
    {"float_relative_tolerance 0.01", "1000\n", "1009\n", 1, "relative: within"},
    {"float_relative_tolerance 0.01", "0.001\n", "0.1\n", 0, "relative only: no absolute tolerance"},
    {"float_relative_tolerance 0.01 float_absolute_tolerance 0.5", "1\n", "1.4\n", 1, "either tolerance"},
};

int main(void)
{
    int i, passed = 0, failed = 0;
    char why[600], bad[64];
    struct checker c;
    for (i = 0; i < (int)(sizeof rows / sizeof *rows); i++) {
        const struct row *r = &rows[i];
        struct text ans = {(char *)r->ans, strlen(r->ans), 0}, out = {(char *)r->out, strlen(r->out), 0};
        int got = checker_flags(r->flags, &c, bad, sizeof bad) == 0 ? checker_run(&c, ans, out, why, sizeof why) : -1;
        if (got == r->accepted) passed++, printf("  ok    %s: %s\n", r->why, got ? "accepted" : why);
        else failed++, printf("  FAIL  %s: %s, want %s\n", r->why, got ? "accepted" : why, r->accepted ? "accepted" : "wrong answer");
    }
    if (checker_flags("float_tolerance", &c, bad, sizeof bad) == 0 || checker_flags("ignore_case", &c, bad, sizeof bad) == 0)
        failed++, puts("  FAIL  a flag problemtools does not know, or a tolerance with no value, must be refused");
    else
        passed++, puts("  ok    an unknown flag, a tolerance with no value: refused (a judge error)");
    printf("%d passed, %d failed\n", passed, failed);
    return failed > 0;
}
