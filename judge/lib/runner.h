/* runner.h - how the harness's C programs start another program and wait for it: the runner
 * (judge/run/run.c) for every build and run, and the problems' tools.
 *
 * The runner is build/judge/run, beside the program that includes this (its own folder, read from
 * /proc/self/exe), with the flags sandbox_check chose (JUDGE_RUN_FLAGS: empty, or -u where the
 * namespaces are missing); JUDGE_RUN replaces it for the runs of a case (the self-test's runner
 * that cannot run), never for a build.
 */
#ifndef RUNNER_H
#define RUNNER_H
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "kv.h"

struct args { char **v; int n, cap; };

void args_add(struct args *a, const char *s);

/* The folder of this program: where the harness's programs are (build/judge). */
const char *harness_dir(void);

/* a gets the runner's command and the flags sandbox_check chose. */
void args_runner(struct args *a, int replaceable);

/* Runs argv with stdin from the file in (NULL: /dev/null) and stdout and stderr into the files
 * out and err (NULL: as ours) and waits: its exit status, 128 + the signal that ended it, or -1
 * when it could not start. A stop signal caught (catch_stops, below) is acted on before the start
 * and after the wait. */
int run_wait(char *const *argv, const char *in, const char *out, const char *err);

/* The lines of a file (cmd, box: one word per line) added to a; 0, or -1 when it cannot be read. */
int args_from_lines(struct args *a, const char *path);

/* Runs argv (argv[0] a path) and waits: what it printed on stdout (and stderr, with both), without
 * its final newlines, as the shell's $(...) has it; *status as run_wait's (127: it could not start). */
char *run_output(char *const *argv, int both, int *status);

/* The sandbox every build and run goes through, asked of the kernel once (run --probe): returns
 * the report's line naming the layers in force, and sets for the runner and lang.c, through the
 * environment of the programs started after it, JUDGE_RUN_FLAGS (-u where the namespaces are
 * missing), JUDGE_BOX_PATH (the PATH inside) and JUDGE_SANDBOX_LINE (set already: the probe is not
 * asked again). Where nothing protects files (no namespaces, no Landlock), your own program (own)
 * is refused in one line, exit 2, unless JUDGE_UNSAFE=1; our own solutions still run, and say so. */
const char *sandbox_check(int own);

/* A signal to stop (SIGINT, SIGTERM, SIGHUP; SIGPIPE: the reader of the report went away, as in
 * `make judge | head`) for a driver that owns a scratch folder and workers: catch_stops(on_stop)
 * notes it (removing a tree is not async-signal-safe, so the handler does nothing else; no
 * SA_RESTART, so that a wait returns to see it); stop_if_signalled(), where the driver waits (run_wait too), then
 * calls on_stop (end the workers, remove the folder) and ends the process by that signal.
 * catch_stops(NULL) gives a worker the default actions back. */
void catch_stops(void (*on_stop)(void));
void stop_if_signalled(void);
/* The stop signal caught and not yet acted on (0: none), for a driver that must end its own work
 * first (the runner: the program, its cgroup). */
int stop_caught(void);

/* The harness's programs named (NULL-ended) are built beside this one, else one line and exit 2:
 * make builds them. */
void need_tools(const char *const *names);

/* program's path in the first folder of path (a PATH: folders and colons) that holds it
 * executable, or NULL. */
char *on_path(const char *program, const char *path);

/* The factor every time limit is multiplied by, and the header's line that says so: TL_SCALE, the
 * user's, when set (not a positive number: one line, exit 2), else the machine's, measured by the
 * runner against the reference machine where our limits were set (run --machine, judge/run/run.c:
 * cached in build/judge/machine.cache), so that a verdict is the one that machine would give.
 * Sets JUDGE_FAULT_US, the machine's excess_us (0 under TL_SCALE), which args_runner passes to
 * every run as -P: page faults charged as the reference would charge them, times the factor. */
struct factor { double x; const char *line; };
const struct factor *time_factor(void);

/* A time limit set on the reference machine, as judged here: tl, its seconds times time_factor()
 * (x10 under ASan); said, how a header shows it: "2.38 s (1 s x2.38)", or "1 s" when nothing
 * moved it. */
struct time_limit { const char *tl, *said; };
struct time_limit time_limit_here(const char *seconds, int asan);

/* A problem's limits as every command judges under them, from its problem.conf (read into conf,
 * from path): time, time_limit here (time_limit_here); ml, MiB, memory_limit, 0 (none) under
 * ASan; ol, MiB, output_limit. Exported as JUDGE_TL, JUDGE_ML and JUDGE_OL for case.c. A limit
 * missing: one line, exit 2. */
struct limits { struct time_limit time; const char *ml, *ol; };
struct limits limits_of(const struct kv_file *conf, const char *path, int asan);
#endif
