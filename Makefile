# Bestellwerk: `make run` sets everything up and serves the product, `make test` runs every check.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PORT ?= 8000
HOST ?= 127.0.0.1
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
MANAGE := $(PY) backend/manage.py
E2E_PORT ?= 8123
export PORT HOST

.PHONY: bench bench-stats help run serve setup test lint migrations-check test-backend test-backend-postgres typecheck test-frontend \
        schema-check openapi api-fuzz api-fuzz-full probe e2e e2e-template e2e-server chromium faketime demo clean \
        cluster nginx

help:
	@echo "make run    – installieren, bauen, Demo laden und starten (http://$(HOST):$(PORT))"
	@echo "make test   – alle Prüfungen (Lint, Migrationen, Backend, TypeScript, Frontend, OpenAPI, End-to-End)"
	@echo "make serve  – nur starten (PORT, DATABASE_URL)"
	@echo "make setup  – nur installieren und bauen"
	@echo "make openapi – openapi.yaml und die TypeScript-Typen neu erzeugen"
	@echo "make api-fuzz – Schemathesis gegen alle API-Operationen (anonym und als Administrator)"
	@echo "make bench  – Abfragezahlen, HTTP-Zeiten (großer Mandant, SQLite und PostgreSQL) und Bundle-Größen messen"
	@echo "make bench-stats – Statistik auf PostgreSQL: 10 Mio. Ereignisse, 1 Mio. Bestellungen, jede Art gegen naiv"

# ---------------------------------------------------------------- install and build
# Debian's python3 has no venv/ensurepip without the python3-venv package: installed here when root.
$(VENV)/.installed: requirements.txt requirements-dev.txt
	@if [ ! -x $(VENV)/bin/pip ]; then \
		rm -rf $(VENV); \
		if ! $(PYTHON) -m venv $(VENV) 2>/dev/null; then \
			rm -rf $(VENV); \
			if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
				apt-get update -qq && apt-get install -y -qq --no-install-recommends python3-venv && $(PYTHON) -m venv $(VENV); \
			else echo "Bitte python3-venv installieren: sudo apt-get install -y python3-venv"; exit 1; fi; \
		fi; \
	fi
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

