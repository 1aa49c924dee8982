/* floor.c - input-reading floor for the astrgame benchmark: reads every token as the solution
 * does (getchar, whitespace-separated) and prints a constant answer per test, so the bench shows
 * how much of the solution's time is input alone. Assumes valid input.
 */
#include <stdio.h>
#include <stdlib.h>

static int is_space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* Reads one token into buf (cut at 127 characters). */
static void token(char *buf)
{
    int c, n = 0;
    while ((c = getchar()) != EOF && is_space(c))
        ;
    for (; c != EOF && !is_space(c); c = getchar())
        if (n < 127) buf[n++] = (char)c;
    buf[n] = '\0';
}

int main(void)
{
    char buf[128];
    int tests, words;
    token(buf);
    for (tests = atoi(buf); tests > 0; tests--) {
        token(buf); /* S */
        token(buf);
        for (words = atoi(buf); words > 0; words--) token(buf);
        puts("Tracy");
    }
    return 0;
}
