/* items.c - the modes of every problem's item tool: split, pick, join, shrink, enum, order (items.h
 * says what each does); linked with the problem's testdata/<p>/tools/items.c, which knows where
 * the items of its input are and how one item is reduced. */
#include "items.h"
#include "text.h"

char *text;
size_t text_len;
FILE *out;
static struct item { size_t start, end; } *item;
static int items, item_cap;

void die(const char *why)
{
    fprintf(stderr, "items: %s\n", why);
    exit(2);
}

void *grow(void *p, size_t bytes)
{
    p = realloc(p, bytes ? bytes : 1);
    if (!p) die("out of memory");
    return p;
}

int is_space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

void add_item(size_t start, size_t end)
{
    if (items == item_cap) {
        item_cap = item_cap ? 2 * item_cap : 256;
        item = grow(item, (size_t)item_cap * sizeof *item);
    }
    item[items].start = start;
    item[items++].end = end;
}

/* The whole input (text.h) into text[0..text_len), NUL-terminated: items.c parsers may rely on it. */
static void take(struct text t)
{
    if (t.error) die("cannot read the input (stdin, or a file to join)");
    text = t.s, text_len = t.n;
}

/* Item k's text; between items a newline is added if the item does not end in one, so that two
 * items never run together (the last item keeps its exact end, e.g. no final newline). */
static void put_item(int k, int last)
{
    const struct item *it = &item[k];
    fwrite(text + it->start, 1, it->end - it->start, out);
    if (!last && (it->end == it->start || text[it->end - 1] != '\n')) putc('\n', out);
}

static void split(void)
{
    int k, line = 1;
    size_t i, at = 0, first, last;
    for (k = 0; k < items; k++) {
        first = last = item[k].start;
        for (i = item[k].start; i < item[k].end; i++)
            if (!is_space((unsigned char)text[i])) {
                if (first == last && is_space((unsigned char)text[first])) first = i;
                last = i;
            }
        for (; at < first; at++) line += text[at] == '\n';
        printf("%d %d ", k + 1, line);
        for (; at < last; at++) line += text[at] == '\n';
        printf("%d %lu\n", line, (unsigned long)(item[k].end - item[k].start));
    }
}

static void pick(const char *list)
{
    int *sel = grow(NULL, sizeof(int) * ((size_t)items + 1)), n = 0, i;
    const char *p = list;
    while (*p) {
        char *end;
        long a = strtol(p, &end, 10), b = a;
        if (end == p) die("pick: LIST is like 7 or 1-6,9");
        if (*end == '-') b = strtol(end + 1, &end, 10);
        if (a < 1 || b > items || a > b) die("pick: no such item");
        for (; a <= b; a++) {
            if (n == items) die("pick: more items than the input has");
            sel[n++] = (int)a - 1;
        }
        p = *end == ',' ? end + 1 : end;
        if (*end && *end != ',') die("pick: LIST is like 7 or 1-6,9");
    }
    put_header(n);
    for (i = 0; i < n; i++) put_item(sel[i], i == n - 1);
    put_footer();
    free(sel);
}

static void join(int files, char **names)
{
    struct item *all = NULL;
    char *joined = NULL;
    size_t len = 0;
    int n = 0, f, k;
    /* Parse each file on its own, then pretend the files were one text holding their items. */
    for (f = 0; f < files; f++) {
        take(slurp(names[f]));
        items = 0;
        parse_items();
        all = grow(all, ((size_t)n + (size_t)items) * sizeof *all);
        joined = grow(joined, len + text_len + 1);
        memcpy(joined + len, text, text_len);
        for (k = 0; k < items; k++, n++) {
            all[n].start = len + item[k].start;
            all[n].end = len + item[k].end;
        }
        len += text_len;
        free(text);
    }
    text = joined, text_len = len, item = all, items = n;
    put_header(n);
    for (k = 0; k < n; k++) put_item(k, k == n - 1);
    put_footer();
}

/* --- candidates ------------------------------------------------------------------------------ */

/* Candidates come in pages: `items shrink DIR FIRST` writes candidates FIRST, FIRST + 1, ... (in
 * the order they are made, counted from 1) until PAGE_BYTES are written or PAGE_COUNT files, so
 * that an item of 10^6 piles, whose reductions are each as big, costs a few candidates at a
 * time, not 10^6 of them at once; the greedy shrinker asks for the next page only when none of
 * this one fails. A reduction that is not on the page is counted but not made (skip_candidate). */
