#!/usr/bin/env bash
# test.sh - game31's own check of tools/claims: it must be able to fail. The statement's sample
# is explained with `explain --claims`; those claims must pass, and each copy with one claim
# changed (the winner after a card, a card left out of a "may lay" list, a card of a line of play)
# must make claims exit 1. That explain's claims hold on the samples and on gen stress inputs is
# checked by judge/tests/explain-test.sh, for every problem alike.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
tools=${BUILD:-$root/build}/testdata/game31/tools
sample=$root/testdata/game31/sample-1.in
for t in explain claims; do
  [ -x "$tools/$t" ] || { echo "  FAIL  $tools/$t missing (run make)"; echo "0 passed, 1 failed"; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
ok() { passed=$((passed + 1)); echo "  ok    $1"; }
fail() { failed=$((failed + 1)); echo "  FAIL  $1"; }

"$tools/explain" --claims <"$sample" >"$work/claims"
if "$tools/claims" "$sample" <"$work/claims" >/dev/null 2>"$work/err"; then
  ok "game31: claims accepts explain's claims on the sample"
else
  fail "game31: claims rejects explain's claims on the sample: $(head -n1 "$work/err")"
fi

# corrupt LABEL SED: the sample's claims with the first claim SED matches changed must fail.
corrupt() {
  local status=0
  sed "$2" "$work/claims" >"$work/corrupt"
  if [ "$(diff "$work/claims" "$work/corrupt" | grep -c '^<')" != 1 ]; then
    fail "game31: $1: not exactly one claim of the sample changed"; return
  fi
  "$tools/claims" "$sample" <"$work/corrupt" >/dev/null 2>"$work/err" || status=$?
  if [ "$status" = 1 ]; then ok "game31: claims catches $1 ($(head -n1 "$work/err"))"
  else fail "game31: claims exits $status on $1"; fi
}
corrupt "a flipped winner after a card" '0,/^lay /{/^lay /{s/ A$/ X/;s/ B$/ A/;s/ X$/ B/}}'
corrupt "a card missing from a may-lay list" '0,/^lay /{/^lay /d}'
corrupt "a card of a line changed" '0,/^line .* [AB] [1-5] [0-9]*$/s/\( [AB]\) \([1-5]\) \([0-9]*\)$/\1 6 \3/'

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
