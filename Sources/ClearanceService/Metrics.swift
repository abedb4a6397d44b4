import HTTPServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Request counters, a latency histogram and body rejections, kept in lock-free slots and
/// rendered in the Prometheus text format 0.0.4.
///
/// Recording an answer is four relaxed atomic adds; labels are indexes into fixed tables, so no
/// string is built on the hot path. Series that are still zero are left out of the text.
public final class Metrics: Sendable {
    /// The `route` labels: the router's paths, then `unmatched` for requests no path matched.
    public let routes: [String]
    /// The `method` labels; any other method counts as `other`. `OPTIONS` has its own: browsers
    /// send a CORS preflight before most cross-origin calls.
    public static let methods = ["GET", "HEAD", "POST", "OPTIONS", "other"]
    /// The statuses with their own `status` label; any other counts as `other`.
    public static let statuses = [200, 204, 400, 404, 405, 406, 413, 414, 415, 422, 431, 500, 503, 505]
    /// Upper bounds of the latency buckets, in microseconds (50 µs to 2.5 s, then +Inf).
    public static let bucketMicros = [
        50, 100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000,
    ]
    /// The `reason` labels of rejected bodies, by status: 400, 413, 415, 422.
    public static let rejectionReasons = [
        (400, "malformed_json"), (413, "too_large"), (415, "unsupported_media_type"), (422, "invalid_request"),
    ]

    private let requests: AtomicCounters
    private let buckets: AtomicCounters
    private let sums: AtomicCounters
    private let rejections: AtomicCounters
    private let protocolErrors: AtomicCounters
    private let startTime: Double

    /// Creates empty metrics for the router paths `paths`.
    public init(paths: [String]) {
        routes = paths + ["unmatched"]
        requests = AtomicCounters(count: routes.count * Self.methods.count * (Self.statuses.count + 1))
        buckets = AtomicCounters(count: routes.count * (Self.bucketMicros.count + 1))
        sums = AtomicCounters(count: routes.count * 2)
        rejections = AtomicCounters(count: Self.rejectionReasons.count)
        protocolErrors = AtomicCounters(count: 1)
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        startTime = Double(now.tv_sec) + Double(now.tv_nsec / 1_000_000) / 1000
    }

    /// Counts one answered request.
    public func record(_ exchange: Exchange) {
        let route =
            exchange.pathIndex >= 0 && exchange.pathIndex < routes.count - 1 ? exchange.pathIndex : routes.count - 1
        let method: Int
        switch exchange.method {
        case .get: method = 0
        case .head: method = 1
        case .post: method = 2
        case .options: method = 3
        default: method = 4
        }
        let status = Self.statusIndex(exchange.status)
        requests.add((route * Self.methods.count + method) * (Self.statuses.count + 1) + status)
        var bucket = 0
        while bucket < Self.bucketMicros.count && exchange.micros > Self.bucketMicros[bucket] { bucket += 1 }
        buckets.add(route * (Self.bucketMicros.count + 1) + bucket)
        sums.add(route * 2, exchange.micros)
        sums.add(route * 2 + 1)
        if exchange.method == .unknown { protocolErrors.add(0) }
        if let reason = Self.rejectionIndex(exchange.status) { rejections.add(reason) }
    }

    /// The index of `status` in ``statuses``, or `statuses.count` for any other: a lookup in a
    /// table made from ``statuses`` once, rather than a search per answer.
    private static func statusIndex(_ status: Int) -> Int {
        (0..<statusTables.count).contains(status) ? Int(statusTables[status].status) : statuses.count
    }

    /// The index of `status` in ``rejectionReasons``, or `nil`.
    private static func rejectionIndex(_ status: Int) -> Int? {
        guard (0..<statusTables.count).contains(status) else { return nil }
        let reason = statusTables[status].reason
        return reason < 0 ? nil : Int(reason)
    }

