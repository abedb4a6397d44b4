"""Peak memory of one design request (docs/designs.md), as `make bench` measures it.

For each body (the 1.2 MB Figma screen of tests/fixtures/figma, and that screen's children
repeated with unique ids up to just under the 8 MiB design limit), a fresh `clearance serve` is
started, warmed with one small request, and sent the design once; the growth of its peak resident
set (VmHWM) is the request's peak memory, which the goal bounds at 4 times the body.

    python3 bench/design_memory.py BIN
"""

import json
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SCREEN = REPO / "tests" / "fixtures" / "figma" / "paleophonix--figma-flutter-agent--rep-edit-profile.json"
GOAL = 4.0
JSON = {"Content-Type": "application/json"}


def largest_design(limit: int = 8 << 20) -> bytes:
    """The largest design body under `limit`: the 1.2 MB screen with its children repeated (ids
    made unique) until one more copy would pass it (also `make attack`'s designs)."""
    screen = json.loads(SCREEN.read_text())

    def suffixed(node: dict, k: int) -> dict:
        copy = dict(node, id=f"{node['id']}~{k}")
        if "children" in node:
            copy["children"] = [suffixed(c, k) for c in node["children"]]
        return copy

    largest = b""
    for copies in range(1, 20):
        body = dict(screen, children=[suffixed(c, k) for k in range(copies) for c in screen["children"]])
        raw = json.dumps({"design": {"figma": body}}, indent=1).encode()
        if len(raw) > limit:
            break
        largest = raw
    return largest


def bodies() -> list[tuple[str, bytes]]:
    one = b'{"design": {"figma": ' + SCREEN.read_bytes() + b"}}"
    return [("rep-edit-profile (1.2 MB)", one), ("repeated to the 8 MiB limit", largest_design())]


def peak_kib(pid: int) -> int:
    return int(re.search(r"VmHWM:\s+(\d+)", Path(f"/proc/{pid}/status").read_text()).group(1))


def measure(binary: str, body: bytes) -> tuple[int, int]:
    process = subprocess.Popen(
        [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--no-log-requests"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = int(re.search(r'"port":\s*(\d+)', process.stdout.readline()).group(1))
        url = f"http://127.0.0.1:{port}"
        small = b'{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}}}'
        for data in (small, small):
            urllib.request.urlopen(urllib.request.Request(url + "/v1/layout", data=data, headers=JSON), timeout=30).read()
        before = peak_kib(process.pid)
        with urllib.request.urlopen(urllib.request.Request(url + "/v1/layout", data=body, headers=JSON), timeout=60) as answer:
            assert answer.status == 200
            answer.read()
        return before, peak_kib(process.pid)
    finally:
        process.terminate()
        process.wait()


def main() -> int:
    binary = sys.argv[1] if len(sys.argv) > 1 else str(REPO / ".build" / "release" / "clearance")
    met = True
    print("design memory (one POST /v1/layout with a design on a fresh service; VmHWM growth):")
    for name, body in bodies():
        before, after = measure(binary, body)
        ratio = (after - before) * 1024 / len(body)
        met &= ratio < GOAL
        print(f"  {name:<30} body {len(body) / 1048576:5.2f} MiB  peak +{(after - before) / 1024:5.1f} MiB"
              f"  ({ratio:.2f}x the body; goal < {GOAL:g}x)")
    print(f"  [{'met' if met else 'MISSED'}] peak memory of one design request < {GOAL:g}x its body")
    return 0


if __name__ == "__main__":
    sys.exit(main())
