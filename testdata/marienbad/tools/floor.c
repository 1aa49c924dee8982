/* floor - the input-reading floor for make bench: reads a marienbad input the way a fast solution
 * must (fread in blocks, every number parsed digit by digit and checked against 10^18) and
 * answers 0 to every pair without computing anything. */
#include <stdio.h>

static unsigned char buf[1 << 16];

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
            if (value > 1000000000000000000ULL) return 1;
            if (second) puts("0");
            second = !second, value = 0, in_number = 0;
        }
    }
    if (in_number && second) puts("0"); /* no newline after the last pair */
    return 0;
}
