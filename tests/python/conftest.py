"""Shared fixtures: the real `clearance` binary, and a live `clearance serve` on an ephemeral port.

The service is started as `$CLEARANCE_BIN serve --host 127.0.0.1 --port 0`. It prints JSON log
lines on standard output; the start-up line carries the port it bound. A thread keeps reading
standard output for the whole run (the service logs every request, and a full pipe would block
it), and keeps the last lines to show when something goes wrong.
"""

from __future__ import annotations

import collections
import contextlib
import json
import os
import re
import signal
import subprocess
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Iterator

import pytest

REPO = Path(__file__).resolve().parents[2]

# Bounds on waiting, not assertions about speed: a service that has not said its port or
# answered /healthz by then is broken, and the test fails instead of hanging.
START_TIMEOUT_S = 30.0
STOP_TIMEOUT_S = 15.0


def clearance_binary() -> Path:
    """The binary under test: $CLEARANCE_BIN, else the debug build in this checkout."""
    path = Path(os.environ.get("CLEARANCE_BIN", REPO / ".build" / "debug" / "clearance"))
    if not path.is_file():
        raise RuntimeError(f"no clearance binary at {path}; build it (swift build) or set CLEARANCE_BIN")
    return path


# The requests every suite shares (tests/fixtures/requests/README.md): the spec's worked examples.
FIXTURES = REPO / "tests" / "fixtures" / "requests"


