# Reference solutions for six combinatorial-game problems, and a judge to check them (or yours).
#   make judge [P=problem] [SOL=your.c]   the online-judge report
#   make judge PKG=path [SOL=your.c]      a Kattis / DOMjudge problem package (folder or .zip)
#   make judge P=problem MODE=play [SOL=player.py]   play the game against our perfect player
#   make stress P=problem MODE=play SOL=player.py    the smallest position it does not play perfectly
#   make judge P=problem SOL=folder       a class: every submission in the folder, a scoreboard, counterexamples
#   make test                             everything that must pass; ends with "N passed, M failed"
#   make package [P=problem] [FORMAT=2025-09]   problem packages for DOMjudge and Kattis
#   make study [P=problem]                a page per problem: pictures, play (build/study/<p>.html)
#   make new P=name; make check P=name    a seventh problem, from a copy of marienbad; its checks
# See README.md for the rest, and judge/README.md for how the harness is built.

BUILD    ?= build
override BUILD := $(abspath $(BUILD))
export BUILD
# the repository, for the harness's programs (build/judge/judge), wherever BUILD is
export JUDGE_ROOT := $(CURDIR)
P        ?=
SOL      ?=
CMD      ?=
USE      ?=
PKG      ?=
JSON     ?=
IN       ?=
SVG      ?=
SECONDS  ?= 60
SEED     ?=
FUZZ_SECONDS ?= 300
# Compile lines are shown as "CC file"; V=1 shows the whole command.
V        ?=
Q        := $(if $(V),,@)
say       = $(if $(V),,@echo "  CC    $(patsubst $(BUILD)/%,%,$@)")
PROBLEMS := $(if $(P),$(P),$(notdir $(patsubst %/,%,$(wildcard problems/*/))))

# The compile profiles (c99, uva_c, uva_cxx, asan, harness): each set of flags, named once.
PROFILES := judge/lib/profiles.conf
include $(PROFILES)

# The harness's own programs (judge/README.md): the runner, the judging of a run, the languages,
# the verdicts, the report, the readers of its files, the search and the shrinker.
# judge holds the commands case, lang, report and verdict too (judging/mains.h): links to it by those names.
JUDGE_LINKS := case lang report verdict
HARNESS := run/run judging/judge judging/javaclass lib/conf lib/table stress/stress stress/fails stress/shrink tests/verdict-test tests/checker-test package/md2tex package/pkg study/playcheck play/playstress
# The machine's calibration times the workload (run --machine): built as a judged C program is.
HARNESS_BIN := $(addprefix $(BUILD)/judge/,$(notdir $(HARNESS)) $(JUDGE_LINKS) workload)
# Test tools (generators, oracles, validators, floors, items) are C99; they may include
# judge/lib/ (rng.h, items.h) and build/include/<p>/limits.h, made from problems/<p>/problem.conf.
TOOL_CFLAGS := $(c99) -Ijudge/lib
# A problem's game code (its rules and searches, as headers): problems/<p>/game/, included by the
# problem's oracles and tools in testdata/<p>/tools/ and by its study/ code (never by the solution).
game_dir = problems/$(1)/game
TOOLS := $(patsubst %.c,$(BUILD)/%,$(wildcard $(PROBLEMS:%=testdata/%/tools/*.c)))
# The teaching code (problems/<p>/study/): each problem's explainer and claims checker, those
# written so far (a new problem may not have them yet).
STUDY := $(patsubst problems/%.c,$(BUILD)/study/%,$(subst /study/,/,$(wildcard $(foreach p,$(PROBLEMS),problems/$(p)/study/explain.c problems/$(p)/study/claims.c))))
STAMPS := $(PROBLEMS:%=$(BUILD)/testdata/%/.stamp)

.PHONY: all data calibrate judge judge-asan test check new testdata checksums stress bench fuzz clean explain package study wasm
.DELETE_ON_ERROR:
# Made on the way to the tools; kept, so that a build with nothing to do does nothing.
.SECONDARY: $(patsubst problems/%/problem.conf,$(BUILD)/include/%/limits.h,$(wildcard problems/*/problem.conf))

all: $(HARNESS_BIN) $(TOOLS) $(STUDY)

# The harness's library (judge/lib/, one .h and .c a module: key = value files, tables, whole
# files, the runner's interface, the verdicts, the default output validator, the sandbox, the stress
# test), compiled once and linked into each program; each program's own .c is its main.
LIB := files kv rows text show glob runner verdict checker sandbox fails
LIB_A := $(BUILD)/judge/lib/libjudge.a
$(BUILD)/judge/lib/%.o: judge/lib/%.c $(wildcard judge/lib/*.h) $(PROFILES)
	@mkdir -p $(@D)
	$(say)
	$(Q)$(CC) $(harness) -c -o $@ $<
$(LIB_A): $(LIB:%=$(BUILD)/judge/lib/%.o)
	$(Q)rm -f $@ && $(AR) rcs $@ $^

# a program's own sources: its path in HARNESS, and its parts beside it (report-json.c: report's);
# judge's, with those of the commands it holds
harness_src = $(foreach m,$(filter %/$(1).c,$(HARNESS:%=judge/%.c)),$(m) $(wildcard $(m:.c=)-*.c)) \
              $(if $(filter judge,$(1)),$(foreach l,$(JUDGE_LINKS),judge/judging/$(l).c $(wildcard judge/judging/$(l)-*.c)))
$(BUILD)/judge/workload: judge/run/workload.c $(PROFILES)
	@mkdir -p $(@D)
	$(say)
	$(Q)$(CC) $(c99) -o $@ $<
$(JUDGE_LINKS:%=$(BUILD)/judge/%): $(BUILD)/judge/judge
	$(Q)ln -f $< $@
.SECONDEXPANSION:
$(BUILD)/judge/%: $$(call harness_src,$$*) $(wildcard judge/lib/*.h judge/judging/*.h) $(LIB_A) $(PROFILES)
	@mkdir -p $(@D)
	$(say)
	$(Q)$(CC) $(harness) -Ijudge/lib -o $@ $(filter %.c,$^) $(LIB_A) -lm

$(BUILD)/include/%/limits.h: problems/%/problem.conf $(BUILD)/judge/conf
	@mkdir -p $(@D)
	$(Q)$(BUILD)/judge/conf --header $< >$@

# A tool is rebuilt when its source, a header of judge/lib/, a header of its problem's game code
# (problems/<p>/game/) or its problem.conf changes. The item tool is linked with
# judge/lib/items.c, which holds its main. A tool that includes its problem's solution (a floor
# reading with the solution's own reader) is rebuilt with it.
tool_problem = $(firstword $(subst /, ,$*))
SOLUTION_READERS := $(shell grep -l '^\#include "\.\./\.\./\.\./problems/' $(wildcard testdata/*/tools/*.c))
$(BUILD)/testdata/%: testdata/%.c $(wildcard judge/lib/*.h) $(PROFILES) $$(wildcard $$(call game_dir,$$(tool_problem))/*.h) \
                     $(BUILD)/include/$$(tool_problem)/limits.h $$(if $$(filter items,$$(notdir $$*)),judge/lib/items.c judge/lib/text.c) \
                     $$(if $$(filter testdata/$$*.c,$(SOLUTION_READERS)),problems/$$(tool_problem)/$$(tool_problem).c)
	@mkdir -p $(@D)
	$(say)
	$(Q)$(CC) $(TOOL_CFLAGS) -I$(call game_dir,$(tool_problem)) -I$(BUILD)/include/$(tool_problem) -o $@ $(filter-out problems/%,$(filter %.c,$^)) -lm

# build/study/<p>/explain and claims: the problem's study/explain.c (with the other files of its
# study/ folder) or study/claims.c, linked with the shared main in judge/lib/ (explain.c,
# claims.c); they include the problem's game code (problems/<p>/game/), the oracles' own.
STUDY_SRC = problems/$(1)/study/$(2).c judge/lib/$(2).c
STUDY_DEPS = $(wildcard judge/lib/*.h problems/$(1)/study/*.h $(call game_dir,$(1))/*.h) $(BUILD)/include/$(1)/limits.h $(PROFILES)
$(BUILD)/study/%: $$(call STUDY_SRC,$$(tool_problem),$$(notdir $$*)) $$(call STUDY_DEPS,$$(tool_problem))
	@mkdir -p $(@D)
	$(say)
	$(Q)$(CC) $(TOOL_CFLAGS) -I$(call game_dir,$(tool_problem)) -I$(BUILD)/include/$(tool_problem) -o $@ $(filter %.c,$^) -lm

# Generated cases are rebuilt when the recipe, a hand-written input or a tool changes; the checks'
# report is shown only when one fails (make testdata shows it always).
$(BUILD)/testdata/%/.stamp: testdata/%/recipe $$(wildcard testdata/$$*/*.in) $(HARNESS_BIN) \
                            $$(addprefix $(BUILD)/,$$(basename $$(wildcard testdata/$$*/tools/*.c)))
	@echo "  DATA  $*"
	@judge/data/testdata.sh $* >$(@D).log 2>&1 || { cat $(@D).log; exit 1; }
	@touch $@

# The tools are built and the problems' test data made side by side, JOBS at a time (default:
# one per core).
JOBS ?= $(shell nproc)
data:
	@$(MAKE) -s --no-print-directory -j$(JOBS) $(HARNESS_BIN) $(TOOLS) $(STAMPS)

testdata: all
	judge/data/testdata.sh $(PROBLEMS)

checksums: all
	judge/data/testdata.sh --update $(PROBLEMS)

# Your own program: SOL=file (judge/judging/languages.conf; USE=NAME picks among its extension's
# languages, e.g. USE=PyPy) or CMD="command". Passed through the environment, never pasted into a
# shell line, so no file name is ever run as a command; taken with $(value ...) into simple
# variables, never expanded, so that make neither eats a `$` in a name nor runs a `$(shell ...)`
# in it (make would, exporting a command-line variable as it is).
override SOL := $(value SOL)
override CMD := $(value CMD)
override IN := $(value IN)
override SVG := $(value SVG)
override PKG := $(value PKG)
override JSON := $(value JSON)
export JUDGE_PKG := $(PKG)
export JUDGE_JSON := $(if $(JSON),$(abspath $(JSON)))
export JUDGE_SOL := $(SOL)
export JUDGE_CMD := $(CMD)
export JUDGE_IN := $(IN)
export JUDGE_SVG := $(SVG)
export JUDGE_USE := $(USE)
OWN = $(if $(SOL)$(CMD),--own)

# One line per solution and variant, a variant's remaining cases skipped once it is caught; every
# case, nothing skipped, with V=1, P=, SOL= or CMD=. JOBS= cases at a time (default: the cores).
# SOL=<folder>: a class, every submission in it side by side, a scoreboard, a counterexample for each
# wrong or slow one (SECONDS= each, SEED=), groups and build/judge/class/<p>.html.
# MODE=play: each game played against our perfect player (judge --play; SOL= your player).
# PKG=path: every submission of a problem package (judge --package: judging/judge-package.c).
# JSON=file: the report for scripts too (README.md, "A report for scripts").
judge: $(if $(PKG),$(HARNESS_BIN),data)
	@$(if $(filter play,$(MODE)),$(BUILD)/judge/judge --play $(if $(V)$(P)$(OWN),-v) $(OWN) $(PROBLEMS),$(if $(PKG),$(BUILD)/judge/judge --package $(if $(V),-v) $(OWN) "$$JUDGE_PKG",$(BUILD)/judge/judge $(if $(V)$(P)$(OWN),-v,--quick) $(OWN) $(if $(OWN),--seconds $(SECONDS)) $(PROBLEMS)))

# The machine measured again against the reference where our limits were set (run --machine:
# judge/run/run.c); make judge measures it on its own when the cache is stale.
calibrate: $(HARNESS_BIN)
	@$(BUILD)/judge/run --machine --again | sed -n 's/^line=//p'

judge-asan: data
	@$(BUILD)/judge/judge --asan $(OWN) $(PROBLEMS)

# With SOL= or CMD=: find the smallest input your program gets wrong (SECONDS=60, SEED= replays;
# FROM=FILE: an input to try after the sweep, before the random ones, such as a case the judge saw
# it fail). Without: our solutions, through the same search, on 1,000 small seeded inputs each. MODE=play
# (with P= and SOL=): the smallest position your player does not play perfectly (judge/play/playstress.c).
stress: all
	@$(if $(filter play,$(MODE)),$(BUILD)/judge/playstress --search --seconds $(SECONDS) $(if $(SEED),--seed $(SEED)) $(P),$(BUILD)/judge/stress $(if $(OWN),--own --seconds $(SECONDS) $(if $(SEED),--seed $(SEED)) $(if $(FROM),--from '$(FROM)') $(P),--ours 1000 $(PROBLEMS)))

bench: data
	@judge/measure/overhead.sh
	@judge/measure/bench.sh $(PROBLEMS)
	@$(if $(filter uva10404,$(PROBLEMS)),judge/measure/stress-bench.sh)
	@$(if $(filter uva10165,$(PROBLEMS)),judge/measure/class-bench.sh)

# Problem packages for DOMjudge and Kattis: build/package/<p>/ and <p>.zip (judge/package/); each
# play version as an interactive one, build/play/<p>/ and <p>.zip (judge/play/package.sh).
# FORMAT=2025-09: the problems alone, in that version's layout, into build/package-2025-09/.
package: data
	@judge/package/package.sh $(if $(FORMAT),--format $(FORMAT)) $(PROBLEMS)
	@$(if $(FORMAT),,judge/play/package.sh $(PROBLEMS))

# make explain P=<p> [IN=file] [SVG=dir]: why each item of the input is won or lost (stdin without
# IN); with SVG=dir, the pictures instead, item K into dir/K.svg (judge/lib/study.h).
explain: $(if $(P),$(BUILD)/study/$(P)/explain)
	@$(if $(P),,echo "usage: make explain P=<problem> [IN=file] [SVG=dir]" >&2; exit 2)
	@$(if $(SVG),mkdir -p "$$JUDGE_SVG" && )$(BUILD)/study/$(P)/explain $(if $(SVG),--svg-dir "$$JUDGE_SVG") <"$${JUDGE_IN:-/dev/stdin}"

# The study pages (judge/study/): each problem's explainer and solution compiled to wasm32-wasi
# with Debian's clang, lld and wasi-libc (libclang-rt-14-dev-wasm32 for the builtins), with the
# flags the tools and the solution are built with natively, and inlined into one HTML file.
WASM_CFLAGS := --target=wasm32-wasi --sysroot=/usr -Wl,--strip-all
WASM := $(foreach p,$(PROBLEMS),$(BUILD)/wasm/$(p)/explain.wasm $(BUILD)/wasm/$(p)/$(p).wasm)
$(BUILD)/wasm/%/explain.wasm: $$(call STUDY_SRC,$$*,explain) $$(call STUDY_DEPS,$$*)
	@mkdir -p $(@D)
	$(say)
	$(Q)clang $(WASM_CFLAGS) $(TOOL_CFLAGS) -I$(call game_dir,$*) -I$(BUILD)/include/$* -o $@ $(filter %.c,$^) -lm
$(BUILD)/wasm/%.wasm: problems/%.c $(PROFILES)
	@mkdir -p $(@D)
	$(say)
	$(Q)clang $(WASM_CFLAGS) $(c99) -o $@ $< -lm

wasm: $(HARNESS_BIN)
	@judge/study/study.sh --toolchain
	@$(MAKE) -s --no-print-directory -j$(JOBS) $(WASM)

study: wasm
	@judge/study/study.sh $(PROBLEMS)

fuzz: $(BUILD)/judge/conf
	@judge/measure/fuzz.sh -s $(FUZZ_SECONDS) $(PROBLEMS)

test:
	@judge/deps.sh
	@$(MAKE) --no-print-directory all
	@judge/tests/test.sh $(PROBLEMS)

# make new P=<name>: a seventh problem, started as a copy of marienbad under the new name
# (judge/new.sh; judge/README.md, "A seventh problem", says what to rewrite). make check P=<name>:
# make test's steps that look at the problem (judge/tests/test.sh --check), in minutes.
new:
	@judge/new.sh $(P)

check:
	@$(MAKE) --no-print-directory all
	@judge/tests/test.sh --check $(PROBLEMS)

clean:
	rm -rf $(BUILD)
