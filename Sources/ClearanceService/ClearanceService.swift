import ClearanceContract
import ClearanceRender
import ClearanceWire
import DeviceCatalog
import HTTPServer
import KeyboardAvoidance
import Synchronization

/// What the service is allowed to do and what it serves besides layouts.
public struct ServiceConfiguration: Sendable {
    /// The largest request body accepted, in bytes (docs/semantics.md §6: 1 MiB).
    public var maxBodyBytes: Int
    /// The most elements one request may hold (semantics §6: 10,000).
    public var maxElements: Int
    /// Whether each answered request writes a log line.
    public var logRequests: Bool
    /// The longest a log line waits for its batch before it is written, in milliseconds
    /// (``LogQueue/flushInterval``).
    public var logFlushMilliseconds: Int = LogQueue.defaultFlushMilliseconds
    /// The OpenAPI document served at `/openapi.yaml`; `nil` answers 404 there.
    public var openAPIDocument: [UInt8]?
    /// The most requests one `POST /v1/layout/batch` may hold.
    public var maxBatchItems: Int
    /// The largest answer a batch or a matrix may build, in bytes, estimated before any work
    /// (about 320 bytes per element and combination plus twice the element's id); larger ones
    /// are refused with a 413 problem that says how to split them.
    public var maxAnswerBytes: Int
    /// The largest body that holds a `design` (docs/designs.md), in bytes: the routes that accept
    /// a design take bodies up to this size, and refuse a larger one without `design` at
    /// ``maxBodyBytes``.
    public var maxDesignBytes: Int

    /// The largest design body accepted unless configured otherwise: 8 MiB.
    public static let defaultMaxDesignBytes = 8 << 20
    /// The largest request body accepted unless configured otherwise (docs/semantics.md §6: 1 MiB).
    public static let defaultMaxBodyBytes = 1 << 20
    /// The largest batch, matrix or compare answer built unless configured otherwise: 4 MiB.
    public static let defaultMaxAnswerBytes = 4 << 20

    /// Creates a configuration; the defaults are the spec's.
    public init(
        maxBodyBytes: Int = ServiceConfiguration.defaultMaxBodyBytes,
        maxElements: Int = DecodeLimits.defaultMaxElements,
        logRequests: Bool = true, openAPIDocument: [UInt8]? = nil,
        maxBatchItems: Int = DecodeLimits.defaultMaxBatchItems,
        maxAnswerBytes: Int = ServiceConfiguration.defaultMaxAnswerBytes,
        maxDesignBytes: Int = ServiceConfiguration.defaultMaxDesignBytes
    ) {
        self.maxAnswerBytes = maxAnswerBytes
        self.maxDesignBytes = maxDesignBytes
        self.maxBodyBytes = maxBodyBytes
        self.maxElements = maxElements
        self.logRequests = logRequests
        self.openAPIDocument = openAPIDocument
        self.maxBatchItems = maxBatchItems
    }
}

/// The Clearance HTTP service: `POST /v1/layout` and the operational routes, with problem+json
/// errors, metrics and request logs. An ``HTTPResponder``: give it to an ``HTTPServer``.
///
/// Routes:
/// - `POST /v1/layout`: decode, solve, encode; 200 `application/json`, or the decoder's problem.
/// - `GET /healthz`: 200 `{"status":"ok"}` while the process runs.
/// - `GET /readyz`: 200 `{"status":"ready"}`, or 503 `{"status":"draining"}` once draining.
/// - `GET /metrics`: Prometheus text.
/// - `GET /openapi.yaml`: the OpenAPI document, or a 404 problem when none was found.
/// - `GET /`: the playground page, with its Content-Security-Policy; `POST /v1/layout` with
///   `Accept: image/svg+xml` answers the picture (`image/svg+xml`) instead of the JSON, and 406
///   when `Accept` admits neither.
/// - `GET /v1/devices`, `GET /v1/devices/{id}`: the device catalog (ClearanceService+Devices.swift).
/// - `POST /v1/layout/batch`, `POST /v1/layout/matrix`: many layouts at once
///   (ClearanceService+BatchAndMatrix.swift).
/// - `POST /v1/layout/compare`: one layout under several policies, JSON or an SVG grid
///   (ClearanceService+Compare.swift).
///
/// `OPTIONS` on every route, CORS and `X-Content-Type-Options` are the HTTP layer's (see
/// ``CORSPolicy``), configured with the server rather than here.
public final class ClearanceService: HTTPResponder {
    /// The version of the service and of its contract: the one source of truth for
    /// `clearance --version`, the logs and `/metrics`. `openapi.yaml`'s `info.version` and the
    /// README repeat it, and `tests/python/test_version.py` fails when they do not.
    public static let version = "1.1.0"

