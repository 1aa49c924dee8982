/* run - run one program on one input under a judge's limits and report what happened.
 *
 *   run [-t CPU_S] [-w WALL_S] [-m MEM_MIB] [-f OUT_MIB] [-i IN] [-o OUT] [-e ERR] -- PROG ARG...
 *
 * Prints its report on stdout as key=value lines, the meta file that judge/judging/verdict reads
 * (judge/README.md, "Formats"): exit, signal, cpu, wall, mem_kib, killed (none, cpu, wall or mem);
 * exit is -1 when the program was killed by a signal, signal is 0 when it exited.
 * Exit status 0 when it could run the program at all, 3 on a harness error (message on stderr).
 *
 * How each limit is enforced (Linux):
 * - CPU time: polled every 2 ms (all threads of the program, from /proc/PID/stat); once it passes
 *   the limit by CPU_MARGIN the process group gets SIGKILL (killed=cpu), so a time-out costs the
 *   limit, not a second more. RLIMIT_CPU, a whole second above the limit (rlimits count seconds),
 *   stays as the backstop (SIGXCPU). The verdict compares the measured CPU time with the limit.
 * - Wall time: polled every 2 ms; past WALL_S the whole process group gets SIGKILL. This catches
 *   programs that sleep or block, which use no CPU.
 * - Memory: what counts is the resident set, as on judges that measure it: polled every 2 ms and
 *   killed past MEM_MIB; the peak reported is wait4's ru_maxrss, which sees a spike the poll
 *   missed. No RLIMIT_AS: a cap on address space would turn a big allocation into a NULL from
 *   malloc (a crash, reported as RE) or a failed exec (a big static array), where the truth is
 *   MLE. MEM_MIB 0 means no limit (for AddressSanitizer).
 * - Output: RLIMIT_FSIZE, so a program writing without end gets SIGXFSZ and cannot fill the disk.
 * - Children: the program runs in its own process group, which is killed when the program ends,
 *   and this process is a child subreaper, so orphans are reaped here rather than outliving a case.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <dirent.h>
#include <time.h>
#include <unistd.h>

enum { POLL_NS = 2000000 };
static const double CPU_MARGIN = 0.05; /* seconds past the limit before the poll kills */

static void die(const char *what)
{
    fprintf(stderr, "run: %s: %s\n", what, strerror(errno));
    exit(3);
}

