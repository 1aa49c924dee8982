#!/usr/bin/env bash
# sandbox-test.sh - hostile programs against the judge (make test runs it): can a program we judge
# harm anything or fake anything?
#
#   judge/tests/sandbox-test.sh [FIXTURE...]   only these (hostile-name: the hostile file name,
#                                              cmd-dot: CMD= naming ".", stress: make stress,
#                                              degraded: no user namespaces, as-user: the
#                                              attacks again as an ordinary user);
#                                              KEEP=1 keeps the temp folder, to look at the reports
#
# Each file of judge/tests/fixtures/hostile/ (C, C++, Python, Java, Perl) attacks the judge in one way
# (its header says how, and what must happen) and also solves uva10165, so a contained attack
# still gets AC. Each is judged as a user would judge it, `make judge P=uva10165 SOL=file`, on a
# throw-away copy of the repository (its uva10165 test data cut to a few cases, to stay quick), and
# then must hold:
# - the verdicts its tags promise (`expect:`, `allow:`, read by build/judge/verdict expect), and
#   with `within: S` and `peak: MiB` (compile bombs), the whole judge run within S seconds and no
#   process of it past MiB resident (those runs get a 4.5 GiB address-space cap as a safety net, so
#   an unprotected judge fails the test rather than the machine); with `host: MiB` (memory the
#   kernel holds outside any process: memfds, IPC, pipes, sockets, page tables), the host's
#   memory (/proc/meminfo) moved at most MiB while the judge ran; with `says: TEXT`, the report
#   holds TEXT (why a build stopped, say); with `cold: PROG` (a program of gcc's: cc1plus), that
#   program's file is dropped from the page cache first, so the run that reads it back is
#   charged for it, as on a machine that has not compiled for a while;
# - every file of the temp folder as it was, bytes, mode and times (a chmod, utimes or setxattr
#   moves a file's change time): test data, build/, judge/, .git/hooks, the home folder
#   the judge was given, the rest of the temp folder, which is in /tmp; and TMPDIR left empty;
# - no process carrying the test's unique name left running, no connection received by the
#   listener the test starts on 127.0.0.1 and on an abstract Unix socket, and no secret (one in the
#   judge's environment, one in a file of the temp folder, one in the home folder), no forged
#   line and no raw terminal code (CR, ESC: a program's output quoted raw can redraw the terminal)
#   anywhere in the report.
# A fixture tagged `needs: LAYER...` (pid, net, mount, Landlock) is skipped, with the reason, when
# the sandbox line of the report's header names none of them (a kernel without that layer; what
# the line names in parentheses, "(missing: ...)", does not count); with
# no sandbox line at all (a judge without a sandbox) every fixture runs, and most fail.
# Then three more ways in: a correct solution under a file name of quotes, spaces, a backquote and
# $(...), judged as that file (AC) with nothing in the name run; read-expected.py as CMD= with a
# "." word, which from the repository's root names the repository; write-outside.c under make
# stress; and write-outside.c and read-expected.c where user namespaces are refused (Landlock and
# seccomp left), the header saying which layers are missing. As root, the attacks that differ for
# an ordinary user (the test files are its own on the host; no cgroups) are judged again as the
# user judgeuser, created when missing. The fixtures find their targets because the
# test writes its temp folder, listener port and pid namespace in place of @ROOT@, @PORT@, @PIDNS@
# and its unique name in place of @MARK@, as an attacker who knows the machine would.
# Everything happens inside one temp folder; the test signals only its listener and processes that
# carry its unique name; the source tree must be unchanged at the end. Ends with "N passed, M failed".
set -euo pipefail
# shellcheck source=judge/lib/common.sh
. "$(dirname "$0")/../lib/common.sh"
need_tools verdict
need "the sandbox test (its listener and meter are Python)" python3 python3 || { finish; exit; }
hostile=$root/judge/tests/fixtures/hostile
only=("$@")
wanted() { [ ${#only[@]} = 0 ] || [[ " ${only[*]} " = *" $1 "* ]]; }
cases_kept='sample-1 trap-32-bit-piles all-3-piles-up-to-7'
tmp=$(mktemp -d "${TMPDIR:-/tmp}/judge-sandbox-test.XXXXXX")
mark=${tmp##*/}
copy=$tmp/repo
listener='' unsafe='' wrap=()

# The processes carrying the test's unique name in their command line (none once a run is over).
marked() { pgrep -f -- "$mark" || true; }
cleanup() {
  local pids
  [ -z "$listener" ] || kill "$listener" 2>/dev/null || true
  pids=$(marked)
  [ -z "$pids" ] || kill -9 $pids 2>/dev/null || true
  chmod -R u+w "$tmp" 2>/dev/null || true
  if [ -n "${KEEP:-}" ]; then echo "(KEEP: the temp folder $tmp stays)"; else rm -rf "$tmp"; fi
}
trap cleanup EXIT

# sums DIR...: a line per file below the DIRs (its hash and path; its mode, modification and
# change times, the last of which any chmod, utimes or setxattr moves) and per folder, sorted; but
# the judge's own scratch and output folders (its work folders, failed items, make stress's builds).
sums() {
  { find "$@" \( -path "$copy/build/judge/work.*" -o -path "$copy/build/judge/failed" -o -path "$copy/build/stress" \) -prune -o \
      \( -type f -printf '%m %T@ %C@ %p\n' -exec sha256sum {} + \) -o -type d -print 2>/dev/null || true; } | sort
}
# changes BEFORE NOW: the paths whose lines differ between two outputs of sums (at most 6).
changes() {
  { diff <(echo "$1") <(echo "$2") || true; } | sed -n 's/^[<>] \([0-9a-f]*  \|[0-7]* [0-9.]* [0-9.]* \)\{0,1\}//p' |
    sed -e "s|$tmp/||" -e "s|$root/||" | sort -u | head -n 6 | tr '\n' ' '
}
source_sums=$(sums "$root/Makefile" "$root/README.md" "$root/judge" "$root/problems" "$root/testdata" "$root/.git/hooks")

# --- the temp folder: a copy of the repository, a home folder, secrets, a listener -------------------

mkdir -p "$copy/.git/hooks" "$tmp/home/.ssh" "$tmp/fixtures" "$tmp/reports" "$tmp/scratch"
tar -C "$root" -cf - Makefile README.md judge problems testdata | tar -C "$copy" -xf -
echo '#!/bin/sh' >"$copy/.git/hooks/pre-commit"
echo 'export PS1="$ "' >"$tmp/home/.bashrc"
secret() { echo "SECRET_$1_$(od -An -tx8 -N8 /dev/urandom | tr -d ' ')"; }
secret_env=$(secret ENV) secret_file=$(secret FILE) secret_home=$(secret HOME)
echo "$secret_file" >"$tmp/secret.txt"
echo "$secret_home" >"$tmp/home/.ssh/id_ed25519"
# uva10165 cut to three cases (the statement's sample, 64-bit piles, every position of 3 piles up
# to 7): the recipe, the hand cases and SHA256SUMS say only those.
data=$copy/testdata/uva10165
awk -v keep=" $cases_kept " '/^#/ || index(keep, " " $1 " ")' "$data/recipe" >"$tmp/recipe" && mv "$tmp/recipe" "$data/recipe"
awk -v keep=" $cases_kept " '{ n = $2; sub(/\.(in|out)$/, "", n) } index(keep, " " n " ")' "$data/SHA256SUMS" >"$tmp/sums" &&
  mv "$tmp/sums" "$data/SHA256SUMS"
for f in "$data"/*.in "$data"/*.out; do
  n=${f##*/} && n=${n%.*}
  case " $cases_kept " in *" $n "*) ;; *) rm "$f" ;; esac
done

# in_copy COMMAND...: runs COMMAND in the copy as a user would there: a clean environment with the
# home folder and TMPDIR of the temp folder, one case at a time (the CPU fixtures' wall times
# depend on it), and a secret in the environment. VIEW=all: every case, each file built with our
# flags (UVa's -ansi would stop C99 fixtures at their build).
in_copy() {
  (cd "$copy" && env -i PATH="$PATH" HOME="$tmp/home" TMPDIR="$tmp/scratch" JOBS=1 VIEW=all ${unsafe:+JUDGE_UNSAFE=1} \
    JUDGE_TEST_SECRET="$secret_env" "$@")
}
# calibrate: the machine's factor measured now, so that no judge run below writes its cache
if ! in_copy make -s all data calibrate P=uva10165 >"$tmp/reports/build" 2>&1; then
  sed 's/^/  | /' "$tmp/reports/build"
  fail "could not build the copy of the repository (make all data calibrate P=uva10165)"
  finish
  exit 1
fi

# The listener: every connection it accepts is a line in net.log. Started with its folder as its
# working folder and its socket's name in its environment, so that nothing in its command line
# carries the unique name.
(cd "$tmp" && exec env LISTEN_NAME="$mark" python3 -c '
import os, socket, threading
log = open("net.log", "ab", buffering=0)
tcp = socket.socket()
tcp.bind(("127.0.0.1", 0))
tcp.listen(16)
unix = socket.socket(socket.AF_UNIX)
unix.bind("\0" + os.environ["LISTEN_NAME"])
unix.listen(16)
with open("port.new", "w") as f:
    f.write(str(tcp.getsockname()[1]))
os.rename("port.new", "port")
def serve(s):
    while True:
        c, _ = s.accept()
        c.settimeout(2)
        try:
            log.write(b"connection: " + c.recv(256) + b"\n")
        except OSError:
            log.write(b"connection\n")
        c.close()
threading.Thread(target=serve, args=(unix,), daemon=True).start()
serve(tcp)
') &
listener=$!
for _ in $(seq 50); do [ -s "$tmp/port" ] && break; sleep 0.1; done
port=$(cat "$tmp/port" 2>/dev/null || echo 0)
: >"$tmp/net.log"
[ "$port" != 0 ] || fail "the listener did not start: the network fixtures cannot tell"
# signal-runner.c attacks only in a pid namespace other than this one, and only given its number.
pidns=$(readlink /proc/self/ns/pid | tr -dc 0-9 || true)

# The state every run must leave as it found: the copy, the home folder, the rest of the temp folder;
# but a build the judge kept (build/judge/builds/<key>/, judging/lang-kept.c) that was not there at
# the start: it is the judge's own output (a kept build there before must stay as it was).
canaries() {
  sums "$tmp" | grep -vF -e "$tmp/fixtures" -e "$tmp/reports" -e "$tmp/scratch" -e "$tmp/net.log" -e "$tmp/pristine.tar" |
    awk -v kept="$copy/build/judge/builds" -v first="${canaries_before:+no}" '
      function entry(line, k) { k = index(line, kept "/"); return k ? substr(line, k, length(kept) + 17) : "" }
      FNR == NR { if (entry($0) != "") old[entry($0)] = 1; next }
      $0 != kept && (first == "" || entry($0) == "" || entry($0) in old)' <(printf '%s\n' "${canaries_before:-}") -
}
tar -C "$tmp" -cf "$tmp/pristine.tar" repo home secret.txt
canaries_before=$(canaries)

# meter FILE POLL COMMAND...: runs COMMAND and writes to FILE the largest resident set (MiB) any
# process under it reached, polled every 0.1 s through /proc when POLL is 1 (0 MiB otherwise), the
# seconds it took, and how far the host's memory moved meanwhile (MiB): the most that MemAvailable
# fell, or that Shmem + Slab + PageTables grew, since the start (/proc/meminfo, every 0.1 s): the
# memory a program can make the kernel hold outside any resident set. Polled, not wait4's maxrss of
# the children, which did not see a build the sandbox killed (13 MiB for a compile the runner
# measured at 356 MiB).
meter='import os, subprocess, sys, time
start, peak, page, host = time.monotonic(), 0, os.sysconf("SC_PAGE_SIZE"), 0
def meminfo():
    with open("/proc/meminfo") as f:
        m = dict((l.split(":")[0], int(l.split()[1]) >> 10) for l in f)
    return m["MemAvailable"], m["Shmem"] + m["Slab"] + m["PageTables"]
base = meminfo()
child = subprocess.Popen(sys.argv[3:])
def stat(pid, name):
    with open("/proc/%s/%s" % (pid, name)) as f:
        return f.read()
def below(root):
    kids = {}
    for p in filter(str.isdigit, os.listdir("/proc")):
        try:
            kids.setdefault(int(stat(p, "stat").rsplit(")", 1)[1].split()[1]), []).append(int(p))
        except (OSError, IndexError, ValueError):
            pass
    todo, found = [root], []
    while todo:
        found.append(todo.pop())
        todo += kids.get(found[-1], [])
    return found
while child.poll() is None:
    if sys.argv[2] == "1":
        for p in below(child.pid):
            try:
                peak = max(peak, int(stat(p, "statm").split()[1]) * page >> 20)
            except (OSError, IndexError, ValueError):
                pass
    now = meminfo()
    host = max(host, base[0] - now[0], now[1] - base[1])
    time.sleep(0.1)
with open(sys.argv[1], "w") as f:
    f.write("%d %.1f %d\n" % (peak, time.monotonic() - start, host))
sys.exit(child.returncode)'

# --- judging one fixture, and what must hold after -------------------------------------------------

# A judge run still going after this many seconds hangs: it is stopped and fails. Above every
# fixture's `within:`, which is the bound its check holds it to.
hang=300

# judge NAME CAP FILE [TARGET ARG...]: make TARGET P=uva10165 SOL=FILE ARG... in the copy (TARGET:
# judge by default; CAP: an address-space cap in KiB, or unlimited); sets rep (the report),
# status, peak (MiB), took (seconds) and host (MiB, the meter's). The cap for the
# compile bombs is above what a judge's build limit lets through (2 GiB) and high enough that an
# unprotected judge's compiler passes the bound on peak memory before it stops (cc1 reading
# /dev/zero doubles its buffer: 2 GiB, then 4 GiB, then fails).
judge() {
  rep=$tmp/reports/$1 status=0
  local cap=$2 file=$3
  shift 3
  # shellcheck disable=SC2016  # the program text is python's
  in_copy bash -c 'ulimit -v "$1"; shift; exec "$@"' _ "$cap" python3 -c "$meter" "$rep.meter" "$([ "$cap" = unlimited ] || echo 1)" \
    "${wrap[@]}" timeout -k 5 "$hang" make -s "${@:-judge}" P=uva10165 "SOL=$file" >"$rep" 2>&1 || status=$?
  read -r peak took host <"$rep.meter" || { peak=0 took=0 host=0; }
}

# evict FILE: FILE's pages dropped from the page cache (those no process maps; no root needed).
evict() {
  python3 -c 'import os, sys; fd = os.open(sys.argv[1], os.O_RDONLY); os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)' "$1"
}

# fixture NAME: hostile/NAME as the test gives it, in $tmp/fixtures, its @NAMES@ written in.
fixture() {
  sed -e "s|@ROOT@|$tmp|g" -e "s|@MARK@|$mark|g" -e "s|@PORT@|$port|g" -e "s|@PIDNS@|$pidns|g" "$hostile/$1" >"$tmp/fixtures/$1"
}

# case_lines: the report as "CASE VERDICT (detail)" lines for build/judge/verdict expect; a CE is
# one line "build CE".
case_lines() {
  sed -nE 's/^  (AC|WA|TLE|MLE|RE|OLE|NO|HE) +([A-Za-z0-9-]+) .* MiB( +(.*))?$/\2 \1 (\4)/p; s/^  CE .*/build CE/p' "$rep"
}

# check NAME [FILE]: every promise after the run (with FILE, its tags too), one ok or FAIL line.
check() {
  local name=$1 file=${2:-} why='' line="make exits $status" within='' peak_max='' host_max='' says='' now pids s
  if [ -n "$file" ]; then
    line=$(case_lines | "$tools_bin/verdict" expect "$file" 2>&1) || why+=" verdicts: $line;"
    within=$("$tools_bin/verdict" tag "$file" within) peak_max=$("$tools_bin/verdict" tag "$file" peak)
    host_max=$("$tools_bin/verdict" tag "$file" host) says=$("$tools_bin/verdict" tag "$file" says)
  fi
  if [ -n "$says" ] && ! grep -qF -- "$says" "$rep"; then why+=" the report does not say \"$says\";"; fi
  if [ -n "$within" ] && awk -v t="$took" -v w="$within" 'BEGIN { exit !(t > w) }'; then why+=" the judge took $took s (at most $within);"; fi
  if [ -n "$peak_max" ] && [ "$peak" -gt "$peak_max" ]; then why+=" a process of the judge run reached $peak MiB (at most $peak_max);"; fi
  if [ -n "$host_max" ] && [ "$host" -gt "$host_max" ]; then why+=" the host's memory moved $host MiB while it ran (at most $host_max);"; fi
  [ -z "$host_max" ] || line+=", host memory moved $host MiB"
  now=$(canaries)
  if [ "$now" != "$canaries_before" ]; then
    why+=" changed: $(changes "$canaries_before" "$now");"
  fi
  [ -z "$(ls -A "$tmp/scratch")" ] || why+=" left in TMPDIR: $(ls -A "$tmp/scratch" | head -n 3 | tr '\n' ' ');"
  pids=$(marked)
  if [ -n "$pids" ]; then
    why+=" still running: $(ps -o comm= -p "$(echo $pids | tr ' ' ,)" | sort | uniq -c | xargs);"
    kill -9 $pids 2>/dev/null || true
  fi
  [ ! -s "$tmp/net.log" ] || why+=" the listener got: $(head -n 2 "$tmp/net.log" | tr '\n' ' ');"
  for s in "$secret_env" "$secret_file" "$secret_home"; do
    grep -qF "$s" "$rep" && why+=" the report shows the secret ${s%_*};"
  done
  grep -q FORGED "$rep" && why+=" the report holds a forged line;"
  grep -q $'[\r\033]' "$rep" && why+=" the report holds raw terminal codes (CR or ESC): a program can draw over it;"
  case $status in 124 | 137) why+=" the judge did not finish in $hang s;" ;; esac
  if [ -z "$why" ]; then
    ok "$name: $line"
  else
    fail "$name:$why"
    { grep -vE '^  AC ' "$rep" || true; } | head -n 8 | cut -c1-200 | cat -v | sed 's/^/        | /'
    # the next fixture starts from the same state
    find "$tmp" -mindepth 1 -maxdepth 1 ! -name fixtures ! -name reports ! -name scratch ! -name net.log \
      ! -name port ! -name pristine.tar -exec rm -rf {} +
    tar -C "$tmp" -xf "$tmp/pristine.tar"
    : >"$tmp/net.log"
    find "$tmp/scratch" -mindepth 1 -delete
    canaries_before=$(canaries)
  fi
}

echo "== hostile programs on a copy of the repository in $tmp (uva10165: $cases_kept)"
# Our own solution first: the judge works in the copy, and its report's header names the layers of
# the sandbox in force ("sandbox: user, pid, net, mount namespaces; Landlock ABI 7; seccomp"). A
# fixture whose `needs:` names none of them is skipped, with the reason. A judge with no file
# protection at all refuses SOL= in one line unless JUDGE_UNSAFE=1 (issue 20): then the fixtures
# run with it, since they touch nothing outside the temp folder whatever happens.
judge baseline unlimited "$copy/problems/uva10165/uva10165.c"
if [ "$status" = 2 ] && grep -q JUDGE_UNSAFE "$rep"; then
  if [ "$(wc -l <"$rep")" -le 2 ]; then ok "no file protection: SOL= refused in one line ($(head -n1 "$rep"))"
  else fail "no file protection: SOL= should be refused in one line"; fi
  unsafe=1
  judge baseline unlimited "$copy/problems/uva10165/uva10165.c"
fi
layers=$(sed -n 's/^sandbox: //p' "$rep" | head -n1)
if [ "$status" = 0 ] && grep -q '^  uva10165: 3/3 AC' "$rep"; then ok "our uva10165.c: 3/3 AC"
else fail "our uva10165.c should be AC in the copy"; sed 's/^/        | /' "$rep" | head -n 8; fi
if [ -n "$layers" ]; then ok "the report's header names the layers in force: sandbox: $layers"
else fail "the report's header names no sandbox layers (a line \"sandbox: ...\")"; fi
for f in "$hostile"/*; do
  name=${f##*/}
  wanted "$name" || continue
  needs=$("$tools_bin/verdict" tag "$f" needs)
  if [ -n "$needs" ] && [ -n "$layers" ] && ! sed 's/([^)]*)//g' <<<"$layers" | grep -qwE "${needs// /|}"; then
    echo "  skip  $name: it needs $needs, and the sandbox has $layers"
    continue
  fi
  need_lang "$name" "$f" || continue
  fixture "$name"
  cap=unlimited
  [ -z "$("$tools_bin/verdict" tag "$f" peak)" ] || cap=$((9 << 19))
  cold=$("$tools_bin/verdict" tag "$f" cold)
  [ -z "$cold" ] || evict "$(gcc -print-prog-name="$cold")"
  judge "$name" "$cap" "$tmp/fixtures/$name"
  check "$name" "$tmp/fixtures/$name"
