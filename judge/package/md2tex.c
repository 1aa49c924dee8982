/* md2tex - a problem's README.md (GitHub markdown, the statement's one source) to the
 * problem_statement/problem.en.tex of a legacy Kattis problem package (problemtools v1.20231016,
 * which compiles it with pdflatex and converts it to HTML with plasTeX).
 *
 *   md2tex TITLE SECTION... < README.md > problem.en.tex
 *
 * Prints \problemname{TITLE}, then, in the file's order, each `## ` section whose heading is one of
 * the SECTIONs, as \section*{heading} and its body. Everything else (the `# ` line, the other
 * sections: the samples, which problemtools inserts itself, bad input, traps, links) is left out.
 *
 * Only the markdown our READMEs use is supported, so that the converter stays small; anything else
 * that would come out wrong is an error, not silently garbled output:
 *   blocks  paragraphs; `- ` bullet lists with continuation lines (not nested); ``` fences
 *           (verbatim); pipe tables with a |---| row (a tabular of ragged-right p{} columns,
 *           sized by their longest cell, together \textwidth wide; the header row bold).
 *   inline  `code` (\texttt, breakable after commas), **bold**, *italic*, [text](target) (the
 *           text only: targets are repository paths), <http...> (the address as text),
 *           backslash escapes (\| in a table cell), &#N; &amp; &lt; &gt; &quot;.
 *   chars   every LaTeX special is escaped with commands pdflatex and plasTeX both know; of the
 *           non-ASCII characters only <= >= x -> . en and em dashes and phi are mapped.
 *   errors  a SECTION not found; ###, >, numbered or nested lists, HTML tags, a table without its
 *           |---| row or with ragged rows, an unclosed fence, other non-ASCII or control bytes.
 * Exit 0: done; 1: bad input (one line on stderr, naming the line); 2: usage.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdarg.h>

static char **line;     /* the README's lines, without their line ends */
static int nlines;
static int at_line;     /* the line the block being printed starts on, for errors */

static void fail(int no, const char *fmt, ...)
{
    va_list ap;
    fputs("md2tex: ", stderr);
    if (no > 0) fprintf(stderr, "line %d: ", no);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(1);
}

static void *xrealloc(void *p, size_t n)
{
    if ((p = realloc(p, n)) == NULL) fail(0, "out of memory");
    return p;
}

/* The non-ASCII characters we map (UTF-8), and what they become. */
static const char *const utf8_map[][2] = {
    {"\xe2\x89\xa4", "$\\leq$"}, {"\xe2\x89\xa5", "$\\geq$"}, {"\xc3\x97", "$\\times$"},
    {"\xe2\x86\x92", "$\\rightarrow$"}, {"\xc2\xb7", "$\\cdot$"}, {"\xe2\x80\x93", "\\textendash{}"},
    {"\xe2\x80\x94", "\\textemdash{}"}, {"\xcf\x86", "$\\varphi$"},
};

/* The length of the mapped character at s (0: none); *tex gets its LaTeX. */
static size_t utf8_char(const char *s, const char **tex)
{
    for (size_t i = 0; i < sizeof utf8_map / sizeof utf8_map[0]; i++) {
        size_t n = strlen(utf8_map[i][0]);
        if (strncmp(s, utf8_map[i][0], n) == 0) { *tex = utf8_map[i][1]; return n; }
    }
    return 0;
}

/* Lines that are exported are checked first, so that rendering never meets a byte it cannot
 * print: no control bytes but tab, no unmapped non-ASCII, none at all in verbatim. */
static void check_bytes(int i, int verbatim)
{
    const char *tex;
    for (const char *s = line[i]; *s; s++) {
        unsigned char c = (unsigned char)*s;
        size_t n = 0;
        if (c < 0x20 && c != '\t') fail(i + 1, "control byte 0x%02x", c);
        if (c < 0x80) continue;
        if (verbatim || (n = utf8_char(s, &tex)) == 0)
            fail(i + 1, "non-ASCII character (byte 0x%02x) not supported%s", c,
                 verbatim ? " in a code block" : ": only <= >= x -> . dashes phi are mapped");
        s += n - 1;
    }
}

