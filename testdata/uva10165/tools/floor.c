/* floor - the input-reading floor for make bench: reads a uva10165 input the way a fast solution
 * must (fread in blocks, digits to numbers) and answers "Yes" to every scenario without
 * computing anything. */
#include <stdio.h>

static unsigned char buf[1 << 16];

int main(void)
{
    size_t len, i;
    unsigned long long value = 0, left = 0;
    int in_number = 0;
    while ((len = fread(buf, 1, sizeof buf, stdin)) > 0) {
        for (i = 0; i < len; i++) {
            int c = buf[i];
            if (c >= '0' && c <= '9') { value = value * 10 + (unsigned)(c - '0'); in_number = 1; continue; }
            if (!in_number) continue;
            if (left > 0) left--;
            else if (value == 0) return 0;
            else { left = value; puts("Yes"); }
            value = 0, in_number = 0;
        }
    }
    return 0;
}
