/* judge-package.c - make judge PKG=path (judge --package, from judge.c's judge_main; also
 * judge --play for make judge MODE=play, and the package, play and class tests): a problem package of any judge
 * system (the legacy Kattis format, which DOMjudge imports), judged as verifyproblem and DOMjudge
 * judge its jury submissions, by the judge's own process: the package read once, the builds
 * (lang.c's code in a forked worker), the runs JOBS at a time (judge.c's run_queue: case.c's
 * code in forked workers), the report with report.c's code in this process (judge.h: what
 * judge.c shares); unzip, build/judge/pkg and judge/study/class.sh are the programs it starts.
 *
 *   judge --package [-v] [--own] PACKAGE
 *
 * PACKAGE is a package's folder or its .zip (unpacked by unzip), judged from a private copy
 * without links in the judge's scratch folder (package_root). build/judge/pkg
 * (judge/package/pkg.c, run as a program) reads it: its limits, its
 * cases, its submissions and what each must get. Every submission in submissions/<folder>/ (one
 * file, or a folder of several) is built (lang.c) and judged on every case (case.c, the output
 * checked by the package's validator), and gets one line: did its first verdict that
 * is not AC (AC when there is none) match its folder's, or its @EXPECTED_RESULTS@: tag's. A
 * submission in a language whose compiler is missing is SKIPPED, with the package to install. A
 * 2025-09 package's submission (problem_format_version: 2025-09) is checked instead against every
 * rule that applies to it (its default directory's, submissions/submissions.yaml's: pkg rules),
 * on every case, by report rules; the header names the version. Each input validator
 * (input_validators/) and answer validator (2025-09's answer_validators/: each case's .ans on its
 * stdin, the .in's path its argument; not in an interactive problem) gets a line too: every case
 * valid, else a line under it per case it rejects, or SKIPPED with why (a format or language we
 * cannot run), the rest judged all the same; a validator's folder with build/run scripts is built
 * by them (pkg.c's FOLDER 3, lang.c's --scripts); a build that left no record is that program's
 * HE, never the end of the report. With no .timelimit (nor limits.time_limit), the accepted
 * submissions run first and the time limit is time_multiplier x the slowest (pkg timelimit); the
 * header says which, and in a 2025-09 package warns when the bounds from below and above cross
 * (report bounds). A time limit the package sets was set on another machine: it is multiplied by
 * the machine's factor, as ours are (lib/runner.h's time_factor); one found here is not.
 *   --own   your own program (JUDGE_SOL or JUDGE_CMD, as make judge SOL=/CMD=) instead, with the
 *           report of make judge P= SOL= (the time limit then needs .timelimit or
 *           limits.time_limit, or the package's accepted submissions, which run first)
 * SOL=<folder> (--own with JUDGE_SOL a folder): a class, each submission in the folder (a file, or
 * a folder of several) judged on the package's cases side by side, then make judge's scoreboard,
 * JSON and page (judge/study/class.sh: build/judge/class/<name>.html); no counterexample search
 * (that needs our problems' oracles), and the time limit must be the package's.
 * The cases' lines with -v; JOBS, JSON (report-json.c) as for make judge. Each run's limits and
 * check (a validator's run: its role) are case.c's case_options, set here and given to the
 * worker as the run was queued; the package's margins are JUDGE_AC_TO_TIME_LIMIT and
 * JUDGE_TL_TO_TLE (verdict.h), for case.c and the report alike. Exit status as make judge's: 0
 * every submission as its folder says, 1 not, 2 usage, 3 harness or judge error.
 */
#include "judge.h"

static const char *pkg, *given, *name, *lower; /* given: the package as named, for messages */
static struct kv_file info;

/* a step that fails (a report command, pkg rules) ends the judge with its status: what follows
 * would rest on it */
static void must(int status)
{
    if (status != 0) exit(status);
}

static const char *info_of(const char *key) { return value(&info, key); }

/* build/judge/pkg CMD A [B], its stdout into the file out (its stderr into err; NULL: ours) */
static int pkg_into(const char *out, const char *err, const char *cmd, const char *a, const char *b)
{
    char *argv[] = {fmt("%s/pkg", tools), (char *)cmd, (char *)a, (char *)b, NULL};
    return wait_for(start(exec_main, argv, out, err));
}

