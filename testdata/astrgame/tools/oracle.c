/* oracle.c - brute-force oracle for astrgame: plays the game itself, no Sprague-Grundy.
 *
 * A position is the multiset of strings still in play. The player to move wins iff some move
 * (erase one occurrence of one word from one string, leaving the two sides as separate strings)
 * reaches a position where the opponent loses. Positions are memoized on a canonical key: the
 * strings sorted and joined with '|'. Strings that contain no word are dropped from the key,
 * since no move can ever touch them; that is the only simplification.
 *
 * The number of positions grows fast with |S|: this oracle is for the small cases. Past
 * MAX_POSITIONS it gives up (exit 2) instead of guessing; the max cases use oracle-interval.
 * Recursion depth is at most the number of moves, <= |S| <= 100.
 *
 * The search itself is in the game code's brute.h (problems/astrgame/game/), which claims.c also
 * asks about the pieces explain shows.
 *
 * Input handling mirrors the contract on its own: tokens split by any whitespace; T, N, |S| and
 * |w| within limits.h (1..MAX_TESTS, 1..MAX_WORDS, 1..MAX_LEN letters a-z); nothing after the last
 * test. On bad input it prints the answers of the tests before it and exits 1.
 */
#include "brute.h"

static void give_up(void)
{
    fprintf(stderr, "oracle: more than %d positions; use oracle-interval\n", MAX_POSITIONS);
    exit(2);
}

/* ---------- input ---------- */

static char *input; /* the whole of stdin */
static size_t input_len, pos;
static int answers_printed;

static void bad(const char *what)
{
    fflush(stdout);
    fprintf(stderr, "oracle: bad input after %d answers: %s\n", answers_printed, what);
    exit(1);
}

static int is_space(char c)
{
    return memchr(" \t\n\v\f\r", c, 6) != NULL; /* memchr, unlike strchr, never matches NUL */
}

/* Finds the next whitespace-delimited token; returns its length (0 at end of input). */
static size_t next_token(const char **token)
{
    size_t start;
    while (pos < input_len && is_space(input[pos])) pos++;
    start = pos;
    while (pos < input_len && !is_space(input[pos])) pos++;
    *token = input + start;
    return pos - start;
}

/* T (most = MAX_TESTS) or N (most = MAX_WORDS). */
static int read_number(long most)
{
    const char *tok;
    size_t len = next_token(&tok), i;
    long value = 0;
    if (len == 0) bad("missing number");
    for (i = 0; i < len; i++) {
        if (tok[i] < '0' || tok[i] > '9') bad("not a number");
        value = value * 10 + (tok[i] - '0');
        if (value > most) value = most + 1; /* saturate: 2^64 and beyond stay out of range */
    }
    if (value < 1 || value > most) bad("number out of range");
    return (int)value;
}

/* A token of 1..MAX_LEN letters a-z. */
static void read_letters(char *out)
{
    const char *tok;
    size_t len = next_token(&tok), i;
    if (len == 0) bad("missing string");
    for (i = 0; i < len; i++)
        if (tok[i] < 'a' || tok[i] > 'z') bad("not a lowercase letter");
    if (len > MAX_LEN) bad("string too long");
    memcpy(out, tok, len);
    out[len] = '\0';
}

int main(void)
{
    char s[MAX_LEN + 1], key[KEY_MAX], *whole = s;
    const char *rest;
    size_t cap = 1 << 16, got;
    int tests, t, w;
    input = malloc(cap);
    while (input && (got = fread(input + input_len, 1, cap - input_len, stdin)) > 0)
        if ((input_len += got) == cap) input = realloc(input, cap *= 2);
    if (!input) return 2;
    tests = read_number(MAX_TESTS);
    for (t = 0; t < tests; t++) {
        read_letters(s);
        word_count = read_number(MAX_WORDS);
        for (w = 0; w < word_count; w++) read_letters(words[w]);
        make_key(&whole, 1, key);
        puts(wins(key) ? "Teddy" : "Tracy");
        answers_printed++;
        forget_positions();
    }
    if (next_token(&rest) > 0) bad("data after the last test");
    return 0;
}
