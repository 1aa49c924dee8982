#!/usr/bin/env bash
# profiles.sh - every solution and variant must compile warning-free under each build profile:
#   gcc-c99    gcc   -std=c99 -pedantic -Wall -Wextra -Werror -O2
#   clang-c99  clang -std=c99 -pedantic -Wall -Wextra -Werror -O2
#   uva-ansi   gcc   -lm -lcrypt -O2 -pipe -ansi -DONLINE_JUDGE -Wall -Werror   (UVa's C flags: C90)
# So every file is written in the common subset of C90 and C99. One check per file.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$root/build}
[ $# -gt 0 ] || { echo "usage: judge/profiles.sh PROBLEM..." >&2; exit 2; }
mkdir -p "$build/profiles"
out=$(mktemp -d "$build/profiles/work.XXXXXX") # private: runs may share one build tree
trap 'rm -rf "$out"' EXIT
passed=0 failed=0
names=(gcc-c99 clang-c99 uva-ansi)

compile() { # compile PROFILE FILE
  case $1 in
    gcc-c99) gcc -std=c99 -pedantic -Wall -Wextra -Werror -O2 -o "$out/a" "$2" -lm ;;
    clang-c99) clang -std=c99 -pedantic -Wall -Wextra -Werror -O2 -o "$out/a" "$2" -lm ;;
    uva-ansi) gcc -lm -lcrypt -O2 -pipe -ansi -DONLINE_JUDGE -Wall -Werror -o "$out/a" "$2" ;;
  esac
}

for p in "$@"; do
  for f in "$root/problems/$p/$p.c" "$root/problems/$p/variants/"*.c; do
    [ -f "$f" ] || continue
    bad=''
    for prof in "${names[@]}"; do
      if ! compile "$prof" "$f" >"$out/log" 2>&1; then
        bad+="$prof ($(grep -m1 -E 'error|warning|not found' "$out/log" | cut -c1-120)) "
      fi
    done
    if [ -z "$bad" ]; then passed=$((passed + 1)); echo "  ok    ${f#"$root"/problems/}: ${names[*]}"
    else failed=$((failed + 1)); echo "  FAIL  ${f#"$root"/problems/}: $bad"; fi
  done
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
