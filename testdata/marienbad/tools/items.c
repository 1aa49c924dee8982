/* items for marienbad: an item is one pair `i j` (see judge/lib/items.h).
 * Reductions: smaller i, smaller j (down to 0; j = i when j is above i, the same game), plain
 * spacing. */
#include "items.h"

void put_header(int count) { (void)count; }
void put_footer(void) {}

void parse_items(void)
{
    int i;
    tokenize(text, text_len);
    for (i = 0; i < ntok; i += 2) add_item(tok[i].at, i + 2 < ntok ? tok[i + 2].at : text_len);
}

void shrink_item(const char *t, size_t n)
{
    char i[32];
    tokenize(t, n);
    shrink_number(0, 0);
    shrink_number(1, 0);
    if (tok_value(1) > tok_value(0)) {
        sprintf(i, "%llu", tok_value(0));
        repl[1] = i;
        emit_tokens(0);
        repl[1] = NULL;
    }
    emit_tokens(' ');
}
