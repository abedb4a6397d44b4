"""Devices in layout requests, batches and matrices, through HTTP and the CLI.

Expected figures are computed here from data/ios-devices.json and data/android-devices.json
(their measured figures, and the nulls their rules fill, by scripts/figure_rules.py), not from
the service.
"""

import json
import re

import pytest

from devices_helpers import (
    ANDROID, ANDROID_DERIVED, BAR, DATA, DERIVED, DEVICES, ROOT, figure_set, run_cli, runs_release, serve,
)

ORIENTATIONS = ("portrait", "landscape")
VARIANTS = ("predictive", "noPredictive", "emoji", "hardwareBar", "hidden")
TYPES = ("default", "numberPad", "phonePad", "decimalPad")
# Releases: one before iOS 26 that the oldest models still run, the last before 26, 26, 27 and
# the first the iPhone Duo runs (27.1: "27" does not run on it).
RELEASES = ("16", "18", "26", "27", "27.1")
STYLES = ("liquidGlass", "classic")


@pytest.fixture(scope="module")
def server():
    with serve() as s:
        yield s


def screen(device, orientation):
    w, h = device["points"]["width"], device["points"]["height"]
    return (w, h) if orientation == "portrait" else (h, w)


def keyboard_figure(device, orientation, variant, keyboard_type="default", ios="26", style=None):
    """(pointer, height) of the figure the keyboard needs, from the data file and its rules: height
    None when no source gives it and no rule fills it; pointer None when it needs none (hidden).
    `ios` is a figure set; `style` None is the set's default."""
    if variant == "hardwareBar":
        return "/hardwareKeyboardBarHeight", BAR
    if variant == "hidden":
        return None, 0
    style = style or ("classic" if ios == "18" else "liquidGlass")
    base = f"/ios/{ios}/keyboardHeight/{style}/{orientation}"
    heights = device["ios"][ios]["keyboardHeight"][style][orientation]
    if variant == "emoji":
        key = "emoji"  # the emoji keyboard, whatever the field's type
    elif keyboard_type != "default" and device["kind"] == "iPhone":
        key = "numberPad"  # one pad, no predictive bar: the same for both variants
    else:
        # The alphabetic keyboard; on an iPad the full keyboard shows for every type, where a
        # source says so (keyboardTypes' iPadFullKeyboard).
        if keyboard_type != "default" and ios not in DATA["keyboardTypes"][keyboard_type]["iPadFullKeyboard"]:
            return f"/keyboardTypes/{keyboard_type}", None
        key = "withPredictiveBar" if variant == "predictive" else "withoutPredictiveBar"
    return f"{base}/{key}", heights[key]


def keyboard_height(device, orientation, variant, keyboard_type="default", ios="26", style=None):
    """The data file's height (or its rules'), or None when no source gives it."""
    return keyboard_figure(device, orientation, variant, keyboard_type, ios, style)[1]


def models():
    """(id, the model's data: an entry or an alias, the entry's figures) of every id."""
    for device_id, device in DEVICES.items():
        yield device_id, device, device
        for alias in device["aliases"]:
            yield alias["id"], alias, device


def combinations():
    for model_id, model, device in models():
        for ios in RELEASES:
            for style in STYLES:
                for orientation in ORIENTATIONS:
                    for variant in VARIANTS:
                        for keyboard_type in TYPES:
                            yield model_id, model, device, ios, style, orientation, variant, keyboard_type


def group(pointer):
    """A safe-area edge's pointer as its group's (`/ios/26/safeArea/portrait`), others as they are."""
    parts = pointer.split("/")
    return "/".join(parts[: parts.index("safeArea") + 2]) if "safeArea" in parts else pointer


def provenances(derived):
    """{figure pointer (a safe area as its group): (provenance, rule)} of a device's filled figures."""
    return {
        group(p): ("assumed" if r.get("assumed") else "derived", r["rule"]) for p, r in derived.items()
    }


def codes(answer):
    return [w["code"] for w in answer["warnings"]]


def test_every_device_gives_its_screen_safe_area_and_keyboard_or_says_what_is_missing(server):
    solved = missing = not_running = unavailable = derived = assumed = 0
    for device_id, model, device, ios, style, orientation, variant, keyboard_type in combinations():
        body = {
            "device": {"id": device_id, "orientation": orientation, "keyboard": variant,
                       "keyboardType": keyboard_type, "ios": ios, "keyboardStyle": style}
        }
        status, _, answer = server.post("/v1/layout", body)
        where = f"{device_id}/{orientation}/{variant}/{keyboard_type}/ios{ios}/{style}"
        fset = figure_set(ios)
        if not runs_release(model, ios):
            # A model that cannot run the release: a 422 at /device/ios that says so.
            assert status == 422, (where, answer)
            (error,) = answer["errors"]
            assert error["pointer"] == "/device/ios", where
            assert error["message"].startswith(f"iOS {ios} does not run on the "), (where, error)
            not_running += 1
            continue
        if style == "liquidGlass" and fset == "18":
            # Liquid Glass arrived with iOS 26: a 422 at /device/keyboardStyle.
            assert status == 422, (where, answer)
            assert [e["pointer"] for e in answer["errors"]] == ["/device/keyboardStyle"], where
            unavailable += 1
            continue
        sa = device["ios"][fset]["safeArea"][orientation]
        at, h = keyboard_figure(device, orientation, variant, keyboard_type, fset, style)
        if sa is None or h is None:
            # A 422 naming the device and the missing figure, at the member it follows from.
            assert status == 422, (where, answer)
            (error,) = answer["errors"]
            assert f" for {device_id}: " in error["message"], (where, error)
            if sa is None:
                assert error["pointer"] == "/device/ios", where
                assert f"/ios/{fset}/safeArea/{orientation}" in error["message"], (where, error)
            else:
                # The emoji keyboard's own figure, a type's own figure (an iPhone pad), or the
                # keyboard's (an iPad's pads are its full keyboard).
                pointer = "/device/keyboard" if variant == "emoji" else (
                    "/device/keyboardType" if keyboard_type != "default" and device["kind"] == "iPhone"
                    else "/device/keyboard"
                )
                assert error["pointer"] == pointer, (where, error)
                assert f"The catalog has no figure at {at} for {device_id}: " in error["message"], (where, error)
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
        # The device it answered on: the release and style asked for, and the set that holds.
        d = answer["device"]
        assert (d["id"], d["family"], d["platform"]) == (device_id, device["id"], "iOS"), where
        assert (d["ios"], d["figureSet"], d["keyboardStyle"]) == (ios, fset, style), where
        # The figures it used, each measured, derived or assumed as the data file and its rules say.
        figures = d["figures"]
        assert figures[0] == {**figures[0], "at": "/points", "value": device["points"], "provenance": "measured"}
        assert figures[1]["at"] == f"/ios/{fset}/safeArea/{orientation}" and figures[1]["value"] == sa, where
        expected_at = ["/points", f"/ios/{fset}/safeArea/{orientation}"] + ([at] if at else [])
        assert [f["at"] for f in figures] == expected_at, (where, figures)
        if at:
            assert figures[2]["value"] == h, where
        made = provenances(DERIVED[device["id"]])
        for f in figures:
            provenance, rule = made.get(f["at"], ("measured", None))
            assert (f["provenance"], f.get("rule")) == (provenance, rule), (where, f)
        kinds = {f["provenance"] for f in figures}
        # derivedFigure, then assumedFigure, each once and only when a figure is so.
        expected_warnings = [c for c, p in (("derivedFigure", "derived"), ("assumedFigure", "assumed")) if p in kinds]
        assert [c for c in codes(answer) if c in ("derivedFigure", "assumedFigure")] == expected_warnings, where
        assert codes(answer)[len(codes(answer)) - len(expected_warnings):] == expected_warnings, where
        derived += "derived" in kinds
        assumed += "assumed" in kinds
        solved += 1
    # Every model x 5 releases x 2 styles x 2 orientations x 5 keyboards x 4 types, every one answered.
    assert solved + missing + not_running + unavailable == sum(1 for _ in models()) * 5 * 2 * 2 * 5 * 4
    assert solved > 0 and missing > 0 and not_running > 0 and unavailable > 0
    assert 0 < derived < solved and 0 < assumed < solved
    print(f"\nsingle requests over every model: {solved} answered ({derived} on a derived figure, "
          f"{assumed} on an assumed one), {missing} lack a figure, {not_running} ask for an iOS the model "
          f"does not run, {unavailable} for Liquid Glass before iOS 26")


