/* validate for marienbad: pairs `i j` until end of input, whitespace-separated, every number
 * decimal digits only (leading zeros allowed) with value at most MAX_MATCHES (limits.h: our limits
 * for problems/marienbad/README.md);
 * j > i is valid (read as i). At least one pair: an empty input is not a test.
 * Exit 0 valid; 1 invalid, with the reason and the token's number on stderr.
 */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include "limits.h"

enum { TOKEN_MAX = 64 };

/* No options: the problem has no original judge's limits to check (--view, as the other
 * problems' validators take it), and a problem package's validator passes argv through. */
int main(int argc, char **argv)
{
    (void)argc, (void)argv;
    char token[TOKEN_MAX + 1], limit[24];
    long tokens = 0;
    size_t len, limit_len = (size_t)sprintf(limit, "%llu", MAX_MATCHES);
    int c;
    for (;;) {
        while ((c = getchar()) != EOF && isspace(c)) continue;
        if (c == EOF) break;
        tokens++;
        for (len = 0; c != EOF && !isspace(c); c = getchar()) {
            if (!isdigit(c)) {
                fprintf(stderr, "validate: token %ld: byte %d is not a digit\n", tokens, c);
                return 1;
            }
            if (len == 0 && c == '0') continue; /* leading zeros do not count */
            if (len == TOKEN_MAX) break;
            token[len++] = (char)c;
        }
        token[len] = '\0';
        /* as many digits: the strings compare as the numbers do */
        if (len > limit_len || (len == limit_len && strcmp(token, limit) > 0)) {
            fprintf(stderr, "validate: token %ld: above %s\n", tokens, limit);
            return 1;
        }
    }
    if (tokens == 0 || tokens % 2 != 0) {
        fprintf(stderr, "validate: %ld numbers: need a positive even count (pairs i j)\n", tokens);
        return 1;
    }
    return 0;
}
