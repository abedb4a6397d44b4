/// One HTTP request as a handler sees it: the head, and the whole body once it has arrived.
public struct Request: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The path, percent-decoded, without the query (`/v1/layout`).
    public var path: String
    /// Header fields and query arguments.
    public var headers: HTTPHeaders
    /// The body bytes; empty for a route that takes no body.
    public var body: [UInt8]
    /// The request id: the client's `X-Request-ID` when it is sane, else a generated one.
    public var requestID: String

    /// Creates a request.
    public init(
        method: HTTPMethod, path: String, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [],
        requestID: String = ""
    ) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.requestID = requestID
    }

    /// The value of the query argument `name`, or `nil`.
    public func query(_ name: String) -> String? {
        headers.query(name)
    }
}
