"""Schemathesis hooks for the openapi.yaml run (loaded through SCHEMATHESIS_HOOKS).

JSON Schema cannot say (or, for generators' sake, does not say) the rules of the layout
contract that tie one field to another: without a device or a design, `screen` and
`container.frame` are required and a shown keyboard gives its frame, height or userInfo; element
and pinned-view ids are unique together, `focus` names an element or a pinned view and
`options.scrollTarget` an element, and
`keyboard.height` is no more than `screen.height`.
A body that the schema accepts may break them, and the service rightly answers 422, which
schemathesis would count as valid data rejected. So, for positive cases only, this hook makes
generated bodies keep those rules: duplicate ids get a suffix, a `focus` or `scrollTarget`
that names no element is pointed at an existing one (or dropped when there are no elements),
and a keyboard taller than the screen is cut to the screen's height.

The device catalog is data, not schema: a `device.id` (and a matrix's `devices`) must name a
device of the catalog that runs `device.ios` (an Android phone takes none, and only the Android
policies) and whose safe area a source gives in that release's figure set (unless the body gives
`window.safeArea`), a `device.keyboardStyle` that set has, `device.keyboard` and
`device.keyboardType` ones whose height the catalog has there (a `hardwareBar` is known
everywhere), and an accessory view may not push the keyboard past the screen. A matrix may not hold more than 200,000 elements ×
combinations, and a batch, matrix or compare may not build an answer over the service's answer
limit (its estimate: 1,024 bytes per combination or policy and 320 per element and combination,
plus twice the id). Positive bodies are brought within those rules too: a generated id becomes a
catalog id (one with a safe area there), a keyboard the catalog lacks becomes `hardwareBar`, a
keyboard type it lacks `default`, accessory heights are cut, and a matrix's elements are cut
to fit.
Negative cases are left exactly as generated: they must be rejected whatever they hold.
"""

import json
import os
import subprocess
from pathlib import Path

import schemathesis
from schemathesis import GenerationMode

_BINARY = os.environ.get("CLEARANCE_BIN", str(Path(__file__).resolve().parents[2] / ".build" / "debug" / "clearance"))
CATALOG = {
    device["id"]: device
    for device in json.loads(subprocess.run([_BINARY, "devices", "--json"], capture_output=True, check=True, timeout=30).stdout)[
        "devices"
    ]
}
IDS = list(CATALOG)
MAX_VERDICTS = 200_000
# The service's --max-answer-bytes default, and its estimate of an answer (ClearanceService+Batch):
# per combination 1,024 bytes plus, per element, 320 bytes and twice the id's UTF-8 length.
MAX_ANSWER_BYTES = 4 << 20


def _element_answer_bytes(element: object) -> int:
    # 8 more bytes of id: the cross-field rules below may add a suffix such as `~123` to a
    # duplicate id after the cut.
    ident = element.get("id") if isinstance(element, dict) else None
    return 320 + 2 * ((len(ident.encode()) if isinstance(ident, str) else 0) + 8)


def _keep_elements_within(elements: list, combinations: int, budget: int) -> None:
    """Cuts `elements` so that combinations × (1024 + Σ per element) stays within `budget`."""
    total = 1024
    for index, element in enumerate(elements):
        total += _element_answer_bytes(element)
        if total * combinations > budget:
            del elements[index:]
            return


def _catalog_id(value: object) -> str:
    """A catalog id for a generated one: itself when known, else one picked by its length."""
    if isinstance(value, str) and value in CATALOG:
        return value
    return IDS[len(str(value)) % len(IDS)]


ANDROID_POLICIES = {"flutter", "androidAdjustPan", "androidAdjustResize", "compose"}


def _key(release: str) -> tuple[int, int]:
    parts = [int(p) for p in release.split(".")] + [0]
    return parts[0], parts[1]


def _release(device_id: str, ios: object) -> str | None:
    """The release a request with `ios` resolves to on the device: `ios`, else its default."""
    return ios if isinstance(ios, str) else CATALOG[device_id].get("defaultRelease")


def _in_range(runs: dict, release: str) -> bool:
    """Whether a model whose `runs` is {first, last} runs `release`: from its first release to the
    end of its last major (27 while it gets the newest)."""
    last = runs.get("last")
    return _key(runs["first"]) <= _key(release) and _key(release)[0] <= (_key(last)[0] if last else 27)


