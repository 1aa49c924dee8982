#!/usr/bin/env bash
# selftest.sh - the harness's own tests: fixture programs with known verdicts, judged through
# build/judge/judge (judge/judging/judge.c) exactly as a user's file is, on the fixture problem "sum" (judge/tests/fixtures/).
# Every check is bounded by a timeout, so a harness that hangs fails instead of hanging.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
fx=$root/judge/tests/fixtures
# JUDGE_MACHINE=1: the fixtures burn a fixed number of CPU seconds against the fixture's limits as
# written, on any machine (machine-test.sh checks the factor that moves our problems' limits)
export BUILD=$build JUDGE_PROBLEMS=$fx/problems JUDGE_TESTDATA=$fx/testdata JUDGE_MACHINE=1
out=$(mktemp)
trap 'rm -f "$out"' EXIT

bad() { fail "$1"; sed 's/^/        | /' "$out"; }

# judge ARGS...: runs build/judge/judge with a time bound; sets status. JUDGE_SOL names the file for --own.
judge() {
  status=0
  timeout 60 "$tools_bin/judge" "$@" >"$out" 2>&1 || status=$?
}

# expect_case FIXTURE CASE [DETAIL-REGEX]: judge one fixture file, check one case's line: the
# verdict of the fixture's `expect:` tag (profiles.sh checks that its name's prefix agrees).
expect_case() {
  local f=$1 case=$2 detail=${3:-} line want
  need_lang "$f" "$fx/verdicts/$f" || return 0
  want=$("$tools_bin/verdict" tag "$fx/verdicts/$f" expect)
  JUDGE_SOL=$fx/verdicts/$f judge --own --all-cases sum
  line=$(grep -E "^  [A-Z]+ +$case " "$out" || true)
  if [ "${line:2:4}" != "$(printf '%-4s' "$want")" ]; then
    bad "$f: $case should be $want"
  elif [ -n "$detail" ] && ! grep -Eq -- "$detail" <<<"$line"; then
    bad "$f: $case is $want but its detail does not match /$detail/"
  elif [ "$f" = ac.c ] && [ "$status" != 0 ]; then
    bad "$f: every case AC, yet exit status $status"
  elif [ "$want" != AC ] && [ "$status" != 1 ]; then
    bad "$f: exit status $status, expected 1 (a verdict not as expected)"
  else
    ok "$f: $case is $want${detail:+ (/$detail/)}"
  fi
}

echo "== harness self-test (judge/tests/fixtures)"
expect_case ac.c sample-1
expect_case ac.c edge-empty
expect_case ac.c bad-letter
expect_case wa.c sample-1 'line 1: expected "3", found "4"'
expect_case wa-crlf.c sample-1 'only CR characters differ'
expect_case wa-spaces.c sample-1 'would be AC if whitespace were ignored'
expect_case wa-bad-exit0.c bad-letter 'exit status 0 on bad input'
expect_case tle-busy.c sample-1
expect_case tle-sleep.c sample-1 'killed after [0-9.]+ s of real time, idle: 0\.0[0-9] s of CPU, asleep or blocked'
expect_case mle.c sample-1
expect_case re-segv.c sample-1 'SIGSEGV'
expect_case re-abort.c sample-1 'SIGABRT'
expect_case re-exit3.c sample-1 'exit status 3'
expect_case re-traceback.py sample-1 'exit status 1: ValueError: no pile here'
expect_case ole.c sample-1
expect_case no.c sample-1
# Abuse: nothing may hang, fill the disk or outlive its case.
expect_case no-closes-stdout.c sample-1
expect_case tle-reads-forever.c sample-1 ' >[0-9.]+ s cpu .* MiB$' # its CPU limit, no detail: never idle
expect_case ole-stderr-flood.c sample-1
expect_case mle-huge-at-once.c sample-1
expect_case mle-read-at-limit.c sample-1
expect_case fork-child.c sample-1
expect_case ac-many-processes.c sample-1
for f in fork-child ac-many-processes; do
  if pgrep -f "$build/judge/work.*/prog/solution/prog" >/dev/null; then
    fail "$f.c: a child is still running after the case"
  else
    ok "$f.c: no process left behind"
  fi
done
# (the builds the judge keeps, build/judge/builds/, are not a run's output)
if [ -n "$(find "$build/judge" -maxdepth 1 -name 'work.*' -size +2M 2>/dev/null)" ] || [ "$(du -sm --exclude=builds "$build/judge" | cut -f1)" -gt 50 ]; then
  fail "the floods left more than 50 MiB behind in $build/judge"
else
  ok "no output left behind by the floods (build/judge under 50 MiB)"
fi

