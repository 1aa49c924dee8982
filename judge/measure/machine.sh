#!/usr/bin/env bash
# machine.sh - where the calibration's reference figure comes from (REFERENCE_S, judge/run/run.c),
# and how well the workload tracks our heaviest case: the workload and our catmouse solution on
# max-split-draw, each run through the runner as a judged program is, alternately, RUNS times.
#
#   judge/measure/machine.sh [RUNS]        (default 11)
#
# Prints each pair's CPU seconds, their medians and ratio, and the workload's figure on the
# reference machine that this machine implies: the ratio times max-split-draw's time there (0.271
# s, the figure our margins were checked against). Run it idle and beside a busy loop per core:
# the ratio should not move much, whatever the time itself does.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
runs=${1:-11}
reference_case=0.271
need_tools run workload
case_in=$build/testdata/catmouse/max-split-draw.in
[ -f "$case_in" ] || die_usage "machine: $case_in is missing: make data P=catmouse makes it"
mkdir -p "$build/bench"
work=$(mktemp -d "$build/bench/machine.XXXXXX")
trap 'rm -rf "$work"' EXIT
# built as languages.conf's C row builds a judged file
gcc -O2 -pipe -std=gnu11 -o "$work/catmouse" "$root/problems/catmouse/catmouse.c" -lm
cpu() { "$tools_bin/run" -t 10 -m 256 -1 -r "$1" "${@:2}" -- "$1" | sed -n 's/^cpu=//p'; }
for ((i = 0; i < runs; i++)); do
  echo "$(cpu "$tools_bin/workload") $(cpu "$work/catmouse" -i "$case_in" -o /dev/null)"
done | tee "$work/pairs"
awk -v ref="$reference_case" '
  { w[NR] = $1; c[NR] = $2 }
  function median(a, n,   i, j, t) {
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
    return a[int((n + 1) / 2)]
  }
  END {
    mw = median(w, NR); mc = median(c, NR)
    printf "medians: workload %.3f s, max-split-draw %.3f s; ratio %.2f\n", mw, mc, mc / mw
    printf "the workload on the reference machine: %.3f s (%.3f x %.3f / %.3f)\n", mw * ref / mc, mw, ref, mc
  }' "$work/pairs"
