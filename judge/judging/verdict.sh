# verdict.sh - sourced by judge.sh and findbug.sh: the limits of a problem and the verdict of one
# run, exactly as the judge gives it (so a counterexample from make stress fails make judge too).
#
#   read_limits P                 sets tl (CPU seconds, times TL_SCALE, x10 under --asan), ml
#                                 (MiB, 0 = none) and ol (MiB) from limits.conf
#   judge_case NAME IN EXP P      runs run_cmd on IN under the limits; sets verdict, detail, cpu,
#                                 wall, mem_kib; the output is left in $work/out
#   first_diff_line EXP GOT       the first line where GOT differs from EXP (nothing when equal)
# Uses: run (the run helper), work (a scratch folder), limits_conf, tl_scale, asan, run_cmd.
# shellcheck shell=bash disable=SC2154,SC2034  # globals set and read by the script that sources it

# --- limits ------------------------------------------------------------------------------------

# Sets tl (CPU seconds), ml (MiB, 0 = none), ol (MiB) for problem $1.
read_limits() {
  local line
  line=$(awk -v p="$1" '$1 == p { print $2, $3, $4; exit }' "$limits_conf")
  [ -n "$line" ] || config_error "no line for $1 in $limits_conf"
  read -r tl ml ol <<<"$line"
  tl=$(awk -v t="$tl" -v s="$tl_scale" 'BEGIN { print t * s }')
  if [ "$asan" = 1 ]; then tl=$(awk -v t="$tl" 'BEGIN { print t * 10 }'); ml=0; fi
}

# --- one case ------------------------------------------------------------------------------------

# Shows line $2 of file $1, control characters visible, cut to a sane width.
show_line() {
  local text
  if [ "$(wc -l <"$1")" -lt "$2" ] && [ "$(sed -n "${2}p" "$1" | wc -c)" -eq 0 ]; then
    echo "(end of output)"; return
  fi
  text=$(sed -n "${2}{s/\r/\\\\r/g;s/\t/\\\\t/g;p;q}" "$1")
  if [ ${#text} -gt 70 ]; then text="${text:0:70}..."; fi
  echo "\"$text\""
}

# The first line where $2 differs from $1 (nothing when they are equal). When one is a prefix of
# the other, cmp names the last line they share; the line after it is the first that differs.
first_diff_line() {
  local diff
  diff=$(cmp -- "$1" "$2" 2>&1) && return 0
  case $diff in
    *"EOF on $1"*) echo $(( $(wc -l <"$1") + 1 )) ;;
    *"EOF on $2"*) echo $(( $(wc -l <"$2") + 1 )) ;;
    *) diff=${diff##*line }; echo "${diff//[^0-9]/}" ;;
  esac
}

# Why $2 (found) differs from $1 (expected): first differing line, both versions, and a hint.
explain_wa() {
  local exp=$1 got=$2 line
  line=$(first_diff_line "$exp" "$got")
  line=${line:-1}
  detail="line $line: expected $(show_line "$exp" "$line"), found $(show_line "$got" "$line")"
  if tr -d '\r' <"$got" | cmp -s - "$exp"; then
    detail+="; hint: only CR characters differ (CRLF line ends?)"
  elif { cat "$got"; echo; } | cmp -s - "$exp"; then
    detail+="; hint: only the final newline is missing"
  elif cmp -s <(tr -s ' \t\r\n' '\n' <"$exp" | sed '/^$/d') <(tr -s ' \t\r\n' '\n' <"$got" | sed '/^$/d'); then
    detail+="; hint: would be AC if whitespace were ignored"
  fi
}

# The line of a crash's stderr that says what happened: the first, except after a Python
# traceback header, whose last line names the exception.
err_line() {
  if head -n1 "$1" | grep -q '^Traceback (most recent call last)'; then grep -v '^[[:space:]]*$' "$1" | tail -n1 | cut -c1-100
  else head -n1 "$1" | cut -c1-100; fi
}

# Runs run_cmd on case $1 (name) with input $2 and expected output $3, for problem $4.
# Sets verdict, detail, cpu, wall, mem_kib; the output stays in $work/out.
judge_case() {
  local name=$1 in=$2 exp=$3 p=$4 report exit signal killed out_bytes
  local got=$work/out err=$work/err
  detail=''
  if ! report=$("$run" -t "$tl" -m "$ml" -f "$ol" -i "$in" -o "$got" -e "$err" -- "${run_cmd[@]}" 2>"$work/run-err"); then
    verdict=HE detail="harness error: $(head -c 300 "$work/run-err")"; cpu=0 wall=0 mem_kib=0
    return
  fi
  # report: exit=N signal=N cpu=S wall=S mem_kib=N killed=K
  read -r exit signal cpu wall mem_kib killed < <(sed 's/[a-z_]*=//g' <<<"$report")
  out_bytes=$(wc -c <"$got")
  # A run that was killed or crashed is never compared: the order below is the precedence.
  if [ "$killed" = wall ] || [ "$killed" = cpu ] || [ "$signal" = 24 ] || awk -v c="$cpu" -v t="$tl" 'BEGIN { exit !(c > t) }'; then
    verdict=TLE
    if [ "$killed" = wall ]; then detail="killed after $wall s of real time"; fi
    # stopped once past the limit: all that is known is that it needed more
    if [ "$killed" = cpu ]; then cpu=">$tl"; fi
  elif [ "$killed" = mem ] || { [ "$ml" != 0 ] && [ "$mem_kib" -gt $((ml * 1024)) ]; }; then
    verdict=MLE detail="over $ml MiB"
  elif [ "$signal" = 25 ] || [ "$out_bytes" -gt $((ol * 1048576)) ]; then
    verdict=OLE detail="over $ol MiB of output"
  elif [ "$signal" != 0 ]; then
    verdict="RE" detail="killed by SIG$(kill -l "$signal" 2>/dev/null || echo "$signal")"
    if [ -s "$err" ]; then detail+=": $(err_line "$err")"; fi
  elif [ "${name#bad-}" != "$name" ]; then
    judge_bad_case "$exit" "$exp" "$got" "$err" "$p"
  elif [ "$exit" != 0 ]; then
    verdict="RE" detail="exit status $exit"
    if [ -s "$err" ]; then detail+=": $(err_line "$err")"; fi
  elif [ "$out_bytes" = 0 ] && [ -s "$exp" ]; then
    verdict=NO detail="no output"
  elif cmp -s "$exp" "$got"; then
    verdict=AC
  else
    verdict=WA
    explain_wa "$exp" "$got"
  fi
}

# Bad input: exit status 1, the valid cases' answers on stdout, one line "<p>: line N: ..." on stderr.
judge_bad_case() {
  local exit=$1 exp=$2 got=$3 err=$4 p=$5
  if [ "$exit" != 1 ]; then
    if [ "$exit" = 0 ]; then verdict=WA detail="exit status 0 on bad input, expected 1"
    else verdict=RE detail="exit status $exit on bad input, expected 1: $(err_line "$err")"; fi
  elif ! cmp -s "$exp" "$got"; then
    verdict=WA
    explain_wa "$exp" "$got"
    detail="answers before the bad input: $detail"
  elif [ "$(wc -l <"$err")" != 1 ] || ! grep -Eq "^$p: line [0-9]+: ." "$err"; then
    verdict=WA detail="stderr must be one line \"$p: line N: what is wrong\", found: $(head -n1 "$err" | cut -c1-80)"
  else
    verdict=AC
  fi
}
