/* shrink - make a failing input small: steps 2 and 3 of make stress (judge/findbug/findbug.sh).
 *
 *   shrink --items ITEMS --validate VALIDATE --test TEST --work DIR --out FILE [--item K] [--narrow-only] INPUT
 *
 * INPUT is a valid input that a program fails; FILE gets the smallest failing input found (it is
 * rewritten at every improvement, so it holds the best so far even after a harness error).
 * ITEMS and VALIDATE are the problem's tools (judge/lib/items.h; validate: exit 0 on a valid
 * input). TEST is run as `TEST FILE`: exit 0 when the program still fails on FILE, printing the
 * number of the first output line that differs (the item that failed; empty when unknown), exit 1
 * when it passes, any other status is a harness error. DIR is scratch space.
 *
 * The strategy, and why:
 *  2. Narrow to few items. Every item of an input stands alone (one output line each), so the
 *     item the first failure points at (--item K) is tried alone first: usually the bug is there.
 *     When it does not fail alone (a time-out over many items, output that went wrong earlier, a
 *     program that keeps state between items), delta debugging over the items (Zeller's ddmin)
 *     finds a set that still fails and loses it if any part of it is left out: each part alone,
 *     then all but each part, in halves, then quarters, and so on. At most DDMIN_TRIES tries.
 *  3. Greedy shrink: `ITEMS shrink` lists every single reduction of the input (an item left out,
 *     fewer or smaller values, plainer spacing), each strictly smaller, so taking the first one
 *     that validates and still fails, again and again, must end; it ends when none does, at a
 *     local minimum, or after STEP_BOUND steps. With one item left, all its reductions are judged
 *     together as one input of many items (`ITEMS join`: one TEST call instead of dozens); the
 *     first differing output line names the reduction that failed, which is then confirmed alone
 *     (if the batch fails but does not name one that fails alone, the others are judged one by
 *     one; if the batch passes, none fails). With
 *     several items (state kept between items) joining would change what the program sees, so
 *     the reductions are judged one by one.
 *
 * --narrow-only stops after step 2: for a program over the time or memory limit, where every
 * reduction costs a run near the limit and a big item has too many of them to list.
 * Prints key=value lines: steps (reductions taken), items (in FILE), tries (TEST calls), stopped
 * (empty, or which bound cut it short, comma-separated: ddmin-bound, the items left may not all be
 * needed; step-bound, STEP_BOUND reductions were taken and more may be possible).
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
#include <unistd.h>

enum { DDMIN_TRIES = 300, STEP_BOUND = 1000 };

extern char **environ;
static const char *items_tool, *validate_tool, *test_cmd, *work, *out_file, *input;
static int tries, fail_line; /* TEST calls; the line the last failing TEST printed (0: none) */

