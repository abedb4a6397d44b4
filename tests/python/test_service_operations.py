"""End-to-end tests of how `clearance serve` is run: metrics, abuse, shutdown, flags, healthcheck."""

import json
import os
import random
import re
import time
import signal
import socket
import subprocess

import pytest

from test_service_http import BIN, EXAMPLE_1, JSON, Server, body_of, read_response


@pytest.fixture
def fresh():
    servers = []

    def start(*args, **kwargs):
        s = Server(*args, **kwargs)
        servers.append(s)
        return s

    yield start
    for s in servers:
        s.close()


def metric(text, name, labels=""):
    pattern = r"(?m)^" + re.escape(name + ("{" + labels + "}" if labels else "")) + r" (\S+)$"
    match = re.search(pattern, text)
    return None if match is None else float(match.group(1))


# Metrics count exactly what was sent.


def test_metrics_count_what_was_sent(fresh):
    server = fresh("--max-body-bytes", "1000")
    for _ in range(3):
        assert server.request("GET", "/healthz")[0] == 200
    assert server.request("HEAD", "/readyz")[0] == 200
    assert server.request("PUT", "/healthz")[0] == 405
    assert server.request("PUT", "/healthz")[0] == 405
    assert server.request("GET", "/nowhere")[0] == 404
    assert server.request("POST", "/v1/layout", b"{}", {"Content-Type": "text/plain"})[0] == 415
    assert server.request("POST", "/v1/layout", b"x" * 1001, JSON)[0] == 413
    assert server.request("POST", "/v1/layout", b"{", JSON)[0] == 400
    assert server.request("POST", "/v1/layout", body_of(EXAMPLE_1), JSON)[0] == 200
    status, _, body = server.request("GET", "/metrics")
    assert status == 200
    text = body.decode()
    total = "clearance_http_requests_total"
    assert metric(text, total, 'route="/healthz",method="GET",status="200"') == 3
    assert metric(text, total, 'route="/readyz",method="HEAD",status="200"') == 1
    assert metric(text, total, 'route="/healthz",method="other",status="405"') == 2
    assert metric(text, total, 'route="unmatched",method="GET",status="404"') == 1
    assert metric(text, total, 'route="/v1/layout",method="POST",status="415"') == 1
    assert metric(text, total, 'route="/v1/layout",method="POST",status="413"') == 1
    assert metric(text, total, 'route="/v1/layout",method="POST",status="400"') == 1
    assert metric(text, total, 'route="/v1/layout",method="POST",status="200"') == 1
    # This /metrics request is counted after it answers: no series for it yet.
    assert metric(text, total, 'route="/metrics",method="GET",status="200"') is None
    rejected = "clearance_http_rejected_bodies_total"
    assert metric(text, rejected, 'reason="too_large"') == 1
    assert metric(text, rejected, 'reason="unsupported_media_type"') == 1
    assert metric(text, rejected, 'reason="malformed_json"') == 1
    assert metric(text, rejected, 'reason="invalid_request"') == 0
    # /healthz: 3 GETs + 2 PUTs answered 405 = 5 observations, all within +Inf.
    duration = "clearance_http_request_duration_seconds"
    assert metric(text, duration + "_count", 'route="/healthz"') == 5
    assert metric(text, duration + "_bucket", 'route="/healthz",le="+Inf"') == 5
    assert metric(text, duration + "_count", 'route="/v1/layout"') == 4
    buckets = [float(v) for v in re.findall(r'_bucket\{route="/v1/layout",le="[^"]+"\} (\S+)', text)]
    assert buckets == sorted(buckets) and buckets[-1] == 4
    # The in-flight gauge sees the /metrics request itself. A request leaves the gauge when
    # libmicrohttpd reports it complete, which can trail the client reading its answer by a
    # moment; so once the earlier requests have completed it reads exactly 1, never less.
    gauge = "clearance_http_requests_in_flight"
    readings = [metric(text, gauge)]
    while readings[-1] != 1 and len(readings) < 50:
        time.sleep(0.02)
        readings.append(metric(server.request("GET", "/metrics")[2].decode(), gauge))
    assert readings[-1] == 1 and min(readings) >= 1, readings
    assert metric(text, "process_start_time_seconds") > 0
    # Every non-comment line is `name{labels} value`.
    for line in text.splitlines():
        assert line.startswith("# ") or re.fullmatch(r"[a-z_]+(\{[^}]*\})? \S+", line), line


# Abuse.


