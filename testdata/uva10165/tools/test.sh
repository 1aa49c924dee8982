#!/usr/bin/env bash
# test.sh - uva10165's extra check: every claim of tools/explain, checked apart from it.
#
# On `gen SEED stress` inputs (small piles, so the exhaustive oracle can search them):
#   answers   each "answer:" line equals the exhaustive oracle's answer;
#   arithmetic  each pile's binary is its value and the printed XOR is the XOR of the piles (awk);
#   moves     each "winning move: pile K from A to B" has A = pile K, B < A, and the position it
#             leaves is lost for the player to move according to the exhaustive oracle.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
# shellcheck source=judge/explain-lib.sh
. "$root/judge/explain-lib.sh"
explain_setup uva10165 gen oracle explain
: >"$work/arith-bad"; : >"$work/moves.in"
for seed in $(seq 1 200); do
  "$tools/gen" "$seed" stress >"$work/in"
  explain_answers "gen $seed stress"
  # arithmetic, and the positions after the winning moves (one scenario each) for the oracle
  awk -v seed="$seed" -v bad="$work/arith-bad" -v out="$work/moves.in" '
    function bits(s,  v, i) { v = 0; for (i = 1; i <= length(s); i++) v = 2 * v + substr(s, i, 1); return v }
    function xor(a, b,  r, p) { r = 0; p = 1; while (a || b) { if ((a % 2) != (b % 2)) r += p; a = int(a / 2); b = int(b / 2); p *= 2 } return r }
    /^Scenario / { n = 0; x = 0 }
    /^  pile [0-9]+: / { k = $2 + 0; v = $3; pile[k] = v; n = k; x = xor(x, v); if (bits($5) != v) print "gen " seed ": pile " k " binary" >>bad }
    /^  XOR: / { if ($2 != x || bits($4) != x) print "gen " seed ": XOR " $2 " but piles give " x >>bad }
    /^  winning move: / { k = $4; if (pile[k] != $6 || $8 >= $6) print "gen " seed ": move " $0 >>bad
                          pile[k] = $8; printf "%d\n", n >>out; for (i = 1; i <= n; i++) printf "%s ", pile[i] >>out; printf "\n" >>out }
  ' "$work/explained"
done
moves=$(grep -c '' "$work/moves.in" || true); moves=$((moves / 2))
echo 0 >>"$work/moves.in"
report "$work/answers-bad" "explain: answers = exhaustive oracle on gen 1..200 stress"
report "$work/arith-bad" "explain: binary and XOR lines are right on gen 1..200 stress"
"$tools/oracle" <"$work/moves.in" | grep -v '^No$' | head -n1 >"$work/moves-bad" || true
[ "$moves" -gt 0 ] || echo "no winning move printed" >"$work/moves-bad"
report "$work/moves-bad" "explain: each of the $moves printed winning moves leaves a position the oracle says is lost"
finish
