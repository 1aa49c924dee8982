#!/usr/bin/env bash
# test.sh - astrgame's extra check: the two oracles must agree.
#
# oracle-interval writes the .out of the max cases, where the brute force cannot finish, so it
# must earn trust where both can run: on 300 `gen SEED stress` inputs and 100 somewhat larger
# random ones, its answers must equal those of the brute-force oracle exactly.
# Then every claim of tools/explain, checked apart from it, on the samples and `gen SEED stress`
# inputs: its answers equal the brute-force oracle's; each erasure is a word at the place named,
# and the pieces around it make up S; every occurrence of every word is listed (or counted in
# the cut note); each XOR is the XOR of the two values; the mex line is the mex of the listed
# XORs; and with the brute-force oracle in 'pieces' mode (the game itself on the multiset of
# pieces): the two pieces together are lost iff the XOR is 0, each piece alone iff its g is 0.
# Needs the built tools (make builds them into build/testdata/astrgame/tools/).
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
tools=${BUILD:-$root/build}/testdata/astrgame/tools
for t in gen oracle oracle-interval explain; do
  [ -x "$tools/$t" ] || { echo "test.sh: $tools/$t missing: run make first" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

passed=0 failed=0
check() { # check LABEL SEEDS GEN-ARGS...: both oracles on gen SEED GEN-ARGS for SEED in 1..SEEDS
  local label=$1 seeds=$2 seed; shift 2
  for seed in $(seq 1 "$seeds"); do
    "$tools/gen" "$seed" "$@" >"$work/in"
    "$tools/oracle" <"$work/in" >"$work/brute"
    "$tools/oracle-interval" <"$work/in" >"$work/interval"
    if ! cmp -s "$work/brute" "$work/interval"; then
      failed=$((failed + 1)); echo "  FAIL  $label: oracle and oracle-interval differ on gen $seed $*"; return
    fi
  done
  passed=$((passed + 1)); echo "  ok    $label: oracle-interval = brute-force oracle on gen 1..$seeds $*"
}
check stress 300 stress
check random 50 random 5 14 2 6 4
check one-letter 50 one-letter 5 1 20 3 6

# shellcheck source=judge/explain-lib.sh
. "$root/judge/explain-lib.sh"
: >"$work/answers-bad"; : >"$work/claims-bad"; : >"$work/pieces-bad"; checked=0
explain_check() { # explain_check LABEL: explains $work/in and checks its claims
  local q
  explain_answers "$1"
  rm -f "$work"/q.* "$work"/e.*
  awk -v label="$1" -v bad="$work/claims-bad" -v dir="$work" '
    function xor(a, b,  r, p) { r = 0; p = 1; while (a || b) { if ((a % 2) != (b % 2)) r += p; a = int(a / 2); b = int(b / 2); p *= 2 } return r }
    function fail(what) { print label ": " what ": " $0 >>bad }
    function ask(pieces, teddy) { nq++; qs[nq] = pieces; es[nq] = teddy ? "Teddy" : "Tracy" }
    function flush(  k, f) { if (!test || !nq) return
      f = dir "/q." test; print nq >f; for (k = 1; k <= nq; k++) { print qs[k] >f; print nw >f; for (w = 1; w <= nw; w++) print W[w] >f }
      close(f); f = dir "/e." test; for (k = 1; k <= nq; k++) print es[k] >f; close(f) }
    /^Test [0-9]+: / { flush(); test = $2 + 0; nq = 0; listed = 0; more = 0; delete xs
      S = $0; sub(/^Test [0-9]+: S = "/, "", S); sub(/".*/, "", S)
      ws = $0; sub(/.*words:/, "", ws); sub(/; Teddy.*/, "", ws); gsub(/"/, "", ws); nw = split(ws, W, " ")
      occ = 0; delete isword; for (w = 1; w <= nw; w++) { if (W[w] in isword) continue; isword[W[w]] = 1
        for (a = 1; a + length(W[w]) - 1 <= length(S); a++) occ += substr(S, a, length(W[w])) == W[w] } }
    /^    erase "/ { word = $2; gsub(/"/, "", word); split($4, at, /\.\.|:/)
      L = $0; sub(/^[^[]*\[/, "", L); R = L; sub(/\].*/, "", L); sub(/^[^[]*\[/, "", R); sub(/\].*/, "", R)
      match($0, /g=[0-9]+\) and/); ga = substr($0, RSTART + 2, RLENGTH - 7) + 0
      match($0, /g=[0-9]+\): XOR/); gb = substr($0, RSTART + 2, RLENGTH - 8) + 0
      match($0, /XOR [0-9]+/); x = substr($0, RSTART + 4) + 0
      if (!(word in isword) || L word R != S || at[1] != length(L) + 1 || at[2] != length(L word)) fail("not an erasure")
      if (x != xor(ga, gb)) fail("XOR")
      xs[x] = 1; listed++; ask(L "|" R, x != 0); ask(L "|", ga != 0); ask("|" R, gb != 0) }
    /^    \([0-9]+ more erasures/ { more = substr($1, 2) + 0 }
    /^  g\(S\) = mex / { if (listed + more != occ) fail("listed " listed + more " erasures of " occ)
      set = $0; sub(/.*\{/, "", set); sub(/\}.*/, "", set); k = split(set, v, /, /); delete inset
      for (i = 1; i <= k; i++) inset[v[i]] = 1
      for (m = 0; m in inset; m++) ; if (m != $NF + 0) fail("mex")
      if (!more) { for (i in xs) if (!(i in inset)) fail("XOR " i " missing"); if (length(xs) != k) fail("set") } }
    END { flush() }
  ' "$work/explained"
  for q in "$work"/q.*; do
    [ -e "$q" ] || continue
    checked=$((checked + $(head -n1 "$q")))
    "$tools/oracle" pieces <"$q" | cmp -s - "${q/q./e.}" || echo "$1: a piece value or a move differs from the brute force (test ${q##*.})" >>"$work/pieces-bad"
  done
}
for c in sample-1 trap-fearchop trap-pawpaw; do
  if [ -f "$root/testdata/astrgame/$c.in" ]; then cp "$root/testdata/astrgame/$c.in" "$work/in"; explain_check "$c"; fi
done
for seed in $(seq 1 100); do "$tools/gen" "$seed" stress >"$work/in"; explain_check "gen $seed stress"; done
[ "$checked" -gt 0 ] || echo "no claim checked at all" >>"$work/pieces-bad"
report "$work/answers-bad" "explain: answers = brute-force oracle (samples, gen 1..100 stress)"
report "$work/claims-bad" "explain: erasures, XORs, mex lines are right and every erasure is counted"
report "$work/pieces-bad" "explain: the $checked positions and pieces it values agree with the brute force on the pieces"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
