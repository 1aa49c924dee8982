#!/usr/bin/env bash
# test.sh - astrgame's own checks (explain's claims are checked by judge/tests/explain-test.sh).
#
# oracle-interval writes the .out of the max cases, where the brute force cannot finish, so it
# must earn trust where both can run: on 300 `gen SEED stress` inputs and 100 somewhat larger
# random ones, its answers must equal those of the brute-force oracle exactly.
# And tools/claims must be able to fail: a claim of explain's made wrong must make it exit 1.
# Needs the built tools (make all builds them into build/testdata/astrgame/tools/).
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
tools=${BUILD:-$root/build}/testdata/astrgame/tools
for t in gen oracle oracle-interval explain claims; do
  [ -x "$tools/$t" ] || { echo "test.sh: $tools/$t missing: run make all first" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

passed=0 failed=0
ok() { passed=$((passed + 1)); echo "  ok    $1"; }
fail() { failed=$((failed + 1)); echo "  FAIL  $1"; }

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

# The sample's first answer is Tracy; the claim that it is Teddy must be caught.
sample=$root/testdata/astrgame/sample-1.in
"$tools/explain" --claims <"$sample" >"$work/claims"
sed '0,/^answer Tracy$/s//answer Teddy/' "$work/claims" >"$work/corrupted"
status=0
"$tools/claims" "$sample" <"$work/claims" >/dev/null 2>&1 || status=$?
if [ "$status" != 0 ]; then
  fail "claims: explain's own claims on sample-1 are refused (exit $status)"
elif cmp -s "$work/claims" "$work/corrupted"; then
  fail "claims: no answer Tracy to corrupt in sample-1's claims"
else
  status=0
  "$tools/claims" "$sample" <"$work/corrupted" >/dev/null 2>"$work/err" || status=$?
  if [ "$status" = 1 ] && grep -q '^claims: answer Teddy: ' "$work/err"; then
    ok "claims: a wrong answer claim on sample-1 is caught (exit 1)"
  else
    fail "claims: a wrong answer claim on sample-1 gives exit $status"
  fi
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
