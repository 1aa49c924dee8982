#!/usr/bin/env bash
# stress.sh - make stress P=<p> MODE=play SOL=player: the smallest position your player does not
# play perfectly. Builds the play package (judge/play/package.sh), your player and the package's
# referee (judge/judging/lang.c, as make judge PKG= builds them), then runs build/judge/playstress
# (judge/play/playstress.c, which searches, shrinks and shows the game: its header says how).
#
#   judge/play/stress.sh PROBLEM     (JUDGE_SOL or JUDGE_CMD; SECONDS, SEED, JOBS)
# Exit status: 1 a position was found, 0 none, 2 usage (also: your player does not compile), 3 harness error.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
# shellcheck source=judge/judging/lang.sh
. "$root/judge/judging/lang.sh"
[ $# = 1 ] || die_usage "usage: judge/play/stress.sh PROBLEM (make stress P=<p> MODE=play SOL=file)"
p=$1
[ -f "$problems_dir/$p/play/move.h" ] || die_usage "stress: $p has no play version yet (problems/$p/play/)"
need_tools run case lang conf shrink pkg playstress
sandbox_check own
lang_own >/dev/null
read_limits "$p"
"$root/judge/play/package.sh" "$p" >/dev/null
mkdir -p "$build/play"
work=$(mktemp -d "$build/play/stress.XXXXXX")
trap 'rm -rf "$work"' EXIT
lang_build "$sol" "$work/program" "$ml" >"$work/build-log" 2>&1 || {
  echo "stress: your player did not build: $(conf "$work/program/build.result" detail 2>/dev/null || tail -n1 "$work/build-log")" >&2
  exit 2
}
entry=$(conf <("$tools_bin/pkg" info "$build/play/$p") validator_entry)
"$tools_bin/lang" build --folder "$work/referee" 2048 "$entry" >"$work/referee-log" 2>&1 || {
  echo "stress: the referee did not build: $(tail -n1 "$work/referee-log")" >&2
  exit 3
}
mkdir -p "$work/w"
echo "$sandbox_line"
PLAY_PROGRAM=$work/program JUDGE_CHECK=$work/referee JUDGE_INTERACTIVE=1 PLAY_REFEREE=$build/play/$p/referee \
  PLAY_SWEEP=$(problem_conf "$p" play_sweep) PLAY_WORK=$work/w "$tools_bin/playstress" --search "$p"
