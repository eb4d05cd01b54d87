#!/usr/bin/env bash
# Installs what the tests need from Debian (Chromium for browser tests, PostgreSQL 15 for the API tests on
# PostgreSQL), starts a local PostgreSQL and writes TEST_DATABASE_URL to .tmp/ci-env. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/lib/postgresql/15/bin/postgres ] || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} …"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
if ! pg_lsclusters -h 2>/dev/null | grep -q '^15 *main'; then
  pg_createcluster 15 main >/dev/null
fi
pg_ctlcluster 15 main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && break
  sleep 1
done
su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\"" >/dev/null
echo "export TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres" > .tmp/ci-env
echo "PostgreSQL 15 ready on 127.0.0.1:5432"