/* build/judge/pkg CMD A: what it printed; with strict, a failure ends the judge (exit status 2) */
static char *pkg_says(const char *cmd, const char *a, int strict)
{
    char *argv[] = {fmt("%s/pkg", tools), (char *)cmd, (char *)a, NULL}, *out;
    int status;
    out = run_output(argv, 0, &status);
    if (status != 0 && strict) exit(2);
    return out;
}

/* a package's entry left out of the copy: said in a line (the judge follows no link) */
static void copied_entry(const char *rel, int error, void *ctx)
{
    if (error) fprintf(stderr, "judge: %s/%s is %s: left out\n", printable(ctx), printable(rel), not_opened(error));
}

/* What a package's zip may unpack to, in MiB (a contest's data is a few hundred), and unzip's
 * memory: twice as much, as the page cache of the files it writes is charged to it (at or under
 * the quota, a bomb met the memory limit first and was refused by the wrong name). */
enum { ZIP_DISK = 1024, ZIP_MEM = 2 * ZIP_DISK };

/* The package's top folder: a private copy in W/package/ (a .zip unpacked by unzip into W/zip/
 * first), made without following a link (files.h's copy_tree), so nothing a package names, by
 * a link or by its file's name, is read or written outside it. The copy keeps a folder's own
 * name (pkg.c's name when problem.yaml has none); a zip's is the judge's: W/package/package. */
static const char *package_root(const char *path)
{
    struct stat st;
    const char *name = "package";
    char *top, *real = NULL, *from;
    struct copy_how how = {1, copied_entry, (void *)path};
    if (stat(path, &st) != 0) quit(2, "judge: no such package: %s", path);
    if (!S_ISDIR(st.st_mode)) {
        size_t n = strlen(path);
        char *unzip = on_path("unzip", getenv("PATH"));
        if (n < 4 || strcmp(path + n - 4, ".zip") != 0) quit(2, "judge: %s is neither a folder nor a .zip", path);
        if (!unzip) quit(2, "judge: unzip is missing: install the package unzip (apt-get install unzip)");
        struct args a = {NULL, 0, 0};
        struct kv_file meta;
        const char *killed;
        from = fmt("%s/zip", work), make_dirs(from);
        /* in the sandbox, as any program that reads what a user wrote, its disk bounded: a zip
         * bomb is stopped at ZIP_DISK, not at the end of the disk */
        args_runner(&a, 0);
        args_add(&a, "-t"), args_add(&a, "60"), args_add(&a, "-m"), args_add(&a, fmt("%d", ZIP_MEM)), args_add(&a, "-F"), args_add(&a, fmt("%d", ZIP_DISK));
        args_add(&a, "-D"), args_add(&a, fmt("%d", ZIP_DISK)), args_add(&a, "-W"), args_add(&a, from), args_add(&a, "-r"), args_add(&a, path);
        args_add(&a, "--"), args_add(&a, unzip), args_add(&a, "-q"), args_add(&a, "-o"), args_add(&a, path), args_add(&a, "-d"), args_add(&a, from);
        if (run_wait(a.v, NULL, fmt("%s/zip.meta", work), fmt("%s/zip.err", work)) != 0 || kv_read(fmt("%s/zip.meta", work), &meta) != 0)
            harness_error("cannot run unzip on %s in the sandbox", path);
        killed = kv_get(&meta, "killed") ? kv_get(&meta, "killed") : "";
        if (!strcmp(killed, "disk") || atoi(kv_get(&meta, "signal") ? kv_get(&meta, "signal") : "0") == SIGXFSZ)
            quit(2, "judge: %s unpacks to more than %d MiB: refused", path, ZIP_DISK);
        if (strcmp(kv_get(&meta, "exit") ? kv_get(&meta, "exit") : "", "0") != 0 || strcmp(killed, "none") != 0)
            quit(2, "judge: cannot unzip %s (%s)", path, *killed && strcmp(killed, "none") ? fmt("stopped at its %s limit", killed) : fmt("exit %s", kv_get(&meta, "exit")));
    } else { /* the folder as named (a link in its path is the user's own), its contents never */
        if (!(from = real = realpath(path, NULL))) quit(2, "judge: no such package: %s", path);
        if (strrchr(real, '/')[1]) name = strrchr(real, '/') + 1;
    }
    make_dirs(fmt("%s/package", work));
    if (copy_tree(from, fmt("%s/package/%s", work, name), &how) != 0) quit(2, "judge: cannot read the package %s: %s", path, not_opened(errno));
    if (from != real) remove_tree(from);
    top = pkg_says("root", fmt("%s/package/%s", work, name), 1);
    if (!(top = realpath(top, NULL))) harness_error("cannot resolve %s", path);
    return top;
}

