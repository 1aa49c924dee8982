#!/usr/bin/env bash
# test.sh - game31's extra check: every claim of tools/explain, checked against the oracle.
#
# On the samples and `gen SEED stress` inputs, each explanation is parsed (awk) and every claim
# becomes a line for the oracle, which must agree:
#   answers   each "answer:" line equals the oracle's line;
#   cards     "may lay": every card left that keeps the total <= 31 is listed, with the right
#             total, and the oracle gives the claimed winner after it; the winning card is one of
#             them and wins for the player to move;
#   line      "best play": players alternate from the player to move, totals add up, every card
#             is still in the deck, every position on the line is won by the claimed winner
#             (oracle), and at the end no card left keeps the total <= 31.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
# shellcheck source=judge/explain-lib.sh
. "$root/judge/explain-lib.sh"
explain_setup game31 gen oracle explain
: >"$work/claims-bad"; : >"$work/queries"; : >"$work/expected"
check_input() { # check_input LABEL: explains $work/in and collects its claims
  explain_answers "$1"
  awk -v label="$1" -v bad="$work/claims-bad" -v q="$work/queries" -v e="$work/expected" '
    function ask(cards, who) { print cards >>q; print who >>e; asked++ }
    function fail(what) { print label ": " what ": " $0 >>bad }
    function setup(cards,  k, v) { for (v = 1; v <= 6; v++) left[v] = 4; total = 0
      for (k = 1; k <= length(cards); k++) { v = substr(cards, k, 1) + 0; left[v]--; total += v } }
    /^Line "/ { line = $0; sub(/^Line "/, "", line); sub(/".*/, "", line); setup(line)
                mover = length(line) % 2 ? "B" : "A" }
    /^  [AB] may lay: / { s = $0; sub(/^  . may lay: /, "", s); listed = 0; delete result
      while (match(s, /[1-6] \(total [0-9]+\): [AB] wins/)) {
        split(substr(s, RSTART, RLENGTH), f, /[ ():]+/); v = f[1] + 0
        if (f[3] + 0 != total + v || left[v] < 1) fail("card " v)
        result[v] = substr(f[4], 1, 1); ask(line v, result[v]); listed++; s = substr(s, RSTART + RLENGTH) }
      for (v = 1; v <= 6; v++) if (left[v] > 0 && total + v <= 31 && !(v in result)) fail("card " v " missing") }
    /wins by laying [1-6]:/ { match($0, /laying [1-6]/); v = substr($0, RSTART + 7, 1) + 0
      if (!(v in result) || result[v] != mover) fail("winning card") }
    /^  best play:/ { s = $0; sub(/^  best play:/, "", s); w = $0; sub(/ wins\.$/, "", w); w = substr(w, length(w), 1)
      cards = line; who = mover
      while (match(s, /[AB] [1-6] \([0-9]+\)/)) {
        split(substr(s, RSTART, RLENGTH), f, /[ ()]+/); v = f[2] + 0
        if (f[1] != who || left[v] < 1 || f[3] + 0 != total + v || total + v > 31) fail("illegal step " f[1] " " v)
        left[v]--; total += v; cards = cards v; ask(cards, w); who = (who == "A") ? "B" : "A"; s = substr(s, RSTART + RLENGTH) }
      for (v = 1; v <= 6; v++) if (left[v] > 0 && total + v <= 31) fail("the line ends while " v " fits")
      if (w == who) fail("the player left without a move is named the winner") }
  ' "$work/explained"
}
for c in sample-1 sample-openings edge-finished-games edge-every-card-busts; do
  cp "$root/testdata/game31/$c.in" "$work/in"; check_input "$c"
done
for seed in $(seq 1 100); do "$tools/gen" "$seed" stress >"$work/in"; check_input "gen $seed stress"; done
[ -s "$work/queries" ] || echo "no claim checked at all" >>"$work/claims-bad"
"$tools/oracle" <"$work/queries" | sed 's/.* //' >"$work/got"
paste -d' ' "$work/queries" "$work/expected" "$work/got" | awk '$2 != $3 { print "\"" $1 "\": explain says " $2 " wins, the oracle " $3 }' >"$work/oracle-bad"
report "$work/answers-bad" "game31: explain's answers = oracle (4 hand cases, gen 1..100 stress)"
report "$work/claims-bad" "game31: explain's card lists and lines of play are legal and complete"
report "$work/oracle-bad" "game31: the winner explain claims after each of $(wc -l <"$work/queries") cards = oracle"
finish
