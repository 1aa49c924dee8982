#!/usr/bin/env bash
# seeded-test.sh - make stress's report is the seed's, not the machine's (make test runs it; issue
# 38): with the same SEED, make stress reports the same counterexample, byte for byte, at a short
# budget that is enough, at a longer one, and at the longer one beside one busy loop per core.
#
#   judge/tests/seeded-test.sh [PROBLEM...]         a few attempts (the README's examples among
#                                                   them: a local minimum, the smallest in the
#                                                   sweep; a time-out)
#   judge/tests/seeded-test.sh --full [PROBLEM...]  every attempt of judge/tests/fixtures/attempts/ that
#                                         make stress finds something in (stress: found, TLE,
#                                         MLE), and the README's LIMITS=judge example; no busy
#                                         loops unless LOADED=1 (it is long: run it by hand)
#
# Only the attempts of the PROBLEMs named (default: all). SHORT and LONG (seconds; default 30 and
# 40, --full 30 and 60) are the budgets. A run whose shrinking the clock cut short (at twice its
# SECONDS: make test beside two busy loops per core cut wa-int32-piles.cpp's at twice 30 s, 500
# runs at 8 a second) must say so; its search must be the others' up to what it found, and the
# runs that reached their end (one at least) are compared whole. What is compared
# is the report, make stress's stdout (judge/stress/stress.c: what the clock says goes to stderr,
# on "time: " lines), and the counterexample it saved. Each attempt is one check: the three
# reports found something (exit 1), are identical, and hold no time (no "in N.N s", "after N.N
# s", "N.N s of real time", "per second", as make stress printed before; a limit such as "1.6 s"
# is no time taken: a time that leaks into the report is a difference waiting for a loaded
# machine); the line names the counterexample and whether it was shrunk to the end. A time-out's
# narrowing is the exception: where it ends is decided by CPU times (below), so its count is
# checked against what each run says of its end, and the rest of the report byte for byte. A failed
# check keeps its runs' files (stdout, stderr, counterexample) in build/seeded-test/. The busy loops are this
# script's own children, killed by their PIDs when the loaded runs end, and by the trap on any
# exit.
# Ends with "N passed, M failed".
set -uo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
export BUILD=$build
full=0
[ "${1:-}" != --full ] || { full=1; shift; }
problems=" $* "
[ $# -gt 0 ] || problems=" $(all_problems | tr '\n' ' ') "
short=${SHORT:-30}
long=${LONG:-$([ "$full" = 1 ] && echo 60 || echo 40)}
loaded=${LOADED:-$([ "$full" = 1 ] && echo 0 || echo 1)}
mkdir -p "$build/seeded-test"
work=$(mktemp -d "$build/seeded-test/work.XXXXXX")
trap 'busy_stop; rm -rf "$work"' EXIT

# The attempts, as "P|FILE|LIMITS" (FILE from judge/tests/fixtures/attempts/P/).
list=()
if [ "$full" = 1 ]; then
  for f in "$root"/judge/tests/fixtures/attempts/*/*; do
    [ -f "$f" ] || continue
    case $("$tools_bin/verdict" tag "$f" stress) in found | TLE | MLE) ;; *) continue ;; esac
    p=${f%/*} p=${p##*/}
    list+=("$p|${f##*/}|")
  done
  list+=("uva10404|wa-mod-pattern.py|judge") # the README's example of LIMITS=judge
else
  # the README's two transcripts (a local minimum, the smallest in the sweep's order), a local
  # minimum of a number bisected by the ladder, a program that keeps state between items (the
  # class test's 32-bit mistake), one found by the sweep in another problem, and a time-out (one
  # that the search reaches soon: each run costs the whole search)
  list=("uva10165|wa-int-xor.cpp|" "uva10404|wa-mod-pattern.py|" "marienbad|wa-binet-double.cpp|" "uva10165|wa-int32-piles.cpp|"
    "game31|wa-keeps-cr.cpp|" "marienbad|tle-zeckendorf.py|")
fi

# run P FILE LIMITS SECONDS NAME: make stress SEED=1 on the attempt; stdout into $at/NAME.out,
# stderr into NAME.err, the saved counterexample into NAME.in; the exit status into NAME.status.
run() {
  local p=$1 f=$judge_attempts/$1/$2 status=0
  LIMITS=$3 JUDGE_USE=$("$tools_bin/verdict" tag "$f" use) JUDGE_SOL=$f "$tools_bin/stress" --own --seconds "$4" --seed 1 "$p" \
    >"$at/$5.out" 2>"$at/$5.err" || status=$?
  echo "$status" >"$at/$5.status"
  [ "$status" != 1 ] || cp "$build/stress/$p/counterexample-1.in" "$at/$5.in"
}
judge_attempts=$root/judge/tests/fixtures/attempts

# A time-out's narrowing decides each try by its CPU time: clearly over the line, clearly under
# it, or too near to tell (judge/lib/fails.h: a band of 1.56 times, wider than the third a busy
# loop per core moves a CPU time here). Two runs make the same tries, in the seeded order, until
# one of them meets a try too near the line: that run stops there and says so; the other may
# judge the same try clearly and go on, to fewer items. An input whose slowness sits in a few
# of its items loses little time at each step, so one such try can stop one run at 10^6 pairs
# and let the other go on to 125,000 (CI, marienbad's tle-zeckendorf.py). So: two runs that
# narrowed to the end (no note) agree on the count and the input; a run that says it stopped
# early has at least as many items as one that did not; two that both say so may differ.
# narrowed_count REPORT: the items a time-out was narrowed to ("" when it was not)
narrowed_count() { sed -nE 's/^narrowed to ([0-9]+) .*/\1/p' "$1"; }
# stopped_early REPORT: the narrowing says it did not reach its end (a try too near the line, its
# bound, or a narrowed input that passed when judged again)
stopped_early() { grep -q '^note: not narrowed to the end\|^note: .*passed when judged again' "$1"; }
# unnarrowed REPORT: the report without what the narrowing's end decides: its count, its note, the
# input it shows
unnarrowed() {
  awk '/^narrowed to [0-9]/ { sub(/^narrowed to [0-9]+/, "narrowed to N"); print; skip = 1; next }
       skip && (/^note: / || /^input/ || /^  /) { next }
       { skip = 0; print }' "$1"
}

