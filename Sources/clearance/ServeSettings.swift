import ClearanceService
import ClearanceWire
import HTTPServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Everything `clearance serve` is told: how the server listens, what the service allows, and
/// where the OpenAPI document is. Made from ``flags``, the one table of the command's settings.
public struct ServeSettings: Sendable {
    /// How the server listens and how many connections it keeps.
    public var server = HTTPServerConfiguration()
    /// What the service allows (the OpenAPI document is loaded by the command, from
    /// ``openAPIPath``).
    public var service = ServiceConfiguration()
    /// The OpenAPI document to serve; `nil` searches the default places.
    public var openAPIPath: String?

    /// Settings with nothing set: only the table's defaults apply once ``parse(_:environment:)``
    /// has run.
    init() {}
}

/// A setting that cannot be used: which flag or variable, and why. The command exits 2 with it.
public struct ServeSettingsError: Error, Sendable, Equatable {
    /// The message, naming the flag or variable.
    public var message: String

    /// Creates an error with its message.
    public init(message: String) {
        self.message = message
    }
}

/// One setting of `clearance serve`: its flag, its environment variables, its default, its
/// bounds and its help line, declared once in ``ServeSettings/flags``; `--help`, the reading of
/// the environment and the checking of values all come from it.
public struct ServeFlag: Sendable {
    /// Whether the flag takes a value.
    public enum Arity: Sendable, Equatable {
        /// `--flag VALUE` or `--flag=VALUE`; the placeholder names the value in the help.
        case value(placeholder: String)
        /// `--flag` (meaning `implied`) or `--flag=VALUE`.
        case optionalValue(placeholder: String, implied: String)
        /// `--flag` alone, meaning `implied`.
        case none(implied: String)
    }

    /// What the setting is when neither its flag nor a variable gives it.
    public enum Default: Sendable {
        /// A value, read like any other; the help shows it.
        case value(String)
        /// A value found when the command runs; the help shows it with `note`.
        case computed(note: String, @Sendable () -> String)
        /// No value (the help may say in ``ServeFlag/details`` what happens then).
        case none
    }

    /// The flag, `--name`.
    public let name: String
    /// Whether it takes a value.
    public let arity: Arity
    /// The environment variables that give the setting, weakest first (a later one present wins
    /// over an earlier one, and the flag over all of them).
    public let variables: [String]
    /// The help line's description.
    public let summary: String
    /// The default.
    public let defaultValue: Default
    /// More help lines, under the summary.
    public let details: [String]
    /// The smallest and largest values of a numeric setting.
    public var bounds: ClosedRange<Int>? = nil
    /// Reads `text` (given by `source`, the flag or variable named in errors) into `settings`.
    let apply:
        @Sendable (_ text: String, _ source: String, _ settings: inout ServeSettings) throws(ServeSettingsError) -> Void

    /// The value the help shows as the default, in parentheses, or `nil`.
    public var shownDefault: String? {
        switch defaultValue {
        case .value(let value): value
        case .computed(let note, let value): "\(value()), \(note)"
        case .none: nil
        }
    }

    /// The flag as the help writes it, with its placeholder.
    public var usage: String {
        switch arity {
        case .value(let placeholder): "\(name) \(placeholder)"
        case .optionalValue(let placeholder, _): "\(name)[=\(placeholder)]"
        case .none: name
        }
    }
}

// MARK: - The table

