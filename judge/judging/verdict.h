/* verdict.h - the verdicts, and the decision of one run's verdict and its reason as a pure
 * function of what is known about the run (DOMjudge keeps its determineVerdict apart for the same
 * reason: it is tested by a table of cases, judge/tests/verdict-test.c, with no program run). The
 * one decision: case.c decides every run with it, lang.c every build, and both write it into the
 * run's record, which everything else reads. Header-only, its functions inline.
 *
 * Adding a verdict: a line in VERDICTS (its name and meaning, shown by `verdict list` and in the
 * README's table), the rule in decide() at its place in the precedence, and a row in the table
 * test. Nothing else names verdicts but the fixtures that must get them.
 */
#ifndef VERDICT_H
#define VERDICT_H
#include <signal.h> /* SIGXCPU and SIGXFSZ: RLIMIT_CPU's and RLIMIT_FSIZE's signals */
#include <stdlib.h>
#include <string.h>

/* In this order in every report. */
#define VERDICTS(X) \
    X(AC, "exact output match, exit status 0") \
    X(WA, "output differs: the first differing line is shown, expected vs found, with a hint when it would match ignoring whitespace, CR characters or a missing final newline") \
    X(TLE, "CPU time over the limit (the program may run to 1.5 times the limit, so that a clear time-out is told from a narrow one: shown as >1.50 when stopped there), or killed at the wall-clock limit (1.5 times the limit + max(1 s, 10%), not counting time spent waiting for a CPU on a loaded machine, up to 4 times that, nor in an interactive problem the time the judge owed its answers) for a program that sleeps or blocks, with the real time shown; idle when it used under a tenth of its CPU limit, with what it waited for (interactive: the judge waiting for its move, did it flush?)") \
    X(MLE, "memory over the limit; checked first: a run that reached the limit is MLE even if it also passed the time limit, since the kernel charges its work at the limit as CPU time") \
    X(RE, "killed by a signal (named), or a non-zero exit status, even with correct output; or stopped at the cap on processes and threads") \
    X(OLE, "output (stdout or stderr) over the output limit; the disk cannot fill") \
    X(NO, "no output where output was expected") \
    X(CE, "compile error (the first error is shown)") \
    X(HE, "harness error: something failed that says nothing about the program; never reported as WA")

#define VERDICT_ENUM(name, meaning) V_##name,
enum verdict { VERDICTS(VERDICT_ENUM) V_COUNT };
#undef VERDICT_ENUM

#define VERDICT_NAME(name, meaning) #name,
static const char *const verdict_name[] = { VERDICTS(VERDICT_NAME) };
#undef VERDICT_NAME
#define VERDICT_MEANING(name, meaning) meaning,
static const char *const verdict_meaning[] = { VERDICTS(VERDICT_MEANING) };
#undef VERDICT_MEANING

/* The verdict named s, or V_COUNT. */
static inline enum verdict verdict_of(const char *s)
{
    int v;
    for (v = 0; v < V_COUNT; v++)
        if (strcmp(verdict_name[v], s) == 0) return (enum verdict)v;
    return V_COUNT;
}

/* The problem package format's verdict (2025-09 has four: AC, WA, TLE, RTE) for ours: no output is
 * a wrong answer; a memory-out and an output flood are run-time errors, as problemtools has them
 * (its limits kill the program: a signal); a compile or harness error has none (""). */
static inline const char *format_verdict(enum verdict v)
{
    switch (v) {
    case V_AC: return "AC";
    case V_WA: case V_NO: return "WA";
    case V_TLE: return "TLE";
    case V_MLE: case V_RE: case V_OLE: return "RTE";
    default: return "";
    }
}

enum killed { KILLED_NONE, KILLED_CPU, KILLED_WALL, KILLED_MEM, KILLED_PROCS };

/* The margins a verdict must hold by, so that it holds on a slower or busier machine too (the
 * factors problemtools verifies a package with, under the same names; a package may set its own):
 * an accepted run within the time limit divided by AC_TO_TIME_LIMIT, a time-out still one at the
 * limit times TIME_LIMIT_TO_TLE. Every judged run is given that much CPU before it is stopped, so
 * its record tells a clear time-out (stopped there) from a narrow one; any other verdict (WA, MLE,
 * OLE, RE) is reached within the accepted margin, or a slower machine could turn it into TLE. */
static const double AC_TO_TIME_LIMIT = 2.0, TIME_LIMIT_TO_TLE = 1.5;

/* A margin in force: a package's own (JUDGE_AC_TO_TIME_LIMIT, JUDGE_TL_TO_TLE, set by
 * judge/judging/pkg.sh from its problem.yaml), else ours. */
static inline double margin(const char *env, double ours)
{
    const char *v = getenv(env);
    return v && atof(v) >= 1 ? atof(v) : ours;
}

