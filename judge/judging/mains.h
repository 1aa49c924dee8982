/* mains.h - the commands that build/judge/judge holds (judging/judge.c): case (case.c), lang
 * (lang.c) and report (report.c) are links to it, each run by its name; the judge itself calls them
 * in its own process (report) or in a forked worker (a build, a case), never as a program started
 * again. */
#ifndef MAINS_H
#define MAINS_H
int case_main(int argc, char **argv);
int lang_main(int argc, char **argv);

/* lang select FILE [NAME] and lang own (JUDGE_SOL, JUDGE_CMD, JUDGE_USE), in the caller's process:
 * the language's name, the build and run lines the report shows ({ml} left as is), and the file
 * made absolute (own; "" for a command). A language unknown or not installed: its one line, exit 2. */
struct lang_lines { const char *lang, *build_line, *run_line, *sol; };
struct lang_lines lang_select(const char *file, const char *want);
struct lang_lines lang_own(void);
int report_main(int argc, char **argv);
#endif
