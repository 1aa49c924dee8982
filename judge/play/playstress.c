/* playstress - make stress MODE=play: the smallest position a player does not play perfectly
 * (make stress P=<p> MODE=play SOL=player runs it; the tests too: judge/tests/play-test.sh).
 *
 *   playstress --search [--seconds S] [--seed N] PROBLEM
 *                                  your player (JUDGE_SOL, JUDGE_CMD, JUDGE_USE, as make judge's
 *                                  SOL=, CMD=, USE=): built, then searched, shrunk, the game shown
 *   playstress FILE                the test judge/stress/shrink runs (its --test): does the
 *                                  player fail on some item of FILE, a problem input?
 *
 * The search's driver owns the whole command. It asks the sandbox (sandbox_check, lib/runner.h),
 * has build/judge/lang choose your program as make judge does (lang own) and reads the limits of
 * problems/<p>/problem.conf (TL_SCALE, asan=1 as make judge has them); it makes the play package
 * (judge/play/package.sh: build/play/<p>/, its referee built natively for --check, the items it
 * can play), then lang builds your player and the package's referee (pkg info's validator_entry,
 * as make judge PKG= builds it) into a scratch folder of build/play, removed when it ends. lang and
 * the package are programs of their own, run and read here (run_output, kv_text). What the
 * programs it starts need goes to them through the environment: case (JUDGE_CHECK, the referee;
 * JUDGE_INTERACTIVE=1; JUDGE_TL, JUDGE_ML, JUDGE_OL) and this program again as shrink's test
 * (PLAY_PROGRAM, the player; PLAY_REFEREE, the native referee, judge/play/referee.c; PLAY_WORK,
 * scratch space; PLAY_TOOLS, the problem's tools; PLAY_DEADLINE, the search's). JOBS sets how
 * many games run side by side (test()).
 * The test: every item of FILE, played by the program first and then second (a case as
 * judge/play/package.sh writes them: the side, the seed, the item), each judged by case; it
 * fails when a game is not AC: exit 0 printing the item's number (as shrink wants), the game's
 * story in PLAY_WORK/story; 1 when every game is AC; 4 when the search's deadline (PLAY_DEADLINE)
 * came first (shrink's "cannot tell": it stops there); 3 on a harness error.
 * The search: SECONDS bounds all of it, shrinking included (no game starts that could end past
 * the deadline: time_for_a_game). First the sweep: the first play_sweep positions (problem.conf)
 * of the problem's own order (tools/items enum, judge/lib/items.h, the sweep make stress makes for
 * answers), small first, each played first and then second; the first one not played perfectly is
 * the smallest in that order, every one before it having been played perfectly, each game in a
 * run of its own (the protocol is one game a run, so no game can spoil the next and nothing needs
 * bisecting). Then the positions make judge MODE=play plays (the play package's cases), so that
 * a player the judge catches is caught here too (judged_positions). Then the generator's user
 * inputs (gen SEED user LEVEL), levels 1, 1, 2, 2, ... up to 9 and round again, small first like
 * make stress's; the first input the test fails (the judge's or a random one) is narrowed
 * to its item and shrunk (shrink: items' reductions while the player still fails, to a local
 * minimum, or to where the deadline stopped it, said so); then that position is played again and
 * its verdict and dialogue shown: the move that threw the game away and the one that would have
 * kept it. SECONDS defaults to 60, SEED to 1.
 * Exit status: 1 a position was found, 0 none before the deadline, 2 usage (also: your player
 * does not compile), 3 harness error.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "fails.h" /* shrink_run */
#include "files.h"
#include "kv.h"
#include "runner.h"
#include "show.h"
#include "text.h"
#include "verdict.h" /* wall_limit, margin */

/* What the search plays with, held here: the driver sets it (drive), shrink's test reads it from
 * its environment (test_main). */
static const char *work;     /* scratch space */
static const char *program;  /* the player, as judge/judging/lang.c built it */
static const char *referee;  /* the referee built natively, for its --check */
static double tl;            /* the time limit, as case has it */
static long seed_before; /* the referee's seed of item k is seed_before + k: the sweep's position's number */

/* The driver's scratch folder goes with it, never with a game's child (a child that dies runs the
 * exit handlers it inherited); the games still running are ended first and waited for, so that
 * none writes into the folder as it is removed. They inherit the driver's stop signals (catch_stops, lib/runner.h),
 * so each ends once its run returns. */
