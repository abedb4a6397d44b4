import HTTPServer
import Testing

@Suite struct RouterTests {
    static func router() -> Router {
        var router = Router()
        router.post("/v1/layout", body: .json(maxBytes: 100)) { _ in Response(status: 200, contentType: "layout") }
        router.get("/healthz") { _ in Response(status: 200, contentType: "health") }
        router.add(.delete, "/healthz") { _ in Response(status: 204) }
        return router
    }

    func answer(_ match: Router.Match, _ method: HTTPMethod = .get, _ path: String = "/") -> String? {
        guard case .found(let route) = match else { return nil }
        return route.handler(Request(method: method, path: path)).contentType
    }

    @Test func exactPathAndMethodFindTheirHandler() {
        let router = Self.router()
        #expect(answer(router.match(.post, path: "/v1/layout")) == "layout")
        #expect(answer(router.match(.get, path: "/healthz")) == "health")
    }

    @Test func headIsAnsweredByGet() {
        #expect(answer(Self.router().match(.head, path: "/healthz")) == "health")
    }

    @Test func bodyPolicyAndPathIndexComeWithTheRoute() {
        guard case .found(let route) = Self.router().match(.post, path: "/v1/layout") else {
            Issue.record("no route")
            return
        }
        #expect(route.body == .json(maxBytes: 100))
        #expect(route.pathIndex == 0)
        #expect(Self.router().paths == ["/v1/layout", "/healthz"])
    }

    /// The fields a route says it reads come back as it said them, header fields and `?query`
    /// arguments alike; a route that says nothing reads everything (`nil`).
    @Test func theFieldsARouteReadsComeWithIt() {
        var router = Router()
        router.post("/a", body: .json(maxBytes: 10), reads: ["Accept", "?animate"]) { _ in Response(status: 200) }
        router.get("/b") { _ in Response(status: 200) }
        guard case .found(var a) = router.match(.post, path: "/a"), case .found(let b) = router.match(.get, path: "/b")
        else {
            Issue.record("no route")
            return
        }
        #expect(a.reads == ["Accept", "?animate"])
        #expect(b.reads == nil)
        a.reads = ["?q"]
        #expect(a.reads == ["?q"])
    }

    @Test(arguments: [
        // Every path answers OPTIONS (CORS preflights, issue 11), so every Allow lists it last.
        (HTTPMethod.get, "/v1/layout", "POST, OPTIONS", 0),
        (HTTPMethod.head, "/v1/layout", "POST, OPTIONS", 0),
        (HTTPMethod.post, "/healthz", "GET, HEAD, DELETE, OPTIONS", 1),
        (HTTPMethod(rawValue: "get"), "/healthz", "GET, HEAD, DELETE, OPTIONS", 1),
        (HTTPMethod(rawValue: "options"), "/healthz", "GET, HEAD, DELETE, OPTIONS", 1),
    ])
    func wrongMethodListsTheAllowedOnes(method: HTTPMethod, path: String, allow: String, index: Int) {
        guard case .methodNotAllowed(let allowed, let pathIndex) = Self.router().match(method, path: path) else {
            Issue.record("expected 405 for \(method) \(path)")
            return
        }
        #expect(allowed == allow)
        #expect(pathIndex == index)
    }

    @Test(arguments: ["/", "/v1/layout/", "/V1/LAYOUT", "/healthz?x=1", "", "/v1"])
    func otherPathsAreNotFound(path: String) {
        guard case .notFound = Self.router().match(.get, path: path) else {
            Issue.record("expected 404 for \(path)")
            return
        }
    }

    @Test func aPathMatchesOnlyItsOwnSpelling() {
        // "\u{212A}" (KELVIN SIGN) is canonically equal to "K" for Swift's `==`, but not the
        // same bytes: the route is spelled with "K" only.
        var router = Router()
        router.get("/Kelvin") { _ in Response(status: 200, contentType: "kelvin") }
        #expect("/\u{212A}elvin" == "/Kelvin")
        #expect(answer(router.match(.get, path: "/Kelvin")) == "kelvin")
        guard case .notFound = router.match(.get, path: "/\u{212A}elvin") else {
            Issue.record("expected 404 for the Kelvin sign")
            return
        }
    }

    @Test func addingAgainReplacesTheHandler() {
        var router = Self.router()
        router.get("/healthz") { _ in Response(status: 200, contentType: "replaced") }
        #expect(answer(router.match(.get, path: "/healthz")) == "replaced")
        guard case .methodNotAllowed(let allow, _) = router.match(.put, path: "/healthz") else {
            Issue.record("expected 405")
            return
        }
        #expect(allow == "DELETE, GET, HEAD, OPTIONS")
    }

    @Test(arguments: [("/v1/layout", "POST, OPTIONS", 0), ("/healthz", "GET, HEAD, DELETE, OPTIONS", 1)])
    func optionsIsAnsweredOnEveryPathWithAllow(path: String, allow: String, index: Int) {
        guard case .found(let route) = Self.router().match(.options, path: path) else {
            Issue.record("no OPTIONS answer for \(path)")
            return
        }
        #expect(route.body == .none)
        #expect(route.pathIndex == index)
        let response = route.handler(Request(method: .options, path: path))
        #expect(response.status == 204)
        #expect(response.header("Allow") == allow)
        #expect(response.body.count == 0)
        #expect(Self.router().allow(pathIndex: index) == allow)
    }

    @Test func optionsOnAnUnknownPathIsNotFound() {
        guard case .notFound = Self.router().match(.options, path: "/nope") else {
            Issue.record("expected 404")
            return
        }
    }

    @Test func anOptionsRouteOfItsOwnWins() {
        var router = Self.router()
        router.add(.options, "/healthz") { _ in Response(status: 200, contentType: "own") }
        #expect(answer(router.match(.options, path: "/healthz")) == "own")
        #expect(router.allow(pathIndex: 1) == "GET, HEAD, DELETE, OPTIONS")
    }

    @Test func errorsCarryTheirStatus() {
        #expect(HTTPError(.notFound).status == 404)
        #expect(HTTPError(.methodNotAllowed(allow: "GET")).status == 405)
        #expect(HTTPError(.contentTooLarge(limit: 1)).status == 413)
        #expect(HTTPError(.unsupportedMediaType("text/plain")).status == 415)
    }
}
