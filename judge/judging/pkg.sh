#!/usr/bin/env bash
# pkg.sh - make judge PKG=path: a problem package of any judge system (the legacy Kattis format,
# which DOMjudge imports), judged as verifyproblem and DOMjudge judge its jury submissions.
#
#   judge/judging/pkg.sh [-v] [--own] PACKAGE
#
# PACKAGE is a package's folder or its .zip (unpacked into build/judge/packages/<name>/ first).
# build/judge/pkg (judge/package/pkg.c) reads it: its limits, its cases, its submissions and
# what each must get. Every submission in submissions/<folder>/ (one file, or a folder of
# several) is built (judge/judging/lang.c) and judged on every case (judge/judging/case.c, the
# output checked by the package's validator: JUDGE_CHECK), and gets one line: did its first
# verdict that is not AC (AC when there is none) match its folder's, or its @EXPECTED_RESULTS@:
# tag's. A submission in a language whose compiler is missing is SKIPPED, with the package to
# install. A 2025-09 package's submission (problem_format_version: 2025-09) is checked instead
# against every rule that applies to it (its default directory's, submissions/submissions.yaml's:
# pkg rules), on every case, by report rules; the header names the version. Each input validator
# (input_validators/) and answer validator (2025-09's answer_validators/: each case's .ans on its
# stdin, the .in's path its argument; not in an interactive problem) gets a line too: every case
# valid, else a line under it per case it rejects, or SKIPPED with why (a format or language we
# cannot run), the rest judged all the same; a validator's folder with build/run scripts is built
# by them (pkg.c's FOLDER 3, lang.c's --scripts); a build
# that left no record is that program's HE, never the end of the report. With no .timelimit (nor
# limits.time_limit), the accepted submissions run first and
# the time limit is time_multiplier x the slowest (pkg timelimit); the header says which, and in
# a 2025-09 package warns when the bounds from below and above cross (report bounds).
#   --own   your own program (JUDGE_SOL or JUDGE_CMD, as make judge SOL=/CMD=) instead, with the
#           report of make judge P= SOL= (the time limit then needs .timelimit or
#           limits.time_limit, or the package's accepted submissions, which run first)
# SOL=<folder> (--own with JUDGE_SOL a folder): a class, each submission in the folder (a file, or a
# folder of several) judged on the package's cases side by side, then make judge's scoreboard, JSON
# and page (build/judge/class/<name>.html); no counterexample search (that needs our problems'
# oracles), and the time limit must be the package's.
# The cases' lines with -v; JOBS, JSON (judge/judging/report-json.c) as for make judge. Exit status as
# make judge's: 0 every submission as its folder says, 1 not, 2 usage, 3 harness or judge error.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
# shellcheck source=judge/judging/lang.sh
. "$root/judge/judging/lang.sh"
# shellcheck source=judge/judging/jobs.sh
. "$root/judge/judging/jobs.sh"

own=0 verbose=0 class=''
jobs=${JOBS:-$(nproc)}
usage() { die_usage "usage: judge/judging/pkg.sh [-v] [--own] PACKAGE (a folder or a .zip)"; }
while [ $# -gt 1 ]; do
  case $1 in
    --own) own=1; shift ;;
    -v) verbose=1; shift ;;
    *) usage ;;
  esac
done
[ $# = 1 ] || usage
need_tools run case lang verdict conf report pkg
pkg=$1
[ -e "$pkg" ] || die_usage "judge: no such package: $pkg"
if [ -f "$pkg" ]; then
  case $pkg in *.zip) ;; *) die_usage "judge: $pkg is neither a folder nor a .zip" ;; esac
  command -v unzip >/dev/null || die_usage "judge: unzip is missing: install the package unzip (apt-get install unzip)"
  into=$build/judge/packages/$(basename "$pkg" .zip)
  rm -rf "$into" && mkdir -p "$into"
  unzip -q -o "$pkg" -d "$into" || die_usage "judge: cannot unzip $pkg"
  pkg=$into
