/* lang-kept.c - lang build's kept builds (lang.c calls it; declared in lang-kept.h): a build that
 * succeeded is kept under build/judge/builds/, and the same build asked for again is copied from
 * there instead of compiled. make judge compiles the same solutions and variants every time, and
 * make test the same programs in many of its steps; a compiler run costs more than most of the runs.
 *
 * Kept by everything the build reads, never by a name or a date: the key is the whole text of
 * the build line (its folder left out: each build has its own), the identity of the commands it
 * runs (path, size, change time and inode of each: a new compiler is a new key) and every file of
 * its sources, byte for byte. The folder's name is a hash of the key, and the key is kept beside
 * the build and compared in full, so two different sources never share a build, even when their
 * hashes collide on purpose (a class's submission made to look like the reference solution).
 * A compile error is never kept (its messages come from the compiler each time), nor a build that
 * left anything but files and folders, or more than KEPT_MAX bytes. Two judges keeping the same
 * build at once are safe: each writes its own temporary folder and renames it into place, and
 * the second rename fails and is dropped. A build not kept or not found is compiled; only a disk
 * that refuses a copy or a write (full) is a harness error, as anywhere in the judge. At most
 * KEPT_COUNT builds are kept (JUDGE_KEPT_BUILDS sets another count): a build used is touched, and
 * keeping one more removes the least recently used, so that months of edits to one solution do
 * not fill the disk. The builds are the judge's, made in the sandbox from the program's sources;
 * the sandbox never sees this folder (make clean removes it).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>
#include "files.h"
#include "lang-kept.h"
#include "runner.h"
#include "text.h"

enum { KEPT_MAX = 64 << 20, KEPT_COUNT = 512 };

struct buf { char *s; size_t n, cap; };

static void add(struct buf *b, const void *s, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        b->cap = 2 * (b->n + n + 1);
        if (!(b->s = realloc(b->s, b->cap))) harness_error("out of memory");
    }
    memcpy(b->s + b->n, s, n);
    b->s[b->n += n] = '\0';
}

static int by_name(const struct dirent **a, const struct dirent **b) { return strcmp((*a)->d_name, (*b)->d_name); }

/* Every file under folder (rel: its path below the top), in name order: its path, size and bytes.
 * -1 when something there is neither a file nor a folder, or cannot be read. */
static int add_tree(struct buf *b, const char *folder, const char *rel)
{
    struct dirent **e;
    int n = scandir(folder, &e, NULL, by_name), i, bad = n < 0;
    for (i = 0; i < n; i++) {
        char *path = fmt("%s/%s", folder, e[i]->d_name), *sub = fmt("%s%s%s", rel, *rel ? "/" : "", e[i]->d_name);
        struct stat st;
        if (!strcmp(e[i]->d_name, ".") || !strcmp(e[i]->d_name, "..")) continue;
        if (bad || lstat(path, &st) != 0) bad = 1;
        else if (S_ISDIR(st.st_mode)) add(b, "folder ", 7), add(b, sub, strlen(sub) + 1), bad = add_tree(b, path, sub) != 0;
        else if (!S_ISREG(st.st_mode)) bad = 1;
        else {
            struct text t = slurp(path);
            char *head = fmt("file %s %zu %o", sub, t.n, (unsigned)(st.st_mode & 0777));
            if (t.error) bad = 1;
            else add(b, head, strlen(head) + 1), add(b, t.s, t.n);
            free(t.s);
        }
    }
    return bad ? -1 : 0;
}

char *kept_key(const char *line, const char *commands, const char *src, size_t *n)
{
    struct buf b = {NULL, 0, 0};
    char *list = fmt("%s", commands), *save, *c;
    add(&b, "line ", 5), add(&b, line, strlen(line) + 1);
    for (c = strtok_r(list, "\n", &save); c; c = strtok_r(NULL, "\n", &save)) {
        struct stat st;
        char *id = stat(c, &st) == 0 ? fmt("command %s %lld %lld.%09ld %llu", c, (long long)st.st_size, (long long)st.st_ctim.tv_sec,
                                             st.st_ctim.tv_nsec, (unsigned long long)st.st_ino)
                                       : fmt("command %s missing", c);
        add(&b, id, strlen(id) + 1);
    }
    if (add_tree(&b, src, "") != 0) { free(b.s); return NULL; }
    *n = b.n;
    return b.s;
}