enum { MAX_JOBS = 16 };
static pid_t games[MAX_JOBS]; /* the driver's games running, by slot (test()); 0: none */
static char *scratch;
static pid_t driver;
static void cleanup(void)
{
    int i;
    if (!scratch || getpid() != driver) return;
    for (i = 0; i < MAX_JOBS; i++)
        if (games[i] > 0) kill(games[i], SIGTERM), waitpid(games[i], NULL, 0), games[i] = 0;
    remove_tree(scratch);
}

static const char *env(const char *name)
{
    const char *v = getenv(name);
    if (!v || !*v) fprintf(stderr, "playstress: %s is not set\n", name), exit(3);
    return v;
}

/* work/name, a string of its own (a short-lived tool: never freed). */
static char *path(const char *name)
{
    char *p = malloc(strlen(work) + strlen(name) + 2);
    if (!p) exit(3);
    sprintf(p, "%s/%s", work, name);
    return p;
}

/* The program's verdict on item k of file played as side; "" when the item cannot be played. */
static const char *play(const char *file, const char *tools, long k, const char *side, char *detail, size_t size)
{
    static char verdict[16];
    char items[4200], k_s[32], *pick[4], *check[4], *judge[6];
    struct kv_file r;
    FILE *f, *g;
    int ch;
    snprintf(items, sizeof items, "%s/items", tools), snprintf(k_s, sizeof k_s, "%ld", k);
    pick[0] = items, pick[1] = "pick", pick[2] = k_s, pick[3] = NULL;
    if (run_wait(pick, file, path("item"), path("item-err")) != 0) fprintf(stderr, "playstress: items pick failed\n"), exit(3);
    if (!(f = fopen(path("case.in"), "w")) || !(g = fopen(path("item"), "r"))) exit(3);
    fprintf(f, "%s\n%ld\n", side, seed_before + k);
    while ((ch = getc(g)) != EOF) putc(ch, f);
    fclose(g), fclose(f);
    check[0] = (char *)referee, check[1] = "--check", check[2] = path("case.in"), check[3] = NULL;
    if (run_wait(check, NULL, path("value"), "/dev/null") != 0) return "";
    snprintf(items, sizeof items, "%s/case", harness_dir());
    judge[0] = items, judge[1] = (char *)program, judge[2] = path("case.in"), judge[3] = "/dev/null";
    judge[4] = path("out"), judge[5] = NULL;
    empty_dir(path("out"));
    if (run_wait(judge, NULL, NULL, NULL) != 0 || kv_read(path("out/result"), &r) != 0 || !kv_get(&r, "verdict"))
        fprintf(stderr, "playstress: case failed on %s\n", path("case.in")), exit(3);
    snprintf(verdict, sizeof verdict, "%s", kv_get(&r, "verdict"));
    snprintf(detail, size, "%s", kv_get(&r, "detail") ? kv_get(&r, "detail") : "");
    return verdict;
}

/* The search's deadline, and the longest one game may take (worst_game): no game starts unless it
 * can end before the deadline, so that SECONDS bounds the whole search. 0: none. */
static time_t deadline;
static long game_worst;
static long played; /* games played so far */

static int time_for_a_game(void) { return !deadline || time(NULL) + game_worst <= deadline; }

/* Game g of file (item g / 2 + 1, the player first when g is even) in a child of its own, in the
 * folder slot (its item, case and story): exit 0 AC, 1 not AC (the story written), 4 TLE (the
 * story written: a time-out beside other games is played again alone, test()), 2 nothing to
 * play. Games run side by side because a game's time is mostly the sandbox's setting up and
 * waiting, not a CPU's. */
static pid_t game_beside(const char *file, const char *tools, long g, char *slot)
{
    const char *side = g % 2 ? "second" : "first", *v;
    char detail[2048];
    FILE *story;
    struct text t;
    pid_t pid;
    fflush(stdout);
    if ((pid = fork()) < 0) fprintf(stderr, "playstress: fork failed\n"), exit(3);
    if (pid) return pid;
    work = slot;
    if (!*(v = play(file, tools, g / 2 + 1, side, detail, sizeof detail))) _exit(2);
    if (!strcmp(v, "AC")) _exit(0);
    if (!(story = fopen(path("story"), "w"))) _exit(3);
    t = slurp(path("item"));
    fprintf(story, "the game (you play %s):\n%.*s", side, (int)t.n, t.s);
    t = slurp(path("out/feedback/judgemessage.txt"));
    if (t.n) fprintf(story, "%s %.*s", v, (int)t.n, t.s); /* the verdict's reason, the dialogue */
    else fprintf(story, "%s %s\n", v, detail);
    _exit(fclose(story) != 0 ? 3 : !strcmp(v, "TLE") ? 4 : 1);
}

