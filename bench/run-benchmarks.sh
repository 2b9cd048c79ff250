#!/usr/bin/env bash
# Reproduces the figures of docs/performance.md: builds the benchmarks in
# Release, writes the 10k, 100k and 1M databases with askr-bench-gen, runs
# askr-bench on each and askr-bench-app on the two largest, and deletes the
# databases afterwards (pass --keep to keep them).
#
#   bench/run-benchmarks.sh [--keep] [--data DIR] [--only 10k|100k|1m]
#
# The 1M database (1M jobs, 100k dead letters, 1M keys, 10M events) takes
# 4.4 GB and about 7 minutes to write on two cores, the whole run about half
# an hour; everything runs under nice so that other work keeps its share.
set -euo pipefail
cd "$(dirname "$0")/.."

data=/work/bench-data
keep=0
only=
while [ $# -gt 0 ]; do
    case "$1" in
        --keep) keep=1 ;;
        --data) data="$2"; shift ;;
        --only) only="$2"; shift ;;
        *) echo "usage: $0 [--keep] [--data DIR] [--only 10k|100k|1m]" >&2; exit 2 ;;
    esac
    shift
done

build=build-release
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF >/dev/null
nice ninja -C "$build" -j2 askr-bench-gen askr-bench askr-bench-app askr-desk askr-desk-db
mkdir -p "$data"

gen() { # name jobs failed keys events
    [ -f "$data/askr-$1.sqlite" ] && return
    nice -n 10 "$build/bin/askr-bench-gen" --out "$data/askr-$1.sqlite" \
        --jobs "$2" --failed "$3" --keys "$4" --events "$5"
}

run_size() { # name jobs failed keys events
    [ -n "$only" ] && [ "$only" != "$1" ] && return
    gen "$@"
    nice -n 10 "$build/bin/askr-bench" --db "$data/askr-$1.sqlite" --reps 7 --runtime-ops 5000 | tee "$data/bench-$1.md"
    if [ "$1" = 1m ]; then
        # Memory-mapped reads, for the far jumps (docs/performance.md).
        nice -n 10 "$build/bin/askr-bench" --db "$data/askr-$1.sqlite" --reps 5 --mmap 2147418112 \
            --no-retry --no-runtime --no-models | tee "$data/bench-$1-mmap.md"
    fi
}

run_size 10k 10000 1000 10000 100000
run_size 100k 100000 10000 100000 1000000
run_size 1m 1000000 100000 1000000 10000000

if [ -z "$only" ] || [ "$only" = 1m ]; then
    gen 100k 100000 10000 100000 1000000
    QT_QPA_PLATFORM=offscreen nice -n 10 "$build/bin/askr-bench-app" --desk "$build/bin/askr-desk" \
        --db "$data/askr-1m.sqlite" --db "$data/askr-100k.sqlite" --reps 3 --idle-pages 0,1,2,3,4,5 | tee "$data/bench-app.md"
fi

if [ -z "$only" ] || [ "$only" = 100k ]; then
    # Issue 30: connections in the window's process (before) against the
    # database process askr-desk-db (after), interleaved, same binary.
    gen 100k 100000 10000 100000 1000000
    QT_QPA_PLATFORM=offscreen nice -n 10 "$build/bin/askr-bench-app" --dbhost-ab --desk "$build/bin/askr-desk" \
        --db "$data/askr-100k.sqlite" --reps 5 --inner-reps 5 --settle-seconds 15 --idle-seconds 30 | tee "$data/bench-dbhost.md"
fi

if [ "$keep" = 0 ]; then
    rm -f "$data"/askr-*.sqlite "$data"/askr-*.sqlite-wal "$data"/askr-*.sqlite-shm
fi
