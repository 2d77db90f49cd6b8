#!/usr/bin/env bash
# bash scripts/serve run a second time on the same ports (docs/online.md, "Running it"): the second
# says which port is taken and stops (status 1) before starting anything, and the first copy's
# Redis and server keep running; stopped (SIGTERM, as Ctrl-C), the first stops its own Redis.
#   bash tests/server/serve_twice.sh ROOT   (TIDEPOOL_ENGINE: the engine program)
set -euo pipefail
root="$1"
: "${TIDEPOOL_ENGINE:?TIDEPOOL_ENGINE must name the engine program}"
tmp="$(mktemp -d)"
first=""
cleanup() {
  if [ -n "$first" ]; then kill -TERM "$first" 2>/dev/null || true; wait "$first" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; for f in "$tmp"/*.log; do echo "--- $f" >&2; cat "$f" >&2; done; exit 1; }
free_port() { node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'; }
answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

redis_port="$(free_port)"
port="$(free_port)"
bash "$root/scripts/serve" --port "$port" --redis-port "$redis_port" --data "$tmp/data1" >"$tmp/first.log" 2>&1 &
first=$!
for _ in $(seq 600); do
  grep -q "listening on ws://127.0.0.1:$port" "$tmp/first.log" && break
  kill -0 "$first" 2>/dev/null || fail "the first copy stopped"
  sleep 0.1
done
grep -q "listening on ws://127.0.0.1:$port" "$tmp/first.log" || fail "the first copy's server did not start"

# The same ports, and then only the server's port taken: refused at once, naming the port.
status=0
timeout 60 bash "$root/scripts/serve" --port "$port" --redis-port "$redis_port" --data "$tmp/data2" >"$tmp/second.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "the second copy ended with status $status, not 1"
grep -q "serve: port $redis_port on 127.0.0.1 is already in use" "$tmp/second.log" || fail "the second copy did not name the taken port"
status=0
timeout 60 bash "$root/scripts/serve" --port "$port" --redis-port "$(free_port)" --data "$tmp/data3" >"$tmp/third.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "the third copy ended with status $status, not 1"
grep -q "serve: port $port on 127.0.0.1 is already in use" "$tmp/third.log" || fail "the third copy did not name the taken port"
! grep -q "starting it again" "$tmp/second.log" "$tmp/third.log" || fail "a server was started again and again"

# The first copy's Redis asks for a password, kept in a file only its user can read, with the
# servers' key; no command line on the machine shows the password (docs/online.md, "Security").
[ "$(stat -c %a "$tmp/data1")" = 700 ] || fail "the data folder is readable by others"
for f in redis.conf server.key; do
  [ "$(stat -c %a "$tmp/data1/$f")" = 600 ] || fail "$f is readable by others"
done
password="$(sed -n 's/^requirepass //p' "$tmp/data1/redis.conf")"
[ "${#password}" -ge 32 ] || fail "no password in redis.conf"
redis-cli -p "$redis_port" ping 2>&1 | grep -q NOAUTH || fail "the Redis answered a client without the password"
! ps -eo args | grep -F -- "$password" | grep -v grep || fail "a command line shows the Redis password"
# A folder of other files is never taken (it would be locked to this user alone).
mkdir -p "$tmp/yours" && touch "$tmp/yours/notes.txt" && chmod 755 "$tmp/yours"
status=0
timeout 60 bash "$root/scripts/serve" --port "$(free_port)" --redis-port "$(free_port)" --data "$tmp/yours" >"$tmp/fourth.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "serve took a folder of other files (status $status)"
grep -q "is a folder with other files in it" "$tmp/fourth.log" || fail "serve did not say why it refused the folder"
[ "$(stat -c %a "$tmp/yours")" = 755 ] || fail "serve changed the mode of a folder that is not its own"
# The first copy is untouched: its Redis answers (the same process) and its server listens.
[ "$(REDISCLI_AUTH="$password" redis-cli -p "$redis_port" ping)" = PONG ] || fail "the first copy's Redis was stopped"
answers "$port" || fail "the first copy's server was stopped"
kill -0 "$first" 2>/dev/null || fail "the first copy stopped"

# Stopped, the first copy stops its servers and its own Redis, and ends with status 0.
kill -TERM "$first"
status=0
wait "$first" || status=$?
first=""
[ "$status" -eq 0 ] || fail "the first copy ended with status $status after SIGTERM"
! answers "$redis_port" || fail "the first copy's Redis still runs"
! answers "$port" || fail "the first copy's server still runs"
echo "ok: a second bash scripts/serve on taken ports stops at once and leaves the first alone"
