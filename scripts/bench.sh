#!/usr/bin/env bash
# `make bench`: the service against a libmicrohttpd reference that answers the same bytes with no
# work, plus micro-benchmarks of the hot path, peak memory under load and start-up time.
#
#   scripts/bench.sh                         everything, about 2-3 minutes on 2 cores
#   BENCH_PAIRS=5 BENCH_SECONDS=10 scripts/bench.sh
#   BENCH_REQUESTS="form-8" scripts/bench.sh
#   BENCH_MATRIX_ONLY=1 scripts/bench.sh      only the device matrix (a few seconds after the build)
#
# Instructions per request by stage are `make callgrind` (scripts/callgrind.sh); the ratio against
# references that do 1-10 us of work per request is `make workcurve` (scripts/workcurve.sh).
#
# Loopback only. The summary goes to stdout and bench/out/summary.txt (not committed).
set -euo pipefail
cd "$(dirname "$0")/.."
# The shared server settings, and the servers started below stopped on exit; port_of waits for their
# ports; load runs wrk.
source scripts/servers.sh

PAIRS="${BENCH_PAIRS:-5}"
SECONDS_PER_RUN="${BENCH_SECONDS:-5}"
REQUESTS="${BENCH_REQUESTS:-form-8 screen-40}"
MATRIX_ONLY="${BENCH_MATRIX_ONLY:-}"
[ -z "$MATRIX_ONLY" ] || REQUESTS=""
OUT=bench/out
BIN="${CLEARANCE_BIN:-.build/release/clearance}"
MICRO="${BENCH_MICRO_BIN:-.build/release/ClearanceBench}"
mkdir -p "$OUT"
RESULTS="$OUT/results.txt"
: >"$RESULTS"

command -v wrk >/dev/null || bash scripts/deps.sh apt wrk
for tool in wrk cc pkg-config python3; do
    command -v "$tool" >/dev/null || { echo "bench: $tool is missing" >&2; exit 1; }
done

if [ -z "${BENCH_SKIP_BUILD:-}" ]; then
    echo "bench: building release" >&2
    swift build -c release $(bash scripts/release-flags) >&2
fi
cc -O2 -Wall -o "$OUT/reference" bench/reference.c $(pkg-config --cflags --libs libmicrohttpd)
cc -O2 -Wall -o "$OUT/startup" bench/startup.c

# The service, started once: its peak memory covers every load below.
# The service as deployed: a JSON log line per request, on standard output (here a file).
"${PIN_SERVER[@]}" "$BIN" serve --host 127.0.0.1 --port 0 --threads "$THREADS" --connection-timeout "$TIMEOUT" \
    --max-connections "$MAX_CONNECTIONS" >"$OUT/service.log" 2>&1 &
SERVICE_PID=$!
PIDS+=("$SERVICE_PID")
SERVICE_PORT=$(port_of "$OUT/service.log" "$SERVICE_PID" 5)
SERVICE_URL="http://127.0.0.1:$SERVICE_PORT/v1/layout"
echo "bench: service pid $SERVICE_PID on port $SERVICE_PORT, $THREADS threads, $LAYOUT layout, logs on" >&2
# The same with its request log off: the difference is what the log costs.
"${PIN_SERVER[@]}" "$BIN" serve --host 127.0.0.1 --port 0 --threads "$THREADS" --connection-timeout "$TIMEOUT" \
    --max-connections "$MAX_CONNECTIONS" --log-requests=false >"$OUT/service-nolog.log" 2>&1 &
NOLOG_PID=$!
PIDS+=("$NOLOG_PID")
NOLOG_PORT=$(port_of "$OUT/service-nolog.log" "$NOLOG_PID" 5)
NOLOG_URL="http://127.0.0.1:$NOLOG_PORT/v1/layout"
echo "service_rss_idle_kb $(awk '/VmRSS/ {print $2}' /proc/$SERVICE_PID/status)" >>"$RESULTS"

