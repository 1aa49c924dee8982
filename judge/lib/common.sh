# common.sh - sourced by every harness script: where things are, how bash reads the harness's
# files (through the C readers: judge/lib/kv.h for key=value files, judge/lib/table.c for `|`
# tables), a problem's limits, the "ok / FAIL ... N passed, M failed" lines of every check, and the
# busy loops the tests that judge under load start and stop.
# shellcheck shell=bash disable=SC2034  # globals for the scripts that source this
export LC_ALL=C
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
export JUDGE_ROOT=$root # for the harness's C programs (judge/judging/lang.c, judge/stress/stress.c)
build=${BUILD:-$root/build}
tools_bin=$build/judge # the harness's own programs: run, verdict, conf, table, shrink
# Overridable so that the harness's own tests judge a fixture problem through the same code.
problems_dir=${JUDGE_PROBLEMS:-$root/problems}
testdata_dir=${JUDGE_TESTDATA:-$root/testdata}

die_usage() { echo "$*" >&2; exit 2; }

# need_tools NAME...: the harness's programs must be built (make builds them).
need_tools() {
  local t
  for t in "$@"; do [ -x "$tools_bin/$t" ] || die_usage "$tools_bin/$t is missing: run this through make"; done
}

# The sandbox every build and run goes through (judge/run/run.c, judge/lib/sandbox.h).
# sandbox_check own|ours: sandbox_check in C (lib/runner.h, through build/judge/judge --sandbox:
# the kernel asked once) sets sandbox_line, the report's header line naming the layers in force,
# and exports JUDGE_RUN_FLAGS (-u where the namespaces are missing) and JUDGE_BOX_PATH (the PATH
# inside); your own program (own) is refused in one line where nothing protects files.
sandbox_check() {
  local facts
  facts=$("$tools_bin/judge" --sandbox "$1") || exit 2
  { read -r sandbox_line; read -r JUDGE_RUN_FLAGS; read -r JUDGE_BOX_PATH; } < <(conf <(echo "$facts") line run_flags box_path)
  export JUDGE_RUN_FLAGS JUDGE_BOX_PATH
}

# runner ARG...: the runner with ARG... and its flags from sandbox_check. It has its own watchdog
# (judge/run/run.c: it ends 4 x its wall limit + 30 s after its start, the program with it), so
# the judge never hangs on a run; JUDGE_RUN replaces it (the self-test's failing runner).
runner() {
  # shellcheck disable=SC2086 # JUDGE_RUN_FLAGS is empty or one flag
  "${JUDGE_RUN:-$tools_bin/run}" ${JUDGE_RUN_FLAGS:-} "$@"
}

# conf FILE KEY...: the values of KEYs in a key=value file, one per line.
conf() { "$tools_bin/conf" "$@"; }

# profile NAME: the flags of the compile profile NAME (judge/lib/profiles.conf: c99, uva_c, uva_cxx, asan,
# harness), on one line; callers assign it first (flags=$(profile NAME)), so that a failure stops them.
profile() { conf "$root/judge/lib/profiles.conf" "$1"; }

# problem_conf P KEY...: from problems/<P>/problem.conf.
problem_conf() {
  local p=$1
  shift
  [ -f "$problems_dir/$p/problem.conf" ] || die_usage "no problem '$p' (no $problems_dir/$p/problem.conf)"
  conf "$problems_dir/$p/problem.conf" "$@"
}

# read_limits P: sets tl (CPU seconds, times TL_SCALE or else the machine's factor, run --machine:
# lib/runner.h's time_factor; x10 with asan=1), ml (MiB, 0 = none with asan=1) and ol (MiB), and
# exports them for judge/judging/case.c.
read_limits() {
  local scale=${TL_SCALE:-}
  [ -n "$scale" ] || scale=$("$tools_bin/run" --machine | sed -n 's/^factor=//p')
  awk -v s="$scale" 'BEGIN { exit !(s + 0 > 0) }' || die_usage "TL_SCALE must be a positive number, not '$scale'"
  { read -r tl; read -r ml; read -r ol; } < <(problem_conf "$1" time_limit memory_limit output_limit)
  tl=$(awk -v t="$tl" -v s="$scale" -v a="${asan:-0}" 'BEGIN { printf "%.3g\n", t * s * (a == 1 ? 10 : 1) }')
  [ "${asan:-0}" = 1 ] && ml=0
  export JUDGE_TL=$tl JUDGE_ML=$ml JUDGE_OL=$ol
}

# cases P: the cases of testdata/P/recipe, in order, as name|kind|in|out|source|oracle.
cases() {
  "$tools_bin/table" --recipe "$testdata_dir/$1/recipe" "$testdata_dir/$1" "$build/testdata/$1"
}

# mib KIB: KiB as MiB with one decimal, as the reports show memory.
mib() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }

