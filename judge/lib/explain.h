/* explain.h - what every problem's testdata/<p>/tools/explain.c shares: its two modes.
 *
 *   explain < input            why each item is won or lost, in prose (make explain)
 *   explain --claims < input   the same explanation as facts, one per line, for tools/claims
 *   explain --svg ..., --play ...   pictures and play (judge/lib/study.h)
 *
 * Both come from one computation: each fact goes through one say_* function of the problem's
 * explain.c, which prints the prose or the claim line as `claims` says; prose that states no
 * fact of its own goes through note(), which claims mode drops.
 */
#ifndef EXPLAIN_H
#define EXPLAIN_H
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "study.h"

static int claims; /* --claims: claim lines instead of prose */

/* Prose that claims nothing of its own. */
static void note(const char *format, ...)
{
    va_list ap;
    if (claims) return;
    va_start(ap, format);
    vprintf(format, ap);
    va_end(ap);
}

/* Sets the mode from the arguments: none, --claims, or study.h's; anything else is a usage error
 * (exit 2). */
static void explain_mode(int argc, char **argv)
{
    (void)note; /* not every explainer has prose without a fact */
    if (study_mode(argc, argv)) return;
    claims = argc == 2 && strcmp(argv[1], "--claims") == 0;
    if (argc > 1 && !claims) {
        fputs("usage: explain [--claims | --svg [K [STATE]] | --svg-dir DIR | --play K [STATE]] < input\n", stderr);
        exit(2);
    }
}
#endif
