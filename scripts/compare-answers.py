#!/usr/bin/env python3
"""Answers the request corpus with two builds of `clearance` and names every answer that differs.

For codec work, whose answers must stay byte for byte: the bench requests, the fixtures (laid
out, and compared under every policy), the fuzz corpus (valid and not), the Figma designs (laid
out, mapped, compared and checked), a batch, the matrices, and the catalog with each device.
Each build runs as `clearance serve` on 127.0.0.1 (an ephemeral port); status, content type and
body must be the same.

    scripts/compare-answers.py BEFORE_BINARY AFTER_BINARY
"""

from __future__ import annotations

import http.client
import json
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


class Server:
    def __init__(self, binary: str) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith("CLEARANCE_") and k != "PORT"}
        self.process = subprocess.Popen(
            [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--max-design-bytes", "16000000"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        self.port = 0
        for line in self.process.stdout:
            record = json.loads(line)
            if isinstance(record.get("port"), int) and record["port"] > 0:
                self.port = record["port"]
                break
        if not self.port:
            sys.exit(f"{binary}: no port announced")
        self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)

    def ask(self, method: str, path: str, body: bytes | None) -> tuple[int, str, bytes]:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        self.connection.request(method, path, body=body, headers=headers)
        response = self.connection.getresponse()
        data = response.read()
        if response.getheader("Connection", "").lower() == "close":
            self.connection.close()
            self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        return response.status, response.getheader("Content-Type", ""), data

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


def requests() -> list[tuple[str, str, str, bytes | None]]:
    """(what, method, path, body) for the whole corpus."""
    out: list[tuple[str, str, str, bytes | None]] = []
    # Every policy, from the document's list of names (`PolicyNameValue`).
    names = re.search(r"title: PolicyNameValue\n\s*enum: \[([^\]]*)\]", (REPO / "openapi.yaml").read_text())
    known = [name.strip() for name in names.group(1).split(",")]
    catalog = json.loads(subprocess.run([sys.argv[2], "devices", "--json"], capture_output=True, text=True).stdout)
    for path in sorted((REPO / "bench" / "requests").glob("*.json")):
        route = "/v1/layout/matrix" if path.stem.startswith("matrix") else "/v1/layout"
        out.append((path.name, "POST", route, path.read_bytes()))
    for path in sorted((REPO / "tests" / "fixtures" / "requests").glob("*.json")):
        body = path.read_bytes()
        out.append((path.name, "POST", "/v1/layout", body))
        request = json.loads(body)
        request["policies"] = known
        out.append((f"{path.name} compared", "POST", "/v1/layout/compare", json.dumps(request).encode()))
        out.append((f"{path.name} as SVG", "POST", "/v1/layout?format=svg", body))
    for path in sorted((REPO / "bench" / "corpus").rglob("*")):
        if path.is_file():
            out.append((f"corpus {path.relative_to(REPO / 'bench' / 'corpus')}", "POST", "/v1/layout", path.read_bytes()))
    for path in sorted((REPO / "tests" / "fixtures" / "figma").glob("*.json")):
        figma = path.read_bytes()
        design = b'{"design":{"figma":' + figma + b"}}"
        out.append((f"design {path.stem}", "POST", "/v1/layout", design))
        out.append((f"design {path.stem} mapped", "POST", "/v1/design", design))
        out.append((f"design {path.stem} compared", "POST", "/v1/layout/compare",
                    b'{"device":{"id":"iphone-se-3"},"policies":' + json.dumps(known).encode() + b',' + design[1:]))
        out.append((f"design {path.stem} checked", "POST", "/v1/design/check",
                    b'{"devices":["iphone-se","iphone-16-pro-max","pixel-9"],' + design[1:]))
        out.append((f"design {path.stem} checked on every iPhone", "POST", "/v1/design/check",
                    b'{"devices":"iphones",' + design[1:]))
        out.append((f"design {path.stem} matrix", "POST", "/v1/layout/matrix",
                    b'{"devices":["iphone-se-3","iphone-15"],"request":' + design + b"}"))
    batch = [json.loads(p.read_bytes()) for p in sorted((REPO / "tests" / "fixtures" / "requests").glob("*.json"))]
    out.append(("a batch", "POST", "/v1/layout/batch", json.dumps({"requests": batch + [{"screen": {"width": -1}}]}).encode()))
    out.append(("the catalog", "GET", "/v1/devices", None))
    for device in catalog["devices"]:
        out.append((f"device {device['id']}", "GET", f"/v1/devices/{device['id']}", None))
    return out


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    before, after = Server(sys.argv[1]), Server(sys.argv[2])
    differ = 0
    corpus = requests()
    try:
        for what, method, path, body in corpus:
            a, b = before.ask(method, path, body), after.ask(method, path, body)
            if a != b:
                differ += 1
                print(f"differs: {what} ({method} {path}): {a[0]} {len(a[2])} B -> {b[0]} {len(b[2])} B")
    finally:
        before.stop()
        after.stop()
    print(f"{len(corpus)} requests, {differ} answers differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
