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

/* The sweep: i up to ENUM_I, a few seconds of pairs. */
enum { ENUM_I = 1000 };
const char enum_order[] = "i = 0, 1, ..., 1000, each with j = 0, 1, ..., i + 1 (any j above i is the game j = i + 1)";
const int enum_batch = 20000;

void enum_items(void)
{
    char s[64];
    int i, j;
    for (i = 0; i <= ENUM_I; i++)
        for (j = 0; j <= i + 1; j++)
            if (!enum_item(s, (size_t)sprintf(s, "%d %d\n", i, j))) return;
}
