#!/usr/bin/env bash
# play-test.sh - the play versions (judge/play/): each game's package made (its referee built with
# the harness's flags, its cases from our test data), and where the game has players, each judged
# by make judge PKG='s judge --package against the referee: the reference player AC, every variant the
# verdict its expect: tag names (as make judge MODE=play: judge --play), a player that forgets to flush told so (TLE,
# idle, the judge waiting for its move). Then the fair clock (judging/case.c's interact()): every
# reference player AC on every case again while a busy loop of ours holds each of the machine's cores,
# where the referee's thinking and the wait for a CPU are not the player's time.
#   judge/tests/play-test.sh PROBLEM...
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
passed=0 failed=0 skipped=0
# enough positions to catch every variant (catmouse's wa-horizon.c first fails on its 8th item,
# trap-cat-needs-30-moves), few enough for make test
export PLAY_ITEMS=${PLAY_ITEMS:-8}
for p in "$@"; do
  [ -f "$problems_dir/$p/play/move.h" ] || continue
  # The sweep's bound is stated twice, for the tools and for readers: the two must agree.
  sweep=$(problem_conf "$p" play_sweep)
  stated=$(sed 's/\\|//g' "$root/testdata/README.md" | awk -F' *[|] *' -v p="$p" '$2 == p && NF == 6 { print $4 }') # its play_sweep column
  if [ -n "$sweep" ] && [ "$stated" = "$sweep" ]; then
    ok "$p: play_sweep = $sweep, as testdata/README.md's table of the play search says"
  else fail "$p: problem.conf's play_sweep ($sweep) is not the one testdata/README.md's table of the play search gives (${stated:-none})"; fi
  # make judge MODE=play P=$p V=1: the package made (judge/play/package.sh), then its players
  # judged, one case per core (the no-flush player's cases each wait out the wall limit, idle);
  # the fair clock is tested beside busy loops below
  status=0
  out=$(JOBS=${JOBS:-$(nproc)} "$tools_bin/judge" --play -v "$p" 2>&1) || status=$?
  if grep -q '^== ' <<<"$out" && [ -n "$(find "$build/play/$p/data" -name '*.in' -print -quit)" ]; then
    ok "$p: play package made, its referee plays every case's start"
  else fail "$p: play package"; printf '%s\n' "$out" | sed 's/^/      /'; continue; fi
  [ -d "$build/play/$p/submissions" ] && [ -n "$(ls "$build/play/$p/submissions")" ] || continue
  if [ "$status" = 0 ]; then
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
  if out=$(JOBS=1 JUDGE_SOL=$problems_dir/$p/play/player.c "$tools_bin/judge" --package --own -v "$build/play/$p" 2>&1) &&
     ! grep -qE '^ +(TLE|WA|RE|HE) ' <<<"$out"; then
    ok "$p: the reference player AC on every case beside a busy loop per core ($(grep -cE '^ +AC ' <<<"$out") cases)"
  else fail "$p: the reference player beside a busy loop per core"; printf '%s\n' "$out" | sed 's/^/      /'; fi
done
busy_stop

