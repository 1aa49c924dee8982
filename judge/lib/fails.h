/* fails.h - "does the program still fail on FILE?", the one test of make stress: its search
 * (judge/stress/stress.c), its check of our own solutions, and judge/stress/shrink (as --test,
 * through judge/stress/fails.c) all ask it, and make judge's narrowing too.
 *
 * The oracle (a tool of build/testdata/<p>/tools/ and its arguments) writes FILE.exp; its exit 1
 * means bad input, judged by the bad-input contract; with no oracle, FILE.exp must already hold the
 * expected output (make judge's narrowing: a case's .out). The program is judged exactly as make
 * judge judges a case (build/judge/case): FILE.got gets its output, FILE.result the record of the
 * run. It fails when the record's verdict is not AC.
 * A time is the one thing the load moves, so a time-out is judged again before it counts: a run
 * over the time limit (TLE, its CPU time or the real time) is run again with OVER times the
 * limit, and that run's record is the verdict (FILE.result, FILE.got): TLE again, over OVER times
 * the limit, is a finding; a run that ends is AC or wrong on its merits, the same verdict a run
 * that kept under the limit gets. That run's real-time limit is WALL times its CPU time limit
 * (the runner's -w, through JUDGE_RUN_FLAGS), so that a busy machine, where a program waits
 * long for a CPU, does not stop it before its CPU time does, while one that sleeps is still
 * stopped. A program near the limit thus passes, loaded or not, and the search, which takes the
 * first input that fails, takes the same one.
 * When slow is set (narrowing a TLE or MLE), the run has OVER * NEAR times the limit, and only a
 * run over that CPU time or over the memory limit fails, so that the narrowed input clearly still
 * exceeds the limit and neither a wrong answer nor a real-time kill stands in for it; one that
 * ends after more than OVER / NEAR times the limit is near the line (NEAR_LIMIT): the narrowing
 * stops there, with the smallest input that clearly failed, rather than going on by times the
 * load can move across the line (delta debugging's tries come nearer the line at every step).
 */
#ifndef FAILS_H
#define FAILS_H
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "files.h" /* harness_error */
#include "kv.h"
#include "runner.h"
#include "text.h"

enum { PATH_BYTES = 4096, NEAR_LIMIT = 2 };

/* OVER: a CPU time moves with the load by a small fraction (caches and cores shared with other
 * runs; the real time moves by far more, which the runner forgives up to twice the limit), so a
 * time-out must be over the limit by more than that to count, and still be caught when a program
 * is slower than the limit by a constant factor. NEAR: the margin on either side of OVER times
 * the limit inside which a narrowing try is too near the line to decide on. */
#define OVER 1.6
#define NEAR 1.25
/* WALL: beyond the slowest share of a CPU a loaded machine gives a run. */
#define WALL 4

/* A path longer than PATH_BYTES is cut by snprintf and then fails to open, a harness error: gcc's
 * warning that it might be cut says nothing more. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wformat-truncation"
#endif

struct test {
    const char *problem;  /* its name: the bad-input contract's */
    const char *program;  /* a program as judge/judging/lang.c builds it */
    const char *tools;    /* build/testdata/<p>/tools */
    const char *oracle;   /* the oracle's command (words), or "" for a FILE.exp given */
    int slow;             /* only a run over the CPU time or memory limit fails */
};

/* a tool of t->tools with the words of command added (the first word is the tool's name) */
void args_tool(struct args *a, const char *tools, const char *command);

/* The oracle's answer to in, into in.exp: 0 valid, 1 bad input; a failing oracle is a harness
 * error. */
int answer(const struct test *t, const char *oracle, const char *in);

/* Judges the program on in, whose in.exp is ready (bad: a bad input), a time-out judged again
 * (the header). Returns 1 when it passes, 0 when it fails, with *line the first output line that
 * differs ("" when none does); with slow, NEAR_LIMIT for a run too near the limit to tell. */
int judged_fails(const struct test *t, const char *in, int bad, char *line, size_t size);

/* The test: the oracle (or the FILE.exp given), then the judge. 0 fails, 1 passes (NEAR_LIMIT: as
 * judged_fails). */
int fails(const struct test *t, const char *in, char *line, size_t size);
/* build/judge/shrink on job->in, with t->tools' items and validate: the one place its command
 * line is made, for make stress (a count of runs, the smallest), make judge's narrowing (a
 * deadline, the expected output) and the play search (its own test, a deadline). The test is
 * job->test, or build/judge/fails judging t's program (NULL). Its report into the file report, its
 * stderr into err (NULL: ours); returns shrink's exit status. */
struct shrink_job {
    const char *in, *out, *work; /* the failing input, where the result goes, shrink's scratch */
    const char *test;            /* shrink's --test; NULL: build/judge/fails */
    const char *item;            /* --item: the output line that differs ("": none) */
    const char *expect;          /* --expect: in's expected output (NULL: the oracle answers) */
    int narrow, smallest, view;
    long tries, deadline;        /* --tries, --deadline (time()); 0: none */
};
int shrink_run(const struct test *t, const struct shrink_job *job, const char *report, const char *err);
#endif
