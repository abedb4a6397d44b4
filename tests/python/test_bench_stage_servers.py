"""The stage servers of `make workcurve` (`ClearanceBench --serve STAGE`, Sources/ClearanceBench).

They are compared with the service and with each other, so each must do the work its stage names
and answer what the service answers: the prepared answer until `encode`, which sends its own, and
that must be the service's answer byte for byte.
"""

from __future__ import annotations

import json
import os
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from conftest import REPO, START_TIMEOUT_S, STOP_TIMEOUT_S, clearance_binary

STAGES = ["none", "decode", "solve", "encode"]
REQUESTS = sorted((REPO / "bench" / "requests").glob("*.json"))
LAYOUT_REQUESTS = [p for p in REQUESTS if not p.name.startswith("matrix")]


def bench_binary() -> Path:
    path = Path(os.environ.get("CLEARANCE_BENCH_BIN", REPO / ".build" / "debug" / "ClearanceBench"))
    if not path.is_file():
        raise RuntimeError(f"no ClearanceBench binary at {path}; build it (swift build) or set CLEARANCE_BENCH_BIN")
    return path


class StageServer:
    def __init__(self, stage: str, answer: Path):
        self.process = subprocess.Popen(
            [str(bench_binary()), "--serve", stage, "--answer", str(answer), "--threads", "1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        # The first line says the port; the wait is bounded by the read below failing when the
        # process exits, and by the test's own timeout otherwise.
        line = self.process.stdout.readline()
        if not line:
            self.process.wait(timeout=START_TIMEOUT_S)
            raise AssertionError(f"the {stage} stage server exited: {self.process.stderr.read()!r}")
        event = json.loads(line)
        assert event["event"] == "listening" and event["stage"] == stage
        self.port = event["port"]

    def post(self, body: bytes) -> tuple[int, bytes]:
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}/v1/layout",
            data=body,
            method="POST",
            headers={"Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=START_TIMEOUT_S) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=STOP_TIMEOUT_S)


@pytest.fixture(scope="module")
def answers(tmp_path_factory) -> dict[str, Path]:
    """`clearance solve` of each bench request, as `scripts/workcurve.sh` prepares it."""
    directory = tmp_path_factory.mktemp("answers")
    out = {}
    for body in LAYOUT_REQUESTS:
        solved = subprocess.run([str(clearance_binary()), "solve", str(body)], capture_output=True, check=True)
        path = directory / body.name
        path.write_bytes(solved.stdout)
        out[body.name] = path
    return out


def test_the_bench_has_layout_requests():
    assert {"form-8.json", "screen-40.json"} <= {p.name for p in LAYOUT_REQUESTS}


@pytest.mark.parametrize("stage", STAGES)
def test_each_stage_answers_the_services_answer(stage, answers):
    for body in LAYOUT_REQUESTS:
        answer = answers[body.name].read_bytes()
        server = StageServer(stage, answers[body.name])
        try:
            status, got = server.post(body.read_bytes())
        finally:
            server.stop()
        assert status == 200, got[:300]
        if stage == "encode":
            # Encoded here: the same bytes as `clearance solve` prints, without its final newline.
            assert got == answer.rstrip(b"\n")
        else:
            assert got == answer


def test_the_encode_stage_answers_a_design_as_the_service_does(tmp_path):
    """A design (a Figma frame of the fixtures) on a device: the answer echoes the mapping and the
    device, as the service's does, so a design tool's request is measured on the service's path."""
    figma = REPO / "tests" / "fixtures" / "figma" / "paleophonix--figma-flutter-agent--card-form.json"
    body = b'{"design":{"figma":' + figma.read_bytes() + b'},"device":{"id":"iphone-15"},"focus":"281:16106"}'
    request = tmp_path / "design.json"
    request.write_bytes(body)
    solved = subprocess.run([str(clearance_binary()), "solve", str(request)], capture_output=True, check=True)
    answer = tmp_path / "answer.json"
    answer.write_bytes(solved.stdout)
    assert b'"mapping":' in solved.stdout and b'"device":{"id":"iphone-15"' in solved.stdout
    server = StageServer("encode", answer)
    try:
        status, got = server.post(body)
    finally:
        server.stop()
    assert status == 200, got[:300]
    assert got == solved.stdout.rstrip(b"\n")


@pytest.mark.parametrize("stage", STAGES)
def test_a_stage_past_none_decodes_the_body(stage, answers):
    """A body that does not decode is refused by every stage that decodes: proof that it does."""
    server = StageServer(stage, answers["form-8.json"])
    try:
        status, _ = server.post(b'{"screen": {"width": "wide"}}')
    finally:
        server.stop()
    assert status == (200 if stage == "none" else 422)


def test_an_unknown_stage_is_refused():
    result = subprocess.run(
        [str(bench_binary()), "--serve", "parse", "--answer", "/dev/null"], capture_output=True, text=True
    )
    assert result.returncode == 2
    assert "none, decode, solve, encode" in result.stderr


def test_a_stage_server_needs_an_answer_file():
    result = subprocess.run([str(bench_binary()), "--serve", "none"], capture_output=True, text=True)
    assert result.returncode == 2
    assert "--answer" in result.stderr