def test_sixty_slow_clients_do_not_delay_a_normal_request(fresh):
    server = fresh("--threads", "2")
    slow = []
    for i in range(60):
        s = server.socket()
        if i % 3 == 0:
            s.sendall(b"POST /v1/layout HTTP/1.1\r\nHost: t\r\n")  # headers never finished
        elif i % 3 == 1:
            s.sendall(b"POST /v1/layout HTTP/1.1\r\nHost: t\r\nContent-Length: 500\r\n\r\n{\"scr")  # body stalls
        # else: connected, silent
        slow.append(s)
    try:
        for _ in range(5):
            status, _, body = server.request("GET", "/healthz")
            assert (status, body) == (200, b'{"status":"ok"}')
        status, _, body = server.request("POST", "/v1/layout", body_of(EXAMPLE_1), JSON)
        assert status == 200, body
    finally:
        for s in slow:
            s.close()


def test_garbage_bodies_never_get_a_5xx_or_a_dropped_connection(fresh):
    server = fresh("--max-body-bytes", "4096")
    rng = random.Random(20240501)
    pieces = [b"{", b"}", b"[", b"]", b'"', b":", b",", b"null", b"1e999", b"-", b"\\u0000", b'"screen"', b"\xff"]
    conn = server.connection()
    for i in range(200):
        if i % 2:
            body = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 600)))
        else:
            body = b"".join(rng.choice(pieces) for _ in range(rng.randrange(0, 80)))
        conn.request("POST", "/v1/layout", body=body, headers=JSON)
        response = conn.getresponse()
        data = response.read()
        assert response.status < 500, (body, data)
        assert response.getheader("Content-Type") in ("application/json", "application/problem+json")
    conn.close()
    assert server.request("GET", "/healthz")[0] == 200


# Shutdown.


def test_sigterm_lets_an_in_flight_upload_finish_then_exits_0(fresh):
    server = fresh()
    keep_alive = server.connection()
    keep_alive.request("GET", "/readyz")
    assert keep_alive.getresponse().read() == b'{"status":"ready"}'

    data = body_of(EXAMPLE_1)
    upload = server.socket(timeout=30)
    upload.sendall(
        f"POST /v1/layout HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n".encode()
        + data[:40]
    )
    # Wait until the server has the upload's head: the in-flight gauge counts it and this request.
    for _ in range(500):
        text = server.request("GET", "/metrics")[2].decode()
        if re.search(r"clearance_http_requests_in_flight 2\n", text):
            break
    else:
        raise AssertionError("the upload never reached the server")

    server.process.send_signal(signal.SIGTERM)
    server.wait_for_line(lambda l: l.get("msg") == "draining")
    # Draining: an open connection still gets answers, and readiness says no.
    keep_alive.request("GET", "/readyz")
    response = keep_alive.getresponse()
    assert (response.status, json.loads(response.read())) == (503, {"status": "draining"})
    keep_alive.close()
    # New connections are refused.
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", server.port), timeout=5)
    # The upload finishes and gets its full answer.
    upload.sendall(data[40:])
    status, _, body = read_response(upload)
    upload.close()
    assert status == 200, body
    assert json.loads(body)["contentOffset"]["y"] == 168
    assert server.process.wait(timeout=30) == 0
    stopped = server.wait_for_line(lambda l: l.get("msg") == "stopped")
    assert (stopped["signal"], stopped["abandoned"]) == ("SIGTERM", 0)


def test_sigint_exits_0(fresh):
    server = fresh()
    server.process.send_signal(signal.SIGINT)
    assert server.process.wait(timeout=30) == 0
    assert server.wait_for_line(lambda l: l.get("msg") == "stopped")["signal"] == "SIGINT"


# OpenAPI document.


# Flags and environment.


def run_serve(*args, env=None):
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("CLEARANCE_") and k != "PORT"}
    full_env.update(env or {})
    return subprocess.run([BIN, "serve", *args], capture_output=True, text=True, env=full_env, timeout=30)


@pytest.mark.parametrize(
    "args, env, mentioned",
    [
        (["--openapi", "/nonexistent/openapi.yaml"], {}, "/nonexistent/openapi.yaml"),
        (["extra"], {}, "extra"),
    ],
)
def test_bad_values_exit_2_with_a_message(args, env, mentioned):
    result = run_serve(*args, env=env)
    assert result.returncode == 2
    assert mentioned in result.stderr
    assert result.stdout == ""


# Healthcheck.


def test_healthcheck(fresh):
    server = fresh()
    ok = subprocess.run([BIN, "healthcheck", "--port", str(server.port)], capture_output=True, timeout=30)
    assert ok.returncode == 0, ok.stderr
    env = {**os.environ, "PORT": str(server.port)}
    env.pop("CLEARANCE_PORT", None)
    assert subprocess.run([BIN, "healthcheck"], env=env, capture_output=True, timeout=30).returncode == 0
    server.terminate()
    down = subprocess.run([BIN, "healthcheck", "--port", str(server.port)], capture_output=True, timeout=30)
    assert down.returncode == 1
    assert subprocess.run([BIN, "healthcheck", "--port", "x"], capture_output=True, timeout=30).returncode == 2
