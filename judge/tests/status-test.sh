#!/usr/bin/env bash
# status-test.sh - the exit statuses the README promises, through the very commands it shows
# (README.md, "Exit status"); make test runs it.
#
#   judge/tests/status-test.sh
#
# make judge / make stress: 0 when all is as expected, 2 for anything else (GNU make's status for
# a failed recipe, whatever the script said). The scripts behind them, for scripting:
#   JUDGE_SOL=FILE build/judge/judge --own P           0 all AC, 1 not, 2 usage, 3 harness error
#   JUDGE_SOL=FILE build/judge/stress --own ... P      1 counterexample, 0 none, 2 usage, 3 harness
# Each status is provoked by a cause that can give only it: a correct and a wrong C++ attempt
# (uva10165, judge/tests/fixtures/attempts/ and online/), a missing file, a missing FROM= and a bad SECONDS, a runner that
# cannot run (JUDGE_RUN=/bin/false) and an oracle that fails (a view of problems/ whose
# stress_oracle is the generator, which wants arguments and exits 2). Then each file of
# judge/tests/fixtures/online/<p>/, judged as its problem's original judge judges (README.md, "As
# its judge would judge it"): one tagged `online: AC` exits 0, its line of the cases beyond the
# judge's view names the failure its `beyond:` tag gives, and VIEW=all (every case) says 1; one
# tagged `online: WA`, a wrong file of the same kind, exits 1: caught inside the view; one of
# catmouse's with no main (a LeetCode Solution) is said to be called as LeetCode calls it. Ends
# with "N passed, M failed".
set -uo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
export BUILD=$build
need_tools run verdict conf table shrink
mkdir -p "$build/status-test"
work=$(mktemp -d "$build/status-test/work.XXXXXX")
trap 'rm -rf "$work"' EXIT
attempts=$root/judge/tests/fixtures/attempts/uva10165
good=$attempts/ac-xor.cpp wrong=$attempts/wa-int32-piles.cpp
# wrong inside UVa's view too (wa-int32-piles.cpp is wrong only beyond it: UVa accepts it)
wrong_view=$root/judge/tests/fixtures/online/uva10165/wa-int-piles-sum-parity.c
need_lang "the exit statuses (of make judge on C++ attempts)" "$good" || { finish; exit; }

# expect WANT WHAT COMMAND...: COMMAND (quiet) must exit with WANT.
expect() {
  local want=$1 what=$2 status=0
  shift 2
  "$@" >"$work/log" 2>&1 || status=$?
  if [ "$status" = "$want" ]; then ok "exit $want: $what"
  else fail "$what: exit $status, want $want"; sed 's/^/        | /' "$work/log" | tail -n 5; fi
}
make_() { make -s --no-print-directory -C "$root" "$@"; }

expect 0 "make judge P=uva10165 SOL=<correct>" make_ judge P=uva10165 SOL="$good"
expect 2 "make judge P=uva10165 SOL=<wrong> (make's own status)" make_ judge P=uva10165 SOL="$wrong_view"
expect 2 "make judge P=uva10165 SOL=<missing file>" make_ judge P=uva10165 SOL="$work/missing.cpp"

expect 0 "judge --own, a correct attempt" env JUDGE_SOL="$good" "$tools_bin/judge" --own uva10165
expect 1 "judge --own, a wrong attempt" env JUDGE_SOL="$wrong_view" "$tools_bin/judge" --own uva10165
expect 0 "judge --own, an attempt wrong only beyond UVa's view" env JUDGE_SOL="$wrong" "$tools_bin/judge" --own uva10165
expect 1 "judge --own, the same, VIEW=all" env VIEW=all JUDGE_SOL="$wrong" "$tools_bin/judge" --own uva10165
expect 2 "judge --own, a missing file" env JUDGE_SOL="$work/missing.cpp" "$tools_bin/judge" --own uva10165
expect 2 "judge --own, a problem that does not exist" env JUDGE_SOL="$good" "$tools_bin/judge" --own no-such-problem
expect 3 "judge --own, a runner that cannot run" env JUDGE_RUN=/bin/false JUDGE_SOL="$good" "$tools_bin/judge" --own uva10165

