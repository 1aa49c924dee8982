/* items for marienbad: an item is one pair `i j` (see judge/lib/items.h).
 * Reductions: smaller i, smaller j (down to 0; j = i when j is above i, the same game), Fibonacci
 * numbers and their neighbours among them; plain spacing. */
#include "items.h"
#include "limits.h"

void put_header(int count) { (void)count; }
void put_footer(void) {}

void parse_items(void)
{
    int i;
    tokenize(text, text_len);
    for (i = 0; i < ntok; i += 2) add_item(tok[i].at, i + 2 < ntok ? tok[i + 2].at : text_len);
}

/* The values that matter here: the Fibonacci numbers and their neighbours (q, the smallest term of
 * i's Zeckendorf representation, is i itself at a Fibonacci number). */
static int fibonacci(unsigned long long *f)
{
    unsigned long long a = 1, b = 2, c;
    int n = 0;
    for (; a <= MAX_MATCHES; c = a + b, a = b, b = c) f[n++] = a - 1, f[n++] = a, f[n++] = a + 1;
    return n;
}

void shrink_item(const char *t, size_t n)
{
    static unsigned long long fib[3 * 100];
    static int count;
    char i[32];
    if (!count) count = fibonacci(fib);
    tokenize(t, n);
    shrink_number_also(0, 0, fib, count);
    shrink_number_also(1, 0, fib, count);
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
const char *enum_order = "i = 0, 1, ..., 1000, each with j = 0, 1, ..., i + 1 (any j above i is the game j = i + 1)";
int enum_batch = 50000;

void enum_items(void)
{
    char s[64];
    int i, j;
    for (i = 0; i <= ENUM_I; i++)
        for (j = 0; j <= i + 1; j++)
            if (!enum_item(s, (size_t)sprintf(s, "%d %d\n", i, j))) return;
}
