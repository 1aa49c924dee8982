/* kv.h - the one reader of the harness's key = value files: a problem's problem.conf, the
 * runner's meta file and a judged case's result file (judge/README.md, "Formats").
 *
 * One pair per line: `key = value` or `key=value`; spaces around both are dropped; a line whose
 * first non-blank character is `#`, or that is blank, is skipped. A value runs to the end of its
 * line (it may hold `=`, `#` and spaces). A later line with the same key wins, so a file can be
 * appended to. Keys are [A-Za-z0-9_.]+; any other line is an error.
 */
#ifndef KV_H
#define KV_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct kv { char *key, *value; };
struct kv_file { struct kv *pair; int n; };

int kv_key_char(int c);

char *kv_trim(char *s);

/* Reads path into *f. Returns 0, or -1 when the file cannot be opened; a malformed line is a
 * one-line error on stderr naming path and line, and exit status 2. */
int kv_read(const char *path, struct kv_file *f);

/* The same from text (what a program printed); name is what an error calls it. */
struct kv_file kv_text(const char *text, const char *name);

/* The value of key (the last line that sets it), or NULL. */
const char *kv_get(const struct kv_file *f, const char *key);
#endif
