/* move.h - how a player writes a move of this game (judge/play/referee.c): "A B", the word
 * erased from letter A to letter B of S (1-based, as S was at the start), from the explainer's
 * label "erase WORD at A..B". No cycles: every move erases a letter. */
/* NUMBER_MAX: the largest number an item played may hold (any string the explainer plays). */
enum { CYCLES = 0 };
static const unsigned long long NUMBER_MAX = 1000ull;

static void move_text(const char *label, char *text, int size)
{
    int a = 0, b = 0;
    const char *at = strstr(label, " at ");
    if (at) sscanf(at, " at %d..%d", &a, &b);
    snprintf(text, (size_t)size, "%d %d", a, b);
}
