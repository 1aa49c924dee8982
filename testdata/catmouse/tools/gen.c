/* gen: Cat and Mouse inputs, a function of the arguments only (splitmix64 from rng.h).
 *
 *   gen SEED stress                      1..4 random graphs on 3..9 nodes (for make stress)
 *   gen SEED random COUNT NMIN NMAX [judge]  COUNT random graphs, n uniform in NMIN..NMAX, edge
 *                                        density drawn per graph, lists in random order; with
 *                                        judge, every list has an entry (LeetCode's limits)
 *   gen SEED all NMIN NMAX               every valid graph on n = NMIN..NMAX nodes (n <= 7)
 *   gen SEED max N ENTRIES               one random graph, N nodes, exactly ENTRIES entries
 *   gen SEED split N ENTRIES             a draw that costs the most: the mouse alone on a
 *                                        triangle 1, N-2, N-1, the cat and the hole in a random
 *                                        graph on the other nodes (ENTRIES entries in all), so no
 *                                        position with the mouse on its triangle is ever decided
 *                                        while every other one must be analysed
 *   gen SEED spaced COUNT NMIN NMAX      like random, but with random whitespace (spaces, tabs,
 *                                        CR LF, LF) between tokens
 *   gen SEED user LEVEL [judge]          for a stress driver (check with `oracle`): 300 graphs
 *                                        on 3..6 nodes at LEVEL 1, then up to 10, 12, 14, and 16
 *                                        from LEVEL 5; from LEVEL 2 on, up to 16 hill-climbed
 *                                        graphs of 9..16 nodes, until 4 need more than 2n moves
 *                                        (half of the climbs on at most 12 nodes); random
 *                                        whitespace in a third of the inputs.
 *                                        LEVEL 9, the largest: two graphs of MAX_NODES nodes, a
 *                                        path 0, 3, 4, ..., n-1, 1, 2 (the mouse wins a game of
 *                                        about 2n moves: the most rounds of a fixed point), then
 *                                        `max` with 3000..MAX_ENTRIES entries or `split` with
 *                                        MAX_ENTRIES (the oracle's slowest inputs). With judge, only
 *                                        what LeetCode sends (validate --view): every list has an
 *                                        entry (JUDGE_NONEMPTY_LISTS), JUDGE_MAX_GRAPHS graphs in
 *                                        place of 300; LEVEL 9 is then that many random graphs of
 *                                        JUDGE_MAX_NODES nodes
 */
#include <string.h>
#include "rng.h"
#include "limits.h"

static unsigned char edge[MAX_NODES][MAX_NODES];
static int order[MAX_NODES];
static int spaced;
static int judge; /* user and random modes: only graphs inside LeetCode's limits */

static void space(void)
{
    static const char *const blanks[] = {"", "", "", " ", "\t", "\r\n", "\n", "  \n "};
    if (spaced)
        fputs(blanks[rng_range(0, 7)], stdout);
}

static void add_edge(int u, int v)
{
    edge[u][v] = edge[v][u] = 1;
}

/* With judge (LeetCode: every list has an entry), a node without a neighbour gets one. */
static void judge_lists(int n)
{
    int u, v, degree;
    for (u = 0; judge && JUDGE_NONEMPTY_LISTS && u < n; u++) {
        for (degree = 0, v = 0; v < n; v++) degree += edge[u][v];
        if (degree == 0) {
            v = (int)rng_range(0, (uint64_t)n - 2);
            edge[u][v + (v >= u)] = edge[v + (v >= u)][u] = 1;
        }
    }
}

/* Prints the graph in edge[][] (node ids as they are), each list in random order, clears it. */
static void print_graph(int n)
{
    int u, v, k, count;
    judge_lists(n);
    space();
    putchar('[');
    for (u = 0; u < n; u++) {
        space();
        fputs(u ? ",[" : "[", stdout);
        for (count = 0, v = 0; v < n; v++)
            if (edge[u][v])
                order[count++] = v;
        for (k = count - 1; k > 0; k--) {
            int j = (int)rng_range(0, (uint64_t)k), t = order[k];
            order[k] = order[j], order[j] = t;
        }
        for (k = 0; k < count; k++) {
            space();
            printf(k ? ",%d" : "%d", order[k]);
            space();
        }
        putchar(']');
        memset(edge[u], 0, (size_t)n);
    }
    space();
    puts("]");
}

/* The start rules: the mouse (1) has a move, the cat (2) has a neighbour other than the hole. */
static void make_playable(int n)
{
    int v, cat_moves = 0, mouse_moves = 0;
    for (v = 0; v < n; v++) {
        mouse_moves += edge[1][v];
        cat_moves += v != 0 && edge[2][v];
    }
    if (mouse_moves == 0) {
        v = (int)rng_range(0, (uint64_t)n - 2);
        add_edge(1, v >= 1 ? v + 1 : v);
    }
    if (cat_moves == 0) {
        v = (int)rng_range(1, (uint64_t)n - 2);
        add_edge(2, v >= 2 ? v + 1 : v);
    }
}

