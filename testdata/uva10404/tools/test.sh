#!/usr/bin/env bash
# test.sh - uva10404's own check of tools/claims: it must be able to fail. The statement's sample
# is explained with `explain --claims`; those claims must pass, and each copy with one claim
# changed (a table entry's mark, a move dropped from an "every move loses" list, a line's winner)
# must make claims exit 1. That explain's claims hold on the samples and on gen stress inputs is
# checked by judge/tests/explain-test.sh, for every problem alike.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/../../.." && pwd)
tools=${BUILD:-$root/build}/testdata/uva10404/tools
sample=$root/testdata/uva10404/sample-1.in
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
  ok "uva10404: claims accepts explain's claims on the sample"
else
  fail "uva10404: claims rejects explain's claims on the sample: $(head -n1 "$work/err")"
fi

# corrupt LABEL SED: the sample's claims with the first claim SED matches changed must fail.
corrupt() {
  local status=0
  sed "$2" "$work/claims" >"$work/corrupt"
  if [ "$(diff "$work/claims" "$work/corrupt" | grep -c '^<')" != 1 ]; then
    fail "uva10404: $1: not exactly one claim of the sample changed"; return
  fi
  "$tools/claims" "$sample" <"$work/corrupt" >/dev/null 2>"$work/err" || status=$?
  if [ "$status" = 1 ]; then ok "uva10404: claims catches $1 ($(head -n1 "$work/err"))"
  else fail "uva10404: claims exits $status on $1"; fi
}
corrupt "a flipped table entry" '0,/^entry /{/^entry /{s/ W$/ X/;s/ L$/ W/;s/ X$/ L/}}'
corrupt "a move missing from a lost list" '0,/^lost [0-9]* [0-9]/s/^\(lost [0-9]*\) [0-9]*/\1/'
corrupt "a line's winner swapped" '0,/^line /{/^line /{s/^line Stan /line X /;s/^line Ollie /line Stan /;s/^line X /line Ollie /}}'

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