# A busy program is stopped once its CPU time passes the limit (plus a 0.05 s margin), not a whole
# second later as RLIMIT_CPU alone would: the run reports killed=cpu and about the limit.
gcc -O2 -o "$build/judge/tle-busy" "$fx/verdicts/tle-busy.c"
"$tools_bin/run" -t 0.3 -w 20 -o /dev/null -r "$build/judge/tle-busy" -- "$build/judge/tle-busy" >"$out"
{ read -r cpu; read -r killed; } < <(conf "$out" cpu killed)
if [ "$killed" = cpu ] && awk -v c="$cpu" 'BEGIN { exit !(c > 0.3 && c < 0.5) }'; then
  ok "tle-busy.c under run -t 0.3: stopped at $cpu s of CPU (killed=cpu)"
else
  bad "tle-busy.c under run -t 0.3 should be stopped by the CPU poll near 0.35 s"
fi

# The writable folders hold at most -D MiB in all (a build's: many files, each under the cap of
# one, cannot fill the disk): past it the run is stopped (killed=disk); under it, it is not.
disk=$(mktemp -d "$build/judge/disk.XXXXXX")
# shellcheck disable=SC2016 # $i: the shell's in the sandbox
timeout 60 "$tools_bin/run" -t 10 -f 1 -F 100 -D 50 -W "$disk" -C "$disk" -- sh -c 'for i in 1 2 3 4 5; do head -c 30000000 /dev/zero >f$i; done' >"$out" 2>&1 || true
over=$(conf "$out" killed 2>/dev/null || true)
rm -f "$disk"/f*
timeout 60 "$tools_bin/run" -t 10 -f 1 -F 100 -D 50 -W "$disk" -C "$disk" -- sh -c 'head -c 30000000 /dev/zero >f1' >"$out" 2>&1 || true
under=$(conf "$out" killed 2>/dev/null || true)
rm -rf "$disk"
if [ "$over" = disk ] && [ "$under" = none ]; then ok "run -D 50: five files of 29 MiB stopped (killed=disk), one not"
else bad "run -D 50: five files of 29 MiB should be killed=disk (got '$over'), one none (got '$under')"; fi

# memory_cgroup FILE: the cgroup v1 memory controller's path in a /proc/PID/cgroup file (none: empty)
memory_cgroup() { awk -F: '$2 ~ /(^|,)memory(,|$)/ { print $3 }' "$1" 2>/dev/null || true; }
# sleeper MARK: the runner started on `sleep MARK` in the background; sets pid (the runner's),
# prog (the sleep's, empty when it was never seen) and cg (its memory cgroup, empty without one)
sleeper() {
  mark=$1 prog='' cg=''
  "$tools_bin/run" -t 60 -w 60 -m 64 -o /dev/null -- /bin/sleep "$mark" >"$out" 2>&1 &
  pid=$!
  for _ in $(seq 100); do prog=$(pgrep -fx "/bin/sleep $mark" || true); [ -z "$prog" ] || break; sleep 0.1; done
  [ -z "$prog" ] || cg=$(memory_cgroup "/proc/$prog/cgroup")
}
# A stop of the runner itself (SIGTERM here; a terminal's Ctrl-C alike) ends the program with it
# and leaves nothing behind: the runner ends by that signal, no process of the run and (as root)
# not its cgroup, which a runner killed by the signal's default action used to leave.
sleeper 31.$$
st=0
kill -TERM "$pid"
wait "$pid" || st=$?
case $cg in */run-*) cg=/sys/fs/cgroup/memory$cg ;; *) cg='' ;; esac
if [ -n "$prog" ] && [ "$st" = 143 ] && ! pgrep -fx "/bin/sleep $mark" >/dev/null && { [ -z "$cg" ] || [ ! -e "$cg" ]; }; then
  ok "run stopped by SIGTERM: it ends by it (143), the program with it${cg:+, its cgroup removed}"
else bad "run stopped by SIGTERM: program seen '${prog:-none}', exit $st (want 143), cgroup '${cg:-none}' $([ -n "$cg" ] && [ -e "$cg" ] && echo 'still there')"; fi

# A runner killed by SIGKILL takes the program with it (its parent-death signal), and the init of
# its sandbox too: no process of the run is left. The cgroup it leaves (as root) is removed here.
sleeper 32.$$
kill -KILL "$pid"
wait "$pid" 2>/dev/null || true
for _ in $(seq 20); do pgrep -fx "/bin/sleep $mark" >/dev/null || break; sleep 0.1; done
case $cg in */run-*) for _ in $(seq 20); do rmdir "/sys/fs/cgroup/memory$cg" 2>/dev/null && break; sleep 0.1; done ;; esac
if [ -n "$prog" ] && ! pgrep -fx "/bin/sleep $mark" >/dev/null; then ok "run killed by SIGKILL: the program dies with it"
else bad "run killed by SIGKILL: program seen '${prog:-none}', $(pgrep -fx "/bin/sleep $mark" >/dev/null && echo 'still running' || echo gone)"; fi

