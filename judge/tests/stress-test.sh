#!/usr/bin/env bash
# stress-test.sh - the tests of judging other people's code (make test runs it).
#
#   judge/tests/stress-test.sh PROBLEM...
#
# 1. items: on every valid case, testdata/<p>/tools/items splits the input into exactly as many
#    items as the oracle's output has lines; the first, middle and last item picked alone get
#    from the oracle exactly their line of the expected output; no reduction of the first item
#    is that item again; the case joined with itself gets the expected output twice.
#    The sweep (items enum) is valid in every run and holds `items order`'s count of inputs;
#    under the judge's limits (items enum ... judge) every run is one the judge may send
#    (validate --view: its values, layout and counts).
# 2. attempts: every file in judge/tests/fixtures/attempts/<p>/ (C++, Python, PyPy, Java, Kotlin,
#    Rust, Go, JavaScript, C#; a `use: NAME` line picks the language, as USE= does) gets from the
#    judge the verdicts its `expect:` / `allow:` lines promise, and from make stress what its
#    `stress:` line says: `found` (a small counterexample of at most two items: a program may
#    fail on an item only after another), `TLE` or `MLE` (that verdict, on an input narrowed to
#    no more items than the one found, saved), or `none` (nothing in the first pass of levels 1,
#    1, 2, 2, ..., 8, 8, 9, the largest included, after the sweep). A counterexample make stress
#    calls the smallest in the sweep's order is checked by brute force: every input before it in
#    that order passes (smallest). A `stress-judge:` line says what make stress
#    LIMITS=judge must give: `none` (nothing in the first pass; the counterexample of our limits
#    must then be reported outside the judge's) or `found` (a counterexample reported inside the
#    judge's limits).
# 3. variants: make stress finds every wrong variant problems/<p>/variants/wa-*.c and shrinks it
#    to exactly one small item (two when its `stress-items: 2` says it keeps state from one item
#    to the next; or, for one also too slow whose `allow:` says so, reports it TLE
#    or MLE, narrowed), and finds nothing in our solution problems/<p>/<p>.c.
# 3b. gen SEED user LEVEL judge is an input the original judge may send (validate --view: its
#    values, layout and counts) at every level, while the largest input of our limits is not (so
#    the check can fail).
# 4. make stress on our own solutions (stress --ours) can fail: with wa-sum-parity.c in the
#    place of uva10165's solution, it reports a counterexample shrunk to one scenario.
# 4b. stress --from (a class's search starts from the case the judge saw the program fail): that
#    case is the input found, after the sweep and before the random ones, and shrunk.
# 5. make judge's diagnosis: an item that passes alone leads to the fewest that still fail; a
#    shrink whose deadline has passed runs nothing and says so; make stress's bound, --tries N,
#    stops after N runs and says so; a test that cannot tell (exit 4: a time near the limit)
#    stops the work there and says so.
# 6. the languages table: JUDGE_LANGUAGES overrides ours by extension and adds to it; a missing
#    compiler is a one-line error naming the package to install, an unknown extension one that
#    points to CMD= (exit 2); a Java compile error shows no folder of the judge.
# 7. a stop: make stress sent SIGTERM (to it alone, as `kill` sends it; a terminal's Ctrl-C reaches
#    its children too) ends by that signal, its children ended and waited for, no scratch folder
#    and no process left: --own (rounds side by side) and --ours (a child per problem).
# Parts 1 to 3b run one problem per core (side_by_side, lib/common.sh), but for what is timed: make
# judge on each attempt (each time held to a margin) runs after, the attempts side by side but one
# run at a time each (JOBS=1: as many runs at once as make judge's JOBS=nproc); then the searches
# for a TLE or an MLE (a budget of wall time), one at a time, their lines under the problem's second "==".
# Ends with "N passed, M failed". A search that must find nothing runs the first pass of levels
# (at most 60 s); one that must find a wrong answer gets 60 s (120 s for catmouse), a TLE or MLE
# STRESS_SLOW_SECONDS (default 30, four times that for catmouse, whose sweep judges each of its
# runs near the limit twice: the search must reach the largest level within it; the narrowing
# comes after, bounded by its count of runs, judge/stress/stress.c).
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
export BUILD=$build
slow=${STRESS_SLOW_SECONDS:-30}
[ $# -gt 0 ] || die_usage "usage: judge/tests/stress-test.sh PROBLEM..."
mkdir -p "$build/stress-test"
work=$(mktemp -d "$build/stress-test/work.XXXXXX")
trap 'rm -rf "$work"' EXIT

bad() { fail "$1"; [ -s "$work/log" ] && tail -n 15 "$work/log" | sed 's/^/        | /'; return 0; }

# stress_check P FILE EXPECT SECONDS [ITEMS]: make stress on FILE must find a counterexample
# (found) of at most ITEMS items (default 1) and a few bytes; a TLE or MLE (that word), narrowed
# and saved; or none in the first pass of levels, 1 to 9 (none). With LIMITS=judge in the environment, the
# run is under the judge's limits.
stress_check() {
  local p=$1 f=$2 want=$3 secs=$4 most=${5:-1} status=0 saved nitems size limit=64 rounds=0 found_line
  [ "$want" != none ] || rounds=17
  JUDGE_USE=$("$tools_bin/verdict" tag "$f" use) JUDGE_SOL=$f "$tools_bin/stress" --own --seconds "$secs" --rounds "$rounds" \
    --seed 1 "$p" >"$work/log" 2>&1 || status=$?
  local what="stress${LIMITS:+ LIMITS=$LIMITS} ${f#"$root"/}"
  if [ "$want" = none ]; then
    if [ "$status" = 0 ] && grep -q '(levels 1\.\.9)' "$work/log"; then ok "$what: no counterexample on levels 1..9 ($(grep -Eo '[0-9]+ [a-z]+s checked' "$work/log"))"
    else bad "$what: must find nothing in the first pass, levels 1..9, exit $status: $(grep -m1 -E '^[A-Z]+ on input' "$work/log"; grep -m1 -A1 -E '^[A-Z]+ on input' "$work/log" | tail -n 1)"; fi
    return
  fi
  if [ "$status" != 1 ]; then bad "$what: must find a counterexample, exit $status"; return; fi
  saved=$root/$(sed -n 's/^saved: //p' "$work/log")
  found_line=$(grep -m1 -E '^[A-Z]+ on input' "$work/log")
  # a wrong program that is also too slow may be found slow first, when its tags allow that verdict
  if [ "$want" = found ] && [[ ${found_line%% *} =~ ^(TLE|MLE)$ ]] &&
     [[ " $("$tools_bin/verdict" tag "$f" allow) " == *" ${found_line%% *} "* ]]; then want=${found_line%% *}; fi
  if [ "$want" = TLE ] || [ "$want" = MLE ]; then
    local total
    total=$(grep -Eo '^narrowed to [0-9]+ [a-z]+ of [0-9]+' "$work/log" | awk '{ print $NF }')
    nitems=$("$build/testdata/$p/tools/items" split <"$saved" | wc -l)
    if [ "${found_line%% *}" = "$want" ] && [ -s "$saved" ] && [ -n "$total" ] && [ "$nitems" -le "$total" ]; then
      ok "$what: ${found_line%%,*}; narrowed to $nitems of $total items, saved"
    else
      bad "$what: must be found $want, narrowed and saved (found: ${found_line:-nothing})"
    fi
    return
  fi
  nitems=$("$build/testdata/$p/tools/items" split <"$saved" | wc -l)
  size=$(wc -c <"$saved")
  [ "$p" = catmouse ] && limit=200
  if [ "$nitems" -gt "$most" ] || [ "$size" -gt "$limit" ]; then
    bad "$what: shrunk to $nitems items, $size bytes (want at most $most, and $limit bytes)"
  else
    ok "$what: ${found_line%%,*}; shrunk to $size bytes: $(tr '\r\n' '~|' <"$saved")"
  fi
  # the smallest in the sweep's order, or else a local minimum (a respacing of the sweep's
  # input is a reduction, but no input before it in the sweep's order)
  if grep -q "^the smallest in the sweep's order: " "$work/log"; then smallest "$p" "$saved" "$what"
  else local_minimum "$p" "$saved" "$what" "$f"; fi
}

# smallest P FILE WHAT: make stress called FILE "the smallest in the sweep's order: NOUN K of
# TOTAL": FILE must be input K of the sweep (tools/items enum K 1), and every input before it
# must pass: checked here by brute force, apart from make stress's runs and bisection: the K - 1
# inputs are made again and judged in runs of half the sweep's, each validated, and a run
# that fails has its inputs judged alone.
smallest() {
  local p=$1 f=$2 what=$3 t=$build/testdata/$1/tools k batch i n j worse='' jw=() vf=() st
  read_limits "$p"
  [ "${LIMITS:-}" != judge ] || jw=(judge) vf=(--view) # the sweep inside the judge's view
  k=$(sed -n "s/^the smallest in the sweep's order: [a-z]* \([0-9]*\) of .*/\1/p" "$work/log")
  read -r _ batch _ < <("$t/items" order "${jw[@]}")
  batch=$(((batch + 1) / 2))
  if ! "$t/items" enum "$k" 1 "${jw[@]}" | cmp -s - "$f"; then bad "$what: the counterexample is not input $k of the sweep (tools/items enum $k 1 ${jw[*]})"; return; fi
  for ((i = 1; i < k; i += batch)); do
    n=$((k - i < batch ? k - i : batch))
    "$t/items" enum "$i" "$n" "${jw[@]}" >"$work/before.in"
    if ! "$t/validate" "${vf[@]}" <"$work/before.in" >/dev/null 2>&1; then bad "$what: inputs $i.. of the sweep are not valid"; return; fi
    st=0; judged "$p" "$work/before.in" || st=$?
    [ "$st" != 2 ] || { bad "$what: judging inputs $i.. of the sweep again failed (a harness error)"; return; }
    [ "$st" = 1 ] || continue
    for ((j = i; j < i + n; j++)); do
      "$t/items" enum "$j" 1 "${jw[@]}" >"$work/before.in"
      st=0; judged "$p" "$work/before.in" || st=$?
      [ "$st" != 2 ] || { bad "$what: judging input $j of the sweep again failed (a harness error)"; return; }
      [ "$st" = 0 ] || { worse=$j; break 2; }
    done
  done
  if [ -n "$worse" ]; then bad "$what: not the smallest: input $worse of the sweep fails too: $(tr '\n' '|' <"$work/before.in")"; return; fi
  if [ "$k" = 1 ]; then ok "$what: the smallest in the sweep's order: its first input"
  elif [ "$k" = 2 ]; then ok "$what: the smallest in the sweep's order: the one input before it passes (judged again)"
  else ok "$what: the smallest in the sweep's order: all $((k - 1)) inputs before it pass (judged again, $batch to a run)"; fi
}

# judge_limits_check P FILE WANT: WANT (none or found) from make stress LIMITS=judge; with none,
# the counterexample of our limits (the last stress_check's log) must be called outside the
# judge's limits; with found, the new one inside them.
judge_limits_check() {
  local p=$1 f=$2 want=$3 source
  source=$(problem_conf "$p" source)
  if [ "$want" = none ] && ! grep -q "^outside $source's limits: " "$work/log"; then
    bad "stress ${f#"$root"/}: its counterexample must be called outside $source's limits"; return
  fi
  LIMITS=judge stress_check "$p" "$f" "$want" 60
  if [ "$want" = found ] && ! grep -q "^inside $source's limits" "$work/log"; then
    bad "stress LIMITS=judge ${f#"$root"/}: its counterexample must be called inside $source's limits"
  fi
}

# judged P FILE: true when the program make stress built for P passes on FILE, judged by
# build/judge/fails (judge/stress/fails.c) against the problem's stress oracle, as make stress judges.
judged() {
  local status=0
  STRESS_PROGRAM=$build/stress/$1/bin STRESS_PROBLEM=$1 STRESS_ORACLE=$(problem_conf "$1" stress_oracle) \
    "$tools_bin/fails" "$2" >/dev/null 2>"$work/judged-err" || status=$?
  [ "$status" -le 1 ] || { cat "$work/judged-err"; return 2; }
  [ "$status" = 1 ]
}

# local_minimum P FILE WHAT: FILE, a counterexample make stress shrank, must be a local minimum:
# every single reduction of it (tools/items shrink) that the validator accepts passes. Checked
# here by brute force, apart from judge/stress/shrink: the reductions are joined 50 at a time
# and judged (one item each, so the output line names the one that failed), and a batch that
# fails has its reductions judged alone. For a catmouse graph of at most 7 nodes, every valid
# graph with fewer nodes (tools/gen all) is judged too: a program tagged `shrink: fewest` (its
# header says no smaller graph fails) must pass them all; for the others the line says whether
# the local minimum has the fewest nodes (it need not: a smaller failing graph may be no single
# reduction away).
local_minimum() {
  local p=$1 f=$2 what=$3 src=$4 t=$build/testdata/$1/tools c list=() valid=() i n nodes one worse='' fewest
  read_limits "$p"
  rm -rf "$work/red"; mkdir -p "$work/red"
  "$t/items" shrink "$work/red" <"$f" >"$work/red.n"
  read -r n _ <"$work/red.n" # one page: a counterexample is far below a page's 64 MiB
  for ((i = 1; i <= n; i++)); do list+=("$work/red/$i.in"); done
  # under LIMITS=judge, valid is inside the judge's view too, as make stress shrank it
  local judge_flag=()
  [ "${LIMITS:-}" != judge ] || judge_flag=(--view)
  for c in "${list[@]}"; do "$t/validate" "${judge_flag[@]}" <"$c" >/dev/null 2>&1 && valid+=("$c"); done
  one=$("$t/items" split <"$f" | wc -l) # several items (state kept between them): each alone
  for ((i = 0; i < ${#valid[@]}; i += 50)); do
    [ "$one" = 1 ] && "$t/items" join "${valid[@]:i:50}" >"$work/red.batch" && judged "$p" "$work/red.batch" && continue
    for c in "${valid[@]:i:50}"; do judged "$p" "$c" || { worse=$c; break 2; }; done
  done
  if [ -n "$worse" ]; then
    bad "$what: not a local minimum: this reduction of it fails too: $(tr '\n' '|' <"$worse")"; return
  fi
  if [ "$p" = catmouse ] && nodes=$(tr -cd '[' <"$f" | wc -c) && nodes=$((nodes - 1)) && [ "$nodes" -le 7 ]; then
    fewest="no graph of 3..$((nodes - 1)) nodes fails"
    if [ "$nodes" -gt 3 ]; then
      "$t/gen" 1 all 3 $((nodes - 1)) >"$work/red.all"
      judged "$p" "$work/red.all" || fewest="a graph of fewer nodes fails (tools/gen 1 all 3 $((nodes - 1))), no single reduction away"
    fi
    if [ "$("$tools_bin/verdict" tag "$src" shrink)" = fewest ] && [[ $fewest = a* ]]; then
      bad "$what: its header says no graph smaller than the counterexample fails, but $fewest"; return
    fi
    ok "$what: a local minimum (its ${#valid[@]} valid reductions pass); $fewest"
  else
    ok "$what: a local minimum: its ${#valid[@]} valid reductions pass (of $n)"
  fi
}

# judge_check P FILE: make judge on the attempt FILE gives the verdicts its header promises.
judge_check() {
  if JUDGE_USE=$("$tools_bin/verdict" tag "$2" use) "$tools_bin/judge" --variant "$2" "$1" >"$work/log" 2>&1; then
    ok "judge ${2#"$root"/}: $(grep -Eo 'expects.*' "$work/log")"
  else
    bad "judge ${2#"$root"/}: not as its header says"
  fi
}

# slow_check P FILE WANT: make stress finds FILE TLE or MLE (WANT) within its budget, then its
# stress-judge line's check
slow_check() {
  local secs=$slow want
  [ "$1" != catmouse ] || secs=$((4 * slow)) # hill-climbed levels: costlier rounds
  stress_check "$1" "$2" "$3" "$secs"
  want=$("$tools_bin/verdict" tag "$2" stress-judge)
  [ -z "$want" ] || judge_limits_check "$1" "$2" "$want"
}

# problem_checks P: parts 1 to 3b but what is timed, whose every verdict comes from what it
# prints (side_by_side)
problem_checks() {
  local p=$1 f
  items=$build/testdata/$p/tools/items oracle_dir=$build/testdata/$p/tools
  echo "== $p"
  # --- 1. items ---
  why=''
  while IFS='|' read -r _ kind in out _ oracle_cmd; do
    [ "$kind" = valid ] || continue
    read -r -a oc <<<"$oracle_cmd"
    n=$("$items" split <"$in" | wc -l)
    [ "$n" = "$(wc -l <"$out")" ] || { why+=" $(basename "$in"): $n items, $(wc -l <"$out") answers;"; continue; }
    [ "$n" -gt 0 ] || continue
    [ "$(wc -c <"$in")" -le 2000000 ] || continue # the big ones: count only
    for k in 1 $(( (n + 1) / 2 )) "$n"; do
      "$items" pick "$k" <"$in" | "$oracle_dir/${oc[0]}" "${oc[@]:1}" >"$work/one" 2>/dev/null || true
      cmp -s "$work/one" <(sed -n "${k}p" "$out") || why+=" $(basename "$in") item $k alone is not line $k;"
    done
    # a reduction is never the input itself (or the shrinker would take it for ever); small
    # items only, as make stress shrinks (a 1000-node graph has 10^5 reductions)
    "$items" pick 1 <"$in" >"$work/one.in"
    rm -rf "$work/cand"; mkdir "$work/cand"
    [ "$(wc -c <"$work/one.in")" -gt 2000 ] || "$items" shrink "$work/cand" <"$work/one.in" >/dev/null
    for c in "$work/cand/"*.in; do
      if [ -f "$c" ] && cmp -s "$c" "$work/one.in"; then why+=" $(basename "$in") item 1: a reduction equal to it;"; break; fi
    done
    [ "$n" -le 50 ] || continue # astrgame allows at most 100 tests in one input
    "$items" join "$in" "$in" | "$oracle_dir/${oc[0]}" "${oc[@]:1}" >"$work/two" 2>/dev/null || true
    cmp -s "$work/two" <(cat "$out" "$out") || why+=" $(basename "$in") joined with itself;"
  done < <(cases "$p")
  if [ -z "$why" ]; then ok "$p: items split every valid case into its answers; picked and joined items keep them; reductions differ"
  else : >"$work/log"; bad "$p: items:$why"; fi
  # the sweep: every run of it valid, as many items as items order says; for catmouse, as many
  # graphs as gen's own list of every valid graph (tools/gen all), made apart from it
  why=''
  read -r total batch _ < <("$items" order)
  n=0
  for ((i = 1; i <= total; i += batch)); do
    "$items" enum "$i" "$batch" >"$work/sweep.in"
    "$oracle_dir/validate" <"$work/sweep.in" >/dev/null 2>&1 || why+=" items enum $i $batch is not valid;"
    n=$((n + $("$items" split <"$work/sweep.in" | wc -l)))
  done
  [ "$n" = "$total" ] || why+=" the runs hold $n items, not $total;"
  if [ -n "$(problem_conf "$p" judge)" ]; then # LIMITS=judge's sweep
    read -r total_j batch_j _ < <("$items" order judge)
    for ((i = 1; i <= total_j; i += batch_j)); do
      "$items" enum "$i" "$batch_j" judge | "$oracle_dir/validate" --view >/dev/null 2>&1 || why+=" items enum $i $batch_j judge is not in the judge's view;"
    done
  fi
  [ "$p" != catmouse ] || [ "$("$oracle_dir/gen" 1 all 3 6 | "$items" split | wc -l)" = "$total" ] || why+=" not as many graphs as gen 1 all 3 6;"
  if [ -z "$why" ]; then ok "$p: the sweep's $total inputs are valid, in runs of $batch$([ "$p" != catmouse ] || echo ", as many as gen 1 all 3 6 lists")"
  else : >"$work/log"; bad "$p: sweep:$why"; fi

  # --- 2. attempts in other languages: make stress where it finds a wrong answer or nothing ---
  for f in "$root/judge/tests/fixtures/attempts/$p/"*; do
    [ -f "$f" ] || continue
    need_lang "${f#"$root"/}" "$f" "$("$tools_bin/verdict" tag "$f" use)" || continue
    want=$("$tools_bin/verdict" tag "$f" stress)
    case $want in
      # a user's program may keep state from one item to the next (a C++ stream left failed):
      # its smallest counterexample can need the item before the one it gets wrong
      found) stress_check "$p" "$f" found 60 2 ;;
      TLE | MLE) continue ;; # timed_checks
      none) stress_check "$p" "$f" none 60 ;;
      *) : >"$work/log"; bad "${f#"$root"/}: no 'stress: found|TLE|MLE|none' line" ;;
    esac
    want=$("$tools_bin/verdict" tag "$f" stress-judge)
    [ -z "$want" ] || judge_limits_check "$p" "$f" "$want"
  done

  # --- 3. our wrong variants, and our solution ---
  for f in "$root/problems/$p/variants/"wa-*.c; do
    [ -f "$f" ] || continue
    secs=60; [ "$p" = catmouse ] && secs=120
    most=$("$tools_bin/verdict" tag "$f" stress-items) # a variant that keeps state from one item to the next says 2
    stress_check "$p" "$f" found "$secs" "${most:-1}"
  done
  stress_check "$p" "$root/problems/$p/$p.c" none 60

  # --- 3b. the judge's view: gen ... judge stays inside it, our largest input does not ---
  if [ -n "$(problem_conf "$p" judge)" ]; then
    why=''
    for level in 1 2 3 4 5 6 7 8 9; do
      for seed in 1 2 3; do
        "$oracle_dir/gen" "$seed" user "$level" judge >"$work/in"
        "$oracle_dir/validate" --view <"$work/in" 2>"$work/why" || why+=" gen $seed user $level judge: $(head -c 100 "$work/why");"
      done
    done
    "$oracle_dir/gen" 1 user 9 | "$oracle_dir/validate" --view 2>/dev/null && why+=" gen 1 user 9 (our limits) passes validate --view: it checks nothing;"
    if [ -z "$why" ]; then ok "$p: gen user LEVEL judge is what $(problem_conf "$p" source) may send (levels 1..9, seeds 1..3; validate --view: values, layout, counts), our largest input is not"
    else : >"$work/log"; bad "$p: judge limits:$why"; fi
  fi
}

