#!/usr/bin/env bash
# test.sh - marienbad's extra check: the two oracle modes agree on every position with i <= 2000
# (2,003,001 pairs), so 'oracle big', used for every big case, is tied to the game itself.
# (explain's claims are checked by judge/tests/explain-test.sh.)
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../../../judge/lib/common.sh"
tools=$build/testdata/marienbad/tools
if cmp -s <("$tools/gen" 0 all 2000 | "$tools/oracle") <("$tools/gen" 0 all 2000 | "$tools/oracle" big); then
  ok "marienbad: oracle = oracle big on every position with i <= 2000"
else
  fail "marienbad: oracle and oracle big disagree on some position with i <= 2000"
fi
finish
