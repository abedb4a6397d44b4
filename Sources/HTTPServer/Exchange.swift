#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One answered request, as the responder's observer sees it (for logs and metrics).
public struct Exchange: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The request path.
    public var path: String
    /// The index of the matched path in the router's ``Router/paths``; -1 when none matched.
    public var pathIndex: Int
    /// The status answered.
    public var status: Int
    /// Microseconds from the arrival of the head to the response being queued.
    public var micros: Int
    /// Body bytes received.
    public var bytesIn: Int
    /// Body bytes answered.
    public var bytesOut: Int
    /// The request id.
    public var requestID: String {
        get { identity.text }
        set { identity = RequestIdentity(newValue) }
    }
    /// The request id as the server holds it.
    var identity: RequestIdentity

    /// Spells a generated request id (16 hex digits, no escape needed) at `target` and answers
    /// true; answers false, writing nothing, for a client's own id (read ``requestID``). A log
    /// line writes the id where it goes, without building a string for it.
    public func spellGeneratedRequestID(into target: UnsafeMutablePointer<UInt8>) -> Bool {
        identity.spellGenerated(into: target)
    }

    /// Creates an exchange record.
    public init(
        method: HTTPMethod, path: String, pathIndex: Int, status: Int, micros: Int, bytesIn: Int, bytesOut: Int,
        requestID: String
    ) {
        self.init(
            method: method, path: path, pathIndex: pathIndex, status: status, micros: micros, bytesIn: bytesIn,
            bytesOut: bytesOut, identity: RequestIdentity(requestID))
    }

    /// Creates an exchange record whose request id is `identity`.
    init(
        method: HTTPMethod, path: String, pathIndex: Int, status: Int, micros: Int, bytesIn: Int, bytesOut: Int,
        identity: RequestIdentity
    ) {
        self.method = method
        self.path = path
        self.pathIndex = pathIndex
        self.status = status
        self.micros = micros
        self.bytesIn = bytesIn
        self.bytesOut = bytesOut
        self.identity = identity
    }
}

/// A monotonic clock in microseconds (the vDSO makes it a few nanoseconds).
public enum MonotonicClock {
    /// Microseconds since an arbitrary fixed point.
    public static func micros() -> Int {
        micros(of: CLOCK_MONOTONIC)
    }

    /// ``micros()`` as of the system's last clock tick (a few milliseconds behind at most), read
    /// without the time counter: a quarter of the cost of ``micros()``, for deadlines of seconds.
    public static func coarseMicros() -> Int {
        micros(of: CLOCK_MONOTONIC_COARSE)
    }

    @inline(__always) private static func micros(of clock: clockid_t) -> Int {
        var now = timespec()
        clock_gettime(clock, &now)
        return Int(now.tv_sec) * 1_000_000 + Int(now.tv_nsec) / 1000
    }
}
