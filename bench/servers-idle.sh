#!/usr/bin/env bash
# Issue 34's target: polling ten Askr servers every 2 s costs under 1% of a
# core in the app. Starts ten stand-ins for the runtime (runtime-standin,
# tests/support: the runtime itself cannot be built here), opens them all in
# askr-desk (offscreen, --server), lets it settle, then reads the utime +
# stime of askr-desk (and of askr-desk-db beside it) over SECONDS. Also
# prints how long the first server's page took to show its figures.
#
#   bench/servers-idle.sh [BUILD_DIR] [SECONDS] [close|keep-alive]
#   (defaults: build, 600, close: every request a new connection, the
#   costly case; keep-alive: connections kept, as HTTP/1.1 servers do).
#   BENCH_PORT moves the ten ports (default 19600).
set -euo pipefail
build=${1:-build}
seconds=${2:-600}
mode=${3:-close}
[ "$mode" = keep-alive ] && export ASKR_STANDIN_KEEPALIVE=1
settle=25
tmp=$(mktemp -d)
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT
addresses=()
for i in $(seq 0 9); do
    port=$((${BENCH_PORT:-19600} + i))
    "$build/bin/runtime-standin" "$port" >/dev/null 2>&1 &
    pids+=($!)
    addresses+=("http://127.0.0.1:$port")
done
sleep 1
export HOME=$tmp XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data QT_QPA_PLATFORM=offscreen
QT_LOGGING_RULES="askr.views.debug=true" "$build/bin/askr-desk" --server "${addresses[@]}" >"$tmp/desk.log" 2>&1 &
desk=$!
pids+=($desk)
sleep "$settle"
ticks=$(getconf CLK_TCK)
cpu() { # utime + stime of a process and its children threads, in ticks
    awk '{print $14 + $15}' "/proc/$1/stat"
}
db=$(pgrep -P "$desk" askr-desk-db || true)
a=$(cpu "$desk"); adb=${db:+$(cpu "$db")}
sleep "$seconds"
b=$(cpu "$desk"); bdb=${db:+$(cpu "$db")}
share=$(echo "scale=4; ($b - $a) * 100 / $ticks / $seconds" | bc)
echo "askr-desk polling 10 servers every 2 s ($mode): ${share}% of a core over ${seconds} s (target < 1%: ratio $(echo "scale=2; $share / 1" | bc)x of the target)"
if [ -n "$db" ]; then
    sharedb=$(echo "scale=4; ($bdb - $adb) * 100 / $ticks / $seconds" | bc)
    echo "askr-desk-db beside it (no database open): ${sharedb}% of a core"
fi
grep -m1 "first figures" "$tmp/desk.log" || echo "(no first-figures line in the log)"
