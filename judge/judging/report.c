/* report - make judge's report once the runs are done (judge/judging/judge.sh queues them): a
 * program's case lines, the diagnosis of each failed case, the summary line, a variant's line,
 * and the total. Every fact comes from the runs' records (OUT_DIR/result, judge/lib/kv.h); no
 * verdict is worked out again here.
 *
 *   report COMMON solution --problem P --conf PROBLEM_CONF --tl S --verbose 0|1 [--own 1]
 *   report COMMON variant --id ID --src FILE [--first "V..."] [--lang L] [--verbose 0|1]
 *   report COMMON skipped --src PATH --why TEXT [--first "V..."]
 *   report COMMON rules --id ID --src PATH --rules FILE [--lang L] [--verbose 0|1]
 *   report COMMON begin --problem P [--format V]
 *   report COMMON row --id ID --src NAME --tl S [--lang L] [--entry FILE --many 0|1] [--why TEXT] [--search 0|1]
 *   report COMMON budget --seconds S
 *   report COMMON progress --runs N
 *   report COMMON class --problem P --conf PROBLEM_CONF --seconds S
 *   report COMMON total
 * COMMON is --work W --root R --build B --case RUNNER: W the judge's scratch folder, where
 * W/cases holds the cases (`table --recipe` lines: name|kind|in|out|...), W/prog/ID a program
 * as judge/judging/lang.c builds it (build.result: the build's record), and W/res/ID/I the
 * record of its run on case
 * I (0-based; no record: not run). RUNNER judges one
 * program on one case (PROGRAM_DIR IN EXP OUT_DIR). The limits are in JUDGE_TL, JUDGE_ML,
 * JUDGE_OL, as the runner reads them.
 *
 * With --first (a problem package's submission, judge/judging/pkg.sh) a variant's line names it
 * by its PATH in the package, and a compile error meets a folder that expects CE; skipped is a
 * submission that was not judged (its language is not installed: SKIPPED, not counted).
 * rules is a submission of a 2025-09 package: every rule of FILE (`pkg rules` lines,
 * NAME|SCOPE|PERMITTED|REQUIRED|BOUND|MESSAGE) checked on every case it covers, in the format's
 * verdicts (format_verdict, verdict.h); its line says which held, or which failed and on which case.
 *
 * JSON: begin starts a problem (with --format, the package's format version: "format_version");
 * solution, variant, rules and skipped each add their submission to
 * W/json; total writes them to the file JUDGE_JSON names, when set: {"problem": P,
 * "submissions": [{"path", "language", "verdict" (the first verdict that is not AC, in case
 * order; AC; CE or HE for a build; SKIPPED), "expected": [...], "reason" (that case's detail),
 * "cases": [{"name", "verdict", "cpu", "wall", "mem_kib"}], and for rules "rules": [{"rule",
 * "cases", "permitted", "required", "message", "held", "why"}]}]}; for several problems, a list of
 * those (README.md, "A report for scripts").
 *
 * A class (judge.sh --class: a folder of submissions, judged side by side): row prints a
 * submission's line of the scoreboard (the header line before the first) and keeps it for class
 * (SKIPPED with --why); with --search 1, a wrong or slow one of a single file is kept for make
 * stress's search (W/search), which budget announces and judge.sh runs; class then reports each
 * search's counterexample, the groups of submissions that share one, and writes each row's JSON
 * entry, with its "counterexample" ({"group", "verdict", "inside_judge_limits", "limits",
 * "input", "expected", "found", "explanation", "claims", "svg"}) or what the "search" found.
 *
 * solution, variant and row append their counts to W/counts, one line "passed failed harness
 * skipped" each; total prints the "(--quick: ...)" line and "N passed, M failed" from them and
 * exits 0 (every expectation met), 1 (some verdict not as expected) or 3 (a harness error).
 * Exit status 2: usage or configuration error.
 *
 * The diagnosis of a failed case: output line k answers item k (a game, a graph, ...) of the
 * input, and the problem's item tool (build/testdata/<p>/tools/items) knows where each item is.
 * The first output line that differs (the record's diff_line) names the item the program got
 * wrong (or, after a run that stopped, the item it had not answered yet). That item is written
 * alone, with its expected answer, to build/judge/failed/<p>/<case>-<k>.in/.out, shown when
 * short, and judged alone. When it passes alone, the failure is elsewhere: a later item whose
 * answer was lost when the run stopped, or several items together (a program that keeps state
 * between items, a time limit exceeded by their total). `shrink --narrow` then finds the fewest
 * items that still fail (delta debugging, as make stress narrows; at most NARROW_SECONDS), and
 * those are written, shown and judged instead, as <case>-<items>.in/.out. A time-out or
 * memory-out is not narrowed (each try can cost a time limit): the report says what is known.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "files.h"
#include "fails.h" /* shrink_run */
#include "glob.h"
#include "kv.h"
#include "runner.h"
#include "show.h"
#include "text.h"
#include "verdict.h"

/* make stress's test "does the program still fail on FILE?" (build/judge/fails, judge/stress/fails.c),
 * which the narrowing runs, and the prefix of the variables it reads (PROGRAM, ORACLE, PROBLEM). */
enum { NARROW_SECONDS = 20, SHOWN_BYTES = 400 };
static const char *const indent = "       ";

static const char *work, *root, *build, *case_runner;

/* --- files -------------------------------------------------------------------------------------- */

static long lines_of(struct text t)
{
    long n = 0;
    size_t i;
    for (i = 0; i < t.n; i++) n += t.s[i] == '\n';
    return n;
}

/* The file's first line, without its newline. */
static char *first_line(const char *path)
{
    struct text t = slurp(path);
    t.s[strcspn(t.s, "\n")] = '\0';
    return t.s;
}

