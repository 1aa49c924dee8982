#!/usr/bin/env bash
# package.sh - each game's play version (make judge MODE=play, make package) as an interactive
# problem package in the legacy Kattis format, which make judge PKG= judges.
#
#   judge/play/package.sh PROBLEM...
#
# Writes build/play/<p>/ and build/play/<p>.zip:
#   problem.yaml, .timelimit     validation: custom interactive; the problem's limits
#   problem_statement/problem.en.tex   from problems/<p>/play/README.md (judge/package/md2tex)
#   output_validators/referee/   the referee (judge/play/referee.c) with the problem's explainer
#                                (problems/<p>/study/), the game code it includes
#                                (problems/<p>/game/*.h), limits.h and play/move.h, in one folder:
#                                judge/lib/explain.c as explain-main.h, which referee.c includes (a C
#                                build of the folder compiles its .c files, and this one has a main)
#   data/sample/, data/secret/   one case per item of our valid test data that the referee can play
#                                (referee --check; plainly spaced), the program first and second: NNN-<case>-<item>-<side>
#                                .in (side, seed, the item) and .ans (the program's value)
#   input_validators/validate/   the case's two lines, then our validator on the item
#   submissions/<folder>/        play/player.c (accepted) and play/variants/*.c by their expect: tag
# build/play/<p>/referee is the referee built here with the harness's flags (for --check).
set -euo pipefail
shopt -s nullglob # a problem may have no headers of its own in study/ or game/
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
[ $# -gt 0 ] || die_usage "usage: judge/play/package.sh PROBLEM..."
need_tools conf table verdict md2tex
# shellcheck source=judge/package/submissions.sh
. "$root/judge/package/submissions.sh"

# Items per problem: enough positions of every kind, few enough for make test.
max_items=${PLAY_ITEMS:-12}

for p in "$@"; do
  # as make judge MODE=play (judge --play, judging/judge.c) does: a problem without a play version is skipped, in one line
  [ -f "$problems_dir/$p/play/move.h" ] || { echo "play: $p has no play version yet (problems/$p/play/): not packaged"; continue; }
  out=$build/play/$p
  ref=$out/output_validators/referee
  rm -rf "$out" "$out.zip"
  mkdir -p "$ref" "$out/problem_statement" "$out/data/sample" "$out/data/secret" "$out/submissions"
  { read -r title; read -r tl; read -r ml; read -r ol; } < <(conf "$problems_dir/$p/problem.conf" title time_limit memory_limit output_limit)

  cp "$root/judge/play/referee.c" "$root/judge/lib/"{explain.h,study.h,rng.h} "$problems_dir/$p/study/explain.c" \
    "$problems_dir/$p/study/"*.h "$problems_dir/$p/game/"*.h "$build/include/$p/limits.h" "$problems_dir/$p/play/move.h" "$ref/"
  cp "$root/judge/lib/explain.c" "$ref/explain-main.h"
  # shellcheck disable=SC2046 # the profile's flags are words
  gcc $(profile harness) -o "$out/referee" "$ref/"*.c -lm

  problem_yaml "judge/play/package.sh: edit problems/$p/play/" "$title: play" "$ml" "$ol" \
    "validation: custom interactive" >"$out/problem.yaml"
  echo "$tl" >"$out/.timelimit"
  "$tools_bin/md2tex" "$title: play" "The game" "Protocol" "Limits" <"$problems_dir/$p/play/README.md" >"$out/problem_statement/problem.en.tex"

  k=0 items=0
  while IFS='|' read -r name kind in _; do
    [ "$kind" = valid ] && [ "$items" -lt "$max_items" ] || continue
    case $name in *crlf*|*whitespace*|*spacing*|*blank*|*odd*) continue ;; esac # a played game's input is plain
    while read -r item _; do
      [ "$items" -lt "$max_items" ] || break
      for side in first second; do
        base=$out/data/$([ "$k" -lt 2 ] && echo sample || echo secret)/$(printf '%03d' $((k + 1)))-$name-$item-$side
        { echo "$side"; echo "$((k + 1))"; "$build/testdata/$p/tools/items" pick "$item" <"$in"; } >"$base.in" 2>/dev/null || true
        if "$out/referee" --check "$base.in" >"$base.ans" 2>/dev/null; then
          k=$((k + 1)); [ "$side" = second ] || items=$((items + 1))
        else rm -f "$base.in" "$base.ans"; break; fi
      done
    done < <("$build/testdata/$p/tools/items" split <"$in")
  done < <(cases "$p")

  # The input validator: lines 1 and 2, then our validator (testdata/<p>/tools/validate.c, here
  # ours.h, as judge/package/package.sh includes it) on the item, the rest of stdin; beside it
  # limits.h and the game code (problems/<p>/game/), which it may include.
  mkdir -p "$out/input_validators/validate"
  cp "$testdata_dir/$p/tools/validate.c" "$out/input_validators/validate/ours.h"
  cp "$build/include/$p/limits.h" "$problems_dir/$p/game/"*.h "$out/input_validators/validate/"
  cat >"$out/input_validators/validate/validate.c" <<'EOF2'
/* The input validator of a play package: 42 for a valid case, 43 for an invalid one. Line 1 is
 * "first" or "second", line 2 the seed (digits), and the rest one valid input of the problem for
 * ours (testdata/<p>/tools/validate.c, here ours.h), which exits 0 or 1, run on it unchanged. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static void exit_42_or_43(int status) { exit(status == 0 ? 42 : 43); }
#define exit exit_42_or_43
#define main ours
#include "ours.h"
#undef main
#undef exit
int main(int argc, char **argv)
{
    char side[16], seed[32];
    size_t n;
    (void)argc;
    if (!fgets(side, sizeof side, stdin) || (strcmp(side, "first\n") && strcmp(side, "second\n"))) return 43;
    if (!fgets(seed, sizeof seed, stdin) || (n = strspn(seed, "0123456789")) == 0 || strcmp(seed + n, "\n")) return 43;
    return ours(1, argv) == 0 ? 42 : 43;
}
EOF2

  for f in "$problems_dir/$p/play/player.c" "$problems_dir/$p/play/variants/"*; do
    [ -f "$f" ] || continue
    want=$([ "$f" = "$problems_dir/$p/play/player.c" ] && echo AC || "$tools_bin/verdict" tag "$f" expect)
    dir=$out/submissions/$(package_folder "$want") || die_usage "play: no package folder for the verdict $want of $f"
    mkdir -p "$dir" && cp "$f" "$dir/"
  done
  (cd "$out" && zip -qr "../$p.zip" .)
  printf '  play package %s: %s (%d cases, %d submissions)\n' "$p" "${out#"$root"/}" \
    "$(find "$out/data" -name '*.in' | wc -l)" "$(find "$out/submissions" -mindepth 2 -maxdepth 2 | wc -l)"
done
