"""Designs end to end: the eight Figma screens of tests/fixtures/figma/ (NOTICE.md there) posted
to `POST /v1/design` and `POST /v1/layout` of a live service (docs/designs.md).

Each file maps to the device, container, text fields and pinned views its NOTICE and the research
note describe; with each text field found as the focus the default engine leaves it visible; the
request `/v1/design` returns answers exactly as the design does when posted back to `/v1/layout`.
"""

import json
from pathlib import Path

import pytest
from conftest import post_json as post

FIGMA = Path(__file__).resolve().parents[1] / "fixtures" / "figma"
PREFIX = "paleophonix--figma-flutter-agent--"


def load(name: str) -> dict:
    return json.loads((FIGMA / f"{PREFIX}{name}.json").read_text())


# A 375×812 frame is the screen of the iphone-x family; on iOS 26 (the default) its own model, the
# iPhone X, does not run it (its last release is iOS 16), so the design maps to the family's model
# that does: the iPhone 11 Pro.
X_ON_IOS_26 = "iphone-11-pro"

# What each screen holds (tests/fixtures/figma/NOTICE.md): its device, the container's node id
# (None: the window), the text fields (element or pinned ids) and pinned views that must be found.

EXPECTED = {
    "card-form": dict(
        device="iphone-14", container="281:16068",
        fields={"281:16085", "281:16090", "281:16095", "281:16101", "281:16106"},
        pinned={"611:1343": "bottom", "281:16070": "none"}),
    "rep-edit-profile": dict(
        device=X_ON_IOS_26, container=None,
        fields={"2007:14635", "2007:14637", "2007:14824", "2007:14854", "2007:14945", "2007:14903",
                "2236:16524", "2007:14924"},
        pinned={"2007:14674": "none", "2310:16385": "bottom"}),
    "food-delivery-sign-up": dict(
        device="iphone-15", container=None,
        fields={"204:2468", "204:2471", "204:2472", "204:2475", "204:2478"}, pinned={}),
    "bank-credit-card-3": dict(device=X_ON_IOS_26, container=None, fields={"389:4985", "389:5002"}, pinned={}),
    "android-gmail-inbox": dict(
        device=X_ON_IOS_26, container="1:26", fields={"1:93"}, pinned={"1:93": "none", "1:64": "none"},
        # "Top Phone Icons", FIXED, is the status bar drawn: a row across the top with a clock.
        decoration={"10:108"}),
    "help-center": dict(device="iphone-15-plus", container="7073:887", fields={"7045:2516"}, pinned={"7045:2516": "none"}),
    "feedback": dict(
        device=X_ON_IOS_26, container=None, fields={"281:7418"}, pinned={"281:7245": "none"}, decoration={"281:7189"}),
    "light-theme-06": dict(
        device="iphone-14", container="3212:20168", fields=set(),
        pinned={"3212:20180": "bottom", "3212:20181": "none"}, decoration={"3212:20182", "3212:20183"}),
}
# The status bars and home indicators drawn into a screen are decoration (docs/designs.md): skipped,
# never pinned views or elements.
EXPECTED["bank-credit-card-3"]["decoration"] = {"389:5001"}