for name in $REQUESTS; do
    body="bench/requests/$name.json"
    answer="$OUT/$name.answer.json"
    # The reference answers the service's own answer: `clearance solve` on the same body.
    solve_answer "$BIN" "$body" "$answer"
    "${PIN_SERVER[@]}" "$OUT/reference" --answer "$answer" --host 127.0.0.1 --port 0 --threads "$THREADS" --timeout "$TIMEOUT" \
        --max-connections "$MAX_CONNECTIONS" "${REFERENCE_FLAGS[@]}" >"$OUT/reference-$name.log" 2>&1 &
    ref_pid=$!
    PIDS+=("$ref_pid")
    ref_port=$(port_of "$OUT/reference-$name.log" "$ref_pid" 5)
    ref_url="http://127.0.0.1:$ref_port/v1/layout"
    # The same bytes, or the comparison is unfair: the service answers the body above over HTTP,
    # as the reference does, with a head of the same fields, each value as long (the request id
    # and the date differ in their characters only); the status and body alone when
    # BENCH_REFERENCE_FLAGS asked for another reference.
    python3 bench/same_head.py ${BENCH_REFERENCE_FLAGS+--body-only} "$SERVICE_PORT" "$ref_port" "$body"

    echo "bench: $name ($(wc -c <"$body") B body, $(wc -c <"$answer") B answer): warm-up" >&2
    load "$SERVICE_URL" "$body" 1 >/dev/null
    load "$NOLOG_URL" "$body" 1 >/dev/null
    load "$ref_url" "$body" 1 >/dev/null
    for pair in $(seq "$PAIRS"); do
        # Rotate which goes first so a drift in machine load does not favour one side.
        case $((pair % 3)) in
        1) order="service reference service-nolog" ;;
        2) order="reference service-nolog service" ;;
        *) order="service-nolog service reference" ;;
        esac
        for side in $order; do
            case "$side" in
            service) url=$SERVICE_URL ;;
            service-nolog) url=$NOLOG_URL ;;
            *) url=$ref_url ;;
            esac
            line=$(load "$url" "$body" "$SECONDS_PER_RUN")
            echo "http $name $side $pair $line" >>"$RESULTS"
            echo "  pair $pair $side: $line" >&2
        done
    done
    kill "$ref_pid" 2>/dev/null || true
    wait "$ref_pid" 2>/dev/null || true

    # The log's cost, measured side by side: the service with its log and without it loaded at
    # the same time (both on the servers' CPUs, a wrk each), so that a drift of the machine's
    # speed moves both alike; each one's CPU time per request (every thread, the log's writer
    # included, from /proc/PID/task/*/schedstat) is compared, not its throughput, which the
    # scheduler's split of the CPU between the two would blur.
    for pair in $(seq "$PAIRS"); do
        on_before=$(cpu_ns "$SERVICE_PID")
        off_before=$(cpu_ns "$NOLOG_PID")
        load "$SERVICE_URL" "$body" "$SECONDS_PER_RUN" >"$OUT/side-on.txt" &
        on_load=$!
        load "$NOLOG_URL" "$body" "$SECONDS_PER_RUN" >"$OUT/side-off.txt" &
        off_load=$!
        wait "$on_load" "$off_load"
        on_cpu=$(($(cpu_ns "$SERVICE_PID") - on_before))
        off_cpu=$(($(cpu_ns "$NOLOG_PID") - off_before))
        line="on_cpu_ns=$on_cpu off_cpu_ns=$off_cpu on_$(cut -d' ' -f2 "$OUT/side-on.txt") off_$(cut -d' ' -f2 "$OUT/side-off.txt")"
        echo "side $name $pair $line" >>"$RESULTS"
        echo "  side by side $pair: $line" >&2
    done
done

# The design tools' question: one 20-element form on every device x 2 orientations x 3 keyboards
# x 2 keyboard types (default, numberPad) on iOS 26, POST /v1/layout/matrix over one keep-alive
# connection, one request at a time. Cells the catalog has no figure for are skipped (counted).
echo "bench: matrix of a 20-element form on every device" >&2
python3 bench/time_route.py "$SERVICE_PORT" /v1/layout/matrix bench/requests/matrix-20.json \
    "${BENCH_MATRIX_RUNS:-200}" 10 MATRIX | tee -a "$RESULTS" >&2

