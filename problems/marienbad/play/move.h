/* move.h - what judge/play/referee.c includes of this game besides its explainer: whether a
 * position can repeat, and the largest number an item played may hold. No cycles: every game ends.
 * How a player writes a move is study/play.h's (its written(), the protocol's MOVE field). */
/* NUMBER_MAX: the largest number an item played may hold (the explainer lists every move up to a cap of 40). */
enum { CYCLES = 0 };
static const unsigned long long NUMBER_MAX = 40ull;
