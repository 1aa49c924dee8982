/* move.h - what judge/play/referee.c includes of this game besides its explainer: whether a
 * position can repeat, and the largest number an item played may hold. No cycles: every move
 * takes a stone. How a player writes a move is study/play.h's (its written(), the protocol's MOVE
 * field). */
/* NUMBER_MAX: the largest number an item played may hold (the explainer lists every move of piles up to 32 stones). */
enum { CYCLES = 0 };
static const unsigned long long NUMBER_MAX = 32ull;
