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
    public var requestID: String {
        get { identity.text }
        set { identity = RequestIdentity(newValue) }
    }
    /// The request id as the server holds it.
    var identity: RequestIdentity

    /// Creates a request.
    public init(
        method: HTTPMethod, path: String, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [],
        requestID: String = ""
    ) {
        self.init(method: method, path: path, headers: headers, body: body, identity: RequestIdentity(requestID))
    }

    /// Creates a request whose id is `identity`.
    init(
        method: HTTPMethod, path: String, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [],
        identity: RequestIdentity
    ) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.identity = identity
    }

    /// The value of the query argument `name`, or `nil`.
    public func query(_ name: String) -> String? {
        headers.query(name)
    }
}
