/* items for uva10165: an item is one scenario, `N` then N piles (see judge/lib/items.h);
 * an input of items ends with the line `0`. Reductions: fewer piles (halves, then each one);
 * two piles merged into one pile of their XOR (both dropped when it is 0), on scenarios of at
 * most MERGE_PILES piles (N^2/2 candidates); smaller piles (down to 1, the statement's least
 * pile); plain spacing. The merge keeps the XOR, so the answer: it reaches one pile from several
 * piles that each matter (four huge piles whose XOR a 32-bit sum gets wrong: one pile of 2^32),
 * where dropping or lowering one pile changes the answer. */
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

void shrink_item(const char *t, size_t n)
{
    char count[32], pile[32];
    unsigned long long x;
    int i, j, piles;
    tokenize(t, n);
    shrink_list(0, 1, 1);
    piles = ntok - 1;
    for (i = 1; i < ntok && piles <= MERGE_PILES; i++)
        for (j = i + 1; j < ntok; j++) {
            if ((x = tok_value(i) ^ tok_value(j)) == 0 && piles == 2) continue;
            sprintf(count, "%d", piles - 1 - (x == 0));
            sprintf(pile, "%llu", x);
            repl[0] = count, repl[i] = x ? pile : DELETED, repl[j] = DELETED;
            emit_tokens(0);
            repl[0] = repl[i] = repl[j] = NULL;
        }
    for (i = 1; i < ntok; i++) shrink_number(i, 1);
    emit_tokens(' ');
}
