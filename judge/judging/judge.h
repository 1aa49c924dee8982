/* judge.h - what judge.c (make judge for our problems) shares with judge-package.c (make judge
 * PKG=, judge --package): the harness's folders, the limits, the workers, the queue of runs, the
 * builds, the report's command in the judge's own process, and a class's scoreboard rows. */
#ifndef JUDGE_H
#define JUDGE_H
#include "report.h"

extern const char *tools, *sandbox_line; /* build/judge; the sandbox's line of the report */
extern const char *tl, *ml, *ol;         /* the limits: seconds, MiB, MiB */
extern int jobs;                         /* runs side by side */
extern struct lang_lines chosen;         /* the language of your own program (lang_own) */
extern const char *chosen_cmd;           /* JUDGE_CMD, when that is the program */

void judge_paths(void);
void make_work(void);

int exec_main(int argc, char **argv);
pid_t start(int (*main_)(int, char **), char **argv, const char *out, const char *err);
int wait_for(pid_t p);
const char *value(const struct kv_file *f, const char *key);

void queue_run(const char *dir, const char *in, const char *exp, const char *out, const char *bad);
void queue(const char *id, int i, const char *p);
void queue_build_args(char **argv);
void run_queue(void);
int build_program(const char *id, const char *src);
void print_lang(void);

/* a line of pkg.c's submissions: PATH|EXPECTED|ENTRY|FOLDER|TOP */
struct sub { char *name, *expect, *entry, *many, *top; };
struct sub *read_subs(const char *path, int *n);
char **build_args(const struct sub *s, const char *dir, const char *mem);
const char *select_lang(const char *file, const char **why);

char **report_args(const char *arg, ...);
int report(char **argv);
void class_rows(const struct sub *sub, int n, char **ids, char **langs, char **whys, const char *search);

int package_main(int argc, char **argv); /* judge-package.c */
#endif
