/// Which browser origins may read the server's answers: the CORS protocol of the Fetch standard.
///
/// The server applies it to every answer in one place (``ServerContext``): an answer to a request
/// that carries `Origin` gets `Access-Control-Allow-Origin` and `Access-Control-Expose-Headers`
/// when the origin is allowed, and a preflight (`OPTIONS` with `Access-Control-Request-Method`)
/// also gets the route's methods, the headers a client may send and how long to cache that. A
/// request without `Origin` costs one header lookup and nothing else. A disallowed origin gets
/// no CORS header at all (the browser then blocks the answer), never an error status.
///
/// Credentials are never allowed (no `Access-Control-Allow-Credentials`), which is what makes
/// `*` safe for a server that keeps no state and reads no cookies.
public struct CORSPolicy: Sendable, Equatable, CustomStringConvertible {
    /// The origins a policy allows.
    public enum Origins: Sendable, Equatable {
        /// Every origin: answers carry `Access-Control-Allow-Origin: *`.
        case any
        /// These serialized origins (`https://tool.example`, `null`), and origin patterns with one
        /// leading wildcard label (`https://*.framercanvas.com`: any one label in its place, the
        /// scheme and port as written); an allowed origin is echoed back, with `Vary: Origin`.
        case list([String])
        /// None: no CORS header is ever sent, so browsers block every cross-origin read.
        case none
    }

    /// The origins allowed.
    public var origins: Origins
    /// Seconds a browser may cache a preflight's answer (`Access-Control-Max-Age`).
    public var maxAge: Int

    /// The request headers a cross-origin client may send, besides the CORS-safelisted ones.
    public static let allowedHeaders = "Content-Type, Accept, X-Request-ID"
    /// The response headers a cross-origin script may read, besides the CORS-safelisted ones.
    public static let exposedHeaders = "X-Request-ID"
    /// The default preflight cache time: two hours, the most Chromium honours.
    public static let defaultMaxAge = 7200

    /// Creates a policy.
    public init(origins: Origins, maxAge: Int = CORSPolicy.defaultMaxAge) {
        self.origins = origins
        self.maxAge = maxAge
    }

    /// Every origin may read every answer (the default of `clearance serve`).
    public static let anyOrigin = CORSPolicy(origins: .any)
    /// No CORS headers: only same-origin pages may read answers.
    public static let disabled = CORSPolicy(origins: .none)

    /// Whether any origin is allowed (when not, the server does not even look at `Origin`).
    public var isEnabled: Bool { origins != .none }

    /// The policy in the syntax ``init(parsing:)`` reads.
    public var description: String {
        switch origins {
        case .any: "*"
        case .none: "none"
        case .list(let list): list.joined(separator: ",")
        }
    }

