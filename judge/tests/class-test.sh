#!/usr/bin/env bash
# class-test.sh - make judge P=<p> SOL=<folder>: a class's folder (build/judge/judge --own with a folder: judge/judging/judge.c),
# on the fixture class judge/tests/fixtures/class/uva10165/, copied into a temp folder and judged
# from there (a name that ran as a command would leave its file there).
#
#   judge/tests/class-test.sh        (CLASS_SECONDS=10: make stress's search per wrong or slow one)
#
# Each submission's name starts with the verdict it must get (ac, wa, tle, mle, re, ce; skipped: a
# language judge/deps.sh does not install, SKIPPED unless its compiler is there); the wa ones
# ending in "int32 piles" share one mistake (each pile cut to 32 bits). Checked, from the names
# and from tools that are not the class's report:
#   scoreboard  every submission's line, its name as it is, its verdict; the accepted ones pass
#               every valid case of the recipe; the budget line announces (2 x SECONDS + 30 s) x the wrong
#               or slow ones; nothing ran a name;
#   cx          each wrong one has a counterexample: its expected answer is tools/oracle's, its
#               found answer differs; inside the judge's view as validate --view says, and
#               a 32-bit mistake outside them (UVa's piles stop at 2*10^9, below 2^31);
#               explain's claims on it checked by the problem's claims tool;
#   groups      the three "int32 piles" share one group, and no other submission is in it;
#   bound       classes whose search shrinks inputs of 100,001 piles or games (fixtures/class-bound/:
#               uva10165, game31) get their report within the searches' announced bound;
#   JSON        one entry per submission, in the report's format (jq);
#   package     make judge PKG=<package> SOL=<folder>: a class of the fixture package echo's own
#               submissions, renamed (a space, a non-ASCII letter, a folder of several files),
#               each with its folder's verdict on the scoreboard and in the JSON;
#   page        build/judge/class/uva10165.html in headless Chromium (judge/study/browser.js):
#               its rows are the JSON's, each sort puts its column in order (and back), each
#               row with a counterexample opens its picture of the item it gets wrong (or our
#               explainer's reason for none, as the explainer gives it), expected and found
#               answers, and a study link carrying the group's input (opened in the study page when make study
#               has built it: its answer is the expected one).
# Ends with "N passed, M failed".
set -uo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
p=uva10165
# The groups do not depend on the budget: make stress shrinks what it finds to the end, whatever
# SECONDS is, loaded or not (judge/stress/stress.c). The budget is only for the search to find
# each counterexample: short, but enough for the Java submission's search (a JVM started for
# every run of the sweep) on a machine busy with other work; CLASS_SECONDS=5 is enough on an
# idle one, with the same groups.
seconds=${CLASS_SECONDS:-10}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$root/judge/tests/fixtures/class/$p" "$work/class"
need "a class's folder" jq jq || { finish; exit; }

# The verdict a submission's name promises.
promised() {
  case $1 in
    ac*) echo AC ;; wa*) echo WA ;; tle*) echo TLE ;; mle*) echo MLE ;; re*) echo RE ;; ce*) echo CE ;;
    skipped*) if "$tools_bin/lang" installed "$work/class/$1" >/dev/null; then echo AC; else echo SKIPPED; fi ;;
  esac
}

status=0
(cd "$work" && JOBS=${JOBS:-2} make -s --no-print-directory -C "$root" judge P=$p SOL="$work/class" SECONDS="$seconds" JSON="$work/class.json") \
  >"$work/out" 2>&1 || status=$?
json=$work/class.json
if [ "$status" = 2 ] && grep -q '^[0-9]* passed, [0-9]* failed' "$work/out"; then ok "make judge P=$p SOL=<folder>: ran, exit 1 from the judge (some submissions are wrong)"
else fail "make judge P=$p SOL=<folder> ended with $status: $(tail -n 3 "$work/out" | tr '\n' ' ')"; fi
if [ -e "$work/PWNED" ] || [ -e "$work/class/PWNED" ] || [ -e "$root/PWNED" ]; then fail "a file name ran as a command (PWNED exists)"
else ok "no file name ran as a command"; fi

