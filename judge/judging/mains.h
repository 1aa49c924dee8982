/* mains.h - the commands that build/judge/judge holds (judging/judge.c): case (case.c), lang
 * (lang.c), report (report.c) and verdict (verdict.c) are links to it, each run by its name; the
 * judge itself calls them in its own process (report, verdict, a language chosen) or in a forked
 * worker (a build, a case), never as a program started again; the other harness programs start
 * them by their links (stress and shrink's tests through lib/fails.c, playstress: case and lang). */
#ifndef MAINS_H
#define MAINS_H
#include <stdio.h>
int case_main(int argc, char **argv);
int lang_main(int argc, char **argv);

/* lang select FILE [NAME] and lang own (JUDGE_SOL, JUDGE_CMD, JUDGE_USE), in the caller's process:
 * the language's name, the build and run lines the report shows ({ml} left as is), and the file
 * made absolute (own; "" for a command). A language unknown or not installed: its one line, exit 2. */
struct lang_lines { const char *lang, *build_line, *run_line, *sol; };
struct lang_lines lang_select(const char *file, const char *want);
struct lang_lines lang_own(void);
const char *lang_why(const char *file); /* "": its language is known and installed; else why not */
/* What a run of case is (case.c): its limits (CPU seconds, MiB, MiB), how its output is checked
 * (NULL or "": byte for byte; "tokens": the default validator, with the validator arguments of its
 * row in the package's case list, cases; else a built output validator's folder), whether it is
 * interactive, and whether the program is a package's input or answer validator. The command
 * line's case reads them from the environment (JUDGE_TL...: case.c's header); a worker the judge
 * forks is given them here (tl set), as the judge set them before the fork. */
enum case_role { PROGRAM, INPUT_VALIDATOR, ANSWER_VALIDATOR };
struct case_options { const char *tl, *ml, *ol, *check, *cases; int interactive; enum case_role role; };
extern struct case_options case_options;
int report_main(int argc, char **argv);
int verdict_main(int argc, char **argv);

/* verdict tag and verdict expect (verdict.c), in the caller's process: the value of FILE's tag
 * KEY (1, or 0 when it has none); whether the n cases judged meet FILE's tags (or a package
 * folder's verdicts, first_list): the exit status verdict expect would give, and the report's
 * line in two parts, what was expected and seen ("expects TLE  AC 3  TLE 1  ") and the outcome
 * ("-> caught (first TLE: max)"), which the report may replace (a margin missed). A case's
 * verdict is SKIP when it was not run (--quick); detail may be "". */
struct judged_case { const char *name, *verdict, *detail; };
struct expect_line { char seen[512], outcome[1024]; };
int verdict_tag(const char *path, const char *key, char *value, size_t size);
int verdict_expect(const struct judged_case *c, int n, struct expect_line *line, const char *path, const char *first_list);
#endif
