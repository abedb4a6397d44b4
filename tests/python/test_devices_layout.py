"""Devices in layout requests, batches and matrices, through HTTP and the CLI.

The catalog's figures, the geometry a device gives and the matrix's cells are the Swift suites'
(DeviceCatalogTests, LayoutMatrixTests); these tests hold what the service and the CLI show of
them: the answer's `device` member, the wire's pointers and messages, batches, and the commands.
"""

import json

import pytest

from devices_helpers import ANDROID_DATA, DATA, ROOT, run_cli, serve


@pytest.fixture(scope="module")
def server():
    with serve() as s:
        yield s


def codes(answer):
    return [w["code"] for w in answer["warnings"]]


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


# The matrix's semantics (order of the cells, fields scrolled out of view, a field under the
# keyboard, the focus's worst gap, stretch) are held by the Swift suites LayoutMatrixTests
# (DeviceMatrixTests, DeviceMatrixEngineTests) and their encoding by MatrixEncoderTests. The
# tests below hold what only the service shows: keyboard types with their provenance and skips, the skip text beside a single 422,
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
    assert len(DATA["devices"]) + len(ANDROID_DATA["devices"]) == 37
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


# --- releases, keyboard styles, the emoji keyboard, iOS 27, the iPhone Duo and Android ----------


def answer_figure(answer):
    """The keyboard figure of an answer's device (the third, after the screen and safe area)."""
    return answer["device"]["figures"][2]


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




def test_an_ios_policy_on_an_android_phone_is_a_422(server):
    status, _, p = server.post("/v1/layout", {"device": {"id": "pixel-9"}, "options": {"policy": "iqKeyboardManager"}})
    assert status == 422 and [e["pointer"] for e in p["errors"]] == ["/options/policy"]
    message = p["errors"][0]["message"]
    assert message.startswith("iqKeyboardManager emulates an iOS system, and the Pixel 9 runs Android")
    assert '"flutter", "androidAdjustPan", "androidAdjustResize", "compose"' in message




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
