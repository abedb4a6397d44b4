"""Schemathesis, driven by the document the live service serves, finds nothing wrong with it.

Every check schemathesis has runs against every operation: responses must match their
documented status codes, content types, headers and schemas; no input may cause a 5xx; bodies
the schema rejects must be rejected (4xx) and bodies it accepts must be accepted (2xx); methods
the document does not list must answer 405 with `Allow`. The seed is fixed and the run uses one
worker, so a failure is reproducible with the command printed below.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ST = Path(sys.executable).with_name("st")

# A bound on a hung run, not an assertion about speed.
RUN_TIMEOUT_S = 600


def test_schemathesis_finds_nothing(service: str, tmp_path: Path) -> None:
    command = [
        str(ST),
        "run",
        f"{service}/openapi.yaml",
        "--url",
        service,
        # Schemathesis leaves out the operation that serves the document; test it too.
        "--include-path-regex",
        "^/",
        "--checks",
        "all",
        "--max-examples",
        "100",
        "--seed",
        "20240601",
        "--workers",
        "1",
        "--generation-database",
        "none",
        "--request-timeout",
        "10",
        "--no-color",
    ]
    env = dict(os.environ)
    env["SCHEMATHESIS_HOOKS"] = str(HERE / "openapi_hooks.py")
    result = subprocess.run(
        command,
        cwd=tmp_path,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_S,
    )
    report = f"$ {shlex.join(command)}\n{result.stdout}\n{result.stderr}"
    assert result.returncode == 0, report
    # A run that tested nothing would also exit 0: every one of the thirteen operations was tested.
    assert re.search(r"Selected: 13/13\s+Tested: 13\b", result.stdout), report
