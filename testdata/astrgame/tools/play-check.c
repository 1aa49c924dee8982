/* play-check - checks what `explain --play` says about astrgame positions, with the brute force.
 *
 *   play-check PLAYS ANSWERS < IN
 *
 * PLAYS is a series of blocks, each a line "item K" followed by the output of
 * `explain --play K [STATE] < IN` (judge/lib/study.h's protocol), K never decreasing; ANSWERS is
 * IN's expected output, one line per test (the oracle's). IN comes on stdin for grundy.h's reader. For each block, the position is read
 * back from its state line (position.h, explain's own format) and:
 *   - the outcome must be what the brute force over the multiset of pieces (brute.h, oracle.c's
 *     search, no Sprague-Grundy) says of the position; at the start ("Teddy:0-|S|"), also the
 *     test's line of ANSWERS (Teddy: win, Tracy: lose);
 *   - the moves must be the erasures of the position, each once: each move's state is the position
 *     with one word occurrence (grundy.h's matches, the oracle's) erased from one piece, the other
 *     side to move, and every occurrence inside a piece is a move; a position without one ends;
 *   - each move's outcome must be the opposite of the brute force's on the position it leads to,
 *     and exactly one move is "best", with the position's outcome.
 * The brute force has a budget of BRUTE_WORK word searches per test; past it (large tests only)
 * the test's outcomes rest on grundy.h alone (oracle-interval's code: won iff the XOR of the
 * pieces' values is not 0), as in claims.c.
 * Prints "N positions and M moves checked" and exits 0; each wrong thing is a line
 * "play-check: item K STATE: what" on stderr, and exit 1; unusable arguments or input exit 2.
 */
#define TOOL "play-check"
#define BAD_INPUT_STATUS 2
#include <setjmp.h>
#include "study.h"
#include "grundy.h"
#include "position.h"
#include "brute.h"

enum { BRUTE_WORK = 1 << 23, LINE_MAX = 2 * POSITION_MAX + 2 * MAX_LEN };

static jmp_buf budget;
static int too_big; /* this test's brute force gave up: -1 */
static int item, errors;
static FILE *plays;
static char block_state[POSITION_MAX + 1];

static void give_up(void) { longjmp(budget, 1); }

static void wrong(const char *format, const char *detail)
{
    fprintf(stderr, "play-check: item %d %s: ", item, block_state);
    fprintf(stderr, format, detail);
    fputc('\n', stderr);
    errors++;
}

/* Whether the player to move wins p by the brute force; -1 past its budget. */
static int brute_wins(const struct position *p)
{
    char pieces[MAX_LEN / 2 + 1][MAX_LEN + 1], *list[MAX_LEN / 2 + 1], key[KEY_MAX];
    int k;
    for (k = 0; k < p->count; k++) {
        sprintf(pieces[k], "%.*s", p->r[k] - p->l[k], s + p->l[k]);
        list[k] = pieces[k];
    }
    if (too_big || setjmp(budget)) return too_big = -1;
    make_key(list, p->count, key);
    return wins(key);
}

/* Whether the player to move wins p: the brute force, or past its budget the Grundy values. */
static int wins_position(const struct position *p)
{
    int k, x = 0, won = brute_wins(p);
    if (won >= 0) return won;
    for (k = 0; k < p->count; k++) x ^= g(p->l[k], p->r[k] - 1);
    return x != 0;
}

/* Reads IN up to test k: S, the words, their matches; the brute force starts afresh. */
static void read_test(int k)
{
    static int tests, read;
    int w;
    if (read == 0) tests = number(MAX_TESTS);
    if (k < read || k > tests) {
        fprintf(stderr, "play-check: item %d: not in the input, or after a later one\n", k);
        exit(2);
    }
    while (read < k) {
        n = letters(s);
        dict_size = number(MAX_WORDS);
        for (w = 0; w < dict_size; w++) letters(dict[w]);
        read++;
    }
    find_matches();
    for (w = 0; w < dict_size; w++) strcpy(words[w], dict[w]);
    word_count = dict_size;
    forget_positions();
    too_big = 0;
}

static const char *word_of(int won) { return won ? "win" : "lose"; }

/* The move to `after` from p: the one occurrence erased, as a (a, len) pair; 0 unless the pieces
 * of `after` are those of p with one word occurrence erased from one piece, the other side to move. */
static int erasure(const struct position *p, const struct position *after, const char *state, int *a, int *len)
{
    char on[2][MAX_LEN + 1] = {{0}}, again[POSITION_MAX + 1];
    struct position check;
    int k, i, piece = -1;
    for (k = 0; k < p->count; k++)
        for (i = p->l[k]; i < p->r[k]; i++) on[0][i] = 1;
    for (k = 0; k < after->count; k++)
        for (i = after->l[k]; i < after->r[k]; i++) on[1][i] = 1;
    for (*a = 0; *a < n && on[0][*a] == on[1][*a]; ++*a)
        ;
    for (*len = 0; *a + *len < n && on[0][*a + *len] && !on[1][*a + *len]; ++*len)
        ;
    for (k = 0; k < p->count; k++)
        if (p->l[k] <= *a && *a + *len <= p->r[k]) piece = k;
    if (*len == 0 || piece < 0 || !matches[*a][*len]) return 0;
    erase(p, piece, *a, *len, &check);
    format_position(&check, again);
    return strcmp(again, state) == 0;
}

