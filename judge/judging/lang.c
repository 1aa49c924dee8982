/* lang - build and run a program in any language of judge/judging/languages.conf (a
 * JUDGE_LANGUAGES=FILE table is read first: its lines win), or a ready command. The judge holds
 * it (judge/judging/judge.c and judge-package.c, lang_main: mains.h); make bench calls it
 * through judge/judging/lang.sh, the stress searches (judge/stress/stress.c,
 * judge/play/playstress.c) directly.
 *
 *   lang select FILE [NAME]   FILE's language: the first row of the tables with its extension, or
 *                             with NAME (any case) the row of that language among them. Prints
 *                             key=value lines: lang, build_line and run_line (as the report shows
 *                             them: in the program's folder, the memory limit still {ml}).
 *   lang installed FILE [NAME]  exit 0 when the commands FILE's language needs are in the sandbox;
 *                             else 1, with the line naming the package to install on stdout.
 *   lang own                  your own program, from JUDGE_SOL (a file: printed as sol, made
 *                             absolute; in the language JUDGE_USE names, if given) or JUDGE_CMD (a
 *                             ready command: lang=command, cmd). The same keys as select.
 *   lang build [--folder] [--guess] [--root TOP] DIR ML FILE [NAME] | lang build DIR ML --cmd COMMAND
 *   lang build --scripts --root TOP DIR ML FILE
 *                             build into DIR, emptied first (ML: the memory limit in MiB, for the
 *                             JVM's heap; 0: none): DIR/cmd, the command judge/judging/case.c runs,
 *                             one word per line, DIR/box, the runner's options for it,
 *                             DIR/processes when its language may start processes, and
 *                             DIR/build.result, the record of the build (verdict: empty when it
 *                             built, CE or HE; reason, as verdict.h's; detail, the line the report
 *                             shows). The compiler's messages are in DIR/build.log.
 * Exit status: 0; 1 a compile error; 2 a usage error, an unknown extension or language, a missing
 * compiler or file (one line on stderr, naming the package to install); 3 a harness error (the
 * build could not run).
 *
 * The build runs in the sandbox (judge/run/run.c): FILE is copied to DIR/src/ with the headers
 * (*.h) of its folder, for a local #include (the only files of yours the compiler sees,
 * read-only, FILE as its bare name so that its messages name no folder of yours); DIR is the only
 * writable place. With --folder, FILE is the entry point of a submission of several files: every
 * file of its folder (--root TOP: of TOP, FILE somewhere under it) is copied at its own path,
 * subfolders too (Java's packages), {src} is FILE's path there, and {all} is those with its
 * language's extensions (else {all} is {src}: a C build compiles every .c file of a folder, Python
 * and JavaScript import from it); the program runs in that folder. --guess (implies --folder):
 * nothing named FILE the entry point among several files of its language, which is a compile
 * error unless the language builds them all ({all}), as DOMjudge has it. --scripts: TOP is a
 * package validator's folder that builds itself (the format's `build` and `run` scripts; FILE,
 * its `run`, is not read): TOP is copied to DIR/src, `build` runs there if it is there, with
 * src/ writable, and `run` is then the program, whatever its language. The
 * build_* limits below stop a compile bomb, and a build stopped there is a
 * compile error. Names are data: FILE reaches the compiler as one argument, quoted for bash -c.
 * A COMMAND is run by bash -c in the sandbox, which shows it read-only the files and folders its
 * words name (split at spaces), but no folder of the repository (JUDGE_ROOT) or one holding it,
 * and your working folder as its own.
 * Environment: JUDGE_CFLAGS / JUDGE_CXXFLAGS replace the flags of C / C++; JUDGE_BOX_PATH is the
 * sandbox's PATH, where the commands a language needs are looked for (run --probe's path).
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "files.h"
#include "mains.h"
#include "kv.h"
#include "lang-kept.h"
#include "runner.h"
#include "rows.h"
#include "show.h"
#include "text.h"
#include "verdict.h"

/* A compile bomb stops here: CPU s, wall s (both on the reference machine: times the machine's
 * factor, lib/runner.h, as a run's limits), MiB of memory, MiB of messages (stdout and stderr),
 * MiB per file it writes, MiB its build folder holds in all. The files a build writes stay in the
 * page cache, which is charged to the build's memory: a quota at or past the memory limit is never
 * met, the writer is stopped as at its memory limit instead (a Perl BEGIN block writing file after
 * file was, at 2 GiB of 4). So its folder holds half its memory, one file as much (a program needs
 * no object file near that: an initialised array of that size is past every problem's memory
 * limit anyway); the messages stay at a run's default output limit, since they are read back and
 * shown. */
enum { BUILD_CPU = 30, BUILD_WALL = 60, BUILD_MEM = 2048, BUILD_OUT = 64, BUILD_DISK = BUILD_MEM / 2, BUILD_FILE = BUILD_DISK, BIG = 8192 };

struct lang { char exts[256], name[64], needs[256], package[128], flags[256], build[1024], run[1024]; };

/* {all}: a folder's files in the language, each quoted for bash -c; empty: {src}. */
static char all_files[BIG];

