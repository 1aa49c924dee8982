#!/usr/bin/env bash
# test-builds.sh - uva10404's check of the batch design (run by make test).
#
# 1. Never pay twice for a move set. The solution built with -DCOUNT_BUILDS writes one stderr line
#    "build batch B set s1 s2 ..." each time it starts a set's table (its stdout is unchanged). On
#    gen 'sets' inputs (the move 1 and nine moves <= 10^5 per set; small n, so it runs fast):
#    - 513 sets round-robin and 1000 sets x 5 shuffled, each one batch: exactly one build per set;
#    - 600 sets round-robin over 140,000 games (three batches of at most 2^16 games): no set is
#      built twice within one batch;
#    and every answer equals tools/oracle's.
# 2. The figures problems/uva10404/uva10404.c quotes for moves <= 20: tools/periods 20 10 must still print them.
#
#   testdata/uva10404/tools/test-builds.sh [SOURCE.c]   (default problems/uva10404/uva10404.c)
# Needs the built tools (make builds them into build/testdata/uva10404/tools/).
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../../../judge/lib/common.sh"
tools=$build/testdata/uva10404/tools
source=${1:-$root/problems/uva10404/uva10404.c}
for t in gen oracle periods; do
  [ -x "$tools/$t" ] || { echo "test-builds.sh: $tools/$t missing: run make first" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! gcc -O2 -DCOUNT_BUILDS -o "$work/counting" "$source" -lm 2>"$work/cc"; then
  fail "builds: $source does not compile with -DCOUNT_BUILDS: $(head -n1 "$work/cc")"
else
  builds() { # builds LABEL EXPECTED GEN-ARGS...: EXPECTED = total builds, or 'per-batch'
    local label=$1 expected=$2 total twice
    shift 2
    "$tools/gen" "$@" >"$work/in"
    "$tools/oracle" <"$work/in" >"$work/expected"
    if ! "$work/counting" <"$work/in" >"$work/got" 2>"$work/builds"; then
      fail "$label: the solution failed on gen $*"; return
    fi
    if ! cmp -s "$work/expected" "$work/got"; then
      fail "$label: answers differ from the oracle on gen $*"; return
    fi
    total=$(grep -c '^build batch ' "$work/builds" || true)
    twice=$(grep '^build batch ' "$work/builds" | sort | uniq -d | wc -l)
    if [ "$twice" -ne 0 ]; then
      fail "$label: $twice sets built twice within one batch ($total builds) on gen $*"
    elif [ "$expected" != per-batch ] && [ "$total" -ne "$expected" ]; then
      fail "$label: $total table builds, expected $expected (one per distinct set) on gen $*"
    else
      ok "$label: $total table builds, none repeated within a batch, answers = oracle (gen $*)"
    fi
  }
  builds "513 sets round-robin" 513 21 sets 20000 513 cycle 1000 5000
  builds "1000 sets x 5 shuffled" 1000 22 sets 5000 1000 shuffle 1000 5000
  builds "600 sets, three batches" per-batch 23 sets 140000 600 cycle 0 2000
fi

# The figures quoted in problems/uva10404/uva10404.c.
"$tools/periods" 20 10 >"$work/periods"
if grep -q '^largest mu + lambda: 379 (mu 286, lambda 93) at {5, 6, 14, 15, 16, 20}$' "$work/periods" \
   && grep -q '^largest Brent first phase: 825 positions at {2, 6, 7, 11, 12, 16, 18}$' "$work/periods"; then
  ok "periods 20 10: mu + lambda <= 379, Brent's first phase <= 825 positions, as uva10404.c says"
else
  fail "periods 20 10 no longer prints the figures uva10404.c quotes: $(tr '\n' ' ' <"$work/periods")"
fi

finish
