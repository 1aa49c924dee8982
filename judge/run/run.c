/* run - run one program on one input in a sandbox, under a judge's limits over its whole process
 * tree, and report what happened. Everything the judge runs on a user's behalf comes here: every
 * build (judge/judging/lang.c) and every run (judge/judging/case.c), through judge/lib/runner.h;
 * scripts (make bench's overhead.sh) through `runner`, and `run --probe`, in judge/lib/common.sh.
 *
 *   run [-t CPU_S] [-w WALL_S] [-m MEM_MIB] [-f OUT_MIB] [-F FILE_MIB] [-D DISK_MIB] [-p TASKS]
 *       [-i IN] [-o OUT] [-e ERR] [-r PATH]... [-W PATH]... [-C DIR] [-E NAME=VALUE]... [-x FD]
 *       [-P US] [-u] [-1] -- PROG ARG...
 *   run --probe
 *   run --machine [--again] [-u]
 *
 * -t CPU seconds (default 10), -w wall seconds (default t + max(1, t/10)), -m MiB of memory (0:
 * no limit, for AddressSanitizer), -f MiB of output per file and of scratch space (default 64),
 * -F MiB per file the program writes other than stdout and stderr (default -f's; a build's object
 * files and binary are larger than any output a judge allows: lang.c), -D MiB the -W folders may
 * hold in all (default: no cap; lang.c's builds, case.c's feedback folders), -p processes + threads
 * (default 128: a contest program needs a few, a JVM about 30). IN is stdin (default /dev/null),
 * OUT and ERR stdout and stderr (ERR may be OUT), opened before the program is sandboxed and
 * never handed to it: stdin is a private copy, stdout and stderr memfds copied into OUT and ERR
 * at the end, so nothing it does to a descriptor (fchmod, futimens) reaches a file of ours. -r,
 * -W, -C, -E, -u, -1 and -x: judge/README.md, the runner's command line (-1: every judged run,
 * not a build, nor under ASan, whose LeakSanitizer stops the world from a process of its own;
 * -x FD: the lines "OWED SINCE FROM TO", or "end", that owed_s reads). -P US: microseconds of each minor
 * page fault not charged to the run's CPU time (fault_excess_s, below; the judge passes run
 * --machine's excess_us; default 0). Names are data: PROG and its arguments go to execvp as they are, no shell.
 *
 * Prints its report on stdout as key=value lines, the meta file that judge/judging/case.c reads
 * (lang.c, a build's; judge/README.md, "Formats"): exit, signal, cpu, wall, mem_kib, killed
 * (none, cpu, wall, mem, procs, output: -F's streams past -f, or disk: the -W folders past -D),
 * procs, owed, faults (minor page faults); cpu is as charged (-P); exit is -1 when the program was killed by a signal, signal is 0 when it exited.
 * Exit status 0 when it could run the program at all, 2 on a usage error, 3 on a harness error
 * (message on stderr: the sandbox could not be built, or the program not started).
 * --probe prints what the kernel allows, as key=value facts: userns, pidns, netns, mountns (1/0),
 * landlock (the ABI, 0 for none), seccomp (1/0), cgroup (1: each run gets a memory cgroup),
 * sandbox (1: a program ran in the full sandbox), files (1: something protects files: the
 * sandbox, or Landlock under -u), layers (the line the reports show), path (the fixed PATH inside).
 *
 * The sandbox is judge/lib/sandbox.h. Each limit binds the whole tree, and why each is enforced
 * as it is ("The limits", below the includes): the tree ends with the program (our init, pid 1
 * of its namespace); CPU time counts every process and thread; memory is the kernel's own count
 * (a memory cgroup of the run's own, as root) or a poll of every process, checked before time,
 * and never an address-space cap (which turns MLE into a crash); processes by RLIMIT_NPROC and
 * the poll; wall time leaves out what a loaded machine or (-x) the other party owed, within a
 * bound; output by RLIMIT_FSIZE and a capped tmpfs; a watchdog, so the judge never hangs.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <grp.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/mman.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "runner.h" /* catch_stops */
#include "sandbox.h"
#include "verdict.h" /* wall_limit */

/* The limits, and why each is enforced this way (the header names them):
 * - The tree: the program runs under an init of ours, pid 1 of its pid namespace, which reaps
 *   every orphan; when the program's main process ends, the init kills the rest and ends, and
 *   the kernel takes whatever is left with the namespace. Nothing outlives the case.
 * - Accounting: -1 leaves one process, whose own count holds every thread's CPU time, ended or
 *   not; memory, with a cgroup (cg_make: the runner is root, cgroup v1), is the kernel's own: the
 *   memory cgroup's peak, with its limit as a hard limit (the kernel reclaims what it can, then
 *   pauses the program, its OOM killer disabled: the poll sees under_oom and stops the run,
 *   killed=mem; or, at the limit, it keeps reclaiming the program's code and reading it back,
 *   never pausing: cg_thrashing, killed=mem too; or a syscall's allocation fails there, and the
 *   program fails with its peak at the limit: killed=mem as well). Without, a poll, as below; it sees only what
 *   processes show, so seccomp (sandbox.h) refuses what parks memory elsewhere. Memory is
 *   checked before time: a run that reached its memory limit is MLE, whatever CPU the kernel's
 *   reclaim added on the way.
 * - CPU time: every process and thread in the namespace. Every 2 ms the runner reads the
 *   namespace's own /proc (through /proc/<init>/root/proc): for each process its own time and
 *   that of the children it reaped. A process reaped without a wait (SIGCHLD ignored) leaves no
 *   trace in its parent, so the last time seen of each process (pid, start time) is kept too; the
 *   estimate is the larger of the two sums, each a lower bound. Past the limit by CPU_MARGIN the
 *   namespace is killed (killed=cpu). At the end the init's children total (getrusage) is exact.
 *   Every figure is charged: less -P's share of each minor page fault (fault_excess_s).
 *   RLIMIT_CPU, a second above the limit, stays as a per-process backstop (SIGXCPU).
 * - Memory: the sum of the resident sets and page tables (VmPTE) of the namespace's processes,
 *   polled, killed past the limit (killed=mem). A resident set counts the pages a forked child
 *   shares with its parent twice, so when the sum passes the limit with several processes alive
 *   the runner sums their proportional sets (Pss, /proc/PID/smaps_rollup, dearer to read)
 *   instead, which count every page once, and kills only if that passes too. One process is measured exactly as before: its
 *   resident set, and the peak is also the kernel's ru_maxrss, which sees a spike the poll missed.
 *   No RLIMIT_AS: a cap on address space turns a big allocation into a NULL from malloc (a crash,
 *   RE) or a failed exec, where the truth is MLE.
 * - Processes and threads: RLIMIT_NPROC, which inside our user namespace binds even when the judge
 *   runs as root, and the poll: reaching the cap is killed=procs (a fork bomb ends quickly).
 * - Wall time: from the runner's clock; the program cannot signal or stop the runner (pid
 *   namespace), and a program that stops itself (SIGSTOP, SIGTSTP) is still killed at the limit.
 *   Time its longest-waiting thread spent runnable but waiting for a CPU (schedstat's run_delay)
 *   does not count, up to WALL_CAP times the limit (SCHED_IDLE, which would make it wait at will,
 *   is refused): on a loaded machine a program that needs 0.1 s of CPU can wait 2 s for it, and
 *   that is the machine's fault, not a time-out (a program that sleeps or blocks does not wait
 *   for a CPU, so it is still killed at the limit; one whose CPU time still grows, by BUSY of a
 *   core or more, is computing, and left to its CPU limit, which comes first). The cap only bounds the judge's own time: a
 *   program that gets a quarter of a core still reaches its CPU limit before it. With -x, the
 *   time the other party owed answers does not count either, exactly, up to the wall limit
 *   itself: the limit is on the real time less that, and so is the cap. The bound keeps a program
 *   that waits on a party that waits on it (a move sent without its newline) from outliving that
 *   party's own limits: it ends within WALL_CAP + 1 times its wall limit.
 * - Output: RLIMIT_FSIZE, so a program writing without end gets SIGXFSZ; the scratch tmpfs has
 *   the same cap: the disk cannot fill. With -F above -f, RLIMIT_FSIZE is -F's, which binds the
 *   stdout and stderr memfds too, so the poll holds those to -f (killed=output) and the runner
 *   copies at most -f MiB of each: a build's messages stay as small as a run's output. The -W
 *   folders are on the host's disk: -D caps what they hold together, their blocks summed every
 *   50 ms and at the end (killed=disk), so many files at the cap of one cannot fill the disk.
 * - The runner's own watchdog: SIGALRM (fatal) WALL_CAP x WALL_S + 30 s ((WALL_CAP + 1) x WALL_S
 *   + 30 s with -x) after it starts, so that the
 *   judge never hangs, even on a bug of the runner's; the init (and under -u the program) has
 *   SIGKILL as parent-death signal, set after it takes its ids (a change of ids clears it), so
 *   the program dies with the runner. This costs nothing per run, where coreutils' timeout
 *   around each call would cost a process; a fatal signal is all either could send, and neither
 *   ends a process stuck in an uninterruptible sleep.
 * - The runner's own stop (SIGINT, as Ctrl-C sends it to the judge and all it started; SIGTERM,
 *   SIGHUP): the run ends as at a limit, its cgroup and scratch removed, then the runner by that
 *   signal. A runner killed by SIGKILL leaves its cgroup, empty: a run an hour later removes it.
 */