    /// Reads `*`, `none`, or a comma-separated list of exact origins (`null` among them allowed)
    /// and origin patterns.
    ///
    /// Each origin must be written as browsers send it in `Origin` (they are compared byte for
    /// byte): a lower-case scheme and host, a port only when it is not the scheme's default, and
    /// no path, not even a trailing slash. A pattern is such an origin whose host starts with one
    /// wildcard label, `*.`, followed by at least two labels (`https://*.framercanvas.com`, for
    /// Framer's per-version plugin domains): the `*` stands for exactly one label of letters,
    /// digits and hyphens, never for a dot, so `https://a.b.framercanvas.com` and
    /// `https://framercanvas.com` do not match it. Anything else is refused with a sentence saying
    /// why, rather than accepted and then never matched.
    public init(parsing text: String) throws(CORSPolicyError) {
        let trimmed = Self.trim(Substring(text))
        switch trimmed {
        case "*":
            self.init(origins: .any)
            return
        case "none":
            self.init(origins: .none)
            return
        case "":
            throw CORSPolicyError(message: "must be *, none or a comma-separated list of origins, not empty")
        default:
            break
        }
        var list: [String] = []
        for part in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            let origin = Self.trim(part)
            if origin.isEmpty {
                throw CORSPolicyError(message: "has an empty origin in '\(text)' (a doubled or trailing comma?)")
            }
            if origin == "*" || origin == "none" {
                throw CORSPolicyError(message: "'\(origin)' must stand alone, not in a list of origins")
            }
            try Self.check(origin)
            if !list.contains(String(origin)) { list.append(String(origin)) }
        }
        self.init(origins: .list(list))
    }

    /// Whether a request from `origin` (the `Origin` header as sent) may read answers.
    public func allows(_ origin: String) -> Bool {
        switch origins {
        case .any: true
        case .none: false
        case .list(let list): list.contains(origin) || list.contains { Self.pattern($0, matches: origin) }
        }
    }

    /// Whether the origin pattern `pattern` (`scheme://*.rest`) matches `origin`: the same text
    /// with one label (letters, digits, hyphens; not empty) in place of the `*`.
    static func pattern(_ pattern: String, matches origin: String) -> Bool {
        guard let star = pattern.firstRange(of: "://*.") else { return false }
        let head = pattern[..<star.lowerBound] + "://"
        let tail = pattern[pattern.index(before: star.upperBound)...]  // ".rest"
        guard origin.hasPrefix(head), origin.hasSuffix(tail), origin.count > head.count + tail.count else {
            return false
        }
        let label = origin.dropFirst(head.count).dropLast(tail.count)
        return label.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }

    /// The header fields to add to an answer to a request from `origin`.
    ///
    /// `preflightMethods` is the route's method list when the request is a preflight (then the
    /// answer also says which methods and headers may follow, and for how long), else `nil`.
    /// Empty when the origin is not allowed. `privateNetwork` is whether the preflight asked
    /// `Access-Control-Request-Private-Network: true`, as Chromium does before a public page may
    /// reach a service on a private address or loopback (a design tool's web app calling a
    /// `clearance serve` on the designer's machine); an allowed origin is told yes.
    public func headers(origin: String, preflightMethods: String?, privateNetwork: Bool = false) -> [(String, String)] {
        var fields: [(String, String)]
        switch origins {
        case .none:
            return []
        case .any:
            fields = [("Access-Control-Allow-Origin", "*")]
        case .list:
            // The answer depends on Origin whether or not it is echoed: say so to caches either way.
            guard allows(origin) else { return [("Vary", "Origin")] }
            fields = [("Access-Control-Allow-Origin", origin), ("Vary", "Origin")]
        }
        if let preflightMethods {
            fields.append(("Access-Control-Allow-Methods", preflightMethods))
            fields.append(("Access-Control-Allow-Headers", Self.allowedHeaders))
            fields.append(("Access-Control-Max-Age", String(maxAge)))
            if privateNetwork { fields.append(("Access-Control-Allow-Private-Network", "true")) }
        } else {
            fields.append(("Access-Control-Expose-Headers", Self.exposedHeaders))
        }
        return fields
    }

    private static func trim(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }

    /// Refuses anything that is not an origin as a browser serializes it.
    private static func check(_ origin: Substring) throws(CORSPolicyError) {
        if origin == "null" { return }
        func refuse(_ why: String) -> CORSPolicyError {
            CORSPolicyError(message: "has '\(origin)', which \(why)")
        }
        guard let separator = origin.firstRange(of: "://") else {
            throw refuse("is not an origin: write scheme://host[:port], such as https://tool.example, or null")
        }
        let scheme = origin[..<separator.lowerBound]
        let authority = origin[separator.upperBound...]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { throw refuse("does not start with a scheme such as https") }
        if authority.contains("/") || authority.contains("?") || authority.contains("#") {
            throw refuse("has a path: an origin is scheme://host[:port] with no slash after the host")
        }
        if authority.contains("@") { throw refuse("has user information, which an origin never carries") }
        if origin.contains(where: { $0.isUppercase }) {
            throw refuse("has capitals: browsers send scheme and host in lower case, and origins compare exactly")
        }
        var host = authority
        var port: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw refuse("has an unclosed IPv6 bracket") }
            host = authority[...close]
            let rest = authority[authority.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { throw refuse("has text after the IPv6 address") }
                port = rest.dropFirst()
            }
        } else if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon]
            port = authority[authority.index(after: colon)...]
        }
        if host.contains("*") {
            // A pattern: one leading wildcard label, then at least two labels of a real host.
            guard host.hasPrefix("*."), !host.dropFirst(2).contains("*") else {
                throw refuse("has a wildcard that is not one whole leading label: write scheme://*.example.com")
            }
            host = host.dropFirst(2)
            guard host.contains("."), !host.hasPrefix("."), !host.hasSuffix(".") else {
                throw refuse(
                    "puts its wildcard before fewer than two labels, which would match a whole top-level domain")
            }
        }
        guard !host.isEmpty,
            host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._[]:".contains($0)) })
        else { throw refuse("has no host, or one with characters a host cannot have") }
        if let port {
            guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(port), number <= 65535, port.first != "0"
            else { throw refuse("has a port that is not a number from 1 to 65535") }
            if (scheme == "http" && number == 80) || (scheme == "https" && number == 443) {
                throw refuse("names the default port \(number): browsers leave it out of Origin")
            }
        }
    }
}

/// Why a CORS origin setting was refused; ``message`` completes a sentence that starts with the
/// flag's name ("--cors-origins has ...").
public struct CORSPolicyError: Error, Sendable, Equatable {
    /// What is wrong, starting with a verb.
    public var message: String
}