enum { PAGE_BYTES = 64 << 20, PAGE_COUNT = 2048 };
static const char *cand_dir;
static int cands;                  /* files written on this page */
static long made, page_first = 1, page_next; /* candidates counted; the page's first; the next page's */
static size_t page_bytes;

int skip_candidate(void)
{
    if (made + 1 >= page_first && !page_next) return 0;
    made++;
    return 1;
}

/* The input with item shrink_at replaced by t[0..n) (t == NULL: left out), written as
 * cand_dir/N.in; unless t is the item itself or a text already written for it on this page (two
 * reductions can give one text: drop either 'o' of "foo"; the plain spacing of an item already
 * plain). The caller has had skip_candidate() say 0. */
static int shrink_at, seen_from;
void put_candidate(const char *t, size_t n)
{
    static struct { char *t; size_t n; } *seen;
    static int seen_cap;
    char path[4096];
    const struct item *it = &item[shrink_at];
    int k, left = items - (t == NULL), written = 0;
    made++;
    if (t && n == it->end - it->start && memcmp(t, text + it->start, n) == 0) return;
    for (k = seen_from; k < cands && t; k++)
        if (seen[k].n == n && seen[k].t && memcmp(seen[k].t, t, n) == 0) return;
    if (cands == seen_cap) seen = grow(seen, (size_t)(seen_cap = 2 * seen_cap + 64) * sizeof *seen);
    seen[cands].t = t ? memcpy(grow(NULL, n), t, n) : NULL;
    seen[cands].n = n;
    sprintf(path, "%.4000s/%d.in", cand_dir, ++cands);
    if (!(out = fopen(path, "wb"))) die("shrink: cannot write into DIR");
    put_header(left);
    for (k = 0; k < items; k++) {
        if (k != shrink_at) {
            put_item(k, ++written == left);
        } else if (t) {
            fwrite(t, 1, n, out);
            if (++written < left && (n == 0 || t[n - 1] != '\n')) putc('\n', out);
        }
    }
    put_footer();
    if (fclose(out) != 0) die("shrink: write error");
    if ((page_bytes += text_len + n) >= PAGE_BYTES || cands == PAGE_COUNT) page_next = made + 1;
}

void candidate(const char *t, size_t n)
{
    if (!skip_candidate()) put_candidate(t, n);
}

struct token *tok;
int ntok;
const char *tok_text;
const char **repl;
const char DELETED[] = "";
static int tok_cap;
static size_t tok_end;

void tokenize(const char *t, size_t n)
{
    size_t i = 0, sep;
    ntok = 0;
    tok_text = t, tok_end = n;
    while (i < n) {
        sep = i;
        while (i < n && is_space((unsigned char)t[i])) i++;
        if (i == n) break;
        if (ntok == tok_cap) {
            tok_cap = 2 * tok_cap + 1024;
            tok = grow(tok, (size_t)tok_cap * sizeof *tok);
            repl = grow(repl, (size_t)tok_cap * sizeof *repl);
        }
        tok[ntok].sep = sep, tok[ntok].at = i;
        while (i < n && !is_space((unsigned char)t[i])) i++;
        tok[ntok].len = i - tok[ntok].at;
        repl[ntok++] = NULL;
    }
}

/* The item with repl[] applied; plain != 0 also sets every spacing to `plain` (one character)
 * and ends the item with a newline: emit_tokens(' ') is the item written plainly. */
void emit_tokens(int plain)
{
    static char *buf;
    static size_t cap;
    size_t len = 0, need = tok_end + 64;
    int i;
    if (skip_candidate()) return;
    for (i = 0; i < ntok; i++) need += repl[i] && repl[i] != DELETED ? strlen(repl[i]) + 1 : 1;
    if (need > cap) buf = grow(buf, cap = need);
    for (i = 0; i < ntok; i++) {
        const char *s = repl[i] ? repl[i] : tok_text + tok[i].at;
        size_t sl = repl[i] ? strlen(repl[i]) : tok[i].len;
        if (repl[i] == DELETED) continue;
        if (plain) {
            if (len) buf[len++] = (char)plain;
        } else {
            memcpy(buf + len, tok_text + tok[i].sep, tok[i].at - tok[i].sep);
            len += tok[i].at - tok[i].sep;
        }
        memcpy(buf + len, s, sl);
        len += sl;
    }
    if (plain) {
        buf[len++] = '\n';
    } else if (ntok) {
        size_t tail = tok[ntok - 1].at + tok[ntok - 1].len;
        memcpy(buf + len, tok_text + tail, tok_end - tail);
        len += tok_end - tail;
    }
    put_candidate(buf, len);
}