/* A time-out that holds on a faster machine too: stopped by the CPU poll at the margin past the
 * limit (killed "cpu"), or by the wall clock having used less than the accepted margin of CPU (a
 * program that sleeps or waits for input). KILLED is the record's `killed`. */
static inline int tle_is_clear(const char *killed, double cpu, double tl)
{
    return !strcmp(killed, "cpu") || (!strcmp(killed, "wall") && cpu <= tl / margin("JUDGE_AC_TO_TIME_LIMIT", AC_TO_TIME_LIMIT));
}

/* What is known about one run. */
struct run_facts {
    int signal;           /* the signal that ended it, 0 when it exited */
    int exit_status;      /* when signal == 0 */
    enum killed killed;   /* why the runner stopped it */
    double cpu, tl;       /* CPU seconds used, and the limit */
    long mem_kib, ml_mib; /* peak resident KiB, and the limit (0: none) */
    long long out_bytes;  /* stdout's size */
    long ol_mib;          /* the output limit */
    int bad_input;        /* a bad-input case: exit 1, the answers before it, one diagnostic line */
    int output_equal;     /* stdout is the expected output, byte for byte */
    int expected_empty;   /* the expected output is empty */
    int stderr_ok;        /* stderr is one line "<problem>: line N: ..." (bad-input cases) */
    long long err_bytes;  /* stderr's size (the runner caps it at the output limit too) */
};

/* Why, in one word: the record's `reason` (what stopped the run, or why it is not AC), which
 * every caller reads instead of working it out again; the CLI also turns it into the detail the
 * report shows. */
#define REASONS(X) \
    X(NONE, "none") X(WALL, "wall") X(IDLE, "idle") X(CPU, "cpu") X(MEM, "mem") X(PROCS, "procs") X(OUTPUT, "output") \
    X(SIGNAL, "signal") X(EXIT, "exit") X(NO_OUTPUT, "no-output") X(DIFFERS, "differs") \
    X(BAD_EXIT0, "bad-exit0") X(BAD_EXIT, "bad-exit") X(BAD_ANSWERS, "bad-answers") X(BAD_STDERR, "bad-stderr") \
    X(HARNESS, "harness")
#define REASON_ENUM(name, word) R_##name,
enum reason { REASONS(REASON_ENUM) R_COUNT };
#undef REASON_ENUM
#define REASON_WORD(name, word) word,
static const char *const reason_word[] = { REASONS(REASON_WORD) };
#undef REASON_WORD


/* The precedence is the order of the tests: a run that was stopped or crashed is never compared,
 * so a TLE is never called WA; a limit beats a crash it caused (SIGXCPU is TLE, SIGXFSZ is OLE).
 * Memory comes first: a run that reached its memory limit is MLE even when it also passed the CPU
 * limit, since the kernel's work at the limit (reclaim, the kill) is charged to the program as
 * CPU time, more of it on a busy machine; the verdict must not move with the load. */
static inline enum verdict decide(const struct run_facts *f, enum reason *why)
{
    *why = R_NONE;
    if (f->killed == KILLED_MEM || (f->ml_mib > 0 && f->mem_kib > f->ml_mib * 1024)) return *why = R_MEM, V_MLE;
    if (f->killed == KILLED_CPU || f->signal == SIGXCPU || f->cpu > f->tl) return *why = R_CPU, V_TLE;
    /* under the CPU limit: it slept or waited; idle when it hardly ran at all (under a tenth of its
     * CPU limit): it waited for input that never came, or slept, and the detail says so */
    if (f->killed == KILLED_WALL) return *why = f->cpu < f->tl / 10 ? R_IDLE : R_WALL, V_TLE;
    if (f->killed == KILLED_PROCS) return *why = R_PROCS, V_RE; /* a fork bomb, as judges with a cap say */
    /* At the limit, not only past it: RLIMIT_FSIZE cuts a write there, and a program that ignores
     * SIGXFSZ (Python does) sees the write fail (EFBIG) and exits with an error of its own. */
    if (f->signal == SIGXFSZ || f->out_bytes >= (long long)f->ol_mib << 20 || f->err_bytes >= (long long)f->ol_mib << 20)
        return *why = R_OUTPUT, V_OLE;
    if (f->signal != 0) return *why = R_SIGNAL, V_RE;
    if (f->bad_input) {
        if (f->exit_status == 0) return *why = R_BAD_EXIT0, V_WA;
        if (f->exit_status != 1) return *why = R_BAD_EXIT, V_RE;
        if (!f->output_equal) return *why = R_BAD_ANSWERS, V_WA;
        if (!f->stderr_ok) return *why = R_BAD_STDERR, V_WA;
        return V_AC;
    }
    if (f->exit_status != 0) return *why = R_EXIT, V_RE;
    if (f->out_bytes == 0 && !f->expected_empty) return *why = R_NO_OUTPUT, V_NO;
    if (!f->output_equal) return *why = R_DIFFERS, V_WA;
    return V_AC;
}
#endif
