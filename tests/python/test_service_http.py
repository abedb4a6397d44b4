"""End-to-end tests of `clearance serve`: real HTTP against the real binary.

The binary comes from CLEARANCE_BIN (scripts/test.sh sets it to the debug build). Each server binds
127.0.0.1 on an ephemeral port (--port 0) and the port is read from its first log line. Standard
output goes to a file, never an unread pipe, so logging can never block the server.
"""

import http.client
import json
import os
import signal
import socket
import time

import pytest
from conftest import REPO, STOP_TIMEOUT_S, fixture_request, parse_head, post_json, start_service

BIN = os.environ.get("CLEARANCE_BIN", os.path.join(os.path.dirname(__file__), "../../.build/debug/clearance"))

# Spec §7's worked example 1, from the shared fixtures (tests/fixtures/requests): the login form.
# overlap 336, contentInset.bottom 336+32-34 = 334, B = 844-336 = 508, L = 476, R.maxY - o = 644 >
# 476 so o' = 644-476 = 168; oMax = 900+368-844 = 424: contentOffset.y = 168.
EXAMPLE_1 = fixture_request("example-1")


class Server:
    """A running `clearance serve` (started by the suite's one launcher, conftest's
    `start_service`), its port and its log lines."""

    def __init__(self, *args, env=None, cwd=None, binary=BIN):
        self._running = start_service(*args, env=env, cwd=cwd, binary=binary, until_healthy=False)
        self.service = self._running.__enter__()
        self.process = self.service.process
        self.port = self.service.port
        self.startup = self.wait_for_line(lambda line: line.get("msg") == "listening")

    def lines(self):
        """The log lines read so far (the last 500), parsed."""
        return [json.loads(line) for line in list(self.service.lines) if line.strip()]

    def wait_for_line(self, predicate, seconds=20):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for line in self.lines():
                if predicate(line):
                    return line
            if self.process.poll() is not None:
                self.service._reader.join(STOP_TIMEOUT_S)
                for line in self.lines():
                    if predicate(line):
                        return line
                raise AssertionError(f"server exited {self.process.returncode}\n{self.service.diagnostics()}")
            time.sleep(0.02)
        raise AssertionError(f"no such log line; log: {self.lines()}")

    def connection(self, timeout=10):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)

    def request(self, method, path, body=None, headers=None):
        """(status, headers dict with lowercase names, body bytes) on a fresh connection."""
        conn = self.connection()
        try:
            conn.request(method, path, body=body, headers=headers or {})
            response = conn.getresponse()
            data = response.read()
            return response.status, {k.lower(): v for k, v in response.getheaders()}, data
        finally:
            conn.close()

    def socket(self, timeout=10):
        return socket.create_connection(("127.0.0.1", self.port), timeout=timeout)

    def terminate(self):
        """SIGTERM, then the exit status once every log line it wrote has been read."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        status = self.process.wait(timeout=30)
        self.service._reader.join(STOP_TIMEOUT_S)
        return status

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=30)
        self._running.__exit__(None, None, None)


def read_response(sock):
    """Reads one HTTP/1.1 response with a Content-Length from a raw socket: (status, headers, body)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise AssertionError(f"connection closed before a response: {data!r}")
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    status, headers = parse_head(head)
    length = int(headers.get("content-length", "0"))
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            raise AssertionError("connection closed inside a body")
        rest += chunk
    return status, headers, rest[:length]


def body_of(document, size=None):
    """The JSON bytes of `document`, padded with trailing spaces to exactly `size` bytes."""
    data = json.dumps(document).encode()
    if size is not None:
        assert len(data) <= size
        data += b" " * (size - len(data))
    return data


def problem(status, headers, body, expected_status, expected_type):
    assert status == expected_status, body
    assert headers["content-type"] == "application/problem+json"
    document = json.loads(body)
    assert list(document)[:4] == ["type", "title", "status", "detail"]
    assert document["type"] == f"urn:clearance:problem:{expected_type}"
    assert document["status"] == expected_status
    assert isinstance(document["errors"], list)
    return document


JSON = {"Content-Type": "application/json"}
LIMIT = 2048


