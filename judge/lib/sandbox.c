/* sandbox.c - the code behind sandbox.h: the layers, what they are and why, are told there. */
#include "sandbox.h"
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Read-only system folders, as on the host (a symlink stays a symlink). /etc holds what the
 * tools read (alternatives, the JDK's configuration, ld.so.cache); its secrets are not readable
 * by nobody. */
static const char *const BOX_SYSTEM[] = {"usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32", "etc", NULL};
static const char *const BOX_DEVICES[] = {"null", "zero", "full", "random", "urandom", NULL};

int box_error_fd = -1;

struct box_ll_ruleset { uint64_t fs, net, scoped; };
struct box_ll_path { uint64_t allowed; int32_t fd; } __attribute__((packed));
#define LL_EXECUTE (1ULL << 0)
#define LL_WRITE_FILE (1ULL << 1)
#define LL_READ_FILE (1ULL << 2)
#define LL_READ_DIR (1ULL << 3)
#define LL_TRUNCATE (1ULL << 14)
#define LL_IOCTL_DEV (1ULL << 15)

#if defined(__x86_64__)
#define BOX_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define BOX_ARCH AUDIT_ARCH_AARCH64
#endif

/* Calls denied with EPERM (-1: not on this architecture). The first lines reach the kernel's or
 * the host's state; the rest park memory where no process's resident set shows it and where a
 * memory cgroup does not always charge it (memfds, System V and POSIX IPC, pages pinned by
 * vmsplice, socket buffers), or let a thread wait for a CPU at will (SCHED_IDLE, sched_setattr),
 * which the wall limit forgives: no judged program needs them. Sockets go too (the net namespace
 * has nothing to reach), but for socketpair(AF_UNIX), which the JVM's file channels need: with
 * setsockopt denied, their buffers (charged to no cgroup) stay at the default size, on the few
 * descriptors a run may have. */
static const long BOX_DENY[] = {
#define D(name) SYS_##name
    D(mount), D(umount2), D(pivot_root), D(chroot), D(unshare), D(setns), D(bpf), D(perf_event_open),
    D(keyctl), D(add_key), D(request_key), D(userfaultfd), D(kexec_load), D(kexec_file_load),
    D(init_module), D(finit_module), D(delete_module), D(process_vm_readv), D(process_vm_writev),
    D(open_by_handle_at), D(name_to_handle_at), D(swapon), D(swapoff), D(reboot), D(acct),
    D(syslog), D(quotactl), D(io_uring_setup), D(io_uring_enter), D(io_uring_register),
    D(open_tree), D(move_mount), D(fsopen), D(fsconfig), D(fsmount), D(fspick), D(mount_setattr),
    D(memfd_create), D(shmget), D(msgget), D(semget), D(mq_open), D(vmsplice), D(sched_setattr),
    D(socket), D(setsockopt),
#undef D
};


void box_fail(const char *what)
{
    struct box_error e;
    e.err = errno;
    snprintf(e.what, sizeof e.what, "%s", what);
    if (write(box_error_fd, &e, sizeof e) < 0) _exit(127);
    _exit(127);
}

pid_t box_clone(int flags)
{
    return (pid_t)syscall(SYS_clone, (unsigned long)flags | SIGCHLD, NULL, NULL, NULL, NULL);
}

int box_map_ids(pid_t pid)
{
    char path[64], line[64];
    unsigned uid = geteuid() == 0 ? BOX_ID : (unsigned)geteuid(), gid = geteuid() == 0 ? BOX_ID : (unsigned)getegid();
    const char *files[3] = {"setgroups", "uid_map", "gid_map"};
    int i;
    for (i = 0; i < 3; i++) {
        int fd;
        ssize_t n;
        snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, files[i]);
        if (i == 0) snprintf(line, sizeof line, "deny");
        else snprintf(line, sizeof line, "%d %u 1\n", BOX_ID, i == 1 ? uid : gid);
        if ((fd = open(path, O_WRONLY | O_CLOEXEC)) < 0) return -1;
        n = write(fd, line, strlen(line));
        close(fd);
        if (n != (ssize_t)strlen(line)) return -1;
    }
    return 0;
}

