#!/usr/bin/env bash
# findbug-test.sh - the tests of judging other people's code (make test runs it).
#
#   judge/tests/findbug-test.sh PROBLEM...
#
# 1. items: on every valid case, testdata/<p>/tools/items splits the input into exactly as many
#    items as the oracle's output has lines; the first, middle and last item picked alone get
#    from the oracle exactly their line of the expected output; no reduction of the first item
#    is that item again; the case joined with itself gets the expected output twice.
# 2. attempts: every file in judge/tests/fixtures/attempts/<p>/ (C++, Python, PyPy, Java, Kotlin,
#    Rust, Go, JavaScript, C#; a `use: NAME` line picks the language, as USE= does) gets from the
#    judge the verdicts its `expect:` / `allow:` lines promise, and from make stress what its
#    `stress:` line says: `found` (a small counterexample of at most two items: a program may
#    fail on an item only after another) or `none`.
# 3. variants: make stress finds every wrong variant problems/<p>/variants/wa-*.c and shrinks it
#    to exactly one small item, and finds nothing in our solution problems/<p>/<p>.c.
# 4. make stress on our own solutions (findbug.sh --ours) can fail: with wa-sum-parity.c in the
#    place of uva10165's solution, it reports a counterexample shrunk to one scenario.
# 5. the languages table: JUDGE_LANGUAGES overrides ours by extension and adds to it; a missing
#    compiler is a one-line error naming the package to install, an unknown extension one that
#    points to CMD= (exit 2); a Java compile error shows no folder of the judge.
# Ends with "N passed, M failed". STRESS_SECONDS (default 5) bounds each search that must find
# nothing; a search that must find something gets 60 s (120 s for catmouse).
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
export BUILD=$build
quiet=${STRESS_SECONDS:-5}
[ $# -gt 0 ] || die_usage "usage: judge/tests/findbug-test.sh PROBLEM..."
mkdir -p "$build/findbug-test"
work=$(mktemp -d "$build/findbug-test/work.XXXXXX")
trap 'rm -rf "$work"' EXIT

bad() { fail "$1"; [ -s "$work/log" ] && tail -n 15 "$work/log" | sed 's/^/        | /'; return 0; }

# stress_check P FILE EXPECT SECONDS [ITEMS]: make stress on FILE must find a counterexample
# (found) of at most ITEMS items (default 1) and a few bytes, or none in SECONDS (none).
stress_check() {
  local p=$1 f=$2 want=$3 secs=$4 most=${5:-1} status=0 saved nitems size limit=64
  JUDGE_USE=$("$tools_bin/verdict" tag "$f" use) JUDGE_SOL=$f "$root/judge/findbug/findbug.sh" --own --seconds "$secs" --seed 1 "$p" >"$work/log" 2>&1 || status=$?
  local what="stress ${f#"$root"/}"
  if [ "$want" = none ]; then
    if [ "$status" = 0 ]; then ok "$what: no counterexample in $secs s ($(grep -Eo '[0-9]+ [a-z]+s checked' "$work/log"))"
    else bad "$what: must find nothing, exit $status"; fi
    return
  fi
  if [ "$status" != 1 ]; then bad "$what: must find a counterexample, exit $status"; return; fi
  saved=$root/$(sed -n 's/^saved: //p' "$work/log")
  nitems=$("$build/testdata/$p/tools/items" split <"$saved" | wc -l)
  size=$(wc -c <"$saved")
  [ "$p" = catmouse ] && limit=200
  if [ "$nitems" -gt "$most" ] || [ "$size" -gt "$limit" ]; then
    bad "$what: shrunk to $nitems items, $size bytes (want at most $most, and $limit bytes)"
  else
    ok "$what: $(grep -m1 -E '^[A-Z]+ on input' "$work/log" | cut -d, -f1); shrunk to $size bytes: $(tr '\r\n' '~|' <"$saved")"
  fi
}

for p in "$@"; do
  items=$build/testdata/$p/tools/items oracle_dir=$build/testdata/$p/tools
  echo "== $p"
  # --- 1. items ---
  why=''
  while IFS='|' read -r _ kind in out _ oracle_cmd; do
    [ "$kind" = valid ] || continue
    read -r -a oc <<<"$oracle_cmd"
    n=$("$items" split <"$in" | wc -l)
    [ "$n" = "$(wc -l <"$out")" ] || { why+=" $(basename "$in"): $n items, $(wc -l <"$out") answers;"; continue; }
    [ "$n" -gt 0 ] || continue
    [ "$(wc -c <"$in")" -le 2000000 ] || continue # the big ones: count only
    for k in 1 $(( (n + 1) / 2 )) "$n"; do
      "$items" pick "$k" <"$in" | "$oracle_dir/${oc[0]}" "${oc[@]:1}" >"$work/one" 2>/dev/null || true
      cmp -s "$work/one" <(sed -n "${k}p" "$out") || why+=" $(basename "$in") item $k alone is not line $k;"
    done
    # a reduction is never the input itself (or the shrinker would take it for ever); small
    # items only, as make stress shrinks (a 1000-node graph has 10^5 reductions)
    "$items" pick 1 <"$in" >"$work/one.in"
    rm -rf "$work/cand"; mkdir "$work/cand"
    [ "$(wc -c <"$work/one.in")" -gt 2000 ] || "$items" shrink "$work/cand" <"$work/one.in" >/dev/null
    for c in "$work/cand/"*.in; do
      if [ -f "$c" ] && cmp -s "$c" "$work/one.in"; then why+=" $(basename "$in") item 1: a reduction equal to it;"; break; fi
    done
    [ "$n" -le 50 ] || continue # astrgame allows at most 100 tests in one input
    "$items" join "$in" "$in" | "$oracle_dir/${oc[0]}" "${oc[@]:1}" >"$work/two" 2>/dev/null || true
    cmp -s "$work/two" <(cat "$out" "$out") || why+=" $(basename "$in") joined with itself;"
  done < <(cases "$p")
  if [ -z "$why" ]; then ok "$p: items split every valid case into its answers; picked and joined items keep them; reductions differ"
  else : >"$work/log"; bad "$p: items:$why"; fi

  # --- 2. attempts in other languages ---
  for f in "$root/judge/tests/fixtures/attempts/$p/"*; do
    [ -f "$f" ] || continue
    if JUDGE_USE=$("$tools_bin/verdict" tag "$f" use) "$root/judge/judging/judge.sh" --variant "$f" "$p" >"$work/log" 2>&1; then
      ok "judge ${f#"$root"/}: $(grep -Eo 'expects.*' "$work/log")"
    else
      bad "judge ${f#"$root"/}: not as its header says"
    fi
    want=$("$tools_bin/verdict" tag "$f" stress)
    case $want in
      # a user's program may keep state from one item to the next (a C++ stream left failed):
      # its smallest counterexample can need the item before the one it gets wrong
      found) stress_check "$p" "$f" found 60 2 ;;
      none) stress_check "$p" "$f" none "$quiet" ;;
      *) : >"$work/log"; bad "${f#"$root"/}: no 'stress: found|none' line" ;;
    esac
  done

  # --- 3. our wrong variants, and our solution ---
  for f in "$root/problems/$p/variants/"wa-*.c; do
    [ -f "$f" ] || continue
    secs=60; [ "$p" = catmouse ] && secs=120
    stress_check "$p" "$f" found "$secs"
  done
  stress_check "$p" "$root/problems/$p/$p.c" none 5