/* One character of text or code; next is the character after it (to keep -- two hyphens). */
static void put_char(char c, char next)
{
    switch (c) {
    case '#': case '$': case '%': case '&': case '_': case '{': case '}': printf("\\%c", c); break;
    case '~': fputs("\\textasciitilde{}", stdout); break;
    case '^': fputs("\\textasciicircum{}", stdout); break;
    case '\\': fputs("\\textbackslash{}", stdout); break;
    case '<': fputs("\\textless{}", stdout); break;
    case '>': fputs("\\textgreater{}", stdout); break;
    case '|': fputs("\\textbar{}", stdout); break;
    case '-': fputs(next == '-' ? "-{}" : "-", stdout); break;
    case '\t': putchar(' '); break;
    default: putchar(c);
    }
}

/* Text with no markdown in it (the title, code spans): escaped, mapped characters mapped; in code
 * a line may break after a comma (`[[2,5],[3]]` has no space). */
static void put_plain(const char *s, size_t n, int code)
{
    for (size_t i = 0; i < n; i++) {
        const char *tex;
        size_t k = (unsigned char)s[i] >= 0x80 ? utf8_char(s + i, &tex) : 0;
        if (k) { fputs(tex, stdout); i += k - 1; }
        else if ((unsigned char)s[i] >= 0x80) fail(0, "non-ASCII character in \"%.*s\"", (int)n, s);
        else put_char(s[i], i + 1 < n ? s[i + 1] : 0);
        if (code && s[i] == ',') fputs("\\allowbreak{}", stdout);
    }
}

/* The first occurrence of the n-byte string d in s[from, end), or NULL. */
static const char *find(const char *s, const char *end, const char *d, size_t n)
{
    for (; s + n <= end; s++)
        if (memcmp(s, d, n) == 0) return s;
    return NULL;
}

/* Inline markdown in s[0, n). */
static void put_inline(const char *s, size_t n)
{
    const char *end = s + n, *q, *r;
    while (s < end) {
        size_t k = 0;
        if (*s == '`') {                                /* a code span: as many ` to close */
            while (s + k < end && s[k] == '`') k++;
            char d[16] = "";
            if (k < sizeof d) memset(d, '`', k);
            if (k < sizeof d && (q = find(s + k, end, d, k)) != NULL) {
                const char *a = s + k, *b = q;          /* one space each side is stripped */
                if (b - a >= 2 && *a == ' ' && b[-1] == ' ') a++, b--;
                fputs("\\texttt{", stdout);
                put_plain(a, (size_t)(b - a), 1);
                putchar('}');
                s = q + k;
                continue;
            }
            while (k--) putchar(*s++);
            continue;
        }
        if (*s == '*' && s + 1 < end && s[1] == '*' && (q = find(s + 2, end, "**", 2)) != NULL) {
            fputs("\\textbf{", stdout);
            put_inline(s + 2, (size_t)(q - s - 2));
            putchar('}');
            s = q + 2;
            continue;
        }
        if (*s == '*' && s + 1 < end && s[1] != ' ' && (q = find(s + 1, end, "*", 1)) != NULL
            && q[-1] != ' ' && q > s + 1) {
            fputs("\\emph{", stdout);
            put_inline(s + 1, (size_t)(q - s - 1));
            putchar('}');
            s = q + 1;
            continue;
        }
        if (*s == '[' && (q = find(s, end, "](", 2)) != NULL && (r = find(q, end, ")", 1)) != NULL
            && !find(s + 1, q, "[", 1)) {               /* a link: its text only */
            put_inline(s + 1, (size_t)(q - s - 1));
            s = r + 1;
            continue;
        }
        if (*s == '<' && (!strncmp(s, "<http://", 8) || !strncmp(s, "<https://", 9))
            && (q = find(s, end, ">", 1)) != NULL && !find(s, q, " ", 1)) {
            put_plain(s + 1, (size_t)(q - s - 1), 0);     /* an autolink: the address as text */
            s = q + 1;
            continue;
        }
        if (*s == '<' && s + 1 < end && (isalpha((unsigned char)s[1]) || s[1] == '/'))
            fail(at_line, "HTML tags are not supported (in the block from this line): \"%.20s\"", s);
        if (*s == '\\' && s + 1 < end && ispunct((unsigned char)s[1])) {
            put_char(s[1], s + 2 < end ? s[2] : 0);    /* a backslash escape */
            s += 2;
            continue;
        }
        if (*s == '&') {                                /* an entity */
            static const char *const named[][2] = {{"&amp;", "&"}, {"&lt;", "<"}, {"&gt;", ">"},
                                                   {"&quot;", "\""}};
            int done = 0;
            for (size_t i = 0; i < 4 && !done; i++)
                if (!strncmp(s, named[i][0], strlen(named[i][0]))) {
                    put_char(named[i][1][0], 0);
                    s += strlen(named[i][0]);
                    done = 1;
                }
            if (!done && s + 2 < end && s[1] == '#' && isdigit((unsigned char)s[2])) {
                long c = strtol(s + 2, (char **)&q, 10);
                if (q < end && *q == ';') {
                    if (c < 32 || c > 126) fail(at_line, "entity &#%ld; is not printable ASCII (in the block from this line)", c);
                    put_char((char)c, 0);
                    s = q + 1;
                    done = 1;
                }
            }
            if (done) continue;
        }
        const char *tex;
        if ((unsigned char)*s >= 0x80 && (k = utf8_char(s, &tex)) != 0) {
            fputs(tex, stdout);
            s += k;
            continue;
        }
        put_char(*s, s + 1 < end ? s[1] : 0);
        s++;
    }
}

