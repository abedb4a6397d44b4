"""The device catalog through the service (GET /v1/devices, /v1/devices/{id}) and the CLI."""

import json
import re

import pytest

from devices_helpers import (
    ANDROID, ANDROID_DATA, ANDROID_DERIVED, DATA, DERIVED, DEVICES, figure_rules, run_cli, runs, serve,
)

ORIENTATIONS = ("portrait", "landscape")
PADS = ["numberPad", "phonePad", "decimalPad"]


@pytest.fixture(scope="module")
def server():
    with serve() as s:
        yield s


def releases_of(model):
    """The releases a model runs, as the catalog lists them: each major from its first (written as
    it shipped, "27.1") to its last, or to the newest while it gets updates."""
    first, last = model["runs"]["first"], model["runs"]["last"]
    majors = DATA["releases"]["majors"]
    top = figure_rules.major(last) if last is not None else majors[-1]
    return [first if m == figure_rules.major(first) else str(m) for m in majors if figure_rules.major(first) <= m <= top]


def group(pointer):
    """A safe-area edge's pointer as its group's; any other as it is."""
    parts = pointer.split("/")
    return "/".join(parts[: parts.index("safeArea") + 2]) if "safeArea" in parts else pointer


def expected_supports(device, heights, kind, full_keyboard):
    """What a set supports in one style and orientation: the keyboards whose height it has, and the
    types (the pads: an iPhone's own figure, an iPad's full keyboard where a source says so)."""
    letters = (["predictive"] if heights["withPredictiveBar"] is not None else []) + (
        ["noPredictive"] if heights["withoutPredictiveBar"] is not None else []
    )
    # The hardware keyboard's shortcut bar is iOS's: an Android phone has no figure for it.
    bar = ["hardwareBar"] if kind != "phone" else []
    keyboards = letters + (["emoji"] if heights["emoji"] is not None else []) + bar + ["hidden"]
    if kind == "iPad":
        pads = bool(letters) and full_keyboard
    else:
        pads = heights.get("numberPad") is not None
    return {"keyboards": keyboards, "keyboardTypes": (["default"] if letters else []) + (PADS if pads else [])}


def check_figures(served, measured, derived):
    """The data file's entries, but for those a derived or assumed figure replaces; then one per
    filled figure (a safe area as its group), each naming its rule."""
    filled = [f for f in served["figures"] if f["provenance"] in ("derived", "assumed")]
    filled_at = {f["at"] for f in filled}
    assert [f["at"] for f in served["figures"] if f["provenance"] == "measured"] == [
        f["at"] for f in measured["figures"] if f["at"] not in filled_at
    ], served["id"]
    assert filled_at == {group(p) for p in derived}, served["id"]
    for f in filled:
        record = next(r for p, r in derived.items() if group(p) == f["at"])
        assert f["provenance"] == ("assumed" if record.get("assumed") else "derived"), (served["id"], f)
        assert f["rule"] == record["rule"], (served["id"], f)
    assert all(f["rule"] and f["derivedFrom"] and f["sources"] and f["unknown"] is None for f in filled)
    assert served["derived"] == [f["at"] for f in filled]


