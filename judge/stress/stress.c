/* stress - make stress: find the smallest game a program gets wrong (make runs it as
 * build/judge/stress; the sandbox asked once, sandbox_check: lib/runner.h).
 *
 *   stress --own [--seconds S] [--seed N] [--rounds R] [--built DIR] [--from IN] PROBLEM
 *                                                                  (make stress P= SOL=|CMD=; a
 *                                                                  class's search: --built, the
 *                                                                  program the judge built, and
 *                                                                  --from, the case it failed)
 *   stress --ours N PROBLEM...                                     (make stress)
 *   stress --own --plain [--seconds S] [--seed N] PROBLEM           (make bench: the baseline)
 *
 * --own: your program (JUDGE_SOL=FILE in any language of judge/judging/languages.conf, or
 * JUDGE_CMD=COMMAND; built by build/judge/lang) against the problem's stress_oracle
 * (problems/<p>/problem.conf). First the sweep: every valid input of one item up to the
 * problem's bound, smallest first in its order (`items enum FIRST COUNT`, items order: the
 * order, the count, and how many to a run; judge/lib/items.h). In the first run that fails, the
 * first item that fails is found by bisection over the run's prefixes and judged alone: every
 * input before it in that order has passed, so it is the smallest there (smallest_and_report).
 * Then, with --from IN (FROM=; a class's search gives the first case of ours the program answered
 * wrongly or crashed on), that input, answered by the oracle: a failure the judge saw is always
 * found, and shrunk from there.
 * Then seeded inputs, small first and growing: `gen SEED user LEVEL`
 * at the levels of next_level() below, level 9 the largest input our limits allow, answered by
 * stress_oracle_max when the problem names one. Under the problem's limits (TL_SCALE=X multiplies
 * the time limit), until the first input it fails or until S seconds (default 60) have passed.
 * Each input holds hundreds of items, so one run checks many; while the program runs on one
 * input, the next is made, validated and answered by the oracle beside it (two cores). Any
 * verdict but AC is a finding, a time-out only when it is over the limit again when judged with
 * OVER times it (judge/lib/fails.h). A wrong answer (or a crash) is narrowed and shrunk by
 * build/judge/shrink to a local minimum (every single reduction of it passes) and printed with
 * our explanation of the game (build/study/<p>/explain); a time or memory limit exceeded is only
 * narrowed, to the fewest items that still exceed it (each try costs a run up to the limit).
 * The same SEED gives the same report, whatever S (once it is long enough to find the input and
 * to shrink it) and whatever the load or JOBS: which inputs are tried and in what order is the
 * seed's (the rounds are taken in order, whichever ends first); S stops the search, before a
 * finding (then nothing is found), and the shrinking at 2 S from the start (shrink_deadline);
 * the shrinking is bounded by a count of runs too (SHRINK_TRIES, NARROW_TRIES), and a report cut
 * short by either, or by a time too near the limit to narrow on, says so. What depends on the clock (the times, the speeds, S itself) goes to stderr, on lines that
 * start with "time: "; stdout is the report. Either finding is saved as build/stress/<p>/counterexample-<seed>.in
 * and .out, and said to be inside or outside what the original judge sends (problem.conf's judge
 * line; validate --view: its limits, the judge_limit.* lines, its layout and counts). LIMITS=judge
 * keeps every input, and every candidate of the shrinking, inside that view, the sweep's too
 * (items enum ... judge, gen ... user LEVEL judge), so what it finds, the judge may send. --rounds R
 * stops after R random inputs (for the tests).
 * --ours N: our solution problems/<p>/<p>.c against tools/oracle on `gen SEED stress` for N seeds
 * (from STRESS_SEED, default 1), one check per problem, ending with "N passed, M failed"; the
 * problems side by side, JOBS at a time (default one per core), their lines in their order.
 * --plain: the same search as a plain loop, for make bench to measure the search against
 * (plain_round).
 * Every run is judged exactly as make judge judges a case (judge/lib/fails.h, build/judge/case):
 * "passes" has one definition. The sandbox line is sandbox_check's (the judge's, for a class).
 * Exit status: 1 a counterexample was found, 0 none, 2 usage or configuration error (also: your
 * program does not compile), 3 harness error.
 */
#define _GNU_SOURCE
#include <sys/stat.h>
#include <time.h>
#include "fails.h"
#include "show.h"

/* SHRINK_TRIES: a wrong answer's shrinking takes tens to hundreds of runs, each a small input; the
 * bound only stops a runaway. NARROW_TRIES: each try of a time-out's narrowing costs a run at
 * OVER * NEAR times the limit (judge/lib/fails.h). */
enum { TOP = 9, SHOW_BYTES = 2000, SHRINK_TRIES = 2000, NARROW_TRIES = 100 };

static struct test t;
static char root[PATH_BYTES], build[PATH_BYTES], tools[PATH_BYTES], work[PATH_BYTES], problem_conf[PATH_BYTES];
static char noun[64], source[128], oracle[256], top_oracle[256], tl[32], ml[32], limits_said[512];
static const char *tl_said = "", *indent = "", *sol = "", *cmd = "", *lang = "", *use = "";
static int has_judge, limits_judge, seconds = 60, plain;
static long seed;
static long sweep_total, sweep_batch, sweep_rounds; /* tools/items order: the sweep's inputs, per run; its runs */
static char sweep_order[1024];
static const char *from;  /* --from: an input the judge saw the program fail, tried after the sweep */
static long from_rounds;  /* 1 with --from: its round, sweep_rounds, comes before the random ones */
static int after_others; /* the sweep found an item that fails only after others */
static long cut = -1;    /* the sweep's run over a limit as a whole, which stopped it */
/* No run of the shrinking or the narrowing starts later than twice SECONDS after the search
 * began (as long again as the search): SECONDS bounds the whole command, its last run past that
 * aside (a class ends a search at that and SEARCH_SLACK_S more: judging/report.h). A shrinking
 * that reaches its end before then is the same at any SECONDS. */
static time_t shrink_deadline;

static void usage(void)
{
    fputs("usage: build/judge/stress --own [--seconds S] [--seed N] [--rounds R] [--built DIR] [--from IN] PROBLEM | --ours N PROBLEM...\n", stderr);
    exit(2);
}

static void die_usage(const char *fmt, const char *a)
{
    fputs("stress: ", stderr);
    fprintf(stderr, fmt, a);
    fputc('\n', stderr);
    exit(2);
}

/* Printed lines: every one after the indent (make stress on our solutions indents the report). */
static void say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs(indent, stdout);
    vprintf(fmt, ap);
    va_end(ap);
}

