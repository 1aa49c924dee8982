#!/usr/bin/env bash
# escape-test.sh - what the judge itself opens, copies and unpacks before anything is sandboxed: can
# a submission, a class's folder or a package make it read or write with its own rights?
#
#   judge/tests/escape-test.sh        (as root, then again as the user judgeuser, created when missing)
#
# Each attack is a small package or folder written here, in one temp folder, with a secret of ours
# (secret.txt: a file the judging user may read, and a judged program must never see) beside it:
#   zip         a package zip named `...zip` holding a file named pkg (the judge's own tool's
#               name): judged, nothing of it runs outside the sandbox (no PWNED beside it) and
#               the judge's tools are as they were;
#   bomb        a zip of two files of 600 MiB, each under the cap of one: refused at the 1 GiB
#               a zip may unpack to, nothing of it left;
#   links       a package whose data/secret/leak.in and .ans are links to the secret (and a zip
#               holding such a link): each left out with a line, the secret in no report; a
#               class's six files swapped for links to the secret and back, without pause, while
#               the judge copies them: each judged or refused, the secret in no report; a
#               class's folder with a link to the secret, one to a folder, a looping one and a
#               dangling one: each refused in its own line (CE), never a harness error; a file whose
#               answers.h beside it is a link to the secret: not copied, the secret in no report;
#   limits      a package asking for 10^9 s, 1 TiB of memory and of output: capped, in one line;
#               a validator writing file after file into its feedback folder: stopped at its quota;
#   names       a package's name, a submission's name and a validator's dialogue holding terminal
#               codes (ESC, CR, a C1 control, invalid UTF-8): none reaches the terminal raw; a name holding
#               `<!--<script>` cannot open a script in the class's page, and a package named
#               ../../esc cannot put its page out of build/judge/class/.
# The judge runs on copies of its own programs (BUILD=tmp/build), so an escape overwrites those.
# Ends with "N passed, M failed".
set -uo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
need_tools judge pkg run
need "package attacks" zip zip unzip || { finish; exit; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/judge-escape-test.XXXXXX")
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
chmod 755 "$tmp"
echo "SECRET_$(od -An -tx8 -N8 /dev/urandom | tr -d ' ')" >"$tmp/secret.txt"
secret=$(cat "$tmp/secret.txt")
echo_pkg=$root/judge/tests/fixtures/packages/echo
as=()

# judge LOG ARG...: build/judge/judge ARG... from a private copy of the tools, as "$as" (root or
# judgeuser), in the temp folder; its exit status in $status, stdout and stderr in LOG.
judge() {
  local log=$1
  shift
  rm -rf "$tmp/build" && mkdir -p "$tmp/build" && cp -r "$tools_bin" "$tmp/build/judge" && chmod -R a+rX "$tmp/build"
  [ ${#as[@]} = 0 ] || chown -R judgeuser: "$tmp/build"
  status=0
  (cd "$tmp" && "${as[@]}" env BUILD="$tmp/build" JOBS=2 "$@" >"$log" 2>&1) || status=$?
}
# leaks LOG: the secret, or a raw terminal code (ESC, CR, a C1 control as UTF-8: U+0080..U+009F)
leaks() { grep -qF "$secret" "$1" || LC_ALL=C grep -qP '\x1b|\r|\xc2[\x80-\x9f]' "$1"; }

attacks() {
  local who=$1 d
  # --- zip: named ...zip, holding the judge's tool pkg ---
  d=$tmp/zip-$who && mkdir -p "$d" && cp -r "$echo_pkg/." "$d/"
  printf '#!/bin/sh\nid >%s/PWNED\n' "$tmp" >"$d/pkg" && chmod 755 "$d/pkg"
  rm -f "$tmp/...zip" "$tmp/PWNED" && (cd "$d" && zip -qr "$tmp/...zip" .)
  judge "$tmp/zip.log" "$tmp/build/judge/judge" --package "$tmp/...zip"
  if [ ! -e "$tmp/PWNED" ] && [ "$status" = 0 ] && cmp -s "$tools_bin/pkg" "$tmp/build/judge/pkg"; then ok "$who: a package named ...zip is judged (exit 0), nothing of it ran outside the sandbox"
  else fail "$who: a package named ...zip: exit $status$([ -e "$tmp/PWNED" ] && echo ", its pkg ran: $(cat "$tmp/PWNED")"): $(tail -n 1 "$tmp/zip.log")"; fi

  # --- links in a package, as a folder and zipped ---
  d=$tmp/links-$who && mkdir -p "$d" && cp -r "$echo_pkg/." "$d/"
  ln -s "$tmp/secret.txt" "$d/data/secret/leak.in" && ln -s "$tmp/secret.txt" "$d/data/secret/leak.ans"
  judge "$tmp/links.log" "$tmp/build/judge/judge" --package -v "$d"
  if [ "$status" = 0 ] && ! leaks "$tmp/links.log" && grep -q 'leak.in is a symbolic link' "$tmp/links.log" && ! grep leak "$tmp/links.log" | grep -qv 'symbolic link'; then
    ok "$who: a package's data linked to a secret: left out, with a line"
  else fail "$who: a package's data linked to a secret: exit $status, $(grep -c leak "$tmp/links.log") lines name it: $(grep leak "$tmp/links.log" | head -n 2 | tr '\n' ' ')"; fi
  rm -f "$tmp/links.zip" && (cd "$d" && zip -qry "$tmp/links.zip" .)
  judge "$tmp/links-zip.log" "$tmp/build/judge/judge" --package -v "$tmp/links.zip"
  if [ "$status" = 0 ] && ! leaks "$tmp/links-zip.log" && grep -q 'leak.in is a symbolic link' "$tmp/links-zip.log"; then ok "$who: a zipped link to a secret: left out, with a line"
  else fail "$who: a zipped link to a secret: exit $status: $(grep leak "$tmp/links-zip.log" | head -n 2 | tr '\n' ' ')"; fi

  # --- a zip bomb: two files of 600 MiB (sparse here, zeros in the zip), each under the cap of one ---
  d=$tmp/bomb-$who && mkdir -p "$d" && cp -r "$echo_pkg/." "$d/"
  truncate -s 600M "$d/data/secret/big1.in" "$d/data/secret/big2.in" && rm -f "$tmp/bomb.zip" && (cd "$d" && zip -qr "$tmp/bomb.zip" .) && rm -rf "$d"
  judge "$tmp/bomb.log" "$tmp/build/judge/judge" --package "$tmp/bomb.zip"
  if [ "$status" = 2 ] && grep -q 'unpacks to more than 1024 MiB: refused' "$tmp/bomb.log" && [ -z "$(find "$tmp" -name 'big?.in')" ]; then ok "$who: a zip that unpacks to 1.2 GiB: refused at its quota, nothing of it left"
  else fail "$who: a zip bomb: exit $status: $(tail -n 1 "$tmp/bomb.log")"; fi

  # --- a class's files swapped for links to the secret while the judge copies them ---
  d=$tmp/race-$who && mkdir -p "$d" "$d.tmp"
  printf '#include <stdio.h>\nint main(void)\n{\n    int c;\n    while ((c = getchar()) != EOF) putchar(c);\n    return 0;\n}\n' >"$tmp/echo.c"
  for i in 1 2 3 4 5 6; do cp "$tmp/echo.c" "$d/r$i.c"; done
  [ ${#as[@]} = 0 ] || chown -R judgeuser: "$d"
  # rename() swaps each name between the file and a link in one step, as fast as it can, until the
  # stop file appears; waiting for the loop then waits for the last cp or mv it started
  (while [ ! -e "$d.stop" ]; do for i in 1 2 3 4 5 6; do ln -sf "$tmp/secret.txt" "$d.tmp/l$i" && mv -fT "$d.tmp/l$i" "$d/r$i.c"; cp "$tmp/echo.c" "$d.tmp/f$i" && mv -fT "$d.tmp/f$i" "$d/r$i.c"; done; done) &
  racer=$!
  judge "$tmp/race.log" JUDGE_SOL="$d" "$tmp/build/judge/judge" --package --own "$echo_pkg"
  touch "$d.stop" && wait "$racer"
  if ! leaks "$tmp/race.log" && [ "$(grep -cE '^  r[1-6]\.c +C +(AC|CE) ' "$tmp/race.log")" = 6 ]; then ok "$who: a class's files swapped for links as the judge copies them: each judged or refused, the secret in no report ($(grep -c 'symbolic link' "$tmp/race.log") of 6 refused)"
  else fail "$who: files swapped for links: exit $status: $(grep -e SECRET -e 'r[1-6]\.c' "$tmp/race.log" | head -n 3 | tr '\n' ' ')"; fi

  # --- links in a class's folder, and a header beside a single file ---
  d=$tmp/class-$who && mkdir -p "$d"
  cp "$echo_pkg/submissions/accepted/cat.sh" "$d/ok.sh"
  ln -s "$tmp/secret.txt" "$d/ln-secret.c" && ln -s loop.c "$d/loop.c" && ln -s "$tmp/nowhere.c" "$d/dangling.c"
  mkdir -p "$tmp/secrets-$who" && cp "$tmp/secret.txt" "$tmp/secrets-$who/main.c" && ln -s "$tmp/secrets-$who" "$d/ln-folder"
  judge "$tmp/class.log" JUDGE_SOL="$d" "$tmp/build/judge/judge" --package --own "$echo_pkg"
  if [ "$status" = 1 ] && ! leaks "$tmp/class.log" && [ "$(grep -c 'CE.*refused: .* is a symbolic link' "$tmp/class.log")" = 4 ]; then
    ok "$who: a class's links (to a secret, to a folder, looping, dangling): each refused in its line, exit 1"
  else fail "$who: a class's links: exit $status: $(grep -e 'ln-\|loop\|dangling\|error' "$tmp/class.log" | head -n 5 | tr '\n' ' ')"; fi
  d=$tmp/single-$who && mkdir -p "$d"
  printf 'int main(void)\n{\n    return\n#include "answers.h"\n        ;\n}\n' >"$d/x.c" && ln -s "$tmp/secret.txt" "$d/answers.h"
  judge "$tmp/single.log" JUDGE_SOL="$d/x.c" "$tmp/build/judge/judge" --package --own "$echo_pkg"
  if ! leaks "$tmp/single.log" && grep -q 'CE' "$tmp/single.log"; then ok "$who: a header beside a file, linked to a secret: not read (CE)"
  else fail "$who: a header linked to a secret: exit $status: $(grep -e CE -e SECRET "$tmp/single.log" | head -n 2 | tr '\n' ' ')"; fi

  # --- a package's limits past sanity ---
  d=$tmp/limits-$who && mkdir -p "$d" && cp -r "$echo_pkg/." "$d/"
  echo 1000000000 >"$d/.timelimit" && printf 'limits:\n  memory: 1048576\n  output: 1048576\n' >>"$d/problem.yaml"
  judge "$tmp/limits.log" "$tmp/build/judge/judge" --package "$d"
  # the cap is on the package's own figure, which the machine's factor then moves as any limit
  f=$("$tmp/build/judge/run" --machine | sed -n 's/^factor=//p')
  if grep -qF "TL $(awk -v f="$f" 'BEGIN { printf "%.3g", 60 * f }') s" "$tmp/limits.log" && grep -q '^== .* ML 2048 MiB  OL 256 MiB' "$tmp/limits.log" &&
     grep -q "past the judge's caps" "$tmp/limits.log"; then ok "$who: a package's limits past sanity: capped (60 s x$f), said in a line"
  else fail "$who: a package's limits past sanity: $(grep -e '^==' -e caps "$tmp/limits.log" | tr '\n' ' ')"; fi
  echo cpu=1 >"$tmp/result"
  if "$tools_bin/pkg" timelimit 1000000000 "$tmp/result" | grep -qx tl=60; then ok "$who: a time multiplier past sanity: the time limit it gives is capped"
  else fail "$who: a time multiplier past sanity: $("$tools_bin/pkg" timelimit 1000000000 "$tmp/result" | head -n 1)"; fi

  # --- names with terminal codes, and a page's script ---
  d=$tmp/names-$who && mkdir -p "$d" "$tmp/class2-$who" && cp -r "$echo_pkg/." "$d/"
  printf 'validator_flags: "case_sensitive space_change_sensitive"\nname: "E\x1b]0;pwned\x07\xc2\x9b2K\rcho<!--<script>\xff"\n' >"$d/problem.yaml"
  cp "$echo_pkg/submissions/accepted/cat.sh" "$d/submissions/accepted/$(printf 'c\x1b[2K\rat\xc2\x85\xfe.sh')"
  judge "$tmp/names.log" "$tmp/build/judge/judge" --package "$d"
  if ! leaks "$tmp/names.log" && iconv -f UTF-8 -t UTF-8 "$tmp/names.log" >/dev/null 2>&1 && [ "$status" = 0 ]; then ok "$who: a package's names with terminal codes and invalid UTF-8: none raw"
  else fail "$who: a package's names with terminal codes: exit $status: $(grep -c $'\e' "$tmp/names.log") ESC, $(grep -c $'\r' "$tmp/names.log") CR"; fi
  d=$tmp/story-$who && mkdir -p "$d/output_validators/v" && cp -r "$echo_pkg/." "$d/" && echo 'validation: custom' >>"$d/problem.yaml"
  # shellcheck disable=SC2016 # $3: the validator's own argument, its feedback folder
  printf '#!/bin/sh\nprintf "wrong\\nmove \\033]0;pwned\\007\\302\\233\\r\\377\\n" >"$3/judgemessage.txt"\nexit 43\n' >"$d/output_validators/v/v.sh"
  judge "$tmp/story.log" JUDGE_SOL="$echo_pkg/submissions/accepted/cat.sh" "$tmp/build/judge/judge" --package --own "$d"
  if ! leaks "$tmp/story.log" && iconv -f UTF-8 -t UTF-8 "$tmp/story.log" >/dev/null 2>&1 && grep -q '^      move ?' "$tmp/story.log"; then ok "$who: a validator's dialogue with terminal codes: shown cleaned"
  else fail "$who: a validator's dialogue: $(grep -c $'\e' "$tmp/story.log") ESC: $(grep -a move "$tmp/story.log" | head -n 1 | od -c | head -n 2 | tr '\n' ' ')"; fi
  # a validator's feedback folder flooded, file after file, each under the cap of one
  # shellcheck disable=SC2016 # $3 and $i: the validator's own
  printf '#!/bin/sh\nfor i in 1 2 3 4; do head -c 20000000 /dev/zero >"$3/f$i"; done\nexit 42\n' >"$d/output_validators/v/v.sh"
  judge "$tmp/flood.log" JUDGE_SOL="$echo_pkg/submissions/accepted/cat.sh" "$tmp/build/judge/judge" --package --own "$d"
  if grep -q 'the output validator was stopped at its disk limit' "$tmp/flood.log"; then ok "$who: a validator that floods its feedback folder: stopped at its disk quota"
  else fail "$who: a validator that floods its feedback folder: $(grep -E '^  [A-Z]+ ' "$tmp/flood.log" | head -n 1)"; fi
  d=$tmp/names-$who
  cp "$echo_pkg/submissions/accepted/cat.sh" "$tmp/class2-$who/<!--<script>.sh"
  printf 'validator_flags: "case_sensitive space_change_sensitive"\nname: ../../esc<!--<script>\n' >"$d/problem.yaml"
  judge "$tmp/page.log" JUDGE_SOL="$tmp/class2-$who" "$tmp/build/judge/judge" --package --own "$d"
  d=$tmp/build/judge/class/package.html
  if [ -f "$d" ] && ! grep -q '<!--<script>' "$d" && [ "$(find "$tmp/build" -maxdepth 1 -name 'esc*')" = "" ]; then ok "$who: a name with <!--<script> in the class's page: escaped; a package named ../../esc: its page in build/judge/class/"
  else fail "$who: a class's page: $(grep -c '<!--<script>' "$d" 2>/dev/null) raw '<!--<script>', outside: $(find "$tmp/build" -maxdepth 1 -name 'esc*')"; fi
}

attacks "$(id -un)"
if [ "$(id -u)" = 0 ]; then
  if ! id judgeuser >/dev/null 2>&1; then
    useradd -m judgeuser
    echo "  (created the user judgeuser, to judge as an ordinary user)"
  fi
  chown -R judgeuser: "$tmp"
  as=(setpriv --reuid=judgeuser --regid=judgeuser --init-groups)
  attacks judgeuser
fi
finish
