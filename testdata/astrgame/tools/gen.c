/* gen.c - seeded input generator for astrgame; the output is a function of the arguments only.
 *
 *   gen SEED stress                      small random input for make stress (brute force: ms)
 *   gen SEED random T LEN ALPHA N WMAX   T tests: |S| = LEN over the first ALPHA letters; N words
 *                                        of length 1..WMAX, half cut from S (so they occur),
 *                                        half random (they mostly do not)
 *   gen SEED one-letter T LO HI N WMAX   S = a^k, k uniform in LO..HI; words a^k, k uniform in
 *                                        1..WMAX
 *   gen SEED one-letter-all T LEN [B]    S = a^LEN, words a^1..a^LEN in shuffled order: every
 *                                        substring is a word, the most occurrences there can be;
 *                                        with B, S[B] is 'b': few pieces repeat, occurrences stay
 *                                        dense (the worst case for a solution that reuses the
 *                                        values of repeated pieces)
 *   gen SEED user LEVEL [judge]          for a stress driver (check with `oracle`, the brute
 *                                        force): T = MAX_TESTS tests, |S| <= LEVEL + 7
 *                                        (15 at LEVEL 8) and N <= LEVEL + 2 (LEVEL 1: |S| <= 8,
 *                                        N <= 3). S is random over 1..3 letters, one letter
 *                                        repeated, or a short pattern repeated (pawpawpaw), with
 *                                        words cut from S (overlapping occurrences), random ones
 *                                        (mostly absent), longer than S, and duplicates. A third
 *                                        of the inputs separate tokens by odd whitespace. LEVEL 9,
 *                                        the largest (check with `oracle-interval`): every test
 *                                        at |S| = MAX_LEN and N = MAX_WORDS. With judge, only
 *                                        what CodeChef sends (validate --view): T =
 *                                        JUDGE_MAX_TESTS, |S|, N and the words capped at
 *                                        JUDGE_MAX_LEN and JUDGE_MAX_WORDS, one token a line
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rng.h"
#include "limits.h"

static int number(const char *arg)
{
    char *end;
    long v = strtol(arg, &end, 10);
    if (*end != '\0' || v < 0 || v > 1000000) {
        fprintf(stderr, "gen: bad number '%s'\n", arg);
        exit(2);
    }
    return (int)v;
}

static void put_letters(char letter, int count)
{
    while (count-- > 0) putchar(letter);
    putchar('\n');
}

static void random_test(int len, int alpha, int words, int wmax)
{
    char s[MAX_LEN + 1];
    int i, w;
    for (i = 0; i < len; i++) s[i] = (char)('a' + rng_range(0, (uint64_t)alpha - 1));
    s[len] = '\0';
    printf("%s\n%d\n", s, words);
    for (w = 0; w < words; w++) {
        int wlen = (int)rng_range(1, (uint64_t)wmax);
        if (rng_range(0, 1) == 0 && wlen <= len) {
            int start = (int)rng_range(0, (uint64_t)(len - wlen));
            printf("%.*s\n", wlen, s + start);
        } else {
            for (i = 0; i < wlen; i++) putchar('a' + (int)rng_range(0, (uint64_t)alpha - 1));
            putchar('\n');
        }
    }
}

static int messy; /* user mode: odd whitespace between tokens (the format is token-based) */

static void end_token(void)
{
    static const char *const seps[] = {"\n", " ", "\t", "\r\n", "\n\n", " \r\n\t"};
    fputs(messy ? seps[rng_range(0, 5)] : "\n", stdout);
}

/* One test: |S| <= most_len, N <= most_words (both exactly, when full); no word is longer than
 * longest. */
