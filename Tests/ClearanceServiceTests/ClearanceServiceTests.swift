import ClearanceRender
import ClearanceService
import HTTPServer
import Testing

@Suite struct ClearanceServiceTests {
    func call(_ service: ClearanceService, _ method: HTTPMethod, _ path: String) -> Response? {
        guard case .found(let route) = service.router.match(method, path: path) else { return nil }
        return route.handler(Request(method: method, path: path))
    }

    func text(_ response: Response?) -> String {
        String(decoding: response?.body.bytes ?? [], as: UTF8.self)
    }

    @Test func routesAreTheOnesTheMetricsLabel() {
        #expect(ClearanceService().router.paths == ClearanceService.paths)
        #expect(ClearanceService().metrics.routes == ClearanceService.paths + ["unmatched"])
    }

    @Test func healthIsAlwaysOK() {
        let response = call(ClearanceService(), .get, "/healthz")
        #expect(response?.status == 200)
        #expect(response?.contentType == "application/json")
        #expect(text(response) == "{\"status\":\"ok\"}")
    }

    @Test func readinessTurns503WhenDraining() {
        let service = ClearanceService()
        #expect(call(service, .get, "/readyz")?.status == 200)
        #expect(!service.isDraining)
        service.beginDraining()
        #expect(service.isDraining)
        let draining = call(service, .get, "/readyz")
        #expect(draining?.status == 503)
        #expect(text(draining) == "{\"status\":\"draining\"}")
        #expect(call(service, .get, "/healthz")?.status == 200)
    }

