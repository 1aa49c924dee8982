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
# For a problem with testdata/<p>/tools/play-check, the pictures and play (judge/lib/study.h) too:
#   play     on every input, items 1, 2 and the last (of a stress input, item 1): `explain --play K`
#            at the start and at the positions its first and its best move lead to, checked by
#            tools/play-check against the oracle's answer and the oracle's game code (its header
#            says how); and play-check can fail: with the first outcome flipped, it must exit 1;
#   svg      on the hand-written inputs, `explain --svg` is well-formed XML: for each item K in
#            order a line "<!-- item K -->" and one or two <svg> elements (python3's xml.etree).
# Ends with "N passed, M failed".
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
[ $# -gt 0 ] || die_usage "usage: judge/tests/explain-test.sh PROBLEM..."
seeds=${EXPLAIN_SEEDS:-100}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# plays IN ITEMS: for items 1, 2 and ITEMS of IN (ITEMS = 1: item 1 alone), "item K" and
# `explain --play K` at the start, then the same at the states of its first and best moves.
plays() {
  local k state
  for k in $(printf '%s\n' 1 2 "$2" | awk -v last="$2" '$1 <= last && !seen[$1]++'); do
    echo "item $k"
    "$tools/explain" --play "$k" <"$1" | tee "$work/play"
    for state in $(awk -F'\t' '$1 == "move" && (!first++ || $5 == "best") { print $3 }' "$work/play" | sort -u); do
      echo "item $k"
      "$tools/explain" --play "$k" "$state" <"$1"
    done
  done
}

# svg_check IN ITEMS: explain --svg on IN is XML, and for K = 1..ITEMS a marker then one or two <svg>s.
svg_check() {
  "$tools/explain" --svg <"$1" >"$work/svg" || { echo "explain --svg exits $?"; return 1; }
  python3 - "$work/svg" "$2" <<'PYTHON'
import sys, xml.etree.ElementTree as E
parser = E.XMLParser(target=E.TreeBuilder(insert_comments=True))
items = E.fromstring("<items>" + open(sys.argv[1]).read() + "</items>", parser)
pictures = []  # per item, in order: how many <svg> follow its marker
for node in items:
    if node.tag is E.Comment and node.text.strip() == "item %d" % (len(pictures) + 1): pictures.append(0)
    elif node.tag == "{http://www.w3.org/2000/svg}svg" and pictures: pictures[-1] += 1
    else: sys.exit("after item %d: %s" % (len(pictures), node.text if node.tag is E.Comment else node.tag))
if len(pictures) != int(sys.argv[2]) or not all(1 <= count <= 2 for count in pictures):
    sys.exit("%d items (%s pictures), not %s items of 1 or 2" % (len(pictures), sum(pictures), sys.argv[2]))
PYTHON
}

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
  answers_bad='' claims_bad='' inputs=0 claims=0 plays_bad='' svg_bad='' played=0 svgs=0
  study=0
  [ -x "$tools/play-check" ] && study=1
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
    [ "$study" = 1 ] || continue
    items=$(wc -l <"$work/answers")
    [[ $in == "$work"/* ]] && items=1 # a stress input: item 1 is enough
    plays "$in" "$items" >"$work/plays"
    if "$tools/play-check" "$work/plays" "$work/answers" <"$in" >"$work/count" 2>"$work/wrong"; then
      played=$((played + 1))
    else
      plays_bad+=" $label: $(head -n1 "$work/wrong");"
    fi
    if [ ! -f "$work/flipped.in" ]; then # the first input, for the check that play-check can fail
      cp "$in" "$work/flipped.in"
      cp "$work/answers" "$work/flipped.answers"
      awk -F'\t' -v OFS='\t' '!done && $1 == "outcome" { $2 = $2 == "win" ? "lose" : "win"; done = 1 } { print }' \
        "$work/plays" >"$work/flipped.plays"
    fi
    [[ $in == "$work"/* ]] && continue
    svgs=$((svgs + 1))
    svg_check "$in" "$(wc -l <"$work/answers")" >"$work/wrong" 2>&1 || svg_bad+=" $label: $(head -n1 "$work/wrong");"
  done <"$work/inputs"
  if [ -z "$answers_bad" ]; then ok "$p: explain's answers = the oracle's on $inputs inputs"
  else fail "$p: explain's answers differ from the oracle's on:$answers_bad"; fi
  if [ -n "$claims_bad" ]; then fail "$p: wrong claims on:$claims_bad"
  elif [ "$claims" = 0 ]; then fail "$p: no claim was checked at all"
  else ok "$p: $claims claims of explain on $inputs inputs, each checked by tools/claims with the game code"; fi
  if [ "$study" = 1 ]; then
    if [ -z "$plays_bad" ]; then ok "$p: play on $played inputs: outcomes and moves = the oracle's (tools/play-check)"
    else fail "$p: wrong play on:$plays_bad"; fi
    if ! "$tools/play-check" "$work/flipped.plays" "$work/flipped.answers" <"$work/flipped.in" >/dev/null 2>"$work/wrong"; then
      ok "$p: play-check rejects a flipped outcome ($(head -n1 "$work/wrong"))"
    else fail "$p: play-check takes a flipped outcome"; fi
    rm -f "$work/flipped.in"
    if [ -z "$svg_bad" ]; then ok "$p: explain --svg is well-formed SVG with every item's marker on $svgs inputs"
    else fail "$p: bad SVG on:$svg_bad"; fi
  fi
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
