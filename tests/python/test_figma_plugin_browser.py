"""The Figma plugin (examples/figma-plugin) in headless Chromium, against a live service.

ui.html is loaded as a page; before its script runs, a stand-in for Figma's `figma` global is
installed and the plugin's own main thread (code.js) runs on it, so the two talk as in Figma: the
UI's `parent.postMessage` reaches code.js's `figma.ui.onmessage`, code.js's `figma.ui.postMessage`
reaches the UI, `figma.clientStorage` is a dictionary the test seeds and reads, the selection is a
frame whose `exportAsync` gives a screen of tests/fixtures/figma, and `figma.createNodeFromSvg`
records what it is given. For each screen the test presses Check and compares what the UI shows
with the service's own answer to the same POST /v1/design/check: the field names and their verdict
and gap on every device, every warning's message, the devices not checked; then the drawing of
the selected field (the service's SVG, shown in the UI and handed to code.js to place beside the
frame). A screenshot of the whole UI per screen goes to test-output/figma-plugin-<screen>.png.
code.js's pure helpers are unit-tested in Deno (examples/figma-plugin/code_test.ts, run here too).
"""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import post_json

REPO = Path(__file__).resolve().parents[2]
PLUGIN = REPO / "examples" / "figma-plugin"
FIGMA = REPO / "tests" / "fixtures" / "figma"
OUT = REPO / "test-output"
SCREENS = sorted(FIGMA.glob("*.json"))
SERVICE_KEY = "clearance.service"
DEFAULT_SERVICE = "http://127.0.0.1:8080"
STATES = {"visible": "visible", "partiallyCovered": "partly covered", "covered": "covered",
          "clipped": "clipped", "offscreen": "off screen"}

# The stand-in for Figma: installed before ui.html's script, then code.js runs on it.
HARNESS = """
(() => {
  const harness = { sent: [], storage: %(storage)s, created: [], notices: [], selection: null };
  window.harness = harness;
  const nodes = new Map();
  const ui = {
    onmessage: null,
    postMessage: (message) => setTimeout(() =>
      window.dispatchEvent(new MessageEvent("message", { data: { pluginMessage: message } })), 0),
  };
  // ui.html calls parent.postMessage; in a top-level page its parent is itself.
  window.postMessage = (message) => {
    harness.sent.push(message.pluginMessage);
    setTimeout(() => ui.onmessage && ui.onmessage(message.pluginMessage), 0);
  };
  window.__html__ = "";
  window.figma = {
    showUI: (html, options) => { harness.shown = options; },
    ui,
    clientStorage: {
      getAsync: async (key) => harness.storage[key],
      setAsync: async (key, value) => { harness.storage[key] = value; },
    },
    currentPage: { get selection() { return harness.selection ? [harness.selection] : []; } },
    getNodeByIdAsync: async (id) => nodes.get(id) || null,
    createNodeFromSvg: (svg) => {
      const node = { id: "drawing:" + (harness.created.length + 1), svg, name: "", x: 0, y: 0, removed: false,
                     remove() { this.removed = true; nodes.delete(this.id); } };
      nodes.set(node.id, node);
      harness.created.push(node);
      return node;
    },
    notify: (text) => harness.notices.push(text),
  };
  harness.select = (document) => {
    const node = { id: document.id, name: document.name, type: document.type,
                   absoluteBoundingBox: document.absoluteBoundingBox, exportAsync: async () => document };
    nodes.set(node.id, node);
    harness.selection = node;
  };
})();
"""


def open_plugin(browser, storage: dict) -> None:
    """Loads ui.html with the stand-in and code.js installed first, and waits for the UI to have
    asked code.js for the settings and shown them."""
    from selenium.webdriver.support.ui import WebDriverWait

    scripts = [
        browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                {"source": HARNESS % {"storage": json.dumps(storage)}})["identifier"],
        browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                {"source": (PLUGIN / "code.js").read_text()})["identifier"],
    ]
    try:
        browser.get((PLUGIN / "ui.html").as_uri())
    finally:
        for identifier in scripts:
            browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": identifier})
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return window.ClearanceUI.service !== null"))


