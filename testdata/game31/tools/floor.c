/* floor for game31: the input-reading floor for `make bench`. It reads the input the way the
 * solution does (64 KiB fread chunks, lines split on \n, one trailing \r dropped) and writes
 * each line back with the constant answer " A", with no validation and no game at all: the
 * solution's time over this is what its checking and its table cost.
 */
#include <stdio.h>
#include "limits.h"

enum { MAX_CARDS = CARD_VALUES * COPIES, INPUT_CHUNK = 1 << 16 };

static char line[MAX_CARDS + 3];
static int len;

static void answer_line(void)
{
    if (len > 0 && line[len - 1] == '\r') len--;
    line[len] = ' ', line[len + 1] = 'A', line[len + 2] = '\n';
    fwrite(line, 1, (size_t)len + 3, stdout);
    len = 0;
}

int main(void)
{
    static unsigned char input[INPUT_CHUNK];
    size_t got, i;
    int has_bytes = 0;
    while ((got = fread(input, 1, sizeof input, stdin)) > 0) {
        for (i = 0; i < got; i++) {
            int c = input[i];
            if (c != '\n') {
                if (len < MAX_CARDS) line[len++] = (char)c;
                has_bytes = 1;
                continue;
            }
            answer_line();
            has_bytes = 0;
        }
    }
    if (has_bytes) answer_line();
    return 0;
}
