"""CORS and content negotiation over real HTTP, from the real process (issue 11 items 1 and 6).

The policy itself (origins, preflights, `Vary`, `nosniff`, 406) is the Swift suites'
(CORSPolicyTests, HTTPServerTests, ClearanceServiceTests); test_cors_browser.py runs a real
browser. What stays here: the CORS fields on every kind of answer the service gives, the head's
413 included, `--cors-origins none` and its variable as the process reads them, and which routes
vary by `Accept`.
"""

from __future__ import annotations

import http.client

import requests

LAYOUT = {
    "screen": {"width": 390, "height": 844},
    "keyboard": {"height": 336},
    "container": {"frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
    "elements": [{"id": "field", "frame": {"x": 20, "y": 600, "width": 350, "height": 44}}],
    "focus": "field",
}
CORS_FIELDS = ("access-control-allow-origin", "access-control-expose-headers", "access-control-allow-methods",
               "access-control-allow-headers", "access-control-max-age")


def preflight(base: str, path: str, origin: str, method: str = "POST") -> requests.Response:
    return requests.options(
        base + path,
        headers={"Origin": origin, "Access-Control-Request-Method": method,
                 "Access-Control-Request-Headers": "content-type,x-request-id"},
        timeout=10,
    )


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


# --- content negotiation on the layout route ------------------------------------------------------


def test_other_routes_do_not_vary_by_accept(service: str) -> None:
    for path in ("/healthz", "/v1/devices"):
        assert "Vary" not in requests.get(service + path, timeout=10).headers
