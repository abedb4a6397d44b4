"""The device catalog through the service (GET /v1/devices, /v1/devices/{id}) and the CLI."""

import json
import re

import pytest

from devices_helpers import DATA, DERIVED, DEVICES, MEASURED, run_cli, runs, serve


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
    assert doc["defaultIOS"] == "26" and doc["iosVersions"] == ["18", "26"]
    assert doc["accessoryBar"]["ios18"] == 44 and doc["accessoryBar"]["ios26"] == 58
    for served in doc["devices"]:
        raw = DEVICES[served["id"]]
        assert served["points"] == raw["points"]
        assert served["scale"] == raw["scale"]
        assert served["kind"] == raw["kind"] and served["family"] == raw["id"]
        assert [{"id": a["id"], "name": a["name"]} for a in served["aliases"]] == [
            {"id": a["id"], "name": a["name"]} for a in raw["aliases"]
        ]
        assert served["model"] == raw["model"] and served["runs"] == raw["runs"]
        assert [a["runs"] for a in served["aliases"]] == [a["runs"] for a in raw["aliases"]]
        for ios in ("18", "26"):
            version = served["ios"][ios]
            assert version["safeArea"] == raw["ios"][ios]["safeArea"]
            assert version["keyboardHeight"] == raw["ios"][ios]["keyboardHeight"]
            if not runs(raw, ios):
                # The model the id names does not run it: it supports nothing there.
                assert version["supports"] == {o: {"keyboards": [], "keyboardTypes": []} for o in ("portrait", "landscape")}
                continue
            for orientation in ("portrait", "landscape"):
                heights = raw["ios"][ios]["keyboardHeight"][orientation]
                expected = (["predictive"] if heights["withPredictiveBar"] is not None else []) + (
                    ["noPredictive"] if heights["withoutPredictiveBar"] is not None else []
                )
                supports = version["supports"][orientation]
                assert supports["keyboards"] == expected + ["hardwareBar", "hidden"]
                # The pads: an iPhone's own figure; an iPad's full keyboard, where a source says
                # so (iOS 26). Emoji: no source.
                if raw["kind"] == "iPhone":
                    pads = heights.get("numberPad") is not None
                else:
                    pads = bool(expected) and ios in DATA["keyboardTypes"]["numberPad"]["iPadFullKeyboard"]
                assert supports["keyboardTypes"] == (["default"] if expected else []) + (
                    ["numberPad", "phonePad", "decimalPad"] if pads else []
                )
        # The data file's entries, but for those a derived figure replaces; then one per derived
        # figure (a safe area as its group), each naming its rule.
        derived = [f for f in served["figures"] if f["provenance"] == "derived"]
        derived_at = {f["at"] for f in derived}
        assert [f["at"] for f in served["figures"] if f["provenance"] == "measured"] == [
            f["at"] for f in MEASURED[served["id"]]["figures"] if f["at"] not in derived_at
        ]
        group = lambda p: "/".join(p.split("/")[:5]) if "/safeArea/" in p else p  # noqa: E731
        assert derived_at == {group(p) for p in DERIVED[served["id"]]}
        assert all(f["rule"] and f["derivedFrom"] and f["sources"] and f["unknown"] is None for f in derived)
        assert served["derived"] == [f["at"] for f in derived]
        cited = {k for f in raw["figures"] for k in f.get("sources", []) + [s for a in f.get("alternatives", []) for s in a["sources"]]}
        assert cited - derived_at <= {s["key"] for s in served["sources"]}
        assert all(s["description"] == DATA["sources"][s["key"]] for s in served["sources"])


def test_uncertain_lists_nulls_and_disputed_figures(server):
    _, _, doc = server.get("/v1/devices/iphone-16-pro")
    # Before iOS 26 AY and RG agree on everything (292 fills the former gap); the pad has no
    # source. On iOS 26 the landscape insets (SST PR #1046: top 20) and the portrait keyboard
    # (AY's 345 against DS and RG's 335) and landscape keyboard (RG's 209) are disputed; the
    # heights without the predictive bar and of the pad have no source, and rules derive them.
    assert doc["uncertain"] == [
        "/ios/18/keyboardHeight/portrait/numberPad",
        "/ios/18/keyboardHeight/landscape/numberPad",
        "/ios/26/safeArea/landscape/top",
        "/ios/26/safeArea/landscape/left",
        "/ios/26/safeArea/landscape/bottom",
        "/ios/26/safeArea/landscape/right",
        "/ios/26/keyboardHeight/portrait/withPredictiveBar",
        "/ios/26/keyboardHeight/landscape/withPredictiveBar",
    ]
    assert doc["derived"] == [
        "/ios/26/keyboardHeight/portrait/numberPad",
        "/ios/26/keyboardHeight/landscape/numberPad",
        "/ios/26/keyboardHeight/portrait/withoutPredictiveBar",
        "/ios/26/keyboardHeight/landscape/withoutPredictiveBar",
    ]
    assert doc["ios"]["18"]["keyboardHeight"]["portrait"]["withoutPredictiveBar"] == 292
    assert doc["ios"]["26"]["keyboardHeight"]["portrait"]["withoutPredictiveBar"] == 335 - 44


