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
#   4. submissions: every solution and variant is in the folder of its expect: tag, and our judge
#      (judge/judging/judge.sh --variant --first) gives it that folder's verdict on the package's
#      data, by the package rule: the first verdict that is not AC decides.
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

for p in "$@"; do
  echo "== $p"
  if ! "$root/judge/package/package.sh" "$p" >"$work/log" 2>&1; then fail "$p: make package failed: $(tail -n1 "$work/log")"; continue; fi
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

  # 4. submissions: the package's data as a recipe of hand cases, judged by our judge
  view=$work/view-$p
  mkdir -p "$view/problems/$p" "$view/testdata/$p"
  cp "$problems_dir/$p/problem.conf" "$view/problems/$p/"
  for f in "$pkg"/data/sample/*.in "$pkg"/data/secret/*.in; do
    name=$(basename "$f" .in)
    ln -s "$f" "$view/testdata/$p/$name.in"
    ln -s "${f%.in}.ans" "$view/testdata/$p/$name.out"
    echo "$name | hand | hand | the package's" >>"$view/testdata/$p/recipe"
  done
  for f in "$problems_dir/$p/$p.c" "$problems_dir/$p/variants/"*.c; do
    [ -f "$f" ] || continue
    dir=$(package_folder "$(expected_verdict "$p" "$f")") first=$(folder_verdicts "$dir")
    sub=$pkg/submissions/$dir/$(basename "$f")
    [ -f "$sub" ] || sub=$pkg/submissions/$dir/$(basename "$f" .c)/$(basename "$f")
    if [ ! -f "$sub" ]; then fail "$p: $(basename "$f") is not in submissions/$dir/"; continue; fi
    if JUDGE_PROBLEMS=$view/problems JUDGE_TESTDATA=$view/testdata "$root/judge/judging/judge.sh" --variant "$sub" --first "$first" "$p" >"$work/log" 2>&1; then
      ok "$p: submissions/$dir/$(basename "$f"): $(grep -Eo 'expects.*' "$work/log")"
    else
      fail "$p: submissions/$dir/$(basename "$f"): $(grep -Eo 'expects.*' "$work/log" || tail -n1 "$work/log")"
    fi
  done
done
finish
