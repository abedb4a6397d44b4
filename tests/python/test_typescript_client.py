"""The TypeScript client (clients/typescript/): the committed module is exactly what
scripts/gen-typescript.py makes of openapi.yaml, it type-checks with Deno (pinned in
requirements.txt), and its live test calls every operation against a running service."""

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CLIENT = REPO / "clients" / "typescript"
DENO = Path(sys.executable).parent / "deno"


def deno(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "DENO_NO_UPDATE_CHECK": "1", "NO_COLOR": "1", **(env or {})}
    return subprocess.run(
        [str(DENO), *args], cwd=CLIENT, capture_output=True, text=True, timeout=300, env=environment,
        stdin=subprocess.DEVNULL)


def test_the_committed_client_is_a_fresh_generation() -> None:
    result = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "gen-typescript.py"), "--check"], capture_output=True, text=True,
        timeout=60)
    assert result.returncode == 0, result.stderr


def test_the_client_type_checks() -> None:
    result = deno("check", "--no-lock", "clearance.ts", "clearance_test.ts")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_client_calls_every_operation_of_a_live_service(service: str) -> None:
    result = deno(
        "test", "--no-lock", "--allow-net", "--allow-env=CLEARANCE_URL", "clearance_test.ts",
        env={"CLEARANCE_URL": service})
    assert result.returncode == 0, result.stdout + result.stderr
    assert "7 passed | 0 failed" in result.stdout, result.stdout