/* W/cases (pkg cases: name|valid|IN|ANS|ARGS) as the report's cases; the header's note on their
 * ARGS (the output validator's arguments): "" when there are none, the one set all share, else
 * "by test group". */
static const char *load_cases(void)
{
    struct text t = slurp(fmt("%s/cases", work));
    char *line, *save;
    const char *flags = NULL;
    if (t.error) harness_error("cannot read %s/cases", work);
    for (line = strtok_r(t.s, "\n", &save); line; line = strtok_r(NULL, "\n", &save), n_cases++) {
        struct case_ c;
        if (!(cases = realloc(cases, (size_t)(n_cases + 1) * sizeof *cases))) harness_error("out of memory");
        c.name = strsep(&line, "|"), c.kind = strsep(&line, "|"), c.in = strsep(&line, "|"), c.exp = strsep(&line, "|");
        if (!c.exp) harness_error("%s/cases: a line is not name|valid|in|ans|args", work);
        cases[n_cases] = c, line = line ? line : "";
        if (!flags) flags = line;
        else if (strcmp(flags, line) != 0) flags = "its arguments by test group";
    }
    if (n_cases == 0) quit(2, "judge: %s has no cases (data/sample, data/secret: .in and .ans)", given);
    return flags;
}

static void queue_all(const char *id)
{
    int i;
    for (i = 0; i < n_cases; i++) queue(id, i, "");
}

static int is_file(const char *path) { return access(path, F_OK) == 0; }

/* --- the submissions --------------------------------------------------------------------------- */

static struct sub *subs;
static char **ids, **langs, **skipped; /* skipped: why one was not judged ("": it was) */
static int n_subs, *built;

/* The package's submissions (a class's: those of its folder) into W/submissions, read. */
static void read_submissions(const char *class_dir)
{
    int status = class_dir ? pkg_into(fmt("%s/submissions", work), NULL, "folder", class_dir, NULL)
                           : pkg_into(fmt("%s/submissions", work), NULL, "submissions", pkg, NULL);
    if (status != 0) exit(status);
    subs = read_subs(fmt("%s/submissions", work), &n_subs);
}

/* Each submission's language chosen and built, or skipped with why; own: only those that bound
 * the time limit from below, when it is needed. */
static void build_submissions(const char *class_dir, int own)
{
    int k;
    ids = calloc((size_t)n_subs + 1, sizeof *ids), langs = calloc((size_t)n_subs + 1, sizeof *langs);
    skipped = calloc((size_t)n_subs + 1, sizeof *skipped), built = calloc((size_t)n_subs + 1, sizeof *built);
    if (!ids || !langs || !skipped || !built) harness_error("out of memory");
    for (k = 0; k < n_subs; k++) {
        const struct sub *s = &subs[k];
        const char *why;
        ids[k] = fmt("s%d", k + 1), langs[k] = skipped[k] = "";
        if (own && (*tl || strcmp(s->expect, lower) != 0)) {
            skipped[k] = "own";
            continue;
        }
        if (!*s->expect && !class_dir) {
            skipped[k] = "its folder names no verdict we know";
            continue;
        }
        if (!strncmp(s->expect, "rules", 5)) must(pkg_into(fmt("%s/rules-%s", work, ids[k]), NULL, "rules", pkg, s->name));
        langs[k] = (char *)select_lang(s->entry, &why);
        if (*why) {
            skipped[k] = (char *)why;
            continue;
        }
        queue_build_args(build_args(s, fmt("%s/prog/%s", work, ids[k]), ml));
    }
    run_queue(); /* the builds, JOBS at a time */
    for (k = 0; k < n_subs; k++) {
        struct kv_file b;
        built[k] = !*skipped[k] && kv_read(fmt("%s/prog/%s/build.result", work, ids[k]), &b) == 0 && !*value(&b, "verdict");
    }
}