# make stress MODE=play beside a busy loop per core (the loops run during each search only). Each play variant tagged `stress: found` is
# found, and the search's own time (its "time:" line) is within SECONDS; our reference player gets
# no position, within SECONDS too. Each claim is then checked apart from the search, by make judge
# PKG='s judge --package on a package of our making (the play package's referee and validators, cases of
# our choosing): "the smallest in the sweep's order: position K" must be items enum's K-th
# position, not played perfectly there, and the K - 1 before it all played perfectly (both sides,
# the seeds the search gave); a local minimum must not be played perfectly, and every single
# reduction of it (items shrink) must be; a position whose shrinking SECONDS cut short (the report
# says so) must not be played perfectly.
# SECONDS for a search: 30, and six times that for catmouse, whose sweep plays each position as a
# run of its own and reaches wa-throws-away-draws.c's after 534 games (beside the busy loops, over
# 30 s on a machine 3.4 times slower than the reference), and wa-horizon.c's after all 588 games of
# the sweep and the judge's positions (91 s of 120 here beside the busy loops and a make test)
stress_secs=30
# judge_positions P SOL DIR: DIR/*.item (one position each, its seed in the name: SEED-what.item)
# played by SOL first and second through judge --package; prints "VERDICT NAME-SIDE" per case played (a
# position with nothing to play has no case).
judge_positions() {
  local p=$1 sol=$2 dir=$3 f name side
  rm -rf "$dir/pkg" && mkdir -p "$dir/pkg/data/secret"
  cp -r "$build/play/$p/"{problem.yaml,.timelimit,input_validators,output_validators} "$dir/pkg/"
  for f in "$dir"/*.item; do
    name=$(basename "$f" .item)
    for side in first second; do
      { echo "$side"; echo "${name%%-*}"; cat "$f"; } >"$dir/pkg/data/secret/$name-$side.in"
      "$build/play/$p/referee" --check "$dir/pkg/data/secret/$name-$side.in" >"$dir/pkg/data/secret/$name-$side.ans" 2>/dev/null ||
        rm -f "$dir/pkg/data/secret/$name-$side."*
    done
  done
  JUDGE_SOL=$sol JOBS=2 "$tools_bin/judge" --package --own -v "$dir/pkg" 2>&1 | awk '$2 ~ /^secret\// { sub(/^secret\//, "", $2); print $1, $2 }' || true
}
trap 'busy_stop; rm -rf "${tmp:-}"' EXIT
tmp=$(mktemp -d "$build/play/test.XXXXXX")
for p in "$@"; do
  [ -d "$problems_dir/$p/play/variants" ] || continue
  items=$build/testdata/$p/tools/items
  for f in "$problems_dir/$p/play/variants/"*; do
    [ "$("$tools_bin/verdict" tag "$f" stress)" = found ] || continue
    v=${f##*/}
    secs=$stress_secs; [ "$p" != catmouse ] || secs=$((6 * stress_secs))
    start=$SECONDS
    busy_start
    out=$(JUDGE_SOL=$f "$tools_bin/playstress" --search --seconds "$secs" "$p" 2>&1) && st=0 || st=$? # as make stress runs it
    busy_stop
    wall=$((SECONDS - start))
    took=$(sed -n 's/^time: the search took \([0-9]*\) s.*/\1/p' <<<"$out")
    game=$(sed -n '/^the game (you play/,/^[A-Z][A-Z]* /p' <<<"$out" | sed '1d;$d')
    side=$(sed -n 's/^the game (you play \([a-z]*\)).*/\1/p' <<<"$out")
    # the search within SECONDS, the whole command (builds and the game shown) within 10 s more
    if [ "$st" = 1 ] && [ -n "$side" ] && [ -n "$took" ] && [ "$took" -le "$secs" ] && [ "$wall" -le $((secs + 10)) ]; then
      ok "$p: make stress MODE=play finds $v's position in $took s of SECONDS=$secs ($wall s in all), beside a busy loop per core"
    else fail "$p: make stress MODE=play on $v (status $st, the search took ${took:-?} s of $secs, $wall s in all)"; printf '%s\n' "$out" | sed 's/^/      /'; continue; fi
    rm -rf "$tmp/pos" && mkdir -p "$tmp/pos"
    if k=$(sed -n 's/^the smallest in the sweep.s order: position \([0-9]*\) of.*/\1/p' <<<"$out") && [ -n "$k" ]; then
      for ((i = 1; i <= k; i++)); do "$items" enum "$i" 1 >"$tmp/pos/$(printf '%06d' "$i").item"; done
      verdicts=$(judge_positions "$p" "$f" "$tmp/pos")
      kth=$(printf '%06d' "$k")
      if [ "$(cat "$tmp/pos/$kth.item")" = "$game" ] &&
         grep -q "^[A-Z]* $kth-$side\$" <<<"$verdicts" && ! grep -q "^AC $kth-$side\$" <<<"$verdicts" &&
         ! grep -v "^AC " <<<"$verdicts" | grep -v " $kth-" | grep -q .; then
        ok "$p: $v: position $k is \`items enum $k 1\`, not played perfectly; the $((k - 1)) before it are, judged again by make judge PKG= ($(grep -c . <<<"$verdicts") games judged)"
      else fail "$p: $v: the claim \"position $k is the smallest\" does not hold when judged again"; { printf '%s\n' "$verdicts" | grep -v '^AC ' || echo '(every game AC)'; } | sed 's/^/      /'; fi
    elif grep -q '^the smallest position found (a local minimum' <<<"$out"; then
      printf '%s\n' "$game" >"$tmp/pos/1-found.item"
      rm -rf "$tmp/cands" && mkdir -p "$tmp/cands"
      "$items" shrink "$tmp/cands" <"$tmp/pos/1-found.item" >/dev/null
      n=0
      for c in "$tmp/cands/"*.in; do
        if [ -f "$c" ] && "$build/testdata/$p/tools/validate" <"$c" >/dev/null 2>&1; then cp "$c" "$tmp/pos/1-cand$((++n)).item"; fi
      done
      verdicts=$(judge_positions "$p" "$f" "$tmp/pos")
      if grep -q "^[A-Z]* 1-found-$side\$" <<<"$verdicts" && ! grep -q "^AC 1-found-$side\$" <<<"$verdicts" && ! grep -v '^AC ' <<<"$verdicts" | grep -v ' 1-found-' | grep -q .; then
        ok "$p: $v: a local minimum: not played perfectly, and each of its $n valid single reductions is, judged again by make judge PKG="
      else fail "$p: $v: the local minimum does not hold when judged again"; { printf '%s\n' "$verdicts" | grep -v '^AC ' || echo '(every game AC)'; } | sed 's/^/      /'; fi
    elif grep -q '^the smallest position found (not shrunk to the end' <<<"$out"; then
      printf '%s\n' "$game" >"$tmp/pos/1-found.item"
      verdicts=$(judge_positions "$p" "$f" "$tmp/pos")
      if grep -q "^[A-Z]* 1-found-$side\$" <<<"$verdicts" && ! grep -q "^AC 1-found-$side\$" <<<"$verdicts"; then
        ok "$p: $v: a position not played perfectly, judged again by make judge PKG= (its shrinking cut short by SECONDS, as the report says)"
      else fail "$p: $v: the position found is played perfectly when judged again"; printf '%s\n' "$verdicts" | sed 's/^/      /'; fi
    else fail "$p: $v: the report names no smallest position"; printf '%s\n' "$out" | sed 's/^/      /'; fi
  done
  [ -f "$problems_dir/$p/play/player.c" ] || continue
  busy_start
  out=$(JUDGE_SOL=$problems_dir/$p/play/player.c "$tools_bin/playstress" --search --seconds 10 "$p" 2>&1) && st=0 || st=$?
  busy_stop
  took=$(sed -n 's/^time: the search took \([0-9]*\) s.*/\1/p' <<<"$out")
  if [ "$st" = 0 ] && grep -q '^play: no position found' <<<"$out" && [ -n "$took" ] && [ "$took" -le 10 ]; then
    ok "$p: make stress MODE=play: the reference player, no position, the search within SECONDS=10 ($took s) beside a busy loop per core"
  else fail "$p: make stress MODE=play on the reference player (status $st, ${took:-?} s of 10)"; printf '%s\n' "$out" | sed 's/^/      /'; fi
done
finish
