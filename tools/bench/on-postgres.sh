#!/usr/bin/env bash
# Runs a command with DATABASE_URL set to a fresh PostgreSQL database, dropped again afterwards.
# Usage: tools/bench/on-postgres.sh <postgres URL of the bench database> <command ...>
# The database server must be reachable (make bench: BENCH_POSTGRES_URL, see docs/operations.md).
set -euo pipefail
url=$1; shift
py=.venv/bin/python
database() {
	$py - "$url" "$1" <<'PY'
import sys
import urllib.parse

import psycopg
from psycopg import sql

url, action = sys.argv[1], sys.argv[2]
parts = urllib.parse.urlsplit(url)
name = parts.path.lstrip("/")
if "bench" not in name:
    sys.exit(f"Die Datenbank wird gelöscht und neu angelegt: ihr Name muss 'bench' enthalten, nicht '{name}'.")
maintenance = urllib.parse.urlunsplit(parts._replace(path="/postgres"))
try:
    with psycopg.connect(maintenance, autocommit=True, connect_timeout=5) as connection:
        connection.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
        if action == "create":
            connection.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
except psycopg.OperationalError as error:
    sys.exit(f"PostgreSQL für make bench nicht erreichbar ({parts.hostname}:{parts.port or 5432}): {error}".strip())
PY
}
database create
trap 'database drop' EXIT
DATABASE_URL=$url "$@"