static void say_usage(void)
{
    fputs("usage: lang select FILE [NAME] | lang installed FILE [NAME] | lang own | lang build [--folder] [--guess] [--scripts] [--root TOP] DIR ML FILE [NAME] | lang build DIR ML --cmd COMMAND\n", stderr);
    exit(2);
}

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* "a/b" in out (of size BIG), or exit 3 when it does not fit. */
static char *join(char *out, const char *a, const char *b)
{
    size_t na = strlen(a), nb = strlen(b);
    if (na + nb + 2 > BIG) { fprintf(stderr, "lang: path too long: %s/%s\n", a, b); exit(3); }
    memcpy(out, a, na), out[na] = '/', memcpy(out + na + 1, b, nb + 1);
    return out;
}

/* s appended to the buffer b of size BIG. */
static void cat(char *b, const char *s)
{
    size_t n = strlen(b);
    snprintf(b + n, BIG - n, "%s", s);
}

/* s for bash -c: as it is when every character is plain, else in single quotes. */
static void cat_quoted(char *b, const char *s)
{
    const char *p;
    if (*s && strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./+-=:,@%") == strlen(s)) {
        cat(b, s);
        return;
    }
    cat(b, "'");
    for (p = s; *p; p++) {
        char one[2] = {*p, '\0'};
        cat(b, *p == '\'' ? "'\\''" : one);
    }
    cat(b, "'");
}

/* tpl with {src}, {dir}, {bin}, {flags} and {ml} filled in, {processes} dropped; quote: the paths
 * shell-quoted. */
static char *fill(const char *tpl, const struct lang *l, const char *src, const char *dir, const char *ml, int quote)
{
    static char out[BIG];
    const char *p = tpl;
    *out = '\0';
    while (*p) {
        const char *value = NULL;
        int path = 1;
        size_t n = 0;
        if (!strncmp(p, "{src}", n = 5)) value = src;
        else if (!strncmp(p, "{dir}", n = 5)) value = dir;
        else if (!strncmp(p, "{bin}", n = 5)) value = harness_dir();
        else if (!strncmp(p, "{flags}", n = 7)) value = l->flags, path = 0;
        else if (!strncmp(p, "{ml}", n = 4)) value = ml, path = 0;
        else if (!strncmp(p, "{all}", n = 5)) value = *all_files ? all_files : src, path = !*all_files;
        else if (!strncmp(p, "{processes}", n = 11)) value = "", path = 0, n += p[n] == ' '; /* a mark, no word */
        if (value) {
            if (quote && path) cat_quoted(out, value);
            else cat(out, value);
            p += n;
        } else {
            char one[2] = {*p++, '\0'};
            cat(out, one);
        }
    }
    return out;
}

/* s with runs of spaces squeezed (an empty {flags}), and the harness's folder as build/judge. */
static void for_report(char *s, const char *root)
{
    char *r = s, *w = s, bin[BIG];
    size_t hn;
    snprintf(bin, sizeof bin, "%s", harness_dir());
    hn = strlen(bin);
    while (*r) {
        if (*r == ' ' && w > s && w[-1] == ' ') { r++; continue; }
        if (root && !strncmp(r, bin, hn) && !strncmp(bin, root, strlen(root)) && bin[strlen(root)] == '/') {
            const char *rel = bin + strlen(root) + 1;
            memmove(w, rel, strlen(rel)), w += strlen(rel), r += hn;
            continue;
        }
        *w++ = *r++;
    }
    *w = '\0';
}

/* command's path on the sandbox's PATH (JUDGE_BOX_PATH, else ours); NULL when it is not there */
static char *in_box(const char *command)
{
    const char *path = getenv("JUDGE_BOX_PATH");
    return on_path(command, path && *path ? path : getenv("PATH") ? getenv("PATH") : "/usr/bin:/bin");
}