/* The file without its final newlines, as the shell's $(cat FILE) has it. */
static char *chomped(const char *path)
{
    struct text t = slurp(path);
    while (t.n > 0 && t.s[t.n - 1] == '\n') t.s[--t.n] = '\0';
    return t.s;
}

/* path from the top of the repository, for the report. */
static const char *from_root(const char *path)
{
    size_t n = strlen(root);
    return strncmp(path, root, n) == 0 && path[n] == '/' ? path + n + 1 : path;
}

/* --- commands ------------------------------------------------------------------------------------ */

/* Why program id did not build, as the report shows it: its build's record (build.result,
 * judge/judging/lang.c) says CE or HE and the line to show. NULL when it built. A build that left
 * no record (lang stopped before it could write one) is that program's harness error, and the
 * report goes on with the others. */
static char *build_failure(const char *id)
{
    struct kv_file b;
    const char *verdict;
    if (kv_read(fmt("%s/prog/%s/build.result", work, id), &b) != 0) return fmt("HE harness error: its build left no record");
    verdict = kv_get(&b, "verdict");
    if (!verdict || !*verdict) return NULL;
    return fmt("%s %s", verdict, kv_get(&b, "detail") ? kv_get(&b, "detail") : "");
}

/* --- the cases and their records ------------------------------------------------------------- */

struct case_ { char *name, *kind, *in, *exp; };
static struct case_ *cases;
static int n_cases;

static void load_cases(void)
{
    char *line = NULL, *path = fmt("%s/cases", work);
    size_t cap = 0;
    FILE *f = fopen(path, "r");
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
static struct kv_file *record(const char *id, int i)
{
    static struct kv_file r;
    return kv_read(fmt("%s/res/%s/%d/result", work, id, i), &r) == 0 ? &r : NULL;
}

static const char *get(const struct kv_file *r, const char *key)
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
static struct kv_file *judge_alone(const char *id, const char *in, const char *exp)
{
    char *prog = fmt("%s/prog/%s", work, id), *out = fmt("%s/alone", work);
    char *argv[] = {(char *)case_runner, prog, (char *)in, (char *)exp, out, NULL};
    static struct kv_file r;
    run_wait(argv, NULL, NULL, NULL);
    if (kv_read(fmt("%s/result", out), &r) != 0) die(3, "the case runner wrote no record in %s", out);
    return &r;
}

static void append_counts(int passed, int failed, int harness, int skipped)
{
    char *path = fmt("%s/counts", work);
    FILE *f = fopen(path, "a");
    if (!f || fprintf(f, "%d %d %d %d\n", passed, failed, harness, skipped) < 0 || fclose(f) != 0) die(3, "cannot write %s", path);
}

/* --- the item a case fails on ----------------------------------------------------------------- */

static const char *problem, *noun;
static char *items_tool, *items_file;

/* "line 3" or "lines 3-4": where item k of the input split into items_file is. */
static char *item_lines(const char *k)
{
    FILE *f = fopen(items_file, "r");
    long item, first, last, want = atol(k);
    char *found = fmt("%s", "");
    while (f && fscanf(f, "%ld %ld %ld %*[^\n]", &item, &first, &last) == 3)
        if (item == want) found = first == last ? fmt("line %ld", first) : fmt("lines %ld-%ld", first, last);
    if (f) fclose(f);
    return found;
}

/* The number of items of the input in path (its items split, counted). */
static long count_items(const char *in, const char *out)
{
    char *argv[] = {items_tool, "split", NULL};
    run_wait(argv, in, out, NULL);
    return lines_of(slurp(out));
}

/* Line k of the file at path, as it is (with its newline; a last line may have none). */
static void write_line(const char *path, long k, const char *to)
{
    struct text t = slurp(path);
    size_t start = 0, end;
    for (; k > 1 && start < t.n; k--) start += strcspn(t.s + start, "\n") + 1;
    if (start > t.n) start = t.n;
    end = start + strcspn(t.s + start, "\n");
    write_file(to, "wb", t.s + start, end + (end < t.n) - start);
}

/* Case c of program id failed with verdict was, k being its first differing output line: name
 * the item, write it alone, judge it alone; narrow when it passes alone. */
static void diagnose(const char *id, const struct case_ *c, const char *k, const char *was)
{
    char *dir = fmt("%s/judge/failed/%s", build, problem), *base, *in, *out, *what, *picked, *stopped;
    const char *alone;
    char *items_err = fmt("%s/items-err", work), *split[] = {items_tool, "split", NULL};
    char *pick[] = {items_tool, "pick", (char *)k, NULL};
    struct kv_file *rec, narrowed;
    long total, n;
    if (access(items_tool, X_OK) != 0 || !*k) return;
    if (run_wait(split, c->in, items_file, items_err) != 0) {
        printf("%s(could not split the input into items: %s)\n", indent, first_line(items_err));
        return;
    }
    if (!noun) die(2, "the problem's problem.conf has no noun (what one input item is)");
    total = lines_of(slurp(items_file));
    if (atol(k) > total) {
        printf("%soutput goes on after the answer to the last %s (%ld)\n", indent, noun, total);
        return;
    }
    base = fmt("%s/%s-%s", dir, c->name, k), in = fmt("%s.in", base), out = fmt("%s.out", base);
    make_dirs(dir);
    if (run_wait(pick, c->in, in, NULL) != 0) die(3, "%s pick %s failed on %s", items_tool, k, c->in);
    write_line(c->exp, atol(k), out);
    rec = judge_alone(id, in, out);
    alone = fmt("%s", get(rec, "verdict"));
    what = fmt("%s %s of %ld (input %s)", noun, k, total, item_lines(k));
    /* A run that was stopped or crashed loses what it had not flushed: its output only says that
     * the item after the last answer had not been answered, so that item is judged alone to tell. */
    if (strcmp(was, "WA") != 0) what = fmt("the output stops before %s, which", what);
    if (strcmp(alone, "AC") != 0) {
        printf("%s%s is %s alone%s: %s\n", indent, what, alone, strcmp(alone, was) == 0 ? " too" : "", from_root(in));
    } else if (!strcmp(was, "TLE") || !strcmp(was, "MLE")) {
        /* Narrowing a time-out costs up to a time limit per try, and the limit is for the whole input. */
        printf("%s%s passes alone (%s s)\n%sthe limit holds for the whole input: its %ld %ss together exceed it, "
               "and no single %s is known to\n", indent, what, get(rec, "time"), indent, total, noun, noun);
        unlink(in), unlink(out);
        return;
    } else {
        char *scratch = fmt("%s/narrow.XXXXXX", work), *result = fmt("%s/narrowed", work), *err = fmt("%s/narrow-err", work);
        char *narrowed_in = fmt("%s/narrowed.in", work), *narrowed_exp = fmt("%s/narrowed.in.exp", work);
        struct test t = {problem, fmt("%s/prog/%s", work, id), fmt("%s/testdata/%s/tools", build, problem), "", 0};
        struct shrink_job job = {c->in, narrowed_in, scratch, "", c->exp, 1, 0, 0, 0, (long)time(NULL) + NARROW_SECONDS};
        unlink(in), unlink(out);
        if (!mkdtemp(scratch)) die(3, "cannot make %s", scratch);
        if (shrink_run(&t, &job, result, err) != 0) {
            printf("%s%s passes alone; narrowing failed: %s\n", indent, what, first_line(err));
            return;
        }
        if (kv_read(result, &narrowed) != 0) die(3, "cannot read %s", result);
        picked = fmt("%s", get(&narrowed, "picked")), stopped = fmt("%s", get(&narrowed, "stopped"));
        base = fmt("%s/%s-%s", dir, c->name, picked), in = fmt("%s.in", base), out = fmt("%s.out", base);
        copy_file(narrowed_in, in);
        copy_file(access(narrowed_exp, F_OK) == 0 ? narrowed_exp : c->exp, out);
        alone = fmt("%s", get(judge_alone(id, in, out), "verdict"));
        n = count_items(in, fmt("%s/items-narrowed", work));
        if (!strcmp(alone, "AC")) alone = "AC when judged again (a program that does not always do the same?)";
        if (n == 1) {
            printf("%s%s passes alone; %s %s (input %s) is %s alone: %s\n", indent, what, noun, picked, item_lines(picked), alone,
                   from_root(in));
        } else {
            printf("%s%s passes alone; the fewest %ss that still fail: %s of %ld (%s), %s together: %s\n", indent, what, noun, picked,
                   total, n < total ? fmt("%ld %ss", n, noun) : "all of them", alone, from_root(in));
            if (*stopped) printf("%s(narrowing stopped after %d s: fewer %ss may fail)\n", indent, NARROW_SECONDS, noun);
            else if (n == total)
                printf("%sno smaller selection of its %ss fails: the failure needs all of them, or this input's own layout "
                       "(its spacing, its end)\n", indent, noun);
            else if (!strcmp(alone, "TLE"))
                printf("%seach passes alone, and leaving out any one passes: the time limit is exceeded by their total time\n", indent);
            else
                printf("%seach passes alone, and leaving out any one passes: the program keeps something from one %s to the next\n",
                       indent, noun);
        }
    }
    if (slurp(in).n <= SHOWN_BYTES) {
        show_file(in, indent);
        if (lines_of(slurp(out)) <= 1) printf("%sexpected: %s\n", indent, chomped(out));
        else printf("%sexpected:\n", indent), show_file(out, indent);
    }
}

/* --- JSON ----------------------------------------------------------------------------------------- */

static const char *lang_name = "";

/* s as a JSON string. */
static void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
        else if (c < 0x20) fprintf(f, "\\u%04x", c);
        else fputc(c, f);
    }
    fputc('"', f);
}

