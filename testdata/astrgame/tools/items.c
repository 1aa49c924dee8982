/* items for astrgame: an item is one test, `S`, `N` and N words (see judge/lib/items.h);
 * an input of items starts with their count T. Reductions: drop a word (N - 1), drop a letter of
 * S or of a word, 'a' or the letter before in place of one, plain spacing (one token per
 * line, as the statement writes it). */
#include "items.h"

void put_header(int count) { fprintf(out, "%d\n", count); }
void put_footer(void) {}

/* A test runs from its S to the next test's S; the leading T belongs to none. */
void parse_items(void)
{
    int i = 1;
    tokenize(text, text_len);
    while (i + 1 < ntok) {
        int next = i + 2 + (int)tok_value(i + 1);
        add_item(tok[i].at, next < ntok ? tok[next].at : text_len);
        i = next;
    }
}

/* Token i with its letter at position k dropped, or replaced by `letter` when letter != 0. */
static void edit_letter(int i, size_t k, char letter)
{
    char word[128];
    size_t len = tok[i].len;
    if (len >= sizeof word) return;
    memcpy(word, tok_text + tok[i].at, len);
    if (letter) {
        word[k] = letter;
    } else {
        memmove(word + k, word + k + 1, len - k - 1);
        len--;
    }
    word[len] = '\0';
    repl[i] = word;
    emit_tokens(0);
    repl[i] = NULL;
}

void shrink_item(const char *t, size_t n)
{
    int i;
    size_t k;
    tokenize(t, n);
    shrink_list(1, 2, 1, NULL);
    for (i = 0; i < ntok; i++) {
        if (i == 1 || tok[i].len < 2) continue;
        for (k = 0; k < tok[i].len; k++) edit_letter(i, k, 0);
    }
    for (i = 0; i < ntok; i++) {
        if (i == 1) continue;
        for (k = 0; k < tok[i].len; k++) {
            char c = tok_text[tok[i].at + k];
            if (c > 'a') edit_letter(i, k, 'a');
            if (c > 'b') edit_letter(i, k, (char)(c - 1));
        }
    }
    emit_tokens('\n');
}
