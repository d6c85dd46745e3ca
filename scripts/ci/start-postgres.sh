#!/usr/bin/env bash
# Makes a local PostgreSQL server available for the database tests and the benchmark:
# installs Debian's `postgresql` if missing, starts its cluster, and creates the role `vibra`
# (password `vibra`, may create databases). The tests then reach it at
# postgres://vibra:vibra@127.0.0.1:5432/postgres (TEST_DATABASE_URL overrides). Needs root.
set -euo pipefail

if ! compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null; then
  echo "== installing PostgreSQL (apt)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -1)
if ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main >/dev/null
fi
if ! pg_lsclusters -h | grep -q "^$version main .* online"; then
  pg_ctlcluster "$version" main start
fi

runuser -u postgres -- psql -q -v ON_ERROR_STOP=1 <<'SQL'
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'vibra') THEN
    CREATE ROLE vibra LOGIN PASSWORD 'vibra' CREATEDB;
  END IF;
END
$$;
SQL
echo "== PostgreSQL $version is running on 127.0.0.1:5432 (role vibra)"
