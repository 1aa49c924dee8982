/* files.c - the code behind files.h, which says what it is for and how to use it. */
#define _GNU_SOURCE
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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
