"""CORS, content negotiation and security headers over real HTTP (issue 11 items 1 and 6, issue 12).

What a browser relies on, checked header by header without a browser (test_cors_browser.py runs
the real one): preflights on every route, the CORS fields on every answer to a request with an
`Origin` (errors included), the three `--cors-origins` modes, `nosniff` everywhere, `Vary: Accept`
and 406 on the layout route, and the playground's Content-Security-Policy.
"""

from __future__ import annotations

import http.client
import subprocess
from pathlib import Path

import pytest
import requests
import yaml

from conftest import clearance_binary

LAYOUT = {
    "screen": {"width": 390, "height": 844},
    "keyboard": {"height": 336},
    "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
    "elements": [{"id": "field", "frame": {"x": 20, "y": 600, "width": 350, "height": 44}}],
    "focus": "field",
}
CORS_FIELDS = ("access-control-allow-origin", "access-control-expose-headers", "access-control-allow-methods",
               "access-control-allow-headers", "access-control-max-age")
# One path per route of the contract, with the methods its Allow lists (HEAD beside GET, OPTIONS
# last): read from openapi.yaml's paths, so a new route is checked here the day it is documented.
def _routes() -> dict[str, str]:
    document = yaml.safe_load((Path(__file__).resolve().parents[2] / "openapi.yaml").read_text())
    routes = {}
    for template, operations in document["paths"].items():
        methods = [m.upper() for m in ("get", "post") if m in operations]
        assert len(methods) == 1, f"{template}: one method per route"
        allow = "GET, HEAD, OPTIONS" if methods == ["GET"] else "POST, OPTIONS"
        routes[template.replace("{id}", "iphone-se")] = allow
    return routes


ROUTES = _routes()


def test_the_route_list_holds_the_later_routes() -> None:
    # The routes a hand-written list here once missed.
    assert ROUTES["/v1/layout/compare"] == "POST, OPTIONS"
    assert ROUTES["/v1/design"] == "POST, OPTIONS"


def preflight(base: str, path: str, origin: str, method: str = "POST") -> requests.Response:
    return requests.options(
        base + path,
        headers={"Origin": origin, "Access-Control-Request-Method": method,
                 "Access-Control-Request-Headers": "content-type,x-request-id"},
        timeout=10,
    )


@pytest.mark.parametrize("path", sorted(ROUTES))
def test_every_route_answers_a_preflight(service: str, path: str) -> None:
    response = preflight(service, path, "https://tool.example")
    assert response.status_code == 204, response.text
    assert response.content == b""
    assert response.headers["Allow"] == ROUTES[path]
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert response.headers["Access-Control-Allow-Methods"] == ROUTES[path]
    allowed = {h.strip().lower() for h in response.headers["Access-Control-Allow-Headers"].split(",")}
    assert {"content-type", "accept", "x-request-id"} <= allowed
    assert int(response.headers["Access-Control-Max-Age"]) > 0
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert "X-Request-ID" in response.headers


def test_options_without_origin_is_plain_options_and_unknown_paths_stay_404(service: str) -> None:
    response = requests.options(service + "/v1/layout", timeout=10)
    assert response.status_code == 204
    assert response.headers["Allow"] == "POST, OPTIONS"
    assert not any(name.lower() in CORS_FIELDS for name in response.headers)
    for path in ("/nope", "/v1/devices/no-such-phone", "/v1/layout/"):
        missing = preflight(service, path, "null")
        assert missing.status_code == 404, path
        assert missing.headers["Content-Type"] == "application/problem+json"
        # Still readable by the page that asked, but not a preflight: no methods to offer.
        assert missing.headers["Access-Control-Allow-Origin"] == "*"
        assert "Access-Control-Allow-Methods" not in missing.headers


class RawAnswer:
    """The parts of an answer these tests read, from http.client."""

    def __init__(self, response: http.client.HTTPResponse) -> None:
        self.status_code = response.status
        self.headers = requests.structures.CaseInsensitiveDict()
        for name, value in response.getheaders():
            self.headers[name] = self.headers[name] + ", " + value if name in self.headers else value
        self.text = response.read().decode(errors="replace")


def too_large(base: str, origin: str) -> RawAnswer:
    """A layout whose announced body is over the limit: refused from the head, before any byte of it."""
    host, port = base.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    try:
        connection.putrequest("POST", "/v1/layout")
        connection.putheader("Origin", origin)
        connection.putheader("Content-Type", "application/json")
        connection.putheader("Content-Length", str(64 << 20))
        connection.endheaders()
        return RawAnswer(connection.getresponse())
    finally:
        connection.close()


