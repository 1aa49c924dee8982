#!/usr/bin/env bash
# findbug.sh - make stress: find the smallest game a program gets wrong.
#
#   judge/findbug/findbug.sh --own [--seconds S] [--seed N] PROBLEM     (make stress P= SOL=|CMD=)
#   judge/findbug/findbug.sh --ours N PROBLEM...                        (make stress)
#
# --own: your program (JUDGE_SOL=FILE in any language of judge/judging/languages.conf, or
# JUDGE_CMD=COMMAND) against the problem's stress_oracle (problems/<p>/problem.conf) on seeded
# inputs, small first and growing (testdata/<p>/tools/gen SEED user LEVEL, levels 1, 1, 2, 2, ...
# 8, 8, then around again), under the problem's limits (TL_SCALE=X multiplies the time limit),
# until the first input it fails or until S seconds (default 60) have passed. Each input holds
# hundreds of items, so one run checks many. A failing input is narrowed and shrunk by
# judge/findbug/shrink (the strategy is there) to a small valid input that still fails, printed
# with our explanation of the game (testdata/<p>/tools/explain) and saved as
# build/stress/<p>/counterexample-<seed>.in/.out.
# --ours N: our solution problems/<p>/<p>.c against tools/oracle on `gen SEED stress` for N seeds
# (from STRESS_SEED, default 1), one check per problem, ending with "N passed, M failed".
# Both judge every run exactly as make judge does (judge/findbug/fails.sh, then
# judge/judging/case.sh): "passes" has one definition.
# Exit status: 1 a counterexample was found, 0 none, 2 usage or configuration error (also: your
# program does not compile), 3 harness error.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
# shellcheck source=judge/judging/lang.sh
. "$root/judge/judging/lang.sh"
usage() { die_usage "usage: judge/findbug/findbug.sh --own [--seconds S] [--seed N] PROBLEM | --ours N PROBLEM..."; }
harness_error() { echo "stress: harness error: $*" >&2; exit 3; }

mode='' seconds=60 seed='' ours=0 problems=()
while [ $# -gt 0 ]; do
  case $1 in
    --own) mode=own; shift ;;
    --ours) [ $# -ge 2 ] || usage; mode=ours ours=$2; shift 2 ;;
    --seconds) [ $# -ge 2 ] || usage; seconds=$2; shift 2 ;;
    --seed) [ $# -ge 2 ] || usage; seed=$2; shift 2 ;;
    -*) usage ;;
    *) problems+=("$1"); shift ;;
  esac