/* Checks one block: its position (read from the state line) and its moves. */
static void check_block(int teddy_wins, long *moves)
{
    static char seen[MAX_LEN][MAX_LEN + 1];
    char line[LINE_MAX], *f[PLAY_FIELDS];
    struct position p, next;
    int count, won = -1, best = 0, listed = 0, ended = 0, a, len, k, occurrences = 0;
    if (play_read(plays, line, sizeof line, f) != 3 || strcmp(f[0], "players") != 0 ||
        strcmp(f[1], side_name[0]) != 0 || strcmp(f[2], side_name[1]) != 0)
        wrong("%sno players line: Teddy, then Tracy", "");
    if (play_read(plays, line, sizeof line, f) != 2 || strcmp(f[0], "state") != 0 ||
        !parse_position(f[1], &p)) {
        wrong("%sno state line with a position of the test", "");
        exit(1);
    }
    strcpy(block_state, f[1]);
    if (play_read(plays, line, sizeof line, f) != 2 || strcmp(f[0], "turn") != 0 ||
        strcmp(f[1], side_name[p.turn]) != 0)
        wrong("%sno turn line naming the side to move", "");
    won = wins_position(&p);
    if (play_read(plays, line, sizeof line, f) != 3 || strcmp(f[0], "outcome") != 0)
        wrong("%sno outcome line", "");
    else if (strcmp(f[1], word_of(won)) != 0)
        wrong("outcome %s, but the brute force says the other", f[1]);
    if (p.turn == 0 && p.count == 1 && p.l[0] == 0 && p.r[0] == n && teddy_wins != won)
        wrong("outcome %s, but the expected answer says the other", f[1]);
    memset(seen, 0, sizeof seen);
    while ((count = play_read(plays, line, sizeof line, f)) > 0 && sscanf(f[0], "item %d", &item) != 1) {
        if (count == 2 && strcmp(f[0], "end") == 0 && !ended && !listed) {
            ended = 1;
            continue;
        }
        if (count != 5 || strcmp(f[0], "move") != 0 || ended) {
            wrong("not a move line: %s", f[0]);
            continue;
        }
        listed++;
        ++*moves;
        if (!parse_position(f[2], &next) || !erasure(&p, &next, f[2], &a, &len) || seen[a][len]++) {
            wrong("move %s: not an erasure of a word occurrence, or listed twice", f[1]);
            continue;
        }
        if (strcmp(f[3], word_of(!wins_position(&next))) != 0)
            wrong("move %s: the brute force says the other outcome", f[1]);
        if (strcmp(f[4], "best") == 0 && (best++ || strcmp(f[3], word_of(won)) != 0))
            wrong("move %s: a second best, or a best without the position's outcome", f[1]);
        else if (strcmp(f[4], "best") != 0 && strcmp(f[4], "-") != 0)
            wrong("move %s: neither best nor -", f[1]);
    }
    for (k = 0; k < p.count; k++)
        for (a = p.l[k]; a < p.r[k]; a++)
            for (len = 1; a + len <= p.r[k]; len++) occurrences += matches[a][len];
    if (listed != occurrences) wrong("%sthe moves are not every erasure of the position", "");
    if (listed ? !best : !ended || won) wrong("%sno best move, or no end line where there is no move", "");
    if (count == 0) item = 0;
}

int main(int argc, char **argv)
{
    char line[LINE_MAX], *f[PLAY_FIELDS], answer[16];
    FILE *answers;
    long positions = 0, moves = 0;
    int answered = 0;
    if (argc != 3 || !(plays = fopen(argv[1], "r")) || !(answers = fopen(argv[2], "r"))) {
        fputs("usage: play-check PLAYS ANSWERS < IN\n", stderr);
        return 2;
    }
    if (play_read(plays, line, sizeof line, f) != 1 || sscanf(f[0], "item %d", &item) != 1) {
        fputs("play-check: PLAYS does not begin with an item line\n", stderr);
        return 2;
    }
    while (item > 0) {
        read_test(item);
        while (answered < item && fgets(answer, sizeof answer, answers)) answered++;
        if (answered < item) {
            fprintf(stderr, "play-check: ANSWERS has no line %d\n", item);
            return 2;
        }
        check_block(strcmp(answer, "Teddy\n") == 0, &moves);
        positions++;
    }
    if (errors) return 1;
    printf("%ld positions and %ld moves checked\n", positions, moves);
    return 0;
}
