import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ServerContext {
    /// Refuses a body in the middle of reading it.
    ///
    /// libmicrohttpd 0.9.75 only queues a response once a request is complete, so the answer is
    /// written to the socket here (a few hundred bytes into an empty send buffer) and the access
    /// handler answers `NO`, which makes libmicrohttpd close the connection without reading more;
    /// the socket then lingers (``LingeringClose``), so that the client, still sending, reads it.
    /// Its head is the one ``withHeaderFields(of:to:pathIndex:_:close:_:)`` gives a queued answer,
    /// with the three fields libmicrohttpd adds to one (`Date`, `Content-Length`, and the status
    /// line with its reason phrase).
    func abort(_ error: HTTPError, _ state: RequestState, _ connection: OpaquePointer) -> MHD_Result {
        let request = Request(method: state.method, path: state.path, identity: state.identity)
        state.body = []
        state.answeredDirectly = true
        let response = responder.response(for: error, to: request)
        let fd = clearance_mhd_connection_fd(connection)
        if fd >= 0 {
            let reason = String(cString: MHD_get_reason_phrase_for(UInt32(clamping: response.status)))
            var head = "HTTP/1.1 \(response.status) \(reason)\r\nDate: \(Self.httpDate())\r\n"
            withHeaderFields(of: response, to: request, pathIndex: state.pathIndex, connection, close: true) {
                head += "\(String(cString: $0)): \(String(cString: $1))\r\n"
            }
            head += "Content-Length: \(response.body.count)\r\n\r\n"
            var bytes = Array(head.utf8)
            bytes += response.body.bytes
            _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            shutdown(fd, Int32(SHUT_WR))
            watch.lingering.mark(fd, announcedBody: true)
        }
        responder.didRespond(
            Exchange(
                method: request.method, path: request.path, pathIndex: state.pathIndex, status: response.status,
                micros: MonotonicClock.micros() - state.start, bytesIn: state.received, bytesOut: response.body.count,
                identity: request.identity))
        return .NO
    }

    /// Now as an HTTP date (`Mon, 30 Nov 2026 19:12:52 GMT`).
    static func httpDate() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let count = strftime(buffer.baseAddress!, 64, "%a, %d %b %Y %H:%M:%S GMT", &parts)
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: count), as: UTF8.self)
        }
    }

    /// The header fields of `response`, the answer to `request`, as C strings lent to `field` for
    /// the call, in the order they are sent: its type, the request id, `nosniff`, its own
    /// fields, the CORS fields, and `Connection: close` when the connection ends. A queued answer
    /// and an aborted one both take their head from here.
    func withHeaderFields(
        of response: Response, to request: Request, pathIndex: Int, _ connection: OpaquePointer, close: Bool,
        _ field: (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Void
    ) {
        // `withCString` lends a native string's own bytes; passing a `String` as a C string
        // argument builds a fresh array for it instead.
        if !response.contentType.isEmpty {
            response.contentType.withCString { field("Content-Type", $0) }
        }
        request.identity.withCString { field("X-Request-ID", $0) }
        // Every answer, errors included: browsers must take the declared type, never guess one.
        field("X-Content-Type-Options", "nosniff")
        for (name, value) in response.headers {
            name.withCString { name in value.withCString { field(name, $0) } }
        }
        if cors.isEnabled, let origin = header(connection, "Origin") {
            for (name, value) in corsFields(
                origin: origin, request, status: response.status, pathIndex: pathIndex, connection)
            {
                name.withCString { name in value.withCString { field(name, $0) } }
            }
        }
        if close || draining.load(ordering: .relaxed) {
            field("Connection", "close")
        }
    }

    func fail(
        _ error: HTTPError, _ request: Request, pathIndex: Int, start: Int, _ connection: OpaquePointer, close: Bool
    ) -> MHD_Result {
        send(
            responder.response(for: error, to: request), request, pathIndex: pathIndex, start: start, bytesIn: 0,
            connection, close: close)
    }

    /// Queues `response` with its `X-Request-ID`, then reports the exchange.
    func send(
        _ response: Response, _ request: Request, pathIndex: Int, start: Int, bytesIn: Int,
        _ connection: OpaquePointer, close: Bool
    ) -> MHD_Result {
        let handle: OpaquePointer?
        // The body's length, read in the one look at the body (each look at an owned body
        // retains and releases it).
        let bodyCount: Int
        switch response.body {
        case .empty:
            bodyCount = 0
            handle = MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
        case .bytes(let bytes):
            bodyCount = bytes.count
            handle = bytes.withUnsafeBytes { raw in
                MHD_create_response_from_buffer(
                    raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress), .RESPMEM_MUST_COPY)
            }
        case .constant(let constant):
            bodyCount = constant.count
            handle = MHD_create_response_from_buffer(
                constant.count, UnsafeMutableRawPointer(mutating: constant.base), .RESPMEM_PERSISTENT)
        case .owned(let owned):
            bodyCount = owned.count
            // libmicrohttpd frees the memory with the response; on failure it is still ours.
            let base = owned.take()
            handle = MHD_create_response_from_buffer_with_free_callback(owned.count, base, Callbacks.free)
            if handle == nil { base?.deallocate() }
        }
        guard let handle else { return .NO }
        withHeaderFields(of: response, to: request, pathIndex: pathIndex, connection, close: close) {
            _ = MHD_add_response_header(handle, $0, $1)
        }
        let result = MHD_queue_response(connection, UInt32(clamping: response.status), handle)
        MHD_destroy_response(handle)
        responder.didRespond(
            Exchange(
                method: request.method, path: request.path, pathIndex: pathIndex, status: response.status,
                micros: MonotonicClock.micros() - start, bytesIn: bytesIn,
                bytesOut: request.method == .head ? 0 : bodyCount, identity: request.identity))
        return result
    }

    /// The CORS fields for an answer to a request from `origin`; a preflight is an `OPTIONS`
    /// that the router answered (2xx) and that names the method to follow.
    func corsFields(
        origin: String, _ request: Request, status: Int, pathIndex: Int, _ connection: OpaquePointer
    ) -> [(String, String)] {
        var preflightMethods: String?
        var privateNetwork = false
        if request.method == .options, (200..<300).contains(status), pathIndex >= 0,
            header(connection, "Access-Control-Request-Method") != nil
        {
            preflightMethods = router.allow(pathIndex: pathIndex)
            privateNetwork = header(connection, "Access-Control-Request-Private-Network")?.lowercased() == "true"
        }
        return cors.headers(origin: origin, preflightMethods: preflightMethods, privateNetwork: privateNetwork)
    }
}
