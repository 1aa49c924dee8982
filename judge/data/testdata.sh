#!/usr/bin/env bash
# testdata.sh - make every case of testdata/<p>/recipe and check it, for each problem given.
#
#   judge/testdata.sh [--update] PROBLEM...
#
# Per problem: the recipe lists exactly the .in files present; generated inputs are written by
# tools/gen into build/testdata/<p>/; every .out is written by the oracle command the recipe names
# (a tool of tools/ and its arguments, never the solution); the oracle exits 0 on valid input and
# 1 on a bad-* case; the validator accepts every valid input and rejects every bad-* one; and the
# SHA-256 of every .in and .out
# matches testdata/<p>/SHA256SUMS, so any drift in a generator or an oracle is caught.
# --update rewrites SHA256SUMS instead of checking it (after a deliberate change: review git diff).
# Ends with "N passed, M failed" (four checks per problem).
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$root/build}
update=0
if [ "${1:-}" = --update ]; then update=1; shift; fi
[ $# -gt 0 ] || { echo "usage: judge/testdata.sh [--update] PROBLEM..." >&2; exit 2; }
passed=0 failed=0

check() { # check NAME OK-FLAG [WHY]
  if [ "$2" = 1 ]; then passed=$((passed + 1)); printf '  ok    %s\n' "$1"
  else failed=$((failed + 1)); printf '  FAIL  %s: %s\n' "$1" "$3"; fi
}

for p in "$@"; do
  dir=$root/testdata/$p tools=$build/testdata/$p/tools gen_dir=$build/testdata/$p
  echo "== testdata $p"
  [ -f "$dir/recipe" ] || { check "$p recipe" 0 "no $dir/recipe"; continue; }
  mkdir -p "$gen_dir"
  declare -A listed=()
  sums='' recipe_ok=1 oracle_ok=1 valid_ok=1 why_r='' why_o='' why_v='' n=0 ngen=0
  while IFS='|' read -r name src out _; do
    name=${name//[[:space:]]/}
    read -r -a outcmd <<<"$out"
    src=$(echo "$src" | xargs)
    case $name in ''|'#'*) continue ;; esac
    listed[$name]=1 n=$((n + 1))
    if ! [[ $name =~ ^[a-z0-9-]+$ ]]; then recipe_ok=0 why_r+=" bad name '$name';"; continue; fi
    if [ "$src" = hand ]; then
      in=$dir/$name.in exp=$dir/$name.out
      [ -f "$in" ] || { recipe_ok=0 why_r+=" $name.in missing;"; continue; }
    elif [ "${src%% *}" = gen ]; then
      in=$gen_dir/$name.in exp=$gen_dir/$name.out ngen=$((ngen + 1))
      read -r -a args <<<"${src#gen}"
      if ! "$tools/gen" "${args[@]}" >"$in"; then recipe_ok=0 why_r+=" gen failed for $name;"; continue; fi
    else
      recipe_ok=0 why_r+=" $name: 'in' must be 'hand' or 'gen ARGS';"; continue
    fi
    if [ ${#outcmd[@]} -eq 0 ] || [ ! -x "$tools/${outcmd[0]}" ]; then recipe_ok=0 why_r+=" $name: no tool '${outcmd[*]}' in tools/;"; continue; fi
    want=0
    [ "${name#bad-}" != "$name" ] && want=1
    status=0
    "$tools/${outcmd[0]}" "${outcmd[@]:1}" <"$in" >"$exp" 2>"$gen_dir/oracle-err" || status=$?
    [ "$status" = "$want" ] || { oracle_ok=0 why_o+=" ${outcmd[*]} exits $status on $name, expected $want ($(head -n1 "$gen_dir/oracle-err"));"; }
    status=0
    "$tools/validate" <"$in" >/dev/null 2>"$gen_dir/validate-err" || status=$?
    if [ "$status" != "$want" ]; then
      valid_ok=0 why_v+=" validate exits $status on $name, expected $want ($(head -n1 "$gen_dir/validate-err"));"
    fi
    sums+="$(sha256sum <"$in" | cut -d' ' -f1)  $name.in"$'\n'
    sums+="$(sha256sum <"$exp" | cut -d' ' -f1)  $name.out"$'\n'
  done <"$dir/recipe"

  # Every committed input is in the recipe (an unlisted file would never be judged).
  for f in "$dir"/*.in; do
    [ -f "$f" ] || continue
    b=$(basename "$f" .in)
    # a lookup, not "printf | grep -q": under pipefail, grep's early exit can fail the pipe
    [ -n "${listed[$b]:-}" ] || { recipe_ok=0 why_r+=" $b.in is not in the recipe;"; }
  done
  check "$p: recipe lists $n cases ($ngen generated), all present" "$recipe_ok" "$why_r"
  check "$p: every .out written by its oracle (exit 0, or 1 on bad-* cases)" "$oracle_ok" "$why_o"
  check "$p: validator accepts every valid input and rejects every bad-* one" "$valid_ok" "$why_v"
  if [ "$update" = 1 ]; then
    printf '%s' "$sums" >"$dir/SHA256SUMS"
    check "$p: SHA256SUMS rewritten ($((n * 2)) files): review it with git diff" 1
  elif [ -f "$dir/SHA256SUMS" ] && diff <(sort -k2 "$dir/SHA256SUMS") <(printf '%s' "$sums" | sort -k2) >"$gen_dir/sums-diff"; then
    check "$p: checksums of $((n * 2)) files match SHA256SUMS" 1
  else
    check "$p: checksums" 0 "differ from testdata/$p/SHA256SUMS (files: $(grep -E '^[<>]' "$gen_dir/sums-diff" 2>/dev/null | awk '{print $3}' | sort -u | head -n 5 | tr '\n' ' '); after a deliberate change run: make checksums P=$p"
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