# --- the scoreboard ---
valid=$(cases $p | awk -F'|' '$2 == "valid"' | wc -l)
bad='' n=0 wrong=0
for f in "$work/class/"*; do
  name=$(basename "$f") want=$(promised "$name")
  n=$((n + 1))
  case $want in WA | TLE | MLE | RE) wrong=$((wrong + 1)) ;; esac
  line=$(grep -F "  $name " "$work/out" | head -n1)
  [[ $line == *" $want "* ]] || bad+=" $name (not $want: '$line');"
  got=$(jq -r --arg n "$name" '.submissions[] | select(.path == $n) | .verdict' "$json")
  [ "$got" = "$want" ] || bad+=" $name: JSON verdict '$got', not $want;"
  if [ "$want" = AC ]; then
    passed=$(jq --arg n "$name" '[.submissions[] | select(.path == $n) | .cases[] | select(.verdict == "AC")] | length' "$json")
    [ "$passed" = "$valid" ] || bad+=" $name passed $passed of $valid valid cases;"
    [[ $line == *" $valid/$valid "* ]] || bad+=" $name: its line does not say $valid/$valid;"
  fi
done
if [ -z "$bad" ]; then ok "scoreboard: $n submissions, each with the verdict its name promises, names shown as they are"
else fail "scoreboard:$bad"; fi
if [ "$(jq '.submissions | length' "$json")" = "$n" ]; then ok "JSON: one entry per submission ($n)"
else fail "JSON: $(jq '.submissions | length' "$json") entries for $n submissions"; fi
if grep -qF "on each of the $wrong wrong or slow submissions, $seconds s each and its shrinking: up to $((wrong * (2 * seconds + 30))) s in all" "$work/out"; then
  ok "the search's bound announced up front: $wrong x (2 x $seconds + 30) s"
else fail "no budget line for $wrong wrong or slow submissions of $seconds s: $(grep counterexamples "$work/out")"; fi

# --- the counterexamples ---
bad='' found=0
while IFS=$'\t' read -r name group; do
  in=$build/judge/class/$p/group-$group.in
  jq -j --arg n "$name" '.submissions[] | select(.path == $n) | .counterexample.expected' "$json" >"$work/exp"
  jq -j --arg n "$name" '.submissions[] | select(.path == $n) | .counterexample.found' "$json" >"$work/found"
  jq -j --arg n "$name" '.submissions[] | select(.path == $n) | .counterexample.claims' "$json" >"$work/claims"
  inside=$(jq -r --arg n "$name" '.submissions[] | select(.path == $n) | .counterexample.inside_judge_limits' "$json")
  found=$((found + 1))
  "$build/testdata/$p/tools/oracle" bits <"$in" >"$work/oracle"
  cmp -s "$work/exp" "$work/oracle" || bad+=" $name: expected is not the oracle's;"
  ! cmp -s "$work/found" "$work/oracle" || [[ $name == tle* ]] || bad+=" $name: found is the right answer;"
  judge=false
  "$build/testdata/$p/tools/validate" --view <"$in" >/dev/null 2>&1 && judge=true
  [ "$inside" = "$judge" ] || bad+=" $name: inside_judge_limits $inside, validate --view says $judge;"
  [[ $name != *"int32 piles"* ]] || [ "$inside" = false ] || bad+=" $name: a 32-bit mistake inside UVa's limits;"
  "$build/study/$p/claims" "$in" <"$work/claims" >/dev/null 2>"$work/wrong" || bad+=" $name: a wrong claim: $(head -n1 "$work/wrong");"
done < <(jq -r '.submissions[] | select(.counterexample) | [.path, .counterexample.group] | @tsv' "$json")
missing=$(jq -r '.submissions[] | select((.path | startswith("wa")) and (.counterexample | not)) | .path' "$json")
[ -z "$missing" ] || bad+=" no counterexample for: $missing;"
if [ -z "$bad" ] && [ "$found" -gt 0 ]; then ok "counterexamples: $found, each answered as the oracle answers and the program does not; judge's view as validate --view says; every claim of the explanation true"
else fail "counterexamples ($found):$bad"; fi

# --- the groups ---
groups=$(jq -r '.submissions[] | select(.path | endswith("int32 piles") or test("int32-piles")) | .counterexample.group' "$json" | sort -u)
others=$(jq -r --arg g "$groups" '.submissions[] | select((.path | test("int32") | not) and .counterexample.group == ($g | tonumber? // -1)) | .path' "$json")
if [ "$(echo "$groups" | wc -l)" = 1 ] && [ -n "$groups" ] && [ "$(jq --arg g "$groups" '[.submissions[] | select(.counterexample.group == ($g | tonumber))] | length' "$json")" = 3 ] && [ -z "$others" ]; then
  ok "groups: the three 32-bit mistakes share group $groups, and nothing else is in it"