/* A line of what the clock says (times, speeds, the budget): on stderr, apart from the report,
 * which the same SEED must give again byte for byte. */
static void timing(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fflush(stdout);
    fprintf(stderr, "%stime: ", indent);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}

/* path relative to the repository when inside it */
static const char *rel(const char *path)
{
    size_t n = strlen(root);
    return !strncmp(path, root, n) && path[n] == '/' ? path + n + 1 : path;
}

static const char *plural(long n) { return n == 1 ? "" : "s"; }

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static int is_number(const char *s) { return *s && strspn(s, "0123456789") == strlen(s); }

static long count_lines(const char *path)
{
    struct text x = slurp(path);
    long n = 0;
    size_t i;
    for (i = 0; i < x.n; i++) n += x.s[i] == '\n';
    free(x.s);
    return n;
}

static long file_size(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? (long)st.st_size : 0;
}

static void copy(const char *from, const char *to)
{
    struct text x = slurp(from);
    FILE *f = fopen(to, "wb");
    if (x.error || !f || fwrite(x.s, 1, x.n, f) != x.n || fclose(f) != 0) harness_error("cannot copy %s to %s", from, to);
    free(x.s);
}

static const char *conf_value(const struct kv_file *kv, const char *key, const char *otherwise)
{
    const char *v = kv_get(kv, key);
    return v ? v : otherwise;
}

/* The number of items of a file: `items split` prints one line per item. */
static long items_in(const char *file)
{
    struct args a = {NULL, 0, 0};
    char out[PATH_BYTES];
    snprintf(out, sizeof out, "%s/split", work);
    args_tool(&a, tools, "items split");
    if (run_wait(a.v, file, out, "/dev/null") != 0) harness_error("items split failed on %s", file);
    return count_lines(out);
}

/* FILE for a report (judge/lib/show.h), after the indent and pad. */
static void show(const char *path, const char *pad)
{
    char prefix[64];
    snprintf(prefix, sizeof prefix, "%s%s", indent, pad);
    show_file(path, prefix);
}

/* --- the problem ------------------------------------------------------------------------------ */

static void setup(const char *p)
{
    const char *problems = getenv("JUDGE_PROBLEMS");
    struct kv_file kv;
    struct stat st;
    const char *need[4];
    char path[PATH_BYTES];
    int i;
    if (problems && *problems) snprintf(problem_conf, sizeof problem_conf, "%s/%s/problem.conf", problems, p);
    else snprintf(problem_conf, sizeof problem_conf, "%s/problems/%s/problem.conf", root, p);
    if (kv_read(problem_conf, &kv) != 0) die_usage("no problem '%s' (see problems/)", p);
    { /* a problem whose judge calls a function: your file that defines it is built inside the
       * caller, as make judge builds it (judge/judging/lang.c, wrap_function) */
        char dir[PATH_BYTES];
        snprintf(dir, sizeof dir, "%.*s/function", (int)(strlen(problem_conf) - strlen("/problem.conf")), problem_conf);
        if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) setenv("JUDGE_FUNCTION_DIR", dir, 1);
    }
    t.problem = strdup(p);
    snprintf(tools, sizeof tools, "%s/testdata/%s/tools", build, p);
    t.tools = tools;
    snprintf(noun, sizeof noun, "%s", conf_value(&kv, "noun", "item"));
    snprintf(source, sizeof source, "%s", conf_value(&kv, "source", p));
    snprintf(oracle, sizeof oracle, "%s", conf_value(&kv, "stress_oracle", "oracle"));
    snprintf(top_oracle, sizeof top_oracle, "%s", conf_value(&kv, "stress_oracle_max", oracle));
    has_judge = *conf_value(&kv, "judge", "") != '\0'; /* the view validate --view checks */
    need[0] = "gen", need[1] = "validate", need[2] = "items", need[3] = top_oracle;
    for (i = 0; i < 4; i++) {
        snprintf(path, sizeof path, "%s/%.*s", tools, (int)strcspn(need[i], " "), need[i]);
        if (stat(path, &st) != 0) die_usage("%s is missing: run this through make (make stress P=... )", path);
    }
    {
        struct limits l = limits_of(&kv, problem_conf, 0);
        snprintf(tl, sizeof tl, "%s", l.time.tl), snprintf(ml, sizeof ml, "%s", l.ml);
        tl_said = l.time.said;
    }
}

/* The sweep (items order [judge]): its order, its inputs, how many to a run, and its runs; under
 * LIMITS=judge only the inputs inside the judge's limits (none where too few items fit an input). */
static void sweep_setup(void)
{
    struct args a = {NULL, 0, 0};
    char path[PATH_BYTES];
    struct text x;
    int at = 0;
    snprintf(path, sizeof path, "%s/order", work);
    args_tool(&a, tools, limits_judge ? "items order judge" : "items order");
    if (run_wait(a.v, NULL, path, "/dev/null") != 0) harness_error("items order failed");
    x = slurp(path);
    if (sscanf(x.s, "%ld %ld %n", &sweep_total, &sweep_batch, &at) != 2 || sweep_batch < 1) harness_error("items order said '%s'", x.s);
    x.s[strcspn(x.s, "\n")] = '\0';
    snprintf(sweep_order, sizeof sweep_order, "%s", x.s + at);
    free(x.s);
    sweep_rounds = (sweep_total + sweep_batch - 1) / sweep_batch;
}

/* Whether file is inside the original judge's limits, in one line: whether the judge may send it,
 * its layout and counts too (validate --view names the limit it breaks); nothing for a problem
 * without an original judge. */
static void limits_line(const char *file)
{
    struct args a = {NULL, 0, 0};
    char why[PATH_BYTES];
    struct text x;
    char *s;
    if (!has_judge) return;
    snprintf(why, sizeof why, "%s/why", work);
    args_tool(&a, tools, "validate --view");
    if (run_wait(a.v, file, "/dev/null", why) == 0) { say("inside %s's limits: its judge may send this input\n", source); return; }
    x = slurp(why);
    s = x.s;
    s[strcspn(s, "\n")] = '\0';
    if (!strncmp(s, "validate: ", 10)) s += 10;
    else if (!strncmp(s, "invalid: ", 9)) s += 9;
    say("outside %s's limits: %s\n", source, s);
}

