/* playstress - make stress MODE=play: the smallest position a player does not play perfectly
 * (judge/play/stress.sh builds what it needs and runs this).
 *
 *   playstress --search PROBLEM    search, then shrink, then show the game
 *   playstress FILE                the test judge/stress/shrink runs (its --test): does the
 *                                  player fail on some item of FILE, a problem input?
 *
 * The environment (stress.sh sets it): PLAY_PROGRAM, the player as judge/judging/lang.c built it;
 * JUDGE_CHECK, the referee built the same way from the play package (JUDGE_INTERACTIVE=1, and
 * the limits JUDGE_TL, JUDGE_ML, JUDGE_OL, for case); PLAY_REFEREE, the referee built natively
 * (its --check: which items can be played, judge/play/referee.c); PLAY_WORK, scratch space;
 * PLAY_SWEEP, how many positions the sweep plays (problem.conf's play_sweep); SECONDS (the
 * search's deadline, default 60), SEED (default 1) and JOBS (games side by side: test()).
 * The test: every item of FILE, played by the program first and then second (a case as
 * judge/play/package.sh writes them: the side, the seed, the item), each judged by case; it
 * fails when a game is not AC: exit 0 printing the item's number (as shrink wants), the game's
 * story in PLAY_WORK/story; 1 when every game is AC; 4 when the search's deadline (PLAY_DEADLINE)
 * came first (shrink's "cannot tell": it stops there); 3 on a harness error.
 * The search: SECONDS bounds all of it, shrinking included (no game starts that could end past
 * the deadline: time_for_a_game). First the sweep: the first PLAY_SWEEP positions of the problem's
 * own order (tools/items enum, judge/lib/items.h, the sweep make stress makes for answers), small
 * first, each played first and then second; the first one not played perfectly is the smallest
 * in that order, every one before it having been played perfectly, each game in a run of its own
 * (the protocol is one game a run, so no game can spoil the next and nothing needs bisecting).
 * Then the generator's user inputs (gen SEED user LEVEL), levels 1, 1, 2, 2, ... up to 9 and
 * round again, small first like make stress's; the first input the test fails is narrowed to its
 * item and shrunk (shrink: items' reductions while the player still fails, to a local minimum,
 * or to where the deadline stopped it, said so); then that position is played again and its
 * verdict and dialogue shown: the move that threw the game away and the one that would have kept it.
 * Exit status: 1 a position was found, 0 none before the deadline, 2 usage, 3 harness error.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "fails.h" /* shrink_run */
#include "kv.h"
#include "runner.h"
#include "text.h"
#include "verdict.h" /* wall_limit, margin */

static const char *work;
static long seed_before; /* the referee's seed of item k is seed_before + k: the sweep's position's number */

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
    check[0] = (char *)env("PLAY_REFEREE"), check[1] = "--check", check[2] = path("case.in"), check[3] = NULL;
    if (run_wait(check, NULL, path("value"), "/dev/null") != 0) return "";
    snprintf(items, sizeof items, "%s/case", harness_dir());
    judge[0] = items, judge[1] = (char *)env("PLAY_PROGRAM"), judge[2] = path("case.in"), judge[3] = "/dev/null";
    judge[4] = path("out"), judge[5] = NULL;
    empty_dir(path("out"));
    if (run_wait(judge, NULL, NULL, NULL) != 0 || kv_read(path("out/result"), &r) != 0 || !kv_get(&r, "verdict"))
        fprintf(stderr, "playstress: case failed on %s\n", path("case.in")), exit(3);
    snprintf(verdict, sizeof verdict, "%s", kv_get(&r, "verdict"));
    snprintf(detail, size, "%s", kv_get(&r, "detail") ? kv_get(&r, "detail") : "");
    return verdict;
}

/* The search's deadline, and the longest one game may take (the player's real-time limit, which
 * only a player that hangs reaches: the judge's thinking is a lookup a move): no game starts
 * unless it can end before the deadline, so that SECONDS bounds the whole search. 0: none. */
static time_t deadline;
static long game_worst;
static long played; /* games played so far */

static int time_for_a_game(void) { return !deadline || time(NULL) + game_worst <= deadline; }

/* Game g of file (item g / 2 + 1, the player first when g is even) in a child of its own, in the
 * folder slot (its item, case and story): exit 0 AC, 1 not AC (the story written), 2 nothing to
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
    _exit(fclose(story) == 0 ? 1 : 3);
}

/* The test (see the header): the failing item's number, 0 when every game is AC, -1 when the
 * time ran out first (*done: the items whose games were all played). The games run JOBS at a
 * time (default: two per core, since a game mostly waits), game g in slot g % JOBS, and their
 * results are taken in order, so the first game not played perfectly is the one reported
 * whichever ends first. */