done

# --- 4. make stress on our own solutions can fail: a view of problems/ whose uva10165 solution is
# the wrong variant wa-sum-parity.c must be caught, shrunk and reported ---
mkdir -p "$work/view/uva10165"
cp "$root/problems/uva10165/problem.conf" "$work/view/uva10165/"
cp "$root/problems/uva10165/variants/wa-sum-parity.c" "$work/view/uva10165/uva10165.c"
status=0
JUDGE_PROBLEMS=$work/view "$root/judge/findbug/findbug.sh" --ours 20 uva10165 >"$work/log" 2>&1 || status=$?
if [ "$status" = 1 ] && grep -q '^0 passed, 1 failed$' "$work/log" && grep -q 'counterexample: tools/gen [0-9]* stress (WA)' "$work/log" &&
   grep -q '^        shrunk in [0-9]* steps to 1 scenario; WA' "$work/log"; then
  ok "make stress (ours) catches a wrong solution: $(grep -m1 -o 'counterexample: .*' "$work/log"), shrunk to one scenario"
else
  bad "make stress (ours) must catch wa-sum-parity.c as the solution (exit $status)"
fi

# --- 5. the languages table: a JUDGE_LANGUAGES line overrides ours for its extension (here a
# C++ line whose compiler is missing: one line naming the package, exit 2), and adds to ours
# (with a table of one new language, a .cpp is still judged as C++: an empty main, never AC);
# an unknown extension points to CMD=; a Java compile error names the class's file, never the
# judge's folders ---
langs() { # langs WANT WHAT FILE [TABLE]: judge FILE on the first problem, exit WANT, log in $work/log
  local status=0
  JUDGE_LANGUAGES=${4:-} JUDGE_SOL=$3 "$root/judge/judging/judge.sh" --own "$first" >"$work/log" 2>&1 || status=$?
  if [ "$status" = "$1" ]; then return 0; fi
  bad "$2 (exit $status, want $1)"; return 1
}
first=$1
grep '^cc cpp cxx ' "$root/judge/judging/languages.conf" | sed 's/| g++ /| no-such-compiler-x /' >"$work/languages.conf"
printf 'int main() {}\n' >"$work/a.cpp"
if langs 2 "a missing compiler" "$work/a.cpp" "$work/languages.conf"; then
  if [ "$(wc -l <"$work/log")" = 1 ] && grep -q "needs 'no-such-compiler-x': install the package g++" "$work/log"; then
    ok "a JUDGE_LANGUAGES line overrides ours: a missing compiler is one line naming the package, exit 2"
  else bad "a missing compiler should give one line naming the package"; fi
