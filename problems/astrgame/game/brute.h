/* brute.h - astrgame's game code: its brute-force search, shared by
 * testdata/astrgame/tools/oracle.c and problems/astrgame/study/claims.c (see oracle.c): whether
 * the player to move wins a position, a multiset of strings, given the words in words[].
 * Includes limits.h (build/include/astrgame/).
 * The includer defines give_up(), called when a test needs more than max_positions positions
 * (before the position is stored, so that forget_positions() stays exact) or, when max_work is
 * not 0, looks for words in pieces more than max_work times: a bound on the time, which grows with
 * the words and the pieces far more than the positions do.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "limits.h"

enum {
    MAX_POSITIONS = 1 << 20, /* the default budget per test (the small cases need far fewer) */
    TABLE_SIZE = 1 << 21,    /* open addressing, kept at most half full */
    KEY_MAX = 2 * MAX_LEN + 2 /* live pieces hold a letter each: at most MAX_LEN of them */
};

static char words[MAX_WORDS][MAX_LEN + 1];
static int word_count;

static char *key_of[TABLE_SIZE]; /* memo: key -> whether the player to move wins */
static char win_of[TABLE_SIZE];
static long positions, max_positions = MAX_POSITIONS;
static long work, max_work; /* word searches in this test; 0: no bound */
static unsigned long used_slot[MAX_POSITIONS]; /* to clear the memo between tests */

static void give_up(void);

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
    char *live[MAX_LEN + 2];
    int n = 0;
    if (max_work && (work += (long)count * word_count) > max_work) give_up();
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
    char *pieces[MAX_LEN + 2], *p;
    char left[MAX_LEN + 1], right[MAX_LEN + 1];
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
                char *others[MAX_LEN + 2];
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
    if (positions == max_positions) give_up();
    positions++;
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
    positions = work = 0;
}
