#!/usr/bin/env bash
# What the service's throughput ratio is worth in per-request work: the service, the reference,
# and references that spend 1 to 10 µs of CPU on each answer (`reference --work-ns`) are
# loaded in turn, in rotating order, and each is compared with the plain reference of its round.
# The service's median ratio, placed on the references' curve, says how many microseconds a
# request costs it beyond the ceiling on this machine, and how much less the throughput goal needs.
#
# The stage servers (`ClearanceBench --serve STAGE`, Sources/ClearanceBench/StageServer.swift)
# share the rotation: the service's HTTP layer answering prepared bytes (`none`), then after
# decoding (`decode`), after solving too (`solve`), and with the whole handler (`encode`). Placed on
# the same curve, their steps say what each stage costs under load, beside its neighbours, where
# the micro-benchmarks time it alone with warm caches.
#
#   scripts/workcurve.sh                        form-8, 10 rounds of 2 s runs (about 5 minutes)
#   WORKCURVE_ROUNDS=20 WORKCURVE_SECONDS=3 BENCH_REQUESTS=screen-40 scripts/workcurve.sh
#   WORKCURVE_NS="500 1000 1500 2000" scripts/workcurve.sh
#   WORKCURVE_STAGES="" scripts/workcurve.sh      no stage servers
#
# Loopback only. The table goes to stdout and bench/out/workcurve.txt (not committed).
set -euo pipefail
cd "$(dirname "$0")/.."
# The shared server settings, and the servers started below stopped on exit; port_of waits for their
# ports; load runs wrk.
source scripts/servers.sh

REQUEST="${BENCH_REQUESTS:-form-8}"
REQUEST="${REQUEST%% *}" # one request: the first named
ROUNDS="${WORKCURVE_ROUNDS:-10}"
SECONDS_PER_RUN="${WORKCURVE_SECONDS:-2}"
WORK_NS="${WORKCURVE_NS:-1000 2000 4000 6000 8000 10000}"
STAGES="${WORKCURVE_STAGES-none decode solve encode}"
OUT=bench/out
BIN="${CLEARANCE_BIN:-.build/release/clearance}"
MICRO="${BENCH_MICRO_BIN:-.build/release/ClearanceBench}"
mkdir -p "$OUT"

command -v wrk >/dev/null || bash scripts/deps.sh apt wrk
for tool in wrk cc pkg-config python3; do
    command -v "$tool" >/dev/null || { echo "workcurve: $tool is missing" >&2; exit 1; }
done
for ns in $WORK_NS; do
    [[ "$ns" =~ ^[0-9]+$ ]] || { echo "workcurve: WORKCURVE_NS holds '$ns', not a count of nanoseconds" >&2; exit 2; }
done
for stage in $STAGES; do
    case "$stage" in
    none | decode | solve | encode) ;;
    *) echo "workcurve: WORKCURVE_STAGES holds '$stage'; the stages are none, decode, solve, encode" >&2; exit 2 ;;
    esac
done
body="bench/requests/$REQUEST.json"
[ -f "$body" ] || { echo "workcurve: no request $body" >&2; exit 2; }

if [ -z "${BENCH_SKIP_BUILD:-}" ]; then
    echo "workcurve: building release" >&2
    swift build -c release $(bash scripts/release-flags) --product clearance >&2
    [ -z "$STAGES" ] || swift build -c release $(bash scripts/release-flags) --product ClearanceBench >&2
fi
cc -O2 -Wall -o "$OUT/reference" bench/reference.c $(pkg-config --cflags --libs libmicrohttpd)

answer="$OUT/$REQUEST.answer.json"
solve_answer "$BIN" "$body" "$answer"

# start NAME COMMAND...: starts a server logging to $OUT/workcurve-NAME.log; sets PORT.
start() {
    local name=$1
    shift
    "${PIN_SERVER[@]}" "$@" >"$OUT/workcurve-$name.log" 2>&1 &
    PIDS+=("$!")
    PORT=$(port_of "$OUT/workcurve-$name.log" "$!" 5)
}
names=(reference)
declare -A url
# The reference's command line (an array, not a function: a function started with `&` runs in a
# subshell, whose pid is not the server's, and the server would outlive the script).
reference=("$OUT/reference" --answer "$answer" --host 127.0.0.1 --port 0 --threads "$THREADS" --timeout "$TIMEOUT"
    --max-connections "$MAX_CONNECTIONS" "${REFERENCE_FLAGS[@]}")