# attempt_judged P/FILE: make judge on the attempt FILE of P (timed: each verdict held to a
# margin). The attempts are judged side by side, each one run at a time (JOBS=1): no more runs
# share the machine than make judge's JOBS=nproc puts on it, and nothing else of ours runs beside
# them.
attempt_judged() {
  local p=${1%%/*} f=$root/judge/tests/fixtures/attempts/$1
  export JOBS=1
  lang_installed "$f" "$("$tools_bin/verdict" tag "$f" use)" >/dev/null || return 0 # skipped above, saying why
  judge_check "$p" "$f"
}

# slow_checks P: the searches for a TLE or an MLE (a budget of wall time), one at a time, with
# nothing of ours beside them
slow_checks() {
  local p=$1 f want
  echo "== $p: the searches for a time-out or too much memory, one at a time"
  for f in "$root/judge/tests/fixtures/attempts/$p/"*; do
    [ -f "$f" ] || continue
    lang_installed "$f" "$("$tools_bin/verdict" tag "$f" use)" >/dev/null || continue # skipped above, saying why
    want=$("$tools_bin/verdict" tag "$f" stress)
    [ "$want" != TLE ] && [ "$want" != MLE ] || slow_check "$p" "$f" "$want"
  done
}

side_by_side problem_checks "$@"
echo "== make judge on every attempt (side by side, one run at a time each)"
attempts=()
for p in "$@"; do
  for f in "$root/judge/tests/fixtures/attempts/$p/"*; do [ -f "$f" ] && attempts+=("$p/${f##*/}"); done
done
top=$work work=$work/judged
side_by_side attempt_judged "${attempts[@]}"
work=$top
for p in "$@"; do slow_checks "$p"; done

# --- 4. make stress on our own solutions can fail: a view of problems/ whose uva10165 solution is
# the wrong variant wa-sum-parity.c must be caught, shrunk and reported ---
mkdir -p "$work/view/uva10165"
cp "$root/problems/uva10165/problem.conf" "$work/view/uva10165/"
cp "$root/problems/uva10165/variants/wa-sum-parity.c" "$work/view/uva10165/uva10165.c"
status=0
JUDGE_PROBLEMS=$work/view "$tools_bin/stress" --ours 20 uva10165 >"$work/log" 2>&1 || status=$?
if [ "$status" = 1 ] && grep -q '^0 passed, 1 failed$' "$work/log" && grep -q 'counterexample: tools/gen [0-9]* stress (WA)' "$work/log" &&
   grep -q '^        shrunk in [0-9]* steps\? (.*) to 1 scenario; WA' "$work/log"; then
  ok "make stress (ours) catches a wrong solution: $(grep -m1 -o 'counterexample: .*' "$work/log"), shrunk to one scenario"
else
  bad "make stress (ours) must catch wa-sum-parity.c as the solution (exit $status)"
fi

# --- 4b. stress --from IN (a class's search: the case the judge saw the program fail) is tried after
# the sweep and before the random inputs, so that one is the input found and shrunk; a --from the
# program passes leaves the search as it was. wa-int32-piles.c fails trap-32-bit-piles and passes
# the sample; the random inputs catch it too, so only the order tells the two apart ---
cx=$root/judge/tests/fixtures/class/uva10165/wa-int32-piles.c why=''
for from in trap-32-bit-piles sample-1; do
  status=0 # (set -e: stress exits 1 when it finds a counterexample, as both must here)
  JUDGE_SOL=$cx JUDGE_USE='' JUDGE_CMD='' "$tools_bin/stress" --own --seconds 20 --seed 1 --from "$root/testdata/uva10165/$from.in" uva10165 >"$work/from-$from" 2>&1 || status=$?
  found=$(grep -m1 '^WA on input' "$work/from-$from" || true)
  [ "$status" = 1 ] || why+=" --from $from: exit $status, not 1;"
  case $from in
    trap*) [[ $found == *"(FROM="*"testdata/uva10165/$from.in: "* ]] &&
           grep -q '^shrunk in .* to 1 scenario; WA' "$work/from-$from" || why+=" --from $from: '$found';" ;;
    *) grep -q "after the sweep, FROM=.*testdata/uva10165/$from.in, before the random inputs\$" "$work/from-$from" &&
       [[ $found == *"(gen "* ]] || why+=" --from $from (passed): '$found';" ;;
  esac
