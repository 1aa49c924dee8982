#!/usr/bin/env bash
# overhead.sh - what the judge itself costs per run, next to a bare fork+exec, in one run (make
# bench prints it first).
#
#   judge/measure/overhead.sh [RUNS]        (default 100 runs of each)
#
# Each line runs an empty C program (built as make judge builds C) RUNS times from this script, one at a time: bare
# (bash's own fork+exec), through the runner (judge/run/run.c: the sandbox and the limits), and
# judged as make judge judges a case (judge/judging/case.c: the runner, then the verdict against an
# empty expected output, and the record), and queued as make judge queues its runs (build/judge/
# judge --queue, one at a time: a forked worker per run, no program started but the runner). The
# time shown is the real time per run; the last column its ratio to the bare one. The difference
# between the runner's line and the judged ones is the judging's own cost; what make judge adds
# around its runs (the builds, the report) is the rest of `time make judge` (judge/README.md).
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
runs=${1:-100}
need_tools run case lang conf judge
# shellcheck source=judge/judging/lang.sh
. "$root/judge/judging/lang.sh"
sandbox_check ours
mkdir -p "$build/bench"
work=$(mktemp -d "$build/bench/overhead.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo 'int main(void) { return 0; }' >"$work/empty.c"
: >"$work/empty"
lang_select "$work/empty.c"
lang_build "$work/empty.c" "$work/prog" 0 || die_usage "overhead: an empty C program does not compile"
mapfile -t program <"$work/prog/cmd"
mapfile -t box <"$work/prog/box" # what the sandbox shows it, as case.c passes it on

per_run() { # per_run COMMAND...: the real time of RUNS runs of COMMAND, per run, in ms
  local start end i
  start=$(date +%s%N)
  for ((i = 0; i < runs; i++)); do "$@" >/dev/null; done
  end=$(date +%s%N)
  echo $(((end - start) / runs / 1000))
}
bare=$(per_run "${program[@]}")
sandboxed=$(per_run runner -t 1 "${box[@]}" -- "${program[@]}")
export JUDGE_TL=1 JUDGE_ML=256 JUDGE_OL=64 # set once: an env(1) in the loop would add a fork+exec to each run timed
judged=$(per_run "$tools_bin/case" "$work/prog" "$work/empty" "$work/empty" "$work/run")
grep -q '^verdict=AC$' "$work/run/result" || { echo "overhead: the judged run of an empty program is not AC" >&2; exit 1; }
for ((i = 0; i < runs; i++)); do printf '%s\n' "$work/prog" "$work/empty" "$work/empty" "$work/queued/$i" ''; done >"$work/jobs"
start=$(date +%s%N)
JOBS=1 "$tools_bin/judge" --queue "$work/jobs"
queued=$((($(date +%s%N) - start) / runs / 1000))
[ "$(cat "$work"/queued/*/result | grep -c '^verdict=AC$')" = "$runs" ] || { echo "overhead: a queued run of an empty program is not AC" >&2; exit 1; }

echo "What one run costs the judge: $runs runs of an empty C program each, one at a time ($(nproc) cores, ${sandbox_line#sandbox: })."
show() { awk -v n="$1" -v us="$2" -v base="$bare" 'BEGIN { printf "  %-44s %8.2f ms  x%.1f\n", n, us / 1000, us / base }'; }
show "bare fork+exec (from bash)" "$bare"
show "through the runner (sandbox, limits)" "$sandboxed"
show "judged as make judge judges a case" "$judged"
show "queued as make judge queues its runs" "$queued"
