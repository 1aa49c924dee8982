#!/usr/bin/env bash
# findbug.sh - find the smallest game your program gets wrong (make stress P=<p> SOL=<file>).
#
#   judge/findbug.sh [--seconds S] [--seed N] (--sol FILE | --cmd COMMAND) PROBLEM
#
# Runs your program (any language of judge/languages.conf) and our oracle on seeded random
# inputs, small first and growing (testdata/<p>/tools/gen SEED user LEVEL), under the problem's
# limits (TL_SCALE=X multiplies the time limit), until the first disagreement, crash or time-out
# or until S seconds (default 60) have passed. Each input holds hundreds of items, so one run
# checks many. A failing input is then narrowed to the one item that fails and shrunk
# (testdata/<p>/tools/items shrink) until no single reduction keeps it failing: fewer moves,
# smaller numbers, fewer cards, letters, words, nodes, edges, plainer spacing. Every candidate is
# checked by the validator, so the counterexample is a valid input. Candidates are first judged
# together, as one input of many items (one run), and the one that fails is then confirmed alone.
# A program that fails only after other items (state kept between items) gets the smallest set
# of items that still fails (delta debugging), each item then shrunk the same way.
# The result is printed, with our explanation of the game when testdata/<p>/tools/explain exists,
# and saved as build/stress/<p>/counterexample-<seed>.in/.out.
# Exit status: 1 a counterexample was found, 0 none in the time given, 2 usage or configuration
# error (also: your program does not compile), 3 harness error.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$root/build}
run=$build/judge/run
limits_conf=$root/judge/limits.conf
tl_scale=${TL_SCALE:-1} asan=0
seconds=60 seed='' sol='' cmd='' p=''
# shellcheck source=judge/lang.sh
. "$root/judge/lang.sh"
# shellcheck source=judge/verdict.sh
. "$root/judge/verdict.sh"

usage() { echo "usage: judge/findbug.sh [--seconds S] [--seed N] (--sol FILE | --cmd COMMAND) PROBLEM" >&2; exit 2; }
config_error() { echo "stress: $*" >&2; exit 2; }
harness_error() { echo "stress: harness error: $*" >&2; exit 3; }

while [ $# -gt 0 ]; do
  case $1 in
    --seconds) [ $# -ge 2 ] || usage; seconds=$2; shift 2 ;;
    --seed) [ $# -ge 2 ] || usage; seed=$2; shift 2 ;;
    --sol) [ $# -ge 2 ] || usage; sol=$2; shift 2 ;;
    --cmd) [ $# -ge 2 ] || usage; cmd=$2; shift 2 ;;
    -*) usage ;;
    *) [ -z "$p" ] || usage; p=$1; shift ;;
  esac
done
[ -n "$p" ] || usage
[[ $seconds =~ ^[0-9]+$ ]] || config_error "SECONDS must be a whole number of seconds, not '$seconds'"
[ -z "$seed" ] || [[ $seed =~ ^[0-9]+$ ]] || config_error "SEED must be a number, not '$seed'"
[ -n "$sol$cmd" ] || usage
[ -d "$root/problems/$p" ] || config_error "no problem '$p' (see problems/)"
tools=$build/testdata/$p/tools
oracle=$(awk -v p="$p" '$1 == p { $1 = ""; print; exit }' "$root/judge/stress.conf" | xargs)
[ -n "$oracle" ] || config_error "no line for $p in judge/stress.conf"
read -r -a oracle <<<"$oracle"
for t in gen validate items "${oracle[0]}"; do
  [ -x "$tools/$t" ] || config_error "$tools/$t is missing: run this through make (make stress P=$p SOL=...)"
done
read_limits "$p"
lang_own "$sol" "$cmd"
seed=${seed:-$(( $(date +%s%N) / 1000 % 1000000 ))}

mkdir -p "$build/stress/$p"
work=$(mktemp -d "$build/stress/work.XXXXXX") # private: runs may share one build tree
trap 'rm -rf "$work"' EXIT
bin=$build/stress/$p/bin # kept after the run, for the command that reproduces a failure
if ! lang_build "${sol:-}" "$bin" "$ml"; then
  echo "stress: your program does not compile:" >&2
  head -n 5 "$bin/build.log" | sed 's/^/  | /' >&2
  exit 2