def test_catalog_lists_every_device_with_its_figures(server):
    status, ctype, doc = server.get("/v1/devices")
    assert status == 200 and ctype == "application/json"
    # The iOS file's devices, then the Android file's.
    assert [d["id"] for d in doc["devices"]] == [d["id"] for d in DATA["devices"]] + [d["id"] for d in ANDROID_DATA["devices"]]
    assert doc["hardwareKeyboardBar"]["height"] == 55
    assert doc["about"] == DATA["about"] and doc["androidAbout"] == ANDROID_DATA["about"]
    # Releases, figure sets and styles replace iosVersions and defaultIOS.
    assert "defaultIOS" not in doc and "iosVersions" not in doc
    assert doc["releases"] == {"ios": [11, 12, 13, 14, 15, 16, 17, 18, 26, 27], "newest": "27"}
    assert [(f["set"], f["from"]) for f in doc["figureSets"]] == [("18", "11"), ("26", "26"), ("27", "27")]
    assert [f["releases"] for f in doc["figureSets"]] == [DATA["figureSets"][k]["releases"] for k in ("18", "26", "27")]
    assert [(k["style"], k["from"]) for k in doc["keyboardStyles"]] == [("classic", "11"), ("liquidGlass", "26")]
    assert [[s["key"] for s in k["sources"]] for k in doc["keyboardStyles"]] == [["RNKC", "RNKCH"], ["RNKC", "RNKCH"]]
    assert doc["emojiKeyboard"]["description"] == DATA["emojiKeyboard"]["description"]
    assert [s["key"] for s in doc["emojiKeyboard"]["sources"]] == ["RNKC", "RNKCH"]
    assert [t["type"] for t in doc["keyboardTypes"]] == ["default", *PADS]
    assert doc["accessoryBar"]["ios18"] == 44 and doc["accessoryBar"]["ios26"] == 58
    # Every rule of both files, with its check and whether it is an assumption.
    rules = {r["name"]: r for r in doc["rules"]}
    assert list(rules) == [r["name"] for r in DATA["rules"]] + [r["name"] for r in ANDROID_DATA["rules"]]
    assert [n for n, r in rules.items() if r["assumed"]] == [
        "ios27SafeAreaAsIOS26", "ios27KeyboardAsIOS26", "duoKeyboardAsWidestIPhone"
    ]
    assert rules["gboardLandscapeByWidth"]["used"] is False and rules["classicPredictiveBar"]["used"] is True
    for served in doc["devices"]:
        android = served["id"] in ANDROID
        raw = ANDROID[served["id"]] if android else DEVICES[served["id"]]
        assert served["platform"] == ("android" if android else "iOS")
        assert served["points"] == raw["points"]
        assert served["scale"] == raw["scale"]
        assert served["kind"] == raw["kind"] and served["family"] == raw["id"]
        assert [{"id": a["id"], "name": a["name"]} for a in served["aliases"]] == [
            {"id": a["id"], "name": a["name"]} for a in raw["aliases"]
        ]
        assert served["model"] == raw["model"] and served["runs"] == raw["runs"]
        assert [a["runs"] for a in served["aliases"]] == [a["runs"] for a in raw["aliases"]]
        if android:
            # One figure set, android; no iOS release; Gboard.
            assert "ios" not in served and served["releases"] == [] and served["defaultRelease"] is None
            sets = {"android": (served["android"], raw["android"], True)}
        else:
            assert "android" not in served
            assert served["releases"] == releases_of(raw) and served["defaultRelease"] == served["releases"][-1]
            sets = {v: (served["ios"][v], raw["ios"][v], runs(raw, v)) for v in ("18", "26", "27")}
        for name, (version, figures, running) in sets.items():
            assert version["safeArea"] == figures["safeArea"], (served["id"], name)
            assert version["keyboardHeight"] == figures["keyboardHeight"], (served["id"], name)
            for style, by_orientation in figures["keyboardHeight"].items():
                for orientation in ORIENTATIONS:
                    supports = version["supports"][style][orientation]
                    if not running:
                        # The model the id names does not run it: it supports nothing there.
                        assert supports == {"keyboards": [], "keyboardTypes": []}, (served["id"], name, style)
                        continue
                    full = name in DATA["keyboardTypes"]["numberPad"]["iPadFullKeyboard"]
                    assert supports == expected_supports(raw, by_orientation[orientation], raw["kind"], full), (
                        served["id"], name, style, orientation
                    )
        measured = next(d for d in (ANDROID_DATA if android else DATA)["devices"] if d["id"] == served["id"])
        check_figures(served, measured, (ANDROID_DERIVED if android else DERIVED)[served["id"]])
        cited = {k for f in measured["figures"] for k in f.get("sources", []) + [s for a in f.get("alternatives", []) for s in a["sources"]]}
        assert cited <= {s["key"] for s in served["sources"]}, served["id"]
        descriptions = {**DATA["sources"], **ANDROID_DATA["sources"]}
        assert all(s["description"] == descriptions[s["key"]] for s in served["sources"])