/* The harness's programs the template tpl names ({bin}/NAME), one path a line, each once. */
static char *harness_programs(const char *tpl)
{
    char *list = "";
    const char *t;
    for (t = strstr(tpl, "{bin}/"); t; t = strstr(t + 1, "{bin}/")) {
        size_t n = strspn(t + 6, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-");
        char *path = fmt("%s/%.*s\n", harness_dir(), (int)n, t + 6);
        if (!strstr(list, path)) list = fmt("%s%s", list, path);
    }
    return list;
}

/* The commands a build of l runs, one path a line: those it needs, then the harness's. */
static char *commands_of(const struct lang *l)
{
    char needs[256], *w, *save, *list = "";
    snprintf(needs, sizeof needs, "%s", l->needs);
    for (w = strtok_r(needs, " ", &save); w; w = strtok_r(NULL, " ", &save)) list = fmt("%s%s\n", list, in_box(w) ? in_box(w) : w);
    return fmt("%s%s", list, harness_programs(l->build));
}

/* Reads the tables (JUDGE_LANGUAGES's first, then ours), calling row() on each until it says stop. */
static void each_row(int (*row)(struct lang *, void *), void *arg)
{
    const char *mine = getenv("JUDGE_LANGUAGES");
    char ours[BIG];
    const char *tables[2];
    int i;
    snprintf(ours, sizeof ours, "%s/judge/judging/languages.conf", getenv("JUDGE_ROOT") ? getenv("JUDGE_ROOT") : ".");
    tables[0] = mine && *mine ? mine : NULL, tables[1] = ours;
    for (i = 0; i < 2; i++) {
        struct table t;
        struct stat st;
        if (!tables[i]) continue;
        if (i == 0 && stat(tables[i], &st) != 0) die(2, "JUDGE_LANGUAGES: no such file: %s", tables[i]);
        table_open(&t, tables[i]);
        while (table_row(&t, 7)) {
            struct lang l;
            char **f = t.field;
            snprintf(l.exts, sizeof l.exts, "%s", f[0]), snprintf(l.name, sizeof l.name, "%s", f[1]);
            snprintf(l.needs, sizeof l.needs, "%s", f[2]), snprintf(l.package, sizeof l.package, "%s", f[3]);
            snprintf(l.flags, sizeof l.flags, "%s", f[4]), snprintf(l.build, sizeof l.build, "%s", f[5]);
            snprintf(l.run, sizeof l.run, "%s", f[6]);
            if (!row(&l, arg)) { fclose(t.in); return; }
        }
    }
}

struct pick { const char *ext, *want; struct lang found; int seen, by_needs; char names[512], exts[1024]; };

/* The interpreter FILE's #! line names (its last word after env: python3 for
 * "#!/usr/bin/env python3", sh for "#!/bin/sh"), into out; 0 when it has none. */
static int shebang(const char *file, char *out, size_t size)
{
    char line[512], *w, *save, *last = NULL;
    FILE *f = fopen(file, "r");
    int ok = f && fgets(line, sizeof line, f) && !strncmp(line, "#!", 2);
    if (f) fclose(f);
    if (!ok) return 0;
    for (w = strtok_r(line + 2, " \t\r\n", &save); w; w = strtok_r(NULL, " \t\r\n", &save)) {
        last = w;
        if (strcmp(base_name(w), "env") != 0 && *w != '-') break; /* the interpreter; its options after it */
    }
    if (!last) return 0;
    snprintf(out, size, "%s", base_name(last));
    return 1;
}

static int has_word(const char *list, const char *word)
{
    char *save;
    char copy[1024], *w;
    snprintf(copy, sizeof copy, "%s", list);
    for (w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save))
        if (!strcmp(w, word)) return 1;
    return 0;
}

static int pick_row(struct lang *l, void *arg)
{
    char *save;
    struct pick *p = arg;
    char copy[256], *w;
    snprintf(copy, sizeof copy, "%s", l->exts);
    for (w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save))
        if (!has_word(p->exts, w)) cat(p->exts, p->exts[0] ? " " : ""), cat(p->exts, w);
    if (!has_word(p->by_needs ? l->needs : l->exts, p->ext)) return 1;
    cat(p->names, " "), cat(p->names, l->name);
    if (p->want && strcasecmp(p->want, l->name) != 0) return 1;
    p->found = *l, p->seen = 1;
    return 0;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* FILE's language into *out (the flags after JUDGE_CFLAGS / JUDGE_CXXFLAGS), and whether it is
 * installed: 0; else the line saying why in why (without "judge: "), and 2 when there is no such
 * language, 1 when its package is not installed (the line names it). */
static int pick_lang(const char *file, const char *want, struct lang *out, char *why, size_t size)
{
    char *save;
    struct pick p;
    const char *dot = strrchr(base_name(file), '.'), *env = NULL;
    char *w, needs[256];
    memset(&p, 0, sizeof p);
    p.ext = dot ? dot + 1 : "", p.want = want && *want ? want : NULL;
    each_row(pick_row, &p);
    if (!p.seen && !p.names[0]) { /* a script named by no extension: its #! line's interpreter */
        char interp[64];
        struct pick q = p;
        if (shebang(file, interp, sizeof interp)) {
            q.ext = interp, q.exts[0] = '\0';
            each_row(pick_row, &q);
            if (!q.seen) q.by_needs = 1, each_row(pick_row, &q);
            if (q.seen) p = q;
        }
    }
    if (!p.seen) {
        char *word[128], sorted[1024] = "";
        int n = 0, i;
        if (*p.names) {
            snprintf(why, size, "%s: no language '%s' for .%s files (there are:%s)", base_name(file), p.want, p.ext, p.names);
            return 2;
        }
        each_row(pick_row, &p); /* every extension, to name them all */
        for (w = strtok_r(p.exts, " ", &save); w && n < 128; w = strtok_r(NULL, " ", &save)) word[n++] = w;
        qsort(word, (size_t)n, sizeof *word, by_name);
        for (i = 0; i < n; i++) cat(sorted, i ? " " : ""), cat(sorted, word[i]);
        snprintf(why, size, "%s: unknown language (known extensions: %s); give a ready command with CMD=\"...\", or add its line to a JUDGE_LANGUAGES=FILE table (README.md)",
                 base_name(file), sorted);
        return 2;
    }
    if (!strcmp(p.found.name, "C")) env = getenv("JUDGE_CFLAGS");
    if (!strcmp(p.found.name, "C++")) env = getenv("JUDGE_CXXFLAGS");
    if (env) snprintf(p.found.flags, sizeof p.found.flags, "%s", env);
    *out = p.found;
    snprintf(needs, sizeof needs, "%s", p.found.needs);
    for (w = strtok_r(needs, " ", &save); w; w = strtok_r(NULL, " ", &save))
        if (!in_box(w)) {
            char pkg[128]; /* "(name)": a package deps.sh does not install; the name alone */
            snprintf(pkg, sizeof pkg, "%s", p.found.package + (*p.found.package == '('));
            pkg[strcspn(pkg, ")")] = '\0';
            snprintf(why, size, "%s is %s, which needs '%s': install the package %s (apt-get install %s)", base_name(file), p.found.name, w, pkg, pkg);
            return 1;
        }
    return 0;
}

