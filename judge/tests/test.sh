#!/usr/bin/env bash
# test.sh - everything that must pass (make test). Each step prints its own "N passed, M failed";
# this adds them up and ends with the total, after every failing line of every step again (the
# tail of a log names them). A step that dies without its count is one failure.
#
# Steps: shellcheck; the house (cited files exist, headers short); test-data integrity (make data:
# the problems side by side); then side by side: the verdict table, the harness's self-test on a
# fixture problem, hostile programs against the sandbox (on a copy in a temp folder), build
# profiles and limits, explain's claims, the exit statuses of the commands the README shows; the
# judge (solutions and variants); the same verdicts with the machine's factor 2.5 times off either
# way (machine-test.sh); the runs nearest their margins, idle and beside busy loops; the judge
# under ASan+UBSan; make stress on our solutions; make stress on attempts (items, attempts
# in other languages, wrong variants, the languages table); make stress's report the same at two
# budgets and under load (seeded-test.sh); then side by side: the study pages (wasm = native, the
# play protocol, the pages in Chromium), a class's folder (make judge P= SOL=<folder>), a fuzz
# smoke run (5 s per problem), each problem's extra checks (testdata/<p>/tools/test*.sh); a new
# problem made by make new (in a copy, its variants judged to their margins: alone); the problem
# packages; play; and last, that none of it wrote into the source tree.
#
#   judge/tests/test.sh [PROBLEM...]           every step (make test [P=])
#   judge/tests/test.sh --check PROBLEM...     only the steps that look at the problems, in minutes
#                                              (make check P=: a new problem's quick check)
set -uo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
export BUILD=$build
check=''
[ "${1:-}" != --check ] || { check=1; shift; }
problems=("$@")
[ ${#problems[@]} -gt 0 ] || mapfile -t problems < <(all_problems)
counts_re='^[0-9]+ passed, [0-9]+ failed(, [0-9]+ skipped)?$'
log=$build/test-step.log failures=$build/test-failures.log
mkdir -p "$build"
: >"$failures"

# busy_idle: the machine's CPU time so far, busy and idle, in ticks (/proc/stat's first line; the
# sandboxed programs' time is not the harness's children's, which bash's times would show)
busy_idle() { awk '$1 == "cpu" { print $2 + $3 + $4 + $7 + $8 + $9, $5 + $6 }' /proc/stat 2>/dev/null || echo 0 0; }

step() { # step TITLE COMMAND...: run now, or queued when between together and together_end
  if [ -n "$grouped" ]; then group_titles+=("$1"); shift; group_cmds+=("$(printf '%q ' "$@")"); return; fi
  run_step "$log" "$@"
  add_counts "$log" "$1"
}
# add_counts LOG WHAT: LOG's last count line ("N passed, M failed[, K skipped]") added to this
# shell's passed, failed and skipped (the caller's, by bash's scoping); a LOG without one is one
# failure, of WHAT. A step runs in a pipeline, a subshell: its own counts reach this shell only
# through its count line.
# A step's failing lines (a check's FAIL, the judge's FAILED) also go to $failures, repeated
# before the total: a CI log kept only by its tail still names every check that failed.
add_counts() {
  local c p_ f_ s_
  c=$(grep -E "$counts_re" "$1" 2>/dev/null | tail -n1)
  if [ -z "$c" ]; then fail "$2: ended without a count"; echo "[$2] ended without a count" >>"$failures"; return; fi
  read -r p_ _ f_ _ s_ _ <<<"${c//,/}"
  passed=$((passed + p_)) failed=$((failed + f_)) skipped=$((skipped + ${s_:-0}))
  [ "$f_" = 0 ] || grep -E '^  FAIL  |FAILED' "$1" | cut -c1-300 | sed "s/^ */[$2] /" >>"$failures"
}

# run_step LOG TITLE COMMAND...: the step's title, its lines (also into LOG), and how long it took
# and how busy the cores were meanwhile (all of the machine's work, a step's own busy loops
# included): a slow step is seen where it is, and one that leaves cores idle (figures, not a
# check). In a group, the cores are shared with its other steps: the group's line gives them.
run_step() {
  local log=$1 title=$2 start=$SECONDS b0 i0 b1 i1
  shift 2
  printf '\n### %s\n' "$title"
  read -r b0 i0 < <(busy_idle)
  (passed=0 failed=0 skipped=0; "$@") 2>&1 | tee "$log" # a step's own counts start at 0
  read -r b1 i1 < <(busy_idle)
  if [ -n "${in_group:-}" ]; then echo "(step: $((SECONDS - start)) s, beside the other steps of its group)"
  else echo "(step: $((SECONDS - start)) s, cores busy $(busy_percent $((b1 - b0)) $((i1 - i0)))%)"; fi
}
busy_percent() { awk -v b="$1" -v i="$2" 'BEGIN { printf "%.0f", (b + i > 0 ? 100 * b / (b + i) : 0) }'; }

# together ... together_end: the steps queued between the two run side by side, one per core at a
# time (side_by_side, lib/common.sh), their lines shown in order as each and those before it
# end. For steps that leave cores idle (waiting on sleepers, wall limits, a browser), write only
# into their own folders, and whose every check holds beside other work, as make test holds
# beside a busy loop per core; the steps that judge programs near their margins or measure a
# budget of wall time (the judge, the load test, make stress's searches, a new problem's
# variants, the packages' and play's judging) run alone: a group's bursts (a browser, builds
# side by side) can load the machine more than one busy loop per core.
grouped='' group_titles=() group_cmds=()
together() { grouped=1 group_titles=() group_cmds=(); }
together_end() {
  local work=$build/test-group start=$SECONDS b0 i0 b1 i1
  grouped=''
  [ ${#group_titles[@]} -gt 0 ] || return 0
  rm -rf "$work" && mkdir -p "$work"
  read -r b0 i0 < <(busy_idle)
  side_by_side group_step $(seq 0 $((${#group_titles[@]} - 1)))
  read -r b1 i1 < <(busy_idle)
  echo "(side by side, ${#group_titles[@]} step(s): $((SECONDS - start)) s, cores busy $(busy_percent $((b1 - b0)) $((i1 - i0)))%)"
  rm -rf "$work"
}
group_step() { # group_step I: side_by_side's item, the queued step I; its counts are the item's
  local in_group=1
  eval "run_step \"\$work/log\" \"\${group_titles[$1]}\" ${group_cmds[$1]}"
  add_counts "$work/log" "${group_titles[$1]}"
}

shellcheck_step() {
  local files
  mapfile -t files < <(cd "$root" && git ls-files '*.sh' .ci/run 2>/dev/null || find judge testdata -name '*.sh')
  if ! need "shellcheck" shellcheck shellcheck; then :
  # one shellcheck per core, each on its share of the scripts (it is single-threaded); xargs exits
  # non-zero when any of them finds something
  elif (cd "$root" && printf '%s\0' "${files[@]}" |
        xargs -0 -P "$(nproc)" -n $(((${#files[@]} + $(nproc) - 1) / $(nproc))) shellcheck -x --severity=warning); then
    ok "shellcheck: ${#files[@]} scripts"
  else fail "shellcheck"; fi
  finish
}

# Every file a tracked file names by its path from the top (judge/..., problems/..., testdata/...,
# a README.md, *.conf) exists: no comment points at a file that is not there.
house_step() {
  local missing
  missing=$(cd "$root" && git grep -ohE '\b(judge|problems|testdata)/[A-Za-z0-9_./<>-]+\.(md|c|h|sh|conf)\b' -- . ':!*.in' ':!*.out' 2>/dev/null |
    grep -v '[<>]' | sort -u | while read -r f; do [ -e "$f" ] || echo "$f"; done)
  # and every markdown file named by its file name alone (13 files once cited one that was never here)
  missing+=$(cd "$root" && git grep -ohE '(^|[^/A-Za-z0-9_.-])[A-Za-z0-9_-]+\.md\b' -- . ':!*.in' ':!*.out' 2>/dev/null |
    sed 's/^[^A-Za-z0-9_-]//' | sort -u | while read -r f; do
      # not grep -q: under pipefail its early exit can kill git ls-files (SIGPIPE), a false "missing"
      git ls-files | grep "\(^\|/\)$f\$" >/dev/null || echo " $f"; done)
  if [ -z "$missing" ]; then ok "every judge/, problems/, testdata/ path and every .md the files cite exists"
  else fail "cited but missing: $(echo "$missing" | tr '\n' ' ')"; fi
  # Every harness program a file names by its path in build/judge/ (a script's $build/judge/
  # aside) is one make built; and a command of one in backquotes with an option or subcommand
  # (`table --recipe`) names one its source has (judge/*/NAME.c). Prose can use a program's name
  # as a word, so a backquoted command is checked only when its first word is a harness program.
  missing=$(cd "$root" && {
    git grep -ohE '(^|[^$/A-Za-z0-9_{}.-])build/judge/[a-z][A-Za-z0-9_-]*([^/.A-Za-z0-9_-]|$)' -- . ':!*.in' ':!*.out' |
      sed -E 's/^[^b]//; s/[^A-Za-z0-9_-]$//; s|^build/judge/||'
    git grep -ohE '`(build/judge/)?[a-z][a-z-]* (--)?[a-z][a-z0-9-]*' -- . ':!*.in' ':!*.out' | sed 's/^`//' |
      while read -r prog word; do
        if [ "${prog#build/judge/}" != "$prog" ] || [ -x "$tools_bin/$prog" ]; then echo "${prog#build/judge/} $word"; fi
      done
  } 2>/dev/null | sort -u | while read -r prog word; do
    if [ ! -f "$tools_bin/$prog" ] || [ ! -x "$tools_bin/$prog" ]; then echo "build/judge/$prog"
    elif [ -n "$word" ] && ! grep -qE "\"(--)?${word#--}\"" judge/*/"$prog".c; then echo "\`$prog $word\`"; fi
  done)
  if [ -z "$missing" ]; then ok "every harness program the files name was built, with the options they show"
  else fail "named but not there: $(echo "$missing" | tr '\n' ' ')"; fi
  # Why a run stopped is decided once, in C (decide(), judge/lib/verdict.h, for case.c and
  # lang.c) and read from its record: no script outside the tests reads the runner's own facts
  # (killed, signal) or compares a time with a limit.
  local decided
  decided=$(cd "$root" && { git grep -nE 'conf [^;|]*(killed|signal)|kill -l|-v c="\$cpu"' -- 'judge/*.sh' ':!judge/tests/*' || true; })
  if [ -z "$decided" ]; then ok "no script decides a verdict or its cause: they read the record (reason)"
  else fail "a verdict or its cause decided in bash: $(echo "$decided" | head -n 3 | tr '\n' ' ')"; fi
  # Every harness file's header (its leading comment: a C file's first /* ... */, a script's #
  # lines after its #! line) is at most 60 lines: the what and the why; the how lives in the code
  # and judge/README.md. The fixtures are users' programs, not the harness.
  local long
  long=$(cd "$root" && git ls-files -z 'judge/*.c' 'judge/*.h' 'judge/*.sh' ':!judge/tests/fixtures/*' |
    xargs -0 awk 'FNR == 1 { mode = ""; if (/^#!/) next }
      mode == "end" { next }
      mode == "" { mode = /^\/\*/ ? "c" : (FILENAME ~ /\.sh$/ && /^#/) ? "sh" : "end" }
      mode == "c" { n[FILENAME]++; if (/\*\//) mode = "end"; next }
      mode == "sh" { if (/^#/) n[FILENAME]++; else mode = "end" }
      END { for (f in n) if (n[f] > 60) print f " (" n[f] " lines)" }' | sort)
  if [ -z "$long" ]; then ok "every harness file's header is at most 60 lines"
  else fail "headers over 60 lines (keep the what and why; the how goes to the code or judge/README.md): $(echo "$long" | tr '\n' ' ')"; fi
  # The README's table of verdicts is lib/verdict.h's list (verdict list), row for row.
  if cmp -s <("$tools_bin/verdict" list | sed 's/\t/ | /; s/^/| /; s/$/ |/') <(grep -E '^\| [A-Z]+ \| ' "$root/README.md"); then
    ok "the README's verdict table is lib/verdict.h's list"
  else
    fail "the README's verdict table differs from 'build/judge/verdict list' (lib/verdict.h)"
  fi
  finish
}

# Each script's own count is added in; a script that ends without one is one failure.
extra_step() {
  local p t
  for p in "${problems[@]}"; do
    for t in "$root/testdata/$p/tools/"test*.sh; do
      [ -f "$t" ] || continue
      echo "== $p: ${t#"$root"/}"
      bash "$t" 2>&1 | tee "$build/test-extra.log" | grep -vE "$counts_re"
      add_counts "$build/test-extra.log" "${t#"$root"/}"
    done
  done
  finish
}

# The test data of every problem made again and checked (judge/data/testdata.sh), the problems side
# by side, by make data: its stamps are then up to date, so that no make judge of a later step
# makes the data again while another step reads it. Each problem's report is shown.
# The machine's factor, measured while nothing else of make test runs: the first judge of the
# steps side by side would measure it among their bursts, and a factor measured on a busy machine
# is too large (every limit too long: a tle- variant can pass), and is kept for a week.
calibrate_step() {
  local m
  if m=$("$tools_bin/run" --machine --again); then ok "measured alone: $(sed -n 's/^line=//p' <<<"$m")"
  else fail "run --machine --again failed"; fi
  finish
}

testdata_step() {
  local p
  for p in "${problems[@]}"; do rm -f "$build/testdata/$p/.stamp" "$build/testdata/$p.log"; done
  make -s -k --no-print-directory -C "$root" data P="${problems[*]}" >/dev/null 2>&1
  for p in "${problems[@]}"; do
    grep -vE "$counts_re" "$build/testdata/$p.log" 2>/dev/null
    add_counts "$build/testdata/$p.log" "testdata $p (make data)"
  done
  finish
}

# Building, judging and testing write only into build/ (git status before = after).
untouched_step() {
  local now
  now=$(cd "$root" && git status --porcelain 2>/dev/null)
  if [ "$now" = "$status_before" ]; then ok "the source tree is as it was before the tests (git status)"
  else fail "the tests changed the source tree: $(diff <(echo "$status_before") <(echo "$now") | grep '^[<>]' | head -n 5 | tr '\n' ' ')"; fi
  finish
}
status_before=$(cd "$root" && git status --porcelain 2>/dev/null)

# Which mode: as root nothing may be skipped (judge/deps.sh installed every package); as an
# ordinary user a part whose Debian package is missing is skipped, and says which package.
if skips_fail; then echo "make test as $(id -un): every part runs; a missing package is a failure"
else echo "make test as $(id -un), not root: a part whose Debian package is missing is skipped, naming it"; fi

# whole() STEP...: a step of the whole test only, not of --check's.
whole() { [ -n "$check" ] || step "$@"; }

step "scripts: shellcheck" shellcheck_step
step "the house: cited files exist" house_step
step "test data: recipes, oracles, validators, checksums" testdata_step
step "the machine's factor, measured before the steps side by side" calibrate_step
together
whole "the verdict decision: table of cases" "$tools_bin/verdict-test"
whole "harness self-test" "$root/judge/tests/selftest.sh"
whole "the sandbox: hostile programs, on a copy of the repository" "$root/judge/tests/sandbox-test.sh"
whole "the judge's own reads: links, a zip's name, a package's limits and names, the class page (as root and a user)" "$root/judge/tests/escape-test.sh"
step "build profiles and limits; file names = expect: tags" "$root/judge/measure/profiles.sh" "${problems[@]}"
step "explain: every claim checked with the game code" env EXPLAIN_SEEDS="${EXPLAIN_SEEDS:-30}" "$root/judge/tests/explain-test.sh" "${problems[@]}"
whole "exit statuses of the commands the README shows" "$root/judge/tests/status-test.sh"
together_end
step "judge: solutions and variants" env JUDGE_JSON="$build/test-judge.json" "$tools_bin/judge" "${problems[@]}"
whole "the machine's factor: measured, cached; every verdict the same at 0.4 and 2.5 times it" env MACHINE_TEST_BASE="$build/test-judge.json" "$root/judge/tests/machine-test.sh" "${problems[@]}"
whole "the same verdicts beside a busy loop per core, every margin held" "$root/judge/tests/load-test.sh"
whole "judge under ASan + UBSan" "$tools_bin/judge" --asan "${problems[@]}"
step "make stress: our solutions vs their oracles" "$tools_bin/stress" --ours 300 "${problems[@]}"
whole "make stress on attempts: items, attempts in every language, wrong variants, the languages table" "$root/judge/tests/stress-test.sh" "${problems[@]}"
whole "make stress: the same seed, the same report at two budgets and under load" "$root/judge/tests/seeded-test.sh" "${problems[@]}"
together
whole "study pages: wasm = native, play protocol, pages and games in Chromium" "$root/judge/tests/study-test.sh" "${problems[@]}"
whole "a class's folder: scoreboard, counterexamples, groups, JSON, the page in Chromium" "$root/judge/tests/class-test.sh"
whole "fuzz smoke (a few seconds per problem)" "$root/judge/measure/fuzz.sh" -s 5 "${problems[@]}"
step "per-problem extra checks" extra_step
together_end
whole "a new problem: make new P=, judged in a copy of the repository" "$root/judge/tests/scaffold-test.sh"
step "problem packages: structure, data, validator; make judge PKG= (round trip, packages of our own)" "$root/judge/tests/package-test.sh" "${problems[@]}"
step "play: each game against our perfect player (make judge MODE=play)" "$root/judge/tests/play-test.sh" "${problems[@]}"
step "the source tree is untouched" untouched_step

printf '\n(make test: %d s)\n' "$SECONDS"
if [ -s "$failures" ]; then echo "the checks that failed, as their steps said them:"; cat "$failures"; fi
finish
