/* javaclass - the class a Java source file declares, so that a file of any name, whose public
 * class has any name, is judged as Codeforces judges it (judge/judging/languages.conf, Java).
 *
 *   javaclass [--main] FILE
 *       prints the name of FILE's public top-level class (or interface, enum, record); when there
 *       is none, of its first top-level one. javac wants a public class Foo in Foo.java, so the
 *       build copies the file to that name, and java runs that class. With --main (the build's):
 *       the name with its package (foo.bar.Foo, what java runs), and FILE must declare a method
 *       `void main(`: a program with nothing to run is a compile error, as DOMjudge finds it
 *       when it compiles.
 * Exit status 1 with one line on stderr naming FILE by its base name (a compile error must not
 * show the judge's folders) when FILE declares no class (or, with --main, no main method); 2 on a
 * usage error or an unreadable file.
 *
 * Why a scanner and not a pattern: a class named in a comment, a string or a text block, or a
 * nested `public class` inside another, must not count; only top-level declarations (brace depth
 * 0) outside comments and literals do. It skips `import` and `package` lines, whose names could
 * hold a word like `record`.
 */
#include <ctype.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NAME_MAX_BYTES = 512 };

static FILE *in;

/* Skips what follows an opening quote q (", ' or the third " of a text block) up to its end. */
static void skip_literal(int q, int text_block)
{
    int c, quotes = 0;
    while ((c = getc(in)) != EOF) {
        if (c == '\\') { getc(in); quotes = 0; continue; }
        if (c != q) { quotes = 0; if (!text_block && c == '\n') return; continue; }
        if (!text_block || ++quotes == 3) return;
    }
}

/* The next character that is code, not a comment: a comment reads as one space. */
static int next(void)
{
    int c = getc(in), d;
    if (c != '/') return c;
    d = getc(in);
    if (d == '/') { while ((c = getc(in)) != EOF && c != '\n') {} return ' '; }
    if (d == '*') {
        int prev = 0;
        while ((c = getc(in)) != EOF && !(prev == '*' && c == '/')) prev = c;
        return ' ';
    }
    ungetc(d, in);
    return '/';
}

int main(int argc, char **argv)
{
    char word[NAME_MAX_BYTES], first[NAME_MAX_BYTES] = "", found[NAME_MAX_BYTES] = "", package[NAME_MAX_BYTES] = "";
    char prev[NAME_MAX_BYTES] = "";
    int c, depth = 0, len, is_public = 0, want_name = 0, skip_statement = 0, in_package = 0, has_main = 0, want_main;
    const char *file;
    want_main = argc == 3 && !strcmp(argv[1], "--main");
    if (argc != 2 + want_main) { fputs("usage: javaclass [--main] FILE\n", stderr); return 2; }
    file = argv[argc - 1];
    if (!(in = fopen(file, "r"))) { perror(file); return 2; }
    c = next();
    while (c != EOF) {
        if (c == '"') {
            int d = getc(in), e = d == '"' ? getc(in) : 0;
            if (d == '"' && e == '"') skip_literal('"', 1);
            else if (d != '"') { ungetc(d, in); skip_literal('"', 0); }
            else ungetc(e, in); /* "" : an empty string */
        } else if (c == '\'') {
            skip_literal('\'', 0);
        } else if (c == '{') {
            depth++;
        } else if (c == '}') {
            if (depth > 0) depth--;
            if (depth == 0) is_public = 0;
        } else if (c == ';') {
            if (depth == 0) is_public = skip_statement = in_package = 0;
        } else if (c == '.' && in_package) {
            if (strlen(package) + 1 < sizeof package) strcat(package, ".");
        } else if (c == '(' && want_main && !strcmp(prev, "main") && depth > 0) {
            has_main = 1;
        } else if (isalpha(c) || c == '_' || c == '$') {
            for (len = 0; isalnum(c) || c == '_' || c == '$'; c = getc(in))
                if (len < NAME_MAX_BYTES - 1) word[len++] = (char)c;
            word[len] = '\0';
            ungetc(c, in); /* the character after the word may open a comment */
            c = next();
            if (depth > 0 && !strcmp(word, "main") && strcmp(prev, "void")) { prev[0] = '\0'; continue; } /* main( after void only */
            snprintf(prev, sizeof prev, "%s", word);
            if (in_package && strlen(package) + strlen(word) < sizeof package) strcat(package, word);
            if (depth > 0 || skip_statement) continue;
            if (want_name) {
                if (is_public && !found[0]) strcpy(found, word);
                if (!first[0]) strcpy(first, word);
                want_name = 0;
            } else if (!strcmp(word, "import") || !strcmp(word, "package")) {
                skip_statement = 1, in_package = !strcmp(word, "package");
            } else if (!strcmp(word, "public")) {
                is_public = 1;
            } else if (!strcmp(word, "class") || !strcmp(word, "interface") || !strcmp(word, "enum") ||
                       !strcmp(word, "record")) {
                want_name = 1;
            }
            continue;
        }
        c = next();
    }
    if (!found[0]) strcpy(found, first);
    if (!found[0]) {
        fprintf(stderr, "%s: error: no class is declared in this file\n", basename((char *)file));
        return 1;
    }
    if (want_main && !has_main) {
        fprintf(stderr, "%s: error: no main method (public static void main) in %s: nothing to run\n", basename((char *)file), found);
        return 1;
    }
    if (want_main && package[0]) printf("%s.", package);
    puts(found);
    return 0;
}
