/* case - judge one program on one case: run it in the sandbox under the limits, decide its
 * verdict and write the record of the run. The only place a program is judged: make judge, make
 * stress, make bench and the tests all come here.
 *
 *   case PROGRAM_DIR IN EXP OUT_DIR [BAD_INPUT_PROBLEM]
 *
 * PROGRAM_DIR/cmd holds the program's command and PROGRAM_DIR/box the runner's options that say
 * what the sandbox shows it, one word per line (judge/judging/lang.c writes both). The limits
 * come from JUDGE_TL, JUDGE_ML, JUDGE_OL (read_limits, judge/lib/common.sh), and the options
 * below from their variables too, unless the judge forked this worker with case_options set
 * (mains.h: the same facts, given in memory); the program is given
 * JUDGE_TL times the time-out margin of CPU (JUDGE_TL_TO_TLE, else verdict.h's) before it is
 * stopped, and is TLE past JUDGE_TL; ASAN_OPTIONS and
 * UBSAN_OPTIONS, when set (make judge-asan), are passed into the sandbox. EXP `-` is no expected
 * output: the run is not compared (make bench). A fifth argument, the problem's name, judges the
 * case as bad input (exit 1, the answers before it, one diagnostic line).
 * Writes into OUT_DIR: out and err (the program's stdout and stderr), meta and run-err (the
 * runner's report and its own stderr) and result, the record of the run (judge/README.md,
 * "Formats"): the runner's facts, the limits, the verdict and its reason, decided once by
 * decide() (verdict.h), read by key by everything else.
 * How the output is checked (a problem package's, judge-package.c): JUDGE_CHECK unset or
 * empty, byte for byte (ours); `tokens`, the format's default validator (checker.h) with the
 * case's validator arguments (the ARGS of IN's row in JUDGE_CASES, the package's cases as
 * judge/package/pkg.c lists them: its test group's); else the folder of a built output validator
 * (lang.c's cmd and box), run in the sandbox after the program with the format's protocol: IN,
 * EXP and a feedback folder (OUT_DIR/feedback/) as arguments, then those arguments; the output on its stdin; 42
 * accepted, 43 wrong answer (judgemessage.txt's first line the detail); anything else, or a
 * validator stopped at its limits, is HE for the case, never a verdict against the program.
 * JUDGE_INPUT_VALIDATOR=1: the program is a package's input validator, run on IN (EXP `-`) with
 * the ARGS of IN's row in PROGRAM_DIR/cases (pkg input-cases: input_validator_args), if there: its
 * exit 42 is AC (a valid input), 43 WA (the input rejected), anything else as any program's.
 * JUDGE_ANSWER_VALIDATOR=1: a package's answer validator (2025-09, as BAPCtools runs one), run on
 * EXP (its stdin) with IN's path as its argument, and judged as an input validator.
 * JUDGE_INTERACTIVE=1 (an interactive problem): the validator of JUDGE_CHECK runs beside the
 * program, each in its own sandbox under its own limits, joined by two pipes that this program
 * relays (interact(): the time the validator owes answers is not the program's: its runner's wall
 * limit leaves it out, and the record's `referee` says it); it decides by who ended first, as
 * problemtools does: a validator that ends first with a wrong answer gives WA, whatever the
 * program does after (a crash, a time-out); one that accepts leaves
 * the program's own end to decide (AC, or RE, TLE...). A program that ends first with a crash or at
 * a limit gets that verdict; one that exits 0 first gets the validator's (a validator that then
 * dies of SIGPIPE, writing to it, is no judge error but a wrong answer: it quit too soon).
 * Quick mode: when PROGRAM_DIR/stop-on names a verdict and PROGRAM_DIR/caught exists, the case is
 * not run and gets no record; a run that gets that verdict creates PROGRAM_DIR/caught.
 * Exit status 0 (whatever the verdict), 2 on a usage error, 3 when no record could be written.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include "files.h"
#include "kv.h"
#include "mains.h"
#include "rows.h"
#include "show.h"
#include "runner.h"
#include "checker.h"
#include "text.h"
#include "verdict.h"

/* SHOWN: characters of a line in the report; a package's output validator runs under these. */
enum { SHOWN = 70, VALIDATOR_CPU = 30, VALIDATOR_MEM = 2048, VALIDATOR_OUT = 64 };

static void usage(void)
{
    fputs("usage: case PROGRAM_DIR IN EXP|- OUT_DIR [BAD_INPUT_PROBLEM]  (limits: JUDGE_TL, JUDGE_ML, JUDGE_OL)\n", stderr);
    exit(2);
}

/* --- files ---------------------------------------------------------------------------------- */

static int same(struct text a, struct text b) { return a.n == b.n && memcmp(a.s, b.s, a.n) == 0; }

/* Line k (1-based) of t: its start and length with the newline, or -1 when t has no line k. */
static long line_at(struct text t, long k, size_t *start)
{
    size_t i = 0;
    while (--k > 0) {
        const char *nl = memchr(t.s + i, '\n', t.n - i);
        if (!nl) return -1;
        i = (size_t)(nl - t.s) + 1;
    }
    if (i >= t.n) return -1;
    *start = i;
    {
        const char *nl = memchr(t.s + i, '\n', t.n - i);
        return nl ? nl - (t.s + i) + 1 : (long)(t.n - i);
    }
}

/* Whether got, an output cut short, is wrong already: it differs from exp at a byte it wrote
 * (strict comparison: no later byte can make that line right). */
