/* piles.h - the uva10165 tools' reader (oracle.c, explain.c): tokens as numbers in [0, 2^63-1].
 * The includer defines TOOL (its name for diagnostics) first. Not used by the solution.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void bad(const char *what)
{
    fflush(stdout);
    fprintf(stderr, "%s: %s\n", TOOL, what);
    exit(1);
}

/* Next token as a number in [0, 2^63 - 1]; 0 at end of input. */
static int next(unsigned long long *v)
{
    char tok[64], *end;
    size_t i;
    if (scanf("%63s", tok) != 1) return 0;
    for (i = 0; tok[i]; i++)
        if (!isdigit((unsigned char)tok[i])) bad("not a number");
    errno = 0;
    *v = strtoull(tok, &end, 10);
    if (errno == ERANGE || *v > 9223372036854775807ULL || strlen(tok) > 19) bad("too large");
    return 1;
}

