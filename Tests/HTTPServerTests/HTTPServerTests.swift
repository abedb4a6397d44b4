import Foundation
import HTTPServer
import Testing

/// The HTTP layer on its own, in process: a tiny responder on an ephemeral port.
@Suite struct HTTPServerTests {
    final class Echo: HTTPResponder {
        let router: Router

        init() {
            var router = Router()
            router.get("/hello") { request in
                Response(
                    status: 200, contentType: "text/plain", headers: [("X-Query", request.query("name") ?? "-")],
                    body: .constant(ConstantBytes("hello")))
            }
            router.post("/echo", body: .json(maxBytes: 10)) { request in
                Response(status: 200, contentType: "application/json", body: .bytes(request.body.bytes))
            }
            // Answers 0.8 s after the body arrived: longer than the request deadline below.
            router.post("/slow", body: .json(maxBytes: 10)) { request in
                usleep(800_000)
                return Response(status: 200, contentType: "application/json", body: .bytes(request.body.bytes))
            }
            // Names the fields it reads: it sees those and nothing else (no Host, no query).
            router.post("/fields", body: .json(maxBytes: 10), reads: ["Accept", "X-Tag"]) { request in
                let seen = [
                    request.headers["accept"] ?? "-", request.headers["X-TAG"] ?? "-", request.headers["Host"] ?? "-",
                    request.query("q") ?? "-",
                ]
                return Response(
                    status: 200, contentType: "text/plain", body: .bytes(Array(seen.joined(separator: "|").utf8)))
            }
            // Reads `Accept` and a query argument: the fields the head call finds for the route.
            router.post("/negotiated", body: .json(maxBytes: 10), reads: ["Accept", "?q"]) { request in
                let seen = [request.headers["Accept"] ?? "-", request.query("q") ?? "-"]
                return Response(
                    status: 200, contentType: "text/plain", body: .bytes(Array(seen.joined(separator: "|").utf8)))
            }
            self.router = router
        }

        func response(for error: HTTPError, to request: Request) -> Response {
            Response(status: error.status, contentType: "text/plain", body: .bytes(Array("error \(error.status)".utf8)))
        }

        func didRespond(_ exchange: Exchange) {}
    }

    /// Sends `request` on a fresh connection and reads until the server closes it.
    static func exchange(_ port: Int, _ request: String) throws -> String {
        try exchange(port, parts: [request])
    }

    /// Sends `parts` one by one, 50 ms apart (so that the server reads each on its own), then
    /// reads until the server closes.
    static func exchange(_ port: Int, parts: [String]) throws -> String {
        let fd = try RefusedBodyTests.connectLoopback(port)
        defer { close(fd) }
        for (index, part) in parts.enumerated() {
            if index > 0 { usleep(50_000) }
            let bytes = Array(part.utf8)
            #expect(send(fd, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count)
        }
        return RefusedBodyTests.readAll(fd)
    }

