/* pkg - the one reader of a problem package (the legacy Kattis format, which DOMjudge imports,
 * with what the 2023-07 draft changed where it is simple, and 2025-09): it tells the glue what to
 * judge (judge/judging/judge-package.c, make judge PKG=; judge/judging/judge.c, pkg folder;
 * judge/play/playstress.c, pkg info).
 * Nothing here runs a program. The files and keys it reads, and which wins where two give a
 * value: README.md, "Judge a problem package"; the YAML it understands: the YAML reader below.
 *
 *   pkg root DIR         the package's top folder: DIR, or its one subfolder when DIR (an
 *                        unpacked zip) holds no problem.yaml and no data/ but one folder
 *   pkg info DIR         key=value lines: name, tl (seconds; empty: from the accepted
 *                        submissions), tl_from (where tl was found, or how it will be),
 *                        time_multiplier, ml and ol (MiB), validation (default, custom),
 *                        interactive (0/1), validator (the output validator's file or folder,
 *                        empty for the default), validator_entry (the file to build) and
 *                        validator_folder (1: a folder of several files, 2: one whose entry is a
 *                        guess, 3: a folder with `build` and/or `run` scripts, its entry `run`),
 *                        ac_to_time_limit and time_limit_to_tle (the margins the submissions
 *                        are verified by; empty: ours), format (problem_format_version, else
 *                        legacy), by_rules (1: 2025-09 or later, its submissions checked by
 *                        pkg rules) and multi_pass (1: type multi-pass, which is not supported)
 *   pkg cases DIR        the cases, name|valid|IN|ANS|ARGS, data/sample then data/secret, each
 *                        folder in name order, nested folders where they sort (name: the path
 *                        under data/ without .in; ARGS the output validator's arguments, by test
 *                        group and case: cases_of); an interactive problem's case with no .ans
 *                        has /dev/null; any other .in with no .ans is left out, with a line on
 *                        stderr that the judge shows under its header
 *   pkg input-cases DIR NAME
 *                        the cases as pkg cases lists them, ARGS the input validator NAME's arguments
 *   pkg submissions DIR  the submissions, PATH|EXPECTED|ENTRY|FOLDER|TOP: PATH under DIR (a file
 *                        of submissions/<folder>/, or a folder of several files), EXPECTED the
 *                        verdicts it may get (its folder's, or its @EXPECTED_RESULTS@: tag's;
 *                        empty: a folder we know no verdict of; in a 2025-09 package `rules`, or
 *                        `rules lower` when a rule for all its cases bounds the time limit from
 *                        below), ENTRY the file to build (entry_of), FOLDER 0 a file, 1 a
 *                        folder, 2 a folder whose entry is a guess (judge/judging/lang.c decides
 *                        whether its language can build it so), TOP the folder
 *   pkg folder DIR       a class's folder (make judge SOL=<folder>): each submission in DIR as
 *                        submissions' lines, PATH the name in DIR, EXPECTED empty
 *   pkg input-validators DIR
 *                        the input validators, PATH|ENTRY|FOLDER|TOP|WHY: each file or folder of
 *                        input_validators/ and of the legacy input_format_validators/, as for
 *                        submissions (FOLDER 3 as in info); WHY, when not empty, why it is
 *                        skipped (checktestdata or VIVA: no Debian package runs them)
 *   pkg answer-validators DIR
 *                        2025-09's answer validators (answer_validators/), as input-validators
 *   pkg timelimit [--ceil] MULT RESULT...
 *                        the time limit from the records (case.c's result files) of the
 *                        submissions that bound it from below: the slowest CPU time times MULT,
 *                        rounded to a whole second (--ceil: up, as 2025-09 infers it), at least
 *                        1; prints tl, slowest and from (that record)
 *   pkg rules DIR PATH   a 2025-09 package's submission at PATH: the rules it must meet, one a
 *                        line, NAME|SCOPE|PERMITTED|REQUIRED|BOUND|MESSAGE (judge/README.md,
 *                        "Formats"): NAME its default directory (a submissions.yaml key naming
 *                        it overrides its keys) or "submissions.yaml KEY", SCOPE the test group
 *                        or case glob (empty: every case), PERMITTED and REQUIRED the format's
 *                        verdicts (AC WA TLE RTE), BOUND lower, upper or empty, MESSAGE a judge
 *                        message's substring
 *
 * Exit status 2: DIR is no package (one line on stderr). A package's limits are capped here: CAP_*.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "glob.h"
#include "files.h"
#include "kv.h"
#include "text.h"

enum { LEN = 4096 };
/* A package's limits are capped here, never taken as written (a package asking for a year, or
 * a TiB of memory or of output, would hold the machine): 60 s, the limit the judge runs the
 * accepted submissions under to find a time limit; 2048 MiB, a build's and a validator's; 256
 * MiB of output, which the judge holds in memory and on disk. */
enum { CAP_TL = 60, CAP_ML = 2048, CAP_OL = 256 };


static char *join(const char *a, const char *b) { return fmt("%s/%s", a, b); }

static int is_dir(const char *p) { struct stat st; return stat(p, &st) == 0 && S_ISDIR(st.st_mode); }
static int is_file(const char *p) { struct stat st; return stat(p, &st) == 0 && S_ISREG(st.st_mode); }

/* --- problem.yaml ----------------------------------------------------------------------------- */

