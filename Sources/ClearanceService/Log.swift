import HTTPServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The service's log: one JSON object per line on standard output, written by the queue's own
/// thread (see ``LogQueue``), so a stalled sink never holds up serving.
public enum Log {
    /// The queue every line goes through.
    public static let queue = LogQueue(fd: 1)

    /// A value of a start-up or shutdown field.
    public enum Value: Sendable {
        case string(String)
        case int(Int)
        case bool(Bool)
    }

    /// Queues `{"time","level":"info","msg":message, fields...}` for standard output.
    public static func info(_ message: String, _ fields: [(String, Value)] = []) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { buffer in
            var line = LogLine(buffer)
            line.start(message: message)
            for (key, value) in fields {
                line.raw(UInt8(ascii: ","))
                line.string(key)
                line.raw(UInt8(ascii: ":"))
                switch value {
                case .string(let text): line.string(text)
                case .int(let number): line.integer(number)
                case .bool(let flag): line.raw(flag ? "true" : "false")
                }
            }
            line.finish()
            queue.enqueue(line.bytes, urgent: true)
        }
    }

    /// Queues the line of one answered request.
    ///
    /// The line is built on the stack of the worker thread and copied into the queue whole, so
    /// a line is never interleaved with another. A line that surely fits in ``shortLine`` bytes
    /// (every line of a short path) is built in that many, which Swift always places on the
    /// stack; a longer one gets room for its longest form (``longLine``), which may come from
    /// the heap.
    public static func request(_ exchange: borrowing Exchange) {
        // Written out rather than through `withLine`, whose closure would copy the exchange.
        if lineBound(exchange) <= shortLine {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: shortLine) { buffer in
                var line = LogLine(buffer)
                format(exchange, into: &line)
                queue.enqueue(line.bytes)
            }
        } else {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longLine) { buffer in
                var line = LogLine(buffer)
                format(exchange, into: &line)
                queue.enqueue(line.bytes)
            }
        }
    }

    /// The request line of `exchange`, as bytes (for tests).
    static func requestLine(_ exchange: Exchange, at time: timespec) -> [UInt8] {
        withLine(for: exchange) { line in
            format(exchange, into: &line, at: time)
            return Array(line.bytes)
        }
    }

    /// Lends an empty line with room for the request line of `exchange`.
    private static func withLine<R>(for exchange: Exchange, _ body: (inout LogLine) -> R) -> R {
        if lineBound(exchange) <= shortLine {
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: shortLine) { buffer in
                var line = LogLine(buffer)
                return body(&line)
            }
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longLine) { buffer in
            var line = LogLine(buffer)
            return body(&line)
        }
    }

    /// The most bytes the request line of `exchange` takes: escaping writes at most six bytes
    /// for one, and a client's request id needs no escape.
    @inline(__always) private static func lineBound(_ exchange: borrowing Exchange) -> Int {
        fixedBytes + 6 * (exchange.method.rawValue.utf8.count + exchange.path.utf8.count)
    }

    /// Room for a request line on the stack: 1024 bytes, the most Swift's temporary allocation
    /// always takes from the stack.
    static let shortLine = 1024
    /// Room for the longest request line: a cut method and path escaped six bytes for one.
    static let longLine = 8192
    /// A bound on a request line's bytes besides its method and path: the keys, the time, four
    /// integers of 20 digits, a request id of `RequestID.maxLength` bytes, quotes and the
    /// newline.
    static let fixedBytes = 256 + RequestID.maxLength

    /// The request line: the fields of ``LogLine/field(_:_:limit:)``, with each key and its
    /// separators written as one literal (this line is the one written per request).
    private static func format(_ exchange: Exchange, into line: inout LogLine, at time: timespec = LogLine.now()) {
        line.raw("{\"time\":\"")
        line.time(time)
        // The methods the routes take are written as literals: no escape to look for.
        switch exchange.method.rawValue {
        case "POST": line.raw("\",\"level\":\"info\",\"msg\":\"request\",\"method\":\"POST\"")
        case "GET": line.raw("\",\"level\":\"info\",\"msg\":\"request\",\"method\":\"GET\"")
        default:
            line.raw("\",\"level\":\"info\",\"msg\":\"request\",\"method\":")
            line.string(exchange.method.rawValue, limit: 32)
        }
        line.raw(",\"path\":")
        line.string(exchange.path, limit: 1024)
        line.raw(",\"status\":")
        line.integer(exchange.status)
        line.raw(",\"micros\":")
        line.integer(exchange.micros)
        line.raw(",\"bytesIn\":")
        line.integer(exchange.bytesIn)
        line.raw(",\"bytesOut\":")
        line.integer(exchange.bytesOut)
        line.raw(",\"requestId\":")
        if !line.quoted(16, { exchange.spellGeneratedRequestID(into: $0) }) {
            line.string(exchange.requestID, limit: RequestID.maxLength)
        }
        line.finish()
    }
}
