# lang.sh - sourced by bench.sh and overhead.sh: the languages of
# judge/judging/languages.conf through build/judge/lang (judge/judging/lang.c, which picks the
# row, fills its templates, builds in the sandbox and decides why a build stopped). Glue only:
# each function calls it and sets the caller's variables from what it prints.
#
#   lang_select FILE [NAME]  sets lang, lang_build_line, lang_run_line ({ml} left as is); exits 2
#                            with its one line when FILE's language is unknown or missing
#   lang_own                 your own program (JUDGE_SOL or JUDGE_CMD): sets sol (the file, made
#                            absolute) or lang_cmd, and the same as lang_select
#   lang_build FILE DIR ML   builds FILE (in the language chosen) into DIR: DIR/cmd, DIR/box and
#                            DIR/build.result (the build's record: verdict, reason, detail);
#                            returns 0, 1 on a compile error, 3 on a harness error
# shellcheck shell=bash disable=SC2034,SC2154  # globals shared with the script that sources it

lang='' lang_build_line='' lang_run_line='' lang_cmd='' sol=''

# lang_lines OUT: sets lang, lang_build_line and lang_run_line from build/judge/lang's key=value OUT.
lang_lines() {
  { read -r lang; read -r lang_build_line; read -r lang_run_line; } < <(conf <(echo "$1") lang build_line run_line)
}

lang_select() {
  local out
  out=$("$tools_bin/lang" select "$@") || exit 2
  lang_lines "$out"
}

lang_own() {
  local out
  out=$("$tools_bin/lang" own) || exit 2
  lang_lines "$out"
  sol=$(conf <(echo "$out") sol) lang_cmd=''
  [ "$lang" != command ] || lang_cmd=$JUDGE_CMD
}

lang_build() {
  if [ "$lang" = command ]; then
    "$tools_bin/lang" build "$2" "$3" --cmd "$lang_cmd"
  else
    "$tools_bin/lang" build "$2" "$3" "$1" "$lang"
  fi
}