static int wrong_already(struct text exp, struct text got)
{
    size_t i = 0;
    while (i < exp.n && i < got.n && exp.s[i] == got.s[i]) i++;
    return i < got.n;
}

/* Line k of t for the report, control characters visible, cut to a sane width. */
static const char *show_line(struct text t, long k)
{
    static char buf[2][SHOWN * 2 + 16];
    static int which;
    char *b = buf[which ^= 1];
    size_t start, i, o = 0;
    long len = line_at(t, k, &start);
    if (len < 0) return "(end of output)";
    b[o++] = '"';
    for (i = 0; i < (size_t)len && t.s[start + i] != '\n'; i++) {
        char c = t.s[start + i];
        if (i == SHOWN) { memcpy(b + o, "...", 3); o += 3; break; }
        if (c == '\r' || c == '\t') b[o++] = '\\', b[o++] = c == '\r' ? 'r' : 't';
        else b[o++] = c;
    }
    b[o++] = '"';
    b[o] = '\0';
    return b;
}

/* t without its CR characters. */
static struct text without_cr(struct text t)
{
    struct text r = {NULL, 0, 0};
    size_t i;
    r.s = malloc(t.n + 1), r.n = 0;
    for (i = 0; i < t.n; i++)
        if (t.s[i] != '\r') r.s[r.n++] = t.s[i];
    r.s[r.n] = '\0';
    return r;
}

/* The tokens of t, one per line: equal iff equal when whitespace is ignored. */
static struct text tokens(struct text t)
{
    struct text r = {NULL, 0, 0};
    size_t i;
    int in = 0;
    r.s = malloc(t.n + 2), r.n = 0;
    for (i = 0; i < t.n; i++) {
        int space = strchr(" \t\r\n", t.s[i]) && t.s[i] != '\0';
        if (!space) r.s[r.n++] = t.s[i], in = 1;
        else if (in) r.s[r.n++] = '\n', in = 0;
    }
    if (in) r.s[r.n++] = '\n';
    r.s[r.n] = '\0';
    return r;
}

/* Why got differs from exp, whose first differing line is k: that line in both, and a hint. */
static void explain_wa(struct text exp, struct text got, long k, char *out, size_t size)
{
    int n = snprintf(out, size, "line %ld: expected %s, found %s", k, show_line(exp, k), show_line(got, k));
    if (n < 0 || (size_t)n >= size) return;
    if (same(without_cr(got), exp))
        snprintf(out + n, size - (size_t)n, "; hint: only CR characters differ (CRLF line ends?)");
    else if (got.n + 1 == exp.n && memcmp(got.s, exp.s, got.n) == 0 && exp.s[got.n] == '\n')
        snprintf(out + n, size - (size_t)n, "; hint: only the final newline is missing");
    else if (same(tokens(exp), tokens(got)))
        snprintf(out + n, size - (size_t)n, "; hint: would be AC if whitespace were ignored");
}

/* The line of a crash's stderr that says what happened: the first, except after a Python
 * traceback header, whose last line names the exception. At most 100 characters. */
static const char *err_line(struct text err)
{
    static char b[101];
    size_t start = 0, end, i;
    if (strncmp(err.s, "Traceback (most recent call last)", 33) == 0) {
        for (i = 0; i < err.n; i++) /* the start of the last line with a non-blank character */
            if (err.s[i] != ' ' && err.s[i] != '\t' && err.s[i] != '\n' && err.s[i] != '\r') {
                size_t s = i;
                while (s > 0 && err.s[s - 1] != '\n') s--;
                start = s;
            }
    }
    for (end = start; end < err.n && err.s[end] != '\n' && end - start < 100; end++) continue;
    memcpy(b, err.s + start, end - start);
    b[end - start] = '\0';
    return b;
}

/* stderr is exactly one line "<problem>: line N: something". */
static int diagnostic_ok(struct text err, const char *problem)
{
    size_t plen = strlen(problem);
    const char *p = err.s + plen;
    if (err.n == 0 || memchr(err.s, '\n', err.n) != err.s + err.n - 1) return 0;
    if (strncmp(err.s, problem, plen) != 0 || strncmp(p, ": line ", 7) != 0) return 0;
    p += 7;
    if (*p < '0' || *p > '9') return 0;
    while (*p >= '0' && *p <= '9') p++;
    return p[0] == ':' && p[1] == ' ' && p[2] != '\n';
}

/* --- the record of one run ------------------------------------------------------------------- */

static const char *limit_env(const char *name)
{
    const char *v = getenv(name);
    if (!v || !*v) { fprintf(stderr, "case: %s is not set (read_limits, judge/lib/common.sh)\n", name); exit(2); }
    return v;
}

struct case_options case_options;
static struct case_options opt; /* this run's: case_options, or the environment's */

static int env_is_1(const char *name) { return getenv(name) && !strcmp(getenv(name), "1"); }

/* The command line's options: JUDGE_TL, JUDGE_ML, JUDGE_OL (each must be set), JUDGE_CHECK,
 * JUDGE_CASES, JUDGE_INTERACTIVE=1, JUDGE_INPUT_VALIDATOR=1 or JUDGE_ANSWER_VALIDATOR=1. */
static struct case_options options_from_env(void)
{
    struct case_options o;
    o.tl = limit_env("JUDGE_TL"), o.ml = limit_env("JUDGE_ML"), o.ol = limit_env("JUDGE_OL");
    o.check = getenv("JUDGE_CHECK"), o.cases = getenv("JUDGE_CASES"), o.interactive = env_is_1("JUDGE_INTERACTIVE");
    o.role = env_is_1("JUDGE_INPUT_VALIDATOR") ? INPUT_VALIDATOR : env_is_1("JUDGE_ANSWER_VALIDATOR") ? ANSWER_VALIDATOR : PROGRAM;
    return o;
}

