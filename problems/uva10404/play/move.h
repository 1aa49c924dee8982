/* move.h - how a player writes a move of this game (judge/play/referee.c): the number of
 * stones taken, as the explainer's label "take K" says it. No cycles: every game ends. */
/* NUMBER_MAX: the largest number an item played may hold (a game of at most 100 stones). */
enum { CYCLES = 0 };
static const unsigned long long NUMBER_MAX = 100ull;

static void move_text(const char *label, char *text, int size)
{
    unsigned long long k = 0;
    sscanf(label, "take %llu", &k);
    snprintf(text, (size_t)size, "%llu", k);
}
