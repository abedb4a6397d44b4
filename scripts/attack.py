#!/usr/bin/env python3
"""`make attack`: hostile traffic against a release `clearance serve` (issue 12).

Each attack runs for a while against a fresh server started with the default flags, while a
normal client sends `GET /healthz` and a small `POST /v1/layout`, each on a new connection, and
measures how long every answer takes. Per attack it prints the normal client's worst latency,
its errors, and the server's peak resident memory (VmHWM from /proc). Loopback only; minutes.

    scripts/attack.py [--bin .build/release/clearance] [--seconds 15] [--only NAME ...]
"""

from __future__ import annotations

import argparse
import json
import os
import selectors
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LAYOUT = json.dumps(
    {
        "screen": {"width": 390, "height": 844},
        "keyboard": {"frame": {"x": 0, "y": 500, "width": 390, "height": 344}},
        "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
        "elements": [{"id": "field", "frame": {"x": 20, "y": 600, "width": 300, "height": 44}}],
        "focus": "field",
    }
).encode()


class Server:
    def __init__(self, binary: str, *args: str, read_stdout: bool = True) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith("CLEARANCE_") and k != "PORT"}
        self.process = subprocess.Popen(
            [binary, "serve", "--host", "127.0.0.1", "--port", "0", *args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
            cwd=REPO,
        )
        first = json.loads(self.process.stdout.readline())
        self.port = first["port"]
        self.lines: list[str] = []
        self.peak = float("nan")
        if read_stdout:
            threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self) -> None:
        for line in self.process.stdout:
            if b'"msg":"request"' not in line:
                self.lines.append(line.decode(errors="replace"))

    def peak_rss_mib(self) -> float:
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
        return float("nan")

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode


def request(port: int, raw: bytes, timeout: float = 5.0, sizes: list[int] | None = None) -> int:
    """One request on a new connection; returns the status (and appends the body size to `sizes`)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(raw)
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed without an answer")
            data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        length = 0
        for line in head.split(b"\r\n")[1:]:
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        while len(body) < length:
            chunk = sock.recv(65536)
            if not chunk:
                break
            body += chunk
        if sizes is not None:
            sizes.append(len(body))
        return int(head.split(b" ")[1])


class NormalClient:
    """Alternates GET /healthz and POST /v1/layout on fresh connections; keeps the worst latency."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.worst = 0.0
        self.count = 0
        self.errors: list[str] = []
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        requests = [
            b"GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
            b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nConnection: close\r\n"
            + f"Content-Length: {len(LAYOUT)}\r\n\r\n".encode()
            + LAYOUT,
        ]
        i = 0
        while not self.stopping.is_set():
            start = time.monotonic()
            try:
                status = request(self.port, requests[i % 2])
                if status != 200:
                    self.errors.append(f"status {status}")
            except OSError as error:
                self.errors.append(type(error).__name__)
            self.worst = max(self.worst, time.monotonic() - start)
            self.count += 1
            i += 1
            time.sleep(0.05)

    def stop(self) -> None:
        self.stopping.set()
        self.thread.join(10)


def open_many(port: int, count: int) -> list[socket.socket]:
    sockets = []
    for _ in range(count):
        try:
            sock = socket.create_connection(("127.0.0.1", port), timeout=5)
            sock.setblocking(False)
            sockets.append(sock)
        except OSError:
            break
    return sockets


def close_all(sockets: list[socket.socket]) -> None:
    for sock in sockets:
        try:
            sock.close()
        except OSError:
            pass


def trickle(port: int, count: int, seconds: float, head: bytes, stop: threading.Event) -> None:
    """`count` connections sending `head` one byte a second; reopened when the server closes them."""
    sockets = open_many(port, count)
    positions = {sock: 0 for sock in sockets}
    end = time.monotonic() + seconds
    while time.monotonic() < end and not stop.is_set():
        for sock in list(positions):
            try:
                sock.send(head[positions[sock] % len(head) : positions[sock] % len(head) + 1])
                positions[sock] += 1
            except OSError:
                sock.close()
                del positions[sock]
                try:
                    fresh = socket.create_connection(("127.0.0.1", port), timeout=2)
                    fresh.setblocking(False)
                    positions[fresh] = 0
                except OSError:
                    pass
        time.sleep(1)
    close_all(list(positions))


def matrix_body(elements: int, id_bytes: int) -> bytes:
    return json.dumps(
        {
            "request": {
                "container": {"scrollable": True, "insetAdjustment": "never"},
                "elements": [
                    {
                        "id": f"e{i:05d}".ljust(id_bytes, "x"),
                        "frame": {"x": 10, "y": 10 + 50 * i, "width": 100, "height": 40},
                    }
                    for i in range(elements)
                ],
            }
        }
    ).encode()


