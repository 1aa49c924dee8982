/* verdict - the verdicts, and whether a program met its tags (report.c's variant lines; the judge,
 * the packages and the tests read tags and the list). A run's own verdict is decided where it is
 * judged: judge/judging/case.c.
 *
 *   verdict tag FILE KEY        the value of FILE's `KEY:` tag (expect, allow, stress)
 *   verdict expect FILE         whether a variant or attempt met its tags: reads "CASE VERDICT"
 *                               lines (VERDICT SKIP: not run, --quick) and prints the report's
 *                               tail, "expects WA   AC 2  WA 2  -> caught (first WA: sample-1)";
 *                               exit 0 met, 1 not met, 3 when a case was HE
 *   verdict expect --first "V..." FILE
 *                               the same, by a problem package's rule instead of the tags: the
 *                               first verdict other than AC, in case order, is one of V... (the
 *                               folder's verdicts: RE MLE for run_time_error); for AC, every case
 *                               is AC
 *   verdict list                every verdict and its meaning
 *   verdict format V...         the problem package format's verdicts (2025-09: AC, WA, TLE,
 *                               RTE) for ours, each once, in the order given (format_verdict)
 * Exit status 2 on a usage error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "files.h"
#include "kv.h"
#include "mains.h"
#include "verdict.h"

enum { TAG_LINES = 60 };

static void usage(void)
{
    fputs("usage: verdict tag FILE KEY | expect [--first \"V...\"] FILE | list | format V...\n", stderr);
    exit(2);
}

/* --- tags --------------------------------------------------------------------------------------- */

/* The value of FILE's tag KEY: a line among the first TAG_LINES that is, after any comment
 * leaders (spaces, / * #), "KEY:" and the value; the value ends at the line's end or a "* /". */
int verdict_tag(const char *path, const char *key, char *value, size_t size)
{
    char line[1024];
    int n = 0;
    size_t klen = strlen(key);
    FILE *f = fopen(path, "r");
    if (!f) { fprintf(stderr, "verdict: cannot read %s\n", path); exit(2); }
    while (n++ < TAG_LINES && fgets(line, sizeof line, f)) {
        char *p = line + strspn(line, " \t/*#"), *end;
        if (strncmp(p, key, klen) != 0 || p[klen] != ':') continue;
        p = kv_trim(p + klen + 1);
        if ((end = strstr(p, "*/")) != NULL) *end = '\0';
        snprintf(value, size, "%s", kv_trim(p));
        fclose(f);
        return 1;
    }
    fclose(f);
    return 0;
}

/* Whether a program met its tags: every verdict in allow (default: AC and expect), expect seen.
 * With a package folder's verdicts (first != NULL): the first verdict but AC is one of them. */
