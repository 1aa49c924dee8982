/* report-diagnosis.c - The diagnosis of a failed case: output line k answers item k (a game, a
 * graph, ...) of the input, and the problem's item tool (build/testdata/<p>/tools/items) knows
 * where each item is. The first output line that differs (the record's diff_line) names the item
 * the program got wrong (or, after a run that stopped, the item it had not answered yet). That
 * item is written alone, with its expected answer, to build/judge/failed/<p>/<case>-<k>.in/.out,
 * shown when short, and judged alone. When it passes alone, the failure is elsewhere: a later item
 * whose answer was lost when the run stopped, or several items together (a program that keeps
 * state between items, a time limit exceeded by their total). `shrink --narrow` then finds the
 * fewest items that still fail (delta debugging, as make stress narrows; at most NARROW_SECONDS),
 * and those are written, shown and judged instead, as <case>-<items>.in/.out. A time-out or
 * memory-out is not narrowed (each try can cost a time limit): the report says what is known.
 */
#include "report.h"

/* --- the item a case fails on ----------------------------------------------------------------- */

const char *problem, *noun;
char *items_tool, *items_file;

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
long count_items(const char *in, const char *out)
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
void diagnose(const char *id, const struct case_ *c, const char *k, const char *was)
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
        struct shrink_job job = {c->in, narrowed_in, scratch, NULL, "", c->exp, 1, 0, 0, 0, (long)time(NULL) + NARROW_SECONDS};
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

