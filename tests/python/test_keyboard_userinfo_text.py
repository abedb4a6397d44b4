"""`keyboard.userInfo` as logs print it: the service accepts the texts the schema's patterns make.

The patterns of `openapi.yaml` are built from `scripts/userinfo_grammar.py`. Texts generated from
the patterns themselves (hypothesis) are sent to the live service and matched against the
document's pattern: the service answers 200 exactly when the pattern matches, else a 422 at the
field. A corpus of texts and every edit of the accepted ones are judged alike by the decoder and
the patterns in the Swift suite (ClearanceWireTests: LoggedUserInfoPatternTests).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
import requests
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))
import userinfo_grammar as grammar  # noqa: E402

SCHEMAS = yaml.safe_load((REPO / "openapi.yaml").read_text())["components"]["schemas"]
SCREEN = {"screen": {"width": 390, "height": 844}, "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}}}


def body_for(field: str, text: str) -> dict:
    """A layout whose keyboard gives `text` as the field: the whole userInfo, or one member of it."""
    if field == "LoggedUserInfo":
        user_info: object = text
    elif field == "LoggedRect":
        user_info = {"UIKeyboardFrameEndUserInfoKey": text}
    else:
        key = {"LoggedDuration": grammar.DURATION_KEY, "LoggedCurve": grammar.CURVE_KEY}[field]
        user_info = {"UIKeyboardFrameEndUserInfoKey": "{{0, 508}, {390, 336}}", key: text}
    return {**SCREEN, "keyboard": {"userInfo": user_info}}


POINTERS = {
    "LoggedUserInfo": "/keyboard/userInfo",
    "LoggedRect": f"/keyboard/userInfo/{grammar.FRAME_KEY}",
    "LoggedDuration": f"/keyboard/userInfo/{grammar.DURATION_KEY}",
    "LoggedCurve": f"/keyboard/userInfo/{grammar.CURVE_KEY}",
}


def verdicts(service: str, field: str, texts: list[str]) -> list[bool]:
    """For each text, whether the service accepts it (checking that a refusal is at the field)."""
    out: list[bool] = []
    for start in range(0, len(texts), 1000):
        chunk = texts[start : start + 1000]
        response = requests.post(
            service + "/v1/layout/batch", json={"requests": [body_for(field, t) for t in chunk]}, timeout=60
        )
        assert response.status_code == 200, response.text
        for i, (text, result) in enumerate(zip(chunk, response.json()["results"])):
            if "problem" in result:
                pointers = [e["pointer"] for e in result["problem"]["errors"]]
                assert pointers == [f"/requests/{i}{POINTERS[field]}"], (text, result)
            out.append("problem" not in result)
    return out


def assert_agree(service: str, field: str, texts: list[str]) -> None:
    pattern = re.compile(SCHEMAS[field]["pattern"])
    served = verdicts(service, field, texts)
    disagreements = [(t, s) for t, s in zip(texts, served) if bool(pattern.search(t)) != s]
    assert disagreements == [], f"{len(disagreements)} disagreements (text, served), first: {disagreements[:5]}"


def test_the_document_holds_the_grammar_patterns() -> None:
    for name, pattern in grammar.PATTERNS.items():
        assert SCHEMAS[name]["pattern"] == pattern, name
    user_info = SCHEMAS["KeyboardByUserInfo"]["properties"]["userInfo"]["oneOf"]
    assert {"$ref": "#/components/schemas/LoggedUserInfo"} in user_info


@pytest.mark.parametrize("field", list(grammar.PATTERNS))
def test_texts_made_from_the_pattern_are_accepted(service: str, field: str) -> None:
    texts: list[str] = []

    @settings(max_examples=150, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(st.from_regex(SCHEMAS[field]["pattern"]))
    def collect(text: str) -> None:
        texts.append(text)

    collect()
    assert texts
    assert_agree(service, field, texts)
