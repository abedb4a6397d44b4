import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The state of one request whose body is being read: kept in libmicrohttpd's per-request slot
/// (retained there on the head call, released when the request completes).
///
/// Its variables are exempt from the run-time exclusivity checks (`@exclusivity(unchecked)`,
/// two calls into the runtime per access): libmicrohttpd calls a connection's handlers one at a
/// time on the one worker thread that owns the connection, and no access here overlaps another
/// (none is held across a call that could reach the same object).
@usableFromInline final class RequestState: @unchecked Sendable {
    // @unchecked: a request's state is used by the one worker thread that serves its connection.
    let method: HTTPMethod
    let identity: RequestIdentity
    /// Where the route that reads the body is in the server's router (``FrozenRoutes/route(at:)``),
    /// and the route's body limit.
    let route: (path: Int, route: Int, limit: Int)
    /// The route's path, which is the request's (routes match exactly).
    let path: String
    /// The index of the path (``Router/Route/pathIndex``, the route's place in the router's table).
    var pathIndex: Int { route.path }
    /// The most body bytes the route reads.
    var limit: Int { route.limit }
    let start: Int
    /// Bytes taken from the server's budget for the body and, later, the answer; given back
    /// when the request completes (``ServerContext/completed(_:_:answered:)``).
    @exclusivity(unchecked) var reserved: Int
    /// The `Content-Length`, or -1 for a chunked body.
    let declared: Int
    @exclusivity(unchecked) var body: [UInt8] = []
    @exclusivity(unchecked) var received = 0
    /// Set when the answer was written to the socket directly (a body refused mid-way).
    @exclusivity(unchecked) var answeredDirectly = false
    /// The handler's answer, when it ran on a body that came whole in one chunk; sent on the
    /// call that ends the request.
    @exclusivity(unchecked) var prepared: Response?
    /// The chunk lent to the handler as its body, while it runs.
    @exclusivity(unchecked) private var lent: UnsafeRawBufferPointer?

    init(
        method: HTTPMethod, identity: RequestIdentity, route: (path: Int, route: Int, limit: Int), path: String,
        start: Int, declared: Int, reserved: Int
    ) {
        self.method = method
        self.identity = identity
        self.route = route
        self.path = path
        self.start = start
        self.declared = declared
        self.reserved = reserved
    }

    /// Whether `chunk` is the whole body, nothing of it stored yet: the handler can read it where
    /// it is.
    func isWholeBody(_ chunk: UnsafeRawBufferPointer) -> Bool {
        received == 0 && chunk.count == declared && chunk.count <= limit
    }

    /// The prepared answer, moved out (the state no longer holds it): no copy of it is made
    /// and released.
    func takePrepared() -> Response? {
        var taken: Response?
        swap(&taken, &prepared)
        return taken
    }

    /// Runs `body` with `chunk` lent as the request's body.
    func lending<R>(_ chunk: UnsafeRawBufferPointer, _ body: (RequestBody) -> R) -> R {
        lent = chunk
        defer { lent = nil }
        return body(RequestBody(lent: self))
    }

    /// The body lent to the handler while it runs; reading it after the handler returns stops
    /// the process with a message.
    @usableFromInline var lentBytes: UnsafeRawBufferPointer {
        guard let lent else {
            preconditionFailure("a request body lent by the server was read after its handler returned")
        }
        return lent
    }

    /// Stores a chunk; answers false once the body is past the limit (nothing more is stored).
    func receive(_ chunk: UnsafeRawBufferPointer) -> Bool {
        received += chunk.count
        guard received <= limit else { return false }
        if body.capacity == 0 { body.reserveCapacity(min(declared < 0 ? 4096 : declared, limit)) }
        body.append(contentsOf: chunk.assumingMemoryBound(to: UInt8.self))
        return true
    }
}
