#!/usr/bin/env bash
# Schemathesis over every operation of openapi.yaml against a real gunicorn: anonymous and as the demo admin, side by
# side, each on its own fresh demo database and server (the admin run creates, changes and deletes freely).
# Settings (checks, seed, examples per operation, phases) are in tools/api-fuzz/schemathesis.toml.
# Usage: tools/api-fuzz/run.sh [anonymous|admin ...]   (default: both)
set -euo pipefail
cd "$(dirname "$0")/../.."
py=.venv/bin/python
out=var/api-fuzz
mkdir -p $out
# each run stops after this many seconds (the examples per operation normally end it well before);
# MAX_EXAMPLES overrides the examples per operation of schemathesis.toml (make api-fuzz-full: 100, an hour)
RUN_SECONDS=${RUN_SECONDS:-600}
MAX_EXAMPLES=${MAX_EXAMPLES:-}
runs=("$@")
[ ${#runs[@]} -gt 0 ] || runs=(anonymous admin)

# one migrated demo database, copied for each run
rm -f $out/demo.sqlite3*
DATABASE_URL=sqlite:///$PWD/$out/demo.sqlite3 $py backend/manage.py migrate --noinput -v0
LOG_LEVEL=WARNING DATABASE_URL=sqlite:///$PWD/$out/demo.sqlite3 $py backend/manage.py load_demo >/dev/null

# one run: its own server on a copy of the demo database and a free port, the orders placed, schemathesis;
# the output goes to $out/<run>.log (printed once the run ends)
fuzz() {  # <run name>
	# server: global within the run's subshell, so the EXIT trap still sees it after the function returned
	local run=$1 db=$PWD/$out/$1.sqlite3 port base_url prepared status=0
	rm -f "$db"*
	cp $out/demo.sqlite3 "$db"
	port=$($py -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
	# the production server (make serve's gunicorn.conf.py: its German 414 and bad-header answers included);
	# no device answers here, so a device check (test notification, test print, logs) waits 0.1 s, not 10, for its 409
	DEVICE_CONFIRM_SECONDS=0.1 LOG_LEVEL=WARNING DATABASE_URL=sqlite:///$db PORT=$port WEB_WORKERS=1 WEB_THREADS=4 .venv/bin/gunicorn --chdir backend \
		-c backend/config/gunicorn.conf.py >$out/$run-server.log 2>&1 &
	server=$!
	trap 'kill $server 2>/dev/null; wait $server 2>/dev/null' EXIT
	base_url=http://127.0.0.1:$port
	for _ in $(seq 100); do
		$py -c "import urllib.request as u; u.urlopen('$base_url/api/health', timeout=1)" 2>/dev/null && break
		kill -0 $server 2>/dev/null || { cat $out/$run-server.log; echo "Server startet nicht"; return 1; }
		sleep 0.2
	done
	prepared=$($py tools/api-fuzz/prepare.py "$base_url") || return 1
	eval "$prepared"
	headers=()
	[ "$run" = admin ] && headers=(-H "Cookie: $FUZZ_COOKIE" -H "X-CSRFToken: $FUZZ_CSRF")
	echo "== schemathesis ($run) gegen $base_url"
	if ! timeout "$RUN_SECONDS" .venv/bin/st --config-file tools/api-fuzz/schemathesis.toml run openapi.yaml \
		--url "$base_url" "${headers[@]}" ${MAX_EXAMPLES:+--max-examples "$MAX_EXAMPLES"} \
		--report junit --report-junit-path "$out/$run.junit.xml"; then
		status=1
		echo "schemathesis ($run) fehlgeschlagen oder nach $RUN_SECONDS s abgebrochen; Serverfehler:"
		grep '"level": "ERROR"' $out/$run-server.log | tail -n 20 || true
	fi
	return $status
}

# the runs side by side (two cores: each run is a client and a server that mostly wait for each other)
pids=()
for run in "${runs[@]}"; do
	(fuzz "$run") >$out/$run.log 2>&1 &
	pids+=($!)
done
status=0
for index in "${!runs[@]}"; do
	wait "${pids[$index]}" || status=1
	cat $out/${runs[$index]}.log
done
exit $status
