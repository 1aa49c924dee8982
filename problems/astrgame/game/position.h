/* position.h - astrgame's game code: a position of its play, as problems/astrgame/study/explain.c
 * (--play, --svg K STATE) writes it and study/claims.c reads it back (play claims): one reader for
 * the format. Include after grundy.h (it needs n).
 *
 * STATE is "SIDE:L-R,L-R,...": the side to move (Teddy or Tracy), then the pieces still on the
 * table as half-open index ranges [L, R) of S, 0-based, left to right: the start is "Teddy:0-|S|",
 * and erasing S[a..a+len) from the piece [L, R) leaves [L, a) and [a+len, R), the empty ones
 * dropped ("Tracy:" when nothing is left). Pieces in which no word occurs are kept: they are dead,
 * but they are still letters on the table. Ranges keep their places in S, so the matches and
 * Grundy values of grundy.h (over intervals of S) serve every position. Any pieces with a gap
 * between each two make a position, reachable or not: it is a game all the same.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const side_name[2] = {"Teddy", "Tracy"}; /* Teddy moves first */

/* The longest STATE: "Teddy:" and MAX_LEN / 2 + 1 pieces, each at most "100-101,". */
enum { POSITION_MAX = 6 + (MAX_LEN / 2 + 1) * 8 };

struct position {
    int turn;                       /* 0: Teddy to move, 1: Tracy */
    int count;                      /* pieces */
    int l[MAX_LEN / 2 + 1], r[MAX_LEN / 2 + 1]; /* piece k is [l[k], r[k]); a gap between two */
};

static void format_position(const struct position *p, char *out)
{
    int k;
    out += sprintf(out, "%s:", side_name[p->turn]);
    for (k = 0; k < p->count; k++) out += sprintf(out, "%s%d-%d", k ? "," : "", p->l[k], p->r[k]);
}

/* Reads STATE into p; returns 0 unless it is a position of this S written as format_position
 * writes it (so no leading zero, sign or space slips through). */
static int parse_position(const char *state, struct position *p)
{
    char again[POSITION_MAX + 1], *end;
    const char *c = strchr(state, ':');
    long l, r;
    if (!c || strlen(state) > POSITION_MAX) return 0;
    for (p->turn = 0; p->turn < 2 && ((size_t)(c - state) != strlen(side_name[p->turn]) ||
                                      strncmp(state, side_name[p->turn], (size_t)(c - state)) != 0);
         p->turn++)
        ;
    if (p->turn == 2) return 0;
    for (p->count = 0, c++; *c; c = end + (*end == ',')) {
        l = strtol(c, &end, 10);
        if (*end != '-') return 0;
        r = strtol(end + 1, &end, 10);
        if (l < (p->count ? p->r[p->count - 1] + 1 : 0) || r <= l || r > n || p->count == MAX_LEN / 2 + 1)
            return 0;
        p->l[p->count] = (int)l, p->r[p->count++] = (int)r;
    }
    format_position(p, again);
    return strcmp(again, state) == 0;
}

/* The position after erasing S[a..a+len) from piece k of p, the other side to move. */
static void erase(const struct position *p, int k, int a, int len, struct position *next)
{
    int j;
    next->turn = !p->turn;
    next->count = 0;
    for (j = 0; j < p->count; j++) {
        int l = p->l[j], r = p->r[j];
        if (j == k && a > l) next->l[next->count] = l, next->r[next->count++] = a;
        if (j == k) l = a + len;
        if (l < r) next->l[next->count] = l, next->r[next->count++] = r;
    }
}
