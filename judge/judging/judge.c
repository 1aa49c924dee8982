/* judge - make judge: judge solutions against testdata/ like an online judge, on your own machine.
 * One process owns the whole command: it reads each problem's limits and cases once, builds,
 * judges JOBS cases side by side (each in a forked worker that runs case.c's code), and writes the
 * report with report.c's code in its own process (judge/README.md, "The walk of make judge").
 * make judge PKG= is the same process: judge --package (judge-package.c, with what this file
 * shares with it in judge.h); make judge MODE=play is judge --play (play_main, below).
 *
 *   judge [--own [--all-cases] [--seconds S]] [--asan] [--no-variants] [--variant FILE [--first "V..."]] [--quick] [-v] [PROBLEM...]
 *
 * With no PROBLEM, every folder in problems/. For each problem it builds problems/<p>/<p>.c and
 * judges it on every case of testdata/<p>/recipe under the limits of problems/<p>/problem.conf,
 * then judges each variant in problems/<p>/variants/ against the verdicts its tags promise.
 *   --own          your own program instead (one problem; bad-input cases skipped, no variants):
 *                  JUDGE_SOL=FILE in the language its extension names in languages.conf, or
 *                  JUDGE_CMD=COMMAND, run by bash -c; JUDGE_SOL=<folder> is a class: each
 *                  submission in it judged side by side, a scoreboard, then make stress's search
 *                  on each wrong or slow one for --seconds S (default 60; seed SEED, default 1),
 *                  the groups that share a counterexample, and the page build/judge/class/<p>.html
 *   --asan         built with AddressSanitizer + UBSan; time limits x10, no memory limit, no variants
 *   --no-variants  the solution only
 *   --variant FILE FILE (any language; JUDGE_USE=NAME picks among its extension's) as a variant of
 *                  the one problem, against its tags; with --first "V...", against a problem
 *                  package's rule instead: the first verdict that is not AC is one of V...
 *   --all-cases    with --own: the bad-input cases too
 *   --quick        a variant's cases not yet started when it first shows its expected verdict are
 *                  skipped (make judge without V=1, P=, SOL=, CMD=; never make test)
 *   -v             a line for every case (always with --own)
 * With --own, a problem with an original judge (problem.conf's judge line) is judged as
 * that judge would judge it: built with its flags (judge_profile), the verdict and exit
 * status by the cases its validator's --view accepts, the cases beyond them in a line of their
 * own; VIEW=all judges by every case, as our own solutions are.
 * JSON=FILE (JUDGE_JSON) also writes the report for scripts there. JOBS=N runs N cases at a time
 * (default: one per core); TL_SCALE=X multiplies every time limit.
 * Exit status: 0 every expectation met, 1 some verdict was not as expected, 2 usage or
 * configuration error, 3 harness error (something failed that says nothing about the program).
 *
 * case, lang, report and verdict are links to this program (mains.h): run by those names, it is that
 * command, as the other scripts (the tests, make bench) call it. For bash: `judge --sandbox
 * own|ours` prints sandbox_check's facts (lib/runner.h: line, run_flags, box_path); `judge --queue
 * FILE` judges a job list (five lines a run, case's arguments) as this judge's own runs are
 * judged, for measure/overhead.sh's cost of a queued run.
 */
#include "judge.h" /* first: report.h asks for the GNU names (fmemopen) before any system header */
#include <signal.h>
#include "rows.h"

const char *tools, *sandbox_line;
static const char *problems_dir, *testdata_dir;
static char *work_dir;
static pid_t driver, progress_pid;
int jobs;
static int progress_done;

/* The scratch folder goes with the judge, never with one of its workers (a forked worker that dies
 * runs the exit handlers it inherited). */
static void cleanup(void)
{
    if (getpid() == driver && work_dir) remove_tree(work_dir);
}

/* A signal to stop (SIGINT, SIGTERM, SIGHUP, SIGPIPE) is acted on where the judge waits
 * (catch_stops, lib/runner.h): the workers running end too (a signal to the judge alone; a
 * terminal's reaches them anyway, in the judge's process group), then the scratch folder goes,
 * then the judge, by that signal. The workers stop with the default action (start). */
static pid_t *live; /* the workers running */
static int n_live, cap_live;
static pid_t search_group; /* a class's search at work (search_within): a group of its own, which
                             * a stop at the terminal does not reach */
static void on_stop(void)
{
    int i;
    for (i = 0; i < n_live; i++) kill(live[i], SIGTERM);
    if (search_group > 0) kill(-search_group, SIGTERM), waitpid(search_group, NULL, 0);
    cleanup();
}

/* --- workers: a command of this program, or another program, in a forked process ------------- */

static int argc_of(char **argv)
{
    int n = 0;
    while (argv[n]) n++;
    return n;
}

/* a program started as a command of ours (argv[0] its path) */
int exec_main(int argc, char **argv)
{
    (void)argc;
    execv(argv[0], argv);
    fprintf(stderr, "judge: cannot start %s: %s\n", argv[0], strerror(errno));
    return 3;
}

/* Starts main_(argv) in a worker, with stdout into the file out (NULL: ours) and stderr into the
 * file err (NULL: ours; out itself: with stdout). */
pid_t start(int (*main_)(int, char **), char **argv, const char *out, const char *err)
{
    pid_t p;
    fflush(NULL); /* or the worker writes what is buffered here a second time */
    if ((p = fork()) < 0) harness_error("fork: %s", strerror(errno));
    if (p == 0) {
        int fd, status;
        catch_stops(NULL);
        if (out && ((fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644)) < 0 || dup2(fd, 1) < 0)) _exit(3);
        if (err && err == out && dup2(1, 2) < 0) _exit(3);
        if (err && err != out && ((fd = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0644)) < 0 || dup2(fd, 2) < 0)) _exit(3);
        status = main_(argc_of(argv), argv);
        fflush(NULL);
        _exit(status);
    }
    if (n_live == cap_live && !(live = realloc(live, (size_t)(cap_live = 2 * cap_live + 8) * sizeof *live))) harness_error("out of memory");
    live[n_live++] = p;
    return p;
}

