# casino_learn: `make lab` opens the course, `make test` runs every test.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: lab test bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,app,hub,lang]'
	touch $(STAMP)

# JupyterLab refuses to run as root unless told to (as on shared lab machines and containers).
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root,)

# The course's language (issue 16): `make lab LANG=es` or `LANG=pt`, else the system's (es_DO.UTF-8 is
# Spanish), else English. A translated course opens from notebooks/<lang>/ with JupyterLab's own menus in
# that language (its language pack; the setting lives in the venv, not in the learner's own settings).
# The languages are the folders casino_learn/locale/<lang>/ with a compiled catalog (adding a language is
# adding folders); JupyterLab's locale for each is named in its casino_learn/locale/<lang>/language.json.
LANGUAGES := $(patsubst casino_learn/locale/%/LC_MESSAGES/casino_learn.mo,%,$(wildcard casino_learn/locale/*/LC_MESSAGES/casino_learn.mo))
COURSE_LANG := $(filter $(LANGUAGES),$(firstword $(subst _, ,$(subst ., ,$(subst -, ,$(LANG))))))
LAB_LOCALE := $(if $(COURSE_LANG),$(shell sed -n 's/.*"jupyterlab_locale": *"\([^"]*\)".*/\1/p' casino_learn/locale/$(COURSE_LANG)/language.json),)
LAB_SETTINGS := $(abspath $(VENV))/lab-settings/$(LAB_LOCALE)
# A bare "es" is not a locale the C library knows: the server then runs with C.UTF-8.
LAB_ENV := $(if $(COURSE_LANG),env CASINO_LEARN_LANG=$(COURSE_LANG) JUPYTERLAB_SETTINGS_DIR=$(LAB_SETTINGS) \
	$(if $(findstring .,$(LANG)),,LANG=C.UTF-8),)

lab: $(STAMP)
ifneq ($(COURSE_LANG),)
	mkdir -p $(LAB_SETTINGS)/@jupyterlab/translation-extension
	printf '{"locale": "%s"}\n' $(LAB_LOCALE) > $(LAB_SETTINGS)/@jupyterlab/translation-extension/plugin.jupyterlab-settings
endif
	$(LAB_ENV) $(BIN)/jupyter lab $(ALLOW_ROOT) --config=tools/jupyter_course_config.py notebooks/$(if $(COURSE_LANG),$(COURSE_LANG)/,)00_start_here.ipynb

# Two workers (one per core of the CI machine): a notebook's or browser test file's tests stay on one
# worker (--dist loadfile), and the hub's culling test (minutes of waiting) runs beside the rest.
test: $(STAMP)
	$(BIN)/python -m pytest -n 2

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_engine.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
