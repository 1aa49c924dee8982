#!/usr/bin/env bash
# test.sh - everything that must pass (make test). Each step prints its own "N passed, M failed";
# this adds them up and ends with the total. A step that dies without its count is one failure.
#
# Steps: shellcheck of the scripts; the harness's own tests; build profiles; test-data integrity;
# the judge (solutions and variants); the judge under ASan+UBSan; stress against the oracles;
# find my bug (items, other people's attempts in every language, make stress on wrong variants);
# a fuzz smoke run (judge/fuzz.sh -s 5: AFL++ with ASan+UBSan, 5 s per problem);
# each problem's extra checks (testdata/<p>/tools/test*.sh).
set -uo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/.." && pwd)
export BUILD=${BUILD:-$root/build} ROOT=$root
problems=("$@")
if [ ${#problems[@]} -eq 0 ]; then
  for d in "$root"/problems/*/; do problems+=("$(basename "$d")"); done
fi
total_passed=0 total_failed=0
log=$BUILD/test-step.log
mkdir -p "$BUILD"

step() { # step TITLE COMMAND...
  local title=$1 counts p f
  shift
  printf '\n### %s\n' "$title"
  "$@" 2>&1 | tee "$log"
  counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n1)
  if [ -z "$counts" ]; then
    echo "  FAIL  $title: ended without a count"; total_failed=$((total_failed + 1)); return
  fi
  read -r p _ f _ <<<"$counts"
  total_passed=$((total_passed + p)) total_failed=$((total_failed + f))
}

shellcheck_step() {
  if ! command -v shellcheck >/dev/null; then echo "  FAIL  shellcheck is not installed (.ci/run installs it)"; echo "0 passed, 1 failed"; return; fi
  local files=("$root"/judge/*.sh "$root"/.ci/run "$root"/testdata/*/tools/*.sh)
  if shellcheck -x --severity=warning "${files[@]}"; then echo "  ok    shellcheck: ${#files[@]} scripts"; echo "1 passed, 0 failed"
  else echo "1 failed"; echo "0 passed, 1 failed"; fi
}

extra_step() {
  local p
  for p in "${problems[@]}"; do
    for t in "$root/testdata/$p/tools/"test*.sh; do
      [ -f "$t" ] || continue
      echo "== $p: ${t#"$root"/}"
      bash "$t"
    done
  done | awk '/^[0-9]+ passed, [0-9]+ failed$/ { p += $1; f += $3; next } { print } END { print p + 0 " passed, " f + 0 " failed" }'
}

step "scripts: shellcheck" shellcheck_step
step "harness self-test" "$root/judge/selftest.sh"
step "build profiles" "$root/judge/profiles.sh" "${problems[@]}"
step "test data: recipes, oracles, validators, checksums" "$root/judge/testdata.sh" "${problems[@]}"
step "judge: solutions and variants" "$root/judge/judge.sh" "${problems[@]}"
step "judge under ASan + UBSan" "$root/judge/judge.sh" --asan "${problems[@]}"
step "stress: solution vs oracle" "$root/judge/stress.sh" -n 300 "${problems[@]}"
step "find my bug: items, attempts in C++/Python/Java, wrong variants" "$root/judge/findbug-test.sh" "${problems[@]}"
step "fuzz smoke (a few seconds per problem)" "$root/judge/fuzz.sh" -s 5 "${problems[@]}"
step "per-problem extra checks" extra_step

printf '\n%d passed, %d failed\n' "$total_passed" "$total_failed"
[ "$total_failed" = 0 ]
