/* show.h - a file as the reports show it (make judge's diagnosis, make stress's counterexample):
 * each line after a prefix and "| ", CR and tab as \r and \t, every other control character as
 * "?" (what a program wrote may not draw on the terminal), at most SHOW_LINES lines, then how
 * many there were; an empty file is "(nothing)".
 */
#ifndef SHOW_H
#define SHOW_H
#include <stdio.h>
#include <stdlib.h>
#include "text.h"

enum { SHOW_LINES = 20 };

void show_file(const char *path, const char *prefix);
#endif