    /// The routes.
    public let router: Router
    /// Requests in flight, as `/metrics` reports them: the gauge to give the ``HTTPServer`` that
    /// serves this service, which counts into it.
    public let inFlight = InFlightGauge()
    /// The counters behind `/metrics`.
    public let metrics: Metrics
    /// The configuration.
    public let configuration: ServiceConfiguration
    private let readiness: Readiness

    /// Creates the service and its routes.
    public init(configuration: ServiceConfiguration = ServiceConfiguration()) {
        self.configuration = configuration
        let readiness = Readiness()
        let inFlight = self.inFlight
        let limits = DecodeLimits(maxElements: configuration.maxElements)
        let metrics = Metrics(paths: Self.paths)
        var router = Router()
        // The body routes name the one header field their handlers read (`Accept`, see
        // `negotiating`), so that a request carries no copy of the others.
        // The routes that take a design accept bodies up to maxDesignBytes; one larger than
        // maxBodyBytes without a `design` is still refused (`BodyLimit`).
        let bodyLimit = BodyLimit(plain: configuration.maxBodyBytes, design: configuration.maxDesignBytes)
        let designBytes = Swift.max(configuration.maxBodyBytes, configuration.maxDesignBytes)
        router.post("/v1/layout", body: .json(maxBytes: designBytes), reads: ["Accept", "?animate"]) { request in
            if let refused = bodyLimit.refusal(request) { return refused }
            return Self.layout(request, limits: limits)
        }
        let healthy = Response(
            status: 200, contentType: "application/json", body: .constant(ConstantBytes("{\"status\":\"ok\"}")))
        router.get("/healthz") { _ in healthy }
        let ready = Response(
            status: 200, contentType: "application/json", body: .constant(ConstantBytes("{\"status\":\"ready\"}")))
        let draining = Response(
            status: 503, contentType: "application/json", body: .constant(ConstantBytes("{\"status\":\"draining\"}")))
        router.get("/readyz") { _ in readiness.isDraining ? draining : ready }
        router.get("/metrics") { _ in
            let text = metrics.render(inFlight: inFlight.value, version: Self.version, logDropped: Log.queue.dropped)
            return Response(
                status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8", body: .bytes(Array(text.utf8)))
        }
        if let document = configuration.openAPIDocument {
            let served = Response(
                status: 200, contentType: "application/yaml", body: .constant(ConstantBytes(document)))
            router.get("/openapi.yaml") { _ in served }
        } else {
            router.get("/openapi.yaml") { request in Self.problem(.notFound(request.path)) }
        }
        // The playground page: one constant HTML body.
        let playground = Response(
            status: 200, contentType: PlaygroundPage.mediaType,
            headers: [("Content-Security-Policy", PlaygroundPage.contentSecurityPolicy)],
            body: .constant(ConstantBytes(PlaygroundPage.html)))
        router.get("/") { _ in playground }
        Self.addDeviceRoutes(to: &router)
        let maxBatchItems = configuration.maxBatchItems
        let maxAnswerBytes = configuration.maxAnswerBytes
        router.post("/v1/layout/batch", body: .json(maxBytes: configuration.maxBodyBytes), reads: []) { request in
            Self.batch(request, limits: limits, maxItems: maxBatchItems, maxAnswerBytes: maxAnswerBytes)
        }
        router.post("/v1/layout/matrix", body: .json(maxBytes: designBytes), reads: []) { request in
            if let refused = bodyLimit.refusal(request, member: "request") { return refused }
            return Self.matrix(request, limits: limits, maxAnswerBytes: maxAnswerBytes)
        }
        router.post("/v1/layout/compare", body: .json(maxBytes: designBytes), reads: ["Accept"]) {
            request in
            if let refused = bodyLimit.refusal(request) { return refused }
            return Self.compare(request, limits: limits, maxAnswerBytes: maxAnswerBytes)
        }
        router.post("/v1/design", body: .json(maxBytes: designBytes), reads: []) { request in
            Self.design(request, limits: limits)
        }
        router.post("/v1/design/check", body: .json(maxBytes: designBytes), reads: []) { request in
            Self.designCheck(request, limits: limits)
        }
        precondition(router.paths == Self.paths, "the metrics labels must list the routes in order")
        self.router = router
        self.readiness = readiness
        self.metrics = metrics
    }

    /// The routes' paths, in the order the router holds them (the metrics' `route` labels).
    public static let paths =
        ["/v1/layout", "/healthz", "/readyz", "/metrics", "/openapi.yaml", "/"] + devicePaths
        + ["/v1/layout/batch", "/v1/layout/matrix", "/v1/layout/compare", "/v1/design", "/v1/design/check"]

    /// Whether ``beginDraining()`` has been called.
    public var isDraining: Bool { readiness.isDraining }

    /// Makes `/readyz` answer 503 from now on (the first step of a graceful shutdown).
    public func beginDraining() {
        readiness.drain()
    }

    /// The problem+json response of an error the HTTP layer found.
    public func response(for error: HTTPError, to request: Request) -> Response {
        switch error.kind {
        case .notFound:
            return Self.problem(Self.unknownDevice(path: request.path) ?? .notFound(request.path))
        case .methodNotAllowed(let allow):
            let allowed = allow.split(separator: ",").map { $0.trimmingPrefix(" ") }.map(String.init)
            var response = Self.problem(
                .methodNotAllowed(request.method.rawValue, path: request.path, allowed: allowed))
            response.headers.append(("Allow", allow))
            return response
        case .contentTooLarge(let limit):
            return Self.problem(.bodyTooLarge(limit: limit))
        case .unsupportedMediaType(let contentType):
            return Self.problem(.unsupportedMediaType(contentType))
        case .badFraming(let detail):
            return Self.problem(.badFraming(detail))
        case .uriTooLong(let maxBytes, let maxParameters):
            return Self.problem(.uriTooLong(maxBytes: maxBytes, maxParameters: maxParameters))
        case .busy:
            var response = Self.problem(.busy())
            response.headers.append(("Retry-After", "1"))
            return response
        }
    }

    /// Counts the exchange and, unless disabled, logs it.
    public func didRespond(_ exchange: Exchange) {
        metrics.record(exchange)
        if configuration.logRequests { Log.request(exchange) }
    }

    /// `POST /v1/layout`: the answer, or the decoder's problem. The solver only ever sees a
    /// request the decoder accepted.
    static func layout(_ request: Request, limits: DecodeLimits) -> Response {
        negotiating(request) { format in layoutAnswer(request, format: format, limits: limits) }
    }

    /// The answer of a route that answers JSON or a picture depending on `Accept`.
    ///
    /// One that admits neither is answered 406 before the body is decoded, and every answer,
    /// problems included, carries `Vary: Accept` so that no cache hands a picture to a client
    /// that asked for JSON.
    static func negotiating(_ request: Request, _ answer: (AnswerFormat) -> Response) -> Response {
        let accept = request.headers["Accept"]
        var response: Response
        if let format = AnswerFormat.preferred(accept: accept) {
            response = answer(format)
        } else {
            response = Self.problem(.notAcceptable(accept ?? "", acceptable: AnswerFormat.mediaTypes))
        }
        if response.headers.isEmpty {
            response.headers = varyAccept  // shares one array: no allocation per answer
        } else {
            response.headers += varyAccept
        }
        return response
    }

    private static let varyAccept = [("Vary", "Accept")]

    private static func layoutAnswer(_ request: Request, format: AnswerFormat, limits: DecodeLimits) -> Response {
        // `?animate=` takes true or false, whatever the answer's format (JSON ignores it).
        if let animate = request.query("animate"), animate != "true", animate != "false" {
            return Self.problem(.badQueryArgument("animate", animate, allowed: "true or false"))
        }
        // Decoded, solved and encoded in the one closure, with no `Result` carried out of it.
        return request.body.withUnsafeBytes { raw -> Response in
            // The request, and apart from it what its design and device stood for: no decoded
            // layout is built around the request (a copy of it).
            var context = LayoutContext()
            let layout: LayoutRequest
            do throws(Problem) {
                // One decode, which says whether the body was a design: no scan ahead of it (a
                // second pass over the body cost more than decoding, solving and encoding).
                layout = try context.decodeLayout(raw, limits: limits)
            } catch {
                return Self.problem(error)
            }
            // `Accept: image/svg+xml` asks for the picture instead of the JSON; `?animate=true`
            // for the picture that plays the change.
            if format == .svg {
                let animated = request.query("animate")
                let svg = SVGRenderer.renderBytes(
                    request: layout, answer: LayoutSolver.solve(layout), animated: animated == "true")
                return Response(status: 200, contentType: SVGRenderer.mediaType, body: .bytes(svg))
            }
            if !context.isEmpty {
                let answer = AnswerEncoder.encode(
                    LayoutSolver.solve(layout), mapped: context.mapped, device: context.device)
                return Response(status: 200, contentType: "application/json", body: .bytes(answer))
            }
            let body = OwnedBytes(taking: AnswerEncoder.encodeAllocated(LayoutSolver.solve(layout)))
            return Response(status: 200, contentType: "application/json", body: .owned(body))
        }
    }

    /// `problem` as an `application/problem+json` response with its status.
    public static func problem(_ problem: Problem) -> Response {
        Response(
            status: problem.status, contentType: "application/problem+json", body: .bytes(AnswerEncoder.encode(problem))
        )
    }
}

/// The draining flag behind `/readyz`.
final class Readiness: Sendable {
    private let draining = Atomic<Bool>(false)

    var isDraining: Bool { draining.load(ordering: .relaxed) }

    func drain() { draining.store(true, ordering: .relaxed) }
}
