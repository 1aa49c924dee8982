#!/usr/bin/env bash
# test.sh - catmouse's own checks (explain's claims are checked by judge/tests/explain-test.sh).
#  1. The LeetCode function alone: the part of problems/catmouse/catmouse.c above the driver
#     separator, plus tools/leetcode_main.c.in, under gcc -std=gnu11 -fsanitize=address,undefined
#     (LeetCode's setting), on every valid case of the recipe against its expected .out.
#  2. The two oracles agree: fixed-point iteration (oracle) and game-tree search with the
#     repetition rule (oracle-tree) on every graph of 3..6 nodes and on random 7-node graphs.
# Needs the built tools and test data (make all; make data for the generated cases).
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../../../judge/lib/common.sh"
p=catmouse
tools=$build/testdata/$p/tools
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

separator='/* ==== stdin driver (not part of the LeetCode submission) ==== */'
if grep -qxF "$separator" "$root/problems/$p/$p.c"; then
  sed "\\|^/\\* ==== stdin driver|,\$d" "$root/problems/$p/$p.c" >"$work/leetcode.c"
  cat "$root/testdata/$p/tools/leetcode_main.c.in" >>"$work/leetcode.c"
  gcc -std=gnu11 -O1 -g -Wall -Wextra -Werror -fsanitize=address,undefined -fno-sanitize-recover=all \
    -I"$build/include/$p" "$work/leetcode.c" -o "$work/leetcode"
  while IFS='|' read -r name kind in out _; do
    [ "$kind" = valid ] || continue
    if [ ! -f "$in" ] || [ ! -f "$out" ]; then
      fail "leetcode-function $name: missing ${in#"$root"/} or its .out (run make data)"
    elif "$work/leetcode" <"$in" >"$work/got" 2>"$work/err" && cmp -s "$work/got" "$out"; then
      ok "leetcode-function $name"
    else
      fail "leetcode-function $name: $(head -n1 "$work/err")"
    fi
  done < <(cases "$p")
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

finish
