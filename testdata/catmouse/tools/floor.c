/* floor: the input-reading floor for the Cat and Mouse benchmark. Reads every graph the way the
 * solution's driver does (a 64 KiB fread buffer, the adjacency lists stored back to back) and
 * prints a constant 0 per graph without solving anything. Trusts its input.
 */
#include <stdio.h>
#include "limits.h"

enum { CHUNK = 1 << 16 };

static int entry[MAX_ENTRIES], list_size[MAX_NODES];
static unsigned char chunk[CHUNK];
static size_t length, used;

static int next_byte(void)
{
    if (used == length) {
        length = fread(chunk, 1, sizeof chunk, stdin);
        used = 0;
        if (length == 0)
            return EOF;
    }
    return chunk[used++];
}

int main(void)
{
    int c, depth = 0, nodes = 0, entries = 0, value = -1;
    long checksum = 0;
    while ((c = next_byte()) != EOF) {
        if (c >= '0' && c <= '9') {
            value = (value < 0 ? 0 : value * 10) + (c - '0');
        } else if (c == ',' || c == ']') {
            if (value >= 0 && entries < MAX_ENTRIES && nodes < MAX_NODES) {
                entry[entries++] = value;
                list_size[nodes]++;
            }
            value = -1;
            if (c == ']' && --depth == 1) {
                nodes++;
            } else if (c == ']' && depth == 0) {
                checksum += entries + list_size[0];
                puts("0");
                for (; nodes > 0; nodes--)
                    list_size[nodes - 1] = 0;
                entries = 0;
            }
        } else if (c == '[') {
            depth++;
        }
    }
    return checksum < 0; /* keeps the stored lists observable */
}
