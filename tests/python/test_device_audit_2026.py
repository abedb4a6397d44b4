"""The 2026 devices against the audit of their sources (issue 26 item 4).

Every model released in 2025-2026, and the iPads whose figures came from the iOS 26.5 simulator
probe, is checked as a user reads it (`clearance devices ID --json`, which is `GET
/v1/devices/{id}`) against the audit's tables: ../shared/research/device-figures-2026.md §2.1
(iPhones) and §2.2 (iPads), where each row names its sources. DS is aloisdeniel/flutter_device_preview's
`device_specs/apple-*.json` (the iOS 26.5 simulator probe), FW xvrh/flutterware (iOS 26.2),
IQ hackiftekhar/IQKeyboardToolbar, SO stackoverflow.com/q/32319697.

Where the audit records a conflict, the catalog's figure is the audit's pick and its figures entry
keeps the other value as an alternative with its source.
"""

from __future__ import annotations

import json
import subprocess
from functools import cache

import pytest

from conftest import clearance_binary

# id: (points, scale, iOS 26 safe area portrait, landscape (top, left, bottom, right),
#      iOS 26 keyboard with the predictive bar (portrait, landscape), sources of the keyboard)
AUDIT = {
    # §2.1, iPhones. The audit had no keyboard reading of the 16e's own: its panel's figures (DS,
    # 17e); RNKC has since measured it on iOS 26.1 with Liquid Glass, and agrees (335; 308 without
    # the bar, 388 the emoji keyboard: test_devices_layout.py).
    "iphone-16": ((393, 852), 3, (59, 0, 34, 0), (0, 59, 20, 59), (335, 208), "DS"),
    "iphone-16-plus": ((430, 932), 3, (59, 0, 34, 0), (0, 59, 20, 59), (345, 208), "DS"),
    "iphone-16e": ((390, 844), 3, (47, 0, 34, 0), (0, 47, 20, 47), (335, 208), "DS"),
    "iphone-17e": ((390, 844), 3, (47, 0, 34, 0), (0, 47, 20, 47), (335, 208), "DS"),
    "iphone-17": ((402, 874), 3, (62, 0, 34, 0), (0, 62, 20, 62), (335, 208), "DS"),
    "iphone-17-pro": ((402, 874), 3, (62, 0, 34, 0), (0, 62, 20, 62), (335, 208), "DS"),
    "iphone-17-pro-max": ((440, 956), 3, (62, 0, 34, 0), (0, 62, 20, 62), (345, 208), "DS"),
    "iphone-air": ((420, 912), 3, (68, 0, 34, 0), (0, 68, 20, 68), (345, 208), "DS"),
    # §2.2, iPads: the same insets in both orientations. The Air M3s are DS's M4 proxy.
    "ipad-a16": ((820, 1180), 2, (32, 0, 25, 0), (32, 0, 25, 0), (337, 422), "DS"),
    "ipad-air-11-m2": ((820, 1180), 2, (32, 0, 25, 0), (32, 0, 25, 0), (337, 422), "DS"),
    "ipad-air-11-m3": ((820, 1180), 2, (32, 0, 25, 0), (32, 0, 25, 0), (337, 422), "DS"),
    "ipad-air-13-m2": ((1024, 1366), 2, (32, 0, 25, 0), (32, 0, 25, 0), (403, 498), "DS"),
    "ipad-air-13-m3": ((1024, 1366), 2, (32, 0, 25, 0), (32, 0, 25, 0), (403, 498), "DS"),
    "ipad-mini-a17-pro": ((744, 1133), 2, (32, 0, 25, 0), (32, 0, 25, 0), (340, 428), "DS"),
    "ipad-pro-11-m4": ((834, 1210), 2, (32, 0, 25, 0), (32, 0, 25, 0), (340, 428), "DS"),
    "ipad-pro-11-m5": ((834, 1210), 2, (32, 0, 25, 0), (32, 0, 25, 0), (340, 428), "DS"),
    "ipad-pro-13-m4": ((1032, 1376), 2, (32, 0, 25, 0), (32, 0, 25, 0), (403, 498), "DS"),
    "ipad-pro-13-m5": ((1032, 1376), 2, (32, 0, 25, 0), (32, 0, 25, 0), (403, 498), "DS"),
}

