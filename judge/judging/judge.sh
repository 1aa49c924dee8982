#!/usr/bin/env bash
# judge.sh - judge solutions against testdata/ like an online judge, on your own machine.
#
#   judge/judge.sh [--sol FILE | --cmd COMMAND] [--asan] [--no-variants] [PROBLEM...]
#
# With no PROBLEM, every folder in problems/. For each problem it compiles problems/<p>/<p>.c and
# runs it on every case of testdata/<p>/recipe under the limits in judge/limits.conf, then judges
# each variant in problems/<p>/variants/ against the verdicts its header promises.
#   --sol FILE     judge your own file instead (one problem; bad-input cases skipped, no variants),
#                  in the language its extension names in judge/languages.conf (C, C++, Python,
#                  Java)
#   --cmd COMMAND  judge a ready program: COMMAND is run by bash -c on every case
#   --asan         build with AddressSanitizer + UBSan; time limits x10, no memory limit, no variants
#   --no-variants  the solution only
#   --variant FILE judge FILE (any language) as a variant of the one problem: against the verdicts
#                  its `expect:` / `allow:` lines promise (the harness's tests of user attempts)
#   --all-cases    with --sol: judge the bad-input cases too
#   --quick        a variant's cases not yet started when it first shows its expected verdict are
#                  skipped (make judge without V=1, P=, SOL=, CMD=; never make test)
#   -v             a line for every case (always with --sol/--cmd; otherwise only the cases
#                  that are not AC, one line per solution and per variant)
# JOBS=N runs N cases at a time (default: one per core).
# TL_SCALE=X multiplies every time limit (for a slow language); the header line says so.
# When a case fails, the item it fails on (a game, a graph, ...) is named and written alone, with
# its expected answer, to build/judge/failed/<p>/<case>-<item>.in and .out (testdata/<p>/tools/items).
# Needs the generated cases and the run helper: use it through `make judge` (or `make judge-asan`).
# Exit status: 0 every expectation met, 1 some verdict was not as expected, 2 usage or
# configuration error, 3 harness error (something failed that says nothing about the program).
set -euo pipefail
export LC_ALL=C

root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$root/build}
run=${JUDGE_RUN:-$build/judge/run}
# Overridable so that the harness's own tests can judge fixture problems through the same code.
problems_dir=${JUDGE_PROBLEMS:-$root/problems}
testdata_dir=${JUDGE_TESTDATA:-$root/testdata}
limits_conf=${JUDGE_LIMITS:-$root/judge/limits.conf}
tl_scale=${TL_SCALE:-1}
sol='' cmd='' variant='' asan=0 variants=1 all_cases=0 verbose=0
jobs=${JOBS:-$(nproc)} running=0 quick=0 skipped_total=0
problems=()
# shellcheck source=judge/lang.sh
. "$root/judge/lang.sh"
# shellcheck source=judge/verdict.sh
. "$root/judge/verdict.sh"

usage() { echo "usage: judge/judge.sh [--sol FILE | --cmd COMMAND [--all-cases]] [--asan] [--no-variants] [PROBLEM...]" >&2; exit 2; }
config_error() { echo "judge: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
  case $1 in
    --sol) [ $# -ge 2 ] || usage; sol=$2; shift 2 ;;
    --cmd) [ $# -ge 2 ] || usage; cmd=$2; shift 2 ;;
    --variant) [ $# -ge 2 ] || usage; variant=$2; shift 2 ;;
    --asan) asan=1; variants=0; shift ;;
    --no-variants) variants=0; shift ;;
    -v) verbose=1; shift ;;
    --quick) quick=1; shift ;;
    --all-cases) all_cases=1; shift ;;
    -*) usage ;;
    *) problems+=("$1"); shift ;;
  esac