done

# A file name is data: quotes, spaces, a backquote, $(...) and a semicolon, each of which would
# create a file pwned-* in the temp folder if a shell ran it. The file is our own solution.
if wanted hostile-name; then
  name="it's \"a\" name; \`touch pwned-tick\` \$(touch pwned-dollar).c"
  { echo '/* expect: AC */'; cat "$copy/problems/uva10165/uva10165.c"; } >"$tmp/fixtures/$name"
  judge hostile-name unlimited "$tmp/fixtures/$name"
  check "a file named $name" "$tmp/fixtures/$name"
  pwned=$(find "$tmp" -name 'pwned-*' | sed "s|$tmp/||")
  if [ -z "$pwned" ] && grep -qF "$name" "$rep"; then ok "that file name ran nothing, and the report names the file"
  else fail "that file name: ${pwned:+commands in it ran (created $pwned) }$(grep -qF "$name" "$rep" || echo "the report does not name the file")"; fi
fi

# CMD= is a ready command; the folders and files its words name are shown to it. make runs in the
# repository's root, so "." there (as in `java -cp . Main`) names the repository: the test data
# must stay hidden all the same. read-expected.py, run by CMD= with a "." word.
if wanted cmd-dot; then
  fixture read-expected.py
  judge cmd-dot unlimited '' judge "CMD=python3 $tmp/fixtures/read-expected.py ."
  check "CMD=\"python3 read-expected.py .\" from the repository's root" "$tmp/fixtures/read-expected.py"