# The audit's conflicts on these devices: (id, pointer, the value it did not pick, its source).
CONFLICTS = [
    # The Air: RG's forks put it in the 335 class; DS measured 345.
    ("iphone-air", "/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar", 335, "RG"),
    # The 13" M4: FW read 405.5 / 501 on iOS 26.2; DS 403 / 498.
    ("ipad-pro-13-m4", "/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar", 405.5, "FW"),
]

EDGES = ("top", "left", "bottom", "right")


@cache
def described(device_id: str) -> dict:
    done = subprocess.run(
        [str(clearance_binary()), "devices", device_id, "--json"], capture_output=True, timeout=60, check=True
    )
    return json.loads(done.stdout)


def covering(device: dict, pointer: str) -> dict:
    """The figures entry whose `at` is the longest prefix of `pointer` (docs/devices.md)."""
    entries = [f for f in device["figures"] if pointer == f["at"] or pointer.startswith(f["at"] + "/")]
    assert entries, f"{device['id']}: no figures entry covers {pointer}"
    return max(entries, key=lambda f: len(f["at"]))


@pytest.mark.parametrize("device_id", sorted(AUDIT))
def test_a_2026_device_has_the_audited_figures(device_id: str) -> None:
    points, scale, portrait, landscape, keyboard, source = AUDIT[device_id]
    device = described(device_id)
    assert (device["points"]["width"], device["points"]["height"]) == points
    assert device["scale"] == scale
    ios26 = device["ios"]["26"]
    assert tuple(ios26["safeArea"]["portrait"][e] for e in EDGES) == portrait
    assert tuple(ios26["safeArea"]["landscape"][e] for e in EDGES) == landscape
    # The audit's keyboard is the one an app built with the iOS 26 SDK gets: Liquid Glass.
    heights = ios26["keyboardHeight"]["liquidGlass"]
    assert (heights["portrait"]["withPredictiveBar"], heights["landscape"]["withPredictiveBar"]) == keyboard
    # Each of those is measured, and the keyboard cites the probe the audit names.
    keyboard_at = "/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar"
    for pointer in ("/points", "/ios/26/safeArea/portrait", keyboard_at):
        assert covering(device, pointer)["provenance"] == "measured", pointer
    assert source in covering(device, keyboard_at)["sources"]
    if device_id == "iphone-16e":
        assert "RNKC" in covering(device, keyboard_at)["sources"]
    # A model released on iOS 26 runs nothing before it, and says so (releases are strings, as
    # they shipped).
    if device_id in ("iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air", "iphone-17e"):
        assert device["runs"]["first"] == "26"
        assert device["releases"] == ["26", "27"] and device["defaultRelease"] == "27"


@pytest.mark.parametrize(("device_id", "pointer", "value", "source"), CONFLICTS)
def test_an_audited_conflict_keeps_the_value_not_picked(device_id: str, pointer: str, value: float, source: str):
    entry = covering(described(device_id), pointer)
    assert entry["choice"], f"{device_id} {pointer}: a conflict says why it chose"
    assert any(a["value"] == value and source in a["sources"] for a in entry["alternatives"]), entry


def test_the_bars_carry_their_provenance() -> None:
    catalog = json.loads(
        subprocess.run(
            [str(clearance_binary()), "devices", "--json"], capture_output=True, timeout=60, check=True
        ).stdout
    )
    # §4: the accessory toolbar is 44 before iOS 26, 58 with Liquid Glass (IQ); the iPad's
    # hardware-keyboard bar is 55, measured on iOS 9-10 only (SO), and says so.
    bar = catalog["accessoryBar"]
    assert (bar["ios18"], bar["ios26"]) == (44, 58)
    assert [s["key"] for s in bar["sources"]] == ["IQ"]
    hardware = catalog["hardwareKeyboardBar"]
    assert hardware["height"] == 55 and hardware["holdsFor"] == "iOS 9-10"
    assert [s["key"] for s in hardware["sources"]] == ["SO"]
    # The floating iPad keyboard has no numeric source: the catalog has no figure for it, in any
    # set or style.
    ipads = [d for d in catalog["devices"] if d["kind"] == "iPad"]
    assert ipads and all(
        "floating" not in k
        for d in ipads
        for figure_set in d["ios"].values()
        for by_orientation in figure_set["keyboardHeight"].values()
        for k in by_orientation["portrait"]
    )