/* The subset problems use, in problem.yaml, submissions.yaml, test_group.yaml and testdata.yaml:
 * `key: value` lines, nested by indentation (limits: memory, output, time_multiplier,
 * time_safety_margin, time_limit; the draft's and 2025-09's time_multipliers: ac_to_time_limit,
 * time_limit_to_tle), keys and values plain or quoted, `#` comments, a list as its flow form
 * (`[AC, WA]`) or `- ` lines, flow maps not read.
 * Its entries: each value with the keys it is under (parts[0] the top-level key), unquoted; a
 * block list (`- AC` lines under a key) is kept as its flow form, "[AC, WA]". yaml() finds a
 * value by its keys joined with dots (limits.memory); submissions.yaml's keys hold dots
 * themselves, so its reader walks the parts. */
enum { DEPTH = 4 };
struct yaml_entry { char part[DEPTH][256]; int depth; char value[LEN]; };
static struct yaml_entry *yaml_e;
static int yaml_n;

static char *unquoted(char *s)
{
    size_t n = strlen(s);
    if (n >= 2 && (*s == '"' || *s == '\'') && s[n - 1] == *s) s[n - 1] = '\0', s++;
    return s;
}

static struct yaml_entry *yaml_add(char parent[][256], int depth, const char *key)
{
    struct yaml_entry *e;
    int i;
    if (!(yaml_e = realloc(yaml_e, (size_t)(yaml_n + 1) * sizeof *yaml_e))) die(3, "out of memory");
    e = &yaml_e[yaml_n++];
    for (i = 0; i < depth; i++) snprintf(e->part[i], sizeof e->part[i], "%s", parent[i]);
    if (key) snprintf(e->part[depth++], sizeof e->part[0], "%s", key);
    e->depth = depth, e->value[0] = '\0';
    return e;
}

