# lang.sh - sourced by judge.sh and findbug.sh: build and run a program in any language of
# judge/judging/languages.conf (a JUDGE_LANGUAGES=FILE table is read first: its lines win), or a
# ready command.
#
#   lang_select FILE [NAME] pick FILE's language: the first line of the tables with its
#                           extension, or with NAME (any case) the line of that language among
#                           them; sets lang and, for the report, lang_build_line and lang_run_line
#                           (with {ml} left as is). Exit 2 with one line when the extension is
#                           unknown (pointing to CMD= and JUDGE_LANGUAGES), NAME is not one of its
#                           languages, or the compiler or interpreter is missing (naming the
#                           package to install).
#   lang_own                your own program, from JUDGE_SOL (a file, made absolute in sol; in the
#                           language JUDGE_USE names, if given) or JUDGE_CMD (a ready command, run
#                           by bash -c in the sandbox, which shows it read-only the files and
#                           folders its words name, split at spaces, but no folder of the
#                           repository or holding it, and your working folder's path as its own,
#                           empty); exit 2 with one line when the file is missing, or both or
#                           neither are given
#   lang_build FILE DIR ML  build into DIR, emptied first (ML: memory limit in MiB, for the JVM's heap); write
#                           DIR/cmd, the command judge/judging/case.c runs, one word per line, and
#                           DIR/box, the runner's options for it (DIR read-only); on failure
#                           return 1 with the compiler's messages in DIR/build.log, 2 when the
#                           runner failed (a harness error, its last line)
# The build runs in the sandbox too (judge/run/run.c): FILE is copied to DIR/src/ with the headers
# (*.h) of its folder, for a local #include (the only files of yours the compiler sees, read-only;
# FILE as its bare name, so that its messages name no folder of yours), DIR is
# the only writable place, under the build_* limits; a build stopped there is a compile error.
# Names are data: FILE reaches the compiler as one argument, quoted for bash -c.
# shellcheck shell=bash disable=SC2034,SC2154  # globals shared with the script that sources it

lang_conf=$root/judge/judging/languages.conf
build_cpu=30 build_wall=60 build_mem=2048 build_out=64 # s, s, MiB, MiB: a compile bomb stops here
lang='' lang_flags='' lang_build_tpl='' lang_run_tpl='' lang_build_line='' lang_run_line='' lang_cmd=''

# The languages, one row per line: JUDGE_LANGUAGES's first, then ours.
lang_rows() {
  if [ -n "${JUDGE_LANGUAGES:-}" ]; then
    [ -f "$JUDGE_LANGUAGES" ] || die_usage "judge: JUDGE_LANGUAGES: no such file: $JUDGE_LANGUAGES"
    "$tools_bin/table" "$JUDGE_LANGUAGES" 7
  fi
  "$tools_bin/table" "$lang_conf" 7
}

lang_select() {
  local file=$1 want=${2:-} ext=${1##*.} exts name needs package flags build run need e names='' rows
  rows=$(lang_rows) || exit 2
  while IFS='|' read -r exts name needs package flags build run; do
    for e in $exts; do
      [ "$e" = "$ext" ] || continue
      names+=" $name"
      [ -z "$want" ] || [ "${want,,}" = "${name,,}" ] || continue
      lang=$name lang_flags=$flags lang_build_tpl=$build lang_run_tpl=$run
      case $lang in
        C) lang_flags=${JUDGE_CFLAGS:-$lang_flags} ;;
        C++) lang_flags=${JUDGE_CXXFLAGS:-$lang_flags} ;;
      esac
      for need in $needs; do
        PATH=${sandbox_path:-$PATH} command -v "$need" >/dev/null 2>&1 ||
          die_usage "judge: $(basename "$file") is $lang, which needs '$need': install the package $package (apt-get install $package)"
      done
      # as the report shows them: in the program's folder, the memory limit still {ml}
      lang_build_line=$(lang_fill "$lang_build_tpl" "$(basename "$file")" . '{ml}' 1)
      lang_run_line=$(lang_fill "$lang_run_tpl" "$(basename "$file")" . '{ml}' 1)
      lang_build_line=${lang_build_line//"$tools_bin"/${tools_bin#"$root"/}}
      lang_build_line=$(tr -s ' ' <<<"${lang_build_line:-none}") lang_run_line=$(tr -s ' ' <<<"$lang_run_line") # an empty {flags}
      return 0
    done
  done <<<"$rows"
  [ -z "$names" ] || die_usage "judge: $(basename "$file"): no language '$want' for .$ext files (there are:$names)"
  die_usage "judge: $(basename "$file"): unknown language (known extensions: $(cut -d'|' -f1 <<<"$rows" | xargs -n1 | sort -u | xargs)); give a ready command with CMD=\"...\", or add its line to a JUDGE_LANGUAGES=FILE table (README.md)"
}

# abs_path FILE: FILE with an absolute folder (the build runs elsewhere).
abs_path() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }

