/* items for game31: an item is one line, its '\n' included (see judge/lib/items.h): the
 * empty line and a line of only '\r' are games too. Reductions: drop a card, a smaller card in
 * its place, drop the '\r' characters. */
#include "items.h"
#include "limits.h"

void put_header(int count) { (void)count; }
void put_footer(void) {}

void parse_items(void)
{
    size_t start = 0, i;
    for (i = 0; i < text_len; i++)
        if (text[i] == '\n') add_item(start, i + 1), start = i + 1;
    if (start < text_len) add_item(start, text_len); /* a last line without '\n' */
}

void shrink_item(const char *t, size_t n)
{
    char *c = malloc(n + 1);
    size_t i, j;
    char d;
    if (!c) die("out of memory");
    for (i = 0; i < n; i++) /* one card fewer */
        if (t[i] >= '1' && t[i] <= '0' + CARD_VALUES) {
            memcpy(c, t, i);
            memcpy(c + i, t + i + 1, n - i - 1);
            candidate(c, n - 1);
        }
    for (i = 0; i < n; i++) /* a smaller card */
        for (d = '1'; d < t[i] && t[i] <= '0' + CARD_VALUES; d++) {
            memcpy(c, t, n);
            c[i] = d;
            candidate(c, n);
        }
    for (i = j = 0; i < n; i++) /* no '\r' */
        if (t[i] != '\r') c[j++] = t[i];
    if (j < n) candidate(c, j);
    free(c);
}
