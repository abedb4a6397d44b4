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
    /// a line is never interleaved with another.
    public static func request(_ exchange: Exchange) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2048) { buffer in
            var line = LogLine(buffer)
            format(exchange, into: &line)
            queue.enqueue(line.bytes)
        }
    }

    /// The request line of `exchange`, as bytes (for tests).
    static func requestLine(_ exchange: Exchange, at time: timespec) -> [UInt8] {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2048) { buffer in
            var line = LogLine(buffer)
            format(exchange, into: &line, at: time)
            return Array(line.bytes)
        }
    }

    private static func format(_ exchange: Exchange, into line: inout LogLine, at time: timespec = LogLine.now()) {
        line.start(message: "request", realtime: time)
        line.field("method", exchange.method.rawValue, limit: 32)
        line.field("path", exchange.path, limit: 1024)
        line.field("status", exchange.status)
        line.field("micros", exchange.micros)
        line.field("bytesIn", exchange.bytesIn)
        line.field("bytesOut", exchange.bytesOut)
        line.field("requestId", exchange.requestID, limit: RequestID.maxLength)
        line.finish()
    }
}
