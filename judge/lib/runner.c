/* runner.c - the code behind runner.h, which says what it is for and how to use it. */
#include <signal.h>
#include "runner.h"
#include <errno.h>
#include "files.h"
#include "kv.h"

void args_add(struct args *a, const char *s)
{
    if (a->n + 2 > a->cap && !(a->v = realloc(a->v, (size_t)(a->cap = 2 * a->cap + 16) * sizeof *a->v))) {
        fputs("harness: out of memory\n", stderr);
        exit(3);
    }
    a->v[a->n++] = s ? strdup(s) : NULL;
    a->v[a->n] = NULL;
}

const char *harness_dir(void)
{
    static char dir[4096];
    ssize_t n;
    if (!*dir) {
        if ((n = readlink("/proc/self/exe", dir, sizeof dir - 1)) <= 0) { fputs("harness: cannot read /proc/self/exe\n", stderr); exit(3); }
        dir[n] = '\0';
        *strrchr(dir, '/') = '\0';
    }
    return dir;
}

void args_runner(struct args *a, int replaceable)
{
    char path[4200], *flags = getenv("JUDGE_RUN_FLAGS"), *word;
    const char *run = replaceable ? getenv("JUDGE_RUN") : NULL;
    snprintf(path, sizeof path, "%s/run", harness_dir());
    args_add(a, run && *run ? run : path);
    /* every run charged its page faults as the reference would (run -P; time_factor sets it) */
    if (getenv("JUDGE_FAULT_US") && atof(getenv("JUDGE_FAULT_US")) != 0) args_add(a, "-P"), args_add(a, getenv("JUDGE_FAULT_US"));
    if (flags && *flags) {
        flags = strdup(flags);
        for (word = strtok(flags, " "); word; word = strtok(NULL, " ")) args_add(a, word);
        free(flags);
    }
}

int run_wait(char *const *argv, const char *in, const char *out, const char *err)
{
    int status;
    pid_t pid;
    stop_if_signalled(); /* a stop that came while the driver was busy: no new command */
    fflush(stdout); /* what is said before the child runs comes before what it says */
    if ((pid = fork()) < 0) return -1;
    if (pid == 0) {
        int fd = open(in ? in : "/dev/null", O_RDONLY);
        if (fd < 0) _exit(127);
        dup2(fd, 0);
        if (out && (fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644)) >= 0) dup2(fd, 1);
        if (err && (fd = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0644)) >= 0) dup2(fd, 2);
        execvp(argv[0], argv);
        fprintf(stderr, "cannot run %s\n", argv[0]);
        _exit(127);
    }
    while (waitpid(pid, &status, 0) < 0)
        continue;
    stop_if_signalled(); /* one that came meanwhile, before the status is read as the child's failure */
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

int args_from_lines(struct args *a, const char *path)
{
    char line[8192];
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        args_add(a, line);
    }
    fclose(f);
    return 0;
}

char *run_output(char *const *argv, int both, int *status)
{
    int fd[2], st;
    char *text = NULL;
    size_t n = 0, cap = 0;
    ssize_t got;
    pid_t p;
    if (pipe(fd) != 0) harness_error("pipe: %s", strerror(errno));
    fflush(NULL);
    if ((p = fork()) < 0) harness_error("fork: %s", strerror(errno));
    if (p == 0) {
        close(fd[0]);
        if (dup2(fd[1], 1) < 0 || (both && dup2(fd[1], 2) < 0)) _exit(127);
        execv(argv[0], argv);
        _exit(127);
    }
    close(fd[1]);
    do {
        if (n + 4096 + 1 > cap && !(text = realloc(text, cap = 2 * cap + 4096 + 1))) harness_error("out of memory");
        got = read(fd[0], text + n, cap - n - 1);
        if (got > 0) n += (size_t)got;
    } while (got > 0 || (got < 0 && errno == EINTR));
    close(fd[0]);
    if (!text && !(text = malloc(1))) harness_error("out of memory");
    while (n > 0 && text[n - 1] == '\n') n--;
    text[n] = '\0';
    while (waitpid(p, &st, 0) < 0)
        if (errno != EINTR) harness_error("waitpid: %s", strerror(errno));
    *status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    return text;
}