def test_uncertain_lists_nulls_and_disputed_figures(server):
    _, _, doc = server.get("/v1/devices/iphone-16-pro")
    # Before iOS 26 the letters keyboard without the bar is disputed (RNKC measured 291; TG's 292,
    # 1 pt high, is kept as the alternative: the December 2026 evidence), and no source measured
    # the pad or the emoji keyboard in landscape. On iOS 26 the landscape insets (SST PR #1046:
    # top 20) and the Liquid Glass keyboard (AY's 345 against DS and RG's 335; RG's 209 in
    # landscape) are disputed, and the landscape keyboard without its bar and the emoji keyboard
    # in landscape have no source; the classic keyboard in portrait is RNKC's 17 Pro on 26.2 with
    # 26.0's 10-pt-taller reading as an alternative, and in landscape has no source. iOS 27 lists
    # 26's holes, which the assumption has nothing to copy (its assumed figures are in `derived`).
    assert doc["uncertain"] == [
        "/ios/18/keyboardHeight/classic/portrait/withoutPredictiveBar",
        "/ios/18/keyboardHeight/classic/landscape/numberPad",
        "/ios/18/keyboardHeight/classic/landscape/emoji",
        "/ios/26/safeArea/landscape/top",
        "/ios/26/safeArea/landscape/left",
        "/ios/26/safeArea/landscape/bottom",
        "/ios/26/safeArea/landscape/right",
        "/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar",
        "/ios/26/keyboardHeight/liquidGlass/landscape/withPredictiveBar",
        "/ios/26/keyboardHeight/liquidGlass/landscape/withoutPredictiveBar",
        "/ios/26/keyboardHeight/liquidGlass/landscape/emoji",
        "/ios/26/keyboardHeight/classic/portrait/withPredictiveBar",
        "/ios/26/keyboardHeight/classic/portrait/withoutPredictiveBar",
        "/ios/26/keyboardHeight/classic/portrait/numberPad",
        "/ios/26/keyboardHeight/classic/landscape/withPredictiveBar",
        "/ios/26/keyboardHeight/classic/landscape/withoutPredictiveBar",
        "/ios/26/keyboardHeight/classic/landscape/numberPad",
        "/ios/26/keyboardHeight/classic/landscape/emoji",
        "/ios/27/keyboardHeight/liquidGlass/landscape/withoutPredictiveBar",
        "/ios/27/keyboardHeight/liquidGlass/landscape/emoji",
        "/ios/27/keyboardHeight/classic/landscape/withPredictiveBar",
        "/ios/27/keyboardHeight/classic/landscape/withoutPredictiveBar",
        "/ios/27/keyboardHeight/classic/landscape/numberPad",
        "/ios/27/keyboardHeight/classic/landscape/emoji",
    ]
    # Derived on iOS 26: Liquid Glass without the bar, from FW07's measured pad 308
    # (withoutBarIsPad), and the emoji keyboard (emojiSameFrom390To402); then every iOS 27 figure
    # the phone has, assumed from iOS 26's.
    assert doc["derived"] == [
        "/ios/26/keyboardHeight/liquidGlass/portrait/withoutPredictiveBar",
        "/ios/26/keyboardHeight/liquidGlass/portrait/emoji",
        "/ios/27/safeArea/portrait",
        "/ios/27/safeArea/landscape",
        "/ios/27/keyboardHeight/classic/portrait/withPredictiveBar",
        "/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar",
        "/ios/27/keyboardHeight/liquidGlass/landscape/withPredictiveBar",
        "/ios/27/keyboardHeight/classic/portrait/withoutPredictiveBar",
        "/ios/27/keyboardHeight/liquidGlass/portrait/withoutPredictiveBar",
        "/ios/27/keyboardHeight/classic/portrait/numberPad",
        "/ios/27/keyboardHeight/liquidGlass/portrait/numberPad",
        "/ios/27/keyboardHeight/liquidGlass/landscape/numberPad",
        "/ios/27/keyboardHeight/classic/portrait/emoji",
        "/ios/27/keyboardHeight/liquidGlass/portrait/emoji",
    ]
    assert {f["provenance"] for f in doc["figures"] if f["at"].startswith("/ios/27/")} == {"assumed"}
    # RNKC's 291 before iOS 26 (was TG's 292), with TG's kept as the alternative.
    assert doc["ios"]["18"]["keyboardHeight"]["classic"]["portrait"]["withoutPredictiveBar"] == 291
    entry = next(f for f in doc["figures"] if f["at"] == "/ios/18/keyboardHeight/classic/portrait/withoutPredictiveBar")
    assert entry["sources"] == ["RNKC"] and [(a["value"], a["sources"]) for a in entry["alternatives"]] == [(292, ["TG"])]
    # Liquid Glass's bar is 27 pt (335 - 308); the classic keyboard on 26.2 is the one before 26.
    ios26 = doc["ios"]["26"]["keyboardHeight"]
    assert ios26["liquidGlass"]["portrait"]["withoutPredictiveBar"] == 335 - 27
    assert ios26["classic"]["portrait"] == {"withPredictiveBar": 336, "withoutPredictiveBar": 291, "numberPad": 291, "emoji": 384}


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