enum { POLL_NS = 2000000, MAX_SEEN = 4096, NOFILE = 32, WALL_CAP = 4 };
static const double CPU_MARGIN = 0.05; /* seconds past the limit before the poll kills */
/* A program whose CPU time grew by BUSY of a core or more over the last BUSY_SPAN_S seconds is
 * computing, not sleeping: the wall limit leaves it to its CPU limit, which comes first. Its share
 * of the machine is not the measure: run_delay misses part of a loaded machine's waits here (a busy
 * loop beside two others was stopped by the wall clock at 6.62 s of its 6.72 s of CPU), while
 * even a program given a fifth of a core grows by more than BUSY. */
static const double BUSY = 0.1, BUSY_SPAN_S = 0.5;
extern char **environ;
static char **args; /* main's argv: the init blanks it, so that the program cannot read our paths */
static int runner_is_root;

/* A stop of the runner itself (Ctrl-C reaches it with the judge; SIGTERM, SIGHUP): caught
 * (catch_stops, lib/runner.h), and the poll ends the run as at a limit, so the program, its cgroup
 * and the scratch folder go as after any run; then the runner ends by that signal (main), with
 * no report: nobody waits for one. By then nothing is left to do. */
static void after_the_run(void) {}

struct opts {
    double cpu_s, wall_s;
    long mem_mib, out_mib, file_mib, disk_mib, tasks;
    const char *in, *out, *err, *env[40];
    int nenv, unsafe, one_process, owed_fd; /* owed_fd: -x, else -1 */
    struct box box;
    char **argv;
};

/* What the runner learns about a run. */
struct result {
    int status;        /* as from wait */
    double cpu, wall, owed; /* cpu: as charged (-P) */
    long mem_kib, procs, faults; /* faults: minor page faults, all the run's processes reaped */
    const char *killed;
};

/* -P: the seconds of each minor page fault (memory touched for the first time, mostly) that a run
 * is not charged, because this machine's faults cost that much more than the reference's, times
 * the factor (run --machine's excess_us). A machine's first touch of memory and its computing
 * differ in speed from another's by different ratios (a shared host's page faults can cost five
 * times its CPU's share), so one factor cannot judge both: the time limit follows the CPU, and a
 * fault is charged what it would cost there, scaled as the CPU is. */
static double fault_excess_s;

static void cg_remove(void);

static void die(const char *what)
{
    fprintf(stderr, "run: %s: %s\n", what, strerror(errno));
    cg_remove();
    exit(3);
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
    if (setrlimit(resource, &rl) != 0) box_fail("setrlimit");
}

static double tv(struct timeval t) { return (double)t.tv_sec + t.tv_usec / 1e6; }

/* --- the run's own memory cgroup (cgroup v1, when the runner is root) ------------------------ */

/* Each run gets a memory cgroup of its own, <the runner's own memory cgroup>/judge/run-XXXXXX,
 * made here and removed after: its limit is the memory limit, enforced by the kernel, and its
 * peak holds what the kernel keeps for the program (shmem, page tables, pipe buffers, its files
 * on tmpfs, the kernel's objects). Below the runner's own, so every limit that binds the runner
 * binds the run too. Memory only: CPU time and processes a poll and the init's rusage count
 * exactly, since a run is one process (-1), and each controller joined costs a wait for the
 * kernel (an RCU grace period), which the runner spends while the init builds the sandbox. */
static struct { char dir[300]; int procs, on; } cg;

/* The number in the file FILE of the run's cgroup (the value after KEY, for a keyed file). */
static long long cg_read(const char *file, const char *key)
{
    char path[400], buf[512], *p = buf;
    long long v = -1;
    ssize_t n;
    int fd;
    snprintf(path, sizeof path, "%s/%s", cg.dir, file);
    if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) return -1;
    n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return -1;
    buf[n] = '\0';
    if (key && !(p = strstr(buf, key))) return -1;
    return sscanf(p + (key ? strlen(key) : 0), "%lld", &v) == 1 ? v : -1;
}

/* Whether the run, its usage at the limit, has read more than THRASH pages back from the disk
 * (major faults) since the first call: the kernel reclaims file pages (a program's own code, a
 * compiler's is large) instead of pausing it (under_oom), and the program then spends its
 * time reading them back, its CPU time and wall time the disk's. That is its memory limit
 * reached, as surely as a pause: it stops as MLE, not at a time limit the machine decides. */
static int cg_thrashing(void)
{
    enum { THRASH = 1024 }; /* 4 MiB of pages: a few refaults of a program near its limit are not it */
    static long long first = -1;
    long long n = cg_read("memory.stat", "\npgmajfault ");
    if (first < 0) first = n;
    return n >= 0 && n - first > THRASH;
}

static int cg_write(const char *file, long long v)
{
    char path[400], num[32];
    int fd, ok;
    snprintf(path, sizeof path, "%s/%s", cg.dir, file);
    if ((fd = open(path, O_WRONLY | O_CLOEXEC)) < 0) return -1;
    snprintf(num, sizeof num, "%lld", v);
    ok = write(fd, num, strlen(num)) == (ssize_t)strlen(num);
    close(fd);
    return ok ? 0 : -1;
}

/* Removes the run's cgroup (once the init is gone it empties, perhaps not at once) and the judge
 * folder above it when no other run uses it. */
static void cg_remove(void)
{
    int tries;
    if (!*cg.dir) return;
    if (cg.procs >= 0) close(cg.procs);
    for (tries = 0; rmdir(cg.dir) != 0 && errno == EBUSY && tries < 1000; tries++) usleep(1000);
    *strrchr(cg.dir, '/') = '\0';
    rmdir(cg.dir); /* the judge folder: fails while another run is in it */
    memset(&cg, 0, sizeof cg);
}

/* Removes the cgroups of runs that ended without removing theirs (a runner killed by SIGKILL):
 * any in DIR made over an hour ago that is empty (rmdir refuses one with a process in it). A live
 * run's cgroup is empty only for moments, at its start and its end, and no run lasts an hour. */
static void cg_sweep(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    struct stat st;
    char path[512];
    while (d && (e = readdir(d)) != NULL)
        if (!strncmp(e->d_name, "run-", 4) && snprintf(path, sizeof path, "%s/%s", dir, e->d_name) < (int)sizeof path &&
            stat(path, &st) == 0 && time(NULL) - st.st_mtime > 3600)
            rmdir(path);
    if (d) closedir(d);
}

/* Makes the run's cgroup with its limit (mem_mib 0: none); 1 when done, 0 when there is none to
 * have (not root, no cgroup v1 memory controller), with nothing left behind. */
