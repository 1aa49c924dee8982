# Reference solutions for six combinatorial-game problems, and a judge to check them (or yours).
#   make judge [P=problem] [SOL=your.c]   the online-judge report
#   make test                             everything that must pass; ends with "N passed, M failed"
# See README.md for the rest (judge-asan, testdata, checksums, stress, bench, fuzz).

BUILD    ?= build
override BUILD := $(abspath $(BUILD))
export BUILD
P        ?=
SOL      ?=
CMD      ?=
SECONDS  ?= 60
SEED     ?=
FUZZ_SECONDS ?= 300
# Compile lines are shown as "CC file"; V=1 shows the whole command.
V        ?=
Q        := $(if $(V),,@)
say       = $(if $(V),,@echo "  CC    $(patsubst $(BUILD)/%,%,$@)")
PROBLEMS := $(if $(P),$(P),$(notdir $(patsubst %/,%,$(wildcard problems/*/))))

# Test tools (generators, oracles, validators, floors) are C99 and may include judge/include/.
TOOL_CFLAGS := -std=c99 -O2 -Wall -Wextra -Werror -pedantic -Ijudge/include
TOOLS := $(patsubst %.c,$(BUILD)/%,$(wildcard $(PROBLEMS:%=testdata/%/tools/*.c)))
STAMPS := $(PROBLEMS:%=$(BUILD)/testdata/%/.stamp)
RUN := $(BUILD)/judge/run

.PHONY: all data judge judge-asan test testdata checksums stress bench fuzz clean explain
.DELETE_ON_ERROR:

all: $(RUN) $(TOOLS)

$(RUN): judge/run.c
	@mkdir -p $(@D)
	$(say)
	$(Q)$(CC) -std=gnu99 -O2 -Wall -Wextra -Werror -o $@ $<

.SECONDEXPANSION:
# A tool is rebuilt when its source changes, a header of judge/include/ (testlib.h, items.h) or a
# header in its own tools/ folder, where one problem's tools share game logic.
$(BUILD)/testdata/%: testdata/%.c $(wildcard judge/include/*.h) $$(wildcard $$(dir testdata/$$*)*.h)
	@mkdir -p $(@D)
	$(say)
	$(Q)$(CC) $(TOOL_CFLAGS) -o $@ $< -lm

# Generated cases are rebuilt when the recipe, a hand-written input or a tool changes; the checks'
# report is shown only when one fails (make testdata shows it always).
$(BUILD)/testdata/%/.stamp: testdata/%/recipe $$(wildcard testdata/$$*/*.in) $(RUN) \
                            $$(addprefix $(BUILD)/,$$(basename $$(wildcard testdata/$$*/tools/*.c)))
	@echo "  DATA  $*"
	@judge/testdata.sh $* >$(@D).log 2>&1 || { cat $(@D).log; exit 1; }
	@touch $@

# The tools are built and the problems' test data made side by side, JOBS at a time (default:
# one per core).
JOBS ?= $(shell nproc)
data:
	@$(MAKE) -s --no-print-directory -j$(JOBS) $(RUN) $(TOOLS) $(STAMPS)

testdata: $(RUN) $(TOOLS)
	judge/testdata.sh $(PROBLEMS)

checksums: $(RUN) $(TOOLS)
	judge/testdata.sh --update $(PROBLEMS)

# Your own program: SOL=file (C, C++, Python, Java: judge/languages.conf) or CMD="command".
OWN = $(if $(SOL),--sol '$(SOL)')$(if $(CMD),--cmd '$(CMD)')

# One line per solution and variant, a variant's remaining cases skipped once it is caught; every
# case, nothing skipped, with V=1, P=, SOL= or CMD=. JOBS= cases at a time (default: the cores).
judge: data
	@judge/judge.sh $(if $(V)$(P)$(OWN),-v,--quick) $(OWN) $(PROBLEMS)

judge-asan: data
	@judge/judge.sh --asan $(OWN) $(PROBLEMS)

# With SOL= or CMD=: find the smallest input your program gets wrong (SECONDS=60, SEED= replays).
# Without: our solutions against their oracles on 1,000 seeded inputs each.
stress: $(RUN) $(TOOLS)
	@$(if $(OWN),judge/findbug.sh --seconds $(SECONDS) $(if $(SEED),--seed $(SEED)) $(OWN) $(P),judge/stress.sh $(PROBLEMS))

bench: $(RUN) $(TOOLS) $(STAMPS)
	@judge/bench.sh $(PROBLEMS)

# make explain P=<p> [IN=file]: why each item of the input is won or lost (stdin without IN).
explain: $(if $(P),$(BUILD)/testdata/$(P)/tools/explain)
	@$(if $(P),,echo "usage: make explain P=<problem> [IN=file]" >&2; exit 2)
	@$(BUILD)/testdata/$(P)/tools/explain $(if $(IN),< $(IN))

fuzz:
	@judge/fuzz.sh -s $(FUZZ_SECONDS) $(PROBLEMS)

test:
	@judge/deps.sh
	@$(MAKE) --no-print-directory all
	@judge/test.sh $(PROBLEMS)

clean:
	rm -rf $(BUILD)
