"""Hostile traffic against a live `clearance serve`: framing rules (RFC 9112), body and target
limits, the answer-size limit, a stalled log and the drain at SIGTERM (issue 12).

Raw sockets, because an HTTP client library would refuse to send most of these requests. Every
wait is bounded; none of these tests measures speed.
"""

from __future__ import annotations

import json
import signal
import socket
import time
import urllib.request

import pytest

from conftest import parse_head, read_until_closed, start_service

IO_TIMEOUT_S = 10.0


def exchange(port: int, raw: bytes, *, feed: bytes | None = None, feed_limit: int = 0) -> tuple[bytes, int]:
    """Sends `raw`, then (optionally) `feed` over and over, up to `feed_limit` bytes, while reading.

    Returns everything read until the server closed the connection, and the feed bytes sent.
    Fails when the server neither answers nor closes within IO_TIMEOUT_S.
    """
    sock = socket.create_connection(("127.0.0.1", port), timeout=IO_TIMEOUT_S)
    sock.sendall(raw)
    received = b""
    sent = 0
    deadline = time.monotonic() + IO_TIMEOUT_S
    sock.setblocking(False)
    try:
        while time.monotonic() < deadline:
            try:
                data = sock.recv(65536)
                if not data:
                    return received, sent
                received += data
            except BlockingIOError:
                pass
            except ConnectionResetError:
                return received, sent
            if feed is not None and sent < feed_limit:
                try:
                    sent += sock.send(feed)
                except BlockingIOError:
                    pass
                except (BrokenPipeError, ConnectionResetError):
                    feed = None
            else:
                time.sleep(0.002)
        raise AssertionError(f"no close within {IO_TIMEOUT_S}s; read so far: {received[:300]!r}")
    finally:
        sock.close()


def parse(response: bytes) -> tuple[int, dict[str, str], bytes]:
    head, _, body = response.partition(b"\r\n\r\n")
    status, headers = parse_head(head)
    return status, headers, body


def assert_problem(response: bytes, status: int, type_suffix: str) -> dict:
    code, headers, body = parse(response)
    assert code == status, response[:400]
    assert headers["content-type"] == "application/problem+json"
    assert headers.get("connection") == "close"
    assert not body.startswith(b"HTTP/"), "one status line, one answer"
    document = json.loads(body)
    assert document["status"] == status
    assert document["type"] == "urn:clearance:problem:" + type_suffix
    return document


@pytest.fixture(scope="module")
def small():
    """A service with small limits, so that the limits are reached in a few kilobytes."""
    with start_service(
        "--max-body-bytes", "65536", "--max-design-bytes", "65536"
    ) as running:
        yield running


FRAMING = {
    "length and coding": b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length: 30\r\n"
    b"Transfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: a\r\n\r\n",
    "gzip coding": b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\nxx",
    "identity coding": b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: identity\r\n\r\n{}",
    "chunked, identity": b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked, identity\r\n\r\n",
    "two codings": b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n"
    b"Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    "missing host": b"GET /healthz HTTP/1.1\r\n\r\n",
    "two hosts": b"GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
    "space before colon": b"GET /healthz HTTP/1.1\r\nHost: a\r\nX-Thing : b\r\n\r\n",
    "tab before colon": b"GET /healthz HTTP/1.1\r\nHost: a\r\nX-Thing\t: b\r\n\r\n",
    "space before colon of Content-Length": b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length : 2\r\n\r\n{}",
    "NUL in value": b"GET /healthz HTTP/1.1\r\nHost: a\r\nX-Thing: b\x00c\r\n\r\n",
    "CR in value": b"GET /healthz HTTP/1.1\r\nHost: a\r\nX-Thing: b\rc\r\n\r\n",
    "two lengths": b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}",
    "NUL in path": b"GET /healthz%00.json HTTP/1.1\r\nHost: a\r\n\r\n",
}


@pytest.mark.parametrize("name", FRAMING)
def test_framing_is_refused_with_400_and_a_closed_connection(service_process, name):
    response, _ = exchange(service_process.port, FRAMING[name])
    # exchange() returns once the server closed: the connection does not stay open, so
    # nothing after the refused head (a smuggled request) is ever read.
    assert_problem(response, 400, "bad-framing")


def test_http_1_0_without_host_is_still_served(service_process):
    response, _ = exchange(service_process.port, b"GET /healthz HTTP/1.0\r\n\r\n")
    assert parse(response)[0] == 200


def test_too_many_query_parameters_get_414(service_process):
    query = "&".join(f"a{i}=1" for i in range(600))
    response, _ = exchange(service_process.port, f"GET /healthz?{query} HTTP/1.1\r\nHost: a\r\n\r\n".encode())
    assert_problem(response, 414, "uri-too-long")