/* The time limit from the submissions that bound it from below (the accepted ones; in a 2025-09
 * package, each with a rule for all cases that permits no TLE: pkg.c's "rules lower"), run
 * first: the multiplier times the slowest (pkg timelimit); sets tl, and returns where it came
 * from for the header. A 2025-09 package's runs are all judged again under it. */
static const char *time_limit(int by_rules)
{
    const char *mult = info_of("time_multiplier"), *from, *slowest, *floor_here;
    char **argv = calloc((size_t)n_subs * (size_t)n_cases + 5, sizeof *argv), *out;
    int n = 0, k, i, status, bounding = 0, floored;
    struct kv_file f;
    if (!argv) harness_error("out of memory");
    case_options.tl = "60";
    for (k = 0; k < n_subs; k++)
        if (!strcmp(subs[k].expect, lower) && built[k]) queue_all(ids[k]);
    run_queue();
    argv[n++] = fmt("%s/pkg", tools), argv[n++] = "timelimit";
    if (by_rules) argv[n++] = "--ceil";
    argv[n++] = (char *)mult;
    for (k = 0; k < n_subs; k++) {
        if (strcmp(subs[k].expect, lower) != 0) continue;
        bounding++;
        for (i = 0; i < n_cases; i++)
            if (is_file(fmt("%s/res/%s/%d/result", work, ids[k], i))) argv[n++] = fmt("%s/res/%s/%d/result", work, ids[k], i);
    }
    if (n == (by_rules ? 4 : 3)) quit(2, "judge: %s has no .timelimit and no accepted submission that ran, so no time limit", given);
    out = run_output(argv, 0, &status);
    f = kv_text(out, "pkg timelimit");
    tl = fmt("%s", value(&f, "tl")), slowest = fmt("%s", value(&f, "slowest")), from = value(&f, "from");
    /* The least limit, a whole second, is one on the reference machine: the submissions that set
     * the limit are quick, and say nothing of how dear memory or a program's start is here (a
     * memory hog's MLE must hold its margin within it on a slower machine too). */
    floor_here = time_limit_here("1", 0).tl;
    if ((floored = atof(floor_here) > atof(tl))) tl = floor_here;
    for (k = 0; k < n_subs; k++) /* the record's submission, by its path */
        if (!strncmp(from, fmt("%s/res/%s/", work, ids[k]), strlen(fmt("%s/res/%s/", work, ids[k])))) from = subs[k].name;
    if (!by_rules)
        return fmt("time_multiplier %s x the slowest accepted submission, %s s, rounded%s", mult, slowest, floored ? fmt("; at least 1 s x%g", time_factor()->x) : "");
    remove_tree(fmt("%s/res", work)); /* every run again, under the limit just found */
    return fmt("ac_to_time_limit %s x the slowest of the %d submissions that bound it from below, %s s (%s), up to a whole second%s", mult, bounding,
               slowest, from, floored ? fmt("; at least 1 s x%g", time_factor()->x) : "");
}

/* The accepted margin (the time within which every verdict but TLE must come: tl over
 * ac_to_time_limit) is never less than 1 s on the reference machine, nor more than the limit
 * (lib/verdict.h's accepted_within, by JUDGE_LEAST_S): problemtools floors its low limit the same
 * way (max(1, ...) on timelim_margin_lo), since a time under a second says more about the machine
 * (a program's start, the cost of touching memory: a memory hog's MLE) than about the program.
 * The package's own ac_to_time_limit is left as it is: the bounds of its time limit use it. */
static void least_margin(void) { setenv("JUDGE_LEAST_S", time_limit_here("1", 0).tl, 1); }

