/* wa-greedy-first-occurrence.c - ASTRGAME by simulating one greedy play: WRONG.
 *
 * Approach: both players are assumed to erase the first occurrence (leftmost, trying the words in
 * input order) that they find; the number of moves of that single play decides the winner (odd:
 * Teddy). A solution like this circulates with an "Accepted" on the judge's weak data.
 * What it teaches: the winner depends on the choice of move, not only on how many moves get made.
 * On `pawpawpawpaw` with {pawpaw} the greedy play erases the first half, then the second: two
 * moves, "Tracy"; but Teddy wins by erasing the middle `pawpaw`, which leaves two dead `paw`s.
 *
 * expect: WA
 * allow: AC WA
 */
#include <stdio.h>
#include <string.h>

enum { MAX_LEN = 100, MAX_WORDS = 100 }; /* our limits on |S|, |w_i| and N */

int main(void)
{
    /* The strings in play, as one line with '#' where pieces were cut: no word spans a '#'. */
    char board[MAX_LEN + 1], words[MAX_WORDS][MAX_LEN + 1];
    int tests, count, w, moves;
    if (scanf("%d", &tests) != 1) return 1;
    while (tests-- > 0) {
        if (scanf("%100s %d", board, &count) != 2) return 1;
        for (w = 0; w < count; w++)
            if (scanf("%100s", words[w]) != 1) return 1;
        moves = 0;
        for (;;) {
            char *hit = NULL;
            size_t len = 0;
            for (w = 0; w < count && !hit; w++)
                if ((hit = strstr(board, words[w])) != NULL) len = strlen(words[w]);
            if (!hit) break;
            hit[0] = '#'; /* erase: one cut mark, then the rest of the line moved left */
            memmove(hit + 1, hit + len, strlen(hit + len) + 1);
            moves++;
        }
        puts(moves % 2 ? "Teddy" : "Tracy");
    }
    return 0;
}
