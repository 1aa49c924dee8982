#!/usr/bin/env bash
# findbug.sh - make stress: find the smallest game a program gets wrong.
#
#   judge/findbug/findbug.sh --own [--seconds S] [--seed N] [--rounds R] PROBLEM   (make stress P= SOL=|CMD=)
#   judge/findbug/findbug.sh --ours N PROBLEM...                        (make stress)
#
# --own: your program (JUDGE_SOL=FILE in any language of judge/judging/languages.conf, or
# JUDGE_CMD=COMMAND) against the problem's stress_oracle (problems/<p>/problem.conf) on seeded
# inputs, small first and growing (testdata/<p>/tools/gen SEED user LEVEL, levels 1, 1, 2, 2, ...,
# 8, 8, 9, then 1 to 9 around again; level 9 is the largest input our limits allow, answered by
# stress_oracle_max when the problem names one), under the problem's limits (TL_SCALE=X
# multiplies the time limit), until the first input it fails or until S seconds (default 60) have
# passed. Each input holds hundreds of items, so one run checks many. Any verdict but AC is a
# finding (a busy machine does not make one: the runner does not count time spent waiting for a
# CPU against the real-time limit, judge/run/run.c). A wrong answer (or
# crash) is narrowed and shrunk by judge/findbug/shrink (the strategy is there) to a local minimum
# (every single reduction of it passes), printed with our explanation of the game
# (build/study/<p>/explain); a time or memory limit exceeded (TLE, MLE) is only narrowed, to the
# fewest items that still exceed it (each try costs a run up to the limit). The search and the
# shrinking share S (stopped by them, the report says so). Either is saved as
# build/stress/<p>/counterexample-<seed>.in/.out, and said to be inside
# or outside the original judge's limits (problem.conf's judge_limit.* lines; validate --judge).
# LIMITS=judge (default: ours) makes gen write only inputs inside the judge's limits. --rounds R
# stops after R inputs (17: the first pass, the largest level included), for the tests.
# --ours N: our solution problems/<p>/<p>.c against tools/oracle on `gen SEED stress` for N seeds
# (from STRESS_SEED, default 1), one check per problem, ending with "N passed, M failed".
# Both judge every run exactly as make judge does (judge/findbug/fails.sh, then
# judge/judging/case.c): "passes" has one definition.
# Exit status: 1 a counterexample was found, 0 none, 2 usage or configuration error (also: your
# program does not compile), 3 harness error.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
# shellcheck source=judge/judging/lang.sh
. "$root/judge/judging/lang.sh"
usage() { die_usage "usage: judge/findbug/findbug.sh --own [--seconds S] [--seed N] [--rounds R] PROBLEM | --ours N PROBLEM..."; }
harness_error() { echo "stress: harness error: $*" >&2; exit 3; }

mode='' seconds=60 seed='' ours=0 rounds=0 problems=() deadline=''
while [ $# -gt 0 ]; do
  case $1 in
    --own) mode=own; shift ;;
    --ours) [ $# -ge 2 ] || usage; mode=ours ours=$2; shift 2 ;;
    --seconds) [ $# -ge 2 ] || usage; seconds=$2; shift 2 ;;
    --seed) [ $# -ge 2 ] || usage; seed=$2; shift 2 ;;
    --rounds) [ $# -ge 2 ] || usage; rounds=$2; shift 2 ;;
    -*) usage ;;
    *) problems+=("$1"); shift ;;
  esac
