/* verdict.c - the code behind verdict.h: the verdicts' names, the margins, the one decision of a run. */
#include "verdict.h"

#define VERDICT_NAME(name, meaning) #name,
const char *const verdict_name[V_COUNT] = { VERDICTS(VERDICT_NAME) };
#undef VERDICT_NAME
#define VERDICT_MEANING(name, meaning) meaning,
const char *const verdict_meaning[V_COUNT] = { VERDICTS(VERDICT_MEANING) };
#undef VERDICT_MEANING
#define REASON_WORD(name, word) word,
const char *const reason_word[R_COUNT] = { REASONS(REASON_WORD) };
#undef REASON_WORD

const char *format_verdict(enum verdict v)
{
    switch (v) {
    case V_AC: return "AC";
    case V_WA: case V_NO: return "WA";
    case V_TLE: return "TLE";
    case V_MLE: case V_RE: case V_OLE: return "RTE";
    default: return "";
    }
}

enum verdict verdict_of(const char *s)
{
    int v;
    for (v = 0; v < V_COUNT; v++)
        if (strcmp(verdict_name[v], s) == 0) return (enum verdict)v;
    return V_COUNT;
}

double margin(const char *env, double ours)
{
    const char *v = getenv(env);
    return v && atof(v) >= 1 ? atof(v) : ours;
}

double accepted_within(double tl)
{
    const char *v = getenv("JUDGE_LEAST_S");
    double within = tl / margin("JUDGE_AC_TO_TIME_LIMIT", AC_TO_TIME_LIMIT), least = v ? atof(v) : 0;
    if (least > tl) least = tl;
    return within > least ? within : least;
}

int tle_is_clear(const char *killed, double cpu, double tl)
{
    return !strcmp(killed, "cpu") || (!strcmp(killed, "wall") && cpu <= accepted_within(tl));
}

enum verdict decide(const struct run_facts *f, enum reason *why)
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
    if (f->killed == KILLED_DISK || f->signal == SIGXFSZ || f->out_bytes >= (long long)f->ol_mib << 20 || f->err_bytes >= (long long)f->ol_mib << 20)
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

int run_facts_read(const struct kv_file *meta, struct run_facts *f)
{
    const char *keys[] = {"exit", "signal", "cpu", "wall", "mem_kib", "killed"}, *killed;
    int i;
    for (i = 0; i < 6; i++)
        if (!kv_get(meta, keys[i]) || !*kv_get(meta, keys[i])) return -1;
    f->exit_status = atoi(kv_get(meta, "exit"));
    f->signal = atoi(kv_get(meta, "signal"));
    f->cpu = atof(kv_get(meta, "cpu"));
    f->mem_kib = atol(kv_get(meta, "mem_kib"));
    killed = kv_get(meta, "killed");
    f->killed = !strcmp(killed, "cpu") ? KILLED_CPU : !strcmp(killed, "wall") ? KILLED_WALL : !strcmp(killed, "mem") ? KILLED_MEM
              : !strcmp(killed, "procs") ? KILLED_PROCS : !strcmp(killed, "disk") ? KILLED_DISK : KILLED_NONE;
    return 0;
}

double wall_limit(double cpu_s)
{
    return cpu_s + (cpu_s / 10 > 1 ? cpu_s / 10 : 1);
}
