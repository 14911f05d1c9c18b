# Two commands matter: `make run` (talk to the agent locally) and `make test` (what CI runs).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
INSTALLED := $(VENV)/.installed

.PHONY: run test lint bench events build deploy clean

$(INSTALLED): pyproject.toml layers/agent_memory/requirements.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $@

# make run: serve in the background (log in .local/serve.log), chat in the foreground as
# PHONE; leaving chat (/quit, Ctrl-D, Ctrl-C) stops serve. Settings: see README, Run locally.
PORT ?= 8750
PHONE ?= +5511987654321
MAINTENANCE_EVERY ?= 10

run: $(INSTALLED)
	@mkdir -p .local
	@export AGENT_ID="$${AGENT_ID:-demo}" COMPACTION_TRIGGER="$${COMPACTION_TRIGGER:-8}" \
		COMPACTION_KEEP="$${COMPACTION_KEEP:-4}"; \
	$(BIN)/agent-memory serve --port $(PORT) --maintenance-every $(MAINTENANCE_EVERY) \
		</dev/null >.local/serve.log 2>&1 & serve=$$!; \
	trap 'kill -TERM $$serve 2>/dev/null; wait $$serve; tail -n 1 .local/serve.log' EXIT; \
	trap 'exit 130' INT TERM; \
	$(BIN)/agent-memory chat --port $(PORT) --phone "$(PHONE)" \
		|| { status=$$?; echo "serve log (.local/serve.log):"; tail -n 5 .local/serve.log; \
		     exit $$status; }

test: $(INSTALLED) lint
	$(BIN)/python -m pytest
	$(BIN)/cfn-lint template.yaml

lint: $(INSTALLED)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

bench: $(INSTALLED)
	@for script in benchmarks/bench_*.py; do $(BIN)/python $$script || exit 1; done

events: $(INSTALLED)  # re-sign the sample webhook deliveries (valid for 5 minutes)
	$(BIN)/python events/sign.py

clean:
	rm -rf $(VENV) .aws-sam .local .pytest_cache
