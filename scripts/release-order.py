#!/usr/bin/env python3
"""Writes scripts/release-order.txt: the functions a request runs, for the linker to lay out together.

    python3 scripts/release-order.py [BINARY] [PROFILE...]

BINARY is a release build made with scripts/release-flags (default .build/release/clearance), so
that the Swift runtime's functions are in it; each PROFILE is a callgrind output of the service
(default: every bench/out/callgrind/service*.out.1 that `make callgrind` left, form-8 first).
The list holds each function of the binary the profiles ran, in the order the profiles first name
it; lld places the functions in that order (scripts/release-flags, --symbol-ordering-file).
Regenerate it after a large change to the hot path: `make callgrind`, `make release`, then this;
then relink (`rm .build/release/clearance; make release`: SwiftPM does not relink for a changed
list) and compare the new binary with the old one (`scripts/side-by-side.sh OLD NEW`) before
keeping the new list: the order alone moves the CPU per request by a percent or more.
"""

import glob
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "scripts" / "release-order.txt"


def symbols(binary: str) -> dict[str, str]:
    """The binary's function symbols: each mangled name, and each C++ demangled name, to the mangled."""
    mangled = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    demangled = subprocess.run(
        ["nm", "--defined-only", "-C", binary], capture_output=True, text=True, check=True
    ).stdout
    names: dict[str, str] = {}
    for raw, readable in zip(mangled.splitlines(), demangled.splitlines()):
        raw_parts = raw.split(maxsplit=2)
        readable_parts = readable.split(maxsplit=2)
        if len(raw_parts) < 3 or raw_parts[1] not in "tTwW":
            continue
        names[raw_parts[2]] = raw_parts[2]
        if len(readable_parts) == 3:
            names.setdefault(readable_parts[2], raw_parts[2])
    return names


def whole_text_functions() -> set[str]:
    """Functions of the static Swift runtime that share its one large `.text` section (its other
    functions each have a section of their own). Moving one of them would move that whole
    section, more than a megabyte, into the middle of the list, so the list leaves them out."""
    info = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True)
    match = re.search(r'"runtimeResourcePath"\s*:\s*"([^"]+)"', info.stdout)
    if match is None:
        return set()
    archive = Path(match.group(1)).parent / "swift_static" / "linux" / "libswiftCore.a"
    if not archive.exists():
        return set()
    table = subprocess.run(["objdump", "-t", str(archive)], capture_output=True, text=True).stdout
    return {parts[-1] for parts in (line.split() for line in table.splitlines()) if len(parts) >= 6 and parts[-3] == ".text"}


def functions(profile: str):
    """The function names of a callgrind output, in the order it first names them."""
    table: dict[str, str] = {}
    for line in open(profile, errors="replace"):
        for prefix in ("fn=", "cfn="):
            if line.startswith(prefix):
                match = re.match(r"\((\d+)\)(?: (.*))?", line[len(prefix):].rstrip("\n"))
                if match is None:
                    continue
                key, name = match.groups()
                if name:
                    table[key] = name
                # callgrind marks recursion levels with 'N.
                yield table.get(key, key).split("'")[0]


def main() -> int:
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build" / "release" / "clearance")
    profiles = sys.argv[2:] or sorted(
        glob.glob(str(ROOT / "bench" / "out" / "callgrind" / "service*.out.1")),
        key=lambda path: ("form-8" not in path, path),
    )
    if not profiles:
        print("release-order: no profiles; run `make callgrind` first", file=sys.stderr)
        return 1
    known = symbols(binary)
    for name in whole_text_functions():
        known.pop(name, None)
    order: list[str] = []
    seen: set[str] = set()
    for profile in profiles:
        for name in functions(profile):
            symbol = known.get(name)
            if symbol is not None and symbol not in seen:
                seen.add(symbol)
                order.append(symbol)
    OUT.write_text("".join(name + "\n" for name in order))
    print(f"release-order: {len(order)} functions from {len(profiles)} profiles to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
