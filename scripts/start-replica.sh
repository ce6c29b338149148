#!/usr/bin/env bash
# Starts a streaming replica of the local PostgreSQL server (127.0.0.1:5432) on REPLICA_PORT (5433),
# for the API tests that read through DATABASE_READ_URL (ADR 037). Run as root on a machine whose
# server trusts local connections, as CI's does; a replica already answering is left as it is.
set -euo pipefail
port="${REPLICA_PORT:-5433}"
dir="${REPLICA_DIR:-/var/tmp/quincena-replica}"
primary=(-h 127.0.0.1 -p 5432 -U postgres)

if pg_isready -h 127.0.0.1 -p "$port" -q; then exit 0; fi

# The primary must let a replica stream from it over loopback.
hba="$(psql "${primary[@]}" -Atc 'show hba_file')"
if ! grep -q '^host replication all 127.0.0.1/32 trust' "$hba"; then
  echo 'host replication all 127.0.0.1/32 trust' >>"$hba"
  psql "${primary[@]}" -qc 'select pg_reload_conf()' >/dev/null
fi

bin="$(dirname "$(ls /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n1)")"
rm -rf "$dir"
install -d -o postgres -m 700 "$dir"
su postgres -c "$bin/pg_basebackup -h 127.0.0.1 -p 5432 -U postgres -D '$dir' -R -X stream -c fast"
# Debian keeps the server's configuration outside its data directory: the copy gets its own.
cat >"$dir/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '/tmp'
hot_standby = on
max_connections = $(psql "${primary[@]}" -Atc 'show max_connections')
CONF
printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >"$dir/pg_hba.conf"
chown postgres "$dir/postgresql.conf" "$dir/pg_hba.conf"
su postgres -c "$bin/pg_ctl -D '$dir' -l '$dir/server.log' -w start" >/dev/null
psql -h 127.0.0.1 -p "$port" -U postgres -Atc 'select pg_is_in_recovery()' | grep -qx t
echo "replica of 127.0.0.1:5432 answering on 127.0.0.1:$port"
