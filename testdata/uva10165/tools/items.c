/* items for uva10165: an item is one scenario, `N` then N piles (see judge/lib/items.h);
 * an input of items ends with the line `0`. Reductions: drop a pile (N - 1), smaller piles
 * (down to 1, the statement's least pile), plain spacing. */
#include "items.h"

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
    int i;
    tokenize(t, n);
    shrink_list(0, 1, 1);
    for (i = 1; i < ntok; i++) shrink_number(i, 1);
    emit_tokens(' ');
}
