#!/usr/bin/env bash
# fails.sh - does the program still fail on FILE? The one test of make stress: its search, its
# check of our own solutions and judge/findbug/shrink (as --test) all call it.
#
#   FINDBUG_PROGRAM=DIR FINDBUG_ORACLE="oracle ARGS" FINDBUG_PROBLEM=P judge/findbug/fails.sh FILE
#
# DIR is a program as judge/judging/lang.c builds it; the oracle command is run from the
# problem's built tools; the limits come from JUDGE_TL, JUDGE_ML, JUDGE_OL. FILE.exp gets the
# oracle's answer (an oracle exit 1 means bad input, judged by the bad-input contract); with
# FINDBUG_ORACLE empty, FILE.exp must already hold the expected output (make judge's narrowing,
# judge/judging/judge.sh, whose expected output is a case's .out), FILE.got
# the program's output and FILE.result the verdict (judge/judging/case.c: the judge's own path).
# Exit 0 when the verdict is not AC, printing the first output line that differs (the item that
# failed; empty when none does, as for a time-out after the last answer); 1 when it is AC;
# 3 on a harness error (a message on stderr).
# FINDBUG_SLOW=1 (make stress narrowing a TLE or MLE): only a run over the CPU time limit or the
# memory limit fails, so the narrowed input still exceeds the limit, and neither a wrong answer
# nor a real-time kill on a busy machine (CPU time under the limit) stands in for it.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
in=$1
read -r -a oracle <<<"$FINDBUG_ORACLE"
status=0
if [ ${#oracle[@]} = 0 ]; then
  [ -f "$in.exp" ] || { echo "fails.sh: no oracle and no $in.exp" >&2; exit 3; }
else
  "$build/testdata/$FINDBUG_PROBLEM/tools/${oracle[0]}" "${oracle[@]:1}" <"$in" >"$in.exp" 2>"$in.oracle-err" || status=$?
fi
bad=()
case $status in
  0) ;;
  1) bad=("$FINDBUG_PROBLEM") ;;
  *) echo "the oracle ${oracle[*]} failed on $in: $(head -n1 "$in.oracle-err")" >&2; exit 3 ;;
esac
run=$(mktemp -d)
trap 'rm -rf "$run"' EXIT
"$tools_bin/case" "$FINDBUG_PROGRAM" "$in" "$in.exp" "$run" "${bad[@]}"
cp "$run/out" "$in.got"
cp "$run/result" "$in.result"
{ read -r verdict; read -r line; } < <(conf "$in.result" verdict diff_line)
if [ "$verdict" = HE ]; then conf "$in.result" detail >&2; exit 3; fi
[ "$verdict" != AC ] || exit 1
# the record's reason: over the CPU time limit (not a real-time kill) or over the memory limit
[ -z "${FINDBUG_SLOW:-}" ] || case $(conf "$in.result" reason) in cpu | mem) ;; *) exit 1 ;; esac
echo "$line"
