#!/usr/bin/env bash
# Where idle CPU goes, thread by thread (issue 30): starts askr-bench-app's
# window subject (before: the connections in the window's process; after:
# in askr-desk-db) on the Overview page, lets it settle (SETTLE seconds in
# the environment, default 5), then reads every thread's run time
# (schedstat, nanoseconds) and context switches, of the window and of its
# children, over SECONDS. Prints one line a thread that ran over 0.5 ms,
# then the total.
#
#   bench/idle-threads.sh BUILD_DIR DATABASE before|after [SECONDS] [VAR=VALUE...]
#   (default 60 s; the variables go to the subject's environment)
set -euo pipefail
build=$1
db=$2
side=$3
seconds=${4:-60}
shift $(( $# < 4 ? $# : 4 ))
tmp=$(mktemp -d)
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data XDG_STATE_HOME=$tmp/state XDG_CACHE_HOME=$tmp/cache
env "$@" "$build/bin/askr-bench-app" --subject "$side" --subject-task window --db "$db" --page 0 >/dev/null 2>&1 &
subject=$!
cleanup() { kill "$subject" 2>/dev/null || true; wait "$subject" 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT
sleep "${SETTLE:-5}"
children=$(cat /proc/"$subject"/task/*/children)
# One line a thread: pid/tid/name, run time in ns, context switches.
threads() {
    for p in "$subject" $children; do
        for t in /proc/"$p"/task/*; do
            read -r ran _ switches < "$t/schedstat" || continue
            echo "$p/${t##*/}/$(tr ' ' _ < "$t/comm") $ran $switches"
        done
    done | sort
}
threads > "$tmp/start"
sleep "$seconds"
threads > "$tmp/end"
join "$tmp/start" "$tmp/end" | awk -v side="$side" -v s="$seconds" '
    { ms = ($4 - $2) / 1e6; total += ms
      if (ms > 0.5) printf "%s %-32s %8.1f ms %6d switches\n", side, $1, ms, $5 - $3 }
    END { printf "%s total %.1f ms in %d s: %.2f%% of a core\n", side, total, s, total / s / 10 }'
