/* report - make judge's report once the runs are done (judge/judging/judge.c, which holds
 * this command and queues them, and judge-package.c, make judge PKG=): a program's case
 * lines, the diagnosis of each failed case, the summary line, a variant's line, and the total.
 * Every fact comes from the runs' records (OUT_DIR/result, judge/lib/kv.h); no verdict is worked
 * out again here.
 *
 *   report COMMON solution [--id ID] --problem P --conf PROBLEM_CONF --tl S --verbose 0|1 [--own 1] [--view JUDGE]
 *   report COMMON variant --id ID --src FILE [--first "V..."] [--lang L] [--verbose 0|1|failed]
 *   report COMMON skipped --src PATH --why TEXT [--first "V..."]
 *   report COMMON rules --id ID --src PATH --rules FILE [--lang L] [--verbose 0|1]
 *   report COMMON bounds
 *   report COMMON begin --problem P [--format V]
 *   report COMMON row --id ID --src NAME --tl S [--lang L] [--entry FILE --many 0|1] [--why TEXT] [--search 0|1]
 *   report COMMON budget --seconds S
 *   report COMMON progress --runs N
 *   report COMMON class --problem P --conf PROBLEM_CONF --seconds S
 *   report COMMON total
 * COMMON is --work W --root R --build B: W the judge's scratch folder, where W/cases holds the
 * cases for the report run as a command (`table --recipe` lines: name|kind|in|out|...; the judge
 * sets them in its own process instead: judging/judge.c's load_cases), W/prog/ID a program as
 * judge/judging/lang.c builds it (build.result: the build's record), and W/res/ID/I the record of
 * its run on case I (0-based; no record: not run). A case judged again (the diagnosis, a class's
 * counterexample) is case.c's code in a worker (judge.c's start), under the judge's case_options
 * (mains.h), as for every run.
 *
 * A variant's --verbose 1 shows every case's line under it, failed those not AC (a package's
 * validators: each input or answer it rejects).
 * With --first (a problem package's submission, judge/judging/judge-package.c) a variant's line
 * names it by its PATH in the package, and a compile error meets a folder that expects CE; skipped is a
 * submission that was not judged (its language is not installed: SKIPPED, not counted).
 * rules is a submission of a 2025-09 package: every rule of FILE (`pkg rules` lines,
 * NAME|SCOPE|PERMITTED|REQUIRED|BOUND|MESSAGE) checked on every case it covers, in the format's
 * verdicts (format_verdict, verdict.h); its line says which held, or which failed and on which case.
 * bounds, once a 2025-09 package's runs are done: a warning under its header when the time
 * limit's bounds from below and above cross (report_bounds).
 *
 * solution, variant and row append their counts to W/counts, one line "passed failed harness
 * skipped" each; total prints the "(--quick: ...)" line and "N passed, M failed" from them and
 * exits 0 (every expectation met), 1 (some verdict not as expected) or 3 (a harness error).
 * Exit status 2: usage or configuration error.
 *
 * The parts, one concern each: this file (the command, the lines, the total); report-diagnosis.c
 * (the item a failed case fails on); report-json.c (the report for scripts); report-class.c (a
 * class's scoreboard, counterexamples and groups); what they share, report.h.
 */
#include "report.h"
#include "judge.h" /* start and wait_for: judge.c's workers */

const char *const indent = "       ";
enum { VERBOSE_ALL = 1, VERBOSE_FAILED = 2 }; /* --verbose 1, failed */
const char *work, *root, *build;

/* --- files -------------------------------------------------------------------------------------- */

long lines_of(struct text t)
{
    long n = 0;
    size_t i;
    for (i = 0; i < t.n; i++) n += t.s[i] == '\n';
    return n;
}

/* The file's first line, without its newline. */
char *first_line(const char *path)
{
    struct text t = slurp(path);
    t.s[strcspn(t.s, "\n")] = '\0';
    return t.s;
}

/* The file without its final newlines, as the shell's $(cat FILE) has it. */
char *chomped(const char *path)
{
    struct text t = slurp(path);
    while (t.n > 0 && t.s[t.n - 1] == '\n') t.s[--t.n] = '\0';
    return t.s;
}

/* path from the top of the repository, for the report. */
const char *from_root(const char *path)
{
    size_t n = strlen(root);
    return strncmp(path, root, n) == 0 && path[n] == '/' ? path + n + 1 : path;
}

