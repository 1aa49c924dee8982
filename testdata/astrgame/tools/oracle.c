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
 * `oracle pieces` reads S as several pieces joined by '|' (each possibly empty), the position
 * after some moves: tools/test.sh uses it to check the positions tools/explain says a move leaves.
 *
 * Input handling mirrors the contract on its own: tokens split by any whitespace; T, N in 1..100;
 * S and words 1..100 letters a-z; nothing after the last test. On bad input it prints the answers
 * of the tests before it and exits 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    LIMIT = 100,          /* the contract's bound on T, N, |S| and |w| */
    MAX_POSITIONS = 1 << 20, /* give up past this many positions per test (the small cases need far fewer) */
    TABLE_SIZE = 1 << 21, /* open addressing, kept at most half full */
    KEY_MAX = 2 * LIMIT + 2
};

static char words[LIMIT][LIMIT + 1];
static int word_count;

static char *key_of[TABLE_SIZE]; /* memo: key -> whether the player to move wins */
static char win_of[TABLE_SIZE];
static long positions;
static unsigned long used_slot[MAX_POSITIONS + 1]; /* to clear the memo between tests */

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

static int read_number(void)
{
    const char *tok;
    size_t len = next_token(&tok), i;
    long value = 0;
    if (len == 0) bad("missing number");
    for (i = 0; i < len; i++) {
        if (tok[i] < '0' || tok[i] > '9') bad("not a number");
        value = value * 10 + (tok[i] - '0');
        if (value > LIMIT) value = LIMIT + 1; /* saturate: 2^64 and beyond stay out of range */
    }
    if (value < 1 || value > LIMIT) bad("number out of range");
    return (int)value;
}

/* A token of 1..100 letters a-z ('|' allowed too when bars is set). */
static void read_letters(char *out, int bars)
{
    const char *tok;
    size_t len = next_token(&tok), i;
    if (len == 0) bad("missing string");
    for (i = 0; i < len; i++)
        if ((tok[i] < 'a' || tok[i] > 'z') && !(bars && tok[i] == '|')) bad("not a lowercase letter");
    if (len > LIMIT) bad("string too long");
    memcpy(out, tok, len);
    out[len] = '\0';
}

/* ---------- the game ---------- */

static int alive(const char *piece)
{
    int w;
    for (w = 0; w < word_count; w++)
        if (strstr(piece, words[w])) return 1;
    return 0;
}

static int by_string(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

/* Builds the canonical key of a multiset of pieces: live ones only, sorted, '|'-joined. */
static void make_key(char **pieces, int count, char *key)
{
    int i;
    char *live[LIMIT + 1];
    int n = 0;
    for (i = 0; i < count; i++)
        if (alive(pieces[i])) live[n++] = pieces[i];
    qsort(live, (size_t)n, sizeof live[0], by_string);
    key[0] = '\0';
    for (i = 0; i < n; i++) {
        if (i) strcat(key, "|");
        strcat(key, live[i]);
    }
}

static unsigned long hash(const char *s)
{
    unsigned long h = 1469598103UL;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619UL;
    return h;
}

static int wins(const char *key);

/* Tries every move from the position `key`; returns 1 if one of them leaves a lost position. */
static int search(const char *key)
{
    char copy[KEY_MAX], next[KEY_MAX];
    char *pieces[LIMIT + 2], *p;
    char left[LIMIT + 1], right[LIMIT + 1];
    int count = 0, i, k, w;
    strcpy(copy, key);
    for (p = copy; *p; ) { /* split at '|' in place */
        pieces[count++] = p;
        p += strcspn(p, "|");
        if (*p) *p++ = '\0';
    }
    for (i = 0; i < count; i++) {
        char *piece = pieces[i];
        size_t plen = strlen(piece);
        for (w = 0; w < word_count; w++) {
            size_t wlen = strlen(words[w]), at;
            for (at = 0; at + wlen <= plen; at++) {
                char *others[LIMIT + 2];
                int n = 0;
                if (memcmp(piece + at, words[w], wlen) != 0) continue;
                memcpy(left, piece, at);
                left[at] = '\0';
                strcpy(right, piece + at + wlen);
                for (k = 0; k < count; k++)
                    if (k != i) others[n++] = pieces[k];
                others[n++] = left;
                others[n++] = right;
                make_key(others, n, next);
                if (!wins(next)) return 1;
            }
        }
    }
    return 0;
}

static int wins(const char *key)
{
    unsigned long slot = hash(key) & (TABLE_SIZE - 1);
    int result;
    while (key_of[slot]) {
        if (strcmp(key_of[slot], key) == 0) return win_of[slot];
        slot = (slot + 1) & (TABLE_SIZE - 1);
    }
    result = key[0] != '\0' && search(key);
    if (++positions > MAX_POSITIONS) {
        fprintf(stderr, "oracle: more than %d positions; use oracle-interval\n", MAX_POSITIONS);
        exit(2);
    }
    slot = hash(key) & (TABLE_SIZE - 1); /* the search may have filled slots meanwhile */
    while (key_of[slot]) slot = (slot + 1) & (TABLE_SIZE - 1);
    used_slot[positions - 1] = slot;
    key_of[slot] = malloc(strlen(key) + 1);
    if (!key_of[slot]) exit(2);
    strcpy(key_of[slot], key);
    win_of[slot] = (char)result;
    return result;
}

static void forget_positions(void)
{
    long i;
    for (i = 0; i < positions; i++) {
        free(key_of[used_slot[i]]);
        key_of[used_slot[i]] = NULL;
    }
    positions = 0;
}

int main(int argc, char **argv)
{
    char s[LIMIT + 1], key[KEY_MAX];
    const char *rest;
    char *start[LIMIT + 1], *p;
    int pieces = argc > 1 && strcmp(argv[1], "pieces") == 0, count;
    size_t cap = 1 << 16, got;
    int tests, t, w;
    input = malloc(cap);
    while (input && (got = fread(input + input_len, 1, cap - input_len, stdin)) > 0)
        if ((input_len += got) == cap) input = realloc(input, cap *= 2);
    if (!input) return 2;
    tests = read_number();
    for (t = 0; t < tests; t++) {
        read_letters(s, pieces);
        word_count = read_number();
        for (w = 0; w < word_count; w++) read_letters(words[w], 0);
        for (count = 0, p = s; ; *p++ = '\0') { /* 'pieces' mode: S is the pieces joined by '|' */
            start[count++] = p;
            p += strcspn(p, "|");
            if (!*p) break;
        }
        make_key(start, count, key);
        puts(wins(key) ? "Teddy" : "Tracy");
        answers_printed++;
        forget_positions();
    }
    if (next_token(&rest) > 0) bad("data after the last test");
    return 0;
}
