#!/usr/bin/env bash
# study.sh - make study: one self-contained page per problem, build/study/<p>.html, from the one
# template of this folder (page.html, page.css, page.js, wasi.js) and the problem's own files.
#
#   judge/study/study.sh PROBLEM...      (through make study [P=], which builds the wasm first)
#   judge/study/study.sh --toolchain     exit 1 with one line naming the Debian packages to install
#                                        when the wasm32-wasi toolchain is not complete
#   judge/study/study.sh --missing       those packages, one a line (for judge/deps.sh)
#
# A page holds, all inlined (it opens from file://, nothing is fetched): the problem's title and
# link (problem.conf), its statement (README.md's "The game" and "Input and output" sections) and
# the theorem behind the game (problems/<p>/study/study.md), its first sample as the prefilled input
# (testdata/<p>/sample-1.in), and base64 of build/wasm/<p>/explain.wasm and <p>.wasm (the
# explainer draws and plays, the solution prints the answer). Every game rule stays in the C;
# page.js only runs the tools, draws what they print and handles clicks.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
here=$root/judge/study

# The Debian packages clang needs for wasm32-wasi and does not have: itself, the linker, the C
# library, the builtins; one name a line.
missing_packages() {
  local rt
  command -v clang >/dev/null || echo clang
  command -v wasm-ld >/dev/null || echo lld
  [ -f /usr/include/wasm32-wasi/stdio.h ] || echo wasi-libc
  rt=$(clang --target=wasm32-wasi -print-libgcc-file-name 2>/dev/null) && [ -f "$rt" ] || echo libclang-rt-14-dev-wasm32
}
case ${1:-} in
  --missing) missing_packages; exit 0 ;;
  --toolchain)
    missing=$(missing_packages | tr '\n' ' ')
    [ -z "$missing" ] && exit 0
    echo "study: the wasm32-wasi toolchain is missing; install: sudo apt-get install ${missing% }" >&2
    exit 1 ;;
esac
[ $# -gt 0 ] || die_usage "usage: judge/study/study.sh PROBLEM... (or make study [P=problem])"

html() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g'; }
# section FILE HEADING: the body of a README's "## HEADING" section.
section() { awk -v h="## $2" '$0 == h { on = 1; next } /^## / { on = 0 } on' "$1"; }

# The page of problem $1 on stdout: the template, its marker lines filled.
page() {
  local p=$1 dir=$problems_dir/$1 title source url line
  { read -r title; read -r source; read -r url; } < <(problem_conf "$p" title source url)
  while IFS= read -r line; do
    case $line in
      @title@) echo "<title>$(html <<<"$title"): study</title>" ;;
      @about@)
        echo "<h1>$(html <<<"$title")</h1>"
        if [ -n "$url" ]; then echo "<p class=\"source\"><a href=\"$(html <<<"$url")\">$(html <<<"$source")</a></p>"
        else echo "<p class=\"source\">$(html <<<"$source")</p>"; fi
        echo '<div class="md">'; section "$dir/README.md" "The game" | html; echo '</div>'
        echo '<div class="md theorem">'; html <"$dir/study/study.md"; echo '</div>'
        echo '<details><summary>Input and output</summary><div class="md">'
        section "$dir/README.md" "Input and output" | html
        echo '</div></details>' ;;
      @sample@) html <"$testdata_dir/$p/sample-1.in" ;;
      @css@) cat "$here/page.css" ;;
      @js@)
        printf 'const STUDY = {\n  problem: "%s",\n  explain: "%s",\n  solution: "%s",\n};\n' "$p" \
          "$(base64 -w0 "$build/wasm/$p/explain.wasm")" "$(base64 -w0 "$build/wasm/$p/$p.wasm")"
        cat "$here/wasi.js" "$here/page.js" ;;
      *) printf '%s\n' "$line" ;;
    esac
  done <"$here/page.html"
}

mkdir -p "$build/study"
for p in "$@"; do
  for f in "$problems_dir/$p/study/study.md" "$testdata_dir/$p/sample-1.in" "$build/wasm/$p/explain.wasm" "$build/wasm/$p/$p.wasm"; do
    [ -f "$f" ] || die_usage "study: $p: ${f#"$root"/} is missing"
  done
  tmp=$(mktemp "$build/study/.$p.XXXXXX") # whole or not at all, even with two builds at once
  page "$p" >"$tmp"
  chmod 644 "$tmp"
  mv "$tmp" "$build/study/$p.html"
  echo "  PAGE  build/study/$p.html ($(($(wc -c <"$build/study/$p.html") / 1024)) KiB)"
done
