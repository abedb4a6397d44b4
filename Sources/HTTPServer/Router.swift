#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Exact-path routes, each with a handler per method.
///
/// Matching is a short linear scan comparing the path byte for byte (no Unicode equivalence: a
/// route matches only its own spelling): a service has a handful of routes, and
/// this costs less than hashing the path. `HEAD` is answered by the `GET` handler of the path
/// (libmicrohttpd leaves the body out). `OPTIONS` is answered on every path, unless a route of its
/// own is added: 204 with `Allow` (RFC 9110 §9.3.7), which is also the answer to a CORS preflight
/// (the server adds the CORS fields, see ``CORSPolicy``).
public struct Router: Sendable {
    /// A handler: runs synchronously on the server's worker thread.
    public typealias Handler = @Sendable (Request) -> Response

    /// One method on one path.
    public struct Route: Sendable {
        /// The method.
        public var method: HTTPMethod
        /// The exact path.
        public var path: String
        /// Whether and how a body is read before the handler runs.
        public var body: BodyPolicy
        /// The index of `path` in ``Router/paths`` (a cheap label for metrics).
        public var pathIndex: Int
        /// The header fields the handler reads, as libmicrohttpd looks them up (see ``reads``);
        /// `nil` copies every field and query argument.
        var readKeys: FieldKeys?
        /// The handler.
        public var handler: Handler

        /// The header fields the handler reads, when it says so (`?name` for a query argument):
        /// the request it gets carries only these, which spares copying the others. `nil` copies
        /// every field and query argument. Held as ``readKeys``, made once with the route.
        public var reads: [String]? {
            get { readKeys?.keys.map { $0.isQuery ? "?" + $0.name : $0.name } }
            set { readKeys = newValue.map(FieldKeys.init) }
        }
    }

    /// Header field names and query argument names as libmicrohttpd looks them up, the `?` of a
    /// query argument's name taken off once with the route instead of per request.
    struct FieldKeys: Sendable {
        /// One name: a header field's, or a query argument's (`isQuery`) without its `?`.
        struct Key: Sendable {
            let name: String
            let isQuery: Bool
        }

        let keys: [Key]

        init(_ names: [String]) {
            keys = names.map {
                $0.hasPrefix("?") ? Key(name: String($0.dropFirst()), isQuery: true) : Key(name: $0, isQuery: false)
            }
        }
    }

    /// The result of matching a method and a path.
    public enum Match: Sendable {
        /// A route answers it.
        case found(Route)
        /// The path exists but not with this method; `allow` lists the methods it has.
        case methodNotAllowed(allow: String, pathIndex: Int)
        /// No route has this path.
        case notFound
    }

    struct PathRoutes: Sendable {
        var path: String
        var routes: [Route]
        var allow: String
        var options: Route?
    }

    var table: [PathRoutes] = []

    /// Creates an empty router.
    public init() {}

    /// The distinct paths, in the order they were first added.
    public var paths: [String] { table.map(\.path) }

    /// Adds `handler` for `method` on `path`, replacing any handler already there.
    /// `reads` names the header fields the handler reads (see ``Route/reads``); `nil` gives it all.
    public mutating func add(
        _ method: HTTPMethod, _ path: String, body: BodyPolicy = .none, reads: [String]? = nil,
        _ handler: @escaping Handler
    ) {
        let index = table.firstIndex { $0.path == path } ?? table.count
        if index == table.count { table.append(PathRoutes(path: path, routes: [], allow: "")) }
        let route = Route(
            method: method, path: path, body: body, pathIndex: index, readKeys: reads.map(FieldKeys.init),
            handler: handler)
        table[index].routes.removeAll { $0.method == method }
        table[index].routes.append(route)
        var methods = table[index].routes.map { $0.method.rawValue }
        if methods.contains("GET") && !methods.contains("HEAD") {
            methods.insert("HEAD", at: methods.firstIndex(of: "GET")! + 1)
        }
        if !methods.contains("OPTIONS") { methods.append("OPTIONS") }
        let allow = methods.joined(separator: ", ")
        table[index].allow = allow
        let answer = Response(status: 204, headers: [("Allow", allow)])
        table[index].options = Route(
            method: .options, path: path, body: .none, pathIndex: index, readKeys: FieldKeys([])
        ) { _ in
            answer
        }
    }

