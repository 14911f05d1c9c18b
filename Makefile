# Two commands matter: `make run` (talk to the agent locally) and `make test` (what CI runs).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
INSTALLED := $(VENV)/.installed
# Deploying: SAM CLI in a venv of its own (its pins would fight the dev tools'), and the
# python3.13 that `sam build` needs: pyenv's when it has one, else whatever is on PATH.
SAM_VENV := .venv-sam
SAM := $(SAM_VENV)/bin/sam
PYTHON313_BIN := $(lastword $(sort $(wildcard $(shell pyenv root 2>/dev/null)/versions/3.13*/bin)))
SAM_PATH := $(if $(PYTHON313_BIN),$(PYTHON313_BIN):)$(PATH)
export SAM_CLI_TELEMETRY := 0

.PHONY: run test test-fast lint bench events build deploy deploy-config destroy clean wipe \
	console screenshots browser

# The first install takes a minute or two: it says so, and counts packages while pip works
# (its whole log in .venv/install.log). A .venv of a Python older than 3.11 (made by hand, or
# by an older python3) is rebuilt with $(PYTHON), or the fix is named when that is old too.
$(INSTALLED): pyproject.toml layers/agent_memory/requirements.txt
	@$(PYTHON) -c "$$PYTHON_311" 2>/dev/null || { echo "agent-memory needs Python 3.11 or" \
		"newer; '$(PYTHON)' is $$($(PYTHON) -V 2>&1 || echo missing). Install one and name" \
		"it: make $(or $(MAKECMDGOALS),run) PYTHON=/path/to/python3.12"; exit 1; }
	@if [ -x $(BIN)/python ] && ! $(BIN)/python -c "$$PYTHON_311" 2>/dev/null; then \
		echo "$(VENV) was made by $$($(BIN)/python -V 2>&1); agent-memory needs 3.11+:" \
			"rebuilding it with $$($(PYTHON) -V)"; rm -rf $(VENV); fi
	@test -x $(BIN)/python || { echo "creating $(VENV) with $$($(PYTHON) -V)"; \
		$(PYTHON) -m venv $(VENV); }
	@echo "installing agent-memory and its dev tools into $(VENV) (first time: 1-3 minutes;" \
		"log in $(VENV)/install.log)"
	@$(BIN)/python -m pip install --quiet --upgrade pip >$(VENV)/install.log 2>&1 \
		|| { cat $(VENV)/install.log; exit 1; }
	@$(BIN)/python -m pip install -e '.[dev]' >>$(VENV)/install.log 2>&1 & pip=$$!; \
	trap 'kill $$pip 2>/dev/null; exit 130' INT TERM; seconds=0; said=; \
	while sleep 5 && kill -0 $$pip 2>/dev/null; do seconds=$$((seconds + 5)); \
		now="pip has fetched $$(grep -c '^Collecting' $(VENV)/install.log) packages$$(grep -q \
			'^Installing collected' $(VENV)/install.log && echo ', installing them')"; \
		if [ "$$now" != "$$said" ] || [ $$((seconds % 30)) -eq 0 ]; then \
			echo "  $${seconds} s: $$now"; said=$$now; fi; \
	done; \
	wait $$pip || { tail -n 20 $(VENV)/install.log; echo "install failed: see $(VENV)/install.log"; \
		exit 1; }
	@echo "installed: $(BIN)/agent-memory (run it as $(BIN)/agent-memory, or source $(BIN)/activate)"
	@touch $@
export PYTHON_311 := import sys; sys.exit(sys.version_info < (3, 11))

# make run: serve in the background (log in .local/serve.log), chat in the foreground as
# PHONE; leaving chat (/quit, Ctrl-D, Ctrl-C) stops serve. Ctrl-C is a normal way out, so
# it ends the recipe with status 0 (make would otherwise report "Error 130").
# Settings: see docs/running-locally.md.
PORT ?= 8750
PHONE ?= +5511987654321
MAINTENANCE_EVERY ?= 10

run: $(INSTALLED)
	@mkdir -p .local
	@export AGENT_ID="$${AGENT_ID:-demo}" COMPACTION_TRIGGER="$${COMPACTION_TRIGGER:-8}" \
		COMPACTION_KEEP="$${COMPACTION_KEEP:-4}"; \
	$(BIN)/agent-memory serve --port $(PORT) --maintenance-every $(MAINTENANCE_EVERY) \
		</dev/null >.local/serve.log 2>&1 & serve=$$!; \
	trap 'kill -TERM $$serve 2>/dev/null; wait $$serve 2>/dev/null; \
		[ -n "$$died" ] || tail -n 1 .local/serve.log' EXIT; \
	trap 'exit 0' INT; trap 'exit 143' TERM; \
	until $(BIN)/python -c "$$PORT_ANSWERS" $(PORT) 2>/dev/null; do \
		kill -0 $$serve 2>/dev/null || $(BIN)/python -c "$$PORT_ANSWERS" $(PORT) 2>/dev/null \
			|| { died=1; cat .local/serve.log; exit 2; }; sleep 0.2; \
	done; \
	echo "see and curate what it remembers: make console (in another terminal)"; \
	$(BIN)/agent-memory chat --port $(PORT) --phone "$(PHONE)" \
		|| { status=$$?; if [ -s .local/serve.log ]; then \
		     echo "serve log (.local/serve.log):"; tail -n 5 .local/serve.log; fi; exit $$status; }
# Until something listens on the port: serve's own error (a setting, the port) comes first,
# and a port another program holds is left to chat, which names it.
export PORT_ANSWERS := import socket, sys; socket.create_connection(("127.0.0.1", int(sys.argv[1])), 1).close()

