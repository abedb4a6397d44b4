"""CORS in a real browser: every operation called with `fetch` from another origin (issue 11).

A second local HTTP server (Python's http.server on its own ephemeral port, so another origin)
serves a page that calls the service; the same calls also run in a sandboxed `srcdoc` iframe,
whose origin is `null` as in a design tool's plugin. Headless Chromium (conftest.py's `browser`)
enforces CORS exactly as it would for a user: a call the service does not allow rejects.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import threading
from pathlib import Path
from typing import Iterator

import pytest
from conftest import EMAIL, PASSWORD, phone_layout

# A small form: the focus sits under a 336-point keyboard and must be scrolled into view.
LAYOUT = phone_layout(elements=[EMAIL, PASSWORD], focus="password")

# The calls, as the page runs them: each result says whether fetch resolved, the status, the
# Content-Type, the X-Request-ID the script could read, and a summary of the body.
HARNESS = """
"use strict";
const LAYOUT = %(layout)s;
async function call(base, name, path, init, read) {
  try {
    const response = await fetch(base + path, init);
    return {name, fetched: true, status: response.status, type: response.headers.get("Content-Type"),
            requestId: response.headers.get("X-Request-ID"), body: await read(response)};
  } catch (error) {
    return {name, fetched: false, error: String(error)};
  }
}
const asJSON = (r) => r.json();
const head = (r) => r.text().then((t) => t.slice(0, 120));
async function runAll(base) {
  const post = (body, extra) => ({method: "POST", body: JSON.stringify(body),
                                  headers: Object.assign({"Content-Type": "application/json"}, extra || {})});
  const results = [self.origin];
  results.push(await call(base, "layout", "/v1/layout",
                          post(LAYOUT, {"Accept": "application/json", "X-Request-ID": "cors-call-1"}), asJSON));
  results.push(await call(base, "svg", "/v1/layout", post(LAYOUT, {"Accept": "image/svg+xml"}), head));
  results.push(await call(base, "batch", "/v1/layout/batch",
                          post({requests: [LAYOUT, {device: {id: "iphone-se"}}]}), asJSON));
  results.push(await call(base, "matrix", "/v1/layout/matrix",
                          post({request: {elements: LAYOUT.elements}}),
                          (r) => r.json().then((d) => ({keys: Object.keys(d).sort(),
                                                        results: (d.results || []).length}))));
  results.push(await call(base, "devices", "/v1/devices", {},
                          (r) => r.json().then((d) => ({count: (d.devices || d).length,
                                                        first: (d.devices || d)[0].id}))));
  results.push(await call(base, "device", "/v1/devices/iphone-se", {}, asJSON));
  results.push(await call(base, "healthz", "/healthz", {}, asJSON));
  results.push(await call(base, "readyz", "/readyz", {}, asJSON));
  results.push(await call(base, "metrics", "/metrics", {}, head));
  results.push(await call(base, "openapi", "/openapi.yaml", {}, head));
  results.push(await call(base, "problem", "/v1/layout", post(Object.assign({}, LAYOUT, {focus: "nobody"})),
                          asJSON));
  return results;
}
"""

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>a tool on another origin</title></head>
<body>
<script id="harness">%(harness)s</script>
<script>
// Runs the same calls in a sandboxed srcdoc iframe (origin null) and reports its results.
function runInFrame(base) {
  return new Promise((resolve) => {
    const frame = document.createElement("iframe");
    frame.setAttribute("sandbox", "allow-scripts");
    window.addEventListener("message", (event) => {
      if (event.source === frame.contentWindow) resolve(event.data);
    });
    frame.srcdoc = "<script>" + document.getElementById("harness").textContent
      + "runAll(" + JSON.stringify(base) + ").then((r) => parent.postMessage(r, '*'));<\\/script>";
    document.body.append(frame);
  });
}
</script>
</body></html>
"""


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base class's name)
        pass