lang_own() {
  local s=${JUDGE_SOL:-} c=${JUDGE_CMD:-}
  [ -z "$s" ] || [ -z "$c" ] || die_usage "judge: give SOL= or CMD=, not both"
  [ -n "$s$c" ] || die_usage "judge: give SOL=file or CMD=command"
  if [ -n "$s" ]; then
    [ -f "$s" ] || die_usage "judge: no such file: $s"
    [[ $s != *$'\n'* ]] || die_usage "judge: a file name with a line break is not supported"
    sol=$(abs_path "$s")
    lang_select "$sol" "${JUDGE_USE:-}"
  else
    [ -z "${JUDGE_USE:-}" ] || die_usage "judge: USE= names a language for SOL=, not for CMD="
    lang=command lang_cmd=$c lang_build_line=none lang_run_line="bash -c ${c@Q}"
  fi
}

# Replaces {src}, {dir}, {bin}, {flags} and {ml} in $1; quote=1 shell-quotes the paths (for bash -c).
lang_fill() {
  local s=$1 src=$2 dir=$3 ml=$4 quote=$5 bin=$tools_bin
  [ "$quote" = 1 ] && { src=$(printf '%q' "$src"); dir=$(printf '%q' "$dir"); bin=$(printf '%q' "$bin"); }
  s=${s//\{flags\}/$lang_flags} s=${s//\{bin\}/$bin} s=${s//\{src\}/$src} s=${s//\{dir\}/$dir} s=${s//\{ml\}/$ml}
  printf '%s' "$s"
}

lang_build() {
  local src=$1 dir=$2 ml=$3 name=${1##*/} arg word words status=0 exit signal killed why bins t
  [ "$ml" = 0 ] && ml=4096
  # DIR starts empty: what an earlier build left there (make stress reuses build/stress/<p>/) could
  # be in the way, and a file of another owner is not writable to the sandbox's nobody
  rm -rf -- "$dir"
  mkdir -p -- "$dir"
  if [ "$lang" = command ]; then
    printf '%s\n' bash -c "$lang_cmd" >"$dir/cmd"
    printf '%s\n' -C "$PWD" >"$dir/box"
    read -r -a words <<<"$lang_cmd"
    for word in "${words[@]}"; do
      [ -e "$word" ] || continue
      word=$(abs_path "$word")
      # never a folder of the repository or one holding it ("java -cp . Main" from its root):
      # that would show the test data; name your files, or run from a folder of your own
      if [ -d "$word" ] && { [[ $root/ == "${word%/}"/* ]] || [[ $word == "$root"/* ]]; }; then continue; fi
      printf '%s\n' -r "$word"
    done >>"$dir/box"
    return 0
  fi
  mkdir "$dir/src"
  for word in "${src%/*}"/*.h; do [ ! -f "$word" ] || cp -- "$word" "$dir/src/"; done # for a local #include
  cp -- "$src" "$dir/src/$name"
  chmod -R a+rX "$dir/src"
  arg=$name
  [[ $name != -* ]] || arg=./$name # a name is never an option
  # the harness programs a build line names as {bin}/NAME (Java's javaclass), each alone read-only
  bins=() t=$lang_build_tpl
  while [[ $t =~ \{bin\}/([A-Za-z0-9_-]+)(.*) ]]; do bins+=(-r "$tools_bin/${BASH_REMATCH[1]}"); t=${BASH_REMATCH[2]}; done
  if [ -n "$lang_build_tpl" ]; then
    JUDGE_RUN='' runner -t "$build_cpu" -w "$build_wall" -m "$build_mem" -f "$build_out" -W "$dir" -r "$dir/src" "${bins[@]}" -C "$dir/src" -o "$dir/build.log" -e "$dir/build.log" \
      -- bash -c "$(lang_fill "$lang_build_tpl" "$arg" "$dir" "$ml" 1)" >"$dir/build.meta" 2>"$dir/build.err" || status=$?
    if [ "$status" != 0 ]; then
      echo "harness error: the build could not run: $(head -n1 "$dir/build.err")" >>"$dir/build.log"
      return 2
    fi
    { read -r exit; read -r signal; read -r killed; } < <(conf "$dir/build.meta" exit signal killed)
    case $killed/$signal in
      cpu/*) why="its CPU time limit ($build_cpu s)" ;;
      wall/*) why="its wall-clock limit ($build_wall s)" ;;
      mem/*) why="its memory limit ($build_mem MiB)" ;;
      procs/*) why="its cap on processes and threads" ;;
      */"$(kill -l XFSZ)") why="its output limit ($build_out MiB)" ;;
      */0) why='' ;;
      *) why="signal $signal" ;;
    esac
    if [ -n "$why" ]; then
      echo "compile error: the build was stopped at $why" >>"$dir/build.log"
      return 1
    fi
    [ "$exit" = 0 ] || return 1
  fi
  for word in $lang_run_tpl; do lang_fill "$word" "$dir/src/$name" "$dir" "$ml" 0; echo; done >"$dir/cmd"
  printf '%s\n' -r "$dir" >"$dir/box"
}