/* Program id's submission (path, its expected verdicts, words) as one line of W/json: its verdict
 * and reason from its build's record or its first case that is not AC. */
static void json_submission(const char *id, const char *path, const char *expected, const char *skipped_why, const char *extra)
{
    char *file = fmt("%s/json", work), *copy = fmt("%s", expected ? expected : ""), *w, *save;
    const char *verdict = "AC", *reason = "";
    struct kv_file b;
    FILE *f = fopen(file, "a");
    int i, first = 1;
    if (!f) die(3, "cannot write %s", file);
    if (skipped_why) verdict = "SKIPPED", reason = skipped_why;
    else if (kv_read(fmt("%s/prog/%s/build.result", work, id), &b) == 0 && *get(&b, "verdict"))
        verdict = fmt("%s", get(&b, "verdict")), reason = fmt("%s", get(&b, "detail"));
    else
        for (i = 0; i < n_cases; i++) {
            struct kv_file *r = record(id, i);
            if (r && strcmp(get(r, "verdict"), "AC") != 0) {
                verdict = fmt("%s", get(r, "verdict")), reason = fmt("%s", get(r, "detail"));
                break;
            }
        }
    fputs("S\t{\"path\": ", f), json_str(f, path), fputs(", \"language\": ", f), json_str(f, lang_name);
    fputs(", \"verdict\": ", f), json_str(f, verdict), fputs(", \"expected\": [", f);
    for (w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) { /* each once: expect: then allow: */
        char *seen = strstr(expected, w);
        if (seen && seen < expected + (w - copy)) {
            size_t n = strlen(w);
            if ((seen == expected || seen[-1] == ' ' || seen[-1] == '\t') && (seen[n] == ' ' || seen[n] == '\t' || !seen[n])) continue;
        }
        fputs(first ? "" : ", ", f), json_str(f, w), first = 0;
    }
    fputs("], \"reason\": ", f), json_str(f, reason), fputs(", \"cases\": [", f);
    for (i = 0, first = 1; !skipped_why && i < n_cases; i++) {
        struct kv_file *r = record(id, i);
        if (!r) continue;
        fputs(first ? "" : ", ", f), first = 0;
        fputs("{\"name\": ", f), json_str(f, cases[i].name), fputs(", \"verdict\": ", f), json_str(f, get(r, "verdict"));
        fprintf(f, ", \"cpu\": %s, \"wall\": %s, \"mem_kib\": %s}", get(r, "cpu"), get(r, "wall"), get(r, "mem_kib"));
    }
    fprintf(f, "]%s}\n", extra ? extra : "");
    if (fclose(f) != 0) die(3, "cannot write %s", file);
}