fi

# make stress runs programs the same way: write-outside.c for 2 s of search.
if wanted stress; then
  fixture write-outside.c
  judge stress unlimited "$tmp/fixtures/write-outside.c" stress SECONDS=2
  [ "$status" = 0 ] || fail "make stress on write-outside.c (a correct program) should find nothing and exit 0, not $status"
  check "make stress on write-outside.c"
fi

# judged_within WHERE TAG NAME...: each fixture NAME judged again inside the command in wrap (its
# report TAG-NAME), and checked as "NAME WHERE"; wrap emptied after.
judged_within() {
  local where=$1 tag=$2 name
  shift 2
  for name in "$@"; do
    fixture "$name"
    judge "$tag-$name" unlimited "$tmp/fixtures/$name"
    check "$name $where" "$tmp/fixtures/$name"
  done
  wrap=()
}

# Where the kernel refuses user namespaces (here: a user namespace of ours that may create no more,
# as in many containers), the runner falls back to Landlock and seccomp: the header must say which
# layers are missing, and files stay protected: write-outside.c and read-expected.c there.
if wanted degraded; then
  if unshare --user --map-root-user true 2>/dev/null; then
    # shellcheck disable=SC2016  # $@ is the inner shell's
    wrap=(unshare --user --map-root-user --mount --pid --fork --mount-proc sh -c 'echo 0 >/proc/sys/user/max_user_namespaces && exec "$@"' _)
    judged_within "where user namespaces are refused" degraded write-outside.c read-expected.c
    if grep -q '^sandbox: .*missing' "$rep"; then ok "there, the header says what is missing: $(head -n1 "$rep")"
    else fail "where user namespaces are refused, the header should say which layers are missing"; fi
  else
    echo "  skip  degraded: this machine gives the test no user namespace to refuse more in (unshare --user)"
  fi
