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

/* The sweep: every valid line of at most ENUM_CARDS cards (a total past 31 needs six: 6 6 6 6 5 5),
 * each ended by "\n", then by "\r\n"; with enum_judge, only what SPOJ sends (validate --view):
 * games under way, ended by "\n" alone. */
enum { ENUM_CARDS = 6 };
const char *enum_order = "lines of 0, 1, ..., 6 cards, each length in lexicographic order, each line ended by \\n and then by \\r\\n";
int enum_batch = 20000;

static char line[ENUM_CARDS + 2];

/* Lines of `cards` cards from position k on, with `total` and laid[] so far; 0: stop. */
static int cards_from(int k, int cards, int total, int *laid)
{
    int v, go = 1;
    if (k == cards) {
        if (enum_judge && (k == 0 || total > TARGET)) return 1;
        line[k] = '\n';
        if (!enum_item(line, (size_t)k + 1)) return 0;
        if (enum_judge) return 1;
        line[k] = '\r', line[k + 1] = '\n';
        return enum_item(line, (size_t)k + 2);
    }
    if (total > TARGET) return 1; /* no card after the total passed 31 */
    for (v = 1; v <= CARD_VALUES && go; v++)
        if (laid[v] < COPIES) {
            line[k] = (char)('0' + v), laid[v]++;
            go = cards_from(k + 1, cards, total + v, laid);
            laid[v]--;
        }
    return go;
}

void enum_items(void)
{
    int cards, laid[CARD_VALUES + 1] = {0};
    if (enum_judge) enum_order = "lines of 1, ..., 6 cards, games under way, each length in lexicographic order, each line ended by \\n";
    for (cards = 0; cards <= ENUM_CARDS; cards++)
        if (!cards_from(0, cards, 0, laid)) return;
}