static int cg_make(long mem_mib)
{
    char line[512], own[256] = "", path[400];
    int found = 0, tries;
    FILE *f;
    memset(&cg, 0, sizeof cg);
    cg.procs = -1;
    if (geteuid() != 0 || !(f = fopen("/proc/self/cgroup", "r"))) return 0;
    while (fgets(line, sizeof line, f)) { /* "ID:CONTROLLER,...:PATH" */
        char *ctl = strchr(line, ':'), *at = ctl ? strchr(ctl + 1, ':') : NULL;
        if (!at) continue;
        *at++ = '\0', at[strcspn(at, "\n")] = '\0';
        if ((strstr(ctl, ":memory") || strstr(ctl, ",memory")) && strlen(at) < 200)
            snprintf(own, sizeof own, "%s", strcmp(at, "/") ? at : ""), found = 1;
    }
    fclose(f);
    if (!found) return 0;
    /* run-XXXXXX, unique (pids repeat across pid namespaces); the judge folder may go between the
     * two mkdirs (another run's cg_remove): again */
    for (tries = 0; !cg.on && tries < 10; tries++) {
        snprintf(cg.dir, sizeof cg.dir, "/sys/fs/cgroup/memory%s/judge", own);
        if (mkdir(cg.dir, 0755) != 0 && errno != EEXIST) break;
        if (tries == 0) cg_sweep(cg.dir);
        strcat(cg.dir, "/run-XXXXXX");
        cg.on = mkdtemp(cg.dir) != NULL;
    }
    if (!cg.on) return *cg.dir = '\0', 0;
    snprintf(path, sizeof path, "%s/cgroup.procs", cg.dir);
    /* swap too, where the kernel accounts it (memsw); no swapping where it cannot */
    if ((cg.procs = open(path, O_WRONLY | O_CLOEXEC)) < 0 ||
        (mem_mib > 0 && (cg_write("memory.limit_in_bytes", (long long)mem_mib << 20) != 0 ||
                         (access("/sys/fs/cgroup/memory/memory.memsw.limit_in_bytes", F_OK) == 0 &&
                          cg_write("memory.memsw.limit_in_bytes", (long long)mem_mib << 20) != 0))))
        return cg_remove(), 0;
    cg_write("memory.swappiness", 0);
    /* At the limit the kernel pauses the program instead of killing it (under_oom), and the poll
     * stops it as MLE at once: no CPU of the kernel's reclaim and kill is charged past that
     * moment, so a memory-out never turns into a time-out on a busy machine. */
    if (mem_mib > 0) cg_write("memory.oom_control", 1);
    return 1;
}

/* Puts process PID (0: this one) in the run's cgroup; 0 when done or there is none. */
static int cg_join(pid_t pid)
{
    char num[24];
    snprintf(num, sizeof num, "%d", (int)pid);
    return !cg.on || write(cg.procs, num, strlen(num)) == (ssize_t)strlen(num) ? 0 : -1;
}

/* --- the program, in the child, up to exec --------------------------------------------------- */

/* fds 0-2 only, its limits, no_new_privs, Landlock, seccomp, the clean environment, exec. */
static void exec_program(const struct opts *o, int in, int out, int err, const char *scratch, int in_pid_ns)
{
    static char *env[48];
    static char home[4200], tmpdir[4200];
    int n = 0, i;
    /* a second over, plus what -P leaves uncharged of the faults its memory limit allows */
    rlim_t cpu_cap = (rlim_t)(o->cpu_s + fmax(0, (double)o->mem_mib * 256 * fault_excess_s)) + 1;
    if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) box_fail("stdio");
    if (syscall(SYS_close_range, 3U, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */) != 0) box_fail("close_range");
    limit(RLIMIT_CPU, cpu_cap, cpu_cap + 1);
    limit(RLIMIT_FSIZE, (rlim_t)o->file_mib << 20, (rlim_t)o->file_mib << 20);
    limit(RLIMIT_CORE, 0, 0);
    limit(RLIMIT_STACK, (rlim_t)8 << 20, (rlim_t)8 << 20);
    /* per user namespace: + 1 for the init; outside one (-u) it would count all of the user's */
    if (in_pid_ns) limit(RLIMIT_NPROC, (rlim_t)o->tasks + 1, (rlim_t)o->tasks + 1);
    /* few files: every pipe or socket holds a buffer no resident set shows */
    if (o->one_process) limit(RLIMIT_NOFILE, NOFILE, NOFILE);
    if (chdir(o->box.cwd ? o->box.cwd : scratch) != 0) box_fail(o->box.cwd ? o->box.cwd : scratch);
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) box_fail("no_new_privs");
    box_landlock(&o->box, scratch, in_pid_ns);
    box_seccomp(!in_pid_ns, o->one_process);
    snprintf(home, sizeof home, "HOME=%s", scratch);
    snprintf(tmpdir, sizeof tmpdir, "TMPDIR=%s", scratch);
    env[n++] = "PATH=" BOX_PATH;
    env[n++] = "LANG=C.UTF-8";
    env[n++] = home;
    env[n++] = tmpdir;
    for (i = 0; i < o->nenv; i++) env[n++] = (char *)o->env[i];
    env[n] = NULL;
    environ = env;
    execvp(o->argv[0], o->argv);
    box_fail("cannot start the program");
}

/* --- the namespaces' init -------------------------------------------------------------------- */

struct init_report { int status; struct rusage children; };

/* pid 1: builds the files, becomes BOX_ID, starts the program, reaps everything, and when the
 * program's main process ends kills the rest and reports the program's status and the children's
 * total usage to the runner. */
static void init_main(struct opts *o, int go, int report, int in, int out, int err)
{
    struct init_report r;
    pid_t prog;
    char c;
    int i;
    catch_stops(NULL);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (read(go, &c, 1) != 1) _exit(127); /* the runner could not map the ids, or died */
    box_open(&o->box);
    if (setresgid(BOX_ID, BOX_ID, BOX_ID) != 0 || setresuid(BOX_ID, BOX_ID, BOX_ID) != 0) box_fail("taking the box's ids");
    /* again: a change of ids clears it, and a runner that died without it would leave the program
     * running (one that dies before this is seen at the next read) */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    box_files(&o->box);
    /* The program may not read this process's memory or fds: it lacks the capabilities this
     * process keeps in the namespace, and under a root runner this process is not dumpable
     * either. A runner that is not root needs it dumpable to read the namespace's /proc. */
    prctl(PR_SET_DUMPABLE, !runner_is_root);
    if (sethostname("box", 3) != 0) box_fail("sethostname");
    if (read(go, &c, 1) != 1) _exit(127); /* in the run's cgroup now, if it has one */
    if ((prog = fork()) < 0) box_fail("fork");
    if (prog == 0) { close(report); exec_program(o, in, out, err, "/tmp", 1); }
    for (i = 0; args && args[i]; i++) memset(args[i], 0, strlen(args[i])); /* after the fork */
    close(box_error_fd);
    close(in), close(out), close(err);
    memset(&r, 0, sizeof r);
    for (;;) {
        int st;
        pid_t p = waitpid(-1, &st, __WALL);
        if (p == prog) { r.status = st; break; }
        if (p < 0 && errno != EINTR) break;
    }
    kill(-1, SIGKILL); /* in a pid namespace: everything but this process */
    for (;;) if (waitpid(-1, NULL, __WALL) < 0 && errno != EINTR) break;
    getrusage(RUSAGE_CHILDREN, &r.children);
    if (write(report, &r, sizeof r) < 0) _exit(1);
    _exit(0);
}

/* --- the poll of the process tree ------------------------------------------------------------ */

static struct { int pid; unsigned long long start; double own; int alive; } seen[MAX_SEEN];
static int nseen;
static double dead_own; /* the last own CPU time seen of processes that are gone */

struct tree { double cpu; long rss_kib, tasks, nproc; int at_limit; /* the cgroup's program paused or thrashing at its limit */ };

/* CPU seconds used with FAULTS minor faults, as charged (never below 0). */
static double charged(double cpu, unsigned long long faults)
{
    return fmax(0, cpu - (double)faults * fault_excess_s);
}

/* One process's stat: own and reaped children's CPU seconds as charged, threads, start time; -1
 * if gone. */
