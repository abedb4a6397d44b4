import ClearanceContract
import ClearanceService
import Foundation
import HTTPServer
import Testing

/// What a client reads of the routes beside the layouts themselves: the playground's media type,
/// which answers vary by `Accept`, `?animate=` and a problem asked for as a picture.
@Suite struct ServedRouteTests {
    let client = ServiceClient()

    static let login = AnswerSchemaConformanceTests.bytes(
        AnswerSchemaConformanceTests.root.appendingPathComponent("tests/fixtures/requests/example-1.json"))

    @Test func thePlaygroundIsServedAsHTMLThatLoadsNothingFromElsewhere() {
        let page = client.response(.get, "/", headers: [("Accept", "text/html")])
        #expect(page.status == 200)
        #expect(page.contentType.hasPrefix("text/html"))
        let text = String(decoding: page.body.bytes, as: UTF8.self)
        #expect(!text.contains("http://") && !text.contains("https://"))
    }

    /// Only the routes that can draw a picture vary by `Accept`.
    @Test func otherRoutesDoNotVaryByAccept() {
        for path in ["/healthz", "/v1/devices"] {
            let response = client.response(.get, path)
            #expect(response.status == 200, "\(path)")
            #expect(response.header("Vary") == nil, "\(path)")
        }
    }

    /// `?animate=` takes true or false, whatever the answer's format: the picture plays the change
    /// only when true; a JSON answer ignores it.
    @Test func animateTakesTrueOrFalse() {
        func post(_ query: String, _ accept: String) -> Response {
            client.response(.post, "/v1/layout" + query, body: Self.login, headers: [("Accept", accept)])
        }
        let bad = post("?animate=yes", "image/svg+xml")
        #expect(bad.status == 400 && String(decoding: bad.body.bytes, as: UTF8.self).contains("animate"))
        let still = post("?animate=false", "image/svg+xml")
        #expect(still.status == 200 && !String(decoding: still.body.bytes, as: UTF8.self).contains("<animate"))
        let played = post("?animate=true", "image/svg+xml")
        #expect(played.status == 200 && String(decoding: played.body.bytes, as: UTF8.self).contains("<animate"))
        #expect(post("?animate=true", "application/json").status == 200)
        #expect(post("?animate=1", "application/json").status == 400)
    }

    /// A request refused while the picture was asked for is still answered with the problem
    /// document, not a picture.
    @Test func errorsStayProblemJSONWhenAPictureIsAskedFor() throws {
        var request = try #require(try JSONSerialization.jsonObject(with: Data(Self.login)) as? [String: Any])
        request["focus"] = "nobody"
        let answer = try client.post(
            "/v1/layout", bytes: [UInt8](try JSONSerialization.data(withJSONObject: request)),
            headers: [("Accept", "image/svg+xml")])
        #expect(answer.status == 422)
        #expect(answer.contentType.hasPrefix("application/problem+json"))
        #expect(answer.pointers == ["/focus"])
    }

    /// Each documented operation reaches a handler (not 404 or 405); a path next to them does not.
    @Test func everyDocumentedRouteIsServedAndNoPathNextToThem() {
        // A service that found its document, as `clearance serve` run from the repository does.
        let client = ServiceClient(ServiceConfiguration(openAPIDocument: Array("openapi: 3.1.0\n".utf8)))
        for operation in APIDocument.operations {
            let path = operation.path.replacingOccurrences(of: "{id}", with: "iphone-se")
            let method: HTTPMethod = operation.method.rawValue == "get" ? .get : .post
            let status = client.response(method, path, body: method == .post ? Array("{}".utf8) : []).status
            #expect(status != 404 && status != 405, "\(operation.method.rawValue) \(operation.path): \(status)")
        }
        for path in ["/v1/layouts", "/v1/layout/", "/v1/devices/", "/v1/layout/batch/x", "/v2/layout"] {
            #expect(client.response(.post, path, body: Array("{}".utf8)).status == 404, "\(path)")
        }
    }
}
