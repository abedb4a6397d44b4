"""Helpers for the device tests: a live `clearance serve`, JSON over HTTP, the catalog's data file.

The server binds 127.0.0.1 on an ephemeral port (--port 0); its log goes to a file, whose first
line says the port.
"""

import contextlib
import http.client
import json
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
BIN = os.environ.get("CLEARANCE_BIN", str(ROOT / ".build" / "debug" / "clearance"))
sys.path.insert(0, str(ROOT / "scripts"))
import figure_rules  # noqa: E402

DATA = json.loads((ROOT / "data" / "ios-devices.json").read_text(encoding="utf-8"))
# The catalog's figures: the data file's measured figures, and the nulls its rules fill.
_FILLED, DERIVED, RULE_CHECKS = figure_rules.derive(DATA)
DEVICES = {d["id"]: d for d in _FILLED}
MEASURED = {d["id"]: d for d in DATA["devices"]}


# The Android phones (data/android-devices.json).
ANDROID_DATA = json.loads((ROOT / "data" / "android-devices.json").read_text(encoding="utf-8"))


class Server:
    def __init__(self, port):
        self.port = port

    def request(self, method, path, body=None):
        """(status, content type, parsed JSON body) on a fresh connection."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
            headers = {} if data is None else {"Content-Type": "application/json"}
            conn.request(method, path, body=data, headers=headers)
            response = conn.getresponse()
            raw = response.read()
            return response.status, response.getheader("Content-Type"), json.loads(raw) if raw else None
        finally:
            conn.close()

    def get(self, path):
        return self.request("GET", path)

    def post(self, path, body):
        return self.request("POST", path, body)


@contextlib.contextmanager
def serve(*args, env=None):
    """A `clearance serve` with these flags, started by the suite's one launcher (conftest)."""
    from conftest import start_service

    with start_service("--no-log-requests", *args, env=env) as service:
        yield Server(service.port)


def run_cli(*args, stdin=None):
    """(exit status, stdout, stderr) of the clearance binary."""
    done = subprocess.run([BIN, *args], input=stdin, capture_output=True, timeout=60)
    return done.returncode, done.stdout, done.stderr
