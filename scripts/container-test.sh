#!/usr/bin/env bash
# `make container-test`: builds the project's Dockerfile with podman and checks the image end to end:
# it starts, confined as the Kubernetes manifests confine it; answers /healthz, /readyz, a POST
# /v1/layout (semantics §7 example 1), /openapi.yaml and /metrics; passes its HEALTHCHECK; and exits 0 on `podman stop`
# (SIGTERM to the binary as PID 1). Reports the build time and the image size, and removes the
# container whatever happens. Runs as root (CI does).
#
# No registry is reachable here, so the two base images are stood in for by local images under
# their official names (scripts/container-standins.sh); the Dockerfile stays ordinary and builds
# unchanged with Docker elsewhere.
#
# Environment:
#   CLEARANCE_IMAGE           the tag to build                (localhost/clearance:test)
#   CLEARANCE_SWIFT_ROOT      toolchain the build stand-in mounts (/opt/swift)
#   CONTAINER_TEST_BUILD_ONLY 1: build and report, do not run the image
set -euo pipefail
cd "$(dirname "$0")/.."

IMAGE=${CLEARANCE_IMAGE:-localhost/clearance:test}
NAME=clearance-container-test
SWIFT_ROOT=${CLEARANCE_SWIFT_ROOT:-/opt/swift}
BUILD_IMAGE=docker.io/library/swift:6.3-bookworm
STOP_TIMEOUT=15   # seconds podman waits after SIGTERM before SIGKILL; the drain deadline is 10 s
WAIT_READY=60     # seconds to wait for /healthz after start

say() { echo "container-test: $*" >&2; }
fail() {
    say "FAIL: $*"
    exit 1
}

[ "$(id -u)" -eq 0 ] || fail "run as root (podman here runs rootful with a private containers.conf)"
[ -f openapi.yaml ] || fail "openapi.yaml is missing at the project root; the image serves it"

bash scripts/deps.sh apt podman runc debootstrap curl ca-certificates
command -v python3 >/dev/null || bash scripts/deps.sh apt python3

# This machine's kernel needs runc and cgroupfs, and no default ulimits: a private config, so the
# host's podman settings are left alone.
if [ -z "${CONTAINERS_CONF:-}" ]; then
    export CONTAINERS_CONF="${TMPDIR:-/tmp}/clearance-containers.conf"
    printf '[containers]\ndefault_ulimits = []\n[engine]\ncgroup_manager = "cgroupfs"\nruntime = "runc"\n' \
        >"$CONTAINERS_CONF"
fi

bash scripts/container-standins.sh

errors=""
cleanup() {
    podman rm -f -t 0 "$NAME" >/dev/null 2>&1 || true
    [ -z "$errors" ] || rm -f "$errors"
}
trap cleanup EXIT
cleanup # a container left by an interrupted run

# --- build -------------------------------------------------------------------------------------
# The stand-in build image carries no toolchain: it expects this machine's at $SWIFT_ROOT.
build_args=(--network=host --format docker -t "$IMAGE")
if [ "$(podman image inspect --format '{{index .Labels "org.clearance.stand-in"}}' "$BUILD_IMAGE")" = "true" ]; then
    [ -x "$SWIFT_ROOT/usr/bin/swift" ] || fail "no Swift toolchain at $SWIFT_ROOT for the stand-in build image"
    build_args+=(-v "$SWIFT_ROOT:/opt/swift:ro")
fi
say "building $IMAGE"
start=$SECONDS
podman build "${build_args[@]}" . || fail "podman build failed"
build_seconds=$((SECONDS - start))

# Every shared library the binary needs must be in the run stage.
linkage=$(podman run --rm --network=none --no-healthcheck --entrypoint /usr/bin/ldd "$IMAGE" /usr/local/bin/clearance) ||
    fail "ldd could not read /usr/local/bin/clearance in the image"
if grep -q "not found" <<<"$linkage"; then
    echo "$linkage" >&2
    fail "the binary needs libraries the image lacks"
fi
[ "$(podman image inspect --format '{{.Config.User}}' "$IMAGE")" = "10001:10001" ] ||
    fail "the image does not run as uid 10001"

size=$(podman image inspect --format '{{.Size}}' "$IMAGE")
report() {
    say "build took ${build_seconds}s; image $IMAGE is $size bytes ($((size / 1000000)) MB)"
}
if [ "${CONTAINER_TEST_BUILD_ONLY:-0}" = 1 ]; then
    report
    say "OK (build only)"
    exit 0
