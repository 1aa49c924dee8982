/* verdict-test - the verdict decision (judge/lib/verdict.h, decide()) against a table of cases,
 * with no program run: each row is what is known about one run and the verdict and reason it must
 * get. The precedence is the point: a limit beats the crash it caused, a stopped run is never
 * compared, bad input has its own contract. Prints a line per failing row and "N passed, M failed".
 */
#include <stdio.h>
#include "verdict.h"

/* signal, exit, killed, cpu, tl, mem_kib, ml, out_bytes, ol, bad_input, equal, expected_empty, stderr_ok, err_bytes */
static const struct row { struct run_facts f; enum verdict v; enum reason r; const char *what; } rows[] = {
    {{0, 0, KILLED_NONE, 0.1, 1, 1000, 256, 4, 64, 0, 1, 0, 0, 0}, V_AC, R_NONE, "exact output, exit 0"},
    {{0, 0, KILLED_NONE, 0.1, 1, 1000, 256, 4, 64, 0, 0, 0, 0, 0}, V_WA, R_DIFFERS, "output differs"},
    {{0, 0, KILLED_NONE, 0.1, 1, 1000, 256, 0, 64, 0, 0, 0, 0, 0}, V_NO, R_NO_OUTPUT, "no output where some was expected"},
    {{0, 0, KILLED_NONE, 0.1, 1, 1000, 256, 0, 64, 0, 1, 1, 0, 0}, V_AC, R_NONE, "no output, none expected"},
    {{0, 3, KILLED_NONE, 0.1, 1, 1000, 256, 4, 64, 0, 1, 0, 0, 0}, V_RE, R_EXIT, "right output, exit 3: RE, never AC"},
    {{0, 3, KILLED_NONE, 0.1, 1, 1000, 256, 0, 64, 0, 0, 0, 0, 0}, V_RE, R_EXIT, "exit 3 and no output: RE before NO"},
    {{11, -1, KILLED_NONE, 0.1, 1, 1000, 256, 4, 64, 0, 0, 0, 0, 0}, V_RE, R_SIGNAL, "SIGSEGV: never compared"},
    {{9, -1, KILLED_CPU, 1.05, 1, 1000, 256, 0, 64, 0, 0, 0, 0, 0}, V_TLE, R_CPU, "stopped by the CPU poll"},
    {{SIGXCPU, -1, KILLED_NONE, 2.0, 1, 1000, 256, 0, 64, 0, 0, 0, 0, 0}, V_TLE, R_CPU, "SIGXCPU (RLIMIT_CPU) is TLE, not RE"},
    {{0, 0, KILLED_NONE, 1.01, 1, 1000, 256, 4, 64, 0, 1, 0, 0, 0}, V_TLE, R_CPU, "right output but over the CPU limit"},
    {{9, -1, KILLED_WALL, 0.0, 1, 1000, 256, 0, 64, 0, 0, 0, 0, 0}, V_TLE, R_IDLE, "a sleeper killed at the wall limit: idle"},
    {{9, -1, KILLED_WALL, 0.09, 1, 1000, 256, 0, 64, 0, 0, 0, 0, 0}, V_TLE, R_IDLE, "under a tenth of the CPU limit: idle"},
    {{9, -1, KILLED_WALL, 0.1, 1, 1000, 256, 0, 64, 0, 0, 0, 0, 0}, V_TLE, R_WALL, "a tenth of the CPU limit used: it ran, then waited"},
    {{9, -1, KILLED_WALL, 0.0, 1, 999999, 256, 0, 64, 0, 0, 0, 0, 0}, V_MLE, R_MEM, "memory first: over the limit when the wall limit came"},
    {{9, -1, KILLED_WALL, 1.2, 1, 1000, 256, 0, 64, 0, 0, 0, 0, 0}, V_TLE, R_CPU, "killed at the wall limit but over the CPU limit: cpu"},
    {{9, -1, KILLED_MEM, 0.2, 1, 300000, 256, 0, 64, 0, 0, 0, 0, 0}, V_MLE, R_MEM, "stopped by the memory poll"},
    {{11, -1, KILLED_NONE, 0.2, 1, 300000, 256, 0, 64, 0, 0, 0, 0, 0}, V_MLE, R_MEM, "a crash past the memory limit is MLE"},
    {{0, 0, KILLED_NONE, 0.2, 1, 300000, 256, 4, 64, 0, 1, 0, 0, 0}, V_MLE, R_MEM, "right output over the memory limit"},
    {{0, 0, KILLED_NONE, 0.2, 1, 300000, 0, 4, 64, 0, 1, 0, 0, 0}, V_AC, R_NONE, "no memory limit (ASan)"},
    {{9, -1, KILLED_CPU, 1.05, 1, 300000, 256, 0, 64, 0, 0, 0, 0, 0}, V_MLE, R_MEM, "memory first: over the limit when the CPU limit came (reclaim costs CPU)"},
    {{9, -1, KILLED_PROCS, 0.1, 1, 40000, 256, 4, 64, 0, 1, 0, 0, 0}, V_RE, R_PROCS, "stopped at the process cap: RE even with right output"},
    {{9, -1, KILLED_PROCS, 0.1, 1, 300000, 256, 0, 64, 0, 0, 0, 0, 0}, V_MLE, R_MEM, "MLE beats the process cap"},
    {{SIGXFSZ, -1, KILLED_NONE, 0.1, 1, 1000, 256, 67108864, 64, 0, 0, 0, 0, 0}, V_OLE, R_OUTPUT, "SIGXFSZ (RLIMIT_FSIZE) is OLE, not RE"},
    {{SIGXFSZ, -1, KILLED_NONE, 0.1, 1, 1000, 256, 10, 64, 0, 0, 0, 0, 0}, V_OLE, R_OUTPUT, "a stderr flood: SIGXFSZ with little stdout"},
    {{0, 0, KILLED_NONE, 0.1, 1, 2000, 1, 67108865, 64, 0, 0, 0, 0, 0}, V_MLE, R_MEM, "MLE beats OLE"},
    {{0, 120, KILLED_NONE, 0.1, 1, 1000, 256, 10, 64, 0, 0, 0, 0, 67108864}, V_OLE, R_OUTPUT, "stderr at the limit, SIGXFSZ ignored, exit 120 (Python): OLE"},
    {{0, 1, KILLED_NONE, 0.1, 1, 1000, 256, 67108864, 64, 0, 0, 0, 0, 0}, V_OLE, R_OUTPUT, "stdout at the limit, the write refused, exit 1: OLE"},
    {{0, 0, KILLED_NONE, 0.1, 1, 1000, 256, 4, 64, 0, 1, 0, 0, 67108863}, V_AC, R_NONE, "stderr just under the limit: not OLE"},
    {{0, 1, KILLED_NONE, 0.1, 1, 1000, 256, 4, 64, 1, 1, 0, 1, 0}, V_AC, R_NONE, "bad input: exit 1, answers, one diagnostic"},
    {{0, 0, KILLED_NONE, 0.1, 1, 1000, 256, 4, 64, 1, 1, 0, 1, 0}, V_WA, R_BAD_EXIT0, "bad input accepted with exit 0"},
    {{0, 2, KILLED_NONE, 0.1, 1, 1000, 256, 4, 64, 1, 1, 0, 1, 0}, V_RE, R_BAD_EXIT, "bad input, exit 2"},
    {{0, 1, KILLED_NONE, 0.1, 1, 1000, 256, 4, 64, 1, 0, 0, 1, 0}, V_WA, R_BAD_ANSWERS, "bad input, answers before it lost"},
    {{0, 1, KILLED_NONE, 0.1, 1, 1000, 256, 4, 64, 1, 1, 0, 0, 0}, V_WA, R_BAD_STDERR, "bad input, no diagnostic line"},
    {{11, -1, KILLED_NONE, 0.1, 1, 1000, 256, 4, 64, 1, 1, 0, 1, 0}, V_RE, R_SIGNAL, "bad input and a crash: RE"},
    {{9, -1, KILLED_CPU, 1.1, 1, 1000, 256, 4, 64, 1, 1, 0, 1, 0}, V_TLE, R_CPU, "bad input and a time-out: TLE"},
};

int main(void)
{
    int i, passed = 0, failed = 0, n = (int)(sizeof rows / sizeof rows[0]);
    for (i = 0; i < n; i++) {
        enum reason r;
        enum verdict v = decide(&rows[i].f, &r);
        if (v == rows[i].v && r == rows[i].r) {
            passed++;
            printf("  ok    %-3s %s\n", verdict_name[v], rows[i].what);
        } else {
            failed++;
            printf("  FAIL  %s: %s (reason %d), expected %s (reason %d)\n", rows[i].what, verdict_name[v], (int)r,
                   verdict_name[rows[i].v], (int)rows[i].r);
        }
    }
    for (i = 0; i < V_COUNT; i++) /* every verdict is found by its name, and has a meaning */
        if (verdict_of(verdict_name[i]) != (enum verdict)i || !*verdict_meaning[i]) break;
    if (i == V_COUNT) passed++, printf("  ok    the %d verdicts are found by their names\n", V_COUNT);
    else failed++, printf("  FAIL  verdict %s: not found by its name, or no meaning\n", verdict_name[i]);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
