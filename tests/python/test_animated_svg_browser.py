"""The animated SVG (`POST /v1/layout?animate=true`, `Accept: image/svg+xml`) plays in headless
Chromium without script: at the start the after panel shows the before state, at rest the after
state, and in between it moves through the points of `animation.cssEasing` (semantics §5).
Screenshots of the start and the end are written to test-output/ for review."""

import json
import re
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
OUT = REPO / "test-output"

# Worked example 4 (semantics §7): the login form with a "Continue" button on the keyboard.
EXAMPLE_4 = {
    "screen": {"width": 390, "height": 844},
    "window": {"safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0}},
    "keyboard": {"height": 336},
    "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844},
                  "contentSize": {"width": 390, "height": 900}},
    "elements": [{"id": "password", "frame": {"x": 20, "y": 600, "width": 350, "height": 44}}],
    "pinned": [{"id": "continue", "frame": {"x": 20, "y": 760, "width": 350, "height": 50}, "pin": "keyboard"}],
    "focus": "password",
    "options": {"minimumDistance": 32},
}


def post(service: str, query: str, accept: str) -> tuple[int, bytes]:
    request = urllib.request.Request(
        service + "/v1/layout" + query, data=json.dumps(EXAMPLE_4).encode(),
        headers={"Content-Type": "application/json", "Accept": accept}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def test_the_animated_picture_plays_in_chromium(service: str, browser) -> None:
    _, answer = post(service, "", "application/json")
    answer = json.loads(answer)
    status, svg = post(service, "?animate=true", "image/svg+xml")
    assert status == 200
    OUT.mkdir(exist_ok=True)
    path = OUT / "animated-example-4.svg"
    path.write_bytes(svg)
    browser.get(path.as_uri())
    browser.execute_script("document.documentElement.pauseAnimations()")

    def at(t: float) -> dict:
        return browser.execute_script(
            """
            const svg = document.documentElement;
            svg.setCurrentTime(arguments[0]);
            const after = svg.querySelector('#clr-panel-after');
            const pick = (sel) => after.querySelector(sel);
            const kb = pick('[data-role="keyboard"]');
            const field = pick('[data-id="password"]');
            const bar = pick('[data-id="continue"]');
            return {keyboard: kb.y.animVal.value, field: field.y.animVal.value, bar: bar.y.animVal.value,
                    fieldFill: getComputedStyle(field).fill, barFill: getComputedStyle(bar).fill};
            """, t)

    start, middle, end = at(0), at(0.25), at(0.6)
    browser.execute_script("document.documentElement.setCurrentTime(0)")
    assert browser.save_screenshot(str(OUT / "animated-example-4-start.png"))
    browser.execute_script("document.documentElement.setCurrentTime(0.6)")
    assert browser.save_screenshot(str(OUT / "animated-example-4-end.png"))

    # The before state at the start: the field covered (red), the bar at rest under the keyboard,
    # the keyboard below the screen; the after state at rest: the field visible (green) 302 points
    # higher on the screen's scale, the bar risen by 302 points, the keyboard at its frame.
    covered, visible = "rgb(214, 69, 69)", "rgb(46, 158, 68)"
    assert start["fieldFill"] == covered and end["fieldFill"] == visible
    assert end["barFill"] == visible
    assert start["keyboard"] > end["keyboard"]
    scale = (start["bar"] - end["bar"]) / 302
    # The field scrolls by the answer's scrollDelta (265), on the same scale.
    assert abs((start["field"] - end["field"]) / scale - answer["scrollDelta"]) < 0.5
    # Halfway through the keyboard's 0.25 s notification the motion is at the spring's 94%, the
    # point of cssEasing at 0.25 s (index 20 of 41), within 1%.
    points = [float(p) for p in re.findall(r"[\d.]+", answer["animation"]["cssEasing"])]
    progress = (start["bar"] - middle["bar"]) / (start["bar"] - end["bar"])
    assert abs(progress - points[20]) < 0.01, (progress, points[20])
    assert abs(points[20] - 0.942) < 0.001
