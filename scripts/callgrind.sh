#!/usr/bin/env bash
# Instructions per request, by stage: `clearance serve` and the libmicrohttpd reference
# (bench/reference.c) each run under callgrind with one worker thread and answer N keep-alive
# `POST /v1/layout` requests; the counters are zeroed after a warm-up and dumped after the N, so
# start-up, warm-up and shutdown are not counted.
#
#   scripts/callgrind.sh                               form-8 and screen-40, 2000 requests each
#   CALLGRIND_REQUESTS=500 BENCH_REQUESTS=form-8 scripts/callgrind.sh
#   BENCH_SKIP_BUILD=1 scripts/callgrind.sh           use the release build as it is
#   CALLGRIND_LOGS=0 scripts/callgrind.sh              skip the second service run with request logs on
#   make callgrind                                     the same
#
# Instruction counts do not depend on the machine's load, so this is the figure to compare
# before and after a change on a shared machine. The service's instructions are split into
# stages by the inclusive cost of the stage functions (decode: LayoutDecoder.decode or decodeLayout,
# or LayoutContext.decodeLayout, the service's; solve: LayoutSolver.solve; encode:
# AnswerEncoder.encodeAllocated, or encode(_:mapped:device:) for an answer echoing a design's
# mapping or a device, as device-pinned-6's); HTTP is the rest: libmicrohttpd, the HTTP layer,
# routing, headers, metrics, and the watch thread. Both processes spend part of their count in
# libmicrohttpd's `memset` of the connection's memory pool after each request, which valgrind
# counts byte by byte (`rep stosb`); the table shows it apart.
#
# Output: the table on stdout and in bench/out/callgrind/summary.txt; the raw profiles
# (bench/out/callgrind/*.out.1) and, for each, the functions by self and by inclusive cost
# (*.self.txt, *.inclusive.txt, demangled) for `callgrind_annotate` work.
#
# The service is profiled with its request log off (the stages alone), then again with it on as
# deployed, lines written to a file: the difference, over every thread (the worker that formats a
# line and the writer that flushes the batches), is the log's cost per request, free of the
# machine's load that blurs the same difference in requests per second.
set -euo pipefail
cd "$(dirname "$0")/.."

REQUESTS="${BENCH_REQUESTS:-form-8 screen-40}"
COUNT="${CALLGRIND_REQUESTS:-2000}"
WARMUP="${CALLGRIND_WARMUP:-200}"
LOGS="${CALLGRIND_LOGS:-1}"
OUT=bench/out/callgrind
BIN="${CLEARANCE_BIN:-.build/release/clearance}"
mkdir -p "$OUT"

command -v valgrind >/dev/null || bash scripts/deps.sh apt valgrind
for tool in valgrind callgrind_control callgrind_annotate cc pkg-config python3 swift; do
    command -v "$tool" >/dev/null || { echo "callgrind: $tool is missing" >&2; exit 1; }
done

if [ -z "${BENCH_SKIP_BUILD:-}" ]; then
    echo "callgrind: building release" >&2
    swift build -c release $(bash scripts/release-flags) --product clearance >&2
fi
cc -O2 -Wall -o "$OUT/reference" bench/reference.c $(pkg-config --cflags --libs libmicrohttpd)

# The servers started below are stopped on exit; port_of waits for their ports.
source scripts/servers.sh

# profile OUTFILE BODY COMMAND...: runs COMMAND under callgrind, warms it up, zeroes the
# counters, sends COUNT requests of BODY, dumps to OUTFILE.1, and stops it.
profile() {
    local out=$1 body=$2
    shift 2
    rm -f "$out" "$out".*
    valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >"$out.log" 2>"$out.valgrind.log" &
    local pid=$!
    PIDS+=("$pid")
    local port
    port=$(port_of "$out.log" "$pid" 60)
    python3 bench/keepalive.py "$port" /v1/layout "$body" "$WARMUP"
    callgrind_control --zero "$pid" >/dev/null 2>&1
    python3 bench/keepalive.py "$port" /v1/layout "$body" "$COUNT"
    callgrind_control --dump "$pid" >/dev/null 2>&1
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    [ -s "$out.1" ] || { echo "callgrind: no dump in $out.1" >&2; return 1; }
    callgrind_annotate --auto=no --inclusive=yes --threshold=100 "$out.1" 2>/dev/null | swift demangle --simplified >"$out.inclusive.txt"
    callgrind_annotate --auto=no --inclusive=no --threshold=100 "$out.1" 2>/dev/null | swift demangle --simplified >"$out.self.txt"
}

