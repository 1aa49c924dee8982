#!/usr/bin/env bash
# explain-test.sh - every claim make explain prints is checked with the problem's own game code.
#
#   judge/tests/explain-test.sh PROBLEM...          (EXPLAIN_SEEDS=100 stress inputs per problem)
#
# Inputs: the recipe's valid hand-written cases (up to 20 KB) and `gen SEED stress` for SEED in
# 1..EXPLAIN_SEEDS. On each, two checks per problem in all:
#   answers  explain's "answer:" lines are the oracle's first lines (explain stops after 20 items);
#   claims   `explain --claims` states the same explanation as facts, one per line, and
#            testdata/<p>/tools/claims checks every one with the game code the oracles use (the
#            header in tools/): move legality, values, lines of play, XORs, ... (each tool's
#            header says which). No game rule is re-implemented here.
# And claims can fail: for each row of testdata/<p>/claims-wrong (what | input | claim | wrong),
# explain --claims on the input prints the claim, and with that line replaced by the wrong one
# claims exits 1 and names it first (an empty wrong drops the claim: then claims exits 1).
# Ends with "N passed, M failed".
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
[ $# -gt 0 ] || die_usage "usage: judge/tests/explain-test.sh PROBLEM..."
seeds=${EXPLAIN_SEEDS:-100}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for p in "$@"; do
  tools=$build/testdata/$p/tools
  echo "== $p"
  if [ ! -x "$tools/explain" ] || [ ! -x "$tools/claims" ]; then fail "$p: tools/explain and tools/claims must exist"; continue; fi
  # Every input to check, with the oracle that answers it: "file|oracle" per line.
  cases "$p" | awk -F'|' '$2 == "valid" && $5 == "hand" { print $3 "|" $6 }' >"$work/inputs"
  for ((seed = 1; seed <= seeds; seed++)); do
    "$tools/gen" "$seed" stress >"$work/stress-$seed.in"
    echo "$work/stress-$seed.in|oracle" >>"$work/inputs"
  done
  answers_bad='' claims_bad='' inputs=0 claims=0
  while IFS='|' read -r in oracle; do
    [ "$(wc -c <"$in")" -le 20000 ] || continue
    inputs=$((inputs + 1)) label=${in#"$root"/}
    label=${label#"$work"/}
    read -r -a cmd <<<"$oracle"
    "$tools/explain" <"$in" >"$work/explained"
    count=$(grep -c '^answer: ' "$work/explained" || true)
    "$tools/${cmd[0]}" "${cmd[@]:1}" <"$in" >"$work/answers" # not piped into head: an early close is a SIGPIPE
    if ! sed -n 's/^answer: //p' "$work/explained" | cmp -s - <(head -n "$count" "$work/answers"); then
      answers_bad+=" $label;"
    fi
    if "$tools/explain" --claims <"$in" | "$tools/claims" "$in" >"$work/count" 2>"$work/wrong"; then
      claims=$((claims + $(awk '{ print $1 }' "$work/count")))
    else
      claims_bad+=" $label: $(head -n1 "$work/wrong");"
    fi
  done <"$work/inputs"
  if [ -z "$answers_bad" ]; then ok "$p: explain's answers = the oracle's on $inputs inputs"
  else fail "$p: explain's answers differ from the oracle's on:$answers_bad"; fi
  if [ -n "$claims_bad" ]; then fail "$p: wrong claims on:$claims_bad"
  elif [ "$claims" = 0 ]; then fail "$p: no claim was checked at all"
  else ok "$p: $claims claims of explain on $inputs inputs, each checked by tools/claims with the game code"; fi
  [ -f "$testdata_dir/$p/claims-wrong" ] || { fail "$p: no testdata/$p/claims-wrong: nothing shows that claims can fail"; continue; }
  while IFS='|' read -r what input claim wrong; do
    printf "$input" >"$work/in" # the table's input is written with printf escapes
    "$tools/explain" --claims <"$work/in" >"$work/claims"
    status=0
    # the claim replaced by the wrong one, or dropped when there is none
    awk -v c="$claim" -v w="$wrong" '$0 == c { n++; if (w == "") next; $0 = w } { print } END { exit n != 1 }' \
      "$work/claims" >"$work/wrong" || { fail "$p: claims-wrong: explain --claims does not print '$claim' once"; continue; }
    "$tools/claims" "$work/in" <"$work/wrong" >/dev/null 2>"$work/err" || status=$?
    if [ "$status" = 1 ] && { [ -z "$wrong" ] || grep -m1 '' "$work/err" | grep -F "claims: $wrong: " >/dev/null; }; then
      ok "$p: claims rejects $what ($(head -n1 "$work/err"))"
    else
      fail "$p: claims must reject $what with exit 1, naming '$wrong' first (exit $status: $(head -n1 "$work/err"))"
    fi
  done < <("$tools_bin/table" "$testdata_dir/$p/claims-wrong" 4)
done
finish
