#!/usr/bin/env bash
# explain-test.sh - every claim make explain prints is checked with the problem's own game code.
#
#   judge/tests/explain-test.sh PROBLEM...          (EXPLAIN_SEEDS=100 stress inputs per problem;
#                                                    make test takes 30)
#
# Inputs: the recipe's valid hand-written cases (up to 20 KB) and `gen SEED stress` for SEED in
# 1..EXPLAIN_SEEDS. On each, two checks per problem in all:
#   answers  explain's "answer:" lines are the oracle's first lines (explain stops after 20 items);
#   claims   `explain --claims` states the same explanation as facts, one per line, and
#            build/study/<p>/claims checks every one with the game code the oracles use (the
#            headers in problems/<p>/game/): move legality, values, lines of play, XORs, ... (each tool's
#            header says which). No game rule is re-implemented here.
# And claims can fail: for each row of problems/<p>/study/claims-wrong (what | input | claim | wrong),
# explain --claims on the input prints the claim, and with that line replaced by the wrong one
# claims exits 1 and names it first (an empty wrong drops the claim: then claims exits 1).
# Play and pictures (judge/lib/study.h), on the same inputs:
#   play     `explain --play K [STATE]` on every explained item of a hand case, from its start
#            along the line of perfect play (its `best` moves) for 3 positions; on the start of
#            EXPLAIN_PLAY_STRESS=2 items of a stress input; and on the start of the first, middle
#            and last item of each generated case of the recipe (any size; an item explain calls
#            "too big to play" is counted and shown): each position becomes a claim
#            `play K STATE win|lose [start]` and each move `play-move K STATE NEXT win|lose best|-`,
#            checked by the same claims tool after explain's own claims (their meaning is in each
#            claims.c): the position's outcome and every move's are the oracle's game code's, every
#            move is legal, and the start is the item's; claims-wrong rows may name these claims;
#   svg      `explain --svg` on each hand case is well-formed XML (python3's parser), one
#            "<!-- item K -->" marker per explained item in order, and `--svg-dir` writes one
#            K.svg per item.
# Ends with "N passed, M failed".
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
[ $# -gt 0 ] || die_usage "usage: judge/tests/explain-test.sh PROBLEM..."
seeds=${EXPLAIN_SEEDS:-100}
play_stress=${EXPLAIN_PLAY_STRESS:-2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
xml=1
need "the pictures' XML check" python3 python3 || xml=''

# all_claims IN DEPTH K...: explain's claims on IN, then the play claims of items K..., DEPTH
# positions each; a position explain cannot play becomes a claim no tool knows ("play-failed"),
# so it is reported, unless explain says the item is too big to play (counted in $work/too-big).
all_claims() {
  local in=$1 depth=$2 k step
  local -a state
  shift 2
  "$study/explain" --claims <"$in"
  for k in "$@"; do
    state=()
    for ((step = 0; step < depth; step++)); do
      if ! "$study/explain" --play "$k" "${state[@]}" <"$in" >"$work/play" 2>&1; then
        if grep -q 'too big to play' "$work/play"; then echo "$k" >>"$work/too-big"; break; fi
        echo "failed" >>"$work/play"
      fi
      # the claims, and the best move's position into $work/next (none: the game is over)
      awk -F'\t' -v k="$k" -v start=$((step == 0)) -v best="$work/next" 'BEGIN { printf "" >best }
        $1 == "state" { s = $2 }
        $1 == "outcome" { print "play", k, s, $2 (start ? " start" : ""); played = 1 }
        $1 == "move" { print "play-move", k, s, $3, $4, $5; if ($5 == "best") print $3 >best }
        END { if (!played) print "play-failed", k, s }' "$work/play"
      [ -s "$work/next" ] || break
      state=("$(cat "$work/next")")
    done
  done
}

# svg_check IN ITEMS: why explain's pictures of IN are wrong, or nothing.
svg_check() {
  local in=$1 items=$2
  "$study/explain" --svg <"$in" >"$work/svg" || { echo "explain --svg exits $?"; return; }
  [ -z "$xml" ] || { echo "<pictures>"; cat "$work/svg"; echo "</pictures>"; } |
    python3 -c 'import sys, xml.etree.ElementTree as x; x.parse(sys.stdin)' 2>&1 | tail -n1
  sed -n 's/^<!-- item \([0-9]*\) -->$/\1/p' "$work/svg" | cmp -s - <(seq "$items") || echo "its item markers are not 1..$items"
  rm -rf "$work/svg-dir" && mkdir "$work/svg-dir"
  "$study/explain" --svg-dir "$work/svg-dir" <"$in" >"$work/svg-out" || echo "explain --svg-dir exits $?"
  [ ! -s "$work/svg-out" ] || echo "explain --svg-dir writes to stdout"
  [ "$(find "$work/svg-dir" -name '*.svg' | wc -l)" = "$items" ] || echo "--svg-dir does not write $items files"
}

# problem_checks P: every check of P (side_by_side: nothing here is timed)
problem_checks() {
  local p=$1
  tools=$build/testdata/$p/tools study=$build/study/$p
  echo "== $p"
  if [ ! -x "$study/explain" ] || [ ! -x "$study/claims" ]; then fail "$p: build/study/$p/explain and claims must exist (make)"; return; fi
  # Every input to check, with the oracle that answers it: "file|oracle" per line.
  cases "$p" | awk -F'|' '$2 == "valid" && $5 == "hand" { print $3 "|" $6 }' >"$work/inputs"
  for ((seed = 1; seed <= seeds; seed++)); do
    "$tools/gen" "$seed" stress >"$work/stress-$seed.in"
    echo "$work/stress-$seed.in|oracle" >>"$work/inputs"
  done
  answers_bad='' claims_bad='' svg_bad='' inputs=0 claims=0 pictured=0
  while IFS='|' read -r in oracle; do
    [ "$(wc -c <"$in")" -le 20000 ] || continue
    inputs=$((inputs + 1)) label=${in#"$root"/}
    label=${label#"$work"/}
    read -r -a cmd <<<"$oracle"
    "$study/explain" <"$in" >"$work/explained"
    count=$(grep -c '^answer: ' "$work/explained" || true)
    "$tools/${cmd[0]}" "${cmd[@]:1}" <"$in" >"$work/answers" # not piped into head: an early close is a SIGPIPE
    if ! sed -n 's/^answer: //p' "$work/explained" | cmp -s - <(head -n "$count" "$work/answers"); then
      answers_bad+=" $label;"
    fi
    items=$(seq "$count") depth=3
    if [[ $in == "$work"/* ]]; then
      items=$(seq "$((count < play_stress ? count : play_stress))") depth=1
    else
      why=$(svg_check "$in" "$count" | tr "\n" " ")
      pictured=$((pictured + 1))
      [ -z "$why" ] || svg_bad+=" $label: $why;"
    fi
    # shellcheck disable=SC2086 # the items are words
    if all_claims "$in" "$depth" $items | "$study/claims" "$in" >"$work/count" 2>"$work/wrong"; then
      claims=$((claims + $(awk '{ print $1 }' "$work/count")))
    else
      claims_bad+=" $label: $(head -n1 "$work/wrong");"
    fi
  done <"$work/inputs"
  if [ -z "$answers_bad" ]; then ok "$p: explain's answers = the oracle's on $inputs inputs"
  else fail "$p: explain's answers differ from the oracle's on:$answers_bad"; fi
  if [ -n "$claims_bad" ]; then fail "$p: wrong claims on:$claims_bad"
  elif [ "$claims" = 0 ]; then fail "$p: no claim was checked at all"
  else ok "$p: $claims claims of explain and of its play on $inputs inputs, each checked by the claims checker with the game code"; fi
  # The start of the first, middle and last item of each generated case, against its .out's oracle.
  : >"$work/too-big"
  played_bad='' generated=0
  while IFS='|' read -r in out; do
    label=${in#"$build"/}
    if [ ! -f "$in" ] || [ ! -f "$out" ]; then played_bad+=" $label: not built (make data);"; continue; fi
    n=$(wc -l <"$out")
    [ "$n" -gt 0 ] || continue
    generated=$((generated + 1))
    # shellcheck disable=SC2046 # the items are words
    if ! all_claims "$in" 1 $(printf '%s\n' 1 $(((n + 1) / 2)) "$n" | sort -nu) | "$study/claims" "$in" >/dev/null 2>"$work/wrong"; then
      played_bad+=" $label: $(head -n1 "$work/wrong");"
    fi
  done < <(cases "$p" | awk -F'|' '$2 == "valid" && $5 != "hand" { print $3 "|" $4 }')
  if [ -n "$played_bad" ]; then fail "$p: wrong play claims on generated cases:$played_bad"
  else ok "$p: the start of the first, middle and last item of $generated generated cases played right ($(wc -l <"$work/too-big") too big to play)"; fi
  if [ -z "$svg_bad" ]; then ok "$p: explain's pictures are well-formed SVG, one per item, on $pictured hand cases"
  else fail "$p: explain's pictures are wrong on:$svg_bad"; fi
  [ -f "$problems_dir/$p/study/claims-wrong" ] || { fail "$p: no problems/$p/study/claims-wrong: nothing shows that claims can fail"; return; }
  while IFS='|' read -r what input claim wrong; do
    printf "$input" >"$work/in" # the table's input is written with printf escapes
    # shellcheck disable=SC2046 # the items are words
    all_claims "$work/in" 3 $(seq "$("$study/explain" <"$work/in" | grep -c '^answer: ')") >"$work/claims"
    status=0
    # the claim replaced by the wrong one, or dropped when there is none
    awk -v c="$claim" -v w="$wrong" '$0 == c { n++; if (w == "") next; $0 = w } { print } END { exit n != 1 }' \
      "$work/claims" >"$work/wrong" || { fail "$p: claims-wrong: explain --claims does not print '$claim' once"; continue; }
    "$study/claims" "$work/in" <"$work/wrong" >/dev/null 2>"$work/err" || status=$?
    if [ "$status" = 1 ] && { [ -z "$wrong" ] || grep -m1 '' "$work/err" | grep -F "claims: $wrong: " >/dev/null; }; then
      ok "$p: claims rejects $what ($(head -n1 "$work/err"))"
    else
      fail "$p: claims must reject $what with exit 1, naming '$wrong' first (exit $status: $(head -n1 "$work/err"))"
    fi
  done < <("$tools_bin/table" "$problems_dir/$p/study/claims-wrong" 4)
}

side_by_side problem_checks "$@"
finish