/* --- commands ------------------------------------------------------------------------------------ */

/* Why program id did not build, as the report shows it: its build's record (build.result,
 * judge/judging/lang.c) says CE or HE and the line to show. NULL when it built. A build that left
 * no record (lang stopped before it could write one) is that program's harness error, and the
 * report goes on with the others. */
char *build_failure(const char *id)
{
    struct kv_file b;
    const char *verdict;
    if (kv_read(fmt("%s/prog/%s/build.result", work, id), &b) != 0) return fmt("HE harness error: its build left no record");
    verdict = kv_get(&b, "verdict");
    if (!verdict || !*verdict) return NULL;
    return fmt("%s %s", verdict, kv_get(&b, "detail") ? kv_get(&b, "detail") : "");
}

/* --- the cases and their records ------------------------------------------------------------- */

struct case_ *cases;
int n_cases;

static void load_cases(void)
{
    char *line = NULL, *path = fmt("%s/cases", work);
    size_t cap = 0;
    FILE *f;
    if (cases) return; /* the judge's own, which it set (judging/judge.c) */
    f = fopen(path, "r");
    if (!f) die(2, "cannot read %s", path);
    while (getline(&line, &cap, f) > 0) {
        struct case_ c;
        char *s = line;
        c.name = strsep(&s, "|"), c.kind = strsep(&s, "|"), c.in = strsep(&s, "|"), c.exp = strsep(&s, "|\n");
        if (!c.exp) die(2, "%s: a line is not name|kind|in|out|...", path);
        if (!(cases = realloc(cases, (size_t)(n_cases + 1) * sizeof *cases))) die(3, "out of memory");
        cases[n_cases++] = c, line = NULL, cap = 0;
    }
    fclose(f);
}

/* The record of program id's run on case i; NULL when it was not run. */
struct kv_file *record(const char *id, int i)
{
    static struct kv_file r;
    return kv_read(fmt("%s/res/%s/%d/result", work, id, i), &r) == 0 ? &r : NULL;
}

const char *get(const struct kv_file *r, const char *key)
{
    const char *v = kv_get(r, key);
    return v ? v : "";
}

/* A case line's wall time: with an interactive validator's, that one apart (its time is not the
 * program's: judging/case.c's interact()). */
static const char *wall_shown(const struct kv_file *r)
{
    static char b[64];
    int n = snprintf(b, sizeof b, "%6.2Lf s wall", strtold(get(r, "wall"), NULL));
    if (*get(r, "referee")) snprintf(b + n, sizeof b - (size_t)n, " (%.2Lf s judge's)", strtold(get(r, "referee"), NULL));
    return b;
}

/* Judges program id alone on in/exp (the case runner: the judge's own path); its record. */
struct kv_file *judge_alone(const char *id, const char *in, const char *exp)
{
    char *prog = fmt("%s/prog/%s", work, id), *out = fmt("%s/alone", work);
    char *argv[] = {"case", prog, (char *)in, (char *)exp, out, NULL};
    static struct kv_file r;
    wait_for(start(case_main, argv, NULL, NULL)); /* its record says how it went */
    if (kv_read(fmt("%s/result", out), &r) != 0) die(3, "the case runner wrote no record in %s", out);
    return &r;
}

void append_counts(int passed, int failed, int harness, int skipped)
{
    char *path = fmt("%s/counts", work);
    FILE *f = fopen(path, "a");
    if (!f || fprintf(f, "%d %d %d %d\n", passed, failed, harness, skipped) < 0 || fclose(f) != 0) die(3, "cannot write %s", path);
}

/* --- the report ------------------------------------------------------------------------------- */

static void mib(char *b, size_t size, long kib) { snprintf(b, size, "%.1f", kib / 1024.0); }

/* What a validator said after its verdict's line (the lines after judgemessage.txt's first: a
 * played game's dialogue, judge/play/referee.c), indented, at most STORY lines. */
static void validator_story(const char *path)
{
    enum { STORY = 80 };
    char line[1024];
    int n = 0;
    FILE *f = fopen(path, "r");
    if (!f) return;
    if (fgets(line, sizeof line, f))
        while (fgets(line, sizeof line, f) && n++ < STORY) printf("      %s\n", printable_n(line, strcspn(line, "\n")));
    fclose(f);
}

