/* sandbox.h - the isolation layers of the runner (judge/run/run.c, its only user; the code is
 * judge/lib/sandbox.c), built from what
 * an unprivileged Linux process may do: no root, no cgroups (run.c adds those as root), no setup.
 *
 * - Namespaces (box_clone): the runner clones the program's init into new user, pid, net, mount,
 *   ipc and uts namespaces. The user namespace maps one id, BOX_ID (65534, nobody) inside, to
 *   nobody on the host when the runner is root and to the runner's own uid otherwise: the program
 *   is never root on the host, has no capability outside, and RLIMIT_NPROC binds it (since 5.14
 *   the count is per user namespace). The pid namespace holds only the program's processes: they
 *   cannot see or signal the runner, the judge or make, kill(-1) reaches only themselves, and all
 *   of them die with the init. The net namespace has only a loopback that is down: no network.
 * - Files (box_files): a fresh tmpfs is the root, read-only once it is made, with read-only bind
 *   mounts of the system folders a compiler, interpreter or JVM needs (BOX_SYSTEM; symlinks such
 *   as /bin -> usr/bin are copied as symlinks), a fresh /proc for the pid namespace, a /dev of five
 *   device nodes bound from the host, the folders given with -r (read-only) and -W (writable) at
 *   their own paths, and /tmp (mode 1777, a tmpfs of its own capped in size and inodes) as the
 *   scratch folder and HOME.
 *   Nothing else of the host is there: no repository, build/, host /tmp, /home or /root.
 *   Mounts are done from the old root, then the old root is detached.
 * - Landlock (box_landlock): the same folders again, as the kernel's own allow-list, a second
 *   layer inside the namespaces and the only file layer where mount namespaces are missing;
 *   from ABI 4 no TCP bind or connect, from ABI 6 no signals or abstract sockets out of the domain.
 * - seccomp (box_seccomp): a deny list of calls a judged program never needs and that reach the
 *   kernel's or the host's state (mount, namespaces, bpf, perf, keys, modules, kexec, io_uring,
 *   userfaultfd, process_vm_*, other ABIs), or park memory where no process shows it (memfds,
 *   System V and POSIX IPC, vmsplice, pipe growth, sockets but socketpair(AF_UNIX)), or let a
 *   thread wait for a CPU at will (SCHED_IDLE); for a judged run (one_process) also every new
 *   process: threads only. ptrace is denied only outside a pid namespace: inside
 *   one it reaches only the program's own processes (the init is not dumpable), and
 *   LeakSanitizer (make judge-asan) needs it.
 * The code follows the documented kernel interfaces: user_namespaces(7), pivot_root(2),
 * mount_namespaces(7), landlock(7), seccomp(2).
 */
#ifndef SANDBOX_H
#define SANDBOX_H
#define _GNU_SOURCE
#include <sched.h>
#include <sys/types.h>

enum { BOX_ID = 65534, BOX_MAX_PATHS = 32 };
#define BOX_NS_FLAGS (CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS)


/* The fixed PATH inside (run --probe prints it, for the judge's check that a compiler exists). */
#define BOX_PATH "/usr/local/bin:/usr/bin:/bin"

struct box {
    const char *path[BOX_MAX_PATHS]; /* absolute, shown at the same path, mounted in this order */
    const char *real[BOX_MAX_PATHS]; /* the same, symlinks resolved: the mount's source */
    int rw[BOX_MAX_PATHS], n;        /* writable, or read-only */
    int fd[BOX_MAX_PATHS];           /* opened by box_open, before the init drops its host id */
    const char *cwd;   /* inside; default /tmp; made when missing */
    long scratch_mib;  /* the tmpfs root's cap */
};

/* --- failing before exec: the reason goes to the runner through a close-on-exec pipe ---------- */

struct box_error { int err; char what[120]; };
/* the pipe's end the failure goes to (-1: none, the failure is said on stderr) */
extern int box_error_fd;

void box_fail(const char *what);

/* --- namespaces ---------------------------------------------------------------------------------- */

/* fork() into new namespaces: the child is pid 1 of its pid namespace. */
pid_t box_clone(int flags);

/* In the parent: map BOX_ID inside to nobody on the host (runner is root) or to the runner's own
 * ids. setgroups is denied first, as an unprivileged writer must, and so the program cannot
 * drop a group that a file's permissions deny. Returns 0, or -1 with errno. */
int box_map_ids(pid_t pid);

/* --- files --------------------------------------------------------------------------------------- */

/* In the init, in its new mount namespace, while it still has the runner's host id: the box's
 * paths, opened (O_PATH), so that they are found even through folders only that id may enter
 * (the judge's private work folders); box_files mounts them through /proc/self/fd. */
void box_open(struct box *b);

/* The new root, in the init after the ids are mapped and it took BOX_ID (which keeps its
 * capabilities in its own namespaces; it has none outside). The tmpfs root belongs to BOX_ID, so
 * once its folders and mount points are made it is remounted read-only: a program cannot write
 * there or change a mode there (chmod / is EROFS) even where Landlock is missing. /tmp is a tmpfs
 * of its own, the scratch space, within its cap. */
void box_files(const struct box *b);

/* --- Landlock (the kernel's ABI; the headers here may be older than the kernel) ---------------- */


/* The Landlock ABI version, 0 when there is none. */
int box_landlock_abi(void);

/* Restricts this process and its children to the box's folders and SCRATCH (read-write); in the
 * sandbox (whole_root) also to listing any folder of its own root. Needs no_new_privs first.
 * Returns the ABI in force, 0 when there is no Landlock. */
int box_landlock(const struct box *b, const char *scratch, int whole_root);

/* --- seccomp ------------------------------------------------------------------------------------- */



/* Installs the filter (no_new_privs first). ptrace too when deny_ptrace; with one_process, every
 * new process (fork, vfork, clone without CLONE_THREAD): threads only. clone3 fails with ENOSYS,
 * as on older kernels, so that the C library falls back to clone, whose flags the filter can see:
 * new namespaces are refused there. By argument: fcntl F_SETPIPE_SZ (a pipe's buffer grown to a
 * MiB), sched_setscheduler to SCHED_IDLE, prctl PR_SET_CHILD_SUBREAPER (orphans go to our init,
 * which counts what they used), socketpair but AF_UNIX. Returns 1 when installed, 0 when this architecture has none. */
int box_seccomp(int deny_ptrace, int one_process);
#endif