done
[ -n "$mode" ] && [ ${#problems[@]} -gt 0 ] || usage
[[ $seconds =~ ^[0-9]+$ ]] || die_usage "stress: SECONDS must be a whole number of seconds, not '$seconds'"
[ -z "$seed" ] || [[ $seed =~ ^[0-9]+$ ]] || die_usage "stress: SEED must be a number, not '$seed'"
[[ $ours =~ ^[0-9]+$ ]] || usage
need_tools run verdict conf table shrink
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
  for t in gen validate items "${2%% *}"; do
    [ -x "$tools/$t" ] || die_usage "stress: $tools/$t is missing: run this through make (make stress P=$p ...)"
  done
  read_limits "$p"
  noun=$(problem_conf "$p" noun)
}

# fails FILE: true when the program fails on FILE (judge/findbug/fails.sh; a harness error stops).
fails() {
  local status=0
  "$root/judge/findbug/fails.sh" "$1" >"$work/fails-line" || status=$?
  [ "$status" -le 1 ] || harness_error "judging $1 failed"
  return "$status"
}

# shrink_and_report IN FIRST_LINE: narrows and shrinks IN (judge/findbug/shrink), then prints the
# counterexample, our explanation and how to reproduce it; saves it as $saved.in and .out.
shrink_and_report() {
  local in=$1 k=$2 cur=$work/cur.in nitems flaky='' rerun
  saved=$build/stress/$p/counterexample-$seed
  rm -rf "$work/shrink"; mkdir -p "$work/shrink" "$build/stress/$p"
  "$tools_bin/shrink" --items "$tools/items" --validate "$tools/validate" --test "$root/judge/findbug/fails.sh" \
    --work "$work/shrink" --out "$cur" ${k:+--item "$k"} "$in" >"$work/shrunk" || harness_error "shrink failed"
  fails "$cur" || flaky="note: this input failed before but passed when judged again: a time near the limit, or a program that does not always do the same"
  { read -r steps; read -r stopped; } < <(conf "$work/shrunk" steps stopped)
  { read -r verdict; read -r detail; } < <(conf "$cur.result" verdict detail)
  cp "$cur" "$saved.in"; cp "$cur.exp" "$saved.out"
  nitems=$("$tools/items" split <"$cur" | wc -l)
  printf '\nshrunk in %d steps to %d %s%s; %s:%s\n' "$steps" "$nitems" "$noun" "$([ "$nitems" = 1 ] || echo s)" "$verdict" "${detail:+ $detail}"
  [ -z "$stopped" ] || echo "note: shrinking stopped early ($stopped): a smaller input may still fail"
  [ -z "$flaky" ] || echo "$flaky"
  echo "input:"; show_file "$cur" '  '
  echo "expected output:"; show_file "$cur.exp" '  '
  echo "your output:"; show_file "$cur.got" '  '
  if [ "$nitems" = 1 ] && [ -x "$tools/explain" ] && "$tools/explain" <"$cur" >"$work/explain" 2>/dev/null; then
    echo "why (make explain P=$p IN=${saved#"$root"/}.in):"; sed 's/^/  /' "$work/explain"
  fi
  # your file rather than the build's copy of it (an interpreted language runs the source)
  if [ -n "$lang_cmd" ]; then rerun="$lang_cmd "; else rerun=$(mapfile -t c <"$FINDBUG_PROGRAM/cmd"
    for i in "${!c[@]}"; do [ -z "${sol:-}" ] || [ "${c[i]}" != "$FINDBUG_PROGRAM/src/${sol##*/}" ] || c[i]=$sol; done; printf '%q ' "${c[@]}"); fi
  printf 'reproduce: %s< %s.in\n' "${rerun//$root\//}" "${saved#"$root"/}"
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
lang_own
seed=${seed:-$(( $(date +%s%N) / 1000 % 1000000 ))}
FINDBUG_PROGRAM=$build/stress/$p/bin # kept after the run, for the command that reproduces a failure
if ! lang_build "${sol:-}" "$FINDBUG_PROGRAM" "$ml"; then
  echo "stress: your program does not compile:" >&2
  head -n 5 "$FINDBUG_PROGRAM/build.log" | sed 's/^/  | /' >&2
  exit 2
fi
echo "$sandbox_line"
printf '== stress %s: %s (%s) against %s, seed %s, up to %s s; TL %s s%s\n' "$p" "${sol:+${sol#"$root"/}}${lang_cmd:+CMD=\"$lang_cmd\"}" \
  "$lang" "$FINDBUG_ORACLE" "$seed" "$seconds" "$tl" "$([ "${TL_SCALE:-1}" != 1 ] && echo " (TL_SCALE=$TL_SCALE)")"

start=$(date +%s) round=0 items_checked=0 found=''
in=$work/round.in
while [ $(( $(date +%s) - start )) -lt "$seconds" ]; do
  if [ "$round" -lt 16 ]; then level=$(( round / 2 + 1 )); else level=$(( round % 8 + 1 )); fi
  "$tools/gen" "$((seed + round))" user "$level" >"$in" || harness_error "gen $((seed + round)) user $level failed"
  "$tools/validate" <"$in" >/dev/null 2>&1 || harness_error "gen $((seed + round)) user $level wrote an input the validator rejects"
  if fails "$in"; then found=$round; break; fi
  items_checked=$(( items_checked + $(wc -l <"$in.exp") ))
  round=$((round + 1))
done
elapsed=$(( $(date +%s) - start ))
if [ -z "$found" ]; then
  printf 'no counterexample: %d inputs, %d %ss checked in %d s (about %d per second), seed %s\n' \
    "$round" "$items_checked" "$noun" "$elapsed" "$(( items_checked / (elapsed > 0 ? elapsed : 1) ))" "$seed"
  exit 0
fi
printf '%s on input %d (gen %d user %d: %d %ss), after %d %ss had passed in %d s\n' \
  "$(conf "$in.result" verdict)" "$((round + 1))" "$((seed + round))" "$level" "$(wc -l <"$in.exp")" "$noun" \
  "$items_checked" "$noun" "$elapsed"
shrink_and_report "$in" "$(cat "$work/fails-line")"
printf 'replay the search: make stress P=%s %s SEED=%s\n' "$p" "${sol:+SOL=${sol#"$root"/}}${lang_cmd:+CMD=\"$lang_cmd\"}" "$seed"
echo "saved: ${saved#"$root"/}.in"
exit 1
