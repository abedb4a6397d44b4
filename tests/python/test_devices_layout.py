"""Devices in layout requests, batches and matrices, through HTTP and the CLI.

Expected figures are computed here from data/ios-devices.json (its measured figures, and the
nulls its rules fill, by scripts/figure_rules.py), not from the service.
"""

import json

import pytest

from devices_helpers import BAR, DATA, DERIVED, DEVICES, run_cli, runs, serve

ORIENTATIONS = ("portrait", "landscape")
VARIANTS = ("predictive", "noPredictive", "hardwareBar", "hidden")
TYPES = ("default", "numberPad", "phonePad", "decimalPad", "emoji")
VERSIONS = ("18", "26")


@pytest.fixture(scope="module")
def server():
    with serve() as s:
        yield s


def screen(device, orientation):
    w, h = device["points"]["width"], device["points"]["height"]
    return (w, h) if orientation == "portrait" else (h, w)


def keyboard_height(device, orientation, variant, keyboard_type="default", ios="26"):
    """The data file's height, or None when no source gives it (docs/devices.md's rules)."""
    if variant == "hardwareBar":
        return BAR
    if variant == "hidden":
        return 0
    if keyboard_type == "emoji":
        return None
    heights = device["ios"][ios]["keyboardHeight"][orientation]
    if keyboard_type != "default" and device["kind"] == "iPhone":
        return heights["numberPad"]  # one pad, no predictive bar: the same for both variants
    if keyboard_type != "default" and ios not in DATA["keyboardTypes"][keyboard_type]["iPadFullKeyboard"]:
        return None  # an iPad's full keyboard for the pads is sourced on iOS 26 only
    key = "withPredictiveBar" if variant == "predictive" else "withoutPredictiveBar"
    return heights[key]


def models():
    """(id, the model's data: an entry or an alias, the entry's figures) of every id."""
    for device_id, device in DEVICES.items():
        yield device_id, device, device
        for alias in device["aliases"]:
            yield alias["id"], alias, device


def combinations():
    for model_id, model, device in models():
        for ios in VERSIONS:
            for orientation in ORIENTATIONS:
                for variant in VARIANTS:
                    for keyboard_type in TYPES:
                        yield model_id, model, device, ios, orientation, variant, keyboard_type


def test_every_device_gives_its_screen_safe_area_and_keyboard_or_says_what_is_missing(server):
    solved = missing = not_running = derived = 0
    for device_id, model, device, ios, orientation, variant, keyboard_type in combinations():
        body = {
            "device": {"id": device_id, "orientation": orientation, "keyboard": variant,
                       "keyboardType": keyboard_type, "ios": ios}
        }
        status, _, answer = server.post("/v1/layout", body)
        where = f"{device_id}/{orientation}/{variant}/{keyboard_type}/ios{ios}"
        if not runs(model, ios):
            # A model that cannot run the version: a 422 at /device/ios that says so.
            assert status == 422, (where, answer)
            (error,) = answer["errors"]
            assert error["pointer"] == "/device/ios", where
            assert " does not run on the " in error["message"] or " none runs on the " in error["message"], where
            not_running += 1
            continue
        sa = device["ios"][ios]["safeArea"][orientation]
        h = keyboard_height(device, orientation, variant, keyboard_type, ios)
        if sa is None or h is None:
            # A 422 naming the device and the missing figure, at the member it follows from.
            assert status == 422, (where, answer)
            (error,) = answer["errors"]
            assert f" for {device_id}: " in error["message"], where
            if sa is None:
                assert error["pointer"] == "/device/ios", where
                assert f"/ios/{ios}/safeArea/{orientation}" in error["message"], where
            else:
                # The type's own figure (an iPhone pad, emoji) or the keyboard's (an iPad's pads are
                # its full keyboard).
                own = keyboard_type == "emoji" or (
                    keyboard_type != "default"
                    and (device["kind"] == "iPhone" or ios not in DATA["keyboardTypes"][keyboard_type]["iPadFullKeyboard"])
                )
                assert error["pointer"] == ("/device/keyboardType" if own else "/device/keyboard"), where
            missing += 1
            continue
        assert status == 200, (where, answer)
        W, H = screen(device, orientation)
        # No container frame: the container is the whole window, which is the whole screen.
        assert answer["containerFrame"] == {"x": 0, "y": 0, "width": W, "height": H}, where
        inset = answer["adjustedContentInset"]
        # v1.1: the content is as wide as the container (a vertical scroller), so `.automatic`
        # adds no side safe area: left and right are 0 even in landscape (v1 added sa.left/right).
        assert (inset["top"], inset["left"], inset["right"]) == (sa["top"], 0, 0), where
        # v1.1: no contentOffset given, so it rests at {-A0.left, -A0.top} = {0, -sa.top}; with no
        # target nothing scrolls it, and it is within [oMin, oMax] (oMin = -A.top = -sa.top).
        assert answer["contentOffset"] == {"x": 0, "y": -sa["top"]}, where
        assert answer["scrollDelta"] == 0, where
        if variant == "hidden":
            assert answer["keyboard"]["state"] == "hidden" and answer["keyboard"]["frame"] is None, where
            assert inset["bottom"] == sa["bottom"], where
        else:
            # Docked {0, H - h, W, h}; the container is the window, so overlap = h, and the scroll
            # view's bottom inset is h + 20 (the default minimumDistance) - the safe-area bottom.
            assert answer["keyboard"]["state"] == "docked", where
            assert answer["keyboard"]["frame"] == {"x": 0, "y": H - h, "width": W, "height": h}, where
            assert answer["keyboard"]["overlap"] == h, where
            assert answer["contentInset"]["bottom"] == max(0, h + 20 - sa["bottom"]), where
        # The figures it used, each measured or derived as the data file and its rules say.
        figures = answer["device"]["figures"]
        assert answer["device"]["id"] == device_id and answer["device"]["family"] == device["id"], where
        assert figures[0] == {**figures[0], "at": "/points", "value": device["points"], "provenance": "measured"}
        assert figures[1]["at"] == f"/ios/{ios}/safeArea/{orientation}" and figures[1]["value"] == sa, where
        group = lambda p: "/".join(p.split("/")[:5]) if "/safeArea/" in p else p  # noqa: E731
        made = {group(p): r["rule"] for p, r in DERIVED[device["id"]].items()}
        for f in figures:
            assert f["provenance"] == ("derived" if f["at"] in made else "measured"), (where, f)
            assert f.get("rule") == made.get(f["at"]), (where, f)
        uses_derived = any(f["provenance"] == "derived" for f in figures)
        assert ("derivedFigure" in [w["code"] for w in answer["warnings"]]) == uses_derived, where
        derived += uses_derived
        solved += 1
    # Every model x 2 versions x 2 orientations x 4 keyboards x 5 types, every one answered.
    assert solved + missing + not_running == sum(1 for _ in models()) * 2 * 2 * 4 * 5
    assert solved > 0 and missing > 0 and not_running > 0 and 0 < derived < solved
    print(f"\nsingle requests over every model: {solved} answered ({derived} on a derived figure), "
          f"{missing} lack a figure, {not_running} ask for an iOS the model does not run")


