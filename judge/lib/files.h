/* files.h - what every harness program does with files and failures, once: a failure said in one
 * line, a string made with printf, a file written, copied, a folder made with its parents, a tree
 * removed.
 *
 *   die(status, fmt, ...)   "NAME: message" on stderr, then exit(status): 2 for the user's
 *                           mistake, 3 for a harness error (judge/README.md, "Exit status"); NAME
 *                           is die_name, the program's own name unless its main sets another
 *   harness_error(fmt, ...) die(3, "harness error: " and the message): something failed that
 *                           says nothing about the program judged
 *   quit(status, fmt, ...)  the line as it is on stderr (no NAME: it names what it needs to),
 *                           then exit(status)
 *   fmt(fmt, ...)           printf into a new string (never freed: the programs are short-lived)
 *   write_file(path, mode, s, n), copy_file(from, to), make_dirs(path)
 *                           fopen's mode ("w", "a"); the copy is readable by all (0644), so that
 *                           the sandbox's user reads what the judge copied; mkdir -p. Each dies
 *                           with status 3 when it cannot.
 *   open_file(dir, name)   the regular file NAME of the folder whose descriptor is DIR (AT_FDCWD:
 *                           NAME a path, its last part looked at), opened for reading without
 *                           following a link, so a user's file is never read with the judge's
 *                           rights where a link points, nor swapped for one between a look and
 *                           the open: -1 with errno ELOOP (a link) or EINVAL (a device, a fifo,
 *                           a folder); not_opened(errno) says which in words
 *   copy_fd(fd, to)         the open file into the new file to (0644), fd closed
 *   copy_tree(from, to, how) the folder from (not a link) into to, made, every entry opened from
 *                           its folder's descriptor as open_file opens it (the one copy of a
 *                           user's folder: a submission's, a package's); how->each(rel, error,
 *                           ctx) is told of each file copied (error 0) and each entry left out
 *                           (a link, a device: open_file's errno), rel its path under from;
 *                           how->hidden: names starting with '.' (and with a line break) are
 *                           copied too. -1 (errno set) when from is no folder or a link.
 *   remove_tree(path)       rm -rf in this process (no rm to start): path and everything under
 *                           it, a symbolic link removed, not followed; 0 when it is gone (or was
 *                           never there), -1 (errno set) when something stayed.
 *   empty_dir(path)         path as an empty folder (what was there removed, its parents made): a
 *                           scratch folder used again; dies with status 3 when it cannot.
 */
#ifndef FILES_H
#define FILES_H
#include <stdarg.h>
#include <stddef.h>

extern const char *die_name;
void die(int status, const char *fmt, ...) __attribute__((noreturn, format(printf, 2, 3)));
void vdie(int status, const char *fmt, va_list a) __attribute__((noreturn));
void harness_error(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
void quit(int status, const char *fmt, ...) __attribute__((noreturn, format(printf, 2, 3)));
char *fmt(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void write_file(const char *path, const char *mode, const char *s, size_t n);
void copy_file(const char *from, const char *to);
void make_dirs(const char *path);
int open_file(int dir, const char *name);
const char *not_opened(int error);
void copy_fd(int fd, const char *to);
struct copy_how { int hidden; void (*each)(const char *rel, int error, void *ctx); void *ctx; };
int copy_tree(const char *from, const char *to, const struct copy_how *how);
int remove_tree(const char *path);
void empty_dir(const char *path);
#endif
