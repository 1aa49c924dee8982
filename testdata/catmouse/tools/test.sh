#!/bin/bash
# Extra checks for catmouse, run by `make test` with ROOT (repo root) and BUILD (build dir).
#  1. The LeetCode function alone: the part of problems/catmouse/catmouse.c above the driver
#     separator, plus tools/leetcode_main.c.in, under gcc -std=gnu11 -fsanitize=address,undefined
#     (LeetCode's setting), on every valid case of the recipe against its expected .out.
#  2. The two oracles agree: fixed-point iteration (oracle) and game-tree search with the
#     repetition rule (oracle-tree) on every graph of 3..6 nodes and on random 7-node graphs.
set -euo pipefail
export LC_ALL=C
ROOT=${ROOT:-$(cd "$(dirname "$0")/../../.." && pwd)}
BUILD=${BUILD:-$ROOT/build}
P=catmouse
DATA=$ROOT/testdata/$P
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0
check() { # name, status of the check (0 = pass)
    if [ "$2" -eq 0 ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL $1"
    fi
}

SEPARATOR='/* ==== stdin driver (not part of the LeetCode submission) ==== */'
if ! grep -qxF "$SEPARATOR" "$ROOT/problems/$P/$P.c"; then
    echo "FAIL no driver separator line in problems/$P/$P.c"
    echo "0 passed, 1 failed"
    exit 1
fi
sed "\\|^/\\* ==== stdin driver|,\$d" "$ROOT/problems/$P/$P.c" > "$WORK/leetcode.c"
cat "$DATA/tools/leetcode_main.c.in" >> "$WORK/leetcode.c"
gcc -std=gnu11 -O1 -g -Wall -Wextra -Werror -fsanitize=address,undefined -fno-sanitize-recover=all \
    "$WORK/leetcode.c" -o "$WORK/leetcode"
while IFS='|' read -r name input _; do
    name=${name//[[:space:]]/}
    input=${input#"${input%%[![:space:]]*}"}
    case $name in '' | '#'* | bad-*) continue ;; esac
    if [ "${input%% *}" = hand ]; then dir=$DATA; else dir=$BUILD/testdata/$P; fi
    if [ ! -f "$dir/$name.in" ] || [ ! -f "$dir/$name.out" ]; then
        check "leetcode-function $name (missing $dir/$name.in or .out: run make testdata)" 1
        continue
    fi
    status=0
    "$WORK/leetcode" < "$dir/$name.in" > "$WORK/got" 2> "$WORK/err" || status=1
    cmp -s "$WORK/got" "$dir/$name.out" || status=1
    [ "$status" -eq 0 ] || head -3 "$WORK/err"
    check "leetcode-function $name" "$status"
done < "$DATA/recipe"

for tool in gen oracle oracle-tree; do
    gcc -std=c99 -O2 -Wall -Wextra -Werror -pedantic -I"$ROOT/judge/include" \
        "$DATA/tools/$tool.c" -o "$WORK/$tool"
done
"$WORK/gen" 1 all 3 6 > "$WORK/all.in"
"$WORK/gen" 2 random 2000 7 7 > "$WORK/random7.in"
for input in all random7; do
    status=0
    "$WORK/oracle" < "$WORK/$input.in" > "$WORK/fixed-point.out" || status=1
    "$WORK/oracle-tree" < "$WORK/$input.in" > "$WORK/tree.out" || status=1
    cmp -s "$WORK/fixed-point.out" "$WORK/tree.out" || status=1
    check "oracles agree on $input ($(wc -l < "$WORK/tree.out") graphs)" "$status"
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