done
[ -n "$mode" ] && [ ${#problems[@]} -gt 0 ] || usage
[[ $seconds =~ ^[0-9]+$ ]] || die_usage "stress: SECONDS must be a whole number of seconds, not '$seconds'"
[ -z "$seed" ] || [[ $seed =~ ^[0-9]+$ ]] || die_usage "stress: SEED must be a number, not '$seed'"
[[ $ours =~ ^[0-9]+$ ]] && [[ $rounds =~ ^[0-9]+$ ]] || usage
need_tools run case lang verdict conf table shrink
sandbox_check "$mode"
mkdir -p "$build/stress"
work=$(mktemp -d "$build/stress/work.XXXXXX") # private: runs may share one build tree
trap 'rm -rf "$work"' EXIT
export FINDBUG_PROGRAM FINDBUG_ORACLE FINDBUG_PROBLEM

# setup P ORACLE: the problem's tools and limits, the oracle for fails.sh.
setup() {
  p=$1 tools=$build/testdata/$1/tools
  [ -d "$problems_dir/$p" ] || die_usage "stress: no problem '$p' (see problems/)"
  FINDBUG_PROBLEM=$p FINDBUG_ORACLE=$2
  local t
  top_oracle=$(problem_conf "$p" stress_oracle_max 2>/dev/null) || top_oracle=$2
  for t in gen validate items "${2%% *}" "${top_oracle%% *}"; do
    [ -x "$tools/$t" ] || die_usage "stress: $tools/$t is missing: run this through make (make stress P=$p ...)"
  done
  read_limits "$p"
  validator=$tools/validate # what a valid input is: the shrinking keeps to it
  noun=$(problem_conf "$p" noun) source=$(problem_conf "$p" source)
  # the original judge's limits, when the statement gives any beyond ours
  judge_limits=$("$tools_bin/conf" --header "$problems_dir/$p/problem.conf" | grep -c '^#define JUDGE_' || true)
}

# limits_line FILE: whether FILE is inside the original judge's limits (validate --judge names
# the limit it breaks), in one line; nothing for a problem whose judge states none beyond ours.
limits_line() {
  [ "$judge_limits" -gt 0 ] || return 0
  if "$tools/validate" --judge <"$1" >/dev/null 2>"$work/why"; then
    echo "inside $source's limits: its judge may send this input"
  else
    echo "outside $source's limits: $(sed -E 's/^(validate|invalid): //' "$work/why" | head -n 1)"
  fi
}

# reproduce_line FILE: the command that runs the program on FILE.
reproduce_line() {
  local rerun
  # your file rather than the build's copy of it (an interpreted language runs the source)
  if [ -n "$lang_cmd" ]; then rerun="$lang_cmd "; else rerun=$(mapfile -t c <"$FINDBUG_PROGRAM/cmd"
    for i in "${!c[@]}"; do [ -z "${sol:-}" ] || [ "${c[i]}" != "$FINDBUG_PROGRAM/src/${sol##*/}" ] || c[i]=$sol; done; printf '%q ' "${c[@]}"); fi
  printf 'reproduce: %s< %s\n' "${rerun//$root\//}" "${1#"$root"/}"
}

# fails FILE: true when the program fails on FILE (judge/findbug/fails.sh; a harness error stops).
fails() {
  local status=0
  "$root/judge/findbug/fails.sh" "$1" >"$work/fails-line" || status=$?
  [ "$status" -le 1 ] || harness_error "judging $1 failed"
  return "$status"
}

# shrink_and_report IN FIRST_LINE: narrows and shrinks IN (judge/findbug/shrink; no run starts
# after $deadline when it is set), then prints the counterexample, our explanation and how to
# reproduce it; saves it as $saved.in and .out.
shrink_and_report() {
  local in=$1 k=$2 cur=$work/cur.in nitems flaky='' rerun began=$SECONDS steps tries stopped
  saved=$build/stress/$p/counterexample-$seed
  rm -rf "$work/shrink"; mkdir -p "$work/shrink" "$build/stress/$p"
  "$tools_bin/shrink" --items "$tools/items" --validate "$validator" --test "$root/judge/findbug/fails.sh" \
    --work "$work/shrink" --out "$cur" ${k:+--item "$k"} --smallest ${deadline:+--deadline "$deadline"} "$in" >"$work/shrunk" ||
    harness_error "shrink failed"
  fails "$cur" || flaky="note: this input failed before but passed when judged again: a time near the limit, or a program that does not always do the same"
  { read -r steps; read -r tries; read -r stopped; } < <(conf "$work/shrunk" steps tries stopped)
  { read -r verdict; read -r detail; } < <(conf "$cur.result" verdict detail)
  cp "$cur" "$saved.in"; cp "$cur.exp" "$saved.out"
  nitems=$("$tools/items" split <"$cur" | wc -l)
  printf '\nshrunk in %d step%s (%d runs, %d s) to %d %s%s; %s:%s\n' "$steps" "$([ "$steps" = 1 ] || echo s)" "$tries" \
    "$((SECONDS - began))" "$nitems" "$noun" "$([ "$nitems" = 1 ] || echo s)" "$verdict" "${detail:+ $detail}"
  if [ -n "$stopped" ]; then
    echo "note: stopped early: the time (SECONDS=$seconds) ran out while shrinking; this is the smallest failing input so far, and a smaller one may still fail"
  else
    echo "local minimum: every single reduction of it passes (tools/items shrink)"
  fi
  [ -z "$flaky" ] || echo "$flaky"
  echo "input:"; show_file "$cur" '  '
  echo "expected output:"; show_file "$cur.exp" '  '
  echo "your output:"; show_file "$cur.got" '  '
  if [ "$nitems" = 1 ] && [ -x "$build/study/$p/explain" ] && "$build/study/$p/explain" <"$cur" >"$work/explain" 2>/dev/null; then
    echo "why (make explain P=$p IN=${saved#"$root"/}.in):"; sed 's/^/  /' "$work/explain"
  fi
  reproduce_line "$saved.in"
}

# narrow IN FIRST_LINE [slow]: $cur gets the fewest items of IN that still fail (shrink --narrow,
# stopped at the deadline: the best so far stays in its --out file), judged again ($cur.result);
# with slow, failing is a run over the CPU time or memory limit (fails.sh FINDBUG_SLOW), as each
# try costs a run near the limit. Sets note: empty, or what cut it short.
narrow() {
  local in=$1 k=$2 until=$deadline
  note='' cur=$work/cur.in
  [ "$until" -ge $(( $(date +%s) + 5 )) ] || until=$(( $(date +%s) + 5 )) # one try at least
  rm -rf "$work/shrink"; mkdir -p "$work/shrink"
  FINDBUG_SLOW=${3:+1} "$tools_bin/shrink" --narrow --deadline "$until" --items "$tools/items" \
    --validate "$validator" --test "$root/judge/findbug/fails.sh" --work "$work/shrink" --out "$cur" ${k:+--item "$k"} "$in" \
    >"$work/shrunk" || harness_error "shrink failed"
  [ -z "$(conf "$work/shrunk" stopped)" ] || note="stopped early: the time (SECONDS=$seconds) ran out while narrowing"
  if fails "$cur" >/dev/null; then :; elif cp "$in" "$cur" && fails "$cur" >/dev/null; then
    note="${note:+$note; }the narrowed input passed when judged again (a time near the limit?): the input found is shown"
  else
    note="${note:+$note; }this input failed before but passed when judged again: a time near the limit, or a program that does not always do the same"
  fi
}

# narrow_report IN WHY: the report of $cur, narrowed from IN (narrow), saved as $saved.in and .out.
narrow_report() {
  local total nitems
  saved=$build/stress/$p/counterexample-$seed
  mkdir -p "$build/stress/$p"
  cp "$cur" "$saved.in"; cp "$cur.exp" "$saved.out"
  total=$("$tools/items" split <"$1" | wc -l)
  nitems=$("$tools/items" split <"$cur" | wc -l)
  printf '\nnarrowed to %d %s%s of %d (%s, by delta debugging); %s\n' \
    "$nitems" "$noun" "$([ "$nitems" = 1 ] || echo s)" "$total" "$2" "$(slow_result "$cur.result")"
  [ -z "$note" ] || echo "note: $note"
  if [ "$(wc -c <"$cur")" -le 2000 ]; then echo "input:"; show_file "$cur" '  '
  else echo "input: $(wc -c <"$cur") bytes, $nitems $noun$([ "$nitems" = 1 ] || echo s) (too big to show: see the saved file)"; fi
  reproduce_line "$saved.in"
}

# slow_result RESULT: the verdict and what the run used, against the limit.
slow_result() {
  local verdict cpu wall mem
  { read -r verdict; read -r cpu; read -r wall; read -r mem; } < <(conf "$1" verdict cpu wall mem_kib)
  case $verdict in
    TLE) if awk -v c="$cpu" -v t="$tl" 'BEGIN { exit !(c < t) }'; then
           echo "TLE: killed at the real-time limit after $wall s, with $cpu s of CPU time (limit $tl s): a program that sleeps or waits (or a machine so busy that it waited over twice the limit)"
         else
           echo "TLE: over the limit of $tl s of CPU time (stopped at $cpu s; $wall s of real time)"
         fi ;;
    MLE) echo "MLE: $(mib "$mem") MiB (limit ${ml} MiB)" ;;
    *) echo "$verdict" ;;
  esac
}

