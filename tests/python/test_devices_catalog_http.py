"""The device catalog through the service (GET /v1/devices, /v1/devices/{id}) and the CLI."""

import json
import re

import pytest

from devices_helpers import ANDROID_DATA, DATA, run_cli, serve


@pytest.fixture(scope="module")
def server():
    with serve() as s:
        yield s


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
    assert alias["model"] == "iPhone 17 Pro" and alias["runs"] == {"first": "26", "last": None}
    assert (alias["releases"], alias["defaultRelease"]) == (["26", "27"], "27")
    assert (family["releases"], family["defaultRelease"]) == (["18", "26", "27"], "27")
    empty = {"keyboards": [], "keyboardTypes": []}
    assert alias["ios"]["18"]["supports"] == {"classic": {"portrait": empty, "landscape": empty}}
    assert family["ios"]["18"]["supports"]["classic"]["portrait"]["keyboards"] == [
        "predictive", "noPredictive", "emoji", "hardwareBar", "hidden"
    ]
    assert alias["ios"]["26"] == family["ios"]["26"] and alias["ios"]["27"] == family["ios"]["27"]
    own = ("id", "name", "model", "runs", "releases", "defaultRelease", "ios")
    assert {k: v for k, v in alias.items() if k not in own} == {k: v for k, v in family.items() if k not in own}


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
    code, out, _ = run_cli("devices", "pixel-9", "--json")
    assert code == 0
    _, _, one = server.get("/v1/devices/pixel-9")
    assert json.loads(out) == one and one["android"]["safeArea"]["portrait"] == {"top": 54, "left": 0, "bottom": 24, "right": 0}
    code, out, err = run_cli("devices", "nope")
    assert code == 1 and out == b""
    assert b"The catalog has no device 'nope'; did you mean" in err


def test_cli_prints_a_table_of_names_sizes_and_keyboards():
    code, out, err = run_cli("devices")
    assert code == 0, err
    lines = out.decode().splitlines()
    assert lines[0].split() == [
        "ID", "PLATFORM", "MODELS", "POINTS", "SCALE", "RELEASES", "STYLES", "KEYBOARDS", "(newest", "release)"
    ]
    ids = [d["id"] for d in DATA["devices"]] + [d["id"] for d in ANDROID_DATA["devices"]]
    rows = {line.split()[0]: line for line in lines[1 : len(ids) + 1]}
    assert list(rows) == ids
    assert "iPhone 14 Pro, 15, 15 Pro, 16" in rows["iphone-15"] and "393x852" in rows["iphone-15"]
    cells = lambda row: re.split(r" {2,}", row.rstrip())  # noqa: E731
    # The releases any of the row's models runs; its styles; the keyboards on its newest release
    # (iOS 27 for a current phone: every height assumed, ~; the emoji keyboard portrait only, on
    # the 390-402-pt phones).
    assert cells(rows["iphone-15"])[1:2] + cells(rows["iphone-15"])[-3:] == [
        "iOS", "16,17,18,26,27", "classic,liquidGlass", "default~, numberPad~, phonePad~, decimalPad~, emoji~(P)"
    ]
    assert cells(rows["iphone-air"])[-3:] == ["26,27", "liquidGlass,classic", "default~, numberPad~, phonePad~, decimalPad~"]
    # A retired model's newest release is its last major: the 8 Plus's iOS 16, the classic
    # keyboard only, its pads derived in portrait (padIsLettersWithoutBar).
    assert cells(rows["iphone-8-plus"])[-3:] == [
        "11,12,13,14,15,16", "classic", "default, numberPad*(P), phonePad*(P), decimalPad*(P)"
    ]
    # The iPad Pro 11" stopped at iOS 26, where its keyboard is derived.
    assert cells(rows["ipad-pro-11"])[-3:] == ["12,13,14,15,16,17,18,26", "classic,liquidGlass", "default*"]
    # The Duo runs 27.1 on; the 18 Pro has no keyboard at all.
    assert cells(rows["iphone-duo-inner"])[-3:] == ["27.1", "liquidGlass,classic", "default~, numberPad~, phonePad~, decimalPad~"]
    assert cells(rows["iphone-18-pro"])[-3:] == ["27", "liquidGlass,classic", "-"]
    # Android: no iOS release, Gboard.
    assert cells(rows["pixel-9"])[1] == "android" and cells(rows["pixel-9"])[-3:] == ["-", "gboard", "default"]
    assert cells(rows["pixel-9-pro"])[-3:] == ["-", "gboard", "-"]
    assert "  iphone-17-pro (iPhone 17 Pro, 26-) -> iphone-16-pro" in lines
    assert "  iphone-xs (iPhone XS, 12-18) -> iphone-x" in lines
    code, out, _ = run_cli("devices", "iphone-16")
    assert code == 0
    assert out.decode().splitlines()[1].startswith("iphone-16 ")
