#!/bin/bash
# Extra checks for catmouse, run by `make test` with ROOT (repo root) and BUILD (build dir).
#  1. The LeetCode function alone: the part of problems/catmouse/catmouse.c above the driver
#     separator, plus tools/leetcode_main.c.in, under gcc -std=gnu11 -fsanitize=address,undefined
#     (LeetCode's setting), on every valid case of the recipe against its expected .out.
#  2. The two oracles agree: fixed-point iteration (oracle) and game-tree search with the
#     repetition rule (oracle-tree) on every graph of 3..6 nodes and on random 7-node graphs.
#  3. Every claim of tools/explain, checked apart from it, on the samples, the traps and
#     `gen SEED stress` inputs: the graph it shows is the input; its answers equal the oracle's;
#     the line of play alternates from the mouse, every move follows an edge from the mover's node
#     (the cat never into 0), and it ends as claimed (a win: the hole or a catch, after the claimed
#     number of moves; a draw: the position named repeats); and every position on the line with
#     the mouse to move has the claimed outcome by the oracle, asked on the graph relabelled so
#     that the mouse is on 1 and the cat on 2.
set -euo pipefail
export LC_ALL=C
ROOT=${ROOT:-$(cd "$(dirname "$0")/../../.." && pwd)}
BUILD=${BUILD:-$ROOT/build}
P=catmouse
DATA=$ROOT/testdata/$P
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0
check() { # name, status of the check (0 = pass)
    if [ "$2" -eq 0 ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL $1"
    fi
}

SEPARATOR='/* ==== stdin driver (not part of the LeetCode submission) ==== */'
if ! grep -qxF "$SEPARATOR" "$ROOT/problems/$P/$P.c"; then
    echo "FAIL no driver separator line in problems/$P/$P.c"
    echo "0 passed, 1 failed"
    exit 1
fi
sed "\\|^/\\* ==== stdin driver|,\$d" "$ROOT/problems/$P/$P.c" > "$WORK/leetcode.c"
cat "$DATA/tools/leetcode_main.c.in" >> "$WORK/leetcode.c"
gcc -std=gnu11 -O1 -g -Wall -Wextra -Werror -fsanitize=address,undefined -fno-sanitize-recover=all \
    "$WORK/leetcode.c" -o "$WORK/leetcode"
while IFS='|' read -r name input _; do
    name=${name//[[:space:]]/}
    input=${input#"${input%%[![:space:]]*}"}
    case $name in '' | '#'* | bad-*) continue ;; esac
    if [ "${input%% *}" = hand ]; then dir=$DATA; else dir=$BUILD/testdata/$P; fi
    if [ ! -f "$dir/$name.in" ] || [ ! -f "$dir/$name.out" ]; then
        check "leetcode-function $name (missing $dir/$name.in or .out: run make testdata)" 1
        continue
    fi
    status=0
    "$WORK/leetcode" < "$dir/$name.in" > "$WORK/got" 2> "$WORK/err" || status=1
    cmp -s "$WORK/got" "$dir/$name.out" || status=1
    [ "$status" -eq 0 ] || head -3 "$WORK/err"
    check "leetcode-function $name" "$status"
done < "$DATA/recipe"

for tool in gen oracle oracle-tree; do
    gcc -std=c99 -O2 -Wall -Wextra -Werror -pedantic -I"$ROOT/judge/include" \
        "$DATA/tools/$tool.c" -o "$WORK/$tool"
done
"$WORK/gen" 1 all 3 6 > "$WORK/all.in"
"$WORK/gen" 2 random 2000 7 7 > "$WORK/random7.in"
for input in all random7; do
    status=0
    "$WORK/oracle" < "$WORK/$input.in" > "$WORK/fixed-point.out" || status=1
    "$WORK/oracle-tree" < "$WORK/$input.in" > "$WORK/tree.out" || status=1
    cmp -s "$WORK/fixed-point.out" "$WORK/tree.out" || status=1
    check "oracles agree on $input ($(wc -l < "$WORK/tree.out") graphs)" "$status"
done

: >"$WORK/claims-bad"; : >"$WORK/relabelled"; : >"$WORK/expected"; answers_ok=0
explain_check() { # explain_check LABEL INPUT
    local count
    "$BUILD/testdata/$P/tools/explain" <"$2" >"$WORK/explained"
    count=$(grep -c '^answer: ' "$WORK/explained" || true)
    if ! sed -n 's/^answer: //p' "$WORK/explained" | cmp -s - <("$WORK/oracle" <"$2" | head -n "$count"); then
        echo "$1: answers differ" >>"$WORK/claims-bad"
    fi
    if [ "$count" -eq "$(grep -c '' <("$WORK/oracle" <"$2"))" ] &&
        ! cmp -s <(sed -n 's/^Graph [0-9]*: [0-9]* nodes: //p' "$WORK/explained" | tr -d '\n') <(tr -d ' \t\r\n' <"$2"); then
        echo "$1: the graphs shown are not the input" >>"$WORK/claims-bad"
    fi
    answers_ok=$((answers_ok + count))
    awk -v label="$1" -v bad="$WORK/claims-bad" -v rel="$WORK/relabelled" -v wantf="$WORK/expected" '
        function fail(what) { print label ": graph " g ": " what ": " $0 >>bad }
        function ask(m, c, want,  P, Q, u, k, t, s, y) { # the graph relabelled: m -> 1, c -> 2, 0 stays
            for (u = 0; u < n; u++) P[u] = u
            t = P[m]; P[m] = P[1]; P[1] = t
            for (u = 0; u < n; u++) if (P[u] == 2) y = u
            t = P[c]; P[c] = P[y]; P[y] = t
            for (u = 0; u < n; u++) Q[P[u]] = u
            s = "["; for (v = 0; v < n; v++) { u = Q[v]; s = s (v ? "," : "") "["
                for (k = 1; k <= deg[u]; k++) s = s (k > 1 ? "," : "") P[adj[u, k]]
                s = s "]" }
            print s "]" >>rel; print want >>wantf }
        function finish() { if (!g) return
            if (outcome == 0) { if (!(rep in state) || state[rep] != cur) fail("the repeated position") }
            else { if (!cut && moves != claimed) fail("moves " moves " != " claimed)
                   if (cut && cutlen != claimed) fail("length")
                   if ((outcome == 1 && !(mouse == 0)) || (outcome == 2 && mouse != cat)) fail("the end") } }
        /^Graph [0-9]+: / { finish(); g = $2 + 0; n = $3 + 0; s = $5; gsub(/^\[\[|\]\]$/, "", s); k = split(s, lists, /\],\[/)
            if (k != n) fail("lists")
            for (u = 0; u < n; u++) { deg[u] = split(lists[u + 1], nb, /,/); for (i = 1; i <= deg[u]; i++) { adj[u, i] = nb[i]; edge[g, u, nb[i]] = 1 } }
            mouse = 1; cat = 2; turn = 0; moves = 0; cut = 0; claimed = -1; outcome = -1; delete state; state[0] = "1 2 0" }
        /^  Outcome: the mouse wins/ { outcome = 1; match($0, /in [0-9]+ move/); claimed = substr($0, RSTART + 3, RLENGTH - 8) + 0 }
        /^  Outcome: the cat wins/ { outcome = 2; match($0, /in [0-9]+ move/); claimed = substr($0, RSTART + 3, RLENGTH - 8) + 0 }
        /^  Outcome: a draw/ { outcome = 0 }
        /^    [0-9]+\. (mouse|cat) [0-9]+ -> [0-9]+/ { k = $1 + 0; who = $2; a = $3 + 0; b = $5 + 0; sub(/:.*/, "", b)
            if (k != moves + 1 || (who == "mouse") != (turn == 0) || a != (turn ? cat : mouse) || !edge[g, a, b] || (turn && b == 0)) fail("illegal move")
            if (turn) cat = b; else mouse = b; turn = !turn; moves = k; cur = mouse " " cat " " turn; state[moves] = cur
            if ($0 ~ /reaches the hole/ && mouse != 0) fail("no hole"); if ($0 ~ /catches/ && mouse != cat) fail("no catch")
            if (mouse != 0 && mouse != cat && turn == 0) ask(mouse, cat, outcome) }
        /^    \([0-9]+ more moves/ { cut = 1; match($0, /after [0-9]+/); cutlen = substr($0, RSTART + 6, RLENGTH - 6) + 0 }
        /^  The position after move/ { rep = $NF; gsub(/[^0-9]/, "", rep); rep += 0
            if (!(rep in state)) { match($0, /one after move [0-9]+/); rep = substr($0, RSTART + 15, RLENGTH - 15) + 0 } }
        /^answer: / { finish(); g = 0 }
    ' "$WORK/explained"
}
for c in sample-1 sample-2 trap-statement-1 trap-statement-2 trap-statement-3 trap-memo-5-nodes trap-cat-needs-30-moves trap-cat-needs-40-moves trap-mouse-needs-49-moves draws-small; do
    explain_check "$c" "$DATA/$c.in"
done
for seed in $(seq 1 150); do
    "$WORK/gen" "$seed" stress >"$WORK/stress.in"
    explain_check "gen $seed stress" "$WORK/stress.in"
done
[ -s "$WORK/relabelled" ] || echo "no position checked" >>"$WORK/claims-bad"
"$WORK/oracle" <"$WORK/relabelled" >"$WORK/relabelled.out" || echo "the oracle refused a relabelled graph" >>"$WORK/claims-bad"
paste -d' ' "$WORK/expected" "$WORK/relabelled.out" | awk '$1 != $2 { print "position " NR ": explain says " $1 ", the oracle " $2 }' >>"$WORK/claims-bad"
if [ -s "$WORK/claims-bad" ]; then head -n 3 "$WORK/claims-bad"; fi
label="explain: $answers_ok answers, their lines of play and $(wc -l <"$WORK/relabelled") positions on them agree with the oracle"
check "$label" "$(wc -l <"$WORK/claims-bad")"
[ -s "$WORK/claims-bad" ] || echo "  ok    $label"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
