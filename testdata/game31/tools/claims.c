/* claims for game31: checks what `explain --claims` says about an input.
 *   claims IN < CLAIMS
 * The kinds of claims are listed in tools/explain.c. Each is checked against the lines read from
 * IN with tools/deck.h, the oracle's code: check_line for the cards, fits for a card that may be
 * laid, winner (the oracle's search) for who wins a position. Nothing of explain's own reasoning
 * (which card it plays) is reused, only the facts it states are. Beyond each claim on its own, the
 * claims must name the lines of IN in order, the lay claims of a line must list every card that
 * may be laid, each line must end with its `answer`, and every line of IN must be explained or
 * counted by `more`: an explanation cannot silently leave something out.
 * Prints "N claims"; each wrong claim goes to stderr as "claims: <claim>: <why>". Exit 0 when every
 * claim is right, 1 when one is wrong, 2 on a usage error or an unreadable IN.
 */
#include <string.h>
#include "deck.h"

enum { MAX_WORDS = 256, MAX_TEXT = 4096 };

static struct line *lines;
static long nlines;
static long current;      /* the line of the last `cards` claim, 1-based; 0: none yet */
static const struct line *item; /* lines[current - 1] */
static int laid[CARD_VALUES + 1], total;
static unsigned listed;   /* bit v: the item's lay claims named card v */
static long answered;     /* the last line with an answer claim */
static long more = -1;    /* the count of a `more` claim */
static char cards_text[MAX_TEXT];
static const char *text;  /* the claim being checked */
static char why[200];

static void read_input(FILE *in)
{
    long capacity = 0;
    struct line one = {NULL, 0, 0};
    while (next_line(in, &one) && check_line(one.buf, one.len, laid, &total) == NULL) { /* bad input ends the lines, as in explain */
        if (nlines == capacity) {
            capacity = capacity ? 2 * capacity : 64;
            if (!(lines = realloc(lines, (size_t)capacity * sizeof *lines))) exit(2);
        }
        lines[nlines++] = one;
        one.buf = NULL;
    }
    free(one.buf);
}

static const char *fail(const char *format, long a, long b)
{
    snprintf(why, sizeof why, format, a, b);
    return why;
}

static char player(size_t cards_laid) { return cards_laid % 2 ? 'B' : 'A'; }
static char other(char p) { return p == 'A' ? 'B' : 'A'; }

/* The winner after the item's cards and then the k cards more_cards[], each of which must fit
 * when it is laid; 0 when one does not. */
static char winner_after(const int *more_cards, int k)
{
    int now[CARD_VALUES + 1], t = total, i;
    memcpy(now, laid, sizeof now);
    for (i = 0; i < k; i++) {
        if (!fits(now, t, more_cards[i])) return 0;
        now[more_cards[i]]++, t += more_cards[i];
    }
    return winner(now, t, item->len + (size_t)k);
}

/* The cards of the item that may be laid, as bits. */
static unsigned fitting(void)
{
    unsigned bits = 0;
    int v;
    for (v = 1; v <= CARD_VALUES; v++)
        if (fits(laid, total, v)) bits |= 1u << v;
    return bits;
}

/* The word names the item's cards ("-": none). */
static int is_item(const char *word)
{
    if (item->len == 0) return strcmp(word, "-") == 0;
    return strlen(word) == item->len && memcmp(word, item->buf, item->len) == 0;
}

/* Each check gets the claim's words w[0..n-1] and, for every number or player, v[i]. */
typedef const char *check_fn(char **w, int n, const long *v);

static const char *check_cards(char **w, int n, const long *v)
{
    (void)n;
    if (v[1] != current + 1) return fail("line %ld was expected", current + 1, 0);
    if (v[1] > nlines) return fail("the input has %ld lines", nlines, 0);
    current = v[1], item = &lines[current - 1], listed = 0;
    check_line(item->buf, item->len, laid, &total);
    strcpy(cards_text, text);
    if (!is_item(w[2])) return fail("these are not the cards of line %ld", current, 0);
    return v[3] == total ? NULL : fail("the total is %ld", total, 0);
}

static const char *check_more(char **w, int n, const long *v)
{
    more = v[1];
    (void)w, (void)n;
    return v[1] == nlines - current ? NULL : fail("the input has %ld lines after line %ld", nlines - current, current);
}

static const char *check_bust(char **w, int n, const long *v)
{
    (void)w, (void)n;
    if (total <= TARGET) return fail("the total %ld has not passed %ld", total, TARGET);
    if (v[2] != player(item->len - 1)) return "the other player laid the last card";
    return v[3] == winner(laid, total, item->len) && v[3] != v[2] ? NULL : "the other player wins";
}

