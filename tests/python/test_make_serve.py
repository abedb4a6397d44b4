"""`make serve` passes PORT= and HOST= from make's command line, and otherwise lets `clearance serve`
read its environment (CLEARANCE_PORT, then PORT, else 8080; CLEARANCE_HOST, else 127.0.0.1).

Checked with `make -n` (print, do not run): the serve command's flags are the whole difference.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import start_service

REPO = Path(__file__).resolve().parents[2]


def serve_command(*make_args: str, env: dict[str, str] | None = None) -> list[str]:
    if shutil.which("make") is None:
        pytest.fail("make is not installed")
    base = {k: v for k, v in os.environ.items() if not k.startswith("CLEARANCE_") and k not in ("PORT", "HOST")}
    result = subprocess.run(
        ["make", "-n", "serve", *make_args], cwd=REPO, env={**base, **(env or {})}, capture_output=True, text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    lines = [line for line in result.stdout.splitlines() if "clearance serve" in line]
    assert len(lines) == 1, result.stdout
    return lines[0].split()[2:]


def test_without_anything_the_service_uses_its_defaults() -> None:
    assert serve_command() == []


def test_make_variables_become_flags() -> None:
    assert serve_command("PORT=9000", "HOST=0.0.0.0") == ["--host", "0.0.0.0", "--port", "9000"]
    assert serve_command("PORT=9000") == ["--port", "9000"]


def test_the_make_variable_wins_over_the_environment() -> None:
    # A flag beats CLEARANCE_PORT in `clearance serve` (ServeCommand.parse).
    env = {"CLEARANCE_PORT": "9001", "PORT": "9002", "CLEARANCE_HOST": "::1"}
    assert serve_command("PORT=9000", env=env) == ["--port", "9000"]


def test_exported_variables_are_left_to_the_service() -> None:
    # No flag: the service reads CLEARANCE_PORT before PORT, and a shell's HOST is no make variable.
    env = {"CLEARANCE_PORT": "9001", "PORT": "9002", "HOST": "build-box", "CLEARANCE_HOST": "0.0.0.0"}
    assert serve_command(env=env) == []


def test_the_service_reads_the_variables_in_that_order(clearance_bin: Path, tmp_path: Path) -> None:
    """What `make serve` leaves to the service: CLEARANCE_PORT over PORT, CLEARANCE_HOST; the log says."""
    import json

    for env, expected in (({"PORT": "0"}, "127.0.0.1"), ({"CLEARANCE_PORT": "0", "PORT": "1"}, "127.0.0.1"),
                          ({"CLEARANCE_PORT": "0", "CLEARANCE_HOST": "localhost"}, "localhost")):
        # No --host or --port: the variables choose (the launcher leaves the caller's out).
        with start_service(
            env=env, binary=clearance_bin, tmp_dir=tmp_path, until_healthy=False, address=False
        ) as running:
            first = json.loads(running.lines[0])
            assert first["msg"] == "listening", first
            # Port 0 binds an ephemeral port: PORT=1 (privileged, refused) was not used.
            assert first["port"] > 1 and first["host"] == expected
