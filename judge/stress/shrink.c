/* shrink - make a failing input small: steps 2 and 3 of make stress (judge/stress/stress.c), a
 * random failure of make stress MODE=play (judge/play/playstress.c, also its TEST), and the
 * narrowing of make judge's diagnosis (judge/judging/report-diagnosis.c); each runs it through
 * shrink_run (judge/lib/fails.h).
 *
 *   shrink --items ITEMS --validate VALIDATE --test TEST --work DIR --out FILE
 *          [--item K] [--smallest] [--tries N] [--deadline T] [--narrow] [--expect EXP] [--view] INPUT
 *
 * INPUT is a valid input that a program fails; FILE gets the smallest failing input found (it is
 * rewritten at every improvement, so it holds the best so far even after a harness error).
 * ITEMS and VALIDATE are the problem's tools (judge/lib/items.h; validate: exit 0 on a valid
 * input; with --view, `VALIDATE --view`: one the original judge may send, LIMITS=judge). TEST is run as `TEST FILE`: exit 0 when the program still fails on FILE, printing the
 * number of the first output line that differs (the item that failed; empty when unknown), exit 1
 * when it passes, exit 4 when it cannot tell (a time too near the limit, judge/lib/fails.h):
 * the work stops there; any other status is a harness error. DIR is scratch space.
 * --tries N: no more than N TEST runs, make stress's bound (a count, so that where the work stops
 * is the same on any machine, loaded or not). --deadline T: no TEST run starts at or after T
 * (seconds since the epoch), make judge's bound on its narrowing. --narrow: step 2 only. --expect EXP: EXP is
 * INPUT's expected output (one line per item); every input tried in step 2 gets its own expected
 * output beside it (try.in.exp in DIR), for a TEST that has no oracle (make judge's, where the
 * expected output is the case's .out), and FILE.exp gets FILE's.
 *
 * The strategy, and why:
 *  2. Narrow to few items. Every item of an input stands alone (one output line each), so one
 *     item that failed is tried alone first: usually the bug is there. With --smallest, the
 *     items whose output lines differ (INPUT.exp and INPUT.got, as TEST leaves them: judge/lib/fails.h)
 *     are tried alone smallest first, the START_TRIES smallest of them (a place to start, not a
 *     bound: the smallest failing item of a search input is often much smaller than the first,
 *     and a local minimum is reached from where it starts); then the item the first failure
 *     points at (--item K).
 *     When it does not fail alone (a time-out over many items, output that went wrong earlier, a
 *     program that keeps state between items), delta debugging over the items (Zeller's ddmin)
 *     finds a set that still fails and loses it if any one item is left out: each part alone,
 *     then all but each part, in halves, then quarters, and so on.
 *  3. Greedy shrink: `ITEMS shrink` lists every single reduction of the input, each strictly
 *     smaller (judge/lib/items.h), the big cuts first: the item left out, halves of a list before
 *     single elements, a number's smallest values before v - 1 (a ladder that bisects toward the
 *     smallest failing value: judge/lib/items.c, shrink_number). Taking the first one that
 *     validates and still fails, again and again, must end, and it ends when none does: at a
 *     local minimum, where every single reduction passes. Why a list rather than a search
 *     interface: judge/lib/items.h, above shrink_list; this program stays ignorant of what a
 *     number, a graph or a word is. How the candidates are judged (joined, many to a run):
 *     "3. greedy shrink" below.
 * The candidates come a page at a time (`ITEMS shrink DIR FIRST`), so that a huge item's
 * reductions, each as big as the item, are made a few at a time. Only --tries, --deadline and a
 * TEST that cannot tell bound the work, and the output names the one that cut it short.
 *
 * Prints key=value lines: steps (reductions taken), items (in FILE), tries (TEST calls), judged
 * (step 3's candidates judged, each once per run it was in), picked
 * (the items of INPUT that step 2 kept, as "2,5" or "1-3"), stopped (empty, or what came first:
 * "tries", "deadline", or "near" (TEST could not tell); the items left may not all be needed, or a
 * smaller input may still fail).
 * Commands are run by posix_spawn, with no shell; their stdout goes to files in DIR.
 * Exit status: 0 done, 2 usage, 3 harness error (a tool failed or TEST gave another status).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "files.h"
#include "text.h"

extern char **environ;
static const char *items_tool, *validate_tool, *validate_arg, *test_cmd, *work, *out_file, *input;
static int tries, fail_line; /* TEST calls; the line the last failing TEST printed (0: none) */
static long judged;          /* candidates of step 3 judged, one count per run they were in */
static long deadline;        /* 0: none */
static long max_tries;       /* 0: none */
static const char *stopped;  /* why the work was cut short (the output's stopped=), NULL while not */
static char **expect_line;   /* --expect: INPUT's expected output, line k answering item k + 1 */
static int expect_lines;
enum { START_TRIES = 4 };