static void user_test(int most_len, int most_words, int full, int longest)
{
    char s[MAX_LEN + 1], pattern[3];
    int len = full ? most_len : (int)rng_range(1, (uint64_t)most_len);
    int words = full ? most_words : (int)rng_range(1, (uint64_t)most_words);
    int kind = (int)rng_range(0, 3), alpha = (int)rng_range(1, 3), plen = (int)rng_range(1, 3), i, w;
    for (i = 0; i < plen; i++) pattern[i] = (char)('a' + rng_range(0, (uint64_t)alpha - 1));
    for (i = 0; i < len; i++) /* 0, 1: random letters; 2: one letter; 3: a pattern repeated */
        s[i] = kind == 2 ? 'a' : kind == 3 ? pattern[i % plen] : (char)('a' + rng_range(0, (uint64_t)alpha - 1));
    printf("%.*s", len, s);
    end_token();
    printf("%d", words);
    end_token();
    for (w = 0; w < words; w++) {
        char word[MAX_LEN + 2];
        int wlen = (int)rng_range(1, (uint64_t)len < 4 ? 4 : (uint64_t)len / 2 + 1), start;
        switch (rng_range(0, 5)) {
        case 0: /* random letters: mostly not in S */
            for (i = 0; i < wlen; i++) word[i] = (char)('a' + rng_range(0, (uint64_t)alpha - 1));
            break;
        case 1: /* longer than S (unless the limit forbids it) */
            memcpy(word, s, (size_t)len);
            word[len] = (char)('a' + rng_range(0, (uint64_t)alpha - 1));
            wlen = len < longest ? len + 1 : len;
            break;
        default: /* cut from S (a repeated S makes overlapping occurrences) */
            if (wlen > len) wlen = len;
            start = (int)rng_range(0, (uint64_t)(len - wlen));
            memcpy(word, s + start, (size_t)wlen);
        }
        do { /* a quarter of the words come twice or more */
            printf("%.*s", wlen, word);
            end_token();
        } while (w + 1 < words && rng_range(0, 3) == 0 && ++w);
    }
}

int main(int argc, char **argv)
{
    const char *usage = "SEED stress | SEED random T LEN ALPHA N WMAX | SEED one-letter T LO HI N WMAX"
                        " | SEED one-letter-all T LEN [B] | SEED user LEVEL [judge]";
    int tests, t, k;
    rng_seed_from_args(argc, argv, usage);
    if (argc == 3 && strcmp(argv[2], "stress") == 0) {
        tests = (int)rng_range(1, 4);
        printf("%d\n", tests);
        for (t = 0; t < tests; t++)
            random_test((int)rng_range(1, 10), (int)rng_range(1, 3), (int)rng_range(1, 5),
                        (int)rng_range(1, 4));
    } else if (argc == 8 && strcmp(argv[2], "random") == 0) {
        tests = number(argv[3]);
        printf("%d\n", tests);
        for (t = 0; t < tests; t++)
            random_test(number(argv[4]), number(argv[5]), number(argv[6]), number(argv[7]));
    } else if (argc == 8 && strcmp(argv[2], "one-letter") == 0) {
        int words = number(argv[6]), wmax = number(argv[7]);
        tests = number(argv[3]);
        printf("%d\n", tests);
        for (t = 0; t < tests; t++) {
            put_letters('a', (int)rng_range((uint64_t)number(argv[4]), (uint64_t)number(argv[5])));
            printf("%d\n", words);
            for (k = 0; k < words; k++) put_letters('a', (int)rng_range(1, (uint64_t)wmax));
        }
    } else if ((argc == 5 || argc == 6) && strcmp(argv[2], "one-letter-all") == 0) {
        int len = number(argv[4]), order[MAX_LEN], broken = argc == 6 ? number(argv[5]) : -1;
        tests = number(argv[3]);
        printf("%d\n", tests);
        for (t = 0; t < tests; t++) {
            for (k = 0; k < len; k++) order[k] = k + 1;
            for (k = len - 1; k > 0; k--) { /* Fisher-Yates */
                int j = (int)rng_range(0, (uint64_t)k), tmp = order[k];
                order[k] = order[j];
                order[j] = tmp;
            }
            for (k = 0; k < len; k++) putchar(k == broken ? 'b' : 'a');
            printf("\n%d\n", len);
            for (k = 0; k < len; k++) put_letters('a', order[k]);
        }
    } else if ((argc == 4 || (argc == 5 && strcmp(argv[4], "judge") == 0)) && strcmp(argv[2], "user") == 0 &&
               number(argv[3]) >= 1) {
        int level = number(argv[3]) > 9 ? 9 : number(argv[3]), judge = argc == 5;
        int most_tests = judge ? JUDGE_MAX_TESTS : MAX_TESTS, longest = judge ? JUDGE_MAX_LEN : MAX_LEN;
        int most_len = level == 9 ? longest : level + 7, most_words = level == 9 ? MAX_WORDS : level + 2;
        if (most_len > longest) most_len = longest;
        if (judge && most_words > JUDGE_MAX_WORDS) most_words = JUDGE_MAX_WORDS;
        messy = rng_range(0, 2) == 0 && !judge;
        printf("%d", most_tests);
        end_token();
        for (t = 0; t < most_tests; t++) user_test(most_len, most_words, level == 9, longest);
    } else {
        fprintf(stderr, "usage: %s %s\n", argv[0], usage);
        return 2;
    }
    return 0;
}