static int read_stat(int dir, const char *pid, double *own, double *children, long *threads, unsigned long long *start)
{
    char path[64], buf[1024], *p;
    unsigned long long ut, st, bt, flt, cflt;
    long long cut, cst;
    ssize_t n;
    int fd;
    snprintf(path, sizeof path, "%s/stat", pid);
    if ((fd = openat(dir, path, O_RDONLY | O_CLOEXEC)) < 0) return -1;
    n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return -1;
    buf[n] = '\0';
    /* the command name, field 2, is in parentheses and may hold anything: skip to its end */
    if (!(p = strrchr(buf, ')')) ||
        sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %llu %llu %*u %*u %llu %llu %lld %lld %*d %*d %ld %*d %llu",
               &flt, &cflt, &ut, &st, &cut, &cst, threads, &bt) != 8)
        return -1;
    *own = charged((double)(ut + st) / (double)sysconf(_SC_CLK_TCK), flt);
    *children = charged((double)(cut + cst) / (double)sysconf(_SC_CLK_TCK), cflt);
    *start = bt;
    return 0;
}

/* KiB from the lines "KEY: N kB" of FILE, for KEY and (if not NULL) KEY2, summed. */
static long read_mem(int dir, const char *pid, const char *file, const char *key, const char *key2)
{
    char path[64], buf[4096], *p;
    long v = 0, sum = 0;
    ssize_t n;
    int fd;
    snprintf(path, sizeof path, "%s/%s", pid, file);
    if ((fd = openat(dir, path, O_RDONLY | O_CLOEXEC)) < 0) return 0;
    n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return 0;
    buf[n] = '\0';
    if ((p = strstr(buf, key)) && sscanf(p + strlen(key), ": %ld", &v) == 1) sum += v;
    if (key2 && (p = strstr(buf, key2)) && sscanf(p + strlen(key2), ": %ld", &v) == 1) sum += v;
    return sum;
}

/* A process's memory: its resident set (or proportional set, with pss) and its page tables, which
 * a program can grow far past its resident set (huge mappings of the zero page). */
static long process_mem(int dir, const char *pid, int pss)
{
    if (!pss) return read_mem(dir, pid, "status", "VmRSS", "VmPTE");
    return read_mem(dir, pid, "smaps_rollup", "Pss", NULL) + read_mem(dir, pid, "status", "VmPTE", NULL);
}

/* Seconds the thread of the processes in /proc dir d (only process `only`, if not 0) that waited
 * longest for a CPU while runnable has waited: run_delay, the second field of
 * /proc/PID/task/TID/schedstat (ns). One thread's, not the sum: threads wait side by side, and
 * the sum grows with their number, not with the time. */
static double waited_s(DIR *d, pid_t only)
{
    unsigned long long run_ns, wait_ns, most = 0;
    struct dirent *e, *t;
    char path[96], name[24];
    rewinddir(d);
    while ((e = readdir(d)) != NULL) {
        DIR *task;
        int fd;
        if (e->d_name[0] < '1' || e->d_name[0] > '9') continue;
        if (only && atoi(e->d_name) != only) continue;
        snprintf(path, sizeof path, "%.24s/task", e->d_name);
        if ((fd = openat(dirfd(d), path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0 || !(task = fdopendir(fd))) {
            if (fd >= 0) close(fd);
            continue;
        }
        while ((t = readdir(task)) != NULL) {
            FILE *f;
            int sfd;
            if (t->d_name[0] < '1' || t->d_name[0] > '9') continue;
            snprintf(name, sizeof name, "%.12s/schedstat", t->d_name);
            if ((sfd = openat(dirfd(task), name, O_RDONLY | O_CLOEXEC)) < 0) continue;
            if (!(f = fdopen(sfd, "r"))) { close(sfd); continue; }
            if (fscanf(f, "%llu %llu", &run_ns, &wait_ns) == 2 && wait_ns > most) most = wait_ns;
            fclose(f);
        }
        closedir(task);
    }
    return (double)most / 1e9;
}

/* The namespace's processes, from its /proc (DIR), all but the init (pid 1, ours), whose reaped
 * children still count. With pss, memory is the sum of proportional sets. */
static struct tree poll_tree(DIR *d, int pss)
{
    struct tree t = {0, 0, 0, 0, 0};
    double live = 0, live_own = 0;
    struct dirent *e;
    int i;
    for (i = 0; i < nseen; i++) seen[i].alive = 0;
    rewinddir(d);
    while ((e = readdir(d)) != NULL) {
        double own, children;
        long threads;
        unsigned long long start;
        if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
        if (read_stat(dirfd(d), e->d_name, &own, &children, &threads, &start) != 0) continue;
        if (!strcmp(e->d_name, "1")) { live += children; continue; }
        live += own + children, live_own += own;
        t.tasks += threads, t.nproc++;
        t.rss_kib += process_mem(dirfd(d), e->d_name, pss);
        for (i = 0; i < nseen && (seen[i].pid != atoi(e->d_name) || seen[i].start != start); i++) continue;
        if (i == nseen && nseen < MAX_SEEN) seen[nseen].pid = atoi(e->d_name), seen[nseen].start = start, nseen++;
        if (i < nseen) seen[i].own = own, seen[i].alive = 1;
    }
    for (i = 0; i < nseen; i++) /* gone since the last poll: keep their time */
        if (!seen[i].alive) dead_own += seen[i].own, seen[i--] = seen[--nseen];
    t.cpu = live > dead_own + live_own ? live : dead_own + live_own;
    return t;
}

/* --- running ----------------------------------------------------------------------------------- */

static int open_or_die(const char *path, int flags)
{
    int fd = open(path, flags | O_CLOEXEC, 0644);
    if (fd < 0) die(path);
    return fd;
}

/* -u: SIGKILL every process whose parent is this one (orphans reparented here, because this
 * process is a subreaper, even if they left the program's process group). */
static void kill_children(DIR *d)
{
    struct dirent *e;
    rewinddir(d);
    while ((e = readdir(d)) != NULL) {
        char path[300];
        int ppid = 0;
        FILE *f;
        if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
        snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
        if (!(f = fopen(path, "r"))) continue;
        if (fscanf(f, "%*d (%*[^)]) %*c %d", &ppid) == 1 && ppid == (int)getpid()) kill(atoi(e->d_name), SIGKILL);
        fclose(f);
    }
}

/* The program's stdin from the file at PATH: a private copy, a sealed memfd opened read-only.
 * Nothing the program does to its descriptor (fchmod, futimens, fsetxattr, a write through
 * /proc/self/fd/0) reaches the test file, and the descriptor's link names no path of ours.
 * Anything but a file (a pipe an interactor feeds) is handed as it is. */
static int input_copy(const char *path)
{
    char self[64];
    int src = open_or_die(path, O_RDONLY), fd, ro;
    struct stat st;
    ssize_t n;
    if (fstat(src, &st) != 0 || !S_ISREG(st.st_mode)) return src;
    if ((fd = memfd_create("input", MFD_CLOEXEC | MFD_ALLOW_SEALING)) < 0) die("memfd_create");
    while ((n = sendfile(fd, src, NULL, 1 << 30)) > 0) continue;
    if (n < 0) die(path);
    if (fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL) != 0) die("sealing the input");
    snprintf(self, sizeof self, "/proc/self/fd/%d", fd);
    ro = open_or_die(self, O_RDONLY);
    close(fd), close(src);
    return ro;
}

/* What the program writes to the file FILE (stdout, stderr): a memfd, which the runner copies to
 * FILE at the end (output_copy), so that the program holds no file of ours; anything else (a
 * pipe, /dev/null) it gets as it is. */
static int output_fd(int file)
{
    struct stat st;
    int fd = fstat(file, &st) == 0 && S_ISREG(st.st_mode) ? memfd_create("output", MFD_CLOEXEC) : dup(file);
    if (fd < 0) die("the output's memfd");
    return fd;
}

/* At most CAP bytes: under -F the program may have written past -f before the poll saw it. */
static void output_copy(int fd, int file, off_t cap)
{
    off_t at = 0;
    struct stat st;
    if (fstat(file, &st) != 0 || !S_ISREG(st.st_mode)) return;
    while (at < cap && sendfile(file, fd, &at, (size_t)(cap - at < 1 << 30 ? cap - at : 1 << 30)) > 0) continue;
}

/* The size of what the program has written to FD (a memfd; 0 for a pipe). */
static off_t written(int fd)
{
    struct stat st;
    return fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? st.st_size : 0;
}

static long long disk_bytes; /* over_disk's sum, for its nftw callback */
static int disk_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)path, (void)flag, (void)ftw;
    disk_bytes += (long long)st->st_blocks * 512;
    return 0;
}

