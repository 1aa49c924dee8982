/* items for uva10404: an item is one game, `n m s1 .. sm` (see judge/lib/items.h).
 * Reductions: drop a move (m - 1), then a smaller n (down to 0), smaller moves (down to 1), and
 * plain spacing. */
#include "items.h"

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
    shrink_number(0, 0);
    for (i = 2; i < ntok; i++) shrink_number(i, 1);
    emit_tokens(' ');
}
