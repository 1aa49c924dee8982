#!/usr/bin/env bash
# play.sh - make judge MODE=play [P=<p>] [SOL=file]: each game's play version (problems/<p>/play/)
# made into its interactive package (judge/play/package.sh), then judged as make judge PKG= judges
# one (build/judge/judge --package: judging/judge-package.c): without --own its submissions (the
# reference player AC, each variant as its expect: tag says), with --own your program (JUDGE_SOL
# or JUDGE_CMD) against the referee on every case, a lost game's dialogue shown move by move.
#
#   judge/play/play.sh [-v] [--own] PROBLEM...
# Exit status: 0 all as expected, 1 not, 2 usage, 3 harness error (the judge's).
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
flags=()
while [ $# -gt 0 ] && [ "${1#-}" != "$1" ]; do flags+=("$1"); shift; done
[ $# -gt 0 ] || die_usage "usage: judge/play/play.sh [-v] [--own] PROBLEM..."
status=0
for p in "$@"; do
  [ -f "$problems_dir/$p/play/move.h" ] || { echo "play: $p has no play version yet (problems/$p/play/)"; continue; }
  "$root/judge/play/package.sh" "$p" >/dev/null
  "$tools_bin/judge" --package "${flags[@]}" "$build/play/$p" || { s=$?; [ "$status" -ge "$s" ] || status=$s; }
done
exit "$status"
