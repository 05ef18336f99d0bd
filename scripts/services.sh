#!/usr/bin/env bash
# Throwaway PostgreSQL and Redis servers for the tests, on loopback ports of their own, with
# their data under .tmp/services (nothing system-wide, nothing left running).
#
#   scripts/services.sh install   installs Debian's postgresql and redis-server when missing
#   scripts/services.sh start     starts both, prints `export TEST_DATABASE_URL=… TEST_REDIS_URL=…`
#   scripts/services.sh stop      stops both and removes their data
#
# Ports: PG_PORT (55432) and REDIS_PORT (56379); data under SERVICES_DIR (.tmp/services).
set -euo pipefail
cd "$(dirname "$0")/.."

PG_PORT="${PG_PORT:-55432}"
REDIS_PORT="${REDIS_PORT:-56379}"
ROOT="${SERVICES_DIR:-$PWD/.tmp/services}"
PG_DIR="$ROOT/postgres"

pg_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  command -v initdb >/dev/null 2>&1 && dirname "$(command -v initdb)"
}

# initdb and pg_ctl refuse to run as root: run them as the postgres user there.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

install() {
  local missing=()
  [ -n "$(pg_bin)" ] || missing+=(postgresql)
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  [ ${#missing[@]} -eq 0 ] && return
  echo "› installing Debian's ${missing[*]} for the tests" >&2
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  # The packages' own system services are not wanted: the tests start their own servers.
  DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  $sudo service postgresql stop >/dev/null 2>&1 || true
  $sudo service redis-server stop >/dev/null 2>&1 || true
}

start() {
  stop >/dev/null 2>&1 || true
  mkdir -p "$ROOT"
  if [ "$(id -u)" -eq 0 ] && ! runuser -u postgres -- test -x "$ROOT"; then
    # The postgres user cannot reach the project's folder (under /root, say): use /tmp.
    PG_DIR="$(mktemp -d /tmp/lumen-postgres.XXXXXX)"
  fi
  echo "$PG_DIR" >"$ROOT/postgres-dir"
  mkdir -p "$PG_DIR"
  local bin
  bin="$(pg_bin)"
  if [ "$(id -u)" -eq 0 ]; then chown -R postgres "$PG_DIR"; chmod 700 "$PG_DIR"; fi
  as_pg "$bin/initdb" -D "$PG_DIR/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
  # TCP on loopback only (no Unix socket); fsync off: the data is thrown away anyway.
  as_pg "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=200 -c fsync=off" \
    start >/dev/null
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no \
    --daemonize yes --pidfile "$ROOT/redis.pid" --logfile "$ROOT/redis.log" --dir "$ROOT"
  for _ in $(seq 1 50); do
    redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break
    sleep 0.1
  done
  echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "export TEST_REDIS_URL=redis://127.0.0.1:$REDIS_PORT"
}

stop() {
  local bin
  bin="$(pg_bin || true)"
  [ -f "$ROOT/postgres-dir" ] && PG_DIR="$(cat "$ROOT/postgres-dir")"
  if [ -n "$bin" ] && [ -f "$PG_DIR/data/postmaster.pid" ]; then
    as_pg "$bin/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null || true
  fi
  case "$PG_DIR" in /tmp/lumen-postgres.*) rm -rf "$PG_DIR" ;; esac
  if [ -f "$ROOT/redis.pid" ]; then
    redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || kill "$(cat "$ROOT/redis.pid")" 2>/dev/null || true
  fi
  rm -rf "$ROOT"
}

case "${1:-}" in
  install) install ;;
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 install|start|stop" >&2; exit 2 ;;
esac
