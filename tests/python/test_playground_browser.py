"""The playground page in a real browser.

Drives Debian's headless Chromium through chromedriver (selenium from PyPI; conftest.py's
`browser`) against the live service started from $CLEARANCE_BIN, under the page's own
Content-Security-Policy, so these tests also prove the policy allows what the page needs. The
page's media type and the SVG answers themselves are the Swift suites' (ServedRouteTests,
PlaygroundPageTests, SVGRendererTests).
"""

import html
import json
import re
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "test-output"
# VerdictPalette (Sources/ClearanceRender/VerdictPalette.swift): visible and covered.
VISIBLE = "#2e9e44"
VISIBLE_RGB = "rgb(46, 158, 68)"
COVERED = "#d64545"


@pytest.fixture(scope="module")
def base_url(service):
    """The live service (conftest.py's session-wide `clearance serve`)."""
    return service.rstrip("/")


def _http(url, body=None, accept="application/json"):
    """(status, headers, body bytes) of a GET, or of a POST when `body` is given."""
    data = None if body is None else body.encode() if isinstance(body, str) else body
    headers = {"Accept": accept}
    if data is not None:
        headers["Content-Type"] = "application/json"
    req = urllib.request.Request(url, data=data, headers=headers, method="GET" if data is None else "POST")
    try:
        with urllib.request.urlopen(req, timeout=30) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def _example_request(base_url):
    """The request the playground's editor starts with, read from the served page."""
    status, headers, body = _http(base_url + "/", accept="text/html")
    assert status == 200
    match = re.search(r"<textarea id=\"request\"[^>]*>(.*?)</textarea>", body.decode(), re.S)
    assert match, "the page has the request editor"
    return json.loads(html.unescape(match.group(1)))


def _wait_for_answer(driver, seq_at_least):
    """Waits until the page shows the answers to edit number `seq_at_least` (or a later one)."""
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 30).until(
        lambda d: d.execute_script(
            "return document.body.dataset.state !== 'loading'"
            " && Number(document.body.dataset.seq) >= arguments[0];",
            seq_at_least,
        )
    )
    return driver.execute_script("return document.body.dataset.state")


def _seq(driver):
    return int(driver.execute_script("return document.body.dataset.seq"))


def _latest_edit(driver):
    """The number of the page's latest edit (answered or not): the script's own counter."""
    return int(driver.execute_script("return seq"))