static char *path_in(const char *dir, const char *name) /* dir/name, freshly allocated */
{
    char *p;
    if (asprintf(&p, "%s/%s", dir, name) < 0) harness_error("out of memory");
    return p;
}

/* Runs argv[0] (a path, or a name looked up in PATH) with stdin from `in`, stdout to `out` and,
 * when quiet, stderr to /dev/null (NULL: /dev/null). Returns its exit status, 128 + the signal
 * when killed. A program that cannot be started is a harness error. */
static int run(char *const argv[], const char *in, const char *out, int quiet)
{
    posix_spawn_file_actions_t fa;
    pid_t pid;
    int status, err;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, in ? in : "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, out ? out : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (quiet) posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    err = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (err) harness_error("cannot run %s (or open its input or output): %s", argv[0], strerror(err));
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) harness_error("waitpid: %s", strerror(errno));
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* Runs ITEMS with one mode (argv[1..]), stdin `in`, stdout to `out`; it must succeed. */
static void items(char **argv, const char *in, const char *out)
{
    int st;
    argv[0] = (char *)items_tool;
    if ((st = run(argv, in, out, 0)) != 0) harness_error("%s %s exited with status %d", items_tool, argv[1], st);
}

static char *must_slurp(const char *path) /* the whole file (text.h), NUL-terminated */
{
    struct text t = slurp(path);
    if (t.error) harness_error("cannot read %s: %s", path, strerror(t.error));
    return t.s;
}

/* True when the program still fails on `file`; fail_line is then the item TEST named. Once the work
 * is cut short (the header) nothing is run and nothing fails, so every search below ends on its
 * own. */
static int fails(const char *file)
{
    char *argv[] = {(char *)test_cmd, (char *)file, NULL}, *said, *outp;
    int st;
    if (!stopped && max_tries && tries >= max_tries) stopped = "tries";
    if (!stopped && deadline && time(NULL) >= deadline) stopped = "deadline";
    if (stopped) return 0;
    outp = path_in(work, "test.out");
    st = run(argv, NULL, outp, 0);
    tries++;
    if (st == 4) {
        stopped = "near";
        free(outp);
        return 0;
    }
    if (st > 1) harness_error("%s %s exited with status %d", test_cmd, file, st);
    said = must_slurp(outp);
    fail_line = st == 0 ? atoi(said) : 0; /* empty or not a number: 0, unknown */
    free(said), free(outp);
    return st == 0;
}

static int valid(const char *file)
{
    char *argv[] = {(char *)validate_tool, (char *)validate_arg, NULL};
    return run(argv, file, NULL, 1) == 0;
}

static int count_items(const char *file)
{
    char *argv[] = {NULL, "split", NULL}, *outp = path_in(work, "split.out"), *s, *p;
    int n = 0;
    items(argv, file, outp);
    for (p = s = must_slurp(outp); *p; p++) n += *p == '\n';
    free(s), free(outp);
    return n;
}

/* --- 2. narrow to few items -------------------------------------------------------------------- */

/* set[0..n) (ascending) as a LIST of `items pick`, runs as ranges: "1-6,9"; freshly allocated. */
static char *item_list(const int *set, int n)
{
    char *list = malloc((size_t)n * 24 + 1), *at = list;
    int i, j;
    if (!list) harness_error("out of memory");
    *at = '\0';
    for (i = 0; i < n; i = j) {
        for (j = i + 1; j < n && set[j] == set[j - 1] + 1; j++) continue;
        at += sprintf(at, "%s%d", i ? "," : "", set[i]);
        if (j - i > 1) at += sprintf(at, "-%d", set[j - 1]);
    }
    return list;
}

static void read_expect(const char *path)
{
    char *all = must_slurp(path), *line;
    for (line = strtok(all, "\n"); line; line = strtok(NULL, "\n")) {
        if (!(expect_line = realloc(expect_line, sizeof *expect_line * (size_t)(expect_lines + 1))))
            harness_error("out of memory");
        expect_line[expect_lines++] = line; /* kept: `all` lives to the end */
    }
}

