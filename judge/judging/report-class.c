/* report-class.c - the report of a class. A class (make judge P= SOL=<folder>: a folder of submissions,
 * judged side by side): row prints a submission's line of the scoreboard (the header line before
 * the first) and keeps it for class (SKIPPED with --why); with --search 1, a wrong or slow one of
 * a single file is kept for make stress's search (W/search), which budget announces and the judge
 * runs; class then reports each search's counterexample, the groups of submissions that share one,
 * and writes each row's JSON entry, with its "counterexample" ({"group", "verdict",
 * "inside_judge_limits", "limits", "input", "expected", "found", "explanation", "claims", "drawn",
 * "svg", "svg_note"})
 * or what the "search" found.
 */
#include "report.h"

/* --- a class: a folder of submissions (make judge P= SOL=<folder>, judging/judge.c) ------------ */

/* W/rows holds a line per submission, ID|NAME|LANG|VERDICT|WHY (WHY: why it was skipped), and
 * W/search one per submission make stress's search is for, ID|ENTRY|LANG (names hold no `|`: pkg
 * folder leaves such out). The search's outcome is W/cx/ID/: status (stress's exit status), log,
 * and for a finding in and out, its saved counterexample (the judge copies them). */

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
void class_row(const char *id, const char *name, const char *entry, int many, const char *why, const char *tl, int search)
{
    const char *verdict = "AC", *slow_name = "-";
    char *failing = "-", *ce = why ? NULL : build_failure(id);
    long double slowest = 0;
    int i, n = 0, ac = 0;
    if (access(fmt("%s/rows", work), F_OK) != 0) {
        printf("  "), padded("submission", 30), printf(" %-10s %-8s %-7s %-12s %-26s %s\n", "language", "verdict", "passed", "slowest", "(its case)", "first failing case");
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
    printf("%-12s %-26s", n ? fmt("%.2Lf/%s s", slowest, tl) : "-", n ? slow_name : "-");
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
 * every run has its record or W/runs-done exists (the judge makes it when the runs are over: a run
 * may have left no record). */
void class_progress(long total)
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

/* The line before the searches: how many, and the whole bound of the searches, shrinking included
 * (SEARCH_SLACK_S). */
void class_budget(long seconds)
{
    long n = lines_of(slurp(fmt("%s/search", work)));
    if (n > 0)
        printf("counterexamples: make stress's search on each of the %ld wrong or slow submission%s, %ld s each and its shrinking: up to %ld s in all\n",
               n, n == 1 ? "" : "s", seconds, n * (2 * seconds + SEARCH_SLACK_S));
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

/* One tool of the problem (build/...) with up to two arguments on in, its output into out (its
 * messages into err, when not NULL); its exit status. */
static int tool(const char *path, const char *arg, const char *arg2, const char *in, const char *out, const char *err)
{
    char *argv[] = {(char *)path, (char *)arg, (char *)arg2, NULL};
    return run_wait(argv, in, out, err ? err : "/dev/null");
}

/* The reason validate gives, without its "validate: " or "invalid: " (as make stress shows it). */
const char *reason_of(const char *path)
{
    const char *s = first_line(path);
    return !strncmp(s, "validate: ", 10) ? s + 10 : !strncmp(s, "invalid: ", 9) ? s + 9 : s;
}

/* make stress's note in the search's log when the clock or its count of runs cut the shrinking or
 * the narrowing short ("not shrunk to the end: ..."), without its "note: "; "" when it went to its
 * end. The input found is then the smallest so far, not a local minimum. */
static const char *cut_short(const char *log)
{
    struct text t = slurp(log);
    char *l = t.error ? NULL : strstr(t.s, "\nnote: not shrunk to the end");
    if (!l && !t.error) l = strstr(t.s, "\nnote: not narrowed to the end");
    if (!l) return "";
    l += strlen("\nnote: "), l[strcspn(l, "\n")] = '\0';
    return printable(l);
}

/* Every submission's counterexample (judged again: the found answer), whether the original judge
 * could send it (validate --view), the groups of those that share one (saved as
 * build/judge/class/<p>/group-K.in and .out, with our explanation), and the JSON entries. */
void class_report(const char *conf, long seconds)
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
                int inside = tool(validate, "--view", NULL, in, "/dev/null", judged) == 0;
                long items = count_items(in, fmt("%s/items", work)), drawn = text_first_diff_line(slurp(out), slurp(found));
                const char *cut = cut_short(fmt("%s/log", cx));
                const char *what = !strcmp(get(r, "verdict"), "WA") && drawn > 1 ? printable(get(r, "detail")) /* "line K: ..." */
                                 : !strcmp(get(r, "verdict"), "WA") ? fmt("expected \"%s\", found \"%s\"", printable(first_line(out)), printable(first_line(found)))
                                 : fmt("expected \"%s\", %s", printable(first_line(out)),
                                       *get(r, "detail") ? printable(get(r, "detail")) : fmt("stopped after %s s of CPU time", get(r, "time")));
                for (k = 0; k < groups && strcmp(keys[k], key) != 0; k++) continue;
                if (k == groups && groups < GROUPS) {
                    keys[k] = key, members[k] = fmt("%s", ""), first_of[k] = fmt("%s", id), groups++;
                    copy_file(in, fmt("%s/group-%d.in", dir, k + 1)), copy_file(out, fmt("%s/group-%d.out", dir, k + 1));
                }
                members[k] = fmt("%s%s%s", members[k], *members[k] ? ", " : "", printable(name));
                copy_file(found, fmt("%s/found", cx));
                printf("%s on group %d's input (%ld %s%s, %ld bytes): %s; %s %s's limits%s%s%s\n", get(r, "verdict"), k + 1, items, noun,
                       items == 1 ? "" : "s", (long)slurp(in).n, what, inside ? "inside" : "outside", source, inside ? "" : ": ",
                       inside ? "" : printable(reason_of(judged)), *cut ? "; the smallest so far: its search's bound cut the shrinking short" : "");
                fprintf(x, ", \"counterexample\": {\"group\": %d, \"verdict\": ", k + 1), json_str(x, get(r, "verdict"));
                fprintf(x, ", \"inside_judge_limits\": %s", inside ? "true" : "false");
                fputs(", \"limits\": ", x), json_str(x, inside ? "" : reason_of(judged)), fputs(", \"detail\": ", x), json_str(x, get(r, "detail"));
                fputs(", \"cut_short\": ", x), json_str(x, cut);
                fputs(", \"file\": ", x), json_str(x, from_root(fmt("%s/group-%d.in", dir, k + 1)));
                fprintf(x, ", \"bytes\": %ld", (long)slurp(in).n);
                /* a big input (a slow program's) is left in its file: the page links only a whole one */
                json_file(x, "input", in, CAP, 1), json_file(x, "expected", out, CAP, 0);
                json_file(x, "found", found, CAP, 0);
                tool(explain, NULL, NULL, in, fmt("%s/explain", cx), NULL), json_file(x, "explanation", fmt("%s/explain", cx), CAP, 0);
                tool(explain, "--claims", NULL, in, fmt("%s/claims", cx), NULL), json_file(x, "claims", fmt("%s/claims", cx), CAP, 1);
                /* the picture of one item, the one the program gets wrong (output line k answers item
                 * k; after a run that stopped, the first it did not answer): a shrunk input's pictures
                 * of every item can be too many to show, its wrong one never is */
                drawn = drawn < 1 ? 1 : drawn > items ? items : drawn;
                fprintf(x, ", \"drawn\": %ld", drawn);
                if (tool(explain, "--svg", fmt("%ld", drawn), in, fmt("%s/svg", cx), fmt("%s/svg-err", cx)) == 0)
                    json_file(x, "svg", fmt("%s/svg", cx), 4 * CAP, 1), fputs(", \"svg_note\": \"\"", x);
                else /* why our explainer draws none (an item too big to draw): its line */
                    fputs(", \"svg\": \"\", \"svg_note\": ", x), json_str(x, first_line(fmt("%s/svg-err", cx)));
                fputs("}", x);
            } else {
                char *said = status == 0              ? fmt("no counterexample in %ld s of search (make stress)", seconds)
                             : status == SEARCH_RAN_OUT ? fmt("no result within the search's bound of %ld s (%ld s of search, as long for its shrinking, and %d s): make stress alone shrinks to the end; its last line: %s",
                                                              2 * seconds + SEARCH_SLACK_S, seconds, SEARCH_SLACK_S, printable(last_line(fmt("%s/log", cx))))
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