const char *sandbox_check(int own)
{
    int status;
    char *probe[] = {fmt("%s/run", harness_dir()), "--probe", NULL}, *text;
    const char *unsafe = getenv("JUDGE_UNSAFE"), *line = getenv("JUDGE_SANDBOX_LINE"), *path = getenv("JUDGE_BOX_PATH");
    struct kv_file f;
    if (line && *line && path && *path) return line; /* the judge that started this one asked already */
    text = run_output(probe, 0, &status);
    if (status != 0) {
        fputs("judge: the runner's probe failed (build/judge/run --probe)\n", stderr);
        exit(2);
    }
    f = kv_text(text, "run --probe");
#define FACT(key) (kv_get(&f, key) ? kv_get(&f, key) : "")
    line = fmt("sandbox: %s", FACT("layers"));
    setenv("JUDGE_BOX_PATH", FACT("path"), 1);
    setenv("JUDGE_RUN_FLAGS", "", 1);
    if (strcmp(FACT("sandbox"), "1") != 0) {
        setenv("JUDGE_RUN_FLAGS", "-u", 1);
        if (strcmp(FACT("files"), "1") != 0) {
            if (own && !(unsafe && !strcmp(unsafe, "1"))) {
                fprintf(stderr, "judge: this kernel gives a program no file protection (%s): it could write anywhere you can; "
                                "JUDGE_UNSAFE=1 runs it anyway\n", FACT("layers"));
                exit(2);
            }
            line = fmt("%s -- NO file protection", line);
        }
    }
#undef FACT
    setenv("JUDGE_SANDBOX_LINE", line, 1); /* for the programs this one starts */
    return line;
}

const struct factor *time_factor(void)
{
    static struct factor f;
    const char *scale = getenv("TL_SCALE");
    char *end;
    if (f.line) return &f;
    if (scale && *scale) {
        f.x = strtod(scale, &end);
        if (!(f.x > 0) || *end) quit(2, "TL_SCALE must be a positive number, not '%s'", scale);
        f.line = fmt("machine: not measured (TL_SCALE=%s): time limits x%s, page faults charged as they cost", scale, scale);
        setenv("JUDGE_FAULT_US", "0", 1);
    } else {
        struct args a = {0};
        const char *flags = getenv("JUDGE_RUN_FLAGS"), *x;
        int status;
        struct kv_file kv;
        char *out;
        args_add(&a, fmt("%s/run", harness_dir())), args_add(&a, "--machine");
        if (flags && strstr(flags, "-u")) args_add(&a, "-u"); /* measured as the programs run */
        out = run_output(a.v, 0, &status);
        kv = kv_text(out, "run --machine");
        if (status != 0 || !(x = kv_get(&kv, "factor")) || !(f.x = atof(x)) || !kv_get(&kv, "line"))
            quit(status == 2 ? 2 : 3, "judge: the machine's calibration failed (build/judge/run --machine)");
        f.line = kv_get(&kv, "line");
        setenv("JUDGE_FAULT_US", kv_get(&kv, "excess_us") ? kv_get(&kv, "excess_us") : "0", 1);
    }
    return &f;
}

struct time_limit time_limit_here(const char *seconds, int asan)
{
    struct time_limit t;
    double x = time_factor()->x * (asan ? 10 : 1);
    t.tl = fmt("%.3g", atof(seconds) * x);
    t.said = strcmp(t.tl, seconds) ? fmt("%s s (%s s x%g)", t.tl, seconds, x) : fmt("%s s", t.tl);
    return t;
}

struct limits limits_of(const struct kv_file *conf, const char *path, int asan)
{
    struct limits l;
    if (!kv_get(conf, "time_limit") || !kv_get(conf, "memory_limit") || !kv_get(conf, "output_limit"))
        quit(2, "%s: time_limit, memory_limit and output_limit are needed", path);
    l.time = time_limit_here(kv_get(conf, "time_limit"), asan);
    l.ml = asan ? "0" : kv_get(conf, "memory_limit"), l.ol = kv_get(conf, "output_limit");
    setenv("JUDGE_TL", l.time.tl, 1), setenv("JUDGE_ML", l.ml, 1), setenv("JUDGE_OL", l.ol, 1);
    return l;
}

static volatile sig_atomic_t stop_signal;
static void (*stop_hook)(void);
static void on_signal(int s) { stop_signal = s; }

void catch_stops(void (*on_stop)(void))
{
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
    struct sigaction sa, was;
    size_t i;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop ? on_signal : SIG_DFL;
    sigemptyset(&sa.sa_mask);
    stop_hook = on_stop, stop_signal = 0;
    for (i = 0; i < sizeof sigs / sizeof *sigs; i++) /* one ignored from the start stays so (nohup, a script's &) */
        if (sigaction(sigs[i], NULL, &was) == 0 && was.sa_handler != SIG_IGN) sigaction(sigs[i], &sa, NULL);
}

int stop_caught(void)
{
    return stop_signal;
}

void stop_if_signalled(void)
{
    int s = stop_signal;
    if (!s) return;
    if (stop_hook) stop_hook();
    signal(s, SIG_DFL);
    raise(s);
}

void need_tools(const char *const *names)
{
    for (; *names; names++)
        if (access(fmt("%s/%s", harness_dir(), *names), X_OK) != 0) quit(2, "%s/%s is missing: run this through make", harness_dir(), *names);
}

char *on_path(const char *program, const char *path)
{
    char *dirs = fmt("%s", path ? path : ""), *dir;
    while ((dir = strsep(&dirs, ":")) != NULL)
        if (*dir && access(fmt("%s/%s", dir, program), X_OK) == 0) return fmt("%s/%s", dir, program);
    return NULL;
}