extension ServeSettings {
    /// Every setting of `clearance serve`, in the order of its help. Adding a setting is adding
    /// one entry here (and a field to set).
    public static let flags: [ServeFlag] = [
        .text(
            "--host", placeholder: "ADDR", ["CLEARANCE_HOST"], "address to bind",
            default: HTTPServerConfiguration.defaultHost, check: hostProblem
        ) { $0.server.host = $1 },
        .integer(
            "--port", ["PORT", "CLEARANCE_PORT"], "port; 0 picks a free one",
            default: .value(String(HTTPServerConfiguration.defaultPort)), 0...65535
        ) { $0.server.port = $1 },
        .integer(
            "--threads", ["CLEARANCE_THREADS"], "worker threads",
            default: .computed(note: "the core count") { String(coreCount()) }, 1...1024
        ) { $0.server.threads = $1 },
        .integer(
            "--max-body-bytes", ["CLEARANCE_MAX_BODY_BYTES"], "largest request body, bytes",
            default: .value(String(ServiceConfiguration.defaultMaxBodyBytes)), 1...1 << 30
        ) { $0.service.maxBodyBytes = $1 },
        .integer(
            "--max-design-bytes", ["CLEARANCE_MAX_DESIGN_BYTES"], "largest body holding a design, bytes",
            default: .value(String(ServiceConfiguration.defaultMaxDesignBytes)), 1...1 << 30
        ) { $0.service.maxDesignBytes = $1 },
        .integer(
            "--max-elements", ["CLEARANCE_MAX_ELEMENTS"], "most elements in one request",
            default: .value(String(DecodeLimits.defaultMaxElements)), 1...10_000_000
        ) { $0.service.maxElements = $1 },
        .integer(
            "--max-batch", ["CLEARANCE_MAX_BATCH"], "most requests in one batch",
            default: .value(String(DecodeLimits.defaultMaxBatchItems)), 1...1_000_000
        ) { $0.service.maxBatchItems = $1 },
        .integer(
            "--max-answer-bytes", ["CLEARANCE_MAX_ANSWER_BYTES"], "largest batch, matrix or compare answer",
            default: .value(String(ServiceConfiguration.defaultMaxAnswerBytes)), 1024...1 << 30
        ) { $0.service.maxAnswerBytes = $1 },
        .integer(
            "--connection-timeout", placeholder: "S", ["CLEARANCE_CONNECTION_TIMEOUT"],
            "idle connection timeout, seconds",
            default: .value(String(HTTPServerConfiguration.defaultConnectionTimeout)), 1...86_400
        ) { $0.server.connectionTimeout = $1 },
        .integer(
            "--request-deadline", placeholder: "S", ["CLEARANCE_REQUEST_DEADLINE"],
            "seconds to deliver a request; 0: none",
            default: .value(String(HTTPServerConfiguration.defaultRequestDeadline)), 0...86_400
        ) { $0.server.requestDeadline = Double($1) },
        .integer(
            "--max-connections", ["CLEARANCE_MAX_CONNECTIONS"], "most open connections",
            default: .computed(note: "the descriptor limit less 64, at most 2048") {
                String(HTTPServerConfiguration.defaultMaxConnections())
            }, 1...1_000_000
        ) { $0.server.maxConnections = $1 },
        .integer(
            "--max-connections-per-ip", ["CLEARANCE_MAX_CONNECTIONS_PER_IP"], "most from one address; 0: no limit",
            default: .value("0"), 0...1_000_000
        ) { $0.server.maxConnectionsPerIP = $1 },
        .integer(
            "--max-buffered-bytes", ["CLEARANCE_MAX_BUFFERED_BYTES"], "bytes held for bodies and answers",
            default: .value(String(HTTPServerConfiguration.defaultMaxBufferedBytes)), 1 << 20...1 << 34
        ) { $0.server.maxBufferedBytes = $1 },
        .text(
            "--openapi", placeholder: "PATH", ["CLEARANCE_OPENAPI"], "document served at /openapi.yaml",
            details: [
                "(default: ./openapi.yaml, then ../../openapi.yaml beside the",
                "executable, then /usr/share/clearance/openapi.yaml; none: 404)",
            ],
            check: { $0.isEmpty ? "must be a file path, not empty" : nil }
        ) { $0.openAPIPath = $1 },
        ServeFlag(
            name: "--cors-origins", arity: .value(placeholder: "LIST"), variables: ["CLEARANCE_CORS_ORIGINS"],
            summary: "browser origins that may call", defaultValue: .value("*"),
            details: [
                "*: any origin; none: no CORS headers; or a comma-separated",
                "list of exact origins as browsers send them, and patterns",
                "with one leading wildcard label (https://tool.example,",
                "https://*.framercanvas.com,http://localhost:3000,null)",
            ]
        ) { (text, source, settings) throws(ServeSettingsError) in
            do throws(CORSPolicyError) {
                settings.server.cors = try CORSPolicy(parsing: text)
            } catch {
                throw ServeSettingsError(message: "\(source) \(error.message)")
            }
        },
        .boolean(
            "--log-requests", ["CLEARANCE_LOG_REQUESTS"], "one JSON log line per request", default: true
        ) { $0.service.logRequests = $1 },
        .boolean(negating: "--log-requests", "--no-log-requests") { $0.service.logRequests = $1 },
        .integer(
            "--log-flush-ms", placeholder: "MS", ["CLEARANCE_LOG_FLUSH_MS"],
            "longest a log line waits for its batch, ms",
            default: .value(String(LogQueue.defaultFlushMilliseconds)), 1...60_000
        ) { $0.service.logFlushMilliseconds = $1 },
    ]