/* The command that runs the program on file: your file rather than the build's copy of it. */
static void reproduce_line(const char *file)
{
    char path[PATH_BYTES], copy_of_sol[PATH_BYTES], line[8192] = "", *w, *save;
    struct text c;
    size_t n = strlen(root);
    if (*cmd) snprintf(line, sizeof line, "%s ", cmd);
    else {
        snprintf(path, sizeof path, "%s/cmd", t.program);
        snprintf(copy_of_sol, sizeof copy_of_sol, "%s/src/%s", t.program, strrchr(sol, '/') ? strrchr(sol, '/') + 1 : sol);
        c = slurp(path);
        for (w = strtok_r(c.s, "\n", &save); w; w = strtok_r(NULL, "\n", &save)) {
            const char *word = *sol && !strcmp(w, copy_of_sol) ? sol : w, *q;
            size_t k = strlen(line);
            if (*word && strspn(word, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./+-=:,@%") == strlen(word)) {
                snprintf(line + k, sizeof line - k, "%s ", word);
                continue;
            }
            snprintf(line + k, sizeof line - k, "'"); /* quoted for a shell, as bash's printf %q would */
            for (q = word; *q; q++) k = strlen(line), snprintf(line + k, sizeof line - k, *q == '\'' ? "'\\''" : "%c", *q);
            k = strlen(line), snprintf(line + k, sizeof line - k, "' ");
        }
    }
    say("reproduce: ");
    for (w = line; *w; w++) /* the repository's folder left out wherever it is named */
        if (!strncmp(w, root, n) && w[n] == '/') w += n;
        else putchar(*w);
    printf("< %s\n", rel(file));
}

/* What the run of a record used, on a timing line, after the report's line of its verdict. */
static void used(const char *result)
{
    struct kv_file r;
    if (kv_read(result, &r) != 0) harness_error("no record %s", result);
    timing("%s: %s s of CPU time, %s s of real time, %.1f MiB at most (limits %s s, %s MiB)\n", conf_value(&r, "verdict", "?"),
           conf_value(&r, "cpu", "?"), conf_value(&r, "wall", "?"), atol(conf_value(&r, "mem_kib", "0")) / 1024.0, conf_value(&r, "tl", "?"), ml);
}

/* The verdict against the limit, from its record (a time-out's record is its run at OVER times the
 * limit, fails.h); what the run used is used()'s. */
static void slow_result(const char *result, char *out, size_t size)
{
    struct kv_file r;
    const char *verdict;
    if (kv_read(result, &r) != 0) harness_error("no record %s", result);
    verdict = conf_value(&r, "verdict", "?");
    if (!strcmp(verdict, "TLE") && (!strcmp(conf_value(&r, "reason", ""), "wall") || !strcmp(conf_value(&r, "reason", ""), "idle")))
        snprintf(out, size, "TLE: killed at the real-time limit, judged with %g times the CPU time limit of %s s: a program that sleeps or waits (or a machine too busy to run it)",
                 OVER, tl);
    else if (!strcmp(verdict, "TLE"))
        snprintf(out, size, "TLE: over the limit of %s s of CPU time, and over %s s when judged again with %g times the limit", tl,
                 conf_value(&r, "tl", "?"), OVER);
    else if (!strcmp(verdict, "MLE")) snprintf(out, size, "MLE: over the limit of %s MiB", ml);
    else snprintf(out, size, "%s", verdict);
}

/* --- narrowing and shrinking ------------------------------------------------------------------- */

/* build/judge/shrink on in, into cur (its report into work/shrunk): shrink_run (lib/fails.h). */
static struct kv_file shrink(const char *in, const char *cur, const char *line, int narrow, long tries)
{
    char path[PATH_BYTES];
    struct kv_file r;
    struct shrink_job job = {in, cur, path, NULL, line, NULL, narrow, !narrow, limits_judge, tries, (long)shrink_deadline};
    snprintf(path, sizeof path, "%s/shrink", work);
    empty_dir(path);
    if (shrink_run(&t, &job, fmt("%s/shrunk", work), NULL) != 0) harness_error("shrink failed");
    if (kv_read(fmt("%s/shrunk", work), &r) != 0) harness_error("shrink wrote no report");
    return r;
}

static int judged_again(const char *file)
{
    char line[64];
    int slow = t.slow, passes;
    t.slow = 0; /* judged as the search judged it: any verdict but AC */
    passes = fails(&t, file, line, sizeof line);
    t.slow = slow;
    return passes == 0;
}

static void saved_name(char *saved, size_t size)
{
    char dir[PATH_BYTES];
    snprintf(dir, sizeof dir, "%s/stress/%s", build, t.problem);
    mkdir(dir, 0755);
    snprintf(saved, size, "%s/counterexample-%ld", dir, seed);
}

/* The record of the run of in (in.result, judge/judging/case.c's). */
static void read_record(const char *in, struct kv_file *rec)
{
    char path[PATH_BYTES];
    snprintf(path, sizeof path, "%s.result", in);
    if (kv_read(path, rec) != 0) harness_error("no record %s", path);
}

/* The verdict of cur (its record), as "WA: detail". */
static void verdict_of(const char *cur, char *out, size_t size)
{
    struct kv_file res;
    const char *detail;
    read_record(cur, &res);
    detail = conf_value(&res, "detail", "");
    snprintf(out, size, "%s:%s%s", conf_value(&res, "verdict", "?"), *detail ? " " : "", detail);
}

static void show_found(const char *cur, char *saved, size_t size);

/* Narrows and shrinks in, then prints the counterexample, our explanation and how to reproduce
 * it; saves it as saved.in and .out. */
static void shrink_and_report(const char *in, const char *line, char *saved, size_t size)
{
    char cur[PATH_BYTES], verdict[1024];
    double began = now(), took;
    struct kv_file r;
    long steps, tries, nitems, judged;
    int flaky;
    snprintf(cur, sizeof cur, "%s/cur.in", work);
    r = shrink(in, cur, line, 0, SHRINK_TRIES);
    flaky = !judged_again(cur);
    steps = atol(conf_value(&r, "steps", "0")), tries = atol(conf_value(&r, "tries", "0")), judged = atol(conf_value(&r, "judged", "0"));
    took = now() - began;
    nitems = items_in(cur);
    verdict_of(cur, verdict, sizeof verdict);
    putchar('\n');
    say("shrunk in %ld step%s (%ld runs judging %ld candidates) to %ld %s%s; %s\n", steps, plural(steps), tries, judged, nitems, noun,
        plural(nitems), verdict);
    timing("shrunk in %.1f s: %.1f runs and %.0f candidates per second\n", took, tries / (took > 0 ? took : 1e-3), judged / (took > 0 ? took : 1e-3));
    if (!strcmp(conf_value(&r, "stopped", ""), "deadline"))
        say("note: not shrunk to the end: stopped at twice SECONDS (%d s) after the search began, the bound in time; this is the smallest failing input so far, and a smaller one may still fail\n", 2 * seconds);
    else if (*conf_value(&r, "stopped", ""))
        say("note: not shrunk to the end: stopped after %ld runs, the shrinking's bound; this is the smallest failing input so far, and a smaller one may still fail\n", tries);
    else if (after_others)
        say("a local minimum: every single reduction of it passes (tools/items shrink); not ranked by the sweep, whose order is one of inputs of one %s\n", noun);
    else if (cut >= 0)
        say("a local minimum: every single reduction of it passes (tools/items shrink); not known to be the smallest: the sweep stopped at its run %ld\n", cut + 1);
    else if (sweep_rounds)
        say("a local minimum: every single reduction of it passes (tools/items shrink); not the smallest in the sweep's order: every input up to its bound, written as the statement writes it, passed, and this one lies beyond the bound or is written otherwise\n");
    else say("a local minimum: every single reduction of it passes (tools/items shrink); not known to be the smallest: no sweep\n");
    if (flaky) say("note: this input failed before but passed when judged again: a time near the limit, or a program that does not always do the same\n");
    show_found(cur, saved, size);
}

/* Saves cur as saved.in and .out, then prints it, the expected output and the program's, our
 * explanation and how to reproduce it. */
static void show_found(const char *cur, char *saved, size_t size)
{
    char path[PATH_BYTES], explain[PATH_BYTES], out[PATH_BYTES];
    long nitems = items_in(cur);
    saved_name(saved, size);
    snprintf(path, sizeof path, "%s.in", saved), copy(cur, path);
    snprintf(out, sizeof out, "%s.exp", cur), snprintf(path, sizeof path, "%s.out", saved), copy(out, path);
    say("input:\n"), show(cur, "  ");
    say("expected output:\n"), show(out, "  ");
    snprintf(path, sizeof path, "%s.got", cur);
    say("your output:\n"), show(path, "  ");
    snprintf(explain, sizeof explain, "%s/study/%s/explain", build, t.problem);
    snprintf(out, sizeof out, "%s/explain", work);
    if (nitems == 1 && access(explain, X_OK) == 0) {
        char *argv[] = {explain, NULL};
        if (run_wait(argv, cur, out, "/dev/null") == 0) {
            struct text x = slurp(out);
            char *l, *save;
            say("why (make explain P=%s IN=%s.in):\n", t.problem, rel(saved));
            for (l = strtok_r(x.s, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) say("  %s\n", l);
        }
    }
    snprintf(path, sizeof path, "%s.in", saved);
    reproduce_line(path);
}

/* The items of in that LIST names ("1-7", "7"), as the input to. */
static void pick(const char *in, const char *list, const char *to)
{
    struct args a = {NULL, 0, 0};
    char words[96];
    snprintf(words, sizeof words, "items pick %s", list);
    args_tool(&a, tools, words);
    if (run_wait(a.v, in, to, "/dev/null") != 0) harness_error("items pick %s failed", list);
}

/* An input of the sweep failed: its first failing item is found by bisection over its prefixes
 * (items 1..k), from the first line that differs: the prefix before it passes, the prefixes from
 * it on fail, as long as the program treats each item on its own. That item must fail alone too;
 * then every input before it in the sweep's order has passed (the runs before this one, and the
 * prefix before it), and it is the smallest in that order. One that passes alone fails only
 * after the items before it: those are shrunk as any counterexample. */
static void smallest_and_report(const char *in, const char *line, long before, long count, char *saved, size_t size)
{
    char cur[PATH_BYTES], list[64], verdict[1024], got[64];
    long lo = 1, hi = atol(line), mid, runs = 1;
    double began = now();
    if (hi < 1 || hi > count) hi = count;
    snprintf(cur, sizeof cur, "%s/first.in", work);
    while (lo < hi) {
        mid = lo + (hi - lo) / 2, runs++;
        snprintf(list, sizeof list, "1-%ld", mid), pick(in, list, cur);
        if (fails(&t, cur, got, sizeof got) == 0) hi = mid;
        else lo = mid + 1;
    }
    snprintf(list, sizeof list, "%ld", hi), pick(in, list, cur);
    if (fails(&t, cur, got, sizeof got) != 0) {
        say("%s %ld of the sweep (%ld of that run) passes alone: it fails only after the ones before it, shrunk as any counterexample\n", noun,
            before + hi, hi);
        snprintf(list, sizeof list, "1-%ld", hi), pick(in, list, cur);
        after_others = 1;
        shrink_and_report(cur, line, saved, size);
        return;
    }
    verdict_of(cur, verdict, sizeof verdict);
    putchar('\n');
    say("the smallest in the sweep's order: %s %ld of %ld, and every one before it passes (found in %ld run%s); %s\n", noun, before + hi,
        sweep_total, runs, plural(runs), verdict);
    timing("the bisection in %.1f s\n", now() - began);
    show_found(cur, saved, size);
}

/* Narrows in to the fewest items that still fail (for a TLE or MLE: that still exceed the limit),
 * judged again, then reports it; saves it as saved.in and .out. */
static void narrow_and_report(const char *in, const char *line, const char *why, char *saved, size_t size)
{
    char cur[PATH_BYTES], path[PATH_BYTES], note[1024] = "", slow[1024];
    struct kv_file r;
    const char *stopped;
    long total, nitems;
    snprintf(cur, sizeof cur, "%s/cur.in", work);
    t.slow = 1;
    r = shrink(in, cur, line, 1, NARROW_TRIES);
    t.slow = 0;
    stopped = conf_value(&r, "stopped", "");
    if (!strcmp(stopped, "near"))
        snprintf(note, sizeof note, "not narrowed to the end: a try ended too near %g times the limit to tell, where the load can move a time across it", OVER);
    else if (!strcmp(stopped, "deadline"))
        snprintf(note, sizeof note, "not narrowed to the end: stopped at twice SECONDS (%d s) after the search began, the bound in time", 2 * seconds);
    else if (*stopped) snprintf(note, sizeof note, "not narrowed to the end: stopped after %d runs, the narrowing's bound", NARROW_TRIES);
    if (!judged_again(cur)) {
        size_t k = strlen(note);
        copy(in, cur);
        snprintf(note + k, sizeof note - k, "%s%s", k ? "; " : "",
                 judged_again(cur) ? "the narrowed input passed when judged again (a time near the limit?): the input found is shown"
                                   : "this input failed before but passed when judged again: a time near the limit, or a program that does not always do the same");
    }
    saved_name(saved, size);
    snprintf(path, sizeof path, "%s.in", saved), copy(cur, path);
    snprintf(path, sizeof path, "%s.exp", cur), snprintf(slow, sizeof slow, "%s.out", saved), copy(path, slow);
    total = items_in(in), nitems = items_in(cur);
    snprintf(path, sizeof path, "%s.result", cur);
    slow_result(path, slow, sizeof slow);
    putchar('\n');
    say("narrowed to %ld %s%s of %ld (%s, by delta debugging); %s\n", nitems, noun, plural(nitems), total, why, slow);
    used(path);
    if (*note) say("note: %s\n", note);
    if (file_size(cur) <= SHOW_BYTES) say("input:\n"), show(cur, "  ");
    else say("input: %ld bytes, %ld %s%s (too big to show: see the saved file)\n", file_size(cur), nitems, noun, plural(nitems));
    snprintf(path, sizeof path, "%s.in", saved);
    reproduce_line(path);
}

/* --- the search -------------------------------------------------------------------------------- */

/* The level of round r (from 0): 0 for the sweep's rounds, then 1, 1, 2, 2, ..., 8, 8, then 9
 * (the largest), then 1..9 around. */
static int is_from_round(long r) { return r >= sweep_rounds && r < sweep_rounds + from_rounds; }

static int next_level(long r)
{
    if (is_from_round(r)) return TOP; /* --from: a case of ours, answered as the largest are */
    if ((r -= sweep_rounds + from_rounds) < 0) return 0;
    return r < 2 * TOP - 2 ? (int)(r / 2 + 1) : (int)((r - 2 * TOP + 2 + TOP - 1) % TOP + 1);
}

/* Round r's command: the sweep's "items enum FIRST COUNT", then "gen SEED user LEVEL [judge]" (the
 * seeds as without the sweep, so a search replays). */
static const char *gen_words(long r)
{
    static char what[128];
    if (r < sweep_rounds) snprintf(what, sizeof what, "items enum %ld %ld%s", r * sweep_batch + 1, sweep_batch, limits_judge ? " judge" : "");
    else if (is_from_round(r)) snprintf(what, sizeof what, "FROM=%s", rel(from));
    else snprintf(what, sizeof what, "gen %ld user %d%s", seed + r - sweep_rounds - from_rounds, next_level(r), limits_judge ? " judge" : "");
    return what;
}

/* Round r's input, made by gen and answered by the oracle (its level's): 0 valid, 1 bad input (the
 * oracle's exit 1); a failing tool is a harness error. (The validator checks the input found,
 * validated(): make test checks that gen's inputs are valid, so the search need not pay for it.) */
static int prepare(long r, const char *in)
{
    struct args a = {NULL, 0, 0};
    if (is_from_round(r)) {
        copy(from, in);
        return answer(&t, top_oracle, in);
    }
    args_tool(&a, tools, gen_words(r));
    if (run_wait(a.v, NULL, in, "/dev/null") != 0) harness_error("%s failed", gen_words(r));
    return answer(&t, next_level(r) == TOP ? top_oracle : oracle, in);
}

/* The input of round r that failed is a valid input (under LIMITS=judge, one the judge may send:
 * validate --view), or gen is wrong: a harness error. */
static void validated(long r, const char *in)
{
    struct args a = {NULL, 0, 0};
    args_tool(&a, tools, limits_judge ? "validate --view" : "validate");
    if (run_wait(a.v, in, "/dev/null", "/dev/null") != 0)
        harness_error("%s wrote an input the validator%s rejects", gen_words(r), limits_judge ? " (--view)" : "");
}

/* --plain, the baseline that make bench measures the search against: the plain loop a user would
 * write, with the same generator, seeds and levels: gen, the program run directly (no sandbox, no
 * limits, nothing made ahead), the oracle, and a byte comparison. 0 when the outputs are equal. */
static int plain_round(long r, const char *in)
{
    struct args a = {NULL, 0, 0};
    char path[PATH_BYTES], got[PATH_BYTES];
    struct text x, y;
    int differ;
    args_tool(&a, tools, gen_words(r));
    if (run_wait(a.v, NULL, in, "/dev/null") != 0) harness_error("%s failed", gen_words(r));
    a.n = 0;
    snprintf(path, sizeof path, "%s/cmd", t.program);
    args_from_lines(&a, path);
    snprintf(got, sizeof got, "%s.got", in);
    run_wait(a.v, in, got, "/dev/null");
    answer(&t, next_level(r) == TOP ? top_oracle : oracle, in);
    snprintf(path, sizeof path, "%s.exp", in);
    x = slurp(path), y = slurp(got);
    differ = x.n != y.n || memcmp(x.s, y.s, x.n) != 0;
    free(x.s), free(y.s);
    return differ;
}

/* Whether the run of in was over the time or the memory limit (its record). */
static int over_a_limit(const char *in)
{
    struct kv_file r;
    const char *v;
    read_record(in, &r);
    v = conf_value(&r, "verdict", "");
    return !strcmp(v, "TLE") || !strcmp(v, "MLE");
}

/* The sweep is over and every input of it passed: said, and its speed on a timing line. */
static void swept(long items, double secs)
{
    if (secs <= 0) secs = 1e-3;
    printf("sweep: all %ld %ss up to the bound pass (%ld runs)\n", items, noun, sweep_rounds);
    timing("the sweep in %.1f s: %.0f %ss and %.1f runs per second\n", secs, items / secs, noun, sweep_rounds / secs);
}

/* Rounds run side by side, JOBS at a time (default: one per core), each in a child of its own: made,
 * validated, answered by the oracle and judged. A new round starts whenever one ends, so a big
 * input does not hold the others up; the results are taken in round order, so the first failing
 * round is the one found, whatever order they end in, and a search replays. */
enum { MAX_JOBS = 16, WINDOW = 4 * MAX_JOBS };
struct slot { pid_t pid; int status; char in[PATH_BYTES]; }; /* status: -1 running, else its exit */

/* A stop signal (catch_stops, lib/runner.h) ends the driver where it waits: its children running
 * (rounds, or ours' problems) are ended first and waited for, each once its own run returns (they
 * inherit the driver's stops), so that none writes into the scratch folder as it goes. A child's
 * stop leaves the folder to the driver; the driver acts on a stop before it forks (a child must
 * not inherit one pending) and before it reads a child's status (one ended by the stop is no
 * failure). */
static pid_t driver, *kids; /* ours' children by problem; 0: not running */
static int n_kids;
static struct slot slots[WINDOW];
static void on_stop(void)
{
    int i;
    if (getpid() != driver) return;
    for (i = 0; i < n_kids; i++)
        if (kids[i] > 0) kill(kids[i], SIGTERM), waitpid(kids[i], NULL, 0);
    for (i = 0; i < WINDOW; i++)
        if (slots[i].pid > 0) kill(slots[i].pid, SIGTERM), waitpid(slots[i].pid, NULL, 0);
    remove_tree(work);
}

static void round_beside(struct slot *s, long r)
{
    stop_if_signalled();
    fflush(stdout);
    s->status = -1;
    if ((s->pid = fork()) < 0) harness_error("fork failed");
    if (s->pid == 0) {
        char line[64], path[PATH_BYTES];
        int bad = prepare(r, s->in);
        FILE *f;
        if (judged_fails(&t, s->in, bad, line, sizeof line) != 0) _exit(0);
        snprintf(path, sizeof path, "%s.line", s->in);
        if (!(f = fopen(path, "w")) || fputs(line, f) < 0 || fclose(f) != 0) _exit(3);
        _exit(1);
    }
}

/* Waits for any round to end; its slot gets its status: 0 passed, 1 failed (its first differing
 * line in FILE.line), 3 a harness error (said by the child). */
static void one_ended(void)
{
    int status, i;
    pid_t pid;
    for (;;) { /* a child that is no round's (one bash left behind before its exec) is passed over */
        pid = wait(&status);
        stop_if_signalled();
        if (pid < 0) continue;
        for (i = 0; i < WINDOW; i++)
            if (slots[i].pid == pid) {
                slots[i].pid = 0;
                slots[i].status = WIFEXITED(status) && WEXITSTATUS(status) <= 1 ? WEXITSTATUS(status) : 3;
                return;
            }
    }
}

static int jobs(void)
{
    const char *j = getenv("JOBS");
    long n = j && is_number(j) ? atol(j) : sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > MAX_JOBS ? MAX_JOBS : (int)n;
}

static int own(const char *p, long rounds)
{
    char exp[PATH_BYTES], line[64], saved[PATH_BYTES], what[128], slow[1024];
    const char *cur_in = NULL;
    const char *limits = getenv("LIMITS");
    time_t start;
    double began;
    long round = 0, items_checked = 0, found = -1, elapsed, nitems;
    struct kv_file rec;
    setup(p);
    t.oracle = oracle;
    if (!limits || !*limits || !strcmp(limits, "ours")) snprintf(limits_said, sizeof limits_said, "our limits");
    else if (strcmp(limits, "judge") != 0) die_usage("LIMITS must be ours or judge, not '%s'", limits);
    else if (has_judge) limits_judge = 1, snprintf(limits_said, sizeof limits_said, "%s's limits (LIMITS=judge)", source);
    else snprintf(limits_said, sizeof limits_said, "our limits: %s has no original judge (problems/%s/README.md)", source, p);
    printf("== stress %s: %s%s%s%s (%s) against %s, seed %ld; TL %s; %s\n", p, rel(sol), *cmd ? "CMD=\"" : "", cmd,
           *cmd ? "\"" : "", lang, oracle, seed, tl_said, limits_said);
    sweep_setup();
    if (sweep_rounds)
        printf("first every input up to a bound%s, smallest first: %s (%ld %ss, %ld to a run); then random ones\n",
               limits_judge ? " inside the judge's limits" : "", sweep_order, sweep_total, noun, sweep_batch);
    else printf("no sweep of the smallest inputs: %s's limits allow too few %ss an input to sweep them in seconds\n", source, noun);
    timing("the search up to %d s (SECONDS); the shrinking after it up to %d s from the start, and by its count of runs\n", seconds, 2 * seconds);
    start = time(NULL);
    shrink_deadline = start + 2 * seconds;
    began = now();
    if (from && !plain) {
        /* under LIMITS=judge, a case of ours the judge cannot send is no finding for it */
        struct args a = {NULL, 0, 0};
        args_tool(&a, tools, limits_judge ? "validate --view" : "validate");
        from_rounds = run_wait(a.v, from, "/dev/null", "/dev/null") == 0;
        printf("%s FROM=%s, before the random inputs%s\n", sweep_rounds ? "after the sweep," : "first", rel(from),
               from_rounds ? "" : limits_judge ? ": not tried, it lies outside the judge's limits" : ": not tried, it is not valid input");
    }
    if (rounds) rounds += sweep_rounds + from_rounds; /* --rounds counts the random inputs */
    if (plain) {
        snprintf(slots[0].in, PATH_BYTES, "%s/round.in", work);
        for (; time(NULL) - start < seconds && (rounds == 0 || round < rounds); round++) {
            if (round && round == sweep_rounds) swept(items_checked, now() - began);
            if (plain_round(round, slots[0].in)) { printf("plain: the outputs differ on input %ld\n", round + 1); return 1; }
            snprintf(exp, sizeof exp, "%s.exp", slots[0].in);
            items_checked += count_lines(exp);
        }
    } else {
        int k = jobs(), running = 0, status = 0, i;
        long started = 0, jump_from = -1; /* the sweep's first run not started, once it stopped */
        for (i = 0; i < WINDOW; i++) snprintf(slots[i].in, PATH_BYTES, "%s/round-%d.in", work, i), slots[i].pid = 0;
        for (;;) {
            for (;;) {
                if (cut >= 0 && started < sweep_rounds) jump_from = started, started = sweep_rounds;
                if (status != 0 || running >= k || started >= round + WINDOW || time(NULL) - start >= seconds ||
                    (rounds != 0 && started >= rounds))
                    break;
                round_beside(&slots[started % WINDOW], started), started++, running++;
            }
            if (running == 0) break;
            one_ended(), running--;
            while (status == 0 && round < started) {
                struct slot *s = &slots[round % WINDOW];
                if (round == jump_from) { round = sweep_rounds; continue; }
                if (s->status < 0) break;
                if (round < sweep_rounds && cut >= 0) { /* started before the cut was known: as if never */
                    round++;
                    continue;
                }
                if (s->status == 1 && round < sweep_rounds && over_a_limit(s->in)) {
                    /* how many items a run of the sweep holds is ours to choose: a slow program's
                     * time over all of them is no finding, and the random inputs look for one */
                    printf("sweep: stopped at run %ld, over a limit as a whole (%s %ld..%ld); random inputs next\n", (cut = round) + 1, noun,
                           round * sweep_batch + 1, (round + 1) * sweep_batch);
                    round++;
                    continue;
                }
                if ((status = s->status) != 0) break;
                snprintf(exp, sizeof exp, "%s.exp", s->in);
                items_checked += count_lines(exp);
                if (++round == sweep_rounds) swept(items_checked, now() - began);
            }
        }
        if (status == 3) exit(3); /* every round was waited for, none signalled */
        if (status == 1) {
            struct text x;
            snprintf(exp, sizeof exp, "%s.line", slots[round % WINDOW].in);
            x = slurp(exp);
            snprintf(line, sizeof line, "%s", x.s);
            found = round, cur_in = slots[round % WINDOW].in;
        }
    }
    elapsed = (long)(time(NULL) - start);
    if (found < 0) {
        long r = round - sweep_rounds - from_rounds;
        if (r < 0) r = 0; /* the time ran out at --from's round */
        if (round < sweep_rounds) printf("no counterexample: the time ran out in the sweep, at %s %ld of %ld\n", noun, items_checked, sweep_total);
        else printf("no counterexample: %ld%s inputs (levels 1..%ld), %ld %ss checked, seed %ld\n", r, sweep_rounds ? " random" : "",
                    r < 2 * TOP - 1 ? (r + 1) / 2 : TOP, items_checked, noun, seed);
        timing("%ld s (about %ld %ss per second)\n", elapsed, items_checked / (elapsed > 0 ? elapsed : 1), noun);
        return 0;
    }
    {
        const char *in_found = cur_in;
        char result[PATH_BYTES];
        snprintf(exp, sizeof exp, "%s.exp", in_found);
        snprintf(result, sizeof result, "%s.result", in_found);
        validated(found, in_found);
        snprintf(what, sizeof what, "%s", gen_words(found));
        nitems = count_lines(exp);
        t.oracle = next_level(found) == TOP ? top_oracle : oracle; /* the shrinking's test answers with its oracle */
        read_record(in_found, &rec);
        printf("%s on input %ld (%s: %ld %s%s), after %ld %ss had passed\n", conf_value(&rec, "verdict", "?"), found + 1, what, nitems,
               noun, plural(nitems), items_checked, noun);
        timing("found in %.1f s\n", now() - began);
        if (over_a_limit(in_found)) {
            slow_result(result, slow, sizeof slow); /* each try of a slow input costs a run near the limit: only narrowed */
            printf("  %s\n", slow);
            used(result);
            narrow_and_report(in_found, line, "the fewest that still exceed the limit", saved, sizeof saved);
        } else if (found < sweep_rounds) {
            smallest_and_report(in_found, line, found * sweep_batch, nitems, saved, sizeof saved);
        } else {
            shrink_and_report(in_found, line, saved, sizeof saved);
        }
    }
    strcat(saved, ".in");
    limits_line(saved);
    printf("replay the search: make stress P=%s %s%s%s%s%s%s%s SEED=%ld%s%s%s\n", p, *sol ? "SOL=" : "", rel(sol), *cmd ? "CMD=\"" : "", cmd,
           *cmd ? "\"" : "", *use ? " USE=" : "", use, seed, limits_judge ? " LIMITS=judge" : "", from_rounds ? " FROM=" : "", from_rounds ? rel(from) : "");
    printf("saved: %s\n", rel(saved));
    return 1;
}

/* --- make stress on our own solutions ---------------------------------------------------------- */

static int passed, failed;

/* One check's line, "ok" or "FAIL", counted for the closing "N passed, M failed". */
static void check(int good, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs(good ? "  ok    " : "  FAIL  ", stdout), vprintf(fmt, ap), putchar('\n');
    va_end(ap);
    good ? passed++ : failed++;
}

/* --ours on problem p, seeds first to first + n - 1: its lines (check's, and a counterexample's
 * report) on stdout. */
static void ours_one(const char *p, long first, long n)
{
    char in[PATH_BYTES], line[64], saved[PATH_BYTES], program[PATH_BYTES], built[PATH_BYTES], words[64];
    struct kv_file b;
    long found = -1;
    snprintf(in, sizeof in, "%s/in", work);
    setup(p);
    t.oracle = "oracle";
    snprintf(program, sizeof program, "%s/stress/%s/solution", build, p);
    snprintf(built, sizeof built, "%s/build.result", program);
    t.program = program;
    {
        char lang_path[PATH_BYTES], src[PATH_BYTES];
        char *argv[] = {lang_path, "build", program, ml, src, "C", NULL};
        snprintf(lang_path, sizeof lang_path, "%s/lang", harness_dir());
        snprintf(src, sizeof src, "%s", problem_conf);
        strcpy(strrchr(src, '/') + 1, p), strcat(src, ".c");
        run_wait(argv, NULL, "/dev/null", "/dev/null");
    }
    if (kv_read(built, &b) != 0 || *conf_value(&b, "verdict", "?")) { check(0, "%s: does not compile", p); return; }
    for (seed = first; seed < first + n && found < 0; seed++) {
        struct args a = {NULL, 0, 0};
        snprintf(words, sizeof words, "gen %ld stress", seed);
        args_tool(&a, tools, words);
        if (run_wait(a.v, NULL, in, "/dev/null") != 0) harness_error("gen %ld stress failed", seed);
        if (fails(&t, in, line, sizeof line) == 0) found = seed;
    }
    if (found < 0) {
        check(1, "%s: solution = oracle on %ld random inputs (gen %ld..%ld stress), judged as make judge does", p, n, first, first + n - 1);
        return;
    }
    seed = found;
    {
        struct kv_file rec;
        read_record(in, &rec);
        check(0, "%s: counterexample: tools/gen %ld stress (%s)", p, found, conf_value(&rec, "verdict", "?"));
    }
    indent = "        ";
    shrink_and_report(in, line, saved, sizeof saved);
    say("saved: %s.in\n", rel(saved));
    indent = "";
}

/* make stress (--ours): the problems side by side, JOBS at a time (default one per core: a
 * problem's seeds are judged one after the other), each in a child of its own with its own
 * scratch folder, its lines into a file that is printed, in the problems' order, as soon as it
 * and those before it are done; a child's exit status is its count (0 passed, 1 failed), or the
 * status to end with (2 usage, 3 harness error: its line is on stderr already). */
static void ours(long n, int count, char **problems)
{
    const char *from = getenv("STRESS_SEED"), *j = getenv("JOBS");
    long first = from && is_number(from) ? atol(from) : 1;
    int jobs = j && atoi(j) > 0 ? atoi(j) : (int)sysconf(_SC_NPROCESSORS_ONLN), running = 0, next = 0, shown = 0, i, st;
    int *status = calloc((size_t)count, sizeof *status);
    pid_t *pid = calloc((size_t)count, sizeof *pid), w;
    char top[PATH_BYTES];
    if (!status || !pid) harness_error("out of memory");
    kids = pid, n_kids = count;
    snprintf(top, sizeof top, "%s", work);
    while (shown < count) {
        for (; running < jobs && next < count; next++, running++) {
            stop_if_signalled();
            fflush(stdout);
            status[next] = -1;
            if ((pid[next] = fork()) < 0) harness_error("fork: %s", strerror(errno));
            if (pid[next] == 0) {
                snprintf(work, sizeof work, "%s/%d", top, next);
                if (mkdir(work, 0755) != 0 || !freopen(fmt("%s.out", work), "w", stdout)) _exit(3);
                passed = failed = 0; /* its own count: the parent's so far were copied too */
                ours_one(problems[next], first, n);
                fflush(stdout);
                _exit(failed > 0);
            }
        }
        while ((w = wait(&st)) < 0)
            if (errno == EINTR) stop_if_signalled();
            else harness_error("wait: %s", strerror(errno));
        stop_if_signalled();
        for (i = 0; i < count; i++)
            if (pid[i] == w && status[i] < 0) status[i] = WIFEXITED(st) ? WEXITSTATUS(st) : 3, pid[i] = 0, running--;
        for (; shown < count && status[shown] >= 0; shown++) {
            struct text x = slurp(fmt("%s/%d.out", top, shown));
            fwrite(x.s, 1, x.n, stdout);
            if (status[shown] > 1) { /* the others end first: their folders are in top */
                on_stop();
                fflush(stdout), exit(status[shown]);
            }
            status[shown] ? failed++ : passed++;
        }
    }
    printf("%d passed, %d failed\n", passed, failed);
}

/* Builds your program (build/judge/lang: the one place a language is picked and built) into
 * build/stress/<p>/bin, kept after the run for the command that reproduces a failure; with built
 * (--built: a class's search, whose judge built it already), takes that build instead. */
static void build_own(const char *p, const char *built)
{
    char dir[PATH_BYTES], path[PATH_BYTES], own_out[PATH_BYTES];
    struct args a = {NULL, 0, 0};
    struct kv_file k, b;
    int status;
    snprintf(own_out, sizeof own_out, "%s/lang", work);
    snprintf(path, sizeof path, "%s/lang", harness_dir());
    args_add(&a, path), args_add(&a, "own");
    if (run_wait(a.v, NULL, own_out, NULL) != 0) exit(2); /* its one line is said */
    if (kv_read(own_out, &k) != 0) harness_error("lang own wrote nothing");
    sol = strdup(conf_value(&k, "sol", "")), lang = strdup(conf_value(&k, "lang", "?"));
    cmd = !strcmp(lang, "command") ? getenv("JUDGE_CMD") : "";
    use = getenv("JUDGE_USE") ? getenv("JUDGE_USE") : "";
    if (built) {
        snprintf(path, sizeof path, "%s/build.result", built);
        if (kv_read(path, &b) != 0 || !kv_get(&b, "verdict") || *kv_get(&b, "verdict")) harness_error("--built %s: no program built there", built);
        t.program = strdup(built);
        return;
    }
    snprintf(dir, sizeof dir, "%s/stress/%s", build, p);
    mkdir(dir, 0755);
    strcat(dir, "/bin");
    a.n = 0;
    args_add(&a, path), args_add(&a, "build"), args_add(&a, dir), args_add(&a, ml);
    if (*cmd) args_add(&a, "--cmd"), args_add(&a, cmd);
    else args_add(&a, sol), args_add(&a, lang);
    status = run_wait(a.v, NULL, NULL, NULL);
    snprintf(path, sizeof path, "%s/build.result", dir);
    if (status == 1) {
        char log[PATH_BYTES];
        fputs("stress: your program does not compile:\n", stderr);
        snprintf(log, sizeof log, "%s/build.log", dir);
        {
            struct text x = slurp(log);
            char *l, *save;
            int n = 0;
            for (l = strtok_r(x.s, "\n", &save); l && n < 5; l = strtok_r(NULL, "\n", &save), n++) {
                char *c;
                for (c = l; *c; c++)
                    if ((unsigned char)*c < 0x20 && *c != '\t') *c = '?';
                fprintf(stderr, "  | %s\n", l);
            }
        }
        exit(2);
    }
    if (status != 0 || kv_read(path, &b) != 0) harness_error("the build could not run");
    t.program = strdup(dir);
}

int main(int argc, char **argv)
{
    const char *line, *r = getenv("JUDGE_ROOT"), *built = NULL;
    long n = 0, rounds = 0;
    int i, is_own = 0;
    char **problems = calloc((size_t)argc, sizeof *problems);
    int count = 0;
    struct timespec now;
    setvbuf(stdout, NULL, _IOLBF, 0); /* in order with the tools' messages on stderr */
    seed = -1;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--own")) is_own = 1;
        else if (!strcmp(argv[i], "--plain")) plain = 1;
        else if (!strcmp(argv[i], "--ours") && i + 1 < argc) { if (!is_number(argv[++i])) usage(); n = atol(argv[i]); }
        else if (!strcmp(argv[i], "--seconds") && i + 1 < argc) {
            if (!is_number(argv[++i])) die_usage("SECONDS must be a whole number of seconds, not '%s'", argv[i]);
            seconds = atoi(argv[i]);
        } else if (!strcmp(argv[i], "--seed") && i + 1 < argc) {
            if (!is_number(argv[++i])) die_usage("SEED must be a number, not '%s'", argv[i]);
            seed = atol(argv[i]);
        } else if (!strcmp(argv[i], "--rounds") && i + 1 < argc) { if (!is_number(argv[++i])) usage(); rounds = atol(argv[i]); }
        else if (!strcmp(argv[i], "--built") && i + 1 < argc) built = argv[++i];
        else if (!strcmp(argv[i], "--from") && i + 1 < argc) {
            if (access(argv[++i], R_OK) != 0) die_usage("FROM=%s: no file to read there", argv[i]);
            from = argv[i];
        }
        else if (argv[i][0] == '-') usage();
        else problems[count++] = argv[i];
    }
    if (count == 0 || (!is_own && n == 0) || (is_own && count != 1)) usage();
    line = sandbox_check(is_own);
    snprintf(root, sizeof root, "%s", r && *r ? r : ".");
    snprintf(build, sizeof build, "%s", harness_dir());
    *strrchr(build, '/') = '\0';
    snprintf(work, sizeof work, "%s/stress", build);
    mkdir(work, 0755);
    strcat(work, "/work.XXXXXX");
    if (!mkdtemp(work)) harness_error("cannot make %s", work); /* private: runs may share one build tree */
    catch_stops(on_stop), driver = getpid();
    if (!is_own) {
        printf("%s\n%s\n", line, time_factor()->line);
        ours(n, count, problems);
    } else {
        setup(problems[0]);
        build_own(problems[0], built);
        if (seed < 0) clock_gettime(CLOCK_REALTIME, &now), seed = (long)((now.tv_sec * 1000000000LL + now.tv_nsec) / 1000 % 1000000);
        printf("%s\n%s\n", line, time_factor()->line);
        i = own(problems[0], rounds);
    }
    remove_tree(work); /* a scratch folder: what stays is only litter, the report is out */
    return is_own ? i : failed != 0;
}