static const char *check_left(char **w, int n, const long *v)
{
    int i;
    (void)w, (void)n;
    for (i = 1; i <= CARD_VALUES; i++)
        if (v[1 + i] != COPIES - laid[i]) return fail("%ld copies of %ld are left", COPIES - laid[i], i);
    return v[2 + CARD_VALUES] == player(item->len) ? NULL : "the other player is to move";
}

static const char *check_lay(char **w, int n, const long *v)
{
    int card = (int)v[2];
    (void)w, (void)n;
    if (card < 1 || card > CARD_VALUES || !(fitting() >> card & 1)) return fail("%ld may not be laid", card, 0);
    listed |= 1u << card;
    if (v[3] != total + card) return fail("the total would be %ld", total + card, 0);
    return v[4] == winner_after(&card, 1) ? NULL : "the other player wins after it";
}

static const char *check_no_card(char **w, int n, const long *v)
{
    (void)w, (void)n, (void)v;
    return fitting() ? "a card may be laid" : NULL;
}

static const char *check_win(char **w, int n, const long *v)
{
    int card = (int)v[3];
    (void)w, (void)n;
    if (v[2] != player(item->len)) return "the other player is to move";
    if (card < 1 || card > CARD_VALUES || !(fitting() >> card & 1)) return fail("%ld may not be laid", card, 0);
    return winner_after(&card, 1) == v[2] ? NULL : "the other player wins after it";
}

/* lose and stuck: the mover loses, with some card to lay or none. */
static const char *check_loses(char **w, int n, const long *v)
{
    (void)n;
    if (v[2] != player(item->len)) return "the other player is to move";
    if (v[3] != other((char)v[2])) return "the winner is not the other player";
    if (!fitting() != (strcmp(w[0], "stuck") == 0)) return fitting() ? "a card may be laid" : "no card may be laid";
    return winner(laid, total, item->len) == v[3] ? NULL : "the player to move wins";
}

static const char *check_play(char **w, int n, const long *v)
{
    int steps[CARD_VALUES * COPIES], k = (n - 6) / 3, i, t = total, smallest = 0;
    char win = (char)v[2];
    (void)w;
    if (k > CARD_VALUES * COPIES) return "more cards than the deck holds";
    if (total > TARGET) return "the game is over";
    if (winner(laid, total, item->len) != win) return "the other player wins the line's first position";
    for (i = 0; i < k; i++) {
        steps[i] = (int)v[7 + 3 * i];
        if (v[6 + 3 * i] != player(item->len + (size_t)i)) return fail("card %ld is laid by the other player", i + 1, 0);
        if (steps[i] < 1 || steps[i] > CARD_VALUES || !winner_after(steps, i + 1)) return fail("card %ld may not be laid", i + 1, 0);
        if (v[8 + 3 * i] != (t += steps[i])) return fail("the total after card %ld is %ld", i + 1, t);
        if (winner_after(steps, i + 1) != win) return fail("the other player wins after card %ld", i + 1, 0);
    }
    if (v[3] != player(item->len + (size_t)k) || v[3] == win) return "the player at the end is not the other one";
    if (v[4] != t) return fail("the total at the end is %ld", t, 0);
    {
        int now[CARD_VALUES + 1];
        memcpy(now, laid, sizeof now);
        for (i = 0; i < k; i++) now[steps[i]]++;
        for (i = CARD_VALUES; i >= 1; i--) {
            if (fits(now, t, i)) return fail("%ld may still be laid at the end", i, 0);
            if (now[i] < COPIES) smallest = i;
        }
    }
    return v[5] == smallest ? NULL : fail("the smallest card left is %ld", smallest, 0);
}

static const char *check_answer(char **w, int n, const long *v)
{
    const char *said = text + strlen("answer ");
    (void)w, (void)n, (void)v;
    answered = current;
    if (strlen(said) != item->len + 2 || memcmp(said, item->buf, item->len) != 0 || said[item->len] != ' ')
        return "not the line's cards, a space and a player";
    return said[item->len + 1] == winner(laid, total, item->len) ? NULL : "the other player wins";
}

/* form: one letter per word after the kind: n a number, p a player A or B, c the item's cards,
 * w any word; the letters after a * repeat any number of times. */
