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
 * SECONDS (the search's deadline, default 60) and SEED (default 1).
 * The test: every item of FILE, played by the program first and then second (a case as
 * judge/play/package.sh writes them: the side, the seed, the item), each judged by case; it
 * fails when a game is not AC: exit 0 printing the item's number (as shrink wants), the game's
 * story in PLAY_WORK/story; 1 when every game is AC; 3 on a harness error.
 * The search: the problem's generator's user inputs (gen SEED user LEVEL), levels 1, 1, 2, 2, ...
 * up to 9 and round again, small first like make stress's; the first input the test fails is
 * narrowed to its item and shrunk (shrink: items' reductions while the player still fails, to a
 * local minimum), then that position is played again and its verdict and dialogue shown: the move
 * that threw the game away and the one that would have kept it.
 * Exit status: 1 a position was found, 0 none before the deadline, 2 usage, 3 harness error.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "kv.h"
#include "runner.h"
#include "text.h"

static const char *work;

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
    fprintf(f, "%s\n%ld\n", side, k);
    while ((ch = getc(g)) != EOF) putc(ch, f);
    fclose(g), fclose(f);
    check[0] = (char *)env("PLAY_REFEREE"), check[1] = "--check", check[2] = path("case.in"), check[3] = NULL;
    if (run_wait(check, NULL, path("value"), "/dev/null") != 0) return "";
    snprintf(items, sizeof items, "%s/case", harness_dir());
    judge[0] = items, judge[1] = (char *)env("PLAY_PROGRAM"), judge[2] = path("case.in"), judge[3] = "/dev/null";
    judge[4] = path("out"), judge[5] = NULL;
    {
        char *mk[] = {"rm", "-rf", path("out"), NULL}, *md[] = {"mkdir", "-p", path("out"), NULL};
        if (run_wait(mk, NULL, NULL, NULL) != 0 || run_wait(md, NULL, NULL, NULL) != 0) exit(3);
    }
    if (run_wait(judge, NULL, NULL, NULL) != 0 || kv_read(path("out/result"), &r) != 0 || !kv_get(&r, "verdict"))
        fprintf(stderr, "playstress: case failed on %s\n", path("case.in")), exit(3);
    snprintf(verdict, sizeof verdict, "%s", kv_get(&r, "verdict"));
    snprintf(detail, size, "%s", kv_get(&r, "detail") ? kv_get(&r, "detail") : "");
    return verdict;
}

/* The test (see the header); returns the failing item's number, 0 when none fails. */
static long test(const char *file, const char *tools)
{
    char *split[3], detail[2048];
    const char *sides[] = {"first", "second"}, *v;
    long k, n;
    int s;
    FILE *f, *story;
    struct text t;
    split[0] = malloc(4200), split[1] = "split", split[2] = NULL;
    snprintf(split[0], 4200, "%s/items", tools);
    if (run_wait(split, file, path("split"), "/dev/null") != 0) exit(3);
    if (!(f = fopen(path("split"), "r"))) exit(3);
    for (n = 0; fscanf(f, "%ld %*[^\n]", &k) == 1;) n = k;
    fclose(f);
    for (k = 1; k <= n; k++)
        for (s = 0; s < 2; s++)
            if (*(v = play(file, tools, k, sides[s], detail, sizeof detail)) && strcmp(v, "AC") != 0) {
                if (!(story = fopen(path("story"), "w"))) exit(3);
                t = slurp(path("item"));
                fprintf(story, "the game (you play %s):\n%.*s", sides[s], (int)t.n, t.s);
                t = slurp(path("out/feedback/judgemessage.txt"));
                if (t.n) fprintf(story, "%s %.*s", v, (int)t.n, t.s); /* the verdict's reason, the dialogue */
                else fprintf(story, "%s %s\n", v, detail);
                fclose(story);
                return k;
            }
    return 0;
}

int main(int argc, char **argv)
{
    char tools[4000], gen[4200], validate[4200], level_s[8], seed_s[32], self[4200], out[4200];
    const char *p;
    long k, round, seed = getenv("SEED") ? atol(getenv("SEED")) : 1;
    time_t deadline = time(NULL) + (getenv("SECONDS") && atol(getenv("SECONDS")) > 0 ? atol(getenv("SECONDS")) : 60);
    int level;
    work = env("PLAY_WORK");
    if (argc == 2 && strcmp(argv[1], "--search") != 0) { /* shrink's test */
        snprintf(tools, sizeof tools, "%s", env("PLAY_TOOLS"));
        k = test(argv[1], tools);
        if (k) printf("%ld\n", k);
        return k ? 0 : 1;
    }
    if (argc != 3 || strcmp(argv[1], "--search") != 0) {
        fputs("usage: playstress --search PROBLEM | playstress FILE\n", stderr);
        return 2;
    }
    p = argv[2];
    snprintf(tools, sizeof tools, "%s/../testdata/%s/tools", harness_dir(), p);
    setenv("PLAY_TOOLS", tools, 1);
    snprintf(gen, sizeof gen, "%s/gen", tools), snprintf(validate, sizeof validate, "%s/validate", tools);
    for (round = 0; time(NULL) < deadline; round++) {
        level = (int)(round % 18) / 2 + 1; /* 1, 1, 2, 2, ..., 9, 9, and round again */
        snprintf(level_s, sizeof level_s, "%d", level), snprintf(seed_s, sizeof seed_s, "%ld", seed + round);
        {
            char *g[] = {gen, seed_s, "user", level_s, NULL};
            if (run_wait(g, NULL, path("try.in"), "/dev/null") != 0) fprintf(stderr, "playstress: gen failed\n"), exit(3);
        }
        if (!(k = test(path("try.in"), tools))) continue;
        printf("play: seed %s, level %d: a game not played perfectly; shrinking it\n", seed_s, level);
        fflush(stdout);
        {
            char k_s[32], *pick[] = {NULL, "pick", k_s, NULL}, items[4200];
            snprintf(items, sizeof items, "%s/items", tools), pick[0] = items;
            snprintf(k_s, sizeof k_s, "%ld", k);
            if (run_wait(pick, path("try.in"), path("fail.in"), "/dev/null") != 0) exit(3);
            if (readlink("/proc/self/exe", self, sizeof self - 1) < 0) exit(3);
            self[sizeof self - 1] = '\0';
            snprintf(out, sizeof out, "%s", path("smallest.in"));
            {
                char shrink[4200], *sh[] = {shrink, "--items", items, "--validate", validate, "--test", self, "--work",
                                            path("shrink"), "--out", out, path("fail.in"), NULL};
                char *md[] = {"mkdir", "-p", path("shrink"), NULL};
                snprintf(shrink, sizeof shrink, "%s/shrink", harness_dir());
                if (run_wait(md, NULL, NULL, NULL) != 0 || run_wait(sh, NULL, path("shrink.out"), NULL) != 0)
                    fprintf(stderr, "playstress: shrink failed\n"), exit(3);
            }
        }
        if (!test(out, tools)) fprintf(stderr, "playstress: the shrunk position passes\n"), exit(3);
        printf("the smallest position found (a local minimum: every single reduction is played perfectly):\n");
        {
            struct text t = slurp(path("story"));
            printf("%.*s", (int)t.n, t.s);
        }
        return 1;
    }
    printf("play: no position found in %ld inputs (levels 1..9); SECONDS= longer, SEED= other seeds\n", round);
    return 0;
}