def answers_with_origin(base: str, origin: str) -> dict[str, requests.Response]:
    """One answer of every kind, each asked with `Origin`."""
    h = {"Origin": origin}
    json_h = {**h, "Content-Type": "application/json"}
    bad = dict(LAYOUT, focus="nobody")
    return {
        "200 layout": requests.post(base + "/v1/layout", json=LAYOUT, headers=h, timeout=10),
        "200 svg": requests.post(base + "/v1/layout", json=LAYOUT, headers={**h, "Accept": "image/svg+xml"},
                                 timeout=10),
        "200 devices": requests.get(base + "/v1/devices", headers=h, timeout=10),
        "200 healthz": requests.get(base + "/healthz", headers=h, timeout=10),
        "404": requests.get(base + "/nope", headers=h, timeout=10),
        "405": requests.put(base + "/healthz", headers=h, timeout=10),
        "406": requests.post(base + "/v1/layout", json=LAYOUT, headers={**h, "Accept": "image/png"}, timeout=10),
        "413": too_large(base, origin),
        "415": requests.post(base + "/v1/layout", data=b"{}", headers={**h, "Content-Type": "text/plain"},
                             timeout=10),
        "400": requests.post(base + "/v1/layout", data=b"{", headers=json_h, timeout=10),
        "422": requests.post(base + "/v1/layout", json=bad, headers=h, timeout=10),
    }


def test_every_answer_to_an_origin_carries_the_cors_fields(service: str) -> None:
    for name, response in answers_with_origin(service, "https://tool.example").items():
        assert response.status_code == int(name.split()[0]), (name, response.text)
        assert response.headers["Access-Control-Allow-Origin"] == "*", name
        assert response.headers["Access-Control-Expose-Headers"] == "X-Request-ID", name
        # `*` answers the same to every origin: nothing to vary on.
        assert "origin" not in response.headers.get("Vary", "").lower(), name
        assert response.headers["X-Content-Type-Options"] == "nosniff", name


def test_answers_without_origin_carry_no_cors_field_but_nosniff(service: str) -> None:
    for path in ROUTES:
        method = "POST" if path.startswith("/v1/layout") else "GET"
        response = requests.request(method, service + path, json=LAYOUT if method == "POST" else None, timeout=10)
        assert response.headers["X-Content-Type-Options"] == "nosniff", path
        assert not any(name.lower() in CORS_FIELDS for name in response.headers), path


def test_a_list_echoes_allowed_origins_and_ignores_the_rest(service_factory) -> None:
    with service_factory("--cors-origins", "https://tool.example, null") as running:
        base = running.base_url
        for origin in ("https://tool.example", "null"):
            for name, response in answers_with_origin(base, origin).items():
                assert response.headers["Access-Control-Allow-Origin"] == origin, (origin, name)
                assert response.headers["Access-Control-Expose-Headers"] == "X-Request-ID", (origin, name)
                assert "Origin" in [v.strip() for v in response.headers["Vary"].split(",")], (origin, name)
            answer = preflight(base, "/v1/layout", origin)
            assert answer.status_code == 204
            assert answer.headers["Access-Control-Allow-Origin"] == origin
            assert answer.headers["Access-Control-Allow-Methods"] == "POST, OPTIONS"
        for origin in ("https://other.example", "https://tool.example:8443", "http://tool.example", "NULL"):
            for name, response in answers_with_origin(base, origin).items():
                # The same status as for anyone else: a disallowed origin is never an error.
                assert response.status_code == int(name.split()[0]), (origin, name)
                assert not any(h.lower() in CORS_FIELDS for h in response.headers), (origin, name)
            answer = preflight(base, "/v1/layout", origin)
            assert answer.status_code == 204
            assert not any(h.lower() in CORS_FIELDS for h in answer.headers)


