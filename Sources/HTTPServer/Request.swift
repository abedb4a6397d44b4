/// One HTTP request as a handler sees it: the head, and the whole body once it has arrived.
public struct Request: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The path, percent-decoded, without the query (`/v1/layout`).
    public var path: String
    /// Header fields and query arguments.
    public var headers: HTTPHeaders
    /// The body bytes; empty for a route that takes no body.
    public var body: RequestBody
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
        self.init(
            method: method, path: path, headers: headers, body: RequestBody(body), identity: RequestIdentity(requestID))
    }

    /// Creates a request whose id is `identity`.
    init(
        method: HTTPMethod, path: String, headers: HTTPHeaders = HTTPHeaders(), body: RequestBody = RequestBody(),
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

/// A request's body: bytes the request owns, or the server's own receive buffer, lent to the
/// handler for the time of its call.
///
/// A body that arrives whole in one read (the common case: a form of a few kilobytes) is not
/// copied out of libmicrohttpd's buffer; the handler reads it there. Read it inside the handler:
/// reading a lent body after the handler has returned stops the process with a message rather
/// than read memory that is no longer the body. ``bytes`` makes a copy to keep.
public struct RequestBody: Sendable {
    @usableFromInline enum Storage: Sendable {
        case owned([UInt8])
        case lent(Loan)
    }

    /// The server's state of the request that lent the body, held without a reference count:
    /// reading the body costs no retain and release (atomic operations). ``RequestBody/keeper``
    /// holds the reference that keeps it alive.
    @usableFromInline struct Loan: @unchecked Sendable {
        // @unchecked: the state is read on the one worker thread that serves its request.
        @usableFromInline let lender: Unmanaged<RequestState>

        /// The bytes, while the loan is open; reading them later stops the process.
        @inlinable var bytes: UnsafeRawBufferPointer {
            lender._withUnsafeGuaranteedRef { $0.lentBytes }
        }
    }

    @usableFromInline var storage: Storage
    /// The lender of a lent body, so that it outlives every copy of the body (reading one after
    /// the loan has closed stops the process with a message; it must not read freed memory).
    let keeper: RequestState?

    /// A body of `bytes`.
    public init(_ bytes: [UInt8] = []) {
        storage = .owned(bytes)
        keeper = nil
    }

    /// A body lent by `lender`, readable while its loan is open.
    init(lent lender: RequestState) {
        storage = .lent(Loan(lender: Unmanaged.passUnretained(lender)))
        keeper = lender
    }

    /// The number of bytes.
    public var count: Int {
        switch storage {
        case .owned(let bytes): bytes.count
        case .lent(let loan): loan.bytes.count
        }
    }

    /// Whether there are no bytes.
    public var isEmpty: Bool { count == 0 }

    /// A copy of the bytes.
    public var bytes: [UInt8] {
        withUnsafeBytes { Array($0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// Runs `body` with the bytes; the pointer is valid only inside `body`.
    @inlinable public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        switch storage {
        case .owned(let bytes):
            return try bytes.withUnsafeBytes(body)
        case .lent(let loan):
            return try body(loan.bytes)
        }
    }
}
