#!/usr/bin/env bash
# package-test.sh - the problem packages (judge/package/package.sh) hold what they should, and our
# judge gives each submission its folder's verdict on the package's own data.
#
#   judge/tests/package-test.sh PROBLEM...
#
# Per problem, after making its package:
#   1. structure: problem.yaml names the problem, its source, licence and limits; .timelimit is
#      problem.conf's; the statement starts with \problemname; data/sample holds the sample cases;
#      every .in has its .ans;
#   2. data: exactly the valid cases of the recipe, each byte for byte the one SHA256SUMS pins;
#   3. validator: built as a judge system builds it, it exits 42 on every case of the package and
#      43 on every bad-input case of the recipe;
#   4. the round trip: every solution and variant is in the folder of its expect: tag, and make
#      judge PKG=build/package/<p> (judge --package: judging/judge-package.c, which reads the
#      package as any other) gives it that folder's verdict, by the package rule: its first
#      verdict that is not AC (its JSON report's verdict) is one of the folder's; the solution's
#      is AC;
#   5. the 2025-09 layout (package.sh --format 2025-09): problem.yaml's time limit, statement/,
#      and every program meeting every rule (its folder's, its tags' in submissions.yaml) on
#      every case.
# Then, once, the default output validator's table (tests/checker-test.c), and the packages of our own making in fixtures/packages/, each judged by judge --package, whose
# folders (and tags) are the oracle: every submission is judged (or SKIPPED only for a compiler
# that is not installed) and gets its folder's verdict; and the facts each package is there for
# (a time limit from the multiplier, nested data in order, an input validator, the validator flags, a custom
# validator's message, a broken validator as a judge error, the sandbox around a validator, an
# interactive problem, multi-file submissions, a zip, your own program against a package; and what
# other judges' example packages hold: a checktestdata validator beside a Python one, DOMjudge's
# extensions, Java packages in subfolders, a shell script's folder, a folder with no entry point,
# programs that write files, change modes, try a chroot escape or flood stdout and stderr, a build
# whose object file and binary are larger than any output limit; and in
# the 2025-09 format: every default directory and one of its own under submissions.yaml's rules,
# globs with braces, test groups and case globs, a message, two submissions that miss their rules,
# our verdicts in the format's four, the time limit's bounds crossing, an answer validator (a line per answer it rejects; none in an
# interactive problem), the time limit inferred, the default validator's arguments
# by test group and by case, an interactive problem whose output_validator/ folder has a build
# script and whose input validator is a run script, given its arguments by test group).
# The official verifier (Kattis problemtools' verifyproblem) lives outside the project; the
# README says how to run it. Ends with "N passed, M failed".
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
[ $# -gt 0 ] || die_usage "usage: judge/tests/package-test.sh PROBLEM..."
# shellcheck source=judge/package/submissions.sh
. "$root/judge/package/submissions.sh"
need "problem packages" zip zip || { finish; exit; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
need_tools pkg report case lang checker-test

# json_verdicts FILE: "PATH VERDICT" per submission of a JSON report (python3's reader, not ours).
json_verdicts() {
  python3 -c 'import json, sys
for s in json.load(open(sys.argv[1]))["submissions"]: print(s["path"], s["verdict"], s["reason"].replace(" ", "_") or "-")' "$1"
}

# package_checks P: P's two packages made, and what the first holds (parts 1 to 3); their judging
# (parts 4 and 5) comes after. Side by side (side_by_side): nothing here is timed. A package made
# leaves its mark in $made (P-legacy, P-2025-09).
package_checks() {
  local p=$1 pkg why n name kind in f ext want s
  echo "== $p"
  if ! "$root/judge/package/package.sh" "$p" >"$work/log" 2>&1; then fail "$p: make package failed: $(tail -n1 "$work/log")"; return; fi
  pkg=$build/package/$p

  # 1. structure
  why=''
  for key in 'name: ' 'source: ' 'license: ' '  memory: ' '  output: '; do
    grep -q "^$key" "$pkg/problem.yaml" || why+=" problem.yaml has no '${key# }';"
  done
  [ "$(cat "$pkg/.timelimit")" = "$(problem_conf "$p" time_limit)" ] || why+=" .timelimit is not problem.conf's;"
  grep -q '^\\problemname{' "$pkg/problem_statement/problem.en.tex" || why+=" the statement has no \\problemname;"
  [ -n "$(find "$pkg/data/sample" -name '*.in')" ] || why+=" no sample;"
  for f in "$pkg"/data/*/*.in; do [ -f "${f%.in}.ans" ] || why+=" $(basename "$f") has no .ans;"; done
  [ -f "$build/package/$p.zip" ] || why+=" no $p.zip;"
  if [ -z "$why" ]; then ok "$p: problem.yaml, .timelimit, statement, samples, zip"; else fail "$p:$why"; fi

  # 2. data: the recipe's valid cases, pinned by SHA256SUMS
  why='' n=0
  while IFS='|' read -r name kind _; do
    [ "$kind" = valid ] || continue
    n=$((n + 1))
    f=$(find "$pkg/data" -name "$(printf '%03d' "$n")-$name.in")
    [ -n "$f" ] || { why+=" $name missing;"; continue; }
    for ext in in ans; do
      want=$(awk -v f="$name.$([ $ext = in ] && echo in || echo out)" '$2 == f { print $1 }' "$testdata_dir/$p/SHA256SUMS")
      [ "$(sha256sum <"${f%.in}.$ext" | cut -d' ' -f1)" = "$want" ] || why+=" $name.$ext is not the pinned one;"
    done
  done < <(cases "$p")
  [ "$(find "$pkg/data" -name '*.in' | wc -l)" = "$n" ] || why+=" $(find "$pkg/data" -name '*.in' | wc -l) cases in the package, $n valid ones in the recipe;"
  if [ -z "$why" ]; then ok "$p: the $n valid cases, in recipe order, each the one SHA256SUMS pins"; else fail "$p: data:$why"; fi

  # 3. the validator, built from its folder's C files as a judge system builds it
  why=''
  if ! gcc -O2 -o "$work/validate" "$pkg"/input_validators/validate/*.c -lm 2>"$work/cc"; then
    why=" does not compile: $(head -n1 "$work/cc")"
  else
    for f in "$pkg"/data/*/*.in; do
      s=0; "$work/validate" <"$f" >/dev/null 2>&1 || s=$?
      [ "$s" = 42 ] || why+=" $(basename "$f"): exit $s;"
    done
    while IFS='|' read -r name kind in _; do
      [ "$kind" = bad ] || continue
      s=0; "$work/validate" <"$in" >/dev/null 2>&1 || s=$?
      [ "$s" = 43 ] || why+=" $name (bad input): exit $s;"
    done < <(cases "$p")
  fi
  if [ -z "$why" ]; then ok "$p: the package's validator: 42 on every case, 43 on every bad-input case"; else fail "$p: validator:$why"; fi

  # the same problem in the 2025-09 layout (make package FORMAT=2025-09), judged in part 5
  : >"$made/$p-legacy"
  if ! "$root/judge/package/package.sh" --format 2025-09 "$p" >"$work/log" 2>&1; then fail "$p: make package FORMAT=2025-09 failed: $(tail -n1 "$work/log")"; return; fi
  : >"$made/$p-2025-09"
}

# package_judged P FORMAT: make judge PKG= on P's package of FORMAT, if it was made: part 4
# (legacy) or 5 (2025-09). Timed (each verdict held to its margin): one at a time, JOBS runs at
# once as make judge runs them, nothing else of ours beside them.
package_judged() {
  local p=$1 format=$2 pkg status=0 verdicts f dir allowed sub got n why
  [ -e "$made/$p-$format" ] || return 0
  if [ "$format" = legacy ]; then
    # 4. the round trip: the package judged as any package is
    pkg=$build/package/$p
    JUDGE_JSON=$work/$p.json JOBS=${JOBS:-$(nproc)} "$tools_bin/judge" --package "$pkg" >"$work/log" 2>&1 || status=$?
    [ "$status" = 0 ] || fail "$p: make judge PKG=build/package/$p: exit $status: $(grep -E 'FAILED|SKIPPED' "$work/log" | head -n 2 | tr '\n' ' ')"
    verdicts=$(json_verdicts "$work/$p.json")
    for f in "$problems_dir/$p/$p.c" "$problems_dir/$p/variants/"*.c; do
      [ -f "$f" ] || continue
      dir=$(package_folder "$(expected_verdict "$p" "$f")") allowed=$(folder_verdicts "$dir")
      sub=submissions/$dir/$(basename "$f")
      [ -f "$pkg/$sub" ] || sub=submissions/$dir/$(basename "$f" .c)
      got=$(awk -v s="$sub" '$1 == s { print $2 }' <<<"$verdicts")
      if [ ! -e "$pkg/$sub" ]; then fail "$p: $(basename "$f") is not in submissions/$dir/"
      elif [ -n "$got" ] && [[ " $allowed " == *" $got "* ]]; then ok "$p: $sub: $got, as make judge P=$p has it ($(expected_verdict "$p" "$f"))"
      else fail "$p: $sub: ${got:-not judged}, its folder says $allowed"; fi
    done
    return
  fi
  # 5. the 2025-09 layout: the version named, the time limit in problem.yaml, and every
  # submission meeting every rule on every case
  pkg=$build/package-2025-09/$p
  n=$(($(find "$pkg/submissions" -mindepth 2 -maxdepth 2 | wc -l) + $(find "$pkg/input_validators" -mindepth 1 -maxdepth 1 | wc -l)))
  JOBS=${JOBS:-$(nproc)} "$tools_bin/judge" --package "$pkg" >"$work/log" 2>&1 || status=$?
  why=''
  grep -q "^limits:\$" "$pkg/problem.yaml" && grep -qx "  time_limit: $(problem_conf "$p" time_limit)" "$pkg/problem.yaml" || why+=" problem.yaml has not problem.conf's time limit;"
  [ ! -e "$pkg/.timelimit" ] && [ -f "$pkg/statement/problem.en.tex" ] || why+=" a .timelimit, or no statement/;"
  grep -q "^== .*  format 2025-09  TL " "$work/log" || why+=" the header names no 2025-09;"
  [ "$status" = 0 ] && [ "$(tail -n1 "$work/log")" = "$n passed, 0 failed" ] || why+=" exit $status, $(tail -n1 "$work/log") of $n: $(grep -m2 FAILED "$work/log" | tr '\n' ' ')"
  if [ -z "$why" ]; then ok "$p: 2025-09: its $n programs meet every rule on every case"; else fail "$p: 2025-09:$why"; fi
}

made=$work/made
mkdir -p "$made"
side_by_side package_checks "$@"
for p in "$@"; do
  echo "== $p: make judge PKG= on its packages, legacy and 2025-09"
  package_judged "$p" legacy
  package_judged "$p" 2025-09
done

# --- the default output validator, by a table of problemtools' answers (tests/checker-test.c) ------
echo "== the default output validator (judge/tests/checker-test.c)"
"$tools_bin/checker-test" >"$work/checker.log" || true
grep -v '^  ok' "$work/checker.log" | grep -v 'passed, ' || true
read -r cp _ cf _ < <(tail -n1 "$work/checker.log")
if [ "${cf:-1}" = 0 ]; then ok "checker.h: $cp rows as problemtools' default validator answers them"; else fail "checker.h: $(tail -n1 "$work/checker.log")"; fi

# --- the packages of our own making ------------------------------------------------------------------

fixtures=$root/judge/tests/fixtures/packages
# judge_fixture NAME [PACKAGE]: judge --package on it; sets status, and $work/NAME.json and .log.
judge_fixture() {
  status=0
  JUDGE_JSON=$work/$1.json JOBS=${JOBS:-$(nproc)} "$tools_bin/judge" --package "${2:-$fixtures/$1}" >"$work/$1.log" 2>&1 || status=$?
}
# verdict_of NAME PATH: the verdict PATH got in NAME's report.
verdict_of() { json_verdicts "$work/$1.json" | awk -v s="$2" '$1 == s { print $2 }'; }
# every_one NAME: each submission judged, or SKIPPED only for a missing compiler, and the report
# says it got its folder's verdict
every_one() {
  local n why=''
  n=$(find "$fixtures/$1/submissions" -mindepth 2 -maxdepth 2 ! -name '*.json' | wc -l)
  [ "$(json_verdicts "$work/$1.json" | grep -c '^submissions/')" = "$n" ] || why+=" $(json_verdicts "$work/$1.json" | grep -c '^submissions/') of $n submissions reported;"
  json_verdicts "$work/$1.json" | awk '/^submissions\// && $2 == "SKIPPED" && $3 !~ /install_the_package/ { print }' | grep -q . && why+=" a SKIPPED that is no missing compiler;"
  grep -q "^$(json_verdicts "$work/$1.json" | awk '$2 != "SKIPPED"' | wc -l) passed, 0 failed$" "$work/$1.log" || why+=" $(tail -n1 "$work/$1.log");"
  if [ -z "$why" ] && [ "$status" = 0 ]; then ok "$1: every submission got its folder's verdict ($(tail -n1 "$work/$1.log"))"
  else fail "$1: exit $status;$why"; sed 's/^/        | /' "$work/$1.log" | grep -E 'FAILED|SKIPPED|judge:|HE' | head -n 5 || true; fi
}
# has NAME PATH VERDICT [REASON]: PATH got VERDICT (and its reason says REASON).
has() {
  local got
  got=$(json_verdicts "$work/$1.json" | awk -v s="$2" '$1 == s { print $2, $3 }')
  if [ "${got%% *}" = "$3" ] && [[ "${got#* }" == *"$(tr " " _ <<<"${4:-}")"* ]]; then ok "$1: $2: $3${4:+ ($4)}"
  else fail "$1: $2: ${got:-not reported}, want $3${4:+ ($4)}"; fi
}

echo "== packages of our own making (judge/tests/fixtures/packages)"
judge_fixture mean
every_one mean
grep -qE 'TL [0-9.]+ s \(time_multiplier 3 x the slowest accepted submission' "$work/mean.log" && ok "mean: no .timelimit: TL from the multiplier, said in the header" || fail "mean: the header does not give the multiplier's TL: $(grep '^==' "$work/mean.log")"
order=$(python3 -c 'import json, sys; print(" ".join(c["name"] for c in json.load(open(sys.argv[1]))["submissions"][0]["cases"]))' "$work/mean.json")
[ "$order" = "sample/1 secret/a-small/1 secret/a-small/2 secret/b-nested/deeper/3" ] && ok "mean: nested data folders, in order" || fail "mean: the cases, in this order: $order"
has mean submissions/wrong_answer/one-decimal.c WA 'expected "2.333333333", found "2.3"'
has mean submissions/run_time_error/hog.c MLE
has mean submissions/wrong_answer/crashes.c RE
has mean submissions/no_output/quiet.c NO
has mean submissions/output_limit/flood.c OLE
has mean submissions/compiler_error/broken.c CE
for m in c java py js; do has mean "submissions/accepted/multi-$m" AC; done
for f in echo loose split guess; do judge_fixture "$f"; every_one "$f"; done
has echo submissions/wrong_answer/lower.sh WA 'expected "Hello", found "hello"'
has echo submissions/wrong_answer/spaces.sh WA 'space change error'
has loose submissions/accepted/spaces.sh AC
has split submissions/wrong_answer/zero.c WA 'a number is not positive'
has split input_validators/positive.py AC
cp -r "$fixtures/split" "$work/split-invalid" && echo 1 >"$work/split-invalid/data/secret/4.in" && echo "1 0" >"$work/split-invalid/data/secret/4.ans"
judge_fixture split-invalid "$work/split-invalid"
has split-invalid input_validators/positive.py WA 'the input validator rejects this input'
has guess submissions/time_limit_exceeded/waits.c TLE 'idle'
# the fair clock: the judge's thinking (longer than the wall limit) is not the program's
judge_fixture slowjudge
every_one slowjudge
has slowjudge submissions/accepted/doubles.c AC
has slowjudge submissions/time_limit_exceeded/no-flush.c TLE 'the judge was waiting for its move (did it flush?)'
has guess submissions/run_time_error/crash.c RE
has guess submissions/wrong_answer/guess-one.sh WA 'wrong guess'
# a wrong guess, then a loop: the validator's wrong answer ends the run (run on to the limit, it
# was WA only past the margin, a FAILED line that every_one above reports)
has guess submissions/wrong_answer/guess-then-spin.c WA 'wrong guess'
# what other judges' example packages hold beside the plain ones (fixtures/packages/legacy)
judge_fixture legacy
every_one legacy
has legacy input_validators/name.ctd SKIPPED 'checktestdata is in no Debian package'
has legacy input_validators/name.py AC
has legacy submissions/accepted/greet.c++ AC
# a build writes an object file and a binary larger than any output limit (lang.c's file cap)
has legacy submissions/accepted/big-array.cc AC
for f in java-packages java-flat shell-folder shebang-folder; do has legacy "submissions/accepted/$f" AC; done
has legacy submissions/compiler_error/js-no-entry CE 'no entry point'
has legacy submissions/compiler_error/NoMain.java CE 'no main method'
has legacy submissions/wrong_answer/writes.c WA
has legacy submissions/wrong_answer/writes.py WA
has legacy submissions/wrong_answer/modes.sh WA
has legacy submissions/run_time_error/escape.sh RE
has legacy submissions/time_limit_exceeded/flood.c OLE
has legacy submissions/time_limit_exceeded/flood-stderr.py OLE
grep -q '  OL 1 MiB ' "$work/legacy.log" && ok "legacy: limits.output is the output limit (1 MiB)" || fail "legacy: the header does not give limits.output's 1 MiB: $(grep '^==' "$work/legacy.log")"
# a 2025-09 package (fixtures/packages/sums): every default directory and one of its own, judged
# on every case by the rules that apply (the folder's, submissions.yaml's), as the files' own
# comments promise; two submissions are there to miss theirs
# rules_of NAME PATH: "RULE|CASES|held" or "...|failed|WHY" per rule of PATH in NAME's JSON report.
rules_of() {
  python3 -c 'import json, sys
for s in json.load(open(sys.argv[1]))["submissions"]:
    if s["path"] == sys.argv[2]:
        for r in s.get("rules", []): print(r["rule"], r["cases"], "held" if r["held"] else "failed", r["why"], sep="|")' "$work/$1.json" "$2"
}
# rules NAME PATH WANT: the rules of PATH, as RULE|CASES|held or failed lines, are WANT's
rules() {
  local got
  got=$(rules_of "$1" "$2" | cut -d'|' -f1-3 | tr '\n' ' ')
  if [ "$got" = "$3 " ]; then ok "$1: $2: $3"; else fail "$1: $2: rules ${got:-none}, want $3"; fi
}
judge_fixture sums
if [ "$status" = 1 ] && [ "$(tail -n1 "$work/sums.log")" = "11 passed, 2 failed" ]; then ok "sums: exit 1, its 2 validators and 9 submissions as expected, 2 not"
else fail "sums: exit $status, $(tail -n1 "$work/sums.log"), want exit 1, 11 passed, 2 failed"; fi
grep -qE '^== Sums  format 2025-09  TL [0-9.]+ s \(ac_to_time_limit 2 x the slowest of the 6 submissions that bound it from below' "$work/sums.log" &&
  ok "sums: the header says the version, and the time limit from the submissions that bound it from below" || fail "sums: header $(grep '^==' "$work/sums.log")"
[ "$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["format_version"])' "$work/sums.json")" = 2025-09 ] &&
  ok "sums: JSON format_version 2025-09" || fail "sums: JSON has no format_version 2025-09"
rules sums submissions/accepted/sum.py 'accepted||held'
rules sums submissions/wrong_answer/plus_one.c 'wrong_answer||held submissions.yaml {wrong_answer,mixed}/*.c||held'
rules sums submissions/wrong_answer/filed_wrong.c 'wrong_answer||failed submissions.yaml {wrong_answer,mixed}/*.c||failed'
rules sums submissions/time_limit_exceeded/spin_hard.c 'time_limit_exceeded||held submissions.yaml time_limit_exceeded/spin_hard.c|sample|held submissions.yaml time_limit_exceeded/spin_hard.c|secret/*-easy|held submissions.yaml time_limit_exceeded/spin_hard.c|secret/*-hard|held'
rules sums submissions/run_time_error/crash_hard.c 'run_time_error||held submissions.yaml run_time_error/crash_{hard,soft}.c|secret/0{1,2}-easy|held'
rules sums submissions/mixed/hard_wrong.c 'submissions.yaml mixed|sample|held submissions.yaml mixed|secret/*-hard|held submissions.yaml {wrong_answer,mixed}/*.c||held'
rules sums submissions/mixed/always_zero.c 'submissions.yaml mixed|sample|failed submissions.yaml mixed|secret/*-hard|held submissions.yaml {wrong_answer,mixed}/*.c||held'
rules sums submissions/brute_force/slow.c 'brute_force||held'
# the format's four verdicts: a memory-out and an output flood are run-time errors
has sums submissions/run_time_error/hog.c MLE
rules sums submissions/run_time_error/hog.c 'run_time_error||held'
has sums submissions/rejected/flood.c OLE
rules sums submissions/rejected/flood.c 'rejected||held'
grep -q 'wrong_answer: required WA; got none on any case' "$work/sums.log" && ok "sums: a missed rule's line says which and why" || fail "sums: no line for filed_wrong.c's wrong_answer rule: $(grep filed_wrong "$work/sums.log")"
grep -q 'mixed \[sample\]: permitted AC; got WA on sample/1' "$work/sums.log" && ok "sums: a missed rule's line names its case" || fail "sums: no line for always_zero.c's sample rule: $(grep always_zero "$work/sums.log")"
# its answer validator (answer_validators/): every .ans accepted; a copy with two bad answers gets
# a line per rejected answer, and fails to verify
has sums answer_validators/bound.c AC
cp -r "$fixtures/sums" "$work/sums-answers"
rm -r "$work/sums-answers/submissions/"{brute_force,mixed,rejected,run_time_error,time_limit_exceeded,wrong_answer,submissions.yaml}
echo x >"$work/sums-answers/data/sample/1.ans" && echo 99999999999999 >"$work/sums-answers/data/secret/02-easy.ans"
judge_fixture sums-answers "$work/sums-answers"
has sums-answers answer_validators/bound.c WA 'the answer validator rejects this answer'
if [ "$status" = 1 ] && [ "$(grep -c '^    WA   .*the answer validator rejects this answer$' "$work/sums-answers.log")" = 2 ] &&
  grep -q '^    WA   secret/02-easy ' "$work/sums-answers.log"; then ok "sums: a line per rejected answer, exit 1"
else fail "sums: rejected answers: exit $status, $(grep -c 'rejects this answer' "$work/sums-answers.log") lines"; fi
# the time limit's two bounds crossing (fixtures/packages/cross): a warning under the header; none
# where they do not (sums, whose spin_hard.c times out clearly)
judge_fixture cross
if grep -A1 '^== Cross' "$work/cross.log" | grep -q "^  warning: the time limit's bounds cross, so no time limit verifies this package: at least 0.6.* s (submissions/accepted/slowish.c on .*at most 0.3.* s (submissions/time_limit_exceeded/quick.c on "; then
  ok "cross: a warning under the header: the time limit's bounds cross"
else fail "cross: no warning under the header: $(grep -A1 '^== Cross' "$work/cross.log" | tail -n1)"; fi
if grep -q 'warning: ' "$work/sums.log"; then fail "sums: a warning where the bounds do not cross: $(grep 'warning: ' "$work/sums.log")"
else ok "sums: no warning: its bounds do not cross"; fi
# the default validator's arguments by test group (data/*/test_group.yaml) and by case (a case's .yaml)
judge_fixture ratio
every_one ratio
has ratio submissions/wrong_answer/rough.c WA 'expected "0.333333333333", found "0.333"'
rules ratio submissions/wrong_answer/rough.c 'wrong_answer||held submissions.yaml wrong_answer/rough.c|secret/02|held'
# a 2025-09 interactive package: type, output_validator/, a message merged into a directory's rule;
# a sample's .interaction and .in.statement are for a statement, not cases
judge_fixture probe
every_one probe
n=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["submissions"][0]["cases"]))' "$work/probe.json")
[ "$n" = 3 ] && ok "probe: 3 cases: the .interaction and .in.statement files are not judged" || fail "probe: $n cases, want 3"
rules probe submissions/wrong_answer/linear.c 'wrong_answer||held'
# its validators build themselves: output_validator/ with a build script that leaves `run`, an
# input validator that is a run script (lang.c's --scripts); one that rejects an input, and a
# build that leaves no run, said as such
has probe input_validators/range AC
# its input validator's arguments (input_validator_args): a list for all in data/test_group.yaml,
# replaced in data/secret/ by a map naming it (the fixture's --max 1000, without which its
# secret cases are out of range); a validator the map does not name gets none
cp -r "$fixtures/probe" "$work/ivargs"
printf 'input_validator_args: [--max, "5"]\n' >"$work/ivargs/data/test_group.yaml"
got=$("$tools_bin/pkg" input-cases "$work/ivargs" range | cut -d'|' -f1,5 | tr '\n' ' ')/$("$tools_bin/pkg" input-cases "$work/ivargs" other | cut -d'|' -f1,5 | tr '\n' ' ')
if [ "$got" = "sample/1|--max 5 secret/2|--max 1000 secret/3|--max 1000 /sample/1|--max 5 secret/2| secret/3| " ]; then ok "probe: input_validator_args by group, as a list and a map by name"
else fail "probe: input_validator_args: $got"; fi
cp -r "$fixtures/probe" "$work/probe-scripts"
rm -r "$work/probe-scripts/submissions/"{run_time_error,time_limit_exceeded,wrong_answer}
echo 2000 >"$work/probe-scripts/data/secret/2.in"
mkdir "$work/probe-scripts/answer_validators" && cp "$fixtures/sums/answer_validators/bound.c" "$work/probe-scripts/answer_validators/"
judge_fixture probe-scripts "$work/probe-scripts"
has probe-scripts input_validators/range WA 'the input validator rejects this input'
# an interactive problem's .ans is its validator's own: no answer validator reads it
has probe-scripts answer_validators/bound.c SKIPPED "an interactive problem's .ans files are its output validator's own"
printf '#!/bin/sh\necho compiling nothing\n' >"$work/probe-scripts/output_validator/build"
judge_fixture probe-scripts "$work/probe-scripts"
if [ "$status" = 3 ] && grep -qx 'judge: the output validator output_validator did not build: no entry point: the build script left no file named run' "$work/probe-scripts.log"; then
  ok "probe: a build script that leaves no run: the validator did not build, exit 3"