def test_changing_focus_redraws_and_colours_match_the_verdicts(base_url, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    browser.get(base_url + "/")
    assert _wait_for_answer(browser, 1) == "ready", browser.find_element(By.ID, "errors").text
    # Spec §7 ex. 1: the password field is the target, scrolled to 168.
    first = json.loads(browser.find_element(By.ID, "answer").text)
    assert first["target"]["id"] == "password"
    assert first["contentOffset"]["y"] == 168
    assert browser.execute_script("return PALETTE.visible") == VISIBLE

    focus = Select(browser.find_element(By.ID, "focus"))
    assert [o.get_attribute("value") for o in focus.options] == ["", "title", "email", "password", "signIn", "forgot"]
    before = _seq(browser)
    focus.select_by_value("email")
    assert _wait_for_answer(browser, before + 1) == "ready", browser.find_element(By.ID, "errors").text
    # The editor follows the picker.
    assert json.loads(browser.find_element(By.ID, "request").get_property("value"))["focus"] == "email"
    WebDriverWait(browser, 30).until(
        lambda d: d.find_element(By.CSS_SELECTOR, '#picture rect[data-role="target"][data-panel="after"]')
        .get_attribute("data-id") == "email"
    )

    answer = json.loads(browser.find_element(By.ID, "answer").text)
    assert answer["target"]["id"] == "email"
    # email {20,520,350,44}: maxY 564 > L = 476, so o' = 564 − 476 = 88; it then sits at 432…476,
    # inside the band 47…508: visible after. It starts at 520 > 508, under the keyboard, before.
    assert answer["contentOffset"]["y"] == 88
    verdicts = {e["id"]: e for e in answer["elements"]}
    assert verdicts["email"]["after"]["state"] == "visible"
    assert verdicts["email"]["before"]["state"] == "covered"

    visible_after = [i for i, e in verdicts.items() if e["after"]["state"] == "visible"]
    assert "email" in visible_after
    for element_id in visible_after:
        rect = browser.find_element(
            By.CSS_SELECTOR, f'#picture rect[data-panel="after"][data-id="{element_id}"]'
        )
        assert rect.get_attribute("data-state") == "visible"
        assert rect.get_attribute("fill") == VISIBLE
        assert browser.execute_script("return getComputedStyle(arguments[0]).fill", rect) == VISIBLE_RGB
    email_before = browser.find_element(By.CSS_SELECTOR, '#picture rect[data-panel="before"][data-id="email"]')
    assert email_before.get_attribute("fill") == COVERED
    # The verdict table under the picture uses the same palette.
    chip = browser.find_element(By.CSS_SELECTOR, "#verdicts tbody tr:nth-child(2) td:nth-child(3) .chip")
    assert chip.text == "visible"
    assert browser.execute_script("return getComputedStyle(arguments[0]).backgroundColor", chip) == VISIBLE_RGB

    OUTPUT.mkdir(exist_ok=True)
    path = OUTPUT / "playground.png"
    assert browser.save_screenshot(str(path))
    assert path.stat().st_size > 10_000


def test_a_problem_is_listed_by_pointer_and_marks_its_picker(base_url, browser):
    from selenium.webdriver.common.by import By

    browser.get(base_url + "/")
    assert _wait_for_answer(browser, 1) == "ready"
    distance = browser.find_element(By.ID, "minimumDistance")
    distance.clear()
    distance.send_keys("-5")
    browser.execute_script("arguments[0].dispatchEvent(new Event('change'))", distance)
    # clear() fires a change of its own; wait for the answer to the latest edit, not the first.
    assert _wait_for_answer(browser, _latest_edit(browser)) == "error"
    pointers = [li.get_attribute("data-pointer") for li in browser.find_elements(By.CSS_SELECTOR, "#errors li")]
    assert "/options/minimumDistance" in pointers
    assert "invalid" in distance.get_attribute("class").split()
    note = browser.find_element(By.CSS_SELECTOR, '.field-error[data-for="minimumDistance"]')
    assert note.text != ""
    assert "invalid" not in browser.find_element(By.ID, "focus").get_attribute("class").split()

    # Fixing it clears the marks.
    distance.clear()
    distance.send_keys("32")
    browser.execute_script("arguments[0].dispatchEvent(new Event('change'))", distance)
    assert _wait_for_answer(browser, _latest_edit(browser)) == "ready"
    assert browser.find_elements(By.CSS_SELECTOR, "#errors li") == []
    assert "invalid" not in distance.get_attribute("class").split()


def test_device_pickers_follow_the_devices_route(base_url, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    status, _, _ = _http(base_url + "/v1/devices")
    browser.get(base_url + "/")
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return document.body.dataset.devices") != "unknown")
    devices = browser.execute_script("return document.body.dataset.devices")
    picker = browser.find_element(By.ID, "device")
    if status == 200:
        assert devices == "available"
        assert picker.is_displayed()
    else:
        assert status == 404
        assert devices == "unavailable"
        assert not picker.is_displayed()


def test_a_picked_device_is_posted_as_device_and_the_service_fills_its_figures(base_url, browser):
    # The page names the device, its orientation and keyboard; the screen, the window and the
    # keyboard come from the service's catalog, never from a figure of the page's own.
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    status, _, _ = _http(base_url + "/v1/devices")
    assert status == 200
    browser.get(base_url + "/")
    assert _wait_for_answer(browser, 1) == "ready"
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return document.body.dataset.devices") == "available")
    Select(browser.find_element(By.ID, "orientation")).select_by_value("landscape")
    Select(browser.find_element(By.ID, "keyboard-kind")).select_by_value("hardwareBar")
    Select(browser.find_element(By.ID, "device")).select_by_value("iphone-15")
    assert _wait_for_answer(browser, _latest_edit(browser)) == "ready"
    request = json.loads(browser.find_element(By.ID, "request").get_attribute("value"))
    assert request["device"] == {"id": "iphone-15", "orientation": "landscape", "keyboard": "hardwareBar"}
    assert "screen" not in request and "window" not in request
    shown = json.loads(browser.find_element(By.ID, "answer").text)
    _, _, served = _http(base_url + "/v1/layout", json.dumps(request))
    assert shown["keyboard"] == json.loads(served)["keyboard"]
    assert shown["device"]["id"] == "iphone-15"


def test_policy_picker_and_compare_all(base_url, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    browser.get(base_url + "/")
    assert _wait_for_answer(browser, 1) == "ready", browser.find_element(By.ID, "errors").text
    policy = Select(browser.find_element(By.ID, "policy"))
    before = _seq(browser)
    policy.select_by_value("iqKeyboardManager")
    assert _wait_for_answer(browser, before + 1) == "ready", browser.find_element(By.ID, "errors").text
    assert json.loads(browser.find_element(By.ID, "request").get_property("value"))["options"]["policy"] == (
        "iqKeyboardManager"
    )
    answer = json.loads(browser.find_element(By.ID, "answer").text)
    assert answer["policy"]["name"] == "iqKeyboardManager"
    # The editor's example (resting offset −47): IQ 8 aims at m = min(553, 644 + 47 − 464 + 34) = 261
    # from −47, so o' = −47 + 261 = 214.
    assert answer["contentOffset"]["y"] == 214

    before = _seq(browser)
    browser.find_element(By.ID, "compare-all").click()
    assert _wait_for_answer(browser, before + 1) == "ready", browser.find_element(By.ID, "errors").text
    comparison = json.loads(browser.find_element(By.ID, "answer").text)
    assert len(comparison["results"]) == 12
    WebDriverWait(browser, 30).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#picture g[data-policy]")) == 12)
    rows = browser.find_elements(By.CSS_SELECTOR, "#verdicts tbody tr")
    assert [r.get_attribute("data-policy") for r in rows][:2] == ["clearance", "iqKeyboardManager"]


def test_the_page_works_under_its_own_content_security_policy(base_url, browser):
    """The policy is served and enforced, and the page needs nothing it refuses."""
    status, headers, _ = _http(base_url + "/", accept="text/html")
    assert "script-src 'sha256-" in headers["Content-Security-Policy"]
    browser.get_log("browser")  # drop what earlier tests left
    browser.get(base_url + "/")
    assert _wait_for_answer(browser, 1) == "ready"
    refused = [entry["message"] for entry in browser.get_log("browser") if "Content Security Policy" in entry["message"]]
    assert refused == []
    # The policy is really in force: an inline script added now does not run.
    ran = browser.execute_script(
        "const s = document.createElement('script'); s.textContent = 'window.injected = 1';"
        " document.body.append(s); return window.injected === 1;"
    )
    assert ran is False
    assert any("Content Security Policy" in entry["message"] for entry in browser.get_log("browser"))


def test_the_animate_box_plays_the_change(base_url, browser):
    from selenium.webdriver.common.by import By

    browser.get(base_url + "/")
    assert _wait_for_answer(browser, 1) == "ready"
    # The still picture first; ticking the box asks for the one that plays the change.
    assert browser.execute_script("return document.querySelectorAll('#picture animate').length") == 0
    seq = _latest_edit(browser)
    browser.find_element(By.ID, "animate").click()
    assert _wait_for_answer(browser, seq + 1) == "ready"
    count = browser.execute_script("return document.querySelectorAll('#picture animate').length")
    assert count > 0
    # It moves through the answer's easing: at rest the keyboard stands at its frame.
    answer = json.loads(browser.find_element(By.ID, "answer").text)
    assert answer["animation"]["settleDuration"] == 0.5


# A real Figma frame of 393×852 (the iPhone 15's screen) with five text fields, each named by the
# text above it (docs/designs.md, "Labels"): (label, node id), top to bottom.
SIGN_UP = ROOT / "tests" / "fixtures" / "figma" / "paleophonix--figma-flutter-agent--food-delivery-sign-up.json"
SIGN_UP_FIELDS = [
    ("Full name", "204:2471"),
    ("Password", "204:2472"),
    ("Email", "204:2475"),
    ("Mobile Number", "204:2478"),
    ("Date of birth", "204:2468"),
]


def _paste(driver, text):
    """Puts `text` in the editor as a paste would, and returns the number of the edit it makes."""
    before = _latest_edit(driver)
    driver.execute_script(
        "const editor = document.getElementById('request'); editor.focus(); editor.value = arguments[0];"
        " editor.dispatchEvent(new InputEvent('input', {inputType: 'insertFromPaste'}));",
        text,
    )
    from selenium.webdriver.support.ui import WebDriverWait

    # The page waits for typing to pause before it asks: wait until it has.
    WebDriverWait(driver, 30).until(lambda d: _latest_edit(d) > before)
    return _latest_edit(driver)


def test_a_pasted_design_sets_the_device_and_lists_its_fields_by_label(base_url, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    browser.get(base_url + "/")
    assert _wait_for_answer(browser, 1) == "ready"
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return document.body.dataset.devices") == "available")
    device = Select(browser.find_element(By.ID, "device"))
    assert device.first_selected_option.get_attribute("value") == ""

    edit = _paste(browser, json.dumps({"design": {"figma": json.loads(SIGN_UP.read_text())}}))
    assert _wait_for_answer(browser, edit) == "ready", browser.find_element(By.ID, "errors").text
    answer = json.loads(browser.find_element(By.ID, "answer").text)
    assert answer["mapping"]["device"]["id"] == "iphone-15"
    assert answer["mapping"]["focus"] is None

    # The device picker shows the device the frame's size named, though the request names none.
    assert device.first_selected_option.get_attribute("value") == "iphone-15"
    assert Select(browser.find_element(By.ID, "orientation")).first_selected_option.get_attribute("value") == (
        "portrait"
    )
    # The focus picker lists the five fields by label, each chosen by its node id; none is focused.
    focus = Select(browser.find_element(By.ID, "focus"))
    listed = [(o.text, o.get_attribute("value")) for o in focus.options]
    assert listed[0] == ("(none)", "")
    assert sorted(listed[1:]) == sorted(SIGN_UP_FIELDS)
    assert focus.first_selected_option.get_attribute("value") == ""

    # Choosing a field by its label solves again with that field as the focus.
    edit = _latest_edit(browser)
    focus.select_by_visible_text("Mobile Number")
    assert _wait_for_answer(browser, edit + 1) == "ready", browser.find_element(By.ID, "errors").text
    request = json.loads(browser.find_element(By.ID, "request").get_property("value"))
    assert request["focus"] == "204:2478"
    answer = json.loads(browser.find_element(By.ID, "answer").text)
    assert answer["target"]["id"] == "204:2478"
    assert answer["mapping"]["focus"]["id"] == "204:2478"
    focus = Select(browser.find_element(By.ID, "focus"))
    assert focus.first_selected_option.text == "Mobile Number"
    assert sorted((o.text, o.get_attribute("value")) for o in focus.options[1:]) == sorted(SIGN_UP_FIELDS)
    assert Select(browser.find_element(By.ID, "device")).first_selected_option.get_attribute("value") == "iphone-15"

    # The verdict table and the picture name the fields by label too; other nodes keep their ids.
    row = browser.find_element(By.CSS_SELECTOR, '#verdicts tbody tr[data-id="204:2478"] td')
    assert row.text == "Mobile Number"
    assert row.get_attribute("title") == "204:2478"
    assert row.get_attribute("class") == "field"
    # Other nodes keep their ids, with their layer names beside them.
    other = browser.find_element(By.CSS_SELECTOR, '#verdicts tbody tr[data-id="204:2453"] td')
    assert other.get_attribute("textContent") == "204:2453New Account"
    assert other.find_element(By.CSS_SELECTOR, ".layer").text == "New Account"
    WebDriverWait(browser, 30).until(
        lambda d: d.find_element(By.CSS_SELECTOR, '#picture rect[data-role="target"][data-panel="after"]')
        .get_attribute("data-id") == "204:2478"
    )
    drawn = browser.execute_script(
        "return [...document.querySelectorAll('#picture [data-panel=\"after\"] [data-role=\"elements\"] text')]"
        ".map((t) => [t.dataset.id || null, t.textContent]);"
    )
    for label, node in SIGN_UP_FIELDS:
        assert [node, label] in drawn
    target_title = browser.find_element(
        By.CSS_SELECTOR, '#picture rect[data-role="target"][data-panel="after"] title'
    ).get_attribute("textContent")
    assert target_title == "scroll target: Mobile Number"
    assert "target Mobile Number" in browser.find_element(By.ID, "picture").get_attribute("textContent")
    assert "204:2478" not in browser.execute_script(
        "return [...document.querySelectorAll('#picture text')].map((t) => t.textContent).join(' ')"
    )

    OUTPUT.mkdir(exist_ok=True)
    path = OUTPUT / "playground-design.png"
    assert browser.save_screenshot(str(path))
    assert path.stat().st_size > 10_000

    # Another device from the picker lays the frame out again there; the picker keeps it.
    edit = _latest_edit(browser)
    Select(browser.find_element(By.ID, "device")).select_by_value("iphone-se")
    assert _wait_for_answer(browser, edit + 1) == "ready", browser.find_element(By.ID, "errors").text
    answer = json.loads(browser.find_element(By.ID, "answer").text)
    assert answer["mapping"]["device"]["id"] == "iphone-se"
    assert answer["target"]["id"] == "204:2478"
    assert Select(browser.find_element(By.ID, "device")).first_selected_option.get_attribute("value") == "iphone-se"
    assert Select(browser.find_element(By.ID, "focus")).first_selected_option.text == "Mobile Number"


def test_a_design_focus_written_as_a_label_selects_its_field(base_url, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    browser.get(base_url + "/")
    assert _wait_for_answer(browser, 1) == "ready"
    body = {"design": {"figma": json.loads(SIGN_UP.read_text())}, "focus": "email",
            "device": {"id": "iphone-15", "orientation": "portrait"}}
    edit = _paste(browser, json.dumps(body))
    assert _wait_for_answer(browser, edit) == "ready", browser.find_element(By.ID, "errors").text
    focus = Select(browser.find_element(By.ID, "focus"))
    assert focus.first_selected_option.get_attribute("value") == "204:2475"
    assert focus.first_selected_option.text == "Email"
    # Back to a request without a design: ids again, and no label left over.
    edit = _paste(browser, json.dumps(_example_request(base_url)))
    assert _wait_for_answer(browser, edit) == "ready"
    focus = Select(browser.find_element(By.ID, "focus"))
    assert [o.text for o in focus.options] == ["(none)", "title", "email", "password", "signIn", "forgot"]
    assert focus.first_selected_option.text == "password"