fi
noun=$("$tools/items" noun)
printf '== stress %s: %s (%s) against %s, seed %s, up to %s s; TL %s s%s\n' "$p" "${sol:+${sol#"$root"/}}${cmd:+CMD=\"$cmd\"}" \
  "$lang" "${oracle[*]}" "$seed" "$seconds" "$tl" "$([ "$tl_scale" != 1 ] && echo " (TL_SCALE=$tl_scale)")"

# fails FILE: judges the program on FILE against the oracle, exactly as make judge would; true
# when the verdict is not AC. The expected output is left in FILE.exp, the program's in FILE.got.
fails() {
  local in=$1
  "${tools}/${oracle[0]}" "${oracle[@]:1}" <"$in" >"$in.exp" 2>"$work/oracle-err" ||
    harness_error "the oracle failed on $in: $(head -n1 "$work/oracle-err")"
  judge_case stress "$in" "$in.exp" "$p"
  [ "$verdict" = HE ] && harness_error "$detail"
  cp "$work/out" "$in.got"
  [ "$verdict" != AC ]
}

valid() { "$tools/validate" <"$1" >/dev/null 2>&1; }

# The item the run went wrong on: the first differing output line, or the line after a correct
# but short output (a crash or a time-out). Empty when the output is complete and right.
failing_item() { first_diff_line "$1.exp" "$1.got"; }

# --- 1. search -----------------------------------------------------------------------------------

start=$(date +%s) round=0 items_checked=0 found=''
while [ $(( $(date +%s) - start )) -lt "$seconds" ]; do
  # levels 1, 1, 2, 2, ... 8, 8, then around again: small values first, new seeds every time
  if [ "$round" -lt 16 ]; then level=$(( round / 2 + 1 )); else level=$(( round % 8 + 1 )); fi
  in=$work/round.in
  "$tools/gen" "$((seed + round))" user "$level" >"$in" || harness_error "gen $((seed + round)) user $level failed"
  valid "$in" || harness_error "gen $((seed + round)) user $level wrote an input the validator rejects"
  if fails "$in"; then found=$round; break; fi
  items_checked=$(( items_checked + $(wc -l <"$in.exp") ))
  round=$((round + 1))
done
elapsed=$(( $(date +%s) - start ))
rate=$(awk -v n="$items_checked" -v s="$elapsed" 'BEGIN { printf "%d", (s > 0 ? n / s : n) }')
if [ -z "$found" ]; then
  printf 'no counterexample: %d inputs, %d %ss checked in %d s (about %s per second), seed %s\n' \
    "$round" "$items_checked" "$noun" "$elapsed" "$rate" "$seed"
  exit 0
fi
total=$(wc -l <"$in.exp")
printf '%s on input %d (gen %d user %d: %d %ss), after %d %ss had passed in %d s\n' \
  "$verdict" "$((round + 1))" "$((seed + round))" "$level" "$total" "$noun" "$items_checked" "$noun" "$elapsed"

# --- 2. narrow to one item -----------------------------------------------------------------------

# try_items "1 5 9": true when the input made of those items still fails (it is then in $cur).
try_items() {
  "$tools/items" pick "$(tr ' ' ',' <<<"$1")" <"$in" >"$work/try.in"
  fails "$work/try.in" && cp "$work/try.in" "$cur"
}