    /// Checks that hold between settings, each with the message that says why, run after every
    /// setting is read.
    static let rules: [@Sendable (ServeSettings) -> String?] = [
        { s in
            s.server.maxConnections >= s.server.threads
                ? nil
                : "--max-connections (\(s.server.maxConnections)) must be at least --threads (\(s.server.threads)): "
                    + "each worker thread gets an even share of the connections"
        }
    ]
}

// MARK: - Kinds of settings

extension ServeFlag {
    /// A whole number within `bounds`.
    static func integer(
        _ name: String, placeholder: String = "N", _ variables: [String], _ summary: String, default: Default,
        _ bounds: ClosedRange<Int>, _ set: @escaping @Sendable (inout ServeSettings, Int) -> Void
    ) -> ServeFlag {
        ServeFlag(
            name: name, arity: .value(placeholder: placeholder), variables: variables, summary: summary,
            defaultValue: `default`, details: [], bounds: bounds
        ) { (text, source, settings) throws(ServeSettingsError) in
            guard let value = Int(text), bounds.contains(value) else {
                throw ServeSettingsError(
                    message:
                        "\(source) must be a whole number from \(bounds.lowerBound) to \(bounds.upperBound), not '\(text)'"
                )
            }
            set(&settings, value)
        }
    }

    /// Text that `check` accepts (it returns what is wrong, or `nil`); no default unless given.
    static func text(
        _ name: String, placeholder: String, _ variables: [String], _ summary: String, default: String? = nil,
        details: [String] = [], check: @escaping @Sendable (String) -> String?,
        _ set: @escaping @Sendable (inout ServeSettings, String) -> Void
    ) -> ServeFlag {
        ServeFlag(
            name: name, arity: .value(placeholder: placeholder), variables: variables, summary: summary,
            defaultValue: `default`.map { .value($0) } ?? .none, details: details
        ) { (text, source, settings) throws(ServeSettingsError) in
            if let problem = check(text) { throw ServeSettingsError(message: "\(source) \(problem)") }
            set(&settings, text)
        }
    }

    /// `true` or `false` (also 1/0, yes/no, on/off, in any case); the flag alone means `true`.
    static func boolean(
        _ name: String, _ variables: [String], _ summary: String, default: Bool,
        _ set: @escaping @Sendable (inout ServeSettings, Bool) -> Void
    ) -> ServeFlag {
        ServeFlag(
            name: name, arity: .optionalValue(placeholder: "BOOL", implied: "true"), variables: variables,
            summary: summary, defaultValue: .value(String(`default`)), details: []
        ) { (text, source, settings) throws(ServeSettingsError) in
            set(&settings, try parseBoolean(text, source))
        }
    }