def test_a_long_target_gets_414(service_process):
    response, _ = exchange(service_process.port, b"GET /healthz?q=" + b"a" * 9000 + b" HTTP/1.1\r\nHost: a\r\n\r\n")
    assert_problem(response, 414, "uri-too-long")


def test_a_target_too_long_for_libmicrohttpd_is_still_answered(service_process):
    # libmicrohttpd answers this one itself (its buffer cannot hold the line): an answer, not silence.
    response, _ = exchange(service_process.port, b"GET /healthz?q=" + b"a" * 40000 + b" HTTP/1.1\r\nHost: a\r\n\r\n")
    assert parse(response)[0] == 414


def test_an_endless_chunked_body_is_refused_as_soon_as_it_passes_the_limit(small):
    chunk = b"4000\r\n" + b"a" * 0x4000 + b"\r\n"
    response, sent = exchange(
        small.port,
        b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n",
        feed=chunk,
        feed_limit=64 << 20,
    )
    assert_problem(response, 413, "body-too-large")
    # The server stopped reading long before the client's 64 MiB: at most the limit plus what
    # the socket buffers hold (a few MiB on loopback).
    assert sent < 16 << 20


def test_a_declared_length_past_the_limit_is_refused_before_the_body(small):
    response, sent = exchange(
        small.port,
        b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length: 100000000000\r\n\r\n",
        feed=b"a" * 65536,
        feed_limit=64 << 20,
    )
    assert_problem(response, 413, "body-too-large")
    assert sent < 16 << 20


def test_a_body_refused_mid_way_has_the_head_of_a_queued_answer(small):
    # The refusal mid-body is written to the socket by the server itself (libmicrohttpd cannot
    # queue an answer then); the one before the body is queued. Both take their fields from one
    # builder, so the same request gets the same fields, CORS included, and libmicrohttpd's
    # reason phrase.
    origin = b"Origin: https://tool.example\r\nX-Request-ID: same-id\r\n"
    aborted, _ = exchange(
        small.port,
        b"POST /v1/layout/batch HTTP/1.1\r\nHost: a\r\n" + origin + b"Transfer-Encoding: chunked\r\n\r\n",
        feed=b"4000\r\n" + b"a" * 0x4000 + b"\r\n",
        feed_limit=16 << 20,
    )
    queued, _ = exchange(
        small.port,
        b"POST /v1/layout/batch HTTP/1.1\r\nHost: a\r\n" + origin + b"Content-Length: 100000000\r\n\r\n",
    )
    heads = []
    for response in (aborted, queued):
        assert_problem(response, 413, "body-too-large")
        assert response.startswith(b"HTTP/1.1 413 Content Too Large\r\n"), response[:60]
        _, headers, body = parse(response)
        headers.pop("date")
        heads.append((headers, body))
    assert heads[0] == heads[1]
    assert heads[0][0]["x-request-id"] == "same-id"
    assert heads[0][0]["access-control-allow-origin"] == "*"


@pytest.mark.parametrize(
    "head, status",
    [
        (b"GET /healthz HTTP/1.1\r\nHost: a\r\nContent-Length: 100000000000\r\n\r\n", 200),
        (b"PUT /healthz HTTP/1.1\r\nHost: a\r\nContent-Length: 100000000000\r\n\r\n", 405),
        (b"GET /nowhere HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n", 404),
    ],
)
def test_a_route_without_a_body_answers_at_once_and_reads_none(small, head, status):
    response, sent = exchange(small.port, head, feed=b"a" * 65536, feed_limit=64 << 20)
    code, headers, _ = parse(response)
    assert code == status
    assert headers["connection"] == "close"
    assert sent < 16 << 20


def form(count: int) -> dict:
    return {
        "container": {"scrollable": True, "insetAdjustment": "never"},
        "elements": [
            {"id": f"e{i}", "frame": {"x": 10, "y": 10 + 50 * i, "width": 100, "height": 40}} for i in range(count)
        ],
    }


