/* fails.c - the code behind fails.h, which says what it is for and how to use it. */
#include "fails.h"

void args_tool(struct args *a, const char *tools, const char *command)
{
    char copy[PATH_BYTES], path[PATH_BYTES], *w, *save;
    snprintf(copy, sizeof copy, "%s", command);
    for (w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        if (a->n == 0) snprintf(path, sizeof path, "%s/%s", tools, w), w = path;
        args_add(a, w);
    }
}

int answer(const struct test *t, const char *oracle, const char *in)
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
static void judged_run(const struct test *t, const char *in, int bad, double factor, struct kv_file *rec)
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
     * not the margin past it that make judge gives every run (judge/lib/verdict.h) */
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

int judged_fails(const struct test *t, const char *in, int bad, char *line, size_t size)
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

int fails(const struct test *t, const char *in, char *line, size_t size)
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

int shrink_run(const struct test *t, const struct shrink_job *job, const char *report, const char *err)
{
    struct args a = {NULL, 0, 0};
    if (!job->test) { /* what fails reads */
        setenv("STRESS_PROGRAM", t->program, 1), setenv("STRESS_PROBLEM", t->problem, 1), setenv("STRESS_ORACLE", t->oracle, 1);
        setenv("STRESS_SLOW", t->slow ? "1" : "", 1);
    }
    args_add(&a, fmt("%s/shrink", harness_dir()));
    if (job->narrow) args_add(&a, "--narrow");
    if (job->tries) args_add(&a, "--tries"), args_add(&a, fmt("%ld", job->tries));
    if (job->deadline) args_add(&a, "--deadline"), args_add(&a, fmt("%ld", job->deadline));
    args_add(&a, "--items"), args_add(&a, fmt("%s/items", t->tools));
    args_add(&a, "--validate"), args_add(&a, fmt("%s/validate", t->tools));
    if (job->view) args_add(&a, "--view");
    args_add(&a, "--test"), args_add(&a, job->test ? job->test : fmt("%s/fails", harness_dir()));
    args_add(&a, "--work"), args_add(&a, job->work), args_add(&a, "--out"), args_add(&a, job->out);
    if (job->item && *job->item) args_add(&a, "--item"), args_add(&a, job->item);
    if (job->expect) args_add(&a, "--expect"), args_add(&a, job->expect);
    if (job->smallest) args_add(&a, "--smallest");
    args_add(&a, job->in);
    return run_wait(a.v, NULL, report, err);
}
