"""Sends one POST many times over one keep-alive connection, one request at a time
(scripts/callgrind.sh).

    python3 bench/keepalive.py PORT ROUTE BODY_FILE COUNT

The request is the bytes wrk sends for bench/post.lua (request line, Host, Content-Type,
Content-Length, body) in one write, so the server reads it as it does under `make bench`.
Exits non-zero when an answer is not a 200 or the connection closes. Prints nothing on success.
"""

import socket
import sys

port, route, path, count = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
body = open(path, "rb").read()
request = (
    f"POST {route} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
    f"Content-Length: {len(body)}\r\n\r\n"
).encode() + body

connection = socket.create_connection(("127.0.0.1", port), timeout=120)
connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
pending = b""
for _ in range(count):
    connection.sendall(request)
    while b"\r\n\r\n" not in pending:
        chunk = connection.recv(65536)
        if not chunk:
            sys.exit("keepalive: the server closed the connection")
        pending += chunk
    head, _, pending = pending.partition(b"\r\n\r\n")
    status = head.split(b" ", 2)[1]
    if status != b"200":
        sys.exit(f"keepalive: {route} answered {status.decode()}: {head[:300]!r}")
    length = next(
        int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")[1:] if line.lower().startswith(b"content-length:"))
    while len(pending) < length:
        chunk = connection.recv(65536)
        if not chunk:
            sys.exit("keepalive: the server closed the connection mid-answer")
        pending += chunk
    pending = pending[length:]
connection.close()