/* A game's end: the slot it ran in gets its exit status (3: it died). */
static void reap(int *status, int *running)
{
    int st, i;
    pid_t ended;
    while ((ended = wait(&st)) < 0) stop_if_signalled();
    stop_if_signalled(); /* a game ended by the signal is no failure of the player's */
    for (i = 0; i < MAX_JOBS; i++)
        if (games[i] == ended) games[i] = 0, status[i] = WIFEXITED(st) ? WEXITSTATUS(st) : 3, --*running;
}

/* The test (see the header): the failing item's number, 0 when every game is AC, -1 when the
 * time ran out first (*done: the items whose games were all played). The games run JOBS at a
 * time (default: two per core, since a game mostly waits), game g in slot g % JOBS, and their
 * results are taken in order, so the first game not played perfectly is the one reported
 * whichever ends first. A time-out is the player's only when it holds alone: the games running
 * are let end, and that game is played again with none beside it (the CPUs it waited for were
 * the machine's, not its own). */
static long test(const char *file, const char *tools, long *done)
{
    static char slot[MAX_JOBS][4200];
    int status[MAX_JOBS], jobs, running = 0, st, i;
    long k, n, next = 0, taken = 0, found = -1;
    const char *j = getenv("JOBS");
    char *split[3];
    FILE *f;
    jobs = j && atoi(j) > 0 ? atoi(j) : 2 * (int)sysconf(_SC_NPROCESSORS_ONLN);
    jobs = jobs < 1 ? 1 : jobs > MAX_JOBS ? MAX_JOBS : jobs;
    split[0] = malloc(4200), split[1] = "split", split[2] = NULL;
    snprintf(split[0], 4200, "%s/items", tools);
    if (run_wait(split, file, path("split"), "/dev/null") != 0) exit(3);
    if (!(f = fopen(path("split"), "r"))) exit(3);
    for (n = 0; fscanf(f, "%ld %*[^\n]", &k) == 1;) n = k;
    fclose(f);
    for (i = 0; i < jobs; i++) {
        snprintf(slot[i], sizeof slot[i], "%s/slot-%d", work, i);
        make_dirs(slot[i]);
        games[i] = 0;
    }
    for (;;) {
        while (found < 0 && running < jobs && next < 2 * n && next < taken + jobs && time_for_a_game())
            games[next % jobs] = game_beside(file, tools, next, slot[next % jobs]), status[next % jobs] = -1, next++, running++;
        if (running == 0) break;
        reap(status, &running);
        for (; found < 0 && taken < next && status[taken % jobs] >= 0; taken++) {
            if (status[taken % jobs] == 4) { /* a time-out beside others: again, alone */
                while (running > 0) reap(status, &running);
                games[taken % jobs] = game_beside(file, tools, taken, slot[taken % jobs]), running++;
                while (games[taken % jobs]) reap(status, &running);
                if (status[taken % jobs] == 4) status[taken % jobs] = 1;
            }
            if ((st = status[taken % jobs]) == 3) fprintf(stderr, "playstress: a game could not be judged\n"), exit(3);
            played += st < 2;
            if (st == 1) found = taken;
        }
    }
    *done = (found >= 0 ? found : taken) / 2;
    if (found < 0) return taken < 2 * n ? -1 : 0;
    copy_file(fmt("%s/story", slot[found % jobs]), path("story"));
    return found / 2 + 1;
}

