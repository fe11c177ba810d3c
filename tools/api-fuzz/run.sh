#!/usr/bin/env bash
# Schemathesis over every operation of openapi.yaml against a real gunicorn: once anonymous and once as the
# demo admin, each on its own fresh demo database (the admin run creates, changes and deletes freely).
# Settings (checks, seed, examples per operation, phases) are in tools/api-fuzz/schemathesis.toml.
# Usage: tools/api-fuzz/run.sh [anonymous|admin ...]   (default: both)
set -euo pipefail
cd "$(dirname "$0")/../.."
py=.venv/bin/python
out=var/api-fuzz
mkdir -p $out
# each run stops after this many seconds (the examples per operation normally end it well before)
RUN_SECONDS=${RUN_SECONDS:-360}
runs=("$@")
[ ${#runs[@]} -gt 0 ] || runs=(anonymous admin)

# one migrated demo database, copied for each run
rm -f $out/demo.sqlite3*
DATABASE_URL=sqlite:///$PWD/$out/demo.sqlite3 $py backend/manage.py migrate --noinput -v0
DATABASE_URL=sqlite:///$PWD/$out/demo.sqlite3 $py backend/manage.py load_demo >/dev/null

server=
stop_server() { [ -z "$server" ] || { kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true; server=; }; }
trap stop_server EXIT

start_server() {  # <run name>: serves a copy of the demo database on a free port, sets base_url
	local db=$PWD/$out/$1.sqlite3 port
	rm -f "$db"*
	cp $out/demo.sqlite3 "$db"
	port=$($py -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
	# the production server (make serve's gunicorn.conf.py: its German 414 and bad-header answers included)
	LOG_LEVEL=WARNING DATABASE_URL=sqlite:///$db PORT=$port WEB_WORKERS=1 WEB_THREADS=4 .venv/bin/gunicorn --chdir backend \
		-c backend/config/gunicorn.conf.py >$out/$1-server.log 2>&1 &
	server=$!
	base_url=http://127.0.0.1:$port
	for _ in $(seq 100); do
		$py -c "import urllib.request as u; u.urlopen('$base_url/api/health', timeout=1)" 2>/dev/null && return
		kill -0 $server 2>/dev/null || { cat $out/$1-server.log; echo "Server startet nicht"; exit 1; }
		sleep 0.2
	done
	echo "Server antwortet nicht"; exit 1
}

status=0
for run in "${runs[@]}"; do
	start_server "$run"
	prepared=$($py tools/api-fuzz/prepare.py "$base_url")
	eval "$prepared"
	headers=()
	[ "$run" = admin ] && headers=(-H "Cookie: $FUZZ_COOKIE" -H "X-CSRFToken: $FUZZ_CSRF")
	echo "== schemathesis ($run) gegen $base_url"
	if ! timeout "$RUN_SECONDS" .venv/bin/st --config-file tools/api-fuzz/schemathesis.toml run openapi.yaml \
		--url "$base_url" "${headers[@]}" --report junit --report-junit-path "$out/$run.junit.xml"; then
		status=1
		echo "schemathesis ($run) fehlgeschlagen oder nach $RUN_SECONDS s abgebrochen; Serverfehler:"
		grep '"level": "ERROR"' $out/$run-server.log | tail -n 20 || true
	fi
	stop_server
done
exit $status
