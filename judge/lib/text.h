/* text.h - the one reader of whole files for the harness's C (conf, shrink, the item tool, the
 * verdict): a file's bytes in one NUL-terminated buffer, with their count (a NUL inside the file
 * stays and is counted).
 *
 *   slurp(path)   the file at path; a file that cannot be opened (or path NULL) is an empty text
 *                 whose error is set (errno's value; 0 for NULL), which a caller that needs the
 *                 file turns into its own message
 *   text_of(f)    the rest of an open stream (stdin)
 *   text_first_diff_line(exp, got)   the first line where got differs from exp (a missing line
 *                 differs), 0 when they are equal
 * A read error sets error too; running out of memory is "text: out of memory", exit status 2.
 */
#ifndef TEXT_H
#define TEXT_H
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

struct text { char *s; size_t n; int error; };

struct text text_of(FILE *f);

struct text slurp(const char *path);

long text_first_diff_line(struct text exp, struct text got);
#endif
