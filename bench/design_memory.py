"""Peak memory and time of one design request (docs/designs.md), as `make bench` measures it.

For each format, its largest real document (Figma: the 1.2 MB screen of tests/fixtures/figma;
Penpot and Sketch: the largest screen of tests/corpus/designs) and that document's layers repeated
with unique ids up to just under the 8 MiB design limit. For each body a fresh `clearance serve`
is started, warmed with one small request, and sent the design once; the growth of its peak
resident set (VmHWM) is the request's peak memory. A 251-byte design measures what any design
request costs whatever its size (about 1 MiB: buffers the route sets up); the goal bounds the
growth beyond that at 4 times the body. The
same design is then sent REPEATS more times, one after another on loopback: the median wall time.

    python3 bench/design_memory.py BIN [REPEATS]
"""

import contextlib
import json
import re
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SCREEN = REPO / "tests" / "fixtures" / "figma" / "paleophonix--figma-flutter-agent--rep-edit-profile.json"
GOAL = 4.0
TINY = (b'{"design":{"figma":{"id":"1:1","name":"S","type":"FRAME","absoluteBoundingBox":{"x":0,"y":0,"width":390,'
        b'"height":844},"children":[{"id":"1:2","name":"Email [textField]","type":"FRAME","absoluteBoundingBox":'
        b'{"x":20,"y":600,"width":350,"height":44}}]}}}')
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


def largest_corpus(fmt: str) -> Path:
    return max((REPO / "tests" / "corpus" / "designs" / fmt).glob("*.json"),
               key=lambda p: (p.stat().st_size, p.name) if p.name != "expected.json" else (0, ""))


def repeated(make, limit: int = 8 << 20) -> bytes:
    """The largest body `make(copies)` gives under `limit`."""
    largest = b""
    for copies in range(1, 64):
        raw = make(copies)
        if len(raw) > limit:
            break
        largest = raw
    return largest


def penpot_bodies() -> list[tuple[str, bytes]]:
    path = largest_corpus("penpot")
    design = json.loads(path.read_text())
    objects, board = design["penpot"]["objects"], design["node"]
    below = {i for i, o in objects.items() if i not in (board, "00000000-0000-0000-0000-000000000000")
             and (o.get("frameId") == board or o.get("parentId") == board or o.get("frameId") in objects)}

    def make(copies: int) -> bytes:
        out = dict(objects)
        top = list(objects[board].get("shapes", []))
        for k in range(1, copies):
            def sid(i: str) -> str:
                return f"{i}~{k}" if i in below else i
            for i in below:
                o = objects[i]
                copy = dict(o, id=sid(i))
                for key in ("parentId", "frameId"):
                    if key in o:
                        copy[key] = sid(o[key])
                if "shapes" in o:
                    copy["shapes"] = [sid(c) for c in o["shapes"]]
                out[sid(i)] = copy
            top += [sid(c) for c in objects[board].get("shapes", [])]
        out[board] = dict(objects[board], shapes=top)
        return json.dumps({"design": {"penpot": {"objects": out}, "node": board}}, indent=1).encode()

    one = b'{"design": ' + path.read_bytes() + b"}"
    return [(f"{path.stem.split('--')[-1]} ({len(one) / 1e6:.2f} MB)", one), ("repeated to the 8 MiB limit", repeated(make))]


def sketch_bodies() -> list[tuple[str, bytes]]:
    path = largest_corpus("sketch")
    design = json.loads(path.read_text())
    page, node = design["sketch"], design["node"]

    def suffixed(layer: dict, k: int) -> dict:
        copy = dict(layer, do_objectID=f"{layer['do_objectID']}~{k}")
        if "layers" in layer:
            copy["layers"] = [suffixed(c, k) for c in layer["layers"]]
        return copy

    def make(copies: int) -> bytes:
        layers = [dict(a, layers=[suffixed(c, k) for k in range(copies) for c in a.get("layers", [])])
                  if a.get("do_objectID") == node else a for a in page["layers"]]
        return json.dumps({"design": {"sketch": dict(page, layers=layers), "node": node}}, indent=1).encode()

    one = b'{"design": ' + path.read_bytes() + b"}"
    return [(f"{path.stem.split('--')[-1]} ({len(one) / 1e6:.2f} MB)", one), ("repeated to the 8 MiB limit", repeated(make))]


def bodies() -> list[tuple[str, list[tuple[str, bytes]]]]:
    one = b'{"design": {"figma": ' + SCREEN.read_bytes() + b"}}"
    return [
        ("figma", [("rep-edit-profile (1.2 MB)", one), ("repeated to the 8 MiB limit", largest_design())]),
        ("penpot", penpot_bodies()),
        ("sketch", sketch_bodies()),
    ]


def peak_kib(pid: int) -> int:
    return int(re.search(r"VmHWM:\s+(\d+)", Path(f"/proc/{pid}/status").read_text()).group(1))


@contextlib.contextmanager
def fresh_service(binary: str, warmups: int):
    """A fresh `clearance serve` on an ephemeral port, warmed with `warmups` small requests:
    yields its URL and process id, and stops it after."""
    process = subprocess.Popen(
        [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--no-log-requests"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = int(re.search(r'"port":\s*(\d+)', process.stdout.readline()).group(1))
        url = f"http://127.0.0.1:{port}"
        small = b'{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}}}'
        for _ in range(warmups):
            urllib.request.urlopen(urllib.request.Request(url + "/v1/layout", data=small, headers=JSON), timeout=30).read()
        yield url, process.pid
    finally:
        process.terminate()
        process.wait()


def measure(binary: str, body: bytes, repeats: int) -> tuple[int, int, float]:
    with fresh_service(binary, warmups=2) as (url, pid):
        before = peak_kib(pid)
        times = []
        for i in range(1 + repeats):
            start = time.perf_counter()
            with urllib.request.urlopen(
                    urllib.request.Request(url + "/v1/layout", data=body, headers=JSON), timeout=60) as answer:
                assert answer.status == 200, answer.status
                answer.read()
            if i == 0:
                after = peak_kib(pid)
            else:
                times.append(time.perf_counter() - start)
        return before, after, statistics.median(times)


def main() -> int:
    binary = sys.argv[1] if len(sys.argv) > 1 else str(REPO / ".build" / "release" / "clearance")
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    met = True
    print(f"design memory and time (POST /v1/layout with a design on a fresh service; VmHWM growth of the first "
          f"request, median of the next {repeats}):")
    # What any design request costs whatever its size: a 251-byte design.
    base_before, base_after, base_median = measure(binary, TINY, repeats)
    base = base_after - base_before
    print(f"  {'any':<6} {'a 251-byte design':<30} body  0.00 MiB  peak +{base / 1024:5.1f} MiB  (the fixed cost)"
          f"  median {base_median * 1000:7.1f} ms")
    for fmt, items in bodies():
        for name, body in items:
            before, after, median = measure(binary, body, repeats)
            ratio = (after - before) * 1024 / len(body)
            beyond = max(0, after - before - base) * 1024 / len(body)
            met &= beyond < GOAL
            print(f"  {fmt:<6} {name:<30} body {len(body) / 1048576:5.2f} MiB  peak +{(after - before) / 1024:5.1f} MiB"
                  f"  ({ratio:.2f}x the body, {beyond:.2f}x beyond the fixed cost; goal < {GOAL:g}x)"
                  f"  median {median * 1000:7.1f} ms")
    print(f"  [{'met' if met else 'MISSED'}] peak memory of one design request, beyond the fixed cost, < {GOAL:g}x its "
          "body, in every format")
    return 0


if __name__ == "__main__":
    sys.exit(main())