def largest_allowed_matrix(port: int, id_bytes: int) -> bytes:
    """The matrix with the most elements the answer limit lets through (found by bisection)."""
    low, high = 1, 4096
    while low < high:
        mid = (low + high + 1) // 2
        body = matrix_body(mid, id_bytes)
        raw = (
            b"POST /v1/layout/matrix HTTP/1.1\r\nHost: a\r\nConnection: close\r\n"
            + f"Content-Length: {len(body)}\r\n\r\n".encode()
            + body
        )
        if request(port, raw, timeout=60) == 200:
            low = mid
        else:
            high = mid - 1
    return matrix_body(low, id_bytes)


def attack_big_answers(
    server: Server, seconds: float, stop: threading.Event, clients: int = 32, body: bytes | None = None
) -> str:
    body = body or largest_allowed_matrix(server.port, 64)
    raw = (
        b"POST /v1/layout/matrix HTTP/1.1\r\nHost: a\r\n"
        + f"Content-Length: {len(body)}\r\n\r\n".encode()
        + body
    )
    end = time.monotonic() + seconds
    held: list[socket.socket] = []
    refused = answered = 0
    sizes: list[int] = []
    while time.monotonic() < end and not stop.is_set():
        # Clients that send the largest allowed matrix and never read the answer.
        for sock in held[:-clients] if len(held) > clients else []:
            sock.close()
        held = held[-clients:]
        for _ in range(4):
            try:
                sock = socket.create_connection(("127.0.0.1", server.port), timeout=5)
                sock.sendall(raw)
                held.append(sock)
            except OSError:
                refused += 1
        # And one that reads it.
        try:
            answered += request(server.port, raw, timeout=30, sizes=sizes) == 200
        except OSError:
            refused += 1
    close_all(held)
    answer = max(sizes) if sizes else 0
    return (
        f"largest allowed matrix ({len(body)} bytes in, {answer} out), {clients} clients never reading;"
        f" {answered} read in full"
    )


def attack_uploads(server: Server, seconds: float, stop: threading.Event, count: int = 300) -> str:
    limit = 1_048_576
    head = b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length: " + str(limit).encode() + b"\r\n\r\n"
    sockets = []
    for _ in range(count):
        try:
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=5)
            sock.sendall(head)
            sock.setblocking(False)
            sockets.append([sock, 0])
        except OSError:
            break
    end = time.monotonic() + seconds
    while time.monotonic() < end and not stop.is_set():
        for entry in sockets:
            sock, sent = entry
            if sent >= limit - 1:
                continue
            try:
                entry[1] += sock.send(b"a" * min(65536, limit - 1 - sent))
            except OSError:
                entry[1] = limit
        time.sleep(0.05)
    close_all([s for s, _ in sockets])
    return f"{len(sockets)} uploads of {limit} bytes stopped one byte short"


def attack_endless(server: Server, seconds: float, stop: threading.Event, head: bytes, chunk: bytes) -> str:
    end = time.monotonic() + seconds
    total = 0
    answers = 0
    while time.monotonic() < end and not stop.is_set():
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
            sock.sendall(head)
            sock.setblocking(False)
            got = b""
            t = time.monotonic()
            while time.monotonic() - t < 5:
                try:
                    total += sock.send(chunk)
                except BlockingIOError:
                    pass
                except OSError:
                    break
                try:
                    data = sock.recv(65536)
                    if not data:
                        break
                    got += data
                except BlockingIOError:
                    pass
                except OSError:
                    break
            answers += got.startswith(b"HTTP/1.1 ")
    return f"{total / 1e6:.1f} MB written by the attacker (into socket buffers), {answers} answers"


def attack_raw(server: Server, seconds: float, stop: threading.Event, raw: bytes) -> str:
    end = time.monotonic() + seconds
    statuses: dict[str, int] = {}
    while time.monotonic() < end and not stop.is_set():
        try:
            with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
                sock.sendall(raw)
                data = b""
                while True:
                    chunk = sock.recv(65536)
                    if not chunk:
                        break
                    data += chunk
                key = data.split(b"\r\n", 1)[0].decode(errors="replace") if data else "closed without an answer"
                if data.count(b"HTTP/1.1 ") > data.count(b"HTTP/1.1 request"):  # a second status line
                    key += " (doubled)" if data.count(b"\r\nHTTP/1.1 ") else ""
        except socket.timeout:
            key = "no answer within 5 s"
        except OSError as error:
            key = type(error).__name__
        statuses[key] = statuses.get(key, 0) + 1
        time.sleep(0.01)
    return "; ".join(f"{k}: {v}" for k, v in statuses.items())


