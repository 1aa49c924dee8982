/* move.h - how a player writes a move of this game (judge/play/referee.c): the node its animal
 * moves to, from the explainer's label "mouse A -> B" or "cat A -> B". The game has cycles: a
 * winning move need not bring the win closer, so the referee plays the fastest win. */
/* NUMBER_MAX: the largest number an item played may hold (any graph the explainer plays). */
enum { CYCLES = 1 };
static const unsigned long long NUMBER_MAX = 1000ull;

static void move_text(const char *label, char *text, int size)
{
    int from = 0, to = 0;
    if (sscanf(label, "mouse %d -> %d", &from, &to) != 2) sscanf(label, "cat %d -> %d", &from, &to);
    snprintf(text, (size_t)size, "%d", to);
}
