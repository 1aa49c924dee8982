# jobs.sh - sourced by pkg.sh (make judge PKG=): the runs it queues, judged side by side, and a
# class's scoreboard rows. Glue only: build/judge/case judges a run, build/judge/report writes.
#
#   run_queue                  judges the job list $work/jobs (five lines a run: PROGRAM_DIR IN
#                              EXP OUT_DIR BAD_PROBLEM, as build/judge/case takes them), $jobs at
#                              a time, by make judge's own queue (judge --queue: judging/judge.c),
#                              then empties it
#   class_rows SEARCH WHY...   a class's runs with a progress line, then one scoreboard row per
#                              submission of $work/submissions (name|expect|entry|many), with ids,
#                              langs and report as the caller set them; WHY... why each one was
#                              not judged (empty: it was); SEARCH 1: its counterexample is sought
# shellcheck shell=bash disable=SC2154  # work, jobs, tools_bin, ids, langs, report, tl: the caller's

run_queue() {
  [ -s "$work/jobs" ] || return 0
  JOBS=$jobs "$tools_bin/judge" --queue "$work/jobs" || true
  : >"$work/jobs"
}

class_rows() {
  local search=$1 progress i=0 name entry many why
  shift
  local whys=("$@")
  "${report[@]}" progress --runs $(($(wc -l <"$work/jobs") / 5)) &
  progress=$!
  run_queue
  touch "$work/runs-done"
  wait "$progress" || true
  while IFS='|' read -r name _ entry many _; do
    why=()
    [ -z "${whys[i]:-}" ] || why=(--why "${whys[i]}")
    "${report[@]}" row --id "${ids[i]}" --src "$name" --tl "$tl" --lang "${langs[i]}" --entry "$entry" --many "$many" \
      --search "$search" "${why[@]}" || echo "  ${ids[i]}: the report failed on it (a harness error)"
    i=$((i + 1))
  done <"$work/submissions"
}