online=$root/judge/tests/fixtures/online
for f in "$online"/*/*; do
  p=$(basename "$(dirname "$f")") name=${f#"$online"/}
  want=$("$tools_bin/verdict" tag "$f" online) beyond=$("$tools_bin/verdict" tag "$f" beyond)
  need_lang "$name, judged as its judge would" "$f" || continue
  # a file with no main of a problem whose judge calls a function is built inside its caller
  called=''
  [ ! -d "$root/problems/$p/function" ] || grep -Eq 'main *\(|stdin' "$f" || called="called as $(problem_conf "$p" judge) calls it, by problems/$p/function/driver.${f##*.}"
  if [ "$want" = AC ]; then
    expect 0 "judge --own, $name: accepted as its judge would" env JUDGE_SOL="$f" "$tools_bin/judge" --own "$p"
  else
    expect 1 "judge --own, $name: caught inside its judge's view" env JUDGE_SOL="$f" "$tools_bin/judge" --own "$p"
    ! grep -q '^  CE ' "$work/log" || fail "$name: a compile error, not caught by a case: $(grep -m1 '^  CE ' "$work/log")"
  fi
  [ -z "$called" ] || if grep -qF "   a function, no main: $called" "$work/log"; then ok "$name: a function, $called"
  else fail "$name: not said to be $called"; fi
  if [ "$want" = AC ]; then
    if grep '^  beyond .*'"'"'s limits: ' "$work/log" | grep -qF "$beyond ("; then ok "$name: beyond its judge's limits, $beyond"
    else fail "$name: no line beyond its judge's limits naming $beyond"; grep '^  beyond ' "$work/log" | sed 's/^/        | /'; fi
    expect 1 "judge --own, $name, VIEW=all: not accepted on every case" env VIEW=all JUDGE_SOL="$f" "$tools_bin/judge" --own "$p"
  fi
done
# JSON=: the submission's verdict is the judge's, each case beyond its view says why
JUDGE_JSON=$work/view.json JUDGE_SOL=$online/game31/ac-skips-empty-lines.cpp "$tools_bin/judge" --own game31 >/dev/null 2>&1
if [ "$(jq -r '.submissions[0].verdict' "$work/view.json")" = AC ] &&
   jq -e '.submissions[0].cases | map(select(.name == "edge-empty-table"))[0].beyond | test("empty line")' "$work/view.json" >/dev/null &&
   jq -e '.submissions[0].cases | map(select(.name == "sample-1"))[0] | has("beyond") | not' "$work/view.json" >/dev/null; then
  ok "JSON=: a file SPOJ accepts is AC, a case beyond its view says why"
else fail "JSON= for game31/ac-skips-empty-lines.cpp: $(head -c 300 "$work/view.json" 2>/dev/null)"; fi
expect 2 "make judge VIEW=all P=uva10165 SOL=<a C++11 gets file> (CE under our C++)" make_ judge VIEW=all P=uva10165 SOL="$online/uva10165/ac-gets-lines.cpp"
expect 2 "judge --own, VIEW=some (no such view)" env VIEW=some JUDGE_SOL="$good" "$tools_bin/judge" --own uva10165

stress=("$tools_bin/stress" --own --seed 1)
expect 1 "stress --own, a wrong attempt" env JUDGE_SOL="$wrong" "${stress[@]}" --seconds 60 uva10165
expect 0 "stress --own, a correct attempt, 2 s" env JUDGE_SOL="$good" "${stress[@]}" --seconds 2 uva10165
expect 2 "stress --own, SECONDS not a number" env JUDGE_SOL="$good" "${stress[@]}" --seconds soon uva10165
expect 2 "stress --own, FROM= a file that is not there" env JUDGE_SOL="$good" "${stress[@]}" --seconds 2 --from "$work/missing.in" uva10165
mkdir -p "$work/view/uva10165"
sed 's/^stress_oracle *=.*/stress_oracle = gen/' "$root/problems/uva10165/problem.conf" >"$work/view/uva10165/problem.conf"
expect 3 "stress --own, an oracle that fails" env JUDGE_PROBLEMS="$work/view" JUDGE_SOL="$good" "${stress[@]}" --seconds 2 uva10165

finish