static void harness_error(const char *fmt, ...)
{
    va_list ap;
    fputs("shrink: harness error: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(3);
}

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

static char *slurp(const char *path) /* the whole file, NUL-terminated */
{
    FILE *f = fopen(path, "rb");
    char *s = NULL;
    size_t n = 0;
    if (!f) harness_error("cannot read %s: %s", path, strerror(errno));
    if (getdelim(&s, &n, '\0', f) < 0) { free(s); s = strdup(""); }
    fclose(f);
    return s;
}

static void copy_file(const char *from, const char *to)
{
    char buf[1 << 16];
    size_t n;
    FILE *in = fopen(from, "rb"), *out;
    if (!in) harness_error("cannot read %s: %s", from, strerror(errno));
    if (!(out = fopen(to, "wb"))) harness_error("cannot write %s: %s", to, strerror(errno));
    while ((n = fread(buf, 1, sizeof buf, in)) > 0)
        if (fwrite(buf, 1, n, out) != n) break;
    if (ferror(in) || fclose(out) != 0) harness_error("cannot copy %s to %s", from, to);
    fclose(in);
}

/* True when the program still fails on `file`; fail_line is then the item TEST named. */
static int fails(const char *file)
{
    char *argv[] = {(char *)test_cmd, (char *)file, NULL}, *said, *outp = path_in(work, "test.out");
    int st = run(argv, NULL, outp, 0);
    tries++;
    if (st > 1) harness_error("%s %s exited with status %d", test_cmd, file, st);
    said = slurp(outp);
    fail_line = st == 0 ? atoi(said) : 0; /* empty or not a number: 0, unknown */
    free(said), free(outp);
    return st == 0;
}

static int valid(const char *file)
{
    char *argv[] = {(char *)validate_tool, NULL};
    return run(argv, file, NULL, 1) == 0;
}

static int count_items(const char *file)
{
    char *argv[] = {NULL, "split", NULL}, *outp = path_in(work, "split.out"), *s, *p;
    int n = 0;
    items(argv, file, outp);
    for (p = s = slurp(outp); *p; p++) n += *p == '\n';
    free(s), free(outp);
    return n;
}

/* --- 2. narrow to few items -------------------------------------------------------------------- */

/* True when INPUT's items set[0..n) (ascending) still fail; that input is then in FILE. */
static int try_items(const int *set, int n)
{
    char *list = malloc((size_t)n * 24 + 1), *at = list, *argv[] = {NULL, "pick", list, NULL};
    char *tryp = path_in(work, "try.in");
    int i, j, ok;
    if (!list) harness_error("out of memory");
    for (i = 0; i < n; i = j) { /* runs of consecutive items as ranges: "1-6,9" */
        for (j = i + 1; j < n && set[j] == set[j - 1] + 1; j++) continue;
        at += sprintf(at, "%s%d", i ? "," : "", set[i]);
        if (j - i > 1) at += sprintf(at, "-%d", set[j - 1]);
    }
    items(argv, input, tryp);
    if ((ok = fails(tryp))) copy_file(tryp, out_file);
    free(list), free(tryp);
    return ok;
}

/* Zeller's ddmin over items 1..total: returns 0, or 1 when it ran out of tries before the set
 * was 1-minimal. */
static int ddmin(int total)
{
    int *set = malloc(sizeof(int) * (size_t)total), *rest = malloc(sizeof(int) * (size_t)total);
    int n = total, parts = 2, used = 0, bound = 0, i, from, size, reduced, m;
    if (!set || !rest) harness_error("out of memory");
    for (i = 0; i < n; i++) set[i] = i + 1;
    while (n >= 2 && !bound) {
        size = (n + parts - 1) / parts, reduced = 0;
        for (from = 0; from < n && !reduced; from += size) { /* one part alone */
            m = from + size < n ? size : n - from;
            if ((bound = used++ == DDMIN_TRIES)) break;
            if (try_items(set + from, m)) {
                memmove(set, set + from, sizeof(int) * (size_t)m);
                n = m, parts = 2, reduced = 1;
            }
        }
        for (from = 0; from < n && !reduced && !bound && parts > 2; from += size) { /* all but one */
            if ((bound = used++ == DDMIN_TRIES)) break;
            for (m = i = 0; i < n; i++)
                if (i < from || i >= from + size) rest[m++] = set[i];
            if (try_items(rest, m)) {
                memcpy(set, rest, sizeof(int) * (size_t)m);
                n = m, parts--, reduced = 1;
            }
        }
        if (!reduced && !bound) {
            if (parts >= n) break; /* 1-minimal: no single item can go */
            parts = parts * 2 > n ? n : parts * 2;
        }
    }
    free(set), free(rest);
    return bound;
}

/* --- 3. greedy shrink --------------------------------------------------------------------------- */

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

/* One step: a valid reduction of FILE that still fails (the one the batch named, else the first),
 * copied into FILE. False when none does. */
static int step(void)
{
    char *cand = path_in(work, "cand"), *listp = path_in(work, "cand.n"), *batch = path_in(work, "batch.in");
    char *argv[] = {NULL, "shrink", cand, NULL}, **join, *s, name[32];
    int n, k, nok = 0, next = -1, named = -1, judge_alone = 1;
    if (mkdir(cand, 0755) != 0 && errno != EEXIST) harness_error("cannot make %s: %s", cand, strerror(errno));
    clear_dir(cand);
    items(argv, out_file, listp);
    n = atoi(s = slurp(listp));
    free(s);
    join = calloc((size_t)n + 3, sizeof *join); /* join[0..1] for ITEMS join, join[2 + k] the k-th valid one */
    if (!join) harness_error("out of memory");
    for (k = 1; k <= n; k++) {
        sprintf(name, "%d.in", k);
        s = path_in(cand, name);
        if (valid(s)) join[2 + nok++] = s;
        else free(s);
    }
    if (nok > 0 && count_items(out_file) == 1) {
        join[1] = "join";
        items(join, NULL, batch);
        if (!fails(batch)) {
            judge_alone = 0; /* none fails in the batch: no need to judge them alone */
        } else if ((named = fail_line - 1) >= 0 && named < nok && fails(join[2 + named])) {
            next = named;
        }
    }
    for (k = 0; k < nok && next < 0 && judge_alone; k++) /* one by one */
        if (k != named && fails(join[2 + k])) next = k;
    if (next >= 0) copy_file(join[2 + next], out_file);
    for (k = 0; k < nok; k++) free(join[2 + k]);
    free(join), free(cand), free(listp), free(batch);
    return next >= 0;
}

static void usage(void)
{
    fputs("usage: shrink --items ITEMS --validate VALIDATE --test TEST --work DIR --out FILE [--item K] [--narrow-only] INPUT\n", stderr);
    exit(2);
}

int main(int argc, char **argv)
{
    static const struct option opts[] = {
        {"items", 1, 0, 'i'}, {"validate", 1, 0, 'v'}, {"test", 1, 0, 't'}, {"work", 1, 0, 'w'},
        {"out", 1, 0, 'o'},   {"item", 1, 0, 'k'},     {"narrow-only", 0, 0, 'n'}, {0, 0, 0, 0}};
    int opt, k = 0, total, steps = 0, narrow_only = 0;
    char stopped[64] = "", *end;
    while ((opt = getopt_long(argc, argv, "", opts, NULL)) != -1) {
        switch (opt) {
        case 'i': items_tool = optarg; break;
        case 'v': validate_tool = optarg; break;
        case 't': test_cmd = optarg; break;
        case 'w': work = optarg; break;
        case 'o': out_file = optarg; break;
        case 'n': narrow_only = 1; break;
        case 'k':
            k = (int)strtol(optarg, &end, 10);
            if (*end || k < 1) usage();
            break;
        default: usage();
        }
    }
    if (optind != argc - 1 || !items_tool || !validate_tool || !test_cmd || !work || !out_file) usage();
    input = argv[optind];
    if (mkdir(work, 0755) != 0 && errno != EEXIST) harness_error("cannot make %s: %s", work, strerror(errno));

    copy_file(input, out_file);
    total = count_items(input);
    if (!(k >= 1 && k <= total && try_items(&k, 1)) && ddmin(total)) strcat(stopped, "ddmin-bound");
    while (!narrow_only && steps < STEP_BOUND && step()) steps++;
    if (steps == STEP_BOUND) strcat(stopped, *stopped ? ",step-bound" : "step-bound");
    printf("steps=%d\nitems=%d\ntries=%d\nstopped=%s\n", steps, count_items(out_file), tries, stopped);
    return 0;
}