def _runs(device_id: str, ios: object) -> bool:
    """Whether the device runs the release `ios` (an Android phone: when none is named)."""
    device = CATALOG[device_id]
    if device["platform"] == "android":
        return ios is None
    return _in_range(device["runs"], _release(device_id, ios))


def _family_runs(device_id: str, ios: object) -> bool:
    """Whether the entry or one of its aliases (each with its own `runs`) runs the release `ios`."""
    if ios is None or _runs(device_id, ios):
        return True
    return any(_in_range(alias["runs"], ios) for alias in CATALOG[device_id].get("aliases", []))


def _figure_set(device_id: str, ios: object) -> dict:
    """The device's figures for the release `ios` resolves to (Android's one set)."""
    device = CATALOG[device_id]
    if device["platform"] == "android":
        return device["android"]
    major = _key(_release(device_id, ios))[0]
    return device["ios"]["26" if major == 26 else "27" if major == 27 else "18"]


def _is_positive(case) -> bool:
    meta = getattr(case, "meta", None)
    return meta is not None and meta.generation.mode == GenerationMode.POSITIVE


# A small valid design: a 390×844 frame (an iPhone 14's screen) holding one text field.
SMALL_DESIGN = {
    "id": "1:1", "name": "Screen", "type": "FRAME",
    "absoluteBoundingBox": {"x": 0, "y": 0, "width": 390, "height": 844},
    "children": [{"id": "1:2", "name": "Email [textField]", "type": "FRAME",
                  "absoluteBoundingBox": {"x": 20, "y": 600, "width": 350, "height": 44}}],
}


def keep_design_rules(body: dict, required: bool = False) -> None:
    """A body with a design (or one that needs it) gets the small valid design and none of the
    members a design stands in for: generated Figma documents are not screens."""
    if body.get("design") is None and not required:
        return
    body["design"] = {"figma": json.loads(json.dumps(SMALL_DESIGN))}
    for member in ("screen", "window", "container", "elements", "pinned"):
        body.pop(member, None)
    if body.get("focus") not in (None, "1:2", "Email [textField]"):
        body["focus"] = "1:2"


def keep_design_check_rules(body: dict) -> None:
    """A design check gets the small valid design; its devices are the catalog's data, not
    schema: a positive body checks on the frame's own device or on a list of one device whose
    figures the catalog has, with the shared device settings left out."""
    keep_design_rules(body, required=True)
    body.pop("focus", None)
    body.pop("device", None)
    # Options may name elements (a scroll target) that the small design does not hold.
    body.pop("options", None)
    devices = body.get("devices")
    if isinstance(devices, list):
        body["devices"] = ["iphone-14"]
    elif devices not in (None, "iphones", "ipads", "all"):
        body["devices"] = None


def keep_rule_without_a_device(body: dict) -> None:
    """Without a device or a design, `screen` and `container.frame` are required and a keyboard
    that is `shown` must say where (the document states this in prose, not as a conditional that
    generators cannot read): a positive body without them gets a 390×844 screen, a container as
    large as the screen and a keyboard without the bare `state: shown`."""
    if body.get("device") is not None or body.get("design") is not None:
        return
    if not isinstance(body.get("screen"), dict):
        body["screen"] = {"width": 390, "height": 844}
    if not isinstance(body.get("container"), dict):
        body["container"] = {}
    if body["container"].get("frame") is None:
        screen = body["screen"]
        body["container"]["frame"] = {"x": 0, "y": 0, "width": screen["width"], "height": screen["height"]}
    keyboard = body.get("keyboard")
    if isinstance(keyboard, dict) and keyboard.get("state") == "shown":
        if all(keyboard.get(k) is None for k in ("frame", "height", "userInfo")):
            del keyboard["state"]


