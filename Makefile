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

.PHONY: run test test-fast lint bench events build deploy deploy-config destroy clean wipe

$(INSTALLED): pyproject.toml layers/agent_memory/requirements.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $@

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
	$(BIN)/agent-memory chat --port $(PORT) --phone "$(PHONE)" \
		|| { status=$$?; if [ -s .local/serve.log ]; then \
		     echo "serve log (.local/serve.log):"; tail -n 5 .local/serve.log; fi; exit $$status; }
# Until something listens on the port: serve's own error (a setting, the port) comes first,
# and a port another program holds is left to chat, which names it.
export PORT_ANSWERS := import socket, sys; socket.create_connection(("127.0.0.1", int(sys.argv[1])), 1).close()

test: $(INSTALLED) lint  # every tier on 4 workers (pytest-xdist): twice the 2 cores of CI, as a third of
	# the suite waits on serve processes, sockets and fsync rather than the CPU
	$(BIN)/python -m pytest -n 4
	$(BIN)/cfn-lint template.yaml

test-fast: $(INSTALLED)  # the unit tier: no moto, servers or processes; seconds
	$(BIN)/python -m pytest -m unit

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
