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

run: $(INSTALLED)
	$(BIN)/agent-memory demo

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