def test_one_device_is_the_same_object_as_in_the_list(server):
    _, _, catalog = server.get("/v1/devices")
    for device in catalog["devices"]:
        status, _, one = server.get("/v1/devices/" + device["id"])
        assert status == 200
        assert one == device


def test_an_alias_answers_its_family_under_its_own_name(server):
    _, _, family = server.get("/v1/devices/iphone-16-pro")
    status, _, alias = server.get("/v1/devices/iphone-17-pro")
    assert status == 200
    assert alias["id"] == "iphone-17-pro" and alias["name"] == "iPhone 17 Pro" and alias["family"] == "iphone-16-pro"
    # Its own model and releases (iOS 26 on): it supports nothing before iOS 26.
    assert alias["model"] == "iPhone 17 Pro" and alias["runs"] == {"first": 26, "last": None}
    assert alias["ios"]["18"]["supports"]["portrait"] == {"keyboards": [], "keyboardTypes": []}
    assert alias["ios"]["26"] == family["ios"]["26"]
    assert {k: v for k, v in alias.items() if k not in ("id", "name", "model", "runs", "ios")} == {
        k: v for k, v in family.items() if k not in ("id", "name", "model", "runs", "ios")
    }


def test_unknown_device_is_a_404_naming_the_closest_ids(server):
    status, ctype, problem = server.get("/v1/devices/iphone-17pro")
    assert status == 404 and ctype == "application/problem+json"
    assert problem["type"] == "urn:clearance:problem:not-found"
    assert "'iphone-17pro'" in problem["detail"]
    assert "did you mean `iphone-17-pro` (iPhone 17 Pro)" in problem["detail"]


def test_cli_json_is_the_same_document(server):
    code, out, err = run_cli("devices", "--json")
    assert code == 0, err
    _, _, served = server.get("/v1/devices")
    assert json.loads(out) == served
    code, out, _ = run_cli("devices", "iphone-x", "--json")
    assert code == 0
    assert json.loads(out)["ios"]["18"]["safeArea"]["landscape"] == {"top": 0, "left": 44, "bottom": 21, "right": 44}
    code, out, err = run_cli("devices", "nope")
    assert code == 1 and out == b""
    assert b"The catalog has no device 'nope'; did you mean" in err


def test_cli_prints_a_table_of_names_sizes_and_keyboards():
    code, out, err = run_cli("devices")
    assert code == 0, err
    lines = out.decode().splitlines()
    assert lines[0].split() == [
        "ID", "MODELS", "POINTS", "SCALE", "RUNS", "iOS", "26", "KEYBOARDS", "iOS", "18", "KEYBOARDS"
    ]
    rows = {line.split()[0]: line for line in lines[1 : len(DATA["devices"]) + 1]}
    assert list(rows) == [d["id"] for d in DATA["devices"]]
    assert "iPhone 14 Pro, 15, 15 Pro, 16" in rows["iphone-15"] and "393x852" in rows["iphone-15"]
    # iOS 26: the alphabetic keyboard (* its height without the bar derived) and FW's pads
    # (derived on the Air); before iOS 26: the alphabetic keyboard alone, and none on the Air.
    cells = lambda row: re.split(r" {2,}", row.rstrip())  # noqa: E731
    assert cells(rows["iphone-15"])[-3:] == ["16-", "default*, numberPad, phonePad, decimalPad", "default"]
    assert cells(rows["iphone-air"])[-3:] == ["26-", "default*, numberPad*, phonePad*, decimalPad*", "-"]
    assert cells(rows["iphone-14"])[-2:] == ["default*, numberPad(P), phonePad(P), decimalPad(P)", "default"]
    assert "  iphone-17-pro (iPhone 17 Pro, 26-) -> iphone-16-pro" in lines
    assert "  iphone-xs (iPhone XS, 12-18) -> iphone-x" in lines
    code, out, _ = run_cli("devices", "iphone-16")
    assert code == 0
    assert out.decode().splitlines()[1].startswith("iphone-16 ")