/* W/json as the file JUDGE_JSON names: one problem's object, or a list of them. */
static void json_write(void)
{
    const char *to = getenv("JUDGE_JSON");
    char *line = NULL;
    size_t cap = 0;
    int problems = 0, subs = 0;
    FILE *in, *out;
    if (!to || !*to) return;
    if ((in = fopen(fmt("%s/json", work), "r")) != NULL) {
        while (getline(&line, &cap, in) > 0) problems += line[0] == 'P';
        rewind(in);
    }
    if (!(out = fopen(to, "w"))) die(3, "cannot write %s", to);
    if (problems > 1) fputs("[", out);
    problems = 0;
    while (in && getline(&line, &cap, in) > 0) {
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == 'P') {
            fputs(problems++ ? "]},\n" : "", out);
            char *format = strchr(line + 2, '\t');
            if (format) *format++ = '\0';
            fputs("{\"problem\": ", out), json_str(out, line + 2);
            if (format) fputs(", \"format_version\": ", out), json_str(out, format);
            fputs(", \"submissions\": [\n", out), subs = 0;
        } else {
            fprintf(out, "%s  %s", subs++ ? ",\n" : "", line + 2);
        }
    }
    fputs(problems ? "\n]}" : "{}", out);
    fputs(problems > 1 ? "]\n" : "\n", out);
    if (in) fclose(in);
    if (fclose(out) != 0) die(3, "cannot write %s", to);
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
        while (fgets(line, sizeof line, f) && n++ < STORY) printf("      %s%s", line, strchr(line, '\n') ? "" : "\n");
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
    double ac = margin("JUDGE_AC_TO_TIME_LIMIT", AC_TO_TIME_LIMIT), to_tle = margin("JUDGE_TL_TO_TLE", TIME_LIMIT_TO_TLE);
    double slowest = -1, slowest_tl = 0, worst = 0;
    int i, clear = 0, narrow = -1, over = -1;
    for (i = 0; i < n_cases; i++) {
        struct kv_file *r = record(id, i);
        const char *v;
        double cpu, tl;
        if (!r) continue;
        v = get(r, "verdict"), cpu = atof(get(r, "cpu")), tl = atof(get(r, "tl"));
        if (!strcmp(v, "HE")) continue;
        if (!strcmp(v, "TLE")) {
            if (tle_is_clear(get(r, "killed"), cpu, tl)) clear++;
            else if (cpu > slowest) slowest = cpu, slowest_tl = tl, narrow = i;
        } else if (!tle_ok && cpu > tl / ac && cpu / tl > worst) {
            worst = cpu / tl, over = i;
        }
        if (first_only && strcmp(v, "AC") != 0) break;
    }
    if (over >= 0) { /* the run furthest past the margin */
        struct kv_file *r = record(id, over);
        return fmt("%s on %s with %.2f s of %g s, under the margin: at most %g s, so that a slower machine says the same", get(r, "verdict"),
                   cases[over].name, atof(get(r, "cpu")), atof(get(r, "tl")), atof(get(r, "tl")) / ac);
    }
    if (named_tle && !clear && narrow >= 0)
        return fmt("TLE on %s with %.2f s of %g s at most, under the margin: no case runs to %g s, so a faster machine may say AC",
                   cases[narrow].name, slowest, slowest_tl, slowest_tl * to_tle);
    return NULL;
}

/* The solution's lines: a line per case (every case with -v, else those not AC), the diagnosis
 * of each failed valid case, the summary. */