done
if [ -z "$why" ]; then ok "stress --from: a case the program fails is the input found (after the sweep, before the random ones) and shrunk to one scenario; one it passes leaves the random search to find it"
else bad "stress --from:$why"; fi

# --- 5. make judge's diagnosis and the shrinker's deadline, on uva10165 ---
status=0
# (VIEW=all: both cases lie beyond UVa's view, which would judge them apart, undiagnosed)
VIEW=all JUDGE_SOL=$root/judge/tests/fixtures/attempts/uva10165/wa-int32-piles.cpp "$tools_bin/judge" --own uva10165 >"$work/log" 2>&1 || status=$?
# its stream fails on the pile 2^63 - 1 of scenario 1, so scenario 2 of edge-max-pile is wrong only after it
if [ "$status" = 1 ] && grep -q 'scenario 2 of 3 (input lines 3-4) passes alone; the fewest scenarios that still fail: 1-2 of 3' "$work/log" &&
   grep -q 'the program keeps something from one scenario to the next' "$work/log"; then
  ok "make judge: an item that passes alone is narrowed to the fewest that fail together (1-2 of 3)"
else
  bad "make judge on wa-int32-piles.cpp must narrow edge-max-pile to scenarios 1-2 (exit $status)"
fi
# a program that prints only at the end and crashes on a pile >= 2^40: of trap-32-bit-piles, only
# scenario 5 has one, and the output stops before scenario 1, which passes alone
printf '%s\n' 'import sys' 'd = sys.stdin.read().split(); i = 0; out = []' 'while int(d[i]):' \
  '    n = int(d[i]); assert max(int(x) for x in d[i + 1:i + 1 + n]) < 2**40' \
  '    out.append("Yes" if eval("^".join(d[i + 1:i + 1 + n])) else "No"); i += n + 1' 'print("\n".join(out))' >"$work/late.py"
