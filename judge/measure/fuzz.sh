#!/usr/bin/env bash
# fuzz.sh - coverage-guided fuzzing of each solution's input handling with AFL++ (make fuzz).
#
#   judge/measure/fuzz.sh [-s SECONDS] PROBLEM...      (default 300 seconds per problem, one per core)
#
# Builds problems/<p>/<p>.c with afl-clang-fast and ASan + UBSan (the asan profile of
# judge/lib/profiles.conf), seeds AFL with every committed testdata/<p>/*.in under 100 KB, and
# runs afl-fuzz for SECONDS. Bad input is fine (exit 1 is a normal exit for AFL); a crash, a sanitizer report or a hang (a run over FUZZ_TIMEOUT_MS, default
# 2000, with ASan) is a failure. Afterwards every queue entry is replayed once with LeakSanitizer
# on. Work dirs: $BUILD/fuzz/<p>/, locked while in use (afl.log, in/, out/default/{fuzzer_stats,
# crashes,hangs,queue}).
# Prints per problem executions, crashes and hangs (and each finding's path), then
# "N passed, M failed" (one check per problem).
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
seconds=300
timeout_ms=${FUZZ_TIMEOUT_MS:-2000}  # per execution, with ASan; the solutions need milliseconds
max_seed=100000                      # bytes; bigger committed inputs are not seeds
usage() { echo "usage: judge/measure/fuzz.sh [-s SECONDS] PROBLEM..." >&2; exit 2; }
if [ "${1:-}" = -s ]; then [ $# -ge 2 ] || usage; seconds=$2; shift 2; fi
[[ $seconds =~ ^[1-9][0-9]*$ ]] || usage
[ $# -gt 0 ] || usage

# Unattended, as root, in a VM or container; abort (a signal AFL sees) on any sanitizer report.
export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 AFL_NO_AFFINITY=1
export AFL_FAST_CAL=1 AFL_QUIET=1
export ASAN_OPTIONS=abort_on_error=1:symbolize=0:detect_leaks=0:handle_abort=1
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:symbolize=0:print_stacktrace=1

stat_of() { awk -v k="$1" '$1 == k { print $3; exit }' "$2"; }

fuzz_one() ( # fuzz_one PROBLEM: prints its report; returns 1 on any finding
  local p=$1 dir=$build/fuzz/$1 src=$root/problems/$1/$1.c f n=0 execs run_time crashes hangs leaks=0
  [ -f "$src" ] || { echo "  FAIL  $p: no $src"; return 1; }
  mkdir -p "$build/fuzz"
  exec {lock}>"$dir.lock"; flock "$lock" # one run per problem and build tree at a time
  rm -rf "$dir"; mkdir -p "$dir/in"
  # shellcheck disable=SC2086 # the profile's flags are words
  if ! afl-clang-fast $asan -o "$dir/$p" "$src" -lm >"$dir/build.log" 2>&1; then
    echo "  FAIL  $p: afl-clang-fast failed (see $dir/build.log)"; return 1
  fi
  for f in "$root/testdata/$p"/*.in; do
    [ -s "$f" ] && [ "$(wc -c <"$f")" -le "$max_seed" ] && cp "$f" "$dir/in/" && n=$((n + 1))
  done
  [ "$n" -gt 0 ] || echo 0 >"$dir/in/zero.in"
  if ! afl-fuzz -i "$dir/in" -o "$dir/out" -V "$seconds" -t "$timeout_ms" -m none \
       -- "$dir/$p" >"$dir/afl.log" 2>&1 || [ ! -f "$dir/out/default/fuzzer_stats" ]; then
    echo "  FAIL  $p: afl-fuzz did not run (last lines of $dir/afl.log):"
    tail -n 5 "$dir/afl.log" | sed 's/^/        | /'; return 1
  fi
  execs=$(stat_of execs_done "$dir/out/default/fuzzer_stats")
  run_time=$(stat_of run_time "$dir/out/default/fuzzer_stats")
  crashes=$(find "$dir/out/default/crashes" -type f -name 'id:*' | wc -l)
  hangs=$(find "$dir/out/default/hangs" -type f -name 'id:*' | wc -l)
  # Leaks on the paths AFL found (it runs with detect_leaks=0): replay each queue entry.
  for f in "$dir/out/default/queue"/id:*; do
    [ -f "$f" ] || continue
    ASAN_OPTIONS=detect_leaks=1:exitcode=86 UBSAN_OPTIONS=halt_on_error=1:exitcode=87 \
      timeout 10 "$dir/$p" <"$f" >/dev/null 2>"$dir/replay.err" && continue
    if [ $? != 1 ]; then
      leaks=$((leaks + 1)); echo "        replay failed: $f"
      grep -m1 SUMMARY "$dir/replay.err" | cut -c1-160 | sed 's/^/          /' || true
    fi
  done
  echo "  $([ $((crashes + hangs + leaks)) = 0 ] && echo 'ok  ' || echo FAIL)  $p: ${run_time}s," \
       "$execs executions, $crashes crashes, $hangs hangs, $leaks failed replays ($n seeds)"
  for f in "$dir/out/default/crashes"/id:* "$dir/out/default/hangs"/id:*; do
    [ -f "$f" ] || continue
    echo "        $f"
    ASAN_OPTIONS=symbolize=1:detect_leaks=0 UBSAN_OPTIONS=symbolize=1 timeout 10 "$dir/$p" <"$f" \
      2>&1 >/dev/null | grep -m1 -E 'SUMMARY|runtime error' | cut -c1-160 | sed 's/^/          /' || true
  done
  [ $((crashes + hangs + leaks)) = 0 ]
)

need_tools conf
asan=$(profile asan)
need "fuzz" afl++ afl-fuzz afl-clang-fast || { finish; exit; }
# one problem per core (side_by_side): each afl-fuzz has a core of its own (a hang is a run over
# FUZZ_TIMEOUT_MS, far above the milliseconds a solution needs)
fuzz_item() { if fuzz_one "$1"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
side_by_side fuzz_item "$@"
finish
