#!/usr/bin/env bash
# test.sh - uva10404's extra check: every claim of tools/explain, checked against the oracle.
#
# On `gen SEED stress` inputs (n <= 600) and the statement's sample, each explanation is parsed
# and every claim becomes a query to the oracle (the plain table), which must agree:
#   answers   each "answer:" line equals the oracle's;
#   table     each "ans[p] = X" entry, and each "p-s=q X" (s must be in S, q = p - s, and an
#             "every move loses" list must hold every s <= p);
#   period    "ans[a..a+M-1] = ans[b..b+M-1]" entry by entry, and "ans[n] = ans[r] = X";
#   line      "best play": every move is in S and legal, every move of the winner leaves a lost
#             position, the last position has no legal move, and the named winner moved last.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
# shellcheck source=judge/explain-lib.sh
. "$root/judge/explain-lib.sh"
explain_setup uva10404 gen oracle explain
: >"$work/claims-bad"; : >"$work/queries"; : >"$work/expected"
check_input() { # check_input LABEL: explains $work/in and collects its claims
  explain_answers "$1"
  awk -v label="$1" -v bad="$work/claims-bad" -v q="$work/queries" -v e="$work/expected" '
    function ask(p, x) { print p, game >>q; print x >>e; asked++ }
    function fail(what) { print label ": " what ": " $0 >>bad }
    function triples(s,  rest, a, k, p, m, parts) { # every "p-s=q X" in s; returns how many
      rest = s; k = 0
      while (match(rest, /[0-9]+-[0-9]+=[0-9]+ [WL]/)) {
        split(substr(rest, RSTART, RLENGTH), parts, /[-= ]/); p = parts[1]; m = parts[2]
        if (!(m in inS) || parts[3] != p - m) fail("bad move " m)
        ask(parts[3], parts[4]); k++; rest = substr(rest, RSTART + RLENGTH)
      }
      return k
    }
    /^Game [0-9]+: / { s = $0; sub(/.*S = \{/, "", s); sub(/\}.*/, "", s); ns = split(s, S, /, /)
                       delete inS; for (k = 1; k <= ns; k++) inS[S[k]] = 1
                       n = $4; sub(/,/, "", n); game = ns " " s; gsub(/,/, "", game) }
    /^  ans\[[0-9]+\] = [WL]: / { p = substr($1, 5) + 0; ask(p, substr($3, 1, 1)); k = triples($0)
                       if ($0 ~ /every move loses/) { c = 0; for (t = 1; t <= ns; t++) c += S[t] <= p; if (c != k) fail("not every move") } }
    /^  Period: ans\[/ { s = $0; gsub(/[^0-9]+/, " ", s); split(s, f, " ")
                       for (t = 0; f[1] + t <= f[2]; t++) { print f[1] + t, game >>q; print "same-as-next" >>e; print f[3] + t, game >>q; print "-" >>e } }
    /^  n = [0-9]+ = / { s = $0; sub(/.* so /, "", s); gsub(/[^0-9WL]+/, " ", s); split(s, f, " "); ask(f[1], f[3]); ask(f[2], f[3]) }
    /^  best play: / { s = substr($0, 14); sub(/:.*/, "", s); nm = split(s, f, / -|-> /)
                       # f: p0 s1 p1 s2 p2 ...; positions after the winners moves must be L
                       winner = ($0 ~ /Stan wins/) ? 0 : 1; moves = 0
                       for (t = 2; t < nm; t += 2) { if (!(f[t] in inS) || f[t - 1] - f[t] != f[t + 1] || f[t + 1] < 0) fail("illegal move")
                         if (moves % 2 == winner) ask(f[t + 1], "L"); moves++ }
                       last = f[nm]; for (t = 1; t <= ns; t++) if (S[t] <= last) fail("a move is left at the end")
                       if (moves % 2 != (winner == 0 ? 1 : 0)) fail("the named winner did not move last") }
    END { if (!asked) print label ": no claim" >>bad }
  ' "$work/explained"
}
cp "$root/testdata/uva10404/sample-1.in" "$work/in"; check_input sample-1
for seed in $(seq 1 150); do "$tools/gen" "$seed" stress >"$work/in"; check_input "gen $seed stress"; done
"$tools/oracle" <"$work/queries" | sed 's/^Stan wins$/W/; s/^Ollie wins$/L/' >"$work/got"
paste -d'|' "$work/queries" "$work/expected" "$work/got" | awk -F'|' '
  $2 == "same-as-next" { want = $3; next } $2 == "-" { if ($3 != want) print "period: ans[" $1 "] = " $3 " but the window said " want; next }
  $2 != $3 { print "ans[" $1 "]: explain says " $2 ", the oracle " $3 }' >"$work/table-bad"
report "$work/answers-bad" "uva10404: explain's answers = oracle (sample, gen 1..150 stress)"
report "$work/claims-bad" "uva10404: explain's moves, lists and lines are legal and complete"
report "$work/table-bad" "uva10404: the $(wc -l <"$work/queries") table entries, periods and line positions explain claims = oracle"
finish
