#!/usr/bin/env bash
# Runs a command against a real gunicorn on a free port, always stopping the server again.
# Usage: tools/bench/with-server.sh <database URL> <command ...>   (the command gets BASE_URL)
# PROXY_COUNT=1: the benchmark's customers name their own address in X-Forwarded-For (http_bench.py).
# With REDIS_URL set the server uses Redis (cache, rate limits) and a Celery worker delivers the side effects.
set -euo pipefail
database=$1; shift
py=.venv/bin/python
port=$($py -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
LOG_LEVEL=WARNING PROXY_COUNT=1 DATABASE_URL=$database PORT=$port WEB_WORKERS=1 WEB_THREADS=4 .venv/bin/gunicorn --chdir backend \
	-c backend/config/gunicorn.conf.py >var/bench-server.log 2>&1 &
server=$!
worker=
if [ -n "${REDIS_URL:-}" ]; then
	(cd backend && LOG_LEVEL=WARNING DATABASE_URL=$database exec ../.venv/bin/celery -A config worker -l warning \
		--concurrency 1 >../var/bench-worker.log 2>&1) &
	worker=$!
fi
trap 'kill $server $worker 2>/dev/null; wait $server $worker 2>/dev/null || true' EXIT
for _ in $(seq 100); do
	$py -c "import urllib.request as u; u.urlopen('http://127.0.0.1:$port/api/health', timeout=1)" 2>/dev/null && break
	kill -0 $server 2>/dev/null || { cat var/bench-server.log; echo "Server startet nicht"; exit 1; }
	sleep 0.2
done
BASE_URL=http://127.0.0.1:$port "$@"