test: $(INSTALLED) lint browser  # every tier on 3 workers (pytest-xdist) for CI's 2 cores: the third runs
	# while others wait on serve processes and sockets (4 workers measured 8 s slower on 2 idle
	# cores: each worker's start and collection costs 8 CPU-s); a worker that runs out of tests
	# takes some of another's (worksteal). cfn-lint runs beside the suite, its status kept.
	@$(BIN)/cfn-lint template.yaml >$(VENV)/cfn-lint.log 2>&1 & lint=$$!; \
	$(BIN)/python -m pytest -n 3 --dist worksteal; status=$$?; \
	wait $$lint || { echo "cfn-lint template.yaml:"; cat $(VENV)/cfn-lint.log; exit 1; }; \
	echo "cfn-lint template.yaml: clean"; exit $$status

test-fast: $(INSTALLED)  # the unit tier: no moto, servers or processes; seconds
	$(BIN)/python -m pytest -m unit

# Compiled modules are kept (in __pycache__, ignored by git) even where the environment says
# PYTHONDONTWRITEBYTECODE: else every worker and every serve process of the suite compiles
# the package and rewrites the tests' asserts again, a third of a worker's start.
test test-fast: export PYTHONDONTWRITEBYTECODE :=
# The tests' files (pytest's tmp_path: SQLite stores, serve's folders) go to memory where
# there is a /dev/shm: SQLite's fsync on a disk shared with other work took more than half
# of the unit tier's wall time; what the tests assert (a kill -9, a crash) needs no disk.
test test-fast: export TMPDIR := $(or $(shell test -w /dev/shm && echo /dev/shm),$(TMPDIR))

# The console's browser tests drive Debian's chromium (Playwright, no browser download):
# installed here when missing and running as root; otherwise those tests skip, saying why.
CHROMIUM := /usr/bin/chromium
browser:
	@if [ ! -x $(CHROMIUM) ] && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing chromium for the console's browser tests (apt-get, a minute or two)"; \
		apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive \
			apt-get install -y -qq --no-install-recommends chromium >/dev/null; \
	elif [ ! -x $(CHROMIUM) ]; then \
		echo "no $(CHROMIUM) (not root): the console's browser tests will skip"; fi

# make console: the operator's console over the local store (what make run remembers);
# prints the address to open. Over a deployed stack: agent-memory console --stack NAME.
CONSOLE_PORT ?= 8760
console: $(INSTALLED)
	@AGENT_ID="$${AGENT_ID:-demo}" $(BIN)/agent-memory console --port $(CONSOLE_PORT)

screenshots: $(INSTALLED) browser  # docs/screenshots/*.png, taken by the browser test
	@mkdir -p docs/screenshots
	CONSOLE_SCREENSHOTS=docs/screenshots $(BIN)/python -m pytest -q -p no:xdist \
		"tests/test_console_browser.py::test_an_operator_finds_sees_edits_restores_exports_and_erases[sqlite]" \
		"tests/test_console_browser.py::test_hidden_characters_show_as_escapes_and_long_texts_are_cut[sqlite]"

lint: $(INSTALLED)  # style, and the layers: the core imports no adapter (pyproject.toml)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports --no-cache

bench: $(INSTALLED)
	@for script in benchmarks/bench_*.py; do $(BIN)/python $$script || exit 1; done

events: $(INSTALLED)  # signed copies of the sample deliveries in .local/events/ (valid 5 minutes)
	$(BIN)/python events/sign.py

$(SAM):
	$(PYTHON) -m venv $(SAM_VENV)
	$(SAM_VENV)/bin/python -m pip install --quiet --upgrade pip 'aws-sam-cli>=1.140'

build: $(SAM)  # no AWS account needed: PyPI for the layer, a python3.13 for the functions
	@PATH="$(SAM_PATH)" python3.13 -c pass 2>/dev/null || { \
		echo "sam build needs python3.13 on PATH: see README, Deploying"; exit 1; }
	PATH="$(SAM_PATH)" $(SAM) build

# Deploying and tearing down read one file, $(SAMCONFIG): copy samconfig.example.toml to
# it once and fill it in (docs/deploying.md). Nothing is asked; the file is checked against
# template.yaml before anything is built (an empty AlarmEmail is a warning).
SAMCONFIG ?= samconfig.toml

deploy-config: $(INSTALLED)
	@$(BIN)/python -m agent_memory.devtools.deploy_config check $(SAMCONFIG)

deploy: deploy-config build  # the stack of $(SAMCONFIG), non-interactively
	$(SAM) deploy --config-file $(SAMCONFIG)

# What sam delete keeps on purpose (the table, the generated phone-hash key, the archive
# bucket, your SSM secrets) is looked up while the stack exists, and printed once it is gone
# with the commands that remove each. sam delete asks first; CONFIRM=yes does not ask.
destroy: $(SAM) $(INSTALLED)  # sam delete of the stack of $(SAMCONFIG)
	@kept=$$(mktemp) && trap 'rm -f "$$kept"' EXIT && \
	$(BIN)/python -m agent_memory.devtools.deploy_config kept $(SAMCONFIG) >"$$kept" && \
	$(SAM) delete --config-file $(SAMCONFIG) $(if $(filter yes,$(CONFIRM)),--no-prompts) && \
	cat "$$kept"

clean:  # build output, caches and virtual environments; the local run's data stays
	rm -rf $(VENV) $(SAM_VENV) .aws-sam .pytest_cache .ruff_cache .hypothesis .cache \
		layers/agent_memory/*.egg-info
	@if [ -d .local ]; then \
		echo "kept .local/ (local memory, inbox, secrets, log): 'make wipe' deletes it"; fi

wipe:  # the local run's data: memory, inbox and outbox, generated secrets, serve log
	rm -rf .local
