import CHTTPFraming
import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

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
    /// The router's routes, lent in place to the requests that read a body.
    let routes: FrozenRoutes
    /// The server's count of requests in flight.
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

    init(
        responder: any HTTPResponder, inFlight: InFlightGauge, cors: CORSPolicy, watch: ConnectionWatch,
        limits: ServerLimits
    ) {
        self.responder = responder
        self.router = responder.router
        self.routes = FrozenRoutes(router)
        self.inFlight = inFlight
        self.cors = cors
        self.watch = watch
        self.budget = ByteBudget(limit: limits.maxBufferedBytes)
    }

    /// A request ended (answered, or its connection closed).
    ///
    /// A slot still holding the URI log's findings means the access handler never
    /// ran: libmicrohttpd refused the request itself (a malformed `Content-Length`, a head too
    /// large, a bad version) or the client left before its head was complete. The first is
    /// logged and counted like any answer.
    func completed(
        _ connection: OpaquePointer?, _ slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, answered: Bool
    ) {
        guard let slot else { return }
        let held = RequestSlot(slot.pointee)
        slot.pointee = nil
        var state: Unmanaged<RequestState>?
        switch held {
        case .empty, .targetFindings:
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
        case .startTime: break
        case .state(let held): state = held
        }
        inFlight.decrement()
        var answered = answered
        if let connection { watch.waitForRequest(clearance_mhd_connection_fd(connection)) }
        if let state {
            state._withUnsafeGuaranteedRef { state in
                answered = answered || state.answeredDirectly
                // What the request held of the budget goes back with the slot's reference.
                budget.release(state.reserved)
            }
            state.release()
        }
        if !answered { abandoned.wrappingAdd(1, ordering: .relaxed) }
    }

    /// One call of the access handler: the head, a body chunk, or the end of the body.
    ///
    /// The head call checks the framing and answers at once what it refuses; libmicrohttpd then
    /// closes the connection (it cannot know where a refused body ends), and the answer says
    /// `Connection: close`; what the client still sends is then discarded for a while
    /// (``LingeringClose``). A route without a body is answered on the last call, so keep-alive
    /// connections stay open, unless the request has a body: then the route's answer goes at
    /// once and the body is never read. A request without a body to read needs no state object:
    /// its slot holds its start time (``RequestSlot/startTime(_:)``).
    func handle(
        _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
        version: UnsafePointer<CChar>?, data: UnsafePointer<CChar>?, size: UnsafeMutablePointer<Int>,
        slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        let flags: UInt
        switch RequestSlot(slot.pointee) {
        case .startTime(let start):
            // A body nobody asked for is refused on the head call; drop any stray bytes.
            if size.pointee > 0 {
                size.pointee = 0
                return .YES
            }
            return answer(connection, url: url, method: method, start: start, close: false)
        case .state(let held):
            // The slot holds the state until the request completes: borrowed here, not retained.
            return held._withUnsafeGuaranteedRef { state in
                bodyCall(state, connection, data: data, size: size)
            }
        case .targetFindings(let findings): flags = findings
        case .empty: flags = 0
        }
        inFlight.increment()
        let start = MonotonicClock.micros()
        slot.pointee = RequestSlot.value(startTime: start)
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
            closingEarly(fd, announcedBody: false)
            return fail(error, request, pathIndex: -1, start: start, connection, close: true)
        }
        let http11 = version.map { strcmp($0, "HTTP/1.1") == 0 } ?? false
        var head = clearance_head()
        let problem = clearance_inspect_head(connection, http11 ? 1 : 0, &head)
        if problem != 0 {
            let request = Request(method: methodValue, path: String(cString: url), identity: .generate())
            // The fields are read only up to the fault: whether a body follows is the socket's to say.
            closingEarly(fd, announcedBody: false)
            return fail(
                HTTPError(.badFraming(FramingFault.detail(head: problem))), request, pathIndex: -1, start: start,
                connection, close: true)
        }
        let declaredLength = Self.bytes(head.content_length, head.content_length_size).flatMap(Self.integer)
        let hasBody = (declaredLength ?? 0) > 0 || head.codings > 0
        guard let position = router.bodyRoute(methodValue, path: url) else {
            if hasBody {
                // The route takes no body: answer now and never read it.
                closingEarly(fd, announcedBody: true)
                return answer(connection, url: url, method: method, start: start, close: true)
            }
            watch.received(fd)
            return .YES
        }
        let path = routes.route(at: position).pointee.path
        let pathIndex = position.path
        let limit = position.limit
        let identity = RequestID.resolve(bytes: Self.bytes(head.request_id, head.request_id_size))
        // A request is built only to answer an error here; the body's route builds its own.
        var request: Request { Request(method: methodValue, path: path, identity: identity) }
        if let contentType = Self.bytes(head.content_type, head.content_type_size), !MediaType.isJSON(contentType) {
            closingEarly(fd, announcedBody: hasBody)
            return fail(
                HTTPError(.unsupportedMediaType(String(cString: contentType.baseAddress!))), request,
                pathIndex: pathIndex, start: start, connection, close: true)
        }
        if let length = declaredLength, length > limit {
            closingEarly(fd, announcedBody: true)
            return fail(
                HTTPError(.contentTooLarge(limit: limit)), request, pathIndex: pathIndex, start: start,
                connection, close: true)
        }
        // A body within the allowance is not counted against the budget, so that small
        // requests are served even while large ones have taken it all.
        let reserved = declaredLength.map { $0 > Self.allowanceBytes ? $0 : 0 } ?? 0
        guard budget.reserve(reserved) else {
            closingEarly(fd, announcedBody: hasBody)
            return fail(HTTPError(.busy), request, pathIndex: pathIndex, start: start, connection, close: true)
        }
        // Made straight into the slot, which takes the new object's one reference.
        slot.pointee = RequestSlot.value(
            taking: RequestState(
                method: methodValue, identity: identity, route: position, path: path, start: start,
                declared: head.codings > 0 ? -1 : declaredLength ?? 0, reserved: reserved))
        watch.readingBody(fd)
        return .YES
    }

    /// The head call answers and the connection closes after the answer: the request's deadline
    /// ends, and the socket lingers at close if the client may still be sending (a refused body
    /// is then read and discarded for a while, so the client reads its answer instead of a reset).
    private func closingEarly(_ fd: Int32, announcedBody: Bool) {
        watch.received(fd)
        watch.lingering.mark(fd, announcedBody: announcedBody)
    }

    /// A call of the access handler for a request whose body is read: a chunk of the body, or
    /// (`size` 0) the end of it.
    @inline(__always)
    private func bodyCall(
        _ state: RequestState, _ connection: OpaquePointer, data: UnsafePointer<CChar>?,
        size: UnsafeMutablePointer<Int>
    ) -> MHD_Result {
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

    /// The last call of a request without a body to read: route it and answer.
    func answer(
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
    func finish(_ state: RequestState, _ connection: OpaquePointer) -> MHD_Result {
        let response: Response
        if let prepared = state.takePrepared() {
            response = prepared
        } else {
            response = prepare(state, connection, body: RequestBody(state.body))
            state.body = []
        }
        return send(
            response, Request(method: state.method, path: state.path, identity: state.identity),
            pathIndex: state.pathIndex, start: state.start, bytesIn: state.received, connection, close: false)
    }

    /// The handler's answer to the request with `body`. The route is read where it lies in
    /// ``routes`` (the server holds it), not copied.
    func prepare(_ state: RequestState, _ connection: OpaquePointer, body: RequestBody) -> Response {
        let route = routes.route(at: state.route)
        let headers =
            route.pointee.readKeys.map { HTTPHeaders(connection: connection, keys: $0) }
            ?? HTTPHeaders(connection: connection)
        let request = Request(
            method: state.method, path: state.path, headers: headers, body: body, identity: state.identity)
        let response = route.pointee.handler(request)
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
}
