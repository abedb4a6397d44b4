import CMicroHTTPD

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
    static let access: MHD_AccessHandlerCallback = { cls, connection, url, method, _, data, size, requestContext in
        let context = Unmanaged<ServerContext>.fromOpaque(cls!).takeUnretainedValue()
        return context.handle(connection!, url: url!, method: method!, data: data, size: size!, slot: requestContext!)
    }

    /// Frees the memory of an ``OwnedBytes`` body once libmicrohttpd is done with it.
    static let free: MHD_ContentReaderFreeCallback = { memory in
        memory?.deallocate()
    }

    static let completed: MHD_RequestCompletedCallback = { cls, _, requestContext, _ in
        let context = Unmanaged<ServerContext>.fromOpaque(cls!).takeUnretainedValue()
        context.responder.inFlight.decrement()
        if let requestContext, let state = requestContext.pointee {
            // An odd value is a tagged start time, not an object (see ServerContext.handle).
            if UInt(bitPattern: state) & 1 == 0 { Unmanaged<RequestState>.fromOpaque(state).release() }
            requestContext.pointee = nil
        }
    }
}

/// The state of one request whose body is being read: kept in libmicrohttpd's per-request slot
/// (retained there on the head call, released when the request completes).
final class RequestState {
    let method: HTTPMethod
    let path: String
    let requestID: String
    let route: Router.Route
    let start: Int
    let limit: Int
    var body: [UInt8] = []
    var received = 0

    init(
        method: HTTPMethod, path: String, requestID: String, route: Router.Route, start: Int, limit: Int, expected: Int
    ) {
        self.method = method
        self.path = path
        self.requestID = requestID
        self.route = route
        self.start = start
        self.limit = limit
        body.reserveCapacity(min(expected, limit))
    }

    /// Stores a chunk, or only counts it once the body is past the limit.
    func receive(_ chunk: UnsafeRawBufferPointer) {
        received += chunk.count
        if received <= limit { body.append(contentsOf: chunk) }
    }
}

/// The server's shared, immutable state: what the C callbacks reach through their context pointer.
final class ServerContext: Sendable {
    let responder: any HTTPResponder
    let router: Router
    let cors: CORSPolicy

    init(responder: any HTTPResponder, cors: CORSPolicy) {
        self.responder = responder
        self.router = responder.router
        self.cors = cors
    }

    /// One call of the access handler: the head (empty slot), a body chunk, or the end of the body.
    ///
    /// Only a refused body is answered on the head call: libmicrohttpd closes the connection
    /// after any response queued that early (it cannot know whether a body follows). Everything
    /// else is answered on the last call, so keep-alive connections stay open. A request without
    /// a body to read needs no state object: its slot holds a tagged integer (the start time
    /// shifted left, low bit set), which no object address can equal.
    func handle(
        _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
        data: UnsafePointer<CChar>?, size: UnsafeMutablePointer<Int>,
        slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        if let existing = slot.pointee {
            let bits = UInt(bitPattern: existing)
            if bits & 1 == 1 {
                // A body nobody asked for (a GET with one): read and drop it.
                if size.pointee > 0 {
                    size.pointee = 0
                    return .YES
                }
                return answer(connection, url: url, method: method, start: Int(bits >> 1))
            }
            let state = Unmanaged<RequestState>.fromOpaque(existing).takeUnretainedValue()
            if size.pointee > 0 {
                state.receive(UnsafeRawBufferPointer(start: data, count: size.pointee))
                size.pointee = 0
                return .YES
            }
            return finish(state, connection)
        }
        responder.inFlight.increment()
        let start = MonotonicClock.micros()
        let methodValue = Self.method(method)
        let path = String(cString: url)
        guard case .found(let route) = router.match(methodValue, path: path), case .json(let limit) = route.body else {
            slot.pointee = UnsafeMutableRawPointer(bitPattern: UInt(start) << 1 | 1)
            return .YES
        }
        let request = Request(
            method: methodValue, path: path, headers: HTTPHeaders(connection: connection),
            requestID: RequestID.resolve(header(connection, "X-Request-ID")))
        if let contentType = headerBytes(connection, "Content-Type"), !MediaType.isJSON(contentType) {
            return fail(
                HTTPError(.unsupportedMediaType(String(cString: contentType.baseAddress!))), request,
                pathIndex: route.pathIndex, start: start, connection)
        }
        var expected = 4096
        if let length = headerBytes(connection, "Content-Length").flatMap(Self.integer) {
            if length > limit {
                return fail(
                    HTTPError(.contentTooLarge(limit: limit)), request, pathIndex: route.pathIndex, start: start,
                    connection)
            }
            expected = length
        }
        let state = RequestState(
            method: request.method, path: request.path, requestID: request.requestID, route: route, start: start,
            limit: limit, expected: expected)
        slot.pointee = Unmanaged.passRetained(state).toOpaque()
        return .YES
    }