# --- make stress: our solutions against tools/oracle --------------------------------------------

if [ "$mode" = ours ]; then
  echo "$sandbox_line"
  for p in "${problems[@]}"; do
    setup "$p" oracle
    FINDBUG_PROGRAM=$build/stress/$p/solution # kept, like --own's: the reproduce line runs it
    lang_select "$problems_dir/$p/$p.c"
    lang_build "$problems_dir/$p/$p.c" "$FINDBUG_PROGRAM" "$ml" || { fail "$p: does not compile"; continue; }
    first=${STRESS_SEED:-1} found=''
    for ((seed = first; seed < first + ours; seed++)); do
      "$tools/gen" "$seed" stress >"$work/in" || harness_error "gen $seed stress failed"
      if fails "$work/in"; then found=$seed; break; fi
    done
    if [ -z "$found" ]; then
      ok "$p: solution = oracle on $ours random inputs (gen $first..$((first + ours - 1)) stress), judged as make judge does"
    else
      fail "$p: counterexample: tools/gen $found stress ($(conf "$work/in.result" verdict))"
      { shrink_and_report "$work/in" "$(cat "$work/fails-line")"; echo "saved: ${saved#"$root"/}.in"; } | sed 's/^/        /'
    fi
  done
  finish
  exit
fi

# --- make stress SOL=: your program -------------------------------------------------------------