@pytest.fixture(scope="module")
def server():
    s = Server("--max-body-bytes", str(LIMIT), "--threads", "2")
    yield s
    assert s.terminate() == 0
    s.close()


# Routes.


def test_head_healthz_has_no_body(server):
    status, headers, body = server.request("HEAD", "/healthz")
    assert (status, headers["content-length"], body) == (200, "15", b"")


# Body limit, both ways.


def test_body_exactly_at_the_limit_is_accepted(server):
    status, _, body = server.request("POST", "/v1/layout", body_of(EXAMPLE_1, LIMIT), JSON)
    assert status == 200, body
    assert json.loads(body)["contentOffset"]["y"] == 168


def test_content_length_one_over_the_limit_is_413_before_the_body(server):
    # Only the head: the answer must come from Content-Length alone, before any body byte. A route
    # that takes no design refuses at the body limit; the routes that take one (docs/designs.md)
    # refuse before the body only past the design limit (8 MiB), and a plain body over the body
    # limit once it has come (test_an_endless_chunked_body_is_refused_as_soon_as_it_passes_the_limit
    # in test_hostile_http.py).
    for path, limit in (("/v1/layout/batch", LIMIT), ("/v1/layout", 8 << 20)):
        sock = server.socket()
        sock.sendall(
            f"POST {path} HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: {limit + 1}\r\n\r\n".encode()
        )
        status, headers, body = read_response(sock)
        sock.close()
        document = problem(status, headers, body, 413, "body-too-large")
        assert str(limit) in document["detail"]


def chunked(data, size=100):
    out = b""
    for i in range(0, len(data), size):
        piece = data[i : i + size]
        out += f"{len(piece):x}\r\n".encode() + piece + b"\r\n"
    return out + b"0\r\n\r\n"


def post_chunked(server, data):
    sock = server.socket()
    sock.sendall(
        b"POST /v1/layout HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        + chunked(data)
    )
    answer = read_response(sock)
    sock.close()
    return answer


def test_chunked_body_at_the_limit_is_accepted(server):
    status, _, body = post_chunked(server, body_of(EXAMPLE_1, LIMIT))
    assert status == 200, body
    assert json.loads(body)["contentOffset"]["y"] == 168


# Request ids.


def test_errors_carry_the_request_id_too(server):
    _, headers, _ = server.request("GET", "/missing", headers={"X-Request-ID": "err-1"})
    assert headers["x-request-id"] == "err-1"


def test_startup_line(server):
    line = server.startup
    assert line["msg"] == "listening" and line["host"] == "127.0.0.1" and line["port"] == server.port
    assert line["threads"] == 2 and line["maxBodyBytes"] == LIMIT and line["maxElements"] == 10000
    assert line["microhttpd"] == "0.9.75"
    # The CORS mode as the operator set it (ServeSettingsTests reads it from the flag and variable).
    assert line["corsOrigins"] == "*"


def test_a_design_takes_the_larger_limit_and_a_plain_body_keeps_its_own(service):
    # Through the whole edge, over a socket: the route's limit and the service's byte budget.
    # The 1.2 MB design file as exported (pretty-printed) is over the 1 MiB of a plain body, and
    # answered; a plain body over 1 MiB (a long id per element) is refused at the plain limit.
    file = (REPO / "tests" / "fixtures" / "figma" / "paleophonix--figma-flutter-agent--rep-edit-profile.json")
    raw = b'{"design": {"figma": ' + file.read_bytes() + b"}}"
    assert len(raw) > 1 << 20
    status, answer = post_json(service, "/v1/layout", None, raw=raw)
    assert status == 200, answer
    padding = {"screen": {"width": 390, "height": 844}, "keyboard": {"height": 300},
               "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
               "elements": [{"id": f"e{i}-" + "x" * 100, "frame": {"x": 0, "y": i, "width": 10, "height": 10}}
                            for i in range(9000)]}
    raw = json.dumps(padding).encode()
    assert len(raw) > 1 << 20
    status, problem = post_json(service, "/v1/layout", None, raw=raw)
    assert status == 413, problem