node_modules/.installed: package.json package-lock.json frontend/*/package.json e2e/package.json
	npm ci --no-audit --no-fund
	touch $@

tools/typegen/node_modules/.installed: tools/typegen/package.json tools/typegen/package-lock.json
	npm ci --prefix tools/typegen --no-audit --no-fund
	touch $@

# ESLint with typescript-eslint, which needs TypeScript 5 (the apps use 7): kept apart like typegen
tools/eslint/node_modules/.installed: tools/eslint/package.json tools/eslint/package-lock.json
	npm ci --prefix tools/eslint --no-audit --no-fund
	touch $@

FRONTEND_SOURCES := $(shell find frontend/common frontend/storefront frontend/backoffice -type f \
	-not -path '*/node_modules/*' -not -path '*/dist/*' 2>/dev/null)

frontend/.built: node_modules/.installed $(FRONTEND_SOURCES)
	npm run build
	touch $@

var:
	mkdir -p var

setup: $(VENV)/.installed node_modules/.installed tools/typegen/node_modules/.installed frontend/.built | var
	$(MANAGE) collectstatic --noinput -v0

# ---------------------------------------------------------------- run
run: setup
	$(MANAGE) migrate --noinput -v0
	$(MANAGE) load_demo --if-empty
	@echo ""
	@echo "  Shop:     http://$(HOST):$(PORT)/"
	@echo "  Backend:  http://$(HOST):$(PORT)/backend"
	@echo "  API-Doku: http://$(HOST):$(PORT)/api/docs/"
	@echo "  Demo-Logins (Passwort jeweils demo1234):"
	@echo "    admin@example.com        (Administrator)"
	@echo "    mitarbeiter@example.com  (Mitarbeiter der Filialen Mariahilf und Online-Shop)"
	@echo ""
	@$(MAKE) --no-print-directory serve

# Without REDIS_URL tasks run in-process, and so do the periodic ones: celery beat runs beside gunicorn and
# executes CELERY_BEAT_SCHEDULE itself (eager mode). PERIODIC_TASKS=0 leaves it out (the end-to-end server).
serve: | var
	$(MANAGE) migrate --noinput -v0
	@if [ -z "$$REDIS_URL" ] && [ "$${PERIODIC_TASKS:-1}" = 1 ]; then \
		(cd backend && exec ../$(VENV)/bin/celery -A config beat -l warning --schedule ../var/celerybeat-schedule) & \
		beat=$$!; trap 'kill $$beat 2>/dev/null' EXIT; \
	fi; \
	$(VENV)/bin/gunicorn --chdir backend -c backend/config/gunicorn.conf.py

# The production shape on this machine (tools/cluster/cluster.sh): nginx in front of two app servers, one Celery
# worker and one beat, on PostgreSQL and Redis (CLUSTER_DATABASE_URL, CLUSTER_REDIS_URL, CLUSTER_PORT); Ctrl-C stops
# it. tools/cluster/load_test.py runs the load and kill test against it (README 'Betrieb auf mehreren Rechnern').
cluster: setup nginx | var
	tools/cluster/cluster.sh

nginx:
	@if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then \
		if [ "$$(id -u)" = 0 ]; then \
			apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx; \
		else echo "Bitte nginx installieren: sudo apt-get install -y --no-install-recommends nginx"; exit 1; fi; \
	fi

demo: $(VENV)/.installed | var
	$(MANAGE) migrate --noinput -v0
	$(MANAGE) load_demo --if-empty

# ---------------------------------------------------------------- checks
# each check timed (tools/ci/steps.sh; .ci/run collects the times through CI_TIMES)
test:
	@tools/ci/steps.sh setup chromium lint migrations-check test-backend typecheck test-frontend schema-check api-fuzz e2e
	@echo "Alle Prüfungen bestanden."

# ruff, the import contracts of pyproject.toml (the backend's layers, pure rules), then Prettier's check of the
# TypeScript (.prettierrc.json; `npm run format` rewrites), ESLint (frontend boundaries, e2e specs that read the
# clock tagged @clock) and the tests of the project's own ESLint rules
lint: $(VENV)/.installed node_modules/.installed tools/eslint/node_modules/.installed
	$(VENV)/bin/ruff check backend
	$(VENV)/bin/ruff format --check backend
	cd backend && ../$(VENV)/bin/lint-imports ../pyproject.toml
	npm run --silent format:check
	npm run lint
	node --test tools/eslint/rules/

migrations-check: $(VENV)/.installed
	$(MANAGE) makemigrations --check --dry-run

# pytest-xdist: two processes, each with its own test database (about 40 % faster on two cores)
test-backend: $(VENV)/.installed
	$(VENV)/bin/pytest -n 2

# CI runs the backend suite a second time against PostgreSQL, with the machine's clock moved by CLOCK_SHIFT_DAYS days
# (libfaketime, Debian's package faketime: installed here when root) so that a test reading the real date fails.
# The monotonic clock is shifted too (else every time.sleep fails with EINVAL); in return a timed wait that runs out
# never returns under the shift, hence the timeout, and some tests run unshifted after the shifted pass: the two
# time-tracking concurrency tests (a Barrier's timeout running out while PostgreSQL holds a lock), the gunicorn
# clock test (gunicorn compares the shifted monotonic clock with its heartbeat file's real modification time and
# kills every new worker) and the printing tests of devices that run the printer agent against a TCP printer
# (their agents' and listeners' timed waits run out by design: a printer that is off, an agent that stops).
CLOCK_SHIFT_DAYS ?=
UNSHIFTED_TESTS := backend/config/tests/test_test_clock.py::test_every_gunicorn_worker_runs_on_the_shared_pinned_clock \
	backend/timetracking/tests/test_concurrency.py::test_copying_a_week_twice_at_once_copies_it_once \
	backend/timetracking/tests/test_concurrency.py::test_the_same_queued_step_sent_twice_at_once_answers_the_first \
	backend/devices/tests/test_print_agent.py \
	backend/devices/tests/test_print_orders.py
POSTGRES_TEST_URL = $${POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/bestellwerk}
test-backend-postgres: $(VENV)/.installed $(if $(CLOCK_SHIFT_DAYS),faketime)
ifeq ($(CLOCK_SHIFT_DAYS),)
	DATABASE_URL=$(POSTGRES_TEST_URL) $(VENV)/bin/pytest -n 2
else
	@lib=$$(ls /usr/lib/*/faketime/libfaketime.so.1 | head -n 1); shift=$$(printf '%+d' $(CLOCK_SHIFT_DAYS))d; \
	echo "Uhr um $$shift verschoben (libfaketime $$lib)"; \
	env LD_PRELOAD=$$lib FAKETIME=$$shift FAKETIME_DONT_FAKE_MONOTONIC=0 DATABASE_URL=$(POSTGRES_TEST_URL) \
		timeout 1800 $(VENV)/bin/pytest -n 2 $(foreach test,$(UNSHIFTED_TESTS),--deselect $(test))
	DATABASE_URL=$(POSTGRES_TEST_URL) $(VENV)/bin/pytest $(UNSHIFTED_TESTS)
