"""One version, from one source of truth: `ClearanceService.version` in the Swift sources.

`clearance --version` prints it, `/metrics` reports it, and `openapi.yaml`'s `info.version` and
the README repeat it; each must be exactly that constant.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import requests
import yaml

REPO = Path(__file__).resolve().parents[2]
SOURCE = REPO / "Sources" / "ClearanceService" / "ClearanceService.swift"


def source_version() -> str:
    found = re.findall(r'public static let version = "([^"]+)"', SOURCE.read_text())
    assert len(found) == 1, found
    assert re.fullmatch(r"\d+\.\d+\.\d+", found[0]), found[0]
    return found[0]


def test_the_binary_prints_the_source_version(clearance_bin: Path) -> None:
    result = subprocess.run([str(clearance_bin), "--version"], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    assert result.stdout == source_version() + "\n"


def test_the_document_carries_the_source_version() -> None:
    assert yaml.safe_load((REPO / "openapi.yaml").read_text())["info"]["version"] == source_version()


def test_every_version_the_readme_mentions_is_the_source_version() -> None:
    readme = (REPO / "README.md").read_text()
    mentions = re.findall(r"^  version: (\S+)$", readme, re.M)
    mentions += re.findall(r'clearance_build_info\{version="([^"]+)"\}', readme)
    mentions += re.findall(r"^clearance --version\n```\n\n```text\n(\S+)\n```", readme, re.M)
    assert len(mentions) == 3, mentions
    assert set(mentions) == {source_version()}


def test_metrics_report_the_source_version(service: str) -> None:
    text = requests.get(service + "/metrics", timeout=10).text
    assert f'clearance_build_info{{version="{source_version()}"}} 1' in text.splitlines()
