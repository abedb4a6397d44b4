import CHTTPFraming
import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Read access to a request's header fields (names compare case-insensitively) and query arguments.
///
/// A live request's fields are copied out of libmicrohttpd's memory, in one buffer, before a
/// handler sees them: a value is plain bytes the request owns, valid as long as the request is.
public struct HTTPHeaders: Sendable {
    /// Entries `kind name NUL value NUL`, `kind` being `H` (header) or `Q` (query argument).
    let fields: [UInt8]
    /// Headers and query arguments given as lists (tests and non-network callers).
    let headers: [(String, String)]
    let queryArguments: [(String, String)]

    /// Copies the header fields and query arguments of the request on `connection`.
    ///
    /// They are copied onto the stack first, then into an array of their exact size: an array
    /// made here is specialized for bytes, while `Array(unsafeUninitializedCapacity:)` looks the
    /// storage type up at run time on every call.
    init(connection: OpaquePointer) {
        var fields = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer -> [UInt8] in
            let count = clearance_copy_fields(connection, buffer.baseAddress, buffer.count)
            return count > buffer.count ? [] : Array(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
        if fields.isEmpty {
            let needed = clearance_copy_fields(connection, nil, 0)
            if needed > 0 {
                fields = [UInt8](unsafeUninitializedCapacity: needed) { buffer, count in
                    count = min(clearance_copy_fields(connection, buffer.baseAddress, buffer.count), buffer.count)
                }
            }
        }
        self.fields = fields
        headers = []
        queryArguments = []
    }

    /// Copies the header fields `keys` names of the request on `connection` (the first of each
    /// that was sent), and its query arguments named `?name`. One lookup each, and nothing
    /// allocated when none was sent.
    init(connection: OpaquePointer, keys: Router.FieldKeys) {
        var fields: [UInt8] = []
        for field in keys.keys {
            let isQuery = field.isQuery
            field.name.withCString { key in
                let kind: MHD_ValueKind = isQuery ? .GET_ARGUMENT_KIND : .HEADER_KIND
                guard let value = MHD_lookup_connection_value(connection, kind, key) else { return }
                let keyCount = strlen(key)
                let valueCount = strlen(value)
                fields.reserveCapacity(fields.count + keyCount + valueCount + 3)
                fields.append(UInt8(ascii: isQuery ? "Q" : "H"))
                fields.append(contentsOf: UnsafeRawBufferPointer(start: key, count: keyCount))
                fields.append(0)
                fields.append(contentsOf: UnsafeRawBufferPointer(start: value, count: valueCount))
                fields.append(0)
            }
        }
        self.fields = fields
        headers = []
        queryArguments = []
    }

    /// Headers and query arguments given as lists (for tests and non-network callers).
    public init(_ headers: [(String, String)] = [], query: [(String, String)] = []) {
        fields = []
        self.headers = headers
        queryArguments = query
    }

    /// The value of the header `name`, or `nil` when it was not sent.
    public subscript(name: String) -> String? {
        if !fields.isEmpty { return lookup(UInt8(ascii: "H"), name, caseInsensitive: true) }
        if headers.isEmpty { return nil }
        let lower = name.lowercased()
        return headers.first { $0.0.lowercased() == lower }?.1
    }

    /// The value of the query argument `name` (percent-decoded), or `nil` when absent.
    public func query(_ name: String) -> String? {
        if !fields.isEmpty { return lookup(UInt8(ascii: "Q"), name, caseInsensitive: false) }
        return queryArguments.first { $0.0 == name }?.1
    }

    private func lookup(_ kind: UInt8, _ name: String, caseInsensitive: Bool) -> String? {
        var name = name
        return name.withUTF8 { key in
            fields.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress else { return nil }
                let end = base + bytes.count
                var entry = base
                while entry < end {
                    // `kind name NUL value NUL`; memchr finds each NUL (an entry cut short ends
                    // at the end of the buffer).
                    let nameStart = entry + 1
                    let nameEnd = Self.nul(from: nameStart, end)
                    let valueStart = Swift.min(nameEnd + 1, end)
                    let valueEnd = Self.nul(from: valueStart, end)
                    if entry.pointee == kind && nameEnd - nameStart == key.count
                        && Self.equal(nameStart, key, caseInsensitive: caseInsensitive)
                    {
                        return String(
                            decoding: UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart),
                            as: UTF8.self)
                    }
                    entry = valueEnd + 1
                }
                return nil
            }
        }
    }

    /// The first NUL at or after `start`, or `end` when there is none before it.
    private static func nul(from start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> UnsafePointer<UInt8> {
        guard start < end, let found = memchr(start, 0, end - start) else { return end }
        return UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
    }

    private static func equal(
        _ bytes: UnsafePointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>, caseInsensitive: Bool
    ) -> Bool {
        for j in 0..<key.count {
            var a = bytes[j]
            var b = key[j]
            if caseInsensitive {
                if a >= 65 && a <= 90 { a |= 0x20 }
                if b >= 65 && b <= 90 { b |= 0x20 }
            }
            if a != b { return false }
        }
        return true
    }
}