done
if [ ${#problems[@]} -eq 0 ]; then
  for d in "$problems_dir"/*/; do problems+=("$(basename "$d")"); done
fi
awk -v s="$tl_scale" 'BEGIN { exit !(s + 0 > 0) }' || config_error "TL_SCALE must be a positive number, not '$tl_scale'"
if [ "$asan" = 1 ]; then
  export JUDGE_CFLAGS="-O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all"
  export JUDGE_CXXFLAGS=$JUDGE_CFLAGS
  # Distinct exit codes, so a sanitizer report is never mistaken for a bad-input exit 1.
  export ASAN_OPTIONS=exitcode=86:detect_leaks=1 UBSAN_OPTIONS=exitcode=87:print_stacktrace=1
fi
if [ -n "$sol" ] || [ -n "$cmd" ]; then
  [ ${#problems[@]} -eq 1 ] || config_error "judging your own program needs exactly one problem (make judge P=<problem> SOL=${sol:-...})"
  lang_own "$sol" "$cmd"
  [ "$asan" = 0 ] || [ "$lang" = C ] || [ "$lang" = C++ ] || config_error "judge-asan builds C and C++ only; $lang is not"
  variants=0 verbose=1
fi
if [ -n "$variant" ]; then
  [ ${#problems[@]} -eq 1 ] && [ -f "$variant" ] || config_error "--variant needs one problem and an existing file"
  variant=$(abs_path "$variant")
fi
[ -x "$run" ] || config_error "$run is missing: run this through make (make judge)"

# Scratch files are private to this run: several judges may share one build tree.
mkdir -p "$build/judge"
work=$(mktemp -d "$build/judge/work.XXXXXX")
trap 'rm -rf "$work"' EXIT
passed=0 failed=0 harness_errors=0

# --- limits and cases --------------------------------------------------------------------------

# Prints "name in out" for every case of problem $1, in recipe order.
list_cases() {
  local p=$1 recipe=$testdata_dir/$1/recipe name src
  [ -f "$recipe" ] || config_error "no $recipe"
  while IFS='|' read -r name src _; do
    name=${name//[[:space:]]/}
    src=${src#"${src%%[![:space:]]*}"}
    case $name in ''|'#'*) continue ;; esac
    if [ "${src%% *}" = gen ]; then
      echo "$name $build/testdata/$p/$name.in $build/testdata/$p/$name.out"
    else
      echo "$name $testdata_dir/$p/$name.in $testdata_dir/$p/$name.out"
    fi
  done <"$recipe"
}

# --- the item a case fails on -------------------------------------------------------------------

# Output line k answers item k (a game, a graph, ...) of the input: testdata/<p>/tools/items knows
# where each item is. The first output line that differs names the item the program got wrong; an
# output that is a correct but short prefix names the item the run stopped on. That item is written
# alone, with its expected answer, to build/judge/failed/<p>/<case>-<k>.in/.out, shown when short,
# and judged alone once, since a program may fail on an item only after the ones before it.
# (That run sets verdict, cpu, ... anew: call this after the case's own figures are counted.)
show_failed_item() {
  local p=$1 name=$2 in=$3 exp=$4 got=$5 items=$build/testdata/$1/tools/items
  local k total span noun base was=$verdict alone what
  [ -x "$items" ] || return 0
  k=$(first_diff_line "$exp" "$got")
  [ -n "$k" ] || return 0 # complete and right (a crash at the very end): no item to blame
  "$items" split <"$in" >"$work/items" 2>"$work/items-err" ||
    { printf '       (could not split the input into items: %s)\n' "$(head -n1 "$work/items-err")"; return 0; }
  total=$(wc -l <"$work/items") noun=$("$items" noun)
  if [ "$k" -gt "$total" ]; then
    printf '       output goes on after the answer to the last %s (%d)\n' "$noun" "$total"
    return 0
  fi
  span=$(awk -v k="$k" '$1 == k { print ($2 == $3) ? "line " $2 : "lines " $2 "-" $3 }' "$work/items")
  base=$build/judge/failed/$p/$name-$k
  mkdir -p "${base%/*}"
  "$items" pick "$k" <"$in" >"$base.in"
  sed -n "${k}p" "$exp" >"$base.out"
  judge_case "$name-$k" "$base.in" "$base.out" "$p"
  what="$noun $k of $total (input $span)"
  # A run that was stopped or crashed loses what it had not flushed: its output only says that
  # the item after the last answer had not been answered, so that item is judged alone to tell.
  [ "$was" = WA ] || what="the output stops before $what, which"
  case $verdict in
    AC) alone="passes alone: it fails only after the ${noun}s before it" ;;
    "$was") alone="is $verdict alone too" ;;
    *) alone="is $verdict alone" ;;
  esac
  printf '       %s %s: %s.in\n' "$what" "$alone" "${base#"$root"/}"
  if [ "$(wc -c <"$base.in")" -le 400 ]; then
    sed 's/\r/\\r/g; s/\t/\\t/g; s/^/       | /' "$base.in"
    printf '       expected: %s\n' "$(cat "$base.out")"
  fi
}

# --- compiling -----------------------------------------------------------------------------------

# Builds $1 in folder $2 (sets run_cmd); on failure prints CE with the first error, returns 1.
compile() {
  if ! lang_build "$1" "$2" "$ml"; then
    printf '  %-4s %s\n' CE "$( (grep -m1 -iE 'error' "$2/build.log" || head -n1 "$2/build.log") | cut -c1-150)"
    return 1
  fi
}

# --- cases, run in parallel ----------------------------------------------------------------------

# Every (program, case) run of a problem goes into one pool of JOBS runs at a time (default: one
# per core). Verdicts are on CPU time, which a second busy core barely changes. Each run has its
# own folder $work/res/<program>/<case>; the report is printed afterwards, in order.
load_cases() {
  local name in exp
  case_name=() case_in=() case_exp=()
  while read -r name in exp; do
    if [ ! -f "$in" ] || [ ! -f "$exp" ]; then config_error "case $1/$name is missing its .in or .out: run make testdata"; fi
    case_name+=("$name") case_in+=("$in") case_exp+=("$exp")
  done < <(list_cases "$1")
}

# spawn PROGRAM I [VERDICT]: judges run_cmd (as it is now) on case I in the background. With
# --quick and a VERDICT, once one case of PROGRAM has got that verdict, its cases not yet started
# are skipped (result SKIP).
spawn() {
  local dir=$work/res/$1/$2 caught=$work/res/$1/caught want=${3:-}
  while [ "$running" -ge "$jobs" ]; do wait -n || true; running=$((running - 1)); done
  mkdir -p "$dir"
  ( work=$dir
    if [ "$quick" = 1 ] && [ -n "$want" ] && [ -e "$caught" ]; then echo SKIP >"$dir/result"; exit 0; fi
    judge_case "${case_name[$2]}" "${case_in[$2]}" "${case_exp[$2]}" "$p"
    if [ "$verdict" = "$want" ]; then : >"$caught"; fi
    printf '%s\n' "$verdict" "$cpu" "$wall" "$mem_kib" "$detail" >"$dir/result" ) &
  running=$((running + 1))
}

drain() { wait || true; running=0; }

# result PROGRAM I: sets verdict, cpu, wall, mem_kib, detail and got (the output) of that run.
result() {
  local r=()
  mapfile -t r <"$work/res/$1/$2/result"
  verdict=${r[0]} cpu=${r[1]:-0} wall=${r[2]:-0} mem_kib=${r[3]:-0} detail=${r[4]:-} got=$work/res/$1/$2/out
}

is_bad() { [ "${case_name[$1]#bad-}" != "${case_name[$1]}" ]; }

# --- a solution, a variant -----------------------------------------------------------------------

fmt_mib() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
fmt_cpu() { if [ "${1#>}" != "$1" ]; then printf '>%.2f' "${1#>}"; else printf '%.2f' "$1"; fi; }

# queue_solution P SRC DIR: builds SRC and queues it on every case (bad-input cases only for our
# own files, or with --all-cases). Returns 1 after printing CE.
queue_solution() {
  local i
  compile "$2" "$3" >"$work/ce-solution" || return 1
  for i in "${!case_name[@]}"; do
    if [ -n "$sol$cmd" ] && [ "$all_cases" = 0 ] && is_bad "$i"; then continue; fi
    spawn solution "$i"
  done
}

report_solution() {
  local p=$1 i n=0 ac=0 slow=-1 slow_name='-' peak=0 skipped=0
  if [ -s "$work/ce-solution" ]; then cat "$work/ce-solution"; failed=$((failed + 1)); echo "  $p: CE"; return; fi
  for i in "${!case_name[@]}"; do
    [ -f "$work/res/solution/$i/result" ] || { skipped=$((skipped + 1)); continue; }
    result solution "$i"
    n=$((n + 1))
    if [ "$verbose" = 1 ] || [ "$verdict" != AC ]; then
      printf '  %-4s %-34s %6s s cpu %6.2f s wall %7s MiB' "$verdict" "${case_name[i]}" "$(fmt_cpu "$cpu")" "$wall" "$(fmt_mib "$mem_kib")"
      [ -n "$detail" ] && printf '   %s' "$detail"
      printf '\n'
    fi
    case $verdict in
      AC) ac=$((ac + 1)); passed=$((passed + 1)) ;;
      HE) harness_errors=$((harness_errors + 1)); failed=$((failed + 1)) ;;
      *) failed=$((failed + 1)) ;;
    esac
    if awk -v c="${cpu#>}" -v s="$slow" 'BEGIN { exit !(c > s) }'; then slow=${cpu#>} slow_name=${case_name[i]}; fi
    [ "$mem_kib" -gt "$peak" ] && peak=$mem_kib
    case $verdict in AC|HE) ;; *) is_bad "$i" || show_failed_item "$p" "${case_name[i]}" "${case_in[i]}" "${case_exp[i]}" "$got" ;; esac
  done
  printf '  %s: %d/%d AC, slowest %.2f s of %s s (%s), peak %s MiB' "$p" "$ac" "$n" "$slow" "$tl" "$slow_name" "$(fmt_mib "$peak")"
  [ "$skipped" -gt 0 ] && printf '; %d bad-input cases skipped (real judges never send bad input)' "$skipped"
  printf '\n'
}

# A variant passes when every verdict is allowed and the expected one occurs at least once.
# Its expect: and allow: lines are read from the first 60 lines of the file (any comment style).
variant_tags() {
  expect=$(sed -n '1,60s/^[[:space:]/*#]*expect:[[:space:]]*\([A-Z]*\).*/\1/p' "$1" | head -n1)
  allow=$(sed -n '1,60s/^[[:space:]/*#]*allow:[[:space:]]*\([A-Z ]*\).*/\1/p' "$1" | head -n1)
  [ -n "$expect" ] || config_error "$1 has no 'expect: VERDICT' line in its header"
  allow=" ${allow:-AC $expect} "
}

# queue_variant ID SRC DIR: builds SRC and queues it on every valid case.
queue_variant() {
  local i expect allow
  variant_tags "$2"
  compile "$2" "$3" >"$work/ce-$1" || return 0
  [ "$expect" != AC ] || expect="" # an AC variant must be AC on every case: nothing to skip
  for i in "${!case_name[@]}"; do is_bad "$i" || spawn "$1" "$i" "$expect"; done
}

report_variant() {
  local id=$1 src=$2 i first='' bad='' v expect allow skipped=0
  local -A count=()
  variant_tags "$src"
  printf '  variant %-36s expects %-4s ' "$(basename "$src")" "$expect"
  if [ -s "$work/ce-$id" ]; then echo "CE: $(cat "$work/ce-$id")"; failed=$((failed + 1)); return; fi
  for i in "${!case_name[@]}"; do
    is_bad "$i" && continue
    result "$id" "$i"
    if [ "$verdict" = SKIP ]; then skipped=$((skipped + 1)); continue; fi
    count[$verdict]=$(( ${count[$verdict]:-0} + 1 ))
    [ "$verdict" = "$expect" ] && [ -z "$first" ] && first=${case_name[i]}
    [ "$verdict" = HE ] && harness_errors=$((harness_errors + 1))
    if [ "${allow/ $verdict /}" = "$allow" ] && [ -z "$bad" ]; then bad="$verdict on ${case_name[i]}${detail:+ ($detail)}"; fi
  done
  for v in AC WA TLE MLE RE OLE NO HE; do [ -n "${count[$v]:-}" ] && printf '%s %d  ' "$v" "${count[$v]}"; done
  if [ -n "$bad" ]; then
    printf -- '-> FAILED: %s is not allowed\n' "$bad"; failed=$((failed + 1))
  elif [ -z "$first" ]; then
    printf -- '-> FAILED: never %s: our tests do not catch this variant\n' "$expect"; failed=$((failed + 1))
  else
    if [ "$expect" = AC ]; then printf -- '-> as expected'
    else printf -- '-> caught (first %s: %s)' "$expect" "$first"; fi
    [ "$skipped" = 0 ] || printf '; %d skipped after that' "$skipped"
    printf '\n'
    [ "$skipped" = 0 ] || skipped_total=$((skipped_total + skipped))
    passed=$((passed + 1))
  fi
}

# --- main ----------------------------------------------------------------------------------------

for p in "${problems[@]}"; do
  [ -d "$problems_dir/$p" ] || config_error "no problem '$p' (see $problems_dir)"
  read_limits "$p"
  load_cases "$p"
  rm -rf "$work/res"
  if [ -n "$variant" ]; then
    lang_select "$variant"
    printf '== %s  TL %s s  ML %s MiB  OL %s MiB  %s, build: %s\n' "$p" "$tl" "$ml" "$ol" "$lang" "$lang_build_line"
    queue_variant attempt "$variant" "$build/judge/bin/$p/attempts/$(basename "$variant")"
    drain
    report_variant attempt "$variant"
    continue
  fi
  src=${sol:-$problems_dir/$p/$p.c}
  [ -n "$sol$cmd" ] || lang_select "$src"
  mode=''
  [ "$asan" = 1 ] && mode=' [ASan+UBSan: time x10, no memory limit]'
  [ "$tl_scale" != 1 ] && mode+=" [TL_SCALE=$tl_scale: time limits x$tl_scale]"
  printf '== %s  TL %s s  ML %s MiB  OL %s MiB  %s%s\n' "$p" "$tl" "$ml" "$ol" "${cmd:-${src#"$root"/}}" "$mode"
  [ "$verbose" = 1 ] && printf '   %s, build: %s; run: %s\n' "$lang" "$lang_build_line" "${lang_run_line//\{ml\}/$ml}"
  queue_solution "$p" "$src" "$build/judge/bin/$p/$(basename "${src%.*}")$([ "$asan" = 1 ] && echo -asan)" || true
  vs=()
  if [ "$variants" = 1 ]; then
    for v in "$problems_dir/$p/variants/"*.c; do
      [ -f "$v" ] || continue
      vs+=("$v")
      queue_variant "v${#vs[@]}" "$v" "$build/judge/bin/$p/variants/$(basename "$v" .c)"
    done
  fi
  drain
  report_solution "$p"
  for i in "${!vs[@]}"; do report_variant "v$((i + 1))" "${vs[i]}"; done
done
if [ "$skipped_total" -gt 0 ]; then
  echo "(--quick: $skipped_total variant runs skipped once the variant showed its verdict; make test and V=1 run them all)"
fi
echo "$passed passed, $failed failed"
[ "$harness_errors" -gt 0 ] && exit 3
[ "$failed" -gt 0 ] && exit 1
exit 0
