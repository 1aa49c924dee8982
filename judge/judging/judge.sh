#!/usr/bin/env bash
# judge.sh - judge solutions against testdata/ like an online judge, on your own machine.
#
#   judge/judging/judge.sh [--own] [--asan] [--no-variants] [--variant FILE] [--all-cases] [--quick] [-v] [PROBLEM...]
#
# With no PROBLEM, every folder in problems/. For each problem it builds problems/<p>/<p>.c and
# judges it on every case of testdata/<p>/recipe under the limits of problems/<p>/problem.conf,
# then judges each variant in problems/<p>/variants/ against the verdicts its tags promise.
#   --own          judge your own program instead (one problem; bad-input cases skipped, no
#                  variants): JUDGE_SOL=FILE in the language its extension names in
#                  judge/judging/languages.conf, or JUDGE_CMD=COMMAND, run by bash -c
#   --asan         build with AddressSanitizer + UBSan; time limits x10, no memory limit, no variants
#   --no-variants  the solution only
#   --variant FILE judge FILE (any language; JUDGE_USE=NAME picks among its extension's languages)
#                  as a variant of the one problem, against its tags
#   --first "V..." with --variant: against a problem package's rule instead (judge/package/): the
#                  first verdict that is not AC is one of V... (AC: every case is AC)
#   --all-cases    with --own: judge the bad-input cases too
#   --quick        a variant's cases not yet started when it first shows its expected verdict are
#                  skipped (make judge without V=1, P=, SOL=, CMD=; never make test)
#   -v             a line for every case (always with --own)
# JOBS=N runs N cases at a time (default: one per core); TL_SCALE=X multiplies every time limit.
# When a case fails, the item it fails on (a game, a graph, ...) is named and written alone, with
# its expected answer, to build/judge/failed/<p>/<case>-<item>.in and .out, and judged alone; when
# it passes alone, the fewest items that still fail are found and shown instead.
# Exit status: 0 every expectation met, 1 some verdict was not as expected, 2 usage or
# configuration error, 3 harness error (something failed that says nothing about the program).
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
# shellcheck source=judge/judging/lang.sh
. "$root/judge/judging/lang.sh"

own=0 variant='' first='' asan=0 variants=1 all_cases=0 verbose=0 quick=0 skipped_total=0
jobs=${JOBS:-$(nproc)}
problems=()
usage() { die_usage "usage: judge/judging/judge.sh [--own [--all-cases]] [--asan] [--no-variants] [--variant FILE [--first \"V...\"]] [--quick] [-v] [PROBLEM...]"; }
while [ $# -gt 0 ]; do
  case $1 in
    --own) own=1; shift ;;
    --variant) [ $# -ge 2 ] || usage; variant=$2; shift 2 ;;
    --first) [ $# -ge 2 ] || usage; first=$2; shift 2 ;;
    --asan) asan=1; variants=0; shift ;;
    --no-variants) variants=0; shift ;;
    -v) verbose=1; shift ;;
    --quick) quick=1; shift ;;
    --all-cases) all_cases=1; shift ;;
    -*) usage ;;
    *) problems+=("$1"); shift ;;
  esac
