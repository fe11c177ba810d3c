#!/usr/bin/env bash
# Runs a command against a real gunicorn on a free port, always stopping the server again.
# Usage: tools/bench/with-server.sh <database URL> <command ...>   (the command gets BASE_URL)
# PROXY_COUNT=1: the benchmark's customers name their own address in X-Forwarded-For (http_bench.py).
set -euo pipefail
database=$1; shift
py=.venv/bin/python
port=$($py -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
LOG_LEVEL=WARNING PROXY_COUNT=1 DATABASE_URL=$database PORT=$port WEB_WORKERS=1 WEB_THREADS=4 .venv/bin/gunicorn --chdir backend \
	-c backend/config/gunicorn.conf.py >var/bench-server.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 100); do
	$py -c "import urllib.request as u; u.urlopen('http://127.0.0.1:$port/api/health', timeout=1)" 2>/dev/null && break
	kill -0 $server 2>/dev/null || { cat var/bench-server.log; echo "Server startet nicht"; exit 1; }
	sleep 0.2
done
BASE_URL=http://127.0.0.1:$port "$@"
