"""Time and peak memory of `POST /v1/design/check` (docs/designs.md), as `make bench` measures
it: each of the eight Figma screens of tests/fixtures/figma checked on every iPhone
(`"devices": "iphones"`), on a fresh `clearance serve` warmed with one small request.

For each screen: the fields and devices checked, the median wall time of REPEATS requests (sent
one after another on loopback), and the growth of the service's peak resident set (VmHWM) over
the run against the body's size.

    python3 bench/design_check.py BIN [REPEATS]
"""

import json
import statistics
import sys
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FIGMA = REPO / "tests" / "fixtures" / "figma"
JSON = {"Content-Type": "application/json"}

sys.path.insert(0, str(Path(__file__).resolve().parent))
from design_memory import fresh_service, peak_kib  # noqa: E402  (the service `make bench` measures designs on)


def measure(binary: str, body: bytes, repeats: int) -> tuple[dict, list[float], int]:
    with fresh_service(binary, warmups=1) as (url, pid):
        before = peak_kib(pid)
        times, answer = [], {}
        for _ in range(repeats):
            start = time.perf_counter()
            with urllib.request.urlopen(
                    urllib.request.Request(url + "/v1/design/check", data=body, headers=JSON), timeout=120) as reply:
                assert reply.status == 200
                raw = reply.read()
            times.append(time.perf_counter() - start)
            answer = json.loads(raw)
        return answer, times, peak_kib(pid) - before


def main() -> int:
    binary = sys.argv[1] if len(sys.argv) > 1 else str(REPO / ".build" / "release" / "clearance")
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    print(f"design check (POST /v1/design/check, devices \"iphones\"; median of {repeats} requests on a fresh service; "
          "peak RSS growth, VmHWM):")
    print(f"  {'screen':<28} {'body KB':>8} {'fields':>6} {'devices':>7} {'checks':>6} {'median ms':>10} "
          f"{'peak MB':>8}")
    for path in sorted(FIGMA.glob("*.json")):
        body = b'{"devices":"iphones","design":{"figma":' + path.read_bytes() + b"}}"
        answer, times, grown = measure(binary, body, repeats)
        summary = answer["summary"]
        name = path.stem.split("--")[-1]
        print(f"  {name:<28} {len(body) / 1024:8.0f} {summary['fields']:6d} {summary['devices']:7d} "
              f"{summary['checks']:6d} {statistics.median(times) * 1000:10.1f} {grown / 1024:8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