def test_the_defaults_are_portrait_predictive_default_type_and_ios_26(server):
    _, _, answer = server.post("/v1/layout", {"device": {"id": "iphone-14"}})
    # iOS 26 (DS, iOS 26.5): 335, so 844 - 335 = 509.
    assert answer["keyboard"]["frame"] == {"x": 0, "y": 509, "width": 390, "height": 335}
    _, _, answer = server.post("/v1/layout", {"device": {"id": "iphone-14", "ios": "18"}})
    # Before iOS 26 (TG): 336, so 844 - 336 = 508, the spec's worked example 1.
    assert answer["keyboard"]["frame"] == {"x": 0, "y": 508, "width": 390, "height": 336}


def test_explicit_fields_win_one_by_one(server):
    base = {"device": {"id": "iphone-14", "ios": "18"}}
    # An explicit screen: the device keyboard docks on it (900 - 336 = 564); the safe area stays the device's.
    _, _, a = server.post("/v1/layout", {**base, "screen": {"width": 400, "height": 900}})
    assert a["keyboard"]["frame"] == {"x": 0, "y": 564, "width": 400, "height": 336}
    assert a["containerFrame"] == {"x": 0, "y": 0, "width": 400, "height": 900}
    assert a["adjustedContentInset"]["top"] == 47
    # An explicit window safe area replaces the device's; the keyboard is still the device's.
    _, _, a = server.post("/v1/layout", {**base, "window": {"safeArea": {"top": 10}}})
    assert a["adjustedContentInset"]["top"] == 10
    assert a["contentInset"]["bottom"] == 336 + 20
    # An explicit window frame: the container defaults to the whole window.
    _, _, a = server.post("/v1/layout", {**base, "window": {"frame": {"x": 0, "y": 0, "width": 320, "height": 844}}})
    assert a["containerFrame"] == {"x": 0, "y": 0, "width": 320, "height": 844}
    # keyboard.height replaces the device keyboard: {0, 844 - 100, 390, 100}.
    _, _, a = server.post("/v1/layout", {**base, "keyboard": {"height": 100}})
    assert a["keyboard"]["frame"] == {"x": 0, "y": 744, "width": 390, "height": 100}
    # keyboard.state hidden hides the device keyboard.
    _, _, a = server.post("/v1/layout", {**base, "keyboard": {"state": "hidden"}})
    assert a["keyboard"]["state"] == "hidden"
    # keyboard.animation alone keeps the device keyboard.
    _, _, a = server.post("/v1/layout", {**base, "keyboard": {"animation": {"duration": 0.5}}})
    assert a["keyboard"]["frame"]["y"] == 508 and a["animation"]["duration"] == 0.5
    # An explicit container frame and content size.
    _, _, a = server.post(
        "/v1/layout",
        {**base, "container": {"frame": {"x": 0, "y": 100, "width": 390, "height": 500}, "scrollable": False}},
    )
    assert a["containerFrame"] == {"x": 0, "y": 100, "width": 390, "height": 500}
    # The keyboard top 508 is 408 below the container's top: overlap = 600 - 508 = 92.
    assert a["keyboard"]["overlap"] == 92


