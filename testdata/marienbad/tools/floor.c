/* floor for marienbad: the solution's input reading and output writing (copied from
 * problems/marienbad/marienbad.c: same fread buffer, same checks, same line counting) with a
 * constant answer 0 per pair instead of the Zeckendorf step, so `make bench` shows what the
 * answer itself costs on top of the I/O.
 */
#include <stdio.h>
#include <stdlib.h>

/* Our limit on i and j (PROBLEMS.md); 10^18 does not fit an enum, hence a macro. */
#define MAX_MATCHES 1000000000000000000ULL
enum {
    IN_BUFFER = 1 << 16,
    OUT_BUFFER = 1 << 16,
    ANSWER_DIGITS = 20   /* an answer <= 10^18 has at most 19 digits, plus the newline */
};

static unsigned char in_buf[IN_BUFFER];
static size_t in_len, in_pos;
static char out_buf[OUT_BUFFER];
static size_t out_len;
static long line = 1;   /* line of the input being read, for diagnostics */
static long token_line; /* line where the last number started */

static void flush_output(void)
{
    fwrite(out_buf, 1, out_len, stdout);
    out_len = 0;
    fflush(stdout);
}

/* Bad input: keep the answers already given, one line on stderr, exit 1. */
static void fail(const char *what, int c)
{
    flush_output();
    if (c == EOF)
        fprintf(stderr, "floor: line %ld: %s at end of input\n", line, what);
    else if (c > ' ' && c < 127)
        fprintf(stderr, "floor: line %ld: %s, found '%c'\n", line, what, c);
    else
        fprintf(stderr, "floor: line %ld: %s, found byte %d\n", line, what, c);
    exit(1);
}

static int read_byte(void)
{
    if (in_pos == in_len) {
        in_len = fread(in_buf, 1, IN_BUFFER, stdin);
        in_pos = 0;
        if (in_len == 0) return EOF;
    }
    return in_buf[in_pos++];
}

static int is_space(int c)
{
    return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* Reads one number into *value; returns 0 when the input ends before it starts. */
static int read_number(unsigned long long *value)
{
    unsigned long long v = 0;
    int c = read_byte();
    while (is_space(c)) {
        if (c == '\n') line++;
        c = read_byte();
    }
    if (c == EOF) return 0;
    token_line = line;
    if (c == '-') fail("negative number", c);
    if (c < '0' || c > '9') fail("expected a number", c);
    do {
        unsigned digit = (unsigned)(c - '0');
        if (v > (MAX_MATCHES - digit) / 10) fail("number above 10^18", c);
        v = v * 10 + digit;
        c = read_byte();
    } while (c >= '0' && c <= '9');
    if (c != EOF && !is_space(c)) fail("a number runs into a non-digit", c);
    if (c == '\n') line++;
    *value = v;
    return 1;
}

static void write_answer(unsigned long long k)
{
    char digits[ANSWER_DIGITS];
    int n = 0;
    if (out_len > OUT_BUFFER - ANSWER_DIGITS) flush_output();
    do {
        digits[n++] = (char)('0' + k % 10);
        k /= 10;
    } while (k > 0);
    while (n > 0) out_buf[out_len++] = digits[--n];
    out_buf[out_len++] = '\n';
}

int main(void)
{
    unsigned long long matches, cap;
    while (read_number(&matches)) {
        if (!read_number(&cap)) {
            line = token_line;
            fail("a pair has no second number", EOF);
        }
        write_answer(0);
    }
    flush_output();
    return 0;
}
