# submissions.sh - sourced by judge/package/package.sh, judge/play/package.sh and
# judge/tests/package-test.sh: which verdict our tests expect of a program, which submissions/
# folder of a problem package holds it, and the package's problem.yaml.
# shellcheck shell=bash disable=SC2154  # tools_bin and problems_dir come from judge/lib/common.sh

# problem_yaml MADE_BY NAME ML OL [LINE...]: our packages' problem.yaml, LINE... after the name;
# its strings in double quotes (our titles hold apostrophes and commas).
problem_yaml() {
  local made=$1 name=$2 ml=$3 ol=$4
  shift 4
  echo "# Made by $made, not this."
  echo "name: \"$name\""
  [ $# = 0 ] || printf '%s\n' "$@"
  echo "license: cc by-sa"
  echo "rights_owner: \"the authors of this collection\""
  printf 'limits:\n  memory: %s\n  output: %s\n' "$ml" "$ol"
}

# expected_verdict P FILE: AC for the solution problems/<p>/<p>.c, else FILE's expect: tag.
expected_verdict() {
  if [ "$2" = "$problems_dir/$1/$1.c" ]; then echo AC; else "$tools_bin/verdict" tag "$2" expect; fi
}

# package_folder VERDICT: its folder. These systems know AC, WA, TLE and run-time errors; a
# program stopped for its memory is a run-time error there.
package_folder() {
  case $1 in
    AC) echo accepted ;; WA) echo wrong_answer ;; TLE) echo time_limit_exceeded ;;
    RE|MLE) echo run_time_error ;;
    *) return 1 ;;
  esac
}

# folder_verdicts FOLDER: the verdicts it stands for (run_time_error: RE MLE).
folder_verdicts() {
  local v found=()
  for v in $("$tools_bin/verdict" list | cut -f1); do
    [ "$(package_folder "$v")" != "$1" ] || found+=("$v")
  done
  echo "${found[*]}"
}