static void report_solution(const char *tl, int verbose, const char *src, int own)
{
    json_submission("solution", src, "AC", NULL, NULL);
    char *ce = build_failure("solution"), shown[32], slow_cpu[32] = "0.000", *miss;
    const char *slow_name = "-";
    long peak = 0;
    int i, n = 0, ac = 0, he = 0, skipped = 0;
    if (ce) {
        printf("  %s\n  %s: CE\n", ce, problem);
        append_counts(0, 1, !strncmp(ce, "HE ", 3), 0);
        return;
    }
    for (i = 0; i < n_cases; i++) {
        struct kv_file *r = record("solution", i);
        const char *verdict, *detail;
        long mem;
        if (!r) { skipped++; continue; }
        n++;
        verdict = get(r, "verdict"), detail = get(r, "detail"), mem = atol(get(r, "mem_kib"));
        if (verbose || strcmp(verdict, "AC") != 0) {
            /* long double: rounded as bash's printf rounded them */
            mib(shown, sizeof shown, mem);
            printf("  %-4s %-34s %6s s cpu %s %7s MiB", verdict, cases[i].name, get(r, "time"), wall_shown(r), shown);
            if (*detail) printf("   %s", detail);
            putchar('\n');
            if (strcmp(verdict, "AC") != 0) validator_story(fmt("%s/res/solution/%d/feedback/judgemessage.txt", work, i));
        }
        ac += !strcmp(verdict, "AC"), he += !strcmp(verdict, "HE");
        if (strtold(get(r, "cpu"), NULL) > strtold(slow_cpu, NULL))
            snprintf(slow_cpu, sizeof slow_cpu, "%s", get(r, "cpu")), slow_name = cases[i].name;
        if (mem > peak) peak = mem;
        if (strcmp(verdict, "AC") != 0 && strcmp(verdict, "HE") != 0 && !strcmp(cases[i].kind, "valid"))
            diagnose("solution", &cases[i], get(r, "diff_line"), verdict);
    }
    mib(shown, sizeof shown, peak);
    printf("  %s: %d/%d AC, slowest %.2Lf s of %s s (%s), peak %s MiB", problem, ac, n, strtold(slow_cpu, NULL), tl, slow_name, shown);
    if (skipped > 0) printf("; %d bad-input cases skipped (real judges never send bad input)", skipped);
    /* ours must hold by the margin; yours is told when it does not (a slower judge may say TLE) */
    if ((miss = margin_missed("solution", 0, 0, 0)) != NULL) printf(own ? "\n  note: %s" : "\n  -> FAILED: %s", miss);
    putchar('\n');
    if (miss && !own && ac > 0) ac--;
    append_counts(ac, n - ac, he, 0);
}

/* A variant's line: it passes when its tags are met (`verdict expect`, judge/judging/verdict.c). */
static void report_variant(const char *id, const char *src, const char *first, int verbose)
{
    char *ce = build_failure(id), *verdict = fmt("%s/judge/verdict", build);
    char *lines = fmt("%s/verdicts-%s", work, id), *said = fmt("%s/expect-%s", work, id);
    const char *name = strrchr(src, '/') ? strrchr(src, '/') + 1 : src;
    char *allowed = NULL, *miss, *tail, *line;
    int i, status, skipped = 0;
    FILE *f;
    if (first) {
        json_submission(id, src, first, NULL, NULL);
        printf("  %-50s ", src);
        if (ce) { /* a compile error: as expected only in a folder that expects one */
            int met = !strncmp(first, "CE", 2) && !strncmp(ce, "CE ", 3); /* a harness error is never a compile error */
            char *shown = fmt("%s", first), *c;
            for (c = shown; (c = strchr(c, ' ')) != NULL;) *c = '/'; /* as verdict expect shows it: WA/NO */
            printf("expects %-4s  %s%s\n", shown, ce, met ? "  -> as expected" : "  -> FAILED");
            append_counts(met, !met, !strncmp(ce, "HE ", 3), 0);
            return;
        }
    } else {
        char *copy = fmt("%s/expect-tags-%s", work, id), *tag[] = {verdict, "tag", (char *)src, "expect", NULL};
        char *allow[] = {verdict, "tag", (char *)src, "allow", NULL};
        run_wait(tag, NULL, copy, NULL);
        run_wait(allow, NULL, fmt("%s.allow", copy), NULL);
        allowed = fmt("%s %s", chomped(copy), chomped(fmt("%s.allow", copy)));
        json_submission(id, from_root(src), allowed, NULL, NULL);
        printf("  variant %-36s ", name);
    }
    if (ce) {
        char *tag[] = {verdict, "tag", (char *)src, "expect", NULL};
        run_wait(tag, NULL, said, NULL);
        printf("expects %s  %s\n", chomped(said), ce);
        append_counts(0, 1, !strncmp(ce, "HE ", 3), 0);
        return;
    }
    if (!(f = fopen(lines, "w"))) die(3, "cannot write %s", lines);
    for (i = 0; i < n_cases; i++) {
        struct kv_file *r;
        if (strcmp(cases[i].kind, "valid") != 0) continue;
        if (!(r = record(id, i))) { fprintf(f, "%s SKIP \n", cases[i].name), skipped++; continue; }
        if (*get(r, "detail")) fprintf(f, "%s %s (%s)\n", cases[i].name, get(r, "verdict"), get(r, "detail"));
        else fprintf(f, "%s %s \n", cases[i].name, get(r, "verdict"));
    }
    if (fclose(f) != 0) die(3, "cannot write %s", lines);
    {
        char *with_first[] = {verdict, "expect", "--first", (char *)first, (char *)src, NULL}, *plain[] = {verdict, "expect", (char *)src, NULL};
        status = run_wait(first ? with_first : plain, lines, said, NULL);
    }
    if (!allowed) allowed = fmt("%s", first);
    line = chomped(said);
    if (status == 0 && (miss = margin_missed(id, !!strstr(fmt(" %s ", allowed), " TLE "), !strncmp(allowed, "TLE", 3), first != NULL))) {
        if ((tail = strstr(line, " -> "))) *tail = '\0'; /* its tags met, its margin not: the verdict's tail replaced */
        printf("%s -> FAILED: %s\n", line, miss);
        status = 1;
    } else {
        printf("%s\n", line);
    }
    if (verbose)
        for (i = 0; i < n_cases; i++) {
            struct kv_file *r = record(id, i);
            if (!r) continue;
            printf("    %-4s %-40s %6s s cpu %s %7.1f MiB   %s\n", get(r, "verdict"), cases[i].name, get(r, "time"), wall_shown(r),
                   atol(get(r, "mem_kib")) / 1024.0, get(r, "detail"));
        }
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
    printf("  %-50s ", src);
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
    if (verbose)
        for (i = 0; i < n_cases; i++) {
            struct kv_file *r = record(id, i);
            if (!r) continue;
            printf("    %-4s %-40s %6s s cpu %s %7.1f MiB   %s\n", get(r, "verdict"), cases[i].name, get(r, "time"), wall_shown(r),
                   atol(get(r, "mem_kib")) / 1024.0, get(r, "detail"));
        }
    if (n_rules) append_counts(!*failed && !miss && !he, *failed || miss || he, he > 0 || (ce && !strncmp(ce, "HE ", 3)), 0);
}