def fields_of(mapping: dict) -> set[str]:
    found = {e["id"] for e in mapping["elements"] if e["kind"] != "view"}
    return found | {p["id"] for p in mapping["pinned"] if "reads as a" in p["why"]}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_screen_maps_as_its_notice_describes(service: str, name: str) -> None:
    expected = EXPECTED[name]
    status, mapped = post(service, "/v1/design", {"design": {"figma": load(name)}})
    assert status == 200, mapped
    mapping = mapped["mapping"]
    assert mapping["format"] == "figma"
    assert mapping["device"]["id"] == expected["device"]
    assert mapping["container"]["id"] == expected["container"], mapping["container"]
    assert fields_of(mapping) == expected["fields"]
    pins = {p["id"]: p["pin"] for p in mapping["pinned"]}
    for view, pin in expected["pinned"].items():
        assert pins.get(view) == pin, (view, pins)
    if not expected["fields"]:
        assert "designNoTextField" in [w["code"] for w in mapped["warnings"]]
    mapped_ids = {e["id"] for e in mapping["elements"] + mapping["pinned"]}
    skipped = {s["id"]: s["reason"] for s in mapping["skipped"]}
    for layer in expected.get("decoration", set()):
        assert layer not in mapped_ids and "drawn into the design" in skipped[layer], (layer, skipped.get(layer))
    # Every decision says why.
    for entry in mapping["elements"] + mapping["pinned"]:
        assert entry["why"]
    # The request it maps to answers on /v1/layout, and as the design itself does.
    status, answer = post(service, "/v1/layout", mapped["request"])
    assert status == 200, answer
    status, direct = post(service, "/v1/layout", {"design": {"figma": load(name)}})
    assert status == 200, direct
    assert direct["mapping"] == mapping
    direct.pop("mapping")
    # The same warnings but the design's own, and pinnedViewCovered worded for what the design's
    # view is (a bar that acts on the form or a tab bar), which the plain request cannot know.
    def engine(warnings: list[dict]) -> list[tuple]:
        return [(w["code"], None if w["code"] == "pinnedViewCovered" else w["message"])
                for w in warnings if not w["code"].startswith("design")]
    assert engine(direct["warnings"]) == engine(answer["warnings"])
    direct["warnings"] = answer["warnings"]
    assert direct == answer


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_text_field_as_the_focus_ends_visible(service: str, name: str) -> None:
    design = load(name)
    for field in sorted(EXPECTED[name]["fields"]):
        status, answer = post(service, "/v1/layout", {"design": {"figma": design}, "focus": field})
        assert status == 200, answer
        assert answer["mapping"]["focus"]["id"] == field
        verdicts = [e["after"] for e in answer["elements"] + answer["pinned"] if e["id"] == field]
        assert len(verdicts) == 1
        assert verdicts[0]["state"] == "visible", (name, field, verdicts[0], answer["warnings"])


def test_pin_advice_is_given_only_for_a_bar_that_acts_on_the_form(service: str) -> None:
    def covered(name: str) -> list[str]:
        status, answer = post(service, "/v1/layout", {"design": {"figma": load(name)}})
        assert status == 200, answer
        return [w["message"] for w in answer["warnings"] if w["code"] == "pinnedViewCovered"]
    # card-form's bottom bar is its Save button: pin it to the keyboard.
    (save,) = covered("card-form")
    assert "acts on the form" in save and "keyboardLayoutGuide" in save
    # light-theme-06's footer and help-center's bottom navigation are tab bars: no pin advice.
    for name in ("light-theme-06", "help-center"):
        (tabs,) = covered(name)
        assert "usual for a tab bar" in tabs and "keyboardLayoutGuide" not in tabs


def test_rows_marked_fixed_by_mistake_are_pointed_out(service: str) -> None:
    status, mapped = post(service, "/v1/design", {"design": {"figma": load("android-gmail-inbox")}})
    assert status == 200, mapped
    (warning,) = [w for w in mapped["warnings"] if w["code"] == "designManyFixed"]
    assert all(f"({row})" in warning["message"] for row in ("10:100", "10:101", "10:102", "10:103", "10:104", "10:105"))
    assert "(1:93)" not in warning["message"]
    status, mapped = post(service, "/v1/design", {"design": {"figma": load("light-theme-06")}})
    assert "designManyFixed" not in [w["code"] for w in mapped["warnings"]]


def test_a_focus_may_name_a_layer_and_a_layer_inside_a_view(service: str) -> None:
    design = load("feedback")
    status, answer = post(service, "/v1/layout", {"design": {"figma": design}, "focus": "Text Area"})
    assert status == 200, answer
    assert answer["mapping"]["focus"]["id"] == "281:7418"
    # The text area's inner "Field" is inside the instance judged whole: the instance is the focus.
    status, answer = post(service, "/v1/layout", {"design": {"figma": design}, "focus": "I281:7418;252:7267"})
    assert status == 200, answer
    assert answer["mapping"]["focus"]["id"] == "281:7418"