# Policies: the form-8 request under all twelve policies, POST /v1/layout/compare over one
# keep-alive connection, one request at a time.
echo "bench: compare of form-8 under all twelve policies" >&2
python3 bench/time_route.py "$SERVICE_PORT" /v1/layout/compare bench/requests/form-8.json \
    "${BENCH_COMPARE_RUNS:-500}" 20 COMPARE_HTTP | tee -a "$RESULTS" >&2

echo "service_vmhwm_kb $(awk '/VmHWM/ {print $2}' /proc/$SERVICE_PID/status)" >>"$RESULTS"
echo "service_rss_after_kb $(awk '/VmRSS/ {print $2}' /proc/$SERVICE_PID/status)" >>"$RESULTS"
kill "$SERVICE_PID" "$NOLOG_PID" 2>/dev/null || true
wait "$SERVICE_PID" "$NOLOG_PID" 2>/dev/null || true

if [ -n "$MATRIX_ONLY" ]; then
    kill "$SERVICE_PID" 2>/dev/null || true
    wait "$SERVICE_PID" 2>/dev/null || true
fi
[ -n "$MATRIX_ONLY" ] || {
echo "bench: micro-benchmarks" >&2
micro_files=()
for name in $REQUESTS; do micro_files+=("bench/requests/$name.json"); done
"$MICRO" "${micro_files[@]}" | tee -a "$RESULTS" >&2

echo "bench: start-up to the first /healthz 200" >&2
"$OUT/startup" --runs 9 -- "$(realpath "$BIN")" serve --host 127.0.0.1 --port '{port}' --threads "$THREADS" \
    --connection-timeout "$TIMEOUT" --max-connections "$MAX_CONNECTIONS" --log-requests=false | tee -a "$RESULTS" >&2
}

python3 - "$RESULTS" "$OUT/summary.txt" "$PAIRS" "$SECONDS_PER_RUN" "$CONNECTIONS" "$WRK_THREADS" "$THREADS" "$LAYOUT" \
    "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')" <<'EOF'
import statistics, sys
results, summary_path, pairs, seconds, conns, wrk_threads, threads, layout, cpu = sys.argv[1:10]
fields = lambda words: dict(w.split("=", 1) for w in words if "=" in w)
http, sides, micro, misc, startup = {}, {}, {}, {}, None
for line in open(results):
    w = line.split()
    if not w:
        continue
    if w[0] == "http":
        _, name, side, pair = w[:4]
        http.setdefault(name, {}).setdefault(int(pair), {})[side] = fields(w[4:])
    elif w[0] == "side":
        sides.setdefault(w[1], {})[int(w[2])] = fields(w[3:])
    elif w[0] == "MICRO":
        f = fields(w[1:])
        micro[f["file"].removesuffix(".json")] = f
    elif w[0] == "MATRIX":
        misc["matrix"] = fields(w[1:])
    elif w[0] == "COMPARE":
        misc["compare_" + fields(w[1:])["file"].removesuffix(".json")] = fields(w[1:])
    elif w[0] == "COMPARE_HTTP":
        misc["compare_http"] = fields(w[1:])
    elif w[0] == "STARTUP":
        startup = fields(w[1:])
    elif len(w) == 2 and w[0].startswith("service_"):
        misc[w[0]] = int(w[1])

out = []
say = out.append
placement = ("each server on CPU 0, wrk on CPU 1 (taskset)" if layout == "pinned"
             else "servers and wrk sharing every core")
say(f"Clearance bench: wrk -t{wrk_threads} -c{conns} -d{seconds}s --latency, POST, {pairs} rotating rounds per "
    f"request; service (logs on, as deployed), service with logs off and reference with {threads} worker "
    f"threads; {layout} layout: {placement}; CPU: {cpu} (scripts/bench.sh)")
