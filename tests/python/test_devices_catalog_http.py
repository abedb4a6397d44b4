"""The device catalog through the service (GET /v1/devices, /v1/devices/{id}) and the CLI."""

import json

import pytest

from devices_helpers import DATA, DEVICES, run_cli, serve


@pytest.fixture(scope="module")
def server():
    with serve() as s:
        yield s


def test_catalog_lists_every_device_with_its_figures(server):
    status, ctype, doc = server.get("/v1/devices")
    assert status == 200 and ctype == "application/json"
    assert [d["id"] for d in doc["devices"]] == [d["id"] for d in DATA["devices"]]
    assert doc["hardwareKeyboardBar"]["height"] == 55
    assert doc["about"] == DATA["about"]
    for served in doc["devices"]:
        raw = DEVICES[served["id"]]
        assert served["points"] == raw["points"]
        assert served["scale"] == raw["scale"]
        assert served["safeArea"] == raw["safeArea"]
        assert served["keyboardHeight"] == raw["keyboardHeight"]
        assert [s["key"] for s in served["sources"]] == raw["sources"]
        assert all(s["description"] == DATA["sources"][s["key"]] for s in served["sources"])
        assert served["notes"] == raw.get("notes")
        for orientation in ("portrait", "landscape"):
            heights = raw["keyboardHeight"][orientation]
            expected = (["predictive"] if heights["withPredictiveBar"] is not None else []) + (
                ["noPredictive"] if heights["withoutPredictiveBar"] is not None else []
            )
            assert served["keyboards"][orientation] == expected + ["hardwareBar", "hidden"]


def test_uncertain_lists_nulls_and_disputed_figures(server):
    _, _, doc = server.get("/v1/devices/iphone-16-pro")
    # null: portrait withoutPredictiveBar; the note disputes the portrait keyboard (345 AY / 335 DS)
    # and the landscape bottom inset (20 DS).
    assert doc["uncertain"] == [
        "/safeArea/landscape/bottom",
        "/keyboardHeight/portrait/withPredictiveBar",
        "/keyboardHeight/portrait/withoutPredictiveBar",
    ]
    assert doc["keyboardHeight"]["portrait"]["withoutPredictiveBar"] is None


def test_one_device_is_the_same_object_as_in_the_list(server):
    _, _, catalog = server.get("/v1/devices")
    for device in catalog["devices"]:
        status, _, one = server.get("/v1/devices/" + device["id"])
        assert status == 200
        assert one == device


def test_unknown_device_is_a_404_naming_the_known_ids(server):
    status, ctype, problem = server.get("/v1/devices/pixel-8")
    assert status == 404 and ctype == "application/problem+json"
    assert problem["type"] == "urn:clearance:problem:not-found"
    assert "'pixel-8'" in problem["detail"]
    assert "iphone-se, iphone-8-plus" in problem["detail"] and "ipad-pro-12-9" in problem["detail"]


def test_cli_prints_the_same_json(server):
    code, out, err = run_cli("devices")
    assert code == 0, err
    _, _, served = server.get("/v1/devices")
    assert json.loads(out) == served
    code, out, _ = run_cli("devices", "iphone-x")
    assert code == 0
    assert json.loads(out)["safeArea"]["landscape"] == {"top": 0, "left": 44, "bottom": 21, "right": 44}
    code, out, err = run_cli("devices", "nope")
    assert code == 1 and out == b""
    assert b"known ids: iphone-se" in err