def test_the_response_shapes_of_figma_are_read(service: str) -> None:
    node = load("bank-credit-card-3")
    nodes = {"nodes": {"389:4983": {"document": node, "components": {}, "componentSets": {}}}}
    export = {"document": node, "components": {}, "componentSets": {}}
    answers = []
    for figma in (node, nodes, export):
        status, answer = post(service, "/v1/design", {"design": {"figma": figma}})
        assert status == 200, answer
        answers.append(answer)
    assert answers[0] == answers[1] == answers[2]
    # `node` picks a frame inside the document; a 327×44 field is no device's screen, so it is
    # checked on the device nearest by width, with a warning saying so.
    status, answer = post(service, "/v1/design", {"design": {"figma": node, "node": "389:4985"}})
    assert status == 200, answer
    assert [w["code"] for w in answer["warnings"]][:1] == ["designDeviceNearest"]
    assert "the nearest by width" in answer["mapping"]["device"]["why"]
    body = {"design": {"figma": node, "node": "389:4985"}, "device": {"id": "iphone-15"}}
    status, answer = post(service, "/v1/design", body)
    assert status == 200, answer
    assert answer["mapping"]["screen"]["id"] == "389:4985"
    assert answer["mapping"]["device"] == {"id": "iphone-15", "orientation": "portrait", "why": "the request's device"}
    status, problem = post(service, "/v1/design", {"design": {"figma": node, "node": "0:0"}})
    assert status == 422 and problem["errors"][0]["pointer"] == "/design/node"


def test_bad_designs_get_problems_at_their_pointers(service: str) -> None:
    status, problem = post(service, "/v1/layout", {"design": {"figma": {"id": "1:2", "type": "TEXT", "name": "x"}}})
    assert status == 422
    assert problem["errors"][0]["pointer"] == "/design/figma"
    status, problem = post(service, "/v1/layout", {"design": {"figma": {"nodes": {}}}})
    assert status == 422 and problem["errors"][0]["pointer"] == "/design/figma/nodes"
    status, problem = post(service, "/v1/layout", {"design": {}})
    assert status == 422 and problem["errors"][0]["pointer"] == "/design/figma"
    status, problem = post(service, "/v1/layout", {"design": {"figma": load("feedback")}, "focus": "no such layer"})
    assert status == 422 and problem["errors"][0]["pointer"] == "/focus"
    status, problem = post(
        service, "/v1/layout", {"design": {"figma": load("feedback")}, "screen": {"width": 1, "height": 1}})
    assert status == 422 and problem["errors"][0]["pointer"] == "/screen"
    status, problem = post(service, "/v1/design", {"screen": {"width": 390, "height": 844}, "container": {
        "frame": {"x": 0, "y": 0, "width": 390, "height": 844}}})
    assert status == 422 and problem["errors"][0]["pointer"] == "/design"
    # A frame of no device's size, without a device or a keyboard: content placed on the device
    # nearest by width (375 wide), laid out again there.
    odd = load("feedback")
    odd["absoluteBoundingBox"] = {**odd["absoluteBoundingBox"], "width": 333, "height": 555}
    status, answer = post(service, "/v1/layout", {"design": {"figma": odd}})
    assert status == 200, answer
    assert answer["mapping"]["device"]["id"].startswith("iphone")
    nearest = [w for w in answer["warnings"] if w["code"] == "designDeviceNearest"]
    assert len(nearest) == 1 and "(333×555)" in nearest[0]["message"]
    status, answer = post(service, "/v1/layout", {"design": {"figma": odd}, "keyboard": {"height": 300}})
    assert status == 200
    assert "designDeviceUnknown" in [w["code"] for w in answer["warnings"]]