else fail "groups: the 32-bit mistakes are in groups '$(echo "$groups" | tr '\n' ' ')'; others there: $others"; fi
if grep -qE "^group $groups: .*wa-int32-piles.c" "$work/out"; then ok "the report names the group's members"
else fail "no line 'group $groups: ...' naming the members in the report"; fi

# --- a package's class ---
echo_pkg=$root/judge/tests/fixtures/packages/echo
mkdir -p "$work/echo/two files"
cp "$echo_pkg/submissions/accepted/cat.sh" "$work/echo/ac cat.sh"
cp "$echo_pkg/submissions/accepted/cat.sh" "$work/echo/two files/main.sh"
echo 'echo unused' >"$work/echo/two files/other.sh"
cp "$echo_pkg/submissions/wrong_answer/lower.sh" "$work/echo/wa lower é.sh"
(cd "$work" && JOBS=${JOBS:-2} make -s --no-print-directory -C "$root" judge PKG="$echo_pkg" SOL="$work/echo" JSON="$work/echo.json") >"$work/echo.out" 2>&1
got=$(jq -r '.submissions[] | [.path, .verdict] | @tsv' "$work/echo.json" 2>/dev/null | tr '\t\n' ':,')
if [ "$got" = "ac cat.sh:AC,two files:AC,wa lower é.sh:WA," ] && grep -qF '  wa lower é.sh ' "$work/echo.out"; then
  ok "make judge PKG=<package> SOL=<folder>: the package's own submissions, renamed, each with its folder's verdict"
else fail "make judge PKG=echo SOL=<folder>: $got $(tail -n 2 "$work/echo.out" | tr '\n' ' ')"; fi