[ ${#problems[@]} = 1 ] || usage
setup "${problems[0]}" "$(problem_conf "${problems[0]}" stress_oracle)"
small_oracle=$FINDBUG_ORACLE
limits=${LIMITS:-ours} gen_judge='' validate_judge=''
case $limits in
  ours) limits_said="our limits" ;;
  judge)
    if [ "$judge_limits" -gt 0 ]; then
      gen_judge=judge validate_judge=--judge limits_said="$source's limits (LIMITS=judge)"
      # shrink runs the validator with no arguments: this one keeps the judge's limits too
      validator=$work/validate-judge
      printf '#!/bin/sh\nexec %q --judge "$@"\n' "$tools/validate" >"$validator"
      chmod +x "$validator"
    else
      limits_said="our limits: $source states none beyond them (problems/$p/README.md)"
    fi ;;
  *) die_usage "stress: LIMITS must be ours or judge, not '$limits'" ;;
esac
lang_own
seed=${seed:-$(( $(date +%s%N) / 1000 % 1000000 ))}
FINDBUG_PROGRAM=$build/stress/$p/bin # kept after the run, for the command that reproduces a failure
if ! lang_build "${sol:-}" "$FINDBUG_PROGRAM" "$ml"; then
  echo "stress: your program does not compile:" >&2
  head -n 5 "$FINDBUG_PROGRAM/build.log" | sed 's/^/  | /' | visible >&2
  exit 2
fi
echo "$sandbox_line"
printf '== stress %s: %s (%s) against %s, seed %s, up to %s s; TL %s s%s; %s\n' "$p" "${sol:+${sol#"$root"/}}${lang_cmd:+CMD=\"$lang_cmd\"}" \
  "$lang" "$FINDBUG_ORACLE" "$seed" "$seconds" "$tl" "$([ "${TL_SCALE:-1}" != 1 ] && echo " (TL_SCALE=$TL_SCALE)")" "$limits_said"

start=$(date +%s) round=0 items_checked=0 found='' top=9 # gen's levels: 1 (small) .. 9 (the largest)
deadline=$((start + seconds)) # the search and the shrinking share SECONDS
in=$work/round.in
while [ $(( $(date +%s) - start )) -lt "$seconds" ] && { [ "$rounds" = 0 ] || [ "$round" -lt "$rounds" ]; }; do
  if [ "$round" -lt $((2 * top - 2)) ]; then level=$(( round / 2 + 1 )); else level=$(( (round - 2 * top + 2 + top - 1) % top + 1 )); fi
  FINDBUG_ORACLE=$small_oracle; [ "$level" != "$top" ] || FINDBUG_ORACLE=$top_oracle
  what="gen $((seed + round)) user $level${gen_judge:+ judge}"
  "$tools/gen" "$((seed + round))" user "$level" $gen_judge >"$in" || harness_error "$what failed"
  "$tools/validate" $validate_judge <"$in" >/dev/null 2>&1 || harness_error "$what wrote an input the validator${validate_judge:+ (--judge)} rejects"
  if fails "$in"; then found=$round; break; fi
  items_checked=$(( items_checked + $(wc -l <"$in.exp") ))
  round=$((round + 1))
done
elapsed=$(( $(date +%s) - start ))
if [ -z "$found" ]; then
  printf 'no counterexample: %d inputs (levels 1..%d), %d %ss checked in %d s (about %d per second), seed %s\n' \
    "$round" "$(( round < 2 * top - 1 ? (round + 1) / 2 : top ))" "$items_checked" "$noun" "$elapsed" "$(( items_checked / (elapsed > 0 ? elapsed : 1) ))" "$seed"
  exit 0
fi
verdict=$(conf "$in.result" verdict)
nitems=$(wc -l <"$in.exp")
printf '%s on input %d (%s: %d %s%s), after %d %ss had passed in %d s\n' \
  "$verdict" "$((round + 1))" "$what" "$nitems" "$noun" "$([ "$nitems" = 1 ] || echo s)" "$items_checked" "$noun" "$elapsed"
# A TLE or MLE is only narrowed: each try costs a run near the limit.
case $verdict in
  TLE | MLE) echo "  $(slow_result "$in.result")"; narrow "$in" "$(cat "$work/fails-line")" slow
             narrow_report "$in" "the fewest that still exceed the limit" ;;
  *) shrink_and_report "$in" "$(cat "$work/fails-line")" ;;
esac
limits_line "$saved.in"
printf 'replay the search: make stress P=%s %s%s SEED=%s%s\n' "$p" "${sol:+SOL=${sol#"$root"/}}${lang_cmd:+CMD=\"$lang_cmd\"}" "${JUDGE_USE:+ USE=$JUDGE_USE}" "$seed" "${gen_judge:+ LIMITS=judge}"
echo "saved: ${saved#"$root"/}.in"
exit 1