def wait_for_catalog(browser) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(browser, 30).until(lambda d: d.execute_script(
        "return document.querySelectorAll('#device-list input').length > 0"
        " || document.getElementById('status').classList.contains('error')"))
    assert browser.execute_script("return document.querySelectorAll('#device-list input').length") > 20, \
        browser.find_element("id", "status").text


def text_of(browser, selector: str) -> str:
    """The text of every element `selector` matches, hidden parts (a closed <details>) included."""
    return browser.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map((e) => e.textContent).join('\\n')", selector)


def gap_text(gap: float | None) -> str:
    """The gap as the UI writes it: whole points (tenths below one), a true minus sign."""
    if gap is None:
        return "–"
    if abs(gap) < 1:
        value = math.floor(gap * 10 + 0.5) / 10  # JavaScript's Math.round
        return (str(int(value)) if value == int(value) else str(value)).replace("-", "−")
    return str(math.floor(gap + 0.5)).replace("-", "−")


def screenshot(browser, name: str) -> Path:
    """The whole UI, at the plugin window's width (code.js's showUI) and the page's full height."""
    OUT.mkdir(exist_ok=True)
    width = int(re.search(r"showUI\(__html__, \{ width: (\d+)", (PLUGIN / "code.js").read_text())[1])
    browser.set_window_size(width, 800)
    height = browser.execute_script("return document.documentElement.scrollHeight")
    browser.set_window_size(width, min(max(height, 400), 6000))
    # The window's frame takes some of its height: grow it until the page fits.
    inner = browser.execute_script("return window.innerHeight")
    browser.set_window_size(width, min(height + (height - inner if inner < height else 0), 6000))
    path = OUT / f"figma-plugin-{name}.png"
    assert browser.save_screenshot(str(path))
    browser.set_window_size(1600, 1200)
    return path


def test_the_manifest_declares_the_network_access_figma_requires() -> None:
    manifest = json.loads((PLUGIN / "manifest.json").read_text())
    assert manifest["main"] == "code.js" and manifest["ui"] == "ui.html"
    assert DEFAULT_SERVICE in manifest["networkAccess"]["allowedDomains"]


def test_the_default_address_is_written_once() -> None:
    code, ui = (PLUGIN / "code.js").read_text(), (PLUGIN / "ui.html").read_text()
    assert len(re.findall(r"127\.0\.0\.1:8080|localhost:8080", code + ui)) == 1
    assert f'const DEFAULT_SERVICE = "{DEFAULT_SERVICE}";' in code


def test_the_main_thread_helpers_pass_their_deno_tests() -> None:
    deno = Path(sys.executable).parent / "deno"
    result = subprocess.run(
        [str(deno), "test", "--no-lock", "code_test.ts"], cwd=PLUGIN, capture_output=True, text=True, timeout=300,
        env={**os.environ, "DENO_NO_UPDATE_CHECK": "1", "NO_COLOR": "1"}, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "3 passed | 0 failed" in result.stdout


def test_the_address_is_a_setting_kept_in_client_storage(service: str, browser) -> None:
    # Nothing stored: the UI shows the default and asks it for the catalog.
    open_plugin(browser, {})
    assert browser.find_element("id", "service").get_attribute("value") == DEFAULT_SERVICE
    assert browser.execute_script("return window.harness.sent[0]") == {"type": "ready"}
    # The designer types the live service's address and saves it: code.js stores it, sends it
    # back, and the UI loads the catalog from there.
    field = browser.find_element("id", "service")
    field.clear()
    field.send_keys(service + "/")
    browser.find_element("id", "save-service").click()
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(browser, 30).until(lambda d: d.execute_script(
        "return window.ClearanceUI.service === arguments[0]", service))
    assert browser.execute_script("return window.harness.storage")[SERVICE_KEY] == service
    wait_for_catalog(browser)
    requested = browser.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name)")
    assert service + "/v1/devices" in requested
    # Opened again with that storage, the plugin uses the saved address from the start.
    open_plugin(browser, {SERVICE_KEY: service})
    assert browser.find_element("id", "service").get_attribute("value") == service
    wait_for_catalog(browser)


