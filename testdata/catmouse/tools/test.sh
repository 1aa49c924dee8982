#!/usr/bin/env bash
# test.sh - catmouse's own checks (explain's claims are checked by judge/tests/explain-test.sh).
#  1. The LeetCode function alone: the part of problems/catmouse/catmouse.c above the driver
#     separator, plus tools/leetcode_main.c.in, under gcc -std=gnu11 -fsanitize=address,undefined
#     (LeetCode's setting), on every valid case of the recipe against its expected .out.
#  2. The two oracles agree: fixed-point iteration (oracle) and game-tree search with the
#     repetition rule (oracle-tree) on every graph of 3..6 nodes and on random 7-node graphs.
#  3. tools/claims can fail: a claim of explain's made wrong must make it exit 1.
# Needs the built tools and test data (make all; make data for the generated cases).
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
BUILD=${BUILD:-$root/build}
p=catmouse
tools=$BUILD/testdata/$p/tools
for t in gen oracle oracle-tree explain claims; do
  [ -x "$tools/$t" ] || { echo "test.sh: $tools/$t missing: run make all first" >&2; exit 2; }
done
[ -x "$BUILD/judge/table" ] || { echo "test.sh: $BUILD/judge/table missing: run make all first" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

passed=0 failed=0
ok() { passed=$((passed + 1)); echo "  ok    $1"; }
fail() { failed=$((failed + 1)); echo "  FAIL  $1"; }

separator='/* ==== stdin driver (not part of the LeetCode submission) ==== */'
if grep -qxF "$separator" "$root/problems/$p/$p.c"; then
  sed "\\|^/\\* ==== stdin driver|,\$d" "$root/problems/$p/$p.c" >"$work/leetcode.c"
  cat "$root/testdata/$p/tools/leetcode_main.c.in" >>"$work/leetcode.c"
  gcc -std=gnu11 -O1 -g -Wall -Wextra -Werror -fsanitize=address,undefined -fno-sanitize-recover=all \
    -I"$BUILD/include/$p" "$work/leetcode.c" -o "$work/leetcode"
  "$BUILD/judge/table" --recipe "$root/testdata/$p/recipe" "$root/testdata/$p" "$BUILD/testdata/$p" >"$work/cases"
  while IFS='|' read -r name kind in out _; do
    [ "$kind" = valid ] || continue
    if [ ! -f "$in" ] || [ ! -f "$out" ]; then
      fail "leetcode-function $name: missing ${in#"$root"/} or its .out (run make data)"
    elif "$work/leetcode" <"$in" >"$work/got" 2>"$work/err" && cmp -s "$work/got" "$out"; then
      ok "leetcode-function $name"
    else
      fail "leetcode-function $name: $(head -n1 "$work/err")"
    fi
  done <"$work/cases"
else
  fail "no driver separator line in problems/$p/$p.c"
fi

"$tools/gen" 1 all 3 6 >"$work/all.in"
"$tools/gen" 2 random 2000 7 7 >"$work/random7.in"
for input in all random7; do
  if "$tools/oracle" <"$work/$input.in" >"$work/fixed-point.out" &&
    "$tools/oracle-tree" <"$work/$input.in" >"$work/tree.out" &&
    cmp -s "$work/fixed-point.out" "$work/tree.out"; then
    ok "oracles agree on $input ($(wc -l <"$work/tree.out") graphs)"
  else
    fail "oracles differ on $input"
  fi
done

# sample-2's mouse reaches the hole in one move; the claim that it is caught must be refused.
sample=$root/testdata/$p/sample-2.in
"$tools/explain" --claims <"$sample" >"$work/claims"
sed 's/^hole$/catch/' "$work/claims" >"$work/corrupted"
status=0
"$tools/claims" "$sample" <"$work/claims" >/dev/null 2>&1 || status=$?
if [ "$status" != 0 ]; then
  fail "claims: explain's own claims on sample-2 are refused (exit $status)"
elif cmp -s "$work/claims" "$work/corrupted"; then
  fail "claims: no hole claim to corrupt in sample-2's claims"
else
  status=0
  "$tools/claims" "$sample" <"$work/corrupted" >/dev/null 2>"$work/err" || status=$?
  if [ "$status" = 1 ] && grep -q '^claims: catch: ' "$work/err"; then
    ok "claims: a wrong end of the line on sample-2 is caught (exit 1)"
  else
    fail "claims: a wrong end of the line on sample-2 gives exit $status"
  fi
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