static void random_graph(int n)
{
    uint64_t percent = rng_range(5, 70);
    int u, v;
    for (u = 0; u < n; u++)
        for (v = u + 1; v < n; v++)
            if (rng_range(1, 100) <= percent)
                add_edge(u, v);
    make_playable(n);
    print_graph(n);
}

static void all_graphs(int n)
{
    int pairs = n * (n - 1) / 2, u, v, bit;
    long mask;
    for (mask = 0; mask < 1L << pairs; mask++) {
        int mouse_moves = 0, cat_moves = 0;
        for (bit = 0, u = 0; u < n; u++)
            for (v = u + 1; v < n; v++, bit++)
                if (mask >> bit & 1) {
                    add_edge(u, v);
                    mouse_moves += u == 1 || v == 1;
                    cat_moves += u == 2 || (v == 2 && u != 0);
                }
        if (mouse_moves && cat_moves)
            print_graph(n);
        else
            for (u = 0; u < n; u++)
                memset(edge[u], 0, (size_t)n);
    }
}

/* Adds random edges among nodes 0..last except `avoid` until the graph has `entries` entries. */
static void pad(int last, int avoid, long entries, long have)
{
    while (have < entries) {
        int u = (int)rng_range(0, (uint64_t)last), v = (int)rng_range(0, (uint64_t)last);
        if (u != v && u != avoid && v != avoid && !edge[u][v]) {
            add_edge(u, v);
            have += 2;
        }
    }
}

/* ---- user mode: small graphs, some hill-climbed to need more than 2n moves ---- */

enum { SMALL = 16 };

static int count_bits(uint32_t x)
{
    int k = 0;
    for (; x; x &= x - 1) k++;
    return k;
}

/* Moves until the start position (mouse 1, cat 2, mouse to move) is decided with best play
 * (the winner hurries, the loser delays), or 0 for a draw. Retrograde analysis by BFS layers:
 * terminal positions have depth 0, positions are labelled in order of depth, so a win gets
 * 1 + its quickest winning child and a loss 1 + the last (deepest) of its children. Positions
 * are (turn, mouse, cat), turn 0 = mouse to move; the cat never stands on 0. */
static int game_length(int n, const uint32_t *adj)
{
    static unsigned char result[2][SMALL][SMALL], left[2][SMALL][SMALL];
    static unsigned short depth[2][SMALL][SMALL]; /* up to 2 n n positions deep */
    static int queue[2 * SMALL * SMALL];
    int head = 0, tail = 0, t, m, c, v;
    for (t = 0; t < 2; t++)
        for (m = 0; m < n; m++)
            for (c = 1; c < n; c++) {
                result[t][m][c] = m == 0 ? 1 : m == c ? 2 : 0;
                depth[t][m][c] = 0;
                left[t][m][c] = (unsigned char)count_bits(t ? adj[c] & ~1u : adj[m]);
                if (result[t][m][c]) queue[tail++] = (t * SMALL + m) * SMALL + c;
            }
    while (head < tail) {
        int x = queue[head++], r, d, pt;
        t = x / (SMALL * SMALL), m = x / SMALL % SMALL, c = x % SMALL;
        r = result[t][m][c], d = depth[t][m][c], pt = !t;
        for (v = 0; v < n; v++) { /* parents: the other side moved last, from v */
            int pm = pt ? m : v, pc = pt ? v : c;
            if (!((pt ? adj[c] & ~1u : adj[m]) >> v & 1) || pc == 0 || result[pt][pm][pc]) continue;
            if (r == (pt ? 2 : 1) || --left[pt][pm][pc] == 0) {
                result[pt][pm][pc] = (unsigned char)r;
                depth[pt][pm][pc] = (unsigned short)(d + 1);
                queue[tail++] = (pt * SMALL + pm) * SMALL + pc;
            }
        }
    }
    return result[0][1][2] ? depth[0][1][2] : 0;
}

static int valid_small(const uint32_t *adj) { return adj[1] != 0 && (adj[2] & ~1u) != 0; }

static void random_small(int n, uint32_t *adj)
{
    uint64_t percent = rng_range(10, 60);
    int u, v;
    for (u = 0; u < n; u++) adj[u] = 0;
    for (u = 0; u < n; u++)
        for (v = u + 1; v < n; v++)
            if (rng_range(1, 100) <= percent) adj[u] |= 1u << v, adj[v] |= 1u << u;
}

/* Hill-climb: toggle one edge at a time, keep the change unless the game gets shorter. Returns
 * the length reached (the graph in adj) after at most `steps` tries or once it passes 2n. */
static int climb(int n, uint32_t *adj, long steps)
{
    int best, len, u, v;
    do random_small(n, adj); while (!valid_small(adj));
    best = game_length(n, adj);
    while (steps-- > 0 && best <= 2 * n) {
        u = (int)rng_range(0, (uint64_t)n - 1), v = (int)rng_range(0, (uint64_t)n - 2);
        v += v >= u;
        adj[u] ^= 1u << v, adj[v] ^= 1u << u;
        if (valid_small(adj) && (len = game_length(n, adj)) >= best) best = len;
        else adj[u] ^= 1u << v, adj[v] ^= 1u << u;
    }
    return best;
}

