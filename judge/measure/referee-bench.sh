#!/usr/bin/env bash
# referee-bench.sh - the play referee's time per move (judge/play/referee.c): every case of each
# game's play package played by the game's reference player (problems/<p>/play/player.c), the two
# joined by two FIFOs with no sandbox and no judge between them, the referee's CPU time (its own
# and its children's: bash's `time`) less that of `referee --check` on the case (its start: the
# case read, the game's start asked), over the moves of the dialogue (judgemessage.txt's numbered
# lines). Run it on two commits to compare referees: only numbers from one machine compare.
#
#   judge/measure/referee-bench.sh [PROBLEM...]   (default: every game with a play version)
#
# Writes only into build/play/ (the packages, package.sh) and a temp folder. Prints, per game, the
# cases, the moves, the referee's CPU seconds (the play, the starts) and its milliseconds per move
# after its start. REFEREE_BENCH_RUNS=3 plays of every case: bash's clock counts milliseconds.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
problems=("$@")
[ ${#problems[@]} -gt 0 ] || mapfile -t problems < <(all_problems)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
TIMEFORMAT='%3U %3S'
runs=${REFEREE_BENCH_RUNS:-3}
cpu_of() { # cpu_of COMMAND...: its CPU seconds, user + system, its children's too
  local t u s
  t=$( { time "$@"; } 2>&1 >/dev/null ) || true
  read -r u s <<<"${t##*$'\n'}"
  awk -v u="$u" -v s="$s" 'BEGIN { print u + s }'
}
for p in "${problems[@]}"; do
  [ -f "$problems_dir/$p/play/move.h" ] || continue
  "$root/judge/play/package.sh" "$p" >/dev/null
  gcc -O2 -o "$tmp/player" "$problems_dir/$p/play/player.c" -lm
  cases=0 moves=0 cpu=0 starts=0
  for ((r = 1; r <= runs; r++)); do
    while read -r in; do
      rm -rf "$tmp/fb" "$tmp/a" "$tmp/b" && mkdir "$tmp/fb" && mkfifo "$tmp/a" "$tmp/b"
      # opened in this order on both sides (a FIFO's open waits for its other end): a, then b
      "$tmp/player" <"$tmp/a" >"$tmp/b" &
      t=$( { time "$build/play/$p/referee" "$in" "${in%.in}.ans" "$tmp/fb" >"$tmp/a" <"$tmp/b"; } 2>&1 ) || true
      wait
      read -r u s <<<"$t"
      cpu=$(awk -v a="$cpu" -v u="$u" -v s="$s" 'BEGIN { print a + u + s }')
      starts=$(awk -v a="$starts" -v c="$(cpu_of "$build/play/$p/referee" --check "$in")" 'BEGIN { print a + c }')
      cases=$((cases + 1)) moves=$((moves + $(grep -cE '^ *[0-9]+\. ' "$tmp/fb/judgemessage.txt" || true)))
    done < <(find "$build/play/$p/data" -name '*.in' | sort)
  done
  awk -v p="$p" -v n="$cases" -v m="$moves" -v t="$cpu" -v s="$starts" 'BEGIN {
    printf "  %-10s %4d plays %6d moves  referee %7.3f s of CPU, its starts %7.3f s: %8.4f ms a move\n",
           p, n, m, t, s, m ? 1000 * (t - s) / m : 0 }'
done