    /// The last call of a request without a body to read: route it and answer.
    private func answer(
        _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>, start: Int
    ) -> MHD_Result {
        let request = Request(
            method: Self.method(method), path: String(cString: url),
            headers: HTTPHeaders(connection: connection),
            requestID: RequestID.resolve(header(connection, "X-Request-ID")))
        switch router.match(request.method, path: request.path) {
        case .notFound:
            return fail(HTTPError(.notFound), request, pathIndex: -1, start: start, connection)
        case .methodNotAllowed(let allow, let pathIndex):
            return fail(
                HTTPError(.methodNotAllowed(allow: allow)), request, pathIndex: pathIndex, start: start, connection)
        case .found(let route):
            return send(
                route.handler(request), request, pathIndex: route.pathIndex, start: start, bytesIn: 0, connection)
        }
    }

    /// The end of a body: a 413 when it grew past the limit, else the handler's answer.
    private func finish(_ state: RequestState, _ connection: OpaquePointer) -> MHD_Result {
        let request = Request(
            method: state.method, path: state.path, headers: HTTPHeaders(connection: connection), body: state.body,
            requestID: state.requestID)
        state.body = []
        if state.received > state.limit {
            let response = responder.response(for: HTTPError(.contentTooLarge(limit: state.limit)), to: request)
            return send(
                response, request, pathIndex: state.route.pathIndex, start: state.start, bytesIn: state.received,
                connection)
        }
        return send(
            state.route.handler(request), request, pathIndex: state.route.pathIndex, start: state.start,
            bytesIn: state.received, connection)
    }

    private func fail(
        _ error: HTTPError, _ request: Request, pathIndex: Int, start: Int, _ connection: OpaquePointer
    ) -> MHD_Result {
        send(
            responder.response(for: error, to: request), request, pathIndex: pathIndex, start: start, bytesIn: 0,
            connection)
    }

    /// Queues `response` with its `X-Request-ID`, then reports the exchange.
    private func send(
        _ response: Response, _ request: Request, pathIndex: Int, start: Int, bytesIn: Int,
        _ connection: OpaquePointer
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
        request.requestID.withCString { _ = MHD_add_response_header(handle, "X-Request-ID", $0) }
        // Every answer, errors included: browsers must take the declared type, never guess one.
        MHD_add_response_header(handle, "X-Content-Type-Options", "nosniff")
        for (name, value) in response.headers {
            MHD_add_response_header(handle, name, value)
        }
        if cors.isEnabled, let origin = header(connection, "Origin") {
            addCORSHeaders(handle, origin: origin, request, status: response.status, pathIndex: pathIndex, connection)
        }
        let result = MHD_queue_response(connection, UInt32(clamping: response.status), handle)
        MHD_destroy_response(handle)
        responder.didRespond(
            Exchange(
                method: request.method, path: request.path, pathIndex: pathIndex, status: response.status,
                micros: MonotonicClock.micros() - start, bytesIn: bytesIn,
                bytesOut: request.method == .head ? 0 : response.body.count, requestID: request.requestID))
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
            MHD_add_response_header(handle, name, value)
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

    /// The bytes of the header `name` as libmicrohttpd holds them (valid during this call).
    private func headerBytes(_ connection: OpaquePointer, _ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
        guard
            let value = MHD_lookup_connection_value(
                connection, .HEADER_KIND, UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self))
        else { return nil }
        let bytes = UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self)
        return UnsafeBufferPointer(start: bytes, count: strlen(value))
    }

    private func header(_ connection: OpaquePointer, _ name: StaticString) -> String? {
        MHD_lookup_connection_value(
            connection, .HEADER_KIND, UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
        )
        .map { String(cString: $0) }
    }
}