fi

# As root, the attacks that differ for an ordinary user again as one: its programs run under its
# own uid on the host, so the files the judge hands them are their own there, and no cgroup is to
# be had. The user judgeuser (created when missing) judges in the same copy, handed over to it.
if wanted as-user && [ "$(id -u)" = 0 ]; then
  if ! id judgeuser >/dev/null 2>&1; then
    useradd -m judgeuser
    echo "  (created the user judgeuser, to judge as an ordinary user)"
  fi
  chown -R judgeuser: "$tmp"
  tar -C "$tmp" -cf "$tmp/pristine.tar" repo home secret.txt
  canaries_before=$(canaries)
  wrap=(setpriv --reuid=judgeuser --regid=judgeuser --init-groups)
  judged_within "as judgeuser" user tamper-stdin.c hide-memfd.c hide-pipes.c hide-unix-sockets.c hide-page-tables.c cpu-autoreap.c \
    socket-families.c write-outside.c
  if grep -q '^sandbox: .*limits polled, one process a run' "$rep"; then ok "as judgeuser, the header names the accounting: $(head -n1 "$rep")"
  else fail "as judgeuser, the header should name polled limits, one process a run: $(head -n1 "$rep")"; fi
fi

now=$(sums "$root/Makefile" "$root/README.md" "$root/judge" "$root/problems" "$root/testdata" "$root/.git/hooks")
if [ "$now" = "$source_sums" ]; then ok "the source tree is untouched"
else fail "the source tree changed during the test: $(changes "$source_sums" "$now")"; fi
finish
