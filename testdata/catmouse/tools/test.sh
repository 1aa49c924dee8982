#!/usr/bin/env bash
# test.sh - catmouse's own checks (explain's claims are checked by judge/tests/explain-test.sh).
#  1. The LeetCode function alone: the part of problems/catmouse/catmouse.c above the driver
#     separator, called by problems/catmouse/function/driver.c (LeetCode's caller for C, the one
#     make judge puts a C file of yours in), under gcc -std=gnu11 -fsanitize=address,undefined
#     (LeetCode's setting), on every valid case of the recipe against its expected .out.
#  2. The two oracles agree: fixed-point iteration (oracle) and game-tree search with the
#     repetition rule (oracle-tree) on every graph of 3..6 nodes and on random 7-node graphs.
#  3. explain --play agrees with the game-tree search two moves deep: on random graphs of 3..7
#     nodes, `explain --play` at the start and at every position a mouse's move leads to; each
#     position a cat's reply leads to is made the start of a relabelled graph (tools/relabel), and
#     oracle-tree's answers on them must be the ones the replies' outcomes claim.
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
  sed "\\|^/\\* ==== stdin driver|,\$d" "$root/problems/$p/$p.c" >"$work/function.c"
  awk -v f="$work/function.c" '$0 == "{solution}" { while ((getline l < f) > 0) print l; next } { print }' \
    "$root/problems/$p/function/driver.c" >"$work/leetcode.c"
  asan=$(profile asan)
  # shellcheck disable=SC2086 # the profile's flags are words
  gcc -std=gnu11 -Wall -Wextra -Werror $asan \
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

"$tools/gen" 3 random 150 3 7 >"$work/play.in"
for ((k = 1; k <= 150; k++)); do
  echo "item $k"
  "$build/study/$p/explain" --play "$k" <"$work/play.in" | tee "$work/start"
  for state in $(awk -F'\t' '$1 == "move" { print $3 }' "$work/start"); do
    echo "item $k"
    "$build/study/$p/explain" --play "$k" "$state" <"$work/play.in"
  done
done >"$work/plays"
if ! "$tools/relabel" "$work/relabelled" "$work/plays" <"$work/play.in" >"$work/count" 2>"$work/err"; then
  fail "relabel on 150 random graphs: $(head -n1 "$work/err")"
elif [ ! -s "$work/relabelled.out" ]; then
  fail "relabel wrote no position"
elif "$tools/oracle-tree" <"$work/relabelled.in" >"$work/tree.out" && cmp -s "$work/tree.out" "$work/relabelled.out"; then
  ok "explain --play = oracle-tree at $(cat "$work/count") two moves deep, on 150 random graphs"
else
  fail "explain --play differs from oracle-tree two moves deep: $(cmp "$work/tree.out" "$work/relabelled.out")"
fi

finish
