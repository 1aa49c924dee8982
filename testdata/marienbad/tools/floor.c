/* floor - the input-reading floor for make bench: reads a marienbad input the way a fast solution
 * must (fread in blocks, every number parsed digit by digit and checked against MAX_MATCHES) and
 * answers 0 to every pair through an output buffer, without computing anything. */
#include <stdio.h>
#include "limits.h"

static unsigned char buf[1 << 16];
static char out[1 << 16];
static size_t out_len;

static void answer_zero(void)
{
    if (out_len + 2 > sizeof out) fwrite(out, 1, out_len, stdout), out_len = 0;
    out[out_len++] = '0', out[out_len++] = '\n';
}

int main(void)
{
    size_t len, i;
    unsigned long long value = 0;
    int in_number = 0, second = 0;
    while ((len = fread(buf, 1, sizeof buf, stdin)) > 0) {
        for (i = 0; i < len; i++) {
            int c = buf[i];
            if (c >= '0' && c <= '9') { value = value * 10 + (unsigned)(c - '0'); in_number = 1; continue; }
            if (!in_number) continue;
            if (value > MAX_MATCHES) return 1;
            if (second) answer_zero();
            second = !second, value = 0, in_number = 0;
        }
    }
    if (in_number && second) answer_zero(); /* no newline after the last pair */
    fwrite(out, 1, out_len, stdout);
    return 0;
}