/* FILE's language, which must be known and installed (else exit 2 with the line saying why). */
static struct lang select_lang(const char *file, const char *want)
{
    struct lang l;
    char why[BIG];
    if (pick_lang(file, want, &l, why, sizeof why) != 0) die(2, "%s", why);
    return l;
}

const char *lang_why(const char *file)
{
    struct lang l;
    char why[BIG] = "";
    pick_lang(file, NULL, &l, why, sizeof why);
    return fmt("%s", why);
}

/* The report's lines for l, FILE as its bare name in the program's folder, {ml} left as is. */
static void lines_of(const struct lang *l, const char *file, struct lang_lines *out)
{
    char line[BIG];
    const char *root = getenv("JUDGE_ROOT");
    snprintf(line, sizeof line, "%s", fill(l->build, l, base_name(file), ".", "{ml}", 1));
    for_report(line, root);
    out->lang = fmt("%s", l->name), out->build_line = fmt("%s", *line ? line : "none");
    snprintf(line, sizeof line, "%s", fill(l->run, l, base_name(file), ".", "{ml}", 1));
    for_report(line, root);
    out->run_line = fmt("%s", line), out->sol = "";
}

struct lang_lines lang_select(const char *file, const char *want)
{
    struct lang_lines out;
    struct lang l = select_lang(file, want);
    lines_of(&l, file, &out);
    return out;
}

static void print_lines(const struct lang_lines *l, int sol)
{
    if (sol) printf("sol=%s\n", l->sol);
    printf("lang=%s\nbuild_line=%s\nrun_line=%s\n", l->lang, l->build_line, l->run_line);
}

struct lang_lines lang_own(void)
{
    struct lang_lines out;
    const char *s = getenv("JUDGE_SOL"), *c = getenv("JUDGE_CMD"), *use = getenv("JUDGE_USE");
    char dir[BIG], abs[BIG], line[BIG] = "bash -c ", *slash, *p;
    struct stat st;
    s = s && *s ? s : NULL, c = c && *c ? c : NULL;
    if (s && c) die(2, "give SOL= or CMD=, not both");
    if (!s && !c) die(2, "give SOL=file or CMD=command");
    if (c) {
        if (use && *use) die(2, "USE= names a language for SOL=, not for CMD=");
        cat_quoted(line, c);
        if (line[8] != '\'') { /* always quoted, as bash's ${c@Q} shows it */
            snprintf(line, sizeof line, "bash -c '%s'", c);
        }
        for (p = line; *p; p++)
            if (*p == '\n') *p = ' ';
        out.sol = "", out.lang = "command", out.build_line = "none", out.run_line = fmt("%s", line);
        return out;
    }
    if (stat(s, &st) != 0 || !S_ISREG(st.st_mode)) die(2, "no such file: %s", s);
    if (strchr(s, '\n')) die(2, "a file name with a line break is not supported");
    snprintf(dir, sizeof dir, "%s", s);
    slash = strrchr(dir, '/');
    if (slash) *slash = '\0';
    if (!realpath(slash ? (*dir ? dir : "/") : ".", abs)) die(2, "no such file: %s", s);
    join(line, strcmp(abs, "/") ? abs : "", base_name(s));
    out = lang_select(line, use);
    out.sol = fmt("%s", line);
    return out;
}

/* The build's record; exit status 0, 1 (CE) or 3 (HE). */
static int record(const char *dir, const char *verdict, const char *reason, const char *detail)
{
    char path[BIG], text[BIG];
    snprintf(path, sizeof path, "%s/build.result", dir);
    snprintf(text, sizeof text, "verdict=%s\nreason=%s\ndetail=%s\n", verdict, reason, detail);
    write_file(path, "w", text, strlen(text));
    return !*verdict ? 0 : !strcmp(verdict, "CE") ? 1 : 3;
}

/* The line of a compiler's messages the report shows: the first naming an error, else the first
 * that is not a heading (go: "# package"); control characters as '?', at most 150 characters. */
static void ce_line(const char *log, char *out, size_t size)
{
    char line[BIG], first[BIG] = "";
    FILE *f = fopen(log, "r");
    *out = '\0';
    while (f && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (!*first && line[0] != '#') snprintf(first, sizeof first, "%s", line);
        if (strcasestr(line, "error")) { snprintf(out, size, "%s", line); break; }
    }
    if (f) fclose(f);
    if (!*out) snprintf(out, size, "%s", first);
    if (strlen(out) > 150) out[150] = '\0';
    snprintf(out, size, "%s", printable(out));
}