/* --- the validators ------------------------------------------------------------------------------ */

static char **vals, **val_ids, **val_skipped;
static int n_vals;

/* The package's input validators (kind "input"), each on every case's input (not compared: EXP
 * -) with its arguments for the case (test_group.yaml's input_validator_args, pkg input-cases),
 * or its answer validators (2025-09), each on every case's answer (stdin) with its input's path
 * as the argument, under the output validator's limits: AC when it says valid (42). One we
 * cannot run (a format pkg.c names, a language not installed or unknown) is skipped with its
 * reason, and the rest judged; an interactive problem's answers are its output validator's own
 * data, which no answer validator reads (BAPCtools skips them too). */
static void judge_validators(const char *kind, int interactive)
{
    char *list = pkg_says(fmt("%s-validators", kind), pkg, 0), *line, *save;
    int answer = !strcmp(kind, "answer"), i;
    struct case_options submissions = case_options;
    case_options.tl = "30", case_options.ml = "2048", case_options.role = answer ? ANSWER_VALIDATOR : INPUT_VALIDATOR; /* their runs' */
    for (line = strtok_r(list, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) { /* path|entry|many|top|why */
        struct sub v;
        const char *why;
        char *id, *dir;
        if (!(vals = realloc(vals, (size_t)(n_vals + 1) * sizeof *vals)) || !(val_ids = realloc(val_ids, (size_t)(n_vals + 1) * sizeof *val_ids)) ||
            !(val_skipped = realloc(val_skipped, (size_t)(n_vals + 1) * sizeof *val_skipped)))
            harness_error("out of memory");
        v.name = strsep(&line, "|"), v.expect = "", v.entry = strsep(&line, "|"), v.many = strsep(&line, "|"), v.top = strsep(&line, "|");
        why = line ? line : "";
        if (!v.top) harness_error("pkg %s-validators: a line is not path|entry|many|top|why", kind);
        id = fmt("%cv%d", *kind, n_vals + 1), dir = fmt("%s/prog/%s", work, id);
        vals[n_vals] = v.name, val_ids[n_vals] = id, val_skipped[n_vals++] = *why ? fmt("%s; the %ss are not checked by it", why, kind) : "";
        if (*why) continue;
        if (answer && interactive) {
            val_skipped[n_vals - 1] = "an interactive problem's .ans files are its output validator's own, not checked";
            continue;
        }
        if (strcmp(v.many, "3") != 0 && (select_lang(v.entry, &why), *why)) {
            val_skipped[n_vals - 1] = fmt("%s; the %ss are not checked by it", why, kind);
            continue;
        }
        if (wait_for(start(lang_main, build_args(&v, dir, "2048"), "/dev/null", "/dev/null")) != 0) continue; /* its record says why */
        if (!answer) must(pkg_into(fmt("%s/cases", dir), "/dev/null", "input-cases", pkg, strrchr(v.name, '/') ? strrchr(v.name, '/') + 1 : v.name));
        for (i = 0; i < n_cases; i++) queue_run(dir, cases[i].in, answer ? cases[i].exp : "-", fmt("%s/res/%s/%d", work, id, i), "");
    }
    run_queue();
    case_options = submissions;
}

/* --- the package's own output validator --------------------------------------------------------- */

/* built once like a submission (in the sandbox) into W/validator, which the runs' check names */
static void build_validator(void)
{
    struct sub v;
    struct kv_file b;
    const char *file = info_of("validator"), *dir = fmt("%s/validator", work), *log = fmt("%s/vlog", work), *shown;
    v.name = v.top = (char *)file, v.expect = "", v.entry = (char *)info_of("validator_entry"), v.many = (char *)info_of("validator_folder");
    case_options.check = dir;
    if (wait_for(start(lang_main, build_args(&v, dir, "2048"), log, log)) == 0) return;
    shown = !strncmp(file, pkg, strlen(pkg)) && file[strlen(pkg)] == '/' ? file + strlen(pkg) + 1 : file;
    if (kv_read(fmt("%s/build.result", dir), &b) == 0) fprintf(stderr, "judge: the output validator %s did not build: %s\n", shown, value(&b, "detail"));
    else {
        struct text t = slurp(log);
        char *last = t.error ? "" : t.s;
        while (t.n > 0 && t.s[t.n - 1] == '\n') t.s[--t.n] = '\0';
        if (!t.error && strrchr(t.s, '\n')) last = strrchr(t.s, '\n') + 1;
        fprintf(stderr, "judge: the output validator %s did not build: %s\n", shown, last);
    }
    exit(3);
}

/* --- the judge ------------------------------------------------------------------------------------ */

/* your own program (--own) on every case, with make judge P= SOL='s report */
static int judge_own(void)
{
    print_lang();
    remove_tree(fmt("%s/res", work));
    if (build_program("solution", chosen.sol)) queue_all("solution");
    run_queue();
    must(report(report_args("solution", "--problem", name, "--conf", "/dev/null", "--tl", tl, "--verbose", "1", "--own", "1", "--src",
                            *chosen.sol ? chosen.sol : chosen_cmd, "--lang", chosen.lang, NULL)));
    return report(report_args("total", NULL));
}

/* a class: the scoreboard, the class report, the total, then the page from its JSON report */
static int judge_class(void)
{
    /* the page and its folder are named by the package's name, but never a path out of build/judge/class/ */
    const char *file = !*name || *name == '.' || strchr(name, '/') ? "package" : name;
    int status, page;
    class_rows(subs, n_subs, ids, langs, skipped, "0");
    must(report(report_args("class", "--problem", file, "--conf", "/dev/null", NULL)));
    if (!(getenv("JUDGE_JSON") && *getenv("JUDGE_JSON"))) setenv("JUDGE_JSON", fmt("%s/class.json", work), 1);
    status = report(report_args("total", NULL));
    page = wait_for(start(exec_main, (char *[]){"/bin/bash", fmt("%s/judge/study/class.sh", root), (char *)file, (char *)tl, getenv("JUDGE_JSON"), NULL},
                          NULL, NULL));
    return page != 0 ? page : status;
}

/* every validator's line, and one under it per case it rejects (every case's with -v), then
 * every submission's */
static int report_all(int by_rules, int verbose)
{
    const char *v = verbose ? "1" : "0";
    int k;
    for (k = 0; k < n_vals; k++)
        must(report(*val_skipped[k] ? report_args("skipped", "--src", vals[k], "--why", val_skipped[k], "--first", "AC", NULL)
                                    : report_args("variant", "--id", val_ids[k], "--src", vals[k], "--first", "AC", "--verbose", verbose ? "1" : "failed", NULL)));
    for (k = 0; k < n_subs; k++) {
        const struct sub *s = &subs[k];
        char **argv;
        if (*skipped[k]) /* a 2025-09 submission's rules are no verdict to name */
            argv = report_args("skipped", "--src", s->name, "--why", skipped[k], "--first", strncmp(s->expect, "rules", 5) ? s->expect : "", NULL);
        else if (by_rules)
            argv = report_args("rules", "--id", ids[k], "--src", s->name, "--rules", fmt("%s/rules-%s", work, ids[k]), "--lang", langs[k], "--verbose", v, NULL);
        else argv = report_args("variant", "--id", ids[k], "--src", s->name, "--first", s->expect, "--lang", langs[k], "--verbose", v, NULL);
        must(report(argv));
    }
    return report(report_args("total", NULL));
}

int package_main(int argc, char **argv)
{
    int own = 0, verbose = 0, i, by_rules, interactive;
    const char *class_dir = NULL, *flags, *tl_from, *env = getenv("JUDGE_SOL");
    struct text left_out;
    die_name = "judge";
    for (i = 1; i < argc - 1; i++) {
        if (!strcmp(argv[i], "--own")) own = 1;
        else if (!strcmp(argv[i], "-v")) verbose = 1;
        else break;
    }
    if (argc < 2 || i != argc - 1) quit(2, "usage: judge --package [-v] [--own] PACKAGE (a folder or a .zip)");
    judge_paths();
    need_tools((const char *[]){"run", "case", "lang", "verdict", "conf", "report", "pkg", NULL});
    make_work();
    pkg = package_root(given = argv[i]);
    sandbox_line = sandbox_check(1);
    time_factor(); /* measured, when it must be, before anything is printed */
    if (own && env && *env) {
        struct stat st;
        if (stat(env, &st) == 0 && S_ISDIR(st.st_mode)) class_dir = env, own = 0;
    }
    if (own) { /* a usage error before anything runs */
        chosen = lang_own();
        if (!strcmp(chosen.lang, "command")) chosen_cmd = getenv("JUDGE_CMD");
    }

    /* the package, read once: its facts, its cases (a line for each file left out), its submissions */
    info = kv_text(pkg_says("info", pkg, 1), "pkg info");
    name = info_of("name"), tl = info_of("tl"), tl_from = info_of("tl_from"), ml = info_of("ml"), ol = info_of("ol");
    by_rules = !strcmp(info_of("by_rules"), "1"), interactive = !strcmp(info_of("interactive"), "1");
    left_out = (i = pkg_into(fmt("%s/cases", work), fmt("%s/cases-left-out", work), "cases", pkg, NULL), slurp(fmt("%s/cases-left-out", work)));
    if (i != 0) {
        fputs(left_out.error ? "" : left_out.s, stderr);
        exit(2);
    }
    read_submissions(class_dir);
    flags = load_cases();
    /* how its runs are judged (case.c's case_options; the time limit once it is known) */
    case_options = (struct case_options){"60", ml, ol, "tokens", fmt("%s/cases", work), interactive, PROGRAM};
    /* the margins a verdict must hold by (judge/lib/verdict.h): the package's, else ours */
    setenv("JUDGE_AC_TO_TIME_LIMIT", info_of("ac_to_time_limit"), 1), setenv("JUDGE_TL_TO_TLE", info_of("time_limit_to_tle"), 1);
    puts(sandbox_line);
    puts(time_factor()->line);
    must(report(report_args("begin", "--problem", name, "--format", info_of("format"), NULL)));
    if (!strcmp(info_of("validation"), "custom")) build_validator();

    /* the submissions built; the time limit, the package's or found by the bounding ones */
    lower = by_rules ? "rules lower" : "AC";
    build_submissions(class_dir, own);
    if (!*tl && class_dir) quit(2, "judge: %s has no .timelimit nor limits.time_limit: a class needs the package's own time limit", given);
    if (!*tl) tl_from = time_limit(by_rules); /* found on this machine: as it is */
    else { /* set on another machine: moved by the factor from ours to the reference (lib/runner.h) */
        struct time_limit here = time_limit_here(tl, 0);
        if (strcmp(here.tl, tl) != 0) tl_from = fmt("%s s in %s x%g", tl, tl_from, time_factor()->x), tl = here.tl;
    }
    case_options.tl = tl;
    least_margin();
    printf("== %s%s  TL %s s (%s)  ML %s MiB  OL %s MiB  %s validator%s%s\n", printable(name), by_rules ? fmt("  format %s", info_of("format")) : "", tl, tl_from, ml, ol,
           info_of("validation"), *flags ? fmt(" (%s)", flags) : "", interactive ? ", interactive" : "");
    if (*info_of("capped")) printf("  the package's %s\n", info_of("capped"));
    fputs(left_out.error ? "" : left_out.s, stdout); /* pkg.c's line for each file it cannot use (an .in with no .ans) */
    if (!strcmp(info_of("multi_pass"), "1"))
        puts("  type multi-pass is not supported: each case is judged by its first pass alone (the validator's nextpass.in is not run)");
    if (own) return judge_own();

    /* every submission on every case (those that set the time limit already are), then the validators */
    for (i = 0; i < n_subs; i++)
        if (built[i] && !is_file(fmt("%s/res/%s/0/result", work, ids[i]))) queue_all(ids[i]);
    if (class_dir) return judge_class();
    run_queue();
    if (by_rules) must(report(report_args("bounds", NULL))); /* under the header: a warning when the time limit's bounds cross */
    judge_validators("input", interactive);
    judge_validators("answer", interactive);
    return report_all(by_rules, verbose);
}