/* True when INPUT's items set[0..n) (ascending) still fail; that input is then in FILE. */
static int try_items(const int *set, int n)
{
    char *list = item_list(set, n), *argv[] = {NULL, "pick", list, NULL};
    char *tryp = path_in(work, "try.in"), *expp = path_in(work, "try.in.exp");
    int i, ok;
    items(argv, input, tryp);
    if (expect_line) {
        FILE *f = fopen(expp, "w");
        if (!f) harness_error("cannot write %s: %s", expp, strerror(errno));
        for (i = 0; i < n; i++) {
            if (set[i] > expect_lines) harness_error("--expect has fewer lines than INPUT has items");
            fprintf(f, "%s\n", expect_line[set[i] - 1]);
        }
        if (fclose(f) != 0) harness_error("cannot write %s", expp);
    }
    if ((ok = fails(tryp))) {
        copy_file(tryp, out_file);
        if (expect_line) {
            char *kept = malloc(strlen(out_file) + 5);
            if (!kept) harness_error("out of memory");
            sprintf(kept, "%s.exp", out_file);
            copy_file(expp, kept);
            free(kept);
        }
    }
    free(list), free(tryp), free(expp);
    return ok;
}

/* The lines of a file, split in place ('\n' ends each); *n gets how many. */
static char **lines_of(char *text, int *n)
{
    char **line = NULL, *p = text, *nl;
    for (*n = 0; *p; p = nl + 1) {
        if (!(line = realloc(line, sizeof *line * (size_t)(*n + 1)))) harness_error("out of memory");
        line[(*n)++] = p;
        if (!(nl = strchr(p, '\n'))) break;
        *nl = '\0';
    }
    return line;
}

static int by_size(const void *a, const void *b)
{
    const long *x = a, *y = b; /* {bytes, item} pairs */
    return x[0] != y[0] ? (x[0] > y[0]) - (x[0] < y[0]) : (x[1] > y[1]) - (x[1] < y[1]);
}

/* --smallest: the START_TRIES smallest items whose output lines differ, tried alone, smallest
 * first; the item that fails alone, or 0. */
static int smallest_failing(void)
{
    char *argv[] = {NULL, "split", NULL}, *splitp = path_in(work, "split.out"), *expp, *gotp;
    char *split, *exp, *got, **sl, **el, **gl;
    int ns, ne, ng, k, n = 0, found = 0;
    long (*diff)[2];
    if (asprintf(&expp, "%s.exp", input) < 0 || asprintf(&gotp, "%s.got", input) < 0) harness_error("out of memory");
    items(argv, input, splitp);
    sl = lines_of(split = must_slurp(splitp), &ns);
    el = lines_of(exp = must_slurp(expp), &ne);
    gl = lines_of(got = must_slurp(gotp), &ng);
    if (!(diff = malloc(sizeof *diff * (size_t)(ns + 1)))) harness_error("out of memory");
    for (k = 0; k < ns && k < ne && k < ng; k++) /* a missing line says nothing about its item */
        if (strcmp(el[k], gl[k]) != 0) {
            const char *bytes = strrchr(sl[k], ' ');
            diff[n][0] = bytes ? atol(bytes + 1) : 0, diff[n++][1] = k + 1;
        }
    qsort(diff, (size_t)n, sizeof *diff, by_size);
    for (k = 0; k < n && k < START_TRIES && !found; k++) {
        int item = (int)diff[k][1];
        if (try_items(&item, 1)) found = item;
    }
    free(diff), free(sl), free(el), free(gl), free(split), free(exp), free(got), free(splitp), free(expp), free(gotp);
    return found;
}

/* Zeller's ddmin over items 1..total; set[0..*n) gets the items kept (all of them when nothing
 * smaller fails). */