static int build_command(const char *dir, const char *command)
{
    char *save;
    const char *root = getenv("JUDGE_ROOT");
    char path[BIG], cwd[BIG], words[BIG], abs[BIG], box[BIG] = "", *w;
    size_t rn = root ? strlen(root) : 0;
    empty_dir(dir); /* an earlier build's files could be in the way, and another owner's are not writable to the sandbox's nobody */
    snprintf(path, sizeof path, "%s/cmd", dir);
    write_file(path, "w", "bash\n-c\n", 8);
    write_file(path, "a", command, strlen(command));
    write_file(path, "a", "\n", 1);
    if (!getcwd(cwd, sizeof cwd)) snprintf(cwd, sizeof cwd, "/");
    cat(box, "-C\n"), cat(box, cwd), cat(box, "\n");
    snprintf(words, sizeof words, "%s", command);
    for (w = strtok_r(words, " \t\n", &save); w; w = strtok_r(NULL, " \t\n", &save)) {
        struct stat st;
        if (!realpath(w, abs) || stat(abs, &st) != 0) continue;
        /* never a folder of the repository or one holding it ("java -cp . Main" from its root):
         * that would show the test data; name your files, or run from a folder of your own */
        if (S_ISDIR(st.st_mode) && root &&
            ((!strncmp(abs, root, rn) && (abs[rn] == '/' || !abs[rn])) || !strcmp(abs, "/") ||
             (!strncmp(root, abs, strlen(abs)) && root[strlen(abs)] == '/')))
            continue;
        cat(box, "-r\n"), cat(box, abs), cat(box, "\n");
    }
    snprintf(path, sizeof path, "%s/box", dir);
    write_file(path, "w", box, strlen(box));
    return record(dir, "", "none", "");
}

/* A submission's file the judge will not read (a link, not a regular file): the build's CE record,
 * what refused it its message. */
static int refuse(const char *dir, const char *detail)
{
    char log[BIG];
    join(log, dir, "build.log"), write_file(log, "w", detail, strlen(detail)), write_file(log, "a", "\n", 1);
    return record(dir, "CE", reason_word[R_EXIT], detail);
}

/* What a copy of a submission's files left out: the first entry that is a link (or no regular
 * file), which refuses the build (refused), and the language whose files {all} gains, by their
 * paths under the top. */
struct copied { const struct lang *l; char refused[BIG]; };

static void copied_one(const char *rel, int error, void *ctx)
{
    struct copied *c = ctx;
    const char *dot = strrchr(rel, '.');
    if (error) {
        if (!*c->refused) snprintf(c->refused, sizeof c->refused, "refused: %s is %s", printable(rel), not_opened(error));
    } else if (dot && !strchr(dot, '/') && has_word(c->l->exts, dot + 1) && rel[0] != '-') cat(all_files, *all_files ? " " : ""), cat_quoted(all_files, rel);
}

/* The files of folder from copied into the same place under to, its subfolders too (Java's
 * packages), never through a link (files.h's copy_tree); 0, or the CE record refusing a link. */
static int copy_submission(const char *from, const char *to, const char *dir, const struct lang *l)
{
    struct copied c = {l, ""};
    struct copy_how how = {0, copied_one, &c};
    if (copy_tree(from, to, &how) != 0) snprintf(c.refused, sizeof c.refused, "refused: %s is %s", printable(base_name(from)), not_opened(errno));
    return *c.refused ? refuse(dir, c.refused), 1 : 0;
}

/* Runs the build LINE (bash -c) in the sandbox, in the folder SRC, under the build_* limits; DIR
 * is its only writable place, and SRC is shown read-only unless SRC_WRITABLE (a build script's
 * working folder is a copy of its program's, where it leaves `run`); TPL, the template LINE was
 * filled from, names the harness's programs it may run ({bin}/...), shown read-only. -1 when it
 * built; else the record's status (CE, HE), its messages in DIR/build.log. */
