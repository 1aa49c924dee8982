/* verdict - the judge's decisions about programs, for judge.sh and findbug.sh.
 *
 *   verdict case --meta M --run-err E --exp EXP --got GOT --err ERR --tl S --ml MIB --ol MIB
 *                [--bad-input PROBLEM]
 *       The verdict of one run: M is the runner's meta file, E its stderr, GOT and ERR the
 *       program's stdout and stderr. Prints the case's result as key=value lines (judge/README.md,
 *       "Formats"): verdict, detail, cpu, time (as shown: ">1.00" when stopped), wall, mem_kib,
 *       diff_line (the first output line that differs from EXP, empty when none does).
 *   verdict tag FILE KEY        the value of FILE's `KEY:` tag (expect, allow, stress)
 *   verdict expect FILE         whether a variant or attempt met its tags: reads "CASE VERDICT"
 *                               lines (VERDICT SKIP: not run, --quick) and prints the report's
 *                               tail, "expects WA   AC 2  WA 2  -> caught (first WA: sample-1)";
 *                               exit 0 met, 1 not met, 3 when a case was HE
 *   verdict expect --first "V..." FILE
 *                               the same, by a problem package's rule instead of the tags: the
 *                               first verdict other than AC, in case order, is one of V... (the
 *                               folder's verdicts: RE MLE for run_time_error); for AC, every case
 *                               is AC
 *   verdict list                every verdict and its meaning
 * Exit status 2 on a usage error.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kv.h"
#include "verdict.h"

enum { TAG_LINES = 60, SHOWN = 70 };

static void usage(void)
{
    fputs("usage: verdict case --meta M --run-err E --exp EXP --got GOT --err ERR --tl S --ml MIB --ol MIB [--bad-input P]\n"
          "       verdict tag FILE KEY | expect [--first \"V...\"] FILE | list\n", stderr);
    exit(2);
}

/* --- files ---------------------------------------------------------------------------------- */

struct text { char *s; size_t n; };

static struct text slurp(const char *path)
{
    struct text t = {NULL, 0};
    size_t cap = 0, got;
    FILE *f = path ? fopen(path, "rb") : NULL;
    if (!f) {
        t.s = calloc(1, 1);
        return t;
    }
    do {
        if (t.n + 65536 > cap && !(t.s = realloc(t.s, cap = 2 * cap + 65536))) { fputs("verdict: out of memory\n", stderr); exit(2); }
        got = fread(t.s + t.n, 1, cap - t.n - 1, f);
        t.n += got;
    } while (got > 0);
    fclose(f);
    t.s[t.n] = '\0';
    return t;
}

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

