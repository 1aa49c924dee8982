/* items for astrgame: an item is one test, `S`, `N` and N words (see judge/lib/items.h);
 * an input of items starts with their count T. Reductions: drop a word (N - 1), drop a letter of
 * S or of a word, 'a' or the letter before in place of one, plain spacing (one token per
 * line, as the statement writes it). */
#include "items.h"
#include "limits.h"

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

/* The sweep: tests of at most ENUM_LETTERS letters in all. A game does not change when letters
 * are renamed, so S runs over its first-appearance forms only (a, then b, ...: "ab" stands for
 * "ba" and "zq"), and the words over S's letters and one letter not in S (a word that cannot
 * occur in S). */
enum { ENUM_LETTERS = 6 };
const char *enum_order = "the letters of S and the words in all = 2, 3, ..., 6, then |S|, then N, then S (a, then b, ...: "
                          "letters renamed in the order they first appear), then the word lengths, then their letters, in "
                          "lexicographic order; words over S's letters and one letter not in S";
int enum_batch = MAX_TESTS;

static char S[ENUM_LETTERS + 1], letters[ENUM_LETTERS + 1];
static int width[ENUM_LETTERS], words, total;

/* Every spelling of the words, widths[] and S fixed, over the alphabet 'a'..'a' + abc - 1. */
static int spell(int abc)
{
    char t[4 * ENUM_LETTERS + 16];
    int len, i, k, at;
    memset(letters, 'a', (size_t)total);
    for (;;) {
        len = sprintf(t, "%s\n%d\n", S, words);
        for (at = 0, i = 0; i < words; at += width[i++]) {
            memcpy(t + len, letters + at, (size_t)width[i]);
            len += width[i];
            t[len++] = '\n';
        }
        if (!enum_item(t, (size_t)len)) return 0;
        for (k = total - 1; k >= 0 && letters[k] == 'a' + abc - 1; k--) letters[k] = 'a'; /* the next spelling */
        if (k < 0) return 1;
        letters[k]++;
    }
}

/* Widths of words i.. adding up to left, lexicographically. */
static int widths(int i, int left, int abc)
{
    int w;
    if (i == words) return left ? 1 : spell(abc);
    for (w = 1; w <= left - (words - 1 - i); w++)
        if (width[i] = w, !widths(i + 1, left - w, abc)) return 0;
    return 1;
}

/* S from position k on (its letters so far use 'a'..'a' + used - 1), then the words. */
static int strings(int k, int len, int used)
{
    int c;
    if (k == len) return widths(0, total, used < 26 ? used + 1 : 26);
    for (c = 0; c <= used && c < 26; c++)
        if (S[k] = (char)('a' + c), !strings(k + 1, len, used + (c == used))) return 0;
    return 1;
}

void enum_items(void)
{
    int all, len;
    if (enum_judge) return; /* CodeChef's 5 tests an input: runs too many to sweep in seconds */
    for (all = 2; all <= ENUM_LETTERS; all++)
        for (len = 1; len < all; len++)
            for (words = 1; words <= all - len; words++) {
                S[len] = '\0', total = all - len;
                if (!strings(0, len, 0)) return;
            }
}
