"""The design corpus (tests/corpus/designs, docs/designs.md "The corpus"): real screens in Figma,
Penpot and Sketch, each posted to `clearance design` as a designer would post it, against what a
designer expects of it (written from reading the design, before the mapper ran on it).

Only the committed screens run here; `make corpus` prints the table, and with
`CORPUS_LOCAL=DIR` adds the screens whose licence keeps them out of the repository.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from conftest import REPO, clearance_binary

spec = importlib.util.spec_from_file_location("design_corpus", REPO / "scripts" / "design-corpus.py")
corpus = importlib.util.module_from_spec(spec)
spec.loader.exec_module(corpus)

SCREENS = [s for s in corpus.screens(None) if Path(s[3]).exists()]


def scored(fmt: str, expected: dict, path: str) -> dict:
    design = json.loads(Path(path).read_text(encoding="utf-8"))
    answer, error = corpus.run_mapper(str(clearance_binary()), design)
    assert answer is not None, error
    assert answer["mapping"]["format"] == fmt
    return corpus.score(expected, answer, corpus.parents(fmt, design.get(fmt)))


def test_the_corpus_holds_every_format_from_its_sources() -> None:
    formats = {s[0] for s in SCREENS}
    assert formats == {"figma", "penpot", "sketch"}
    for fmt in formats:
        sources = (Path(corpus.CORPUS) / fmt / "SOURCES.md").read_text(encoding="utf-8")
        for _, slug, _, _ in (s for s in SCREENS if s[0] == fmt):
            assert slug in sources, f"{slug} has no row in {fmt}/SOURCES.md"
        assert list((Path(corpus.CORPUS) / fmt / "licenses").iterdir()), f"{fmt} has no licence notice"


@pytest.mark.parametrize("fmt,slug,expected,path", SCREENS, ids=[s[1] for s in SCREENS])
def test_every_committed_screen_is_answered(fmt: str, slug: str, expected: dict, path: str) -> None:
    row = scored(fmt, expected, path)
    # Every field and bottom bar a designer expects on a committed screen is found, and nothing
    # else is taken for a field.
    assert row["fieldsFound"] == row["fields"], row
    assert row["barsFound"] == row["bars"], row
    assert row["falseFields"] == [], row


def test_the_corpus_meets_its_bar() -> None:
    rows = [scored(fmt, expected, path) for fmt, _, expected, path in SCREENS]
    fields = sum(r["fields"] for r in rows)
    bars = sum(r["bars"] for r in rows)
    assert sum(r["fieldsFound"] for r in rows) >= 0.9 * fields
    assert sum(r["barsFound"] for r in rows) >= 0.8 * bars
    assert sum(len(r["falseFields"]) for r in rows) <= 1