else fail "probe: a build script that leaves no run: exit $status, $(grep -m1 'judge:' "$work/probe-scripts.log")"; fi
cp -r "$fixtures/probe" "$work/probe-message"
rm -r "$work/probe-message/submissions/"{accepted,run_time_error,time_limit_exceeded}
printf 'wrong_answer:\n  message: no such words\n' >"$work/probe-message/submissions/submissions.yaml"
judge_fixture probe-message "$work/probe-message"
if [ "$status" = 1 ] && grep -q 'FAILED: wrong_answer: message "no such words" in no case' "$work/probe-message.log"; then ok "probe: a message no judge message holds fails its rule"
else fail "probe: exit $status, $(grep linear "$work/probe-message.log")"; fi
# the globs (judge/lib/glob.h): braces, `*` within a name only, a parent folder matching
cp -r "$fixtures/sums" "$work/globs"
printf '%s:\n  message: x\n' '"*/sum.{c,py}"' acc '"*.c"' '"accepted/*/sum.c"' >"$work/globs/submissions/submissions.yaml"
got=$("$tools_bin/pkg" rules "$work/globs" submissions/accepted/sum.c | cut -d'|' -f1 | tr '\n' ' ')
[ "$got" = "accepted submissions.yaml */sum.{c,py} " ] && ok "globs: braces match, * crosses no /" || fail "globs: accepted/sum.c's rules: $got"
printf '%s:\n  message: x\n' '"acc*"' '"{accepted,x}"' >"$work/globs/submissions/submissions.yaml"
got=$("$tools_bin/pkg" rules "$work/globs" submissions/accepted/sum.c | cut -d'|' -f1 | tr '\n' ' ')
[ "$got" = "accepted submissions.yaml acc* submissions.yaml {accepted,x} " ] && ok "globs: a parent folder matching counts" || fail "globs: accepted/sum.c's rules: $got"
# a directory's key overrides its default rule key by key; a glob under it adds a rule
printf 'wrong_answer:\n  required: [RTE]\nwrong_answer/*:\n  permitted: [WA]\n' >"$work/globs/submissions/submissions.yaml"
got=$("$tools_bin/pkg" rules "$work/globs" submissions/wrong_answer/plus_one.c | cut -d'|' -f1-4 | tr '\n' ' ')
[ "$got" = "wrong_answer||AC WA|RTE submissions.yaml wrong_answer/*||WA| " ] && ok "globs: wrong_answer's key overrides its required, keeps its permitted" || fail "globs: plus_one.c's rules: $got"

