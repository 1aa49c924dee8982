#!/usr/bin/env bash
# study-test.sh - the study pages (make study, judge/study/): what they run is what we test, and
# they show it right in a real browser.
#
#   judge/tests/study-test.sh PROBLEM...     (STUDY_WALKS=3 random games per sample item)
#
#   wasm     every wasm tool (the solution, explain and its modes) prints byte for byte what its
#            native build prints, and exits the same, on every test input (testdata/<p>/*.in and
#            the generated build/testdata/<p>/*.in), run through node with the page's own shim;
#   protocol random games from each sample item through the native `explain --play`: every
#            position and the position after each of its moves are checked by
#            build/judge/playcheck (judge/study/playcheck.c: the protocol's own rules, no game
#            rule); the start agrees with the oracle's answer line where it names a player;
#   pages    each page in headless Chromium from file://, on each sample and edge input (via
#            #in=): #answer is the oracle's .out; nothing is fetched, no script error;
#   games    in the browser, from the sample or edge item that is not a draw with the longest
#            perfect game (up to 60 moves): following the page's hints wins it (every feedback
#            says the win was kept), and the side that starts lost loses against the page's
#            perfect player.
# Play and pictures are tested on every problem whose explain has --play; the others are named.
# Ends with "N passed, M failed".
set -uo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
[ $# -gt 0 ] || die_usage "usage: judge/tests/study-test.sh PROBLEM..."
walks=${STUDY_WALKS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export NODE_PATH=$build/node/node_modules

missing=$("$root/judge/study/study.sh" --missing | tr '\n' ' ')
if [ -n "$missing" ]; then skip "the study pages: the wasm32-wasi toolchain (apt-get install ${missing% })"; finish; exit; fi
need "the study pages: wasm = native" nodejs node || { finish; exit; }
if make -s --no-print-directory -C "$root" study P="$*" >"$work/make.log" 2>&1; then ok "make study P=\"$*\": ${#@} pages"
else fail "make study: $(tail -n 3 "$work/make.log" | tr '\n' ' ')"; finish; exit; fi
c99=$(profile c99) # the solutions' native builds below: the flags of their wasm builds

# Every problem's explain speaks the play protocol (judge/lib/study.h): a new problem without it fails
# here instead of going untested.
playing=()
for p in "$@"; do
  # the whole output, not a pipe into head: under pipefail an early close could fail the check
  if [[ $("$build/study/$p/explain" --play 1 <"$testdata_dir/$p/sample-1.in" 2>/dev/null) == players* ]]; then
    playing+=("$p")
  else
    fail "$p: explain --play 1 < sample-1.in does not speak the play protocol (judge/lib/study.h)"
  fi
done
plays() { [[ " ${playing[*]} " == *" $1 "* ]]; }

# same P NAME NATIVE WASM [ARG...]: both builds on every input (the wasm ones in one node); one
# line for all of them.
same() {
  local p=$1 name=$2 native=$3 wasm=$4 in n=0 first=''
  shift 4
  rm -rf "$work/wasm" && mkdir "$work/wasm"
  ls "$testdata_dir/$p"/*.in "$build/testdata/$p"/*.in 2>/dev/null >"$work/inputs"
  node "$root/judge/study/run-wasm.js" --each "$work/wasm" "$wasm" "$@" <"$work/inputs"
  while read -r in; do
    n=$((n + 1))
    "$native" "$@" <"$in" >"$work/native.out" 2>"$work/native.err"
    echo "exit $?" >>"$work/native.err"
    if ! cmp -s "$work/native.out" "$work/wasm/$n.out" || ! cmp -s "$work/native.err" "$work/wasm/$n.err"; then
      first=${in#"$root"/}
      break
    fi
  done <"$work/inputs"
  if [ -z "$first" ]; then ok "$p: $name: wasm = native (stdout, stderr, exit status) on $n inputs"
  else fail "$p: $name: wasm differs from native on $first"; fi
}

# load P INPUT K [STATE]: item K at STATE (its start without) into $work/pos, and the position
# after each of its moves into the files of kids.
load() {
  local key next i=0
  "$build/study/$1/explain" --play "$3" ${4:+"$4"} <"$2" >"$work/pos" 2>"$work/pos.err" || return 1
  kids=()
  while IFS=$'\t' read -r key _ next _; do
    [ "$key" = move ] || continue
    i=$((i + 1))
    "$build/study/$1/explain" --play "$3" "$next" <"$2" >"$work/kid-$i" 2>"$work/pos.err" || return 1
    kids+=("$work/kid-$i")
  done <"$work/pos"
}

# walk P INPUT K SEED: one random game of item K from its start, every position checked.
walk() {
  local state='' ply
  for ((ply = 0; ply < 12; ply++)); do
    load "$1" "$2" "$3" "$state" || { echo "explain --play $3 $state: $(cat "$work/pos.err")"; return 1; }
    state=$("$tools_bin/playcheck" "$(($4 * 100 + ply))" "$work/pos" "${kids[@]}" 2>&1) || { echo "$state"; return 1; }
    positions=$((positions + 1))
    [ -n "$state" ] || return 0
  done
}

# perfect_game P INPUT K: how many moves item K's game lasts with the best move each time (61: more
# than 60).
perfect_game() {
  local state='' n
  for ((n = 0; n <= 60; n++)); do
    state=$("$build/study/$1/explain" --play "$3" ${state:+"$state"} <"$2" | awk -F'\t' '$1 == "move" && $5 == "best" { print $3 }')
    [ -n "$state" ] || break
  done
  echo "$n"
}

# native_checks P: P's wasm = native and play protocol checks (side_by_side: nothing is timed)
native_checks() {
  local p=$1 w=$build/wasm/$1 in k line said s
  echo "== $p"
  # shellcheck disable=SC2086 # the profile's flags are words
  gcc $c99 -o "$work/$p" "$problems_dir/$p/$p.c" -lm
  same "$p" "the solution" "$work/$p" "$w/$p.wasm"
  same "$p" "explain" "$build/study/$p/explain" "$w/explain.wasm"
  plays "$p" || return 0
  same "$p" "explain --svg" "$build/study/$p/explain" "$w/explain.wasm" --svg
  same "$p" "explain --play 1" "$build/study/$p/explain" "$w/explain.wasm" --play 1

  positions=0 items=0 checked=0 problems=''
  for in in "$testdata_dir/$p"/sample*.in; do
    for ((k = 1; k <= 20; k++)); do
      "$build/study/$p/explain" --play "$k" <"$in" >"$work/start" 2>/dev/null || break
      items=$((items + 1))
      line=$(sed -n "${k}p" "${in%.in}.out")
      if ! said=$("$tools_bin/playcheck" --root "$line" "$work/start" 2>&1); then problems+="${in##*/} item $k: $said; "
      elif [ "$said" = checked ]; then checked=$((checked + 1)); fi
      for ((s = 1; s <= walks; s++)); do
        walk "$p" "$in" "$k" "$s" >"$work/why" || { problems+="${in##*/} item $k, walk $s: $(cat "$work/why"); "; break; }
      done
    done
  done
  if [ -z "$problems" ]; then ok "$p: play protocol: $positions positions of $items sample items (each with every move's position); the start agrees with the oracle on $checked items"
  else fail "$p: play protocol: $problems"; fi
}
side_by_side native_checks "$@"

# playcheck can fail: the start of the first item with two moves or more of the first playing
# problem's sample (or a position along item 1's first moves), and the position after each of its
# moves, each spoiled in one way, must be rejected.
if [ ${#playing[@]} -gt 0 ]; then
  p=${playing[0]} in=$testdata_dir/${playing[0]}/sample-1.in
  for ((k = 1; k <= 20; k++)); do
    load "$p" "$in" "$k" || { k=1 && load "$p" "$in" 1; break; }
    [ "$(grep -c '^move' "$work/pos")" -lt 2 ] || break
  done
  # or the first position along item 1's first moves with two moves or more
  for ((d = 0; d < 20; d++)); do
    [ "$(grep -c '^move' "$work/pos")" -lt 2 ] || break
    state=$(awk -F'\t' '$1 == "move" { print $3; exit }' "$work/pos")
    load "$p" "$in" "$k" "$state"
  done
  caught=0 missed=''
  # spoil WHAT FILE SED: the copy of FILE changed by SED must be rejected.
  spoil() {
    local what=$1 file=$2 orig
    orig=$(cat "$file")
    sed -i "$3" "$file"
    if ! cmp -s <(echo "$orig") "$file" && ! "$tools_bin/playcheck" 1 "$work/pos" "${kids[@]}" 2>/dev/null >&2; then caught=$((caught + 1))
    else missed+="$what; "; fi
    echo "$orig" >"$file"
  }
  spoil "no best move" "$work/pos" '/^move/s/\tbest\t\([^\t]*\)$/\t-\t\1/'
  spoil "two best moves" "$work/pos" '/^move/s/\t-\t\([^\t]*\)$/\tbest\t\1/'
  spoil "an empty MOVE" "$work/pos" '0,/^move/{/^move/s/\t[^\t]*$/\t/}'
  spoil "a MOVE with two spaces" "$work/pos" '0,/^move/{/^move/s/$/  x/}'
  spoil "two moves written alike" "$work/pos" '/^move/s/\t[^\t]*$/\tx/'
  spoil "a length that is not a number" "$work/pos" '/^outcome/s/\t[^\t]*$/\tsoon/'
  spoil "a length of 0 with moves" "$work/pos" '/^outcome/s/\t[^\t]*$/\t0/'
  # where the game knows its length: a longer one than its best move's game lasts
  if grep -q "^outcome.*$(printf '\t')[0-9]*$" "$work/pos"; then spoil "a length its best move does not keep" "$work/pos" '/^outcome/s/\t\([0-9]*\)$/\t\15/'; fi
  spoil "the outcome flipped" "$work/pos" '/^outcome/{s/\twin\t/\tX\t/; s/\tlose\t/\twin\t/; s/\tX\t/\tlose\t/; s/\tdraw\t/\twin\t/}'
  spoil "a move's state with a '#'" "$work/pos" '0,/^move/s/^\(move\t[^\t]*\t[^\t]*\)/\1#/'
  spoil "a move's outcome flipped" "$work/pos" '0,/^move/{/^move/{s/\twin\t/\tX\t/; s/\tlose\t/\twin\t/; s/\tX\t/\tlose\t/; s/\tdraw\t/\twin\t/}}'
  spoil "the next player moves twice" "${kids[0]}" "s/^turn\t.*/$(grep '^turn' "$work/pos")/"
  spoil "the next position's state differs" "${kids[0]}" 's/^state\t\(.*\)/state\t\1x/'
  if [ -z "$missed" ]; then ok "playcheck rejects $caught spoiled copies of a position of $p's sample item $k (best moves, outcomes, states, turns, MOVEs, lengths)"
  else fail "playcheck accepts a spoiled position: $missed"; fi
fi

# The browser: one job list for every page, run in one Chromium, driven by npm's playwright-core
# (judge/deps.sh puts it into build/node, as any user).
need "the pages in Chromium" chromium chromium || { finish; exit; }
[ -f "$NODE_PATH/playwright-core/package.json" ] || { skip "the pages in Chromium: playwright-core is not in $NODE_PATH (judge/deps.sh installs it; it needs npm)"; finish; exit; }
: >"$work/jobs"
for p in "$@"; do
  page=$build/study/$p.html
  for in in "$testdata_dir/$p"/sample*.in "$testdata_dir/$p"/edge-*.in; do
    [ -f "$in" ] && [ "$(wc -c <"$in")" -le 20000 ] || continue
    printf 'answer\t%s\t%s\t%s\n' "$page" "$in" "$work/$p-$(basename "$in" .in).answer" >>"$work/jobs"
  done
  plays "$p" || continue
  # The sample or edge item that is not a draw whose perfect game is longest (up to 60 moves):
  # its winner is side 0 (the first mover) or 1.
  best='' longest=-1
  for in in "$testdata_dir/$p"/sample*.in "$testdata_dir/$p"/edge-*.in; do
    [ -f "$in" ] && [ "$(wc -c <"$in")" -le 20000 ] || continue
    for ((k = 1; k <= 20; k++)); do
      # the winner's side: the one to move (0 or 1 in the players line) if it wins, else the other
      winner=$("$build/study/$p/explain" --play "$k" <"$in" 2>/dev/null | awk -F'\t' '$1 == "players" { a = $2 }
        $1 == "turn" { t = ($2 == a) ? 0 : 1 } $1 == "outcome" { print $2 == "draw" ? "draw" : $2 == "win" ? t : 1 - t }')
      [ -n "$winner" ] || break
      [ "$winner" != draw ] || continue
      n=$(perfect_game "$p" "$in" "$k")
      [ "$n" -le 60 ] && [ "$n" -gt "$longest" ] || continue
      longest=$n best="$in|$k|$winner"
    done
  done
  IFS='|' read -r in k winner <<<"$best"
  printf 'game\t%s\t%s\t%s\t%s\thints\t%s\n' "$page" "$in" "$k" "$winner" "$work/$p.hints" >>"$work/jobs"
  printf 'game\t%s\t%s\t%s\t%s\tfirst\t%s\n' "$page" "$in" "$k" "$((1 - winner))" "$work/$p.first" >>"$work/jobs"
  echo "${in##*/} item $k ($longest moves of perfect play)" >"$work/$p.game"
done
if node "$root/judge/study/browser.js" <"$work/jobs" 2>"$work/browser.err"; then ok "Chromium ran $(wc -l <"$work/jobs") page jobs from file://, nothing fetched, no script error"
else fail "browser: $(head -n 3 "$work/browser.err" | tr '\n' ' ')"; fi
for p in "$@"; do
  n=0 bad=''
  for answer in "$work/$p"-*.answer; do
    [ -f "$answer" ] || continue
    n=$((n + 1)) name=${answer##*/"$p"-}
    cmp -s "$answer" "$testdata_dir/$p/${name%.answer}.out" || bad+="${name%.answer} "
  done
  if [ "$n" -gt 0 ] && [ -z "$bad" ]; then ok "$p: the page's #answer is the oracle's .out on $n sample and edge inputs"
  else fail "$p: the page's #answer differs from the oracle's .out on: ${bad:-(no answer at all)}"; fi
  plays "$p" || continue
  if [ "$(head -n 1 "$work/$p.hints" 2>/dev/null)" = won ] && ! tail -n +2 "$work/$p.hints" | grep -v '^You kept the win\.$' >/dev/null; then
    ok "$p: $(cat "$work/$p.game"): following the page's hints wins ($(($(wc -l <"$work/$p.hints") - 1)) moves, the win kept each time)"
  else fail "$p: $(cat "$work/$p.game" 2>/dev/null): following the hints did not win: $(head -n 3 "$work/$p.hints" 2>/dev/null | tr '\n' ' ')"; fi
  if [ "$(head -n 1 "$work/$p.first" 2>/dev/null)" = lost ]; then ok "$p: $(cat "$work/$p.game"): from the lost side, the page's perfect player wins"
  else fail "$p: $(cat "$work/$p.game" 2>/dev/null): the perfect player did not win: $(head -n 1 "$work/$p.first" 2>/dev/null)"; fi
done
finish
