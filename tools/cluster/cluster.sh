#!/usr/bin/env bash
# make cluster: the production shape on one machine. nginx (Debian's package) on CLUSTER_PORT in front of
# CLUSTER_APPS app servers (gunicorn, each on its own port, restarted when it dies, as systemd would), one Celery
# worker and exactly one Celery beat, all on PostgreSQL (CLUSTER_DATABASE_URL) and Redis (CLUSTER_REDIS_URL).
# The app servers share uploads, images and documents through MEDIA_ROOT and VAR_DIR (here one directory; on
# several machines a shared mount, see README 'Betrieb auf mehreren Rechnern'), and every lock, cache, rate limit
# and session through Redis and the database. Ctrl-C (or SIGTERM) stops everything.
# Files: var/cluster/ (nginx.conf, logs, <name>.pid of each running process group for tools/cluster/load_test.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
py=$root/.venv/bin/python
port=${CLUSTER_PORT:-8300}
apps=${CLUSTER_APPS:-2}
database=${CLUSTER_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bw_cluster}
redis=${CLUSTER_REDIS_URL:-redis://127.0.0.1:6379/3}
dir=$root/var/cluster
mkdir -p "$dir/nginx"

export DATABASE_URL=$database REDIS_URL=$redis PUBLIC_BASE_URL=http://127.0.0.1:$port PROXY_COUNT=1
export LOG_LEVEL=${LOG_LEVEL:-WARNING} WEB_WORKERS=${WEB_WORKERS:-1} WEB_THREADS=${WEB_THREADS:-4}
export MEDIA_ROOT=${MEDIA_ROOT:-$dir/media} VAR_DIR=${CLUSTER_VAR_DIR:-$dir/shared}
mkdir -p "$MEDIA_ROOT" "$VAR_DIR"

# the database once, before any server starts (never two migrations at once)
$py - "$database" <<'PY'
import sys, urllib.parse
import psycopg
parts = urllib.parse.urlsplit(sys.argv[1])
name = parts.path.lstrip("/")
with psycopg.connect(parts._replace(path="/postgres").geturl(), autocommit=True) as connection:
    if not connection.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
        connection.execute(f'CREATE DATABASE "{name}"')
PY
$py backend/manage.py migrate --noinput -v0
$py backend/manage.py load_demo --if-empty >/dev/null

upstreams=""
for n in $(seq "$apps"); do
	upstreams+="    server 127.0.0.1:$((port + n)) max_fails=1 fail_timeout=3s;"$'\n'
done
cat >"$dir/nginx.conf" <<CONF
# written by tools/cluster/cluster.sh
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/nginx-error.log warn;
$([ "$(id -u)" = 0 ] && echo "user root root;")
events { worker_connections 2048; }
http {
  access_log $dir/nginx-access.log;
  client_body_temp_path $dir/nginx/body;
  proxy_temp_path $dir/nginx/proxy;
  fastcgi_temp_path $dir/nginx/fastcgi;
  uwsgi_temp_path $dir/nginx/uwsgi;
  scgi_temp_path $dir/nginx/scgi;
  # the largest upload (10 MiB as a base64 data URL) and its JSON around it
  client_max_body_size 15m;
  # nginx reads a slow client's whole body and a response for a slow reader: the app servers' threads never wait
  proxy_request_buffering on;
  proxy_buffering on;
  upstream bestellwerk {
$upstreams    keepalive 32;
  }
  server {
    listen 127.0.0.1:$port;
    location / {
      proxy_pass http://bestellwerk;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      # a server that is down: GET and HEAD go to the other one; a POST is never sent twice by nginx
      # (the client retries it with its Idempotency-Key)
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
CONF

pids=()
stop() {
	trap - EXIT INT TERM
	for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
	for file in "$dir"/*.pid; do
		[ -f "$file" ] || continue
		kill -TERM -- "-$(cat "$file")" 2>/dev/null || kill -TERM "$(cat "$file")" 2>/dev/null || true
		rm -f "$file"
	done
	wait 2>/dev/null || true
}
trap stop EXIT INT TERM

# supervise <name> <command ...>: the command in its own process group, started again when it ends
supervise() {
	local name=$1; shift
	(
		trap 'kill -TERM -- "-$child" 2>/dev/null; exit 0' TERM INT
		while true; do
			setsid "$@" >>"$dir/$name.log" 2>&1 &
			child=$!
			echo "$child" >"$dir/$name.pid"
			wait "$child" || true
			echo "$(date -u +%FT%TZ) $name beendet, Neustart" >>"$dir/restarts.log"
			sleep 1
		done
	) &
	pids+=($!)
}

for n in $(seq "$apps"); do
	supervise "app-$n" env PORT=$((port + n)) "$root/.venv/bin/gunicorn" --chdir backend -c backend/config/gunicorn.conf.py
done
supervise worker sh -c "cd backend && exec ../.venv/bin/celery -A config worker -l info -c 2"
supervise beat sh -c "cd backend && exec ../.venv/bin/celery -A config beat -l info --schedule '$dir/beat-schedule'"
supervise nginx "$(command -v nginx || echo /usr/sbin/nginx)" -p "$dir/nginx" -c "$dir/nginx.conf" -g "daemon off;"

for _ in $(seq 150); do
	up=0
	for n in $(seq "$apps"); do
		$py -c "import urllib.request as u; u.urlopen('http://127.0.0.1:$((port + n))/api/health', timeout=1)" 2>/dev/null && up=$((up + 1))
	done
	if [ "$up" = "$apps" ] && $py -c "import urllib.request as u; u.urlopen('http://127.0.0.1:$port/api/health', timeout=1)" 2>/dev/null; then
		break
	fi
	sleep 0.2
done
echo "Cluster bereit: http://127.0.0.1:$port/ (nginx vor $apps App-Servern auf den Ports $((port + 1))–$((port + apps)), ein Worker, ein Beat)"
echo "Protokolle: $dir/*.log – Beenden mit Strg+C"
if [ "${CLUSTER_READY_FILE:-}" ]; then touch "$CLUSTER_READY_FILE"; fi
wait