/* mkdir -p PATH (for a file: its folder, and an empty file to mount on). */
static void box_make_path(const char *path, int is_dir)
{
    char p[4096];
    size_t i, n = strlen(path);
    if (n >= sizeof p) { errno = ENAMETOOLONG; box_fail(path); }
    memcpy(p, path, n + 1);
    for (i = 1; i <= n; i++) {
        if (p[i] != '/' && p[i] != '\0') continue;
        p[i] = '\0';
        if (i < n || is_dir) {
            if (mkdir(p, 0755) != 0 && errno != EEXIST) box_fail(p);
        } else {
            int fd = open(p, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
            if (fd < 0 && errno != EEXIST && errno != EROFS) box_fail(p);
            if (fd >= 0) close(fd);
        }
        p[i] = i < n ? '/' : '\0';
    }
}

void box_open(struct box *b)
{
    int i;
    for (i = 0; i < b->n; i++)
        if ((b->fd[i] = open(b->real[i], O_PATH | O_CLOEXEC)) < 0) box_fail(b->real[i]);
}

/* Bind /old<REAL> at PATH, read-only unless rw. A read-only remount must repeat the flags the
 * kernel locked on the source mount (nosuid, nodev, noexec, atime), or it is refused. */
static void box_bind(const char *real, const char *path, int rw)
{
    char src[4200];
    struct stat st;
    struct statvfs vfs;
    unsigned long flags = MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID;
    snprintf(src, sizeof src, "/old%s", real);
    if (stat(src, &st) != 0) box_fail(path);
    box_make_path(path, S_ISDIR(st.st_mode));
    if (mount(src, path, NULL, MS_BIND, NULL) != 0) box_fail(path);
    if (rw) return;
    if (statvfs(path, &vfs) != 0) box_fail(path);
    if (vfs.f_flag & ST_NODEV) flags |= MS_NODEV;
    if (vfs.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
    if (vfs.f_flag & ST_NOATIME) flags |= MS_NOATIME;
    if (vfs.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
    if (vfs.f_flag & ST_RELATIME) flags |= MS_RELATIME;
    if (mount(NULL, path, NULL, flags, NULL) != 0) box_fail(path);
}

void box_files(const struct box *b)
{
    char opts[64], scratch[64], path[64], target[4096];
    int i;
    ssize_t n;
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) box_fail("making / private");
    snprintf(opts, sizeof opts, "size=1m,nr_inodes=16384,mode=755"); /* folders, links and mount points only */
    snprintf(scratch, sizeof scratch, "size=%ldm,nr_inodes=16384,mode=1777", b->scratch_mib);
    if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, opts) != 0) box_fail("mounting the tmpfs root");
    if (chdir("/tmp") != 0 || mkdir("old", 0700) != 0) box_fail("the tmpfs root");
    if (syscall(SYS_pivot_root, ".", "old") != 0) box_fail("pivot_root");
    if (chdir("/") != 0) box_fail("chdir /");
    for (i = 0; BOX_SYSTEM[i]; i++) {
        struct stat st;
        snprintf(path, sizeof path, "/old/%s", BOX_SYSTEM[i]);
        if (lstat(path, &st) != 0) continue;
        if (S_ISLNK(st.st_mode)) {
            if ((n = readlink(path, target, sizeof target - 1)) < 0) box_fail(path);
            target[n] = '\0';
            if (symlink(target, path + 4) != 0) box_fail(path + 4);
        } else if (S_ISDIR(st.st_mode)) {
            box_bind(path + 4, path + 4, 0);
        }
    }
    if (mkdir("/tmp", 01777) != 0 || mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, scratch) != 0 || chmod("/tmp", 01777) != 0)
        box_fail("/tmp");
    if (mkdir("/dev", 0755) != 0) box_fail("/dev");
    for (i = 0; BOX_DEVICES[i]; i++) {
        snprintf(path, sizeof path, "/dev/%s", BOX_DEVICES[i]);
        box_bind(path, path, 1);
    }
    if (symlink("/proc/self/fd", "/dev/fd") != 0 || symlink("/proc/self/fd/0", "/dev/stdin") != 0 ||
        symlink("/proc/self/fd/1", "/dev/stdout") != 0 || symlink("/proc/self/fd/2", "/dev/stderr") != 0 ||
        symlink("/tmp", "/dev/shm") != 0)
        box_fail("/dev links");
    for (i = 0; i < b->n; i++) {
        snprintf(target, sizeof target, "/proc/self/fd/%d", b->fd[i]);
        box_bind(target, b->path[i], b->rw[i]);
    }
    if (b->cwd) box_make_path(b->cwd, 1);
    if (mkdir("/proc", 0555) != 0 || mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0)
        box_fail("mounting /proc");
    if (umount2("/old", MNT_DETACH) != 0 || rmdir("/old") != 0) box_fail("detaching the old root");
    if (mount(NULL, "/", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, opts) != 0) box_fail("remounting the root read-only");
}

int box_landlock_abi(void)
{
#ifdef SYS_landlock_create_ruleset
    long v = syscall(SYS_landlock_create_ruleset, NULL, 0, 1UL /* LANDLOCK_CREATE_RULESET_VERSION */);
    return v > 0 ? (int)v : 0;
#else
    return 0;
#endif
}

/* Every right of its ABI: ABI 1 has bits 0-12, 2 adds REFER, 3 TRUNCATE, 5 IOCTL_DEV. */
static uint64_t box_ll_all(int abi)
{
    return ((1ULL << 13) - 1) | (abi >= 2 ? 1ULL << 13 : 0) | (abi >= 3 ? LL_TRUNCATE : 0) | (abi >= 5 ? LL_IOCTL_DEV : 0);
}

