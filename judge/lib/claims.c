/* claims.c - the main of every problem's claims checker (judge/lib/claims.h says what it does):
 * linked with the problem's problems/<p>/study/claims.c, which knows what each claim means. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "claims.h"
#include "study.h"

enum { MAX_CLAIM_WORDS = 4096 };

const char *claim_text;
unsigned long long claim_value[MAX_CLAIM_WORDS];
static long wrong_claims;

const char *fail(const char *format, ...)
{
    static char reason[300];
    va_list ap;
    va_start(ap, format);
    vsnprintf(reason, sizeof reason, format, ap);
    va_end(ap);
    return reason;
}

void claim_wrong(const char *text, const char *why)
{
    fprintf(stderr, "claims: %s: %s\n", text, why);
    wrong_claims++;
}

int claim_number(const char *w, unsigned long long *value)
{
    size_t len = strlen(w);
    if (len == 0 || len > 19 || strspn(w, "0123456789") != len) return 0;
    *value = strtoull(w, NULL, 10);
    return 1;
}

const char *claims_form(const struct claim_kind *kinds, int count, char **w, int n, letter_fn *letter)
{
    const struct claim_kind *k = kinds;
    const char *f, *group = NULL, *why;
    int i;
    while (k < kinds + count && strcmp(k->name, w[0]) != 0) k++;
    if (k == kinds + count) return "unknown kind of claim";
    for (i = 1, f = k->form; i < n; i++, f++) {
        if (*f == '*') group = ++f;
        if (!*f && group) f = group;
        if (!*f) return "too many words";
        if (*f == 'n' && !claim_number(w[i], &claim_value[i])) return fail("word %d is not a number", i + 1);
        if (*f != 'n' && *f != 'w' && letter && (why = letter(*f, w[i])) != NULL) {
            char word_why[300]; /* why may be fail()'s own buffer, which the call below rewrites */
            snprintf(word_why, sizeof word_why, "%s", why);
            return fail("word %d: %s", i + 1, word_why);
        }
    }
    if (*f && *f != '*') return "too few words";
    return k->check(w, n);
}

static const char *play_claim;           /* the open play claim (claim_text is kept), or NULL */
static char play_at[STATE_MAX + 1]; /* its STATE */
static int play_moves, play_listed, play_bests; /* its moves; its play-move claims, the best ones */

void play_close(void)
{
    if (play_claim && play_listed != play_moves) claim_wrong(play_claim, "its play-move claims are not every move, each once");
    else if (play_claim && play_moves && play_bests != 1) claim_wrong(play_claim, "not exactly one of its moves is best");
    play_claim = NULL;
}

void play_open(const char *state, int moves)
{
    play_claim = claim_text, play_moves = moves, play_listed = play_bests = 0;
    snprintf(play_at, sizeof play_at, "%s", state);
}

const char *play_move_from(const char *state, int best)
{
    if (!play_claim || strcmp(state, play_at) != 0) return "not after the play claim of its position";
    play_listed++, play_bests += best;
    return NULL;
}

static void *grow(void *p, size_t bytes)
{
    if (!(p = realloc(p, bytes))) {
        fputs("claims: out of memory\n", stderr);
        exit(2);
    }
    return p;
}

int main(int argc, char **argv)
{
    char **line = NULL, *buf = NULL, **w = grow(NULL, sizeof *w * MAX_CLAIM_WORDS);
    size_t count = 0, cap = 0, size = 0, k;
    ssize_t len;
    const char *why;
    int n;
    if (argc != 2) {
        fputs("usage: claims IN < CLAIMS\n", stderr);
        return 2;
    }
    /* Every claim first: then the input takes stdin's place, as the game headers read it. */
    while ((len = getline(&buf, &size, stdin)) >= 0) {
        if (len > 0 && buf[len - 1] == '\n') buf[--len] = '\0';
        if (count == cap) line = grow(line, sizeof *line * (cap = 2 * cap + 256));
        line[count++] = strcpy(grow(NULL, (size_t)len + 1), buf);
    }
    if (!freopen(argv[1], "r", stdin)) {
        fprintf(stderr, "claims: cannot read %s\n", argv[1]);
        return 2;
    }
    claims_begin(stdin);
    for (k = 0; k < count; k++) {
        strcpy(buf, line[k]); /* the words are cut out of a copy; the claim is shown whole */
        claim_text = line[k];
        for (n = 0, w[0] = strtok(buf, " "); w[n] && n < MAX_CLAIM_WORDS - 1; w[++n] = strtok(NULL, " "))
            continue;
        why = n == 0 ? "an empty line" : n == MAX_CLAIM_WORDS - 1 ? "too many words" : claims_check(w, n);
        if (why) claim_wrong(line[k], why);
    }
    if ((why = claims_end()) != NULL) claim_wrong("(the end)", why);
    printf("%lu claims\n", (unsigned long)count);
    return wrong_claims > 0;
}
