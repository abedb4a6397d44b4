#!/usr/bin/env python3
"""Puts the request and answer objects' schemas, generated from the codec, into openapi.yaml.

`clearance schema` prints them: the requests' from the codec's request schema
(Sources/ClearanceContract/RequestSchemaDocument.swift, from the fields of
Sources/ClearanceContract/RequestSchema+Fields.swift), the answers' from the encoder's declaration
(Sources/ClearanceContract/AnswerSchema*.swift). Each replaces the schema of the same name
under `components.schemas`, with the comment line that marks it generated. The rest of the
document is written by hand.

    python3 scripts/gen-openapi.py            rewrite openapi.yaml
    python3 scripts/gen-openapi.py --check    exit 1 when the committed document differs
    python3 scripts/gen-openapi.py --spec F   another document (the tests use it)

The binary is $CLEARANCE_BIN, else .build/debug/clearance (`swift build` makes it).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SPEC = REPO / "openapi.yaml"
MARK = "    # Generated from the codec's "


def generated(binary: str) -> dict[str, list[str]]:
    """The generated schemas by name, each as its lines (the marker comment first)."""
    out = subprocess.run([binary, "schema"], check=True, capture_output=True, text=True).stdout
    blocks: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in out.splitlines(keepends=True):
        if line.startswith(MARK):
            current = [line]
            continue
        if current is None:
            raise SystemExit(f"gen-openapi: unexpected line before a marker: {line!r}")
        if len(current) == 1:
            name = line.strip().rstrip(":")
            blocks[name] = current
        current.append(line)
    return blocks


def splice(text: str, blocks: dict[str, list[str]]) -> str:
    """`text` with each named schema under components.schemas replaced by its generated block."""
    lines = text.splitlines(keepends=True)
    start = lines.index("  schemas:\n") + 1
    # The section ends at the next member of `components` (`  examples:`): names repeat there.
    end = next(
        (j for j in range(start, len(lines)) if lines[j].startswith("  ") and lines[j][2:3] not in (" ", "\n")),
        len(lines),
    )
    out = lines[:start]
    i = start
    seen: set[str] = set()
    while i < end:
        line = lines[i]
        if line.startswith(MARK):
            i += 1
            continue
        name = line.strip().rstrip(":") if line.startswith("    ") and not line.startswith("     ") else None
        if name in blocks:
            seen.add(name)
            out += blocks[name]
            i += 1
            while i < end and (lines[i].strip() == "" or lines[i].startswith("      ")):
                i += 1
            continue
        out.append(line)
        i += 1
    missing = sorted(set(blocks) - seen)
    if missing:
        raise SystemExit(f"gen-openapi: openapi.yaml has no schema named {', '.join(missing)}")
    return "".join(out + lines[end:])


def main() -> int:
    binary = os.environ.get("CLEARANCE_BIN") or str(REPO / ".build" / "debug" / "clearance")
    if not Path(binary).exists():
        print(f"gen-openapi: {binary} does not exist: run `swift build`", file=sys.stderr)
        return 2
    args = sys.argv[1:]
    spec = Path(args[args.index("--spec") + 1]) if "--spec" in args else SPEC
    old = spec.read_text()
    new = splice(old, generated(binary))
    if "--check" in args:
        if new != old:
            print(f"gen-openapi: {spec} is stale: run python3 scripts/gen-openapi.py", file=sys.stderr)
            return 1
        return 0
    spec.write_text(new)
    return 0


if __name__ == "__main__":
    sys.exit(main())