# A cgroup a runner killed by SIGKILL left (empty, made over an hour ago) goes with the next run;
# one made just now (a run starting beside this one) stays. Root's only: cgroups are root's here.
jc=/sys/fs/cgroup/memory$(memory_cgroup /proc/self/cgroup)
jc=${jc%/}/judge
if [ "$(id -u)" = 0 ] && mkdir -p "$jc" 2>/dev/null; then
  mkdir "$jc/run-selftest-old.$$" "$jc/run-selftest-new.$$"
  touch -d '2 hours ago' "$jc/run-selftest-old.$$"
  "$tools_bin/run" -t 1 -m 64 -o /dev/null -- /bin/true >"$out" 2>&1 || true
  if [ ! -e "$jc/run-selftest-old.$$" ] && [ -e "$jc/run-selftest-new.$$" ]; then ok "run: an empty cgroup over an hour old is removed, a new one kept"
  else bad "run: want the old empty cgroup removed and the new one kept: old $([ -e "$jc/run-selftest-old.$$" ] && echo kept || echo removed), new $([ -e "$jc/run-selftest-new.$$" ] && echo kept || echo removed)"; fi
  rmdir "$jc/run-selftest-old.$$" "$jc/run-selftest-new.$$" 2>/dev/null || true
else skip "run: the sweep of cgroups left behind (root's only)"; fi

JUDGE_SOL=$fx/verdicts/ce.c judge --own sum
if grep -q '^  CE ' "$out" && [ "$status" = 1 ]; then ok "ce.c: CE"; else bad "ce.c: should be CE"; fi

# Variants: caught, a test-data failure when never caught, a failure when a verdict is not allowed,
# and a failure when a verdict holds by less than its margin (an AC past half the limit, a TLE
# that ends before 1.5 times it).
judge sum
if grep -q 'wa-caught.c .*-> caught (first WA: sample-1)' "$out" &&
   grep -q 'wa-never-wrong.c .*-> FAILED: never WA' "$out" &&
   grep -q 'wa-crashes.c .*-> FAILED: RE on sample-1' "$out" && [ "$status" = 1 ] &&
   grep -q 'ac-near-the-limit.c .*-> FAILED: AC on [a-z0-9-]* with 0.3[0-9] s of 0.5 s, under the margin' "$out" &&
   grep -q 'tle-narrow.c .*-> FAILED: TLE on [a-z0-9-]* with 0.6[0-9] s of 0.5 s at most, under the margin' "$out" &&
   grep -q '^  sum: 3/3 AC' "$out" && grep -q '^4 passed, 4 failed$' "$out"; then
  ok "variants: caught / never caught / verdict not allowed / under the margin (AC and TLE), summary and count lines"
else
  bad "variants: expected caught, never caught, not allowed, two under the margin"
fi

# Your own program under the margin keeps its verdict: a note, exit 0.
JUDGE_SOL=$JUDGE_PROBLEMS/sum/variants/ac-near-the-limit.c judge --own sum
if [ "$status" = 0 ] && grep -q '^  note: AC on [a-z0-9-]* with 0.3[0-9] s of 0.5 s, under the margin' "$out"; then
  ok "your own program under the margin: AC kept, a note, exit 0"
else
  bad "your own program under the margin should keep AC with a note and exit 0"
fi

# --quick (make judge): once a variant shows its expected verdict, its later cases are skipped and
# the report says so; two jobs at a time, yet a variant's cases one after the other (judge.c's
# run_queue), so "later" is exact.
JOBS=2 judge --quick sum
if grep -q 'wa-caught.c .*-> caught (first WA: sample-1); 1 skipped after that' "$out" &&
   grep -q 'variant runs skipped once' "$out"; then
  ok "--quick: a caught variant's later case skipped, and the report says so"
else
  bad "--quick: wa-caught.c should skip edge-empty after its WA on sample-1"
fi

