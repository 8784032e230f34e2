#!/usr/bin/env bash
# Loopback PostgreSQL for the tests (issue 26), as scripts/mailserver.sh is the mail server.
#
#   127.0.0.1:${PG_PORT:-55432}, superuser "rorgm", trust authentication on loopback only,
#   database "rorgm_test" (the tests make a schema each in it).
#
# Everything lives under $PG_ROOT (default ${TMPDIR:-/tmp}/rorgm-pg): the cluster made by
# `initdb`, run by `pg_ctl`; no cluster of the distribution, nothing in /etc. As root the
# server runs as the "postgres" user (PostgreSQL refuses root); otherwise as the caller.
# `install` uses the binaries of any installed PostgreSQL, or apt-get installs "postgresql".
# Idempotent: `install` and `start` do nothing when already done.
#
#   usage: postgres.sh install|start|stop|status|url
#   The tests read the URL from RORGM_TEST_PG_URL: export RORGM_TEST_PG_URL=$(postgres.sh url)
set -euo pipefail

PG_ROOT=${PG_ROOT:-${TMPDIR:-/tmp}/rorgm-pg}
PG_PORT=${PG_PORT:-55432}
DATA=$PG_ROOT/data
LOG=$PG_ROOT/server.log

log() { printf '[postgres] %s\n' "$*" >&2; }

bindir() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [ -x "$d/initdb" ] && { echo "$d"; return; }
  done
  command -v initdb >/dev/null && dirname "$(command -v initdb)"
}

# Run a PostgreSQL program as the cluster's owner.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

do_install() {
  if [ -n "$(bindir)" ]; then log "already installed: $("$(bindir)/postgres" --version)"; return; fi
  [ "$(id -u)" = 0 ] || { log "PostgreSQL is missing and installing it needs root"; exit 1; }
  export DEBIAN_FRONTEND=noninteractive
  if ! apt-cache show postgresql >/dev/null 2>&1; then apt-get update -q; fi
  # policy-rc.d: the package's own cluster is not started (ours runs on another port).
  apt-get install -y -q --no-install-recommends postgresql || { apt-get update -q; apt-get install -y -q --no-install-recommends postgresql; }
  log "installed: $("$(bindir)/postgres" --version)"
}

running() { [ -f "$DATA/postmaster.pid" ] && as_owner "$(bindir)/pg_ctl" -D "$DATA" status >/dev/null 2>&1; }

do_start() {
  local bin; bin=$(bindir)
  [ -n "$bin" ] || { log "no PostgreSQL binaries: run postgres.sh install"; exit 1; }
  if running; then log "already running on 127.0.0.1:$PG_PORT"; return; fi
  mkdir -p "$PG_ROOT"
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir "$PG_ROOT" postgres
    chown postgres "$PG_ROOT"
  fi
  if [ ! -f "$DATA/PG_VERSION" ]; then
    as_owner "$bin/initdb" -D "$DATA" -U rorgm --auth=trust -E UTF8 --locale=C.UTF-8 >"$PG_ROOT/initdb.log" 2>&1 \
      || as_owner "$bin/initdb" -D "$DATA" -U rorgm --auth=trust -E UTF8 --no-locale >"$PG_ROOT/initdb.log" 2>&1
  fi
  # Loopback only; the socket directory is ours; fsync off (a test cluster: speed over
  # durability; the crash loop kills the referee, never the database server).
  as_owner "$bin/pg_ctl" -D "$DATA" -l "$LOG" -w -t 60 start -o \
    "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_ROOT -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null
  as_owner "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U rorgm -d postgres -qtAc \
    "SELECT 1 FROM pg_database WHERE datname = 'rorgm_test'" | grep -q 1 \
    || as_owner "$bin/createdb" -h 127.0.0.1 -p "$PG_PORT" -U rorgm rorgm_test
  log "running on 127.0.0.1:$PG_PORT ($DATA)"
}

do_stop() {
  running || { log "not running"; return; }
  as_owner "$(bindir)/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null
  log "stopped"
}

case "${1:-}" in
  install) do_install ;;
  start) do_start ;;
  stop) do_stop ;;
  status) if running; then echo "running on 127.0.0.1:$PG_PORT"; else echo "stopped"; exit 3; fi ;;
  url) echo "postgres://rorgm@127.0.0.1:$PG_PORT/rorgm_test" ;;
  *) echo "usage: $0 install|start|stop|status|url" >&2; exit 2 ;;
esac