def test_the_defaults_are_portrait_predictive_default_type_and_the_newest_release(server):
    # No "ios": the newest release the model runs, 27 for the iPhone 14 (it gets updates), with
    # Liquid Glass; iOS 27's figures are iOS 26's, assumed (ios27KeyboardAsIOS26): 335, so
    # 844 - 335 = 509, and the answer says so.
    status, _, answer = server.post("/v1/layout", {"device": {"id": "iphone-14"}})
    assert status == 200, answer
    assert answer["keyboard"]["frame"] == {"x": 0, "y": 509, "width": 390, "height": 335}
    d = answer["device"]
    assert (d["ios"], d["figureSet"], d["keyboardStyle"]) == ("27", "27", "liquidGlass")
    assert [(f["at"], f["provenance"]) for f in d["figures"]] == [
        ("/points", "measured"),
        ("/ios/27/safeArea/portrait", "assumed"),
        ("/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar", "assumed"),
    ]
    assert codes(answer)[-1:] == ["assumedFigure"]
    # iOS 26 named: the same 335, measured (DS, iOS 26.5; RNKC's 16e on 26.1), no warning.
    _, _, answer = server.post("/v1/layout", {"device": {"id": "iphone-14", "ios": "26"}})
    assert answer["keyboard"]["frame"] == {"x": 0, "y": 509, "width": 390, "height": 335}
    assert answer["device"]["keyboardStyle"] == "liquidGlass"
    assert {f["provenance"] for f in answer["device"]["figures"]} == {"measured"}
    assert "assumedFigure" not in codes(answer) and "derivedFigure" not in codes(answer)
    _, _, answer = server.post("/v1/layout", {"device": {"id": "iphone-14", "ios": "18"}})
    # Before iOS 26 (TG): 336, so 844 - 336 = 508, the spec's worked example 1; the classic style.
    assert answer["keyboard"]["frame"] == {"x": 0, "y": 508, "width": 390, "height": 336}
    assert answer["device"]["keyboardStyle"] == "classic" and answer["device"]["figureSet"] == "18"
    # A retired model's default is its last major: the iPhone X runs 11 to 16.
    _, _, answer = server.post("/v1/layout", {"device": {"id": "iphone-x"}})
    assert (answer["device"]["ios"], answer["device"]["keyboardStyle"]) == ("16", "classic")
    # The iPhone Duo's is the release it shipped with, 27.1.
    _, _, answer = server.post("/v1/layout", {"device": {"id": "iphone-duo-outer"}})
    assert (answer["device"]["ios"], answer["device"]["figureSet"]) == ("27.1", "27")


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
    # iphone-16 (the iphone-15 family), iOS 26 with Liquid Glass, number pad 308 (FW's published
    # table, FW07; RNKC measured the Liquid Glass pad 308 = 308 on the 16e: the December 2026
    # evidence made FW's 291 the classic keyboard's) + a 58-point Liquid Glass toolbar = 366:
    # {0, 852 - 366 = 486, 393, 366}.
    device = {"id": "iphone-16", "ios": "26", "keyboardType": "numberPad", "accessoryHeight": 58}
    status, _, a = server.post("/v1/layout", {"device": device})
    assert status == 200, a
    assert a["keyboard"]["frame"] == {"x": 0, "y": 486, "width": 393, "height": 366}
    # keyboard.accessoryHeight does the same, and also on an explicit height: 852 - 300 - 44 = 508.
    _, _, b = server.post(
        "/v1/layout",
        {"device": {"id": "iphone-16", "ios": "26", "keyboardType": "numberPad"}, "keyboard": {"accessoryHeight": 58}},
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
    # The notch phones' landscape pad with the classic keyboard on iOS 26: no source measured it,
    # and no rule derives it (classicOnIOS26AsBefore has no landscape pad before iOS 26 to copy).
    body = {"device": {"id": "iphone-14", "ios": "26", "keyboardStyle": "classic", "orientation": "landscape",
                       "keyboardType": "numberPad"}}
    status, _, p = server.post("/v1/layout", body)
    assert status == 422
    assert [e["pointer"] for e in p["errors"]] == ["/device/keyboardType"]
    assert p["errors"][0]["message"] == (
        "The catalog has no figure at /ios/26/keyboardHeight/classic/landscape/numberPad for iphone-14: "
        "No source measured the classic keyboard (an app built with an SDK before iOS 26) on iOS 26 on this device."
    )
    # With an explicit keyboard the missing figure is not needed.
    status, _, _ = server.post("/v1/layout", {**body, "keyboard": {"height": 300}})
    assert status == 200
    # With Liquid Glass the same pad is derived: 208 - 43 (liquidGlassPadIsLettersLessBar) = 165.
    status, _, a = server.post("/v1/layout", {"device": {**body["device"], "keyboardStyle": "liquidGlass"}})
    assert status == 200 and a["keyboard"]["frame"]["height"] == 165
    assert a["device"]["figures"][2]["rule"] == "liquidGlassPadIsLettersLessBar"
    # The emoji keyboard: no source measured it on a 375-point-wide screen.
    status, _, p = server.post("/v1/layout", {"device": {"id": "iphone-se", "ios": "18", "keyboard": "emoji"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/keyboard"]
    assert p["errors"][0]["message"] == (
        "The catalog has no figure at /ios/18/keyboardHeight/classic/portrait/emoji for iphone-se: "
        "No source measured the emoji keyboard on this screen."
    )
    # A safe area no source gives (the iPad 9 on iOS 26), unless the request gives its own.
    status, _, p = server.post("/v1/layout", {"device": {"id": "ipad-9", "ios": "26", "keyboard": "hardwareBar"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/ios"]
    assert "/ios/26/safeArea/portrait for ipad-9: " in p["errors"][0]["message"]
    status, _, _ = server.post(
        "/v1/layout",
        {"device": {"id": "ipad-9", "ios": "26", "keyboard": "hardwareBar"}, "window": {"safeArea": {"top": 24}}},
    )
    assert status == 200


def test_the_issues_cases_answer_with_their_figures_provenance(server):
    # The iPhone 15 in landscape on iOS 26: every figure measured (DS), no warning.
    status, _, a = server.post("/v1/layout", {"device": {"id": "iphone-15", "orientation": "landscape", "ios": "26"}})
    assert status == 200
    assert [(f["at"], f["provenance"]) for f in a["device"]["figures"]] == [
        ("/points", "measured"),
        ("/ios/26/safeArea/landscape", "measured"),
        ("/ios/26/keyboardHeight/liquidGlass/landscape/withPredictiveBar", "measured"),
    ]
    assert a["device"]["figures"][2]["value"] == 208
    assert "derivedFigure" not in codes(a) and "assumedFigure" not in codes(a)
    # The iPad Pro 11-inch: its newest release is iOS 26 (its last), where its safe area and
    # keyboard are derived, and said so.
    status, _, a = server.post("/v1/layout", {"device": {"id": "ipad-pro-11"}})
    assert status == 200
    assert (a["device"]["ios"], a["device"]["figureSet"], a["device"]["keyboardStyle"]) == ("26", "26", "liquidGlass")
    assert [f.get("rule") for f in a["device"]["figures"]] == [None, "iPadOS26SafeArea", "sameKeyboardClass"]
    assert a["device"]["figures"][2]["derivedFrom"] == [
        "ipad-pro-11-m4/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar"
    ]
    assert a["keyboard"]["frame"]["height"] == 340
    (warning,) = [w for w in a["warnings"] if w["code"] == "derivedFigure"]
    assert "safe area in portrait" in warning["message"] and "iPadOS26SafeArea" in warning["message"]
    assert "assumedFigure" not in codes(a)
    # The iPhone 17 Pro's number pad on iOS 26 with Liquid Glass: measured now, 308 (FW's
    # published table, FW07, one source: single), where it was derived (335 - 44 = 291) before the
    # December 2026 evidence showed 291 is the classic keyboard's pad.
    status, _, a = server.post("/v1/layout", {"device": {"id": "iphone-17-pro", "ios": "26", "keyboardType": "numberPad"}})
    assert status == 200 and a["keyboard"]["frame"]["height"] == 308
    assert a["device"]["figures"][2] == {
        "at": "/ios/26/keyboardHeight/liquidGlass/portrait/numberPad", "value": 308, "provenance": "measured",
        "single": True, "sources": ["FW07"],
    }
    assert a["device"]["model"] == "iPhone 17 Pro" and a["device"]["family"] == "iphone-16-pro"
    # A pad still derived from its letters keyboard: the iPhone Air's, 345 - 27 = 318
    # (liquidGlassPadIsLettersLessBar: the Liquid Glass bar is 27 pt in portrait).
    status, _, a = server.post("/v1/layout", {"device": {"id": "iphone-air", "ios": "26", "keyboardType": "numberPad"}})
    assert status == 200 and a["keyboard"]["frame"]["height"] == 318
    pad = a["device"]["figures"][2]
    assert (pad["at"], pad["value"], pad["provenance"], pad["rule"], pad["derivedFrom"]) == (
        "/ios/26/keyboardHeight/liquidGlass/portrait/numberPad", 318, "derived", "liquidGlassPadIsLettersLessBar",
        ["/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar"],
    )
    assert codes(a)[-1:] == ["derivedFigure"]
    # The iPhone X on iOS 26: it cannot run it; the answer names the releases it runs and the
    # model with the same figures that runs iOS 26.
    status, _, p = server.post("/v1/layout", {"device": {"id": "iphone-x", "ios": "26"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/ios"]
    assert p["errors"][0]["message"] == (
        "iOS 26 does not run on the iPhone X: it runs iOS 11 to 16 (11, 12, 13, 14, 15, 16). Of the models "
        "with the same figures, `iphone-11-pro` (iPhone 11 Pro) runs it."
    )
    # A batch item and a comparison carry the same device figures.
    _, _, batch = server.post("/v1/layout/batch", {"requests": [{"device": {"id": "ipad-pro-11"}}]})
    _, _, single = server.post("/v1/layout", {"device": {"id": "ipad-pro-11"}})
    assert batch["results"][0] == single
    _, _, compared = server.post("/v1/layout/compare", {"device": {"id": "ipad-pro-11"}, "policies": ["clearance"]})
    assert compared["device"] == single["device"]
    assert "derivedFigure" in codes(compared)
    # On the iPhone 14's default release, iOS 27, a batch item carries the assumed figures' warning.
    _, _, batch = server.post("/v1/layout/batch", {"requests": [{"device": {"id": "iphone-14"}}]})
    _, _, single = server.post("/v1/layout", {"device": {"id": "iphone-14"}})
    assert batch["results"][0] == single and codes(single)[-1:] == ["assumedFigure"]


def test_device_members_are_checked(server):
    status, _, p = server.post(
        "/v1/layout",
        {"device": {"id": "iphone-14", "orientation": "sideways", "keyboard": "floating", "keyboardType": "url",
                    "ios": "26.x", "keyboardStyle": "glass", "x": 1}},
    )
    assert status == 422
    assert sorted(e["pointer"] for e in p["errors"]) == [
        "/device/ios", "/device/keyboard", "/device/keyboardStyle", "/device/keyboardType", "/device/orientation",
        "/device/x",
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
    # iphone-se portrait predictive on its newest release, iOS 27 (iOS 26's 260, assumed): 667 - 260 = 407.
    assert results[0]["keyboard"]["frame"]["y"] == 407
    assert [e["pointer"] for e in results[1]["problem"]["errors"]] == ["/requests/1/device/id"]
    assert results[1]["problem"]["status"] == 422
    # ipad-9 landscape on iOS 18: 1080 x 810, keyboard 398: y = 412.
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
# on iOS 18 (the matrix asks for "ios": ["18"], so labels end in /ios18; the iPhone X, 8 Plus and
# every Android phone do not run it). In portrait the highest is iphone-se's 667 - 260 = 407:
# visible everywhere. In landscape with the predictive keyboard: iphone-se 375 - 200 = 175 and
# iphone-13-mini 375 - 209 = 166 cut into it (3/44 and 12/44 covered); every other device's top is
# at least iphone-14's 390 - 209 = 181 > 178. noPredictive tops are at least 375 - 172 = 203,
# hardwareBar 375 - 55 = 320: visible.
FORM = {
    "container": {"scrollable": False, "insetAdjustment": "never"},
    "elements": [
        {"id": "title", "frame": {"x": 20, "y": 20, "width": 300, "height": 40}},
        {"id": "field", "frame": {"x": 20, "y": 134, "width": 300, "height": 44}},
    ],
}
SHORT = [
    "iphone-se/landscape/predictive/ios18",
    "iphone-13-mini/landscape/predictive/ios18",
]


def test_matrix_reports_the_field_exactly_where_it_hides(server):
    status, _, doc = server.post("/v1/layout/matrix", {"request": FORM, "ios": ["18"]})
    assert status == 200
    summary = doc["summary"]
    # "all": 25 iOS entries and 12 Android phones, x 2 x 3 = 222; skipped: every combination whose
    # model does not run iOS 18 (an Android phone takes no iOS release), or that the catalog (the
    # data file and its rules) lacks a figure for, worked out below.
    cells = [(i, o, k) for i in [*DEVICES, *ANDROID] for o in ORIENTATIONS for k in ("predictive", "noPredictive", "hardwareBar")]
    not_running = [f"{i}/{o}/{k}/ios18" for i, o, k in cells if i in ANDROID or not runs_release(DEVICES[i], "18")]
    missing = [
        f"{i}/{o}/{k}/ios18"
        for i, o, k in cells
        if i in DEVICES and runs_release(DEVICES[i], "18")
        and (DEVICES[i]["ios"]["18"]["safeArea"][o] is None or keyboard_height(DEVICES[i], o, k, ios="18") is None)
    ]
    assert (len(cells), len(not_running), len(missing)) == (222, 114, 19)
    assert (summary["combinations"], summary["solved"], summary["skipped"]) == (222, 89, 133)
    assert summary["skippedFor"] == {
        "notRunning": 114, "missingFigure": 19, "derivedFigure": 0, "styleUnavailable": 0, "unresolvable": 0
    }
    # iOS 18 is in the set "18", which no assumption fills: measured or derived.
    assert summary["assumed"] == 0 and summary["measured"] + summary["derived"] == summary["solved"]
    title, field = summary["elements"]
    assert title["id"] == "title" and title["clear"] is True
    assert field["clear"] is False
    assert field["partiallyCovered"] == SHORT
    assert field["unreachable"] == SHORT
    assert field["covered"] == field["clipped"] == field["offscreen"] == []
    # Counts sort every solved combination into one outcome: partly covered (and, not scrolling,
    # unreachable too) counts as covered, so the two short iPhones; visible everywhere else.
    solved = summary["solved"]
    assert field["counts"] == {"visible": solved - 2, "scrolledOutOfView": 0, "covered": 2, "unreachable": 0}
    assert title["counts"] == {"visible": solved, "scrolledOutOfView": 0, "covered": 0, "unreachable": 0}
    assert summary["focus"] is None
    assert field["worst"] == {
        "combination": "iphone-13-mini/landscape/predictive/ios18",
        "state": "partiallyCovered",
        "visibleFraction": 32 / 44,
        "coveredFraction": 12 / 44,
        "reachable": False,
    }
    results = doc["results"]
    assert len(results) == 222
    assert [r["combination"] for r in results[:3]] == [
        "iphone-se/portrait/predictive/ios18",
        "iphone-se/portrait/noPredictive/ios18",
        "iphone-se/portrait/hardwareBar/ios18",
    ]
    assert [(r["keyboardType"], r["ios"], r["keyboardStyle"]) for r in results[:1]] == [("default", "18", "classic")]
    skipped = [r for r in results if "skipped" in r]
    assert [r["combination"] for r in skipped] == [c for c in (f"{i}/{o}/{k}/ios18" for i, o, k in cells)
                                                   if c in not_running or c in missing]
    assert {r["combination"] for r in skipped if r["skipReason"] == "notRunning"} == set(not_running)
    assert skipped[0]["skipped"] == (
        "iOS 18 does not run on the iPhone 8 Plus: it runs iOS 11 to 16 (11, 12, 13, 14, 15, 16)."
    )
    pixel = next(r for r in skipped if r["device"] == "pixel-9")
    assert pixel["skipped"].startswith("The Pixel 9 runs Android: leave ios out")
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
    # The field at y 134..178, on iOS 26 (Liquid Glass, its default) with a 58-point toolbar on
    # the keyboard, in landscape.
    # iphone-16 (393 tall): default 208 + 58 = 266, top 393 - 266 = 127 < 134: covered;
    # number pad 165 (FW's table) + 58 = 223, top 170: partly covered (36/44 visible).
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
    # A release named: the labels end in /ios26.
    assert [r["combination"] for r in doc["results"]] == [
        "iphone-se/landscape/predictive/ios26",
        "iphone-se/landscape/predictive/numberPad/ios26",
        "iphone-16/landscape/predictive/ios26",
        "iphone-16/landscape/predictive/numberPad/ios26",
    ]
    assert {(r["ios"], r["keyboardStyle"], r["provenance"]) for r in doc["results"]} == {("26", "liquidGlass", "measured")}
    tops = [r["answer"]["keyboard"]["frame"]["y"] for r in doc["results"]]
    assert tops == [111, 155, 127, 170]
    fractions = [r["answer"]["elements"][1]["after"]["visibleFraction"] for r in doc["results"]]
    assert fractions == [0, 21 / 44, 0, 36 / 44]
    # A keyboard or release a device lacks is a skipped cell with the reason, not a failure.
    status, _, doc = server.post(
        "/v1/layout/matrix",
        {**query, "devices": ["iphone-17-pro"], "keyboards": ["predictive", "emoji"], "keyboardTypes": ["numberPad"],
         "ios": ["26", "18"]},
    )
    assert status == 200
    # The 17 Pro's landscape pad on iOS 26 is measured, 165 (FW's published table, FW07: before
    # the December 2026 evidence it was derived as 208 - 27 = 181); no source measured the emoji
    # keyboard in landscape; it runs nothing before iOS 26.
    results = doc["results"]
    assert results[0]["provenance"] == "measured" and results[0]["answer"]["keyboard"]["frame"]["height"] == 165 + 58
    assert [(r.get("skipReason"), r.get("skipped", "").split(":")[0]) for r in results[1:]] == [
        ("missingFigure", "The catalog has no figure at /ios/26/keyboardHeight/liquidGlass/landscape/emoji for iphone-17-pro"),
        ("notRunning", "iOS 18 does not run on the iPhone 17 Pro"),
        ("notRunning", "iOS 18 does not run on the iPhone 17 Pro"),
    ]
    # The emoji keyboard is a keyboard, not a keyboard type.
    status, _, p = server.post("/v1/layout/matrix", {**query, "keyboardTypes": ["emoji"]})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/keyboardTypes/0"]


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
            "devices": ["iphone-se", "pixel-1"],
            "orientations": [],
            "keyboards": ["predictive", "predictive"],
            "keyboardTypes": ["numberPad", "url"],
            "ios": [],
            "keyboardStyles": ["classic", "glass"],
            "stretch": {"referenceWidth": 0},
        },
    )
    assert status == 422
    pointers = sorted(e["pointer"] for e in p["errors"])
    # An empty `ios` is the default (each device's newest release), not an error.
    assert pointers == [
        "/devices/1",
        "/keyboardStyles/1",
        "/keyboardTypes/1",
        "/keyboards/1",
        "/orientations",
        "/request/keyboard",
        "/request/screen",
        "/stretch/referenceWidth",
    ]
    # Releases: each written as a release, one that existed and is out, named once.
    status, _, p = server.post("/v1/layout/matrix", {"request": FORM, "ios": ["26", "26.x", "20", "28", "26"]})
    assert status == 422
    assert [(e["pointer"], e["message"]) for e in p["errors"]] == [
        ("/ios/1", 'must be a release written "27" or "26.2": the major release, then a dot and the minor, nothing else'),
        ("/ios/2", "names iOS 20, which never existed: iOS went from 18 to 26 in 2025"),
        ("/ios/3", "names iOS 28, which is not out: the newest release is iOS 27"),
        ("/ios/4", "is a repeat"),
    ]
    status, _, p = server.post("/v1/layout/matrix", {"request": FORM, "keyboardStyles": []})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/keyboardStyles"]
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
    # elements x combinations may not pass 200,000: 222 combinations ("all": 25 iOS entries and 12
    # Android phones, x 2 x 3) hold at most 200000 // 222 = 900 elements.
    assert len(DEVICES) + len(ANDROID) == 37
    many = [{"id": f"e{i}", "frame": {"x": 0, "y": i, "width": 10, "height": 1}} for i in range(901)]
    status, _, p = server.post("/v1/layout/matrix", {"request": {"elements": many}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/request/elements"]


# --- CLI -----------------------------------------------------------------------------------------


def test_solve_device_flags_fill_and_override(server):
    request = json.dumps({"device": {"id": "iphone-x", "orientation": "portrait", "ios": "16"}}).encode()
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
    # The release and the style: the iPhone 17 Pro on iOS 26.2 with the classic keyboard without
    # its bar, 291 (RNKC, built with Xcode 16.4): 874 - 291 = 583.
    code, out, err = run_cli(
        "solve", "--device", "iphone-17-pro", "--ios", "26.2", "--keyboard-style", "classic", "--keyboard",
        "noPredictive", stdin=b"{}",
    )
    assert code == 0, err
    answer = json.loads(out)
    assert answer["keyboard"]["frame"] == {"x": 0, "y": 583, "width": 402, "height": 291}
    assert (answer["device"]["ios"], answer["device"]["keyboardStyle"]) == ("26.2", "classic")
    code, _, err = run_cli("solve", "--keyboard-type", "url", stdin=b"{}")
    assert code == 1 and b"numberPad" in err
    code, _, err = run_cli("solve", "--device", "iphone-16", "--ios", "26.x", stdin=b"{}")
    assert code == 1 and b"--ios must be an iOS release written 27 or 26.2" in err
    code, _, err = run_cli("solve", "--keyboard-style", "glass", stdin=b"{}")
    assert code == 1 and b"liquidGlass, classic, gboard" in err
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
    # --keyboard-styles names the styles: labels end in the style.
    code, out, err = run_cli(
        "matrix", "-", "--devices", "iphone-17-pro", "--orientations=portrait", "--keyboards", "predictive",
        "--ios", "26.2", "--keyboard-styles", "liquidGlass,classic", stdin=json.dumps({"request": FORM}).encode(),
    )
    assert code == 0, err
    assert [(r["combination"], r["answer"]["keyboard"]["frame"]["height"]) for r in json.loads(out)["results"]] == [
        ("iphone-17-pro/portrait/predictive/ios26.2/liquidGlass", 335),
        ("iphone-17-pro/portrait/predictive/ios26.2/classic", 336),
    ]
    code, _, err = run_cli("matrix", "--devices", "pixel-1", stdin=b"{}")
    assert code == 1 and b"did you mean `pixel-8` (Pixel 8)" in err
    code, _, err = run_cli("matrix", "--ios", "26.x", stdin=b"{}")
    assert code == 1 and b"majors 11, 12, 13, 14, 15, 16, 17, 18, 26, 27" in err
    code, _, err = run_cli("matrix", "--keyboard-styles", "glass", stdin=b"{}")
    assert code == 1 and b"liquidGlass, classic, gboard" in err
    code, _, err = run_cli("matrix", stdin=b'{"request": {"screen": {"width": 1, "height": 1}}}')
    assert code == 2 and json.loads(err)["errors"][0]["pointer"] == "/request/screen"


def test_a_figure_missing_on_ios_26_but_known_before_says_how_to_use_it(server):
    # The iPad 9 runs iOS 26, but no source gives its iOS 26 insets (and no rule derives a
    # home-button iPad's); its iOS 18 ones are known, so the 422 says how to ask for them; with
    # "ios": "18" the same request answers.
    status, _, p = server.post("/v1/layout", {"device": {"id": "ipad-9", "ios": "26"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/ios"]
    assert p["errors"][0]["message"].endswith('ask for "ios": "18" to use them.')
    # Its default release, iOS 27, copies iOS 26's missing insets: the same hint.
    status, _, p = server.post("/v1/layout", {"device": {"id": "ipad-9"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/ios"]
    assert "/ios/27/safeArea/portrait for ipad-9" in p["errors"][0]["message"]
    assert p["errors"][0]["message"].endswith('ask for "ios": "18" to use them.')
    status, _, a = server.post("/v1/layout", {"device": {"id": "ipad-9", "ios": "18"}})
    assert status == 200 and a["keyboard"]["state"] == "docked"
    # The emoji keyboard of a 440-point-wide phone is known on no release: no such hint.
    status, _, p = server.post("/v1/layout", {"device": {"id": "iphone-16-pro-max", "ios": "26", "keyboard": "emoji"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/keyboard"]
    assert "ask for" not in p["errors"][0]["message"]


def expected_skip(model, device, ios, style, orientation, variant, keyboard_type):
    """The skip reason the data file (and its rules) gives a cell of a matrix that names `ios`
    and `style`, with the missing figure's pointer: (None, None) when it answers."""
    if not runs_release(model, ios):
        return "notRunning", None
    fset = figure_set(ios)
    if style == "liquidGlass" and fset == "18":
        return "styleUnavailable", None
    if device["ios"][fset]["safeArea"][orientation] is None:
        return "missingFigure", f"/ios/{fset}/safeArea/{orientation}"
    at, h = keyboard_figure(device, orientation, variant, keyboard_type, fset, style)
    return ("missingFigure", at) if h is None else (None, None)


# The holes docs/devices.md lists ("What stays unknown"), as the pointers a skipped cell names.
IPHONE_HOLES = (
    r"/ios/\d+/keyboardHeight/\w+/landscape/emoji",  # the emoji keyboard in landscape
    r"/ios/18/keyboardHeight/classic/landscape/numberPad",  # the pads in landscape before iOS 26
    r"/ios/2[67]/keyboardHeight/classic/landscape/\w+",  # the classic keyboard in landscape on 26+
    r"/ios/2[67]/keyboardHeight/liquidGlass/landscape/withoutPredictiveBar",  # measured on the 16e only
)


def test_the_full_matrix_answers_every_cell_but_the_unknown_and_the_impossible():
    # Every model (entries and aliases, the Android phones too), five releases, both styles, both
    # orientations, every keyboard and keyboard type. A skipped cell is one the model cannot show
    # (it does not run the release, or the style did not exist on it) or one of the holes
    # docs/devices.md lists, each with its reason; every other cell answers.
    body = {
        "request": {"elements": [{"id": "field", "frame": {"x": 16, "y": 300, "width": 300, "height": 44}}],
                    "focus": "field"},
        "devices": "allModels", "ios": list(RELEASES), "keyboardStyles": list(STYLES),
        "orientations": list(ORIENTATIONS), "keyboards": list(VARIANTS), "keyboardTypes": list(TYPES),
    }
    code, out, err = run_cli("matrix", "-", stdin=json.dumps(body).encode())
    assert code == 0, err
    doc = json.loads(out)
    summary = doc["summary"]
    count = sum(1 for _ in models()) + len(ANDROID)
    assert summary["combinations"] == count * 5 * 2 * 2 * 5 * 4 == len(doc["results"])
    assert summary["solved"] + summary["skipped"] == summary["combinations"]
    assert summary["measured"] + summary["derived"] + summary["assumed"] == summary["solved"]
    assert sum(summary["skippedFor"].values()) == summary["skipped"]
    assert summary["skippedFor"]["derivedFigure"] == summary["skippedFor"]["unresolvable"] == 0
    # Every cell as the data file says, in matrix order (devices outermost, then release, style,
    # orientation, keyboard, type).
    cells = [
        (model_id, model, device, ios, style, o, v, t)
        for model_id, model, device in [*models(), *((i, d, None) for i, d in ANDROID.items())]
        for ios in RELEASES for style in STYLES for o in ORIENTATIONS for v in VARIANTS for t in TYPES
    ]
    for cell, r in zip(cells, doc["results"], strict=True):
        model_id, model, device, ios, style, o, v, t = cell
        assert (r["device"], r["ios"], r["keyboardStyle"], r["orientation"], r["keyboard"], r["keyboardType"]) == (
            model_id, ios, style, o, v, t
        ), r["combination"]
        if device is None:
            # An Android phone takes no iOS release.
            assert r["skipReason"] == "notRunning" and " runs Android: leave ios out" in r["skipped"], r
            continue
        reason, pointer = expected_skip(model, device, ios, style, o, v, t)
        assert r.get("skipReason") == reason, (r["combination"], r.get("skipped"))
        if reason == "notRunning":
            assert r["skipped"].startswith(f"iOS {ios} does not run on the "), r
        elif reason == "missingFigure":
            assert r["skipped"].startswith(f"The catalog has no figure at {pointer} for {model_id}: "), r
            if device["kind"] == "iPhone":
                # An iPhone's hole: one docs/devices.md lists, the emoji keyboard off 390-402 pt,
                # or the safe areas of the 18 Pros (no source) and the Duo in landscape.
                assert (
                    any(re.fullmatch(h, pointer) for h in IPHONE_HOLES)
                    or (pointer.endswith("/emoji") and device["points"]["width"] not in (390, 393, 402))
                    or device["id"] in ("iphone-18-pro", "iphone-18-pro-max")
                    or (device["id"].startswith("iphone-duo-") and pointer.endswith("/safeArea/landscape"))
                ), r
            else:
                # An iPad's: the emoji keyboard, the classic keyboard on iOS 26 and later, Liquid
                # Glass without its bar (measured on no iPad), or the safe area or keyboard that no
                # source gives and no rule derives on the iPads listed.
                assert (
                    pointer.endswith("/emoji")
                    or re.fullmatch(r"/ios/2[67]/keyboardHeight/classic/\w+/\w+", pointer)
                    or re.fullmatch(r"/ios/2[67]/keyboardHeight/liquidGlass/\w+/withoutPredictiveBar", pointer)
                    or device["id"] in {"ipad-9", "ipad-10", "ipad-mini-6", "ipad-air-13", "ipad-pro-13-m4"}
                ), r
        elif reason == "styleUnavailable":
            assert r["skipped"].startswith("The Liquid Glass keyboard arrived with iOS 26"), r
        else:
            # The cell's provenance: assumed when a figure it used is, else derived when one is.
            fset = figure_set(ios)
            at, _ = keyboard_figure(device, o, v, t, fset, style)
            made = provenances(DERIVED[device["id"]])
            used = {made.get(p, ("measured", None))[0] for p in (f"/ios/{fset}/safeArea/{o}", at)}
            expected = next(k for k in ("assumed", "derived", "measured") if k in used or k == "measured")
            assert r["provenance"] == expected, r["combination"]
    print(f"\nfull matrix: {summary['combinations']} combinations, {summary['solved']} solved "
          f"({summary['measured']} measured, {summary['derived']} derived, {summary['assumed']} assumed), "
          f"{summary['skipped']} skipped ({summary['skippedFor']})")


# --- releases, keyboard styles, the emoji keyboard, iOS 27, the iPhone Duo and Android ----------


def answer_figure(answer):
    """The keyboard figure of an answer's device (the third, after the screen and safe area)."""
    return answer["device"]["figures"][2]


@pytest.mark.parametrize(
    ("device", "pointer", "height"),
    [
        # RNKC's iPhone 16e on iOS 26.1, Liquid Glass: 335 with the AutoFill bar, 308 without, 388
        # the emoji keyboard (the 390x844 family shares them).
        ({"id": "iphone-16e", "ios": "26.1"}, "/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar", 335),
        ({"id": "iphone-16e", "ios": "26.1", "keyboard": "noPredictive"},
         "/ios/26/keyboardHeight/liquidGlass/portrait/withoutPredictiveBar", 308),
        ({"id": "iphone-16e", "ios": "26.1", "keyboard": "emoji"}, "/ios/26/keyboardHeight/liquidGlass/portrait/emoji", 388),
        # RNKC's iPhone 17 Pro on iOS 26.2 built with Xcode 16.4: the classic keyboard, 336 / 291.
        ({"id": "iphone-17-pro", "ios": "26.2", "keyboardStyle": "classic"},
         "/ios/26/keyboardHeight/classic/portrait/withPredictiveBar", 336),
        ({"id": "iphone-17-pro", "ios": "26.2", "keyboardStyle": "classic", "keyboard": "noPredictive"},
         "/ios/26/keyboardHeight/classic/portrait/withoutPredictiveBar", 291),
        # RNKC's iPhone 16 Pro on iOS 18.5: the emoji keyboard, 384.
        ({"id": "iphone-16-pro", "ios": "18", "keyboard": "emoji"}, "/ios/18/keyboardHeight/classic/portrait/emoji", 384),
        # RNKC's iPhone 15 Pro on iOS 17.5: the decimal pad, 291 (the letters keyboard without its bar).
        ({"id": "iphone-15-pro", "ios": "17.5", "keyboardType": "decimalPad"},
         "/ios/18/keyboardHeight/classic/portrait/numberPad", 291),
        # FW's published table (iPhone 16 on iOS 26): the Liquid Glass number pad, 308.
        ({"id": "iphone-16", "ios": "26", "keyboardType": "numberPad"},
         "/ios/26/keyboardHeight/liquidGlass/portrait/numberPad", 308),
    ],
)
def test_the_measured_keyboards_answer_measured(server, device, pointer, height):
    status, _, a = server.post("/v1/layout", {"device": device})
    assert status == 200, a
    W, H = a["device"]["figures"][0]["value"]["width"], a["device"]["figures"][0]["value"]["height"]
    assert a["keyboard"]["frame"] == {"x": 0, "y": H - height, "width": W, "height": height}
    assert a["device"]["ios"] == device["ios"]
    default_style = "classic" if figure_set(device["ios"]) == "18" else "liquidGlass"
    assert a["device"]["keyboardStyle"] == device.get("keyboardStyle", default_style)
    figure = answer_figure(a)
    assert (figure["at"], figure["value"], figure["provenance"]) == (pointer, height, "measured")
    assert "rule" not in figure
    # Every figure measured: no derived or assumed warning.
    assert {f["provenance"] for f in a["device"]["figures"]} == {"measured"}
    assert "derivedFigure" not in codes(a) and "assumedFigure" not in codes(a)


def test_the_emoji_keyboard_is_a_keyboard_not_a_keyboard_type(server):
    # keyboard emoji: 384 on an iPhone 16 Pro on iOS 18 (RNKC), whatever the field's type.
    for keyboard_type in ("default", "numberPad"):
        status, _, a = server.post(
            "/v1/layout", {"device": {"id": "iphone-16-pro", "ios": "18", "keyboard": "emoji", "keyboardType": keyboard_type}}
        )
        assert status == 200, a
        assert a["keyboard"]["frame"] == {"x": 0, "y": 874 - 384, "width": 402, "height": 384}
    # On iOS 26 with Liquid Glass 388, measured on the 16e and derived for 393 and 402 pt
    # (emojiSameFrom390To402); with the classic keyboard 384 (RNKC's 17 Pro on 26.2), measured.
    _, _, a = server.post("/v1/layout", {"device": {"id": "iphone-16-pro", "ios": "26", "keyboard": "emoji"}})
    assert answer_figure(a)["value"] == 388 and answer_figure(a)["rule"] == "emojiSameFrom390To402"
    assert answer_figure(a)["derivedFrom"] == ["iphone-14/ios/26/keyboardHeight/liquidGlass/portrait/emoji"]
    _, _, a = server.post(
        "/v1/layout", {"device": {"id": "iphone-17-pro", "ios": "26", "keyboardStyle": "classic", "keyboard": "emoji"}}
    )
    assert (answer_figure(a)["value"], answer_figure(a)["provenance"]) == (384, "measured")
    # keyboardType emoji is a 422 that names keyboard emoji.
    status, _, p = server.post("/v1/layout", {"device": {"id": "iphone-16-pro", "ios": "18", "keyboardType": "emoji"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/keyboardType"]
    assert '"keyboard": "emoji"' in p["errors"][0]["message"]


def test_releases_are_checked_and_name_what_the_model_runs(server):
    def error(device):
        status, _, p = server.post("/v1/layout", {"device": device})
        assert status == 422, p
        (e,) = p["errors"]
        return e["pointer"], e["message"]

    form = 'must be a release written "27" or "26.2": the major release, then a dot and the minor, nothing else'
    assert error({"id": "iphone-16-pro", "ios": "26.x"}) == ("/device/ios", form)
    assert error({"id": "iphone-16-pro", "ios": "iOS 27"}) == ("/device/ios", form)
    assert error({"id": "iphone-16-pro", "ios": "17"}) == (
        "/device/ios", "iOS 17 does not run on the iPhone 16 Pro: it runs iOS 18 and later (18, 26, 27).",
    )
    assert error({"id": "iphone-16-pro", "ios": "20"}) == (
        "/device/ios", "names iOS 20, which never existed: iOS went from 18 to 26 in 2025",
    )
    assert error({"id": "iphone-16-pro", "ios": "28"}) == (
        "/device/ios", "names iOS 28, which is not out: the newest release is iOS 27",
    )
    pointer, message = error({"id": "iphone-16-pro", "ios": "18", "keyboardStyle": "liquidGlass"})
    assert pointer == "/device/keyboardStyle" and message.startswith("The Liquid Glass keyboard arrived with iOS 26")
    # The iPhone Duo shipped with iOS 27.1: "27" does not run on it.
    assert error({"id": "iphone-duo-inner", "ios": "27"}) == (
        "/device/ios", "iOS 27 does not run on the iPhone Duo (inner screen, open): it runs iOS 27.1 and later (27.1).",
    )
    # A patch is read and uses its release's figures: 26.2.1 is 26.2's.
    status, _, a = server.post("/v1/layout", {"device": {"id": "iphone-16-pro", "ios": "26.2.1"}})
    assert status == 200 and a["device"]["figureSet"] == "26" and a["keyboard"]["frame"]["height"] == 335


def test_ios_27_and_the_iphone_duo_answer_with_assumed_keyboards(server):
    # iOS 27 on a current phone: iOS 26's figures, assumed (ios27SafeAreaAsIOS26,
    # ios27KeyboardAsIOS26), said in device.figures and the warning assumedFigure.
    status, _, a = server.post("/v1/layout", {"device": {"id": "iphone-16-pro", "ios": "27"}})
    assert status == 200, a
    assert [(f["at"], f["value"], f["provenance"], f.get("rule")) for f in a["device"]["figures"][1:]] == [
        ("/ios/27/safeArea/portrait", {"top": 62, "left": 0, "bottom": 34, "right": 0}, "assumed", "ios27SafeAreaAsIOS26"),
        ("/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar", 335, "assumed", "ios27KeyboardAsIOS26"),
    ]
    (warning,) = [w for w in a["warnings"] if w["code"] == "assumedFigure"]
    assert codes(a)[-1] == "assumedFigure" and "ios27KeyboardAsIOS26" in warning["message"]
    # A figure derived on iOS 26 and assumed on 27: derivedFigure is not said (the answer's
    # figure is assumed), assumedFigure is.
    assert "derivedFigure" not in codes(a)
    # The iPhone Duo, each screen: its own screen and safe area, measured on Xcode 27.2's
    # simulator (APPD, one source: single), the keyboard assumed to be the widest iPhone's
    # (duoKeyboardAsWidestIPhone: the 16 Pro Max's on iOS 27, 345), on its default release 27.1.
    duo = {
        "iphone-duo-outer": ({"width": 466, "height": 678}, {"top": 0, "left": 0, "bottom": 34, "right": 84}),
        "iphone-duo-inner": ({"width": 669, "height": 951}, {"top": 82, "left": 0, "bottom": 34, "right": 0}),
    }
    for device_id, (points, safe_area) in duo.items():
        status, _, a = server.post("/v1/layout", {"device": {"id": device_id}})
        assert status == 200, a
        d = a["device"]
        assert (d["ios"], d["figureSet"], d["keyboardStyle"], d["platform"]) == ("27.1", "27", "liquidGlass", "iOS")
        points_figure, safe, keyboard = d["figures"]
        assert points_figure["value"] == points and points_figure["provenance"] == "measured"
        assert (safe["at"], safe["value"], safe["provenance"], safe["single"]) == (
            "/ios/27/safeArea/portrait", safe_area, "measured", True
        )
        assert (keyboard["at"], keyboard["value"], keyboard["provenance"], keyboard["rule"]) == (
            "/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar", 345, "assumed", "duoKeyboardAsWidestIPhone"
        )
        assert keyboard["derivedFrom"] == ["iphone-16-pro-max/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar"]
        assert a["keyboard"]["frame"] == {"x": 0, "y": points["height"] - 345, "width": points["width"], "height": 345}
        assert codes(a)[-1] == "assumedFigure" and "derivedFigure" not in codes(a)
        (warning,) = [w for w in a["warnings"] if w["code"] == "assumedFigure"]
        assert "duoKeyboardAsWidestIPhone" in warning["message"]
        # A matrix that asks for measured figures only leaves it out.
        status, _, doc = server.post(
            "/v1/layout/matrix",
            {"request": FORM, "devices": [device_id], "orientations": ["portrait"], "keyboards": ["predictive", "hidden"],
             "figures": "measured"},
        )
        assert status == 200
        assert [(r.get("skipReason"), r.get("provenance")) for r in doc["results"]] == [
            ("derivedFigure", None), (None, "measured"),
        ]
        assert doc["results"][1]["ios"] == "27.1"
    # The iPhone 18 Pro has its screen only: a 422 naming the safe area no source gives, unless the
    # request gives its own safe area and keyboard.
    status, _, p = server.post("/v1/layout", {"device": {"id": "iphone-18-pro"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/ios"]
    assert "/ios/27/safeArea/portrait for iphone-18-pro: " in p["errors"][0]["message"]
    status, _, a = server.post(
        "/v1/layout",
        {"device": {"id": "iphone-18-pro"}, "window": {"safeArea": {"top": 62, "bottom": 34}}, "keyboard": {"height": 335}},
    )
    assert status == 200 and a["keyboard"]["frame"] == {"x": 0, "y": 874 - 335, "width": 402, "height": 335}
    assert [f["at"] for f in a["device"]["figures"]] == ["/points"]


ANDROID_WITH_FIGURES = ("pixel-2", "pixel-8", "pixel-9", "pixel-10")
PIXEL_PROS = ("pixel-8-pro", "pixel-9-pro", "pixel-9-pro-xl", "pixel-10-pro", "pixel-10-pro-xl")


@pytest.mark.parametrize("device_id", ANDROID_WITH_FIGURES)
def test_an_android_phone_answers_under_android_adjust_resize(server, device_id):
    phone = ANDROID[device_id]
    status, _, a = server.post("/v1/layout", {"device": {"id": device_id}})
    assert status == 200, a
    assert a["policy"]["name"] == "androidAdjustResize"
    d = a["device"]
    # No iOS release: the Android figure set and Gboard.
    assert "ios" not in d
    assert (d["platform"], d["figureSet"], d["keyboardStyle"]) == ("android", "android", "gboard")
    sa = phone["android"]["safeArea"]["portrait"]
    h = phone["android"]["keyboardHeight"]["gboard"]["portrait"]["withPredictiveBar"]
    made = provenances(ANDROID_DERIVED[device_id])
    assert [(f["at"], f["value"], f["provenance"]) for f in d["figures"]] == [
        ("/points", phone["points"], "measured"),
        ("/android/safeArea/portrait", sa, made.get("/android/safeArea/portrait", ("measured",))[0]),
        ("/android/keyboardHeight/gboard/portrait/withPredictiveBar", h, "measured"),
    ]
    W, H = phone["points"]["width"], phone["points"]["height"]
    assert a["keyboard"]["frame"] == {"x": 0, "y": H - h, "width": W, "height": h}
    # The Pixel 8's bars are derived (pixelSafeAreaAndroid16), and the answer says so.
    assert ("derivedFigure" in codes(a)) == ("/android/safeArea/portrait" in made) == (device_id == "pixel-8")
    # Android's own policies may be named; an iOS one is a 422 at /options/policy listing them.
    for policy in ("flutter", "androidAdjustPan", "androidAdjustResize", "compose"):
        status, _, a = server.post("/v1/layout", {"device": {"id": device_id}, "options": {"policy": policy}})
        assert status == 200 and a["policy"]["name"] == policy, (policy, a)
    # An iOS release is no Android phone's.
    status, _, p = server.post("/v1/layout", {"device": {"id": device_id, "ios": "26"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/ios"]


def test_an_ios_policy_on_an_android_phone_is_a_422(server):
    status, _, p = server.post("/v1/layout", {"device": {"id": "pixel-9"}, "options": {"policy": "iqKeyboardManager"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/options/policy"]
    message = p["errors"][0]["message"]
    assert message.startswith("iqKeyboardManager emulates an iOS system, and the Pixel 9 runs Android")
    assert '"flutter", "androidAdjustPan", "androidAdjustResize", "compose"' in message


@pytest.mark.parametrize("device_id", PIXEL_PROS)
def test_a_pixel_pro_answers_with_the_requests_own_keyboard(server, device_id):
    phone = ANDROID[device_id]
    # No source measured Gboard on it: a 422 at /device/keyboard naming the figure.
    status, _, p = server.post("/v1/layout", {"device": {"id": device_id}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/device/keyboard"]
    assert f"/android/keyboardHeight/gboard/portrait/withPredictiveBar for {device_id}: " in p["errors"][0]["message"]
    # With its own keyboard height it answers: the catalog gives the screen and the bars (54 / 24,
    # derived by pixelSafeAreaAndroid16).
    status, _, a = server.post("/v1/layout", {"device": {"id": device_id}, "keyboard": {"height": 300}})
    assert status == 200, a
    W, H = phone["points"]["width"], phone["points"]["height"]
    assert a["keyboard"]["frame"] == {"x": 0, "y": H - 300, "width": W, "height": 300}
    assert a["policy"]["name"] == "androidAdjustResize"
    assert [(f["at"], f["provenance"], f.get("rule")) for f in a["device"]["figures"]] == [
        ("/points", "measured", None),
        ("/android/safeArea/portrait", "derived", "pixelSafeAreaAndroid16"),
    ]
    assert a["device"]["figures"][1]["value"] == {"top": 54, "left": 0, "bottom": 24, "right": 0}


PORTRAIT_TYPES = ("default", "numberPad", "phonePad", "decimalPad")


def test_the_portrait_iphone_matrix_on_18_and_26_lacks_no_figure(server):
    # Every iPhone model (entries and aliases) in portrait, on iOS 18 and 26, with both keyboard
    # styles, with and without the predictive bar, on the four keyboard types: a cell is skipped
    # only when the model does not run the release or the style did not exist on it (Liquid
    # Glass before iOS 26), never for a missing figure.
    iphones = [i for i, _, d in models() if d["kind"] == "iPhone"]
    query = {
        "request": FORM, "devices": iphones, "ios": ["18", "26"], "keyboardStyles": ["liquidGlass", "classic"],
        "orientations": ["portrait"], "keyboards": ["predictive", "noPredictive"], "keyboardTypes": list(PORTRAIT_TYPES),
    }
    status, _, doc = server.post("/v1/layout/matrix", query)
    assert status == 200, doc
    summary = doc["summary"]
    assert summary["combinations"] == len(iphones) * 2 * 2 * 2 * 4
    skipped = summary["skippedFor"]
    assert skipped["missingFigure"] == 0, [r["skipped"] for r in doc["results"] if r.get("skipReason") == "missingFigure"][:5]
    assert skipped["derivedFigure"] == skipped["unresolvable"] == 0
    assert summary["skipped"] == skipped["notRunning"] + skipped["styleUnavailable"]
    # Liquid Glass on iOS 18: every model that runs 18 x 2 keyboards x 4 types.
    runs_18 = [i for i, m, d in models() if d["kind"] == "iPhone" and runs_release(m, "18")]
    assert skipped["styleUnavailable"] == len(runs_18) * 2 * 4
    assert summary["assumed"] == 0 and summary["solved"] == summary["measured"] + summary["derived"] > 0
    results = {r["combination"]: r for r in doc["results"]}
    # Each cell says its release and style; the labels end in both.
    cell = results["iphone-16-pro/portrait/noPredictive/numberPad/ios26/classic"]
    assert (cell["ios"], cell["keyboardStyle"]) == ("26", "classic")
    heights = {
        label: results[label]["answer"]["keyboard"]["frame"]["height"]
        for label in (
            "iphone-16-pro/portrait/predictive/ios18/classic",
            "iphone-16-pro/portrait/noPredictive/ios18/classic",
            "iphone-16-pro/portrait/predictive/decimalPad/ios18/classic",
            "iphone-16-pro/portrait/predictive/ios26/liquidGlass",
            "iphone-16-pro/portrait/noPredictive/ios26/liquidGlass",
            "iphone-16-pro/portrait/predictive/numberPad/ios26/liquidGlass",
            "iphone-16-pro/portrait/noPredictive/ios26/classic",
            "iphone-se/portrait/noPredictive/phonePad/ios26/classic",
        )
    }
    # Before iOS 26 without the bar 291 (RNKC, the December 2026 evidence: TG's 292 was 1 pt
    # high), the pad the same; Liquid Glass 335 / 308 and its pad 308; classic on 26 as before;
    # the SE's classic pad on 26 as before, 216.
    assert list(heights.values()) == [336, 291, 291, 335, 308, 308, 291, 216]
    assert results["iphone-17-pro/portrait/predictive/ios18/classic"]["skipReason"] == "notRunning"
    assert results["iphone-se/portrait/predictive/ios18/liquidGlass"]["skipReason"] == "styleUnavailable"


def test_an_android_phone_in_a_matrix_a_comparison_and_a_design_check(server):
    # A matrix that names no policy runs an Android phone under androidAdjustResize, as a single
    # request does (it was skipped as running the engine's own iOS contract).
    status, _, m = server.post(
        "/v1/layout/matrix",
        {"request": FORM, "devices": ["pixel-9", "iphone-se"], "orientations": ["portrait"], "keyboards": ["predictive"]},
    )
    assert status == 200, m
    pixel, se = m["results"]
    assert "skipReason" not in pixel, pixel
    assert pixel["answer"]["policy"]["name"] == "androidAdjustResize"
    assert (pixel["ios"], pixel["keyboardStyle"]) == (None, "gboard")
    assert (se["ios"], se["keyboardStyle"]) == ("27", "liquidGlass")
    # A matrix naming an iOS policy skips the phone, saying why.
    status, _, m = server.post(
        "/v1/layout/matrix",
        {
            "request": {**FORM, "options": {"policy": "swiftUI"}},
            "devices": ["pixel-9"],
            "orientations": ["portrait"],
            "keyboards": ["predictive"],
        },
    )
    assert status == 200 and m["results"][0]["skipReason"] == "notRunning"
    assert "swiftUI emulates an iOS system" in m["results"][0]["skipped"]
    # A comparison on an Android phone runs the four Android policies by default, with no warning
    # about a policy the body never named; an iOS one named is a 422 at its index.
    body = {"device": {"id": "pixel-9"}, "elements": FORM["elements"], "focus": "field"}
    status, _, c = server.post("/v1/layout/compare", body)
    assert status == 200, c
    assert [r["policy"]["name"] for r in c["results"]] == ["flutter", "androidAdjustPan", "androidAdjustResize", "compose"]
    assert "policyOptionIgnored" not in codes(c)
    status, _, p = server.post("/v1/layout/compare", {**body, "policies": ["compose", "swiftUI"]})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/policies/1"]


def test_a_design_check_says_the_release_and_style_each_device_was_checked_on(server):
    document = json.loads((ROOT / "tests" / "fixtures" / "figma" / "paleophonix--figma-flutter-agent--card-form.json").read_text())
    status, _, a = server.post(
        "/v1/design/check", {"design": {"figma": document}, "devices": ["iphone-se", "iphone-8-plus", "pixel-9"]}
    )
    assert status == 200, a
    setups = [(d["device"]["id"], d["device"]["ios"], d["device"]["keyboardStyle"]) for d in a["devices"]]
    assert setups == [("iphone-se", "27", "liquidGlass"), ("iphone-8-plus", "16", "classic"), ("pixel-9", None, "gboard")]
