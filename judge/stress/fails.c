/* fails - does the program still fail on FILE? (judge/lib/fails.h) for judge/stress/shrink's
 * --test and the tests.
 *
 *   STRESS_PROGRAM=DIR STRESS_ORACLE="oracle ARGS" STRESS_PROBLEM=P [STRESS_SLOW=1] fails FILE
 *
 * DIR is a program as judge/judging/lang.c builds it; the oracle is a tool of
 * build/testdata/P/tools/ (empty: FILE.exp holds the expected output); the limits come from
 * JUDGE_TL, JUDGE_ML, JUDGE_OL. Exit 0 when it fails, printing the first output line that differs
 * (empty when none does, as for a time-out after the last answer); 1 when it passes; 4 (with
 * STRESS_SLOW) when its time is too near the limit to tell (fails.h); 3 on a harness error (a
 * message on stderr); 2 on a usage error.
 */
#include "fails.h"

int main(int argc, char **argv)
{
    char tools[PATH_BYTES], line[64];
    struct test t;
    const char *slow = getenv("STRESS_SLOW");
    t.program = getenv("STRESS_PROGRAM"), t.problem = getenv("STRESS_PROBLEM"), t.oracle = getenv("STRESS_ORACLE");
    if (argc != 2 || !t.program || !t.problem || !t.oracle) {
        fputs("usage: STRESS_PROGRAM=DIR STRESS_ORACLE=\"oracle ARGS\" STRESS_PROBLEM=P [STRESS_SLOW=1] fails FILE\n", stderr);
        return 2;
    }
    snprintf(tools, sizeof tools, "%s/../testdata/%s/tools", harness_dir(), t.problem);
    t.tools = tools, t.slow = slow && *slow;
    switch (fails(&t, argv[1], line, sizeof line)) {
    case 0: break;
    case NEAR_LIMIT: return 4;
    default: return 1;
    }
    puts(line);
    return 0;
}