static void ddmin(int total, int *set, int *n_out)
{
    int *rest = malloc(sizeof(int) * (size_t)total);
    int n = total, parts = 2, i, from, size, reduced, m;
    if (!rest) harness_error("out of memory");
    for (i = 0; i < n; i++) set[i] = i + 1;
    while (n >= 2 && !stopped) {
        size = (n + parts - 1) / parts, reduced = 0;
        for (from = 0; from < n && !reduced; from += size) { /* one part alone */
            m = from + size < n ? size : n - from;
            if (try_items(set + from, m)) {
                memmove(set, set + from, sizeof(int) * (size_t)m);
                n = m, parts = 2, reduced = 1;
            }
        }
        for (from = 0; from < n && !reduced && parts > 2; from += size) { /* all but one part */
            for (m = i = 0; i < n; i++)
                if (i < from || i >= from + size) rest[m++] = set[i];
            if (try_items(rest, m)) {
                memcpy(set, rest, sizeof(int) * (size_t)m);
                n = m, parts--, reduced = 1;
            }
        }
        if (!reduced) {
            if (parts >= n) break; /* 1-minimal: no single item can go */
            parts = parts * 2 > n ? n : parts * 2;
        }
    }
    free(rest);
    *n_out = n;
}

/* --- 3. greedy shrink --------------------------------------------------------------------------- */

/* Judging the candidates: with one item left, the valid ones are joined into one input of many
 * items (`ITEMS join`), validated and judged in one run; the first differing output line names
 * the first candidate that fails, which is then confirmed alone. When the run fails without
 * naming one that fails alone (a crash loses the output it had not flushed), the batch is cut in
 * halves, first half first. A join that the validator rejects (a candidate that breaks a rule,
 * too many items for one input) is cut in halves too, down to single candidates, which are
 * dropped when invalid. With several items left (a program that keeps state between items),
 * joining would change what the program sees, so the candidates are validated and judged one by
 * one. */