# Kept builds (judging/lang-kept.c): a build is kept by its whole key and used again, a compile
# error never, and a kept key that differs from the build's by one byte (a hash collision) is not
# used. A source of its own (a unique comment) keys a new build; the kept program is then swapped
# for wa.c's, so that a verdict tells whether the kept build was run.
mine=$(mktemp -d)
trap 'rm -f "$out"; rm -rf "$mine"' EXIT
mark="kept-$$-$RANDOM$RANDOM"
kept() { grep -lF "$mark" "$build"/judge/builds/*/key 2>/dev/null | sed 's|/key$||' || true; }
{ echo "/* $mark */"; cat "$fx/verdicts/ac.c"; } >"$mine/ac.c"
{ echo "/* $mark */"; cat "$fx/verdicts/ce.c"; } >"$mine/ce.c"
JUDGE_SOL=$mine/ac.c judge --own sum
entry=$(kept)
if [ "$status" = 0 ] && [ -n "$entry" ] && [ "$(wc -l <<<"$entry")" = 1 ] && [ -x "$entry/out/prog" ]; then
  ok "a build that succeeded is kept: $(basename "$entry")"
else bad "ac.c should be AC and its build kept once under build/judge/builds/"; fi
if [ -n "$entry" ]; then
  gcc -o "$entry/out/prog" "$fx/verdicts/wa.c"
  JUDGE_SOL=$mine/ac.c judge --own sum
  if grep -q '^  WA ' "$out"; then ok "the same source again: the kept build runs (its program swapped: WA)"
  else bad "the same source again should run the kept build (swapped for wa.c's: WA)"; fi
  printf x >>"$entry/key"
  JUDGE_SOL=$mine/ac.c judge --own sum
  if [ "$status" = 0 ]; then ok "a kept key one byte off (a hash collision) is not used: built again, AC"
  else bad "a kept key that differs from the build's should not be used"; fi
fi
JUDGE_SOL=$mine/ce.c judge --own sum
if grep -q '^  CE ' "$out" && [ "$(kept | wc -l)" = 1 ]; then ok "a compile error is not kept"
else bad "ce.c should be CE and not kept"; fi

# At most JUDGE_KEPT_BUILDS builds are kept, the least recently used removed first: in a copy of
# the harness (its own builds/ beside it, untouched by the steps that run beside this one), with
# room for two, sources a, b, then a again (used: touched), then c: b goes, a and c stay.
h=$mine/harness/build/judge
mkdir -p "$h" && find "$tools_bin" -maxdepth 1 -type f -perm -u+x -exec cp -t "$h/" {} + # every program: the judge names those it needs
kept_in() { grep -lF "$mark-$1" "$h"/builds/*/key 2>/dev/null | wc -l; }
for s in a b a c; do
  { echo "/* $mark-$s */"; cat "$fx/verdicts/ac.c"; } >"$mine/$s.c"
  JUDGE_KEPT_BUILDS=2 JUDGE_ROOT=$root JUDGE_SOL=$mine/$s.c timeout 60 "$h/judge" --own sum >"$out" 2>&1 || echo "judge on $s.c: exit $?"
done
if [ "$(ls "$h/builds" | wc -l)" = 2 ] && [ "$(kept_in a)" = 1 ] && [ "$(kept_in b)" = 0 ] && [ "$(kept_in c)" = 1 ]; then
  ok "JUDGE_KEPT_BUILDS=2: the least recently used build removed (b), the one used again (a) and the newest (c) kept"
else bad "JUDGE_KEPT_BUILDS=2 after a, b, a, c: want a and c kept, b removed; kept: $(for s in a b c; do echo "$s=$(kept_in $s)"; done | tr '\n' ' ')"; fi

# A reader that goes away (make judge | head) stops the judge by SIGPIPE, which then removes its
# scratch folder as for any stop signal (runner.c's catch_stops): none is left in its build folder.
BUILD=$mine/b JUDGE_ROOT=$root "$h/judge" sum 2>/dev/null | head -n 1 >/dev/null || true
if [ -d "$mine/b/judge" ] && [ -z "$(find "$mine/b/judge" -maxdepth 1 -name 'work.*')" ]; then ok "judge | head -n 1: the judge stops and leaves no scratch folder"
else bad "judge | head -n 1 left its scratch folder: $(find "$mine/b/judge" -maxdepth 1 -name 'work.*' 2>/dev/null | head -n 1)"; fi

# Exit codes: usage and configuration errors are 2, harness errors 3 and never WA.
judge --bogus
if [ "$status" = 2 ]; then ok "usage error: exit 2"; else bad "usage error should exit 2"; fi
judge no-such-problem
if [ "$status" = 2 ]; then ok "unknown problem: exit 2"; else bad "unknown problem should exit 2"; fi
JUDGE_RUN=/bin/false judge --no-variants sum
if [ "$status" = 3 ] && grep -q '^  HE ' "$out" && ! grep -q '^  WA ' "$out"; then ok "harness error: HE, exit 3"
else bad "a failing run helper should give HE and exit 3"; fi

finish
