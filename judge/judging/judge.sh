#!/usr/bin/env bash
# judge.sh - judge solutions against testdata/ like an online judge, on your own machine.
#
#   judge/judging/judge.sh [--own [--seconds S]] [--asan] [--no-variants] [--variant FILE] [--all-cases] [--quick] [-v] [PROBLEM...]
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
#   --seconds S    with --own and a folder (JUDGE_SOL=<folder>: a class, make judge P= SOL=<folder>):
#                  each submission in it (a file, or a folder of several) judged side by side, a
#                  scoreboard, then make stress's search on each wrong or slow one for S seconds
#                  (default 60; seed SEED, default 1), the groups that share a counterexample, and
#                  the page build/judge/class/<p>.html (judge/study/class.sh)
#   --quick        a variant's cases not yet started when it first shows its expected verdict are
#                  skipped (make judge without V=1, P=, SOL=, CMD=; never make test)
#   -v             a line for every case (always with --own)
# JSON=FILE (JUDGE_JSON) also writes the report for scripts there (judge/judging/report.c).
# JOBS=N runs N cases at a time (default: one per core); TL_SCALE=X multiplies every time limit.
# When a case fails, the item it fails on (a game, a graph, ...) is named and written alone, with
# its expected answer, to build/judge/failed/<p>/<case>-<item>.in and .out, and judged alone; when
# it passes alone, the fewest items that still fail are found and shown instead (the report after
# the runs, its counts and the exit status: judge/judging/report.c).
# Exit status: 0 every expectation met, 1 some verdict was not as expected, 2 usage or
# configuration error, 3 harness error (something failed that says nothing about the program).
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
# shellcheck source=judge/judging/lang.sh
. "$root/judge/judging/lang.sh"

own=0 variant='' first='' asan=0 variants=1 all_cases=0 verbose=0 quick=0 class='' seconds=60
jobs=${JOBS:-$(nproc)}
problems=()
usage() { die_usage "usage: judge/judging/judge.sh [--own [--all-cases] [--seconds S]] [--asan] [--no-variants] [--variant FILE [--first \"V...\"]] [--quick] [-v] [PROBLEM...]"; }
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
    --seconds) [ $# -ge 2 ] || usage; seconds=$2; shift 2 ;;
    -*) usage ;;
    *) problems+=("$1"); shift ;;
  esac
