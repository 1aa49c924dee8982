/* files.c - the code behind files.h, which says what it is for and how to use it. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "files.h"
#include "text.h"

const char *die_name;

void vdie(int status, const char *f, va_list a)
{
    fprintf(stderr, "%s: ", die_name ? die_name : program_invocation_short_name);
    vfprintf(stderr, f, a);
    fputc('\n', stderr);
    exit(status);
}

void quit(int status, const char *f, ...)
{
    va_list a;
    fflush(stdout); /* after what was written before it, where both go to one file */
    va_start(a, f);
    vfprintf(stderr, f, a);
    va_end(a);
    fputc('\n', stderr);
    exit(status);
}

void die(int status, const char *f, ...)
{
    va_list a;
    va_start(a, f);
    vdie(status, f, a);
}

void harness_error(const char *f, ...)
{
    va_list a;
    char *said;
    va_start(a, f);
    if (vasprintf(&said, f, a) < 0) said = "(and out of memory)";
    va_end(a);
    die(3, "harness error: %s", said);
}

char *fmt(const char *f, ...)
{
    va_list a;
    char *s;
    int n;
    va_start(a, f);
    n = vasprintf(&s, f, a);
    va_end(a);
    if (n < 0) die(3, "out of memory");
    return s;
}

void write_file(const char *path, const char *mode, const char *s, size_t n)
{
    FILE *f = fopen(path, mode);
    if (!f || fwrite(s, 1, n, f) != n || fclose(f) != 0) die(3, "cannot write %s", path);
}

void copy_file(const char *from, const char *to)
{
    struct text t = slurp(from);
    if (t.error) die(3, "cannot read %s: %s", from, strerror(t.error));
    write_file(to, "wb", t.s, t.n);
    free(t.s);
    chmod(to, 0644);
}

int open_file(int dir, const char *name)
{
    struct stat st;
    int fd;
    /* looked at first, so that a fifo or a device is never opened; the descriptor is looked at
     * again, as it is what is read (a swap after the first look is caught there) */
    if (fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) != 0) return -1;
    if (S_ISLNK(st.st_mode)) return errno = ELOOP, -1;
    if (!S_ISREG(st.st_mode)) return errno = EINVAL, -1;
    if ((fd = openat(dir, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)) < 0) return -1;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return close(fd), errno = EINVAL, -1;
    return fd;
}

const char *not_opened(int error)
{
    return error == ELOOP ? "a symbolic link, which the judge never follows" : error == EINVAL ? "not a regular file" : strerror(error);
}

void copy_fd(int fd, const char *to)
{
    char b[65536];
    ssize_t n = 0;
    int out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    while (out >= 0 && (n = read(fd, b, sizeof b)) > 0)
        if (write(out, b, (size_t)n) != n) n = -1, errno = ENOSPC;
    if (out < 0 || n < 0 || close(out) != 0) die(3, "cannot copy into %s: %s", to, strerror(errno));
    close(fd);
    fchmodat(AT_FDCWD, to, 0644, 0);
}

/* copy_tree's walk: the folder NAME of the folder DIR, at REL under the top */
static int copy_at(int dir, const char *name, const char *to, const char *rel, const struct copy_how *how)
{
    int fd = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC), f;
    DIR *d = fd < 0 ? NULL : fdopendir(fd);
    struct dirent *e;
    struct stat st;
    /* a link to a folder fails as no folder (ENOTDIR): said as the link it is */
    if (fd < 0 && errno == ENOTDIR && fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode)) errno = ELOOP;
    if (!d) return fd >= 0 ? close(fd) : 0, -1;
    if (mkdir(to, 0755) != 0 && errno != EEXIST) die(3, "cannot make %s", to);
    while ((e = readdir(d)) != NULL) {
        const char *n = e->d_name;
        char *sub, *target;
        if (!strcmp(n, ".") || !strcmp(n, "..") || (!how->hidden && (*n == '.' || strchr(n, '\n')))) continue;
        sub = *rel ? fmt("%s/%s", rel, n) : fmt("%s", n), target = fmt("%s/%s", to, n);
        if (fstatat(fd, n, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISDIR(st.st_mode)) {
            if (copy_at(fd, n, target, sub, how) != 0) how->each(sub, errno, how->ctx);
        } else if ((f = open_file(fd, n)) < 0) how->each(sub, errno, how->ctx);
        else copy_fd(f, target), how->each(sub, 0, how->ctx);
        free(sub), free(target);
    }
    closedir(d);
    chmod(to, 0755);
    return 0;
}

int copy_tree(const char *from, const char *to, const struct copy_how *how) { return copy_at(AT_FDCWD, from, to, "", how); }

void make_dirs(const char *path)
{
    char *d = fmt("%s", path), *p;
    for (p = d + 1; *p; p++)
        if (*p == '/') {
            *p = '\0';
            if (mkdir(d, 0755) != 0 && errno != EEXIST) die(3, "cannot make %s", d);
            *p = '/';
        }
    if (mkdir(d, 0755) != 0 && errno != EEXIST) die(3, "cannot make %s", d);
    free(d);
}

/* Called by nftw for each entry, children before their folder (FTW_DEPTH), links not followed
 * (FTW_PHYS); the first failure stops the walk and is nftw's result. */
static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *at)
{
    (void)st, (void)type, (void)at;
    return remove(path) != 0 && errno != ENOENT ? -1 : 0;
}

int remove_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0) return errno == ENOENT ? 0 : -1;
    return nftw(path, remove_entry, 16, FTW_DEPTH | FTW_PHYS) == 0 ? 0 : -1;
}

void empty_dir(const char *path)
{
    if (remove_tree(path) != 0) die(3, "cannot empty %s", path);
    make_dirs(path);
}
