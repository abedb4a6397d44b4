import ClearanceService
import HTTPServer

/// `clearance serve`: the HTTP API, until SIGTERM or SIGINT.
enum ServeCommand {
    static let help = """
        clearance serve: serve the HTTP API

        USAGE
          clearance serve [flags]

        FLAGS (each also read from the environment; a flag wins over its variable)
          --host ADDR              address to bind                    CLEARANCE_HOST           (127.0.0.1)
          --port N                 port; 0 picks a free one           CLEARANCE_PORT, PORT     (8080)
          --threads N              worker threads                     CLEARANCE_THREADS        (\(coreCount()), the core count)
          --max-body-bytes N       largest request body, bytes        CLEARANCE_MAX_BODY_BYTES (1048576)
          --max-elements N         most elements in one request       CLEARANCE_MAX_ELEMENTS   (10000)
          --max-batch N            most requests in one batch         CLEARANCE_MAX_BATCH      (1000)
          --max-answer-bytes N     largest batch or matrix answer     CLEARANCE_MAX_ANSWER_BYTES (4194304)
          --connection-timeout S   idle connection timeout, seconds   CLEARANCE_CONNECTION_TIMEOUT (10)
          --request-deadline S     seconds to deliver a request; 0: none CLEARANCE_REQUEST_DEADLINE (10)
          --max-connections N      most open connections              CLEARANCE_MAX_CONNECTIONS
                                   (the descriptor limit less 64, at most 2048; \(HTTPServerConfiguration.defaultMaxConnections()) here)
          --max-connections-per-ip N  most from one address; 0: no limit CLEARANCE_MAX_CONNECTIONS_PER_IP (0)
          --max-buffered-bytes N   bytes held for bodies and answers  CLEARANCE_MAX_BUFFERED_BYTES (16777216)
          --openapi PATH           document served at /openapi.yaml   CLEARANCE_OPENAPI
                                   (default: ./openapi.yaml, then ../../openapi.yaml beside the
                                   executable, then /usr/share/clearance/openapi.yaml; none: 404)
          --log-requests[=BOOL]    one JSON log line per request      CLEARANCE_LOG_REQUESTS   (true)
          --no-log-requests        the same as --log-requests=false
          -h, --help               this text

        ROUTES
          POST /v1/layout   GET /healthz   GET /readyz   GET /metrics   GET /openapi.yaml
          POST /v1/layout/batch   POST /v1/layout/matrix   GET /v1/devices   GET /v1/devices/{id}
          GET /  (the playground page)

        A POST body must be JSON: send `Content-Type: application/json` (or application/*+json);
        a missing Content-Type is taken as JSON, any other type is answered 415. Note that
        `curl -d` sends application/x-www-form-urlencoded unless given -H 'Content-Type: application/json'.

        LIMITS
        A request must arrive whole (head and body) within the request deadline of its connection
        opening or of the previous answer on it, else the connection is closed. A body past
        --max-body-bytes is answered 413 as soon as it passes the limit. A batch or matrix whose
        answer would pass --max-answer-bytes is answered 413 with how to split it. When the bytes
        held for bodies being read and answers being sent reach --max-buffered-bytes, new requests
        with a body are answered 503 with Retry-After: 1. Malformed framing (RFC 9112) is answered
        400 and the connection closed; a target over 8 KiB or with more than 100 query parameters
        is answered 414.

        Logs are JSON lines on standard output, written by their own thread: when standard output
        stalls, lines are dropped (clearance_log_lines_dropped_total in /metrics), never requests.
        SIGTERM or SIGINT: /readyz answers 503, no new connection is accepted, every answer says
        Connection: close, idle keep-alive connections are closed, and requests already sent get
        up to 10 s to be answered; then the process exits 0 (the log gets 1 s more at most).
        A bad flag or variable exits 2.
        """

    /// Seconds requests in flight get to finish after SIGTERM.
    static let drainSeconds = 10.0
    /// Seconds the log gets after the drain to write what it holds; a stalled sink loses it.
    static let logFlushSeconds = 1.0