@contextlib.contextmanager
def page_server(directory: Path) -> Iterator[str]:
    """Serves `directory` on 127.0.0.1 at an ephemeral port; yields the origin."""
    handler = functools.partial(_QuietHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name="page-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(10)


@pytest.fixture(scope="module")
def tool_origin(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The origin of a page that calls the service: another port, so another origin."""
    directory = tmp_path_factory.mktemp("tool")
    harness = HARNESS % {"layout": json.dumps(LAYOUT)}
    (directory / "tool.html").write_text(PAGE % {"harness": harness})
    with page_server(directory) as origin:
        yield origin


def run_calls(browser, tool_origin: str, base: str, in_frame: bool) -> tuple[str, dict[str, dict]]:
    """Loads the tool page and runs every call against `base`: (the caller's origin, results by name)."""
    browser.set_script_timeout(60)
    browser.get(tool_origin + "/tool.html")
    runner = "runInFrame" if in_frame else "runAll"
    results = browser.execute_async_script(
        f"const done = arguments[arguments.length - 1]; {runner}(arguments[0]).then(done);", base
    )
    origin, calls = results[0], results[1:]
    return origin, {call["name"]: call for call in calls}


def check_every_operation(calls: dict[str, dict]) -> None:
    for name, call in calls.items():
        assert call["fetched"], (name, call)
        # Expose-Headers: X-Request-ID is readable from script on every answer.
        assert call["requestId"], (name, call)
    layout = calls["layout"]
    assert (layout["status"], layout["type"]) == (200, "application/json")
    assert layout["body"]["target"]["id"] == "password"
    assert layout["requestId"] == "cors-call-1"  # the client's own id, sent (preflighted) and read back
    svg = calls["svg"]
    assert (svg["status"], svg["type"].split(";")[0]) == (200, "image/svg+xml")
    assert "<svg" in svg["body"]
    batch = calls["batch"]
    assert batch["status"] == 200
    assert [("problem" in r) for r in batch["body"]["results"]] == [False, False]
    assert batch["body"]["results"][0]["target"]["id"] == "password"
    matrix = calls["matrix"]
    assert matrix["status"] == 200
    assert "summary" in matrix["body"]["keys"] and matrix["body"]["results"] > 0
    assert calls["devices"]["status"] == 200 and calls["devices"]["body"]["count"] > 0
    assert calls["device"]["status"] == 200 and calls["device"]["body"]["id"] == "iphone-se"
    assert calls["healthz"]["body"] == {"status": "ok"}
    assert calls["readyz"]["body"] == {"status": "ready"}
    assert calls["metrics"]["status"] == 200 and calls["metrics"]["body"].startswith("#")
    # The document opens with the lines that say it is generated.
    assert calls["openapi"]["status"] == 200
    assert calls["openapi"]["body"].startswith("# Generated by `clearance schema --document")
    problem = calls["problem"]
    assert (problem["status"], problem["type"]) == (422, "application/problem+json")
    assert [e["pointer"] for e in problem["body"]["errors"]] == ["/focus"]


def test_a_page_on_another_origin_calls_every_operation(browser, tool_origin: str, service: str) -> None:
    origin, calls = run_calls(browser, tool_origin, service, in_frame=False)
    assert origin == tool_origin and origin != service
    check_every_operation(calls)


def test_a_sandboxed_iframe_with_the_null_origin_calls_every_operation(
    browser, tool_origin: str, service: str
) -> None:
    origin, calls = run_calls(browser, tool_origin, service, in_frame=True)
    assert origin == "null"
    check_every_operation(calls)


def test_a_listed_origin_and_null_are_allowed(browser, tool_origin: str, service_factory) -> None:
    with service_factory("--cors-origins", f"{tool_origin},null") as running:
        for in_frame in (False, True):
            _, calls = run_calls(browser, tool_origin, running.base_url, in_frame=in_frame)
            check_every_operation(calls)


def test_an_origin_outside_the_list_is_blocked(browser, tool_origin: str, service_factory) -> None:
    # The list names another origin (a port nothing serves), neither the page nor null.
    with service_factory("--cors-origins", "http://127.0.0.1:9,https://tool.example") as running:
        for in_frame in (False, True):
            _, calls = run_calls(browser, tool_origin, running.base_url, in_frame=in_frame)
            for name, call in calls.items():
                # Simple GETs reach the service (it answers as usual) but the browser withholds
                # the answer; POSTs with JSON stop at the preflight. Either way fetch rejects.
                assert not call["fetched"], (in_frame, name, call)
                assert "TypeError" in call["error"], (in_frame, name, call)
        # The service answered the simple requests as it would anyone: no error status of its own.
        statuses = [json.loads(line).get("status") for line in running.lines if '"path":"/healthz"' in line]
        assert statuses and set(statuses) == {200}, list(running.lines)[-20:]