# a part that cannot be built (its build leaves no record) is that part's harness error: the rest
# is judged and the JSON written
cp -r "$fixtures/legacy" "$work/legacy-he"
rm -r "$work/legacy-he/submissions/"{compiler_error,run_time_error,time_limit_exceeded,wrong_answer} "$work/legacy-he/submissions/accepted/"*-*
printf 'print(1)\n' >"$work/legacy-he/input_validators/odd.zzz"
printf 'Ada\n' >"$work/legacy-he/data/secret/3.in"
judge_fixture legacy-he "$work/legacy-he"
has legacy-he input_validators/odd.zzz SKIPPED 'unknown language'
has legacy-he submissions/accepted/greet.c++ AC
if grep -A1 '^== Greet' "$work/legacy-he.log" | grep -qx '  data/secret/3.in has no .ans: that case is left out'; then
  ok "legacy-he: an .in with no .ans is one line under the header, and the rest is judged"
else fail "legacy-he: no line under the header for data/secret/3.in: $(grep -A1 '^== Greet' "$work/legacy-he.log" | tail -n1)"; fi
judge_fixture broken
if [ "$status" = 3 ] && grep -q 'HE 1' "$work/broken.log"; then ok "broken: a validator that exits 7 is a judge error (HE, exit 3), no verdict against the program"
else fail "broken: exit $status: $(grep one.c "$work/broken.log")"; fi
has broken submissions/accepted/one.c HE 'judge error: the output validator exited 7'
# the sandbox holds for a validator too: judged on a copy, so that a wall that fails writes nowhere of ours
cp -r "$fixtures/walls" "$work/walls"
judge_fixture walls "$work/walls"
if [ "$status" = 0 ] && [ ! -e "$work/walls/data/secret/canary" ]; then ok "walls: the validator cannot write beside its input, see the package, reach the network"
else fail "walls: exit $status: $(grep -o 'expects.*' "$work/walls.log")"; fi
# a zip, its files in one folder
(cd "$fixtures" && zip -qr "$work/split.zip" split)
judge_fixture split-zip "$work/split.zip"
if [ "$status" = 0 ] && [ "$(json_verdicts "$work/split-zip.json")" = "$(json_verdicts "$work/split.json")" ]; then ok "split.zip: unpacked into build/, the same verdicts as its folder"
else fail "split.zip: exit $status: $(tail -n1 "$work/split-zip.log")"; fi
# your own program against a package's data (make judge PKG= SOL=)
for f in accepted/mean.c:0 wrong_answer/one-decimal.c:1; do
  s=0
  JUDGE_SOL=$fixtures/mean/submissions/${f%:*} "$tools_bin/judge" --package --own "$fixtures/mean" >"$work/own.log" 2>&1 || s=$?
  [ "$s" = "${f#*:}" ] && ok "make judge PKG=mean SOL=${f%:*}: exit $s ($(tail -n1 "$work/own.log"))" || fail "make judge PKG=mean SOL=${f%:*}: exit $s, want ${f#*:}: $(tail -n1 "$work/own.log")"
