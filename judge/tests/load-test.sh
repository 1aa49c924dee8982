#!/usr/bin/env bash
# load-test.sh - the verdict is the program's, not the machine's. The runs nearest their margins
# are judged twice, on the machine as it is and again beside a busy loop on every core (started
# here, and killed by their own ids, also when the test is interrupted), and every case's verdict
# must be the same both times, with every margin make judge checks (judge/lib/verdict.h) held
# both times:
# - the solutions and variants nearest a margin: catmouse's solution (our slowest), the plain
#   table per set (an AC nearest half the limit), the memory function (an MLE that the kernel's
#   reclaim at the limit used to turn into a TLE), game31's plain minimax (a TLE on one case only);
# - the attempts that once missed their margin on a slower machine: uva10404's C++ table and its
#   Python mod-pattern guess;
# - the package fixture mean: its accepted submissions within its own factor, its memory hog MLE.
set -uo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
need_tools run case lang verdict report pkg
work=$(mktemp -d "${TMPDIR:-/tmp}/load-test.XXXXXX")
trap 'busy_stop; rm -rf "$work"' EXIT

# Each run: a name, then the command whose report is compared.
runs=(
  "catmouse solution|$tools_bin/judge -v --no-variants catmouse"
  "uva10404 ac-plain-table-per-set.c|$tools_bin/judge -v --variant $root/problems/uva10404/variants/ac-plain-table-per-set.c uva10404"
  "marienbad mle-memory-function.c|$tools_bin/judge -v --variant $root/problems/marienbad/variants/mle-memory-function.c marienbad"
  "game31 tle-seed-plain-minimax.c|$tools_bin/judge -v --variant $root/problems/game31/variants/tle-seed-plain-minimax.c game31"
  "uva10404 attempt ac-table.cpp|$tools_bin/judge -v --variant $root/judge/tests/fixtures/attempts/uva10404/ac-table.cpp uva10404"
  "uva10404 attempt wa-mod-pattern.py|$tools_bin/judge -v --variant $root/judge/tests/fixtures/attempts/uva10404/wa-mod-pattern.py uva10404"
  "package mean|$tools_bin/judge --package -v $root/judge/tests/fixtures/packages/mean"
)

# verdicts LOG: each case's verdict and name, in order (the times are the machine's; these are not).
verdicts() { grep -E '^ +(AC|WA|TLE|MLE|RE|OLE|NO|CE|HE) ' "$1" | awk '{ print $1, $2 }'; }

for mode in idle loaded; do
  [ "$mode" = idle ] || busy_start
  for i in "${!runs[@]}"; do
    IFS='|' read -r name cmd <<<"${runs[i]}"
    # shellcheck disable=SC2086 # the command's words, as written above
    $cmd >"$work/$i.$mode" 2>&1
    echo "$?" >"$work/$i.$mode.status"
  done
  busy_stop
done

for i in "${!runs[@]}"; do
  IFS='|' read -r name _ <<<"${runs[i]}"
  why=''
  for mode in idle loaded; do
    [ "$(cat "$work/$i.$mode.status")" = 0 ] ||
      why+=" $mode: $(grep -E -e '-> FAILED' -e '^ *note:' -e 'harness error' -e '^[a-z]+: ' "$work/$i.$mode" | grep -vE '^(sandbox|machine): ' | head -n 2 | tr '\n' ' ');"
  done
  n=$(verdicts "$work/$i.idle" | wc -l)
  [ "$n" -gt 0 ] || why+=" no case lines;"
  changed=$(diff <(verdicts "$work/$i.idle") <(verdicts "$work/$i.loaded") | grep -c '^>')
  [ "$changed" = 0 ] || why+=" $changed of $n verdicts changed under load: $(diff <(verdicts "$work/$i.idle") <(verdicts "$work/$i.loaded") | grep '^[<>]' | head -n 4 | tr '\n' ' ');"
  if [ -z "$why" ]; then ok "$name: the same $n verdicts idle and beside $(nproc) busy loops, every margin held"
  else fail "$name:$why"; grep -E -B1 -A6 -e '-> FAILED' "$work/$i.idle" "$work/$i.loaded" | sed 's/^/        /' | head -n 30; fi
done
finish