start reference "${reference[@]}"
url[reference]="http://127.0.0.1:$PORT/v1/layout"
for ns in $WORK_NS; do
    start "work-$ns" "${reference[@]}" --work-ns "$ns"
    url[work-$ns]="http://127.0.0.1:$PORT/v1/layout"
    names+=("work-$ns")
done
start service "$BIN" serve --host 127.0.0.1 --port 0 --threads "$THREADS" --connection-timeout "$TIMEOUT" \
    --max-connections "$MAX_CONNECTIONS" --log-requests=false
url[service]="http://127.0.0.1:$PORT/v1/layout"
names+=(service)
for stage in $STAGES; do
    start "stage-$stage" "$MICRO" --serve "$stage" --answer "$answer" --threads "$THREADS" --port 0 \
        --timeout "$TIMEOUT" --max-connections "$MAX_CONNECTIONS"
    url[stage-$stage]="http://127.0.0.1:$PORT/v1/layout"
    names+=("stage-$stage")
done

echo "workcurve: $REQUEST, ${#names[@]} servers, $ROUNDS rounds of ${SECONDS_PER_RUN} s runs" >&2
results="$OUT/workcurve-results.txt"
: >"$results"
for name in "${names[@]}"; do
    load "${url[$name]}" "$body" 1 >/dev/null
done
for round in $(seq "$ROUNDS"); do
    # Each round starts one server further on, so no server always follows the same one.
    shift_by=$((round % ${#names[@]}))
    order=("${names[@]:$shift_by}" "${names[@]:0:$shift_by}")
    for name in "${order[@]}"; do
        rps=$(load "${url[$name]}" "$body" "$SECONDS_PER_RUN" | grep -o 'rps=[0-9.]*' | cut -d= -f2)
        echo "$round $name $rps" >>"$results"
    done
    echo "  round $round done" >&2
done

python3 - "$results" "$OUT/workcurve.txt" "$REQUEST" "$ROUNDS" "$SECONDS_PER_RUN" "$WORK_NS" "$STAGES" <<'EOF'
import statistics, sys
results, out_path, request, rounds, seconds, work, stages = sys.argv[1:8]
rps = {}
for line in open(results):
    r, name, value = line.split()
    rps.setdefault(int(r), {})[name] = float(value)
work = [int(w) for w in work.split()]
stages = [f"stage-{s}" for s in stages.split()]
names = [f"work-{w}" for w in work] + ["service"] + stages
ratios = {n: statistics.median(rps[r][n] / rps[r]["reference"] for r in rps) for n in names}
lines = [f"Throughput ratio to the plain reference, {request}, median of {rounds} rotating rounds of {seconds} s "
         f"(scripts/workcurve.sh)",
         "  reference req/s per round: " + " ".join("%.0f" % rps[r]["reference"] for r in sorted(rps))]
for w in work:
    label = f"reference + {w / 1000:g} us of work per request"
    lines.append(f"  {label:<44} {ratios[f'work-{w}']:.3f}")
lines.append(f"  {'service':<44} {ratios['service']:.3f}")
# Where a ratio sits on the curve (reference = 0 us, ratio 1): linear between neighbours.
points = [(0.0, 1.0)] + [(w / 1000, ratios[f"work-{w}"]) for w in work]

def place(ratio):
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        if y1 <= ratio <= y0 and y0 != y1:
            return x0 + (y0 - ratio) / (y0 - y1) * (x1 - x0)
    return None

service = place(ratios["service"])
if service is None:
    lines.append("  the service's ratio is outside the curve measured: widen WORKCURVE_NS")
else:
    lines.append(f"  the service behaves like the reference with about {service:.1f} us of work per request")
labels = {
    "stage-none": "HTTP layer only (body read, prepared answer)",
    "stage-decode": "+ decode",
    "stage-solve": "+ solve",
    "stage-encode": "+ encode (the handler, no metrics or log)",
}
if stages:
    lines.append("  stage servers (ClearanceBench --serve), ratio and place on the curve:")
previous = None
for name in stages:
    at = place(ratios[name])
    where = "outside the curve" if at is None else f"about {at:.1f} us"
    step = ""
    if at is not None and previous is not None:
        step = f", {at - previous:+.1f} us"
    lines.append(f"    {labels[name]:<44} {ratios[name]:.3f}  {where}{step}")
    previous = at
goal = {"form-8": 0.75, "screen-40": 0.6}.get(request)
if goal is not None and place(goal) is not None:
    lines.append(f"  the goal's ratio, {goal}, is about {place(goal):.1f} us of work per request on this curve")
open(out_path, "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
EOF
