/* show.h - text from outside as the reports show it on a terminal, cleaned, so that what a program,
 * a package or a class wrote never draws there: the one definition of that cleaning.
 *
 *   printable(s), printable_n(s, n)
 *                 a new string: CR and tab as \r and \t, every other control character (C0,
 *                 DEL, C1) as "?", a byte that is not UTF-8 as \xNN (never passed raw); the rest
 *                 (UTF-8 letters) as it is. For every name, case, message and dialogue line shown.
 *   show_file(path, prefix)
 *                 a file (make judge's diagnosis, make stress's counterexample): each line
 *                 printable after a prefix and "| ", at most SHOW_LINES lines, then how many
 *                 there were; an empty file is "(nothing)".
 */
#ifndef SHOW_H
#define SHOW_H
#include <stdio.h>
#include <stdlib.h>
#include "text.h"

enum { SHOW_LINES = 20 };

char *printable(const char *s);
char *printable_n(const char *s, size_t n);
void show_file(const char *path, const char *prefix);
#endif
