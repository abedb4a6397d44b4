#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#endif

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    writeAll(2, Array((message + "\n").utf8))
}

/// Writes all of `bytes` to the file descriptor `fd`, retrying short writes.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
            if n <= 0 {
                if n < 0 && errno == EINTR { continue }
                return
            }
            offset += n
        }
    }
}
