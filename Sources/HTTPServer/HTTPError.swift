/// An error the HTTP layer decides on before a handler runs; the responder renders it.
public struct HTTPError: Error, Sendable, Equatable {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// No route has this path.
        case notFound
        /// The path exists, but not for this method; `allow` is the `Allow` header value.
        case methodNotAllowed(allow: String)
        /// The body is longer than `limit` bytes.
        case contentTooLarge(limit: Int)
        /// The body's `Content-Type` is not one the route accepts (`""` when empty).
        case unsupportedMediaType(String)
        /// The request breaks HTTP/1.1 framing (RFC 9112): `detail` says how. Answered 400 and
        /// the connection closed.
        case badFraming(String)
        /// The request target is longer than `maxBytes` or has more than `maxParameters` query
        /// parameters.
        case uriTooLong(maxBytes: Int, maxParameters: Int)
        /// The bytes held for bodies and answers are at their ceiling; retry shortly.
        case busy
    }

    /// What went wrong.
    public var kind: Kind

    /// Creates an error.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// The HTTP status that answers it.
    public var status: Int {
        switch kind {
        case .notFound: 404
        case .methodNotAllowed: 405
        case .contentTooLarge: 413
        case .unsupportedMediaType: 415
        case .badFraming: 400
        case .uriTooLong: 414
        case .busy: 503
        }
    }
}