status=0
VIEW=all JUDGE_CMD="python3 $work/late.py" "$tools_bin/judge" --own uva10165 >"$work/log" 2>&1 || status=$?
if [ "$status" = 1 ] && grep -q 'the output stops before scenario 1 of 5 (input lines 1-2), which passes alone; scenario 5 (input lines 9-10) is RE alone' "$work/log"; then
  ok "make judge: the output stops before an item that passes alone: the one that fails is found (scenario 5)"
else
  bad "make judge must find scenario 5 of trap-32-bit-piles for a program that crashes there (exit $status)"
fi
# a deadline already past: nothing is run, the input is the result, and the output says why
t=$build/testdata/uva10165/tools
printf '2\n5 6\n0\n' >"$work/dl.in"
"$tools_bin/shrink" --items "$t/items" --validate "$t/validate" --test /bin/false --work "$work/dl" --out "$work/dl.out" \
  --deadline "$(date +%s)" "$work/dl.in" >"$work/log" 2>&1 || true
if cmp -s "$work/dl.in" "$work/dl.out" && grep -qx 'stopped=deadline' "$work/log" && grep -qx 'tries=0' "$work/log"; then
  ok "shrink: a deadline already past runs nothing and says stopped=deadline"
else
  bad "shrink with a past deadline must run nothing and say stopped=deadline"
