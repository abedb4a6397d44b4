"""The Figma plugin's UI (examples/figma-plugin/ui.html) in headless Chromium, with the main
thread's messages replayed: for each screen of tests/fixtures/figma, the export the main thread
would send (`{type: "design", document}`), the live service's answers, and the `draw` message the
UI sends back, whose shapes (the plugin's own `shapesFor`, loaded from code.js) must match the
answers in count and position. The drawing functions themselves are unit-tested in Deno
(examples/figma-plugin/shapes_test.ts, run here too). A screenshot of one drawing goes to
test-output/."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PLUGIN = REPO / "examples" / "figma-plugin"
FIGMA = REPO / "tests" / "fixtures" / "figma"
OUT = REPO / "test-output"
SCREENS = sorted(FIGMA.glob("*.json"))


def test_the_manifest_declares_the_network_access_figma_requires() -> None:
    manifest = json.loads((PLUGIN / "manifest.json").read_text())
    assert manifest["main"] == "code.js" and manifest["ui"] == "ui.html"
    assert "http://127.0.0.1:8080" in manifest["networkAccess"]["allowedDomains"]


def test_the_drawing_functions_pass_their_deno_tests() -> None:
    deno = Path(sys.executable).parent / "deno"
    result = subprocess.run(
        [str(deno), "test", "--no-lock", "shapes_test.ts"], cwd=PLUGIN, capture_output=True, text=True, timeout=300,
        env={**os.environ, "DENO_NO_UPDATE_CHECK": "1", "NO_COLOR": "1"}, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "3 passed | 0 failed" in result.stdout


@pytest.mark.parametrize("screen", SCREENS, ids=[p.stem.split("--")[-1] for p in SCREENS])
def test_the_ui_checks_each_screen_and_hands_back_what_to_draw(service: str, browser, screen: Path) -> None:
    browser.get((PLUGIN / "ui.html").as_uri())
    # The main thread is replaced by a recorder of what the UI sends it.
    browser.execute_script("""
        window.sent = [];
        window.parent.postMessage = (message) => window.sent.push(message.pluginMessage);
        document.getElementById('server').value = arguments[0];
        for (const box of document.querySelectorAll('#devices input')) box.checked = box.value === '' || box.value === 'iphone-16-pro-max';
    """, service)
    browser.find_element("id", "check").click()
    assert browser.execute_script("return window.sent")[0] == {"type": "export"}
    # The main thread's answer: the selection's REST JSON.
    document = json.loads(screen.read_text())
    browser.execute_script(
        "window.dispatchEvent(new MessageEvent('message', {data: {pluginMessage: arguments[0]}}))",
        {"type": "design", "name": document["name"], "document": document})
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(browser, 60).until(
        lambda d: d.execute_script("return window.sent.length > 1 || /refused/.test(document.getElementById('status').textContent)"))
    sent = browser.execute_script("return window.sent")
    assert len(sent) == 2, browser.find_element("id", "status").text
    draw = sent[1]
    assert draw["type"] == "draw" and len(draw["results"]) == 2
    # The plugin's own drawing function, as the main thread runs it.
    browser.execute_script((PLUGIN / "code.js").read_text())
    for result in draw["results"]:
        answer, device = result["answer"], result["device"]
        shapes = browser.execute_script(
            "return globalThis.ClearanceShapes.shapesFor(arguments[0], arguments[1], 0)", answer, device)
        frames = {e["id"]: e["frame"] for e in answer["frames"]}
        drawn = {s["name"]: s for s in shapes if s["kind"] == "element"}
        assert len(drawn) == len(answer["elements"])
        c, o = answer["containerFrame"], answer["contentOffset"]
        for element in answer["elements"]:
            shape, frame = drawn[element["id"]], frames[element["id"]]
            assert abs(shape["x"] - (frame["x"] + c["x"] - o["x"])) < 1e-9
            assert abs(shape["y"] - (frame["y"] + c["y"] - o["y"])) < 1e-9
            assert shape["state"] == element["after"]["state"]
        pinned = [s for s in shapes if s["kind"] == "pinned"]
        assert [(s["name"], s["y"]) for s in pinned] == [(p["id"], p["frame"]["y"]) for p in answer["pinned"]]
        assert sum(s["kind"] == "keyboard" for s in shapes) == (answer["keyboard"]["state"] != "hidden")
        assert shapes[0]["kind"] == "screen" and shapes[0]["width"] == device["width"]
    if screen.stem.endswith("card-form"):
        OUT.mkdir(exist_ok=True)
        # Draw the first device's shapes as SVG in the page, for a look.
        browser.execute_script("""
            const [shapes, device] = [arguments[0], arguments[1]];
            const svg = ['<svg xmlns="http://www.w3.org/2000/svg" width="' + device.width + '" height="' + (device.height + 30) + '">'];
            for (const s of shapes) {
              if (s.kind === 'text') { svg.push('<text x="' + s.x + '" y="' + (s.y + 12) + '" font-size="12">' + s.text + '</text>'); continue; }
              svg.push('<rect x="' + s.x + '" y="' + s.y + '" width="' + s.width + '" height="' + s.height + '" fill="' + s.fill
                + '" fill-opacity="' + (s.kind === 'screen' ? 1 : s.opacity || 0.6) + '" stroke="' + (s.stroke || 'none') + '"/>');
            }
            document.body.innerHTML = svg.join('') + '</svg>';
        """, browser.execute_script(
            "return globalThis.ClearanceShapes.shapesFor(arguments[0], arguments[1], 0)",
            draw["results"][0]["answer"], draw["results"][0]["device"]), draw["results"][0]["device"])
        assert browser.save_screenshot(str(OUT / "figma-plugin-card-form.png"))
