# lang.sh - sourced by judge.sh and findbug.sh: build and run a program in any language listed in
# judge/languages.conf (JUDGE_LANGUAGES overrides the path), or a ready command.
#
#   lang_select FILE        pick FILE's language by its extension; sets lang and, for the
#                           report, lang_build_line and lang_run_line (with {ml} left as is).
#                           Exit 2 with one line when the extension is unknown or the language's
#                           compiler or interpreter is missing (naming the package to install).
#   lang_select_cmd CMD     a ready command (run by bash -c), nothing to build
#   lang_own SOL CMD        one of the two (the other empty): sets sol to SOL made absolute
#   lang_build FILE DIR ML  build into DIR (ML: memory limit in MiB, for the JVM's heap); on
#                           failure returns 1 with the compiler's messages in DIR/build.log.
#                           Sets the array run_cmd.
# shellcheck shell=bash disable=SC2034  # globals read (and sol set) for the script that sources it

lang_conf=${JUDGE_LANGUAGES:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/languages.conf}
lang='' lang_flags='' lang_build_tpl='' lang_run_tpl='' lang_build_line='' lang_run_line='' lang_cmd=''
run_cmd=()

lang_select() {
  local file=$1 ext=${1##*.} exts name needs package flags build run need e
  while IFS='|' read -r exts name needs package flags build run; do
    case $exts in ''|'#'*) continue ;; esac
    for e in $exts; do
      [ "$e" = "$ext" ] || continue
      lang=$(xargs <<<"$name") lang_flags=$(xargs <<<"$flags")
      lang_build_tpl=$(sed 's/^ *//; s/ *$//' <<<"$build") lang_run_tpl=$(xargs <<<"$run")
      case $lang in
        C) lang_flags=${JUDGE_CFLAGS:-$lang_flags} ;;
        C++) lang_flags=${JUDGE_CXXFLAGS:-$lang_flags} ;;
      esac
      for need in $needs; do
        command -v "$need" >/dev/null 2>&1 ||
          { echo "judge: $(basename "$file") is $lang, which needs '$need': install the package $(xargs <<<"$package") (apt-get install $(xargs <<<"$package"))" >&2; exit 2; }
      done
      # as the report shows them: in the program's folder, the memory limit still {ml}
      lang_build_line=$(lang_fill "$lang_build_tpl" "$(basename "$file")" . '{ml}' 0)
      lang_run_line=$(lang_fill "$lang_run_tpl" "$(basename "$file")" . '{ml}' 0)
      return 0
    done
  done <"$lang_conf"
  echo "judge: $(basename "$file"): unknown language (extensions in ${lang_conf##*/}: $(awk -F'|' '!/^#/ && NF > 1 { printf "%s", $1 }' "$lang_conf" | xargs))" >&2
  exit 2
}

# abs_path FILE: FILE with an absolute folder (the build runs elsewhere).
abs_path() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }

# lang_own SOL CMD: your own program, a file (made absolute in sol) or a command; exit 2 with one
# line when the file is missing, when both or neither are given.
lang_own() {
  [ -z "$1" ] || [ -z "$2" ] || { echo "judge: give SOL= or CMD=, not both" >&2; exit 2; }
  if [ -n "$1" ]; then
    [ -f "$1" ] || { echo "judge: no such file: $1" >&2; exit 2; }
    sol=$(abs_path "$1")
    lang_select "$sol"
  else
    lang_select_cmd "$2"
  fi
}

lang_select_cmd() {
  lang=command lang_cmd=$1 lang_build_line=none lang_run_line="bash -c '$1'"
}

# Replaces {src}, {dir}, {flags} and {ml} in $1; quote=1 shell-quotes the paths (for bash -c).
lang_fill() {
  local s=$1 src=$2 dir=$3 ml=$4 quote=$5
  [ "$quote" = 1 ] && { src=$(printf '%q' "$src"); dir=$(printf '%q' "$dir"); }
  s=${s//\{flags\}/$lang_flags} s=${s//\{src\}/$src} s=${s//\{dir\}/$dir} s=${s//\{ml\}/$ml}
  printf '%s' "$s"
}

lang_build() {
  local src=$1 dir=$2 ml=$3 word
  [ "$ml" = 0 ] && ml=4096
  mkdir -p "$dir"
  if [ "$lang" = command ]; then run_cmd=(bash -c "$lang_cmd"); return 0; fi
  if [ -n "$lang_build_tpl" ] &&
     ! (cd "$dir" && bash -c "$(lang_fill "$lang_build_tpl" "$src" "$dir" "$ml" 1)") >"$dir/build.log" 2>&1; then
    return 1
  fi
  run_cmd=()
  for word in $lang_run_tpl; do run_cmd+=("$(lang_fill "$word" "$src" "$dir" "$ml" 0)"); done
}