/* Whether the writable folders (-W) hold more than -D MiB on the disk, links not followed. */
static int over_disk(const struct opts *o)
{
    int i;
    disk_bytes = 0;
    for (i = 0; o->disk_mib > 0 && i < o->box.n; i++)
        if (o->box.rw[i]) nftw(o->box.path[i], disk_entry, 16, FTW_PHYS);
    return o->disk_mib > 0 && disk_bytes > (long long)o->disk_mib << 20;
}

static int rm_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    remove(path);
    return 0;
}

/* Whether the program gets the host's nobody: when we are root and our user namespace has a
 * nobody. Root inside a container's user namespace that maps only itself has none (chown to it
 * fails with EINVAL); that root is not the host's root, so there the program keeps our ids. */
static int as_nobody(void)
{
    static int known = -1;
    unsigned long inside, outside, count;
    FILE *f;
    if (known >= 0) return known;
    known = 0;
    if (geteuid() != 0 || !(f = fopen("/proc/self/uid_map", "r"))) return known;
    while (fscanf(f, "%lu %lu %lu", &inside, &outside, &count) == 3)
        if (BOX_ID >= inside && BOX_ID - inside < count) known = 1;
    fclose(f);
    return known;
}

/* The seconds of [from, to) after start. */
static double after(double from, double to, double start)
{
    from = from > start ? from : start;
    return to > from ? to - from : 0;
}

/* -x: the seconds the other party has owed answers between start and until, from the last whole
 * line read so far on fd, at most most; 0 without -x. FD (a pipe from case.c, read without
 * blocking at each poll; the program never holds it) brings lines "OWED SINCE FROM TO" (seconds),
 * the last whole line counting: OWED the other party's time so far, SINCE (CLOCK_MONOTONIC) when
 * its answer now owed began to be owed (0: none), and [FROM, TO) (0 0: none) the time it owed from
 * the start (it spoke first); of these two, only what falls after the runner's own start counts.
 * The line "end" says the other party has decided the run (an interactive validator's wrong
 * answer: nothing the program does after it counts), and the poll ends it (killed=judged). */
static int decided; /* "end" read */
static double owed_s(int fd, double start, double until, double most)
{
    static char buf[4096];
    static size_t len;
    static double owed, since, first[2];
    char *nl, *last = NULL;
    ssize_t n;
    double o, s, f[2];
    if (fd < 0) return 0;
    while ((n = read(fd, buf + len, sizeof buf - 1 - len)) > 0) {
        len += (size_t)n, buf[len] = '\0';
        if ((last = strrchr(buf, '\n')) != NULL) { /* the last whole line, then what follows it kept */
            *last = '\0';
            nl = strrchr(buf, '\n');
            if (!strcmp(nl ? nl + 1 : buf, "end")) decided = 1;
            else if (sscanf(nl ? nl + 1 : buf, "%lf %lf %lf %lf", &o, &s, &f[0], &f[1]) == 4 && o >= 0)
                owed = o, since = s, first[0] = f[0], first[1] = f[1];
            len -= (size_t)(last + 1 - buf);
            memmove(buf, last + 1, len + 1);
        } else if (len == sizeof buf - 1) {
            len = 0; /* no line of ours is so long */
        }
    }
    o = owed + after(first[0], first[1], start) + (since > 0 ? after(since, until, start) : 0);
    return o < most ? o : most;
}

/* Runs the program; on a harness error exits 3 with a message. */
static struct result run(struct opts *o)
{
    struct result res = {0, 0, 0, 0, 0, 0, 0, "none"};
    struct init_report rep;
    struct rusage ru;
    struct timespec tick = {0, POLL_NS};
    struct box_error be;
    char scratch[] = "/tmp/run-scratch.XXXXXX", procdir[64];
    int in, out, err, out_file, err_file, errp[2], go[2], rp[2], i, sandboxed = !o->unsafe;
    double start, real, waited = 0, w, own, mark = 0, mark_cpu = 0, rate = 1; /* rate: the CPU's growth (BUSY) */
    long polls = 0;
    DIR *proc = NULL;
    pid_t pid, runner;