int verdict_expect(const struct judged_case *c, int n, struct expect_line *line, const char *path, const char *first_list)
{
    char want[64], allow_list[256], first[256] = "", bad[700] = "", caught[32] = "";
    int count[V_COUNT] = {0}, allowed[V_COUNT] = {0}, skipped = 0, he = 0, v, e, decided = 0, i;
    char *w;
    if (first_list) { /* the folder's verdicts allowed; the first one is what it is named for */
        char head[32] = "", *c;
        snprintf(allow_list, sizeof allow_list, "%s", first_list);
        snprintf(want, sizeof want, "%s", first_list); /* shown as WA/NO */
        for (c = want; (c = strchr(c, ' ')) != NULL;) *c = '/';
        e = sscanf(first_list, "%31s", head) == 1 ? verdict_of(head) : V_COUNT;
    } else if (!verdict_tag(path, "expect", want, sizeof want) || (e = verdict_of(want)) == V_COUNT) {
        fprintf(stderr, "verdict: %s has no 'expect: VERDICT' line in its first %d lines\n", path, TAG_LINES);
        return 2;
    } else if (!verdict_tag(path, "allow", allow_list, sizeof allow_list)) {
        snprintf(allow_list, sizeof allow_list, "AC %s", want);
    }
    for (w = strtok(allow_list, " \t"); w; w = strtok(NULL, " \t")) {
        if ((v = verdict_of(w)) == V_COUNT) { fprintf(stderr, "verdict: %s: '%s' is no verdict\n", path, w); return 2; }
        allowed[v] = 1;
    }
    if (e == V_COUNT) { fprintf(stderr, "verdict: no verdict in '%s'\n", want); return 2; }
    allowed[e] = allowed[V_AC] = 1;
    for (i = 0; i < n; i++) {
        const char *name = c[i].name, *got = c[i].verdict, *detail = *c[i].detail ? fmt(" (%s)", c[i].detail) : "";
        if (!strcmp(got, "SKIP")) { skipped++; continue; }
        if ((v = verdict_of(got)) == V_COUNT) { fprintf(stderr, "verdict: expect: no verdict '%s'\n", got); return 2; }
        count[v]++, he += v == V_HE;
        if (first_list && v != V_AC && !decided++) { /* a package: only the first verdict but AC counts */
            if (allowed[v]) snprintf(first, sizeof first, "%s", name), snprintf(caught, sizeof caught, "%s", got);
            else snprintf(bad, sizeof bad, "%s on %s, the first case that is not AC%s", got, name, detail);
            continue;
        }
        if (first_list) continue;
        if (v == e && !*first) snprintf(first, sizeof first, "%s", name);
        if (!allowed[v] && !*bad) snprintf(bad, sizeof bad, "%s on %s%s", got, name, detail);
    }
    if (first_list && e == V_AC && !decided) snprintf(first, sizeof first, "every case");
    n = snprintf(line->seen, sizeof line->seen, "expects %-4s%s", want, strlen(want) > 4 ? "  " : " ");
    for (v = 0; v < V_COUNT; v++)
        if (count[v] && n < (int)sizeof line->seen) n += snprintf(line->seen + n, sizeof line->seen - (size_t)n, "%s %d  ", verdict_name[v], count[v]);
    if (*bad) snprintf(line->outcome, sizeof line->outcome, "-> FAILED: %s is not allowed", bad);
    else if (!*first) snprintf(line->outcome, sizeof line->outcome, "-> FAILED: never %s: our tests do not catch this variant", want);
    else if (e == V_AC) snprintf(line->outcome, sizeof line->outcome, "-> as expected%s", skipped ? fmt("; %d skipped after that", skipped) : "");
    else snprintf(line->outcome, sizeof line->outcome, "-> caught (first %s: %s)%s", *caught ? caught : want, first, skipped ? fmt("; %d skipped after that", skipped) : "");
    return he ? 3 : *bad || !*first;
}

/* verdict expect's input: "CASE VERDICT" lines, each maybe with its "(detail)" after */
static struct judged_case *read_cases(FILE *in, int *n)
{
    char line[1024];
    struct judged_case *c = NULL;
    *n = 0;
    while (fgets(line, sizeof line, in)) {
        char *s = line, *name = strsep(&s, " \t\n"), *got = s ? strsep(&s, " \t\n") : NULL, *detail = kv_trim(s ? s : "");
        size_t l = strlen(detail);
        if (!name || !*name || !got || !*got) continue;
        if (l >= 2 && detail[0] == '(' && detail[l - 1] == ')') detail[l - 1] = '\0', detail++;
        if (!(c = realloc(c, (size_t)(*n + 1) * sizeof *c))) { fputs("verdict: out of memory\n", stderr); exit(3); }
        c[*n].name = fmt("%s", name), c[*n].verdict = fmt("%s", got), c[(*n)++].detail = fmt("%s", detail);
    }
    return c;
}

int verdict_main(int argc, char **argv)
{
    struct judged_case *c;
    int n;
    if (argc == 4 && !strcmp(argv[1], "tag")) {
        char value[512];
        if (verdict_tag(argv[2], argv[3], value, sizeof value)) puts(value);
        return 0;
    }
    if ((argc == 3 && !strcmp(argv[1], "expect")) || (argc == 5 && !strcmp(argv[1], "expect") && !strcmp(argv[2], "--first"))) {
        struct expect_line line;
        int status;
        c = read_cases(stdin, &n);
        if ((status = verdict_expect(c, n, &line, argv[argc - 1], argc == 5 ? argv[3] : NULL)) != 2) printf("%s%s\n", line.seen, line.outcome);
        return status;
    }
    if (argc >= 2 && !strcmp(argv[1], "format")) {
        char said[64] = " ";
        int i;
        for (i = 2; i < argc; i++) {
            const char *f = verdict_of(argv[i]) == V_COUNT ? "" : format_verdict(verdict_of(argv[i]));
            char word[16];
            if (!*f) { fprintf(stderr, "verdict: '%s' has no verdict in the package format\n", argv[i]); return 2; }
            snprintf(word, sizeof word, " %s ", f);
            if (!strstr(said, word)) printf("%s%s", strlen(said) > 1 ? " " : "", f), strcat(said, word + 1);
        }
        putchar('\n');
        return 0;
    }
    if (argc == 2 && !strcmp(argv[1], "list")) {
        int v;
        for (v = 0; v < V_COUNT; v++) printf("%s\t%s\n", verdict_name[v], verdict_meaning[v]);
        return 0;
    }
    usage();
    return 2;
}
