#!/usr/bin/env bash
# play-test.sh - the play versions (judge/play/): each game's package made (its referee built with
# the harness's flags, its cases from our test data), and where the game has players, each judged
# by make judge PKG='s pkg.sh against the referee: the reference player AC, every variant the
# verdict its expect: tag names (judge/play/play.sh), a player that forgets to flush told so (TLE,
# idle, the judge waiting for its move). Then the fair clock (judging/case.c's interact()): every
# reference player AC on every case again while a busy loop of ours holds each of the machine's cores,
# where the referee's thinking and the wait for a CPU are not the player's time.
#   judge/tests/play-test.sh PROBLEM...
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
passed=0 failed=0 skipped=0
export PLAY_ITEMS=${PLAY_ITEMS:-6} # enough positions to catch every variant, few enough for make test
for p in "$@"; do
  [ -f "$problems_dir/$p/play/move.h" ] || continue
  if "$root/judge/play/package.sh" "$p" >/dev/null && [ -n "$(find "$build/play/$p/data" -name '*.in' -print -quit)" ]; then
    ok "$p: play package made, its referee plays every case's start"
  else fail "$p: play package"; continue; fi
  [ -d "$build/play/$p/submissions" ] && [ -n "$(ls "$build/play/$p/submissions")" ] || continue
  if out=$(JOBS=${JOBS:-1} "$root/judge/judging/pkg.sh" -v "$build/play/$p" 2>&1); then
    ok "$p: the reference player AC, each variant its verdict ($(tail -n1 <<<"$out"))"
  else fail "$p: players against the referee"; printf '%s\n' "$out" | sed 's/^/      /'; fi
  for f in "$build/play/$p/submissions/time_limit_exceeded/"*flush*; do # its every TLE says why
    [ -f "$f" ] || continue
    lines=$(sed -n "/${f##*/}/,/expects/p" <<<"$out" | grep -E '^ +TLE ' || true)
    if [ -n "$lines" ] && ! grep -v 'idle: [0-9.]* s of CPU, the judge was waiting for its move (did it flush?)' <<<"$lines" | grep -q .; then
      ok "$p: ${f##*/}: TLE, idle, the judge waiting for its move ($(wc -l <<<"$lines") cases)"
    else fail "$p: ${f##*/} should be TLE with the idle detail on its cases"; printf '%s\n' "${lines:-$out}" | sed 's/^/      /'; fi
  done
done

# The fair clock under load: a busy loop on every core (ours, killed by their PIDs, also on
# failure) beside every reference player on every case of its package.
trap busy_stop EXIT
busy_start
for p in "$@"; do
  [ -f "$problems_dir/$p/play/player.c" ] && [ -d "$build/play/$p/data" ] || continue
  if out=$(JOBS=1 JUDGE_SOL=$problems_dir/$p/play/player.c "$root/judge/judging/pkg.sh" --own -v "$build/play/$p" 2>&1) &&
     ! grep -qE '^ +(TLE|WA|RE|HE) ' <<<"$out"; then
    ok "$p: the reference player AC on every case beside a busy loop per core ($(grep -cE '^ +AC ' <<<"$out") cases)"
  else fail "$p: the reference player beside a busy loop per core"; printf '%s\n' "$out" | sed 's/^/      /'; fi
done
busy_stop

# make stress MODE=play on a player with a known bug: it finds a position, shrunk to a local
# minimum that the bug explains (uva10404's player that takes one stone: a won position where
# one stone is the wrong move), and our reference player gives it none in a short search.
if [[ " $* " == *" uva10404 "* ]]; then
  out=$(JUDGE_SOL=$problems_dir/uva10404/play/variants/wa-takes-one-stone.c SECONDS=30 "$root/judge/play/stress.sh" uva10404 2>&1) && st=0 || st=$?
  game=$(sed -n '/^the game (you play/{n;p;}' <<<"$out")
  if [ "$st" = 1 ] && grep -q 'threw away the win' <<<"$out" && [ -n "$game" ] &&
     "$build/testdata/uva10404/tools/validate" <<<"$game" >/dev/null 2>&1; then
    ok "make stress MODE=play: takes-one-stone loses the win at \"$game\", shrunk"
  else fail "make stress MODE=play on takes-one-stone (status $st)"; printf '%s\n' "$out" | sed 's/^/      /'; fi
  if JUDGE_SOL=$problems_dir/uva10404/play/player.c SECONDS=10 "$root/judge/play/stress.sh" uva10404 >/dev/null 2>&1; then
    ok "make stress MODE=play: the reference player, no position in 10 s"
  else fail "make stress MODE=play finds a position against the reference player"; fi
fi
finish