# --- the page ---
page=$build/judge/class/$p.html
export NODE_PATH=$build/node/node_modules
if need "a class's page in Chromium" chromium chromium && need "a class's page in Chromium" nodejs node; then
  if [ ! -d "$NODE_PATH/playwright-core" ]; then skip "a class's page in Chromium: needs npm's playwright-core (judge/deps.sh)"
  elif printf 'class\t%s\t-\t%s\n' "$page" "$work/page" | node "$root/judge/study/browser.js" 2>"$work/browser"; then
    jq -r '.submissions[] | [.path, .verdict] | @tsv' "$json" >"$work/want-rows"
    awk -F'\t' '$1 == "row" { print $2 "\t" $4 }' "$work/page" >"$work/rows"
    if cmp -s "$work/want-rows" "$work/rows"; then ok "page: the rows are the JSON's, name and verdict"
    else fail "page: the rows differ from the JSON: $(diff "$work/want-rows" "$work/rows" | head -n 3 | tr '\n' ' ')"; fi
    # a sort by name, then again: in order, then the reverse (names as the page compares them)
    awk -F'\t' '$1 == "sorted name up" { for (i = 2; i <= NF; i++) print $i }' "$work/page" >"$work/up"
    awk -F'\t' '$1 == "sorted name down" { for (i = NF; i >= 2; i--) print $i }' "$work/page" >"$work/down"
    awk -F'\t' '$1 == "sorted verdict up" { for (i = 2; i <= NF; i++) print $i }' "$work/page" |
      while IFS= read -r name; do jq -r --arg n "$name" '.submissions[] | select(.path == $n) | .verdict' "$json"; done >"$work/verdicts"
    if cmp -s "$work/up" "$work/down" && [ "$(wc -l <"$work/up")" = "$n" ] && sort -c "$work/verdicts" 2>/dev/null; then
      ok "page: sorted by name, then the reverse; by verdict, in order"
    else fail "page: sorting: $(tr '\n' ' ' <"$work/up") / $(tr '\n' ' ' <"$work/verdicts")"; fi
    bad='' opened=0
    while IFS=$'\t' read -r _ name svgs expected found link none; do
      group=$(jq -r --arg n "$name" '.submissions[] | select(.path == $n) | .counterexample.group // empty' "$json")
      [ -n "$group" ] || continue
      opened=$((opened + 1))
      in=$build/judge/class/$p/group-$group.in
      # the item drawn: the first output line that differs from the expected (a missing one
      # differs), within the input's items; a picture of it, or our explainer's reason for none
      jq -j --arg n "$name" '.submissions[] | select(.path == $n) | .counterexample.found' "$json" >"$work/drawn-found"
      drawn=$(awk 'NR == FNR { e[FNR] = $0; ne = FNR; next } { f[FNR] = $0; nf = FNR }
        END { for (k = 1; k <= ne || k <= nf; k++) if (k > ne || k > nf || e[k] != f[k]) { print k; exit } print 1 }' "${in%.in}.out" "$work/drawn-found")
      items=$("$build/testdata/$p/tools/items" split <"$in" | wc -l)
      [ "$drawn" -le "$items" ] || drawn=$items
      [ "$(jq --arg n "$name" '.submissions[] | select(.path == $n) | .counterexample.drawn' "$json")" = "$drawn" ] || bad+=" $name: drew another item than $drawn;"
      if "$build/study/$p/explain" --svg "$drawn" <"$in" >/dev/null 2>"$work/why-none"; then [ "$svgs" -ge 1 ] || bad+=" $name: no picture;"
      else [ "$none" = "(no picture: $(head -n 1 "$work/why-none"))" ] || bad+=" $name: no picture, and not our explainer's reason: $none;"; fi
      [ "$expected" = "$(jq --arg n "$name" '.submissions[] | select(.path == $n) | .counterexample.expected' "$json")" ] || bad+=" $name: expected differs;"
      # (nothing): how the page shows an empty output
      [ "$found" = "$(jq --arg n "$name" '.submissions[] | select(.path == $n) | .counterexample.found | if . == "" then "(nothing)" else . end' "$json")" ] ||
        bad+=" $name: found differs;"
      if [ "$link" = - ]; then [ "$(wc -c <"$in")" -gt 65536 ] || bad+=" $name: no study link;"; continue; fi
      cmp -s "$link" "$in" || bad+=" $name: its study link carries another input;"
      if [ -f "$build/study/$p.html" ]; then
        printf 'answer\t%s\t%s\t%s\n' "$build/study/$p.html" "$link" "$work/answer" | node "$root/judge/study/browser.js" 2>>"$work/browser"
        cmp -s "$work/answer" "${in%.in}.out" || bad+=" $name: the study page on its link does not answer the expected;"
      fi
    done < <(grep '^detail' "$work/page")
    if [ -z "$bad" ] && [ "$opened" -gt 0 ]; then ok "page: $opened rows open their picture, expected and found answers and a study link with their input$([ -f "$build/study/$p.html" ] && echo ", which the study page answers as expected")"
    else fail "page ($opened opened):$bad $(head -n 2 "$work/browser" | tr '\n' ' ')"; fi
  else
    fail "page: the browser failed: $(head -n 2 "$work/browser" | tr '\n' ' ')"
  fi
fi
# --- the search's bound ---
# Last: it judges uva10165 again, and its page replaces the one checked above. Classes whose one
# search narrows or shrinks big inputs (fixtures/class-bound/<p>/: uva10165's fails only on a
# scenario of 100,001 piles, game31's only past 100,000 games): the report, its JSON and its page
# come whatever the search does, within the bound the budget line announces (2 x SECONDS + 30 s)
# and the judging's own time; the row gives the counterexample or says the bound ended the search.
for dir in "$root/judge/tests/fixtures/class-bound/"*/; do
  bp=$(basename "$dir") name=$(basename "$(ls "$dir" | head -n1)")
  rm -rf "$work/bound" && cp -r "$dir" "$work/bound"
  start=$SECONDS
  (cd "$work" && JOBS=${JOBS:-2} make -s --no-print-directory -C "$root" judge P="$bp" SOL="$work/bound" SECONDS=5 JSON="$work/bound.json") >"$work/bound.out" 2>&1
  took=$((SECONDS - start)) bound=$((2 * 5 + 30))
  row=$(grep -E "^  $name +(no result within|[A-Z]+ on group)" "$work/bound.out")
  said=$(jq -r '.submissions[0] | .search // .counterexample.verdict // empty' "$work/bound.json" 2>/dev/null)
  cut=$(jq -r '.submissions[0].counterexample.cut_short // empty' "$work/bound.json" 2>/dev/null)
  # a shrinking cut short is said in the row exactly when the JSON has make stress's note
  [[ ( -n $cut && $row == *"the smallest so far"* ) || ( -z $cut && $row != *"the smallest so far"* ) ]] || row=''
  if [ -n "$row" ] && [ -n "$said" ] && [ -s "$build/judge/class/$bp.html" ] && [ "$took" -le $((bound + 90)) ]; then
    ok "the search's bound, $bp $name: the report in $took s (bound $bound s + the judging): ${row:32:70}"
  else fail "the search's bound, $bp $name: $took s (bound $bound s + 90 s for the judging); row '${row:-none}', JSON '${said:-none}': $(tail -n 2 "$work/bound.out" | tr '\n' ' ')"; fi
done

finish