verdicts = []
# The goals (issue: a core's worth), stated in the pinned layout.
goal_ratio = {"form-8": 0.6}
for name, runs in http.items():
    say("")
    say(f"{name}:")
    say(f"  {'round':>5} {'service req/s':>14} {'p99 ms':>7} {'logs off req/s':>15} {'reference req/s':>16} "
        f"{'p99 ms':>7} {'ratio':>6} {'off ratio':>9} {'p99 ratio':>9}")
    ratios, off_ratios, p99s = [], [], []
    for pair in sorted(runs):
        s, n, r = runs[pair].get("service"), runs[pair].get("service-nolog"), runs[pair].get("reference")
        if not s or not r or not n:
            continue
        ratio = float(s["rps"]) / float(r["rps"])
        off = float(n["rps"]) / float(r["rps"])
        p99 = int(s["p99_us"]) / max(1, int(r["p99_us"]))
        ratios.append(ratio)
        off_ratios.append(off)
        p99s.append(p99)
        bad = sum(int(x["non2xx"]) + int(x["errors"]) for x in (s, n, r))
        say(f"  {pair:>5} {float(s['rps']):>14.0f} {int(s['p99_us'])/1000:>7.2f} {float(n['rps']):>15.0f} "
            f"{float(r['rps']):>16.0f} {int(r['p99_us'])/1000:>7.2f} {ratio:>6.3f} {off:>9.3f} {p99:>9.2f}"
            + (f"  ({bad} errors!)" if bad else ""))
    if ratios:
        mr, mo, mp = (statistics.median(x) for x in (ratios, off_ratios, p99s))
        say(f"  median throughput ratio service/reference = {mr:.3f} (logs on), {mo:.3f} (logs off); "
            f"median p99 ratio = {mp:.2f}")
        if name in goal_ratio and layout == "pinned":
            verdicts.append((f"{name} throughput ratio >= {goal_ratio[name]} (pinned, logs on)", f"{mr:.3f}",
                             mr >= goal_ratio[name]))
        if name == "form-8" and layout == "pinned":
            verdicts.append(("form-8 p99 <= 1.5x reference", f"{mp:.2f}x", mp <= 1.5))
    # The log side by side: logs on and off loaded at once, CPU time per request of each.
    pairs_side = sides.get(name, {})
    if pairs_side:
        say(f"  the log, side by side (logs on and off loaded at once; CPU time per request, every thread):")
        say(f"  {'round':>5} {'on req/s':>9} {'on us/req':>10} {'off req/s':>10} {'off us/req':>11} {'log us/req':>11} "
            f"{'off/on':>7}")
        costs, shares = [], []
        for pair in sorted(pairs_side):
            f = pairs_side[pair]
            on_us = int(f["on_cpu_ns"]) / 1000 / max(1, int(f["on_requests"]))
            off_us = int(f["off_cpu_ns"]) / 1000 / max(1, int(f["off_requests"]))
            costs.append(on_us - off_us)
            shares.append(off_us / on_us)
            say(f"  {pair:>5} {int(f['on_requests']) / float(seconds):>9.0f} {on_us:>10.2f} "
                f"{int(f['off_requests']) / float(seconds):>10.0f} {off_us:>11.2f} {on_us - off_us:>11.2f} "
                f"{off_us / on_us:>7.3f}")
        ml, ms = statistics.median(costs), statistics.median(shares)
        say(f"  median: the log costs {ml:.2f} us of CPU a request; logs on serve {ms:.3f} of logs off's "
            f"requests per CPU second")
        if name == "form-8":
            verdicts.append(("form-8 logs on within 5% of logs off (side by side)", f"{ms:.3f}", ms >= 0.95))
            verdicts.append(("form-8 log cost < 0.5 us a request (side by side)", f"{ml:.2f} us", ml < 0.5))
