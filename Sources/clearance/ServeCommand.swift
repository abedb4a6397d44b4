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
          --connection-timeout S   idle connection timeout, seconds   CLEARANCE_CONNECTION_TIMEOUT (30)
          --max-connections N      most open connections              CLEARANCE_MAX_CONNECTIONS (1024)
          --openapi PATH           document served at /openapi.yaml   CLEARANCE_OPENAPI
                                   (default: ./openapi.yaml, then ../../openapi.yaml beside the
                                   executable, then /usr/share/clearance/openapi.yaml; none: 404)
          --cors-origins LIST      browser origins that may call      CLEARANCE_CORS_ORIGINS   (*)
                                   *: any origin; none: no CORS headers; or a comma-separated
                                   list of exact origins as browsers send them
                                   (https://tool.example,http://localhost:3000,null)
          --log-requests[=BOOL]    one JSON log line per request      CLEARANCE_LOG_REQUESTS   (true)
          --no-log-requests        the same as --log-requests=false
          -h, --help               this text

        ROUTES
          POST /v1/layout   GET /healthz   GET /readyz   GET /metrics   GET /openapi.yaml
          POST /v1/layout/batch   POST /v1/layout/matrix   POST /v1/layout/compare
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

        Logs are JSON lines on standard output; the first says where the service listens.
        SIGTERM or SIGINT: /readyz answers 503, no new connection is accepted, requests in flight
        get up to 10 s to finish, then the process exits 0. A bad flag or variable exits 2.
        """

    /// Seconds requests in flight get to finish after SIGTERM.
    static let drainSeconds = 10.0

    struct Options {
        var host = "127.0.0.1"
        var port = 8080
        var threads = coreCount()
        var maxBodyBytes = 1_048_576
        var maxElements = 10_000
        var maxBatch = 1000
        var connectionTimeout = 30
        var maxConnections = 1024
        var openAPIPath: String?
        var logRequests = true
        var cors = CORSPolicy.anyOrigin
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
                openAPIDocument: openAPI?.bytes, maxBatchItems: options.maxBatch))
        let server: HTTPServer
        do {
            server = try HTTPServer(
                configuration: HTTPServerConfiguration(
                    host: options.host, port: options.port, threads: options.threads,
                    connectionTimeout: options.connectionTimeout, maxConnections: options.maxConnections,
                    cors: options.cors),
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
            ("logRequests", .bool(options.logRequests)), ("corsOrigins", .string(options.cors.description)),
        ]
        if let openAPI { fields.append(("openapi", .string(openAPI.path))) }
        Log.info("listening", fields)

        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 {}
        let name = received == SIGINT ? "SIGINT" : "SIGTERM"
        service.beginDraining()
        server.quiesce()
        Log.info("draining", [("signal", .string(name)), ("inFlight", .int(server.inFlightRequests))])
        let abandoned = server.waitForInFlightRequests(seconds: drainSeconds)
        server.stop()
        Log.info("stopped", [("signal", .string(name)), ("abandoned", .int(abandoned))])
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
        if let value = environment("CLEARANCE_OPENAPI") { options.openAPIPath = try path(value, "CLEARANCE_OPENAPI") }
        if let value = environment("CLEARANCE_CORS_ORIGINS") {
            options.cors = try cors(value, "CLEARANCE_CORS_ORIGINS")
        }
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
            case "--openapi": options.openAPIPath = try path(try value(), name)
            case "--cors-origins": options.cors = try cors(try value(), name)
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

    static func cors(_ text: String, _ source: String) throws(UsageError) -> CORSPolicy {
        do throws(CORSPolicyError) {
            return try CORSPolicy(parsing: text)
        } catch {
            throw UsageError(message: "\(source) \(error.message)")
        }
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