/* The margin program id's runs miss (verdict.h), said as "AC on CASE with 0.61 s of 1 s ..." for
 * the run furthest past it; NULL when every verdict holds by its margin. Where a time-out is
 * allowed (tle_ok), a run near the limit may turn into one on a slower machine, and that is no
 * change of verdict; where the program is named for TLE, one case at least must catch it
 * clearly: stopped at the margin past the limit (killed=cpu), or by the wall clock while it
 * waited (a sleeper), so that a faster machine still says TLE. first_only: a package's rule,
 * where only the first verdict that is not AC counts, and so only the runs up to it. */
static char *margin_missed(const char *id, int tle_ok, int named_tle, int first_only)
{
    double to_tle = margin("JUDGE_TL_TO_TLE", TIME_LIMIT_TO_TLE);
    double slowest = -1, slowest_tl = 0, worst = 0;
    int i, clear = 0, narrow = -1, over = -1;
    for (i = 0; i < n_cases; i++) {
        struct kv_file *r = record(id, i);
        const char *v;
        double cpu, tl;
        if (!r) continue;
        v = get(r, "verdict"), cpu = atof(get(r, "cpu")), tl = atof(get(r, "tl"));
        if (!strcmp(v, "HE") || cases[i].beyond) continue; /* beyond the original judge's view: not its verdict */
        if (!strcmp(v, "TLE")) {
            if (tle_is_clear(get(r, "killed"), cpu, tl)) clear++;
            else if (cpu > slowest) slowest = cpu, slowest_tl = tl, narrow = i;
        } else if (!tle_ok && cpu > accepted_within(tl) && cpu / tl > worst) {
            worst = cpu / tl, over = i;
        }
        if (first_only && strcmp(v, "AC") != 0) break;
    }
    if (over >= 0) { /* the run furthest past the margin */
        struct kv_file *r = record(id, over);
        return fmt("%s on %s with %.2f s of %g s, under the margin: at most %g s, so that a slower machine says the same", get(r, "verdict"),
                   cases[over].name, atof(get(r, "cpu")), atof(get(r, "tl")), accepted_within(atof(get(r, "tl"))));
    }
    if (named_tle && !clear && narrow >= 0)
        return fmt("TLE on %s with %.2f s of %g s at most, under the margin: no case runs to %g s, so a faster machine may say AC",
                   cases[narrow].name, slowest, slowest_tl, slowest_tl * to_tle);
    return NULL;
}

/* The solution's lines (program id): a line per case (every case with -v, else those not AC),
 * the diagnosis of each failed valid case, the summary. With view (your program, judged as that
 * original judge would: judge.c's mark_view), the summary counts the cases inside its view, and
 * those beyond it have a line of their own. */