    /// For each status code below 600: its index in ``statuses`` and in ``rejectionReasons``
    /// (-1 when it is not one).
    private static let statusTables: [(status: UInt8, reason: Int8)] = {
        var table = [(status: UInt8, reason: Int8)](repeating: (UInt8(statuses.count), -1), count: 600)
        for (index, status) in statuses.enumerated() { table[status].status = UInt8(index) }
        for (index, (status, _)) in rejectionReasons.enumerated() { table[status].reason = Int8(index) }
        return table
    }()

    /// The Prometheus text exposition (format 0.0.4), with `inFlight` as the in-flight gauge and
    /// `logDropped` as the count of log lines dropped because standard output stalled.
    public func render(inFlight: Int, version: String, logDropped: Int = 0) -> String {
        var text = """
            # HELP clearance_http_requests_total HTTP requests answered, by route, method and status.
            # TYPE clearance_http_requests_total counter

            """
        for route in routes.indices {
            for method in Self.methods.indices {
                for status in 0...Self.statuses.count {
                    let value = requests[(route * Self.methods.count + method) * (Self.statuses.count + 1) + status]
                    guard value > 0 else { continue }
                    let statusLabel = status < Self.statuses.count ? String(Self.statuses[status]) : "other"
                    text +=
                        "clearance_http_requests_total{route=\"\(routes[route])\",method=\"\(Self.methods[method])\","
                    text += "status=\"\(statusLabel)\"} \(value)\n"
                }
            }
        }
        text += """
            # HELP clearance_http_request_duration_seconds Time from a request's head to its response, by route.
            # TYPE clearance_http_request_duration_seconds histogram

            """
        for route in routes.indices {
            let count = sums[route * 2 + 1]
            guard count > 0 else { continue }
            var cumulative = 0
            for bucket in 0...Self.bucketMicros.count {
                cumulative += buckets[route * (Self.bucketMicros.count + 1) + bucket]
                let bound = bucket < Self.bucketMicros.count ? Self.seconds(Self.bucketMicros[bucket]) : "+Inf"
                text += "clearance_http_request_duration_seconds_bucket{route=\"\(routes[route])\",le=\"\(bound)\"} "
                text += "\(cumulative)\n"
            }
            text += "clearance_http_request_duration_seconds_sum{route=\"\(routes[route])\"} "
            text += "\(Self.seconds(sums[route * 2]))\n"
            text += "clearance_http_request_duration_seconds_count{route=\"\(routes[route])\"} \(count)\n"
        }
        text += """
            # HELP clearance_http_requests_in_flight Requests between head and completed response (this one included).
            # TYPE clearance_http_requests_in_flight gauge
            clearance_http_requests_in_flight \(inFlight)
            # HELP clearance_http_rejected_bodies_total Request bodies refused, by reason.
            # TYPE clearance_http_rejected_bodies_total counter

            """
        for (index, (_, reason)) in Self.rejectionReasons.enumerated() {
            text += "clearance_http_rejected_bodies_total{reason=\"\(reason)\"} \(rejections[index])\n"
        }
        text += """
            # HELP clearance_http_protocol_errors_total Requests refused by libmicrohttpd itself (malformed head, head too large, bad version).
            # TYPE clearance_http_protocol_errors_total counter
            clearance_http_protocol_errors_total \(protocolErrors[0])
            # HELP clearance_log_lines_dropped_total Log lines dropped because standard output did not keep up.
            # TYPE clearance_log_lines_dropped_total counter
            clearance_log_lines_dropped_total \(logDropped)
            # HELP clearance_build_info The running version.
            # TYPE clearance_build_info gauge
            clearance_build_info{version="\(version)"} 1
            # HELP process_start_time_seconds Start time of the process since the Unix epoch, in seconds.
            # TYPE process_start_time_seconds gauge
            process_start_time_seconds \(startTime)

            """
        return text
    }

    /// `micros` as decimal seconds without exponent or trailing zeros: 2500 -> "0.0025".
    static func seconds(_ micros: Int) -> String {
        let whole = micros / 1_000_000
        var fraction = micros % 1_000_000
        guard fraction != 0 else { return String(whole) }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }
}