def test_uikit_resting_state_on_a_device(server):
    # Spec v1.1 §8.1: no contentOffset → UIKit's resting offset {0, -47} on an iPhone 14 in
    # portrait, so a title at content y = 16 sits at window y 63 below the 47-point safe area:
    # visible before the keyboard shows (v1 started at 0 and called it offscreen).
    title = {"id": "title", "frame": {"x": 20, "y": 16, "width": 350, "height": 40}}
    body = {"device": {"id": "iphone-14", "keyboard": "hidden"}, "elements": [title]}
    _, _, a = server.post("/v1/layout", body)
    assert a["contentOffset"] == {"x": 0, "y": -47}
    assert a["elements"][0]["before"]["state"] == a["elements"][0]["after"]["state"] == "visible"
    # §8.2: in landscape (safe area left and right 47) a vertical form takes no side inset, so a
    # full-width field is wholly visible, not clipped to 844 - 2 x 47 = 750 of its 844 points.
    W, H = screen(DEVICES["iphone-14"], "landscape")
    field = {"id": "name", "frame": {"x": 0, "y": 100, "width": W, "height": 44}}
    body = {"device": {"id": "iphone-14", "orientation": "landscape", "keyboard": "hidden"}, "elements": [field]}
    _, _, a = server.post("/v1/layout", body)
    assert a["adjustedContentInset"]["left"] == a["adjustedContentInset"]["right"] == 0
    assert a["elements"][0]["after"] == {
        "state": "visible", "visibleFraction": 1, "coveredFraction": 0, "reachable": True, "coveredBy": []
    }
    # Content twice as wide scrolls horizontally: then the sides count, and it rests at x = -47.
    body["container"] = {"contentSize": {"width": 2 * W, "height": H}}
    _, _, a = server.post("/v1/layout", body)
    assert a["adjustedContentInset"]["left"] == a["adjustedContentInset"]["right"] == 47
    assert a["contentOffset"] == {"x": -47, "y": 0}