static void report_solution(const char *id, const char *tl, int verbose, const char *src, int own, const char *view)
{
    json_submission(id, src, "AC", NULL, NULL);
    char *ce = build_failure(id), shown[32], slow_cpu[32] = "0.000", *miss, *beyond = "";
    const char *slow_name = "-";
    long peak = 0;
    enum { BEYOND_SHOWN = 3 }; /* the failures beyond the view named in its line; the case lines say the rest */
    int i, n = 0, ac = 0, he = 0, skipped = 0, outside = 0, inside = 0, failed_beyond = 0;
    if (view) {
        for (i = 0; i < n_cases; i++) outside += cases[i].beyond != NULL, inside += !cases[i].beyond && !strcmp(cases[i].kind, "valid");
        printf("   judged as %s judges: by the %d cases inside its view (validate --view), the %d beyond it apart; VIEW=all: by every case\n", view,
               inside, outside);
    }
    if (ce) {
        printf("  %s\n  %s: CE\n", ce, problem);
        append_counts(0, 1, !strncmp(ce, "HE ", 3), 0);
        return;
    }
    for (i = 0; i < n_cases; i++) {
        struct kv_file *r = record(id, i);
        const char *verdict, *detail;
        long mem;
        if (!r) { skipped++; continue; }
        verdict = get(r, "verdict"), detail = get(r, "detail"), mem = atol(get(r, "mem_kib"));
        if (verbose || strcmp(verdict, "AC") != 0) {
            /* long double: rounded as bash's printf rounded them */
            mib(shown, sizeof shown, mem);
            printf("  %-4s %-34s %6s s cpu %s %7s MiB", verdict, printable(cases[i].name), get(r, "time"), wall_shown(r), shown);
            if (*detail) printf("   %s", detail);
            if (cases[i].beyond) printf("   [beyond %s's view]", view);
            putchar('\n');
            if (strcmp(verdict, "AC") != 0) validator_story(fmt("%s/res/solution/%d/feedback/judgemessage.txt", work, i));
        }
        he += !strcmp(verdict, "HE");
        if (cases[i].beyond) { /* not the judge's verdict: said apart, never diagnosed */
            if (strcmp(verdict, "AC") != 0 && ++failed_beyond <= BEYOND_SHOWN)
                beyond = fmt("%s%s%s on %s (%s)", beyond, *beyond ? "; " : "", verdict, cases[i].name, cases[i].beyond);
            continue;
        }
        n++, ac += !strcmp(verdict, "AC");
        if (strtold(get(r, "cpu"), NULL) > strtold(slow_cpu, NULL))
            snprintf(slow_cpu, sizeof slow_cpu, "%s", get(r, "cpu")), slow_name = cases[i].name;
        if (mem > peak) peak = mem;
        if (strcmp(verdict, "AC") != 0 && strcmp(verdict, "HE") != 0 && !strcmp(cases[i].kind, "valid"))
            diagnose(id, &cases[i], get(r, "diff_line"), verdict);
    }
    mib(shown, sizeof shown, peak);
    printf("  %s: %d/%d AC, slowest %.2Lf s of %s s (%s), peak %s MiB", problem, ac, n, strtold(slow_cpu, NULL), tl, slow_name, shown);
    if (skipped > 0) printf("; %d bad-input cases skipped (real judges never send bad input)", skipped);
    if (view)
        printf("\n  beyond %s's limits: %s%s", view, *beyond ? beyond : outside ? fmt("all %d cases AC too", outside) : "no case",
               failed_beyond > BEYOND_SHOWN ? fmt("; and %d more", failed_beyond - BEYOND_SHOWN) : "");
    /* ours must hold by the margin; yours is told when it does not (a slower judge may say TLE) */
    if ((miss = margin_missed(id, 0, 0, 0)) != NULL) printf(own ? "\n  note: %s" : "\n  -> FAILED: %s", miss);
    putchar('\n');
    if (miss && !own && ac > 0) ac--;
    append_counts(ac, n - ac, he, 0);
}

/* With -v, each case a submission ran on, under its line (all 0: only those not AC, a package
 * validator's rejected inputs or answers). */
static void case_lines(const char *id, int all)
{
    int i;
    for (i = 0; i < n_cases; i++) {
        struct kv_file *r = record(id, i);
        if (!r || (!all && !strcmp(get(r, "verdict"), "AC"))) continue;
        printf("    %-4s %-40s %6s s cpu %s %7.1f MiB   %s\n", get(r, "verdict"), printable(cases[i].name), get(r, "time"), wall_shown(r),
               atol(get(r, "mem_kib")) / 1024.0, get(r, "detail"));
    }
}