/* The feedback folder's judgemessage.txt, its first line (control characters as '?'), or "". */
static const char *judge_message(const char *dir)
{
    static char b[300];
    char path[4200];
    struct text t;
    snprintf(path, sizeof path, "%s/feedback/judgemessage.txt", dir);
    t = slurp(path);
    snprintf(b, sizeof b, "%s", printable_n(t.s, strcspn(t.s, "\n")));
    return b;
}

/* A validator's arguments for the case whose input is in: the ARGS of its row in the table
 * cases (judge/package/pkg.c's lines, name|valid|IN|ANS|ARGS), or none. */
static char *case_args(const char *cases, const char *in)
{
    static char found[TABLE_LINE_BYTES];
    struct table t;
    if (!cases || !*cases) return "";
    table_open(&t, cases);
    while (table_row(&t, 5))
        if (!strcmp(t.field[2], in)) {
            snprintf(found, sizeof found, "%s", t.field[4]);
            fclose(t.in);
            return found;
        }
    fclose(t.in);
    return "";
}

/* The runner's command for the output validator of VDIR (the header): its stdin and stdout the
 * files (or pipes) given; 0, or -1 with why. */
static int validator_args(struct args *a, const char *vdir, const char *in, const char *exp, const char *dir, const char *stdin_path,
                          const char *stdout_path, char *why, size_t size)
{
    char path[4200], fb[4200], fb_arg[4300], err[4200], num[3][16];
    char *flags = strdup(case_args(opt.cases, in)), *w, *save;
    snprintf(fb, sizeof fb, "%s/feedback", dir);
    mkdir(fb, 0777), chmod(fb, 0777); /* the sandbox's user is not ours */
    snprintf(num[0], 16, "%d", VALIDATOR_CPU), snprintf(num[1], 16, "%d", VALIDATOR_MEM), snprintf(num[2], 16, "%d", VALIDATOR_OUT);
    args_runner(a, 0); /* a validator keeps its forks: a package's validator is the package's code */
    args_add(a, "-t"), args_add(a, num[0]), args_add(a, "-m"), args_add(a, num[1]), args_add(a, "-f"), args_add(a, num[2]);
    args_add(a, "-D"), args_add(a, num[2]); /* its feedback folder holds in all what one file may */
    args_add(a, "-i"), args_add(a, stdin_path);
    snprintf(err, sizeof err, "%s/validator-err", dir), args_add(a, "-o"), args_add(a, stdout_path ? stdout_path : err);
    args_add(a, "-e"), args_add(a, err);
    args_add(a, "-r"), args_add(a, in), args_add(a, "-r"), args_add(a, exp), args_add(a, "-W"), args_add(a, fb);
    snprintf(path, sizeof path, "%s/box", vdir);
    if (args_from_lines(a, path) != 0) return snprintf(why, size, "harness error: cannot read %.400s", path), -1;
    args_add(a, "--");
    snprintf(path, sizeof path, "%s/cmd", vdir);
    if (args_from_lines(a, path) != 0) return snprintf(why, size, "harness error: cannot read %.400s", path), -1;
    args_add(a, in), args_add(a, exp), snprintf(fb_arg, sizeof fb_arg, "%s/", fb), args_add(a, fb_arg);
    for (w = strtok_r(flags, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) args_add(a, w);
    free(flags);
    return 0;
}

/* The program is a package's input validator (JUDGE_INPUT_VALIDATOR=1) or answer validator
 * (JUDGE_ANSWER_VALIDATOR=1), a validator of the package's data; PROGRAM (0): neither. */
static int validator_first;   /* an interactive run: the validator ended before the program */
static int validator_sigpipe; /* the validator died writing to a program that had ended */

/* What the validator's run said (its runner's report in OUT_DIR/validator-meta, the runner's
 * exit status): 1 accepted, 0 wrong answer, -1 a judge error; why says what it said. */
static int validator_said(const char *dir, int status, char *why, size_t size)
{
    char meta_path[4200], err[4200];
    struct kv_file meta;
    const char *exit_s, *killed, *sig;
    snprintf(meta_path, sizeof meta_path, "%s/validator-meta", dir);
    snprintf(err, sizeof err, "%s/validator-err", dir);
    if (status != 0 || kv_read(meta_path, &meta) != 0 || !(exit_s = kv_get(&meta, "exit")) || !(killed = kv_get(&meta, "killed"))) {
        snprintf(meta_path, sizeof meta_path, "%s/validator-run-err", dir);
        return snprintf(why, size, "harness error: the output validator could not run: %s", err_line(slurp(meta_path))), -1;
    }
    if (strcmp(killed, "none") != 0)
        return snprintf(why, size, "judge error: the output validator was stopped at its %s limit", killed), -1;
    if (atoi(exit_s) == 42 || atoi(exit_s) == 43) {
        snprintf(why, size, "%s", judge_message(dir));
        return atoi(exit_s) == 42;
    }
    sig = kv_get(&meta, "signal") ? kv_get(&meta, "signal") : "0";
    validator_sigpipe = atoi(sig) == SIGPIPE;
    snprintf(why, size, "judge error: the output validator %s %s (42 or 43 expected)%s%s", atoi(sig) ? "was killed by signal" : "exited",
             atoi(sig) ? sig : exit_s, slurp(err).n ? ": " : "", err_line(slurp(err)));
    return -1;
}

/* The output validator of VDIR on this run's output (see the header). */
static int validate(const char *vdir, const char *in, const char *exp, const char *dir, char *why, size_t size)
{
    char out[4200], meta_path[4200], run_err[4200];
    struct args a = {NULL, 0, 0};
    snprintf(out, sizeof out, "%s/out", dir);
    if (validator_args(&a, vdir, in, exp, dir, out, NULL, why, size) != 0) return -1;
    snprintf(meta_path, sizeof meta_path, "%s/validator-meta", dir);
    snprintf(run_err, sizeof run_err, "%s/validator-run-err", dir);
    return validator_said(dir, run_wait(a.v, NULL, meta_path, run_err), why, size);
}


/* --- an interactive run: the relay and the fair clock ------------------------------------------- */

/* What the relay learnt about an interactive run, for its record (whose `referee`, the validator's
 * time not counted as the program's, is its runner's `owed`). */
static int judge_waited; /* when the program ended, the validator owed it nothing: it waited for the program */

static double clock_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Bytes on their way from one side to the other; dead: the other side has closed its end, what
 * comes is dropped. */
struct flow { int from, to, eof, dead; char *b; size_t n, cap; };
enum { FLOW_MAX = 1 << 20 }; /* read no more from a side while this much waits for the other */

/* Reads what `from` has: the bytes read (0 at its end, when it is also closed), -1 for none now. */
static ssize_t flow_read(struct flow *f)
{
    ssize_t got;
    if (f->n + 65536 > f->cap && !(f->b = realloc(f->b, f->cap = f->n + 65536))) exit(3);
    got = read(f->from, f->b + f->n, 65536);
    if (got > 0 && !f->dead) f->n += (size_t)got;
    if (got == 0) close(f->from), f->from = -1, f->eof = 1;
    return got;
}

/* Writes what waits. The writer's end is passed on (the reader's end closed, once all is written)
 * and the reader gone (EPIPE) passed back (the writer's end closed: its next write fails, as on a
 * direct pipe) only once that side's run is over (from_over, to_over): each side learns of the
 * other's end after that end is known, so that it cannot seem to end first because of it. */
static void flow_write(struct flow *f, int from_over, int to_over)
{
    ssize_t put = f->n && f->to >= 0 ? write(f->to, f->b, f->n) : 0;
    if (put < 0 && errno == EPIPE) close(f->to), f->to = -1, f->dead = 1, f->n = 0;
    if (put > 0) memmove(f->b, f->b + put, f->n - (size_t)put), f->n -= (size_t)put;
    if (f->eof && f->n == 0 && from_over && f->to >= 0) close(f->to), f->to = -1;
    if (f->dead && to_over && f->from >= 0) close(f->from), f->from = -1;
}

static void flow_end(struct flow *f)
{
    if (f->from >= 0) close(f->from);
    if (f->to >= 0) close(f->to);
    free(f->b);
}

/* An interactive problem's run: the program (its runner's command in prog) and the validator of
 * vdir, each under its own limits in its own sandbox. They talk through this process, which relays
 * the program's stdout to the validator's stdin and the validator's stdout to the program's stdin
 * (each runner opens its ends by /proc/self/fd before it sandboxes its program), as two direct
 * pipes would: an end closes when its side ends, a write to a side that has closed its end fails.
 * Relaying, it knows when the validator owes an answer: from the program's bytes read until the
 * validator's next bytes (and from the start until its first, unless the program speaks first).
 * That time is the validator's, not the program's (a referee that thinks while the program waits
 * for its move): it goes to the program's runner (-x, judge/run/run.c), whose wall limit excludes
 * it (and whose report says how much: the record's `referee`); the program's own CPU time is its
 * own. When the validator ends with its wrong answer (43) while the program still runs, the
 * runner is told "end" and ends the run (killed=judged): nothing after a wrong answer counts, and
 * a program that loops after it is not run on to its limit. The start's part is told apart
 * (FROM TO), for the runner to count only what came after its own start. Both runners are waited for, in the order they end; their reports are OUT_DIR/meta
 * and OUT_DIR/validator-meta; returns the validator's runner's status. */
static int interact(struct args *prog, const char *vdir, const char *in, const char *exp, const char *dir, char *why, size_t size)
{
    int p_in[2], p_out[2], v_in[2], v_out[2], owed[2], i, k, status[2], live = 2, tentative = 1, pidfd[2], decided = 0;
    char fd_path[4][64], meta[2][4200], err[2][4200], owed_fd[16], line[64];
    struct args *run[2], val = {NULL, 0, 0};
    struct flow to_val = {-1, -1, 0, 0, NULL, 0, 0}, to_prog = {-1, -1, 0, 0, NULL, 0, 0};
    double since, owed_so_far = 0, first[2] = {0, 0};
    size_t told = 0; /* bytes of `line` (the latest news for the runner) not yet written */
    pid_t pid[2];
    if (pipe2(p_in, O_CLOEXEC) || pipe2(p_out, O_CLOEXEC) || pipe2(v_in, O_CLOEXEC) || pipe2(v_out, O_CLOEXEC) || pipe2(owed, O_CLOEXEC))
        return snprintf(why, size, "harness error: no pipe"), -2;
    snprintf(fd_path[0], 64, "/proc/self/fd/%d", p_in[0]), snprintf(fd_path[1], 64, "/proc/self/fd/%d", p_out[1]);
    snprintf(fd_path[2], 64, "/proc/self/fd/%d", v_in[0]), snprintf(fd_path[3], 64, "/proc/self/fd/%d", v_out[1]);
    if (validator_args(&val, vdir, in, exp, dir, fd_path[2], fd_path[3], why, size) != 0) return -2;
    for (i = 0; i < prog->n; i++) /* the program's runner: its -i and -o, the pipes */
        if (!strcmp(prog->v[i], "-i")) free(prog->v[i + 1]), prog->v[i + 1] = strdup(fd_path[0]);
        else if (!strcmp(prog->v[i], "-o")) free(prog->v[i + 1]), prog->v[i + 1] = strdup(fd_path[1]);
    snprintf(owed_fd, sizeof owed_fd, "%d", owed[0]);
    args_add(prog, NULL), args_add(prog, NULL); /* -x FD, first (before "--") */
    memmove(prog->v + 3, prog->v + 1, (size_t)(prog->n - 3) * sizeof *prog->v);
    prog->v[1] = strdup("-x"), prog->v[2] = strdup(owed_fd);
    run[0] = prog, run[1] = &val;
    snprintf(meta[0], sizeof meta[0], "%s/meta", dir), snprintf(err[0], sizeof err[0], "%s/run-err", dir);
    snprintf(meta[1], sizeof meta[1], "%s/validator-meta", dir), snprintf(err[1], sizeof err[1], "%s/validator-run-err", dir);
    fflush(stdout);
    signal(SIGPIPE, SIG_IGN); /* a side gone is an EPIPE for the relay (flow_write) */
    since = clock_s();
    for (i = 0; i < 2; i++) {
        if ((pid[i] = fork()) < 0) return snprintf(why, size, "harness error: cannot fork"), -2;
        if (pid[i] == 0) {
            int fd = open("/dev/null", O_RDONLY);
            dup2(fd, 0);
            if ((fd = open(meta[i], O_WRONLY | O_CREAT | O_TRUNC, 0644)) >= 0) dup2(fd, 1);
            if ((fd = open(err[i], O_WRONLY | O_CREAT | O_TRUNC, 0644)) >= 0) dup2(fd, 2);
            /* each runner keeps only its own ends (the rest close on exec), so that an end closes
             * when its side ends */
            if (i == 0) fcntl(p_in[0], F_SETFD, 0), fcntl(p_out[1], F_SETFD, 0), fcntl(owed[0], F_SETFD, 0);
            else fcntl(v_in[0], F_SETFD, 0), fcntl(v_out[1], F_SETFD, 0);
            signal(SIGPIPE, SIG_DFL);
            execvp(run[i]->v[0], run[i]->v);
            _exit(127);
        }
        pidfd[i] = (int)syscall(SYS_pidfd_open, pid[i], 0); /* readable when it ends; -1: polled */
    }
    close(p_in[0]), close(p_out[1]), close(v_in[0]), close(v_out[1]), close(owed[0]);
    to_val.from = p_out[0], to_val.to = v_in[1], to_prog.from = v_out[0], to_prog.to = p_in[1];
    for (k = 0; k < 2; k++) fcntl(k ? v_in[1] : p_in[1], F_SETFL, O_NONBLOCK), fcntl(k ? v_out[0] : p_out[0], F_SETFL, O_NONBLOCK);
    fcntl(owed[1], F_SETFL, O_NONBLOCK);
    told = (size_t)snprintf(line, sizeof line, "0 %.6f 0 0\n", since);
    while (live > 0) {
        struct pollfd pf[7];
        int n = 0, changed = 0, st;
        ssize_t got;
        pf[n].fd = to_val.from, pf[n++].events = to_val.n < FLOW_MAX ? POLLIN : 0;
        pf[n].fd = to_prog.from, pf[n++].events = to_prog.n < FLOW_MAX ? POLLIN : 0;
        pf[n].fd = to_val.n ? to_val.to : -1, pf[n++].events = POLLOUT;
        pf[n].fd = to_prog.n ? to_prog.to : -1, pf[n++].events = POLLOUT;
        pf[n].fd = told ? owed[1] : -1, pf[n++].events = POLLOUT;
        pf[n].fd = pid[0] ? pidfd[0] : -1, pf[n++].events = POLLIN;
        pf[n].fd = pid[1] ? pidfd[1] : -1, pf[n++].events = POLLIN;
        if (poll(pf, (nfds_t)n, pidfd[0] < 0 || pidfd[1] < 0 ? 2 : -1) < 0 && errno != EINTR) return snprintf(why, size, "harness error: poll"), -2;
        if (to_val.from >= 0 && (pf[0].revents & (POLLIN | POLLHUP)) && (got = flow_read(&to_val)) >= 0) {
            /* the validator owes the answer (the program spoke first: the start was its own time) */
            if (got > 0 && (!since || tentative)) since = clock_s(), tentative = 0, changed = 1;
        }
        if (to_prog.from >= 0 && (pf[1].revents & (POLLIN | POLLHUP)) && (got = flow_read(&to_prog)) >= 0 && since) {
            if (tentative) first[0] = since, first[1] = clock_s(); /* it spoke first: the start was its time */
            else owed_so_far += clock_s() - since; /* its answer, or its end */
            since = 0, tentative = 0, changed = 1;
        }
        for (k = 0; k < 2; k++) { /* which side ended first decides between the validator's WA and a crash */
            if (!pid[k] || waitpid(pid[k], &st, WNOHANG) != pid[k]) continue;
            if (live == 2) validator_first = k;
            if (k == 0) judge_waited = !since;
            status[k] = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
            pid[k] = 0, live--;
            if (k == 1 && pid[0]) { /* its wrong answer (exit 43, its runner's report says) decides: the program's run ends */
                struct kv_file vm;
                if (kv_read(meta[1], &vm) == 0 && kv_get(&vm, "exit") && atoi(kv_get(&vm, "exit")) == 43)
                    told = (size_t)snprintf(line, sizeof line, "end\n"), decided = 1;
            }
            if (pidfd[k] >= 0) close(pidfd[k]);
        }
        flow_write(&to_val, !pid[0], !pid[1]);
        flow_write(&to_prog, !pid[1], !pid[0]);
        if (changed && !decided) told = (size_t)snprintf(line, sizeof line, "%.6f %.6f %.6f %.6f\n", owed_so_far, since, first[0], first[1]);
        if (told && owed[1] >= 0) { /* only the latest news counts: what the pipe cannot take now waits */
            got = write(owed[1], line, told);
            if (got == (ssize_t)told) told = 0;
            else if (got > 0) memmove(line, line + got, told - (size_t)got), told -= (size_t)got;
        }
    }
    flow_end(&to_val), flow_end(&to_prog), close(owed[1]);
    return status[1];
}

/* The record of a run (judge/README.md, "Formats"), written in one place: its verdict, why, the
 * detail shown, what it used (meta: the runner's report, NULL when there is none) and its limits;
 * diff_line 0 when no line differs. */
static void put_record(FILE *rec, enum verdict v, enum reason why, const char *detail, const struct run_facts *f, const struct kv_file *meta,
                       long diff_line)
{
    const char *killed = meta ? kv_get(meta, "killed") : NULL, *procs = meta ? kv_get(meta, "procs") : NULL;
    fprintf(rec, "verdict=%s\nreason=%s\ndetail=%s\ncpu=%.3f\ntime=%s%.2f\nwall=%.3f\nmem_kib=%ld\n", verdict_name[v], reason_word[why],
            detail, f->cpu, f->killed == KILLED_CPU && v != V_HE ? ">" : "", f->cpu, meta ? atof(kv_get(meta, "wall")) : 0, f->mem_kib);
    if (meta) fprintf(rec, "exit=%d\nsignal=%d\n", f->exit_status, f->signal);
    else fputs("exit=\nsignal=\n", rec);
    fprintf(rec, "killed=%s\nprocs=%s\ntl=%g\nml=%ld\nol=%ld\ndiff_line=", killed ? killed : "", procs && v != V_HE ? procs : "", f->tl,
            f->ml_mib, f->ol_mib);
    if (diff_line) fprintf(rec, "%ld", diff_line);
    fputc('\n', rec);
}

/* Writes OUT_DIR/result from the runner's report; returns the verdict. */
static enum verdict write_record(const char *dir, const char *in, const char *exp_path, const char *problem, int vstatus, FILE *rec,
                                 int *clear)
{
    const char *check = opt.check;
    char checked[600] = "";
    const char *killed;
    char path[4200], run_err[4200], detail[1024] = "", wa[900];
    struct run_facts f;
    struct kv_file meta;
    struct text exp, got, err;
    enum reason why;
    enum verdict v;
    double wall;
    long k;
    memset(&f, 0, sizeof f);
    f.tl = atof(opt.tl), f.ml_mib = atol(opt.ml), f.ol_mib = atol(opt.ol);
    f.bad_input = problem != NULL;
    snprintf(path, sizeof path, "%s/meta", dir);
    snprintf(run_err, sizeof run_err, "%s/run-err", dir);
    /* The runner failed (its own message is on its stderr) or wrote no whole report: nothing is
     * known about the program. */
    if (kv_read(path, &meta) != 0) meta.n = 0;
    if (run_facts_read(&meta, &f) != 0) {
        const char *said = err_line(slurp(run_err));
        char *why_he = fmt("harness error: %s", *said ? said : "the runner wrote no report");
        f.cpu = 0, f.mem_kib = 0, f.killed = KILLED_NONE;
        put_record(rec, V_HE, R_HARNESS, why_he, &f, NULL, 0);
        return V_HE;
    }
    snprintf(path, sizeof path, "%s/out", dir);
    got = slurp(path);
    snprintf(path, sizeof path, "%s/err", dir);
    err = slurp(path);
    exp = strcmp(exp_path, "-") ? slurp(exp_path) : got; /* no expected output: not compared */
    wall = atof(kv_get(&meta, "wall"));
    killed = kv_get(&meta, "killed");
    f.out_bytes = (long long)got.n;
    f.err_bytes = (long long)err.n;
    k = text_first_diff_line(exp, got); /* 0: equal */
    f.output_equal = k == 0;
    f.expected_empty = exp.n == 0;
    f.stderr_ok = problem && diagnostic_ok(err, problem);
    if (opt.role && f.signal == 0 && (f.exit_status == 42 || f.exit_status == 43)) { /* the format's valid, invalid */
        f.output_equal = f.exit_status == 42, f.exit_status = 0, f.expected_empty = 1;
        if (!f.output_equal) {
            const char *what = opt.role == INPUT_VALIDATOR ? "input" : "answer";
            snprintf(checked, sizeof checked, "the %s validator rejects this %s%s%s", what, what, err.n ? ": " : "", err_line(err));
        }
    }
    if (vstatus >= 0) f.output_equal = 1, f.expected_empty = 1; /* interactive: the validator saw the output */
    v = decide(&f, &why);
    /* A package's validator is asked only when the output would be compared; an interactive one
     * when it ended first, or the program ended first with exit status 0 (else the program's
     * crash or limit, which came first, decides). */
    if (vstatus >= 0 ? validator_first || v == V_AC : check && *check && (why == R_DIFFERS || (why == R_NONE && v == V_AC))) {
        int said, wa_first = 0;
        if (vstatus >= 0) {
            said = validator_said(dir, vstatus, checked, sizeof checked);
            if (said < 0 && validator_sigpipe && !validator_first) { /* it wrote to a program that had quit */
                said = 0;
                snprintf(checked, sizeof checked, "the program ended while the validator was still talking to it");
            }
            wa_first = said == 0 && validator_first;
        } else if (!strcmp(check, "tokens")) {
            struct checker c;
            char bad[128];
            if (checker_flags(case_args(opt.cases, in), &c, bad, sizeof bad) != 0) /* as problemtools': a judge error */
                said = -1, snprintf(checked, sizeof checked, "judge error: the validator's arguments hold '%s'", bad);
            else
                said = checker_run(&c, exp, got, checked, sizeof checked);
        } else {
            said = validate(check, in, exp_path, dir, checked, sizeof checked);
        }
        if (said < 0) {
            put_record(rec, V_HE, R_HARNESS, checked, &f, &meta, 0);
            return V_HE;
        }
        f.output_equal = said;
        if (said) k = 0;
        v = decide(&f, &why);
        if (wa_first) v = V_WA, why = R_DIFFERS; /* its wrong answer came first: nothing after it counts */
    }
    *clear = v == V_TLE && tle_is_clear(killed, f.cpu, f.tl); /* before the CPU shown is set below */
    switch (why) {
    case R_NONE: case R_HARNESS: case R_COUNT: break;
    case R_WALL: snprintf(detail, sizeof detail, "killed after %.3f s of real time", wall); break;
    case R_IDLE: /* what it was waiting for: in a file's input nothing makes a program wait */
        snprintf(detail, sizeof detail, "killed after %.3f s of real time, idle: %.2f s of CPU, %s", wall, f.cpu,
                 vstatus < 0     ? "asleep or blocked (its input is a file: reading it never waits)"
                 : judge_waited ? "the judge was waiting for its move (did it flush?)"
                                : "waiting for the judge's answer");
        break;
    case R_CPU:
        if (f.killed == KILLED_CPU) f.cpu = f.tl * margin("JUDGE_TL_TO_TLE", TIME_LIMIT_TO_TLE); /* all that is known: it needed more */
        /* which limit it met first: a program both wrong and slow is TLE, as on any judge, and the
         * detail says its answer was wrong before its time ran out (on a faster machine: WA) */
        if (!(check && *check) && !opt.role && vstatus < 0 && !problem && exp.s != got.s && wrong_already(exp, got)) {
            explain_wa(exp, got, k, wa, sizeof wa);
            snprintf(detail, sizeof detail, "wrong before its time ran out: %s", wa);
        }
        break;
    case R_MEM: snprintf(detail, sizeof detail, "over %ld MiB", f.ml_mib); break;
    case R_PROCS:
        snprintf(detail, sizeof detail, "stopped at the cap of %s processes and threads", kv_get(&meta, "procs") ? kv_get(&meta, "procs") : "?");
        break;
    case R_OUTPUT: snprintf(detail, sizeof detail, "over %ld MiB of output", f.ol_mib); break;
    case R_SIGNAL: {
        const char *name = sigabbrev_np(f.signal);
        snprintf(detail, sizeof detail, "killed by SIG%s%s%s", name ? name : "?", err.n ? ": " : "", err.n ? err_line(err) : "");
        break;
    }
    case R_EXIT: snprintf(detail, sizeof detail, "exit status %d%s%s", f.exit_status, err.n ? ": " : "", err.n ? err_line(err) : ""); break;
    case R_NO_OUTPUT: snprintf(detail, sizeof detail, "no output"); break;
    case R_DIFFERS:
        if ((check && *check) || opt.role) snprintf(detail, sizeof detail, "%s", *checked ? checked : "the output validator said wrong answer");
        else explain_wa(exp, got, k, detail, sizeof detail);
        break;
    case R_BAD_EXIT0: snprintf(detail, sizeof detail, "exit status 0 on bad input, expected 1"); break;
    case R_BAD_EXIT: snprintf(detail, sizeof detail, "exit status %d on bad input, expected 1: %s", f.exit_status, err_line(err)); break;
    case R_BAD_ANSWERS:
        explain_wa(exp, got, k, wa, sizeof wa);
        snprintf(detail, sizeof detail, "answers before the bad input: %s", wa);
        break;
    case R_BAD_STDERR:
        snprintf(detail, sizeof detail, "stderr must be one line \"%s: line N: what is wrong\", found: %.80s", problem, err_line(err));
        break;
    }
    snprintf(detail, sizeof detail, "%s", printable(detail)); /* what the program wrote may not draw on the terminal */
    put_record(rec, v, why, detail, &f, &meta, k);
    if (vstatus >= 0) fprintf(rec, "referee=%.3f\n", kv_get(&meta, "owed") ? atof(kv_get(&meta, "owed")) : 0);
    return v;
}

int case_main(int argc, char **argv)
{
    const char *prog, *in, *exp, *dir, *problem, *tl, *ml, *ol, *env[] = {"ASAN_OPTIONS", "UBSAN_OPTIONS"};
    char path[4200], tmp[4200], stop_on[32] = "", why[600], hard[32];
    const char *check;
    int interactive, vstatus = -1;
    struct args a = {NULL, 0, 0};
    struct stat st;
    enum verdict v;
    FILE *f;
    int i, clear = 0;
    if (argc != 5 && argc != 6) usage();
    opt = case_options.tl ? case_options : options_from_env();
    if (opt.role) opt.check = NULL, opt.interactive = 0; /* its output is checked by nothing */
    check = opt.check, interactive = opt.interactive;
    if (interactive && (!check || !*check || !strcmp(check, "tokens"))) {
        fputs("case: JUDGE_INTERACTIVE=1 needs the validator's folder in JUDGE_CHECK\n", stderr);
        return 2;
    }
    prog = argv[1], in = argv[2], exp = argv[3], dir = argv[4], problem = argc == 6 && *argv[5] ? argv[5] : NULL;
    tl = opt.tl, ml = opt.ml, ol = opt.ol;
    /* the runner stops the program at the time-out margin past the limit (verdict.h), so that a
     * clear time-out is told from a narrow one */
    snprintf(hard, sizeof hard, "%g", atof(tl) * margin("JUDGE_TL_TO_TLE", TIME_LIMIT_TO_TLE));
    make_dirs(dir);
    snprintf(path, sizeof path, "%s/stop-on", prog);
    if ((f = fopen(path, "r")) != NULL) {
        if (fscanf(f, "%31s", stop_on) != 1) *stop_on = '\0';
        fclose(f);
    }
    snprintf(path, sizeof path, "%s/caught", prog);
    if (*stop_on && stat(path, &st) == 0) return 0;

    args_runner(&a, 1);
    /* one process with threads (judge/run/run.c); but under ASan, whose LeakSanitizer stops the
     * world from a process of its own, and in a language that starts processes (a shell's) */
    snprintf(path, sizeof path, "%s/processes", prog);
    if ((!getenv("ASAN_OPTIONS") || !*getenv("ASAN_OPTIONS")) && access(path, F_OK) != 0) args_add(&a, "-1");
    args_add(&a, "-t"), args_add(&a, hard), args_add(&a, "-m"), args_add(&a, ml), args_add(&a, "-f"), args_add(&a, ol);
    /* an answer validator reads the answer, and is given the input's path (shown read-only) */
    if (opt.role == ANSWER_VALIDATOR) args_add(&a, "-i"), args_add(&a, exp), args_add(&a, "-r"), args_add(&a, in);
    else args_add(&a, "-i"), args_add(&a, in);
    snprintf(path, sizeof path, "%s/out", dir), args_add(&a, "-o"), args_add(&a, path);
    snprintf(path, sizeof path, "%s/err", dir), args_add(&a, "-e"), args_add(&a, path);
    snprintf(path, sizeof path, "%s/box", prog);
    if (args_from_lines(&a, path) != 0) { fprintf(stderr, "case: cannot read %s\n", path); return 3; }
    for (i = 0; i < 2; i++)
        if (getenv(env[i]) && *getenv(env[i])) {
            snprintf(tmp, sizeof tmp, "%s=%s", env[i], getenv(env[i]));
            args_add(&a, "-E"), args_add(&a, tmp);
        }
    args_add(&a, "--");
    snprintf(path, sizeof path, "%s/cmd", prog);
    if (args_from_lines(&a, path) != 0) { fprintf(stderr, "case: cannot read %s\n", path); return 3; }
    if (opt.role == ANSWER_VALIDATOR) args_add(&a, in), exp = "-"; /* its output is compared with nothing */
    if (opt.role == INPUT_VALIDATOR) { /* its arguments for this case: PROGRAM_DIR/cases (pkg input-cases) */
        char *w, *save, *table = fmt("%s/cases", prog), *words = fmt("%s", access(table, R_OK) == 0 ? case_args(table, in) : "");
        for (w = strtok_r(words, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) args_add(&a, w);
    }
    snprintf(path, sizeof path, "%s/meta", dir);
    snprintf(tmp, sizeof tmp, "%s/run-err", dir);
    if (interactive) {
        if ((vstatus = interact(&a, check, in, exp, dir, why, sizeof why)) == -2) {
            fprintf(stderr, "case: %s\n", why);
            return 3;
        }
    } else {
        run_wait(a.v, NULL, path, tmp); /* a runner that failed wrote no whole report: HE, below */
    }

    /* The record appears whole or not at all: readers never see half of one. */
    snprintf(tmp, sizeof tmp, "%s/result.part", dir);
    snprintf(path, sizeof path, "%s/result", dir);
    if (!(f = fopen(tmp, "w"))) { fprintf(stderr, "case: cannot write %s\n", tmp); return 3; }
    v = write_record(dir, in, exp, problem, vstatus, f, &clear);
    if (fclose(f) != 0 || rename(tmp, path) != 0) { fprintf(stderr, "case: cannot write %s\n", path); return 3; }
    /* a time-out stops the variant's other cases only when it is clear (stopped at the margin
     * past the limit, or idle at the wall limit), as report.c's margin check asks */
    if (*stop_on && v == verdict_of(stop_on) && (v != V_TLE || clear)) {
        snprintf(path, sizeof path, "%s/caught", prog);
        if ((f = fopen(path, "w")) != NULL) fclose(f);
    }
    return 0;
}
