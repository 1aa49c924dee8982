/* floor.c - input-reading floor for the astrgame benchmark: reads every test with the solution's
 * own reader (problems/astrgame/astrgame.c is included whole, its main renamed and never called:
 * read_count and read_word, with every check of the statement) and prints a constant answer per
 * test, so the bench shows how much of the solution's time is input alone. A change to that
 * reader is a change to this floor (make rebuilds it with the solution).
 */
#define main solution_main
#include "../../../problems/astrgame/astrgame.c"
#undef main

int main(void)
{
    char word[MAX_LEN + 1];
    int tests, words;
    for (tests = read_count(MAX_TESTS, "T"); tests > 0; tests--) {
        read_word(text, "S");
        for (words = read_count(MAX_WORDS, "N"); words > 0; words--) read_word(word, "word");
        puts("Tracy");
    }
    if (token_start() != EOF) fail(line_no, "extra data after the last test");
    return 0;
}
