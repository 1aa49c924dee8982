/* report-json.c - the report for scripts. JSON: begin starts a problem (with --format, the
 * package's format version: "format_version"); solution, variant, rules and skipped each add their
 * submission to W/json; total writes them to the file JUDGE_JSON names, when set: {"problem": P,
 * "time_limit" (the seconds in force, when known at the start), "machine_factor" (what multiplied
 * the limits: lib/runner.h's time_factor), "submissions": [{"path", "language", "verdict" (the
 * first verdict that is not AC, in case order, of the cases inside the original judge's view; AC;
 * CE or HE for a build; SKIPPED), "expected": [...], "reason" (that case's detail), "cases":
 * [{"name", "verdict", "cpu", "wall", "mem_kib", and for a case beyond the view "beyond": why}],
 * and for rules "rules": [{"rule", "cases",
 * "permitted", "required", "message", "held", "why"}]}]}; for several problems, a list of those
 * (README.md, "A report for scripts").
 */
#include "report.h"

/* --- JSON ----------------------------------------------------------------------------------------- */

const char *lang_name = "";

/* s as a JSON string. */
void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
        else if (c < 0x20) fprintf(f, "\\u%04x", c);
        else fputc(c, f);
    }
    fputc('"', f);
}

/* Program id's submission (path, its expected verdicts, words) as one line of W/json: its verdict
 * and reason from its build's record or its first case inside the original judge's view that is
 * not AC; a case beyond it says why ("beyond"). */
void json_submission(const char *id, const char *path, const char *expected, const char *skipped_why, const char *extra)
{
    char *file = fmt("%s/json", work), *copy = fmt("%s", expected ? expected : ""), *w, *save;
    const char *verdict = "AC", *reason = "";
    struct kv_file b;
    FILE *f = fopen(file, "a");
    int i, first = 1;
    if (!f) die(3, "cannot write %s", file);
    if (skipped_why) verdict = "SKIPPED", reason = skipped_why;
    else if (kv_read(fmt("%s/prog/%s/build.result", work, id), &b) == 0 && *get(&b, "verdict"))
        verdict = fmt("%s", get(&b, "verdict")), reason = fmt("%s", get(&b, "detail"));
    else
        for (i = 0; i < n_cases; i++) {
            struct kv_file *r = record(id, i);
            if (r && !cases[i].beyond && strcmp(get(r, "verdict"), "AC") != 0) { /* beyond the original judge's view: not its verdict */
                verdict = fmt("%s", get(r, "verdict")), reason = fmt("%s", get(r, "detail"));
                break;
            }
        }
    fputs("S\t{\"path\": ", f), json_str(f, path), fputs(", \"language\": ", f), json_str(f, lang_name);
    fputs(", \"verdict\": ", f), json_str(f, verdict), fputs(", \"expected\": [", f);
    for (w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) { /* each once: expect: then allow: */
        char *seen = strstr(expected, w);
        if (seen && seen < expected + (w - copy)) {
            size_t n = strlen(w);
            if ((seen == expected || seen[-1] == ' ' || seen[-1] == '\t') && (seen[n] == ' ' || seen[n] == '\t' || !seen[n])) continue;
        }
        fputs(first ? "" : ", ", f), json_str(f, w), first = 0;
    }
    fputs("], \"reason\": ", f), json_str(f, reason), fputs(", \"cases\": [", f);
    for (i = 0, first = 1; !skipped_why && i < n_cases; i++) {
        struct kv_file *r = record(id, i);
        if (!r) continue;
        fputs(first ? "" : ", ", f), first = 0;
        fputs("{\"name\": ", f), json_str(f, cases[i].name), fputs(", \"verdict\": ", f), json_str(f, get(r, "verdict"));
        fprintf(f, ", \"cpu\": %s, \"wall\": %s, \"mem_kib\": %s", get(r, "cpu"), get(r, "wall"), get(r, "mem_kib"));
        if (cases[i].beyond) fputs(", \"beyond\": ", f), json_str(f, cases[i].beyond);
        fputc('}', f);
    }
    fprintf(f, "]%s}\n", extra ? extra : "");
    if (fclose(f) != 0) die(3, "cannot write %s", file);
}

/* W/json as the file JUDGE_JSON names: one problem's object, or a list of them. */
void json_write(void)
{
    const char *to = getenv("JUDGE_JSON");
    char *line = NULL;
    size_t cap = 0;
    int problems = 0, subs = 0;
    FILE *in, *out;
    if (!to || !*to) return;
    if ((in = fopen(fmt("%s/json", work), "r")) != NULL) {
        while (getline(&line, &cap, in) > 0) problems += line[0] == 'P';
        rewind(in);
    }
    if (!(out = fopen(to, "w"))) die(3, "cannot write %s", to);
    if (problems > 1) fputs("[", out);
    problems = 0;
    while (in && getline(&line, &cap, in) > 0) {
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == 'P') {
            fputs(problems++ ? "]},\n" : "", out);
            char *rest = line + 2, *name = strsep(&rest, "\t"), *format = strsep(&rest, "\t"), *limit = strsep(&rest, "\t");
            fputs("{\"problem\": ", out), json_str(out, name);
            if (format && *format) fputs(", \"format_version\": ", out), json_str(out, format);
            if (limit && *limit) fprintf(out, ", \"time_limit\": %s", limit);
            if (rest && *rest) fprintf(out, ", \"machine_factor\": %s", rest);
            fputs(", \"submissions\": [\n", out), subs = 0;
        } else {
            fprintf(out, "%s  %s", subs++ ? ",\n" : "", line + 2);
        }
    }
    fputs(problems ? "\n]}" : "{}", out);
    fputs(problems > 1 ? "]\n" : "\n", out);
    if (in) fclose(in);
    if (fclose(out) != 0) die(3, "cannot write %s", to);
}