def check_screen(browser, document: dict) -> None:
    """Selects `document` as the frame, presses Check and waits for the table (and the drawing,
    when there is a field to draw)."""
    from selenium.webdriver.support.ui import WebDriverWait

    browser.execute_script("window.harness.select(arguments[0])", document)
    browser.find_element("id", "check").click()
    WebDriverWait(browser, 60).until(lambda d: d.execute_script("""
        const ui = window.ClearanceUI;
        if (document.getElementById('status').classList.contains('error')) return true;
        if (!ui.answer) return false;
        return ui.rows.length === 0 || (ui.drawing !== null && window.harness.created.length > 0);
    """))
    assert "error" not in browser.find_element("id", "status").get_attribute("class"), \
        browser.find_element("id", "status").text


@pytest.mark.parametrize("screen", SCREENS, ids=[p.stem.split("--")[-1] for p in SCREENS])
def test_the_plugin_shows_every_field_on_every_iphone(service: str, browser, screen: Path) -> None:
    document = json.loads(screen.read_text())
    name = screen.stem.split("--")[-1]
    open_plugin(browser, {SERVICE_KEY: service})
    wait_for_catalog(browser)
    assert browser.execute_script("return document.querySelector('input[name=devices]:checked').value") == "iphones"
    check_screen(browser, document)
    assert browser.execute_script("return window.harness.sent.map((m) => m.type)")[:2] == ["ready", "export"]

    # The service's own answer to the same check.
    status, answer = post_json(service, "/v1/design/check", {"design": {"figma": document}, "devices": "iphones"})
    assert status == 200, answer
    checked = [d for d in answer["devices"] if not d.get("skipped")]
    skipped = [d for d in answer["devices"] if d.get("skipped")]

    # The columns are the devices checked, in the answer's order.
    columns = browser.execute_script(
        "return [...document.querySelectorAll('#fields thead th[data-device]')].map((th) => th.dataset.device)")
    assert columns == [d["device"]["id"] for d in checked]

    # A row per field, named by its label, the failing ones first (worst first).
    rows = browser.execute_script("""
        return [...document.querySelectorAll('#fields tbody tr')].map((tr) => ({
          id: tr.dataset.field, name: tr.querySelector('th .name').textContent,
          cells: Object.fromEntries([...tr.querySelectorAll('td')].map((td) =>
            [td.dataset.device, { state: td.dataset.state, text: td.textContent }])) }));
    """)
    fields: dict[str, dict] = {}
    for device in checked:
        for field in device["fields"]:
            fields.setdefault(field["id"], {"name": field["name"], "cells": {}})["cells"][device["device"]["id"]] = field
    assert sorted(r["id"] for r in rows) == sorted(fields)
    failing = [f["id"] for f in answer["summary"]["failing"]]
    assert [r["id"] for r in rows][: len(failing)] == failing
    # The others top to bottom, as the frame draws them.
    boxes = {}
    def walk(node: dict) -> None:
        if "absoluteBoundingBox" in node and "id" in node:
            boxes[node["id"]] = node["absoluteBoundingBox"]
        for child in node.get("children", []):
            walk(child)
    walk(document.get("document", document))
    others = [r["id"] for r in rows][len(failing):]
    assert others == sorted(others, key=lambda i: (boxes[i]["y"], boxes[i]["x"]))
    for row in rows:
        expected = fields[row["id"]]
        assert row["name"] == expected["name"]
        for device_id, field in expected["cells"].items():
            cell = row["cells"][device_id]
            assert cell["state"] == field["after"]["state"], (row["name"], device_id)
            shown = gap_text(field["gap"])
            if field["after"]["state"] != "visible":
                shown += f"{STATES[field['after']['state']]} {math.floor(field['after']['visibleFraction'] * 100)}%"
            assert cell["text"] == shown, (row["name"], device_id)

    # Every iPhone checked (fifteen, the Duo's two screens among them) fits the plugin's window:
    # no scrolling sideways to find a device.
    browser.set_window_size(int(re.search(r"showUI\(__html__, \{ width: (\d+)", (PLUGIN / "code.js").read_text())[1]), 900)
    widths = browser.execute_script(
        "const wrap = document.querySelector('.table-wrap'); return [wrap.scrollWidth, wrap.clientWidth]")
    assert widths[0] <= widths[1], f"the table is {widths[0]} px wide in a {widths[1]} px window"
    browser.set_window_size(1600, 1200)

    # The one-line verdict.
    verdict = browser.find_element("id", "verdict").text
    if answer["summary"]["fields"] == 0:
        assert "no text field" in verdict
        assert not browser.find_element("id", "fields").is_displayed()
    elif failing:
        assert f"{len(failing)} of {answer['summary']['fields']} field" in verdict
        for field in answer["summary"]["failing"]:
            assert f"“{field['name']}” fails on" in verdict
        worst = answer["summary"]["failing"][0]
        assert f"Worst: “{worst['name']}”" in verdict
        assert f"({math.floor(worst['worst']['visibleFraction'] * 100)}% visible)" in verdict
        if name == "feedback":
            # On the iPhone SE the text area ends behind the Submit bar, which rides up with the
            # view: the verdict names the bar, not the keyboard.
            assert "covered by 'Action' (0% visible)" in verdict
    else:
        fields_count = answer["summary"]["fields"]
        assert ("its field stays" if fields_count == 1 else f"all {fields_count} fields stay") in verdict
        assert "visible above the keyboard" in verdict

    # Every warning's message, the top-level ones and each device's, and why a device was skipped.
    shown = text_of(browser, "#warnings")
    codes = browser.execute_script("return [...document.querySelectorAll('#warnings li')].map((li) => li.dataset.code)")
    warnings = answer["warnings"] + [w for d in answer["devices"] for w in d["warnings"]]
    assert sorted(codes) == sorted({w["code"] for w in warnings})
    for warning in warnings:
        assert warning["message"] in shown, warning["code"]
    visible = browser.find_element("id", "warnings").text  # what shows without opening anything
    for code in codes:
        first = next(w["message"] for w in warnings if w["code"] == code)
        assert first in visible, code
    if name == "light-theme-06":
        assert codes[0] == "designNoTextField"
        assert "No layer reads as a text field" in visible
        assert rows == []
    if name == "android-gmail-inbox":
        assert "designManyFixed" in codes
        assert "are marked FIXED" in visible
    skipped_text = browser.find_element("id", "skipped").text
    for device in skipped:
        assert device["skipped"] in skipped_text

    # Every request went to the address from clientStorage.
    requested = browser.execute_script("return performance.getEntriesByType('resource').map((e) => e.name)")
    assert service + "/v1/design/check" in requested
    assert all(url.startswith(service) for url in requested if "/v1/" in url)

    if rows:
        # The first row's drawing, on its worst device: the service's SVG, shown in the UI with
        # the fields' labels and handed to code.js, which placed it beside the frame.
        ui = browser.execute_script("return {selected: window.ClearanceUI.selected, drawing: window.ClearanceUI.drawing}")
        drawing, selected = ui["drawing"], ui["selected"]
        assert selected["field"] == rows[0]["id"]
        if failing:
            assert selected["device"] == answer["summary"]["failing"][0]["worst"]["device"]
        assert drawing["field"] == selected["field"] and drawing["device"] == selected["device"]
        svg = drawing["svg"]
        assert svg.startswith("<svg") and "keyboard" in svg
        label = fields[selected["field"]]["name"]
        texts = browser.execute_script("return [...document.querySelectorAll('#drawing svg text')].map((t) => t.textContent)")
        assert texts, "no SVG in the UI"
        assert any(t == label or (t.endswith("…") and label.startswith(t[:-1])) for t in texts), (label, texts[:20])
        assert browser.execute_script("return document.querySelector('#drawing svg').getBoundingClientRect().width") > 200
        created = browser.execute_script("return window.harness.created")
        assert created[-1]["svg"] == svg and not created[-1]["removed"]
        box = document["absoluteBoundingBox"]
        assert (created[-1]["x"], created[-1]["y"]) == (box["x"] + box["width"] + 80, box["y"])
        assert label in created[-1]["name"] and document["name"] in created[-1]["name"]
        # The drawing's request, posted as JSON, answers the table's verdict for that cell.
        assert drawing["request"]["focus"] == label
        status, layout = post_json(service, "/v1/layout", drawing["request"])
        assert status == 200, layout
        focus = next(e for e in layout["elements"] + layout.get("pinned", []) if e["id"] == label)
        # That answer's warnings, in full, under the drawing, but for those the check already
        # said for that device (in the list above, worded for the design).
        said = {w["code"] for d in answer["devices"] if d["device"]["id"] == selected["device"] for w in d["warnings"]}
        under = browser.find_element("id", "drawing-warnings").text
        for warning in layout["warnings"]:
            assert (warning["message"] in under) == (warning["code"] not in said), warning["code"]
        assert focus["after"]["state"] == fields[selected["field"]]["cells"][selected["device"]]["after"]["state"]

        # Selecting another cell draws that one instead, and the previous drawing is removed.
        if len(rows) > 1:
            target = rows[-1]["id"], columns[0]
            browser.execute_script(
                "document.querySelector(`#fields tr[data-field='${arguments[0]}'] td[data-device='${arguments[1]}']`).click()",
                *target)
            from selenium.webdriver.support.ui import WebDriverWait

            WebDriverWait(browser, 30).until(lambda d: d.execute_script(
                "return window.harness.created.length === 2 && window.ClearanceUI.drawing.field === arguments[0]", target[0]))
            created = browser.execute_script("return window.harness.created")
            assert created[0]["removed"] and not created[1]["removed"]
            assert fields[target[0]]["name"] in created[1]["name"]
            browser.execute_script(
                "document.querySelector(`#fields tr[data-field='${arguments[0]}']`).click()", rows[0]["id"])
            WebDriverWait(browser, 30).until(lambda d: d.execute_script(
                "return window.harness.created.length === 3 && window.ClearanceUI.drawing.field === arguments[0]", rows[0]["id"]))

    assert screenshot(browser, name).stat().st_size > 10_000