def test_an_accessory_view_sits_on_the_keyboard(server):
    # iphone-16 (the iphone-15 family), iOS 26, number pad 291 (FW) + a 58-point Liquid Glass
    # toolbar = 349: {0, 852 - 349 = 503, 393, 349}.
    device = {"id": "iphone-16", "keyboardType": "numberPad", "accessoryHeight": 58}
    status, _, a = server.post("/v1/layout", {"device": device})
    assert status == 200, a
    assert a["keyboard"]["frame"] == {"x": 0, "y": 503, "width": 393, "height": 349}
    # keyboard.accessoryHeight does the same, and also on an explicit height: 852 - 300 - 44 = 508.
    _, _, b = server.post(
        "/v1/layout", {"device": {"id": "iphone-16", "keyboardType": "numberPad"}, "keyboard": {"accessoryHeight": 58}}
    )
    assert b["keyboard"]["frame"] == a["keyboard"]["frame"]
    _, _, c = server.post("/v1/layout", {"device": {"id": "iphone-16"}, "keyboard": {"height": 300, "accessoryHeight": 44}})
    assert c["keyboard"]["frame"] == {"x": 0, "y": 508, "width": 393, "height": 344}
    # Given twice: 422 at the second; too tall for the screen: 422.
    status, _, p = server.post("/v1/layout", {"device": device, "keyboard": {"accessoryHeight": 58}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/keyboard/accessoryHeight"]
    status, _, p = server.post("/v1/layout", {"device": {**device, "accessoryHeight": 700}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/accessoryHeight"]
    status, _, p = server.post("/v1/layout", {"device": {**device, "accessoryHeight": -1}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/accessoryHeight"]


def test_unknown_device_is_a_422_naming_the_closest_ids(server):
    status, ctype, p = server.post("/v1/layout", {"device": {"id": "iphone-17pro"}})
    assert status == 422 and ctype == "application/problem+json"
    assert [e["pointer"] for e in p["errors"]] == ["/device/id"]
    message = p["errors"][0]["message"]
    assert message.startswith("The catalog has no device 'iphone-17pro'; did you mean `iphone-17-pro` (iPhone 17 Pro)")


def test_a_null_figure_is_a_422_naming_the_device_and_the_figure(server):
    # The notch phones' landscape pad on iOS 26: no source measured it, no rule derives it.
    body = {"device": {"id": "iphone-14", "orientation": "landscape", "keyboardType": "numberPad"}}
    status, _, p = server.post("/v1/layout", body)
    assert status == 422
    assert [e["pointer"] for e in p["errors"]] == ["/device/keyboardType"]
    assert p["errors"][0]["message"] == (
        "The catalog has no figure at /ios/26/keyboardHeight/landscape/numberPad for iphone-14: "
        "FW gives no verified landscape pad height for this screen."
    )
    # With an explicit keyboard the missing figure is not needed.
    status, _, _ = server.post("/v1/layout", {**body, "keyboard": {"height": 300}})
    assert status == 200
    # The emoji keyboard: no source gives its height.
    status, _, p = server.post("/v1/layout", {"device": {"id": "iphone-se", "keyboardType": "emoji"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/keyboardType"]
    assert "/keyboardTypes/emoji for iphone-se: No source gives the emoji keyboard's height" in p["errors"][0]["message"]
    # A safe area no source gives (the iPad 9 on iOS 26), unless the request gives its own.
    status, _, p = server.post("/v1/layout", {"device": {"id": "ipad-9", "keyboard": "hardwareBar"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/ios"]
    status, _, _ = server.post(
        "/v1/layout", {"device": {"id": "ipad-9", "keyboard": "hardwareBar"}, "window": {"safeArea": {"top": 24}}}
    )
    assert status == 200


def test_the_issues_cases_answer_with_their_figures_provenance(server):
    # The iPhone 15 in landscape: every figure measured (DS), no warning.
    status, _, a = server.post("/v1/layout", {"device": {"id": "iphone-15", "orientation": "landscape"}})
    assert status == 200
    assert [(f["at"], f["provenance"]) for f in a["device"]["figures"]] == [
        ("/points", "measured"),
        ("/ios/26/safeArea/landscape", "measured"),
        ("/ios/26/keyboardHeight/landscape/withPredictiveBar", "measured"),
    ]
    assert a["device"]["figures"][2]["value"] == 208 and "derivedFigure" not in [w["code"] for w in a["warnings"]]
    # The iPad Pro 11-inch on iOS 26: its safe area and keyboard derived, and said so.
    status, _, a = server.post("/v1/layout", {"device": {"id": "ipad-pro-11"}})
    assert status == 200
    assert [f.get("rule") for f in a["device"]["figures"]] == [None, "iPadOS26SafeArea", "sameKeyboardClass"]
    assert a["device"]["figures"][2]["derivedFrom"] == ["ipad-pro-11-m4/ios/26/keyboardHeight/portrait/withPredictiveBar"]
    assert a["keyboard"]["frame"]["height"] == 340
    (warning,) = [w for w in a["warnings"] if w["code"] == "derivedFigure"]
    assert "safe area in portrait" in warning["message"] and "iPadOS26SafeArea" in warning["message"]
    # The iPhone 17 Pro's number pad: derived from its letters keyboard (335 - 44).
    status, _, a = server.post("/v1/layout", {"device": {"id": "iphone-17-pro", "keyboardType": "numberPad"}})
    assert status == 200 and a["keyboard"]["frame"]["height"] == 291
    assert a["device"]["figures"][2] == {
        "at": "/ios/26/keyboardHeight/portrait/numberPad", "value": 291, "provenance": "derived",
        "rule": "padFromLettersByGeneration", "derivedFrom": ["/ios/26/keyboardHeight/portrait/withPredictiveBar"],
        "sources": ["DS", "RG", "FW"],
    }
    assert a["device"]["model"] == "iPhone 17 Pro" and a["device"]["family"] == "iphone-16-pro"
    # The iPhone X on iOS 26: it cannot run it, and the answer names its last iOS.
    status, _, p = server.post("/v1/layout", {"device": {"id": "iphone-x"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/ios"]
    assert p["errors"][0]["message"].startswith("iOS 26 does not run on the iPhone X; its last release is iOS 16.")
    # A batch item and a comparison carry the same device figures.
    _, _, batch = server.post("/v1/layout/batch", {"requests": [{"device": {"id": "ipad-pro-11"}}]})
    _, _, single = server.post("/v1/layout", {"device": {"id": "ipad-pro-11"}})
    assert batch["results"][0] == single
    _, _, compared = server.post("/v1/layout/compare", {"device": {"id": "ipad-pro-11"}, "policies": ["clearance"]})
    assert compared["device"] == single["device"]
    assert "derivedFigure" in [w["code"] for w in compared["warnings"]]


def test_device_members_are_checked(server):
    status, _, p = server.post(
        "/v1/layout",
        {"device": {"id": "iphone-14", "orientation": "sideways", "keyboard": "emoji", "keyboardType": "url",
                    "ios": "17", "x": 1}},
    )
    assert status == 422
    assert sorted(e["pointer"] for e in p["errors"]) == [
        "/device/ios", "/device/keyboard", "/device/keyboardType", "/device/orientation", "/device/x"
    ]
    status, _, p = server.post("/v1/layout", {"device": {}})
    assert [e["pointer"] for e in p["errors"]] == ["/device/id"]
    # Without a device, screen and container stay required.
    status, _, p = server.post("/v1/layout", {})
    assert sorted(e["pointer"] for e in p["errors"]) == ["/container", "/screen"]


# --- batch ---------------------------------------------------------------------------------------

GOOD = {"device": {"id": "iphone-se"}}


def test_batch_answers_in_order_with_problems_per_item(server):
    items = [
        {"device": {"id": "iphone-se"}},
        {"device": {"id": "nope"}},
        {"device": {"id": "ipad-9", "orientation": "landscape", "ios": "18"}},
        {"screen": {"width": 390, "height": 844}, "container": {"frame": {"x": 0, "y": 0, "width": -1, "height": 1}}},
        7,
    ]
    status, _, doc = server.post("/v1/layout/batch", {"requests": items})
    assert status == 200
    results = doc["results"]
    assert len(results) == 5
    # iphone-se portrait predictive: 667 - 260 = 407.
    assert results[0]["keyboard"]["frame"]["y"] == 407
    assert [e["pointer"] for e in results[1]["problem"]["errors"]] == ["/requests/1/device/id"]
    assert results[1]["problem"]["status"] == 422
    # ipad-9 landscape before iOS 26: 1080 x 810, keyboard 398: y = 412.
    assert results[2]["keyboard"]["frame"] == {"x": 0, "y": 412, "width": 1080, "height": 398}
    assert [e["pointer"] for e in results[3]["problem"]["errors"]] == ["/requests/3/container/frame/width"]
    assert [e["pointer"] for e in results[4]["problem"]["errors"]] == ["/requests/4"]
    # Each answer is the one the single route gives.
    _, _, single = server.post("/v1/layout", items[2])
    assert results[2] == single


def test_batch_envelope_errors(server):
    status, _, p = server.post("/v1/layout/batch", [GOOD])
    assert status == 400
    status, _, p = server.post("/v1/layout/batch", {})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/requests"]
    status, _, p = server.post("/v1/layout/batch", {"requests": {}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/requests"]
    status, _, p = server.post("/v1/layout/batch", {"requests": [], "extra": 1})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/extra"]
    # Broken JSON inside an item breaks the body: 400.
    status, _, p = server.post("/v1/layout/batch", b'{"requests": [{"device": {"id": "iphone-se"}}, {"a": ]}')
    assert status == 400
    status, _, doc = server.post("/v1/layout/batch", {"requests": []})
    assert status == 200 and doc == {"results": []}


def test_batch_limit_is_configurable():
    with serve("--max-batch", "2") as s:
        status, _, p = s.post("/v1/layout/batch", {"requests": [GOOD, GOOD, GOOD]})
        assert status == 422
        assert [e["pointer"] for e in p["errors"]] == ["/requests"]
        assert "more than 2" in p["errors"][0]["message"]
        status, _, doc = s.post("/v1/layout/batch", {"requests": [GOOD, GOOD]})
        assert status == 200 and len(doc["results"]) == 2
    with serve(env={"CLEARANCE_MAX_BATCH": "1"}) as s:
        status, _, _ = s.post("/v1/layout/batch", {"requests": [GOOD, GOOD]})
        assert status == 422


def test_default_batch_limit_is_1000(server):
    status, _, doc = server.post("/v1/layout/batch", {"requests": [GOOD] * 1000})
    assert status == 200 and len(doc["results"]) == 1000
    status, _, p = server.post("/v1/layout/batch", {"requests": [GOOD] * 1001})
    assert status == 422 and "more than 1000" in p["errors"][0]["message"]


# --- matrix --------------------------------------------------------------------------------------

# A fixed form filling the window (insets `never`: the viewport is the window), no focus.
# "field" spans y 134..178. Docked keyboard tops are screen height - keyboard height; the figures
# before iOS 26 (the matrix asks for "ios": ["18"], so labels end in /ios18). In portrait
# the highest is iphone-se's 667 - 260 = 407: visible everywhere. In landscape with the predictive
# keyboard: iphone-se 375 - 200 = 175 and iphone-x / iphone-13-mini 375 - 209 = 166 cut into it
# (3/44 and 12/44 covered); every other device's top is at least iphone-14's 390 - 209 = 181 > 178.
# noPredictive tops are at least 375 - 172 = 203, hardwareBar 375 - 55 = 320: visible.
FORM = {
    "container": {"scrollable": False, "insetAdjustment": "never"},
    "elements": [
        {"id": "title", "frame": {"x": 20, "y": 20, "width": 300, "height": 40}},
        {"id": "field", "frame": {"x": 20, "y": 134, "width": 300, "height": 44}},
    ],
}
SHORT = [
    "iphone-se/landscape/predictive/ios18",
    "iphone-x/landscape/predictive/ios18",
    "iphone-13-mini/landscape/predictive/ios18",
]


def test_matrix_reports_the_field_exactly_where_it_hides(server):
    status, _, doc = server.post("/v1/layout/matrix", {"request": FORM, "ios": ["18"]})
    assert status == 200
    summary = doc["summary"]
    # 21 x 2 x 3 = 126; skipped: every combination whose model runs no release before iOS 26,
    # or that the catalog (the data file and its rules) lacks a figure for, worked out below
    # (25: the 2025-2026 devices have few figures before iOS 26).
    expected_skips = [
        f"{i}/{o}/{k}/ios18"
        for i, d in DEVICES.items()
        for o in ORIENTATIONS
        for k in ("predictive", "noPredictive", "hardwareBar")
        if not runs(d, "18") or d["ios"]["18"]["safeArea"][o] is None or keyboard_height(d, o, k, ios="18") is None
    ]
    assert len(expected_skips) == 25
    assert (summary["combinations"], summary["solved"], summary["skipped"]) == (126, 101, 25)
    assert summary["skippedFor"] == {"notRunning": 6, "missingFigure": 19, "derivedFigure": 0, "unresolvable": 0}
    assert summary["measured"] + summary["derived"] == summary["solved"]
    title, field = summary["elements"]
    assert title["id"] == "title" and title["clear"] is True
    assert field["clear"] is False
    assert field["partiallyCovered"] == SHORT
    assert field["unreachable"] == SHORT
    assert field["covered"] == field["clipped"] == field["offscreen"] == []
    # Counts sort every solved combination into one outcome: partly covered (and, not scrolling,
    # unreachable too) counts as covered, so the three short iPhones; visible everywhere else.
    solved = summary["solved"]
    assert field["counts"] == {"visible": solved - 3, "scrolledOutOfView": 0, "covered": 3, "unreachable": 0}
    assert title["counts"] == {"visible": solved, "scrolledOutOfView": 0, "covered": 0, "unreachable": 0}
    assert summary["focus"] is None
    assert field["worst"] == {
        "combination": "iphone-x/landscape/predictive/ios18",
        "state": "partiallyCovered",
        "visibleFraction": 32 / 44,
        "coveredFraction": 12 / 44,
        "reachable": False,
    }
    results = doc["results"]
    assert len(results) == 126
    assert [r["combination"] for r in results[:3]] == [
        "iphone-se/portrait/predictive/ios18",
        "iphone-se/portrait/noPredictive/ios18",
        "iphone-se/portrait/hardwareBar/ios18",
    ]
    assert [(r["keyboardType"], r["ios"]) for r in results[:1]] == [("default", "18")]
    skipped = [r for r in results if "skipped" in r]
    assert [r["combination"] for r in skipped] == expected_skips
    assert skipped[0]["skipReason"] == "notRunning"
    assert skipped[0]["skipped"].startswith('"ios": "18" stands for the releases before iOS 26, and none runs on the iPhone Air')
    se = next(r for r in results if r["combination"] == "iphone-se/landscape/predictive/ios18")
    assert se["answer"]["keyboard"]["frame"] == {"x": 0, "y": 175, "width": 667, "height": 200}
    assert se["answer"]["elements"][1]["after"]["visibleFraction"] == 41 / 44
    # Each answer is the one a single request with that device gives
    _, _, single = server.post(
        "/v1/layout",
        {**FORM, "device": {"id": "iphone-se", "orientation": "landscape", "keyboard": "predictive", "ios": "18"}},
    )
    # (less `device`: a matrix's answers leave it out, each result has its `provenance`).
    assert se["provenance"] == "measured"
    assert se["answer"] == {k: v for k, v in single.items() if k != "device"}


# The matrix's semantics (order of the cells, fields scrolled out of view, a field under the
# keyboard, the focus's worst gap, stretch) are held by the Swift suites LayoutMatrixTests
# (DeviceMatrixTests, DeviceMatrixEngineTests) and their encoding by MatrixEncoderTests; the
# test above is their end-to-end check over HTTP. The ones below hold what only the service
# shows: keyboard types with their provenance and skips, the skip text beside a single 422,
# the wire's errors and the CLI.


def test_matrix_keyboard_types_ios_and_an_accessory_bar(server):
    # The field at y 134..178, on iOS 26 with a 58-point toolbar on the keyboard, in landscape.
    # iphone-16 (393 tall): default 208 + 58 = 266, top 393 - 266 = 127 < 134: covered;
    # number pad 181 + 58 = 239, top 154: partly covered (20/44 visible).
    # iphone-se (375 tall): default 206 + 58 = 264, top 111: covered; pad 162 + 58 = 220, top 155:
    # partly covered (21/44 visible).
    query = {
        "request": {**FORM, "keyboard": {"accessoryHeight": 58}},
        "devices": ["iphone-se", "iphone-16"],
        "orientations": ["landscape"],
        "keyboards": ["predictive"],
        "keyboardTypes": ["default", "numberPad"],
        "ios": ["26"],
    }
    status, _, doc = server.post("/v1/layout/matrix", query)
    assert status == 200, doc
    assert [r["combination"] for r in doc["results"]] == [
        "iphone-se/landscape/predictive",
        "iphone-se/landscape/predictive/numberPad",
        "iphone-16/landscape/predictive",
        "iphone-16/landscape/predictive/numberPad",
    ]
    tops = [r["answer"]["keyboard"]["frame"]["y"] for r in doc["results"]]
    assert tops == [111, 155, 127, 154]
    fractions = [r["answer"]["elements"][1]["after"]["visibleFraction"] for r in doc["results"]]
    assert fractions == [0, 21 / 44, 0, 20 / 44]
    # A type or version a device lacks is a skipped cell with the reason, not a failure.
    status, _, doc = server.post(
        "/v1/layout/matrix",
        {**query, "devices": ["iphone-17-pro"], "keyboardTypes": ["numberPad", "emoji"], "ios": ["26", "18"]},
    )
    assert status == 200
    # The 17 Pro's landscape pad on iOS 26 is derived (208 - 27 = 181); it runs nothing before.
    results = doc["results"]
    assert results[0]["provenance"] == "derived" and results[0]["answer"]["keyboard"]["frame"]["height"] == 181 + 58
    assert [(r.get("skipReason"), r.get("skipped", "").split(":")[0]) for r in results[1:]] == [
        ("missingFigure", "The catalog has no figure at /keyboardTypes/emoji for iphone-17-pro"),
        ("notRunning", '"ios"'),
        ("notRunning", '"ios"'),
    ]


def test_matrix_skips_a_combination_the_request_cannot_be_resolved_on(server):
    # A 400-point accessory view on iphone-se's predictive keyboard before iOS 26: portrait
    # 260 + 400 = 660 fits the 667-point screen (top 7); landscape 200 + 400 = 600 does not fit
    # the 375-point one. The single request with that device is a 422; the matrix skips that
    # cell with the same pointer (relative to the request) and message. Both come from the one
    # resolver; before it, the matrix solved a keyboard taller than the screen.
    request = {**FORM, "keyboard": {"accessoryHeight": 400}}
    query = {"request": request, "devices": ["iphone-se"], "keyboards": ["predictive"], "ios": ["18"]}
    status, _, doc = server.post("/v1/layout/matrix", query)
    assert status == 200, doc
    portrait, landscape = doc["results"]
    assert portrait["answer"]["keyboard"]["frame"] == {"x": 0, "y": 7, "width": 375, "height": 660}
    assert (doc["summary"]["solved"], doc["summary"]["skipped"]) == (1, 1)
    single = {**request, "device": {"id": "iphone-se", "orientation": "landscape", "ios": "18"}}
    status, _, problem = server.post("/v1/layout", single)
    assert status == 422
    (error,) = problem["errors"]
    assert error == {
        "pointer": "/keyboard/accessoryHeight",
        "message": "makes the keyboard (600.0 with the accessory view) taller than the screen (375.0)",
    }
    assert landscape["skipped"] == (
        f"The request cannot be resolved on this device: {error['pointer']} {error['message']}."
    )


def test_matrix_errors(server):
    status, _, p = server.post(
        "/v1/layout/matrix",
        {
            "request": {**FORM, "screen": {"width": 1, "height": 1}, "keyboard": {"height": 10}},
            "devices": ["iphone-se", "pixel-8"],
            "orientations": [],
            "keyboards": ["predictive", "predictive"],
            "keyboardTypes": ["numberPad", "url"],
            "ios": [],
            "stretch": {"referenceWidth": 0},
        },
    )
    assert status == 422
    pointers = sorted(e["pointer"] for e in p["errors"])
    assert pointers == [
        "/devices/1",
        "/ios",
        "/keyboardTypes/1",
        "/keyboards/1",
        "/orientations",
        "/request/keyboard",
        "/request/screen",
        "/stretch/referenceWidth",
    ]
    status, _, p = server.post("/v1/layout/matrix", {"devices": "all"})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/request"]
    # A reference width below a point would scale frames without bound (5e-324 makes the
    # factor infinite and the answer's numbers NaN): refused; 1 is the smallest accepted.
    for tiny in (5e-324, 0.5):
        status, _, p = server.post("/v1/layout/matrix", {"request": FORM, "stretch": {"referenceWidth": tiny}})
        assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/stretch/referenceWidth"], p
    status, _, doc = server.post(
        "/v1/layout/matrix", {"request": FORM, "devices": ["iphone-se"], "stretch": {"referenceWidth": 1}}
    )
    assert status == 200 and "null" not in json.dumps(doc["results"][0]["answer"]["elements"])
    status, _, p = server.post("/v1/layout/matrix", {"request": {**FORM, "focus": "nobody"}})
    assert [e["pointer"] for e in p["errors"]] == ["/request/focus"]
    # elements x combinations may not pass 200,000: 126 combinations (21 devices x 2 x 3) hold at
    # most 200000 // 126 = 1587 elements.
    many = [{"id": f"e{i}", "frame": {"x": 0, "y": i, "width": 10, "height": 1}} for i in range(1588)]
    status, _, p = server.post("/v1/layout/matrix", {"request": {"elements": many}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/request/elements"]


# --- CLI -----------------------------------------------------------------------------------------


def test_solve_device_flags_fill_and_override(server):
    request = json.dumps({"device": {"id": "iphone-x", "orientation": "portrait", "ios": "18"}}).encode()
    code, out, err = run_cli("solve", "--orientation", "landscape", "--keyboard=hardwareBar", stdin=request)
    assert code == 0, err
    # iphone-x landscape 812 x 375: the bar {0, 375 - 55, 812, 55}.
    assert json.loads(out)["keyboard"]["frame"] == {"x": 0, "y": 320, "width": 812, "height": 55}
    code, out, _ = run_cli("solve", "--device", "iphone-15", stdin=b"{}")
    assert code == 0
    _, _, served = server.post("/v1/layout", {"device": {"id": "iphone-15"}})
    assert json.loads(out) == served
    code, _, err = run_cli("solve", "--keyboard", "hidden", stdin=b"{}")
    assert code == 2 and json.loads(err)["errors"][0]["pointer"] == "/device/id"
    code, _, err = run_cli("solve", "--device", "nope", stdin=b"{}")
    assert code == 2 and "did you mean" in json.loads(err)["errors"][0]["message"]
    # The flags for the type, the version and the accessory view: iphone-16 on iOS 18 with a
    # 44-point toolbar: 336 + 44 = 380, top 852 - 380 = 472.
    code, out, err = run_cli(
        "solve", "--device", "iphone-16", "--ios", "18", "--accessory-height=44", "--keyboard-type", "default",
        stdin=b"{}",
    )
    assert code == 0, err
    assert json.loads(out)["keyboard"]["frame"] == {"x": 0, "y": 472, "width": 393, "height": 380}
    code, _, err = run_cli("solve", "--keyboard-type", "url", stdin=b"{}")
    assert code == 1 and b"numberPad" in err
    code, _, err = run_cli("solve", "--orientation", "sideways", stdin=b"{}")
    assert code == 1 and b"portrait, landscape" in err
    # --accessory-height takes the wire's range: a height past the screen is the same 422 at the
    # same pointer as the request's member, and only a number the wire refuses is a flag error.
    request = json.dumps({"device": {"id": "iphone-15", "accessoryHeight": 20000}}).encode()
    _, _, served = server.post("/v1/layout", json.loads(request))
    code, _, err = run_cli("solve", "--device", "iphone-15", "--accessory-height=20000", stdin=b"{}")
    assert code == 2 and json.loads(err) == served
    for bad in ("2e9", "-1", "tall"):
        code, _, err = run_cli("solve", "--device", "iphone-15", f"--accessory-height={bad}", stdin=b"{}")
        assert code == 1 and b"from 0 to 1e9" in err, bad


def test_matrix_command_matches_the_service(server, tmp_path):
    path = tmp_path / "form.json"
    path.write_text(json.dumps({"request": FORM}))
    code, out, err = run_cli("matrix", str(path))
    assert code == 0, err
    _, _, served = server.post("/v1/layout/matrix", {"request": FORM})
    assert json.loads(out) == served
    code, out, err = run_cli(
        "matrix", "-", "--devices", "iphone-se,iphone-14", "--orientations=landscape", "--keyboards", "predictive",
        "--ios", "18", "--keyboard-types", "default",
        stdin=json.dumps({"request": FORM}).encode(),
    )
    assert code == 0, err
    doc = json.loads(out)
    assert [r["combination"] for r in doc["results"]] == [
        "iphone-se/landscape/predictive/ios18",
        "iphone-14/landscape/predictive/ios18",
    ]
    assert doc["summary"]["elements"][1]["partiallyCovered"] == ["iphone-se/landscape/predictive/ios18"]
    code, _, err = run_cli("matrix", "--devices", "pixel-8", stdin=b"{}")
    assert code == 1 and b"did you mean" in err
    code, _, err = run_cli("matrix", "--ios", "17", stdin=b"{}")
    assert code == 1 and b"18, 26" in err
    code, _, err = run_cli("matrix", stdin=b'{"request": {"screen": {"width": 1, "height": 1}}}')
    assert code == 2 and json.loads(err)["errors"][0]["pointer"] == "/request/screen"


def test_a_figure_missing_on_ios_26_but_known_before_says_how_to_use_it(server):
    # The iPad 9 runs iOS 26, but no source gives its iOS 26 insets (and no rule derives a
    # home-button iPad's); its iOS 18 ones are known, so the 422 says how to ask for them; with
    # "ios": "18" the same request answers.
    status, _, p = server.post("/v1/layout", {"device": {"id": "ipad-9"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/ios"]
    assert p["errors"][0]["message"].endswith('ask for "ios": "18" to use them.')
    status, _, a = server.post("/v1/layout", {"device": {"id": "ipad-9", "ios": "18"}})
    assert status == 200 and a["keyboard"]["state"] == "docked"
    # An emoji keyboard is known on no version: no such hint.
    status, _, p = server.post("/v1/layout", {"device": {"id": "iphone-16", "keyboardType": "emoji"}})
    assert status == 422 and "ask for" not in p["errors"][0]["message"]


def test_the_full_matrix_answers_every_cell_but_the_unknown_and_the_impossible():
    # Every model (entries and aliases), both versions, both orientations, every keyboard and
    # keyboard type. A skipped cell is one the model cannot show (it does not run the version)
    # or one of the holes docs/devices.md lists, each with its reason.
    body = {
        "request": {"elements": [{"id": "field", "frame": {"x": 16, "y": 300, "width": 300, "height": 44}}],
                    "focus": "field"},
        "devices": "allModels", "ios": ["18", "26"], "orientations": list(ORIENTATIONS),
        "keyboards": list(VARIANTS), "keyboardTypes": list(TYPES),
    }
    code, out, err = run_cli("matrix", "-", stdin=json.dumps(body).encode())
    assert code == 0, err
    doc = json.loads(out)
    summary = doc["summary"]
    count = sum(1 for _ in models())
    assert summary["combinations"] == count * 2 * 2 * 4 * 5
    assert summary["solved"] + summary["skipped"] == summary["combinations"]
    assert summary["measured"] + summary["derived"] == summary["solved"]
    assert sum(summary["skippedFor"].values()) == summary["skipped"]
    assert summary["skippedFor"]["derivedFigure"] == summary["skippedFor"]["unresolvable"] == 0
    holes = {
        "/keyboardTypes/emoji",  # no source gives the emoji keyboard's height
        "/keyboardTypes/numberPad", "/keyboardTypes/phonePad", "/keyboardTypes/decimalPad",  # iPad pads before 26
        "/ios/18/keyboardHeight/portrait/numberPad", "/ios/18/keyboardHeight/landscape/numberPad",
        "/ios/26/keyboardHeight/landscape/numberPad",  # the notch phones' landscape pad
    }
    for r in doc["results"]:
        if "skipped" not in r:
            continue
        if r["skipReason"] == "notRunning":
            assert " does not run on the " in r["skipped"] or " none runs on the " in r["skipped"], r
            continue
        assert r["skipReason"] == "missingFigure", r
        pointer = r["skipped"].split(" at ", 1)[1].split(" for ", 1)[0]
        family = next(d for i, m, d in models() if i == r["device"])
        if pointer not in holes:
            # Otherwise an iPad's safe area or keyboard that no source gives and no rule derives.
            assert family["kind"] == "iPad", r
            assert family["id"] in {"ipad-9", "ipad-10", "ipad-mini-6", "ipad-air-13", "ipad-pro-13-m4"}, r
    print(f"\nfull matrix: {summary['combinations']} combinations, {summary['solved']} solved "
          f"({summary['measured']} measured, {summary['derived']} derived), {summary['skipped']} skipped "
          f"({summary['skippedFor']})")
