#!/usr/bin/env bash
# machine-test.sh - verdicts that travel. The judge multiplies every time limit by the machine's
# factor (run --machine, judge/run/run.c: its workload against the reference machine where our
# limits were set), so that a verdict is the one that machine would give. This checks:
# - the calibration: a factor, cached; measured again, the same factor; JUDGE_MACHINE forces one,
#   TL_SCALE overrides it, and the header and the JSON say which;
# - that the verdicts do not rest on the calibration being exact: every case of every solution
#   and variant (make judge V=1), and every game of make judge MODE=play, judged again with the
#   factor forced to 0.4 and to 2.5 times the measured one (what a calibration 2.5 times off
#   either way would give) keeps its verdict. A shorter limit can only turn a run into a
#   time-out, and a longer one only turn a time-out into something else, so at 0.4 every run is
#   judged again, and at 2.5 the submissions with a time-out (stopped at the limit itself: the
#   machine 2.5 times faster is the margin);
# - that the memory-outs hold when a page fault costs ten times what the calibration measured
#   (below).
#
#   judge/tests/machine-test.sh [PROBLEM...]     (make test runs it after the judge's own step,
#                                                 whose JSON it takes as the run at the factor)
set -uo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
problems=("$@")
[ ${#problems[@]} -gt 0 ] || mapfile -t problems < <(all_problems)
need_tools run judge workload
work=$(mktemp -d "${TMPDIR:-/tmp}/machine-test.XXXXXX")
# The calibration measured here (beside make test's other steps) is put back as it was at the end,
# so the steps after this one judge at the factor make test measured alone (test.sh)
cache=$tools_bin/machine.cache
cp -p "$cache" "$work/cache" 2>/dev/null || true
trap '{ [ -f "$work/cache" ] && cp -p "$work/cache" "$cache"; } 2>/dev/null; rm -rf "$work"' EXIT
passed=0 failed=0 skipped=0
fact() { sed -n "s/^$1=//p" "$2"; }

echo "== the calibration"
start=$SECONDS
"$tools_bin/run" --machine --again >"$work/m1" || fail "run --machine --again: exit $?"
cost=$((SECONDS - start))
"$tools_bin/run" --machine --again >"$work/m2" || fail "run --machine --again (a second time): exit $?"
"$tools_bin/run" --machine >"$work/m3" || fail "run --machine: exit $?"
f=$(fact factor "$work/m1")
if awk -v f="$f" 'BEGIN { exit !(f + 0 > 0) }'; then ok "measured in ${cost} s: $(fact line "$work/m1") (workload $(fact samples "$work/m1") s)"
else fail "run --machine gave no factor: $(tr '\n' ' ' <"$work/m1")"; f=1; fi
if [ "$(fact factor "$work/m2")" = "$f" ]; then ok "measured again: the same factor x$f (measured $(fact raw "$work/m1") then $(fact raw "$work/m2"))"
else fail "measured again, the factor moved: x$f then x$(fact factor "$work/m2") (measured $(fact raw "$work/m1"), $(fact raw "$work/m2"))"; fi
if [ "$(fact cached "$work/m3")" = 1 ] && [ "$(fact factor "$work/m3")" = "$f" ]; then ok "then read from the cache (build/judge/machine.cache), not measured"
else fail "run --machine measured again instead of reading its cache: $(tr '\n' ' ' <"$work/m3")"; fi
if [ "$(JUDGE_MACHINE=3 "$tools_bin/run" --machine | fact factor /dev/stdin)" = 3 ] && ! JUDGE_MACHINE=x "$tools_bin/run" --machine >/dev/null 2>&1
then ok "JUDGE_MACHINE=3 forces x3; JUDGE_MACHINE=x is refused"
else fail "JUDGE_MACHINE does not force the factor, or a bad one is taken"; fi
# the header and the JSON, under the factor and under TL_SCALE (the user's, which replaces it)
p=${problems[0]}
nominal=$(conf "$problems_dir/$p/problem.conf" time_limit)
JUDGE_JSON=$work/header.json "$tools_bin/judge" --no-variants "$p" >"$work/header" 2>&1
want=$(awk -v t="$nominal" -v f="$f" 'BEGIN { printf "%.3g", t * f }')
if grep -q "^== $p  TL $want s ($nominal s x$f)" "$work/header" && grep -qx "$(fact line "$work/m3")" "$work/header" &&
   [ "$(jq -r '"\(.time_limit) \(.machine_factor)"' "$work/header.json")" = "$want $f" ]
then ok "$p's header: $(grep "^== $p" "$work/header" | cut -c1-60) under the machine's line; its JSON: time_limit $want, machine_factor $f"
else fail "$p's header or JSON does not give the limit x$f: $(grep -E '^(machine|==)' "$work/header" | tr '\n' ' ') $(jq -c '{time_limit, machine_factor}' "$work/header.json" 2>&1)"; fi
TL_SCALE=2 "$tools_bin/judge" --no-variants "$p" >"$work/scaled" 2>&1
want=$(awk -v t="$nominal" 'BEGIN { printf "%.3g", t * 2 }')
if grep -q "^machine: not measured (TL_SCALE=2)" "$work/scaled" && grep -q "^== $p  TL $want s ($nominal s x2)" "$work/scaled"; then ok "TL_SCALE=2 replaces the factor, and the header says so"
else fail "TL_SCALE=2 is not what the header shows: $(grep -E '^(machine|==)' "$work/scaled" | tr '\n' ' ')"; fi

# verdicts JSON: "PROBLEM FILE CASE VERDICT" for every case of every submission, and "PROBLEM FILE
# = VERDICT" for the submission's own (its first that is not AC: what its expectation rests on).
# FILE is the name alone (--variant names it by its whole path); spaces become _ (a package's name).
verdicts() {
  jq -r '(if type == "array" then .[] else . end) | (.problem | gsub(" "; "_")) as $p | .submissions[] | (.path | split("/") | last) as $f
         | "\($p) \($f) = \(.verdict)", (.cases[] | "\($p) \($f) \(.name) \(.verdict)")' "$@" | sort
}
# compare NAME BASE OTHER WHICH: OTHER's verdict of every run of BASE whose verdict matches WHICH
# (a regex). A submission's verdict must not move: it is what its line (caught, as expected) and
# the exit status say. A case's verdict may, where its run was within 2.5 times of the limit (a
# variant allowed to time out, on a case near it): those are listed, the narrow runs of our data.
compare() {
  local name=$1 n moved narrow
  n=$(awk -v w="$4" '$3 != "=" && $4 ~ w' "$2" | wc -l)
  # BASE's case runs that match WHICH, and the verdicts of the submissions OTHER judged
  moved=$(join -j1 <(awk -v w="$4" 'NR == FNR { judged[$1 " " $2] = 1; next }
                                  ($3 == "=" && judged[$1 " " $2]) || ($3 != "=" && $4 ~ w) { print $1 "|" $2 "|" $3, $4 }' "$3" "$2" | sort) \
                  <(awk '{ print $1 "|" $2 "|" $3, $4 }' "$3" | sort) -a1 |
    awk '$2 != $3 { print $1 ": " $2 " -> " ($3 == "" ? "not judged" : $3) }')
  narrow=$(grep -v '|=:' <<<"$moved")
  moved=$(grep '|=:' <<<"$moved")
  # A submission whose own tag says why it is narrow (`narrow: ...`: slower than the limit by less
  # than 2.5 times at our largest inputs, so that a machine 2.5 times faster accepts it) is listed
  # with its reason; any other that moved fails.
  local line p f src why excused=''
  while IFS= read -r line; do
    [ -n "$line" ] || continue
    IFS='|' read -r p f _ <<<"$line"
    src=$(source_of "$p" "$f")
    why=$([ -f "$src" ] && "$tools_bin/verdict" tag "$src" narrow)
    [ -z "$why" ] || excused+="$line (its tag: $why)"$'\n'
  done <<<"$moved"
  moved=$(grep -vF -f <(sed -n 's/ (its tag: .*//p' <<<"$excused") <<<"$moved")
  # A case that moved between a time-out and a wrong verdict (WA, RE, MLE, OLE, NO) is both: wrong,
  # and over the limit at one of the two factors; the judge names the one the run met first, and
  # the issue's rule accepts either. One that moved between AC and a time-out is narrow: its time
  # lies within 2.5 times of the limit, where no one limit agrees with a machine 2.5 times off.
  both=$(grep -E ': (TLE -> (WA|RE|MLE|OLE|NO)|(WA|RE|MLE|OLE|NO) -> TLE)$' <<<"$narrow")
  narrow=$(grep -vE ': (TLE -> (WA|RE|MLE|OLE|NO)|(WA|RE|MLE|OLE|NO) -> TLE)$' <<<"$narrow")
  if [ "$n" = 0 ]; then fail "$name: no verdicts to compare (the judge's log: $(grep -m1 -iE 'error|usage|missing' "$work"/*.log | head -n 1))"
  elif [ -z "$moved" ]; then ok "$name: every submission's verdict the same$([ -z "$excused" ] || echo " but $(grep -c . <<<"$excused") narrow by its tag"); $((n - $(grep -c . <<<"$narrow") - $(grep -c . <<<"$both"))) of $n case verdicts the same, $(grep -c . <<<"$both") wrong and slow (both), $(grep -c . <<<"$narrow") narrow"
  else fail "$name: $(grep -c . <<<"$moved") submissions' verdicts moved: $(head -n 5 <<<"$moved" | tr '\n' ' ')"; fi
  [ -z "$excused" ] || sed '/^$/d; s/^/          narrow submission: /; s/|/ /g' <<<"$excused"
  [ -z "$both" ] || sed 's/^/          both: /; s/|/ /g' <<<"$both"
  [ -z "$narrow" ] || sed 's/^/          narrow: /; s/|/ /g' <<<"$narrow"
}

# source_of P FILE: the submission's file (a variant, or the solution itself)
source_of() { if [ -f "$problems_dir/$1/variants/$2" ]; then echo "$problems_dir/$1/variants/$2"; else echo "$problems_dir/$1/$2"; fi; }
# judge_those FACTOR VERDICT NAME: every submission that has a case of VERDICT in the base, judged
# again at FACTOR; their verdicts into $work/NAME (named by the problem, as the base's)
judge_those() {
  local p file
  : >"$work/$3"
  while read -r p file; do
    JUDGE_MACHINE=$1 JUDGE_JSON=$work/$3.json "$tools_bin/judge" --variant "$(source_of "$p" "$file")" "$p" >"$work/$3.log" 2>&1
    verdicts "$work/$3.json" | sed "s|^[^ ]* |$p |" >>"$work/$3"
  done < <(awk -v v="$2" '$3 != "=" && $4 == v { print $1, $2 }' "$work/base" | sort -u)
}

base=${MACHINE_TEST_BASE:-} # make test's own judging, whose factor is the one compared with
if [ -n "$base" ] && [ -s "$base" ]; then f=$(jq -r '[(if type == "array" then .[] else . end) | .machine_factor] | first' "$base")
else
  base=$work/base.json
  JUDGE_MACHINE=$f JUDGE_JSON=$base "$tools_bin/judge" "${problems[@]}" >"$work/base.log" 2>&1
fi
slow=$(awk -v f="$f" 'BEGIN { print f * 0.4 }') fast=$(awk -v f="$f" 'BEGIN { print f * 2.5 }')
echo "== make judge V=1 at the factor x$f, at x0.4 of it (x$slow) and at x2.5 (x$fast)"
verdicts "$base" >"$work/base"
JUDGE_MACHINE=$slow JUDGE_JSON=$work/slow.json "$tools_bin/judge" "${problems[@]}" >"$work/slow.log" 2>&1
verdicts "$work/slow.json" >"$work/slow"
compare "every run at x0.4 (x$slow)" "$work/base" "$work/slow" .
# At x2.5 a time-out needs no margin past the limit (JUDGE_TL_TO_TLE=1: stopped at the limit
# itself): the machine 2.5 times faster is the margin checked, and a run stopped at 1.5 times a
# limit 2.5 times longer would cost the test most of its time.
JUDGE_TL_TO_TLE=1 judge_those "$fast" TLE fast
compare "every submission with a time-out at x2.5 (x$fast)" "$work/base" "$work/fast" '^TLE$'
# First touch ten times dearer than the calibration knows: a page fault's cost taken as a tenth
# of what it measured, so that a run is charged for each fault about all it costs here (run -P),
# not the reference's cost times the factor: a memory hog, whose time is its faults, reaches its
# memory limit later in the time charged. Its memory-out must still come before the time limit.
fault=$(fact fault_us "$work/m1")
low=$(awk -v u="$fault" 'BEGIN { printf "%.3g", u / 10 }')
JUDGE_MACHINE_FAULT_US=$low judge_those "$f" MLE mem
compare "page faults ten times dearer than measured (${low} us taken for ${fault}): every submission with a memory-out" "$work/base" "$work/mem" '^MLE$'
# the closest margins, for the notes: the slowest accepted run at x0.4 against its limit
jq -r '(if type == "array" then .[] else . end) | .time_limit as $t | .problem as $p | .submissions[] | (.path | split("/") | last) as $f
       | .cases[] | select(.verdict == "AC") | "\(.cpu / $t) \($p) \($f) \(.name) \(.cpu) \($t)"' "$work/slow.json" | sort -rn | head -n 3 |
  awk '{ printf "  (at x0.4: %s %s %s took %.2f s of %s s)\n", $2, $3, $4, $5, $6 }'

echo "== make judge MODE=play at x$f, x$slow and x$fast"
for p in "${problems[@]}"; do
  [ -f "$problems_dir/$p/play/move.h" ] || continue
  for m in "$f" "$slow" "$fast"; do
    JUDGE_TL_TO_TLE=$([ "$m" != "$fast" ] || echo 1) JUDGE_MACHINE=$m JUDGE_JSON=$work/play-$m.json "$tools_bin/judge" --play -v "$p" >"$work/play-$m.log" 2>&1
    verdicts "$work/play-$m.json" >"$work/play-$m"
  done
  compare "$p play at x$slow" "$work/play-$f" "$work/play-$slow" .
  compare "$p play at x$fast" "$work/play-$f" "$work/play-$fast" .
done
finish