/* Reads path's entries in place of the last file's (none when it cannot be read). */
static void yaml_read(const char *path)
{
    struct text t = slurp(path);
    char *line, *save, parent[DEPTH][256];
    int indents[DEPTH], depth = 0;
    yaml_n = 0;
    if (t.error) return;
    for (line = strtok_r(t.s, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char *s = line, *colon, *v, *end;
        int indent = (int)strspn(s, " ");
        s += indent;
        end = s + strlen(s);
        while (end > s && strchr(" \t\r", end[-1])) *--end = '\0';
        if (!*s || *s == '#') continue;
        if (*s == '-') { /* an item of the block list under the last key opened */
            struct yaml_entry *e = NULL;
            int i;
            while (depth > 0 && indent < indents[depth - 1]) depth--;
            if (depth == 0) continue;
            v = s + 1 + strspn(s + 1, " ");
            if ((end = strstr(v, " #")) != NULL) *end = '\0';
            v = unquoted(v);
            if (yaml_n > 0 && yaml_e[yaml_n - 1].depth == depth) {
                e = &yaml_e[yaml_n - 1];
                for (i = 0; i < depth; i++)
                    if (strcmp(e->part[i], parent[i]) != 0) e = NULL, i = depth;
            }
            if (!e) e = yaml_add(parent, depth, NULL), snprintf(e->value, LEN, "[%s]", v);
            else if (strlen(e->value) > 1) snprintf(e->value + strlen(e->value) - 1, LEN - strlen(e->value) + 1, ", %s]", v);
            continue;
        }
        colon = s;
        if ((*s == '"' || *s == '\'') && strchr(s + 1, *s)) colon = strchr(s + 1, *s); /* a quoted key may hold a colon */
        if (!(colon = strchr(colon, ':'))) continue;
        *colon = '\0', v = colon + 1;
        while (*v == ' ' || *v == '\t') v++;
        if (*v == '"' || *v == '\'') { /* quoted: to its closing quote */
            char q = *v++, *close = strchr(v, q);
            if (close) *close = '\0';
        } else if ((end = strstr(v, " #")) != NULL || (end = (*v == '#' ? v : NULL)) != NULL) {
            *end = '\0';
            while (end > v && end[-1] == ' ') *--end = '\0';
        }
        s = unquoted(s);
        while (depth > 0 && indent <= indents[depth - 1]) depth--; /* back out of the mappings it is not in */
        if (!*v) { /* a mapping's key: what follows, indented more, is under it */
            if (depth < DEPTH) snprintf(parent[depth], sizeof parent[0], "%s", s), indents[depth++] = indent;
            continue;
        }
        if (depth < DEPTH) snprintf(yaml_add(parent, depth, s)->value, LEN, "%s", v);
    }
}

static const char *yaml(const char *key, const char *otherwise)
{
    int i, k;
    for (i = 0; i < yaml_n; i++) {
        char joined[DEPTH * 257] = "";
        for (k = 0; k < yaml_e[i].depth; k++) snprintf(joined + strlen(joined), sizeof joined - strlen(joined), "%s%s", k ? "." : "", yaml_e[i].part[k]);
        if (!strcmp(joined, key)) return yaml_e[i].value;
    }
    return otherwise;
}

/* --- info ------------------------------------------------------------------------------------ */

static char *first_word(const char *path)
{
    static char w[64];
    struct text t = slurp(path);
    if (t.error || sscanf(t.s, "%63s", w) != 1) return NULL;
    return w;
}

/* DOMjudge's domjudge-problem.ini: its `timelimit = 2` line (quotes allowed), or NULL. */
static char *ini_timelimit(const char *path)
{
    static char v[64];
    struct text t = slurp(path);
    char *line, *save;
    if (t.error) return NULL;
    for (line = strtok_r(t.s, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
        if (sscanf(line, " timelimit = %63s", v) == 1) {
            char *q;
            while ((q = strpbrk(v, "'\"")) != NULL) memmove(q, q + 1, strlen(q));
            return *v ? v : NULL;
        }
    return NULL;
}

/* The folder's one entry (file or folder), or NULL. */
static char *only_entry(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    char *found = NULL;
    int n = 0;
    if (!d) return NULL;
    while ((e = readdir(d)) != NULL)
        if (e->d_name[0] != '.') found = join(dir, e->d_name), n++;
    closedir(d);
    return n == 1 ? found : NULL;
}

static char *entry_of(const char *pkg, const char *dir, const char *rel, char **v, int n, int *guessed);

/* Whether a validator's folder builds itself: a `build` or `run` script at its top (the format's
 * "Programs", legacy and 2025-09 alike; a submission never does). Its program is then `run`,
 * there or left by `build`: FOLDER 3 (judge/judging/lang.c's --scripts). */
static int scripted(const char *folder) { return is_file(join(folder, "build")) || is_file(join(folder, "run")); }
static int by_rules(const char *version);
static void words(const char *v, char *out, size_t size);
static int rules(FILE *out, const char *dir, const char *path);
static char **tree(const char *dir, int *n);

/* value, or the cap when value is a number above it (said in said: what was asked) */
static const char *capped(const char *value, int cap, const char *what, const char *unit, char *said, size_t size)
{
    char *end;
    double v = strtod(value, &end);
    if (end == value || !(v > cap)) return value;
    snprintf(said + strlen(said), size - strlen(said), "%s%s %.20s %s", *said ? ", " : "", what, value, unit);
    return fmt("%d", cap);
}

static int info(const char *dir)
{
    char said[256] = ""; /* the limits capped */
    const char *validation, *name, *type, *tl = NULL, *from = "", *mult, *ac = "", *to_tle = "";
    int draft;
    char *validator = "", *timelimit = join(dir, ".timelimit"), *vdir = join(dir, "output_validators");
    int interactive;
    yaml_read(join(dir, "problem.yaml"));
    name = yaml("name", "");
    if (!*name) name = strrchr(dir, '/') ? strrchr(dir, '/') + 1 : dir;
    validation = yaml("validation", "default"), type = yaml("type", "pass-fail");
    interactive = strstr(validation, "interactive") != NULL || strstr(type, "interactive") != NULL;
    if ((tl = first_word(timelimit)) != NULL) from = ".timelimit";
    else if ((tl = ini_timelimit(join(dir, "domjudge-problem.ini"))) != NULL) from = "domjudge-problem.ini";
    else if ((tl = yaml("limits.time_limit", NULL)) != NULL) from = "problem.yaml limits.time_limit";
    /* the legacy format's default multiplier is 5, the draft's 2; its safety margin 2, the draft's 1.5 */
    draft = strncmp(yaml("problem_format_version", "legacy"), "20", 2) == 0;
    mult = yaml("limits.time_multiplier", yaml("limits.time_multipliers.ac_to_time_limit", draft ? "2" : "5"));
    /* The margins the submissions are verified by: the format's (its own or its defaults) when it
     * defines the time limit; with DOMjudge's .timelimit or domjudge-problem.ini, which define
     * none, the ones the package states, else ours (judge/lib/verdict.h). */
    if (!tl || yaml("limits.time_multiplier", yaml("limits.time_multipliers.ac_to_time_limit", NULL))) ac = mult;
    to_tle = yaml("limits.time_safety_margin", yaml("limits.time_multipliers.time_limit_to_tle", tl ? "" : draft ? "1.5" : "2"));
    if (!tl) tl = "", from = "time_multiplier";
    else tl = capped(tl, CAP_TL, "time limit", "s", said, sizeof said);
    if (is_dir(join(dir, "output_validator"))) { /* the draft's one validator, its files in the folder */
        validator = join(dir, "output_validator");
    } else if (strncmp(validation, "custom", 6) == 0 || interactive || strstr(type, "custom")) {
        validator = only_entry(vdir);
        if (!validator) die(2, "validation is custom but output_validators/ does not hold exactly one validator: %s", vdir);
    }
    printf("name=%s\ntl=%s\ntl_from=%s\ntime_multiplier=%s\nml=%s\n", name, tl, from, mult, capped(yaml("limits.memory", "1024"), CAP_ML, "memory", "MiB", said, sizeof said));
    printf("ol=%s\nvalidation=%s\ninteractive=%d\n", capped(yaml("limits.output", "8"), CAP_OL, "output", "MiB", said, sizeof said), *validator ? "custom" : "default", interactive);
    printf("capped=%s%s\n", said, *said ? fmt(": past the judge's caps, capped at %d s (before the machine's factor), %d MiB of memory, %d MiB of output (judge/package/pkg.c)", CAP_TL, CAP_ML, CAP_OL) : "");
    printf("validator=%s\nac_to_time_limit=%s\ntime_limit_to_tle=%s\n", validator, ac, to_tle);
    printf("format=%s\nby_rules=%d\nmulti_pass=%d\n", yaml("problem_format_version", "legacy"), by_rules(yaml("problem_format_version", "legacy")),
           strstr(type, "multi-pass") != NULL);
    if (*validator && is_dir(validator) && scripted(validator)) {
        printf("validator_entry=%s\nvalidator_folder=3\n", join(validator, "run"));
    } else if (*validator && is_dir(validator)) {
        int n, guessed = 0;
        char **v = tree(validator, &n), *entry;
        if (n == 0) die(2, "an empty output validator folder: %s", validator);
        entry = entry_of(dir, validator, "", v, n, &guessed);
        printf("validator_entry=%s\nvalidator_folder=%d\n", entry, 1 + guessed);
    } else {
        printf("validator_entry=%s\nvalidator_folder=0\n", validator);
    }
    return 0;
}

/* --- the cases -------------------------------------------------------------------------------- */

static int interactive; /* the cases of an interactive problem need no .ans */
/* The input validator whose arguments the cases' ARGS are (pkg input-cases), NULL: the output
 * validator's. */
static const char *input_validator;

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The names in dir, sorted; *n their count. */
static char **names(const char *dir, int *n)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    char **v = NULL;
    *n = 0;
    if (!d) return NULL;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.' || strpbrk(e->d_name, "|\n")) continue; /* no field or line break in a name */
        if (!(v = realloc(v, (size_t)(*n + 1) * sizeof *v)) || !(v[*n] = strdup(e->d_name))) die(3, "out of memory");
        (*n)++;
    }
    closedir(d);
    qsort(v, (size_t)*n, sizeof *v, by_name);
    return v;
}

/* The validator's arguments a folder's (or a case's) YAML file gives, into args: the output
 * validator's, 2025-09's and 2023-07's output_validator_args (a list), the legacy
 * output_validator_flags (a string); or, with input_validator set, that input validator's:
 * input_validator_args, a list for every input validator or a map from a validator's name (its
 * file's name, with or without its extension) to its list (a validator the map does not name
 * gets none), or the legacy input_validator_flags (a string). args is left as it was when the
 * file gives none of them. */
static void validator_args(const char *yaml_file, char *args, size_t size)
{
    const char *v;
    int i, map = 0;
    if (!is_file(yaml_file)) return;
    yaml_read(yaml_file);
    if (!input_validator) {
        if ((v = yaml("output_validator_args", yaml("output_validator_flags", NULL))) != NULL) words(v, args, size);
        return;
    }
    for (i = 0; i < yaml_n; i++) map |= yaml_e[i].depth == 2 && !strcmp(yaml_e[i].part[0], "input_validator_args");
    if (map) {
        char *stem = fmt("%.*s", (int)strcspn(input_validator, "."), input_validator);
        v = yaml(fmt("input_validator_args.%s", input_validator), yaml(fmt("input_validator_args.%s", stem), ""));
    } else {
        v = yaml("input_validator_args", yaml("input_validator_flags", NULL));
    }
    if (v) words(v, args, size);
}

/* The cases under dir (name: its path under data/), each with the validator arguments it is
 * judged with: inherited from the folders above (args), replaced by the folder's test_group.yaml
 * (or the legacy testdata.yaml), then by the case's own .yaml. */
static void cases_of(const char *dir, const char *name, const char *inherited)
{
    int n, i;
    char **v = names(dir, &n), args[LEN];
    snprintf(args, sizeof args, "%s", inherited);
    validator_args(join(dir, "testdata.yaml"), args, sizeof args);
    validator_args(join(dir, "test_group.yaml"), args, sizeof args);
    for (i = 0; i < n; i++) {
        char *path = join(dir, v[i]), *sub = join(name, v[i]);
        size_t len = strlen(v[i]);
        if (is_dir(path)) cases_of(path, sub, args);
        else if (len > 3 && !strcmp(v[i] + len - 3, ".in")) {
            char *ans, *own, mine[LEN];
            if (asprintf(&ans, "%.*s.ans", (int)(strlen(path) - 3), path) < 0 || asprintf(&own, "%.*s.yaml", (int)(strlen(path) - 3), path) < 0)
                die(3, "out of memory");
            snprintf(mine, sizeof mine, "%s", args);
            validator_args(own, mine, sizeof mine);
            sub[strlen(sub) - 3] = '\0';
            if (is_file(ans)) printf("%s|valid|%s|%s|%s\n", sub, path, ans, mine);
            else if (interactive) printf("%s|valid|%s|/dev/null|%s\n", sub, path, mine); /* the draft's: none needed */
            else fprintf(stderr, "  data/%s.in has no .ans: that case is left out\n", sub);
        }
    }
}

static int cases(const char *dir)
{
    char *data = join(dir, "data"), args[LEN] = "";
    if (!is_dir(data)) die(2, "no data/ folder in %s", dir);
    yaml_read(join(dir, "problem.yaml"));
    interactive = strstr(yaml("validation", ""), "interactive") || strstr(yaml("type", ""), "interactive");
    if (!input_validator) words(yaml("validator_flags", ""), args, sizeof args); /* the legacy format's, for every case */
    validator_args(join(data, "testdata.yaml"), args, sizeof args);
    validator_args(join(data, "test_group.yaml"), args, sizeof args);
    cases_of(join(data, "sample"), "sample", args);
    cases_of(join(data, "secret"), "secret", args);
    return 0;
}

/* --- the submissions ------------------------------------------------------------------------- */

/* A folder's verdicts, the one it is named for first (problemtools' and DOMjudge's folders; an
 * empty output is a wrong answer there, a run stopped for its memory a run-time error). */
static const char *const folders[][2] = {
    {"accepted", "AC"}, {"wrong_answer", "WA NO"}, {"time_limit_exceeded", "TLE"}, {"run_time_error", "RE MLE"},
    {"memory_limit_exceeded", "MLE RE"}, {"compiler_error", "CE"}, {"no_output", "NO"}, {"output_limit", "OLE"},
    {"output_limit_exceeded", "OLE"}};

/* DOMjudge's @EXPECTED_RESULTS@: names, ours beside them; an underscore reads as a hyphen
 * (RUN_TIME_ERROR in its own examples), and the folders' longer names are there too. */
static const char *const results[][2] = {
    {"CORRECT", "AC"}, {"ACCEPTED", "AC"}, {"WRONG-ANSWER", "WA"}, {"TIMELIMIT", "TLE"}, {"TIME-LIMIT-EXCEEDED", "TLE"},
    {"RUN-ERROR", "RE"}, {"RUN-TIME-ERROR", "RE"}, {"MEMORY-LIMIT", "MLE"}, {"COMPILER-ERROR", "CE"},
    {"COMPILE-ERROR", "CE"}, {"NO-OUTPUT", "NO"}, {"OUTPUT-LIMIT", "OLE"}};

/* A submission's file as open_file opens it (files.h: never through a link, which a class's
 * folder may hold): an empty text with its error when it is a link or cannot be opened. */
static struct text user_file(const char *path)
{
    int fd = open_file(AT_FDCWD, path);
    FILE *f = fd >= 0 ? fdopen(fd, "rb") : NULL;
    struct text t = text_of(f);
    if (f) fclose(f);
    else t.error = fd < 0 ? errno : EIO;
    return t;
}

/* The verdicts of file's @EXPECTED_RESULTS@: line, into out; 0 when it has none. */
static int expected_results(const char *file, char *out, size_t size)
{
    struct text t = user_file(file);
    char *at = t.error ? NULL : strstr(t.s, "@EXPECTED_RESULTS@:"), *end, *w, *save;
    size_t i;
    if (!at) return 0;
    at += strlen("@EXPECTED_RESULTS@:");
    if ((end = strchr(at, '\n')) != NULL) *end = '\0';
    *out = '\0';
    for (w = strtok_r(at, " ,\t\r*/#", &save); w; w = strtok_r(NULL, " ,\t\r*/#", &save)) {
        for (end = w; (end = strchr(end, '_')) != NULL;) *end = '-';
        for (i = 0; i < sizeof results / sizeof *results; i++)
            if (!strcasecmp(w, results[i][0])) {
                size_t n = strlen(out);
                snprintf(out + n, size - n, "%s%s", n ? " " : "", results[i][1]);
                if (!strcmp(results[i][1], "RE")) n = strlen(out), snprintf(out + n, size - n, " MLE");
            }
        }
    return *out != '\0';
}

/* The entry point submissions.json gives the submission at rel (under submissions/), or NULL: the
 * first "entry_point" after the submission's quoted path, within its object. DOMjudge writes the
 * path from the package's top with a closing slash ("submissions/accepted/x/"), older files
 * without either. */
static char *json_entry(const char *pkg, const char *rel)
{
    static char found[LEN];
    const char *where[] = {"submissions/submissions.json", "submissions.json"}, *form[] = {"\"%s\"", "\"%s/\"", "\"submissions/%s\"", "\"submissions/%s/\""};
    char key[LEN];
    int i, k;
    for (i = 0; i < 2; i++) {
        struct text t = slurp(join(pkg, where[i]));
        for (k = 0; !t.error && k < 4; k++) {
            char *at, *close, *e;
            snprintf(key, sizeof key, form[k], rel);
            if (!(at = strstr(t.s, key))) continue;
            close = strchr(at, '}');
            if (!(e = strstr(at, "\"entry_point\"")) || (close && e > close)) continue;
            e = strchr(e + 13, '"');
            if (e && sscanf(e + 1, "%4095[^\"]", found) == 1) return found;
        }
    }
    return NULL;
}

static int has_main(const char *file)
{
    struct text t = user_file(file);
    return !t.error && strstr(t.s, "static void main") != NULL;
}

static int starts_with_shebang(const char *file)
{
    struct text t = user_file(file);
    return !t.error && !strncmp(t.s, "#!", 2);
}

static const char *ext_of(const char *name)
{
    const char *dot = NULL, *p;
    for (p = name; *p; p++)
        if (*p == '.') dot = p;
        else if (*p == '/') dot = NULL;
    return dot ? dot + 1 : "";
}

/* The files under dir (its subfolders too: Java's packages), by their paths under it, sorted; links
 * left out, as lang.c's copy leaves them. */
static char **tree(const char *dir, int *n)
{
    int m, i;
    char **v = names(dir, &m), **all = NULL;
    *n = 0;
    for (i = 0; i < m; i++) {
        char *path = join(dir, v[i]);
        char **sub;
        int k, ns;
        struct stat st;
        if (lstat(path, &st) != 0 || S_ISLNK(st.st_mode)) continue; /* a link could loop, or name any folder */
        if (is_dir(path)) {
            sub = tree(path, &ns);
            for (k = 0; k < ns; k++) {
                if (!(all = realloc(all, (size_t)(*n + 1) * sizeof *all))) die(3, "out of memory");
                all[(*n)++] = join(v[i], sub[k]);
            }
        } else if (is_file(path)) {
            if (!(all = realloc(all, (size_t)(*n + 1) * sizeof *all))) die(3, "out of memory");
            all[(*n)++] = v[i];
        }
    }
    if (*n) qsort(all, (size_t)*n, sizeof *all, by_name);
    return all;
}

/* The file of folder dir (at rel under submissions/) to build, v its n files (tree()), in the order
 * DOMjudge and problemtools name one: submissions.json's entry_point; main.* / Main.* /
 * __main__.py at the top; a Java file with a main method; the one file with a #! line. Else the
 * first file that is no header: *guessed is then 1 when another file has its extension (nothing
 * said which of them runs; lang.c accepts that only for a language that builds them all). */
static char *entry_of(const char *pkg, const char *dir, const char *rel, char **v, int n, int *guessed)
{
    const char *e = json_entry(pkg, rel);
    int i, k, found = -1, scripts = 0;
    *guessed = 0;
    if (e) return join(dir, e);
    for (i = 0; i < n; i++)
        if (!strncmp(v[i], "main.", 5) || !strncmp(v[i], "Main.", 5) || !strcmp(v[i], "__main__.py")) return join(dir, v[i]);
    for (i = 0; i < n; i++)
        if (!strcmp(ext_of(v[i]), "java") && has_main(join(dir, v[i]))) return join(dir, v[i]);
    for (i = 0; i < n; i++)
        if (starts_with_shebang(join(dir, v[i]))) found = i, scripts++;
    if (scripts == 1) return join(dir, v[found]);
    for (i = 0, found = -1; i < n && found < 0; i++) { /* a header or a text is never the entry */
        char ext[80];
        snprintf(ext, sizeof ext, " %.70s ", ext_of(v[i]));
        if (!strstr(" h hh hpp txt md ", ext)) found = i;
    }
    if (found < 0) return join(dir, v[0]);
    for (k = 0; k < n; k++)
        if (k != found && !strcmp(ext_of(v[k]), ext_of(v[found]))) *guessed = 1;
    return join(dir, v[found]);
}

/* Each submission in folder (a file, or a folder of several files) as
 * PREFIX<name>|EXPECTED|ENTRY|FOLDER|TOP; want its folder's verdicts, a @EXPECTED_RESULTS@: tag's
 * instead; pkg the package, for its submissions.json (rel: the name under submissions/). FOLDER
 * 0 a file, 1 a folder whose entry point was named, 2 one whose entry is a guess (entry_of); TOP
 * the folder (empty for a file). */
static void entries(const char *pkg, const char *folder, const char *prefix, const char *want)
{
    int n, i;
    char **v = names(folder, &n);
    for (i = 0; i < n; i++) {
        char *path = join(folder, v[i]), *rel = *prefix ? join(prefix, v[i]) : v[i], tagged[256], *entry = path;
        int many = is_dir(path), k, m = 0, guessed = 0;
        const char *expect = want;
        if (many) {
            char **files = tree(path, &m);
            if (m == 0) continue;
            entry = entry_of(pkg, path, rel, files, m, &guessed);
            for (k = 0; k < m && strcmp(want, "rules") != 0; k++)
                if (expected_results(join(path, files[k]), tagged, sizeof tagged)) expect = tagged;
        } else if (strcmp(want, "rules") != 0 && expected_results(path, tagged, sizeof tagged)) {
            expect = tagged;
        }
        if (!strcmp(want, "rules") && rules(NULL, pkg, rel)) expect = "rules lower";
        printf("%s%s|%s|%s|%d|%s\n", *prefix ? "submissions/" : "", rel, expect, entry, many + guessed, many ? path : "");
    }
}

/* The package's problem_format_version ("legacy" when it names none), and whether its
 * submissions are checked by submissions.yaml's rules (2025-09 and later) rather than by their
 * folders' verdicts. */
static char *format_version(const char *dir)
{
    char *v;
    yaml_read(join(dir, "problem.yaml"));
    if (!(v = strdup(yaml("problem_format_version", "legacy")))) die(3, "out of memory");
    return v;
}

static int by_rules(const char *version) { return isdigit((unsigned char)*version) && strncmp(version, "2025-09", 7) >= 0; }

static int submissions(const char *dir)
{
    char *subs = join(dir, "submissions");
    int nf, f, i, rules = by_rules(format_version(dir));
    char **fv = names(subs, &nf);
    for (f = 0; f < nf; f++) {
        char *folder = join(subs, fv[f]);
        const char *want = rules ? "rules" : "";
        if (!is_dir(folder)) continue;
        for (i = 0; !rules && i < (int)(sizeof folders / sizeof *folders); i++)
            if (!strcmp(fv[f], folders[i][0])) want = folders[i][1];
        entries(dir, folder, fv[f], want);
    }
    return 0;
}

/* --- 2025-09: a submission's expectations ---------------------------------------------------- */

/* One expectation: the submissions its key matches (a glob, judge/lib/glob.h), the cases its
 * scope matches (empty: all), the verdicts permitted on each and required on one (the format's
 * four: AC WA TLE RTE; empty: any, none), a message some case's judge message must hold, and
 * use_for_time_limit as written. */
struct rule { char key[256], scope[256], permitted[64], required[64], message[LEN], use[16]; int set; }; /* set: the keys given, SET_* */
enum { SET_PERMITTED = 1, SET_REQUIRED = 2, SET_MESSAGE = 4, SET_USE = 8 };
static struct rule *rule_v;
static int rule_n;

/* The default directories' rules, which a submissions.yaml key naming the directory overrides
 * key by key. */
static const char *const directories[][3] = {
    {"accepted", "AC", ""}, {"rejected", "AC WA TLE RTE", "RTE TLE WA"}, {"wrong_answer", "AC WA", "WA"},
    {"time_limit_exceeded", "AC TLE", "TLE"}, {"run_time_error", "AC RTE", "RTE"}, {"brute_force", "AC RTE TLE", "RTE TLE"}};

/* A YAML list ("[AC, WA]", or one word) as words: "AC WA". */
static void words(const char *v, char *out, size_t size)
{
    char copy[LEN], *w, *save;
    snprintf(copy, sizeof copy, "%s", v);
    *out = '\0';
    for (w = strtok_r(copy, "[], \t\"'", &save); w; w = strtok_r(NULL, "[], \t\"'", &save))
        snprintf(out + strlen(out), size - strlen(out), "%s%s", *out ? " " : "", w);
}

static int has_word(const char *list, const char *w)
{
    char padded[80], in[80];
    snprintf(padded, sizeof padded, " %s ", w), snprintf(in, sizeof in, " %s ", list);
    return strstr(in, padded) != NULL;
}

/* submissions/submissions.yaml's rules: a top-level key, its expectations and, under a test
 * group's or case glob's key, the expectations for those cases. Other keys (language,
 * entrypoint, authors, model_solution, score) are not read. */
static void rules_read(const char *dir)
{
    int i, k;
    yaml_read(join(dir, "submissions/submissions.yaml"));
    rule_n = 0;
    for (i = 0; i < yaml_n; i++) {
        struct yaml_entry *e = &yaml_e[i];
        const char *field = e->part[e->depth - 1], *scope = e->depth == 3 ? e->part[1] : "";
        struct rule *r = NULL;
        if (e->depth < 2 || e->depth > 3 || !strstr(" permitted required message use_for_time_limit ", field)) continue;
        for (k = 0; k < rule_n && !r; k++)
            if (!strcmp(rule_v[k].key, e->part[0]) && !strcmp(rule_v[k].scope, scope)) r = &rule_v[k];
        if (!r) {
            if (!(rule_v = realloc(rule_v, (size_t)(rule_n + 1) * sizeof *rule_v))) die(3, "out of memory");
            r = memset(&rule_v[rule_n++], 0, sizeof *rule_v);
            snprintf(r->key, sizeof r->key, "%s", e->part[0]), snprintf(r->scope, sizeof r->scope, "%s", scope);
            strcpy(r->permitted, "AC WA TLE RTE");
        }
        if (!strcmp(field, "permitted")) words(e->value, r->permitted, sizeof r->permitted), r->set |= SET_PERMITTED;
        else if (!strcmp(field, "required")) words(e->value, r->required, sizeof r->required), r->set |= SET_REQUIRED;
        else if (!strcmp(field, "message")) snprintf(r->message, sizeof r->message, "%s", e->value), r->set |= SET_MESSAGE;
        else snprintf(r->use, sizeof r->use, "%.15s", e->value), r->set |= SET_USE;
    }
}

/* A rule as NAME|SCOPE|PERMITTED|REQUIRED|BOUND|MESSAGE; BOUND says how it bounds the time limit,
 * as the format infers it: upper (it requires TLE and only TLE), lower (it permits no TLE), or
 * empty (use_for_time_limit: false, or neither). */
static int rule_line(FILE *out, const char *name, const struct rule *r)
{
    const char *bound = "";
    if (!strcmp(r->use, "lower") || !strcmp(r->use, "upper")) bound = r->use;
    else if (strcmp(r->use, "false") != 0 && !strcmp(r->required, "TLE")) bound = "upper";
    else if (strcmp(r->use, "false") != 0 && !has_word(r->permitted, "TLE")) bound = "lower";
    if (out) fprintf(out, "%s|%s|%s|%s|%s|%s\n", name, r->scope, r->permitted, r->required, bound, r->message);
    return !strcmp(bound, "lower") && !*r->scope;
}

/* The rules of the submission at path (under the package, or under submissions/), as lines on
 * out (NULL: none): its default directory's (overridden by a submissions.yaml key naming that
 * directory), then every submissions.yaml rule whose key matches it or a parent folder of it.
 * 1 when it bounds the time limit from below on every case (a rule for all its cases does). */
static int rules(FILE *out, const char *dir, const char *path)
{
    int bounds = 0;
    const char *rel = strncmp(path, "submissions/", 12) ? path : path + 12;
    char top[256];
    size_t d;
    int k;
    snprintf(top, sizeof top, "%.*s", (int)strcspn(rel, "/"), rel);
    rules_read(dir);
    for (d = 0; d < sizeof directories / sizeof *directories; d++) {
        struct rule def;
        if (strcmp(top, directories[d][0]) != 0) continue;
        memset(&def, 0, sizeof def);
        snprintf(def.permitted, sizeof def.permitted, "%s", directories[d][1]);
        snprintf(def.required, sizeof def.required, "%s", directories[d][2]);
        for (k = 0; k < rule_n; k++) {
            struct rule *r = &rule_v[k];
            if (strcmp(r->key, top) != 0 || *r->scope) continue;
            *r->key = '\0'; /* taken into the default, not a rule of its own */
            if (r->set & SET_PERMITTED) strcpy(def.permitted, r->permitted);
            if (r->set & SET_REQUIRED) strcpy(def.required, r->required);
            if (r->set & SET_MESSAGE) strcpy(def.message, r->message);
            if (r->set & SET_USE) strcpy(def.use, r->use);
        }
        bounds |= rule_line(out, top, &def);
    }
    for (k = 0; k < rule_n; k++)
        if (*rule_v[k].key && glob_match(rule_v[k].key, rel)) {
            char name[300];
            snprintf(name, sizeof name, "submissions.yaml %s", rule_v[k].key);
            bounds |= rule_line(out, name, &rule_v[k]);
        }
    return bounds;
}

/* Why a validator of a format we do not run is skipped, or NULL: checktestdata (.ctd) and VIVA
 * (.viva) are DOMjudge's and problemtools' languages of input formats, and no Debian package
 * has either (apt-cache policy checktestdata: none), so a package's inputs (or answers) are
 * checked by its other validators only (the judge says so). */
static const char *unsupported(const char *entry)
{
    if (!strcmp(ext_of(entry), "ctd")) return "a checktestdata script: checktestdata is in no Debian package";
    if (!strcmp(ext_of(entry), "viva")) return "a VIVA script: VIVA is in no Debian package";
    return NULL;
}

/* The validators of the folders where[] (input_validators/ and the legacy format's
 * input_format_validators/; 2025-09's answer_validators/): PATH|ENTRY|FOLDER|TOP|WHY, as for
 * submissions, WHY why it is skipped (empty: it runs). */
static int validators(const char *dir, const char *const *where, int n_where)
{
    int n, i, m, w, guessed;
    for (w = 0; w < n_where; w++) {
        char *ivs = join(dir, where[w]);
        char **v = names(ivs, &n);
        for (i = 0; i < n; i++) {
            char *path = join(ivs, v[i]), **files, *entry;
            const char *why;
            if (!is_dir(path)) {
                why = unsupported(path);
                printf("%s/%s|%s|0||%s\n", where[w], v[i], path, why ? why : "");
            } else if (scripted(path)) {
                printf("%s/%s|%s|3|%s|\n", where[w], v[i], join(path, "run"), path);
            } else if ((files = tree(path, &m)) != NULL && m > 0) {
                entry = entry_of(dir, path, "", files, m, &guessed);
                why = unsupported(entry);
                printf("%s/%s|%s|%d|%s|%s\n", where[w], v[i], entry, 1 + guessed, path, why ? why : "");
            }
        }
    }
    return 0;
}

/* --- main ------------------------------------------------------------------------------------ */

static char *root_of(const char *dir)
{
    char *sub;
    if (!is_dir(dir)) die(2, "no such folder: %s", dir);
    if (is_file(join(dir, "problem.yaml")) || is_dir(join(dir, "data"))) return (char *)dir;
    if ((sub = only_entry(dir)) != NULL && is_dir(sub) && (is_file(join(sub, "problem.yaml")) || is_dir(join(sub, "data")))) return sub;
    die(2, "not a problem package (no problem.yaml, no data/): %s", dir);
    return NULL;
}

static int timelimit(int argc, char **argv)
{
    int ceil_up = !strcmp(argv[2], "--ceil"), i;
    double slowest = 0, mult = atof(argv[2 + ceil_up]), tl;
    const char *from = "";
    for (i = 3 + ceil_up; i < argc; i++) {
        struct kv_file r;
        const char *cpu;
        if (kv_read(argv[i], &r) == 0 && (cpu = kv_get(&r, "cpu")) != NULL && atof(cpu) > slowest) slowest = atof(cpu), from = argv[i];
    }
    tl = (double)(long)(slowest * mult + (ceil_up ? 0 : 0.5));
    if (ceil_up && tl < slowest * mult) tl++; /* 2025-09: the smallest whole second above the bound */
    if (!(tl <= CAP_TL)) tl = CAP_TL; /* a multiplier past sanity (or not a number) */
    printf("tl=%g\nslowest=%.3f\nfrom=%s\n", tl < 1 ? 1 : tl, slowest, from);
    return 0;
}

int main(int argc, char **argv)
{
    const char *dir;
    if (argc >= 3 && !strcmp(argv[1], "timelimit")) return timelimit(argc, argv);
    if (argc != 3 && !(argc == 4 && (!strcmp(argv[1], "rules") || !strcmp(argv[1], "input-cases")))) die(2, "usage: pkg root|info|cases|submissions|input-validators|answer-validators|folder DIR | pkg rules DIR PATH | pkg input-cases DIR NAME | pkg timelimit [--ceil] MULT RESULT...");
    if (!strcmp(argv[1], "folder")) {
        if (!is_dir(argv[2])) die(2, "no such folder: %s", argv[2]);
        entries(argv[2], argv[2], "", "");
        return 0;
    }
    dir = root_of(argv[2]);
    if (!strcmp(argv[1], "root")) return printf("%s\n", dir) < 0;
    if (!strcmp(argv[1], "info")) return info(dir);
    if (!strcmp(argv[1], "cases")) return cases(dir);
    if (!strcmp(argv[1], "input-cases") && argc == 4) return input_validator = argv[3], cases(dir);
    if (!strcmp(argv[1], "submissions")) return submissions(dir);
    if (!strcmp(argv[1], "input-validators")) return validators(dir, (const char *const[]){"input_validators", "input_format_validators"}, 2);
    if (!strcmp(argv[1], "answer-validators")) return validators(dir, (const char *const[]){"answer_validators"}, 1);
    if (!strcmp(argv[1], "rules") && argc == 4) return rules(stdout, dir, argv[3]), 0;
    die(2, "usage: pkg root|info|cases|submissions|input-validators|answer-validators|folder DIR | pkg rules DIR PATH | pkg input-cases DIR NAME | pkg timelimit [--ceil] MULT RESULT...");
    return 2;
}