/* In the child, before exec: report errno to the parent through the close-on-exec pipe. */
static int exec_pipe[2];
static void child_fail(void)
{
    int e = errno;
    if (write(exec_pipe[1], &e, sizeof e) < 0) _exit(127);
    _exit(127);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void limit(int resource, rlim_t soft, rlim_t hard)
{
    struct rlimit rl;
    rl.rlim_cur = soft;
    rl.rlim_max = hard;
    if (setrlimit(resource, &rl) != 0) child_fail();
}

static void redirect(const char *path, int fd, int flags)
{
    int f;
    if (!path) return;
    f = open(path, flags, 0644);
    if (f < 0 || dup2(f, fd) < 0) child_fail();
    close(f);
}

/* SIGKILL every process whose parent is this one (orphans reparented here, because this process
 * is a subreaper, even if they left the program's process group); returns how many there were. */
static int kill_children(void)
{
    DIR *proc = opendir("/proc");
    struct dirent *e;
    int n = 0;
    if (!proc) return 0;
    while ((e = readdir(proc)) != NULL) {
        char path[300];
        int ppid = 0;
        FILE *f;
        if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
        snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
        if (!(f = fopen(path, "r"))) continue;
        /* field 4 is the parent; field 2, the command name, is in parentheses and may hold spaces */
        if (fscanf(f, "%*d (%*[^)]) %*c %d", &ppid) == 1 && ppid == (int)getpid()) {
            kill(atoi(e->d_name), SIGKILL);
            n++;
        }
        fclose(f);
    }
    closedir(proc);
    return n;
}

/* CPU seconds (user + system, all threads) of one process from /proc/PID/stat; 0 once it is gone. */
static double cpu_of(pid_t pid)
{
    char path[64];
    unsigned long long user = 0, sys = 0;
    FILE *f;
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    if (!(f = fopen(path, "r"))) return 0;
    /* fields 14 and 15; field 2, the command name, is in parentheses and may hold spaces */
    if (fscanf(f, "%*d (%*[^)]) %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &user, &sys) != 2)
        user = sys = 0;
    fclose(f);
    return (double)(user + sys) / (double)sysconf(_SC_CLK_TCK);
}

/* Resident set of one process in KiB from /proc/PID/statm; 0 once it is gone. */
static long rss_kib(pid_t pid)
{
    char path[64];
    long size = 0, resident = 0;
    FILE *f;
    snprintf(path, sizeof path, "/proc/%d/statm", (int)pid);
    if (!(f = fopen(path, "r"))) return 0;
    if (fscanf(f, "%ld %ld", &size, &resident) != 2) resident = 0;
    fclose(f);
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

int main(int argc, char **argv)
{
    double cpu_s = 10, wall_s = 0, start, wall;
    long mem_mib = 0, out_mib = 64;
    const char *in = NULL, *out = NULL, *err = NULL, *killed = "none";
    int opt, status, exec_errno = 0, i;
    pid_t pid;
    struct rusage ru;
    struct timespec tick = {0, POLL_NS};

    while ((opt = getopt(argc, argv, "+t:w:m:f:i:o:e:")) != -1) {
        switch (opt) {
        case 't': cpu_s = atof(optarg); break;
        case 'w': wall_s = atof(optarg); break;
        case 'm': mem_mib = atol(optarg); break;
        case 'f': out_mib = atol(optarg); break;
        case 'i': in = optarg; break;
        case 'o': out = optarg; break;
        case 'e': err = optarg; break;
        default: fprintf(stderr, "run: usage: run [-t s] [-w s] [-m MiB] [-f MiB] [-i in] [-o out] [-e err] -- prog args\n"); return 2;
        }
    }
    if (optind >= argc || cpu_s <= 0) { fprintf(stderr, "run: no program, or a bad time limit\n"); return 2; }
    if (wall_s <= 0) wall_s = cpu_s + (cpu_s / 10 > 1 ? cpu_s / 10 : 1);
    if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) die("prctl");

    /* The child reports a failed exec through a close-on-exec pipe: a harness error, not a verdict. */
    if (pipe2(exec_pipe, O_CLOEXEC) != 0) die("pipe");
    start = now();
    pid = fork();
    if (pid < 0) die("fork");
    if (pid == 0) {
        rlim_t cpu_cap = (rlim_t)cpu_s + 1;
        setpgid(0, 0);
        redirect(in ? in : "/dev/null", 0, O_RDONLY);
        redirect(out, 1, O_WRONLY | O_CREAT | O_TRUNC);
        redirect(err, 2, O_WRONLY | O_CREAT | O_TRUNC);
        limit(RLIMIT_CPU, cpu_cap, cpu_cap + 1);
        limit(RLIMIT_FSIZE, (rlim_t)out_mib << 20, (rlim_t)out_mib << 20);
        limit(RLIMIT_CORE, 0, 0);
        limit(RLIMIT_STACK, (rlim_t)8 << 20, (rlim_t)8 << 20);
        execvp(argv[optind], argv + optind);
        child_fail();
    }
    setpgid(pid, pid); /* also here, so the group exists before any kill below */
    close(exec_pipe[1]);
    if (read(exec_pipe[0], &exec_errno, sizeof exec_errno) == (ssize_t)sizeof exec_errno) {
        waitpid(pid, NULL, 0);
        errno = exec_errno;
        die("cannot start the program (bad input/output path, limit or executable)");
    }
    close(exec_pipe[0]);

    for (;;) {
        pid_t r = wait4(pid, &status, WNOHANG, &ru);
        if (r == pid) break;
        if (r < 0 && errno != EINTR) die("wait4");
        if (now() - start > wall_s) {
            killed = "wall";
            kill(-pid, SIGKILL);
        } else if (cpu_of(pid) > cpu_s + CPU_MARGIN) {
            killed = "cpu";
            kill(-pid, SIGKILL);
        } else if (mem_mib > 0 && rss_kib(pid) > mem_mib * 1024) {
            killed = "mem";
            kill(-pid, SIGKILL);
        }
        if (strcmp(killed, "none") != 0) {
            while (wait4(pid, &status, 0, &ru) < 0 && errno == EINTR) continue;
            break;
        }
        nanosleep(&tick, NULL);
    }
    wall = now() - start;

    /* Whatever the program left behind dies with it: its process group, then any orphan that was
     * reparented here, until no child is left (bounded, so the harness itself never hangs). */
    for (i = 0; i < 1000; i++) {
        kill(-pid, SIGKILL);
        kill_children();
        while (waitpid(-1, NULL, WNOHANG) > 0) continue;
        if (waitpid(-1, NULL, WNOHANG) < 0 && errno == ECHILD) break;
        nanosleep(&tick, NULL);
    }
    if (i == 1000) { fprintf(stderr, "run: a child of the program could not be killed\n"); return 3; }

    printf("exit=%d\nsignal=%d\ncpu=%.3f\nwall=%.3f\nmem_kib=%ld\nkilled=%s\n",
           WIFEXITED(status) ? WEXITSTATUS(status) : -1,
           WIFSIGNALED(status) ? WTERMSIG(status) : 0,
           ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6,
           wall, ru.ru_maxrss, killed);
    return 0;
}