    /// The `Allow` value of the path at `pathIndex` (see ``Route/pathIndex``): its methods, with
    /// `HEAD` beside `GET` and `OPTIONS` last.
    public func allow(pathIndex: Int) -> String {
        table[pathIndex].allow
    }

    /// Adds a `GET` (and so `HEAD`) route.
    public mutating func get(_ path: String, _ handler: @escaping Handler) {
        add(.get, path, handler)
    }

    /// Adds a `POST` route whose body is read first, under `body`'s rules; `reads` names the
    /// header fields the handler reads (see ``Route/reads``), `nil` gives it all.
    public mutating func post(
        _ path: String, body: BodyPolicy, reads: [String]? = nil, _ handler: @escaping Handler
    ) {
        add(.post, path, body: body, reads: reads, handler)
    }

    /// The route for `method` on the NUL-terminated `path` that reads a body, or `nil` when none
    /// does (then ``match(_:path:)`` says what answers the request): the server's hot path, which
    /// builds no string for the path (the route's own ``Route/path`` is the same text) and copies
    /// no optional route (an `Optional<Route>` is copied through the runtime's generic witness).
    func bodyRoute(_ method: HTTPMethod, path: UnsafePointer<CChar>) -> (path: Int, route: Int, limit: Int)? {
        let bytes = UnsafeRawBufferPointer(start: path, count: strlen(path))
        guard let index = pathIndex(bytes), let chosen = routeIndex(method, in: table[index].routes),
            case .json(let limit) = table[index].routes[chosen].body
        else { return nil }
        return (index, chosen, limit)
    }

    /// The index in `table` of the path spelled by `bytes` (compared byte for byte: routes match
    /// exactly), or `nil`.
    private func pathIndex(_ bytes: UnsafeRawBufferPointer) -> Int? {
        table.indices.first { index in
            var path = table[index].path
            return path.withUTF8 {
                $0.count == bytes.count
                    && (bytes.isEmpty || memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
            }
        }
    }

    /// The index in `routes` of the route for `method`: a `HEAD` falls back to the `GET` route.
    private func routeIndex(_ method: HTTPMethod, in routes: [Route]) -> Int? {
        if let exact = routes.firstIndex(where: { $0.method == method }) { return exact }
        return method == .head ? routes.firstIndex { $0.method == .get } : nil
    }

    /// The route for `method` on `path`.
    public func match(_ method: HTTPMethod, path: String) -> Match {
        var path = path
        guard let index = path.withUTF8({ pathIndex(UnsafeRawBufferPointer($0)) }) else { return .notFound }
        let entry = table[index]
        if let chosen = routeIndex(method, in: entry.routes) { return .found(entry.routes[chosen]) }
        if method == .options, let options = entry.options { return .found(options) }
        return .methodNotAllowed(allow: entry.allow, pathIndex: index)
    }
}

/// Whether a route reads a body, and under which rules.
public enum BodyPolicy: Sendable, Equatable {
    /// No body is read: the handler runs as soon as the head has arrived.
    case none
    /// A JSON body of at most `maxBytes` bytes (see ``MediaType/isJSON(_:)``); a missing
    /// `Content-Type` is taken as JSON.
    case json(maxBytes: Int)
}

/// The routes of a ``Router`` that no longer changes, laid out once in memory of their own, so
/// that a request's route is lent where it lies: read out of the router's nested arrays, a route
/// is copied, which retains and releases its path, its header keys and its handler's context
/// (atomic operations, several per request).
final class FrozenRoutes: @unchecked Sendable {
    // @unchecked: the memory is written once in init, only read after, and freed in deinit.
    private let routes: UnsafeMutablePointer<Router.Route>
    private let count: Int
    /// For each path of the router's table, the index in `routes` of its first route.
    private let starts: [Int]

    init(_ router: Router) {
        var starts: [Int] = []
        var all: [Router.Route] = []
        for entry in router.table {
            starts.append(all.count)
            all += entry.routes
        }
        self.starts = starts
        count = all.count
        routes = .allocate(capacity: Swift.max(all.count, 1))
        routes.initialize(from: all, count: all.count)
    }

    deinit {
        routes.deinitialize(count: count)
        routes.deallocate()
    }

    /// The route at `position` (``Router/bodyRoute(_:path:)``), where it lies: valid as long as
    /// this table is.
    @inline(__always)
    func route(at position: (path: Int, route: Int, limit: Int)) -> UnsafePointer<Router.Route> {
        UnsafePointer(routes + (starts[position.path] &+ position.route))
    }
}