/* The text of lines [a, b), each stripped of leading blanks, joined by newlines; from skips the
 * first line's first bytes (a list item's "- "). Static storage, reused. */
static const char *join(int a, int b, size_t from)
{
    static char *buf;
    static size_t cap;
    size_t len = 0;
    for (int i = a; i < b; i++) {
        const char *s = line[i] + (i == a ? from : 0);
        while (*s == ' ' || *s == '\t') s++;
        size_t n = strlen(s);
        if (len + n + 2 > cap) buf = xrealloc(buf, cap = 2 * (len + n + 2));
        memcpy(buf + len, s, n);
        len += n;
        buf[len++] = i + 1 < b ? '\n' : '\0';
    }
    return buf;
}

static int blank(const char *s) { return s[strspn(s, " \t")] == '\0'; }
static const char *lstrip(const char *s) { return s + strspn(s, " \t"); }
static int is_fence(const char *s) { return strncmp(lstrip(s), "```", 3) == 0; }
static int is_item(const char *s) { return strncmp(s, "- ", 2) == 0; }
static int is_row(const char *s) { return *lstrip(s) == '|'; }
/* Is line i the heading of a section we print? */
static int wanted(int i, int argc, char **argv, const int *level)
{
    for (int k = 2; k < argc; k++)
        if (level[i] == 2 && !strcmp(lstrip(line[i] + 3), argv[k])) return 1;
    return 0;
}

/* A line starting a block we support (it ends a paragraph or list item). */
static int starts_block(const char *s) { return blank(s) || is_fence(s) || is_item(s) || is_row(s); }

/* Markdown we do not support, in a line starting a block or continuing one. */
static void check_unsupported(int i)
{
    const char *s = lstrip(line[i]);
    size_t d = strspn(s, "0123456789");
    if ((*s == '#' && (s[strspn(s, "#")] == ' ' || s[strspn(s, "#")] == '\0')) || *s == '>')
        fail(i + 1, "'%c' lines (headings, quotes) are not supported in a section", *s);
    if ((d > 0 && (s[d] == '.' || s[d] == ')') && s[d + 1] == ' ')
        || !strncmp(s, "* ", 2) || !strncmp(s, "+ ", 2))
        fail(i + 1, "only '- ' lists are supported");
    if (s != line[i] && is_item(s)) fail(i + 1, "nested lists are not supported");
}

