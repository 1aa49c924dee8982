#!/usr/bin/env bash
# new.sh - make new P=<name>: a seventh problem started as a copy of marienbad, every file of
# problems/marienbad/ and testdata/marienbad/ (game/ and play/ included) under the new name, the name
# changed inside them too, so that make judge, stress, explain, package and MODE=play work on it
# at once; judge/README.md's "A seventh problem" says which files to rewrite, in what order.
#
#   judge/new.sh NAME
#
# Why marienbad: it is the smallest of the six, one item a line, and it has every part a problem
# may have (variants of each verdict, an explainer with claims, a play version); and since make
# test checks it, the template cannot rot as a separate template folder could.
# Writes only problems/NAME/ and testdata/NAME/; refuses a name that is not a plain lower-case
# word (it becomes a file name and a C string) or that is taken.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/lib/common.sh"
template=marienbad
[ $# -eq 1 ] || die_usage "usage: make new P=<name>   (judge/new.sh NAME)"
name=$1
[[ $name =~ ^[a-z][a-z0-9_]*$ ]] || die_usage "new: '$name' is not a lower-case word (a-z, 0-9, _)"
for d in "$problems_dir/$name" "$testdata_dir/$name"; do
  [ ! -e "$d" ] || die_usage "new: ${d#"$root"/} exists already"
done

n=0
for src in "$problems_dir/$template" "$testdata_dir/$template"; do
  dst=${src%/*}/$name
  while IFS= read -r -d '' f; do
    rel=${f#"$src"/}
    out=$dst/${rel//$template/$name}
    mkdir -p "${out%/*}"
    sed "s/$template/$name/g" "$f" >"$out"
    chmod --reference="$f" "$out"
    n=$((n + 1))
  done < <(find "$src" -type f -print0)
done
echo "new: problems/$name/ and testdata/$name/, $n files: $template's, under the new name"
echo "new: now rewrite them for your game, in the order of judge/README.md's \"A seventh problem\"; make check P=$name checks it"