static void print_small(int n, const uint32_t *adj)
{
    int u, v;
    for (u = 0; u < n; u++)
        for (v = 0; v < n; v++) edge[u][v] = adj[u] >> v & 1;
    print_graph(n);
}

/* 300 graphs of 3..MOST nodes (MOST = 6 at level 1, 10, 12, 14, then 16). From level 2 on,
 * hill-climbs from random graphs on 9..MOST nodes (every other one on at most 12) until 4 of
 * them pass 2n moves or 16 climbs are spent; every climbed graph is emitted, deep or not, at a
 * random place among random ones. (2n is out of reach below 9 nodes in our tries: n = 8 peaked
 * at exactly 16.) */
static void max_graph(int n, long entries);
static void split_graph(int n, long entries);

static void user(int level)
{
    static const int most_nodes[] = {6, 10, 12, 14, 16, 16, 16, 16};
    uint32_t climbed[16][SMALL];
    int sizes[16], count = 0, deep = 0, most, left = judge ? JUDGE_MAX_GRAPHS : 300, g;
    spaced = rng_range(0, 2) == 0;
    if (level == 9 && judge) {
        for (g = 0; g < JUDGE_MAX_GRAPHS; g++) random_graph(JUDGE_MAX_NODES);
        return;
    }
    if (level == 9) {
        for (g = 3; g < MAX_NODES; g++) add_edge(g == 3 ? 0 : g - 1, g);
        add_edge(MAX_NODES - 1, 1);
        add_edge(1, 2);
        print_graph(MAX_NODES);
        if (rng_range(0, 1)) max_graph(MAX_NODES, 2 * (long)rng_range(1500, MAX_ENTRIES / 2));
        else split_graph(MAX_NODES, MAX_ENTRIES);
        return;
    }
    most = most_nodes[level - 1];
    while (level >= 2 && deep < 4 && count < 16) {
        int n = (int)rng_range(9, (uint64_t)(count % 2 == 0 && most > 12 ? 12 : most));
        sizes[count] = n;
        deep += climb(n, climbed[count++], 3000) > 2 * n;
    }
    for (g = 0; left > 0; left--)
        if (g < count && rng_range(1, (uint64_t)left) <= (uint64_t)(count - g)) {
            print_small(sizes[g], climbed[g]);
            g++;
        } else {
            random_graph((int)rng_range(3, (uint64_t)most));
        }
}

/* One random graph of n nodes and exactly `entries` entries. */
static void max_graph(int n, long entries)
{
    add_edge(1, 3);
    add_edge(2, 3);
    pad(n - 1, -1, entries, 4);
    print_graph(n);
}

/* The costliest draw: see `split` above. */
static void split_graph(int n, long entries)
{
    add_edge(1, n - 2);
    add_edge(n - 2, n - 1);
    add_edge(n - 1, 1);
    add_edge(2, 3);
    pad(n - 3, 1, entries, 8);
    print_graph(n);
}

int main(int argc, char **argv)
{
    const char *usage = "SEED stress | random|spaced COUNT NMIN NMAX [judge] | all NMIN NMAX | "
                        "max|split N ENTRIES | user LEVEL [judge]";
    const char *mode = argc > 2 ? argv[2] : "";
    long a = argc > 3 ? atol(argv[3]) : 0, b = argc > 4 ? atol(argv[4]) : 0;
    long c = argc > 5 ? atol(argv[5]) : 0, i;
    rng_seed_from_args(argc, argv, usage);
    if (strcmp(mode, "user") == 0 && (argc == 4 || (argc == 5 && strcmp(argv[4], "judge") == 0)) && a >= 1) {
        judge = argc == 5;
        user(a > 9 ? 9 : (int)a);
    } else if (strcmp(mode, "stress") == 0) {
        for (i = (long)rng_range(1, 4); i > 0; i--)
            random_graph((int)rng_range(3, 9));
    } else if ((strcmp(mode, "random") == 0 || strcmp(mode, "spaced") == 0) && (argc == 6 || (argc == 7 && strcmp(argv[6], "judge") == 0)) &&
               b >= 3 && b <= c && c <= MAX_NODES) {
        spaced = mode[0] == 's', judge = argc == 7;
        for (i = 0; i < a; i++)
            random_graph((int)rng_range((uint64_t)b, (uint64_t)c));
    } else if (strcmp(mode, "all") == 0 && argc == 5 && a >= 3 && a <= b && b <= 7) {
        for (i = a; i <= b; i++)
            all_graphs((int)i);
    } else if (strcmp(mode, "max") == 0 && argc == 5 && a >= 3 && a <= MAX_NODES &&
               b >= 4 && b <= a * (a - 1) && b % 2 == 0) {
        max_graph((int)a, b);
    } else if (strcmp(mode, "split") == 0 && argc == 5 && a >= 7 && a <= MAX_NODES &&
               b >= 8 && b <= (a - 3) * (a - 4) + 6 && b % 2 == 0) {
        split_graph((int)a, b);
    } else {
        fprintf(stderr, "usage: %s %s\n", argv[0], usage);
        return 2;
    }
    return 0;
}