def keep_cross_field_rules(body: dict) -> None:
    """Rewrites `body` in place so that its ids are unique and its references resolve."""
    if body.get("design") is not None:
        keep_design_rules(body)
        options = body.get("options")
        if isinstance(options, dict):
            options.pop("scrollTarget", None)
    elements = body.get("elements")
    ids: list[str] = []
    seen: set[str] = set()
    # Elements and pinned views share one namespace (semantics §3.4).
    pinned_ids: list[str] = []
    for views, names in ((elements, ids), (body.get("pinned"), pinned_ids)):
        if not isinstance(views, list):
            continue
        for element in views:
            if not isinstance(element, dict) or not isinstance(element.get("id"), str):
                continue
            original = element["id"]
            candidate, n = original, 1
            while candidate in seen:
                n += 1
                candidate = f"{original}~{n}"
            element["id"] = candidate
            seen.add(candidate)
            names.append(candidate)

    def resolve(holder: dict, key: str, also: list[str] = []) -> None:
        value = holder.get(key)
        if isinstance(value, str) and value not in ids and value not in also:
            if ids:
                holder[key] = ids[len(value) % len(ids)]
            else:
                del holder[key]

    keyboard, screen, device = body.get("keyboard"), body.get("screen"), body.get("device")
    if isinstance(device, dict) and device.get("id") is None:
        # `device.id` may be left out (or null) only beside a design, whose frame names the device.
        device.pop("id", None)
        if body.get("design") is None:
            device["id"] = IDS[0]
    limit = screen.get("height") if isinstance(screen, dict) else None
    if body.get("design") is not None and not (isinstance(device, dict) and "id" in device):
        limit = SMALL_DESIGN["absoluteBoundingBox"]["height"]  # the design's frame is the screen
        if isinstance(device, dict):
            # The frame (390×844) names the iPhone 14's family: its release and style must be theirs.
            if not _family_runs("iphone-14", device.get("ios")):
                device.pop("ios", None)
            if device.get("keyboardStyle") not in _figure_set("iphone-14", device.get("ios"))["supports"]:
                device.pop("keyboardStyle", None)
            if isinstance(device.get("accessoryHeight"), (int, float)):
                device["accessoryHeight"] = min(device["accessoryHeight"], limit * 0.4)
    if isinstance(device, dict) and isinstance(keyboard, dict) and "accessoryHeight" in device:
        # The accessory view is given once, with or without a device id (a design's frame names
        # the device): device.accessoryHeight wins here.
        keyboard.pop("accessoryHeight", None)
    if isinstance(device, dict) and "id" in device:
        window = body.get("window")
        own_safe_area = isinstance(window, dict) and isinstance(window.get("safeArea"), dict)
        device["id"] = _catalog_id(device["id"])
        orientation = device.get("orientation") or "portrait"
        ios = device.get("ios")
        options = body.get("options")
        policy = options.get("policy") if isinstance(options, dict) else None
        policy = policy.get("name") if isinstance(policy, dict) else policy
        ios_policy = isinstance(policy, str) and policy not in ANDROID_POLICIES
        # A device that runs the release, of a platform the policy emulates, and whose safe area a
        # source gives there unless the body gives its own.
        def usable(i: str) -> bool:
            if ios_policy and CATALOG[i]["platform"] == "android":
                return False
            return _runs(i, ios) and (own_safe_area or bool(_figure_set(i, ios)["safeArea"][orientation]))

        candidates = [i for i in [device["id"], *IDS] if usable(i)]
        if not candidates:
            ios = None
            device.pop("ios", None)
            candidates = [i for i in [device["id"], *IDS] if usable(i)]
        device["id"] = candidates[0]
        figures = _figure_set(device["id"], ios)
        if device.get("keyboardStyle") not in figures["supports"]:
            device.pop("keyboardStyle", None)
        style = device.get("keyboardStyle") or next(iter(figures["supports"]))
        supports = figures["supports"][style][orientation]
        if (device.get("keyboardType") or "default") not in supports["keyboardTypes"]:
            device["keyboardType"] = "default"
        if (device.get("keyboard") or "predictive") not in supports["keyboards"]:
            device["keyboard"] = "hardwareBar"
        if device.get("keyboardType", "default") != "default" and device.get("keyboard") == "noPredictive":
            device["keyboard"] = "predictive"
        if device.get("keyboard") == "hidden" and isinstance(keyboard, dict) and keyboard.get("state") == "shown":
            device["keyboard"] = "hardwareBar"  # "shown" alone asks for the device's keyboard
        points = CATALOG[device["id"]]["points"]
        side = points["height"] if orientation == "portrait" else points["width"]
        if isinstance(device.get("accessoryHeight"), (int, float)):
            device["accessoryHeight"] = min(device["accessoryHeight"], side * 0.4)
        if limit is None:
            limit = side
    if isinstance(keyboard, dict):
        height = keyboard.get("height")
        if isinstance(height, (int, float)) and isinstance(limit, (int, float)) and height > limit:
            keyboard["height"] = limit
        accessory = keyboard.get("accessoryHeight")
        if isinstance(accessory, (int, float)) and isinstance(limit, (int, float)):
            # The accessory view sits on the keyboard: the two may not outgrow the screen. The
            # keyboard is the height, or the frame's height; a userInfo's frame is not read here,
            # so its accessory view goes (any frame, even one taller than the screen, is valid).
            frame = keyboard.get("frame")
            if isinstance(keyboard.get("height"), (int, float)):
                below = keyboard["height"]
            elif isinstance(frame, dict) and isinstance(frame.get("height"), (int, float)):
                below = frame["height"]
            elif keyboard.get("userInfo") is not None:
                below = limit
            else:
                below = limit * 0.6
            keyboard["accessoryHeight"] = max(0, min(accessory, limit - below))

    resolve(body, "focus", pinned_ids)  # the focus may be a pinned view, the scroll target not
    options = body.get("options")
    if isinstance(options, dict):
        resolve(options, "scrollTarget")


