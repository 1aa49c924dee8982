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
#include <string.h>

/* In this order in every report. */
#define VERDICTS(X) \
    X(AC, "exact output match, exit status 0") \
    X(WA, "output differs: the first differing line is shown, expected vs found, with a hint when it would match ignoring whitespace, CR characters or a missing final newline") \
    X(TLE, "CPU time over the limit (stopped 0.05 s past it, shown as >limit), or killed at the wall-clock limit (limit + max(1 s, 10%), not counting time spent waiting for a CPU on a loaded machine, up to twice that, nor in an interactive problem the time the judge owed its answers) for a program that sleeps or blocks, with the real time shown; idle when it used under a tenth of its CPU limit, with what it waited for (interactive: the judge waiting for its move, did it flush?)") \
    X(MLE, "resident memory over the limit") \
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

enum killed { KILLED_NONE, KILLED_CPU, KILLED_WALL, KILLED_MEM, KILLED_PROCS };

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
 * so a TLE is never called WA; a limit beats a crash it caused (SIGXCPU is TLE, SIGXFSZ is OLE). */
static inline enum verdict decide(const struct run_facts *f, enum reason *why)
{
    *why = R_NONE;
    if (f->killed == KILLED_CPU || f->signal == SIGXCPU || f->cpu > f->tl) return *why = R_CPU, V_TLE;
    /* under the CPU limit: it slept or waited; idle when it hardly ran at all (under a tenth of its
     * CPU limit): it waited for input that never came, or slept, and the detail says so */
    if (f->killed == KILLED_WALL) return *why = f->cpu < f->tl / 10 ? R_IDLE : R_WALL, V_TLE;
    if (f->killed == KILLED_MEM || (f->ml_mib > 0 && f->mem_kib > f->ml_mib * 1024)) return *why = R_MEM, V_MLE;
    if (f->killed == KILLED_PROCS) return *why = R_PROCS, V_RE; /* a fork bomb, as judges with a cap say */
    if (f->signal == SIGXFSZ || f->out_bytes > (long long)f->ol_mib << 20) return *why = R_OUTPUT, V_OLE;
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
