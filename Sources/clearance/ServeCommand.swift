import ClearanceService
import HTTPServer

/// `clearance serve`: the HTTP API, until SIGTERM or SIGINT.
enum ServeCommand {
    /// The help; its FLAGS section comes from the table of settings, ``ServeSettings/flags``.
    static var help: String {
        """
        clearance serve: serve the HTTP API

        USAGE
          clearance serve [flags]

        FLAGS (each also read from the environment; a flag wins over its variable)
        \(ServeSettings.flagsHelp())

        ROUTES
          POST /v1/layout   GET /healthz   GET /readyz   GET /metrics   GET /openapi.yaml
          POST /v1/layout/batch   POST /v1/layout/matrix   POST /v1/layout/compare   POST /v1/design
          POST /v1/design/check
          GET /v1/devices   GET /v1/devices/{id}
          GET /  (the playground page)

        A POST body must be JSON: send `Content-Type: application/json` (or application/*+json);
        a missing Content-Type is taken as JSON, any other type is answered 415. Note that
        `curl -d` sends application/x-www-form-urlencoded unless given -H 'Content-Type: application/json'.

        Every answer carries X-Content-Type-Options: nosniff. CORS: OPTIONS on any route answers
        204 with Allow, and a preflight from an allowed origin also gets Access-Control-Allow-Methods,
        -Allow-Headers (Content-Type, Accept, X-Request-ID), -Max-Age (7200) and, when asked,
        -Allow-Private-Network. Every answer to a request from an allowed origin carries
        Access-Control-Allow-Origin (* or, with a list, the origin itself and Vary: Origin) and
        Access-Control-Expose-Headers: X-Request-ID. A disallowed origin gets no CORS headers,
        never an error status. No credentials are ever allowed.

        LIMITS
        A request must arrive whole (head and body) within the request deadline of its connection
        opening or of the previous answer on it, else the connection is closed. A body past
        --max-body-bytes is answered 413 as soon as it passes the limit (on the routes that take a
        design, past --max-design-bytes, and a body without a design over --max-body-bytes once
        read). A batch, matrix or compare whose answer would pass --max-answer-bytes is answered
        413 with how to split it. When the bytes
        held for bodies being read and answers being sent reach --max-buffered-bytes, new requests
        with a body are answered 503 with Retry-After: 1. Malformed framing (RFC 9112) is answered
        400 and the connection closed; a target over 8 KiB or with more than 100 query parameters
        is answered 414.

        Logs are JSON lines on standard output, written by their own thread in batches (a full
        batch, or every --log-flush-ms): when standard output stalls, lines are dropped
        (clearance_log_lines_dropped_total in /metrics), never requests.
        SIGTERM or SIGINT: /readyz answers 503, no new connection is accepted, every answer says
        Connection: close, idle keep-alive connections are closed, and requests already sent get
        up to 10 s to be answered; then the process exits 0 (the log gets 1 s more at most).
        A bad flag or variable exits 2.
        """
    }

    /// Seconds requests in flight get to finish after SIGTERM.
    static let drainSeconds = 10.0
    /// Seconds the log gets after the drain to write what it holds; a stalled sink loses it.
    static let logFlushSeconds = 1.0

    /// Runs the command with its arguments; returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return 0
        }
        let settings: ServeSettings
        do throws(ServeSettingsError) {
            settings = try ServeSettings.parse(arguments, environment: environment)
        } catch {
            printError("clearance serve: \(error.message)\nRun `clearance serve --help` for the flags.")
            return 2
        }
        var openAPI: (path: String, bytes: [UInt8])?
        if let path = settings.openAPIPath {
            guard let bytes = OpenAPIDocument.contents(atPath: path) else {
                printError("clearance serve: cannot read the OpenAPI document '\(path)'")
                return 2
            }
            openAPI = (path, bytes)
        } else {
            openAPI = OpenAPIDocument.load(from: OpenAPIDocument.defaultPaths())
        }

        // Block the shutdown signals before any thread starts, so every worker inherits the
        // mask and only `sigwait` below ever sees them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        signal(SIGPIPE, SIG_IGN)

        var configuration = settings.service
        configuration.openAPIDocument = openAPI?.bytes
        Log.queue.flushInterval = configuration.logFlushMilliseconds
        let service = ClearanceService(configuration: configuration)
        let server: HTTPServer
        do {
            // The server counts requests in flight into the gauge the service's /metrics reports.
            server = try HTTPServer(configuration: settings.server, responder: service, inFlight: service.inFlight)
        } catch {
            printError("clearance serve: \(error)")
            return 1
        }
        let (listen, allow) = (settings.server, settings.service)
        var fields: [(String, Log.Value)] = [
            ("host", .string(listen.host)), ("port", .int(server.port)), ("threads", .int(listen.threads)),
            ("version", .string(ClearanceService.version)), ("microhttpd", .string(microhttpdVersion())),
            ("maxBodyBytes", .int(allow.maxBodyBytes)), ("maxElements", .int(allow.maxElements)),
            ("maxBatch", .int(allow.maxBatchItems)),
            ("connectionTimeout", .int(listen.connectionTimeout)), ("maxConnections", .int(listen.maxConnections)),
            ("maxAnswerBytes", .int(allow.maxAnswerBytes)),
            ("requestDeadline", .int(Int(listen.requestDeadline))),
            ("maxConnectionsPerIP", .int(listen.maxConnectionsPerIP)),
            ("maxBufferedBytes", .int(listen.maxBufferedBytes)),
            ("logRequests", .bool(allow.logRequests)), ("corsOrigins", .string(listen.cors.description)),
        ]
        if let openAPI { fields.append(("openapi", .string(openAPI.path))) }
        Log.info("listening", fields)

        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 {}
        let name = received == SIGINT ? "SIGINT" : "SIGTERM"
        service.beginDraining()
        server.quiesce()
        Log.info("draining", [("signal", .string(name)), ("inFlight", .int(server.inFlightRequests))])
        // Every answer now closes its connection and idle ones are closed for us: once no
        // connection is open, every request that was sent has been answered.
        let abandonedBefore = server.abandonedRequests
        _ = server.waitForConnections(seconds: drainSeconds)
        // Abandoned: requests whose head arrived but whose answer was never completely sent,
        // during the drain (the client left, or a deadline closed the connection) or at the stop.
        let abandoned = server.abandonedRequests - abandonedBefore + server.inFlightRequests
        server.stop()
        Log.info("stopped", [("signal", .string(name)), ("abandoned", .int(abandoned))])
        Log.queue.flush(seconds: logFlushSeconds)
        return 0
    }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
