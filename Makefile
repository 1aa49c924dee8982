# Reference solutions for six combinatorial-game problems, and a judge to check them (or yours).
#   make judge [P=problem] [SOL=your.c]   the online-judge report
#   make test                             everything that must pass; ends with "N passed, M failed"
# See README.md for the rest (judge-asan, testdata, checksums, stress, bench, fuzz).

BUILD    ?= build
override BUILD := $(abspath $(BUILD))
export BUILD
P        ?=
SOL      ?=
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

.PHONY: all judge judge-asan test testdata checksums stress bench fuzz clean
.DELETE_ON_ERROR:

all: $(RUN) $(TOOLS)

$(RUN): judge/run.c
	@mkdir -p $(@D)
	$(say)
	$(Q)$(CC) -std=gnu99 -O2 -Wall -Wextra -Werror -o $@ $<

$(BUILD)/testdata/%: testdata/%.c judge/include/testlib.h
	@mkdir -p $(@D)
	$(say)
	$(Q)$(CC) $(TOOL_CFLAGS) -o $@ $< -lm

# Generated cases are rebuilt when the recipe, a hand-written input or a tool changes.
.SECONDEXPANSION:
$(BUILD)/testdata/%/.stamp: testdata/%/recipe $$(wildcard testdata/$$*/*.in) $(RUN) \
                            $$(addprefix $(BUILD)/,$$(basename $$(wildcard testdata/$$*/tools/*.c)))
	@judge/testdata.sh $*
	@touch $@

testdata: $(RUN) $(TOOLS)
	judge/testdata.sh $(PROBLEMS)

checksums: $(RUN) $(TOOLS)
	judge/testdata.sh --update $(PROBLEMS)

judge: $(RUN) $(STAMPS)
	@judge/judge.sh $(if $(SOL),--sol $(SOL)) $(PROBLEMS)

judge-asan: $(RUN) $(STAMPS)
	@judge/judge.sh --asan $(if $(SOL),--sol $(SOL)) $(PROBLEMS)

stress: $(RUN) $(TOOLS)
	@judge/stress.sh $(PROBLEMS)

bench: $(RUN) $(TOOLS) $(STAMPS)
	@judge/bench.sh $(PROBLEMS)

fuzz:
	@judge/fuzz.sh -s $(FUZZ_SECONDS) $(PROBLEMS)

test:
	@judge/deps.sh
	@$(MAKE) --no-print-directory all
	@judge/test.sh $(PROBLEMS)

clean:
	rm -rf $(BUILD)
