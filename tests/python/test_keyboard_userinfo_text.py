"""`keyboard.userInfo` as logs print it: the service and the schema accept exactly the same texts.

The patterns of `openapi.yaml` are built from `scripts/userinfo_grammar.py`. A corpus of texts (logged
dictionaries, rect strings, durations and curves: real ones, variations, garbage), every prefix
and many one-character edits of the accepted ones, and texts generated from the patterns
themselves are each sent to the live service and matched against the document's pattern: the
service answers 200 exactly when the pattern matches, else a 422 at the field.
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

NSLOG = (
    "{\n"
    "    UIKeyboardAnimationCurveUserInfoKey = 7;\n"
    '    UIKeyboardAnimationDurationUserInfoKey = "0.25";\n'
    '    UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {390, 336}}";\n'
    '    UIKeyboardCenterBeginUserInfoKey = "NSPoint: {195, 1012}";\n'
    '    UIKeyboardCenterEndUserInfoKey = "NSPoint: {195, 676}";\n'
    '    UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 844}, {390, 336}}";\n'
    '    UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 508}, {390, 336}}";\n'
    "    UIKeyboardIsLocalUserInfoKey = 1;\n"
    "}"
)
PRINT = (
    '[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0.0, 476.33333333333331}, {390.0, 367.66666666666669}}, '
    'AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, '
    'AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardCenterBeginUserInfoKey"): NSPoint: {195.0, 1012.0}, '
    'AnyHashable("UIKeyboardFrameBeginUserInfoKey"): CGRect: {{0.0, 844.0}, {390.0, 367.66666666666669}}]'
)

USER_INFO_ACCEPTED = [
    NSLOG,
    PRINT,
    NSLOG.replace("= 7;", '= "7";').replace('"0.25"', "0.25"),
    NSLOG.replace("NSRect: {{0, 508}", "CGRect: {{0.0, 476.33333333333331}"),
    '{UIKeyboardFrameEndUserInfoKey="{{0,508},{390,336}}";}',
    ' \t{ UIKeyboardFrameEndUserInfoKey = " NSRect:{ {-10.5 , 500.25} , {390 , 343.75} } " ; }\r\n',
    '{ A = "x \\" ; } = "; B = -; UIKeyboardFrameEndUserInfoKey = "{{0, 508}, {390, 336}}"; C = "\u0000"; }',
    '{ UIKeyboardFrameEndUserInfoKey = "{{0, 0}, {1, 1}}"; UIKeyboardFrameEndUserInfoKey = "{{0, 508}, {390, 336}}"; }',
    '{ UIKeyboardFrameEndUserInfoKeyX = 1; UIKeyboardFrameEndUserInfoKey = "{{0, 508}, {390, 336}}"; }',
    '[AnyHashable("UIKeyboardFrameEndUserInfoKey"):{{0,508},{390,336}}]',
    '[AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{-1000000000, 999999999.999}, {1000000000.000, 0}}]',
    '[AnyHashable("x"): "a, ] }", AnyHashable("y"): {a, {b}, c} (d), AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 508}, {390, 336}}]',
    '[AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): "15", AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}} ]',
]
USER_INFO_REFUSED = [
    "",
    "garbage",
    "NSRect: {{0, 508}, {390, 336}}",
    "{}",
    "[]",
    "[:]",
    "{ UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 844}, {390, 336}}\"; }",
    NSLOG.replace("UIKeyboardFrameEndUserInfoKey", "UIKeyboardFrameEndUserInfoKeys"),
    NSLOG[:-1],
    NSLOG + ";",
    NSLOG.replace('"0.25"', '"-0.25"'),
    NSLOG.replace('"0.25"', '"1e-1"'),
    NSLOG.replace("= 7;", "= 16;"),
    NSLOG.replace("= 7;", "= 7.0;"),
    NSLOG.replace("{390, 336}}\";\n    UIKeyboardIsLocal", "{-390, 336}}\";\n    UIKeyboardIsLocal"),
    NSLOG.replace('"NSRect: {{0, 508}, {390, 336}}";\n    UIKeyboardIsLocal', "NSRect;\n    UIKeyboardIsLocal"),
    NSLOG.replace("NSRect: {{0, 508}", "Rect: {{0, 508}"),
    NSLOG.replace("NSRect: {{0, 508}", "NSRect: {{0, 5e2}"),
    NSLOG.replace("NSRect: {{0, 508}", "NSRect: {{0, 1000000000.5}"),
    PRINT[:-1],
    PRINT.replace("AnyHashable(", "AnyHashable (", 1),
    PRINT.replace(": 0.25", ": zero"),
    PRINT.replace(": 7,", ": 7 8,"),
    PRINT.replace("NSRect: {{0.0, 476", '"NSRect: {{0.0, 476').replace("367.66666666666669}}, AnyHashable(\"UIKeyboardAnimationDuration", "367.66666666666669}}\", AnyHashable(\"UIKeyboardAnimationDuration"),
    '[AnyHashable("A"): {{{1}}}, AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}}]',
    '[AnyHashable("A"): , AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}}]',
    '[AnyHashable("UIKeyboardFrameEndUserInfoKey"): {{0, 508}, {390, 336}},]',
    "{ A = \"" + "\\" * 999,
    "{" * 5000,
    "{ \u0000 }",
]

RECT_ACCEPTED = ["NSRect: {{0, 508}, {390, 336}}", "CGRect: {{0.0, 476.33333333333331}, {390.0, 367.66666666666669}}",
                 "{{0,508},{390,336}}", "  NSRect:{ { -10.5 ,  500.25 } , { 390 , 343.75 } }  ", "{{-0, -844}, {0.5, 0}}",
                 "\t{{0, 508}, {1000000000.0, 336}}\n"]  # fmt: skip
RECT_REFUSED = ["", "NSRect", "NSRect: {{0, 508}, {390}}", "{{0, 508}, {-390, 336}}", "CGRect: {{0, 1e2}, {3.9e2, 336}}",
                "Rect: {{0, 508}, {390, 336}}", "{{.5, 508}, {390, 336}}", "{{0, 508}, {+390, 336}}", "{{0, 508}, {-0, 336}}",
                "{{0, 508}, {1000000000.5, 336}}", "{{0, 5080000000}, {390, 336}}", "NSRect :{{0, 508}, {390, 336}}",
                "{{0, 508}, {390, 336}} x", "{{0, 508.}, {390, 336}}"]  # fmt: skip
DURATION_ACCEPTED = ["0.25", "0", "1000000000", "0.333333333333333333", "999999999.5", " 0.25", "0.25\n"]
DURATION_REFUSED = ["", " ", "-0.25", "1e-1", ".25", "0.", "1000000000.1", "0x1", "0.25s", "0 .25"]
CURVE_ACCEPTED = ["0", "7", "15", "10", " 7\t"]
CURVE_REFUSED = ["", "16", "07", "-1", "7.0", "x", "1 5"]


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


@pytest.mark.parametrize(
    ("field", "accepted", "refused"),
    [
        ("LoggedUserInfo", USER_INFO_ACCEPTED, USER_INFO_REFUSED),
        ("LoggedRect", RECT_ACCEPTED, RECT_REFUSED),
        ("LoggedDuration", DURATION_ACCEPTED, DURATION_REFUSED),
        ("LoggedCurve", CURVE_ACCEPTED, CURVE_REFUSED),
    ],
)
def test_the_corpus_is_accepted_and_refused_as_the_pattern_says(service: str, field: str, accepted, refused) -> None:
    pattern = re.compile(SCHEMAS[field]["pattern"])
    assert [t for t in accepted if not pattern.search(t)] == []
    assert [t for t in refused if pattern.search(t)] == []
    assert verdicts(service, field, accepted) == [True] * len(accepted)
    assert verdicts(service, field, refused) == [False] * len(refused)


def edits(text: str) -> list[str]:
    """Every prefix of `text`, and `text` with one character dropped, doubled or replaced by each
    of a few that matter to the grammar, at every position."""
    out = [text[:i] for i in range(len(text))]
    for i in range(len(text)):
        out.append(text[:i] + text[i + 1 :])
        out.append(text[:i] + text[i] + text[i:])
        for c in '{}[],;:="\\ -.0x\u0000':
            out.append(text[:i] + c + text[i + 1 :])
    return out


@pytest.mark.parametrize(
    ("field", "text"),
    [("LoggedUserInfo", t) for t in (NSLOG, PRINT, USER_INFO_ACCEPTED[6], USER_INFO_ACCEPTED[11])]
    + [("LoggedRect", t) for t in RECT_ACCEPTED[:4]]
    + [("LoggedDuration", "0.25"), ("LoggedCurve", "15")],
)
def test_every_edit_of_an_accepted_text_is_judged_alike(service: str, field: str, text: str) -> None:
    assert_agree(service, field, edits(text))


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


def test_a_garbled_text_names_the_key_it_could_not_find(service: str) -> None:
    for text in ("garbage", NSLOG.replace("UIKeyboardFrameEndUserInfoKey", "UIKeyboardFrameEnd")):
        response = requests.post(service + "/v1/layout", json=body_for("LoggedUserInfo", text), timeout=10)
        assert response.status_code == 422
        (error,) = response.json()["errors"]
        assert error["pointer"] == "/keyboard/userInfo"
        assert error["message"].startswith("no UIKeyboardFrameEndUserInfoKey in the logged userInfo"), error