cur=$work/cur.in # the smallest failing input so far; judged once more at the end, for the report
cp "$in" "$cur"
k=$(failing_item "$in")
if [ -z "$k" ] || [ "$k" -gt "$total" ] || ! try_items "$k"; then
  # Not that item alone (a time-out over many items, output that went wrong earlier, a program
  # with state): delta debugging over the items (Zeller's ddmin) finds a set that still fails
  # and loses it if any part of it is left out: first halves, then quarters, and so on.
  mapfile -t set < <(seq 1 "$total")
  parts=2 tries=0
  while [ ${#set[@]} -ge 2 ] && [ "$tries" -lt 300 ]; do
    size=$(( (${#set[@]} + parts - 1) / parts )) reduced=0
    for ((from = 0; from < ${#set[@]} && !reduced; from += size)); do # one part alone
      tries=$((tries + 1))
      if try_items "${set[*]:from:size}"; then read -r -a set <<<"${set[*]:from:size}"; parts=2 reduced=1; fi
    done
    for ((from = 0; from < ${#set[@]} && !reduced && parts > 2; from += size)); do # all but one part
      tries=$((tries + 1))
      rest="${set[*]:0:from} ${set[*]:from + size}"
      if try_items "$rest"; then read -r -a set <<<"$rest"; parts=$((parts - 1)) reduced=1; fi
    done
    if [ "$reduced" = 0 ]; then
      [ "$parts" -lt ${#set[@]} ] || break
      parts=$(( parts * 2 > ${#set[@]} ? ${#set[@]} : parts * 2 ))
    fi
  done
fi

# --- 3. shrink ----------------------------------------------------------------------------------

# Take the first reduction that still fails, until none does. One item: all its reductions are
# judged together, as one input of many items (one run), and the first that fails there is then
# confirmed alone. Several items (a program that fails only after other items): one by one.
steps=0
while [ "$steps" -lt 1000 ]; do
  rm -rf "$work/cand"; mkdir "$work/cand"
  n=$("$tools/items" shrink "$work/cand" <"$cur")
  ok=()
  for ((c = 1; c <= n; c++)); do valid "$work/cand/$c.in" && ok+=("$work/cand/$c.in"); done
  [ ${#ok[@]} -gt 0 ] || break
  next=''
  if [ "$("$tools/items" split <"$cur" | wc -l)" = 1 ]; then
    "$tools/items" join "${ok[@]}" >"$work/batch.in"
    if fails "$work/batch.in"; then
      c=$(failing_item "$work/batch.in")
      if [ -n "$c" ] && [ "$c" -le ${#ok[@]} ] && fails "${ok[c - 1]}"; then next=${ok[c - 1]}; fi
      if [ -z "$next" ]; then # the batch run does not point at one: try them one by one
        for f in "${ok[@]}"; do if fails "$f"; then next=$f; break; fi; done
      fi
    fi
  else
    for f in "${ok[@]}"; do if fails "$f"; then next=$f; break; fi; done
  fi
  [ -n "$next" ] || break
  cp "$next" "$cur"
  steps=$((steps + 1))
done
flaky=''
fails "$cur" || flaky="note: this input failed before but passed when judged again: a time near the limit, or a program that does not always do the same"

# --- 4. report -----------------------------------------------------------------------------------

saved=$build/stress/$p/counterexample-$seed
cp "$cur" "$saved.in"
cp "$cur.exp" "$saved.out"
show() { # the file, control characters visible, at most 20 lines
  sed 's/\r/\\r/g; s/\t/\\t/g; s/^/  | /' "$1" | head -n 20
  [ -s "$1" ] || echo "  | (nothing)"
  [ "$(wc -l <"$1")" -le 20 ] || echo "  | ... ($(wc -l <"$1") lines in all)"
}
nitems=$("$tools/items" split <"$cur" | wc -l)
printf '\nshrunk in %d steps to %d %s%s; %s:%s\n' "$steps" "$nitems" "$noun" "$([ "$nitems" = 1 ] || echo s)" "$verdict" "${detail:+ $detail}"
[ -z "$flaky" ] || echo "$flaky"
echo "input:"; show "$cur"
echo "expected output:"; show "$cur.exp"
echo "your output:"; show "$cur.got"
if [ "$nitems" = 1 ] && [ -x "$tools/explain" ] && "$tools/explain" <"$cur" >"$work/explain" 2>/dev/null; then
  echo "why (make explain P=$p IN=${saved#"$root"/}.in):"; sed 's/^/  /' "$work/explain"
fi
if [ -n "$cmd" ]; then rerun="$cmd "; else rerun=$(printf '%q ' "${run_cmd[@]}"); fi
printf 'reproduce: %s< %s.in\n' "${rerun//$root\//}" "${saved#"$root"/}"
printf 'replay the search: make stress P=%s %s SEED=%s\n' "$p" "${sol:+SOL=${sol#"$root"/}}${cmd:+CMD=\"$cmd\"}" "$seed"
echo "saved: ${saved#"$root"/}.in"
exit 1