def keep_matrix_rules(body: dict) -> None:
    """Rewrites a matrix body in place: catalog ids, elements × combinations within the limit,
    and the request's own cross-field rules."""
    devices = body.get("devices")
    if isinstance(devices, list):
        body["devices"] = list(dict.fromkeys(_catalog_id(d) for d in devices))
        count = len(body["devices"])
    else:
        count = len(IDS)
    orientations, keyboards = body.get("orientations") or [0, 0], body.get("keyboards") or [0, 0, 0]
    types, versions = body.get("keyboardTypes") or [0], body.get("ios") or [0]
    styles = body.get("keyboardStyles") or [0]
    combinations = count * len(orientations) * len(keyboards) * len(types) * len(versions) * len(styles)
    request = body.get("request")
    if isinstance(request, dict):
        if isinstance(request.get("elements"), list):
            del request["elements"][MAX_VERDICTS // combinations :]
            _keep_elements_within(request["elements"], combinations, MAX_ANSWER_BYTES)
        keep_cross_field_rules(request)


def keep_batch_rules(body: dict) -> None:
    """Cuts a batch so that the estimate of its answers stays within the answer limit."""
    requests = body.get("requests")
    if not isinstance(requests, list):
        return
    total = 64
    for index, item in enumerate(requests):
        elements = item.get("elements") if isinstance(item, dict) else None
        total += 1024 + (sum(_element_answer_bytes(e) for e in elements) if isinstance(elements, list) else 0)
        if total > MAX_ANSWER_BYTES:
            del requests[index:]
            return


def keep_compare_rules(body: dict) -> None:
    """Cuts a compare body's elements so that one answer per policy stays within the answer limit
    (all twelve policies when `policies` is not a list)."""
    policies = body.get("policies")
    count = len(policies) if isinstance(policies, list) and policies else 12
    elements = body.get("elements")
    if isinstance(elements, list):
        _keep_elements_within(elements, count, MAX_ANSWER_BYTES)
        ids = {e.get("id") for e in elements if isinstance(e, dict)}
        if body.get("focus") not in ids:
            body.pop("focus", None)
        options = body.get("options")
        if isinstance(options, dict) and options.get("scrollTarget") not in ids:
            options.pop("scrollTarget", None)


def keep_rules(path: str, body: object) -> None:
    if not isinstance(body, dict):
        return
    if path == "/v1/layout":
        keep_rule_without_a_device(body)
        keep_cross_field_rules(body)
    elif path == "/v1/layout/compare":
        keep_rule_without_a_device(body)
        keep_cross_field_rules(body)
        keep_compare_rules(body)
    elif path == "/v1/layout/matrix":
        keep_matrix_rules(body)
    elif path == "/v1/layout/batch":
        keep_batch_rules(body)
    elif path == "/v1/design":
        keep_design_rules(body, required=True)
        keep_cross_field_rules(body)
    elif path == "/v1/design/check":
        keep_design_check_rules(body)


@schemathesis.hook
def map_case(context, case):
    if _is_positive(case):
        keep_rules(case.operation.path, case.body)
    return case


@schemathesis.hook
def before_add_examples(context, examples):
    # The examples phase does not run map_case; its cases are all meant to be valid. Some are
    # built from property-level examples with generated neighbours, such as a `focus` of "0".
    if context.operation is not None:
        for case in examples:
            keep_rules(context.operation.path, case.body)
