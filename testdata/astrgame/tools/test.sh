#!/usr/bin/env bash
# test.sh - astrgame's extra check: the two oracles agree (explain's claims are checked by
# judge/tests/explain-test.sh).
#
# oracle-interval writes the .out of the max cases, where the brute force cannot finish, so it
# must earn trust where both can run: on 300 `gen SEED stress` inputs and 100 somewhat larger
# random ones, its answers must equal those of the brute-force oracle exactly.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../../../judge/lib/common.sh"
tools=$build/testdata/astrgame/tools
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

check() { # check LABEL SEEDS GEN-ARGS...: both oracles on gen SEED GEN-ARGS for SEED in 1..SEEDS
  local label=$1 seeds=$2 seed; shift 2
  for seed in $(seq 1 "$seeds"); do
    "$tools/gen" "$seed" "$@" >"$work/in"
    "$tools/oracle" <"$work/in" >"$work/brute"
    "$tools/oracle-interval" <"$work/in" >"$work/interval"
    if ! cmp -s "$work/brute" "$work/interval"; then
      fail "$label: oracle and oracle-interval differ on gen $seed $*"; return
    fi
  done
  ok "$label: oracle-interval = brute-force oracle on gen 1..$seeds $*"
}
check stress 300 stress
check random 50 random 5 14 2 6 4
check one-letter 50 one-letter 5 1 20 3 6
finish