unsigned long long tok_value(int i) { return strtoull(tok_text + tok[i].at, NULL, 10); }

/* Fewer elements in a counted list: token count_at holds how many of tokens first..ntok-1 are in
 * the list (moves, piles, words); as long as at least `least` stay, each candidate drops one run
 * of consecutive elements and counts that many fewer: the first half, the second half, then each
 * quarter, ..., then each single element (about 2 * count candidates). Halves first so that the
 * greedy shrinker, taking the first reduction that still fails, cuts a long list in O(log count)
 * steps when most of it is not needed, and singles last so that it ends with no element that
 * could go alone. also(from, len), when not NULL, is called after each run is dropped, for the
 * problem's own reduction of the same run (Nim: the run merged into one pile), so that every
 * cut of one size comes before any smaller one. */
void shrink_list(int count_at, int first, int least, void (*also)(int from, int len))
{
    char count[32];
    int total = ntok - first, parts, size = 2, from, k, cut;
    for (parts = 2; size > 1 && !page_next; parts *= 2) { /* page_next: the page is full, stop */
        size = (total + parts - 1) / parts;
        for (from = first; from < ntok && size >= 1; from += size) {
            cut = from + size <= ntok ? size : ntok - from;
            if (total - cut >= least) {
                sprintf(count, "%d", total - cut);
                repl[count_at] = count;
                for (k = from; k < from + cut; k++) repl[k] = DELETED;
                emit_tokens(0);
                for (k = from; k < from + cut; k++) repl[k] = NULL;
                repl[count_at] = NULL;
            }
            if (also) also(from, cut);
        }
    }
}

static int ascending(const void *a, const void *b)
{
    unsigned long long x = *(const unsigned long long *)a, y = *(const unsigned long long *)b;
    return (x > y) - (x < y);
}

/* Smaller values for number token i, each >= lo, smallest first: lo; the ladder
 * v - (v - lo) / 2^k for k = 1, 2, ... down to v - 1; v / 2^k for k = 1, 2, ... (the same high
 * bits, shifted: a bug at a width, like a sum kept in 32 bits, fails on 2^32 whether it was found
 * on 2^48 or not); v with its highest bit cleared; its leading decimal digit followed by zeros;
 * the values where types and buffers break, 2^k - 1, 2^k and 2^k + 1 for every k (2^7, 2^8,
 * 2^15, 2^16, 2^31, 2^32, 2^53, 2^63 among them), and the problem's own (shrink_number_also):
 * the ladder only bisects, so below a failing value it lands on the next value that matters
 * only by luck. About 320 candidates for a 64-bit value.
 * Why a ladder: the greedy shrinker takes the first candidate that still fails, so it takes the
 * smallest failing rung. When the failures are the values >= some F (monotone), the distance to F
 * at least halves at every step: from v it reaches F in O(log v) steps, not v - F. When they are
 * not monotone it still ends, at a value whose every candidate (v - 1 among them) passes: a local
 * minimum within one reduction. */
void shrink_number(int i, unsigned long long lo) { shrink_number_also(i, lo, NULL, 0); }

void shrink_number_also(int i, unsigned long long lo, const unsigned long long *also, int count)
{
    unsigned long long v = tok_value(i), *c = grow(NULL, (400 + (size_t)count) * sizeof *c), d, p = 1, top = 1;
    char s[32];
    int k, n = 0;
    if (v <= lo || page_next) { free(c); return; } /* page_next: the page is full */
    c[n++] = lo;
    for (k = 0; k < 64; k++) c[n++] = (1ULL << k) - 1, c[n++] = 1ULL << k, c[n++] = (1ULL << k) + 1;
    for (k = 0; k < count; k++) c[n++] = also[k];
    for (d = (v - lo) / 2; d >= 1; d /= 2) c[n++] = v - d;
    for (d = v / 2; d >= 1; d /= 2) c[n++] = d;
    while (v / p >= 10) p *= 10;
    while (v / top >= 2) top *= 2;
    c[n++] = v / p * p, c[n++] = v - top;
    qsort(c, (size_t)n, sizeof *c, ascending);
    for (k = 0; k < n; k++) {
        if (c[k] >= v || c[k] < lo || (k > 0 && c[k] == c[k - 1])) continue;
        sprintf(s, "%llu", c[k]);
        repl[i] = s;
        emit_tokens(0);
        repl[i] = NULL;
    }
    free(c);
}

