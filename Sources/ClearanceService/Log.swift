import HTTPServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The service's log: one JSON object per line on standard output.
public enum Log {
    /// A value of a start-up or shutdown field.
    public enum Value: Sendable {
        case string(String)
        case int(Int)
        case bool(Bool)
    }

    /// Writes `{"time","level":"info","msg":message, fields...}` to `fd` (standard output).
    public static func info(_ message: String, _ fields: [(String, Value)] = [], fd: Int32 = 1) {
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
            writeAll(fd, line.bytes)
        }
    }

    /// Writes the line of one answered request with a single `write`.
    ///
    /// The line is built on the stack of the worker thread, so threads share nothing and a
    /// line is never interleaved with another (lines are far below `PIPE_BUF`).
    public static func request(_ exchange: Exchange, fd: Int32 = 1) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2048) { buffer in
            var line = LogLine(buffer)
            format(exchange, into: &line)
            writeAll(fd, line.bytes)
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

    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }
}
