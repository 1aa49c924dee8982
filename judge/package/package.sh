#!/usr/bin/env bash
# package.sh - each problem as a problem package for other judge systems (make package [P=]), in
# the legacy Kattis problem package format, which Kattis installs and DOMjudge imports.
#
#   judge/package/package.sh [--format 2025-09] PROBLEM...
#
# --format 2025-09 writes the version problem setters use today into build/package-2025-09/<p>/
# (and .zip): problem.yaml names the version, a uuid (from the problem's name) and the time limit
# (limits.time_limit, no .timelimit), the statement is in statement/; the rest as below, the
# submissions' folders being that version's default directories (make judge PKG= checks
# every case against their rules).
#
# Writes build/package/<p>/ and build/package/<p>.zip (the package's files at the zip's top):
#   problem.yaml                  name, source, source_url, license; memory and output limits
#   .timelimit                    the CPU time limit in seconds, as DOMjudge reads it
#   problem_statement/problem.en.tex   made from problems/<p>/README.md by judge/package/md2tex:
#                                 the game, input and output, limits (the samples are added by
#                                 the judge system from data/sample; traps and bad input stay out)
#   data/sample/, data/secret/    every valid case of the recipe, the generated ones included, in
#                                 recipe order (NNN-name.in and .ans); the samples are the cases
#                                 named sample*; bad-input cases stay out (judges never send it)
#   input_validators/validate/    our validator, exit 42 for a valid input and 43 for an invalid one
#   submissions/<folder>/         our solution and every variant, in the folder of the verdict its
#                                 expect: tag names (judge/package/submissions.sh; a variant that includes
#                                 a header of its own folder goes in as a folder holding both)
# Needs make's tools and test data (use it through make package), and zip.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
usage() { die_usage "usage: judge/package/package.sh [--format 2025-09] PROBLEM..."; }
format=legacy
if [ "${1:-}" = --format ]; then [ "${2:-}" = 2025-09 ] || usage; format=$2; shift 2; fi
[ $# -gt 0 ] || usage
need_tools conf table verdict md2tex
command -v zip >/dev/null || die_usage "package: zip is missing: install the package zip (apt-get install zip)"

# The statement's sections a contestant reads, in problems/<p>/README.md.
sections=("The game" "Input and output" "Limits")

# shellcheck source=judge/package/submissions.sh
. "$root/judge/package/submissions.sh"

# submit FILE FOLDER: FILE as a submission in FOLDER; with the headers of its own folder that it
# includes, as a folder of its own.
submit() {
  local f=$1 dir=$2 name headers=() h
  name=$(basename "$f" .c)
  while read -r h; do [ -f "$(dirname "$f")/$h" ] && headers+=("$(dirname "$f")/$h"); done < <(sed -n 's/^#include "\(.*\)"/\1/p' "$f")
  if [ ${#headers[@]} -eq 0 ]; then cp "$f" "$dir/"; else mkdir -p "$dir/$name"; cp "$f" "${headers[@]}" "$dir/$name/"; fi
}

for p in "$@"; do
  conf_file=$problems_dir/$p/problem.conf
  [ -f "$conf_file" ] || die_usage "package: no problem '$p'"
  out=$build/package/$p statement=problem_statement
  [ "$format" = legacy ] || out=$build/package-$format/$p statement=statement
  rm -rf "$out" "$out.zip"
  mkdir -p "$out/$statement" "$out/data/sample" "$out/data/secret" "$out/input_validators/validate" "$out/submissions"
  { read -r title; read -r source; read -r url; read -r tl; read -r ml; read -r ol; } \
    < <(conf "$conf_file" title source url time_limit memory_limit output_limit)

  if [ "$format" = legacy ]; then
    problem_yaml "judge/package/package.sh from problems/$p/problem.conf: edit that" "$title" "$ml" "$ol" \
      "source: \"$source\"" ${url:+"source_url: \"$url\""} >"$out/problem.yaml"
    echo "$tl" >"$out/.timelimit"
  else # the same problem always has the same uuid; limits: is problem_yaml's last block
    uuid=$(printf '%s' "$p" | sha256sum | sed -E 's/^(.{8})(.{4})(.{4})(.{4})(.{12}).*/\1-\2-\3-\4-\5/')
    { problem_yaml "judge/package/package.sh --format $format from problems/$p/problem.conf: edit that" "$title" "$ml" "$ol" \
        "problem_format_version: $format" "uuid: $uuid" "source:" "  name: \"$source\"" ${url:+"  url: \"$url\""}
      echo "  time_limit: $tl"; } >"$out/problem.yaml"
  fi
  "$tools_bin/md2tex" "$title" "${sections[@]}" <"$problems_dir/$p/README.md" >"$out/$statement/problem.en.tex"

  k=0
  while IFS='|' read -r name kind in exp _; do
    [ "$kind" = valid ] || continue
    [ -f "$in" ] && [ -f "$exp" ] || die_usage "package: case $p/$name is missing: run make data"
    k=$((k + 1))
    case $name in sample*) to=sample ;; *) to=secret ;; esac
    base=$out/data/$to/$(printf '%03d' "$k")-$name
    cp "$in" "$base.in"
    cp "$exp" "$base.ans"
  done < <(cases "$p")

  # Ours exits 0 or 1; a package's exits 42 or 43. Ours is included unchanged, with its exits renamed.
  cp "$testdata_dir/$p/tools/validate.c" "$out/input_validators/validate/ours.h"
  cp "$build/include/$p/limits.h" "$out/input_validators/validate/"
  # and the headers it includes from its own folder or the problem's game code, where make finds
  # them (catmouse's reads with the game code's problems/catmouse/game/graph.h)
  for h in $(sed -n 's/^#include "\([a-z0-9_]*\.h\)"$/\1/p' "$testdata_dir/$p/tools/validate.c"); do
    for d in "$testdata_dir/$p/tools" "$problems_dir/$p/game"; do
      [ ! -f "$d/$h" ] || cp "$d/$h" "$out/input_validators/validate/"
    done
  done
  cat >"$out/input_validators/validate/validate.c" <<'EOF'
/* The input validator of a problem package: 42 for a valid input, 43 for an invalid one. It is
 * ours (testdata/<p>/tools/validate.c, here ours.h), which exits 0 or 1, included unchanged and run
 * with no option: the package checks our limits, as its data holds inputs beyond the original's. */
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
int main(int argc, char **argv) { (void)argc; return ours(1, argv) == 0 ? 42 : 43; } /* our limits: no option */
EOF

  for f in "$problems_dir/$p/$p.c" "$problems_dir/$p/variants/"*.c; do
    [ -f "$f" ] || continue
    want=$(expected_verdict "$p" "$f")
    folder=$(package_folder "$want") || die_usage "package: no package folder for the verdict $want of $f"
    # 2025-09 checks every case: a variant whose allow: tag permits more than its folder's rule
    # does goes to rejected/ (one that expects AC, to may_time_out/, which has no rule of its
    # own), with a submissions.yaml rule saying its tags in the format's verdicts
    allow=$("$tools_bin/verdict" tag "$f" allow) allowed=''
    if [ "$format" != legacy ] && [ -n "$allow" ]; then
      # shellcheck disable=SC2086 # the tag's verdicts, one word each
      allowed=$("$tools_bin/verdict" format AC "$want" $allow)
      if [ "$allowed" = "$("$tools_bin/verdict" format AC "$want")" ]; then allowed=''
      elif [ "$want" = AC ]; then folder=may_time_out
      else folder=rejected; fi
    fi
    mkdir -p "$out/submissions/$folder"
    submit "$f" "$out/submissions/$folder"
    if [ -n "$allowed" ]; then
      name=$(basename "$f" .c)
      [ -d "$out/submissions/$folder/$name" ] || name=$(basename "$f")
      { printf '%s/%s:\n  permitted: [%s]\n' "$folder" "$name" "${allowed// /, }"
        [ "$want" = AC ] || printf '  required: [%s]\n' "$("$tools_bin/verdict" format "$want")"
      } >>"$out/submissions/submissions.yaml"
    fi
  done
  (cd "$out" && zip -qr "../$p.zip" .)
  printf '  package %s: %s (data: %d sample, %d secret; %d submissions), %s.zip (%s)\n' "$p" "${out#"$root"/}" \
    "$(find "$out/data/sample" -name '*.in' | wc -l)" "$(find "$out/data/secret" -name '*.in' | wc -l)" \
    "$(find "$out/submissions" -mindepth 2 -maxdepth 2 | wc -l)" "${out#"$root"/}" "$(du -h "$out.zip" | cut -f1)"
done
