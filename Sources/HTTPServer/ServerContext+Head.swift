import CHTTPFraming
import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ServerContext {
    /// The method of a request line: the common ones without building a string.
    static func method(_ token: UnsafePointer<CChar>) -> HTTPMethod {
        let p = UnsafeRawPointer(token).assumingMemoryBound(to: UInt8.self)
        if p[0] == UInt8(ascii: "P"), p[1] == UInt8(ascii: "O"), p[2] == UInt8(ascii: "S"), p[3] == UInt8(ascii: "T"),
            p[4] == 0
        {
            return .post
        }
        if p[0] == UInt8(ascii: "G"), p[1] == UInt8(ascii: "E"), p[2] == UInt8(ascii: "T"), p[3] == 0 { return .get }
        if p[0] == UInt8(ascii: "H"), p[1] == UInt8(ascii: "E"), p[2] == UInt8(ascii: "A"), p[3] == UInt8(ascii: "D"),
            p[4] == 0
        {
            return .head
        }
        return HTTPMethod(rawValue: String(cString: token))
    }

    /// The decimal integer spelled by `bytes`, exactly as `Int(_:)` reads it: an optional sign,
    /// then one or more digits, and `nil` on anything else or on overflow.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let p = bytes.baseAddress, bytes.count > 0 else { return nil }
        var i = 0
        var negative = false
        if p[0] == UInt8(ascii: "+") || p[0] == UInt8(ascii: "-") {
            negative = p[0] == UInt8(ascii: "-")
            i = 1
        }
        guard i < bytes.count else { return nil }
        var value = 0
        while i < bytes.count {
            let digit = p[i] &- UInt8(ascii: "0")
            guard digit <= 9 else { return nil }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative
                ? times10.subtractingReportingOverflow(Int(digit)) : times10.addingReportingOverflow(Int(digit))
            if overflow || overflow2 { return nil }
            value = next
            i += 1
        }
        return value
    }

    /// A header value found by `clearance_inspect_head`, as libmicrohttpd holds it (valid until
    /// the request completes), or `nil` when the field was not sent.
    static func bytes(_ value: UnsafePointer<CChar>?, _ count: Int) -> UnsafeBufferPointer<UInt8>? {
        guard let value else { return nil }
        return UnsafeBufferPointer(start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), count: count)
    }

    /// The request id of the request on `connection`: its sane `X-Request-ID`, else a fresh one.
    func identity(_ connection: OpaquePointer) -> RequestIdentity {
        let value = MHD_lookup_connection_value(connection, .HEADER_KIND, "X-Request-ID")
        return RequestID.resolve(bytes: value.map { Self.bytes($0, strlen($0)) } ?? nil)
    }

    func header(_ connection: OpaquePointer, _ name: StaticString) -> String? {
        MHD_lookup_connection_value(
            connection, .HEADER_KIND, UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
        )
        .map { String(cString: $0) }
    }
}