for name in $REQUESTS; do
    body="bench/requests/$name.json"
    answer="$OUT/$name.answer.json"
    solve_answer "$BIN" "$body" "$answer"
    echo "callgrind: $name, service: $WARMUP warm-up requests, then $COUNT counted" >&2
    # As scripts/bench.sh starts it, with one worker thread and a small connection table (the
    # watch thread sweeps it every 100 ms, and valgrind runs slowly).
    profile "$OUT/service.$name.out" "$body" "$BIN" serve --host 127.0.0.1 --port 0 --threads 1 \
        --connection-timeout 30 --max-connections 64 --log-requests=false
    # A logs-on profile left by an earlier run would be read as this run's: gone first, so a
    # skipped run prints '?'.
    rm -f "$OUT/service-logs.$name.out"*
    if [ "$LOGS" != 0 ]; then
        echo "callgrind: $name, service with request logs on" >&2
        profile "$OUT/service-logs.$name.out" "$body" "$BIN" serve --host 127.0.0.1 --port 0 --threads 1 \
            --connection-timeout 30 --max-connections 64 --log-requests=true
    fi
    echo "callgrind: $name, reference" >&2
    profile "$OUT/reference.$name.out" "$body" "$OUT/reference" --answer "$answer" --host 127.0.0.1 --port 0 \
        --threads 1 --timeout 30 --max-connections 64 "${REFERENCE_FLAGS[@]}"
done

python3 - "$OUT" "$COUNT" "$SERVICE_POOL_BYTES" "${REFERENCE_FLAGS[*]}" $REQUESTS <<'EOF'
import re, sys
out, count, pool, reference_flags, names = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5:]
# The stage functions: the outermost entry (the largest inclusive cost) of any specialization.
stages = [("decode", r"(LayoutDecoder|LayoutContext)\.decode(Layout)?\("), ("solve", r"LayoutSolver\.solve\("),
          ("encode", r"AnswerEncoder\.(encodeAllocated\(|encode\(_:mapped:device:\))")]
line_re = re.compile(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$")

def costs(path):
    """Maps each `function` (demangled, file and object stripped) to its largest cost."""
    found, total = {}, None
    for line in open(path, errors="replace"):
        m = line_re.match(line)
        if not m:
            continue
        value, rest = int(m.group(1).replace(",", "")), m.group(2)
        if rest.startswith("PROGRAM TOTALS"):
            total = value
            continue
        function = re.sub(r" \[[^\]]*\]$", "", rest).split(":", 1)[-1]
        found[function] = max(found.get(function, 0), value)
    return total, found

def stage(found, pattern):
    rx = re.compile(r"^(?:specialized |merged )*(?:static )?" + pattern)
    values = [v for f, v in found.items() if rx.match(f)]
    return max(values) if values else None

def memset(found):
    return sum(v for f, v in found.items() if f.startswith("__memset"))

rows = []
for name in names:
    total, found = costs(f"{out}/service.{name}.out.inclusive.txt")
    ref_total, ref_found = costs(f"{out}/reference.{name}.out.inclusive.txt")
    row = {"name": name, "total": total / count, "memset": memset(found) / count,
           "reference": ref_total / count, "ref_memset": memset(ref_found) / count}
    rest = total
    for label, pattern in stages:
        value = stage(found, pattern)
        if value is None:
            print(f"callgrind: no function matches {pattern} in the service profile of {name}", file=sys.stderr)
            row[label] = float("nan")
        else:
            row[label] = value / count
            rest -= value
    row["http"] = rest / count
    try:
        logged, _ = costs(f"{out}/service-logs.{name}.out.inclusive.txt")
        row["log"] = (logged - total) / count
    except FileNotFoundError:
        row["log"] = float("nan")
    rows.append(row)

lines = [f"Instructions per POST /v1/layout (callgrind, {count} keep-alive requests after a warm-up, one worker "
         f"thread; scripts/callgrind.sh)", ""]
head = (f"{'request':<10} {'decode':>8} {'solve':>8} {'encode':>8} {'HTTP':>8} {'total':>8} {'reference':>10} "
        f"{'ratio':>6}   {'memset':>7} {'ref memset':>10} {'ratio w/o memset':>16}   {'log':>6}")
lines.append(head)
for r in rows:
    k = lambda v: "?" if v != v else f"{v / 1000:.1f}k"
    without = (r["total"] - r["memset"]) / max(1, r["reference"] - r["ref_memset"])
    lines.append(f"{r['name']:<10} {k(r['decode']):>8} {k(r['solve']):>8} {k(r['encode']):>8} {k(r['http']):>8} "
                 f"{k(r['total']):>8} {k(r['reference']):>10} {r['total'] / r['reference']:>6.2f}   "
                 f"{k(r['memset']):>7} {k(r['ref_memset']):>10} {without:>16.2f}   {k(r['log']):>6}")
lines += ["", "HTTP = total - decode - solve - encode (libmicrohttpd, the HTTP layer, routing, headers, metrics).",
          "memset: libmicrohttpd zeroing the connection's memory pool after each request, counted by valgrind one "
          f"byte a step; in both totals (the service's pool is {pool} bytes; the reference runs with "
          f"'{reference_flags or 'no flags'}').",
          "log: what the request log adds, logs on minus logs off (every thread; '?' with CALLGRIND_LOGS=0)."]
text = "\n".join(lines) + "\n"
open(f"{out}/summary.txt", "w").write(text)
print(text, end="")
EOF