# all_problems: every folder of problems/.
all_problems() {
  local d
  for d in "$problems_dir"/*/; do basename "$d"; done
}

# The checks' report: one line per check, then "N passed, M failed" from finish (", K skipped"
# when some were).
passed=0 failed=0 skipped=0
ok() { passed=$((passed + 1)); printf '  ok    %s\n' "$1"; }
fail() { failed=$((failed + 1)); printf '  FAIL  %s\n' "$1"; }
finish() { echo "$passed passed, $failed failed$([ "$skipped" = 0 ] || echo ", $skipped skipped")"; [ "$failed" = 0 ]; }

# side_by_side FUNCTION ITEM...: FUNCTION ITEM for every ITEM, one per core at a time, for checks
# whose every verdict comes from what they print, never from a time (a margin or a budget of wall
# time must not share the machine with them); or for make judge runs held to margins, each with
# JOBS=1, as many runs at once as one make judge with JOBS=nproc (stress-test.sh's attempts). Each runs in a subshell with its own counts and its
# own $work (WORK/ITEM, made here); its lines are shown, in ITEMs' order, once it and those
# before it have ended, and its counts added to this shell's. One that ends without its counts is
# one failure.
side_by_side() { # its names start with sbs_: the FUNCTION it runs sees them (bash's scoping)
  local sbs_fn=$1 sbs_base=$work sbs_shown=0 sbs_i
  shift
  local sbs_items=("$@")
  for ((sbs_i = 0; sbs_i < ${#sbs_items[@]}; sbs_i++)); do
    mkdir -p "$sbs_base/${sbs_items[sbs_i]}"
    (
      work=$sbs_base/${sbs_items[sbs_i]} passed=0 failed=0 skipped=0
      "$sbs_fn" "${sbs_items[sbs_i]}"
      echo "$passed $failed $skipped" >"$work/counts"
    ) >"$sbs_base/${sbs_items[sbs_i]}.out" 2>&1 </dev/null &
    while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do wait -n || true; sbs_show; done
  done
  while [ "$(jobs -rp | wc -l)" -gt 0 ]; do wait -n || true; sbs_show; done
  sbs_show all
}
# sbs_show [ALL]: side_by_side's items not shown yet that have ended, in order, their lines and
# counts (with ALL, every one left: all have ended)
sbs_show() {
  local p_ f_ s_ item
  while [ "$sbs_shown" -lt ${#sbs_items[@]} ]; do
    item=${sbs_items[sbs_shown]}
    [ -n "${1:-}" ] || [ -f "$sbs_base/$item/counts" ] || return 0
    cat "$sbs_base/$item.out"
    if read -r p_ f_ s_ 2>/dev/null <"$sbs_base/$item/counts"; then
      passed=$((passed + p_)) failed=$((failed + f_)) skipped=$((skipped + s_))
    else fail "$item: its checks stopped before their end"; fi
    sbs_shown=$((sbs_shown + 1))
  done
}

# A check whose tools are not installed is skipped, naming the Debian package that would enable
# it. As root judge/deps.sh installs every package, so there a skip is a failure (CI skips
# nothing); JUDGE_SKIPS=allow|fail overrides (the harness's own test of skipping).
skips_fail() { [ "${JUDGE_SKIPS:-$([ "$(id -u)" = 0 ] && echo fail)}" = fail ]; }
skip() {
  if skips_fail; then fail "$1 (a skip, and judge/deps.sh installs every package as root)"
  else skipped=$((skipped + 1)); printf '  skip  %s\n' "$1"; fi
}
# need WHAT PACKAGE COMMAND...: true when every COMMAND is on the PATH; else WHAT is skipped,
# naming PACKAGE.
need() {
  local what=$1 package=$2 c
  shift 2
  for c in "$@"; do
    command -v "$c" >/dev/null || { skip "$what: needs $c (apt-get install $package)"; return 1; }
  done
}
# lang_installed FILE [NAME]: true when the commands of FILE's language (languages.conf; NAME
# picks among its extension's) are on the sandbox's PATH; else prints why not, naming the package.
lang_installed() {
  if [ -z "${JUDGE_BOX_PATH:-}" ]; then JUDGE_BOX_PATH=$(conf <("$tools_bin/run" --probe) path) && export JUDGE_BOX_PATH; fi
  "$tools_bin/lang" installed "$@"
}
# need_lang WHAT FILE [NAME]: lang_installed FILE [NAME], else WHAT is skipped, naming the package.
need_lang() {
  local what=$1 why
  shift
  why=$(lang_installed "$@") || { skip "$what: ${why#judge: }"; return 1; }
}
# busy_start: a busy loop on every core, the tests' stand-in for a machine doing other work;
# busy_stop kills those loops, by their own ids and nothing else (call it from the test's EXIT trap
# too, so that an interrupted test leaves none running).
busy=()
busy_start() {
  local i
  for ((i = 0; i < $(nproc); i++)); do
    (while :; do :; done) &
    busy+=($!)
  done
}
busy_stop() {
  local pid
  # a killed loop's wait returns non-zero, which must not end a `set -e` script half way
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true; done
  busy=()
}
# libcrypt_links: whether gcc links -lcrypt, which UVa's C flags give (the package libcrypt-dev).
libcrypt_links() { echo 'int main(void){return 0;}' | gcc -x c -o /dev/null - -lcrypt 2>/dev/null; }
