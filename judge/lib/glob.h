/* glob.h - the glob patterns of the problem package format (2025-09: the keys of
 * submissions/submissions.yaml over submissions, and their test-group keys over cases): `*` and
 * `?` never cross a `/` (fnmatch's FNM_PATHNAME), `{a,b}` is brace expansion (nested too), and
 * a path matches when it or one of its parent folders does. One definition, for the package's
 * reader (judge/package/pkg.c, the submissions) and the report (judge/judging/report.c, the
 * cases).
 *
 *   glob_match(pattern, path)   1 when pattern matches path or a parent folder of it
 */
#ifndef GLOB_H
#define GLOB_H
#include <fnmatch.h>
#include <stdio.h>
#include <string.h>

int glob_match(const char *pattern, const char *path);
#endif