static void clear_dir(const char *dir) /* unlink the files of a flat folder */
{
    DIR *d = opendir(dir);
    struct dirent *e;
    if (!d) harness_error("cannot open %s: %s", dir, strerror(errno));
    while ((e = readdir(d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
            char *p = path_in(dir, e->d_name);
            if (unlink(p) != 0) harness_error("cannot remove %s: %s", p, strerror(errno));
            free(p);
        }
    closedir(d);
}

static char **cand; /* this step's candidate files, in the order ITEMS shrink wrote them */
static char *batch;

/* Joins cand[from..to) into `batch` (one candidate: the batch is that file). */
static const char *join_range(int from, int to)
{
    char **argv = calloc((size_t)(to - from) + 3, sizeof *argv);
    if (to - from == 1) { free(argv); return cand[from]; }
    if (!argv) harness_error("out of memory");
    argv[1] = "join";
    memcpy(argv + 2, cand + from, sizeof *argv * (size_t)(to - from));
    items(argv, NULL, batch);
    free(argv);
    return batch;
}

/* The first candidate of cand[from..to) (a valid join) that fails alone, or -1 (see above). */
static int first_failing(int from, int to)
{
    int named, mid, r;
    judged += to - from;
    if (!fails(join_range(from, to))) return -1;
    if (to - from == 1) return from;
    named = from + fail_line - 1;
    if (fail_line >= 1 && named < to && fails(cand[named])) return named;
    mid = from + (to - from) / 2;
    return (r = first_failing(from, mid)) >= 0 ? r : first_failing(mid, to);
}

/* The bytes of cand[from..to) together. */
static long long bytes_of(int from, int to)
{
    struct stat st;
    long long n = 0;
    for (; from < to; from++) n += stat(cand[from], &st) == 0 ? (long long)st.st_size : 0;
    return n;
}

/* Judges the valid candidates of cand[from..to) in order, as joins the validator accepts and of at
 * most BATCH_BYTES (the candidates of a big item are each about as big as the item: a join of
 * all of them is a run on hundreds of MiB, where the first is usually the one that fails, so
 * they are judged a few at a time, first ones first); returns the first that fails alone, or -1. */
enum { BATCH_BYTES = 1 << 22 };
static int first_failing_valid(int from, int to)
{
    char *argv[] = {(char *)validate_tool, (char *)validate_arg, NULL};
    int mid, r;
    if (from >= to || stopped) return -1;
    if (to - from == 1 || bytes_of(from, to) <= BATCH_BYTES) {
        if (run(argv, join_range(from, to), NULL, 1) == 0) return first_failing(from, to);
    }
    if (to - from == 1) return -1; /* an invalid candidate */
    mid = from + (to - from) / 2;
    return (r = first_failing_valid(from, mid)) >= 0 ? r : first_failing_valid(mid, to);
}

/* One step: a valid reduction of FILE that still fails copied into FILE, its candidates a page at
 * a time (judge/lib/items.h). False when none does. */
static int step(void)
{
    char *dir = path_in(work, "cand"), *listp = path_in(work, "cand.n"), *s, name[32], first[24];
    char *argv[] = {NULL, "shrink", dir, first, NULL};
    int n, k, next = -1, one = count_items(out_file) == 1;
    long page = 1;
    batch = path_in(work, "batch.in");
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) harness_error("cannot make %s: %s", dir, strerror(errno));
    while (next < 0 && page > 0 && !stopped) {
        clear_dir(dir);
        sprintf(first, "%ld", page);
        items(argv, out_file, listp);
        if (sscanf(s = must_slurp(listp), "%d %ld", &n, &page) != 2) harness_error("%s shrink printed no \"COUNT NEXT\"", items_tool);
        free(s);
        if (!(cand = calloc((size_t)n + 1, sizeof *cand))) harness_error("out of memory");
        for (k = 0; k < n; k++) {
            sprintf(name, "%d.in", k + 1);
            cand[k] = path_in(dir, name);
        }
        if (one) {
            next = first_failing_valid(0, n);
        } else { /* several items: one by one, as they are */
            for (k = 0; k < n && next < 0 && !stopped; k++)
                if (valid(cand[k]) && (judged++, fails(cand[k]))) next = k;
        }
        if (next >= 0) copy_file(cand[next], out_file);
        for (k = 0; k < n; k++) free(cand[k]);
        free(cand);
    }
    free(dir), free(listp), free(batch);
    return next >= 0;
}

static void usage(void)
{
    fputs("usage: shrink --items ITEMS --validate VALIDATE --test TEST --work DIR --out FILE [--item K]"
          " [--smallest] [--tries N] [--deadline T] [--narrow] [--expect EXP] [--view] INPUT\n", stderr);
    exit(2);
}

int main(int argc, char **argv)
{
    static const struct option opts[] = {
        {"items", 1, 0, 'i'}, {"validate", 1, 0, 'v'}, {"test", 1, 0, 't'},   {"work", 1, 0, 'w'},
        {"out", 1, 0, 'o'},   {"item", 1, 0, 'k'},     {"deadline", 1, 0, 'd'}, {"narrow", 0, 0, 'n'},
        {"expect", 1, 0, 'e'}, {"smallest", 0, 0, 's'}, {"view", 0, 0, 'j'}, {"tries", 1, 0, 'm'}, {0, 0, 0, 0}};
    int opt, k = 0, total, steps = 0, narrow = 0, smallest = 0, *set, kept;
    char *end, *picked;
    while ((opt = getopt_long(argc, argv, "", opts, NULL)) != -1) {
        switch (opt) {
        case 'i': items_tool = optarg; break;
        case 'v': validate_tool = optarg; break;
        case 't': test_cmd = optarg; break;
        case 'w': work = optarg; break;
        case 'o': out_file = optarg; break;
        case 'n': narrow = 1; break;
        case 'j': validate_arg = "--view"; break;
        case 's': smallest = 1; break;
        case 'e': read_expect(optarg); break;
        case 'k':
            k = (int)strtol(optarg, &end, 10);
            if (*end || k < 1) usage();
            break;
        case 'd':
            deadline = strtol(optarg, &end, 10);
            if (*end || deadline < 1) usage();
            break;
        case 'm':
            max_tries = strtol(optarg, &end, 10);
            if (*end || max_tries < 1) usage();
            break;
        default: usage();
        }
    }
    if (optind != argc - 1 || !items_tool || !validate_tool || !test_cmd || !work || !out_file) usage();
    input = argv[optind];
    if (mkdir(work, 0755) != 0 && errno != EEXIST) harness_error("cannot make %s: %s", work, strerror(errno));

    copy_file(input, out_file);
    total = count_items(input);
    if (!(set = malloc(sizeof(int) * (size_t)(total + 1)))) harness_error("out of memory");
    if (smallest && (set[0] = smallest_failing()) > 0) kept = 1;
    else if (k >= 1 && k <= total && try_items(&k, 1)) set[0] = k, kept = 1;
    else ddmin(total, set, &kept);
    picked = item_list(set, kept);
    while (!narrow && step()) steps++;
    printf("steps=%d\nitems=%d\ntries=%d\njudged=%ld\npicked=%s\nstopped=%s\n", steps, count_items(out_file), tries, judged, picked,
           stopped ? stopped : "");
    free(picked), free(set);
    return 0;
}
