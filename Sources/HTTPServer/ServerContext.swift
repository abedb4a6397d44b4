import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C callbacks libmicrohttpd calls on its worker threads.
///
/// They are static members of a type outside `main.swift` so that they are nonisolated: a
/// top-level closure in `main.swift` is inferred `@MainActor`, and the runtime isolation check
/// traps when a worker thread calls it.
enum Callbacks {
    static let access: MHD_AccessHandlerCallback = {
        cls, connection, url, method, version, data, size, requestContext in
        let context = Unmanaged<ServerContext>.fromOpaque(cls!).takeUnretainedValue()
        return context.handle(
            connection!, url: url!, method: method!, version: version, data: data, size: size!, slot: requestContext!)
    }

    /// Frees the memory of an ``OwnedBytes`` body once libmicrohttpd is done with it.
    static let free: MHD_ContentReaderFreeCallback = { memory in
        memory?.deallocate()
    }

    static let completed: MHD_RequestCompletedCallback = { cls, connection, requestContext, termination in
        let context = Unmanaged<ServerContext>.fromOpaque(cls!).takeUnretainedValue()
        // 0 is MHD_REQUEST_TERMINATED_COMPLETED_OK: the answer was sent in full.
        context.completed(connection, requestContext, answered: termination.rawValue == 0)
    }

    static let connection: MHD_NotifyConnectionCallback = { cls, connection, _, event in
        let context = Unmanaged<ServerContext>.fromOpaque(cls!).takeUnretainedValue()
        guard let connection else { return }
        let fd = clearance_mhd_connection_fd(connection)
        if event.rawValue == 0 {  // MHD_CONNECTION_NOTIFY_STARTED
            context.watch.waitForRequest(fd)
        } else {
            context.watch.closed(fd)
        }
    }
}

