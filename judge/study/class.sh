#!/usr/bin/env bash
# class.sh - a class's page, build/judge/class/<p>.html: the template class.html with page.css,
# class.js and the class's JSON report (make judge P= SOL=<folder>: judge/judging/judge.c) inlined,
# so that it opens from file:// and fetches nothing; its study page's link is build/study/<p>.html
# (make study).
#
#   judge/study/class.sh PROBLEM TL JSON     (PROBLEM: ours, or a package's name; TL its time limit)
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
[ $# = 3 ] || die_usage "usage: judge/study/class.sh PROBLEM TL JSON"
p=$1 tl=$2 json=$3 here=$root/judge/study
html() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g'; }
page() {
  local line
  while IFS= read -r line; do
    case $line in
      @title@) echo "<title>$(html <<<"$p"): a class</title>" ;;
      @css@) cat "$here/page.css" ;;
      # "<" and ">" as JSON escapes (JSON has them only inside strings): a name or an output in
      # the report cannot end the script, nor open a comment or another one in it
      @data@) printf 'const CLASS = {tl: %s, report:\n' "$tl"
              sed -e 's,<,\\u003c,g' -e 's,>,\\u003e,g' "$json"
              echo '};' ;;
      @js@) cat "$here/class.js" ;;
      *) printf '%s\n' "$line" ;;
    esac
  done <"$here/class.html"
}
mkdir -p "$build/judge/class"
tmp=$(mktemp "$build/judge/class/.$p.XXXXXX")
page >"$tmp"
chmod 644 "$tmp"
mv "$tmp" "$build/judge/class/$p.html"
echo "page: build/judge/class/$p.html"
