/* move.h - what judge/play/referee.c includes of this game besides its explainer: whether a
 * position can repeat, and the largest number an item played may hold. The game has cycles: a
 * winning move need not bring the win closer, so the referee plays the fastest win. How a player
 * writes a move is study/play.h's (its written(), the protocol's MOVE field). */
/* NUMBER_MAX: the largest number an item played may hold (any graph the explainer plays). */
enum { CYCLES = 1 };
static const unsigned long long NUMBER_MAX = 1000ull;
