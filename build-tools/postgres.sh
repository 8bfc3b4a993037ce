#!/usr/bin/env bash
# Starts a local PostgreSQL server for wrac-index's ledger tests and prints the line that
# points the tests at it:
#
#   eval "$(build-tools/postgres.sh)"     # exports WRAC_TEST_POSTGRES_URL
#
# Idempotent: installs Debian's postgresql package if it is missing, creates and starts a
# cluster listening on 127.0.0.1 only, creates the role and database (wrac/wrac, database
# wrac) if absent. Run as root (it switches to the postgres user for the server). Messages go
# to stderr; stdout carries the export line alone.
set -euo pipefail

PORT="${WRAC_PG_PORT:-5432}"
ROLE=wrac
DB=wrac
PASSWORD=wrac

log() { echo "postgres.sh: $*" >&2; }

if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  log "installing Debian's postgresql package"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
CLUSTER=main
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$VERSION $CLUSTER"; then
  log "creating cluster $VERSION/$CLUSTER on port $PORT"
  pg_createcluster "$VERSION" "$CLUSTER" --port "$PORT" >&2
fi
# listen on the loopback interface only
CONF="/etc/postgresql/$VERSION/$CLUSTER/postgresql.conf"
if ! grep -q "^listen_addresses = '127.0.0.1'" "$CONF"; then
  echo "listen_addresses = '127.0.0.1'" >> "$CONF"
fi
PORT="$(pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $3}')"
STATUS="$(pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $4}')"
if [ "$STATUS" != "online" ]; then
  log "starting cluster $VERSION/$CLUSTER"
  pg_ctlcluster "$VERSION" "$CLUSTER" start >&2
fi

for _ in $(seq 1 30); do
  if su postgres -c "psql -q -p $PORT -h 127.0.0.1 -d postgres -c 'select 1'" >/dev/null 2>&1 \
      || su postgres -c "psql -q -p $PORT -d postgres -c 'select 1'" >/dev/null 2>&1; then
    break
  fi
  sleep 1
done

psql_admin() { su postgres -c "psql -v ON_ERROR_STOP=1 -q -p $PORT -d postgres -tAc \"$1\""; }
if [ "$(psql_admin "select 1 from pg_roles where rolname = '$ROLE'")" != "1" ]; then
  log "creating role $ROLE"
  psql_admin "create role $ROLE login password '$PASSWORD'" >&2
fi
if [ "$(psql_admin "select 1 from pg_database where datname = '$DB'")" != "1" ]; then
  log "creating database $DB"
  psql_admin "create database $DB owner $ROLE" >&2
fi

echo "export WRAC_TEST_POSTGRES_URL='jdbc:postgresql://127.0.0.1:$PORT/$DB?user=$ROLE&password=$PASSWORD'"
