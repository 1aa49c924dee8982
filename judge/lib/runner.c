/* runner.c - the code behind runner.h, which says what it is for and how to use it. */
#include "runner.h"

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