static const struct kind { const char *name, *form; check_fn *check; } kinds[] = {
    {"cards", "ncn", check_cards},     {"more", "n", check_more},
    {"bust", "cpp", check_bust},       {"left", "cnnnnnnp", check_left},
    {"lay", "cnnp", check_lay},        {"no-card", "c", check_no_card},
    {"win", "cpn", check_win},         {"lose", "cpp", check_loses},
    {"stuck", "cpp", check_loses},     {"line", "cppnn*pnn", check_play},
    {"answer", "w*w", check_answer},
};

/* A number: decimal digits only, at most 9 of them. */
static int number(const char *word, long *value)
{
    size_t len = strlen(word);
    if (len == 0 || len > 9 || strspn(word, "0123456789") != len) return 0;
    *value = strtol(word, NULL, 10);
    return 1;
}

/* Why the claim of n words w is wrong, or NULL. */
static const char *check(char **w, int n)
{
    static long v[MAX_WORDS];
    const struct kind *k;
    const char *f, *group = NULL;
    int i;
    for (k = kinds; k < kinds + sizeof kinds / sizeof kinds[0] && strcmp(k->name, w[0]) != 0; k++)
        ;
    if (k == kinds + sizeof kinds / sizeof kinds[0]) return "unknown kind of claim";
    if (strcmp(w[0], "cards") != 0 && strcmp(w[0], "more") != 0 && !item) return "no line named yet";
    for (i = 1, f = k->form; i < n; i++, f++) {
        if (*f == '*') group = ++f;
        if (!*f && group) f = group;
        if (!*f) return "too many words";
        if (*f == 'n' && !number(w[i], &v[i])) return fail("word %ld is not a number", i + 1, 0);
        if (*f == 'p' && (strlen(w[i]) != 1 || (w[i][0] != 'A' && w[i][0] != 'B'))) return fail("word %ld is not A or B", i + 1, 0);
        if (*f == 'p') v[i] = w[i][0];
        if (*f == 'c' && k->check != check_cards && !is_item(w[i])) return fail("these are not the cards of line %ld", current, 0);
    }
    if (*f && *f != '*') return "too few words";
    return k->check(w, n, v);
}

static void wrong(const char *claim, const char *reason, long *count)
{
    fprintf(stderr, "claims: %s: %s\n", claim, reason);
    ++*count;
}

/* What a line owes when the next begins: its answer, and a lay claim for every card that may be
 * laid. Said once per line. */
static void finish_item(long *bad)
{
    unsigned missing;
    int v;
    if (!item) return;
    if (current > answered) wrong(cards_text, "no answer claim for this line", bad);
    if ((missing = fitting() & ~listed) != 0) {
        for (v = 1; !(missing >> v & 1); v++)
            ;
        wrong(cards_text, fail("card %ld may be laid but no lay claim lists it", v, 0), bad);
    }
    answered = current, listed |= missing;
}

int main(int argc, char **argv)
{
    static char claim[MAX_TEXT], words[MAX_TEXT];
    char *w[MAX_WORDS];
    long claims = 0, bad = 0;
    int n, c;
    const char *reason;
    FILE *in;
    if (argc != 2) {
        fprintf(stderr, "usage: claims IN < CLAIMS\n");
        return 2;
    }
    if (!(in = fopen(argv[1], "r"))) {
        fprintf(stderr, "claims: cannot read %s\n", argv[1]);
        return 2;
    }
    read_input(in);
    fclose(in);
    for (; fgets(claim, sizeof claim, stdin); claims++) {
        size_t len = strlen(claim);
        if (len > 0 && claim[len - 1] == '\n') {
            claim[--len] = '\0';
        } else if (!feof(stdin)) {
            while ((c = getchar()) != EOF && c != '\n')
                ;
            wrong(claim, "too long", &bad);
            continue;
        }
        strcpy(words, claim);
        for (n = 0, w[0] = strtok(words, " "); w[n] && n < MAX_WORDS - 1; w[++n] = strtok(NULL, " "))
            ;
        if (n == 0 || n == MAX_WORDS - 1) {
            wrong(claim, "empty, or too many words", &bad);
            continue;
        }
        if (strcmp(w[0], "cards") == 0 || strcmp(w[0], "more") == 0) finish_item(&bad);
        text = claim;
        if ((reason = check(w, n)) != NULL) wrong(claim, reason, &bad);
    }
    finish_item(&bad);
    if (more < 0 && current < nlines) wrong("(the end)", fail("lines %ld to %ld of the input are not explained", current + 1, nlines), &bad);
    printf("%ld claims\n", claims);
    for (n = 0; n < nlines; n++) free(lines[n].buf);
    free(lines);
    return bad ? 1 : 0;
}
