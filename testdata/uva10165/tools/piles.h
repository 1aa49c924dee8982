/* piles.h - the uva10165 tools' reader (oracle.c, explain.c, claims.c): tokens as numbers in
 * [0, MAX_VALUE]. The includer defines TOOL (its name for diagnostics) first, and may define
 * BAD_EXIT, the exit status on bad input (default 1). Not used by the solution.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "limits.h"

#ifndef BAD_EXIT
#define BAD_EXIT 1
#endif

static void bad(const char *what)
{
    fflush(stdout);
    fprintf(stderr, "%s: %s\n", TOOL, what);
    exit(BAD_EXIT);
}

/* Next token of in as a number in [0, MAX_VALUE]; 0 at end of input. A token longer than
 * MAX_VALUE's digits is too large even when it starts with zeros, as validate has it. */
static int next(FILE *in, unsigned long long *v)
{
    char tok[64], most[24], *end;
    size_t i;
    if (fscanf(in, "%63s", tok) != 1) return 0;
    for (i = 0; tok[i]; i++)
        if (!isdigit((unsigned char)tok[i])) bad("not a number");
    errno = 0;
    *v = strtoull(tok, &end, 10);
    if (errno == ERANGE || *v > MAX_VALUE || strlen(tok) > (size_t)sprintf(most, "%llu", MAX_VALUE))
        bad("too large");
    return 1;
}
