#!/usr/bin/env bash
# testdata.sh - make every case of testdata/<p>/recipe and check it, for each problem given.
#
#   judge/data/testdata.sh [--update] PROBLEM...
#
# Per problem (the recipe is read by judge/lib/table.c): the recipe lists exactly the .in files
# present; generated inputs are written by tools/gen into build/testdata/<p>/; every expected
# output is written by the oracle command the recipe names (a tool of tools/ and its arguments,
# never the solution) into build/testdata/<p>/, and a hand case's committed .out must be exactly
# that; the oracle exits 0 on valid input and 1 on a bad-* case; the validator accepts every
# valid input and rejects every bad-* one; and the SHA-256 of every .in and .out matches
# testdata/<p>/SHA256SUMS, so any drift in a generator or an oracle is caught. Nothing here writes
# into the source tree, but --update: after a deliberate change, it rewrites the hand cases'
# .out files and SHA256SUMS (review them with git diff).
# Ends with "N passed, M failed" (four checks per problem).
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
update=0
if [ "${1:-}" = --update ]; then update=1; shift; fi
[ $# -gt 0 ] || die_usage "usage: judge/data/testdata.sh [--update] PROBLEM..."
need_tools table

check() { # check NAME WHY: ok when WHY is empty
  if [ -z "$2" ]; then ok "$1"; else fail "$1:$2"; fi
}

for p in "$@"; do
  dir=$testdata_dir/$p tools=$build/testdata/$p/tools out_dir=$build/testdata/$p
  echo "== testdata $p"
  mkdir -p "$out_dir"
  declare -A listed=()
  sums='' why_r='' why_o='' why_v='' n=0 ngen=0
  while IFS='|' read -r name kind in exp source oracle; do
    listed[$name]=1 n=$((n + 1))
    case $source in
      hand) [ -f "$in" ] || { why_r+=" $name.in missing;"; continue; } ;;
      gen*) ngen=$((ngen + 1)); read -r -a args <<<"${source#gen}"
            "$tools/gen" "${args[@]}" >"$in" || { why_r+=" gen failed for $name;"; continue; } ;;
    esac
    want=0
    [ "$kind" = bad ] && want=1
    read -r -a cmd <<<"$oracle"
    [ -x "$tools/${cmd[0]}" ] || { why_r+=" $name: no tool '${cmd[0]}' in tools/;"; continue; }
    status=0
    "$tools/${cmd[0]}" "${cmd[@]:1}" <"$in" >"$out_dir/$name.out.new" 2>"$out_dir/oracle-err" || status=$?
    [ "$status" = "$want" ] || why_o+=" ${cmd[*]} exits $status on $name, expected $want ($(head -n1 "$out_dir/oracle-err"));"
    if [ "$source" = hand ]; then
      if [ "$update" = 1 ]; then cp "$out_dir/$name.out.new" "$exp"
      elif ! cmp -s "$out_dir/$name.out.new" "$exp"; then why_o+=" testdata/$p/$name.out is not what ${oracle%% *} writes;"; fi
      rm -f "$out_dir/$name.out.new"
    else
      mv "$out_dir/$name.out.new" "$exp"
    fi
    status=0
    "$tools/validate" <"$in" >/dev/null 2>"$out_dir/validate-err" || status=$?
    [ "$status" = "$want" ] || why_v+=" validate exits $status on $name, expected $want ($(head -n1 "$out_dir/validate-err"));"
    sums+="$(sha256sum <"$in" | cut -d' ' -f1)  $name.in"$'\n'
    sums+="$(sha256sum <"$exp" | cut -d' ' -f1)  $name.out"$'\n'
  done < <(cases "$p")

  # Every committed input is in the recipe (an unlisted file would never be judged).
  for f in "$dir"/*.in; do
    [ -f "$f" ] || continue
    b=$(basename "$f" .in)
    [ -n "${listed[$b]:-}" ] || why_r+=" $b.in is not in the recipe;"
  done
  unset listed
  check "$p: recipe lists $n cases ($ngen generated), all present" "$why_r"
  check "$p: every .out written by its oracle (exit 0, or 1 on bad-* cases)" "$why_o"
  check "$p: validator accepts every valid input and rejects every bad-* one" "$why_v"
  if [ "$update" = 1 ]; then
    printf '%s' "$sums" >"$dir/SHA256SUMS"
    ok "$p: SHA256SUMS and the hand cases' .out rewritten ($((n * 2)) files): review them with git diff"
  elif [ -f "$dir/SHA256SUMS" ] && diff <(sort -k2 "$dir/SHA256SUMS") <(printf '%s' "$sums" | sort -k2) >"$out_dir/sums-diff"; then
    ok "$p: checksums of $((n * 2)) files match SHA256SUMS"
  else
    fail "$p: checksums differ from testdata/$p/SHA256SUMS (files: $(grep -E '^[<>]' "$out_dir/sums-diff" 2>/dev/null | awk '{print $3}' | sort -u | head -n 5 | tr '\n' ' ')); after a deliberate change run: make checksums P=$p"
  fi
done
finish
