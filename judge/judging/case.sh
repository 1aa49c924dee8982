#!/usr/bin/env bash
# case.sh - judge one program on one case: run it under the limits, then decide the verdict.
#
#   judge/judging/case.sh PROGRAM_DIR IN EXP OUT_DIR [BAD_INPUT_PROBLEM]
#
# PROGRAM_DIR/cmd holds the program's command, one word per line, and PROGRAM_DIR/box the
# runner's options that say what the sandbox shows it (judge/judging/lang.sh writes both). The limits come from JUDGE_TL, JUDGE_ML, JUDGE_OL (read_limits in judge/lib/common.sh).
# Writes into OUT_DIR: out and err (the program's stdout and stderr), meta (the runner's report),
# result (the verdict's, key=value: judge/judging/verdict.c). A fifth argument, the problem's name,
# judges the case as bad input (exit 1, the answers before it, one diagnostic line).
# Quick mode: when PROGRAM_DIR/stop-on names a verdict and PROGRAM_DIR/caught exists, the case is
# not run and gets no result file; a run that gets that verdict creates PROGRAM_DIR/caught.
# This is the only place a program is judged: make judge, make stress and the tests all come here.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
[ $# -ge 4 ] || die_usage "usage: judge/judging/case.sh PROGRAM_DIR IN EXP OUT_DIR [BAD_INPUT_PROBLEM]"
prog=$1 in=$2 exp=$3 out=$4
mkdir -p "$out"
[ -e "$prog/caught" ] && [ -s "$prog/stop-on" ] && exit 0
mapfile -t cmd <"$prog/cmd"
mapfile -t box <"$prog/box"
for v in ASAN_OPTIONS UBSAN_OPTIONS; do [ -z "${!v:-}" ] || box+=(-E "$v=${!v}"); done # judge-asan's
runner "$JUDGE_TL" -t "$JUDGE_TL" -m "$JUDGE_ML" -f "$JUDGE_OL" -i "$in" -o "$out/out" -e "$out/err" "${box[@]}" \
  -- "${cmd[@]}" >"$out/meta" 2>"$out/run-err" || true
"$tools_bin/verdict" case --meta "$out/meta" --run-err "$out/run-err" --exp "$exp" --got "$out/out" --err "$out/err" \
  --tl "$JUDGE_TL" --ml "$JUDGE_ML" --ol "$JUDGE_OL" ${5:+--bad-input "$5"} >"$out/result"
if [ -s "$prog/stop-on" ]; then
  read -r stop_on <"$prog/stop-on"
  [ "$(conf "$out/result" verdict)" != "$stop_on" ] || : >"$prog/caught"
fi
