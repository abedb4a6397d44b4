"""Policies over HTTP: POST /v1/layout with options.policy, POST /v1/layout/compare (JSON and SVG),
and the errors of policy-formulas §6, against the real service."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import requests

SCENARIO = {
    "screen": {"width": 390, "height": 844},
    "window": {"safeArea": {"top": 47, "bottom": 34}},
    "keyboard": {"height": 336},
    "container": {
        "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
        "contentSize": {"width": 390, "height": 900},
        "contentOffset": {"x": 0, "y": 0},
    },
    "elements": [{"id": "field", "frame": {"x": 20, "y": 600, "width": 350, "height": 44}}],
    "focus": "field",
}

NAMES = [
    "clearance", "iqKeyboardManager", "tpKeyboardAvoiding", "uikitGuide", "swiftUI", "reactNative",
    "reactNativeScrollView", "keyboardController", "flutter", "androidAdjustPan", "androidAdjustResize", "compose",
]


def post(service: str, path: str, body: object, **headers: str) -> requests.Response:
    return requests.post(
        service + path, data=json.dumps(body), headers={"Content-Type": "application/json", **headers}, timeout=30
    )


def test_compare_runs_all_twelve_and_each_equals_the_single_answer(service) -> None:
    response = post(service, "/v1/layout/compare", SCENARIO)
    assert response.status_code == 200
    results = response.json()["results"]
    assert [r["policy"]["name"] for r in results] == NAMES
    # policy-formulas §7, field A: the offsets and gaps of the table.
    offsets = [r["answer"]["contentOffset"]["y"] for r in results]
    assert offsets == [156, 214, 321, 170, 136, 0, 136, 136, 156, 0, 136, 136]
    gaps = [r["focus"]["gap"] for r in results]
    assert gaps == [20, 78, 185, 34, 0, -136, 0, 0, 20, 0, 0, 0]
    for result in results:
        single = post(service, "/v1/layout", {**SCENARIO, "options": {"policy": result["policy"]["name"]}})
        assert single.status_code == 200
        assert single.json() == result["answer"]


def test_compare_warns_that_options_policy_is_ignored(service) -> None:
    body = {**SCENARIO, "options": {"policy": "flutter"}, "policies": ["compose"]}
    answer = post(service, "/v1/layout/compare", body).json()
    assert [w["code"] for w in answer["warnings"]] == ["policyOptionIgnored"]
    assert len(answer["results"]) == 1


def test_compare_svg_draws_a_cell_per_policy(service) -> None:
    response = post(service, "/v1/layout/compare", SCENARIO, Accept="image/svg+xml")
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("image/svg+xml")
    root = ET.fromstring(response.content)
    cells = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if "data-policy" in g.attrib]
    assert [g.attrib["data-policy"] for g in cells] == NAMES
    text = response.text
    assert "tpKeyboardAvoiding 1.3.5" in text and "gap 185 pt" in text
    assert "after hide: offset 321, out of range" in text


def test_policy_errors_are_422_with_pointers(service) -> None:
    cases = [
        ({**SCENARIO, "options": {"policy": "uikit"}}, "/v1/layout", "/options/policy"),
        ({**SCENARIO, "options": {"policy": {"name": "flutter", "fadingEdge": 8}}}, "/v1/layout", "/options/policy/fadingEdge"),
        ({**SCENARIO, "policies": ["flutter"]}, "/v1/layout", "/policies"),
        ({**SCENARIO, "policies": []}, "/v1/layout/compare", "/policies"),
        ({**SCENARIO, "policies": ["flutter", {"name": "x"}]}, "/v1/layout/compare", "/policies/1/name"),
    ]
    for body, path, pointer in cases:
        response = post(service, path, body)
        assert response.status_code == 422, (path, body)
        assert response.headers["Content-Type"].startswith("application/problem+json")
        assert [e["pointer"] for e in response.json()["errors"]] == [pointer]