/* A variant's line: it passes when its tags are met (`verdict expect`, judge/judging/verdict.c). */
static void report_variant(const char *id, const char *src, const char *first, int verbose)
{
    char *ce = build_failure(id), *allowed = NULL, *miss;
    char want[512] = "", allow[512] = "";
    const char *name = strrchr(src, '/') ? strrchr(src, '/') + 1 : src;
    int i, status, skipped = 0, n_judged = 0;
    struct judged_case *judged;
    struct expect_line line = {"", ""};
    if (first) {
        json_submission(id, src, first, NULL, NULL);
        printf("  %-50s ", printable(src));
        if (ce) { /* a compile error: as expected only in a folder that expects one */
            int met = !strncmp(first, "CE", 2) && !strncmp(ce, "CE ", 3); /* a harness error is never a compile error */
            char *shown = fmt("%s", first), *c;
            for (c = shown; (c = strchr(c, ' ')) != NULL;) *c = '/'; /* as verdict expect shows it: WA/NO */
            printf("expects %-4s  %s%s\n", shown, ce, met ? "  -> as expected" : "  -> FAILED");
            append_counts(met, !met, !strncmp(ce, "HE ", 3), 0);
            return;
        }
    } else {
        verdict_tag(src, "expect", want, sizeof want), verdict_tag(src, "allow", allow, sizeof allow);
        allowed = fmt("%s %s", want, allow);
        json_submission(id, from_root(src), allowed, NULL, NULL);
        printf("  variant %-36s ", name);
    }
    if (ce) {
        printf("expects %s  %s\n", want, ce);
        append_counts(0, 1, !strncmp(ce, "HE ", 3), 0);
        return;
    }
    if (!(judged = calloc((size_t)n_cases + 1, sizeof *judged))) die(3, "out of memory");
    for (i = 0; i < n_cases; i++) {
        struct kv_file *r;
        if (strcmp(cases[i].kind, "valid") != 0) continue;
        r = record(id, i);
        skipped += !r;
        judged[n_judged].name = cases[i].name, judged[n_judged].verdict = r ? get(r, "verdict") : "SKIP";
        judged[n_judged++].detail = r ? get(r, "detail") : "";
    }
    status = verdict_expect(judged, n_judged, &line, src, first); /* verdict.c: the line's two parts (none on status 2: a bad tag, said) */
    if (!allowed) allowed = fmt("%s", first);
    if (status == 0 && (miss = margin_missed(id, !!strstr(fmt(" %s ", allowed), " TLE "), !strncmp(allowed, "TLE", 3), first != NULL))) {
        printf("%s-> FAILED: %s\n", line.seen, miss); /* its tags met, its margin not */
        status = 1;
    } else {
        printf("%s%s\n", line.seen, line.outcome);
    }
    if (verbose) case_lines(id, verbose == VERBOSE_ALL);
    append_counts(status == 0, status != 0, status == 3, skipped);
}

/* A list of verdicts as the format writes one: "AC, WA". */
static char *commas(const char *words)
{
    char *s = fmt("%s", ""), *copy = fmt("%s", words), *w, *save;
    for (w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save)) s = fmt("%s%s%s", s, *s ? ", " : "", w);
    return s;
}

/* A 2025-09 package's submission: every rule (judge/package/pkg.c's `pkg rules` lines in the
 * file rules) checked on the cases its scope covers, in the format's verdicts: each case's in
 * PERMITTED, one case's in REQUIRED, MESSAGE in one case's judge message (its validator's
 * judgemessage.txt, or our detail); then the margins. The line names the rules that held and each
 * that failed, with the case that broke it. */
