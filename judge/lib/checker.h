/* checker.h - a problem package's default output validator, with the semantics of problemtools'
 * default_validator: the output and the judge's answer compared token by token (a token is a run
 * of non-whitespace), case-insensitively unless case_sensitive, any run of whitespace equal to any
 * other unless space_change_sensitive (then the whitespace between, before and after the tokens
 * must be the same). With float_tolerance E (both tolerances E), float_absolute_tolerance or
 * float_relative_tolerance, an answer token that is a number accepts a number within either
 * tolerance of it. Flags are the package's validator_flags, words. Pure: case.c calls it on the
 * two texts, and judge/tests/checker-test.c against a table of problemtools' answers.
 */
#ifndef CHECKER_H
#define CHECKER_H
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "text.h"

struct checker { int case_sensitive, space_sensitive; double abs_tol, rel_tol; int floats; };

/* The flags parsed; 0, or -1 with the unknown word in bad. */
int checker_flags(const char *flags, struct checker *c, char *bad, size_t size);

/* 1 when got is accepted against the answer ans, else 0 with why (problemtools' words). */
int checker_run(const struct checker *c, struct text ans, struct text got, char *why, size_t size);
#endif
