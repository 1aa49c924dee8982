# explain-lib.sh - sourced (not run) by testdata/<p>/tools/test.sh for the checks of tools/explain.
#   explain_setup PROBLEM TOOL...   sets tools (the problem's built tools, each one required),
#                                   work (a temporary folder, removed on exit), passed, failed
#   explain_answers LABEL           explains $work/in into $work/explained, and notes LABEL in
#                                   $work/answers-bad when its "answer:" lines differ from the
#                                   oracle's first lines (explain stops after 20 items)
#   report FILE LABEL               one check: ok when FILE is empty, else FAIL with its first line
#   finish                          the "N passed, M failed" line; status 0 when nothing failed
# shellcheck shell=bash
explain_setup() {
  local t
  tools=${BUILD:-$root/build}/testdata/$1/tools
  shift
  for t in "$@"; do
    [ -x "$tools/$t" ] || { echo "  FAIL  $tools/$t missing (run make)"; echo "0 passed, 1 failed"; exit 1; }
  done
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  passed=0 failed=0
  : >"$work/answers-bad"
}

explain_answers() {
  local count
  "$tools/explain" <"$work/in" >"$work/explained"
  count=$(grep -c '^answer: ' "$work/explained" || true)
  "$tools/oracle" <"$work/in" >"$work/answers-all" # not piped into head: an early close is a SIGPIPE
  head -n "$count" "$work/answers-all" >"$work/answers"
  sed -n 's/^answer: //p' "$work/explained" | cmp -s - "$work/answers" || echo "answers differ on $1" >>"$work/answers-bad"
}

report() {
  if [ ! -s "$1" ]; then passed=$((passed + 1)); echo "  ok    $2"
  else failed=$((failed + 1)); echo "  FAIL  $2: $(head -n1 "$1")"; fi
}

finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ]
}
