#!/usr/bin/env bash
# test.sh - marienbad's extra checks (explain's claims are checked by judge/tests/explain-test.sh:
# explain --claims | claims, on the samples and gen stress):
#   1. the two oracle modes agree on every position with i <= 2000 (2,003,001 pairs), so
#      'oracle big', used for every big case, is tied to the game itself;
#   2. tools/claims can fail: on <66, 66> it accepts explain's claims, and rejects them with one
#      claim corrupted: a wrong value for the position a move leaves, a Zeckendorf line whose
#      terms sum to the number but are consecutive.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
tools=${BUILD:-$root/build}/testdata/marienbad/tools
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
report() { # report OK LABEL
  if [ "$1" = 1 ]; then passed=$((passed + 1)); echo "  ok    $2"
  else failed=$((failed + 1)); echo "  FAIL  $2"; fi
}

ok=0
cmp -s <("$tools/gen" 0 all 2000 | "$tools/oracle") <("$tools/gen" 0 all 2000 | "$tools/oracle" big) && ok=1
report "$ok" "marienbad: oracle = oracle big on every position with i <= 2000"

echo "66 66" >"$work/in"
"$tools/explain" --claims <"$work/in" >"$work/claims"
ok=0; "$tools/claims" "$work/in" <"$work/claims" >/dev/null && ok=1
report "$ok" "marienbad: claims accepts explain's claims on <66, 66>"

# corrupt LABEL CLAIM WRONG: with the line CLAIM (of letters, digits, _, = and spaces) replaced by
# WRONG, claims must exit 1 and report WRONG first
corrupt() {
  local status=0 ok=0
  sed "s/^$2\$/$3/" "$work/claims" >"$work/bad"
  "$tools/claims" "$work/in" <"$work/bad" >/dev/null 2>"$work/err" || status=$?
  ! cmp -s "$work/claims" "$work/bad" && [ "$status" = 1 ] && head -n1 "$work/err" | grep -q "^claims: $3: " && ok=1
  report "$ok" "marienbad: claims rejects $1 (exit $status: $(head -n1 "$work/err"))"
}
corrupt "a wrong value of the position a move leaves" 'leaves 65 2 wins 2' 'leaves 65 2 wins 1'
corrupt "consecutive Zeckendorf terms" \
  'zeckendorf 66 F_10=55 F_6=8 F_4=3' 'zeckendorf 66 F_10=55 F_6=8 F_3=2 F_2=1'
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
