/* lang-kept.h - lang build's kept builds (lang-kept.c says how they are kept and found):
 *
 *   kept_key(line, commands, src, &n)  the key of a build: its line (without its own folder), the
 *                                      commands it runs (paths, one a line) and the files of the
 *                                      folder src; n bytes (NULs inside); NULL when src holds
 *                                      something that is not a file or a folder
 *   kept_fetch(key, n, dir)            1 when the build of key was kept and is now copied into dir
 *   kept_keep(key, n, dir)             keeps the build in dir (all of it but dir/src) for key,
 *                                      and removes the least recently used past the count allowed
 */
#ifndef LANG_KEPT_H
#define LANG_KEPT_H
#include <stddef.h>
char *kept_key(const char *line, const char *commands, const char *src, size_t *n);
int kept_fetch(const char *key, size_t n, const char *dir);
void kept_keep(const char *key, size_t n, const char *dir);
#endif
