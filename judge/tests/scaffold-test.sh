#!/usr/bin/env bash
# scaffold-test.sh - make new P=<name> (judge/new.sh) as a contributor runs it, on a copy of the
# repository in a temp folder (the tracked files as they are now, committed there to a repository
# of its own): the new problem is judged as its template is (make judge P=), git status shows
# files in its two folders only, every file of the template's; a taken or malformed name is
# refused; without its play version make package skips that in one line; without its explainer
# and claims make checksums still runs. make test runs it. Ends with "N passed, M failed".
set -uo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
template=marienbad name=seventh
tmp=$(mktemp -d "${TMPDIR:-/tmp}/judge-scaffold-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
copy=$tmp/repo log=$tmp/log
mkdir "$copy"
(cd "$root" && git ls-files -z | tar --null -T - -cf -) | tar -C "$copy" -xf - &&
  (cd "$copy" && git init -q && git add -A && git -c user.name=test -c user.email=test@localhost commit -qm copy) ||
  { fail "a copy of the repository in $tmp"; finish; exit; }

# in_copy COMMAND...: make in the copy, building into the copy's own build/, quiet into $log.
in_copy() { (cd "$copy" && env -u JUDGE_PROBLEMS -u JUDGE_TESTDATA BUILD="$copy/build" make -s --no-print-directory "$@") >"$log" 2>&1; }
shown() { { grep -E 'FAILED|margin' "$log" | head -n 5; tail -n 5 "$log"; } | sed 's/^/        | /'; }

if in_copy new P="$name"; then ok "make new P=$name"; else fail "make new P=$name"; shown; fi
for bad in "$name" "$template" Seventh "a/b" ""; do
  if in_copy new P="$bad"; then fail "make new P='$bad' was not refused"
  elif grep -qE '^(new|usage): ' "$log"; then ok "make new P='$bad' refused: $(grep -E '^(new|usage): ' "$log")"
  else fail "make new P='$bad' failed without saying why"; shown; fi
done

# Only the new folders, with every file of the template's (build/ is ignored by .gitignore).
changed=$(cd "$copy" && git status --porcelain -uall)
want=$(cd "$copy" && git ls-files "problems/$template" "testdata/$template" | sed "s/$template/$name/g; s/^/?? /" | sort)
if [ "$changed" = "$want" ]; then ok "git status: the $(wc -l <<<"$want") files of problems/$name/ and testdata/$name/, nothing else"
else fail "git status is not the template's files under the new name: $(diff <(echo "$want") <(echo "$changed") | grep '^[<>]' | head -n 4 | tr '\n' ' ')"; fi

if in_copy judge P="$name" && grep -qE "^  $name: ([0-9]+)/\1 AC" "$log"; then ok "make judge P=$name: $(grep -E "^  $name: " "$log")"
else fail "make judge P=$name"; shown; fi

# make builds its explainer and claims checker where make test looks for them.
if in_copy all P="$name" && [ -x "$copy/build/study/$name/explain" ] && [ -x "$copy/build/study/$name/claims" ]; then
  ok "make all P=$name: build/study/$name/explain and claims"
else fail "make all P=$name: no build/study/$name/explain and claims"; shown; fi

# A problem without a play version (yet): make package makes its package and says so in one line.
rm -rf "$copy/problems/$name/play"
if in_copy package P="$name" && [ "$(grep -c "no play version" "$log")" = 1 ] && [ -f "$copy/build/package/$name.zip" ]; then
  ok "make package P=$name without play/: $(grep "no play version" "$log")"
else fail "make package P=$name without play/"; shown; fi

# Before the explainer and the claims checker exist, make checksums builds the rest and runs.
rm -f "$copy/problems/$name/study/explain.c" "$copy/problems/$name/study/claims.c"
if in_copy checksums P="$name"; then ok "make checksums P=$name without study/explain.c and claims.c"
else fail "make checksums P=$name without study/explain.c and claims.c"; shown; fi
finish
