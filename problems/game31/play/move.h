/* move.h - how a player writes a move of this game (judge/play/referee.c): the card laid, 1 to
 * 6, from the explainer's label "lay V (total T)". No cycles: every card is laid once. */
/* NUMBER_MAX: the largest number an item played may hold (the cards laid, read as one number: any line). */
enum { CYCLES = 0 };
static const unsigned long long NUMBER_MAX = 1000000000ull;

static void move_text(const char *label, char *text, int size)
{
    int v = 0;
    sscanf(label, "lay %d", &v);
    snprintf(text, (size_t)size, "%d", v);
}