static int sandboxed_build(const char *dir, const char *src, const char *line, const char *tpl, int src_writable)
{
    char meta_path[BIG], err_path[BIG], log[BIG], num[6][16], detail[BIG], *save, *path;
    struct args a = {NULL, 0, 0};
    struct kv_file meta;
    struct run_facts f;
    struct stat st;
    enum reason why;
    int status;
    double cpu = BUILD_CPU * time_factor()->x, wall = BUILD_WALL * time_factor()->x; /* set on the reference machine, as a run's */
    args_runner(&a, 0);
    snprintf(num[0], 16, "%g", cpu), snprintf(num[1], 16, "%g", wall);
    snprintf(num[2], 16, "%d", BUILD_MEM), snprintf(num[3], 16, "%d", BUILD_OUT), snprintf(num[4], 16, "%d", BUILD_FILE), snprintf(num[5], 16, "%d", BUILD_DISK);
    args_add(&a, "-t"), args_add(&a, num[0]), args_add(&a, "-w"), args_add(&a, num[1]);
    args_add(&a, "-m"), args_add(&a, num[2]), args_add(&a, "-f"), args_add(&a, num[3]), args_add(&a, "-F"), args_add(&a, num[4]), args_add(&a, "-D"), args_add(&a, num[5]);
    args_add(&a, "-W"), args_add(&a, dir);
    if (!src_writable) args_add(&a, "-r"), args_add(&a, src);
    for (path = strtok_r(harness_programs(tpl), "\n", &save); path; path = strtok_r(NULL, "\n", &save)) args_add(&a, "-r"), args_add(&a, path);
    snprintf(log, sizeof log, "%s/build.log", dir);
    args_add(&a, "-C"), args_add(&a, src), args_add(&a, "-o"), args_add(&a, log), args_add(&a, "-e"), args_add(&a, log);
    args_add(&a, "--"), args_add(&a, "bash"), args_add(&a, "-c"), args_add(&a, line);
    snprintf(meta_path, sizeof meta_path, "%s/build.meta", dir);
    snprintf(err_path, sizeof err_path, "%s/build.err", dir);
    status = run_wait(a.v, NULL, meta_path, err_path);
    memset(&f, 0, sizeof f);
    if (status != 0 || kv_read(meta_path, &meta) != 0 || run_facts_read(&meta, &f) != 0) {
        FILE *e = fopen(err_path, "r");
        char said[512] = "";
        if (e && fgets(said, sizeof said, e)) said[strcspn(said, "\n")] = '\0';
        if (e) fclose(e);
        snprintf(detail, sizeof detail, "harness error: the build could not run: %s", said);
        write_file(log, "a", detail, strlen(detail)), write_file(log, "a", "\n", 1);
        return record(dir, "HE", "harness", detail);
    }
    /* The build's verdict by the one decision: stopped at a limit, or the compiler said no;
     * its messages (stdout and stderr, both in the log) are its output. */
    f.tl = cpu, f.ml_mib = BUILD_MEM, f.ol_mib = BUILD_OUT, f.output_equal = 1, f.expected_empty = 1;
    f.out_bytes = stat(log, &st) == 0 ? (long long)st.st_size : 0;
    decide(&f, &why);
    *detail = '\0';
    switch (why) {
    case R_CPU: snprintf(detail, sizeof detail, "its CPU time limit (%g s)", cpu); break;
    case R_WALL: case R_IDLE: snprintf(detail, sizeof detail, "its wall-clock limit (%g s)", wall); break;
    case R_MEM: snprintf(detail, sizeof detail, "its memory limit (%d MiB)", BUILD_MEM); break;
    case R_PROCS: snprintf(detail, sizeof detail, "its cap on processes and threads"); break;
    case R_OUTPUT:
        if (f.killed == KILLED_DISK) snprintf(detail, sizeof detail, "its disk quota (%d MiB in its build folder)", BUILD_DISK);
        else if (f.signal == SIGXFSZ) snprintf(detail, sizeof detail, "its cap on a file's size (%d MiB)", BUILD_FILE);
        else snprintf(detail, sizeof detail, "its cap on its messages (%d MiB)", BUILD_OUT);
        break;
    case R_SIGNAL: snprintf(detail, sizeof detail, "signal %d", f.signal); break;
    default: break;
    }
    if (why == R_NONE) return -1;
    /* A stop is the build's one cause: its line, not the compiler's first error, which the stop
     * may have caused (cc1 at its memory limit reads "Bad address" before the pause is seen). */
    if (*detail) {
        char said[BIG];
        snprintf(said, sizeof said, "compile error: the build was stopped at %s", detail);
        write_file(log, "a", said, strlen(said)), write_file(log, "a", "\n", 1);
        return record(dir, "CE", reason_word[why], said);
    }
    ce_line(log, detail, sizeof detail);
    return record(dir, "CE", reason_word[why], detail);
}

/* Opens the folder DIR, its subfolders and files to the build (a build script's working folder,
 * which the sandbox's user does not own): folders 0777, files 0666, `build` and `run` at its top
 * runnable (the format says they are; an unpacked zip may have lost the bit). */
static void open_tree(const char *dir, int top)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    if (!d) { fprintf(stderr, "lang: cannot read %s\n", dir); exit(3); }
    chmod(dir, 0777);
    while ((e = readdir(d)) != NULL) {
        char path[BIG];
        struct stat st;
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        join(path, dir, e->d_name);
        if (lstat(path, &st) != 0) continue;
        if (S_ISDIR(st.st_mode)) open_tree(path, 0);
        else chmod(path, top && (!strcmp(e->d_name, "build") || !strcmp(e->d_name, "run")) ? 0777 : 0666);
    }
    closedir(d);
}

/* A program folder TOP that builds itself (the format's `build` and `run` scripts, for a
 * package's validators): a copy of it in DIR/src, where `build`, if there, runs in the sandbox
 * under the build_* limits; then `run` (there from the start, or left by the build) is the
 * program, run in that folder, free to start processes (a script's commands). */
static int build_scripts(const char *dir, const char *top)
{
    static const struct lang none; /* no language: {all} stays empty */
    char src[BIG], path[BIG], text[BIG];
    const char *detail = "no entry point: the build script left no file named run";
    char *line;
    int status;
    struct stat st;
    empty_dir(dir);
    snprintf(src, sizeof src, "%s/src", dir);
    if (copy_submission(top, src, dir, &none)) return 1;
    open_tree(src, 1);
    if (stat(join(path, src, "build"), &st) == 0 && (status = sandboxed_build(dir, src, "./build", "", 1)) >= 0) return status;
    if (stat(join(path, src, "run"), &st) != 0 || !S_ISREG(st.st_mode)) {
        join(text, dir, "build.log"), write_file(text, "a", detail, strlen(detail)), write_file(text, "a", "\n", 1);
        return record(dir, "CE", reason_word[R_EXIT], detail);
    }
    chmod(path, 0755); /* a build may leave it without the bit; it is ours to run */
    line = fmt("%s\n", path);
    write_file(join(path, dir, "cmd"), "w", line, strlen(line));
    line = fmt("-r\n%s\n-C\n%s\n", dir, src);
    write_file(join(path, dir, "box"), "w", line, strlen(line));
    write_file(join(path, dir, "processes"), "w", "", 0);
    return record(dir, "", "none", "");
}