    @Test func layoutTakesAJSONBodyUnderTheLimit() {
        let service = ClearanceService(configuration: ServiceConfiguration(maxBodyBytes: 1234, maxDesignBytes: 5678))
        guard case .found(let route) = service.router.match(.post, path: "/v1/layout") else {
            Issue.record("no layout route")
            return
        }
        // The route reads bodies up to the design limit (docs/designs.md)...
        #expect(route.body == .json(maxBytes: 5678))
        // ...and refuses one without a design over the body limit once it has come.
        let plain =
            Array(#"{"screen":{"width":390,"height":844},"pad":""#.utf8) + Array(repeating: 0x61, count: 1300)
            + Array(#""}"#.utf8)
        let refused = route.handler(Request(method: .post, path: "/v1/layout", body: plain))
        #expect(refused.status == 413)
        #expect(text(refused).contains("1234"))
        // A body under the limit goes on to the decoder (which refuses `pad` as an unknown member).
        let small = Array(#"{"screen":{"width":390,"height":844},"pad":1}"#.utf8)
        #expect(route.handler(Request(method: .post, path: "/v1/layout", body: small)).status == 422)
        guard case .found(let batch) = service.router.match(.post, path: "/v1/layout/batch") else {
            Issue.record("no batch route")
            return
        }
        #expect(batch.body == .json(maxBytes: 1234))
    }

    @Test func compareAnswersJSONOrAnSVGGrid() {
        let service = ClearanceService()
        guard case .found(let route) = service.router.match(.post, path: "/v1/layout/compare") else {
            Issue.record("no compare route")
            return
        }
        let body = Array(
            #"{"screen":{"width":390,"height":844},"keyboard":{"height":336},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"policies":["compose","flutter"]}"#
                .utf8)
        let json = route.handler(Request(method: .post, path: "/v1/layout/compare", body: body))
        #expect(json.status == 200)
        #expect(json.contentType == "application/json")
        #expect(text(json).hasPrefix(#"{"results":[{"policy":{"name":"compose","version":"androidx@aae42a2""#))
        let svg = route.handler(
            Request(
                method: .post, path: "/v1/layout/compare", headers: HTTPHeaders([("Accept", "image/svg+xml")]),
                body: body))
        #expect(svg.status == 200)
        #expect(svg.contentType == "image/svg+xml")
        #expect(text(svg).contains("data-policy=\"flutter\""))
        let bad = route.handler(
            Request(method: .post, path: "/v1/layout/compare", body: Array(#"{"policies":[]}"#.utf8)))
        #expect(bad.status == 422)
        #expect(bad.contentType == "application/problem+json")
    }

    @Test func openAPIIsServedWhenGivenElse404() {
        let document = Array("openapi: 3.1.0\n".utf8)
        let served = call(
            ClearanceService(configuration: ServiceConfiguration(openAPIDocument: document)), .get, "/openapi.yaml")
        #expect(served?.status == 200)
        #expect(served?.contentType == "application/yaml")
        #expect(served?.body.bytes == document)
        let absent = call(ClearanceService(), .get, "/openapi.yaml")
        #expect(absent?.status == 404)
        #expect(absent?.contentType == "application/problem+json")
    }

    @Test(
        arguments: [
            (HTTPError(.notFound), 404, nil),
            (HTTPError(.methodNotAllowed(allow: "GET, HEAD")), 405, "GET, HEAD"),
            (HTTPError(.contentTooLarge(limit: 10)), 413, nil),
            (HTTPError(.unsupportedMediaType("text/plain")), 415, nil),
        ] as [(HTTPError, Int, String?)])
    func httpErrorsBecomeProblems(error: HTTPError, status: Int, allow: String?) {
        let response = ClearanceService().response(for: error, to: Request(method: .post, path: "/x"))
        #expect(response.status == status)
        #expect(response.contentType == "application/problem+json")
        #expect(response.header("Allow") == allow)
    }

    func layout(_ accept: String?, body: String = "{}", path: String = "/v1/layout") -> Response? {
        let service = ClearanceService()
        guard case .found(let route) = service.router.match(.post, path: path) else { return nil }
        let headers = HTTPHeaders(accept.map { [("Accept", $0)] } ?? [])
        return route.handler(Request(method: .post, path: path, headers: headers, body: Array(body.utf8)))
    }

    @Test(
        arguments: ["image/png", "text/html", "application/json;q=0", "application/problem+json"],
        ["/v1/layout", "/v1/layout/compare"])
    func anAcceptThatAdmitsNeitherFormatIs406(accept: String, path: String) {
        let response = layout(accept, path: path)
        #expect(response?.status == 406)
        #expect(response?.contentType == "application/problem+json")
        #expect(response?.header("Vary") == "Accept")
        let detail = text(response)
        #expect(detail.contains("urn:clearance:problem:not-acceptable"))
        #expect(detail.contains("application/json, image/svg+xml"))
    }

    @Test(arguments: [nil, "*/*", "application/json", "image/svg+xml"] as [String?])
    func everyLayoutAnswerVariesByAccept(accept: String?) {
        // `{}` breaks the contract: the answer is the 422 problem, still marked as varying.
        for path in ["/v1/layout", "/v1/layout/compare"] {
            let response = layout(accept, path: path)
            #expect(response?.status == 422, "\(path)")
            #expect(response?.header("Vary") == "Accept", "\(path)")
        }
    }

    @Test func thePlaygroundCarriesItsContentSecurityPolicy() {
        let response = call(ClearanceService(), .get, "/")
        #expect(response?.header("Content-Security-Policy") == PlaygroundPage.contentSecurityPolicy)
        #expect(response?.header("Content-Security-Policy")?.contains("frame-ancestors 'self'") == true)
    }

    @Test func metricsRouteRendersPrometheusText() {
        let response = call(ClearanceService(), .get, "/metrics")
        #expect(response?.status == 200)
        #expect(response?.contentType == "text/plain; version=0.0.4; charset=utf-8")
        #expect(text(response).contains("clearance_http_requests_in_flight 0\n"))
    }

    @Test func openAPIDefaultPathsLookBesideTheExecutable() {
        // /proc/self/exe names the real directory behind the `.build/debug` link, one level deeper.
        #expect(
            OpenAPIDocument.defaultPaths(executable: "/repo/.build/x86_64-unknown-linux-gnu/debug/clearance") == [
                "openapi.yaml", "/repo/.build/x86_64-unknown-linux-gnu/debug/../../openapi.yaml",
                "/repo/.build/x86_64-unknown-linux-gnu/debug/../../../openapi.yaml",
                "/usr/share/clearance/openapi.yaml",
            ])
        #expect(OpenAPIDocument.contents(atPath: "/nonexistent/openapi.yaml") == nil)
        #expect(OpenAPIDocument.contents(atPath: "/") == nil)
    }
}