/* A submission not judged: its line, SKIPPED and why (no count: it says nothing either way). */
static void report_skipped(const char *src, const char *why, const char *first)
{
    json_submission("", src, first, why, NULL);
    printf("  %-50s SKIPPED: %s\n", src, why);
}

/* --- a class: a folder of submissions (make judge P= SOL=<folder>, judge.sh --class) ------------ */

/* W/rows holds a line per submission, ID|NAME|LANG|VERDICT|WHY (WHY: why it was skipped), and
 * W/search one per submission make stress's search is for, ID|ENTRY|LANG (names hold no `|`: pkg
 * folder leaves such out). The search's outcome is W/cx/ID/: status (stress's exit status), log,
 * and for a finding in and out, its saved counterexample (judge.sh copies them). */

/* s with every control character as "?": a name is shown as it is, but never drives the terminal. */
static char *printable(const char *s)
{
    char *c = fmt("%s", s), *p;
    for (p = c; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f) *p = '?';
    return c;
}

/* s padded to w columns (a UTF-8 letter is one column). */
static void padded(const char *s, int w)
{
    int n = 0;
    const char *p;
    for (p = s; *p; p++) n += ((unsigned char)*p & 0xc0) != 0x80;
    printf("%s%*s", s, w > n ? w - n : 0, "");
}

static void append_line(const char *file, const char *line)
{
    char *path = fmt("%s/%s", work, file);
    FILE *f = fopen(path, "a");
    if (!f || fprintf(f, "%s\n", line) < 0 || fclose(f) != 0) die(3, "cannot write %s", path);
}

/* A submission's line of the scoreboard: its verdict (its build's, or its first case that is not
 * AC), the cases passed of all, its slowest case against the limit, its first failing case. */
static void class_row(const char *id, const char *name, const char *entry, int many, const char *why, const char *tl, int search)
{
    const char *verdict = "AC", *slow_name = "-";
    char *failing = "-", *ce = why ? NULL : build_failure(id);
    long double slowest = 0;
    int i, n = 0, ac = 0;
    if (access(fmt("%s/rows", work), F_OK) != 0) {
        printf("  "), padded("submission", 30), printf(" %-10s %-8s %-7s %-9s %-26s %s\n", "language", "verdict", "passed", "slowest", "(its case)", "first failing case");
    }
    if (why) verdict = "SKIPPED", failing = fmt("%s", why);
    else if (ce) verdict = ce[0] == 'H' ? "HE" : "CE", failing = ce + 3;
    else
        for (i = 0; i < n_cases; i++) {
            struct kv_file *r;
            if (strcmp(cases[i].kind, "valid") != 0) continue;
            n++;
            if (!(r = record(id, i))) { /* the case runner always writes one: the harness failed here */
                if (!strcmp(verdict, "AC")) verdict = "HE", failing = fmt("%s: no record of its run (a harness error)", cases[i].name);
                continue;
            }
            if (!strcmp(get(r, "verdict"), "AC")) ac++;
            else if (!strcmp(verdict, "AC"))
                verdict = fmt("%s", get(r, "verdict")), failing = *get(r, "detail") ? fmt("%s: %s", cases[i].name, get(r, "detail")) : fmt("%s", cases[i].name);
            if (strtold(get(r, "cpu"), NULL) >= slowest) slowest = strtold(get(r, "cpu"), NULL), slow_name = cases[i].name;
        }
    printf("  "), padded(printable(name), 30);
    printf(" %-10s %-8s %-7s ", *lang_name ? lang_name : "?", verdict, n ? fmt("%d/%d", ac, n) : "-");
    printf("%-9s %-26s", n ? fmt("%.2Lf/%s s", slowest, tl) : "-", n ? slow_name : "-");
    printf(" %s\n", printable(failing));
    append_line("rows", fmt("%s|%s|%s|%s|%s", id, name, lang_name, verdict, why ? why : ""));
    if (search && !many && strstr(" WA TLE MLE OLE RE NO ", fmt(" %s ", verdict))) append_line("search", fmt("%s|%s|%s", id, entry, lang_name));
    if (!why) append_counts(!strcmp(verdict, "AC"), strcmp(verdict, "AC") != 0, !strcmp(verdict, "HE"), 0);
}

/* The runs that have their record (W/res/ID/I/result). */
static long records_written(void)
{
    char *res = fmt("%s/res", work);
    DIR *d = opendir(res), *e;
    struct dirent *prog, *run;
    long n = 0;
    while (d && (prog = readdir(d)) != NULL) {
        char *dir = fmt("%s/%s", res, prog->d_name);
        if (prog->d_name[0] == '.' || !(e = opendir(dir))) { free(dir); continue; }
        while ((run = readdir(e)) != NULL) {
            char *result = fmt("%s/%s/result", dir, run->d_name);
            n += run->d_name[0] != '.' && access(result, F_OK) == 0;
            free(result);
        }
        closedir(e);
        free(dir);
    }
    if (d) closedir(d);
    free(res);
    return n;
}

/* While the runs go on: "judged K of N runs" on the terminal (nothing when stderr is not one), until
 * every run has its record or W/runs-done exists (judge.sh makes it when the runs are over: a run
 * may have left no record). */