/* Whether text[0..n) holds word as a word of its own: not inside a longer name (no letter, digit
 * or _ before it, nor after a word that ends with one); a word that ends with "(" is a call,
 * spaces allowed before its "(" ("main (void)"). */
static int names(const char *text, size_t n, const char *word)
{
    size_t k = strlen(word), i, e;
    int call = k > 1 && word[k - 1] == '(';
    k -= call;
    for (i = 0; k && i + k <= n; i++) {
        if (memcmp(text + i, word, k) || (i > 0 && (isalnum((unsigned char)text[i - 1]) || text[i - 1] == '_'))) continue;
        for (e = i + k; call && e < n && (text[e] == ' ' || text[e] == '\t'); e++) continue;
        if (call ? e < n && text[e] == '(' : e == n || !(isalnum((unsigned char)text[e]) || text[e] == '_')) return 1;
    }
    return 0;
}

/* Whether text names one of the words of entry (space-separated). */
static int has_entry(const struct text *text, const char *entry)
{
    char words[256], *w, *save;
    snprintf(words, sizeof words, "%s", entry);
    for (w = strtok_r(words, " ", &save); w; w = strtok_r(NULL, " ", &save))
        if (names(text->s, text->n, w)) return 1;
    return 0;
}

/* A problem whose judge calls a function (JUDGE_FUNCTION_DIR: its problems/<p>/function/, README.md,
 * "As its judge would judge it"): a single file of a language that has a caller there
 * (driver.EXT, EXT one of the language's extensions) is judged inside it when it names the
 * function the caller's "calls:" line names, and neither it nor a header beside it (already in
 * SRC) names a word of its "entry:" line (main(, stdin: a program of its own): into SRC/NAME, the
 * caller with its line {solution} replaced by the file, and DIR/function says so. 0 when the file
 * is to be copied as it is. */
static int wrap_function(const struct text *file, const struct lang *l, const char *src, const char *name, const char *dir)
{
    const char *where = getenv("JUDGE_FUNCTION_DIR");
    char exts[256], path[BIG], to[BIG], line[BIG], calls[128] = "", entry[256] = "", *ext, *save, *at;
    FILE *in = NULL, *out;
    DIR *d;
    struct dirent *e;
    int wrap;
    if (!where || !*where) return 0;
    snprintf(exts, sizeof exts, "%s", l->exts);
    for (ext = strtok_r(exts, " ", &save); ext && !in; ext = strtok_r(NULL, " ", &save))
        in = fopen(join(path, where, fmt("driver.%s", ext)), "r");
    if (!in) return 0;
    while (fgets(line, sizeof line, in) && (!*calls || !*entry)) { /* the caller's own words, in its header */
        if ((at = strstr(line, "calls: "))) sscanf(at + 7, "%127s", calls);
        if ((at = strstr(line, "entry: "))) snprintf(entry, sizeof entry, "%s", at + 7), entry[strcspn(entry, "\n")] = '\0';
    }
    wrap = *calls && names(file->s, file->n, calls) && !has_entry(file, entry);
    if (wrap && (d = opendir(src)) != NULL) { /* a header of its own may hold its main (#include "driver.h") */
        while (wrap && (e = readdir(d)) != NULL) {
            size_t k = strlen(e->d_name);
            struct text h;
            if (k < 3 || strcmp(e->d_name + k - 2, ".h")) continue;
            h = slurp(join(path, src, e->d_name));
            wrap = !has_entry(&h, entry);
            free(h.s);
        }
        closedir(d);
    }
    if (!wrap) { fclose(in); return 0; }
    rewind(in);
    join(to, src, name);
    if (!(out = fopen(to, "w"))) harness_error("cannot write %s", to);
    while (fgets(line, sizeof line, in))
        if (!strcmp(line, "{solution}\n")) fwrite(file->s, 1, file->n, out), fputs(file->n && file->s[file->n - 1] != '\n' ? "\n" : "", out);
        else fputs(line, out);
    fclose(in);
    if (fclose(out) != 0) harness_error("cannot write %s", to);
    chmod(to, 0644);
    at = fmt("%s\n", path);
    write_file(join(line, dir, "function"), "w", at, strlen(at));
    return 1;
}

/* many: FILE is the entry point of a submission of several files, the folder top (else FILE's
 * own folder); guess: nothing named it (pkg.c took the first of several files of its language),
 * which only a language that builds every file ({all}) can use. */