static void show_story(void)
{
    struct text t = slurp(path("story"));
    char *line, *save;
    for (line = strtok_r(t.s, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) printf("%s\n", printable(line));
}

/* The sweep: the first `bound` positions of the problem's order (tools/items enum, items.h), a
 * batch at a time, each played first and then second. 1 and the story when one is not played
 * perfectly (the smallest in that order: every one before it was, each game a run of its own),
 * 0 when all are, -1 when the time ran out. */
enum { SWEEP_BATCH = 50 };
static int sweep(const char *tools, long bound, long *reached)
{
    char items[4200], first_s[32], count_s[32], *en[] = {items, "enum", first_s, count_s, NULL};
    long first, k, done;
    snprintf(items, sizeof items, "%s/items", tools);
    for (first = 1, *reached = 0; first <= bound; first += SWEEP_BATCH) {
        snprintf(first_s, sizeof first_s, "%ld", first);
        snprintf(count_s, sizeof count_s, "%ld", bound - first + 1 < SWEEP_BATCH ? bound - first + 1 : SWEEP_BATCH);
        if (run_wait(en, NULL, path("sweep.in"), "/dev/null") != 0) fprintf(stderr, "playstress: items enum failed\n"), exit(3);
        seed_before = first - 1;
        k = test(path("sweep.in"), tools, &done);
        *reached = first - 1 + (k > 0 ? k : done);
        if (k) return k > 0 ? 1 : -1;
    }
    return 0;
}

/* The search's end: its time on a line of its own on stderr (what the clock says stays off the
 * report), the status returned. */
static time_t began;
static long seconds;
static int ended(int status)
{
    fprintf(stderr, "time: the search took %ld s (SECONDS=%ld)\n", (long)(time(NULL) - began), seconds);
    return status;
}

/* The judge's own positions: make judge MODE=play's cases (build/play/<p>/data/, written by
 * judge/play/package.sh: the side, the seed, the item), each item once, joined into judged.in in
 * the cases' order and played as the sweep plays them, first and then second. So a player that
 * make judge MODE=play catches is caught here too, though its positions lie past the sweep and
 * the random levels miss them. What test() gives; judged_case names the case of a failing item. */
static char judged_case[256];
static long judged_n;
static int first_side(const struct dirent *e)
{
    size_t n = strlen(e->d_name);
    return n > 9 && !strcmp(e->d_name + n - 9, "-first.in");
}
enum { JUDGED_MAX = 1000 }; /* cases read: package.sh writes a few dozen */
static long judged_positions(const char *p, const char *tools)
{
    const char *folder[] = {"sample", "secret"};
    char *join[2 + JUDGED_MAX + 1] = {fmt("%s/items", tools), "join"}, *name[JUDGED_MAX];
    long k, done;
    int f, i, count;
    for (f = 0; f < 2; f++) {
        char *dir = fmt("%s/../play/%s/data/%s", harness_dir(), p, folder[f]);
        struct dirent **e;
        for (i = 0, count = scandir(dir, &e, first_side, alphasort); i < count; i++) {
            struct text t = slurp(fmt("%s/%s", dir, e[i]->d_name));
            char *item = t.s;
            int line;
            for (line = 0; line < 2 && item; line++) item = strchr(item, '\n'), item = item ? item + 1 : NULL;
            if (t.error || !item) fprintf(stderr, "playstress: cannot read the case %s/%s\n", dir, e[i]->d_name), exit(3);
            if (judged_n < JUDGED_MAX) { /* the item: the case less its first two lines (side, seed) */
                name[judged_n] = fmt("%.*s", (int)(strlen(e[i]->d_name) - 9), e[i]->d_name);
                join[2 + judged_n] = path(fmt("judged-%ld.in", judged_n + 1));
                write_file(join[2 + judged_n++], "wb", item, t.n - (size_t)(item - t.s));
            }
        }
    }
    if (judged_n == 0) return 0;
    if (run_wait(join, NULL, path("judged.in"), "/dev/null") != 0) fprintf(stderr, "playstress: items join failed\n"), exit(3);
    seed_before = 0;
    if ((k = test(path("judged.in"), tools, &done)) > 0) snprintf(judged_case, sizeof judged_case, "%s", name[k - 1]);
    return k;
}

/* Item k of file (in work) is not played perfectly: it is narrowed to that item and shrunk
 * (shrink: items' reductions while the player still fails, to a local minimum or to where the
 * deadline stopped it), played again, and its story shown. 1, the search's status. */
static int shrink_found(const char *p, const char *tools, const char *file, long k, long bound)
{
    char self[4200], k_s[32], *pick[] = {NULL, "pick", k_s, NULL}, items[4200], dl[32], *out = path("smallest.in");
    long done;
    int shrunk;
    struct test t = {p, "", tools, "", 0};
    struct shrink_job job = {path("fail.in"), out, path("shrink"), self, "", NULL, 0, 0, 0, 0, 0};
    struct kv_file r;
    fprintf(stderr, "time: found in %ld s\n", (long)(time(NULL) - began));
    fflush(stdout);
    snprintf(items, sizeof items, "%s/items", tools), pick[0] = items;
    snprintf(k_s, sizeof k_s, "%ld", k);
    if (run_wait(pick, path(file), path("fail.in"), "/dev/null") != 0) exit(3);
    if (readlink("/proc/self/exe", self, sizeof self - 1) < 0) exit(3);
    self[sizeof self - 1] = '\0';
    snprintf(dl, sizeof dl, "%ld", (long)deadline), setenv("PLAY_DEADLINE", dl, 1);
    job.deadline = (long)deadline;
    make_dirs(job.work);
    shrunk = shrink_run(&t, &job, path("shrink.out"), NULL);
    stop_if_signalled();
    if (shrunk != 0 || kv_read(path("shrink.out"), &r) != 0) fprintf(stderr, "playstress: shrink failed\n"), exit(3);
    deadline = 0; /* the position found is played again whatever the time */
    if (test(out, tools, &done) <= 0) fprintf(stderr, "playstress: the shrunk position passes\n"), exit(3);
    if (kv_get(&r, "stopped") && *kv_get(&r, "stopped"))
        printf("the smallest position found (not shrunk to the end: the time ran out; a smaller one may still fail); not ranked by "
               "the sweep: all of its %ld positions are played perfectly, and this one lies beyond them or is written otherwise:\n", bound);
    else
        printf("the smallest position found (a local minimum: every single reduction is played perfectly); not ranked by the sweep: "
               "all of its %ld positions are played perfectly, and this one lies beyond them or is written otherwise:\n", bound);
    show_story();
    return 1;
}

/* The search (the header's): SECONDS bounds it, SEED picks the random inputs; bound is the sweep's. */
static int search(const char *p, long seed, long bound)
{
    char tools[4000], gen[4200], level_s[8], seed_s[32], order[1024] = "";
    long k, done, round, reached = 0;
    int level, swept;
    deadline = (began = time(NULL)) + seconds;
    snprintf(tools, sizeof tools, "%s/../testdata/%s/tools", harness_dir(), p);
    setenv("PLAY_TOOLS", tools, 1);
    snprintf(gen, sizeof gen, "%s/gen", tools);
    {
        char items[4200], *ord[] = {items, "order", NULL};
        struct text t;
        snprintf(items, sizeof items, "%s/items", tools);
        if (run_wait(ord, NULL, path("order"), "/dev/null") != 0) fprintf(stderr, "playstress: items order failed\n"), exit(3);
        t = slurp(path("order"));
        if (sscanf(t.s, "%*s %*s %1023[^\n]", order) != 1) fprintf(stderr, "playstress: items order said nothing\n"), exit(3);
    }
    printf("play: first the %ld smallest positions, in the order %s (tools/items order), each played first and then second; then random ones\n",
           bound, order);
    if ((swept = sweep(tools, bound, &reached)) > 0) {
        printf("the smallest in the sweep's order: position %ld of %ld, and every position before it is played perfectly, as the first player "
               "and as the second, each game a run of its own (%ld games before it)\n", reached, bound, played - 1);
        show_story();
        return ended(1);
    }
    if (swept < 0) {
        printf("play: no position found: the time ran out in the sweep, at position %ld of %ld (every one before it is played perfectly; %ld games)\n",
               reached, bound, played);
        return ended(0);
    }
    printf("sweep: all %ld positions are played perfectly (%ld games)\n", bound, played);
    if ((k = judged_positions(p, tools)) < 0) {
        printf("play: no position found: the time ran out in the judge's positions (make judge MODE=play's cases)\n");
        return ended(0);
    }
    if (k > 0) {
        printf("play: a position make judge MODE=play plays (its case %s), not played perfectly; shrinking it\n", judged_case);
        return ended(shrink_found(p, tools, "judged.in", k, bound));
    }
    printf("the judge's positions: all %ld are played perfectly (make judge MODE=play's cases)\n", judged_n);
    seed_before = 0;
    for (round = 0; time_for_a_game(); round++) {
        level = (int)(round % 18) / 2 + 1; /* 1, 1, 2, 2, ..., 9, 9, and round again */
        snprintf(level_s, sizeof level_s, "%d", level), snprintf(seed_s, sizeof seed_s, "%ld", seed + round);
        {
            char *g[] = {gen, seed_s, "user", level_s, NULL};
            if (run_wait(g, NULL, path("try.in"), "/dev/null") != 0) fprintf(stderr, "playstress: gen failed\n"), exit(3);
        }
        if ((k = test(path("try.in"), tools, &done)) <= 0) continue;
        printf("play: seed %s, level %d: a game not played perfectly; shrinking it\n", seed_s, level);
        return ended(shrink_found(p, tools, "try.in", k, bound));
    }
    printf("play: no position found: the sweep's %ld positions and %ld random inputs (levels 1..%d), %ld games; SECONDS= longer, SEED= other seeds\n",
           bound, round, round < 17 ? (int)(round + 1) / 2 : 9, played);
    return ended(0);
}

/* The longest one game may take: its runner's real-time limit (case.c's), which only a player
 * that hangs reaches, the judge's thinking being a lookup a move. */
static long worst_game(void) { return (long)(wall_limit(tl * margin("JUDGE_TL_TO_TLE", TIME_LIMIT_TO_TLE)) + 0.999); }

/* shrink's test: what to play with from the environment the driver set, the search's deadline
 * (exit 4 past it). */
static int test_main(const char *file)
{
    const char *d = getenv("PLAY_DEADLINE");
    long k, done;
    work = env("PLAY_WORK"), program = env("PLAY_PROGRAM"), referee = env("PLAY_REFEREE"), tl = atof(env("JUDGE_TL"));
    game_worst = worst_game();
    deadline = d ? (time_t)atol(d) : 0;
    k = test(file, env("PLAY_TOOLS"), &done);
    if (k > 0) printf("%ld\n", k);
    return k > 0 ? 0 : k < 0 ? 4 : 1;
}

/* --- the driver: what the search needs, made and checked once ---------------------------------- */

static void usage(void) __attribute__((noreturn));
static void usage(void)
{
    quit(2, "usage: playstress --search [--seconds S] [--seed N] PROBLEM (make stress P=<p> MODE=play SOL=file) | playstress FILE");
}

static const char *last_line(const char *s)
{
    const char *nl = strrchr(s, '\n');
    return nl ? nl + 1 : s;
}

/* Your own program as make judge chooses it (lang own: JUDGE_SOL, JUDGE_CMD, JUDGE_USE): its
 * language and file. Refused (no SOL, a language unknown or missing): lang's one line, exit 2. */
static struct kv_file own;
static void choose_player(void)
{
    char *argv[] = {fmt("%s/lang", harness_dir()), "own", NULL}, *said;
    int status;
    said = run_output(argv, 0, &status);
    stop_if_signalled();
    if (status != 0) exit(2);
    own = kv_text(said, "lang own");
    if (!kv_get(&own, "lang")) harness_error("lang own said nothing");
}

/* problem.conf's limits as make judge reads them (limits_of, lib/runner.h; asan=1 as make
 * judge-asan has it), told to case; and the sweep's bound, play_sweep. */
static const char *ml;
static long read_limits(const char *problems, const char *p)
{
    const char *asan = getenv("asan"), *conf = fmt("%s/%s/problem.conf", problems, p);
    struct kv_file kv;
    struct limits l;
    if (kv_read(conf, &kv) != 0) quit(2, "no problem '%s' (no %s)", p, conf);
    l = limits_of(&kv, conf, asan && !strcmp(asan, "1"));
    tl = atof(l.time.tl), ml = l.ml;
    return kv_get(&kv, "play_sweep") ? atol(kv_get(&kv, "play_sweep")) : 0;
}

/* The play package, build/play/<p>/ (judge/play/package.sh, which make package runs too): its
 * cases, its referee's folder, and that referee built natively. */
static void make_package(const char *root, const char *p)
{
    char *argv[] = {fmt("%s/judge/play/package.sh", root), (char *)p, NULL};
    int status = run_wait(argv, NULL, "/dev/null", NULL);
    if (status != 0) exit(status < 0 ? 3 : status);
}

/* Your player built into dir (lang build, as make judge builds it); when it does not build, the
 * build record's line (or the last line lang said), exit 2. */
static void build_player(const char *dir)
{
    const char *lang = kv_get(&own, "lang"), *cmd = getenv("JUDGE_CMD"), *sol = kv_get(&own, "sol");
    char *argv[] = {fmt("%s/lang", harness_dir()), "build", (char *)dir, (char *)ml, NULL, NULL, NULL}, *said;
    struct kv_file r;
    int status;
    if (!strcmp(lang, "command")) argv[4] = "--cmd", argv[5] = (char *)(cmd ? cmd : "");
    else argv[4] = (char *)(sol ? sol : ""), argv[5] = (char *)lang;
    said = run_output(argv, 1, &status);
    stop_if_signalled();
    if (status == 0) return;
    if (kv_read(fmt("%s/build.result", dir), &r) == 0 && kv_get(&r, "detail"))
        quit(2, "stress: your player did not build: %s", kv_get(&r, "detail"));
    quit(2, "stress: your player did not build: %s", last_line(said));
}

/* The package's referee built into dir as make judge PKG= builds a package's validator (its entry
 * from pkg info, a folder, 2048 MiB); a failure is the harness's, exit 3. */
static void build_referee(const char *package, const char *dir)
{
    char *info[] = {fmt("%s/pkg", harness_dir()), "info", (char *)package, NULL}, *said;
    char *argv[] = {fmt("%s/lang", harness_dir()), "build", "--folder", (char *)dir, "2048", NULL, NULL};
    struct kv_file k;
    int status;
    said = run_output(info, 0, &status);
    stop_if_signalled();
    if (status == 0) k = kv_text(said, "pkg info");
    if (status != 0 || !kv_get(&k, "validator_entry")) harness_error("pkg info %s said no validator_entry", package);
    argv[5] = (char *)kv_get(&k, "validator_entry");
    said = run_output(argv, 1, &status);
    stop_if_signalled();
    if (status != 0) quit(3, "stress: the referee did not build: %s", last_line(said));
}

/* The search's scratch folder, build/play/stress.XXXXXX (private: runs may share a build tree),
 * removed when the driver ends, or stops on a signal. */
static void make_scratch(const char *build)
{
    make_dirs(fmt("%s/play", build));
    scratch = fmt("%s/play/stress.XXXXXX", build);
    if (!mkdtemp(scratch)) harness_error("cannot make %s", scratch);
    driver = getpid();
    atexit(cleanup);
    catch_stops(cleanup); /* lib/runner.h: cleanup, then the end by that signal */
}

/* make stress MODE=play: the checks and builds in the order they can fail, then the search. */
static int drive(int argc, char **argv)
{
    const char *p = NULL, *root = getenv("JUDGE_ROOT"), *problems = getenv("JUDGE_PROBLEMS"), *line;
    char *build = fmt("%s", harness_dir());
    long seed = 1, bound;
    int i;
    for (i = 2; i < argc; i++)
        if (!strcmp(argv[i], "--seconds") && i + 1 < argc) seconds = atol(argv[++i]);
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = atol(argv[++i]);
        else if (argv[i][0] == '-' || p) usage();
        else p = argv[i];
    if (!p) usage();
    if (seconds <= 0) seconds = 60;
    root = root && *root ? root : ".";
    problems = problems && *problems ? problems : fmt("%s/problems", root);
    *strrchr(build, '/') = '\0'; /* build/judge's parent */
    if (access(fmt("%s/%s/play/move.h", problems, p), F_OK) != 0) quit(2, "stress: %s has no play version yet (problems/%s/play/)", p, p);
    need_tools((const char *[]){"run", "case", "lang", "shrink", "pkg", NULL});
    line = sandbox_check(1);
    choose_player();
    bound = read_limits(problems, p);
    make_package(root, p);
    make_scratch(build);
    build_player(program = fmt("%s/program", scratch));
    build_referee(fmt("%s/play/%s", build, p), fmt("%s/referee", scratch));
    make_dirs(work = fmt("%s/w", scratch));
    referee = fmt("%s/play/%s/referee", build, p);
    game_worst = worst_game();
    printf("%s\n%s\n", line, time_factor()->line);
    setenv("JUDGE_CHECK", fmt("%s/referee", scratch), 1), setenv("JUDGE_INTERACTIVE", "1", 1);
    setenv("PLAY_PROGRAM", program, 1), setenv("PLAY_REFEREE", referee, 1), setenv("PLAY_WORK", work, 1);
    return search(p, seed, bound);
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0); /* in order with the time: lines on stderr */
    if (argc == 2 && argv[1][0] != '-') return test_main(argv[1]);
    if (argc >= 2 && !strcmp(argv[1], "--search")) return drive(argc, argv);
    usage();
}