/* The first line where got differs from exp (a missing line differs), 0 when they are equal. */
static long first_diff_line(struct text exp, struct text got)
{
    size_t i = 0;
    long line = 1;
    while (i < exp.n && i < got.n && exp.s[i] == got.s[i]) {
        if (exp.s[i] == '\n') line++;
        i++;
    }
    if (i == exp.n && i == got.n) return 0;
    return line;
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
    struct text r;
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
    struct text r;
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

/* --- verdict case ----------------------------------------------------------------------------- */

static int judge_case(int argc, char **argv)
{
    const char *meta_path = NULL, *run_err = NULL, *exp_path = NULL, *got_path = NULL, *err_path = NULL, *problem = NULL;
    const char *keys[] = {"exit", "signal", "cpu", "wall", "mem_kib", "killed"}, *killed;
    struct run_facts f;
    struct kv_file meta;
    struct text exp, got, err;
    enum reason why;
    enum verdict v;
    char detail[1024] = "", wa[900];
    double wall;
    long k;
    int i;
    memset(&f, 0, sizeof f);
    f.tl = -1, f.ol_mib = -1, f.ml_mib = -1;
    for (i = 2; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--meta")) meta_path = argv[i + 1];
        else if (!strcmp(argv[i], "--run-err")) run_err = argv[i + 1];
        else if (!strcmp(argv[i], "--exp")) exp_path = argv[i + 1];
        else if (!strcmp(argv[i], "--got")) got_path = argv[i + 1];
        else if (!strcmp(argv[i], "--err")) err_path = argv[i + 1];
        else if (!strcmp(argv[i], "--tl")) f.tl = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "--ml")) f.ml_mib = atol(argv[i + 1]);
        else if (!strcmp(argv[i], "--ol")) f.ol_mib = atol(argv[i + 1]);
        else if (!strcmp(argv[i], "--bad-input")) problem = argv[i + 1], f.bad_input = 1;
        else usage();
    }
    if (i != argc || !meta_path || !exp_path || !got_path || !err_path || f.tl <= 0 || f.ml_mib < 0 || f.ol_mib < 0) usage();
    /* The runner failed (its own message is on its stderr) or wrote no whole report: nothing is
     * known about the program. */
    if (kv_read(meta_path, &meta) != 0) meta.n = 0;
    for (i = 0; i < 6; i++)
        if (!kv_get(&meta, keys[i]) || !*kv_get(&meta, keys[i])) {
            const char *said = err_line(slurp(run_err));
            printf("verdict=HE\nreason=harness\ndetail=harness error: %s\ncpu=0\ntime=0.00\nwall=0\nmem_kib=0\n"
                   "exit=\nsignal=\nkilled=\nprocs=\ntl=%g\nml=%ld\nol=%ld\ndiff_line=\n",
                   *said ? said : "the runner wrote no report", f.tl, f.ml_mib, f.ol_mib);
            return 0;
        }
    exp = slurp(exp_path), got = slurp(got_path), err = slurp(err_path);
    f.exit_status = atoi(kv_get(&meta, "exit"));
    f.signal = atoi(kv_get(&meta, "signal"));
    f.cpu = atof(kv_get(&meta, "cpu"));
    wall = atof(kv_get(&meta, "wall"));
    f.mem_kib = atol(kv_get(&meta, "mem_kib"));
    killed = kv_get(&meta, "killed");
    f.killed = !strcmp(killed, "cpu") ? KILLED_CPU : !strcmp(killed, "wall") ? KILLED_WALL : !strcmp(killed, "mem") ? KILLED_MEM
             : !strcmp(killed, "procs") ? KILLED_PROCS : KILLED_NONE;
    f.out_bytes = (long long)got.n;
    k = first_diff_line(exp, got); /* 0: equal */
    f.output_equal = k == 0;
    f.expected_empty = exp.n == 0;
    f.stderr_ok = problem && diagnostic_ok(err, problem);
    v = decide(&f, &why);
    switch (why) {
    case R_NONE: case R_HARNESS: case R_COUNT: break;
    case R_WALL: snprintf(detail, sizeof detail, "killed after %.3f s of real time", wall); break;
    case R_CPU: if (f.killed == KILLED_CPU) f.cpu = f.tl; break; /* all that is known: it needed more */
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
    case R_DIFFERS: explain_wa(exp, got, k, detail, sizeof detail); break;
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
    for (i = 0; detail[i]; i++) /* what the program wrote may not draw on the terminal (ESC, CR) */
        if ((unsigned char)detail[i] < 0x20 || detail[i] == 0x7f) detail[i] = '?';
    printf("verdict=%s\nreason=%s\ndetail=%s\ncpu=%.3f\ntime=%s%.2f\nwall=%.3f\nmem_kib=%ld\n"
           "exit=%d\nsignal=%d\nkilled=%s\nprocs=%s\ntl=%g\nml=%ld\nol=%ld\ndiff_line=",
           verdict_name[v], reason_word[why], detail, f.cpu, f.killed == KILLED_CPU ? ">" : "", f.cpu, wall, f.mem_kib,
           f.exit_status, f.signal, killed, kv_get(&meta, "procs") ? kv_get(&meta, "procs") : "", f.tl, f.ml_mib, f.ol_mib);
    if (k) printf("%ld", k);
    putchar('\n');
    return 0;
}

/* --- tags --------------------------------------------------------------------------------------- */

/* The value of FILE's tag KEY: a line among the first TAG_LINES that is, after any comment
 * leaders (spaces, / * #), "KEY:" and the value; the value ends at the line's end or a "* /". */
static int tag(const char *path, const char *key, char *value, size_t size)
{
    char line[1024];
    int n = 0;
    size_t klen = strlen(key);
    FILE *f = fopen(path, "r");
    if (!f) { fprintf(stderr, "verdict: cannot read %s\n", path); exit(2); }
    while (n++ < TAG_LINES && fgets(line, sizeof line, f)) {
        char *p = line + strspn(line, " \t/*#"), *end;
        if (strncmp(p, key, klen) != 0 || p[klen] != ':') continue;
        p = kv_trim(p + klen + 1);
        if ((end = strstr(p, "*/")) != NULL) *end = '\0';
        snprintf(value, size, "%s", kv_trim(p));
        fclose(f);
        return 1;
    }
    fclose(f);
    return 0;
}

