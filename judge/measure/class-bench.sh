#!/usr/bin/env bash
# class-bench.sh - how long a class takes (make bench runs it on uva10165): thirty submissions of
# uva10165 in mixed languages, made of the fixture class (judge/tests/fixtures/class/uva10165/)
# and the attempts (judge/tests/fixtures/attempts/uva10165/), each taken again until there are
# thirty (a class repeats its mistakes), judged by make judge P=uva10165 SOL=<folder> with
# SECONDS=10 per wrong or slow one: the time to the scoreboard, the search's announced total and
# the time it took.
#
#   judge/measure/class-bench.sh            (CLASS_BENCH_SECONDS=10, CLASS_BENCH_SIZE=30)
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
secs=${CLASS_BENCH_SECONDS:-10} size=${CLASS_BENCH_SIZE:-30}
mkdir -p "$build/judge"
work=$(mktemp -d "$build/judge/class-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir "$work/class"
from=("$root/judge/tests/fixtures/class/uva10165/"* "$root/judge/tests/fixtures/attempts/uva10165/"*)
for ((i = 0; i < size; i++)); do
  f=${from[i % ${#from[@]}]}
  cp -r "$f" "$work/class/$(printf %02d $((i + 1)))-$(basename "$f")"
done
echo "class bench: $size submissions of uva10165 in $work/class, SECONDS=$secs; JOBS=${JOBS:-$(nproc)}, $(nproc) cores"
# each line of the report with the time it was printed
start=$EPOCHREALTIME
make -s --no-print-directory -C "$root" judge P=uva10165 SOL="$work/class" SECONDS="$secs" 2>&1 |
  while IFS= read -r line; do printf '%s\t%s\n' "$EPOCHREALTIME" "$line"; done >"$work/timed" || true

awk -F'\t' -v t0="$start" '
  /^[0-9.]+\t[0-9]+ passed, / { last = $1 }
  /\tcounterexamples: / { scored = $1; announced = $2; sub(/.*up to /, "", announced); sub(/ s in all.*/, "", announced) }
  /\tthe same smallest counterexample/ { searched = $1 }
  END {
    if (!last || !scored) { print "class bench: the run did not finish (no scoreboard or no last line)"; exit 1 }
    printf "  to the scoreboard %.1f s; the search %.1f s of the %s s announced; in all %.1f s\n",
      scored - t0, (searched ? searched : last) - scored, announced, last - t0
  }' "$work/timed"
cut -f2- "$work/timed" | grep -E '^(==|counterexamples|group [0-9]+:|[0-9]+ passed)' | sed 's/^/  /'