compared=0 identical=0
for entry in "${list[@]}"; do
  IFS='|' read -r p f lim <<<"$entry"
  [[ $problems == *" $p "* ]] || continue
  what="stress P=$p SOL=.../$f SEED=1${lim:+ LIMITS=$lim}"
  need_lang "$what" "$judge_attempts/$p/$f" "$("$tools_bin/verdict" tag "$judge_attempts/$p/$f" use)" || continue
  at=$work/$p-$f${lim:+-$lim}
  mkdir -p "$at"
  names=(short long)
  run "$p" "$f" "$lim" "$short" short
  run "$p" "$f" "$lim" "$long" long
  if [ "$loaded" = 1 ]; then
    busy_start
    run "$p" "$f" "$lim" "$long" loaded
    busy_stop
    names+=(loaded)
  fi
  compared=$((compared + 1))
  why=''
  for n in "${names[@]}"; do
    [ "$(cat "$at/$n.status")" = 1 ] || why+=" at $n, exit $(cat "$at/$n.status") ($(grep -m1 '^no counterexample' "$at/$n.out"));"
    leak=$(grep -E '(in|after|at|,) [0-9]+\.[0-9]+ s\b|s of real time|per second|^time: ' "$at/$n.out" | head -n 1)
    [ -z "$leak" ] || why+=" a time in the report ($n): '$leak';"
  done
  # A run whose shrinking or narrowing the clock cut short (at twice SECONDS: a machine too slow
  # for that budget) says so; its search, up to what it found, must still be the others' byte for
  # byte, and only the runs that reached their end are compared whole. One at least must.
  finished=() clocked=''
  for n in "${names[@]}"; do
    if grep -q '^note: not \(shrunk\|narrowed\) to the end: stopped at twice SECONDS' "$at/$n.out"; then clocked+=" $n"; else finished+=("$n"); fi
  done
  [ ${#finished[@]} -ge 1 ] || why+=" no run reached the end of its shrinking (each cut by the clock:$clocked);"
  ref=${finished[0]:-short}
  for n in $clocked; do
    cmp -s <(sed '/^\(shrunk\|narrowed\) /,$d' "$at/$ref.out") <(sed '/^\(shrunk\|narrowed\) /,$d' "$at/$n.out") ||
      why+=" the searches of $ref and $n (cut by the clock) differ before their shrinking;"
  done
  for n in "${finished[@]:1}"; do
    if grep -q '^narrowed to [0-9].*the fewest that still exceed the limit' "$at/$ref.out"; then
      # A time-out's narrowing: how far it gets is the one thing the load may move (README, "The
      # same seed, the same report"), and only where a run says so (above); the rest byte for byte.
      a=$(narrowed_count "$at/$ref.out") b=$(narrowed_count "$at/$n.out")
      if [ -z "$b" ]; then
        why+=" $n was not narrowed;"
      elif ! stopped_early "$at/$ref.out" && ! stopped_early "$at/$n.out"; then
        [ "$a" = "$b" ] && cmp -s "$at/$ref.in" "$at/$n.in" || why+=" $ref and $n both narrowed to the end, to different inputs: $a and $b items;"
      elif ! stopped_early "$at/$n.out"; then
        [ "$a" -ge "$b" ] || why+=" $ref says it stopped early, yet at fewer items than $n, which did not: $a and $b;"
      elif ! stopped_early "$at/$ref.out"; then
        [ "$b" -ge "$a" ] || why+=" $n says it stopped early, yet at fewer items than $ref, which did not: $b and $a;"
      fi
      cmp -s <(unnarrowed "$at/$ref.out") <(unnarrowed "$at/$n.out") ||
        why+=" $ref and $n differ beyond the narrowing: $(diff <(unnarrowed "$at/$ref.out") <(unnarrowed "$at/$n.out") | grep '^[<>]' | head -n 2 | tr '\n' ' ');"
      continue
    fi
    cmp -s "$at/$ref.out" "$at/$n.out" || why+=" $ref and $n differ: $(diff "$at/$ref.out" "$at/$n.out" | grep '^[<>]' | head -n 2 | tr '\n' ' ');"
    cmp -s "$at/$ref.in" "$at/$n.in" 2>/dev/null || why+=" the saved counterexamples of $ref and $n differ;"
  done
  budgets="SECONDS=$short, $long$([ "$loaded" = 1 ] && echo " and $long beside $(nproc) busy loops")"
  if [ -z "$why" ]; then
    identical=$((identical + 1))
    end=$(grep -Eo '^(the smallest in the sweep.s order|a local minimum|narrowed to [0-9]+ [a-z]+ of [0-9]+)|^note: not (shrunk|narrowed) to the end' "$at/$ref.out" | paste -sd';' -)
    ok "$what: one report at $budgets ($(head -c 60 "$at/$ref.in" | tr '\r\n' '~|'); ${end:-?})${clocked:+; cut short by the clock, and said so:$clocked}"
    rm -rf "$at"
  else
    fail "$what: $budgets:$why"
    echo "        | ${what}: see $at (kept)"; trap busy_stop EXIT
  fi
done
echo "compared $compared, identical $identical, different $((compared - identical))"
finish
