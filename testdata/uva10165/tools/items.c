/* items for uva10165: an item is one scenario, `N` then N piles (see judge/lib/items.h);
 * an input of items ends with the line `0`. Reductions: fewer piles (halves, then each one);
 * piles merged into one pile of their XOR (dropped when it is 0): after each run of piles is
 * dropped (halves, quarters, ...), the same run merged, and, on scenarios of at most
 * MERGE_PILES piles (N^2/2 candidates), any two; smaller piles (down to 1, the statement's least
 * pile; first every pile at once: to 1, halved); plain spacing, as the statement lays a scenario
 * out (N on a line, its piles on the next: UVa's layout, so that a shrunk input the judge may
 * send stays one, validate --view).
 * A merge keeps the XOR, so the answer: it reaches one pile from many piles that all matter
 * (200,000 piles whose XOR a 32-bit sum gets wrong end at one pile of 2^32), where
 * dropping or lowering one pile changes the answer. */
#include "items.h"

enum { MERGE_PILES = 64 };

void put_header(int count) { (void)count; }
void put_footer(void) { fputs("0\n", out); }

/* A scenario runs from its N to the next N; the closing 0 and what follows it belong to none. */
void parse_items(void)
{
    int i = 0;
    tokenize(text, text_len);
    while (i < ntok && tok_value(i) != 0) {
        int next = i + 1 + (int)tok_value(i);
        add_item(tok[i].at, next < ntok ? tok[next].at : text_len);
        i = next;
    }
}

/* Piles i and j, or (j == 0) the run i..i+len-1, as one pile of their XOR. */
static void merge(int i, int j, int len)
{
    char count[32], pile[32];
    unsigned long long x = 0;
    int k, left = ntok - 1 - (j ? 1 : len - 1);
    for (k = i; k < i + len; k++) x ^= tok_value(k);
    if (j) x ^= tok_value(j);
    if ((left -= x == 0) < 1) return; /* no pile left: not a scenario */
    for (k = i; k < i + len; k++) repl[k] = DELETED;
    if (j) repl[j] = DELETED;
    sprintf(count, "%d", left);
    sprintf(pile, "%llu", x);
    repl[0] = count, repl[i] = x ? pile : DELETED;
    emit_tokens(0);
    for (k = i; k < i + len; k++) repl[k] = NULL;
    repl[0] = NULL;
    if (j) repl[j] = NULL;
}

static void merge_run(int from, int len)
{
    if (len >= 2) merge(from, 0, len);
}

/* The scenario as the statement writes it: N, a newline, the piles one space apart, a newline. */
static void plain_scenario(void)
{
    size_t len = 0, need = 1;
    int i;
    char *buf;
    if (skip_candidate()) return;
    for (i = 0; i < ntok; i++) need += tok[i].len + 1;
    buf = grow(NULL, need);
    for (i = 0; i < ntok; i++) {
        memcpy(buf + len, tok_text + tok[i].at, tok[i].len);
        len += tok[i].len;
        buf[len++] = i == 0 || i == ntok - 1 ? '\n' : ' ';
    }
    put_candidate(buf, len);
    free(buf);
}

void shrink_item(const char *t, size_t n)
{
    int i, j;
    tokenize(t, n);
    shrink_values(1, 1);             /* every pile to 1, every pile halved */
    shrink_list(0, 1, 1, merge_run); /* a run dropped, then the same run merged */
    for (i = 1; i < ntok && ntok - 1 <= MERGE_PILES; i++)
        for (j = i + 1; j < ntok; j++) merge(i, j, 1); /* any two */
    for (i = 1; i < ntok; i++) shrink_number(i, 1);
    plain_scenario();
}

/* The sweep: scenarios of at most ENUM_STONES stones in all (2^ENUM_STONES - 1 of them), piles
 * from 1, the statement's least pile, each list in every order. */
enum { ENUM_STONES = 16 };
const char *enum_order = "the stones in all = 1, 2, ..., 16, then N, then the piles in lexicographic order (piles >= 1)";
int enum_batch = 10000;

static int pile[ENUM_STONES];

/* Piles k..n-1 adding up to left, lexicographically; 0 when enum_item says stop. */
static int piles(int k, int n, int left)
{
    char s[16 * ENUM_STONES];
    int v, len, i;
    if (k == n) {
        if (left) return 1;
        len = sprintf(s, "%d\n", n);
        for (i = 0; i < n; i++) len += sprintf(s + len, i ? " %d" : "%d", pile[i]);
        s[len++] = '\n';
        return enum_item(s, (size_t)len);
    }
    for (v = 1; v <= left - (n - 1 - k); v++)
        if (pile[k] = v, !piles(k + 1, n, left - v)) return 0;
    return 1;
}

void enum_items(void)
{
    int total, n;
    for (total = 1; total <= ENUM_STONES; total++)
        for (n = 1; n <= total; n++)
            if (!piles(0, n, total)) return;
}
