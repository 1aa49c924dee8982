/* explain.c - the main of every problem's explainer (judge/lib/explain.h says what it does):
 * linked with the problem's problems/<p>/study/explain.c, which knows its game. */
#include <errno.h>
#include "explain.h"

int claims, svg, play;
const char *svg_dir;
long study_item;
const char *study_state;

void note(const char *format, ...)
{
    va_list ap;
    if (claims) return;
    va_start(ap, format);
    vprintf(format, ap);
    va_end(ap);
}

void svg_item(long k)
{
    char path[4096];
    if (!svg_dir) {
        printf("<!-- item %ld -->\n", k);
        return;
    }
    snprintf(path, sizeof path, "%s/%ld.svg", svg_dir, k);
    if (!freopen(path, "w", stdout)) {
        fprintf(stderr, "explain: cannot write %s: %s\n", path, strerror(errno));
        exit(1);
    }
}

static void usage(void)
{
    fputs("usage: explain [--claims | --svg [K [STATE]] | --svg-dir DIR | --play K [STATE]] < input\n", stderr);
    exit(2);
}

/* Sets the mode from the arguments; anything else is a usage error. */
static void mode(int argc, char **argv)
{
    char *end;
    if (argc < 2) return;
    if (strcmp(argv[1], "--claims") == 0 && argc == 2) claims = 1;
    else if (strcmp(argv[1], "--svg-dir") == 0 && argc == 3) svg = 1, svg_dir = argv[2];
    else if (strcmp(argv[1], "--svg") == 0 || strcmp(argv[1], "--play") == 0) {
        svg = strcmp(argv[1], "--svg") == 0, play = !svg;
        if (argc > 4 || (play && argc < 3)) usage();
        if (argc >= 3) {
            errno = 0;
            study_item = strtol(argv[2], &end, 10);
            if (errno || *end || study_item < 1) usage();
        }
        study_state = argc == 4 ? argv[3] : NULL;
        if (study_state && strlen(study_state) > STATE_MAX) usage();
    } else usage();
}

/* No item k: the message, exit 1. */
static void no_item(long k, long items)
{
    fflush(stdout);
    fprintf(stderr, "explain: no %s %ld: the input has %ld\n", explainer.noun, k, items);
    exit(1);
}

void explain_open(long k)
{
    long items = 0;
    play = 1, study_item = k;
    if (explainer.begin) explainer.begin();
    while (items < k && explainer.read(items + 1)) items++;
    if (items < k) {
        if (explainer.end) explainer.end(items); /* bad input is told there */
        no_item(k, items);
    }
}

void explain_play(const char *state)
{
    study_state = state;
    explainer.study(study_item);
}

int main(int argc, char **argv)
{
    long items = 0, skipped = 0, k;
    mode(argc, argv);
    if (explainer.begin) explainer.begin();
    while (explainer.read(items + 1)) {
        k = ++items;
        if (svg || play) {
            if (k == study_item || (!study_item && k <= MAX_ITEMS)) explainer.study(k);
            if (k == study_item && !explainer.read_all) break;
        } else if (k > MAX_ITEMS) {
            skipped++;
        } else {
            explainer.explain(k);
        }
    }
    if (skipped) explainer.more(skipped);
    if (explainer.end) explainer.end(items);
    if (items < study_item) no_item(study_item, items);
    return 0;
}