/* Every value of tokens first..ntok-1 at once: all to lo, then all halved (none below lo). An
 * item of many values that fails for their count alone (a buffer too short for the line) then
 * ends with the smallest values, where lowering one value at a time takes a step per value and
 * a list too long to list its reductions is only narrowed. */
void shrink_values(int first, unsigned long long lo)
{
    static char *num;
    static size_t cap;
    int i, pass, changed;
    if (page_next || first >= ntok) return;
    if ((size_t)ntok * 24 > cap) num = grow(num, cap = (size_t)ntok * 24);
    for (pass = 0; pass < 2; pass++) {
        for (changed = 0, i = first; i < ntok; i++) {
            unsigned long long v = tok_value(i), w = pass == 0 || v / 2 < lo ? lo : v / 2;
            changed |= w < v;
            sprintf(num + (size_t)i * 24, "%llu", w < v ? w : v);
            repl[i] = num + (size_t)i * 24;
        }
        if (changed) emit_tokens(0);
        for (i = first; i < ntok; i++) repl[i] = NULL;
    }
}

/* --- the exhaustive sweep ------------------------------------------------------------------- */

static long enum_first, enum_last, enum_count; /* items wanted: [first, last]; counted so far */
int enum_judge;
static size_t enum_len;

/* Item number ++enum_count, kept in text[] when it is wanted (items[] says where, as parse_items
 * would), so that put_item writes the input as pick writes a selection. */
int enum_item(const char *t, size_t n)
{
    if (++enum_count >= enum_first && enum_count <= enum_last) {
        text = grow(text, enum_len + n + 1);
        memcpy(text + enum_len, t, n);
        add_item(enum_len, enum_len + n);
        text_len = enum_len += n;
        text[text_len] = '\0';
    }
    return enum_count < enum_last;
}

static long number_arg(const char *s)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*end || v < 1) die("enum: FIRST and COUNT are numbers from 1");
    return v;
}

int main(int argc, char **argv)
{
    out = stdout;
    if (argc >= 3 && !strcmp(argv[argc - 1], "judge") && (!strcmp(argv[1], "order") || !strcmp(argv[1], "enum"))) enum_judge = 1, argc--;
    if (argc == 2 && !strcmp(argv[1], "order")) {
        enum_first = enum_last = (long)(~0UL >> 1); /* count them all, keep none */
        enum_items();
        printf("%ld %d %s\n", enum_count, enum_batch, enum_order);
        return 0;
    }
    if (argc == 4 && !strcmp(argv[1], "enum")) {
        int k;
        enum_first = number_arg(argv[2]);
        enum_last = enum_first + number_arg(argv[3]) - 1;
        enum_items();
        put_header(items);
        for (k = 0; k < items; k++) put_item(k, k == items - 1);
        put_footer();
        return 0;
    }
    if (argc >= 2 && !strcmp(argv[1], "join")) {
        join(argc - 2, argv + 2);
        return 0;
    }
    take(text_of(stdin));
    parse_items();
    if (argc == 2 && !strcmp(argv[1], "split")) {
        split();
    } else if (argc == 3 && !strcmp(argv[1], "pick")) {
        pick(argv[2]);
    } else if ((argc == 3 || argc == 4) && !strcmp(argv[1], "shrink")) {
        cand_dir = argv[2];
        if (argc == 4 && (page_first = atol(argv[3])) < 1) die("shrink: FIRST counts from 1");
        for (shrink_at = 0; shrink_at < items && !page_next; shrink_at++) { /* each item left out, then reduced */
            seen_from = cands;
            if (items > 1) candidate(NULL, 0);
            shrink_item(text + item[shrink_at].start, item[shrink_at].end - item[shrink_at].start);
        }
        printf("%d %ld\n", cands, page_next);
    } else {
        die("usage: items split | pick LIST | join FILE... | shrink DIR [FIRST] | enum FIRST COUNT [judge] | order [judge]");
    }
    return 0;
}