endif

faketime:
	@if ! ls /usr/lib/*/faketime/libfaketime.so.1 >/dev/null 2>&1; then \
		if [ "$$(id -u)" = 0 ]; then \
			apt-get update -qq && apt-get install -y -qq --no-install-recommends faketime; \
		else echo "Bitte libfaketime installieren: sudo apt-get install -y --no-install-recommends faketime"; exit 1; fi; \
	fi

typecheck: node_modules/.installed
	npm run typecheck

test-frontend: node_modules/.installed
	npm run test:unit

# The committed openapi.yaml and the generated TypeScript types must match the code.
schema-check: $(VENV)/.installed tools/typegen/node_modules/.installed
	$(MANAGE) spectacular --file var/openapi.check.yaml --validate --fail-on-warn
	diff -u openapi.yaml var/openapi.check.yaml || (echo "openapi.yaml ist veraltet: make openapi" && exit 1)
	npm exec --prefix tools/typegen -- openapi-typescript openapi.yaml -o var/schema.check.ts >/dev/null
	diff -u frontend/common/src/api/schema.gen.ts var/schema.check.ts || (echo "schema.gen.ts ist veraltet: make openapi" && exit 1)

openapi: $(VENV)/.installed tools/typegen/node_modules/.installed | var
	$(MANAGE) spectacular --file openapi.yaml --validate --fail-on-warn
	npm exec --prefix tools/typegen -- openapi-typescript openapi.yaml -o frontend/common/src/api/schema.gen.ts

# Schemathesis (CLI) over every operation of openapi.yaml against a real server on a fresh demo database:
# anonymous and as the demo admin, fixed seed, settings in tools/api-fuzz/schemathesis.toml (about 4 minutes).
api-fuzz: $(VENV)/.installed | var
	tools/api-fuzz/run.sh

# The long run, not part of make test: 100 examples per operation (schemathesis.toml has 10), cut off after an hour.
api-fuzz-full: $(VENV)/.installed | var
	MAX_EXAMPLES=100 RUN_SECONDS=3600 tools/api-fuzz/run.sh

chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
		if [ "$$(id -u)" = 0 ]; then \
			apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium; \
		else echo "Bitte Chromium installieren: sudo apt-get install -y --no-install-recommends chromium"; exit 1; fi; \
	fi

# A fresh database with the demo business, served for the end-to-end tests (Playwright starts it).
# The tests place many orders from 127.0.0.1 with the same e-mail address: rate limits off (0) there only.
E2E_LIMITS := ORDER_LIMIT_PER_IP=0 ORDER_LIMIT_PER_CONTACT=0 UPLOAD_LIMIT_PER_MINUTE=0 QR_SCAN_LIMIT_PER_MINUTE=0 ANALYTICS_LOG_LIMIT_PER_MINUTE=0 \
	ANALYTICS_EVENTS_PER_VISITOR_PER_MINUTE=0 ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE=0 \
	CONSENT_LIMIT_PER_MINUTE=0 CONTENT_FORM_LIMIT_PER_10_MINUTES=0 SIGNATURE_MAIL_LIMIT_PER_10_MINUTES=0
# a terminal step queued offline counts as such after 5 s, not a minute (time-clock.spec.ts waits that long, not 61 s)
E2E_TIMES := TIME_TRACKING_OFFLINE_AFTER_SECONDS=5
# the test mailbox: every mail the e2e server sends is a file in var/e2e-mail-<port> (e2e/tests/support/mailbox.ts)
E2E_MAIL := EMAIL_BACKEND=django.core.mail.backends.filebased.EmailBackend EMAIL_FILE_PATH=$(CURDIR)/var/e2e-mail-$(E2E_PORT)
# The demo database of one pinned instant of an e2e run (e2e/global-setup.ts makes one per instant, on its clock).
E2E_TEMPLATE_DB ?= $(CURDIR)/var/e2e-template.sqlite3
e2e-template: $(VENV)/.installed | var
	rm -f $(E2E_TEMPLATE_DB) $(E2E_TEMPLATE_DB)-wal $(E2E_TEMPLATE_DB)-shm
	DATABASE_URL=sqlite:///$(E2E_TEMPLATE_DB) $(MANAGE) migrate --noinput -v0
	LOG_LEVEL=WARNING DATABASE_URL=sqlite:///$(E2E_TEMPLATE_DB) $(MANAGE) load_demo >/dev/null
	$(PY) -c "import sqlite3; sqlite3.connect('$(E2E_TEMPLATE_DB)').execute('PRAGMA wal_checkpoint(TRUNCATE)')"
# One e2e server on E2E_PORT (each Playwright worker starts its own: e2e/tests/support/server.ts), on a copy of
# E2E_TEMPLATE when given, else on a demo database of its own.
e2e-server: | var
	rm -f var/e2e-$(E2E_PORT).sqlite3 var/e2e-$(E2E_PORT).sqlite3-wal var/e2e-$(E2E_PORT).sqlite3-shm
	rm -rf var/e2e-mail-$(E2E_PORT)
	@if [ -n "$(E2E_TEMPLATE)" ]; then cp $(E2E_TEMPLATE) var/e2e-$(E2E_PORT).sqlite3; else \
		DATABASE_URL=sqlite:///$(CURDIR)/var/e2e-$(E2E_PORT).sqlite3 $(MANAGE) migrate --noinput -v0 && \
		DATABASE_URL=sqlite:///$(CURDIR)/var/e2e-$(E2E_PORT).sqlite3 $(MANAGE) load_demo; fi
	$(E2E_LIMITS) $(E2E_TIMES) $(E2E_MAIL) PERIODIC_TASKS=0 DATABASE_URL=sqlite:///$(CURDIR)/var/e2e-$(E2E_PORT).sqlite3 PORT=$(E2E_PORT) $(MAKE) --no-print-directory serve

# The whole suite at a pinned instant (TEST_CLOCK, Vienna time; backend/config/test_clock.py), Wednesday noon, and
# the specs tagged @clock (those that read the hour or the weekday; ESLint's bestellwerk/clock-tag checks the tag)
# again at Monday early morning and Saturday late evening, in one Playwright run (a project per instant, e2e/clocks.ts).
# Each worker (E2E_WORKERS, default 2) starts its own server on a copy of its instant's fresh demo database; tests
# that pass only on their retry are listed at the end as flaky (tools/ci/flaky.mjs).
E2E_CLOCK ?= 2026-11-25T12:15:00+01:00
E2E_CLOCKS_AGAIN ?= 2026-11-23T07:30:00+01:00 2026-11-28T21:45:00+01:00
e2e: setup chromium
	@rm -f var/e2e-report.json; status=0; \
	TEST_CLOCK=$(E2E_CLOCK) E2E_CLOCKS_AGAIN="$(E2E_CLOCKS_AGAIN)" TEST_CLOCK_SINCE= E2E_PORT=$(E2E_PORT) \
		E2E_REPORT=$(CURDIR)/var/e2e-report.json npm run test:e2e -w e2e || status=1; \
	node tools/ci/flaky.mjs var/e2e-report.json; exit $$status

# Measured, not timed: query counts at two data sizes, HTTP timings on a generated large tenant
# (a real gunicorn on a free port, always stopped again), the apps' first-load JavaScript per page and
# Lighthouse's mobile performance score of the storefront on the demo data.
BENCH_DB := $(CURDIR)/var/bench.sqlite3
BENCH_LARGE_DB := $(CURDIR)/var/bench-large.sqlite3
BENCH_DEMO_DB := $(CURDIR)/var/bench-demo.sqlite3
BENCH_PAY_DB := $(CURDIR)/var/bench-pay.sqlite3
# the production database: a bench database created and dropped again by make bench (name contains 'bench')
BENCH_POSTGRES_URL ?= postgres://postgres@127.0.0.1:5432/bw_bench
# the HTTP bench once more with Redis and a Celery worker: this Redis database is emptied by make bench
BENCH_REDIS_URL ?= redis://127.0.0.1:6379/14
# popular-items against the naive GROUP BY (issue 27: >= 10x): the orders and items at full size, the other sources small
BENCH_POPULAR_POSTGRES_URL ?= postgres://postgres@127.0.0.1:5432/bw_popular_bench
BENCH_POPULAR_ARGS ?= --events 100000 --orders 1000000 --scans 10000 --consents 10000 --kinds popular-items
# the goals a bench step missed (make bench goes on and fails at the end)
BENCH_MISSED := $(CURDIR)/var/bench-missed
# the outside probe of issue 22 against `make serve` on a fresh demo database (PROBE_DATABASE_URL, PROBE_PORT;
# PROBE_REDIS_URL also with Redis and a Celery worker): slow clients, hostile input, floods, kill -9 mid-burst
probe: $(VENV)/.installed | var
	$(PY) tools/probe/probe.py

bench: setup chromium tools/lighthouse/node_modules/.installed
	@rm -f $(BENCH_MISSED)
	rm -f $(BENCH_DB) $(BENCH_DB)-wal $(BENCH_DB)-shm $(BENCH_LARGE_DB) $(BENCH_LARGE_DB)-wal $(BENCH_LARGE_DB)-shm
	DATABASE_URL=sqlite:///$(BENCH_DB) $(MANAGE) migrate --noinput -v0
	LOG_LEVEL=WARNING DATABASE_URL=sqlite:///$(BENCH_DB) $(MANAGE) bench_queries --json var/bench-queries.json
	@echo ""
	DATABASE_URL=sqlite:///$(BENCH_DB) $(MANAGE) bench_checks
	@echo ""
	rm -f $(BENCH_PAY_DB) $(BENCH_PAY_DB)-wal $(BENCH_PAY_DB)-shm
	DATABASE_URL=sqlite:///$(BENCH_PAY_DB) $(MANAGE) migrate --noinput -v0
	DATABASE_URL=sqlite:///$(BENCH_PAY_DB) $(MANAGE) load_demo >/dev/null
	tools/bench/with-server.sh sqlite:///$(BENCH_PAY_DB) sh -c 'LOG_LEVEL=WARNING DATABASE_URL=sqlite:///$(BENCH_PAY_DB) $(MANAGE) bench_payments --url $$BASE_URL' \
		|| echo "Zahlungs-Webhooks" >> $(BENCH_MISSED)
	@echo ""
	DATABASE_URL=sqlite:///$(BENCH_LARGE_DB) $(MANAGE) migrate --noinput -v0
	LOG_LEVEL=WARNING DATABASE_URL=sqlite:///$(BENCH_LARGE_DB) $(MANAGE) generate_tenant --branches 50 --products 2000 --orders 20000
	@echo ""
	tools/bench/with-server.sh sqlite:///$(BENCH_LARGE_DB) sh -c '$(PY) tools/bench/http_bench.py --url $$BASE_URL --queries var/bench-queries.json --label SQLite'
	@echo ""
	@echo "Die Ziele von Issue 27 (Schnell, wo es sich anfühlt), auf PostgreSQL (1 Worker × 4 Threads):"
	tools/bench/on-postgres.sh $(BENCH_POSTGRES_URL) sh -c '$(MANAGE) migrate --noinput -v0 && \
		LOG_LEVEL=WARNING $(MANAGE) generate_tenant --branches 50 --products 2000 --orders 20000 && \
		tools/bench/with-server.sh $$DATABASE_URL $(PY) tools/bench/http_bench.py --queries var/bench-queries.json \
			--database-url $$DATABASE_URL --label "PostgreSQL, ohne Redis" --goals; without=$$?; \
		$(PY) tools/bench/redis-db.py flush $(BENCH_REDIS_URL) && \
		REDIS_URL=$(BENCH_REDIS_URL) tools/bench/with-server.sh $$DATABASE_URL $(PY) tools/bench/http_bench.py \
			--queries var/bench-queries.json --database-url $$DATABASE_URL \
			--label "PostgreSQL mit Redis und Celery-Worker" --goals && exit $$without' \
		|| echo "HTTP auf PostgreSQL" >> $(BENCH_MISSED)
	@echo ""
	tools/bench/on-postgres.sh $(BENCH_POPULAR_POSTGRES_URL) sh -c '$(MANAGE) migrate --noinput -v0 && \
		LOG_LEVEL=WARNING $(MANAGE) bench_statistics $(BENCH_POPULAR_ARGS)' || echo "popular-items" >> $(BENCH_MISSED)
	@echo ""
	node tools/bench/bundle-size.mjs || echo "JavaScript-Größen" >> $(BENCH_MISSED)
	@echo ""
	rm -f $(BENCH_DEMO_DB) $(BENCH_DEMO_DB)-wal $(BENCH_DEMO_DB)-shm
	DATABASE_URL=sqlite:///$(BENCH_DEMO_DB) $(MANAGE) migrate --noinput -v0
	DATABASE_URL=sqlite:///$(BENCH_DEMO_DB) $(MANAGE) load_demo >/dev/null
	tools/bench/with-server.sh sqlite:///$(BENCH_DEMO_DB) sh -c 'node tools/bench/lighthouse.mjs $$BASE_URL / /store/online-shop /geschichten/hausgemachter-strudel /tags/regional' \
		|| echo "Lighthouse" >> $(BENCH_MISSED)
	@echo ""
	@if [ -s $(BENCH_MISSED) ]; then echo "make bench: Ziele verfehlt bei: $$(paste -sd, $(BENCH_MISSED))"; exit 1; fi
	@echo "make bench: alle Ziele erfüllt."

# The statistics on PostgreSQL (docs/statistics.md): raw rows generated in SQL, the daily rollups built, each
# kind timed for 30 and 365 days beside the naive GROUP BY. Smaller: make bench-stats BENCH_STATS_ARGS="--events 1000000 --orders 100000"
BENCH_STATS_POSTGRES_URL ?= postgres://postgres@127.0.0.1:5432/bw_stats_bench
BENCH_STATS_ARGS ?=
bench-stats: $(VENV)/.installed
	tools/bench/on-postgres.sh $(BENCH_STATS_POSTGRES_URL) sh -c '$(MANAGE) migrate --noinput -v0 && \
		LOG_LEVEL=WARNING $(MANAGE) bench_statistics $(BENCH_STATS_ARGS)'

tools/lighthouse/node_modules/.installed: tools/lighthouse/package.json tools/lighthouse/package-lock.json
	npm ci --prefix tools/lighthouse --no-audit --no-fund
	touch $@

clean:
	rm -rf var/static var/*.check.* frontend/*/dist frontend/.built e2e/test-results
