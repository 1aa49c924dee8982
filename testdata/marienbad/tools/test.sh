#!/usr/bin/env bash
# Extra check for marienbad (run by make test): the two oracle modes agree on every position with
# i <= 2000 (2,003,001 pairs), so 'oracle big', used for every big case, is tied to the game itself.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
tools=${BUILD:-$root/build}/testdata/marienbad/tools
for t in gen oracle; do
  [ -x "$tools/$t" ] || { echo "  FAIL  marienbad: $tools/$t missing (run make testdata)"; echo "0 passed, 1 failed"; exit 1; }
done
if cmp -s <("$tools/gen" 0 all 2000 | "$tools/oracle") <("$tools/gen" 0 all 2000 | "$tools/oracle" big); then
  echo "  ok    marienbad: oracle = oracle big on every position with i <= 2000"
  echo "1 passed, 0 failed"
else
  echo "  FAIL  marienbad: oracle and oracle big disagree on some position with i <= 2000"
  echo "0 passed, 1 failed"
  exit 1
fi
