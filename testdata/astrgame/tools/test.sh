#!/usr/bin/env bash
# test.sh - astrgame's extra check: the two oracles must agree.
#
# oracle-interval writes the .out of the max cases, where the brute force cannot finish, so it
# must earn trust where both can run: on 300 `gen SEED stress` inputs and 100 somewhat larger
# random ones, its answers must equal those of the brute-force oracle exactly.
# Needs the built tools (make builds them into build/testdata/astrgame/tools/).
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
tools=${BUILD:-$root/build}/testdata/astrgame/tools
for t in gen oracle oracle-interval; do
  [ -x "$tools/$t" ] || { echo "test.sh: $tools/$t missing: run make first" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

passed=0 failed=0
check() { # check LABEL SEEDS GEN-ARGS...: both oracles on gen SEED GEN-ARGS for SEED in 1..SEEDS
  local label=$1 seeds=$2 seed; shift 2
  for seed in $(seq 1 "$seeds"); do
    "$tools/gen" "$seed" "$@" >"$work/in"
    "$tools/oracle" <"$work/in" >"$work/brute"
    "$tools/oracle-interval" <"$work/in" >"$work/interval"
    if ! cmp -s "$work/brute" "$work/interval"; then
      failed=$((failed + 1)); echo "  FAIL  $label: oracle and oracle-interval differ on gen $seed $*"; return
    fi
  done
  passed=$((passed + 1)); echo "  ok    $label: oracle-interval = brute-force oracle on gen 1..$seeds $*"
}
check stress 300 stress
check random 50 random 5 14 2 6 4
check one-letter 50 one-letter 5 1 20 3 6
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
