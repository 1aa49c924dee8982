#!/usr/bin/env bash
# bench.sh - time each solution next to its baselines, in one run (make bench).
#
#   judge/measure/bench.sh PROBLEM...          (BENCH_RUNS=5 runs per program, BENCH_LIMIT=120 s per run)
#
# testdata/<p>/bench lists the inputs (made by the seeded generator, or an existing case) and the
# programs to time on each: "floor" (reads the input as a solution must and answers a constant),
# "solution", or a variant. Every program is built as make judge builds it (judging/languages.conf)
# and run by the judge's runner in its sandbox (judge/run/run.c), as make judge runs it; the table
# shows the median CPU and wall time, the peak memory, the ratio to the floor and, for variants,
# the ratio to the solution. A program that needs more than 10 s is run once; one stopped at
# BENCH_LIMIT shows ">". Absolute times depend on the machine and its load: only
# ratios within one run mean anything.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
runs=${BENCH_RUNS:-5} limit=${BENCH_LIMIT:-120}
[ $# -gt 0 ] || die_usage "usage: judge/measure/bench.sh PROBLEM..."
need_tools run case lang conf table
# shellcheck source=judge/judging/lang.sh
. "$root/judge/judging/lang.sh"
sandbox_check ours
mkdir -p "$build/bench"
work=$(mktemp -d "$build/bench/work.XXXXXX") # private: runs may share one build tree
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "-" }'; }

echo "Median of $runs runs per program (one run past 10 s). Compare ratios within this run only:"
echo "absolute times depend on the machine and its load. $(nproc) cores, $(uname -m), built as make judge builds C."
for p in "$@"; do
  [ -f "$root/testdata/$p/bench" ] || { echo "== $p: no testdata/$p/bench"; continue; }
  printf '\n== %s\n%-26s %-42s %10s %10s %9s %8s %10s\n' "$p" input program "cpu s" "wall s" "peak MiB" "x floor" "x solution"
  while IFS='|' read -r name src programs; do
    read -r -a src <<<"$src"
    in=$work/$p-$name.in
    if [ "${src[0]}" = gen ]; then
      "$build/testdata/$p/tools/gen" "${src[@]:1}" >"$in"
    elif [ "${src[0]}" = case ]; then
      in=$(cases "$p" | awk -F'|' -v n="${src[1]}" '$1 == n { print $3 }')
      [ -f "$in" ] || die_usage "bench: $p/$name: no case ${src[1]} in testdata/$p/recipe (make data)"
    else
      echo "bench: $p/$name: input must be 'gen ARGS' or 'case NAME'" >&2; exit 2
    fi
    floor_cpu='' solution_cpu='' label="$name ($(du -h "$in" | cut -f1))"
    for prog in $programs; do
      case $prog in
        floor) bin=$work/bin/$p/floor source='' ;;
        solution) bin=$work/bin/$p/$p source=$root/problems/$p/$p.c ;;
        *) bin=$work/bin/$p/${prog//\//-} source=$root/problems/$p/$prog ;;
      esac
      if [ ! -f "$bin/cmd" ]; then # once per run, however many inputs use it
        mkdir -p "$bin"
        if [ -z "$source" ]; then echo "$build/testdata/$p/tools/floor" >"$bin/cmd"; printf '%s\n' -r "$build/testdata/$p/tools/floor" >"$bin/box"
        else lang_select "$source"; lang_build "$source" "$bin" 0 || die_usage "bench: $source does not compile"; fi
      fi
      cpus=() walls=() peak=0 stopped=''
      for ((r = 0; r < runs; r++)); do
        # judged as make judge judges a run, with no expected output: the record says whether
        # the run was stopped (its verdict) and what it used
        JUDGE_TL=$limit JUDGE_ML=0 JUDGE_OL=1024 "$tools_bin/case" "$bin" "$in" - "$work/run"
        { read -r verdict; read -r cpu; read -r wall; read -r mem_kib; } < <(conf "$work/run/result" verdict cpu wall mem_kib)
        cpus+=("$cpu") walls+=("$wall")
        [ "$mem_kib" -gt "$peak" ] && peak=$mem_kib
        if [ "$verdict" = TLE ]; then stopped=">"; break; fi
        awk -v w="$wall" 'BEGIN { exit !(w > 10) }' && break
      done
      c=$(printf '%s\n' "${cpus[@]}" | median) w=$(printf '%s\n' "${walls[@]}" | median)
      [ "$prog" = floor ] && floor_cpu=$c
      [ "$prog" = solution ] && solution_cpu=$c
      vs_solution=''
      case $prog in floor|solution) ;; *) vs_solution=$(ratio "$c" "${solution_cpu:-0}") ;; esac
      printf '%-26s %-42s %10s %10s %9s %8s %10s\n' "$label" "$prog" "$stopped$(printf '%.3f' "$c")" \
        "$stopped$(printf '%.3f' "$w")" "$(mib "$peak")" \
        "$(ratio "$c" "${floor_cpu:-0}")" "$vs_solution"
      label=''
    done
  done < <("$tools_bin/table" "$root/testdata/$p/bench" 3)
done