static void class_progress(long total)
{
    long done = 0;
    char *over = fmt("%s/runs-done", work);
    if (!isatty(2)) return;
    while ((done = records_written()) < total && access(over, F_OK) != 0 && getppid() != 1) {
        fprintf(stderr, "\r  judged %ld of %ld runs", done, total);
        sleep(1);
    }
    fputs("\r\033[K", stderr);
}

/* The line before the searches: how many, and the whole budget of the searches (what one finds is
 * then shrunk to its end, which SECONDS does not cut: judge/stress/stress.c). */
static void class_budget(long seconds)
{
    long n = lines_of(slurp(fmt("%s/search", work)));
    if (n > 0)
        printf("counterexamples: make stress's search on each of the %ld wrong or slow submission%s, %ld s each: up to %ld s in all, then the shrinking of what it found\n",
               n, n == 1 ? "" : "s", seconds, n * seconds);
}

/* The file at path as a JSON string, after ", \"key\": ": its first cap bytes (with whole, empty when
 * longer: a picture cut short is no picture). */
static void json_file(FILE *f, const char *key, const char *path, size_t cap, int whole)
{
    struct text t = slurp(path);
    if (t.n > cap) t.s[whole ? 0 : cap] = '\0';
    fprintf(f, ", \"%s\": ", key), json_str(f, t.s);
}

/* The last line of the file at path that is not empty. */
static char *last_line(const char *path)
{
    struct text t = slurp(path);
    char *end = t.s + t.n, *start;
    while (end > t.s && end[-1] == '\n') *--end = '\0';
    start = strrchr(t.s, '\n');
    return start ? start + 1 : t.s;
}

/* One tool of the problem (build/...) on in, its output into out (its messages into err, when not
 * NULL); its exit status. */
static int tool(const char *path, const char *arg, const char *in, const char *out, const char *err)
{
    char *argv[] = {(char *)path, (char *)arg, NULL};
    return run_wait(argv, in, out, err ? err : "/dev/null");
}

/* The reason validate gives, without its "validate: " or "invalid: " (as make stress shows it). */
static const char *reason_of(const char *path)
{
    const char *s = first_line(path);
    return !strncmp(s, "validate: ", 10) ? s + 10 : !strncmp(s, "invalid: ", 9) ? s + 9 : s;
}

/* Every submission's counterexample (judged again: the found answer), whether the original judge
 * could send it (validate --judge), the groups of those that share one (saved as
 * build/judge/class/<p>/group-K.in and .out, with our explanation), and the JSON entries. */
static void class_report(const char *conf, long seconds)
{
    enum { CAP = 1 << 16, GROUPS = 4096 };
    struct kv_file pc;
    char *line = NULL, *dir = fmt("%s/judge/class/%s", build, problem), *explain = fmt("%s/study/%s/explain", build, problem);
    char *validate = fmt("%s/testdata/%s/tools/validate", build, problem), *keys[GROUPS], *members[GROUPS], *first_of[GROUPS];
    const char *source;
    size_t cap = 0;
    int groups = 0, k, searched = 0;
    FILE *rows = fopen(fmt("%s/rows", work), "r");
    if (kv_read(conf, &pc) != 0) die(2, "cannot read %s", conf);
    source = kv_get(&pc, "source") ? kv_get(&pc, "source") : problem;
    make_dirs(dir);
    for (k = 1; unlink(fmt("%s/group-%d.in", dir, k)) == 0; k++) unlink(fmt("%s/group-%d.out", dir, k)); /* an earlier run's */
    while (rows && getline(&line, &cap, rows) > 0) {
        char *s = line, *id = strsep(&s, "|"), *name = strsep(&s, "|"), *lang = strsep(&s, "|"), *why;
        char *cx = fmt("%s/cx/%s", work, id), *in = fmt("%s/in", cx), *out = fmt("%s/out", cx), *extra = NULL;
        size_t extra_n = 0;
        FILE *x = open_memstream(&extra, &extra_n);
        strsep(&s, "|"), why = strsep(&s, "\n"); /* after its verdict */
        lang_name = lang;
        if (access(fmt("%s/status", cx), F_OK) == 0) {
            long status = atol(chomped(fmt("%s/status", cx)));
            if (!searched++) printf("\n");
            printf("  "), padded(printable(name), 30), putchar(' ');
            if (status == 1 && access(in, F_OK) == 0) {
                struct kv_file *r = judge_alone(id, in, out);
                char *key = fmt("%s\n--\n%s", slurp(in).s, slurp(out).s), *judged = fmt("%s/judged", cx), *found = fmt("%s/alone/out", work);
                int inside = tool(validate, "--judge", in, "/dev/null", judged) == 0;
                long items = count_items(in, fmt("%s/items", work));
                for (k = 0; k < groups && strcmp(keys[k], key) != 0; k++) continue;
                if (k == groups && groups < GROUPS) {
                    keys[k] = key, members[k] = fmt("%s", ""), first_of[k] = fmt("%s", id), groups++;
                    copy_file(in, fmt("%s/group-%d.in", dir, k + 1)), copy_file(out, fmt("%s/group-%d.out", dir, k + 1));
                }
                members[k] = fmt("%s%s%s", members[k], *members[k] ? ", " : "", printable(name));
                copy_file(found, fmt("%s/found", cx));
                printf("%s on group %d's input (%ld %s%s, %ld bytes): expected \"%s\", %s; %s %s's limits%s%s\n", get(r, "verdict"), k + 1,
                       items, noun, items == 1 ? "" : "s", (long)slurp(in).n, printable(first_line(out)),
                       !strcmp(get(r, "verdict"), "WA") ? fmt("found \"%s\"", printable(first_line(found)))
                       : *get(r, "detail")              ? printable(get(r, "detail"))
                                                        : fmt("stopped after %s s of CPU time", get(r, "time")),
                       inside ? "inside" : "outside", source, inside ? "" : ": ", inside ? "" : printable(reason_of(judged)));
                fprintf(x, ", \"counterexample\": {\"group\": %d, \"verdict\": ", k + 1), json_str(x, get(r, "verdict"));
                fprintf(x, ", \"inside_judge_limits\": %s", inside ? "true" : "false");
                fputs(", \"limits\": ", x), json_str(x, inside ? "" : reason_of(judged)), fputs(", \"detail\": ", x), json_str(x, get(r, "detail"));
                fputs(", \"file\": ", x), json_str(x, from_root(fmt("%s/group-%d.in", dir, k + 1)));
                fprintf(x, ", \"bytes\": %ld", (long)slurp(in).n);
                /* a big input (a slow program's) is left in its file: the page links only a whole one */
                json_file(x, "input", in, CAP, 1), json_file(x, "expected", out, CAP, 0);
                json_file(x, "found", found, CAP, 0);
                tool(explain, NULL, in, fmt("%s/explain", cx), NULL), json_file(x, "explanation", fmt("%s/explain", cx), CAP, 0);
                tool(explain, "--claims", in, fmt("%s/claims", cx), NULL), json_file(x, "claims", fmt("%s/claims", cx), CAP, 1);
                tool(explain, "--svg", in, fmt("%s/svg", cx), NULL), json_file(x, "svg", fmt("%s/svg", cx), 4 * CAP, 1);
                fputs("}", x);
            } else {
                char *said = status == 0 ? fmt("no counterexample in %ld s of search (make stress)", seconds)
                                         : fmt("the search failed (exit %ld): %s", status, printable(last_line(fmt("%s/log", cx))));
                printf("%s\n", said);
                fputs(", \"search\": ", x), json_str(x, said);
            }
        }
        fclose(x);
        json_submission(*why ? "" : id, name, "", *why ? why : NULL, extra);
        line = NULL, cap = 0;
    }
    if (rows) fclose(rows);
    if (groups) printf("\nthe same smallest counterexample (build/judge/class/%s/group-K.in and .out):\n", problem);
    for (k = 0; k < groups; k++) {
        char *in = fmt("%s/group-%d.in", dir, k + 1), *out = fmt("%s/group-%d.out", dir, k + 1);
        printf("group %d: %s\n", k + 1, members[k]);
        if (slurp(in).n <= SHOWN_BYTES) show_file(in, indent);
        else printf("%s(%ld bytes: %s)\n", indent, (long)slurp(in).n, from_root(in));
        printf("%sexpected:\n", indent), show_file(out, indent);
        printf("%swhy (make explain P=%s IN=%s):\n", indent, problem, from_root(in));
        show_file(fmt("%s/cx/%s/explain", work, first_of[k]), indent);
    }
}