fi
# --tries 1 with a test that always fails: one run, then the work stops and says stopped=tries;
# a test that cannot tell (exit 4) stops it at its first run, stopped=near
printf '#!/bin/sh\nexit 4\n' >"$work/near.sh"
chmod +x "$work/near.sh"
for t_ in /bin/true:tries "$work/near.sh":near; do
  "$tools_bin/shrink" --items "$t/items" --validate "$t/validate" --test "${t_%:*}" --work "$work/dl" --out "$work/dl.out" \
    --tries 1 "$work/dl.in" >"$work/log" 2>&1 || true
  if grep -qx "stopped=${t_##*:}" "$work/log" && grep -qx 'tries=1' "$work/log"; then
    ok "shrink: a test that $([ "${t_##*:}" = tries ] && echo "always fails, with --tries 1, runs once" || echo "cannot tell stops at its first run"), stopped=${t_##*:}"
  else
    bad "shrink --tries 1 --test ${t_%:*} must run once and say stopped=${t_##*:}: $(tr '\n' ' ' <"$work/log")"
  fi
done

# --- 6. the languages table: a JUDGE_LANGUAGES line overrides ours for its extension (here a
# C++ line whose compiler is missing: one line naming the package, exit 2), and adds to ours
# (with a table of one new language, a .cpp is still judged as C++: an empty main, never AC);
# an unknown extension points to CMD=; a Java compile error names the class's file, never the
# judge's folders ---
langs() { # langs WANT WHAT FILE [TABLE]: judge FILE on the first problem, exit WANT, log in $work/log
  local status=0
  JUDGE_LANGUAGES=${4:-} JUDGE_SOL=$3 "$tools_bin/judge" --own "$first" >"$work/log" 2>&1 || status=$?
  if [ "$status" = "$1" ]; then return 0; fi
  bad "$2 (exit $status, want $1)"; return 1
}
first=$1
grep '^cc cpp cxx ' "$root/judge/judging/languages.conf" | sed 's/| g++ /| no-such-compiler-x /' >"$work/languages.conf"
printf 'int main() {}\n' >"$work/a.cpp"
if langs 2 "a missing compiler" "$work/a.cpp" "$work/languages.conf"; then
  if [ "$(wc -l <"$work/log")" = 1 ] && grep -q "needs 'no-such-compiler-x': install the package g++" "$work/log"; then
    ok "a JUDGE_LANGUAGES line overrides ours: a missing compiler is one line naming the package, exit 2"
  else bad "a missing compiler should give one line naming the package"; fi
fi
# make test as an ordinary user, with that compiler missing: a step that needs it is skipped,
# naming the package, and ends "0 passed, 0 failed, 1 skipped"; as root (JUDGE_SKIPS=fail) the
# skip is a failure
for mode in allow fail; do
  JUDGE_SKIPS=$mode JUDGE_LANGUAGES=$work/languages.conf "$root/judge/tests/status-test.sh" >"$work/log" 2>&1 || true
  got=$(tail -n 1 "$work/log")
  case $mode in allow) want='0 passed, 0 failed, 1 skipped' ;; fail) want='0 passed, 1 failed' ;; esac
  if [ "$got" = "$want" ] && grep -q "needs 'no-such-compiler-x': install the package g++" "$work/log"; then
    ok "JUDGE_SKIPS=$mode, C++'s compiler missing: the step that needs it ends '$want', naming g++"
  else bad "JUDGE_SKIPS=$mode, C++'s compiler missing: the step should end '$want' naming g++, not '$got'"; fi