static int build_file(const char *dir, const char *ml, const char *file, const char *want, int many, const char *top, int guess)
{
    char *save;
    struct lang l = select_lang(file, want);
    const char *name = base_name(file);
    char src[BIG], folder[BIG], path[BIG], arg[BIG], detail[BIG], cmd[BIG] = "", words[BIG], *w;
    int status;
    DIR *d;
    struct dirent *e;
    if (!strcmp(ml, "0")) ml = "4096";
    empty_dir(dir);
    snprintf(src, sizeof src, "%s/src", dir);
    mkdir(src, 0755);
    snprintf(folder, sizeof folder, "%s", file);
    if (strrchr(folder, '/')) *strrchr(folder, '/') = '\0';
    else snprintf(folder, sizeof folder, ".");
    if (many && top) snprintf(folder, sizeof folder, "%s", top);
    if (many && guess && !strstr(l.build, "{all}")) {
        snprintf(detail, sizeof detail, "no entry point: several %s files and none named to run (main.*, a #! line, or submissions.json's entry_point)", l.name);
        join(path, dir, "build.log"), write_file(path, "w", detail, strlen(detail)), write_file(path, "a", "\n", 1);
        return record(dir, "CE", reason_word[R_EXIT], detail);
    }
    if (many) { /* the folder's every file, at its own path under src/; the entry by its path there */
        size_t n = strlen(folder);
        if (copy_submission(folder, src, dir, &l)) return 1;
        if (!strncmp(file, folder, n) && file[n] == '/') name = file + n + 1;
    } else { /* the file, and the headers beside it for a local #include, opened from its folder */
        int fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC), f;
        if (fd < 0 || (f = open_file(fd, name)) < 0) {
            snprintf(detail, sizeof detail, "refused: %s is %s", printable(name), not_opened(errno));
            return refuse(dir, detail);
        }
        FILE *ff = fdopen(f, "rb");
        struct text x;
        if (!ff) harness_error("cannot read %s", name);
        x = text_of(ff);
        fclose(ff);
        if ((d = fdopendir(fd)) != NULL) {
            while ((e = readdir(d)) != NULL) {
                size_t n = strlen(e->d_name);
                if (n > 2 && !strcmp(e->d_name + n - 2, ".h") && (f = open_file(fd, e->d_name)) >= 0) copy_fd(f, join(arg, src, e->d_name));
            }
            closedir(d);
        } else close(fd);
        if (!wrap_function(&x, &l, src, name, dir)) write_file(join(path, src, name), "w", x.s, x.n), chmod(path, 0644);
        free(x.s);
    }
    chmod(src, 0755);
    snprintf(arg, sizeof arg, "%s%s", name[0] == '-' ? "./" : "", name); /* a name is never an option */
    if (*l.build) { /* compiled here, or copied as it was kept (lang-kept.c) */
        size_t n;
        char *key = kept_key(fill(l.build, &l, arg, "{dir}", ml, 1), commands_of(&l), src, &n);
        if (!key || !kept_fetch(key, n, dir)) {
            if ((status = sandboxed_build(dir, src, fill(l.build, &l, arg, dir, ml, 1), l.build, 0)) >= 0) return status;
            if (key) kept_keep(key, n, dir);
        }
    }
    join(path, src, name);
    snprintf(words, sizeof words, "%s", l.run);
    for (w = strtok_r(words, " ", &save); w; w = strtok_r(NULL, " ", &save))
        if (strcmp(w, "{processes}")) cat(cmd, fill(w, &l, path, dir, ml, 0)), cat(cmd, "\n");
    snprintf(path, sizeof path, "%s/cmd", dir);
    write_file(path, "w", cmd, strlen(cmd));
    snprintf(path, sizeof path, "%s/box", dir);
    snprintf(cmd, sizeof cmd, "-r\n%s\n", dir);
    if (many) cat(cmd, "-C\n"), cat(cmd, src), cat(cmd, "\n"); /* its files where it runs: `. ./lib.sh`, open("data.txt") */
    write_file(path, "w", cmd, strlen(cmd));
    if (strstr(l.run, "{processes}")) snprintf(path, sizeof path, "%s/processes", dir), write_file(path, "w", "", 0);
    return record(dir, "", "none", "");
}

int lang_main(int argc, char **argv)
{
    die_name = "judge"; /* what it says is the judge's answer to SOL= or CMD= */
    if (argc >= 3 && argc <= 4 && !strcmp(argv[1], "select")) {
        struct lang_lines l = lang_select(argv[2], argc == 4 ? argv[3] : NULL);
        print_lines(&l, 0);
        return 0;
    }
    if (argc >= 3 && argc <= 4 && !strcmp(argv[1], "installed")) {
        struct lang l;
        char why[BIG];
        int known = pick_lang(argv[2], argc == 4 ? argv[3] : NULL, &l, why, sizeof why);
        if (known == 2) die(2, "%s", why);
        if (known == 1) printf("judge: %s\n", why);
        return known;
    }
    if (argc == 2 && !strcmp(argv[1], "own")) {
        struct lang_lines l = lang_own();
        print_lines(&l, 1);
        return 0;
    }
    if (argc == 6 && !strcmp(argv[1], "build") && !strcmp(argv[4], "--cmd")) return build_command(argv[2], argv[5]);
    if (argc >= 5 && !strcmp(argv[1], "build")) { /* [--folder [--guess] [--scripts] [--root TOP]] DIR ML FILE [NAME] */
        int i = 2, many = 0, guess = 0, scripts = 0;
        const char *top = NULL;
        for (; i < argc && !strncmp(argv[i], "--", 2); i++) {
            if (!strcmp(argv[i], "--folder")) many = 1;
            else if (!strcmp(argv[i], "--guess")) many = guess = 1;
            else if (!strcmp(argv[i], "--scripts")) scripts = 1;
            else if (!strcmp(argv[i], "--root") && i + 1 < argc) many = 1, top = argv[++i];
            else say_usage();
        }
        if (scripts && top && argc - i >= 2) return build_scripts(argv[i], top);
        if (argc - i == 3 || argc - i == 4) return build_file(argv[i], argv[i + 1], argv[i + 2], argc - i == 4 ? argv[i + 3] : NULL, many, top, guess);
    }
    say_usage();
    return 2;
}
