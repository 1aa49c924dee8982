/* items for uva10404: an item is one game, `n m s1 .. sm` (see judge/lib/items.h).
 * Reductions: drop a move (m - 1), every move at once to 1 and halved, then a smaller n (down to
 * 0), smaller moves (down to 1), and
 * plain spacing. */
#include "items.h"
#include "limits.h"

void put_header(int count) { (void)count; }
void put_footer(void) {}

/* A game is n, m and m moves; it runs from n to the next game's n (its spacing included). */
void parse_items(void)
{
    int i, left = 0;
    size_t start = 0;
    tokenize(text, text_len);
    for (i = 0; i < ntok; i++) {
        if (left == 0) {
            if (i > 0) add_item(start, tok[i].at);
            start = tok[i].at;
            left = 1 + (int)tok_value(i + 1 < ntok ? i + 1 : i) + 1;
        }
        left--;
    }
    if (ntok) add_item(start, text_len);
}

void shrink_item(const char *t, size_t n)
{
    int i;
    tokenize(t, n);
    shrink_list(1, 2, 1, NULL);
    shrink_values(2, 1); /* every move to 1, every move halved */
    shrink_number(0, 0);
    for (i = 2; i < ntok; i++) shrink_number(i, 1);
    emit_tokens(' ');
}

/* The sweep: games whose stones and moves add up to at most ENUM_TOTAL (fewer than 2^(ENUM_TOTAL + 1) of
 * them), each move list in every order (a program may assume them sorted). */
enum { ENUM_TOTAL = 15 };
const char *enum_order = "the total n + s1 + ... + sm = 1, 2, ..., 15, then m, then n, s1, ..., sm in lexicographic order";
int enum_batch = 10000;

static int game[2 + MAX_M];

/* Moves k..m-1 adding up to left, lexicographically; 0 when enum_item says stop. */
static int moves(int k, int m, int left)
{
    char s[16 * (MAX_M + 2)];
    int v, len, i;
    if (k == m) {
        if (left) return 1;
        if (enum_judge) { /* UVa's limits: n >= JUDGE_MIN_N, and the move 1 in S */
            for (i = 0; i < m && game[2 + i] != 1; i++) continue;
            if (game[0] < JUDGE_MIN_N || (JUDGE_MOVE_ONE && i == m)) return 1;
        }
        for (len = 0, i = 0; i < m + 2; i++) len += sprintf(s + len, i ? " %d" : "%d", game[i]);
        s[len++] = '\n';
        return enum_item(s, (size_t)len);
    }
    for (v = 1; v <= left - (m - 1 - k); v++)
        if (game[2 + k] = v, !moves(k + 1, m, left - v)) return 0;
    return 1;
}

void enum_items(void)
{
    int total, m, n;
    if (enum_judge) enum_batch = JUDGE_MAX_GAMES; /* the judge's inputs hold no more */
    for (total = 1; total <= ENUM_TOTAL; total++)
        for (m = 1; m <= MAX_M && m <= total; m++)
            for (n = 0; n <= total - m; n++)
                if (game[0] = n, game[1] = m, !moves(0, m, total - n)) return;
}
