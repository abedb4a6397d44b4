"""`POST /v1/design/check` end to end on the real Figma screens of tests/fixtures/figma/: every
text field of a design, each the focus in turn with its own keyboard, on several devices, each
device laying the frame out again by its constraints (docs/designs.md)."""

import json
import os
import subprocess
from pathlib import Path

import pytest
from conftest import post_json as post

FIGMA = Path(__file__).resolve().parents[1] / "fixtures" / "figma"
PREFIX = "paleophonix--figma-flutter-agent--"


def load(name: str) -> dict:
    return json.loads((FIGMA / f"{PREFIX}{name}.json").read_text())


def test_food_delivery_on_two_devices_names_every_field_by_its_label(service: str) -> None:
    status, answer = post(service, "/v1/design/check", {
        "design": {"figma": load("food-delivery-sign-up")}, "devices": ["iphone-se", "iphone-16-pro-max"]})
    assert status == 200, answer
    assert [d["device"]["id"] for d in answer["devices"]] == ["iphone-se", "iphone-16-pro-max"]
    for device in answer["devices"]:
        rows = {row["name"]: row for row in device["fields"]}
        assert set(rows) == {"Full name", "Password", "Email", "Mobile Number", "Date of birth"}, rows.keys()
        assert all(row["labelSource"] == "label" for row in rows.values())
        assert rows["Mobile Number"]["keyboardType"] == "phonePad"
        assert rows["Mobile Number"]["id"] == "204:2478"
        assert rows["Full name"]["keyboardType"] == "default"
        for row in rows.values():
            assert row["after"]["state"] in {"visible", "clipped", "covered", "partiallyCovered", "offscreen"}
            assert isinstance(row["gap"], (int, float))
        # The frame (393×852) is laid out again on both devices, and says so.
        assert "designResized" in [w["code"] for w in device["warnings"]]
    assert answer["summary"]["fields"] == 5 and answer["summary"]["devices"] == 2
    assert answer["summary"]["checks"] == 10
    failing = {f["id"] for f in answer["summary"]["failing"]}
    assert answer["summary"]["clear"] == (not failing)


def test_the_gap_is_negative_where_the_keyboard_covers_a_field(service: str) -> None:
    # card-form's Save bar is not a field; its fields sit in a scroll view, so scrolling shows each.
    status, answer = post(service, "/v1/design/check", {
        "design": {"figma": load("card-form")}, "devices": ["iphone-se"]})
    assert status == 200, answer
    for row in answer["devices"][0]["fields"]:
        covered = row["after"]["coveredFraction"] > 0
        assert (row["gap"] < 0) == covered or row["after"]["state"] == "clipped", row


def test_without_devices_the_frame_is_checked_on_its_own_device(service: str) -> None:
    status, answer = post(service, "/v1/design/check", {"design": {"figma": load("card-form")}})
    assert status == 200, answer
    assert [d["device"]["id"] for d in answer["devices"]] == ["iphone-14"]
    assert "designResized" not in [w["code"] for w in answer["devices"][0]["warnings"]]


def test_a_design_without_a_text_field_answers_empty_rows(service: str) -> None:
    status, answer = post(service, "/v1/design/check", {"design": {"figma": load("light-theme-06")}})
    assert status == 200, answer
    assert answer["devices"][0]["fields"] == []
    assert "designNoTextField" in [w["code"] for w in answer["warnings"]]
    assert answer["summary"]["clear"] is False and answer["summary"]["failing"] == []


def test_an_unknown_device_is_a_422_at_its_index_with_suggestions(service: str) -> None:
    status, problem = post(service, "/v1/design/check", {
        "design": {"figma": load("card-form")}, "devices": ["iphone-se", "iphone-sE2"]})
    assert status == 422, problem
    pointers = {e["pointer"]: e["message"] for e in problem["errors"]}
    assert "/devices/1" in pointers and "did you mean" in pointers["/devices/1"]


def test_shared_device_settings_refuse_an_id_and_a_keyboard_type(service: str) -> None:
    status, problem = post(service, "/v1/design/check", {
        "design": {"figma": load("card-form")}, "devices": "iphones",
        "device": {"id": "iphone-se", "keyboardType": "numberPad"}})
    assert status == 422, problem
    assert {e["pointer"] for e in problem["errors"]} == {"/device/id", "/device/keyboardType"}


def test_the_cli_answers_as_the_service(service: str, tmp_path: Path) -> None:
    body = {"design": {"figma": load("food-delivery-sign-up")}, "devices": ["iphone-se"]}
    path = tmp_path / "check.json"
    path.write_text(json.dumps(body))
    binary = os.environ.get("CLEARANCE_BIN", str(Path(__file__).resolve().parents[2] / ".build/debug/clearance"))
    result = subprocess.run([binary, "design", "check", str(path)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    status, answer = post(service, "/v1/design/check", body)
    assert status == 200
    assert json.loads(result.stdout) == answer


def test_each_device_says_what_its_answers_say_and_the_top_level_what_holds_everywhere(service: str) -> None:
    status, answer = post(service, "/v1/design/check", {
        "design": {"figma": load("card-form")}, "devices": ["iphone-se", "iphone-16-pro-max"]})
    assert status == 200, answer
    for device in answer["devices"]:
        codes = [w["code"] for w in device["warnings"]]
        # The Save bar (611:1343) stays under the keyboard while each field is typed in: said once.
        assert codes.count("pinnedViewCovered") == 1, codes
        covered = next(w for w in device["warnings"] if w["code"] == "pinnedViewCovered")
        assert "611:1343" in covered["message"] and "acts on the form" in covered["message"]
        assert "designResized" in codes
        rows = {row["name"]: row for row in device["fields"]}
        assert rows["Номер карты"]["keyboardType"] == "numberPad"
        assert rows["CVV"]["keyboardType"] == "numberPad"
    # Each device's own designResized names its size, so none holds on both.
    assert "designResized" not in [w["code"] for w in answer["warnings"]]