/* The cells of table row s, trimmed, with \| unescaped (malloc'd); returns how many. */
static int split_row(const char *s, char ***cells)
{
    const char *p = lstrip(s) + 1, *end = p + strlen(p);    /* past the leading | */
    int n = 0;
    while (end > p && (end[-1] == ' ' || end[-1] == '\t')) end--;
    if (end > p && end[-1] == '|' && end[-2] != '\\') end--;
    *cells = NULL;
    for (;;) {
        const char *r = p, *b;
        while (r < end && !(*r == '|' && r[-1] != '\\')) r++;
        for (b = r; b > p && (b[-1] == ' ' || b[-1] == '\t'); b--) {}
        p = lstrip(p) < b ? lstrip(p) : b;
        char *c = xrealloc(NULL, (size_t)(b - p) + 1), *w = c;
        *cells = xrealloc(*cells, (size_t)(n + 1) * sizeof **cells);
        for (; p < b; p++)
            if (!(p[0] == '\\' && p[1] == '|')) *w++ = *p;
        *w = '\0';
        (*cells)[n++] = c;
        if (r >= end) return n;
        p = r + 1;
    }
}

/* A pipe table, lines [a, b): header, |---| row, body rows. */
static void put_table(int a, int b)
{
    char **cells;
    int ncols = split_row(line[a], &cells);
    double weight[64], total = 0;
    if (b - a < 2 || split_row(line[a + 1], &cells) != ncols
        || strspn(line[a + 1], "|-: \t") != strlen(line[a + 1]))
        fail(a + 2, "a table needs a |---| row right after its header, with as many cells");
    if (ncols > 64) fail(a + 1, "more than 64 columns");
    for (int c = 0; c < ncols; c++) weight[c] = 6;       /* longest cell, 6 .. 60 characters */
    for (int i = a; i < b; i++) {
        if (i == a + 1) continue;
        int n = split_row(line[i], &cells);
        if (n != ncols) fail(i + 1, "a table row with %d cells, not %d", n, ncols);
        for (int c = 0; c < ncols; c++) {               /* bold is wider: 3 more in the header */
            double w = (double)strlen(cells[c]) + (i == a ? 3 : 0);
            if (w > weight[c]) weight[c] = w > 60 ? 60 : w;
        }
    }
    for (int c = 0; c < ncols; c++) total += weight[c];
    /* Each column also takes 2 \tabcolsep (12pt) and a rule: about 0.03 \textwidth. */
    fputs("\\begin{center}\n\\begin{tabular}{|", stdout);
    for (int c = 0; c < ncols; c++) printf("p{%.3f\\textwidth}|", weight[c] / total * (1 - 0.03 * ncols));
    fputs("}\n\\hline\n", stdout);
    for (int i = a; i < b; i++) {
        if (i == a + 1) continue;
        split_row(line[i], &cells);
        at_line = i + 1;
        for (int c = 0; c < ncols; c++) {
            fputs(c ? " & " : "", stdout);
            fputs(i == a ? "\\raggedright\\textbf{" : "\\raggedright ", stdout);
            put_inline(cells[c], strlen(cells[c]));
            fputs(i == a ? "}" : "", stdout);
        }
        fputs(" \\tabularnewline \\hline\n", stdout);   /* \raggedright redefines \\ */
    }
    fputs("\\end{tabular}\n\\end{center}\n\n", stdout);
}

