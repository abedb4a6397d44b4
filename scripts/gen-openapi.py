#!/usr/bin/env python3
"""Writes openapi.yaml, the whole of it, as the binary generates it.

`clearance schema --document --examples tests/fixtures/examples` prints the document: the info
block, the paths from the operation table, the shared parameters, headers and error responses
and the schemas written in Sources/ClearanceContract (APIDocument*.swift, the request schema of
RequestSchemaDocument.swift, the answer schema of AnswerSchema*.swift, ProblemClass in
Problem.swift), and the examples read from tests/fixtures/examples. No line of the document is
written by hand.

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
EXAMPLES = REPO / "tests" / "fixtures" / "examples"


def generated(binary: str) -> str:
    """The document as the binary prints it."""
    return subprocess.run(
        [binary, "schema", "--document", "--examples", str(EXAMPLES)], check=True, capture_output=True, text=True
    ).stdout


def main() -> int:
    binary = os.environ.get("CLEARANCE_BIN") or str(REPO / ".build" / "debug" / "clearance")
    if not Path(binary).exists():
        print(f"gen-openapi: {binary} does not exist: run `swift build`", file=sys.stderr)
        return 2
    args = sys.argv[1:]
    spec = Path(args[args.index("--spec") + 1]) if "--spec" in args else SPEC
    new = generated(binary)
    if "--check" in args:
        if not spec.exists() or spec.read_text() != new:
            print(f"gen-openapi: {spec} is stale: run python3 scripts/gen-openapi.py", file=sys.stderr)
            return 1
        return 0
    spec.write_text(new)
    return 0


if __name__ == "__main__":
    sys.exit(main())
