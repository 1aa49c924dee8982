#!/usr/bin/env bash
# Extra checks for marienbad (run by make test):
#   1. the two oracle modes agree on every position with i <= 2000 (2,003,001 pairs), so
#      'oracle big', used for every big case, is tied to the game itself;
#   2. every claim of tools/explain on `gen SEED stress` inputs (i <= 300), checked apart from it:
#      its answers equal the game table's (oracle); each Zeckendorf line is a sum of Fibonacci
#      numbers F_k (k >= 2, no two consecutive) equal to the number; each move "take K: leaves
#      <A, B>" is legal from the pair (K <= j, A = i - K, B = min(2K, A)), and the game table
#      says <A, B> is lost when the explainer says so, and that its smallest winning move is the
#      R of "the opponent takes R" otherwise.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
# shellcheck source=judge/explain-lib.sh
. "$root/judge/explain-lib.sh"
explain_setup marienbad gen oracle explain

if cmp -s <("$tools/gen" 0 all 2000 | "$tools/oracle") <("$tools/gen" 0 all 2000 | "$tools/oracle" big); then
  echo "  ok    marienbad: oracle = oracle big on every position with i <= 2000"; passed=$((passed + 1))
else
  echo "  FAIL  marienbad: oracle and oracle big disagree on some position with i <= 2000"; failed=$((failed + 1))
fi

: >"$work/claims-bad"; : >"$work/queries"; : >"$work/expected"
for seed in $(seq 1 200); do
  "$tools/gen" "$seed" stress >"$work/in"
  explain_answers "gen $seed stress"
  awk -v seed="$seed" -v bad="$work/claims-bad" -v q="$work/queries" -v e="$work/expected" '
    BEGIN { F[1] = 1; F[2] = 1; for (k = 3; k <= 40; k++) F[k] = F[k - 1] + F[k - 2] }
    function zeck(s,  eq, lhs, vals, idx, nv, ni, sum, t, prev, k) { # "x = a + b (F_p + F_q)"
      eq = index(s, " = "); lhs = substr(s, 1, eq - 1) + 0; s = substr(s, eq + 3)
      split(substr(s, 1, index(s, " (") - 1), vals, / \+ /); t = substr(s, index(s, "(") + 1)
      ni = split(substr(t, 1, index(t, ")") - 1), idx, / \+ /); nv = length(vals); sum = 0; prev = 999
      if (ni != nv) return "term count"
      for (k = 1; k <= nv; k++) {
        sub(/^F_/, "", idx[k]); idx[k] += 0
        if (F[idx[k]] != vals[k] + 0 || idx[k] < 2 || idx[k] > prev - 2) return "term " k
        prev = idx[k]; sum += vals[k]
      }
      return sum == lhs ? "" : "sum"
    }
    /^<[0-9]+, [0-9]+>: / { s = $0; gsub(/[<>,:]/, " ", s); split(s, f, " "); i = f[1] + 0; j = f[2] + 0 }
    /^  Zeckendorf: / { r = zeck(substr($0, 15)); if (r != "") print "gen " seed ": " r ": " $0 >>bad }
    /^    take [0-9]+: leaves / {
      s = $0; gsub(/[<>,:;]/, " ", s); split(s, f, " "); K = f[2] + 0; A = f[4] + 0; B = f[5] + 0
      if (K > j || A != i - K || B != (2 * K < A ? 2 * K : A)) print "gen " seed ": illegal: " $0 >>bad
      r = zeck(substr($0, index($0, "; ") + 2)); if (r != "") print "gen " seed ": " r ": " $0 >>bad
      print A, B >>q
      if ($0 ~ /lost for the opponent/) print 0 >>e
      else if (match($0, /the opponent takes [0-9]+ and wins/)) print substr($0, RSTART + 19, RLENGTH - 28) >>e
      else print "unparsed" >>e
    }' "$work/explained"
done
report "$work/answers-bad" "marienbad: explain's answers = the game table on gen 1..200 stress"
report "$work/claims-bad" "marienbad: explain's Zeckendorf lines and moves are right on gen 1..200 stress"
"$tools/oracle" <"$work/queries" >"$work/got"
: >"$work/table-bad"
paste -d' ' "$work/queries" "$work/expected" "$work/got" | awk '$3 != $4 { print "<" $1 ", " $2 ">: explain says " $3 ", the table " $4 }' >"$work/table-bad"
[ -s "$work/queries" ] || echo "no move claims printed" >"$work/table-bad"
report "$work/table-bad" "marienbad: the $(wc -l <"$work/queries") positions explain's moves leave have the value it claims (game table)"
finish