/* The body of a section, lines [a, b). */
static void put_body(int a, int b)
{
    int i = a, j;
    while (i < b) {
        if (blank(line[i])) { i++; continue; }
        check_unsupported(i);
        at_line = i + 1;
        if (is_fence(line[i])) {                        /* ``` ... ``` */
            for (j = i + 1; j < b && !is_fence(line[j]); j++)
                if (strstr(line[j], "\\end{verbatim}")) fail(j + 1, "\\end{verbatim} in a code block");
            if (j == b) fail(i + 1, "a code block that is not closed in its section");
            fputs("\\begin{verbatim}\n", stdout);
            for (int k = i + 1; k < j; k++) printf("%s\n", line[k]);
            fputs("\\end{verbatim}\n\n", stdout);
            i = j + 1;
        } else if (is_row(line[i])) {                  /* a table */
            for (j = i; j < b && is_row(line[j]); j++) {}
            put_table(i, j);
            i = j;
        } else if (is_item(line[i])) {                 /* a list; blank lines between items too */
            fputs("\\begin{itemize}\n", stdout);
            while (i < b && is_item(line[i])) {
                for (j = i + 1; j < b && !starts_block(line[j]); j++) check_unsupported(j);
                at_line = i + 1;
                fputs("\\item{} ", stdout);   /* {}: a [ starting the item is no option */
                const char *s = join(i, j, 2);
                put_inline(s, strlen(s));
                putchar('\n');
                for (i = j; i < b && blank(line[i]); i++) {}
                if (i < b && !is_item(line[i])) { i = j; break; }
                if (i < b) check_unsupported(i);
            }
            fputs("\\end{itemize}\n\n", stdout);
        } else {                                        /* a paragraph */
            for (j = i + 1; j < b && !starts_block(line[j]); j++) check_unsupported(j);
            const char *s = join(i, j, 0);
            put_inline(s, strlen(s));
            fputs("\n\n", stdout);
            i = j;
        }
    }
}

int main(int argc, char **argv)
{
    char *buf = NULL;
    size_t cap = 0;
    ssize_t len;
    int cap_lines = 0, *found, *level;

    if (argc < 3) {
        fputs("usage: md2tex TITLE SECTION... < README.md > problem.en.tex\n", stderr);
        return 2;
    }
    while ((len = getline(&buf, &cap, stdin)) >= 0) {
        while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r')) buf[--len] = '\0';
        if (nlines == cap_lines) line = xrealloc(line, (size_t)(cap_lines = 2 * cap_lines + 64) * sizeof *line);
        line[nlines++] = strcpy(xrealloc(NULL, (size_t)len + 1), buf);
    }
    if (ferror(stdin)) fail(0, "cannot read stdin");

    /* level[i]: 1 for a `# ` line, 2 for a `## ` line, 0 else (in a code block too). */
    found = calloc((size_t)argc, sizeof *found);
    level = calloc((size_t)nlines + 1, sizeof *level);
    if (found == NULL || level == NULL) fail(0, "out of memory");
    for (int i = 0, fence = 0; i < nlines; i++) {
        if (is_fence(line[i])) fence = !fence;
        else if (!fence && !strncmp(line[i], "# ", 2)) level[i] = 1;
        else if (!fence && !strncmp(line[i], "## ", 3)) level[i] = 2;
    }
    for (int i = 0; i < nlines; i++)
        for (int k = 2; k < argc; k++)
            if (level[i] == 2 && !strcmp(lstrip(line[i] + 3), argv[k])) found[k] = i + 1;
    for (int k = 2; k < argc; k++)
        if (!found[k]) fail(0, "no section '## %s'", argv[k]);

    /* Check every exported line before printing anything. */
    for (int i = 0; i < nlines; i++) {
        int j;
        if (!wanted(i, argc, argv, level)) continue;
        for (j = i + 1; j < nlines && !level[j]; j++) check_bytes(j, 0);
        for (int k = i + 1, fence = 0; k < j; k++)
            if (is_fence(line[k])) fence = !fence;
            else if (fence) check_bytes(k, 1);
    }

    fputs("\\problemname{", stdout);
    put_plain(argv[1], strlen(argv[1]), 0);
    /* Emergency stretch (local to the problem): typewriter spaces do not stretch, and a line
     * with a long code span overflowed the margin rather than be spaced out. */
    fputs("}\n\\setlength{\\emergencystretch}{3em}\n\n", stdout);
    for (int i = 0; i < nlines; i++) {
        int j;
        if (!wanted(i, argc, argv, level)) continue;
        for (j = i + 1; j < nlines && !level[j]; j++) {}
        fputs("\\section*{", stdout);
        put_inline(line[i] + 3, strlen(line[i] + 3));
        fputs("}\n\n", stdout);
        put_body(i + 1, j);
        i = j - 1;
    }
    if (fflush(stdout) != 0 || ferror(stdout)) fail(0, "cannot write stdout");
    return 0;
}