/* The counts of every report, summed: the last lines and the exit status. */
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
    fputs("usage: report --work W --root R --build B --case RUNNER\n"
          "         solution --problem P --conf PROBLEM_CONF --tl S --verbose 0|1 [--src FILE] [--lang L] | variant --id ID --src FILE "
          "[--first \"V...\"] [--lang L] [--verbose 0|1] | skipped --src PATH --why TEXT | begin --problem P [--format V] | total\n"
          "         | rules --id ID --src PATH --rules FILE [--lang L] [--verbose 0|1]\n"
          "         | row --id ID --src NAME --tl S [--lang L] [--entry FILE --many 0|1] [--why TEXT] [--search 0|1] | budget --seconds S | progress --runs N\n"
          "         | class --problem P --conf PROBLEM_CONF --seconds S\n",
          stderr);
    exit(2);
}

int main(int argc, char **argv)
{
    const char *mode = NULL, *conf = NULL, *tl = NULL, *id = NULL, *src = NULL, *first = NULL, *why = NULL, *entry = "", *rules = NULL, *format = NULL;
    int i, verbose = 0, many = 0, search = 0, own = 0;
    long seconds = 0, runs = 0;
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
        else if (!strcmp(o, "--case")) case_runner = v;
        else if (!strcmp(o, "--problem")) problem = v;
        else if (!strcmp(o, "--conf")) conf = v;
        else if (!strcmp(o, "--tl")) tl = v;
        else if (!strcmp(o, "--verbose")) verbose = !strcmp(v, "1");
        else if (!strcmp(o, "--own")) own = !strcmp(v, "1");
        else if (!strcmp(o, "--id")) id = v;
        else if (!strcmp(o, "--src")) src = v;
        else if (!strcmp(o, "--first")) first = v;
        else if (!strcmp(o, "--rules")) rules = v;
        else if (!strcmp(o, "--format")) format = v;
        else if (!strcmp(o, "--why")) why = v;
        else if (!strcmp(o, "--lang")) lang_name = v;
        else if (!strcmp(o, "--entry")) entry = v;
        else if (!strcmp(o, "--many")) many = !strcmp(v, "1");
        else if (!strcmp(o, "--search")) search = !strcmp(v, "1");
        else if (!strcmp(o, "--seconds")) seconds = atol(v);
        else if (!strcmp(o, "--runs")) runs = atol(v);
        else usage();
    }
    if (!mode || !work || !root || !build || !case_runner) usage();
    if (!strcmp(mode, "total")) return report_total();
    if (!strcmp(mode, "begin") && problem) {
        FILE *f = fopen(fmt("%s/json", work), "a");
        if (!f || fprintf(f, "P\t%s%s%s\n", problem, format ? "\t" : "", format ? format : "") < 0 || fclose(f) != 0) die(3, "cannot write %s/json", work);
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
        report_solution(tl, verbose, src ? from_root(src) : fmt("problems/%s/%s.c", problem, problem), own);
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
