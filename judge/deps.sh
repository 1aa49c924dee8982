#!/usr/bin/env bash
# deps.sh - install what make test needs beyond gcc, make and a POSIX shell, if it is missing:
# clang (the clang build profile), afl++ (make fuzz and the fuzz smoke step), shellcheck, the
# libcrypt headers that UVa's "-lcrypt" flag needs, the compilers and interpreters of the
# languages make test judges attempts in (g++, python3, pypy3, a JDK, kotlin, rustc, golang-go,
# nodejs, mono-mcs and mono-runtime, and the other judges' languages but those whose package the
# table puts in parentheses: judge/judging/languages.conf), zip and unzip (make package, make
# judge PKG=x.zip), and for
# the study pages (make study) the wasm32-wasi toolchain (clang, lld, wasi-libc,
# libclang-rt-14-dev-wasm32), node and npm, Debian's chromium, and npm's playwright-core, which
# drives that chromium (no browser is downloaded), into $BUILD/node. Uses apt-get and npm when run
# as root; otherwise it only says what to install. Quiet when everything is there. (make judge on
# our own solutions needs none of this.)
set -euo pipefail
missing=()
command -v clang >/dev/null || missing+=(clang)
command -v shellcheck >/dev/null || missing+=(shellcheck)
command -v zip >/dev/null || missing+=(zip)
command -v unzip >/dev/null || missing+=(unzip)
command -v afl-fuzz >/dev/null && command -v afl-clang-fast >/dev/null || missing+=(afl++)
# The languages' compilers are looked for where the sandbox looks (its fixed PATH, BOX_PATH in
# judge/run/sandbox.h): a rustc or python3 of rustup's or pyenv's under /root is not seen there.
box_path=$(sed -n 's/^#define BOX_PATH "\(.*\)"$/\1/p' "$(dirname "$0")/run/sandbox.h")
has() { PATH=$box_path command -v "$1" >/dev/null; }
# Each language's needs and packages are languages.conf's, read by its one reader, which make
# builds (it needs only gcc).
root=$(cd "$(dirname "$0")/.." && pwd)
table=$(realpath -m "${BUILD:-$root/build}")/judge/table
make -s --no-print-directory -C "$root" "$table"
languages=$("$table" "$root/judge/judging/languages.conf" 7)
while IFS='|' read -r _ _ needs packages _; do
  # a package in (parentheses) is too big for CI: its language is SKIPPED there, not installed
  case $packages in *'('*) continue ;; esac
  read -r -a needs <<<"$needs"
  for need in "${needs[@]}"; do
    has "$need" || { read -r -a packages <<<"$packages"; missing+=("${packages[@]}"); break; }
  done
done <<<"$languages"
if ! echo 'int main(void){return 0;}' | gcc -x c -o /dev/null - -lcrypt 2>/dev/null; then missing+=(libcrypt-dev); fi
mapfile -t -O ${#missing[@]} missing < <("$(dirname "$0")/study/study.sh" --missing | grep -vx clang)
command -v npm >/dev/null || missing+=(npm)
command -v chromium >/dev/null || missing+=(chromium)
# The version study-test.sh was written against; npm's registry is the one place it comes from.
node_dir=${BUILD:-$(dirname "$0")/../build}/node playwright=playwright-core@1.65.1
[ -f "$node_dir/node_modules/playwright-core/package.json" ] || npm_missing=1
[ ${#missing[@]} -eq 0 ] && [ -z "${npm_missing:-}" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  if [ ${#missing[@]} -gt 0 ]; then
    echo "deps: installing ${missing[*]}"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
  if [ -n "${npm_missing:-}" ]; then
    echo "deps: installing $playwright into $node_dir"
    npm install --prefix "$node_dir" --no-audit --no-fund --loglevel=error "$playwright" >/dev/null
  fi
else
  [ ${#missing[@]} -eq 0 ] || echo "deps: please install: ${missing[*]} (for example: sudo apt-get install ${missing[*]})" >&2
  [ -z "${npm_missing:-}" ] || echo "deps: please install $playwright: npm install --prefix $node_dir $playwright" >&2
  exit 1
fi