def post_json(service: str, path: str, body: object, raw: bytes | None = None) -> tuple[int, object]:
    """POSTs `body` as JSON (or the bytes `raw`) to `service + path`: the status and the answer
    read as JSON, whatever the status."""
    data = raw if raw is not None else json.dumps(body).encode()
    request = urllib.request.Request(
        service + path, data=data, headers={"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def fixture_request(name: str) -> dict:
    """The shared request `name` (`example-1`...), as a new dict a test may change."""
    return json.loads((FIXTURES / f"{name}.json").read_text())


# The phone of the worked examples (docs/semantics.md §7): 390x844, safe area top 47 and bottom 34,
# a 336-point keyboard, and a full-screen container with 390x900 of content.
PHONE = {
    "screen": {"width": 390, "height": 844},
    "window": {"safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0}},
    "keyboard": {"height": 336},
    "container": {
        "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
        "contentSize": {"width": 390, "height": 900},
    },
}

# The login form's fields, as the worked examples place them.
EMAIL = {"id": "email", "frame": {"x": 20, "y": 520, "width": 350, "height": 44}}
PASSWORD = {"id": "password", "frame": {"x": 20, "y": 600, "width": 350, "height": 44}}


def phone_layout(**members: object) -> dict:
    """A layout request on the worked examples' phone (``PHONE``), with `members` (elements, focus,
    options...) added; each call builds a new dict, so a test may change its copy."""
    return json.loads(json.dumps({**PHONE, **members}))


def parse_head(head: bytes) -> tuple[int, dict[str, str]]:
    """The status and the headers (names lower-cased) of an HTTP/1.1 response head, without the
    blank line that ends it."""
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers


def read_until_closed(sock) -> bytes:
    """Everything `sock` receives until the peer closes the connection."""
    received = b""
    while True:
        data = sock.recv(65536)
        if not data:
            return received
        received += data


def resolve_ref(document: dict, node: dict) -> dict:
    """Follows a local `$ref` (`#/components/...`) in `document` until a node without one."""
    while "$ref" in node:
        target: object = document
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]  # type: ignore[index]
        node = target  # type: ignore[assignment]
    return node


_ADDRESS = re.compile(r"(?:127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0):(\d{1,5})\b")


def port_from_log_line(line: str) -> int | None:
    """The port announced by a JSON start-up log line, or None when the line announces none.

    Accepts a `"port": N` member, or an address such as `"127.0.0.1:PORT"` in any string member
    (`address`, `url`, `msg`...). Port 0 is what was asked for, never what was bound.
    """
    try:
        record = json.loads(line)
    except ValueError:
        return None
    if not isinstance(record, dict):
        return None
    port = record.get("port")
    if isinstance(port, int) and not isinstance(port, bool) and 0 < port < 65536:
        return port
    for value in record.values():
        if isinstance(value, str):
            match = _ADDRESS.search(value)
            if match and 0 < int(match.group(1)) < 65536:
                return int(match.group(1))
    return None


class Service:
    """A running `clearance serve` child process."""

    def __init__(self, process: subprocess.Popen[str], stderr_path: Path, read_log: bool = True) -> None:
        self.process = process
        self.stderr_path = stderr_path
        self.lines: collections.deque[str] = collections.deque(maxlen=500)
        self.port: int | None = None
        self._port_found = threading.Event()
        self._reader = threading.Thread(
            target=self._read_stdout, args=(read_log,), name="clearance-stdout", daemon=True
        )
        self._reader.start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _read_stdout(self, read_log: bool) -> None:
        """Keeps the last lines and finds the port; without `read_log`, stops reading once the port
        is found, and the log pipe then fills up as nobody reads it."""
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))
            if self.port is None:
                port = port_from_log_line(line)
                if port is not None:
                    self.port = port
                    self._port_found.set()
                    if not read_log:
                        return
        self._port_found.set()  # end of output: wake the waiter, which sees no port

    def diagnostics(self) -> str:
        stderr = self.stderr_path.read_text(errors="replace") if self.stderr_path.exists() else ""
        return (
            f"exit status: {self.process.poll()}\n"
            f"last stdout lines:\n" + "\n".join(self.lines) + f"\nstderr:\n{stderr[-4000:]}"
        )

    def wait_until_healthy(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT_S
        if not self._port_found.wait(START_TIMEOUT_S) or self.port is None:
            raise RuntimeError("clearance serve never announced its port\n" + self.diagnostics())
        last_error: Exception | None = None
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError("clearance serve exited while starting\n" + self.diagnostics())
            try:
                with urllib.request.urlopen(self.base_url + "/healthz", timeout=2) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError) as error:
                last_error = error
            time.sleep(0.05)
        raise RuntimeError(f"/healthz never answered 200 ({last_error})\n" + self.diagnostics())

    def stop(self) -> int:
        """SIGTERM, then wait; SIGKILL only if it will not stop. Returns the exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(STOP_TIMEOUT_S)
        self._reader.join(STOP_TIMEOUT_S)
        return self.process.returncode


@contextlib.contextmanager
def start_service(
    *extra_args: str,
    env: dict[str, str] | None = None,
    tmp_dir: Path | None = None,
    binary: Path | str | None = None,
    cwd: Path | str | None = None,
    until_healthy: bool = True,
    read_log: bool = True,
    address: bool = True,
) -> Iterator[Service]:
    """Runs `clearance serve --host 127.0.0.1 --port 0 EXTRA_ARGS` until the block ends: the one
    way the suite starts a service (`binary` and `cwd` default to the binary under test, run from
    the repository, where ./openapi.yaml is). With `until_healthy` false it returns once the
    port is announced, without asking /healthz (for tests that count every request). With
    `read_log` false nobody reads the log after the port line (for tests of a stalled log). With
    `address` false the flags `--host 127.0.0.1 --port 0` are left out, so `env` must choose the
    port (for tests of how the service reads its variables)."""
    import tempfile

    directory = Path(tmp_dir or tempfile.mkdtemp(prefix="clearance-serve-"))
    stderr_path = directory / "serve.stderr"
    # The service's configuration comes from the flags below and `env`, not the caller's shell.
    child_env = {k: v for k, v in os.environ.items() if not k.startswith("CLEARANCE_") and k != "PORT"}
    child_env.update(env or {})
    with open(stderr_path, "w") as stderr:
        process = subprocess.Popen(
            [
                str(binary or clearance_binary()),
                "serve",
                *(["--host", "127.0.0.1", "--port", "0"] if address else []),
                *extra_args,
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
            env=child_env,
            cwd=cwd or REPO,  # where ./openapi.yaml, the document it serves, is found
        )
    service = Service(process, stderr_path, read_log=read_log)
    try:
        if until_healthy:
            service.wait_until_healthy()
        elif not service._port_found.wait(START_TIMEOUT_S) or service.port is None:
            raise RuntimeError("clearance serve never announced its port\n" + service.diagnostics())
        yield service
    finally:
        service.stop()


@pytest.fixture(scope="session")
def clearance_bin() -> Path:
    """Path of the `clearance` binary under test."""
    return clearance_binary()


@pytest.fixture(scope="session")
def service_process(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Service]:
    """The session's live service, as a process (for tests that read its logs)."""
    with start_service(tmp_dir=tmp_path_factory.mktemp("service")) as running:
        yield running


@pytest.fixture(scope="session")
def service(service_process: Service) -> str:
    """Base URL of the session's live service, such as `http://127.0.0.1:41234`."""
    return service_process.base_url


@pytest.fixture
def service_factory(tmp_path: Path):
    """Starts extra services with their own flags: `with service_factory("--max-elements", "2") as s:`."""

    def factory(*extra_args: str, env: dict[str, str] | None = None):
        return start_service(*extra_args, env=env, tmp_dir=tmp_path)

    return factory


def install_apt(*packages: str) -> None:
    """Installs Debian packages when missing (scripts/deps.sh installs only what is absent)."""
    subprocess.run(["bash", str(REPO / "scripts" / "deps.sh"), "apt", *packages], check=True)


@pytest.fixture(scope="module")
def browser():
    """Headless Chromium driven by chromedriver (Debian's packages, installed when missing)."""
    install_apt("chromium", "chromium-driver")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service as DriverService

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1600,1200", "--hide-scrollbars"):
        options.add_argument(flag)
    # Browser console messages (CSP or CORS refusals) for the tests to read.
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # An explicit driver path: Selenium Manager must not try to download one.
    driver = webdriver.Chrome(service=DriverService(executable_path="/usr/bin/chromedriver"), options=options)
    try:
        yield driver
    finally:
        driver.quit()