static void box_ll_rule(int ruleset, const char *path, uint64_t allowed, int abi)
{
    struct box_ll_path rule;
    struct stat st;
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return; /* a folder this system lacks */
    if (fstat(fd, &st) == 0 && !S_ISDIR(st.st_mode)) /* on a file, only the rights files have */
        allowed &= LL_EXECUTE | LL_WRITE_FILE | LL_READ_FILE | LL_TRUNCATE | LL_IOCTL_DEV;
    rule.allowed = allowed & box_ll_all(abi);
    rule.fd = fd;
    if (syscall(SYS_landlock_add_rule, ruleset, 1 /* LANDLOCK_RULE_PATH_BENEATH */, &rule, 0) != 0) box_fail(path);
    close(fd);
}

int box_landlock(const struct box *b, const char *scratch, int whole_root)
{
    struct box_ll_ruleset attr;
    uint64_t ro = LL_EXECUTE | LL_READ_FILE | LL_READ_DIR, dev = LL_READ_FILE | LL_WRITE_FILE | LL_TRUNCATE;
    char path[64];
    int abi = box_landlock_abi(), rs, i;
    if (abi == 0) return 0;
    memset(&attr, 0, sizeof attr);
    attr.fs = box_ll_all(abi);
    if (abi >= 4) attr.net = 3; /* TCP bind and connect, with no rule allowing any */
    if (abi >= 6) attr.scoped = 3; /* abstract unix sockets and signals, to inside the domain */
    rs = (int)syscall(SYS_landlock_create_ruleset, &attr, abi >= 6 ? 24 : abi >= 4 ? 16 : 8, 0);
    if (rs < 0) box_fail("landlock_create_ruleset");
    for (i = 0; BOX_SYSTEM[i]; i++) {
        snprintf(path, sizeof path, "/%s", BOX_SYSTEM[i]);
        box_ll_rule(rs, path, ro, abi);
    }
    box_ll_rule(rs, "/proc", ro, abi);
    if (whole_root) box_ll_rule(rs, "/", LL_READ_DIR, abi);
    for (i = 0; BOX_DEVICES[i]; i++) {
        snprintf(path, sizeof path, "/dev/%s", BOX_DEVICES[i]);
        box_ll_rule(rs, path, dev, abi);
    }
    for (i = 0; i < b->n; i++) box_ll_rule(rs, b->path[i], b->rw[i] ? box_ll_all(abi) : ro, abi);
    box_ll_rule(rs, scratch, box_ll_all(abi), abi);
    if (syscall(SYS_landlock_restrict_self, rs, 0) != 0) box_fail("landlock_restrict_self");
    close(rs);
    return abi;
}

int box_seccomp(int deny_ptrace, int one_process)
{
#ifdef BOX_ARCH
    enum { N = sizeof BOX_DENY / sizeof BOX_DENY[0] };
    struct sock_filter f[2 * N + 40];
    struct sock_fprog prog;
    unsigned k = 0, i;
    const unsigned eperm = SECCOMP_RET_ERRNO | EPERM;
#define S(code, val) (f[k++] = (struct sock_filter)BPF_STMT(code, val))
#define J(val, t, fl) (f[k++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, val, t, fl))
#define ARG(n) S(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[n])) /* low half */
/* call nr with argument n equal to val (deny 1) or with any other (deny 0): EPERM */
#define BY_ARG(nr, n, val, deny) (J(nr, 0, 4), ARG(n), J(val, !(deny), !!(deny)), S(BPF_RET | BPF_K, eperm), S(BPF_RET | BPF_K, SECCOMP_RET_ALLOW))
    S(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch));
    J(BOX_ARCH, 1, 0);
    S(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS); /* another ABI (i386 on x86_64): not ours */
    S(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr));
#ifdef __x86_64__
    f[k++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1); /* x32 */
    S(BPF_RET | BPF_K, eperm);
#endif
    for (i = 0; i < N; i++) { J((unsigned)BOX_DENY[i], 0, 1); S(BPF_RET | BPF_K, eperm); }
    if (deny_ptrace) { J(SYS_ptrace, 0, 1); S(BPF_RET | BPF_K, eperm); }
#ifdef SYS_fork
    if (one_process) { J(SYS_fork, 0, 1); S(BPF_RET | BPF_K, eperm); J(SYS_vfork, 0, 1); S(BPF_RET | BPF_K, eperm); }
#endif
    J(SYS_clone3, 0, 1);
    S(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS);
    BY_ARG(SYS_fcntl, 1, 1031 /* F_SETPIPE_SZ */, 1);
    BY_ARG(SYS_sched_setscheduler, 1, 5 /* SCHED_IDLE */, 1);
    BY_ARG(SYS_prctl, 0, PR_SET_CHILD_SUBREAPER, 1);
    BY_ARG(SYS_socketpair, 0, 1 /* AF_UNIX */, 0);
    J(SYS_clone, 0, 4);
    ARG(0);
    f[k++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, BOX_NS_FLAGS | CLONE_NEWCGROUP, 1, 0);
    f[k++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 1, one_process ? 0 : 1);
    S(BPF_RET | BPF_K, eperm);
    S(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
#undef S
#undef J
#undef ARG
#undef BY_ARG
    prog.len = (unsigned short)k;
    prog.filter = f;
    if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog) != 0) box_fail("seccomp");
    return 1;
#else
    (void)deny_ptrace, (void)one_process;
    return 0;
#endif
}
