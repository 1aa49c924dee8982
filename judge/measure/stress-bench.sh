#!/usr/bin/env bash
# stress-bench.sh - how fast make stress searches (make bench runs it): inputs judged per second
# by make stress's search, beside a plain loop over the same generator, seeds and levels (gen, the
# program run directly with no sandbox and no limits, the oracle, a byte comparison: `stress
# --plain`), on the same machine in one run, the two alternating. Both first sweep the smallest
# inputs (items enum) alike; the inputs counted are the random ones after it.
#
#   judge/measure/stress-bench.sh [PROBLEM PROGRAM SEED]   (default: uva10404, its
#                                                          variants/ac-plain-table-per-set.c, seed 3)
#
# STRESS_BENCH_SECONDS=10 per run, STRESS_BENCH_RUNS=3 runs of each. Prints each run and the ratio
# of the totals (make stress / plain loop): only ratios within one run mean anything.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
p=${1:-uva10404} program=${2:-$root/problems/uva10404/variants/ac-plain-table-per-set.c} seed=${3:-3}
secs=${STRESS_BENCH_SECONDS:-10} runs=${STRESS_BENCH_RUNS:-3}
need_tools stress
declare -A total=([--plain]=0 [--own]=0)
echo "make stress's search vs a plain loop: $p, $(basename "$program"), seed $seed, $runs x $secs s each, alternating; $(nproc) cores"
for ((r = 1; r <= runs; r++)); do
  for mode in --plain --own; do
    # the search's own time: lines (stderr) are not this report's
    n=$(JUDGE_SOL=$program "$tools_bin/stress" --own $mode --seconds "$secs" --seed "$seed" "$p" 2> >(grep -v '^time: ' >&2) |
      sed -n 's/^no counterexample: \([0-9]*\) \(random \)\{0,1\}inputs.*/\1/p')
    [ -n "$n" ] || die_usage "stress-bench: $(basename "$program") is not correct on $p: choose a correct program"
    total[$mode]=$((total[$mode] + n))
    printf '  run %d  %-28s %5d inputs in %s s\n' "$r" "$([ $mode = --plain ] && echo 'plain loop (no sandbox)' || echo 'make stress')" "$n" "$secs"
  done
done
awk -v s="${total[--own]}" -v l="${total[--plain]}" -v t="$((runs * secs))" \
  'BEGIN { printf "make stress %.1f inputs/s, plain loop %.1f inputs/s: %.2fx\n", s / t, l / t, s / l }'
