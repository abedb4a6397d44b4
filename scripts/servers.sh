# Sourced by scripts/bench.sh, scripts/callgrind.sh and scripts/workcurve.sh: the servers they
# start (their pids in PIDS) are stopped on exit, `port_of` waits for one to announce its port,
# and `load` runs wrk against one.

# How the servers are started and loaded, the same for every script (bench/README.md, knobs).
# The layout (BENCH_LAYOUT): `pinned` (the default, where the goals are stated) gives each server
# one worker thread pinned to CPU 0 and wrk one thread pinned to CPU 1 (taskset), so the load
# generator never preempts a server; `shared` runs both servers' threads and wrk's on every core.
LAYOUT="${BENCH_LAYOUT:-pinned}"
case "$LAYOUT" in
pinned)
    SERVER_CPU="${BENCH_SERVER_CPU:-0}"
    WRK_CPU="${BENCH_WRK_CPU:-1}"
    PIN_SERVER=(taskset -c "$SERVER_CPU")
    PIN_WRK=(taskset -c "$WRK_CPU")
    DEFAULT_THREADS=1
    DEFAULT_WRK_THREADS=1
    ;;
shared)
    PIN_SERVER=()
    PIN_WRK=()
    DEFAULT_THREADS=$(nproc)
    DEFAULT_WRK_THREADS=2
    ;;
*)
    echo "servers: BENCH_LAYOUT must be pinned or shared, not '$LAYOUT'" >&2
    exit 2
    ;;
esac
CONNECTIONS="${BENCH_CONNECTIONS:-32}"
WRK_THREADS="${BENCH_WRK_THREADS:-$DEFAULT_WRK_THREADS}"
THREADS="${BENCH_THREADS:-$DEFAULT_THREADS}"
TIMEOUT="${BENCH_CONNECTION_TIMEOUT:-30}"
MAX_CONNECTIONS="${BENCH_MAX_CONNECTIONS:-1024}"

# The ceiling (bench/reference.c) answers as the service does: the same header fields
# (`--service-fields 1`: X-Request-ID, X-Content-Type-Options and Vary besides Content-Type) and
# the same memory pool per connection (`--memory-limit`, the service's
# HTTPServerConfiguration.connectionMemoryBytes), so that it sends the same bytes with the same
# set-up. BENCH_REFERENCE_FLAGS replaces these flags ("" for the bare reference: Content-Type
# alone and libmicrohttpd's default 32 KiB pool).
SERVICE_POOL_BYTES=$(sed -n 's/.*connectionMemoryBytes = \([0-9_]*\).*/\1/p' Sources/HTTPServer/HTTPServer.swift | tr -d _)
[ -n "$SERVICE_POOL_BYTES" ] || { echo "servers: no connectionMemoryBytes in Sources/HTTPServer/HTTPServer.swift" >&2; exit 2; }
read -r -a REFERENCE_FLAGS <<<"${BENCH_REFERENCE_FLAGS-"--service-fields 1 --memory-limit $SERVICE_POOL_BYTES"}"

PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

# port_of LOG PID SECONDS: waits up to SECONDS for the first line of LOG holding "port":N and
# prints N; fails, showing the log (LOG and any LOG.*), if PID exits first or no port comes.
port_of() {
    local log=$1 pid=$2 seconds=$3 who
    who=$(basename "$0" .sh)
    for _ in $(seq $((seconds * 100))); do
        local port
        port=$(grep -o '"port": *[0-9]*' "$log" 2>/dev/null | head -1 | grep -o '[0-9]*$' || true)
        [ -n "$port" ] && { echo "$port"; return 0; }
        kill -0 "$pid" 2>/dev/null || { echo "$who: process $pid exited; log:" >&2; cat "$log"* >&2; return 1; }
        sleep 0.01
    done
    echo "$who: no port in $log after $seconds s" >&2
    return 1
}

# load URL BODY SECONDS: wrk (WRK_THREADS threads, CONNECTIONS connections) POSTing the file BODY
# to URL for SECONDS; prints its BENCH line (bench/post.lua).
load() {
    BODY="$2" "${PIN_WRK[@]}" wrk -t"$WRK_THREADS" -c"$CONNECTIONS" -d"$3"s --latency -s bench/post.lua "$1" \
        | grep '^BENCH'
}

# solve_answer BIN BODY OUT: the service's answer to the request BODY, the bytes it sends over
# HTTP, written to OUT for the reference to send (`clearance solve` ends it with a newline, which
# an HTTP answer does not carry).
solve_answer() {
    "$1" solve "$2" | python3 -c 'import sys; sys.stdout.buffer.write(sys.stdin.buffer.read().removesuffix(b"\n"))' >"$3"
}

# cpu_ns PID: the CPU time PID's threads have run so far, in nanoseconds (the first field of each
# /proc/PID/task/*/schedstat, summed).
cpu_ns() {
    cat /proc/"$1"/task/*/schedstat 2>/dev/null | awk '{ sum += $1 } END { printf "%.0f\n", sum }'
}