    in = o->in ? input_copy(o->in) : open_or_die("/dev/null", O_RDONLY);
    out_file = open_or_die(o->out ? o->out : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC);
    err_file = o->err && o->out && !strcmp(o->err, o->out) ? -1 : open_or_die(o->err ? o->err : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC);
    out = output_fd(out_file);
    if ((err = err_file < 0 ? dup(out) : output_fd(err_file)) < 0) die("dup");
    cg_make(o->mem_mib);
    /* The writable folders belong to the program's host id (nobody when we are root). */
    for (i = 0; i < o->box.n; i++)
        if (o->box.rw[i] && as_nobody() && chown(o->box.path[i], BOX_ID, BOX_ID) != 0) die(o->box.path[i]);
    if (pipe2(errp, O_CLOEXEC) != 0 || pipe2(go, O_CLOEXEC) != 0 || pipe2(rp, O_CLOEXEC) != 0) die("pipe");
    box_error_fd = errp[1];
    start = now();
    if (sandboxed) {
        pid = box_clone(BOX_NS_FLAGS);
        if (pid < 0) die("cannot create the namespaces (run --probe tells which are missing; -u runs without)");
        if (pid == 0) {
            close(errp[0]), close(go[1]), close(rp[0]);
            init_main(o, go[0], rp[1], in, out, err);
        }
        close(go[0]), close(rp[1]);
        if (box_map_ids(pid) != 0) { kill(pid, SIGKILL); waitpid(pid, NULL, 0); die("writing the user namespace's id maps"); }
        /* the init builds the sandbox meanwhile, and waits for the second byte to start the program */
        if (write(go[1], "x", 1) != 1 || cg_join(pid) != 0 || write(go[1], "x", 1) != 1) {
            kill(pid, SIGKILL);
            waitpid(pid, NULL, 0);
            die("starting the sandbox");
        }
        close(go[1]);
    } else {
        if (!mkdtemp(scratch)) die("the scratch folder");
        if (as_nobody() && chown(scratch, BOX_ID, BOX_ID) != 0) die(scratch);
        if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) die("prctl");
        runner = getpid();
        if ((pid = fork()) < 0) die("fork");
        if (pid == 0) {
            catch_stops(NULL);
            setpgid(0, 0);
            /* not root on the host even here: the host's nobody (as_nobody) */
            if (as_nobody() && (setgroups(0, NULL) != 0 || setresgid(BOX_ID, BOX_ID, BOX_ID) != 0 || setresuid(BOX_ID, BOX_ID, BOX_ID) != 0))
                box_fail("taking nobody's ids");
            /* after the ids (a change of them clears it); a runner already gone is seen here */
            prctl(PR_SET_PDEATHSIG, SIGKILL);
            if (getppid() != runner) _exit(127);
            if (cg_join(0) != 0) box_fail("joining the run's cgroup");
            exec_program(o, in, out, err, scratch, 0);
        }
        setpgid(pid, pid);
    }
    close(errp[1]), close(in);
    /* The setup's or the exec's failure comes through the pipe; its end of file means the
     * program started. */
    if (read(errp[0], &be, sizeof be) == (ssize_t)sizeof be) {
        kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
        if (!sandboxed) nftw(scratch, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
        cg_remove();
        errno = be.err;
        die(be.what);
    }
    close(errp[0]);
    snprintf(procdir, sizeof procdir, "/proc/%d/root/proc", (int)pid);
    /* ENOENT: the init has already ended (a quick program), and its report says it all */
    if (!(proc = opendir(sandboxed ? procdir : "/proc")) && errno != ENOENT) die("the sandbox's /proc");

    for (;;) {
        struct tree t = {0, 0, 0, 0, 0};
        pid_t r = wait4(pid, &res.status, WNOHANG, &ru);
        if (r == pid) break;
        if (r < 0 && errno != EINTR) die("wait4");
        if (!proc) {
            nanosleep(&tick, NULL);
            continue;
        } else if (sandboxed) {
            t = poll_tree(proc, 0);
            if (cg.on) t.rss_kib = (long)(cg_read("memory.max_usage_in_bytes", NULL) / 1024),
                       /* paused or thrashing there only once its usage has reached the limit: no other read until then */
                       t.at_limit = o->mem_mib > 0 && t.rss_kib >= o->mem_mib * 1024 && (cg_read("memory.oom_control", "under_oom ") > 0 || cg_thrashing());
            else if (o->mem_mib > 0 && t.rss_kib > o->mem_mib * 1024 && t.nproc > 1) t.rss_kib = poll_tree(proc, 1).rss_kib;
        } else { /* -u: the main process, with the children it reaped */
            double own, children;
            unsigned long long bt;
            char name[16];
            snprintf(name, sizeof name, "%d", (int)pid);
            if (read_stat(dirfd(proc), name, &own, &children, &t.tasks, &bt) == 0) t.cpu = own + children;
            t.rss_kib = process_mem(dirfd(proc), name, 0);
        }
        if (t.cpu > res.cpu) res.cpu = t.cpu;
        if (t.rss_kib > res.mem_kib) res.mem_kib = t.rss_kib;
        if (t.tasks > res.procs) res.procs = t.tasks;
        /* the wait so far: read every 50 ms and at every poll past the limit, the largest kept
         * (a program that has just ended has no threads left to read) */
        real = now() - start;
        own = real - owed_s(o->owed_fd, start, now(), o->wall_s); /* -x: the other party's time is not the program's */
        if ((++polls % 25 == 0 || own > o->wall_s) && (w = waited_s(proc, sandboxed ? 0 : pid)) > waited) waited = w;
        if (real - mark >= BUSY_SPAN_S) rate = (res.cpu - mark_cpu) / (real - mark), mark = real, mark_cpu = res.cpu;
        /* memory first: a run that reached its memory limit is MLE, whatever else it passed */
        if (stop_caught()) res.killed = "stop";
        else if (decided) res.killed = "judged";
        else if (t.at_limit || (o->mem_mib > 0 && t.rss_kib > o->mem_mib * 1024)) res.killed = "mem";
        else if (own > o->wall_s && (own > WALL_CAP * o->wall_s || (own - waited > o->wall_s && rate < BUSY))) res.killed = "wall";
        else if (t.cpu > o->cpu_s + CPU_MARGIN) res.killed = "cpu";
        else if (sandboxed && t.tasks >= o->tasks) res.killed = "procs";
        else if (o->file_mib > o->out_mib && (written(out) >= o->out_mib << 20 || written(err) >= o->out_mib << 20)) res.killed = "output";
        else if (polls % 25 == 0 && over_disk(o)) res.killed = "disk";
        if (strcmp(res.killed, "none") != 0) {
            kill(sandboxed ? pid : -pid, SIGKILL); /* the init: the kernel takes the namespace */
            while (wait4(pid, &res.status, 0, &ru) < 0 && errno == EINTR) continue;
            break;
        }
        nanosleep(&tick, NULL);
    }
    res.wall = now() - start;
    if (!strcmp(res.killed, "none") && over_disk(o)) res.killed = "disk"; /* written faster than the poll */
    res.owed = owed_s(o->owed_fd, start, start + res.wall, o->wall_s); /* as the program's end saw it */
    if (sandboxed) {
        /* The init's report: the program's own status and the usage of all it reaped. */
        if (WIFEXITED(res.status) && read(rp[0], &rep, sizeof rep) == (ssize_t)sizeof rep) {
            res.status = rep.status;
            ru = rep.children;
        } else {
            res.status = SIGKILL; /* killed by us: as the program's own death */
        }
    } else {
        /* Whatever the program left behind dies with it: its process group, then any orphan
         * reparented here (we are a subreaper), until no child is left. */
        for (i = 0; i < 1000; i++) {
            kill(-pid, SIGKILL);
            kill_children(proc);
            while (waitpid(-1, NULL, WNOHANG) > 0) continue;
            if (waitpid(-1, NULL, WNOHANG) < 0 && errno == ECHILD) break;
            nanosleep(&tick, NULL);
        }
        if (i == 1000) { fprintf(stderr, "run: a child of the program could not be killed\n"); exit(3); }
        nftw(scratch, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
    }
    if (proc) closedir(proc);
    close(rp[0]);
    output_copy(out, out_file, (off_t)o->out_mib << 20);
    if (err_file >= 0) output_copy(err, err_file, (off_t)o->out_mib << 20), close(err_file);
    close(out), close(err), close(out_file);
    res.cpu = fmax(res.cpu, charged(tv(ru.ru_utime) + tv(ru.ru_stime), (unsigned long long)ru.ru_minflt));
    res.faults = ru.ru_minflt;
    if (cg.on) { /* the kernel's peak, of all it charged; an OOM kill is the memory limit's */
        res.mem_kib = (long)(cg_read("memory.max_usage_in_bytes", NULL) / 1024);
        /* So is a failure with the peak at the limit: the peak never passes it, and an allocation
         * the kernel makes for a syscall (a read into fresh pages) fails there instead of pausing
         * the program (EFAULT), which may then exit before the poll sees anything. */
        if (strcmp(res.killed, "mem") && strcmp(res.killed, "stop") &&
            (cg_read("memory.oom_control", "oom_kill ") > 0 ||
             (strcmp(res.killed, "none") && cg_read("memory.oom_control", "under_oom ") > 0) ||
             (o->mem_mib > 0 && res.mem_kib >= o->mem_mib * 1024 && !(WIFEXITED(res.status) && WEXITSTATUS(res.status) == 0))))
            res.killed = "mem";
        cg_remove();
    } else if (ru.ru_maxrss > res.mem_kib) {
        res.mem_kib = ru.ru_maxrss;
    }
    return res;
}

/* --- --probe ----------------------------------------------------------------------------------- */

/* Can a child be cloned into FLAGS' namespaces? */
static int can_clone(int flags)
{
    int st;
    pid_t p = box_clone(flags);
    if (p == 0) _exit(0);
    return p > 0 && waitpid(p, &st, 0) == p && WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

/* Does a child with FN's layer still run? */
static int child_ok(int (*fn)(void))
{
    int st;
    pid_t p = fork();
    if (p == 0) _exit(fn() ? 0 : 1);
    return p > 0 && waitpid(p, &st, 0) == p && WIFEXITED(st) && WEXITSTATUS(st) == 0;
}
static int seccomp_layer(void) { return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 && box_seccomp(1, 1); }

/* run(o) in a child of ours (run() ends the process it runs in): its result, and the first line
 * the runner said on stderr (why the sandbox could not be built) in why. -1 when it could not run
 * the program at all. */
static int run_apart(struct opts *o, struct result *r, char *why, size_t size)
{
    int out[2], err[2], st;
    ssize_t n;
    pid_t p;
    if (pipe(out) != 0 || pipe(err) != 0) die("pipe");
    fflush(stdout); /* or the child's exit writes what is buffered a second time */
    if ((p = fork()) == 0) {
        struct result got;
        close(out[0]), close(err[0]);
        dup2(err[1], 2);
        got = run(o);
        _exit(write(out[1], &got, sizeof got) == (ssize_t)sizeof got ? 0 : 4); /* got.killed: a literal, the same in both */
    }
    close(out[1]), close(err[1]);
    n = read(err[0], why, size - 1);
    why[n > 0 ? n : 0] = '\0';
    why[strcspn(why, "\n")] = '\0';
    n = read(out[0], r, sizeof *r);
    close(out[0]), close(err[0]);
    while (p > 0 && waitpid(p, &st, 0) < 0 && errno == EINTR) {}
    return p > 0 && n == (ssize_t)sizeof *r && WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -1;
}

/* `true` in the full sandbox; its failure, if any, in why. */
static int sandbox_runs(char *why, size_t size)
{
    static char *argv[] = {"true", NULL};
    struct opts o;
    struct result r;
    memset(&o, 0, sizeof o);
    o.cpu_s = 5, o.wall_s = 10, o.out_mib = o.file_mib = 1, o.tasks = 16, o.box.scratch_mib = 1, o.argv = argv, o.owed_fd = -1;
    return run_apart(&o, &r, why, size) == 0 && WIFEXITED(r.status) && WEXITSTATUS(r.status) == 0;
}

static int probe(void)
{
    static const struct { const char *name; int flag; } ns[] = {
        {"user", CLONE_NEWUSER}, {"pid", CLONE_NEWPID}, {"net", CLONE_NEWNET}, {"mount", CLONE_NEWNS}};
    char why[300], missing[100] = "", lock[40] = "no Landlock", limits[100];
    int i, abi = box_landlock_abi(), sec = child_ok(seccomp_layer), full, cgroup = cg_make(0);
    for (i = 0; i < 4; i++) {
        int ok = can_clone(CLONE_NEWUSER | ns[i].flag);
        printf("%sns=%d\n", ns[i].name, ok);
        if (!ok) strcat(strcat(missing, " "), ns[i].name);
    }
    cg_remove();
    full = sandbox_runs(why, sizeof why);
    if (abi > 0) snprintf(lock, sizeof lock, "Landlock ABI %d", abi);
    /* the accounting in force: the kernel's (a cgroup), or a poll that only one process can face */
    snprintf(limits, sizeof limits, "%s%s", cgroup ? "memory by cgroup v1" : full ? "limits polled" : "limits count the main process",
             sec ? ", one process a run" : ", no seccomp: processes may hide CPU time and memory");
    printf("landlock=%d\nseccomp=%d\ncgroup=%d\nsandbox=%d\nfiles=%d\npath=%s\n", abi, sec, cgroup, full, full || abi > 0, BOX_PATH);
    if (full)
        printf("layers=user, pid, net, mount namespaces; %s; %s; %s\n", lock, sec ? "seccomp" : "no seccomp", limits);
    else
        printf("layers=no namespaces (%s%s); %s; %s; %s\n", *missing ? "missing:" : "", *missing ? missing + 0 : why,
               lock, sec ? "seccomp" : "no seccomp", limits);
    return 0;
}

/* --- the command line ------------------------------------------------------------------------ */

static void usage(void)
{
    fputs("usage: run [-t s] [-w s] [-m MiB] [-f MiB] [-F MiB] [-D MiB] [-p tasks] [-i in] [-o out] [-e err] [-r path]... [-W path]...\n"
          "           [-C dir] [-E NAME=VALUE]... [-x fd] [-P us] [-u] [-1] -- prog args | run --probe | run --machine [--again] [-u]\n", stderr);
    exit(2);
}

/* PATH made absolute (the sandbox shows it at that place), and with its symlinks resolved (where
 * it is really). */
static void add_path(struct box *b, const char *path, int rw)
{
    char cwd[PATH_MAX], *p;
    if (b->n == BOX_MAX_PATHS) usage();
    if (!(b->real[b->n] = realpath(path, NULL))) die(path);
    if (path[0] != '/' && getcwd(cwd, sizeof cwd) && (p = malloc(strlen(cwd) + strlen(path) + 2)))
        sprintf(p, "%s/%s", cwd, path), path = p;
    b->rw[b->n] = rw, b->path[b->n++] = path;
}

/* --- the machine: how much slower or faster than the reference it is ---------------------------- */

/* The reference machine: the one where our time limits were set and every verdict our tests
 * expect was checked by its margin. That machine is gone; what is known of it is two figures.
 * REFERENCE_S: the workload's computing part (judge/run/workload.c, run as below) there. Known by
 *   our catmouse solution's heaviest case there (max-split-draw: 0.271 s, as make judge reported
 *   it), so it is the workload's time on another machine times the ratio of the two there, that
 *   case as make judge reports it: judge/measure/machine.sh does it.
 * REFERENCE_FAULT_US: a minor page fault's cost there. Known by our memory hog
 *   (marienbad's mle-memory-function.c), which reached its 256 MiB (65,600 faults) in 0.10-0.17 s
 *   of CPU there, its computing included: about 2 us a fault. */
static const double REFERENCE_S = 0.155, REFERENCE_FAULT_US = 2.0;
/* SAMPLES: a shared host's caches and memory are other tenants' too, for seconds or minutes at a
 * time; the fastest of many runs spread over some seconds is the machine's own speed more often
 * than the fastest of a few. */
enum { SAMPLES = 15, MAX_AGE_S = 7 * 24 * 3600 };

/* The first line of a file (or "" when it cannot be read), its newline dropped. */
static void first_line(const char *path, const char *prefix, char *buf, size_t size)
{
    FILE *f = fopen(path, "r");
    *buf = '\0';
    if (!f) return;
    while (fgets(buf, (int)size, f))
        if (!strncmp(buf, prefix, strlen(prefix))) break;
    if (feof(f)) *buf = '\0';
    fclose(f);
    buf[strcspn(buf, "\n")] = '\0';
}

/* What the cache is good for: this boot of this CPU model, and this build of the workload. A
 * change of any of them (a new VM, a reboot onto other hardware, a rebuilt workload) measures
 * again; so does age, as a host's other tenants come and go. */
static void machine_id(const char *workload, char *id, size_t size)
{
    char model[200], boot[64];
    struct stat st;
    first_line("/proc/cpuinfo", "model name", model, sizeof model);
    first_line("/proc/sys/kernel/random/boot_id", "", boot, sizeof boot);
    snprintf(id, size, "%s|%ld|%s|%lld", model + strcspn(model, ":") + (model[strcspn(model, ":")] ? 2 : 0), sysconf(_SC_NPROCESSORS_ONLN), boot,
             stat(workload, &st) == 0 ? (long long)st.st_mtime : 0LL);
}

/* The workload (part: NULL for its computing, "touch" for its first touch of memory), run as a
 * judged program is, charged nothing off; its result in r, -1 when it failed. */
static int workload_run(const char *workload, const char *part, int unsafe, struct result *r)
{
    static char *argv[3];
    struct opts o;
    char why[300];
    memset(&o, 0, sizeof o);
    argv[0] = (char *)workload, argv[1] = (char *)part;
    o.cpu_s = 10, o.wall_s = 30, o.mem_mib = 256, o.out_mib = o.file_mib = 1, o.tasks = 16, o.box.scratch_mib = 1, o.argv = argv;
    o.owed_fd = -1, o.unsafe = unsafe, o.one_process = 1;
    add_path(&o.box, workload, 0);
    return run_apart(&o, r, why, sizeof why) == 0 && WIFEXITED(r->status) && WEXITSTATUS(r->status) == 0 && r->cpu > 0 && r->faults > 0 ? 0 : -1;
}

static int by_value(const void *a, const void *b) /* qsort's, for doubles */ { return (*(const double *)a > *(const double *)b) - (*(const double *)a < *(const double *)b); }

/* raw rounded to a quarter of an octave (2^(k/4), three digits): runs whose medians differ by a
 * few per cent mostly give the same factor, and never one that moves a verdict held by a margin. */
static double quantized(double raw)
{
    char s[32];
    snprintf(s, sizeof s, "%.3g", pow(2, round(4 * log2(raw)) / 4));
    return atof(s);
}

/* A positive number from the environment variable NAME into *x (unset or empty: 0, *x as it
 * was); -1 with one line when it is anything else. */
static int forced_number(const char *name, double *x)
{
    const char *v = getenv(name);
    char *end;
    if (!v || !*v) return 0;
    *x = strtod(v, &end);
    if (!(*x > 0) || *end) { fprintf(stderr, "run: %s must be a positive number, not '%s'\n", name, v); return -1; }
    return 0;
}

/* run --machine [--again] [-u]: the machine against the reference, as two figures.
 * - factor: how much slower its computing is (the workload's least CPU time over SAMPLES runs,
 *   over REFERENCE_S, quantized): every time limit is multiplied by it.
 * - fault_us: a minor page fault's cost here (the first-touch part's least CPU time a fault), and
 *   excess_us, what of it a run is not charged (run -P): fault_us - factor x REFERENCE_FAULT_US.
 *   So a program that touches memory is charged for it what the reference would charge, times
 *   the factor, however dear first touch is here against computing.
 * From the cache (build/judge/machine.cache) while it is good for this machine, else measured and
 * cached; --again measures anyway. A measure whose factor lands within 3/16 of an octave (14%) of
 * the cached one keeps it, so that the factor moves only when the machine does. JUDGE_MACHINE=X
 * forces the factor, JUDGE_MACHINE_FAULT_US=Y the fault's cost (the tests that move the machine).
 * Prints key=value: factor, raw, samples (the computing's CPU seconds), fault_us, excess_us,
 * cached (1: read, not measured), line. */
static int machine(int again, int unsafe)
{
    const char *dir = harness_dir();
    char workload[4200], cache[4200], lock_path[4210], id[512], samples[200] = "";
    double t[SAMPLES], t_fault[SAMPLES], raw = 0, factor = 0, kept = 0, fault_us = 0, forced = 0, forced_fault = 0;
    struct kv_file f;
    int i, cached = 0, lock;
    if (forced_number("JUDGE_MACHINE", &forced) != 0 || forced_number("JUDGE_MACHINE_FAULT_US", &forced_fault) != 0) return 2;
    snprintf(workload, sizeof workload, "%s/workload", dir);
    snprintf(cache, sizeof cache, "%s/machine.cache", dir);
    machine_id(workload, id, sizeof id);
    /* one measure at a time: the judges side by side wait for the first, then read its cache */
    snprintf(lock_path, sizeof lock_path, "%s.lock", cache);
    lock = open(lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (lock >= 0) while (flock(lock, LOCK_EX) != 0 && errno == EINTR) {}
    if (kv_read(cache, &f) == 0 && kv_get(&f, "id") && !strcmp(kv_get(&f, "id"), id) && kv_get(&f, "factor") && kv_get(&f, "fault_us") &&
        kv_get(&f, "at") && difftime(time(NULL), (time_t)atoll(kv_get(&f, "at"))) < MAX_AGE_S) {
        kept = atof(kv_get(&f, "factor"));
        if (!again) factor = kept, raw = atof(kv_get(&f, "raw") ? kv_get(&f, "raw") : "0"), fault_us = atof(kv_get(&f, "fault_us")), cached = 1;
        snprintf(samples, sizeof samples, "%s", kv_get(&f, "samples") ? kv_get(&f, "samples") : "");
    }
    if (!cached && !(forced > 0 && forced_fault > 0)) {
        FILE *out;
        struct result r;
        if (access(workload, X_OK) != 0) { fprintf(stderr, "run: %s is missing: make builds it\n", workload); return 3; }
        *samples = '\0';
        for (i = 0; i < SAMPLES; i++) {
            if (workload_run(workload, NULL, unsafe, &r) != 0 || (t[i] = r.cpu, workload_run(workload, "touch", unsafe, &r)) != 0) {
                fprintf(stderr, "run: the calibration's workload failed (%s)\n", workload);
                return 3;
            }
            t_fault[i] = r.cpu / (double)r.faults;
            snprintf(samples + strlen(samples), sizeof samples - strlen(samples), "%s%.3f", i ? " " : "", t[i]);
        }
        qsort(t, SAMPLES, sizeof *t, by_value), qsort(t_fault, SAMPLES, sizeof *t_fault, by_value);
        raw = t[0] / REFERENCE_S; /* the fastest: what other work on the machine did to a run only adds */
        fault_us = t_fault[0] * 1e6;
        factor = kept > 0 && fabs(log2(raw / kept)) <= 3.0 / 16 ? kept : quantized(raw);
        if ((out = fopen(cache, "w")) != NULL) { /* an ordinary user's judge in root's build/ measures every time */
            fprintf(out, "# the machine's calibration (run --machine; make calibrate measures it again)\nid=%s\nfactor=%g\nraw=%.3f\nsamples=%s\nfault_us=%.2f\nat=%lld\n",
                    id, factor, raw, samples, fault_us, (long long)time(NULL));
            fclose(out);
        }
    }
    if (lock >= 0) close(lock);
    if (forced > 0) factor = raw = forced;
    if (forced_fault > 0) fault_us = forced_fault;
    printf("factor=%g\nraw=%.3f\nsamples=%s\nfault_us=%.2f\nexcess_us=%.2f\ncached=%d\n", factor, raw, samples, fault_us,
           fault_us - factor * REFERENCE_FAULT_US, cached);
    if (forced > 0) printf("line=machine: JUDGE_MACHINE=%g, forced: time limits x%g", factor, factor);
    else if (factor == 1) printf("line=machine: as fast as the reference (measured %.2f): time limits as set", raw);
    else printf("line=machine: %gx %s than the reference (measured %.2f): time limits x%g", factor > 1 ? factor : 1 / factor,
                factor > 1 ? "slower" : "faster", raw, factor);
    printf("; a page fault costs %.3g us here, %.3g us there%s\n", fault_us, REFERENCE_FAULT_US, forced_fault > 0 ? " (JUDGE_MACHINE_FAULT_US)" : "");
    return 0;
}

int main(int argc, char **argv)
{
    static struct opts o; /* static: what it points to stays reachable to the end (LeakSanitizer) */
    struct result r;
    int opt;
    args = argv, runner_is_root = geteuid() == 0;
    if (argc == 2 && !strcmp(argv[1], "--probe")) return probe();
    if (argc >= 2 && !strcmp(argv[1], "--machine")) {
        int again = 0, unsafe = 0;
        for (opt = 2; opt < argc; opt++)
            if (!strcmp(argv[opt], "--again")) again = 1;
            else if (!strcmp(argv[opt], "-u")) unsafe = 1;
            else usage();
        return machine(again, unsafe);
    }
    memset(&o, 0, sizeof o);
    o.cpu_s = 10, o.out_mib = 64, o.tasks = 128, o.owed_fd = -1;
    while ((opt = getopt(argc, argv, "+t:w:m:f:F:D:p:i:o:e:r:W:C:E:x:P:u1")) != -1) {
        switch (opt) {
        case 't': o.cpu_s = atof(optarg); break;
        case 'w': o.wall_s = atof(optarg); break;
        case 'm': o.mem_mib = atol(optarg); break;
        case 'f': o.out_mib = atol(optarg); break;
        case 'F': o.file_mib = atol(optarg); break;
        case 'D': o.disk_mib = atol(optarg); break;
        case 'p': o.tasks = atol(optarg); break;
        case 'i': o.in = optarg; break;
        case 'o': o.out = optarg; break;
        case 'e': o.err = optarg; break;
        case 'r': add_path(&o.box, optarg, 0); break;
        case 'W': add_path(&o.box, optarg, 1); break;
        case 'C': o.box.cwd = optarg; break;
        case 'E': if (o.nenv == 40 || !strchr(optarg, '=')) usage(); o.env[o.nenv++] = optarg; break;
        case 'x': /* never the program's (close on exec), read without blocking */
            o.owed_fd = atoi(optarg);
            if (o.owed_fd < 3 || fcntl(o.owed_fd, F_SETFD, FD_CLOEXEC) != 0 || fcntl(o.owed_fd, F_SETFL, O_NONBLOCK) != 0) usage();
            break;
        case 'P': fault_excess_s = atof(optarg) / 1e6; break;
        case 'u': o.unsafe = 1; break;
        case '1': o.one_process = 1; break;
        default: usage();
        }
    }
    if (o.file_mib == 0) o.file_mib = o.out_mib;
    if (optind >= argc || o.cpu_s <= 0 || o.out_mib <= 0 || o.file_mib < o.out_mib || o.tasks <= 0) usage();
    if (o.wall_s <= 0) o.wall_s = wall_limit(o.cpu_s);
    o.box.scratch_mib = o.out_mib;
    o.argv = argv + optind;
    alarm((unsigned)((o.owed_fd >= 0 ? WALL_CAP + 1 : WALL_CAP) * o.wall_s) + 30); /* the watchdog (see "The limits") */
    catch_stops(after_the_run);
    r = run(&o);
    stop_if_signalled();
    printf("exit=%d\nsignal=%d\ncpu=%.3f\nwall=%.3f\nmem_kib=%ld\nkilled=%s\nprocs=%ld\nowed=%.3f\nfaults=%ld\n",
           WIFEXITED(r.status) ? WEXITSTATUS(r.status) : -1, WIFSIGNALED(r.status) ? WTERMSIG(r.status) : 0,
           r.cpu, r.wall, r.mem_kib, r.killed, r.procs, r.owed, r.faults);
    return 0;
}