done
grep -q 'WA   sample/1 .*expected "2.333333333", found "2.3"' "$work/own.log" && ok "SOL=: the failing case shown, expected and found" || fail "SOL=: no WA line for sample/1"
# through make, as the README shows it: its exit status, and JSON= for a problem of ours too
for c in "0 loose" "2 no-such-package"; do
  s=0
  make -s --no-print-directory -C "$root" judge PKG="$fixtures/${c#* }" >"$work/make.log" 2>&1 || s=$?
  [ "$s" = "${c%% *}" ] && ok "make judge PKG=${c#* }: exit $s" || fail "make judge PKG=${c#* }: exit $s, want ${c%% *}: $(tail -n1 "$work/make.log")"
done
p=${1:-}
if [ -n "$p" ] && JUDGE_JSON=$work/ours.json "$tools_bin/judge" --no-variants "$p" >"$work/ours.log" 2>&1 &&
  [ "$(json_verdicts "$work/ours.json" | awk '{ print $1, $2 }')" = "problems/$p/$p.c AC" ]; then
  ok "JSON= for make judge P=$p: the solution, AC"
elif [ -n "$p" ]; then
  fail "JSON= for make judge P=$p: $(json_verdicts "$work/ours.json" 2>&1 | head -n 2 | tr '\n' ' ')"
fi
finish