def test_the_designer_picks_devices_from_the_catalog(service: str, browser) -> None:
    document = json.loads((FIGMA / "paleophonix--figma-flutter-agent--card-form.json").read_text())
    open_plugin(browser, {SERVICE_KEY: service})
    wait_for_catalog(browser)
    catalog = json.loads(__import__("urllib.request").request.urlopen(service + "/v1/devices").read())["devices"]
    listed = browser.execute_script("return [...document.querySelectorAll('#device-list input')].map((b) => b.value)")
    assert sorted(listed) == sorted(d["id"] for d in catalog)
    # Two devices of the catalog, one an iPad.
    browser.execute_script("""
        document.querySelector('input[name=devices][value=pick]').click();
        for (const box of document.querySelectorAll('#device-list input')) box.checked = ['iphone-se', 'ipad-10'].includes(box.value);
    """)
    assert browser.find_element("id", "device-list").is_displayed()
    check_screen(browser, document)
    columns = browser.execute_script(
        "return [...document.querySelectorAll('#fields thead th[data-device]')].map((th) => th.textContent)")
    assert columns == ["SE375×667", "iPad (10th gen)820×1180"]
    # The device the frame is drawn for (390×844: the iPhone 14).
    browser.execute_script("document.querySelector('input[name=devices][value=frame]').click()")
    assert not browser.find_element("id", "device-list").is_displayed()
    browser.execute_script("window.ClearanceUI.answer = null; window.ClearanceUI.drawing = null")
    check_screen(browser, document)
    assert browser.execute_script(
        "return [...document.querySelectorAll('#fields thead th[data-device]')].map((th) => th.dataset.device)") == ["iphone-14"]
    # No device ticked: the UI says so and posts nothing.
    browser.execute_script("""
        document.querySelector('input[name=devices][value=pick]').click();
        for (const box of document.querySelectorAll('#device-list input')) box.checked = false;
    """)
    browser.find_element("id", "check").click()
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(browser, 10).until(lambda d: "at least one device" in d.find_element("id", "status").text)
