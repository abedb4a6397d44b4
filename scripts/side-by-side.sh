#!/usr/bin/env bash
# Two builds of the service compared on one request: CPU time per request of each, loaded at once.
#
#   scripts/side-by-side.sh BINARY_A BINARY_B [REQUEST]      REQUEST without .json (default form-8)
#   SIDE_ROUNDS=5 SIDE_SECONDS=4 scripts/side-by-side.sh ...
#   SIDE_REFERENCE=1 scripts/side-by-side.sh "bench/out/reference" "bench/out/reference --service-fields 1"
#
# With SIDE_REFERENCE=1, A and B are two command lines of the bench's reference (bench/reference.c,
# split on spaces), each answering the service's answer to REQUEST (SIDE_ANSWER, by default
# bench/out/REQUEST.answer.json, which `make bench` writes).
#
# Both run `serve` as deployed (logs on, standard output to bench/out/side-A.log and side-B.log)
# in the bench's layout (scripts/servers.sh: both on the servers' CPU, a wrk each on wrk's CPU),
# and are loaded at the same time, round after round. Each one's CPU time over a round (every
# thread, from /proc/PID/task/*/schedstat) is divided by the requests it answered: loaded at once,
# a drift of the machine's speed moves both alike, so a difference of a percent shows, where two
# throughputs measured one after the other move by ten. Prints each round and the median of B's
# time over A's; both must answer the request with the same bytes.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/servers.sh

[ $# -ge 2 ] || { sed -n '2,4p' "$0" >&2; exit 2; }
A=$1
B=$2
REQUEST="${3:-form-8}"
ROUNDS="${SIDE_ROUNDS:-5}"
SECONDS_PER_RUN="${SIDE_SECONDS:-4}"
OUT=bench/out
body="bench/requests/$REQUEST.json"
[ -f "$body" ] || { echo "side-by-side: no request $body" >&2; exit 2; }
command -v wrk >/dev/null || bash scripts/deps.sh apt wrk
mkdir -p "$OUT"

ports=()
for side in A B; do
    if [ "${SIDE_REFERENCE:-0}" = 1 ]; then
        answer="${SIDE_ANSWER:-$OUT/$REQUEST.answer.json}"
        [ -f "$answer" ] || { echo "side-by-side: no answer $answer (make bench writes it, or set SIDE_ANSWER)" >&2; exit 2; }
        read -r -a command <<<"${!side}"
        "${PIN_SERVER[@]}" "${command[@]}" --answer "$answer" --host 127.0.0.1 --port 0 --threads "$THREADS" \
            --timeout "$TIMEOUT" --max-connections "$MAX_CONNECTIONS" >"$OUT/side-$side.log" 2>&1 &
    else
        binary=${!side}
        "${PIN_SERVER[@]}" "$binary" serve --host 127.0.0.1 --port 0 --threads "$THREADS" --connection-timeout "$TIMEOUT" \
            --max-connections "$MAX_CONNECTIONS" >"$OUT/side-$side.log" 2>&1 &
    fi
    PIDS+=("$!")
    ports+=("$(port_of "$OUT/side-$side.log" "$!" 5)")
done

answers=()
for port in "${ports[@]}"; do
    answers+=("$(curl -sS -H 'Content-Type: application/json' --data-binary @"$body" "http://127.0.0.1:$port/v1/layout" | sha256sum)")
done
[ "${answers[0]}" = "${answers[1]}" ] || { echo "side-by-side: the two builds answer $REQUEST differently" >&2; exit 1; }

for side in 0 1; do load "http://127.0.0.1:${ports[$side]}/v1/layout" "$body" 1 >/dev/null; done
ratios=()
for round in $(seq "$ROUNDS"); do
    before=("$(cpu_ns "${PIDS[0]}")" "$(cpu_ns "${PIDS[1]}")")
    load "http://127.0.0.1:${ports[0]}/v1/layout" "$body" "$SECONDS_PER_RUN" >"$OUT/side-A.txt" &
    first=$!
    load "http://127.0.0.1:${ports[1]}/v1/layout" "$body" "$SECONDS_PER_RUN" >"$OUT/side-B.txt" &
    second=$!
    wait "$first" "$second"
    line=$(python3 - "$OUT/side-A.txt" "$OUT/side-B.txt" "${before[0]}" "${before[1]}" "$(cpu_ns "${PIDS[0]}")" \
        "$(cpu_ns "${PIDS[1]}")" <<'PY'
import sys
def requests(path):
    return int(dict(w.split("=", 1) for w in open(path).read().split() if "=" in w)["requests"])
a0, b0, a1, b1 = map(int, sys.argv[3:7])
a = (a1 - a0) / 1e3 / requests(sys.argv[1])
b = (b1 - b0) / 1e3 / requests(sys.argv[2])
print(f"A {a:.3f} us  B {b:.3f} us  B/A {b / a:.4f}")
PY
)
    echo "round $round: $line"
    ratios+=("$(echo "$line" | awk '{print $NF}')")
done
printf '%s\n' "${ratios[@]}" | sort -n | awk '{v[NR] = $1} END {print "median B/A", (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2)}'