static void ended(pid_t p)
{
    int i;
    for (i = 0; i < n_live; i++)
        if (live[i] == p) live[i] = live[--n_live];
}

/* Any worker's end (its pid, -1 when none is left), a signal to stop acted on before, meanwhile
 * and after (one that came while the judge was not waiting ends it here too) */
static pid_t wait_any(int *st)
{
    pid_t w;
    do stop_if_signalled();
    while ((w = wait(st)) < 0 && errno == EINTR);
    stop_if_signalled();
    ended(w);
    return w;
}

/* Its exit status, or 128 + the signal that ended it. */
int wait_for(pid_t p)
{
    int st;
    pid_t w;
    do stop_if_signalled();
    while ((w = waitpid(p, &st, 0)) < 0 && errno == EINTR);
    stop_if_signalled();
    ended(w);
    if (w < 0) harness_error("waitpid: %s", strerror(errno));
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

const char *value(const struct kv_file *f, const char *key)
{
    const char *v = kv_get(f, key);
    return v ? v : "";
}

/* --- the language --------------------------------------------------------------------------- */

/* the language of the program judged (lang.c): its lines for the report, the file (own) */
struct lang_lines chosen;
const char *chosen_cmd = ""; /* JUDGE_CMD, when that is the program */

/* --- the cases, and the pool of runs --------------------------------------------------------- */

const char *tl, *ml, *ol;
static const char *tl_said; /* the header's time limit (lib/runner.h's time_limit_here) */

/* problem.conf's limits (limits_of, lib/runner.h), for case.c and the report */
static void read_limits(const char *p, int asan)
{
    const char *conf = fmt("%s/%s/problem.conf", problems_dir, p);
    struct kv_file f;
    struct limits l;
    if (kv_read(conf, &f) != 0) quit(2, "no problem '%s' (no %s)", p, conf);
    l = limits_of(&f, conf, asan);
    tl = l.time.tl, tl_said = l.time.said, ml = l.ml, ol = l.ol;
}

/* testdata/<p>/recipe's cases, in order, as the report's cases (report.h) */
static void load_cases(const char *p)
{
    int i, n;
    struct recipe_case *r = recipe_read(fmt("%s/%s/recipe", testdata_dir, p), fmt("%s/%s", testdata_dir, p), fmt("%s/testdata/%s", build, p), &n);
    cases = calloc((size_t)n + 1, sizeof *cases), n_cases = n;
    if (!cases) harness_error("out of memory");
    for (i = 0; i < n; i++) {
        if (access(r[i].in, F_OK) != 0 || access(r[i].out, F_OK) != 0)
            quit(2, "judge: case %s/%s is missing its .in or .out: run make testdata", p, r[i].name);
        cases[i].name = r[i].name, cases[i].kind = r[i].kind, cases[i].in = r[i].in, cases[i].exp = r[i].out;
    }
}

/* validate --view < argv[2], for mark_view */
static int view_main(int argc, char **argv)
{
    int fd = open(argv[2], O_RDONLY);
    if (fd < 0 || dup2(fd, 0) < 0) return 3;
    argv[2] = NULL;
    return exec_main(argc - 1, argv);
}

/* Each valid case the original judge cannot send (its validator's --view rejects it) is beyond
 * its view, with the reason the validator gives. */
static void mark_view(const char *p)
{
    int i, st;
    char *why = fmt("%s/view-why", work);
    for (i = 0; i < n_cases; i++) {
        char *argv[] = {fmt("%s/testdata/%s/tools/validate", build, p), "--view", cases[i].in, NULL};
        if (strcmp(cases[i].kind, "valid") != 0) continue;
        if ((st = wait_for(start(view_main, argv, "/dev/null", why))) > 1) harness_error("%s --view failed on %s (exit %d)", argv[0], cases[i].name, st);
        if (st == 1) cases[i].beyond = fmt("%s", reason_of(why));
    }
}

/* The queue: builds (lang build, lang.c) and runs (case PROGRAM_DIR IN EXP OUT_DIR BAD_PROBLEM,
 * case.c), judged JOBS at a time. A run queued after its program's build (queue_build) waits for
 * it, and is dropped when it failed (the report says CE). Each job belongs to the group that was
 * current when it was queued (a problem of make judge), and runs with the case_options of that
 * moment (case.c: limits, check), which its worker is given as it is forked. */
struct job {
    int (*main_)(int, char **);
    char **argv;
    int build, group;      /* the job that builds its program (-1: none); its group */
    const char *stop_on;   /* a build's: the verdict its program's runs stop at (--quick), or NULL */
    const char *quiet;     /* its stdout and stderr into this file (NULL: ours) */
    struct case_options options; /* case_options when it was queued (case.c) */
};
static struct job *q;
static int n_runs, group_now, build_now = -1;

static void add_job(int (*main_)(int, char **), char **argv, const char *stop_on, const char *quiet)
{
    if (!(q = realloc(q, (size_t)(n_runs + 1) * sizeof *q))) harness_error("out of memory");
    q[n_runs].main_ = main_, q[n_runs].argv = argv, q[n_runs].group = group_now, q[n_runs].stop_on = stop_on, q[n_runs].quiet = quiet;
    q[n_runs].build = main_ == case_main ? build_now : -1, q[n_runs++].options = case_options;
}

/* Queues a build (lang build's argv), its messages dropped (its record says how it went); the
 * runs queued after it wait for it. */
void queue_build_args(char **argv)
{
    build_now = -1;
    add_job(lang_main, argv, NULL, "/dev/null");
    build_now = n_runs - 1;
}

/* the runs queued (the builds left out) */
static int queued_runs(void)
{
    int i, n = 0;
    for (i = 0; i < n_runs; i++) n += q[i].main_ == case_main;
    return n;
}

void queue_run(const char *dir, const char *in, const char *exp, const char *out, const char *bad)
{
    char **argv = calloc(7, sizeof *argv);
    if (!argv) harness_error("out of memory");
    argv[0] = "case", argv[1] = (char *)dir, argv[2] = (char *)in, argv[3] = (char *)exp, argv[4] = (char *)out, argv[5] = (char *)bad;
    add_job(case_main, argv, NULL, NULL);
}

void queue(const char *id, int i, const char *p)
{
    queue_run(fmt("%s/prog/%s", work, id), cases[i].in, cases[i].exp, fmt("%s/res/%s/%d", work, id, i), !strcmp(cases[i].kind, "bad") ? p : "");
}

/* Every queued job judged, JOBS at a time, in order, done(g) called (when given) as soon as the
 * jobs of group g and of every group before it have ended; the queue emptied. A program that
 * stops at its expected verdict (--quick: PROGRAM_DIR/stop-on) runs one case at a time while
 * others can fill the slots: its next case would most often be judged in vain (a time-out's
 * costs 1.5 times the limit), and is skipped instead once the case before it has caught it. */
void run_queue_groups(void (*done)(int group))
{
    int left = n_runs, running = 0, i, st, next = 0, n_groups = 1;
    struct case_options now = case_options;
    pid_t *pid = calloc((size_t)n_runs + 1, sizeof *pid);  /* 0 not started, -1 done */
    int *prog = calloc((size_t)n_runs + 1, sizeof *prog);  /* its program: the first run of it (a program's runs are queued together) */
    char *busy = calloc((size_t)n_runs + 1, 1), *stops = calloc((size_t)n_runs + 1, 1), *failed = calloc((size_t)n_runs + 1, 1);
    int *in_group;
    for (i = 0; i < n_runs; i++)
        if (q[i].group >= n_groups) n_groups = q[i].group + 1;
    if (!pid || !prog || !busy || !stops || !failed || !(in_group = calloc((size_t)n_groups, sizeof *in_group))) harness_error("out of memory");
    for (i = 0; i < n_runs; i++) {
        int same = i > 0 && q[i].main_ == case_main && q[i - 1].main_ == case_main && !strcmp(q[i].argv[1], q[i - 1].argv[1]);
        prog[i] = same ? prog[i - 1] : i, in_group[q[i].group]++;
        if (!same && q[i].main_ == case_main) stops[i] = q[i].build >= 0 ? q[q[i].build].stop_on != NULL : access(fmt("%s/stop-on", q[i].argv[1]), F_OK) == 0;
    }
    for (;;) {
        pid_t w;
        int pick = -1;
        while (done && next < n_groups && !in_group[next]) done(next++);
        if (left == 0) break;
        for (i = 0; running < jobs && pick < 0 && i < n_runs; i++) {
            if (pid[i] || (q[i].build >= 0 && pid[q[i].build] != -1) || (stops[prog[i]] && busy[prog[i]])) continue;
            if (q[i].build >= 0 && failed[q[i].build]) pid[i] = -1, left--, in_group[q[i].group]--; /* no program to run */
            else pick = i;
        }
        if (pick >= 0) {
            case_options = q[pick].options; /* the worker's, as it was queued */
            pid[pick] = start(q[pick].main_, q[pick].argv, q[pick].quiet, q[pick].quiet), running++, busy[prog[pick]] = 1;
            continue;
        }
        if (running == 0) continue; /* runs dropped: the groups they ended are reported above */
        if ((w = wait_any(&st)) < 0) harness_error("wait: %s", strerror(errno));
        if (w == progress_pid) progress_done = 1;
        for (i = 0; i < n_runs; i++)
            if (pid[i] == w) {
                pid[i] = -1, running--, left--, busy[prog[i]] = 0, in_group[q[i].group]--;
                if (q[i].main_ == case_main) continue;
                failed[i] = !WIFEXITED(st) || WEXITSTATUS(st) != 0;
                if (!failed[i] && q[i].stop_on) write_file(fmt("%s/stop-on", q[i].argv[2]), "w", fmt("%s\n", q[i].stop_on), strlen(q[i].stop_on) + 1);
            }
    }
    n_runs = 0, build_now = -1, case_options = now;
}

void run_queue(void) { run_queue_groups(NULL); }

/* your program's language, its build and run lines (the memory limit filled in) */
void print_lang(void)
{
    char *run = fmt("%s", chosen.run_line), *at;
    while ((at = strstr(run, "{ml}")) != NULL) *at = '\0', run = fmt("%s%s%s", run, ml, at + 4);
    printf("   %s, build: %s; run: %s\n", chosen.lang, chosen.build_line, run);
}

/* Builds src as program id (its build.result says CE or HE, which the report shows); 1 when it
 * built. */
static char **build_argv(const char *id, const char *src)
{
    char *dir = fmt("%s/prog/%s", work, id), **argv = calloc(7, sizeof *argv);
    if (!argv) harness_error("out of memory");
    argv[0] = "lang", argv[1] = "build", argv[2] = dir, argv[3] = (char *)ml;
    if (!strcmp(chosen.lang, "command")) argv[4] = "--cmd", argv[5] = (char *)chosen_cmd;
    else argv[4] = (char *)src, argv[5] = (char *)chosen.lang;
    return argv;
}

int build_program(const char *id, const char *src) { return wait_for(start(lang_main, build_argv(id, src), NULL, NULL)) == 0; }

/* Queues the build of src as program id, which the runs queued after it wait for; stop_on as
 * struct job's. */
static void queue_build(const char *id, const char *src, const char *stop_on)
{
    build_now = -1;
    add_job(lang_main, build_argv(id, src), stop_on, NULL);
    build_now = n_runs - 1;
}

static int quick;
static const char *first;

/* Queues src's build, then its run on every valid case; with --quick, its cases not yet started
 * once it has its expected verdict are skipped (never for an AC variant). */
static void queue_variant(const char *id, const char *src, const char *p)
{
    int i;
    char *expect = calloc(512, 1);
    const char *want = first ? first : (verdict_tag(src, "expect", expect, 512), expect);
    if (!*want) quit(2, "judge: %s has no 'expect: VERDICT' line in its header", src);
    queue_build(id, src, quick && strcmp(want, "AC") != 0 && !first ? want : NULL);
    for (i = 0; i < n_cases; i++)
        if (strcmp(cases[i].kind, "bad") != 0) queue(id, i, p);
}

/* The report's command (report.c) with ARG..., NULL-ended: its argv. */
char **report_args(const char *arg, ...)
{
    char **argv = calloc(40, sizeof *argv);
    int n = 0;
    va_list ap;
    if (!argv) harness_error("out of memory");
    argv[n++] = "report", argv[n++] = "--work", argv[n++] = (char *)work, argv[n++] = "--root", argv[n++] = (char *)root;
    argv[n++] = "--build", argv[n++] = (char *)build;
    va_start(ap, arg);
    for (; arg && n < 39; arg = va_arg(ap, const char *)) argv[n++] = (char *)arg;
    va_end(ap);
    return argv;
}

/* it runs in this process: its failure is the judge's */
int report(char **argv)
{
    fflush(NULL);
    return report_main(argc_of(argv), argv);
}

/* --- a class --------------------------------------------------------------------------------- */

/* Every submission of the folder class_dir (pkg folder: a file, or a folder of several) built and
 * queued on every valid case, all judged side by side, then the scoreboard (report row), make
 * stress's search on each wrong or slow one (report budget says the total first), their
 * counterexamples and groups (report class). */
/* pkg.c's lines of submissions (pkg submissions, pkg folder) in the file path, *n of them. */
struct sub *read_subs(const char *path, int *n)
{
    struct sub *sub = NULL;
    char *line, *save;
    struct text t = slurp(path);
    if (t.error) harness_error("cannot read %s", path);
    *n = 0;
    for (line = strtok_r(t.s, "\n", &save); line; line = strtok_r(NULL, "\n", &save), ++*n) { /* name|expect|entry|many|top */
        if (!(sub = realloc(sub, (size_t)(*n + 1) * sizeof *sub))) harness_error("out of memory");
        sub[*n].name = strsep(&line, "|"), sub[*n].expect = strsep(&line, "|"), sub[*n].entry = strsep(&line, "|"), sub[*n].many = strsep(&line, "|");
        sub[*n].top = line ? line : "";
        if (!sub[*n].many) harness_error("%s: a line is not name|expect|entry|many|top", path);
    }
    return sub;
}

/* lang build's argv for s (FOLDER as pkg.c gives it: 1 a folder, 2 one whose entry is a guess, 3
 * build/run scripts) into the program folder dir, under the memory limit mem (MiB). */
char **build_args(const struct sub *s, const char *dir, const char *mem)
{
    char **argv = calloc(12, sizeof *argv);
    int a = 0, many = atoi(s->many);
    if (!argv) harness_error("out of memory");
    argv[a++] = "lang", argv[a++] = "build";
    if (many) argv[a++] = "--folder";
    if (many == 2) argv[a++] = "--guess";
    if (many == 3) argv[a++] = "--scripts";
    if (many && *s->top) argv[a++] = "--root", argv[a++] = s->top;
    argv[a++] = (char *)dir, argv[a++] = (char *)mem, argv[a++] = s->entry;
    return argv;
}

/* The language of file (lang.c); "" with *why its one line when it is not a language we judge
 * (without "judge: "). */
const char *select_lang(const char *file, const char **why)
{
    *why = lang_why(file);
    return **why ? "" : lang_select(file, NULL).lang;
}

/* The queued runs of a class judged with a progress line, then one scoreboard row per
 * submission (report row): whys[k] why sub[k] was not judged ("": it was); search "1": its
 * counterexample is sought. */
void class_rows(const struct sub *sub, int n, char **ids, char **langs, char **whys, const char *search)
{
    int k;
    progress_done = 0;
    progress_pid = start(report_main, report_args("progress", "--runs", fmt("%d", queued_runs()), NULL), NULL, NULL);
    run_queue();
    write_file(fmt("%s/runs-done", work), "w", "", 0);
    if (!progress_done) wait_for(progress_pid);
    progress_pid = 0;
    for (k = 0; k < n; k++)
        if (wait_for(start(report_main, report_args("row", "--id", ids[k], "--src", sub[k].name, "--tl", tl, "--lang", langs[k], "--entry", sub[k].entry,
                                                     "--many", sub[k].many, "--search", search, *whys[k] ? "--why" : NULL, whys[k], NULL), NULL, NULL)) != 0)
            printf("  %s: the report failed on it (a harness error)\n", ids[k]);
}

/* A class's search: make stress on one submission, in its own process group, ended with the whole
 * group (its shrinking and that one's runs) when it is still at work at the deadline: make stress
 * starts no run of its shrinking past twice SECONDS, but a run started before can take long (a
 * slow program on a big input), so the class's report waits for no search longer than its bound.
 * Its exit status; SEARCH_RAN_OUT when it was ended. */
static int search_within(char **argv, const char *out, time_t deadline)
{
    int st;
    pid_t p, w;
    fflush(NULL);
    if ((p = fork()) < 0) harness_error("fork: %s", strerror(errno));
    if (p == 0) {
        int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        catch_stops(NULL), setpgid(0, 0);
        if (fd < 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0) _exit(3);
        _exit(exec_main(argc_of(argv), argv));
    }
    setpgid(p, p), search_group = p; /* as the child does: whichever runs first */
    while ((w = waitpid(p, &st, WNOHANG)) == 0 && time(NULL) < deadline) {
        struct timespec tick = {0, 200000000};
        stop_if_signalled();
        nanosleep(&tick, NULL);
    }
    if (w == 0) { /* the deadline: the group, then the driver's own end */
        kill(-p, SIGTERM);
        while (waitpid(p, &st, 0) < 0 && errno == EINTR) {}
    }
    search_group = 0;
    if (w == 0) return SEARCH_RAN_OUT;
    if (w < 0) harness_error("waitpid: %s", strerror(errno));
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* The input of submission id's first case with a wrong answer or a crash, where its search
 * starts after the sweep (stress --from); NULL when none. Not a time or memory limit's case: such
 * an input is only narrowed, never shrunk (make stress), and the random inputs reach our largest
 * anyway; HE is the judge's failure, not the program's. */
static const char *first_failed(const char *id)
{
    static const char *slow[] = {"AC", "HE", "TLE", "MLE"};
    int i, k;
    for (i = 0; i < n_cases; i++) {
        struct kv_file *r = strcmp(cases[i].kind, "bad") != 0 ? record(id, i) : NULL;
        const char *v = r ? kv_get(r, "verdict") : NULL;
        for (k = 0; v && k < 4 && strcmp(v, slow[k]) != 0; k++) continue;
        if (v && k == 4) return cases[i].in;
    }
    return NULL;
}

static void judge_class(const char *p, const char *class_dir, const char *seconds)
{
    char *subs = fmt("%s/submissions", work), *folder[] = {fmt("%s/pkg", tools), "folder", (char *)class_dir, NULL};
    char **ids, **langs, **whys, *line, *conf = fmt("%s/%s/problem.conf", problems_dir, p);
    const char *seed = getenv("SEED") && *getenv("SEED") ? getenv("SEED") : "1";
    struct sub *sub;
    int n, i, k, status;
    struct text search;
    if ((status = wait_for(start(exec_main, folder, subs, NULL))) != 0) exit(status);
    sub = read_subs(subs, &n);
    printf("== %s  TL %s s  ML %s MiB  OL %s MiB  %s: %d submission%s, %d at a time\n", p, tl, ml, ol, class_dir, n, n == 1 ? "" : "s", jobs);
    ids = calloc((size_t)n + 1, sizeof *ids), langs = calloc((size_t)n + 1, sizeof *langs), whys = calloc((size_t)n + 1, sizeof *whys);
    if (!ids || !langs || !whys) harness_error("out of memory");
    /* each one's build, then its runs (none when it did not build: its record says why) */
    for (k = 0; k < n; k++) {
        const char *why;
        ids[k] = fmt("s%d", k + 1), langs[k] = (char *)select_lang(sub[k].entry, &why), whys[k] = (char *)why;
        if (*why) continue;
        queue_build_args(build_args(&sub[k], fmt("%s/prog/%s", work, ids[k]), ml));
        for (i = 0; i < n_cases; i++)
            if (strcmp(cases[i].kind, "bad") != 0) queue(ids[k], i, p);
    }
    class_rows(sub, n, ids, langs, whys, "1");
    report(report_args("budget", "--seconds", seconds, NULL));
    /* make stress's search on each one the budget named: W/cx/ID/ its log, status, counterexample */
    search = slurp(fmt("%s/search", work));
    for (line = search.error ? NULL : strtok(search.s, "\n"); line; line = strtok(NULL, "\n")) {
        char *s = line, *id = strsep(&s, "|"), *entry = strsep(&s, "|"), *lang = s ? s : "", *cx = fmt("%s/cx/%s", work, id), *out;
        const char *failed = first_failed(id);
        char *argv[] = {fmt("%s/stress", tools), "--own", "--seconds", (char *)seconds, "--seed", (char *)seed, "--built", fmt("%s/prog/%s", work, id),
                        failed ? "--from" : (char *)p, (char *)failed, (char *)p, NULL};
        make_dirs(cx);
        setenv("JUDGE_SOL", entry, 1), setenv("JUDGE_USE", lang, 1), setenv("JUDGE_CMD", "", 1);
        out = fmt("%s/log", cx);
        status = search_within(argv, out, time(NULL) + 2 * atol(seconds) + SEARCH_SLACK_S);
        write_file(fmt("%s/status", cx), "w", fmt("%d\n", status), strlen(fmt("%d\n", status)));
        if (status == 1) {
            copy_file(fmt("%s/stress/%s/counterexample-%s.in", build, p, seed), fmt("%s/in", cx));
            copy_file(fmt("%s/stress/%s/counterexample-%s.out", build, p, seed), fmt("%s/out", cx));
        }
    }
    report(report_args("class", "--problem", p, "--conf", conf, "--seconds", seconds, NULL));
}

/* The names in folder dir that end in suffix, not hidden, folders (dirs) or files, in C's order
 * (as the shell lists dir's matches); *n of them. */
static char **listed(const char *dir, const char *suffix, int dirs, int *n)
{
    struct dirent **e;
    char **names;
    int i, m = scandir(dir, &e, NULL, alphasort);
    size_t ls = strlen(suffix);
    *n = 0;
    if (m < 0) m = 0;
    if (!(names = calloc((size_t)m + 1, sizeof *names))) harness_error("out of memory");
    for (i = 0; i < m; i++) {
        const char *name = e[i]->d_name;
        struct stat st;
        size_t l = strlen(name);
        if (*name != '.' && l >= ls && !strcmp(name + l - ls, suffix) && stat(fmt("%s/%s", dir, name), &st) == 0 &&
            (dirs ? S_ISDIR(st.st_mode) : S_ISREG(st.st_mode)))
            names[(*n)++] = fmt("%s", name);
    }
    return names;
}

/* Where things are: the repository (JUDGE_ROOT, else two folders above build/judge), build/;
 * JOBS, else one run per core. */
void judge_paths(void)
{
    const char *j = getenv("JOBS");
    tools = harness_dir();
    root = getenv("JUDGE_ROOT") && *getenv("JUDGE_ROOT") ? getenv("JUDGE_ROOT") : fmt("%s/../..", tools);
    if (!(root = realpath(root, NULL))) quit(2, "judge: no repository at %s/../..: set JUDGE_ROOT", tools);
    build = getenv("BUILD") && *getenv("BUILD") ? getenv("BUILD") : fmt("%s/build", root);
    problems_dir = getenv("JUDGE_PROBLEMS") && *getenv("JUDGE_PROBLEMS") ? getenv("JUDGE_PROBLEMS") : fmt("%s/problems", root);
    testdata_dir = getenv("JUDGE_TESTDATA") && *getenv("JUDGE_TESTDATA") ? getenv("JUDGE_TESTDATA") : fmt("%s/testdata", root);
    setenv("JUDGE_ROOT", root, 1), setenv("LC_ALL", "C", 1);
    jobs = j && atoi(j) > 0 ? atoi(j) : (int)sysconf(_SC_NPROCESSORS_ONLN);
}

/* The scratch folder W, private to this run (several judges may share one build tree), gone
 * when the judge ends. */
void make_work(void)
{
    make_dirs(fmt("%s/judge", build));
    work_dir = fmt("%s/judge/work.XXXXXX", build);
    if (!mkdtemp(work_dir)) harness_error("cannot make %s: %s", work_dir, strerror(errno));
    work = work_dir, driver = getpid();
    atexit(cleanup);
    catch_stops(on_stop);
}

/* --- make judge: the problems' reports, in order ----------------------------------------------- */

/* What a problem's report needs once its runs are done: its runs' options (limits), cases,
 * program, variants. */
struct problem_todo {
    const char *p, *src;
    struct case_options options;
    const char *tl_said;
    struct case_ *cases;
    int n_cases, nv;
    char **vs;
    struct lang_lines lang;
};
static struct problem_todo *todo;
static int own, asan, verbose;
static const char *variant; /* --variant FILE */
static const char *view;    /* with --own: the original judge whose view decides (problem.conf's judge) */

/* Problem g's report (run_queue_groups calls it once its runs are done): its header, then its
 * solution's lines and each variant's, or the variant judged (--variant). */
static void report_problem(int g)
{
    const struct problem_todo *t = &todo[g];
    const char *p = t->p, *shown;
    int i;
    case_options = t->options; /* a case judged again (the diagnosis) */
    tl = t->options.tl, ml = t->options.ml, ol = t->options.ol, cases = t->cases, n_cases = t->n_cases, chosen = t->lang;
    report(report_args("begin", "--problem", p, "--tl", tl, NULL));
    if (variant) {
        printf("== %s  TL %s  ML %s MiB  OL %s MiB  %s, build: %s\n", p, t->tl_said, ml, ol, chosen.lang, chosen.build_line);
        report(report_args("variant", "--id", fmt("%s/attempt", p), "--src", variant, "--lang", chosen.lang, "--verbose", verbose ? "1" : "0",
                           first ? "--first" : NULL, first, NULL));
        return;
    }
    shown = *chosen_cmd ? chosen_cmd : !strncmp(t->src, root, strlen(root)) && t->src[strlen(root)] == '/' ? t->src + strlen(root) + 1 : t->src;
    printf("== %s  TL %s  ML %s MiB  OL %s MiB  %s%s\n", p, t->tl_said, ml, ol, shown, asan ? " [ASan+UBSan: time x10, no memory limit]" : "");
    if (verbose) print_lang();
    if (own) { /* built inside its judge's caller (own_function) */
        struct text called = slurp(fmt("%s/prog/%s/solution/function", work, p));
        size_t n = strlen(root);
        if (called.n)
            printf("   a function, no main: called as %s calls it, by %s", view ? view : "its judge",
                   !strncmp(called.s, root, n) && called.s[n] == '/' ? called.s + n + 1 : called.s);
    }
    report(report_args("solution", "--id", fmt("%s/solution", p), "--problem", p, "--conf", fmt("%s/%s/problem.conf", problems_dir, p), "--tl", tl, "--verbose", verbose ? "1" : "0",
                       "--own", own ? "1" : "0", "--src", *chosen_cmd ? chosen_cmd : t->src, "--lang", chosen.lang, view ? "--view" : NULL, view, NULL));
    for (i = 0; i < t->nv; i++) report(report_args("variant", "--id", fmt("%s/v%d", p, i + 1), "--src", t->vs[i], "--lang", "C", NULL));
}

/* Your program on a problem with an original judge (problem.conf's judge), unless VIEW=all: its
 * view decides (view, mark_view), and C and C++ are built with its compilers' flags where it
 * publishes them (problem.conf's judge_profile P: profiles.conf's P_c and P_cxx; not under
 * --asan, whose flags are its own). */
static void own_view(const char *p)
{
    struct kv_file f, prof;
    const char *all = getenv("VIEW"), *name, *c, *cxx;
    if (all && *all && strcmp(all, "all") != 0) quit(2, "judge: VIEW=%s: VIEW=all judges by every case, and nothing else is a VIEW", all);
    if ((all && *all) || kv_read(fmt("%s/%s/problem.conf", problems_dir, p), &f) != 0 || !(view = kv_get(&f, "judge"))) return;
    if (asan || !(name = kv_get(&f, "judge_profile"))) return;
    if (kv_read(fmt("%s/judge/lib/profiles.conf", root), &prof) != 0 || !(c = kv_get(&prof, fmt("%s_c", name))) || !(cxx = kv_get(&prof, fmt("%s_cxx", name))))
        quit(2, "judge: no profiles %s_c and %s_cxx in judge/lib/profiles.conf (problems/%s/problem.conf's judge_profile)", name, name, p);
    setenv("JUDGE_CFLAGS", c, 1), setenv("JUDGE_CXXFLAGS", cxx, 1);
}

/* A problem whose judge calls a function (problems/<p>/function/: its callers, one per language):
 * a file of yours that defines it and has no main is built inside the caller (lang.c's
 * wrap_function), for your program, a class's, and make stress's. */
static void own_function(const char *p)
{
    struct stat st;
    char *dir = fmt("%s/%s/function", problems_dir, p);
    if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) setenv("JUDGE_FUNCTION_DIR", dir, 1);
}

/* --- make judge MODE=play ------------------------------------------------------------------- */

/* judge --package in a worker, which ends by _exit (start): its scratch folder removed here */
static int package_worker(int argc, char **argv)
{
    int status = package_main(argc, argv);
    cleanup();
    return status;
}

/* judge --play [-v] [--own] PROBLEM...: each game's play version (problems/<p>/play/) made into
 * its interactive package (judge/play/package.sh, a program of its own), then judged as make judge
 * PKG= judges one (judge --package, in a forked worker: judge-package.c). The worst exit status. */
static int play_main(int argc, char **argv)
{
    char *flags[4] = {NULL, NULL, NULL, NULL};
    int i = 1, n = 0, status = 0;
    for (; i < argc && n < 2 && (!strcmp(argv[i], "-v") || !strcmp(argv[i], "--own")); i++) flags[n++] = argv[i];
    if (i == argc || *argv[i] == '-') quit(2, "usage: judge --play [-v] [--own] PROBLEM...");
    judge_paths();
    catch_stops(on_stop), driver = getpid();
    for (; i < argc; i++) {
        const char *p = argv[i];
        char *package[] = {"/bin/bash", fmt("%s/judge/play/package.sh", root), (char *)p, NULL};
        char *judge[] = {"judge", "--package", flags[0], flags[1], NULL, NULL};
        int s;
        if (access(fmt("%s/%s/play/move.h", problems_dir, p), F_OK) != 0) {
            printf("play: %s has no play version yet (problems/%s/play/)\n", p, p);
            continue;
        }
        if ((s = wait_for(start(exec_main, package, "/dev/null", NULL))) != 0) return s;
        judge[2 + n] = fmt("%s/play/%s", build, p);
        s = wait_for(start(package_worker, judge + 1, NULL, NULL));
        if (s > status) status = s;
    }
    return status;
}

/* --- main -------------------------------------------------------------------------------------- */

static int judge_main(int argc, char **argv)
{
    int variants = 1, all_cases = 0, status, i, n_problems = 0, k;
    const char *seconds = "60", *class_dir = NULL, *env;
    char **problems = calloc((size_t)argc + 1, sizeof *problems);
    die_name = "judge";
    if (!problems) harness_error("out of memory");
    if (argc >= 2 && !strcmp(argv[1], "--package")) return package_main(argc - 1, argv + 1);
    if (argc >= 2 && !strcmp(argv[1], "--play")) return play_main(argc - 1, argv + 1);
    if (argc == 3 && !strcmp(argv[1], "--queue")) { /* for measure/overhead.sh: its job list, as run_queue runs ours */
        struct text t = slurp(argv[2]);
        char *s;
        if (t.error) harness_error("cannot read %s", argv[2]);
        judge_paths();
        for (s = t.s; *s;) { /* five lines a run: PROGRAM_DIR IN EXP OUT_DIR BAD_PROBLEM (empty) */
            char *run[5];
            int k;
            for (k = 0; k < 5; k++)
                if (!(run[k] = strsep(&s, "\n")) || !s) harness_error("%s: not five lines a run", argv[2]);
            queue_run(run[0], run[1], run[2], run[3], run[4]);
        }
        run_queue();
        return 0;
    }
    if (argc == 3 && !strcmp(argv[1], "--sandbox")) { /* for bash (lib/common.sh): sandbox_check's facts */
        const char *line = sandbox_check(!strcmp(argv[2], "own"));
        printf("line=%s\nrun_flags=%s\nbox_path=%s\n", line, getenv("JUDGE_RUN_FLAGS"), getenv("JUDGE_BOX_PATH"));
        return 0;
    }
    for (i = 1; i < argc; i++) {
        const char *o = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(o, "--own")) own = 1;
        else if (!strcmp(o, "--variant") && more) variant = argv[++i];
        else if (!strcmp(o, "--first") && more) first = argv[++i];
        else if (!strcmp(o, "--asan")) asan = 1, variants = 0;
        else if (!strcmp(o, "--no-variants")) variants = 0;
        else if (!strcmp(o, "-v")) verbose = 1;
        else if (!strcmp(o, "--quick")) quick = 1;
        else if (!strcmp(o, "--all-cases")) all_cases = 1;
        else if (!strcmp(o, "--seconds") && more) seconds = argv[++i];
        else if (*o == '-')
            quit(2, "usage: judge [--own [--all-cases] [--seconds S]] [--asan] [--no-variants] [--variant FILE [--first \"V...\"]] [--quick] [-v] [PROBLEM...]");
        else problems[n_problems++] = argv[i];
    }
    judge_paths();
    if (n_problems == 0) problems = listed(problems_dir, "", 1, &n_problems);
    need_tools((const char *[]){"run", "case", "lang", "verdict", "conf", "table", "report", "shrink", "fails", NULL});
    sandbox_line = sandbox_check(own || variant);
    time_factor(); /* measured, when it must be, before anything is printed */
    if (asan) {
        struct kv_file prof;
        const char *flags;
        if (kv_read(fmt("%s/judge/lib/profiles.conf", root), &prof) != 0 || !(flags = kv_get(&prof, "asan")))
            quit(2, "judge: no profile asan in judge/lib/profiles.conf");
        setenv("JUDGE_CFLAGS", flags, 1), setenv("JUDGE_CXXFLAGS", flags, 1);
        /* distinct exit codes, so a sanitizer report is never mistaken for a bad-input exit 1 */
        setenv("ASAN_OPTIONS", "exitcode=86:detect_leaks=1", 1), setenv("UBSAN_OPTIONS", "exitcode=87:print_stacktrace=1", 1);
    }
    env = getenv("JUDGE_SOL");
    if (own && env && *env) {
        struct stat st;
        if (stat(env, &st) == 0 && S_ISDIR(st.st_mode)) {
            if (n_problems != 1) quit(2, "judge: judging a class's folder needs exactly one problem (make judge P=<problem> SOL=<folder>)");
            class_dir = env, own = 0, variants = 0;
            own_function(problems[0]);
        }
    }
    if (own) {
        if (n_problems != 1) quit(2, "judge: judging your own program needs exactly one problem (make judge P=<problem> SOL=...)");
        own_view(problems[0]);
        own_function(problems[0]);
        chosen = lang_own();
        if (!strcmp(chosen.lang, "command")) chosen_cmd = getenv("JUDGE_CMD");
        if (asan && strcmp(chosen.lang, "C") != 0 && strcmp(chosen.lang, "C++") != 0)
            quit(2, "judge: judge-asan builds C and C++ only; %s is not", chosen.lang);
        variants = 0, verbose = 1;
    }
    if (variant) {
        char *abs;
        if (n_problems != 1 || access(variant, F_OK) != 0 || !(abs = realpath(variant, NULL))) quit(2, "judge: --variant needs one problem and an existing file");
        variant = abs;
    }
    puts(sandbox_line); /* once the program is known to be judgeable: a usage error stays one line */
    puts(time_factor()->line);

    make_work();

    /* every problem's builds and runs queued, then judged in one queue, each problem's report as
     * soon as its own jobs and those of the problems before it are done (report_problem) */
    if (!(todo = calloc((size_t)n_problems, sizeof *todo))) harness_error("out of memory");
    for (k = 0; k < n_problems; k++) {
        struct problem_todo *t = &todo[k];
        const char *p = t->p = problems[k];
        struct stat st;
        if (stat(fmt("%s/%s", problems_dir, p), &st) != 0 || !S_ISDIR(st.st_mode)) quit(2, "judge: no problem '%s' (see %s)", p, problems_dir);
        read_limits(p, asan);
        load_cases(p);
        if (view) mark_view(p);
        t->cases = cases, t->n_cases = n_cases, group_now = k;
        case_options = t->options = (struct case_options){tl, ml, ol, NULL, NULL, 0, PROGRAM}; /* its runs' */
        t->tl_said = tl_said;
        if (class_dir) {
            report(report_args("begin", "--problem", p, NULL));
            judge_class(p, class_dir, seconds);
            continue;
        }
        if (variant) {
            chosen = lang_select(variant, getenv("JUDGE_USE") ? getenv("JUDGE_USE") : "");
            queue_variant(fmt("%s/attempt", p), variant, p);
            t->src = variant, t->lang = chosen;
            continue;
        }
        t->src = own && *chosen.sol ? chosen.sol : fmt("%s/%s/%s.c", problems_dir, p, p);
        t->lang = chosen = own ? chosen : lang_select(t->src, NULL);
        queue_build(fmt("%s/solution", p), t->src, NULL);
        for (i = 0; i < n_cases; i++)
            if (!(own && !all_cases && !strcmp(cases[i].kind, "bad"))) queue(fmt("%s/solution", p), i, p);
        if (variants) {
            char *dir = fmt("%s/%s/variants", problems_dir, p);
            t->vs = listed(dir, ".c", 0, &t->nv);
            for (i = 0; i < t->nv; i++) queue_variant(fmt("%s/v%d", p, i + 1), t->vs[i] = fmt("%s/%s", dir, t->vs[i]), p);
        }
    }
    if (!class_dir) run_queue_groups(report_problem);
    /* the last lines, and the exit status; a class's page from its JSON report */
    if (class_dir && !(getenv("JUDGE_JSON") && *getenv("JUDGE_JSON"))) setenv("JUDGE_JSON", fmt("%s/class.json", work), 1);
    status = report(report_args("total", NULL));
    if (class_dir) {
        char *page[] = {"/bin/bash", fmt("%s/judge/study/class.sh", root), problems[0], (char *)tl, getenv("JUDGE_JSON"), NULL};
        int st = wait_for(start(exec_main, page, NULL, NULL));
        if (st != 0) return st;
    }
    return status;
}

/* one program, several commands: run as case, lang or report (links to it), it is that one */
int main(int argc, char **argv)
{
    const char *name = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
    if (!strcmp(name, "case")) return case_main(argc, argv);
    if (!strcmp(name, "lang")) return lang_main(argc, argv);
    if (!strcmp(name, "report")) return report_main(argc, argv);
    if (!strcmp(name, "verdict")) return verdict_main(argc, argv);
    return judge_main(argc, argv);
}
