#!/usr/bin/env bash
# Fuzzes the request decoder, and through it the engine and the answer encoder, with libFuzzer.
#
#   scripts/fuzz.sh                 build, then run FUZZ_RUNS inputs (default 10,000,000)
#                                   each decoded with the fast paths on and off: any disagreement
#                                   in the answer or problem bytes traps, like a crash
#   FUZZ_RUNS=100000 scripts/fuzz.sh
#   FUZZ_BUILD_ONLY=1 scripts/fuzz.sh
#   scripts/fuzz.sh CRASH_FILE      replay one input (a crash or a corpus file) and exit
#   scripts/fuzz.sh --merge         fold bench/out/fuzz-corpus into bench/corpus/found, keeping the
#                                   fewest inputs that reach every edge reached so far
#
# The binary is built with swiftc straight from the module sources (SwiftPM cannot build a
# libFuzzer target): ClearanceWire and the modules it imports (Package.swift's graph) are compiled
# as modules with coverage instrumentation, then linked with Fuzz/*.swift, whose @_cdecl
# LLVMFuzzerTestOneInput is the entry.
# The committed corpus is bench/corpus: seeds/ written by hand (edge cases, errors; the spec's
# worked examples are the shared fixtures, tests/fixtures/requests, which seed the run too)
# and found/ (inputs the fuzzer found, reduced to a set cover of the edges with --merge). New
# inputs go to bench/out/fuzz-corpus; crashes land in bench/out/fuzz/crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS="${FUZZ_RUNS:-10000000}"
SANITIZE="${FUZZ_SANITIZE:-fuzzer,address}"
JOBS_OPTS="${FUZZ_OPTS:-}"
OUT=bench/out/fuzz
BIN="$OUT/fuzz-decoder"
mkdir -p "$OUT/modules" bench/out/fuzz-corpus
# Let libFuzzer report crashes (its stack trace and the saved input), not the Swift backtracer.
export SWIFT_BACKTRACE=enable=no
# One global that LeakSanitizer misreads as leaked (Fuzz/lsan.supp says why); every other leak
# still fails the run.
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

# The modules under test: ClearanceWire and every module it imports, each after its own
# imports, read from Package.swift's target graph (so a new dependency needs no edit here).
mapfile -t MODULES < <(swift package dump-package | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
order = []
def visit(name):
    if name in order or name not in targets:
        return
    for dependency in targets[name]["dependencies"]:
        visit(next(iter(dependency.values()))[0])
    order.append(name)
visit("ClearanceWire")
print("\n".join(order))
')
[ "${#MODULES[@]}" -gt 0 ] || { echo "fuzz: cannot read the module graph from Package.swift" >&2; exit 1; }
module_dirs=()
for m in "${MODULES[@]}"; do [ -d "Sources/$m" ] && module_dirs+=("Sources/$m"); done

sources_newer() {
    [ ! -x "$BIN" ] && return 0
    [ -n "$(find "${module_dirs[@]}" Fuzz scripts/fuzz.sh -newer "$BIN" -type f | head -1)" ]
}

if sources_newer; then
    echo "fuzz: building $BIN (-sanitize=$SANITIZE)" >&2
    # `-package-name`: the modules share `package` declarations, as SwiftPM builds them.
    common=(-O -g -use-ld=lld -parse-as-library -sanitize="$SANITIZE" -swift-version 6 -package-name Clearance -I "$OUT/modules")
    objects=()
    for dir in "${module_dirs[@]}"; do
        m=$(basename "$dir")
        swiftc "${common[@]}" -wmo -c -module-name "$m" \
            -emit-module -emit-module-path "$OUT/modules/$m.swiftmodule" \
            $(find "$dir" -name '*.swift' | sort) -o "$OUT/$m.o"
        objects+=("$OUT/$m.o")
    done
    swiftc "${common[@]}" -module-name DecoderFuzzer Fuzz/*.swift "${objects[@]}" -o "$BIN"
fi
[ -n "${FUZZ_BUILD_ONLY:-}" ] && exit 0

if [ "${1:-}" = "--merge" ]; then
    merged=$(mktemp -d)
    trap 'rm -rf "$merged"' EXIT
    mkdir -p bench/corpus/found
    # Edges only (no hit counts): the smallest set that still reaches all the code reached.
    "$BIN" -set_cover_merge=1 -use_counters=0 -max_len=4096 "$merged" \
        bench/corpus/seeds bench/corpus/found bench/out/fuzz-corpus
    # The seeds are kept by name; drop their copies.
    for seed in bench/corpus/seeds/*; do rm -f "$merged/$(sha1sum "$seed" | cut -d' ' -f1)"; done
    rm -f bench/corpus/found/*
    cp "$merged"/* bench/corpus/found/
    echo "fuzz: bench/corpus/found holds $(ls bench/corpus/found | wc -l) inputs" >&2
    exit 0
fi
if [ $# -gt 0 ]; then
    exec "$BIN" -runs=1 "$@"
fi

echo "fuzz: $RUNS runs, seeds bench/corpus and tests/fixtures/requests, new inputs bench/out/fuzz-corpus, crashes $OUT/" >&2
# shellcheck disable=SC2086
"$BIN" bench/out/fuzz-corpus bench/corpus tests/fixtures/requests \
    -runs="$RUNS" -max_len=4096 -timeout=5 -rss_limit_mb=2048 \
    -dict=bench/fuzz.dict -artifact_prefix="$OUT/" -print_final_stats=1 $JOBS_OPTS