def attack_drain(server: Server, seconds: float, stop: threading.Event, client: "NormalClient") -> str:
    # After SIGTERM the server refuses new connections by design: the normal client stops first.
    client.stop()
    sockets = [socket.create_connection(("127.0.0.1", server.port), timeout=10) for _ in range(16)]
    for sock in sockets:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n")
        sock.recv(65536)
    for sock in sockets:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n")
    server.peak = server.peak_rss_mib()
    server.process.send_signal(signal.SIGTERM)
    answered = 0
    for sock in sockets:
        data = b""
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                data += chunk
        except OSError:
            pass
        answered += b'{"status":"ok"}' in data
        sock.close()
    server.process.wait(20)
    time.sleep(0.2)
    stopped = [line for line in server.lines if '"stopped"' in line]
    abandoned = json.loads(stopped[0])["abandoned"] if stopped else "?"
    return f"{answered}/16 keep-alive requests answered; log says abandoned: {abandoned}"


def attack_designs(
    server: Server, seconds: float, stop: threading.Event, clients: int = 8, check: bool = False
) -> str:
    """Clients posting the largest design the service takes, all at once and again, reading the
    answers; the service must stay within a pod's 128 MiB (deploy/) while the normal client is served.
    With `check`, each asks `POST /v1/design/check` for every field on every device: the most work
    one design body can ask for."""
    sys.path.insert(0, str(REPO / "bench"))
    from design_memory import largest_design  # the body `make bench` measures

    body = largest_design()
    path = b"/v1/layout"
    if check:
        body = b'{"devices":"all",' + body[1:]
        path = b"/v1/design/check"
    raw = b"POST " + path + b" HTTP/1.1\r\nHost: a\r\nContent-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body
    end = time.monotonic() + seconds
    counts: dict[str, int] = {}
    lock = threading.Lock()

    def post() -> str:
        # A refusal (503 at the buffered-bytes limit) comes before the body is read, and the
        # connection is closed under the upload: read what was answered before the pipe broke.
        with socket.create_connection(("127.0.0.1", server.port), timeout=30) as sock:
            try:
                sock.sendall(raw)
            except (BrokenPipeError, ConnectionResetError):
                pass
            try:
                head = sock.recv(65536)
            except OSError as error:
                return type(error).__name__
            return head.split(b" ")[1].decode() if head.startswith(b"HTTP/1.1 ") else "closed"

    def client() -> None:
        while time.monotonic() < end and not stop.is_set():
            try:
                outcome = post()
            except OSError as error:
                outcome = type(error).__name__
            with lock:
                counts[outcome] = counts.get(outcome, 0) + 1

    threads = [threading.Thread(target=client) for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    outcomes = ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
    what = "design checks on every device" if check else "designs"
    return f"{clients} clients posting {len(body)}-byte {what}: {outcomes}"


POD_LIMIT_MIB = 128  # deploy/'s memory limit for the container


def all_at_once(server: Server, seconds: float, stop: threading.Event) -> str:
    """The memory attacks together: largest answers unread, near-complete uploads, idle connections."""
    body = largest_allowed_matrix(server.port, 64)  # before the uploads take the byte budget
    idle = open_many(server.port, 1000)
    results: list[str] = []
    threads = [
        threading.Thread(
            target=lambda: results.append(attack_big_answers(server, seconds, stop, clients=64, body=body))
        ),
        threading.Thread(target=lambda: results.append(attack_uploads(server, seconds, stop, count=300))),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    close_all(idle)
    return f"{len(idle)} idle connections + " + " + ".join(results)


def attack_stalled_log(binary: str, seconds: float) -> tuple[str, "NormalClient", Server]:
    server = Server(binary, read_stdout=False)  # nobody reads its standard output
    client = NormalClient(server.port)
    end = time.monotonic() + seconds
    sent = 0
    while time.monotonic() < end:
        try:
            request(server.port, b"GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
            sent += 1
        except OSError:
            pass
    client.stop()
    start = time.monotonic()
    server.peak = server.peak_rss_mib()
    server.process.send_signal(signal.SIGTERM)
    try:
        server.process.wait(20)
        ended = f"SIGTERM ended it in {time.monotonic() - start:.1f} s"
    except subprocess.TimeoutExpired:
        ended = "SIGTERM did NOT end it within 20 s"
        server.process.kill()
    return f"{sent} requests with stdout unread; {ended}", client, server


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=str(REPO / ".build" / "release" / "clearance"))
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--only", nargs="*")
    args = parser.parse_args()
    s = args.seconds
    chunk = b"10000\r\n" + b"a" * 0x10000 + b"\r\n"
    attacks = {
        "big-answers": lambda srv, stop: attack_big_answers(srv, s, stop),
        "slowloris": lambda srv, stop: (
            trickle(srv.port, 1100, s, b"GET /healthz HTTP/1.1\r\nHost: a\r\nX-Slow: " + b"a" * 4000, stop),
            "1100 connections sending a head one byte a second",
        )[1],
        "idle-keepalive": lambda srv, stop: (
            lambda socks: (time.sleep(s), close_all(socks), f"{len(socks)} idle connections opened")[2]
        )(open_many(srv.port, 2000)),
        "near-complete-uploads": lambda srv, stop: attack_uploads(srv, s, stop),
        "endless-chunked": lambda srv, stop: attack_endless(
            srv, s, stop, b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n", chunk
        ),
        "get-with-huge-length": lambda srv, stop: attack_endless(
            srv, s, stop, b"GET /healthz HTTP/1.1\r\nHost: a\r\nContent-Length: 100000000000\r\n\r\n", b"a" * 65536
        ),
        "405-with-huge-length": lambda srv, stop: attack_endless(
            srv, s, stop, b"PUT /healthz HTTP/1.1\r\nHost: a\r\nContent-Length: 100000000000\r\n\r\n", b"a" * 65536
        ),
        "smuggling-cl-te": lambda srv, stop: attack_raw(
            srv,
            s / 3,
            stop,
            b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length: 37\r\nTransfer-Encoding: chunked\r\n\r\n"
            b"0\r\n\r\nGET /metrics HTTP/1.1\r\nHost: a\r\n\r\n",
        ),
        "gzip-coding": lambda srv, stop: attack_raw(
            srv, s / 3, stop, b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\nxx"
        ),
        "missing-host": lambda srv, stop: attack_raw(srv, s / 3, stop, b"GET /healthz HTTP/1.1\r\n\r\n"),
        "nul-in-value": lambda srv, stop: attack_raw(
            srv, s / 3, stop, b"GET /healthz HTTP/1.1\r\nHost: a\r\nX-A: b\x00c\r\n\r\n"
        ),
        "space-before-colon": lambda srv, stop: attack_raw(
            srv, s / 3, stop, b"GET /healthz HTTP/1.1\r\nHost: a\r\nX-A : b\r\n\r\n"
        ),
        "nul-in-path": lambda srv, stop: attack_raw(
            srv, s / 3, stop, b"GET /healthz%00.json HTTP/1.1\r\nHost: a\r\n\r\n"
        ),
        "600-query-parameters": lambda srv, stop: attack_raw(
            srv,
            s / 3,
            stop,
            b"GET /healthz?" + b"&".join(b"a%d=1" % i for i in range(600)) + b" HTTP/1.1\r\nHost: a\r\n\r\n",
        ),
        "malformed-content-length": lambda srv, stop: attack_raw(
            srv, s / 3, stop, b"POST /v1/layout HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n"
        ),
        "drain-at-sigterm": lambda srv, stop: attack_drain(srv, s, stop, current[0]),
        "all-memory-attacks-at-once": lambda srv, stop: all_at_once(srv, s, stop),
        "concurrent-largest-designs": lambda srv, stop: attack_designs(srv, s, stop),
        "concurrent-design-checks": lambda srv, stop: attack_designs(srv, s, stop, check=True),
    }
    current: list[NormalClient] = [None]  # type: ignore[list-item]
    selected = args.only or list(attacks) + ["stalled-log"]
    print(f"{'attack':<26} {'worst latency':>14} {'errors':>7} {'requests':>9} {'peak RSS':>9}  notes")
    failures = 0
    for name in selected:
        if name == "stalled-log":
            notes, client, server = attack_stalled_log(args.bin, s)
        else:
            server = Server(args.bin)
            client = NormalClient(server.port)
            current[0] = client
            stop = threading.Event()
            try:
                notes = attacks[name](server, stop)
            except Exception as error:  # report and go on with the next attack
                notes = f"attack failed: {type(error).__name__}: {error}"
            time.sleep(0.5)
            client.stop()
        rss = server.peak_rss_mib() if server.process.poll() is None else server.peak
        server.stop()
        errors = len(client.errors)
        over = rss > POD_LIMIT_MIB
        failures += errors > 0 or client.worst > 1.0 or over
        if over:
            notes += f" [peak RSS over the pod's {POD_LIMIT_MIB} MiB]"
        kinds = ",".join(sorted(set(client.errors)))
        print(
            f"{name:<26} {client.worst * 1000:>11.1f} ms {errors:>7} {client.count:>9} {rss:>6.1f} MiB  {notes}"
            + (f" [client errors: {kinds}]" if kinds else ""),
            flush=True,
        )
    print("attack: every normal request answered within 1 s" if failures == 0 else f"attack: {failures} attacks hurt the normal client")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
