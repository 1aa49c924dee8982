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

/* "harness error" and exit 3: something failed that says nothing about the program. */
static inline void harness_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("stress: harness error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(3);
}

/* a tool of t->tools with the words of command added (the first word is the tool's name) */
static inline void args_tool(struct args *a, const char *tools, const char *command)
{
    char copy[PATH_BYTES], path[PATH_BYTES], *w, *save;
    snprintf(copy, sizeof copy, "%s", command);
    for (w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        if (a->n == 0) snprintf(path, sizeof path, "%s/%s", tools, w), w = path;
        args_add(a, w);
    }
}

/* The oracle's answer to in, into in.exp: 0 valid, 1 bad input; a failing oracle is a harness
 * error. */
static inline int answer(const struct test *t, const char *oracle, const char *in)
{
    struct args a = {NULL, 0, 0};
    char exp[PATH_BYTES], err[PATH_BYTES];
    int status;
    snprintf(exp, sizeof exp, "%s.exp", in);
    snprintf(err, sizeof err, "%s.oracle-err", in);
    args_tool(&a, t->tools, oracle);
    status = run_wait(a.v, in, exp, err);
    if (status > 1) {
        struct text said = slurp(err);
        said.s[strcspn(said.s, "\n")] = '\0';
        harness_error("the oracle %s failed on %s: %s", oracle, in, said.s);
    }
    return status;
}

/* One run of case on in (in.exp ready; bad: a bad input), with the time limit times factor (of
 * JUDGE_TL) and then a real-time limit WALL times that (JUDGE_RUN_FLAGS; both restored after):
 * in.got and in.result (the record, read into *rec). */
static inline void judged_run(const struct test *t, const char *in, int bad, double factor, struct kv_file *rec)
{
    char case_path[PATH_BYTES], exp[PATH_BYTES], dir[PATH_BYTES], from[PATH_BYTES], to[PATH_BYTES], tl[32], scaled[32];
    char flags[PATH_BYTES], wall[PATH_BYTES];
    char *argv[7];
    const char *verdict;
    int status;
    snprintf(tl, sizeof tl, "%s", getenv("JUDGE_TL") ? getenv("JUDGE_TL") : "");
    snprintf(flags, sizeof flags, "%s", getenv("JUDGE_RUN_FLAGS") ? getenv("JUDGE_RUN_FLAGS") : "");
    snprintf(case_path, sizeof case_path, "%s/case", harness_dir());
    snprintf(exp, sizeof exp, "%s.exp", in);
    snprintf(dir, sizeof dir, "%s.run", in);
    argv[0] = case_path, argv[1] = (char *)t->program, argv[2] = (char *)in, argv[3] = exp, argv[4] = dir;
    argv[5] = bad ? (char *)t->problem : NULL, argv[6] = NULL;
    /* the search decides its own time-outs (OVER, NEAR): the program gets the limit asked for,
     * not the margin past it that make judge gives every run (judge/judging/verdict.h) */
    setenv("JUDGE_TL_TO_TLE", "1", 1);
    if (factor != 1) {
        snprintf(scaled, sizeof scaled, "%g", atof(tl) * factor), setenv("JUDGE_TL", scaled, 1);
        snprintf(wall, sizeof wall, "%s%s-w %g", flags, *flags ? " " : "", atof(tl) * factor * WALL), setenv("JUDGE_RUN_FLAGS", wall, 1);
    }
    status = run_wait(argv, NULL, NULL, NULL);
    if (factor != 1) setenv("JUDGE_TL", tl, 1), setenv("JUDGE_RUN_FLAGS", flags, 1);
    if (status != 0) harness_error("judging %s failed (build/judge/case: status %d)", in, status);
    snprintf(from, sizeof from, "%s/out", dir), snprintf(to, sizeof to, "%s.got", in);
    if (rename(from, to) != 0) harness_error("judging %s left no output", in);
    snprintf(from, sizeof from, "%s/result", dir), snprintf(to, sizeof to, "%s.result", in);
    if (rename(from, to) != 0 || kv_read(to, rec) != 0) harness_error("judging %s left no record", in);
    snprintf(from, sizeof from, "%s/err", dir), unlink(from); /* the folder goes: only FILE.* stay beside FILE */
    snprintf(from, sizeof from, "%s/meta", dir), unlink(from);
    snprintf(from, sizeof from, "%s/run-err", dir), unlink(from);
    rmdir(dir);
    verdict = kv_get(rec, "verdict");
    if (!verdict || !kv_get(rec, "reason")) harness_error("%s is no record", to);
    if (!strcmp(verdict, "HE")) harness_error("%s", kv_get(rec, "detail") ? kv_get(rec, "detail") : "HE");
}

/* Judges the program on in, whose in.exp is ready (bad: a bad input), a time-out judged again
 * (the header). Returns 1 when it passes, 0 when it fails, with *line the first output line that
 * differs ("" when none does); with slow, NEAR_LIMIT for a run too near the limit to tell. */
static inline int judged_fails(const struct test *t, const char *in, int bad, char *line, size_t size)
{
    struct kv_file rec;
    const char *verdict, *reason;
    judged_run(t, in, bad, t->slow ? OVER * NEAR : 1, &rec);
    if (!t->slow && !strcmp(kv_get(&rec, "verdict"), "TLE")) judged_run(t, in, bad, OVER, &rec);
    verdict = kv_get(&rec, "verdict"), reason = kv_get(&rec, "reason");
    if (t->slow && strcmp(reason, "cpu") != 0 && strcmp(reason, "mem") != 0) {
        const char *cpu = kv_get(&rec, "cpu"), *tl = kv_get(&rec, "tl"); /* tl: the limit it ran under, OVER * NEAR times ours */
        return cpu && tl && atof(cpu) * NEAR * NEAR > atof(tl) ? NEAR_LIMIT : 1;
    }
    if (!strcmp(verdict, "AC")) return 1;
    snprintf(line, size, "%s", kv_get(&rec, "diff_line") ? kv_get(&rec, "diff_line") : "");
    return 0;
}

/* The test: the oracle (or the FILE.exp given), then the judge. 0 fails, 1 passes (NEAR_LIMIT: as
 * judged_fails). */
static inline int fails(const struct test *t, const char *in, char *line, size_t size)
{
    int bad = 0;
    if (*t->oracle) bad = answer(t, t->oracle, in) == 1;
    else {
        char exp[PATH_BYTES];
        struct stat st;
        snprintf(exp, sizeof exp, "%s.exp", in);
        if (stat(exp, &st) != 0) harness_error("no oracle and no %s", exp);
    }
    return judged_fails(t, in, bad, line, size);
}
#endif
