/* report.h - what the parts of the report share (judge/judging/report.c: the command, its lines
 * and the total; report-diagnosis.c: the item a case fails on; report-json.c: the JSON report;
 * report-class.c: a class's scoreboard and counterexamples): the judge's folders, the cases, the
 * records, the counts. */
#ifndef REPORT_H
#define REPORT_H
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "files.h"
#include "fails.h" /* shrink_run */
#include "glob.h"
#include "kv.h"
#include "mains.h"
#include "runner.h"
#include "show.h"
#include "text.h"
#include "verdict.h"

enum { NARROW_SECONDS = 20, SHOWN_BYTES = 400 };
extern const char *const indent;
extern const char *work, *root, *build; /* COMMON (report.c's header) */

struct case_ { char *name, *kind, *in, *exp, *beyond; }; /* beyond: why the original judge cannot send it (NULL: it can) */
extern struct case_ *cases; /* in order: the judge's (judge.c, judge-package.c), or W/cases (report.c) */
extern int n_cases;
extern const char *problem, *noun; /* the problem, and what its items are called */
extern char *items_tool, *items_file;
extern const char *lang_name; /* --lang */

long lines_of(struct text t);
char *first_line(const char *path);
const char *reason_of(const char *path);
char *chomped(const char *path);
const char *from_root(const char *path);
char *build_failure(const char *id);
struct kv_file *record(const char *id, int i);
const char *get(const struct kv_file *r, const char *key);
struct kv_file *judge_alone(const char *id, const char *in, const char *exp);
void append_counts(int passed, int failed, int harness, int skipped);
long count_items(const char *in, const char *out);
void diagnose(const char *id, const struct case_ *c, const char *k, const char *was);
void json_str(FILE *f, const char *s);
void json_submission(const char *id, const char *path, const char *expected, const char *skipped_why, const char *extra);
void json_write(void);
void class_row(const char *id, const char *name, const char *entry, int many, const char *why, const char *tl, int search);
void class_progress(long total);
/* A class's search on one submission ends within twice SECONDS and SEARCH_SLACK_S (the search,
 * its shrinking, the last runs); one still at work then is ended, its status SEARCH_RAN_OUT
 * (judge.c's search_within). */
enum { SEARCH_RAN_OUT = 124, SEARCH_SLACK_S = 30 };
void class_budget(long seconds);
void class_report(const char *conf, long seconds);
#endif