    /// `--no-NAME`, the same as `NAME=false`; no variable, no value.
    static func boolean(
        negating positive: String, _ name: String, _ set: @escaping @Sendable (inout ServeSettings, Bool) -> Void
    ) -> ServeFlag {
        ServeFlag(
            name: name, arity: .none(implied: "false"), variables: [], summary: "the same as \(positive)=false",
            defaultValue: .none, details: []
        ) { (text, source, settings) throws(ServeSettingsError) in
            set(&settings, try parseBoolean(text, source))
        }
    }

    static func parseBoolean(_ text: String, _ source: String) throws(ServeSettingsError) -> Bool {
        switch text.lowercased() {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: throw ServeSettingsError(message: "\(source) must be true or false, not '\(text)'")
        }
    }
}

/// What is wrong with `text` as an address or host name to bind, or `nil`.
@Sendable func hostProblem(_ text: String) -> String? {
    text.isEmpty || text.utf8.contains(where: { $0 <= 0x20 })
        ? "must be an address or host name, not '\(text)'" : nil
}

/// The processors this process may run on.
public func coreCount() -> Int {
    max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}

// MARK: - Reading and help

extension ServeSettings {
    /// The settings from the table's defaults, then `environment` (each flag's variables, weakest
    /// first), then `arguments` (left to right; a later flag wins), then the ``rules``.
    ///
    /// `--help` is not a setting: the command looks for it first. With `only`, just the flags
    /// named there are known (another flag is unknown) and the rules between settings are not
    /// checked: `clearance healthcheck` reads `--host` and `--port` as `serve` does.
    public static func parse(
        _ arguments: [String], environment: (String) -> String?, only: Set<String>? = nil
    ) throws(ServeSettingsError) -> ServeSettings {
        let flags = only.map { names in Self.flags.filter { names.contains($0.name) } } ?? Self.flags
        var settings = ServeSettings()
        for flag in flags {
            switch flag.defaultValue {
            case .value(let text): try flag.apply(text, "the default of \(flag.name)", &settings)
            case .computed(_, let value): try flag.apply(value(), "the default of \(flag.name)", &settings)
            case .none: break
            }
        }
        for flag in flags {
            for variable in flag.variables {
                if let text = environment(variable) { try flag.apply(text, variable, &settings) }
            }
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
            guard let flag = flags.first(where: { $0.name == name }) else {
                throw ServeSettingsError(message: "unknown flag '\(argument)'")
            }
            let text: String
            switch flag.arity {
            case .value:
                if let inline {
                    text = inline
                } else {
                    guard index < arguments.count else { throw ServeSettingsError(message: "\(name) needs a value") }
                    text = arguments[index]
                    index += 1
                }
            case .optionalValue(_, let implied):
                text = inline ?? implied
            case .none(let implied):
                guard inline == nil else { throw ServeSettingsError(message: "\(name) takes no value") }
                text = implied
            }
            try flag.apply(text, name, &settings)
        }
        for rule in rules where only == nil {
            if let message = rule(settings) { throw ServeSettingsError(message: message) }
        }
        return settings
    }

    /// The FLAGS section of `clearance serve --help`: one line per flag (its usage, summary,
    /// variables and default in columns), its details under it, then `-h, --help`.
    public static func flagsHelp() -> String {
        var lines: [String] = []
        func row(_ usage: String, _ summary: String, _ variables: String, _ shownDefault: String?) {
            var line = "  " + pad(usage, 25) + pad(summary, 35)
            if !variables.isEmpty || shownDefault != nil { line += pad(variables, 25) }
            if let shownDefault { line += "(\(shownDefault))" }
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        for flag in flags {
            row(flag.usage, flag.summary, flag.variables.reversed().joined(separator: ", "), flag.shownDefault)
            for detail in flag.details { lines.append(String(repeating: " ", count: 27) + detail) }
        }
        row("-h, --help", "this text", "", nil)
        return lines.joined(separator: "\n")
    }

    /// `text` and at least one space, padded to `width`.
    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
