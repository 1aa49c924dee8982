#!/usr/bin/env bash
# test.sh - uva10165's extra check: tools/claims can fail. explain's claims themselves are checked
# by judge/tests/explain-test.sh (explain --claims | claims, on the samples and gen stress).
#
# On the scenario 1 2 4 (XOR 7; explain's move: pile 3 from 4 to 3), claims accepts explain's
# claims, and rejects them with one claim corrupted: a wrong XOR, a move to a won position.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
tools=${BUILD:-$root/build}/testdata/uva10165/tools
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
report() { # report OK LABEL
  if [ "$1" = 1 ]; then passed=$((passed + 1)); echo "  ok    $2"
  else failed=$((failed + 1)); echo "  FAIL  $2"; fi
}

printf '3\n1 2 4\n0\n' >"$work/in"
"$tools/explain" --claims <"$work/in" >"$work/claims"
ok=0; "$tools/claims" "$work/in" <"$work/claims" >/dev/null && ok=1
report "$ok" "uva10165: claims accepts explain's claims on 1 2 4"

# corrupt LABEL CLAIM WRONG: with the line CLAIM (of letters, digits, _, = and spaces) replaced by
# WRONG, claims must exit 1 and report WRONG first
corrupt() {
  local status=0 ok=0
  sed "s/^$2\$/$3/" "$work/claims" >"$work/bad"
  "$tools/claims" "$work/in" <"$work/bad" >/dev/null 2>"$work/err" || status=$?
  ! cmp -s "$work/claims" "$work/bad" && [ "$status" = 1 ] && head -n1 "$work/err" | grep -q "^claims: $3: " && ok=1
  report "$ok" "uva10165: claims rejects $1 (exit $status: $(head -n1 "$work/err"))"
}
corrupt "a wrong XOR" 'xor 7 111' 'xor 6 110'
corrupt "a legal move that leaves a won position" 'move 3 4 3 1' 'move 3 4 2 2'
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
