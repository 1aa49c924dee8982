#!/usr/bin/env bash
# stress.sh - compare each solution with its oracle on seeded random small inputs.
#
#   judge/stress.sh [-n ITERATIONS] PROBLEM...      (default 1000; seeds 1..N, or from $STRESS_SEED)
#
# Input: tools/gen SEED stress. Expected: tools/oracle. The solution must print the same bytes and
# exit with the same status (0, or 1 on bad input). Prints the first counterexample it finds.
# Ends with "N passed, M failed" (one check per problem).
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$root/build}
iterations=1000
if [ "${1:-}" = -n ]; then iterations=$2; shift 2; fi
[ $# -gt 0 ] || { echo "usage: judge/stress.sh [-n ITERATIONS] PROBLEM..." >&2; exit 2; }
first=${STRESS_SEED:-1}
passed=0 failed=0
mkdir -p "$build/stress"
dir=$(mktemp -d "$build/stress/work.XXXXXX") # private: runs may share one build tree
trap 'rm -rf "$dir"' EXIT

for p in "$@"; do
  tools=$build/testdata/$p/tools bin=$dir/$p
  gcc -O2 -o "$bin" "$root/problems/$p/$p.c" -lm
  verdict=ok
  for ((seed = first; seed < first + iterations; seed++)); do
    "$tools/gen" "$seed" stress >"$dir/in"
    e_exp=0 e_got=0
    "$tools/oracle" <"$dir/in" >"$dir/exp" 2>/dev/null || e_exp=$?
    timeout 10 "$bin" <"$dir/in" >"$dir/got" 2>"$dir/err" || e_got=$?
    if [ "$e_exp" != "$e_got" ] || ! cmp -s "$dir/exp" "$dir/got"; then
      verdict=fail
      echo "  FAIL  $p: counterexample: tools/gen $seed stress (oracle exit $e_exp, solution exit $e_got)"
      echo "        input (first lines):";    head -n 8 "$dir/in" | cut -c1-100 | sed 's/^/        | /'
      echo "        expected (first diff):";  diff "$dir/exp" "$dir/got" | head -n 6 | sed 's/^/        | /'  || true
      break
    fi
  done
  if [ "$verdict" = ok ]; then
    passed=$((passed + 1)); echo "  ok    $p: solution = oracle on $iterations random inputs (gen $first..$((first + iterations - 1)) stress)"
  else
    failed=$((failed + 1))
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
