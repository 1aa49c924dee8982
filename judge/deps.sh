#!/usr/bin/env bash
# deps.sh - install what make test needs beyond gcc, make and a POSIX shell, if it is missing:
# clang (the clang build profile), afl++ (make fuzz and the fuzz smoke step), shellcheck, the
# libcrypt headers that UVa's "-lcrypt" flag needs, the compilers and interpreters of the
# languages make test judges attempts in (g++, python3, pypy3, a JDK, kotlin, rustc, golang-go,
# nodejs, mono-mcs and mono-runtime: judge/judging/languages.conf), and zip (make package). Uses apt-get when run as root;
# otherwise it only says what to install. Quiet when everything is there. (make judge on our own
# solutions needs none of this.)
set -euo pipefail
missing=()
command -v clang >/dev/null || missing+=(clang)
command -v shellcheck >/dev/null || missing+=(shellcheck)
command -v zip >/dev/null || missing+=(zip)
command -v afl-fuzz >/dev/null && command -v afl-clang-fast >/dev/null || missing+=(afl++)
command -v g++ >/dev/null || missing+=(g++)
command -v python3 >/dev/null || missing+=(python3)
command -v javac >/dev/null && command -v java >/dev/null || missing+=(default-jdk-headless)
command -v pypy3 >/dev/null || missing+=(pypy3)
command -v kotlinc >/dev/null || missing+=(kotlin)
command -v rustc >/dev/null || missing+=(rustc)
command -v go >/dev/null || missing+=(golang-go)
command -v node >/dev/null || missing+=(nodejs)
command -v mcs >/dev/null || missing+=(mono-mcs)
command -v mono >/dev/null || missing+=(mono-runtime)
if ! echo 'int main(void){return 0;}' | gcc -x c -o /dev/null - -lcrypt 2>/dev/null; then missing+=(libcrypt-dev); fi
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "deps: installing ${missing[*]}"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "deps: please install: ${missing[*]} (for example: sudo apt-get install ${missing[*]})" >&2
  exit 1
fi