/* the key's folder: build/judge/builds/ and the key's FNV-1a hash */
static char *kept_dir(const char *key, size_t n)
{
    uint64_t h = 14695981039346656037u;
    size_t i;
    for (i = 0; i < n; i++) h = (h ^ (unsigned char)key[i]) * 1099511628211u;
    return fmt("%s/builds/%016llx", harness_dir(), (unsigned long long)h);
}

/* Copies folder from into to (made), its subfolders too, each file with its mode, but the one
 * named skip at the top; -1 when it meets anything else, or more than *left bytes. */
static int copy_dir(const char *from, const char *to, const char *skip, long long *left)
{
    DIR *d = opendir(from);
    struct dirent *e;
    int bad = !d || (mkdir(to, 0755) != 0 && errno != EEXIST);
    while (!bad && (e = readdir(d)) != NULL) {
        char *path = fmt("%s/%s", from, e->d_name), *target = fmt("%s/%s", to, e->d_name);
        struct stat st;
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") || (skip && !strcmp(e->d_name, skip))) continue;
        if (lstat(path, &st) != 0) bad = 1;
        else if (S_ISDIR(st.st_mode)) bad = copy_dir(path, target, NULL, left) != 0;
        else if (!S_ISREG(st.st_mode) || (*left -= st.st_size) < 0) bad = 1;
        else copy_file(path, target), chmod(target, st.st_mode & 0755);
    }
    if (d) closedir(d);
    return bad ? -1 : 0;
}

int kept_fetch(const char *key, size_t n, const char *dir)
{
    char *at = kept_dir(key, n);
    struct text t = slurp(fmt("%s/key", at));
    long long left = KEPT_MAX;
    int same = !t.error && t.n == n && memcmp(t.s, key, n) == 0;
    free(t.s);
    if (same) utimes(fmt("%s/key", at), NULL); /* used now: the last to go (prune) */
    return same && copy_dir(fmt("%s/out", at), dir, NULL, &left) == 0;
}

/* The least recently used kept builds (their key's modification time: kept or used) removed until
 * at most the count allowed are left. Two judges pruning at once may remove the same one; a
 * build removed while another judge copies it is compiled there instead (kept_fetch fails). */
static void prune(const char *builds)
{
    const char *env = getenv("JUDGE_KEPT_BUILDS");
    long most = env && *env ? strtol(env, NULL, 10) : KEPT_COUNT, n;
    do {
        DIR *d = opendir(builds);
        struct dirent *e;
        struct timespec oldest = {0, 0};
        char victim[4096] = "", key[4096];
        if (!d) return;
        for (n = 0; (e = readdir(d)) != NULL;) {
            struct stat st;
            snprintf(key, sizeof key, "%s/%s/key", builds, e->d_name);
            if (e->d_name[0] == '.' || !strncmp(e->d_name, "new.", 4) || stat(key, &st) != 0) continue;
            n++;
            if (!*victim || st.st_mtim.tv_sec < oldest.tv_sec || (st.st_mtim.tv_sec == oldest.tv_sec && st.st_mtim.tv_nsec < oldest.tv_nsec))
                oldest = st.st_mtim, snprintf(victim, sizeof victim, "%s/%s", builds, e->d_name);
        }
        closedir(d);
        if (n <= most || remove_tree(victim) != 0) return; /* a failure: another judge pruning, or a folder not ours */
    } while (n - 1 > most);
}

void kept_keep(const char *key, size_t n, const char *dir)
{
    char *at = kept_dir(key, n), *tmp = fmt("%s/builds/new.XXXXXX", harness_dir());
    long long left = KEPT_MAX;
    mkdir(fmt("%s/builds", harness_dir()), 0755);
    if (!mkdtemp(tmp)) return;
    write_file(fmt("%s/key", tmp), "wb", key, n);
    if (copy_dir(dir, fmt("%s/out", tmp), "src", &left) != 0 || rename(tmp, at) != 0) remove_tree(tmp);
    else prune(fmt("%s/builds", harness_dir()));
}