def test_none_sends_no_cors_field_and_the_variable_sets_the_mode(service_factory) -> None:
    for args, env in ((("--cors-origins", "none"), None), ((), {"CLEARANCE_CORS_ORIGINS": "none"})):
        with service_factory(*args, env=env) as running:
            for name, response in answers_with_origin(running.base_url, "https://tool.example").items():
                assert not any(h.lower() in CORS_FIELDS for h in response.headers), name
            answer = preflight(running.base_url, "/v1/layout", "https://tool.example")
            assert answer.status_code == 204 and answer.headers["Allow"] == "POST, OPTIONS"
            assert not any(h.lower() in CORS_FIELDS for h in answer.headers)
            assert any('"corsOrigins":"none"' in line for line in running.lines)
    # The flag wins over the variable.
    with service_factory("--cors-origins", "null", env={"CLEARANCE_CORS_ORIGINS": "none"}) as running:
        response = requests.get(running.base_url + "/healthz", headers={"Origin": "null"}, timeout=10)
        assert response.headers["Access-Control-Allow-Origin"] == "null"


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ("https://tool.example/", "has a path"),
        ("tool.example", "is not an origin"),
        ("https://Tool.example", "capitals"),
        ("https://tool.example:443", "default port"),
        ("*,null", "must stand alone"),
        ("", "not empty"),
        ("https://a.example,,null", "empty origin"),
    ],
)
def test_a_bad_origin_setting_stops_the_start(value: str, reason: str) -> None:
    for args, env in ((["--cors-origins", value], {}), ([], {"CLEARANCE_CORS_ORIGINS": value})):
        result = subprocess.run(
            [str(clearance_binary()), "serve", "--port", "0", *args], capture_output=True, text=True, timeout=30,
            env=env,
        )
        assert result.returncode == 2, result
        assert reason in result.stderr
        assert ("--cors-origins" if args else "CLEARANCE_CORS_ORIGINS") in result.stderr


def test_serve_help_documents_the_setting() -> None:
    result = subprocess.run([str(clearance_binary()), "serve", "--help"], capture_output=True, text=True, timeout=30)
    assert "--cors-origins" in result.stdout and "CLEARANCE_CORS_ORIGINS" in result.stdout
    assert "nosniff" in result.stdout


# --- content negotiation on the layout route ------------------------------------------------------


@pytest.mark.parametrize("route", ["/v1/layout", "/v1/layout/compare"])
@pytest.mark.parametrize("accept", ["image/png", "text/html", "application/json;q=0", "image/svg+xml;q=0"])
def test_an_accept_that_admits_neither_format_is_406(service: str, route: str, accept: str) -> None:
    # Both routes that can answer a picture negotiate; the 406 comes before the body is read.
    response = requests.post(service + route, json=LAYOUT, headers={"Accept": accept}, timeout=10)
    assert response.status_code == 406
    assert response.headers["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["type"] == "urn:clearance:problem:not-acceptable"
    assert problem["status"] == 406
    assert "application/json" in problem["detail"] and "image/svg+xml" in problem["detail"]
    assert response.headers["Vary"] == "Accept"


@pytest.mark.parametrize(
    ("accept", "content_type"),
    [(None, "application/json"), ("*/*", "application/json"), ("image/svg+xml", "image/svg+xml"),
     ("image/*", "image/svg+xml"), ("application/json;q=0, */*", "image/svg+xml")],
)
def test_layout_answers_vary_by_accept(service: str, accept: str | None, content_type: str) -> None:
    headers = {"Accept": accept} if accept else {}
    response = requests.post(service + "/v1/layout", json=LAYOUT, headers=headers, timeout=10)
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith(content_type)
    assert response.headers["Vary"] == "Accept"


@pytest.mark.parametrize("accept", [None, "image/svg+xml"])
def test_compare_answers_vary_by_accept_too(service: str, accept: str | None) -> None:
    headers = {"Accept": accept} if accept else {}
    # `{}` breaks the compare contract: the 422 problem still says it varies by Accept.
    response = requests.post(service + "/v1/layout/compare", json={}, headers=headers, timeout=10)
    assert response.status_code == 422
    assert response.headers["Vary"] == "Accept"


def test_other_routes_do_not_vary_by_accept(service: str) -> None:
    for path in ("/healthz", "/v1/devices"):
        assert "Vary" not in requests.get(service + path, timeout=10).headers


# --- the playground's policy -----------------------------------------------------------------------


def test_the_playground_carries_a_strict_content_security_policy(service: str) -> None:
    import base64
    import hashlib
    import re

    response = requests.get(service + "/", timeout=10)
    policy = response.headers["Content-Security-Policy"]
    directives = {d.split()[0]: d.split()[1:] for d in (p.strip() for p in policy.split(";")) if d}
    assert directives["default-src"] == ["'none'"]
    assert directives["connect-src"] == ["'self'"]
    assert directives["frame-ancestors"] == ["'self'"]
    assert "unsafe" not in policy
    page = response.text
    for tag in ("script", "style"):
        bodies = re.findall(rf"<{tag}>(.*?)</{tag}>", page, re.S)
        assert len(bodies) == 1, tag
        digest = base64.b64encode(hashlib.sha256(bodies[0].encode()).digest()).decode()
        assert directives[f"{tag}-src"] == [f"'sha256-{digest}'"], tag
    assert "style=" not in page  # inline style attributes would be blocked
    assert response.headers["X-Content-Type-Options"] == "nosniff"
