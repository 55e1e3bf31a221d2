# casino_learn: `make lab` opens the course, `make test` runs every test.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: lab test bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,app,hub]'
	touch $(STAMP)

# JupyterLab refuses to run as root unless told to (as on shared lab machines and containers).
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root,)

lab: $(STAMP)
	$(BIN)/jupyter lab $(ALLOW_ROOT) --config=tools/jupyter_course_config.py notebooks/00_start_here.ipynb

test: $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_engine.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