static void report_rules(const char *id, const char *src, const char *rules, int verbose)
{
    struct text t = slurp(rules);
    char *ce = build_failure(id), *line, *save, *held = "", *failed = "", *json = "", *miss, *last = "";
    int count[V_COUNT] = {0}, i, v, he = 0, n_rules = 0, tle_ok = 1, named_tle = 0;
    if (t.error) die(3, "cannot read %s", rules);
    printf("  %-50s ", printable(src));
    for (i = 0; i < n_cases; i++) {
        struct kv_file *r = record(id, i);
        if (r && (v = verdict_of(get(r, "verdict"))) != V_COUNT) count[v]++, he += v == V_HE;
    }
    for (line = strtok_r(t.s, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char *f[6], *what, *why = NULL, *p = line;
        int k, in_scope = 0, bad = -1, met = -1, said;
        for (k = 0; k < 6; k++) { /* the message last: it may hold a '|' */
            f[k] = p;
            if (k < 5 && (p = strchr(f[k], '|')) != NULL) *p++ = '\0';
            else if (k < 5) p = f[k] + strlen(f[k]);
        }
        said = !*f[5], n_rules++;
        what = *f[1] ? fmt("%s [%s]", f[0], f[1]) : f[0];
        for (i = 0; !ce && i < n_cases; i++) {
            struct kv_file *r = record(id, i);
            const char *fv;
            if (!r || (*f[1] && !glob_match(f[1], cases[i].name))) continue;
            fv = format_verdict(verdict_of(get(r, "verdict"))), in_scope++;
            if (bad < 0 && !strstr(fmt(" %s ", f[2]), fmt(" %s ", fv))) bad = i;
            if (met < 0 && strstr(fmt(" %s ", f[3]), fmt(" %s ", fv))) met = i;
            if (!said) {
                struct text m = slurp(fmt("%s/res/%s/%d/feedback/judgemessage.txt", work, id, i));
                said = strstr(get(r, "detail"), f[5]) || (!m.error && strstr(m.s, f[5]));
            }
        }
        if (ce) why = fmt("%s: it did not build, so no case has a verdict", what);
        else if (!in_scope) why = fmt("%s: no case matches", what);
        else if (bad >= 0) {
            const char *ours = get(record(id, bad), "verdict"), *fv = format_verdict(verdict_of(ours));
            why = fmt("%s: permitted %s; got %s%s on %s", what, commas(f[2]), fv, strcmp(ours, fv) ? fmt(" (%s)", ours) : "", cases[bad].name);
        } else if (*f[3] && met < 0) {
            why = fmt("%s: required %s; got none on %s", what, commas(f[3]), *f[1] ? fmt("its %d cases", in_scope) : "any case");
        } else if (!said) {
            why = fmt("%s: message \"%s\" in no case's judge message", what, f[5]);
        }
        if (why) failed = fmt("%s%s%s", failed, *failed ? "; " : "", why);
        else {
            held = fmt("%s%s%s%s", held, *held ? ", " : "", !strcmp(f[0], last) && *f[1] ? fmt("[%s]", f[1]) : what, /* one key's groups: its name once */
                       met >= 0 && *f[3] ? fmt(" (%s on %s)", format_verdict(verdict_of(get(record(id, met), "verdict"))), cases[met].name) : "");
            last = f[0];
        }
        tle_ok &= strstr(fmt(" %s ", f[2]), " TLE ") != NULL, named_tle |= !strcmp(f[4], "upper");
        {
            FILE *m = open_memstream(&p, &(size_t){0});
            if (!m) die(3, "out of memory");
            fputs(*json ? ", " : "", m), fputs("{\"rule\": ", m), json_str(m, f[0]), fputs(", \"cases\": ", m), json_str(m, f[1]);
            fputs(", \"permitted\": ", m), json_str(m, f[2]), fputs(", \"required\": ", m), json_str(m, f[3]);
            fputs(", \"message\": ", m), json_str(m, f[5]), fprintf(m, ", \"held\": %s, \"why\": ", why ? "false" : "true"), json_str(m, why ? why : "");
            fputs("}", m), fclose(m);
            json = fmt("%s%s", json, p), free(p);
        }
    }
    json_submission(id, src, "", NULL, fmt(", \"rules\": [%s]", json));
    if (ce) printf("%s  ", ce);
    for (v = 0; v < V_COUNT; v++)
        if (count[v]) printf("%s %d  ", verdict_name[v], count[v]);
    miss = ce || *failed ? NULL : margin_missed(id, tle_ok, named_tle, 0);
    if (!n_rules) printf("-> no expectations: its folder is no default directory and no submissions.yaml key matches it\n");
    else if (*failed) printf("-> FAILED: %s\n", failed);
    else if (miss) printf("-> FAILED: %s (%s held)\n", miss, held);
    else printf("-> as expected: %s\n", held);
    if (verbose) case_lines(id, 1);
    if (n_rules) append_counts(!*failed && !miss && !he, *failed || miss || he, he > 0 || (ce && !strncmp(ce, "HE ", 3)), 0);
}

/* A run's time, as the format's time limit inference reads one: its CPU time, or, stopped at the
 * wall limit (a program that sleeps or waits), its real time less what an interactive validator
 * owed it (the record's referee). */
static double run_time(const struct kv_file *r)
{
    double cpu = atof(get(r, "cpu"));
    if (!strcmp(get(r, "killed"), "wall") && atof(get(r, "wall")) - atof(get(r, "referee")) > cpu) return atof(get(r, "wall")) - atof(get(r, "referee"));
    return cpu;
}

/* A 2025-09 package's two bounds on its time limit, once every run is done: from below, each
 * rule that bounds it so (BOUND lower) asks for its slowest case in scope times ac_to_time_limit;
 * from above, each that requires TLE (upper) for its slowest case in scope over time_limit_to_tle.
 * When the highest lower bound exceeds the lowest upper one, no time limit verifies the package:
 * one line under the header says which submissions and cases cross. The submissions are
 * W/submissions (pkg.c's lines), the k-th built as sK with its rules in W/rules-sK (judge-package.c). */
static void report_bounds(void)
{
    double ac = margin("JUDGE_AC_TO_TIME_LIMIT", AC_TO_TIME_LIMIT), to_tle = margin("JUDGE_TL_TO_TLE", TIME_LIMIT_TO_TLE);
    double lower = -1, upper = -1, low_t = 0, up_t = 0;
    char *low_at = "", *up_at = "", *line = NULL;
    size_t cap = 0;
    int k = 0;
    FILE *subs = fopen(fmt("%s/submissions", work), "r");
    if (!subs) die(3, "cannot read %s/submissions", work);
    while (getline(&line, &cap, subs) > 0) {
        char *id = fmt("s%d", ++k), *path = fmt("%.*s", (int)strcspn(line, "|"), line), *rl, *save;
        struct text t = slurp(fmt("%s/rules-%s", work, id));
        if (t.error) continue; /* not judged by rules */
        for (rl = strtok_r(t.s, "\n", &save); rl; rl = strtok_r(NULL, "\n", &save)) {
            char *f[5], *p = rl;
            int i, slowest = -1;
            double worst = -1;
            for (i = 0; i < 5; i++) f[i] = strsep(&p, "|");
            if (!f[4] || (strcmp(f[4], "lower") && strcmp(f[4], "upper"))) continue;
            for (i = 0; i < n_cases; i++) {
                struct kv_file *r = record(id, i);
                double t = r && (!*f[1] || glob_match(f[1], cases[i].name)) ? run_time(r) : -1;
                if (t > worst) worst = t, slowest = i;
            }
            if (slowest < 0) continue;
            if (!strcmp(f[4], "lower") && worst * ac > lower) lower = worst * ac, low_t = worst, low_at = fmt("%s on %s", path, cases[slowest].name);
            if (!strcmp(f[4], "upper") && (upper < 0 || worst / to_tle < upper))
                upper = worst / to_tle, up_t = worst, up_at = fmt("%s on %s", path, cases[slowest].name);
        }
    }
    fclose(subs);
    if (lower >= 0 && upper >= 0 && lower > upper)
        printf("  warning: the time limit's bounds cross, so no time limit verifies this package: at least %.2f s (%s, %.2f s x ac_to_time_limit %g), "
               "at most %.2f s (%s, %.2f s / time_limit_to_tle %g)\n", lower, low_at, low_t, ac, upper, up_at, up_t, to_tle);
}

/* A submission not judged: its line, SKIPPED and why (no count: it says nothing either way). */
static void report_skipped(const char *src, const char *why, const char *first)
{
    json_submission("", src, first, why, NULL);
    printf("  %-50s SKIPPED: %s\n", printable(src), printable(why));
}

static int report_total(void)
{
    json_write();
    char *path = fmt("%s/counts", work);
    long passed = 0, failed = 0, harness = 0, skipped = 0, p, f, h, s;
    FILE *in = fopen(path, "r");
    while (in && fscanf(in, "%ld %ld %ld %ld", &p, &f, &h, &s) == 4) passed += p, failed += f, harness += h, skipped += s;
    if (in) fclose(in);
    if (skipped > 0)
        printf("(--quick: %ld variant runs skipped once the variant showed its verdict; make test and V=1 run them all)\n", skipped);
    printf("%ld passed, %ld failed\n", passed, failed);
    return harness > 0 ? 3 : failed > 0 ? 1 : 0;
}

static void usage(void)
{
    fputs("usage: report --work W --root R --build B\n"
          "         solution [--id ID] --problem P --conf PROBLEM_CONF --tl S --verbose 0|1 [--src FILE] [--lang L] [--view JUDGE] | variant --id ID --src FILE "
          "[--first \"V...\"] [--lang L] [--verbose 0|1|failed] | skipped --src PATH --why TEXT | begin --problem P [--format V] | total\n"
          "         | rules --id ID --src PATH --rules FILE [--lang L] [--verbose 0|1] | bounds\n"
          "         | row --id ID --src NAME --tl S [--lang L] [--entry FILE --many 0|1] [--why TEXT] [--search 0|1] | budget --seconds S | progress --runs N\n"
          "         | class --problem P --conf PROBLEM_CONF --seconds S\n",
          stderr);
    exit(2);
}

int report_main(int argc, char **argv)
{
    const char *mode = NULL, *conf = NULL, *tl = NULL, *id = NULL, *src = NULL, *first = NULL, *why = NULL, *entry = "", *rules = NULL, *format = NULL, *view = NULL;
    int i, verbose = 0, many = 0, search = 0, own = 0;
    long seconds = 0, runs = 0;
    problem = noun = NULL, items_tool = items_file = NULL, lang_name = ""; /* each command's own, in the judge's process too */
    for (i = 1; i < argc; i++) {
        const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (*o != '-') {
            if (mode) usage();
            mode = o;
            continue;
        }
        if (!v) usage();
        i++;
        if (!strcmp(o, "--work")) work = v;
        else if (!strcmp(o, "--root")) root = v;
        else if (!strcmp(o, "--build")) build = v;
        else if (!strcmp(o, "--problem")) problem = v;
        else if (!strcmp(o, "--conf")) conf = v;
        else if (!strcmp(o, "--tl")) tl = v;
        else if (!strcmp(o, "--verbose")) verbose = !strcmp(v, "1") ? VERBOSE_ALL : !strcmp(v, "failed") ? VERBOSE_FAILED : 0;
        else if (!strcmp(o, "--own")) own = !strcmp(v, "1");
        else if (!strcmp(o, "--id")) id = v;
        else if (!strcmp(o, "--src")) src = v;
        else if (!strcmp(o, "--first")) first = v;
        else if (!strcmp(o, "--rules")) rules = v;
        else if (!strcmp(o, "--format")) format = v;
        else if (!strcmp(o, "--why")) why = v;
        else if (!strcmp(o, "--view")) view = v;
        else if (!strcmp(o, "--lang")) lang_name = v;
        else if (!strcmp(o, "--entry")) entry = v;
        else if (!strcmp(o, "--many")) many = !strcmp(v, "1");
        else if (!strcmp(o, "--search")) search = !strcmp(v, "1");
        else if (!strcmp(o, "--seconds")) seconds = atol(v);
        else if (!strcmp(o, "--runs")) runs = atol(v);
        else usage();
    }
    if (!mode || !work || !root || !build) usage();
    if (!strcmp(mode, "total")) return report_total();
    if (!strcmp(mode, "begin") && problem) {
        FILE *f = fopen(fmt("%s/json", work), "a");
        /* the time limit in force when it is known already (a package may find it later), and the machine's factor */
        if (!f || fprintf(f, "P\t%s\t%s\t%s\t%g\n", problem, format ? format : "", tl ? tl : "", time_factor()->x) < 0 || fclose(f) != 0)
            die(3, "cannot write %s/json", work);
        return 0;
    }
    load_cases();
    if (!strcmp(mode, "skipped") && src && why) {
        report_skipped(src, why, first ? first : "");
        return 0;
    }
    if (!strcmp(mode, "solution") && problem && conf && tl) {
        struct kv_file pc;
        if (kv_read(conf, &pc) != 0) die(2, "cannot read %s", conf);
        noun = kv_get(&pc, "noun"); /* needed only to diagnose a failed case */
        items_tool = fmt("%s/testdata/%s/tools/items", build, problem), items_file = fmt("%s/items", work);
        report_solution(id ? id : "solution", tl, verbose, src ? from_root(src) : fmt("problems/%s/%s.c", problem, problem), own, view);
        return 0;
    }
    if (!strcmp(mode, "progress")) {
        class_progress(runs);
        return 0;
    }
    if (!strcmp(mode, "budget")) {
        class_budget(seconds);
        return 0;
    }
    if (!strcmp(mode, "row") && id && src && tl) {
        class_row(id, src, entry, many, why, tl, search);
        return 0;
    }
    if (!strcmp(mode, "class") && problem && conf) {
        struct kv_file pc;
        if (kv_read(conf, &pc) != 0) die(2, "cannot read %s", conf);
        noun = kv_get(&pc, "noun") ? kv_get(&pc, "noun") : "item";
        items_tool = fmt("%s/testdata/%s/tools/items", build, problem), items_file = fmt("%s/items", work);
        class_report(conf, seconds);
        return 0;
    }
    if (!strcmp(mode, "bounds")) {
        report_bounds();
        return 0;
    }
    if (!strcmp(mode, "rules") && id && src && rules) {
        report_rules(id, src, rules, verbose);
        return 0;
    }
    if (!strcmp(mode, "variant") && id && src) {
        report_variant(id, src, first, verbose);
        return 0;
    }
    usage();
    return 2;
}