enum { MAX_JOBS = 16 };
static long test(const char *file, const char *tools, long *done)
{
    static char slot[MAX_JOBS][4200];
    int status[MAX_JOBS], jobs, running = 0, st, i;
    pid_t pid[MAX_JOBS], ended;
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
        pid[i] = 0;
    }
    for (;;) {
        while (found < 0 && running < jobs && next < 2 * n && next < taken + jobs && time_for_a_game())
            pid[next % jobs] = game_beside(file, tools, next, slot[next % jobs]), status[next % jobs] = -1, next++, running++;
        if (running == 0) break;
        while ((ended = wait(&st)) < 0) continue;
        for (i = 0; i < jobs; i++)
            if (pid[i] == ended) pid[i] = 0, status[i] = WIFEXITED(st) ? WEXITSTATUS(st) : 3, running--;
        for (; found < 0 && taken < next && status[taken % jobs] >= 0; taken++) {
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
    printf("%.*s%s", (int)t.n, t.s, t.n && t.s[t.n - 1] != '\n' ? "\n" : "");
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

int main(int argc, char **argv)
{
    char tools[4000], gen[4200], level_s[8], seed_s[32], self[4200], out[4200], order[1024] = "";
    const char *p, *d = getenv("PLAY_DEADLINE");
    long k, done, round, seed = getenv("SEED") ? atol(getenv("SEED")) : 1, bound = getenv("PLAY_SWEEP") ? atol(getenv("PLAY_SWEEP")) : 0;
    long reached = 0;
    double tl = atof(env("JUDGE_TL"));
    int level, swept;
    setvbuf(stdout, NULL, _IOLBF, 0); /* in order with the time: lines on stderr */
    work = env("PLAY_WORK");
    game_worst = (long)(wall_limit(tl * margin("JUDGE_TL_TO_TLE", TIME_LIMIT_TO_TLE)) + 0.999); /* its runner's (case.c) */
    if (argc == 2 && strcmp(argv[1], "--search") != 0) { /* shrink's test: the search's deadline, exit 4 past it */
        snprintf(tools, sizeof tools, "%s", env("PLAY_TOOLS"));
        deadline = d ? (time_t)atol(d) : 0;
        k = test(argv[1], tools, &done);
        if (k > 0) printf("%ld\n", k);
        return k > 0 ? 0 : k < 0 ? 4 : 1;
    }
    if (argc != 3 || strcmp(argv[1], "--search") != 0) {
        fputs("usage: playstress --search PROBLEM | playstress FILE\n", stderr);
        return 2;
    }
    p = argv[2];
    seconds = getenv("SECONDS") && atol(getenv("SECONDS")) > 0 ? atol(getenv("SECONDS")) : 60;
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
        fprintf(stderr, "time: found in %ld s\n", (long)(time(NULL) - began));
        fflush(stdout);
        {
            char k_s[32], *pick[] = {NULL, "pick", k_s, NULL}, items[4200], dl[32];
            snprintf(items, sizeof items, "%s/items", tools), pick[0] = items;
            snprintf(k_s, sizeof k_s, "%ld", k);
            if (run_wait(pick, path("try.in"), path("fail.in"), "/dev/null") != 0) exit(3);
            if (readlink("/proc/self/exe", self, sizeof self - 1) < 0) exit(3);
            self[sizeof self - 1] = '\0';
            snprintf(out, sizeof out, "%s", path("smallest.in"));
            snprintf(dl, sizeof dl, "%ld", (long)deadline), setenv("PLAY_DEADLINE", dl, 1);
            {
                struct test t = {p, "", tools, "", 0};
                struct shrink_job job = {path("fail.in"), out, path("shrink"), self, "", NULL, 0, 0, 0, 0, (long)deadline};
                struct kv_file r;
                make_dirs(job.work);
                if (shrink_run(&t, &job, path("shrink.out"), NULL) != 0 || kv_read(path("shrink.out"), &r) != 0)
                    fprintf(stderr, "playstress: shrink failed\n"), exit(3);
                deadline = 0; /* the position found is played again whatever the time */
                if (test(out, tools, &done) <= 0) fprintf(stderr, "playstress: the shrunk position passes\n"), exit(3);
                if (kv_get(&r, "stopped") && *kv_get(&r, "stopped"))
                    printf("the smallest position found (not shrunk to the end: the time ran out; a smaller one may still fail); not ranked by "
                           "the sweep: all of its %ld positions are played perfectly, and this one lies beyond them or is written otherwise:\n", bound);
                else
                    printf("the smallest position found (a local minimum: every single reduction is played perfectly); not ranked by the sweep: "
                           "all of its %ld positions are played perfectly, and this one lies beyond them or is written otherwise:\n", bound);
            }
        }
        show_story();
        return ended(1);
    }
    printf("play: no position found: the sweep's %ld positions and %ld random inputs (levels 1..%d), %ld games; SECONDS= longer, SEED= other seeds\n",
           bound, round, round < 17 ? (int)(round + 1) / 2 : 9, played);
    return ended(0);
}