/* Whether a program met its tags: every verdict in allow (default: AC and expect), expect seen.
 * With a package folder's verdicts (first != NULL): the first verdict but AC is one of them. */
static int expect(const char *path, const char *first_list)
{
    char want[64], allow_list[256], name[256], got[32], first[256] = "", bad[700] = "", line[1024];
    int count[V_COUNT] = {0}, allowed[V_COUNT] = {0}, skipped = 0, he = 0, v, e, decided = 0;
    char *w;
    if (first_list) { /* the folder's verdicts allowed; the first one is what it is named for */
        char head[32] = "";
        snprintf(allow_list, sizeof allow_list, "%s", first_list);
        snprintf(want, sizeof want, "%s", first_list);
        e = sscanf(first_list, "%31s", head) == 1 ? verdict_of(head) : V_COUNT;
    } else if (!tag(path, "expect", want, sizeof want) || (e = verdict_of(want)) == V_COUNT) {
        fprintf(stderr, "verdict: %s has no 'expect: VERDICT' line in its first %d lines\n", path, TAG_LINES);
        return 2;
    } else if (!tag(path, "allow", allow_list, sizeof allow_list)) {
        snprintf(allow_list, sizeof allow_list, "AC %s", want);
    }
    for (w = strtok(allow_list, " \t"); w; w = strtok(NULL, " \t")) {
        if ((v = verdict_of(w)) == V_COUNT) { fprintf(stderr, "verdict: %s: '%s' is no verdict\n", path, w); return 2; }
        allowed[v] = 1;
    }
    if (e == V_COUNT) { fprintf(stderr, "verdict: no verdict in '%s'\n", want); return 2; }
    allowed[e] = allowed[V_AC] = 1;
    while (fgets(line, sizeof line, stdin)) {
        int fields = sscanf(line, "%255s %31s", name, got);
        const char *rest = line;
        if (fields != 2) continue;
        if (!strcmp(got, "SKIP")) { skipped++; continue; }
        if ((v = verdict_of(got)) == V_COUNT) { fprintf(stderr, "verdict: expect: no verdict '%s'\n", got); return 2; }
        count[v]++, he += v == V_HE;
        rest = strstr(line, got) + strlen(got);
        if (first_list && v != V_AC && !decided++) { /* a package: only the first verdict but AC counts */
            if (allowed[v]) snprintf(first, sizeof first, "%s", name);
            else snprintf(bad, sizeof bad, "%s on %s, the first case that is not AC%s", got, name, kv_trim((char *)rest));
            continue;
        }
        if (first_list) continue;
        if (v == e && !*first) snprintf(first, sizeof first, "%s", name);
        if (!allowed[v] && !*bad) snprintf(bad, sizeof bad, "%s on %s%s", got, name, kv_trim((char *)rest));
    }
    if (first_list && e == V_AC && !decided) snprintf(first, sizeof first, "every case");
    printf("expects %-4s%s", want, strlen(want) > 4 ? "  " : " ");
    for (v = 0; v < V_COUNT; v++)
        if (count[v]) printf("%s %d  ", verdict_name[v], count[v]);
    if (*bad) {
        printf("-> FAILED: %s is not allowed\n", bad);
        return he ? 3 : 1;
    }
    if (!*first) {
        printf("-> FAILED: never %s: our tests do not catch this variant\n", want);
        return he ? 3 : 1;
    }
    if (e == V_AC) printf("-> as expected");
    else printf("-> caught (first %s: %s)", want, first);
    if (skipped) printf("; %d skipped after that", skipped);
    putchar('\n');
    return he ? 3 : 0;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && !strcmp(argv[1], "case")) return judge_case(argc, argv);
    if (argc == 4 && !strcmp(argv[1], "tag")) {
        char value[512];
        if (tag(argv[2], argv[3], value, sizeof value)) puts(value);
        return 0;
    }
    if (argc == 3 && !strcmp(argv[1], "expect")) return expect(argv[2], NULL);
    if (argc == 5 && !strcmp(argv[1], "expect") && !strcmp(argv[2], "--first")) return expect(argv[4], argv[3]);
    if (argc == 2 && !strcmp(argv[1], "list")) {
        int v;
        for (v = 0; v < V_COUNT; v++) printf("%s\t%s\n", verdict_name[v], verdict_meaning[v]);
        return 0;
    }
    usage();
    return 2;
}