def test_unknown_members_are_ignored_and_zero_sized_layers_skipped(service: str) -> None:
    design = load("food-delivery-sign-up")
    design["children"].append({
        "id": "9:9", "name": "divider", "type": "RECTANGLE", "someNewMember": {"deep": [1, 2, 3]},
        "absoluteBoundingBox": {"x": design["absoluteBoundingBox"]["x"], "y": design["absoluteBoundingBox"]["y"] + 100,
                                "width": 300, "height": 0}})
    design["children"].append({
        "id": "9:10", "name": "Hidden input", "type": "INSTANCE", "visible": False,
        "absoluteBoundingBox": design["absoluteBoundingBox"]})
    status, answer = post(service, "/v1/layout", {"design": {"figma": design}})
    assert status == 200, answer
    skipped = {s["id"]: s["reason"] for s in answer["mapping"]["skipped"]}
    assert "9:10" in skipped and "hidden" in skipped["9:10"]


def test_designs_take_the_larger_limit_and_other_bodies_keep_theirs(service: str) -> None:
    # The 1.2 MB file as exported (pretty-printed): over the 1 MiB of a plain body.
    file = (FIGMA / f"{PREFIX}rep-edit-profile.json").read_bytes()
    raw = b'{"design": {"figma": ' + file + b"}}"
    assert len(raw) > 1 << 20
    status, _ = post(service, "/v1/layout", None, raw=raw)
    assert status == 200
    # A plain body over 1 MiB (a long id per element): refused at the plain limit.
    padding = {"screen": {"width": 390, "height": 844}, "keyboard": {"height": 300},
               "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
               "elements": [{"id": f"e{i}-" + "x" * 100, "frame": {"x": 0, "y": i, "width": 10, "height": 10}}
                            for i in range(9000)]}
    raw = json.dumps(padding).encode()
    assert len(raw) > 1 << 20
    status, problem = post(service, "/v1/layout", None, raw=raw)
    assert status == 413, problem
    # Over the design limit (8 MiB by default) a design is refused too, from its Content-Length
    # (test_service_http checks that the refusal comes before the body).


def test_batch_compare_and_matrix_answers_carry_the_mapping(service: str) -> None:
    design = load("card-form")
    plain = {"screen": {"width": 390, "height": 844},
             "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}}}
    status, batch = post(service, "/v1/layout/batch", {"requests": [{"design": {"figma": design}}, plain]})
    assert status == 200, batch
    first, second = batch["results"]
    assert first["mapping"]["container"]["id"] == "281:16068"
    assert "mapping" not in second
    status, compare = post(service, "/v1/layout/compare",
                           {"design": {"figma": design}, "focus": "281:16106", "policies": ["clearance", "flutter"]})
    assert status == 200, compare
    assert compare["mapping"]["focus"]["id"] == "281:16106"
    assert [r["focus"]["id"] for r in compare["results"]] == ["281:16106", "281:16106"]
    status, matrix = post(service, "/v1/layout/matrix", {
        "request": {"design": {"figma": design}, "focus": "281:16106"},
        "devices": ["iphone-se", "iphone-16-pro-max"], "orientations": ["portrait"], "keyboards": ["predictive"],
        "stretch": {"referenceWidth": 390}})
    assert status == 200, matrix
    assert matrix["mapping"]["screen"]["id"] == "281:16005"
    assert matrix["summary"]["combinations"] == 2
    assert matrix["summary"]["focus"]["id"] == "281:16106"


def test_a_design_matrix_runs_on_the_designs_own_class_by_default(service: str) -> None:
    status, matrix = post(service, "/v1/layout/matrix", {"request": {"design": {"figma": load("android-gmail-inbox")}}})
    assert status == 200, matrix
    # A 375×812 phone frame: every iPhone, portrait only, the three default keyboards.
    assert {r["orientation"] for r in matrix["results"]} == {"portrait"}
    assert all(r["device"].startswith("iphone") for r in matrix["results"])
    assert matrix["summary"]["combinations"] == len(matrix["results"]) < 126
    # The matrix sets the device: one error, once.
    status, problem = post(service, "/v1/layout/matrix", {
        "request": {"design": {"figma": load("card-form")}, "device": {"id": "iphone-15"}}})
    assert status == 422 and [e["pointer"] for e in problem["errors"]] == ["/request/device"]