fi
printf 'zz | Zed | cat | coreutils | | | cat {src}\n' >"$work/more.conf"
if langs 1 "JUDGE_LANGUAGES must add to the shipped table" "$work/a.cpp" "$work/more.conf"; then
  if grep -q '^   C++, build: ' "$work/log"; then ok "JUDGE_LANGUAGES adds to the shipped table: with a table of one new language, a .cpp is judged as C++"
  else bad "JUDGE_LANGUAGES must add to the shipped table: a .cpp was not judged as C++"; fi
fi
printf 'x\n' >"$work/a.zig"
if langs 2 "an unknown extension" "$work/a.zig"; then
  if [ "$(wc -l <"$work/log")" = 1 ] && grep -q 'unknown language' "$work/log" && grep -q 'CMD=' "$work/log"; then
    ok "an unknown extension: one line that points to CMD=, exit 2"
  else bad "an unknown extension should give one line pointing to CMD="; fi
fi
if command -v javac >/dev/null; then
  printf 'public class Foo { int x = ; }\n' >"$work/broken.java"
  langs 1 "a Java compile error" "$work/broken.java" || true
  ce=$(grep -m1 '^  CE ' "$work/log" || true)
  if [[ $ce == "  CE Foo.java:1: error"* ]] && [[ $ce != *"$build"* ]]; then ok "a Java compile error names Foo.java, not the judge's folder: ${ce#  }"
  else bad "a Java compile error should name Foo.java and no folder of the judge: '$ce'"; fi
fi

finish