fi

# --- run ---------------------------------------------------------------------------------------
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"
say "running $IMAGE on port $port"
# Without systemd podman cannot put the HEALTHCHECK on a timer, and says so on standard error;
# that is harmless (the check is run by hand below), so those lines are kept out of the output.
errors=$(mktemp)
quiet() { "$@" 2>"$errors" || { grep -v 'systemd' "$errors" >&2 || true; return 1; }; }
# Under the restrictions deploy/kubernetes puts on the pod: read-only root (podman mounts a tmpfs
# on /tmp as the manifest mounts an emptyDir), no capabilities, no privilege escalation.
podman_run=(podman run -d --name "$NAME" --network=host -e PORT="$port"
    --read-only --cap-drop=ALL --security-opt=no-new-privileges "$IMAGE")
quiet "${podman_run[@]}" >/dev/null || fail "podman run failed"

logs() {
    say "container logs:"
    podman logs "$NAME" >&2 2>&1 || true
}
running() { [ "$(podman inspect --format '{{.State.Running}}' "$NAME" 2>/dev/null)" = "true" ]; }

deadline=$((SECONDS + WAIT_READY))
until curl -fsS --max-time 2 -o /dev/null "$base/healthz" 2>/dev/null; do
    if ! running; then
        logs
        fail "the container exited before /healthz answered"
    fi
    if [ $SECONDS -ge $deadline ]; then
        logs
        fail "/healthz did not answer within ${WAIT_READY}s"
    fi
    sleep 0.5
done
say "/healthz answers"

curl -fsS --max-time 5 -o /dev/null "$base/readyz" || {
    logs
    fail "/readyz is not 200"
}

# Spec §7 example 1 (tests/fixtures/requests/example-1.json): the login form. overlap 336;
# contentInset.bottom = 336 + 32 - 34 = 334; B = 844 - 336 = 508, L = 508 - 32 = 476; the field ends at 644 > 476, so o' = 644 - 476 = 168;
# oMax = 900 + 368 - 844 = 424, so contentOffset.y = 168.
request=$(cat tests/fixtures/requests/example-1.json)
answer=$(curl -sS --max-time 5 -w '\n%{http_code}' -H 'Content-Type: application/json' \
    --data-binary "$request" "$base/v1/layout") || {
    logs
    fail "POST /v1/layout did not answer"
}
status=${answer##*$'\n'}
body=${answer%$'\n'*}
[ "$status" = 200 ] || {
    echo "$body" >&2
    fail "POST /v1/layout answered $status, not 200"
}
offset=$(python3 -c 'import json, sys; print(json.loads(sys.argv[1])["contentOffset"]["y"])' "$body") ||
    fail "the /v1/layout answer is not the expected JSON: $body"
[ "$offset" = 168 ] || fail "contentOffset.y is $offset, expected 168"
say "POST /v1/layout: contentOffset.y = 168"

# The Dockerfile puts the contract where `clearance serve` looks for it.
curl -fsS --max-time 5 -o /dev/null "$base/openapi.yaml" ||
    fail "GET /openapi.yaml is not 200: /usr/share/clearance/openapi.yaml is not where serve looks"

metrics=$(curl -fsS --max-time 5 "$base/metrics") || fail "GET /metrics failed"
grep -q '^clearance_http_requests_total' <<<"$metrics" ||
    fail "/metrics has no clearance_http_requests_total"
say "/metrics has clearance_http_requests_total"

# The image's HEALTHCHECK (clearance healthcheck, run inside the container).
quiet podman healthcheck run "$NAME" >&2 || {
    logs
    fail "the image's HEALTHCHECK did not pass"
}
say "HEALTHCHECK passes"

# SIGTERM to PID 1: the service drains and exits 0 well before podman would SIGKILL (137).
start=$SECONDS
quiet podman stop -t "$STOP_TIMEOUT" "$NAME" >/dev/null || fail "podman stop failed"
stop_seconds=$((SECONDS - start))
code=$(podman inspect --format '{{.State.ExitCode}}' "$NAME")
[ "$code" = 0 ] || {
    logs
    fail "the container exited $code on SIGTERM, not 0"
}
say "podman stop: exit code 0 after ${stop_seconds}s"

report
say "OK"
