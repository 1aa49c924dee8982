#!/usr/bin/env bash
# profiles.sh - every solution and variant must compile warning-free under each build profile of
# judge/lib/profiles.conf that a submission meets, with each compiler named: c99 (strict C99) under
# gcc and clang, uva (UVa's C flags, uva_c: C90) under gcc. So every file is written in the common subset
# of C90 and C99. Each file's copy of our input
# limits must also be problems/<p>/problem.conf's (limit.* lines), and so must the numbers the
# statement (problems/<p>/README.md) quotes for them. One check per file. And a variant's or an
# attempt's (or a fixture's) name prefix (wa-, tle-) is the verdict of its `expect:` tag.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
[ $# -gt 0 ] || { echo "usage: judge/measure/profiles.sh PROBLEM..." >&2; exit 2; }
mkdir -p "$build/profiles"
out=$(mktemp -d "$build/profiles/work.XXXXXX") # private: runs may share one build tree
trap 'rm -rf "$out"' EXIT
names=(gcc-c99) # COMPILER-PROFILE, those whose tools are installed
need "the clang-c99 profile" clang clang && names+=(clang-c99)
if libcrypt_links; then names+=(gcc-uva); else skip "the gcc-uva profile: UVa's -lcrypt needs libcrypt (apt-get install libcrypt-dev)"; fi
need_tools conf
declare -A flags
flags[c99]=$(profile c99) flags[uva]="-lm -lcrypt $(profile uva_c) -Wall -Werror" # as UVa builds, warnings errors
verdicts=" $("$tools_bin/verdict" list | cut -f1 | tr '\n' ' ')"

# A file name's prefix up to the first - or . (wa-, tle-, ac.c) names the verdict its `expect:`
# tag promises; one check per file. With --named, only files whose prefix names a verdict.
names_agree() { # names_agree [--named] FILE...
  local only_named='' f want tag
  [ "$1" = --named ] && { only_named=1; shift; }
  for f in "$@"; do
    [ -f "$f" ] || continue
    want=${f##*/} want=${want%%[-.]*} want=${want^^}
    [[ $verdicts == *" $want "* ]] || [ -z "$only_named" ] || continue
    tag=$("$tools_bin/verdict" tag "$f" expect || true)
    if [ "$tag" = "$want" ]; then ok "${f#"$root"/}: name and expect: $tag agree"
    else fail "${f#"$root"/}: the name says ${want:-no verdict} but expect: says ${tag:-nothing}"; fi
  done
}

compile() { # compile COMPILER-PROFILE FILE
  # shellcheck disable=SC2086 # the profile's flags are words
  "${1%-*}" ${flags[${1#*-}]} -o "$out/a" "$2" -lm
}

for p in "$@"; do
  # The statement quotes the limits: each with problem.conf's value.
  if "$tools_bin/conf" --check-statement "$root/problems/$p/problem.conf" "$root/problems/$p/README.md" >"$out/log" 2>&1; then
    ok "$p/README.md: quotes every limit of problem.conf with its value"
  else
    fail "$p/README.md: $(head -n1 "$out/log")"
  fi
  # A variants' header (catmouse's driver.h) holds a copy of the limits too.
  for h in "$root/problems/$p/variants/"*.h; do
    [ -f "$h" ] || continue
    if "$tools_bin/conf" --check "$root/problems/$p/problem.conf" "$h" >"$out/log" 2>&1; then ok "${h#"$root"/problems/}: limits = problem.conf"
    else fail "${h#"$root"/problems/}: limits ($(head -n1 "$out/log"))"; fi
  done
  for f in "$root/problems/$p/$p.c" "$root/problems/$p/variants/"*.c; do
    [ -f "$f" ] || continue
    bad=''
    for prof in "${names[@]}"; do
      if ! compile "$prof" "$f" >"$out/log" 2>&1; then
        bad+="$prof ($(grep -m1 -E 'error|warning|not found' "$out/log" | cut -c1-120)) "
      fi
    done
    # Its own copy of our limits (a submission file stays self-contained) is problem.conf's; the
    # solution must define every one.
    require=()
    [ "$f" = "$root/problems/$p/$p.c" ] && require=(--require)
    "$tools_bin/conf" --check "${require[@]}" "$root/problems/$p/problem.conf" "$f" >"$out/log" 2>&1 || bad+="limits ($(head -n1 "$out/log")) "
    if [ -z "$bad" ]; then ok "${f#"$root"/problems/}: ${names[*]}, limits = problem.conf"
    else fail "${f#"$root"/problems/}: $bad"; fi
  done
  names_agree "$root/problems/$p/variants/"*.c "$root/judge/tests/fixtures/attempts/$p/"*
done
# The harness's fixtures: the fixture problem's variants, and the verdict and hostile programs
# whose name starts with a verdict.
fx=$root/judge/tests/fixtures
names_agree "$fx/problems/"*/variants/*
names_agree --named "$fx/verdicts/"* "$fx/hostile/"*
finish