done
printf 'zz | Zed | cat | coreutils | | | cat {src}\n' >"$work/more.conf"
if langs 1 "JUDGE_LANGUAGES must add to the shipped table" "$work/a.cpp" "$work/more.conf"; then
  if grep -q '^   C++, build: ' "$work/log"; then ok "JUDGE_LANGUAGES adds to the shipped table: with a table of one new language, a .cpp is judged as C++"
  else bad "JUDGE_LANGUAGES must add to the shipped table: a .cpp was not judged as C++"; fi
fi
printf 'x\n' >"$work/a.zig"
if langs 2 "an unknown extension" "$work/a.zig"; then
  if [ "$(wc -l <"$work/log")" = 1 ] && grep -q 'unknown language' "$work/log" && grep -q 'CMD=' "$work/log"; then
    ok "an unknown extension: one line that points to CMD=, exit 2"
  else bad "an unknown extension should give one line pointing to CMD="; fi
fi
printf 'public class Foo { int x = ; }\n' >"$work/broken.java"
if need_lang "a Java compile error" "$work/broken.java"; then
  langs 1 "a Java compile error" "$work/broken.java" || true
  ce=$(grep -m1 '^  CE ' "$work/log" || true)
  if [[ $ce == "  CE Foo.java:1: error"* ]] && [[ $ce != *"$build"* ]]; then ok "a Java compile error names Foo.java, not the judge's folder: ${ce#  }"
  else bad "a Java compile error should name Foo.java and no folder of the judge: '$ce'"; fi
