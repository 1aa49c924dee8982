#!/usr/bin/env bash
# stress.sh - make stress: checks the sandbox once, then runs build/judge/stress (judge/stress/stress.c,
# which does the work: its header says what), with the same arguments.
#
#   judge/stress/stress.sh --own [--seconds S] [--seed N] [--rounds R] PROBLEM   (make stress P= SOL=|CMD=)
#   judge/stress/stress.sh --ours N PROBLEM...                                    (make stress)
#
# Exit status: 1 a counterexample was found, 0 none, 2 usage or configuration error (also: your
# program does not compile), 3 harness error.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
need_tools run case lang conf shrink stress fails
sandbox_check "$([[ " $* " == *" --own "* ]] && echo own || echo ours)"
JUDGE_SANDBOX_LINE=$sandbox_line exec "$tools_bin/stress" "$@"
