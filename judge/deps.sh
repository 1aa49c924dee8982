#!/usr/bin/env bash
# deps.sh - what make test needs beyond gcc, make and bash (make judge on our own solutions needs
# none of it): shellcheck, clang (the clang build profile), afl++ (make fuzz and the fuzz smoke
# step), the libcrypt headers that UVa's "-lcrypt" flag needs, the compilers and interpreters
# of the languages make test judges attempts in, and the other judges' languages but those whose
# package the table puts in (parentheses), too big for CI (judge/judging/languages.conf: its needs
# and packages columns), zip and unzip (make package, make judge PKG=x.zip), jq, and for the study
# pages (make study) the wasm32-wasi toolchain (clang, lld, wasi-libc, libclang-rt-14-dev-wasm32),
# node and npm, Debian's chromium, and npm's playwright-core, which drives that chromium (no
# browser is downloaded).
#
# What needs no root it does itself, as any user: playwright-core goes into $BUILD/node with npm.
# The Debian packages that are missing it installs with apt-get as root; as an ordinary user it
# names them in one apt-get line, and make test skips (naming the package) each part that needs
# one. Quiet when everything is there.
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/lib/common.sh"
missing=()
command -v clang >/dev/null || missing+=(clang)
command -v shellcheck >/dev/null || missing+=(shellcheck)
command -v zip >/dev/null || missing+=(zip)
command -v unzip >/dev/null || missing+=(unzip)
command -v jq >/dev/null || missing+=(jq) # class-test.sh reads a class's JSON report with it
command -v afl-fuzz >/dev/null && command -v afl-clang-fast >/dev/null || missing+=(afl++)
libcrypt_links || missing+=(libcrypt-dev)
# Each language's needs and packages are languages.conf's, read by its one reader; its compilers
# are looked for where the sandbox looks (its fixed PATH, from run --probe): a rustc or python3 of
# rustup's or pyenv's under /root is not seen there. make builds these (they need only gcc).
make -s --no-print-directory -C "$root" "$tools_bin/table" "$tools_bin/run" "$tools_bin/conf" >/dev/null
box_path=$(conf <("$tools_bin/run" --probe) path)
has() { PATH=$box_path command -v "$1" >/dev/null; }
while IFS='|' read -r _ _ needs packages _; do
  # a package in (parentheses) is too big for CI: its language is SKIPPED there, not installed
  case $packages in *'('*) continue ;; esac
  read -r -a needs <<<"$needs"
  for need in "${needs[@]}"; do
    has "$need" || { read -r -a packages <<<"$packages"; missing+=("${packages[@]}"); break; }
  done
done < <("$tools_bin/table" "$root/judge/judging/languages.conf" 7)
mapfile -t -O ${#missing[@]} missing < <("$root/judge/study/study.sh" --missing | grep -vx clang)
command -v npm >/dev/null || missing+=(npm)
command -v chromium >/dev/null || missing+=(chromium)
mapfile -t missing < <(printf '%s\n' "${missing[@]}" | awk 'NF && !seen[$0]++')

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "deps: installing ${missing[*]}"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "deps: these Debian packages are missing, and installing them needs root:"
    echo "deps:   sudo apt-get install ${missing[*]}"
    echo "deps: make test skips each part that needs one of them, and names the package."
  fi
fi

# The version study-test.sh was written against; npm's registry is the one place it comes from.
playwright='playwright-core@1.65.1'
if [ ! -f "$build/node/node_modules/playwright-core/package.json" ] && command -v npm >/dev/null; then
  echo "deps: installing $playwright into $build/node"
  npm install --prefix "$build/node" --no-audit --no-fund --no-update-notifier --loglevel=error "$playwright" >/dev/null
fi
