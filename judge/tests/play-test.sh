#!/usr/bin/env bash
# play-test.sh - the play versions (judge/play/): each game's package made (its referee built with
# the harness's flags, its cases from our test data), and where the game has players, each judged
# by make judge PKG='s pkg.sh against the referee: the reference player AC, every variant the
# verdict its expect: tag names (judge/play/play.sh).
#   judge/tests/play-test.sh PROBLEM...
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
passed=0 failed=0 skipped=0
for p in "$@"; do
  [ -f "$problems_dir/$p/play/move.h" ] || continue
  if "$root/judge/play/package.sh" "$p" >/dev/null && [ -n "$(find "$build/play/$p/data" -name '*.in' -print -quit)" ]; then
    ok "$p: play package made, its referee plays every case's start"
  else fail "$p: play package"; continue; fi
  [ -d "$build/play/$p/submissions" ] && [ -n "$(ls "$build/play/$p/submissions")" ] || continue
  if out=$(JOBS=${JOBS:-1} "$root/judge/judging/pkg.sh" "$build/play/$p" 2>&1); then
    ok "$p: the reference player AC, each variant its verdict ($(tail -n1 <<<"$out"))"
  else fail "$p: players against the referee"; printf '%s\n' "$out" | sed 's/^/      /'; fi
done
finish