done
[ ${#problems[@]} -gt 0 ] || mapfile -t problems < <(all_problems)
need_tools run case lang verdict conf table
sandbox_check "$([ "$own" = 1 ] || [ -n "$variant" ] && echo own || echo ours)"
if [ "$asan" = 1 ]; then
  JUDGE_CFLAGS=$(profile asan)
  export JUDGE_CFLAGS JUDGE_CXXFLAGS=$JUDGE_CFLAGS
  # Distinct exit codes, so a sanitizer report is never mistaken for a bad-input exit 1.
  export ASAN_OPTIONS=exitcode=86:detect_leaks=1 UBSAN_OPTIONS=exitcode=87:print_stacktrace=1
fi
if [ "$own" = 1 ]; then
  [ ${#problems[@]} -eq 1 ] || die_usage "judge: judging your own program needs exactly one problem (make judge P=<problem> SOL=...)"
  lang_own
  [ "$asan" = 0 ] || [ "$lang" = C ] || [ "$lang" = C++ ] || die_usage "judge: judge-asan builds C and C++ only; $lang is not"
  variants=0 verbose=1
fi
if [ -n "$variant" ]; then
  [ ${#problems[@]} -eq 1 ] && [ -f "$variant" ] || die_usage "judge: --variant needs one problem and an existing file"
  variant=$(abs_path "$variant")
fi
echo "$sandbox_line" # once the program is known to be judgeable: a usage error stays one line

# Scratch files are private to this run: several judges may share one build tree.
mkdir -p "$build/judge"
work=$(mktemp -d "$build/judge/work.XXXXXX")
trap 'rm -rf "$work"' EXIT
harness_errors=0

# --- the cases, and the pool of runs --------------------------------------------------------------

# load_cases P: the arrays case_name, case_kind, case_in, case_exp, in recipe order.
load_cases() {
  local name kind in exp _
  case_name=() case_kind=() case_in=() case_exp=()
  while IFS='|' read -r name kind in exp _; do
    [ -f "$in" ] && [ -f "$exp" ] || die_usage "judge: case $1/$name is missing its .in or .out: run make testdata"
    case_name+=("$name") case_kind+=("$kind") case_in+=("$in") case_exp+=("$exp")
  done < <(cases "$1")
}

# queue PROGRAM_ID I: case I of the program built in $work/prog/PROGRAM_ID joins the job list, which
# run_queue judges JOBS at a time (every run is judged by build/judge/case, judge/judging/case.c).
queue() {
  local bad=''
  [ "${case_kind[$2]}" = bad ] && bad=$p
  printf '%s\n' "$work/prog/$1" "${case_in[$2]}" "${case_exp[$2]}" "$work/res/$1/$2" "$bad" >>"$work/jobs"
}
run_queue() {
  [ -s "$work/jobs" ] || return 0
  xargs -d '\n' -n 5 -P "$jobs" "$tools_bin/case" <"$work/jobs" || true
  : >"$work/jobs"
}

# result PROGRAM_ID I: sets verdict, detail, cpu, time, wall, mem_kib, diff_line of that run
# (verdict SKIP: a run that --quick skipped, or a bad-input case your program was not run on).
result() {
  local r=$work/res/$1/$2
  [ -f "$r/result" ] || { verdict=SKIP; return; }
  { read -r verdict; read -r detail; read -r cpu; read -r time; read -r wall; read -r mem_kib; read -r diff_line; } \
    < <(conf "$r/result" verdict detail cpu time wall mem_kib diff_line)
}

# build_program ID SRC: builds SRC as program ID; prints its record's verdict (CE, or HE when the
# build could not run: a harness error) and detail, and returns 1 on failure.
build_program() {
  local status=0 verdict detail
  lang_build "$2" "$work/prog/$1" "$ml" || status=$?
  [ "$status" != 0 ] || return 0
  { read -r verdict; read -r detail; } < <(conf "$work/prog/$1/build.result" verdict detail)
  [ "$verdict" != HE ] || harness_errors=$((harness_errors + 1))
  printf '%s %s\n' "$verdict" "$detail"
  return 1
}

# --- the item a case fails on -------------------------------------------------------------------

# Output line k answers item k (a game, a graph, ...) of the input: testdata/<p>/tools/items knows
# where each item is. The first output line that differs names the item the program got wrong (or,
# after a run that stopped, the item it had not answered yet). That item is written alone, with
# its expected answer, to build/judge/failed/<p>/<case>-<k>.in/.out, shown when short, and judged
# alone. When it passes alone, the failure is elsewhere: a later item whose answer was lost when
# the run stopped, or several items together (a program that keeps state between items, a time
# limit exceeded by their total). judge/stress/shrink --narrow then finds the fewest items that
# still fail (delta debugging, as make stress narrows; at most NARROW_SECONDS), and those are
# written, shown and judged instead, as <case>-<items>.in/.out. A time-out or memory-out is not
# narrowed (each try can cost a time limit): the report says what is known.
NARROW_SECONDS=20
show_failed_item() {
  local name=$1 in=$2 exp=$3 k=$4 was=$5 items=$build/testdata/$p/tools/items total noun base what alone
  local picked stopped n span
  [ -x "$items" ] && [ -n "$k" ] || return 0
  "$items" split <"$in" >"$work/items" 2>"$work/items-err" ||
    { printf '       (could not split the input into items: %s)\n' "$(head -n1 "$work/items-err")"; return 0; }
  total=$(wc -l <"$work/items") noun=$(problem_conf "$p" noun)
  if [ "$k" -gt "$total" ]; then
    printf '       output goes on after the answer to the last %s (%d)\n' "$noun" "$total"
    return 0
  fi
  base=$build/judge/failed/$p/$name-$k
  mkdir -p "${base%/*}"
  "$items" pick "$k" <"$in" >"$base.in"
  sed -n "${k}p" "$exp" >"$base.out"
  "$tools_bin/case" "$work/prog/$prog_id" "$base.in" "$base.out" "$work/alone"
  alone=$(conf "$work/alone/result" verdict)
  what="$noun $k of $total (input $(item_lines "$k"))"
  # A run that was stopped or crashed loses what it had not flushed: its output only says that
  # the item after the last answer had not been answered, so that item is judged alone to tell.
  [ "$was" = WA ] || what="the output stops before $what, which"
  if [ "$alone" != AC ]; then
    if [ "$alone" = "$was" ]; then alone="is $alone alone too"; else alone="is $alone alone"; fi
    printf '       %s %s: %s.in\n' "$what" "$alone" "${base#"$root"/}"
  elif [ "$was" = TLE ] || [ "$was" = MLE ]; then
    # Narrowing a time-out costs up to a time limit per try, and the limit is for the whole input.
    printf '       %s passes alone (%s s)\n       the limit holds for the whole input: its %d %ss together exceed it, and no single %s is known to\n' \
      "$what" "$(conf "$work/alone/result" time)" "$total" "$noun" "$noun"
    rm -f "$base.in" "$base.out"
    return 0
  else
    rm -f "$base.in" "$base.out"
    rm -rf "$work/narrow"
    STRESS_PROGRAM=$work/prog/$prog_id STRESS_ORACLE='' STRESS_PROBLEM=$p "$tools_bin/shrink" --narrow \
      --items "$items" --validate "$build/testdata/$p/tools/validate" --test "$tools_bin/fails" \
      --work "$work/narrow" --out "$work/narrowed.in" --expect "$exp" --deadline $(($(date +%s) + NARROW_SECONDS)) \
      "$in" >"$work/narrowed" 2>"$work/narrow-err" ||
      { printf '       %s passes alone; narrowing failed: %s\n' "$what" "$(head -n1 "$work/narrow-err")"; return 0; }
    { read -r picked; read -r stopped; } < <(conf "$work/narrowed" picked stopped)
    base=$build/judge/failed/$p/$name-$picked
    cp "$work/narrowed.in" "$base.in"
    if [ -f "$work/narrowed.in.exp" ]; then cp "$work/narrowed.in.exp" "$base.out"; else cp "$exp" "$base.out"; fi
    "$tools_bin/case" "$work/prog/$prog_id" "$base.in" "$base.out" "$work/alone"
    alone=$(conf "$work/alone/result" verdict)
    n=$("$items" split <"$base.in" | wc -l)
    [ "$alone" != AC ] || alone="AC when judged again (a program that does not always do the same?)"
    if [ "$n" = 1 ]; then
      printf '       %s passes alone; %s %s (input %s) is %s alone: %s.in\n' "$what" "$noun" "$picked" "$(item_lines "$picked")" \
        "$alone" "${base#"$root"/}"
    else
      span="$n ${noun}s"
      [ "$n" -lt "$total" ] || span="all of them"
      printf '       %s passes alone; the fewest %ss that still fail: %s of %d (%s), %s together: %s.in\n' "$what" "$noun" "$picked" \
        "$total" "$span" "$alone" "${base#"$root"/}"
      if [ -n "$stopped" ]; then
        printf '       (narrowing stopped after %d s: fewer %ss may fail)\n' "$NARROW_SECONDS" "$noun"
      elif [ "$n" = "$total" ]; then
        printf '       no smaller selection of its %ss fails: the failure needs all of them, or this input'"'"'s own layout (its spacing, its end)\n' "$noun"
      elif [ "$alone" = TLE ]; then
        printf '       each passes alone, and leaving out any one passes: the time limit is exceeded by their total time\n'
      else
        printf '       each passes alone, and leaving out any one passes: the program keeps something from one %s to the next\n' "$noun"
      fi
    fi
  fi
  if [ "$(wc -c <"$base.in")" -le 400 ]; then
    show_file "$base.in" '       '
    if [ "$(wc -l <"$base.out")" -le 1 ]; then printf '       expected: %s\n' "$(cat "$base.out")"
    else echo "       expected:"; show_file "$base.out" '       '; fi
  fi
}

# item_lines K: "line 3" or "lines 3-4", where item K of the input split into $work/items is.
item_lines() {
  awk -v k="$1" '$1 == k { print ($2 == $3) ? "line " $2 : "lines " $2 "-" $3 }' "$work/items"
}

# --- the report ----------------------------------------------------------------------------------

report_solution() {
  local i n=0 ac=0 slow=0.000 slow_name='-' peak=0 skipped=0
  prog_id=solution
  if [ -s "$work/ce-solution" ]; then echo "  $(cat "$work/ce-solution")"; failed=$((failed + 1)); echo "  $p: CE"; return; fi
  for i in "${!case_name[@]}"; do
    result solution "$i"
    [ "$verdict" != SKIP ] || { skipped=$((skipped + 1)); continue; }
    n=$((n + 1))
    if [ "$verbose" = 1 ] || [ "$verdict" != AC ]; then
      printf '  %-4s %-34s %6s s cpu %6.2f s wall %7s MiB' "$verdict" "${case_name[i]}" "$time" "$wall" "$(mib "$mem_kib")"
      [ -n "$detail" ] && printf '   %s' "$detail"
      printf '\n'
    fi
    if [ "$verdict" = AC ]; then ac=$((ac + 1)) passed=$((passed + 1)); else failed=$((failed + 1)); fi
    [ "$verdict" = HE ] && harness_errors=$((harness_errors + 1))
    # cpu is printed with three decimals (verdict.c): compared as whole milliseconds, no awk per case
    if [ "$((10#${cpu/./}))" -gt "$((10#${slow/./}))" ]; then slow=$cpu slow_name=${case_name[i]}; fi
    [ "$mem_kib" -gt "$peak" ] && peak=$mem_kib
    if [ "$verdict" != AC ] && [ "$verdict" != HE ] && [ "${case_kind[i]}" = valid ]; then
      show_failed_item "${case_name[i]}" "${case_in[i]}" "${case_exp[i]}" "$diff_line" "$verdict"
    fi
  done
  printf '  %s: %d/%d AC, slowest %.2f s of %s s (%s), peak %s MiB' "$p" "$ac" "$n" "$slow" "$tl" "$slow_name" "$(mib "$peak")"
  [ "$skipped" -gt 0 ] && printf '; %d bad-input cases skipped (real judges never send bad input)' "$skipped"
  printf '\n'
}

# A variant passes when its tags are met (judge/judging/verdict.c, "verdict expect").
report_variant() {
  local id=$1 src=$2 i status=0 line
  printf '  variant %-36s ' "$(basename "$src")"
  if [ -s "$work/ce-$id" ]; then echo "expects $("$tools_bin/verdict" tag "$src" expect)  $(cat "$work/ce-$id")"; failed=$((failed + 1)); return; fi
  for i in "${!case_name[@]}"; do
    [ "${case_kind[i]}" = valid ] || continue
    result "$id" "$i"
    printf '%s %s %s\n' "${case_name[i]}" "$verdict" "${detail:+($detail)}"
  done >"$work/verdicts-$id"
  line=$("$tools_bin/verdict" expect ${first:+--first "$first"} "$src" <"$work/verdicts-$id") || status=$?
  echo "$line"
  case $status in
    0) passed=$((passed + 1)) ;;
    3) failed=$((failed + 1)) harness_errors=$((harness_errors + 1)) ;;
    *) failed=$((failed + 1)) ;;
  esac
  skipped_total=$((skipped_total + $(grep -c ' SKIP ' "$work/verdicts-$id" || true)))
}

# queue_variant ID SRC: builds SRC and queues it on every valid case; with --quick, its cases not
# yet started once it has its expected verdict are skipped (never for an AC variant).
queue_variant() {
  local i want
  want=${first:-$("$tools_bin/verdict" tag "$2" expect)}
  [ -n "$want" ] || die_usage "judge: $2 has no 'expect: VERDICT' line in its header"
  build_program "$1" "$2" >"$work/ce-$1" || return 0
  if [ "$quick" = 1 ] && [ "$want" != AC ] && [ -z "$first" ]; then echo "$want" >"$work/prog/$1/stop-on"; fi
  for i in "${!case_name[@]}"; do [ "${case_kind[i]}" = bad ] || queue "$1" "$i"; done
}

# --- main ----------------------------------------------------------------------------------------

for p in "${problems[@]}"; do
  [ -d "$problems_dir/$p" ] || die_usage "judge: no problem '$p' (see $problems_dir)"
  read_limits "$p"
  load_cases "$p"
  rm -rf "$work/res" "$work/prog"
  : >"$work/jobs"
  if [ -n "$variant" ]; then
    lang_select "$variant" "${JUDGE_USE:-}"
    printf '== %s  TL %s s  ML %s MiB  OL %s MiB  %s, build: %s\n' "$p" "$tl" "$ml" "$ol" "$lang" "$lang_build_line"
    queue_variant attempt "$variant"
    run_queue
    report_variant attempt "$variant"
    continue
  fi
  src=${sol:-$problems_dir/$p/$p.c}
  [ "$own" = 1 ] || lang_select "$src"
  mode=''
  [ "$asan" = 1 ] && mode=' [ASan+UBSan: time x10, no memory limit]'
  [ "${TL_SCALE:-1}" != 1 ] && mode+=" [TL_SCALE=$TL_SCALE: time limits x$TL_SCALE]"
  printf '== %s  TL %s s  ML %s MiB  OL %s MiB  %s%s\n' "$p" "$tl" "$ml" "$ol" "${lang_cmd:-${src#"$root"/}}" "$mode"
  [ "$verbose" = 1 ] && printf '   %s, build: %s; run: %s\n' "$lang" "$lang_build_line" "${lang_run_line//\{ml\}/$ml}"
  if build_program solution "$src" >"$work/ce-solution"; then
    for i in "${!case_name[@]}"; do
      if [ "$own" = 1 ] && [ "$all_cases" = 0 ] && [ "${case_kind[i]}" = bad ]; then continue; fi
      queue solution "$i"
    done
  fi
  vs=()
  if [ "$variants" = 1 ]; then
    for v in "$problems_dir/$p/variants/"*.c; do
      [ -f "$v" ] || continue
      vs+=("$v")
      queue_variant "v${#vs[@]}" "$v"
    done
  fi
  run_queue
  report_solution
  for i in "${!vs[@]}"; do report_variant "v$((i + 1))" "${vs[i]}"; done
done
if [ "$skipped_total" -gt 0 ]; then
  echo "(--quick: $skipped_total variant runs skipped once the variant showed its verdict; make test and V=1 run them all)"
fi
echo "$passed passed, $failed failed"
[ "$harness_errors" -gt 0 ] && exit 3
[ "$failed" -gt 0 ] && exit 1
exit 0
