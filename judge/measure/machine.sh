#!/usr/bin/env bash
# machine.sh - where the calibration's reference figure comes from (REFERENCE_S, judge/run/run.c),
# and how well the workload tracks our heaviest case: the workload's computing, run alone through
# the runner as the calibration runs it, against our catmouse solution's max-split-draw as make
# judge reports it (every problem and variant judged beside it, as the reference's 0.271 s was, and
# its page faults charged as the judge charges them), alternately, RUNS times.
#
#   judge/measure/machine.sh [RUNS]        (default 5)
#
# Prints each pair's CPU seconds, the fastest of each (what other work on the machine did to a run
# only adds: run --machine takes its fastest run too) and their ratio, and the workload's figure on
# the reference machine that this machine implies: max-split-draw's time there (0.271 s, the
# figure our margins were checked against) over the ratio. Run it idle and beside a busy loop per
# core: the ratio should not move much, whatever the times do.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
runs=${1:-5}
reference_case=0.271
need_tools run workload judge
mkdir -p "$build/bench"
work=$(mktemp -d "$build/bench/machine.XXXXXX")
trap 'rm -rf "$work"' EXIT
cpu() { "$tools_bin/run" -t 10 -m 256 -1 -r "$1" -- "$1" | sed -n 's/^cpu=//p'; }
for ((i = 0; i < runs; i++)); do
  w=$(cpu "$tools_bin/workload")
  JUDGE_JSON=$work/j.json "$tools_bin/judge" >/dev/null 2>&1 || { echo "machine: make judge failed" >&2; exit 3; }
  echo "$w $(jq -r '.[] | select(.problem == "catmouse") | .submissions[0].cases[] | select(.name == "max-split-draw") | .cpu' "$work/j.json")"
done | tee "$work/pairs"
awk -v ref="$reference_case" '
  { w[NR] = $1; c[NR] = $2 }
  function least(a, n,   i, m) { m = a[1]; for (i = 2; i <= n; i++) if (a[i] < m) m = a[i]; return m }
  END {
    lw = least(w, NR); lc = least(c, NR)
    printf "fastest: workload %.3f s, max-split-draw %.3f s; ratio %.2f\n", lw, lc, lc / lw
    printf "the workload on the reference machine: %.3f s (%.3f x %.3f / %.3f)\n", lw * ref / lc, lw, ref, lc
  }' "$work/pairs"
