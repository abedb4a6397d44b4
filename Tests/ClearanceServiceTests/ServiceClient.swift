import ClearanceService
import ClearanceTestSupport
import Foundation
import HTTPServer
import Testing

/// The service in process, asked through its router as the HTTP layer asks it: the status and
/// the answer read as JSON.
struct ServiceClient {
    let service: ClearanceService

    init(_ configuration: ServiceConfiguration = ServiceConfiguration()) {
        service = ClearanceService(configuration: configuration)
    }

    /// The response to `method` on `target` (a path, with its query after `?`): the route's, or
    /// the service's problem for a path or method no route has.
    func response(_ method: HTTPMethod, _ target: String, body: [UInt8] = [], headers: [(String, String)] = [])
        -> Response
    {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let query: [(String, String)] =
            parts.count < 2
            ? []
            : parts[1].split(separator: "&").map { pair in
                let field = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (String(field[0]), field.count > 1 ? String(field[1]) : "")
            }
        let request = Request(method: method, path: path, headers: HTTPHeaders(headers, query: query), body: body)
        switch service.router.match(method, path: path) {
        case .found(let route): return route.handler(request)
        case .methodNotAllowed(let allow, _):
            return service.response(for: HTTPError(.methodNotAllowed(allow: allow)), to: request)
        case .notFound: return service.response(for: HTTPError(.notFound), to: request)
        }
    }

    /// The answer to `body` (JSON text) posted to `target`.
    func post(_ target: String, _ body: String, headers: [(String, String)] = []) throws -> ServedAnswer {
        try post(target, bytes: Array(body.utf8), headers: headers)
    }

    /// The answer to `bytes` posted to `target`.
    func post(_ target: String, bytes: [UInt8], headers: [(String, String)] = []) throws -> ServedAnswer {
        try ServedAnswer(response(.post, target, body: bytes, headers: headers))
    }

    /// The answer to a GET of `target`.
    func get(_ target: String) throws -> ServedAnswer {
        try ServedAnswer(response(.get, target))
    }
}

/// A response whose body is a JSON object, and the ways the tests read it.
struct ServedAnswer {
    var status: Int
    var contentType: String
    var response: Response
    var json: [String: Any]

    init(_ response: Response) throws {
        self.response = response
        status = response.status
        contentType = response.contentType
        json = try #require(try JSONSerialization.jsonObject(with: Data(response.body.bytes)) as? [String: Any])
    }

    /// The bytes of the answer as written.
    var text: String { String(decoding: response.body.bytes, as: UTF8.self) }

    /// The pointers of a problem's errors, in order.
    var pointers: [String] { errors.map(\.pointer) }
    /// The messages of a problem's errors, in order.
    var messages: [String] { errors.map(\.message) }
    var errors: [(pointer: String, message: String)] {
        (json["errors"] as? [[String: Any]] ?? []).map {
            ($0["pointer"] as? String ?? "", $0["message"] as? String ?? "")
        }
    }

    /// The codes of the answer's `warnings`, in order.
    var codes: [String] { (json["warnings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String } }

    /// The messages of the warnings with `code`.
    func warnings(_ code: String) -> [String] {
        (json["warnings"] as? [[String: Any]] ?? []).filter { $0["code"] as? String == code }
            .compactMap { $0["message"] as? String }
    }

    /// What `path` (object keys, or array indexes in decimal) leads to; a JSON null is `nil`.
    func value(_ path: String...) -> Any? { Self.walk(json, path) }
    func number(_ path: String...) -> Double? { Self.double(Self.walk(json, path)) }
    func string(_ path: String...) -> String? { Self.walk(json, path) as? String }
    func list(_ path: String...) -> [[String: Any]] { Self.walk(json, path) as? [[String: Any]] ?? [] }

    /// A JSON number as the double its text names (read from its text: on Linux a parsed
    /// fraction's `doubleValue` may be a unit in the last place off).
    static func double(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber else { return nil }
        return Double("\(number)") ?? number.doubleValue
    }

    static func walk(_ object: Any?, _ path: [String]) -> Any? { jsonValue(object, at: path) }

    /// `value` as JSON text with its keys sorted: two values are the same JSON when these agree.
    static func canonical(_ value: Any?) -> String {
        guard let value, !(value is NSNull) else { return "null" }
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
        else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether `value` is the JSON value `json` (text), whatever the order of its members.
    static func same(_ value: Any?, _ json: String) -> Bool {
        let expected = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        return canonical(value) == canonical(expected)
    }
}
