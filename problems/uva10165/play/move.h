/* move.h - how a player writes a move of this game (judge/play/referee.c): "P K", K stones taken
 * from pile P (1-based), from the explainer's label "pile P: FROM -> TO (take K)". No cycles:
 * every move takes a stone. */
/* NUMBER_MAX: the largest number an item played may hold (the explainer lists every move of piles up to 32 stones). */
enum { CYCLES = 0 };
static const unsigned long long NUMBER_MAX = 32ull;

static void move_text(const char *label, char *text, int size)
{
    unsigned long long p = 0, from = 0, to = 0, k = 0;
    sscanf(label, "pile %llu: %llu -> %llu (take %llu)", &p, &from, &to, &k);
    snprintf(text, (size_t)size, "%llu %llu", p, k);
}