fi

# --- 7. a stop: in a copy of the harness (its build/stress/ its own, with no other run's scratch
# folders), our solution searched for a long time, stopped once its scratch folder exists; the
# status 143 shows the stop ended it (a search that had ended would exit 0) ---
h=$work/h/build/judge
mkdir -p "$h" && find "$tools_bin" -maxdepth 1 -type f -perm -u+x -exec cp -t "$h/" {} +
ln -s "$build/testdata" "$build/study" "$work/h/build/" # the problems' tools, read only
for how in "--own --seconds 300 --rounds 0 --seed 1 uva10165" "--ours 1000000 uva10165 uva10404"; do
  status=0
  # shellcheck disable=SC2086 # the words of $how are its arguments
  JUDGE_SOL=$root/problems/uva10165/uva10165.c "$h/stress" $how >"$work/log" 2>&1 &
  pid=$!
  for _ in $(seq 600); do [ -n "$(find "$work/h/build/stress" -maxdepth 1 -name 'work.*' 2>/dev/null)" ] && break; sleep 0.1; done
  sleep 2
  kill -TERM "$pid"
  wait "$pid" || status=$?
  left=$(find "$work/h/build/stress" -maxdepth 1 -name 'work.*'; pgrep -f "$work/h/" || true)
  if [ "$status" = 143 ] && [ -z "$left" ]; then ok "stress ${how%% *} stopped by SIGTERM: ended by it, no scratch folder or process left"
  else bad "stress $how stopped by SIGTERM: exit $status (want 143), left: $(echo $left)"; fi
done

finish