fi
pkg=$("$tools_bin/pkg" root "$pkg") || exit 2
pkg=$(cd "$pkg" && pwd)
sandbox_check own
if [ "$own" = 1 ] && [ -d "${JUDGE_SOL:-}" ]; then class=$JUDGE_SOL own=0; fi
[ "$own" = 0 ] || lang_own >/dev/null # a usage error before anything runs

mkdir -p "$build/judge"
work=$(mktemp -d "$build/judge/work.XXXXXX")
trap 'rm -rf "$work"' EXIT
info=$("$tools_bin/pkg" info "$pkg") || exit 2
{ read -r name; read -r tl; read -r tl_from; read -r mult; read -r ml; read -r ol; read -r validation; read -r interactive
  read -r validator; read -r validator_entry; read -r validator_folder; read -r ac_margin; read -r tle_margin
  read -r format; read -r by_rules; read -r multi_pass
} < <(conf <(echo "$info") name tl tl_from time_multiplier ml ol validation interactive validator validator_entry \
  validator_folder ac_to_time_limit time_limit_to_tle format by_rules multi_pass)
"$tools_bin/pkg" cases "$pkg" >"$work/cases" 2>"$work/cases-left-out" || { cat "$work/cases-left-out" >&2; exit 2; }
if [ -n "$class" ]; then "$tools_bin/pkg" folder "$class" >"$work/submissions"; else "$tools_bin/pkg" submissions "$pkg" >"$work/submissions"; fi
[ -s "$work/cases" ] || die_usage "judge: $pkg has no cases (data/sample, data/secret: .in and .ans)"
# each case's validator arguments are its row's in the cases (pkg.c: test_group.yaml's), read by case
export JUDGE_ML=$ml JUDGE_OL=$ol JUDGE_CHECK=tokens JUDGE_CASES=$work/cases JUDGE_INTERACTIVE=$interactive
mapfile -t arg_sets < <(cut -d'|' -f5- "$work/cases" | sort -u)
flags=${arg_sets[0]}
[ ${#arg_sets[@]} = 1 ] || flags="its arguments by test group"
# the margins a verdict must hold by (judge/lib/verdict.h): the package's, else ours
export JUDGE_AC_TO_TIME_LIMIT=$ac_margin JUDGE_TL_TO_TLE=$tle_margin
report=("$tools_bin/report" --work "$work" --root "$pkg" --build "$build")
echo "$sandbox_line"
"${report[@]}" begin --problem "$name" --format "$format"

# The package's own output validator, built once like a submission (in the sandbox).
if [ "$validation" = custom ]; then
  JUDGE_CHECK=$work/validator
  lang_folder "$validator_folder" "$validator"
  if ! "$tools_bin/lang" build "${folder[@]}" "$work/validator" 2048 "$validator_entry" >"$work/vlog" 2>&1; then
    echo "judge: the output validator ${validator#"$pkg"/} did not build: $(conf "$work/validator/build.result" detail 2>/dev/null || tail -n1 "$work/vlog")" >&2
    exit 3
  fi
fi

# --- the submissions: built, queued, judged --------------------------------------------------------

# queue ID: every case for program ID (jobs.sh's job lines: PROGRAM_DIR IN EXP OUT_DIR BAD).
queue() {
  local i=0 _n _k in ans _args
  while IFS='|' read -r _n _k in ans _args; do
    printf '%s\n' "$work/prog/$1" "$in" "$ans" "$work/res/$1/$i" "" >>"$work/jobs"
    i=$((i + 1))
  done <"$work/cases"
}
: >"$work/jobs"
ids=() paths=() expects=() langs=() skipped=() built=()
lower=AC # what the submissions that bound the time limit from below expect (pkg.c)
[ "$by_rules" = 0 ] || lower="rules lower"
i=0
while IFS='|' read -r path expect entry many top; do
  i=$((i + 1)) id=s$i
  ids+=("$id") paths+=("$path") expects+=("$expect") langs+=('') skipped+=('') built+=(0)
  # your own program needs only the accepted ones, and only for a time limit
  if [ "$own" = 1 ] && { [ -n "$tl" ] || [ "$expect" != "$lower" ]; }; then skipped[-1]=own; continue; fi
  if [ -z "$expect" ] && [ -z "$class" ]; then skipped[-1]="its folder names no verdict we know"; continue; fi
  case $expect in rules*) "$tools_bin/pkg" rules "$pkg" "$path" >"$work/rules-$id" ;; esac
  if ! out=$("$tools_bin/lang" select "$entry" 2>&1); then skipped[-1]=${out#judge: }; continue; fi
  langs[-1]=$(conf <(echo "$out") lang)
  lang_folder "$many" "$top"
  if "$tools_bin/lang" build "${folder[@]}" "$work/prog/$id" "$ml" "$entry" >/dev/null 2>&1; then built[-1]=1; fi
done <"$work/submissions"

# The time limit: the package's, or the multiplier's over the submissions that bound it from
# below (the accepted ones; in a 2025-09 package, each with a rule for all cases that permits no
# TLE: pkg.c's "rules lower"), run first.
[ -n "$tl" ] || [ -z "$class" ] || die_usage "judge: $pkg has no .timelimit nor limits.time_limit: a class needs the package's own time limit"
if [ -z "$tl" ]; then
  export JUDGE_TL=60
  ceil=() rounded=rounded
  if [ "$by_rules" = 1 ]; then ceil=(--ceil) rounded="up to a whole second"; fi
  for i in "${!ids[@]}"; do [ "${expects[i]}" != "$lower" ] || [ "${built[i]}" = 0 ] || queue "${ids[i]}"; done
  run_queue
  mapfile -t records < <(for i in "${!ids[@]}"; do [ "${expects[i]}" != "$lower" ] || find "$work/res/${ids[i]}" -name result 2>/dev/null; done)
  [ ${#records[@]} -gt 0 ] || die_usage "judge: $pkg has no .timelimit and no accepted submission that ran, so no time limit"
  { read -r tl; read -r slowest; read -r from; } < <(conf <("$tools_bin/pkg" timelimit "${ceil[@]}" "$mult" "${records[@]}") tl slowest from)
  from=${from#"$work/res/"} from=${from%%/*}
  for i in "${!ids[@]}"; do [ "${ids[i]}" != "$from" ] || from=${paths[i]}; done
  if [ "$by_rules" = 1 ]; then
    tl_from="ac_to_time_limit $mult x the slowest of the $(grep -c "|$lower|" "$work/submissions") submissions that bound it from below, $slowest s ($from), $rounded"
    rm -rf "$work/res" # every run again, under the limit just found
  else
    tl_from="time_multiplier $mult x the slowest accepted submission, $slowest s, $rounded"
  fi
fi
export JUDGE_TL=$tl
version='' # named for a package judged by its rules (2025-09); an older one's header is as it was
[ "$by_rules" = 0 ] || version="  format $format"
printf '== %s%s  TL %s s (%s)  ML %s MiB  OL %s MiB  %s validator%s%s\n' "$name" "$version" "$tl" "$tl_from" "$ml" "$ol" "$validation" \
  "${flags:+ ($flags)}" "$([ "$interactive" = 1 ] && echo ', interactive')"
cat "$work/cases-left-out" # pkg.c's line for each file it cannot use (an .in with no .ans)
[ "$multi_pass" = 0 ] || echo "  type multi-pass is not supported: each case is judged by its first pass alone (the validator's nextpass.in is not run)"
if [ "$own" = 1 ]; then
  lang_own
  printf '   %s, build: %s; run: %s\n' "$lang" "$lang_build_line" "${lang_run_line//\{ml\}/$ml}"
  rm -rf "$work/res"
  if lang_build "${sol:-}" "$work/prog/solution" "$ml"; then queue solution; fi
  run_queue
  "${report[@]}" solution --problem "$name" --conf /dev/null --tl "$tl" --verbose 1 --own 1 --src "${sol:-$lang_cmd}" --lang "$lang"
  "${report[@]}" total
  exit
fi
for i in "${!ids[@]}"; do
  [ "${built[i]}" = 0 ] || [ -f "$work/res/${ids[i]}/0/result" ] || queue "${ids[i]}"
done
if [ -n "$class" ]; then
  class_rows 0 "${skipped[@]}"
  "${report[@]}" class --problem "$name" --conf /dev/null
  export JUDGE_JSON=${JUDGE_JSON:-$work/class.json}
  status=0
  "${report[@]}" total || status=$?
  "$root/judge/study/class.sh" "$name" "$tl" "$JUDGE_JSON"
  exit "$status"
fi
run_queue
[ "$by_rules" = 0 ] || "${report[@]}" bounds # under the header: a warning when the time limit's bounds cross

# The package's input validators, each on every case's input (not compared: EXP -) with its
# arguments for the case (test_group.yaml's input_validator_args, pkg input-cases), then its
# answer validators (2025-09), each on every case's answer (stdin) with its input's path as the
# argument, under the output validator's limits: AC when it says valid (42). One we cannot run (a
# format pkg.c names, a language not installed or unknown) is skipped with its reason, and the
# rest judged; an interactive problem's answers are its output validator's own data, which no
# answer validator reads (BAPCtools skips them too). A rejected input or answer fails its
# validator's line, and with it the package; the case is still judged.
vals=() val_ids=() val_skipped=()
for kind in input answer; do
  while IFS='|' read -r path entry many top why; do
    id=${kind:0:1}v$((${#vals[@]} + 1))
    vals+=("$path") val_ids+=("$id") val_skipped+=("${why:+$why; the ${kind}s are not checked by it}")
    [ -z "$why" ] || continue
    if [ "$kind" = answer ] && [ "$interactive" = 1 ]; then val_skipped[-1]="an interactive problem's .ans files are its output validator's own, not checked"; continue; fi
    if [ "$many" != 3 ] && ! out=$("$tools_bin/lang" select "$entry" 2>&1); then val_skipped[-1]="${out#judge: }; the ${kind}s are not checked by it"; continue; fi
    lang_folder "$many" "$top"
    "$tools_bin/lang" build "${folder[@]}" "$work/prog/$id" 2048 "$entry" >/dev/null 2>&1 || continue
    # an input validator's arguments by case (input_validator_args), which case reads from there
    [ "$kind" = answer ] || "$tools_bin/pkg" input-cases "$pkg" "${path##*/}" >"$work/prog/$id/cases" 2>/dev/null
    i=0
    while IFS='|' read -r _ _ in ans _; do
      [ "$kind" = answer ] || ans=-
      printf '%s\n' "$work/prog/$id" "$in" "$ans" "$work/res/$id/$i" "" >>"$work/jobs"
      i=$((i + 1))
    done <"$work/cases"
  done < <("$tools_bin/pkg" "$kind-validators" "$pkg")
  if [ "$kind" = input ]; then JUDGE_TL=30 JUDGE_ML=2048 JUDGE_INPUT_VALIDATOR=1 run_queue
  else JUDGE_TL=30 JUDGE_ML=2048 JUDGE_ANSWER_VALIDATOR=1 run_queue; fi
done
# a validator's line, and one under it per case it rejects (every case's with -v)
shown=failed
[ "$verbose" = 0 ] || shown=1
for i in "${!vals[@]}"; do
  if [ -n "${val_skipped[i]}" ]; then "${report[@]}" skipped --src "${vals[i]}" --why "${val_skipped[i]}" --first AC
  else "${report[@]}" variant --id "${val_ids[i]}" --src "${vals[i]}" --first AC --verbose "$shown"; fi
done
for i in "${!ids[@]}"; do
  if [ -n "${skipped[i]}" ]; then
    "${report[@]}" skipped --src "${paths[i]}" --why "${skipped[i]}" --first "${expects[i]/#rules*/}"
  elif [ "$by_rules" = 1 ]; then
    "${report[@]}" rules --id "${ids[i]}" --src "${paths[i]}" --rules "$work/rules-${ids[i]}" --lang "${langs[i]}" --verbose "$verbose"
  else
    "${report[@]}" variant --id "${ids[i]}" --src "${paths[i]}" --first "${expects[i]}" --lang "${langs[i]}" --verbose "$verbose"
  fi
done
"${report[@]}" total