    /// The request deadline covers receiving a request, not answering it: a whole request is
    /// answered however long its handler takes, whether its body came with the head or later.
    @Test func theDeadlineStopsOnceTheRequestIsWhole() throws {
        let server = try HTTPServer(
            configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 2, requestDeadline: 0.3),
            responder: Echo())
        defer { server.stop() }
        let head = "POST /slow HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 4\r\n"
        let whole = try Self.exchange(server.port, head + "Connection: close\r\n\r\n[12]")
        #expect(whole.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(whole.hasSuffix("\r\n\r\n[12]"))
        let split = try Self.exchange(server.port, parts: [head + "Connection: close\r\n\r\n[1", "2]"])
        #expect(split.hasSuffix("\r\n\r\n[12]"))
    }

    @Test func servesRoutesHeadersAndErrors() throws {
        let server = try HTTPServer(
            configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 2), responder: Echo())
        defer { server.stop() }
        #expect(server.port > 0)

        let hello = try Self.exchange(
            server.port, "GET /hello?name=x%20y HTTP/1.1\r\nHost: t\r\nX-Request-ID: r-1\r\nConnection: close\r\n\r\n")
        #expect(hello.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(hello.contains("X-Request-ID: r-1\r\n"))
        #expect(hello.contains("X-Query: x y\r\n"))
        #expect(hello.hasSuffix("\r\n\r\nhello"))

        let echo = try Self.exchange(
            server.port,
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 4\r\nConnection: close\r\n\r\n[12]"
        )
        #expect(echo.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(echo.hasSuffix("\r\n\r\n[12]"))

        // A body that arrives in pieces is gathered; one that arrives whole is read where it is:
        // both reach the handler the same.
        let head = "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 9\r\n"
        let split = try Self.exchange(server.port, parts: [head + "Connection: close\r\n\r\n[1,2", ",3,4]"])
        #expect(split.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(split.hasSuffix("\r\n\r\n[1,2,3,4]"))
        let late = try Self.exchange(server.port, parts: [head + "Connection: close\r\n\r\n", "[5,6,7,8]"])
        #expect(late.hasSuffix("\r\n\r\n[5,6,7,8]"))
        let gathered = try Self.exchange(
            server.port,
            "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                + "4\r\n[1,2\r\n1\r\n]\r\n0\r\n\r\n")
        #expect(gathered.hasSuffix("\r\n\r\n[1,2]"))
        // Two requests on one connection, the first whole and the second in pieces: each
        // handler sees its own body.
        let kept = try Self.exchange(
            server.port, parts: [head + "\r\n[9,9,9,9]" + head + "Connection: close\r\n\r\n[7,7", ",7,7]"])
        #expect(kept.contains("\r\n\r\n[9,9,9,9]HTTP/1.1 200 OK\r\n"))
        #expect(kept.hasSuffix("\r\n\r\n[7,7,7,7]"))

        // Chunked, 11 bytes against a limit of 10: counted, not stored, answered 413 at the end.
        let chunked = try Self.exchange(
            server.port,
            "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                + "6\r\n[1,2,3\r\n5\r\n,4,5]\r\n0\r\n\r\n")
        #expect(chunked.hasPrefix("HTTP/1.1 413 "))
        #expect(chunked.hasSuffix("error 413"))

        let missing = try Self.exchange(server.port, "GET /nope HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        #expect(missing.hasPrefix("HTTP/1.1 404 "))
        let wrong = try Self.exchange(server.port, "DELETE /echo HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        #expect(wrong.hasPrefix("HTTP/1.1 405 "))
        #expect(server.waitForInFlightRequests(seconds: 5) == 0)
    }

    @Test func aRouteThatNamesItsFieldsSeesOnlyThose() throws {
        let server = try HTTPServer(
            configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0), responder: Echo())
        defer { server.stop() }
        let both = try Self.exchange(
            server.port,
            "POST /fields?q=1 HTTP/1.1\r\nHost: t\r\nX-Tag: b\r\naccept: image/svg+xml\r\nX-Tag: c\r\n"
                + "Content-Length: 2\r\nConnection: close\r\n\r\n[]")
        #expect(both.hasPrefix("HTTP/1.1 200 "))
        // The first of a repeated field, whatever the case of its name; Host and the query unread.
        #expect(both.hasSuffix("\r\n\r\nimage/svg+xml|b|-|-"))
        let none = try Self.exchange(
            server.port, "POST /fields HTTP/1.1\r\nHost: t\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]")
        #expect(none.hasSuffix("\r\n\r\n-|-|-|-"))
    }

    @Test func aRouteReadsAcceptAndItsQueryAsTheHeadCallFoundThem() throws {
        let server = try HTTPServer(
            configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0), responder: Echo())
        defer { server.stop() }
        func ask(_ target: String, _ fields: String) throws -> String {
            try Self.exchange(
                server.port,
                "POST \(target) HTTP/1.1\r\nHost: t\r\n\(fields)Content-Length: 2\r\nConnection: close\r\n\r\n[]")
        }
        // The first of two `Accept` fields, whatever the case of the name; the argument among others.
        #expect(try ask("/negotiated?r=2&q=1&s", "ACCEPT: a/b\r\nAccept: c/d\r\n").hasSuffix("\r\n\r\na/b|1"))
        // An empty `Accept` is sent, and read, as empty.
        #expect(try ask("/negotiated?q=", "Accept:\r\n").hasSuffix("\r\n\r\n|"))
        // No query at all, and arguments without the one asked for.
        #expect(try ask("/negotiated", "").hasSuffix("\r\n\r\n-|-"))
        #expect(try ask("/negotiated?x=1", "Accept: */*\r\n").hasSuffix("\r\n\r\n*/*|-"))
    }

    /// The header fields of a raw answer, by lower-cased name (repeated ones joined by ", ").
    static func fields(_ answer: String) -> [String: String] {
        var fields: [String: String] = [:]
        let head = answer.split(separator: "\r\n\r\n", maxSplits: 1).first ?? ""
        for line in head.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingPrefix(" ")
            fields[name] = fields[name].map { $0 + ", " + value } ?? String(value)
        }
        return fields
    }

    @Test func everyAnswerCarriesNosniffAndOnlyOriginsGetCORS() throws {
        let server = try HTTPServer(
            configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0), responder: Echo())
        defer { server.stop() }
        for request in [
            "GET /hello HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
            "GET /nope HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
            "PUT /hello HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
        ] {
            let fields = Self.fields(try Self.exchange(server.port, request))
            #expect(fields["x-content-type-options"] == "nosniff", "\(request)")
            // No Origin, no CORS field: such requests pay one header lookup and nothing else.
            #expect(!fields.keys.contains { $0.hasPrefix("access-control-") }, "\(request)")
        }
        // Errors from the HTTP layer carry the CORS fields too, so a script can read the problem.
        for (request, status) in [
            ("GET /hello", "200"), ("GET /nope", "404"), ("PUT /hello", "405"), ("OPTIONS /hello", "204"),
        ] {
            let answer = try Self.exchange(
                server.port, request + " HTTP/1.1\r\nHost: t\r\nOrigin: null\r\nConnection: close\r\n\r\n")
            #expect(answer.hasPrefix("HTTP/1.1 \(status) "), "\(request)")
            let fields = Self.fields(answer)
            #expect(fields["access-control-allow-origin"] == "*", "\(request)")
            #expect(fields["access-control-expose-headers"] == "X-Request-ID", "\(request)")
            #expect(fields["vary"] == nil, "\(request)")
            #expect(fields["x-content-type-options"] == "nosniff")
        }
        let options = try Self.exchange(server.port, "OPTIONS /hello HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        #expect(options.hasPrefix("HTTP/1.1 204 "))
        #expect(Self.fields(options)["allow"] == "GET, HEAD, OPTIONS")
    }

    @Test func aPreflightIsAnswered204WithTheRoutesMethods() throws {
        let server = try HTTPServer(
            configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0), responder: Echo())
        defer { server.stop() }
        let answer = try Self.exchange(
            server.port,
            "OPTIONS /echo HTTP/1.1\r\nHost: t\r\nOrigin: http://127.0.0.1:9\r\n"
                + "Access-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: content-type\r\n"
                + "Connection: close\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 204 "))
        let fields = Self.fields(answer)
        #expect(fields["allow"] == "POST, OPTIONS")
        #expect(fields["access-control-allow-origin"] == "*")
        #expect(fields["access-control-allow-methods"] == "POST, OPTIONS")
        #expect(fields["access-control-allow-headers"] == "Content-Type, Accept, X-Request-ID")
        #expect(fields["access-control-max-age"] == "7200")
        #expect(fields["access-control-allow-private-network"] == nil)
        let privateNetwork = try Self.exchange(
            server.port,
            "OPTIONS /echo HTTP/1.1\r\nHost: t\r\nOrigin: https://tool.example\r\n"
                + "Access-Control-Request-Method: POST\r\nAccess-Control-Request-Private-Network: true\r\n"
                + "Connection: close\r\n\r\n")
        #expect(Self.fields(privateNetwork)["access-control-allow-private-network"] == "true")
        // A preflight to a path that does not exist is not a preflight: 404, with only the basics.
        let missing = try Self.exchange(
            server.port,
            "OPTIONS /nope HTTP/1.1\r\nHost: t\r\nOrigin: null\r\nAccess-Control-Request-Method: POST\r\n"
                + "Connection: close\r\n\r\n")
        #expect(missing.hasPrefix("HTTP/1.1 404 "))
        #expect(Self.fields(missing)["access-control-allow-methods"] == nil)
        #expect(Self.fields(missing)["access-control-allow-origin"] == "*")
    }

    @Test func aListEchoesAllowedOriginsAndIgnoresOthers() throws {
        let policy = try CORSPolicy(parsing: "https://tool.example,null")
        let server = try HTTPServer(
            configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, cors: policy), responder: Echo())
        defer { server.stop() }
        for origin in ["https://tool.example", "null"] {
            let fields = Self.fields(
                try Self.exchange(
                    server.port, "GET /hello HTTP/1.1\r\nHost: t\r\nOrigin: \(origin)\r\nConnection: close\r\n\r\n"))
            #expect(fields["access-control-allow-origin"] == origin)
            #expect(fields["vary"] == "Origin")
        }
        for request in [
            "GET /hello HTTP/1.1\r\nHost: t\r\nOrigin: https://evil.example\r\nConnection: close\r\n\r\n",
            "OPTIONS /echo HTTP/1.1\r\nHost: t\r\nOrigin: https://evil.example\r\n"
                + "Access-Control-Request-Method: POST\r\nConnection: close\r\n\r\n",
        ] {
            let answer = try Self.exchange(server.port, request)
            // Never an error status of its own: the route answers as it would without Origin.
            #expect(answer.hasPrefix("HTTP/1.1 200 ") || answer.hasPrefix("HTTP/1.1 204 "), "\(request)")
            let fields = Self.fields(answer)
            #expect(!fields.keys.contains { $0.hasPrefix("access-control-") }, "\(request)")
            #expect(fields["vary"] == "Origin")
        }
    }

    @Test func noneSendsNoCORSField() throws {
        let server = try HTTPServer(
            configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, cors: .disabled), responder: Echo())
        defer { server.stop() }
        let answer = try Self.exchange(
            server.port,
            "OPTIONS /echo HTTP/1.1\r\nHost: t\r\nOrigin: null\r\nAccess-Control-Request-Method: POST\r\n"
                + "Connection: close\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 204 "))
        let fields = Self.fields(answer)
        #expect(fields["allow"] == "POST, OPTIONS")
        #expect(!fields.keys.contains { $0.hasPrefix("access-control-") } && fields["vary"] == nil)
    }

    @Test func aHostThatDoesNotResolveIsAnError() {
        #expect(throws: HTTPServerError.self) {
            _ = try HTTPServer(
                configuration: HTTPServerConfiguration(host: "no-such-host.invalid", port: 0), responder: Echo())
        }
    }
}