def healthz_many(port: int, count: int) -> int:
    """Sends `count` GET /healthz on one keep-alive connection; returns how many answered 200."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=IO_TIMEOUT_S)
    answered = 0
    buffer = b""
    for _ in range(count):
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n")
        while b'{"status":"ok"}' not in buffer:
            data = sock.recv(65536)
            assert data, "the connection closed"
            buffer += data
        buffer = buffer.split(b'{"status":"ok"}', 1)[1]
        answered += 1
    sock.close()
    return answered


def test_a_stalled_log_never_stops_the_service_and_sigterm_still_ends_it(tmp_path):
    # Nobody reads the log after the port line.
    with start_service(tmp_dir=tmp_path, until_healthy=False, read_log=False) as running:
        process, port = running.process, running.port
        # A pipe holds 64 KiB and a request line about 200 bytes: 5,000 requests stall it many
        # times over (before the queue, about 350 requests froze the service).
        assert healthz_many(port, 5000) == 5000
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=IO_TIMEOUT_S) as response:
            metrics = response.read().decode()
        dropped = [line for line in metrics.splitlines() if line.startswith("clearance_log_lines_dropped_total ")]
        assert dropped and int(dropped[0].split()[1]) > 0
        process.send_signal(signal.SIGTERM)
        # The drain has nothing to wait for; the log gets 1 s; 15 s is a bound, not a speed.
        assert process.wait(15) == 0


def test_sigterm_answers_requests_already_sent_on_keep_alive_connections(tmp_path):
    with start_service(tmp_dir=tmp_path) as running:
        sockets = [socket.create_connection(("127.0.0.1", running.port), timeout=IO_TIMEOUT_S) for _ in range(16)]
        for sock in sockets:  # each connection has served one request and is idle, kept alive
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n")
            assert b'{"status":"ok"}' in sock.recv(65536)
        for sock in sockets:
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n")
        running.process.send_signal(signal.SIGTERM)
        for sock in sockets:
            received = read_until_closed(sock)
            # Answered, then closed by the server (the read above ended at its close).
            status, _, body = parse(received)
            assert (status, body) == (200, b'{"status":"ok"}')
            sock.close()
        assert running.process.wait(15) == 0
        running._reader.join(5)
        stopped = [json.loads(line) for line in running.lines if '"stopped"' in line]
        assert stopped and stopped[0]["abandoned"] == 0


def test_a_request_finished_during_the_drain_is_answered_with_connection_close(tmp_path):
    with start_service(tmp_dir=tmp_path) as running:
        sock = socket.create_connection(("127.0.0.1", running.port), timeout=IO_TIMEOUT_S)
        body = json.dumps(form(1)).encode()
        sock.sendall(
            b"POST /v1/layout/matrix HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n"
            + f"Content-Length: {len(body) + 13}\r\n\r\n".encode()
            + b'{"request": '
        )
        time.sleep(0.3)  # the head has arrived and the body is being read
        running.process.send_signal(signal.SIGTERM)
        time.sleep(0.3)  # the drain has begun (and waits for this request)
        sock.sendall(body + b"}")
        received = read_until_closed(sock)
        status, headers, _ = parse(received)
        assert status == 200
        assert headers["connection"] == "close"
        assert running.process.wait(15) == 0
        running._reader.join(5)
        stopped = [json.loads(line) for line in running.lines if '"stopped"' in line]
        assert stopped and stopped[0]["abandoned"] == 0


def test_sigterm_counts_a_request_left_half_sent_as_abandoned(tmp_path):
    with start_service("--request-deadline", "2", tmp_dir=tmp_path) as running:
        sock = socket.create_connection(("127.0.0.1", running.port), timeout=IO_TIMEOUT_S)
        sock.sendall(b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\n{")
        time.sleep(0.3)  # let the head arrive; the body never completes
        running.process.send_signal(signal.SIGTERM)
        assert running.process.wait(15) == 0
        running._reader.join(5)
        sock.close()
        stopped = [json.loads(line) for line in running.lines if '"stopped"' in line]
        assert stopped and stopped[0]["abandoned"] == 1


def test_a_slow_head_is_closed_at_the_request_deadline(tmp_path):
    with start_service("--request-deadline", "1", "--connection-timeout", "30", tmp_dir=tmp_path) as running:
        sock = socket.create_connection(("127.0.0.1", running.port), timeout=IO_TIMEOUT_S)
        closed = False
        for byte in b"GET /healthz HTTP/1.1\r\nHost: a\r\nX-Slow: " + b"a" * 100:
            try:
                sock.sendall(bytes([byte]))
            except (BrokenPipeError, ConnectionResetError):
                closed = True
                break
            sock.settimeout(0.1)
            try:
                if sock.recv(1) == b"":
                    closed = True
                    break
            except socket.timeout:
                pass
            except ConnectionResetError:
                closed = True
                break
        # 100 bytes at one per 0.1 s or more take 10 s; the deadline of 1 s closes it first.
        assert closed
        sock.close()


def test_libmicrohttpd_refusals_are_logged_and_counted(tmp_path):
    with start_service(tmp_dir=tmp_path) as running:
        response, _ = exchange(running.port, b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n")
        assert parse(response)[0] == 400
        with urllib.request.urlopen(running.base_url + "/metrics", timeout=IO_TIMEOUT_S) as answer:
            metrics = answer.read().decode()
        assert "clearance_http_protocol_errors_total 1" in metrics
        deadline = time.monotonic() + IO_TIMEOUT_S
        while time.monotonic() < deadline and not any('"method":"-"' in line for line in running.lines):
            time.sleep(0.05)
        logged = [json.loads(line) for line in running.lines if '"method":"-"' in line]
        assert logged and logged[0]["status"] == 400