/// The state of one request whose body is being read: kept in libmicrohttpd's per-request slot
/// (retained there on the head call, released when the request completes).
///
/// Its variables are exempt from the run-time exclusivity checks (`@exclusivity(unchecked)`,
/// two calls into the runtime per access): libmicrohttpd calls a connection's handlers one at a
/// time on the one worker thread that owns the connection, and no access here overlaps another
/// (none is held across a call that could reach the same object).
final class RequestState: BodyLender, @unchecked Sendable {
    // @unchecked: a request's state is used by the one worker thread that serves its connection.
    let method: HTTPMethod
    let identity: RequestIdentity
    /// The route that reads the body; its path is the request's (routes match exactly).
    let route: Router.Route
    let start: Int
    let limit: Int
    let budget: ByteBudget
    /// Bytes taken from the budget for the body and, later, the answer.
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
        method: HTTPMethod, identity: RequestIdentity, route: Router.Route, start: Int, limit: Int,
        declared: Int, budget: ByteBudget, reserved: Int
    ) {
        self.method = method
        self.identity = identity
        self.route = route
        self.start = start
        self.limit = limit
        self.declared = declared
        self.budget = budget
        self.reserved = reserved
    }

    deinit {
        budget.release(reserved)
    }

    /// Whether `chunk` is the whole body, nothing of it stored yet: the handler can read it where
    /// it is.
    func isWholeBody(_ chunk: UnsafeRawBufferPointer) -> Bool {
        received == 0 && chunk.count == declared && chunk.count <= limit
    }

    /// Runs `body` with `chunk` lent as the request's body.
    func lending<R>(_ chunk: UnsafeRawBufferPointer, _ body: (RequestBody) -> R) -> R {
        lent = chunk
        defer { lent = nil }
        return body(RequestBody(lent: self))
    }

    var lentBytes: UnsafeRawBufferPointer {
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

/// How a request breaks the framing rules (see `clearance_inspect_head` and `clearance_uri_log`).
enum FramingFault {
    static func detail(head problem: Int32) -> String {
        switch UInt32(problem) {
        case CLEARANCE_HEAD_WHITESPACE_BEFORE_COLON.rawValue: "whitespace between a header field name and its colon"
        case CLEARANCE_HEAD_CR_IN_VALUE.rawValue: "a CR inside a header field value"
        case CLEARANCE_HEAD_NUL_IN_VALUE.rawValue: "a NUL inside a header field value, or a line ended by a bare LF"
        case CLEARANCE_HEAD_LENGTH_AND_CODING.rawValue: "both Content-Length and Transfer-Encoding"
        case CLEARANCE_HEAD_UNSUPPORTED_CODING.rawValue: "a Transfer-Encoding other than a single 'chunked'"
        case CLEARANCE_HEAD_MISSING_HOST.rawValue: "an HTTP/1.1 request without a Host header field"
        case CLEARANCE_HEAD_REPEATED_HOST.rawValue: "more than one Host header field"
        default: "more than one Content-Length header field"
        }
    }
}

/// The limits the HTTP layer enforces itself.
struct ServerLimits: Sendable {
    /// Bytes held at once for request bodies being read and answers being sent.
    var maxBufferedBytes: Int
}

/// The server's shared state: what the C callbacks reach through their context pointer.
final class ServerContext: Sendable {
    let responder: any HTTPResponder
    let router: Router
    /// The responder's gauge, read once: reaching it through the existential costs a witness call.
    let inFlight: InFlightGauge
    let cors: CORSPolicy
    let watch: ConnectionWatch
    let budget: ByteBudget
    /// Body bytes, and answer bytes, a request may hold outside the budget (a typical form and
    /// its answer fit): at most `connections × 2 × allowanceBytes` in all.
    static let allowanceBytes = 8192

    /// Set when the server drains: every answer closes its connection.
    let draining = Atomic<Bool>(false)
    /// Requests whose head arrived but whose answer was never completely sent (the client left,
    /// a deadline or a refused body closed the connection, or the server stopped).
    let abandoned = Atomic<Int>(0)

    init(responder: any HTTPResponder, cors: CORSPolicy, watch: ConnectionWatch, limits: ServerLimits) {
        self.responder = responder
        self.router = responder.router
        self.inFlight = responder.inFlight
        self.cors = cors
        self.watch = watch
        self.budget = ByteBudget(limit: limits.maxBufferedBytes)
    }

    /// A request ended (answered, or its connection closed).
    ///
    /// A slot still holding the URI log's tag (low bits `10`) means the access handler never
    /// ran: libmicrohttpd refused the request itself (a malformed `Content-Length`, a head too
    /// large, a bad version) or the client left before its head was complete. The first is
    /// logged and counted like any answer.
    func completed(
        _ connection: OpaquePointer?, _ slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, answered: Bool
    ) {
        guard let slot else { return }
        let value = slot.pointee
        slot.pointee = nil
        let bits = UInt(bitPattern: value)
        if bits & 3 == 2 || value == nil {
            if let connection {
                let status = Int(clearance_mhd_queued_status(connection))
                if status > 0 {
                    responder.didRespond(
                        Exchange(
                            method: .unknown, path: "", pathIndex: -1, status: status, micros: 0,
                            bytesIn: 0, bytesOut: 0, requestID: ""))
                }
            }
            return
        }
        inFlight.decrement()
        var answered = answered
        if let connection { watch.waitForRequest(clearance_mhd_connection_fd(connection)) }
        // An odd value is a tagged start time, not an object (see handle).
        if bits & 1 == 0, let value {
            let state = Unmanaged<RequestState>.fromOpaque(value)
            answered = answered || state.takeUnretainedValue().answeredDirectly
            state.release()
        }
        if !answered { abandoned.wrappingAdd(1, ordering: .relaxed) }
    }

    /// One call of the access handler: the head, a body chunk, or the end of the body.
    ///
    /// The head call checks the framing and answers at once what it refuses; libmicrohttpd then
    /// closes the connection (it cannot know where a refused body ends), and the answer says
    /// `Connection: close`. A route without a body is answered on the last call, so keep-alive
    /// connections stay open, unless the request has a body: then the route's answer goes at
    /// once and the body is never read. A request without a body to read needs no state object:
    /// its slot holds a tagged integer (the start time shifted left, low bit set), which no
    /// object address can equal.
    func handle(
        _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
        version: UnsafePointer<CChar>?, data: UnsafePointer<CChar>?, size: UnsafeMutablePointer<Int>,
        slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        let existing = slot.pointee
        let tag = UInt(bitPattern: existing)
        if existing != nil && tag & 3 != 2 {
            if tag & 1 == 1 {
                // A body nobody asked for is refused on the head call; drop any stray bytes.
                if size.pointee > 0 {
                    size.pointee = 0
                    return .YES
                }
                return answer(connection, url: url, method: method, start: Int(tag >> 1), close: false)
            }
            let state = Unmanaged<RequestState>.fromOpaque(existing!).takeUnretainedValue()
            if size.pointee > 0 {
                let chunk = UnsafeRawBufferPointer(start: data, count: size.pointee)
                size.pointee = 0
                if state.isWholeBody(chunk) {
                    // The common case: the handler reads the body in libmicrohttpd's buffer,
                    // which holds it for this call, and its answer waits for the last call. The
                    // request is whole, so its deadline no longer runs while the handler does.
                    state.received = chunk.count
                    watch.received(clearance_mhd_connection_fd(connection))
                    state.prepared = state.lending(chunk) { prepare(state, connection, body: $0) }
                    return .YES
                }
                if !state.receive(chunk) {
                    return abort(HTTPError(.contentTooLarge(limit: state.limit)), state, connection)
                }
                if state.received > state.reserved + Self.allowanceBytes {
                    // A chunked body grows the reservation as it arrives.
                    let more = max(state.received - state.reserved - Self.allowanceBytes, 16_384)
                    guard budget.reserve(more) else { return abort(HTTPError(.busy), state, connection) }
                    state.reserved += more
                }
                return .YES
            }
            // A lent body ended the deadline when it came; a gathered one ends it now.
            if state.prepared == nil { watch.received(clearance_mhd_connection_fd(connection)) }
            return finish(state, connection)
        }
        let flags = tag >> 2
        inFlight.increment()
        let start = MonotonicClock.micros()
        slot.pointee = UnsafeMutableRawPointer(bitPattern: UInt(start) << 1 | 1)
        let methodValue = Self.method(method)
        let fd = clearance_mhd_connection_fd(connection)
        if flags != 0 {
            let request = Request(method: methodValue, path: String(cString: url), identity: .generate())
            let error: HTTPError =
                flags & UInt(CLEARANCE_TARGET_NUL_IN_PATH) != 0
                ? HTTPError(.badFraming("a NUL (%00) in the path"))
                : HTTPError(
                    .uriTooLong(
                        maxBytes: Int(CLEARANCE_MAX_TARGET_BYTES), maxParameters: Int(CLEARANCE_MAX_QUERY_PARAMETERS)))
            watch.received(fd)
            return fail(error, request, pathIndex: -1, start: start, connection, close: true)
        }
        let http11 = version.map { strcmp($0, "HTTP/1.1") == 0 } ?? false
        var head = clearance_head()
        let problem = clearance_inspect_head(connection, http11 ? 1 : 0, &head)
        if problem != 0 {
            let request = Request(method: methodValue, path: String(cString: url), identity: .generate())
            watch.received(fd)
            return fail(
                HTTPError(.badFraming(FramingFault.detail(head: problem))), request, pathIndex: -1, start: start,
                connection, close: true)
        }
        let declaredLength = Self.bytes(head.content_length, head.content_length_size).flatMap(Self.integer)
        let hasBody = (declaredLength ?? 0) > 0 || head.codings > 0
        guard let position = router.bodyRoute(methodValue, path: url) else {
            if hasBody {
                // The route takes no body: answer now and never read it.
                watch.received(fd)
                return answer(connection, url: url, method: method, start: start, close: true)
            }
            watch.received(fd)
            return .YES
        }
        let route = router.route(at: position)
        let limit = position.limit
        let identity = RequestID.resolve(bytes: Self.bytes(head.request_id, head.request_id_size))
        // A request is built only to answer an error here; the body's route builds its own.
        var request: Request { Request(method: methodValue, path: route.path, identity: identity) }
        if let contentType = Self.bytes(head.content_type, head.content_type_size), !MediaType.isJSON(contentType) {
            watch.received(fd)
            return fail(
                HTTPError(.unsupportedMediaType(String(cString: contentType.baseAddress!))), request,
                pathIndex: route.pathIndex, start: start, connection, close: true)
        }
        if let length = declaredLength, length > limit {
            watch.received(fd)
            return fail(
                HTTPError(.contentTooLarge(limit: limit)), request, pathIndex: route.pathIndex, start: start,
                connection, close: true)
        }
        // A body within the allowance is not counted against the budget, so that small
        // requests are served even while large ones have taken it all.
        let reserved = declaredLength.map { $0 > Self.allowanceBytes ? $0 : 0 } ?? 0
        guard budget.reserve(reserved) else {
            watch.received(fd)
            return fail(HTTPError(.busy), request, pathIndex: route.pathIndex, start: start, connection, close: true)
        }
        let state = RequestState(
            method: methodValue, identity: identity, route: route, start: start, limit: limit,
            declared: head.codings > 0 ? -1 : declaredLength ?? 0, budget: budget, reserved: reserved)
        slot.pointee = Unmanaged.passRetained(state).toOpaque()
        watch.readingBody(fd)
        return .YES
    }

    /// The last call of a request without a body to read: route it and answer.
    private func answer(
        _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>, start: Int, close: Bool
    ) -> MHD_Result {
        let request = Request(
            method: Self.method(method), path: String(cString: url),
            headers: HTTPHeaders(connection: connection), identity: identity(connection))
        switch router.match(request.method, path: request.path) {
        case .notFound:
            return fail(HTTPError(.notFound), request, pathIndex: -1, start: start, connection, close: close)
        case .methodNotAllowed(let allow, let pathIndex):
            return fail(
                HTTPError(.methodNotAllowed(allow: allow)), request, pathIndex: pathIndex, start: start, connection,
                close: close)
        case .found(let route):
            return send(
                route.handler(request), request, pathIndex: route.pathIndex, start: start, bytesIn: 0, connection,
                close: close)
        }
    }

    /// The end of a body: the handler's answer, sent.
    private func finish(_ state: RequestState, _ connection: OpaquePointer) -> MHD_Result {
        let response: Response
        if let prepared = state.prepared {
            response = prepared
            state.prepared = nil
        } else {
            response = prepare(state, connection, body: RequestBody(state.body))
            state.body = []
        }
        return send(
            response, Request(method: state.method, path: state.route.path, identity: state.identity),
            pathIndex: state.route.pathIndex, start: state.start, bytesIn: state.received, connection, close: false)
    }

    /// The handler's answer to the request with `body`.
    private func prepare(_ state: RequestState, _ connection: OpaquePointer, body: RequestBody) -> Response {
        let request = Request(
            method: state.method, path: state.route.path,
            headers: state.route.reads.map { HTTPHeaders(connection: connection, names: $0) }
                ?? HTTPHeaders(connection: connection),
            body: body, identity: state.identity)
        let response = state.route.handler(request)
        // The answer replaces the body in the budget until it is sent.
        let answerBytes = response.body.count
        if answerBytes > max(state.reserved, Self.allowanceBytes) {
            if budget.reserve(answerBytes - state.reserved) {
                state.reserved = answerBytes
            } else {
                return responder.response(for: HTTPError(.busy), to: request)
            }
        }
        return response
    }

    /// Refuses a body in the middle of reading it.
    ///
    /// libmicrohttpd 0.9.75 only queues a response once a request is complete, so the answer is
    /// written to the socket here (a few hundred bytes into an empty send buffer) and the access
    /// handler answers `NO`, which makes libmicrohttpd close the connection without reading more.
    private func abort(_ error: HTTPError, _ state: RequestState, _ connection: OpaquePointer) -> MHD_Result {
        let request = Request(method: state.method, path: state.route.path, identity: state.identity)
        state.body = []
        state.answeredDirectly = true
        let response = responder.response(for: error, to: request)
        let fd = clearance_mhd_connection_fd(connection)
        if fd >= 0 {
            var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\nDate: \(Self.httpDate())\r\n"
            if !response.contentType.isEmpty { head += "Content-Type: \(response.contentType)\r\n" }
            head += "X-Request-ID: \(request.requestID)\r\nX-Content-Type-Options: nosniff\r\n"
            for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
            if cors.isEnabled, let origin = header(connection, "Origin") {
                for (name, value) in cors.headers(origin: origin, preflightMethods: nil) {
                    head += "\(name): \(value)\r\n"
                }
            }
            head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
            var bytes = Array(head.utf8)
            bytes += response.body.bytes
            _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            shutdown(fd, Int32(SHUT_WR))
        }
        responder.didRespond(
            Exchange(
                method: request.method, path: request.path, pathIndex: state.route.pathIndex, status: response.status,
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

    static func reason(_ status: Int) -> String {
        switch status {
        case 413: "Content Too Large"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }

    private func fail(
        _ error: HTTPError, _ request: Request, pathIndex: Int, start: Int, _ connection: OpaquePointer, close: Bool
    ) -> MHD_Result {
        send(
            responder.response(for: error, to: request), request, pathIndex: pathIndex, start: start, bytesIn: 0,
            connection, close: close)
    }

    /// Queues `response` with its `X-Request-ID`, then reports the exchange.
    private func send(
        _ response: Response, _ request: Request, pathIndex: Int, start: Int, bytesIn: Int,
        _ connection: OpaquePointer, close: Bool
    ) -> MHD_Result {
        let handle: OpaquePointer?
        switch response.body {
        case .empty:
            handle = MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
        case .bytes(let bytes):
            handle = bytes.withUnsafeBytes { raw in
                MHD_create_response_from_buffer(
                    raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress), .RESPMEM_MUST_COPY)
            }
        case .constant(let constant):
            handle = MHD_create_response_from_buffer(
                constant.count, UnsafeMutableRawPointer(mutating: constant.base), .RESPMEM_PERSISTENT)
        case .owned(let owned):
            // libmicrohttpd frees the memory with the response; on failure it is still ours.
            let base = owned.take()
            handle = MHD_create_response_from_buffer_with_free_callback(owned.count, base, Callbacks.free)
            if handle == nil { base?.deallocate() }
        }
        guard let handle else { return .NO }
        // `withCString` lends a native string's own bytes; passing a `String` as a C string
        // argument builds a fresh array for it instead.
        if !response.contentType.isEmpty {
            response.contentType.withCString { _ = MHD_add_response_header(handle, "Content-Type", $0) }
        }
        request.identity.withCString { _ = MHD_add_response_header(handle, "X-Request-ID", $0) }
        // Every answer, errors included: browsers must take the declared type, never guess one.
        MHD_add_response_header(handle, "X-Content-Type-Options", "nosniff")
        for (name, value) in response.headers {
            name.withCString { name in value.withCString { _ = MHD_add_response_header(handle, name, $0) } }
        }
        if cors.isEnabled, let origin = header(connection, "Origin") {
            addCORSHeaders(handle, origin: origin, request, status: response.status, pathIndex: pathIndex, connection)
        }
        if close || draining.load(ordering: .relaxed) {
            MHD_add_response_header(handle, "Connection", "close")
        }
        let result = MHD_queue_response(connection, UInt32(clamping: response.status), handle)
        MHD_destroy_response(handle)
        responder.didRespond(
            Exchange(
                method: request.method, path: request.path, pathIndex: pathIndex, status: response.status,
                micros: MonotonicClock.micros() - start, bytesIn: bytesIn,
                bytesOut: request.method == .head ? 0 : response.body.count, identity: request.identity))
        return result
    }

    /// The CORS fields for an answer to a request from `origin`; a preflight is an `OPTIONS`
    /// that the router answered (2xx) and that names the method to follow.
    private func addCORSHeaders(
        _ handle: OpaquePointer, origin: String, _ request: Request, status: Int, pathIndex: Int,
        _ connection: OpaquePointer
    ) {
        var preflightMethods: String?
        var privateNetwork = false
        if request.method == .options, (200..<300).contains(status), pathIndex >= 0,
            header(connection, "Access-Control-Request-Method") != nil
        {
            preflightMethods = router.allow(pathIndex: pathIndex)
            privateNetwork = header(connection, "Access-Control-Request-Private-Network")?.lowercased() == "true"
        }
        let fields = cors.headers(origin: origin, preflightMethods: preflightMethods, privateNetwork: privateNetwork)
        for (name, value) in fields {
            name.withCString { name in value.withCString { _ = MHD_add_response_header(handle, name, $0) } }
        }
    }

    /// The method of a request line: the common ones without building a string.
    static func method(_ token: UnsafePointer<CChar>) -> HTTPMethod {
        let p = UnsafeRawPointer(token).assumingMemoryBound(to: UInt8.self)
        if p[0] == UInt8(ascii: "P"), p[1] == UInt8(ascii: "O"), p[2] == UInt8(ascii: "S"), p[3] == UInt8(ascii: "T"),
            p[4] == 0
        {
            return .post
        }
        if p[0] == UInt8(ascii: "G"), p[1] == UInt8(ascii: "E"), p[2] == UInt8(ascii: "T"), p[3] == 0 { return .get }
        if p[0] == UInt8(ascii: "H"), p[1] == UInt8(ascii: "E"), p[2] == UInt8(ascii: "A"), p[3] == UInt8(ascii: "D"),
            p[4] == 0
        {
            return .head
        }
        return HTTPMethod(rawValue: String(cString: token))
    }

    /// The decimal integer spelled by `bytes`, exactly as `Int(_:)` reads it: an optional sign,
    /// then one or more digits, and `nil` on anything else or on overflow.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let p = bytes.baseAddress, bytes.count > 0 else { return nil }
        var i = 0
        var negative = false
        if p[0] == UInt8(ascii: "+") || p[0] == UInt8(ascii: "-") {
            negative = p[0] == UInt8(ascii: "-")
            i = 1
        }
        guard i < bytes.count else { return nil }
        var value = 0
        while i < bytes.count {
            let digit = p[i] &- UInt8(ascii: "0")
            guard digit <= 9 else { return nil }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative
                ? times10.subtractingReportingOverflow(Int(digit)) : times10.addingReportingOverflow(Int(digit))
            if overflow || overflow2 { return nil }
            value = next
            i += 1
        }
        return value
    }

    /// A header value found by `clearance_inspect_head`, as libmicrohttpd holds it (valid until
    /// the request completes), or `nil` when the field was not sent.
    private static func bytes(_ value: UnsafePointer<CChar>?, _ count: Int) -> UnsafeBufferPointer<UInt8>? {
        guard let value else { return nil }
        return UnsafeBufferPointer(start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), count: count)
    }

    /// The request id of the request on `connection`: its sane `X-Request-ID`, else a fresh one.
    private func identity(_ connection: OpaquePointer) -> RequestIdentity {
        let value = MHD_lookup_connection_value(connection, .HEADER_KIND, "X-Request-ID")
        return RequestID.resolve(bytes: value.map { Self.bytes($0, strlen($0)) } ?? nil)
    }

    private func header(_ connection: OpaquePointer, _ name: StaticString) -> String? {
        MHD_lookup_connection_value(
            connection, .HEADER_KIND, UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
        )
        .map { String(cString: $0) }
    }
}