if micro:
    say("")
    say("micro-benchmarks (ClearanceBench, release; ns per request, median / fastest of 15 batches of ~20 ms):")
    say(f"  {'request':<10} {'body B':>7} {'answer B':>9} {'decode':>13} {'solve':>11} {'encode':>11} {'total':>13} "
        f"{'syntax only':>13} {'skim':>11}")
    pair = lambda f, k: f"{float(f[k + '_ns']):.0f}/{float(f[k + '_min_ns']):.0f}"
    for name, f in micro.items():
        say(f"  {name:<10} {f['bodyBytes']:>7} {f['answerBytes']:>9} {pair(f, 'decode'):>13} {pair(f, 'solve'):>11} "
            f"{pair(f, 'encode'):>11} {pair(f, 'total'):>13} {pair(f, 'syntax'):>13} "
            f"{pair(f, 'skim'):>11}")
    say("  (syntax only: the decoder's scanner validating the body and building nothing; skim: the least a "
        "byte-at-a-time reader does; bench/README.md, \"The decoder's floor\")")
    if "form-8" in micro:
        t = float(micro["form-8"]["total_ns"]) / 1000
        best = float(micro["form-8"]["total_min_ns"]) / 1000
        verdicts.append(("form-8 decode+solve+encode < 5 us", f"median {t:.2f} us (fastest batch {best:.2f} us)", t < 5))
if "service_vmhwm_kb" in misc:
    mb = misc["service_vmhwm_kb"] / 1024
    say("")
    say(f"service memory: idle RSS {misc.get('service_rss_idle_kb', 0)/1024:.1f} MB, peak (VmHWM) after the load "
        f"{mb:.1f} MB, RSS after {misc.get('service_rss_after_kb', 0)/1024:.1f} MB")
    verdicts.append(("peak memory under load <= 30 MB", f"{mb:.1f} MB", mb <= 30))
if "matrix" in misc:
    m = misc["matrix"]
    say("")
    say(f"matrix (POST /v1/layout/matrix, 20-element form, {m['combinations']} combinations, {m['solved']} solved, "
        f"{m.get('skipped', '?')} skipped for figures no source gives, "
        f"{int(m['answerBytes']) // 1024} KB answer): median {m['median_ms']} ms, p99 {m['p99_ms']} ms "
        f"over {m['runs']} sequential requests")
    verdicts.append(("matrix of every device x 2 orientations x 3 keyboards x 2 keyboard types < 5 ms",
                     f"median {m['median_ms']} ms",
                     float(m["median_ms"]) < 5))
if "compare_form-8" in misc:
    c = misc["compare_form-8"]
    us, best = float(c["compare_ns"]) / 1000, float(c["compare_min_ns"]) / 1000
    say("")
    say(f"compare in process (PolicyComparison, form-8, {c['policies']} policies): median {us:.2f} us, "
        f"fastest batch {best:.2f} us")
    verdicts.append(("form-8 compare over all twelve policies < 60 us", f"median {us:.2f} us", us < 60))
if "compare_http" in misc:
    c = misc["compare_http"]
    say(f"compare over HTTP (POST /v1/layout/compare, form-8, {c['policies']} policies, {int(c['answerBytes']) // 1024} "
        f"KB answer): median {c['median_ms']} ms, p99 {c['p99_ms']} ms over {c['runs']} sequential requests")
    verdicts.append(("form-8 compare over HTTP < 1 ms median", f"median {c['median_ms']} ms",
                     float(c["median_ms"]) < 1))
if startup:
    say(f"start-up to first /healthz 200: best {startup['best_ms']} ms, median {startup['median_ms']} ms "
        f"of {startup['runs']} runs (bench/out/startup)")
    verdicts.append(("first /healthz 200 within 100 ms", f"{startup['best_ms']} ms", float(startup["best_ms"]) <= 100))
say("")
say("goals:")
for goal, value, ok in verdicts:
    say(f"  [{'met' if ok else 'MISSED'}] {goal}: {value}")
text = "\n".join(out) + "\n"
open(summary_path, "w").write(text)
print(text, end="")
EOF

# Designs: the peak memory of one design request against its body (docs/designs.md).
echo "bench: design memory" >&2
python3 bench/design_memory.py "$BIN" | tee -a bench/out/summary.txt

# Designs: every field of each shared screen on every iPhone (docs/designs.md, the design check).
echo "bench: design check" >&2
python3 bench/design_check.py "$BIN" | tee -a bench/out/summary.txt
