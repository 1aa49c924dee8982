/* verdict.h - the verdicts, and the decision of one run's verdict and its reason as a pure
 * function of what is known about the run (DOMjudge keeps its determineVerdict apart for the same
 * reason: it is tested by a table of cases, judge/tests/verdict-test.c, with no program run). The
 * one decision: case.c decides every run with it, lang.c every build, and both write it into the
 * run's record, which everything else reads.
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
#include "kv.h"

/* In this order in every report. */
#define VERDICTS(X) \
    X(AC, "exact output match, exit status 0") \
    X(WA, "output differs: the first differing line is shown, expected vs found, with a hint when it would match ignoring whitespace, CR characters or a missing final newline") \
    X(TLE, "CPU time over the limit (the program may run to 1.5 times the limit, so that a clear time-out is told from a narrow one: shown as >1.50 when stopped there), or killed at the wall-clock limit (1.5 times the limit + max(1 s, 10%), not counting time spent waiting for a CPU on a loaded machine, up to 4 times that, nor in an interactive problem the time the judge owed its answers) for a program that sleeps or blocks, with the real time shown; idle when it used under a tenth of its CPU limit, with what it waited for (interactive: the judge waiting for its move, did it flush?); one stopped after it wrote a wrong line says so (`wrong before its time ran out: line 1: expected \"1\", found \"0\"`: both limits are its fault, and a faster machine would say WA)") \
    X(MLE, "memory over the limit; checked first: a run that reached the limit is MLE even if it also passed the time limit, since the kernel charges its work at the limit as CPU time") \
    X(RE, "killed by a signal (named), or a non-zero exit status, even with correct output; or stopped at the cap on processes and threads") \
    X(OLE, "output (stdout or stderr) over the output limit; the disk cannot fill") \
    X(NO, "no output where output was expected") \
    X(CE, "compile error (the first error is shown; a build stopped at one of its limits shows that limit)") \
    X(HE, "harness error: something failed that says nothing about the program; never reported as WA")

#define VERDICT_ENUM(name, meaning) V_##name,
enum verdict { VERDICTS(VERDICT_ENUM) V_COUNT };
#undef VERDICT_ENUM

extern const char *const verdict_name[V_COUNT], *const verdict_meaning[V_COUNT];

/* The verdict named s, or V_COUNT. */
enum verdict verdict_of(const char *s);

/* The problem package format's verdict (2025-09 has four: AC, WA, TLE, RTE) for ours: no output is
 * a wrong answer; a memory-out and an output flood are run-time errors, as problemtools has them
 * (its limits kill the program: a signal); a compile or harness error has none (""). */
const char *format_verdict(enum verdict v);

enum killed { KILLED_NONE, KILLED_CPU, KILLED_WALL, KILLED_MEM, KILLED_PROCS, KILLED_DISK };

/* The margins a verdict must hold by, so that it holds on a slower or busier machine too (the
 * factors problemtools verifies a package with, under the same names; a package may set its own):
 * an accepted run within the time limit divided by AC_TO_TIME_LIMIT, a time-out still one at the
 * limit times TIME_LIMIT_TO_TLE. Every judged run is given that much CPU before it is stopped, so
 * its record tells a clear time-out (stopped there) from a narrow one; any other verdict (WA, MLE,
 * OLE, RE) is reached within the accepted margin, or a slower machine could turn it into TLE. */
static const double AC_TO_TIME_LIMIT = 2.0, TIME_LIMIT_TO_TLE = 1.5;

/* A margin in force: a package's own (JUDGE_AC_TO_TIME_LIMIT, JUDGE_TL_TO_TLE, set by
 * judge/judging/judge-package.c from its problem.yaml), else ours. */
double margin(const char *env, double ours);

/* The time within which a run under limit TL must end for a verdict but TLE to hold: TL over the
 * accepted margin in force, but never less than JUDGE_LEAST_S seconds (a package's least margin,
 * judge/judging/judge-package.c) nor more than TL. */
double accepted_within(double tl);

/* A time-out that holds on a faster machine too: stopped by the CPU poll at the margin past the
 * limit (killed "cpu"), or by the wall clock having used less than the accepted margin of CPU (a
 * program that sleeps or waits for input). KILLED is the record's `killed`. */
int tle_is_clear(const char *killed, double cpu, double tl);

/* The real-time limit of a run given CPU_S seconds of CPU (the runner's -w when none is given):
 * CPU_S + max(1 s, CPU_S / 10), the slack a program that starts slowly (a JVM) needs. */
double wall_limit(double cpu_s);

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
 * every caller reads instead of working it out again; case.c also turns it into the detail the
 * report shows. */
#define REASONS(X) \
    X(NONE, "none") X(WALL, "wall") X(IDLE, "idle") X(CPU, "cpu") X(MEM, "mem") X(PROCS, "procs") X(OUTPUT, "output") \
    X(SIGNAL, "signal") X(EXIT, "exit") X(NO_OUTPUT, "no-output") X(DIFFERS, "differs") \
    X(BAD_EXIT0, "bad-exit0") X(BAD_EXIT, "bad-exit") X(BAD_ANSWERS, "bad-answers") X(BAD_STDERR, "bad-stderr") \
    X(HARNESS, "harness")
#define REASON_ENUM(name, word) R_##name,
enum reason { REASONS(REASON_ENUM) R_COUNT };
#undef REASON_ENUM
extern const char *const reason_word[R_COUNT];

/* The precedence is the order of the tests: a run that was stopped or crashed is never compared,
 * so a TLE is never called WA; a limit beats a crash it caused (SIGXCPU is TLE, SIGXFSZ is OLE).
 * Memory comes first: a run that reached its memory limit is MLE even when it also passed the CPU
 * limit, since the kernel's work at the limit (reclaim, the kill) is charged to the program as
 * CPU time, more of it on a busy machine; the verdict must not move with the load. */
enum verdict decide(const struct run_facts *f, enum reason *why);

/* The runner's report (its meta file, read: judge/run/run.c's header) as the facts it gives: exit,
 * signal, cpu, mem_kib, killed; the rest is the caller's (limits, the output). 0, or -1 when a key
 * the runner always writes is missing or empty: it failed, and nothing is known of the program. */
int run_facts_read(const struct kv_file *meta, struct run_facts *f);
#endif