done
[ ${#problems[@]} -gt 0 ] || mapfile -t problems < <(all_problems)
need_tools run case lang verdict conf table report shrink fails
sandbox_check "$([ "$own" = 1 ] || [ -n "$variant" ] || [ -n "$class" ] && echo own || echo ours)"
if [ "$asan" = 1 ]; then
  JUDGE_CFLAGS=$(profile asan) # judge/lib/profiles.conf
  export JUDGE_CFLAGS JUDGE_CXXFLAGS=$JUDGE_CFLAGS
  # Distinct exit codes, so a sanitizer report is never mistaken for a bad-input exit 1.
  export ASAN_OPTIONS=exitcode=86:detect_leaks=1 UBSAN_OPTIONS=exitcode=87:print_stacktrace=1
fi
if [ "$own" = 1 ] && [ -d "${JUDGE_SOL:-}" ]; then
  [ ${#problems[@]} -eq 1 ] || die_usage "judge: judging a class's folder needs exactly one problem (make judge P=<problem> SOL=<folder>)"
  class=$JUDGE_SOL own=0 variants=0
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
# The one program that judges a program on a case (PROGRAM_DIR IN EXP OUT_DIR [BAD_INPUT_PROBLEM]).
# shellcheck source=judge/judging/jobs.sh
. "$root/judge/judging/jobs.sh"
# The report after the runs, and the counts it keeps in $work/counts (judge/judging/report.c).
report=("$tools_bin/report" --work "$work" --root "$root" --build "$build" --case "$case_runner")

# --- the cases, and the pool of runs --------------------------------------------------------------

# load_cases P: $work/cases (for the report), and the arrays case_kind, case_in, case_exp, in
# recipe order.
load_cases() {
  local name kind in exp _
  case_kind=() case_in=() case_exp=()
  cases "$1" >"$work/cases"
  while IFS='|' read -r name kind in exp _; do
    [ -f "$in" ] && [ -f "$exp" ] || die_usage "judge: case $1/$name is missing its .in or .out: run make testdata"
    case_kind+=("$kind") case_in+=("$in") case_exp+=("$exp")
  done <"$work/cases"
}

# queue PROGRAM_ID I: case I of the program built in $work/prog/PROGRAM_ID joins the job list, which
# run_queue judges JOBS at a time (every run is judged by the case runner).
queue() {
  local bad=''
  [ "${case_kind[$2]}" = bad ] && bad=$p
  printf '%s\n' "$work/prog/$1" "${case_in[$2]}" "${case_exp[$2]}" "$work/res/$1/$2" "$bad" >>"$work/jobs"
}

# build_program ID SRC: builds SRC as program ID (its build.result says CE or HE, which the report
# shows); returns 1 on failure.
build_program() { lang_build "$2" "$work/prog/$1" "$ml"; }

# queue_variant ID SRC: builds SRC and queues it on every valid case; with --quick, its cases not
# yet started once it has its expected verdict are skipped (never for an AC variant).
queue_variant() {
  local i want
  want=${first:-$("$tools_bin/verdict" tag "$2" expect)}
  [ -n "$want" ] || die_usage "judge: $2 has no 'expect: VERDICT' line in its header"
  build_program "$1" "$2" || return 0
  if [ "$quick" = 1 ] && [ "$want" != AC ] && [ -z "$first" ]; then echo "$want" >"$work/prog/$1/stop-on"; fi
  for i in "${!case_kind[@]}"; do [ "${case_kind[i]}" = bad ] || queue "$1" "$i"; done
}

# judge_class P: every submission of the folder $class (build/judge/pkg folder: a file, or a folder
# of several) built and queued on every valid case, all judged side by side, then the scoreboard
# (report row), make stress's search on each wrong or slow one (report budget says the total
# first), their counterexamples and groups (report class).
judge_class() {
  local ids=() langs=() whys=() name entry many top out id lang status i
  "$tools_bin/pkg" folder "$class" >"$work/submissions"
  printf '== %s  TL %s s  ML %s MiB  OL %s MiB  %s: %s submissions, %s at a time\n' "$p" "$tl" "$ml" "$ol" "$class" \
    "$(wc -l <"$work/submissions")" "$jobs"
  # the builds, JOBS at a time (a compile error is the build's record, read below)
  while IFS='|' read -r name _ entry many top; do
    id=s$((${#ids[@]} + 1))
    ids+=("$id") langs+=('') whys+=('')
    if ! out=$("$tools_bin/lang" select "$entry" 2>&1); then whys[-1]=${out#judge: }; continue; fi
    langs[-1]=$(conf <(echo "$out") lang)
    lang_folder "$many" "$top"
    [ "$(jobs -rp | wc -l)" -lt "$jobs" ] || wait -n || true
    "$tools_bin/lang" build "${folder[@]}" "$work/prog/$id" "$ml" "$entry" >/dev/null 2>&1 &
  done <"$work/submissions"
  wait
  for id in "${ids[@]}"; do
    [ -z "$(conf "$work/prog/$id/build.result" verdict 2>/dev/null || echo none)" ] || continue
    for i in "${!case_kind[@]}"; do [ "${case_kind[i]}" = bad ] || queue "$id" "$i"; done
  done
  class_rows 1 "${whys[@]}"
  "${report[@]}" budget --seconds "$seconds"
  while IFS='|' read -r id entry lang; do
    [ -n "$id" ] || continue
    mkdir -p "$work/cx/$id"
    status=0
    JUDGE_SOL=$entry JUDGE_USE=$lang JUDGE_CMD='' "$root/judge/stress/stress.sh" --own --seconds "$seconds" --seed "${SEED:-1}" \
      --built "$work/prog/$id" "$p" \
      >"$work/cx/$id/log" 2>&1 || status=$?
    echo "$status" >"$work/cx/$id/status"
    if [ "$status" = 1 ]; then
      cp "$build/stress/$p/counterexample-${SEED:-1}.in" "$work/cx/$id/in"
      cp "$build/stress/$p/counterexample-${SEED:-1}.out" "$work/cx/$id/out"
    fi
  done < <(cat "$work/search" 2>/dev/null)
  "${report[@]}" class --problem "$p" --conf "$problems_dir/$p/problem.conf" --seconds "$seconds"
}

# --- main ----------------------------------------------------------------------------------------

for p in "${problems[@]}"; do
  [ -d "$problems_dir/$p" ] || die_usage "judge: no problem '$p' (see $problems_dir)"
  read_limits "$p"
  load_cases "$p"
  "${report[@]}" begin --problem "$p"
  rm -rf "$work/res" "$work/prog"
  : >"$work/jobs"
  if [ -n "$variant" ]; then
    lang_select "$variant" "${JUDGE_USE:-}"
    printf '== %s  TL %s s  ML %s MiB  OL %s MiB  %s, build: %s\n' "$p" "$tl" "$ml" "$ol" "$lang" "$lang_build_line"
    queue_variant attempt "$variant"
    run_queue
    "${report[@]}" variant --id attempt --src "$variant" ${first:+--first "$first"} --lang "$lang" --verbose "$verbose"
    continue
  fi
  if [ -n "$class" ]; then
    judge_class
    continue
  fi
  src=${sol:-$problems_dir/$p/$p.c}
  [ "$own" = 1 ] || lang_select "$src"
  mode=''
  [ "$asan" = 1 ] && mode=' [ASan+UBSan: time x10, no memory limit]'
  [ "${TL_SCALE:-1}" != 1 ] && mode+=" [TL_SCALE=$TL_SCALE: time limits x$TL_SCALE]"
  printf '== %s  TL %s s  ML %s MiB  OL %s MiB  %s%s\n' "$p" "$tl" "$ml" "$ol" "${lang_cmd:-${src#"$root"/}}" "$mode"
  [ "$verbose" = 1 ] && printf '   %s, build: %s; run: %s\n' "$lang" "$lang_build_line" "${lang_run_line//\{ml\}/$ml}"
  if build_program solution "$src"; then
    for i in "${!case_kind[@]}"; do
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
  "${report[@]}" solution --problem "$p" --conf "$problems_dir/$p/problem.conf" --tl "$tl" --verbose "$verbose" --own "$own" --src "${lang_cmd:-$src}" --lang "$lang"
  for i in "${!vs[@]}"; do "${report[@]}" variant --id "v$((i + 1))" --src "${vs[i]}" --lang C; done
done
# the last lines, and the exit status; a class's page from its JSON report
[ -z "$class" ] || export JUDGE_JSON=${JUDGE_JSON:-$work/class.json}
status=0
"${report[@]}" total || status=$?
[ -z "$class" ] || "$root/judge/study/class.sh" "${problems[0]}" "$tl" "$JUDGE_JSON"
exit "$status"