    struct Options {
        var host = "127.0.0.1"
        var port = 8080
        var threads = coreCount()
        var maxBodyBytes = 1_048_576
        var maxElements = 10_000
        var maxBatch = 1000
        var connectionTimeout = 10
        var maxConnections = HTTPServerConfiguration.defaultMaxConnections()
        var maxAnswerBytes = 4 << 20
        var requestDeadline = 10
        var maxConnectionsPerIP = 0
        var maxBufferedBytes = 16 << 20
        var openAPIPath: String?
        var logRequests = true
    }

    struct UsageError: Error {
        var message: String
    }

    /// Runs the command with its arguments; returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return 0
        }
        let options: Options
        do {
            options = try parse(arguments, environment: environment)
        } catch {
            printError("clearance serve: \(error.message)\nRun `clearance serve --help` for the flags.")
            return 2
        }
        var openAPI: (path: String, bytes: [UInt8])?
        if let path = options.openAPIPath {
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

        let service = ClearanceService(
            configuration: ServiceConfiguration(
                maxBodyBytes: options.maxBodyBytes, maxElements: options.maxElements, logRequests: options.logRequests,
                openAPIDocument: openAPI?.bytes, maxBatchItems: options.maxBatch,
                maxAnswerBytes: options.maxAnswerBytes))
        let server: HTTPServer
        do {
            server = try HTTPServer(
                configuration: HTTPServerConfiguration(
                    host: options.host, port: options.port, threads: options.threads,
                    connectionTimeout: options.connectionTimeout, maxConnections: options.maxConnections,
                    requestDeadline: Double(options.requestDeadline), maxConnectionsPerIP: options.maxConnectionsPerIP,
                    maxBufferedBytes: options.maxBufferedBytes),
                responder: service)
        } catch {
            printError("clearance serve: \(error)")
            return 1
        }
        var fields: [(String, Log.Value)] = [
            ("host", .string(options.host)), ("port", .int(server.port)), ("threads", .int(options.threads)),
            ("version", .string(ClearanceService.version)), ("microhttpd", .string(microhttpdVersion())),
            ("maxBodyBytes", .int(options.maxBodyBytes)), ("maxElements", .int(options.maxElements)),
            ("maxBatch", .int(options.maxBatch)),
            ("connectionTimeout", .int(options.connectionTimeout)), ("maxConnections", .int(options.maxConnections)),
            ("maxAnswerBytes", .int(options.maxAnswerBytes)), ("requestDeadline", .int(options.requestDeadline)),
            ("maxConnectionsPerIP", .int(options.maxConnectionsPerIP)),
            ("maxBufferedBytes", .int(options.maxBufferedBytes)),
            ("logRequests", .bool(options.logRequests)),
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

    /// The options from `environment` overridden by `arguments`.
    static func parse(_ arguments: [String], environment: (String) -> String?) throws(UsageError) -> Options {
        var options = Options()
        // The environment first, so that flags override it. CLEARANCE_PORT beats PORT.
        if let value = environment("CLEARANCE_HOST") { options.host = try host(value, "CLEARANCE_HOST") }
        if let value = environment("PORT") { options.port = try integer(value, "PORT", 0...65535) }
        if let value = environment("CLEARANCE_PORT") { options.port = try integer(value, "CLEARANCE_PORT", 0...65535) }
        if let value = environment("CLEARANCE_THREADS") {
            options.threads = try integer(value, "CLEARANCE_THREADS", 1...1024)
        }
        if let value = environment("CLEARANCE_MAX_BODY_BYTES") {
            options.maxBodyBytes = try integer(value, "CLEARANCE_MAX_BODY_BYTES", 1...1 << 30)
        }
        if let value = environment("CLEARANCE_MAX_ELEMENTS") {
            options.maxElements = try integer(value, "CLEARANCE_MAX_ELEMENTS", 1...10_000_000)
        }
        if let value = environment("CLEARANCE_MAX_BATCH") {
            options.maxBatch = try integer(value, "CLEARANCE_MAX_BATCH", 1...1_000_000)
        }
        if let value = environment("CLEARANCE_CONNECTION_TIMEOUT") {
            options.connectionTimeout = try integer(value, "CLEARANCE_CONNECTION_TIMEOUT", 1...86_400)
        }
        if let value = environment("CLEARANCE_MAX_CONNECTIONS") {
            options.maxConnections = try integer(value, "CLEARANCE_MAX_CONNECTIONS", 1...1_000_000)
        }
        if let value = environment("CLEARANCE_MAX_ANSWER_BYTES") {
            options.maxAnswerBytes = try integer(value, "CLEARANCE_MAX_ANSWER_BYTES", 1024...1 << 30)
        }
        if let value = environment("CLEARANCE_REQUEST_DEADLINE") {
            options.requestDeadline = try integer(value, "CLEARANCE_REQUEST_DEADLINE", 0...86_400)
        }
        if let value = environment("CLEARANCE_MAX_CONNECTIONS_PER_IP") {
            options.maxConnectionsPerIP = try integer(value, "CLEARANCE_MAX_CONNECTIONS_PER_IP", 0...1_000_000)
        }
        if let value = environment("CLEARANCE_MAX_BUFFERED_BYTES") {
            options.maxBufferedBytes = try integer(value, "CLEARANCE_MAX_BUFFERED_BYTES", 1 << 20...1 << 34)
        }
        if let value = environment("CLEARANCE_OPENAPI") { options.openAPIPath = try path(value, "CLEARANCE_OPENAPI") }
        if let value = environment("CLEARANCE_LOG_REQUESTS") {
            options.logRequests = try boolean(value, "CLEARANCE_LOG_REQUESTS")
        }

        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inline { return inline }
                guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                index += 1
                return arguments[index - 1]
            }
            switch name {
            case "--host": options.host = try host(try value(), name)
            case "--port": options.port = try integer(try value(), name, 0...65535)
            case "--threads": options.threads = try integer(try value(), name, 1...1024)
            case "--max-body-bytes": options.maxBodyBytes = try integer(try value(), name, 1...1 << 30)
            case "--max-elements": options.maxElements = try integer(try value(), name, 1...10_000_000)
            case "--max-batch": options.maxBatch = try integer(try value(), name, 1...1_000_000)
            case "--connection-timeout": options.connectionTimeout = try integer(try value(), name, 1...86_400)
            case "--max-connections": options.maxConnections = try integer(try value(), name, 1...1_000_000)
            case "--max-answer-bytes": options.maxAnswerBytes = try integer(try value(), name, 1024...1 << 30)
            case "--request-deadline": options.requestDeadline = try integer(try value(), name, 0...86_400)
            case "--max-connections-per-ip":
                options.maxConnectionsPerIP = try integer(try value(), name, 0...1_000_000)
            case "--max-buffered-bytes": options.maxBufferedBytes = try integer(try value(), name, 1 << 20...1 << 34)
            case "--openapi": options.openAPIPath = try path(try value(), name)
            case "--log-requests":
                options.logRequests = try inline.map { v throws(UsageError) in try boolean(v, name) } ?? true
            case "--no-log-requests" where inline == nil: options.logRequests = false
            default:
                throw UsageError(message: "unknown flag '\(argument)'")
            }
        }
        if options.maxConnections < options.threads {
            throw UsageError(
                message:
                    "--max-connections (\(options.maxConnections)) must be at least --threads (\(options.threads)): "
                    + "each worker thread gets an even share of the connections")
        }
        return options
    }

    static func integer(_ text: String, _ source: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                message:
                    "\(source) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    static func boolean(_ text: String, _ source: String) throws(UsageError) -> Bool {
        switch text.lowercased() {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: throw UsageError(message: "\(source) must be true or false, not '\(text)'")
        }
    }

    static func host(_ text: String, _ source: String) throws(UsageError) -> String {
        guard !text.isEmpty, !text.utf8.contains(where: { $0 <= 0x20 }) else {
            throw UsageError(message: "\(source) must be an address or host name, not '\(text)'")
        }
        return text
    }

    static func path(_ text: String, _ source: String) throws(UsageError) -> String {
        guard !text.isEmpty else { throw UsageError(message: "\(source) must be a file path, not empty") }
        return text
    }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The processors this process may run on.
    static func coreCount() -> Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
