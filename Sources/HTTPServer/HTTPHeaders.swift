import CMicroHTTPD

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
    init(connection: OpaquePointer) {
        var fields = [UInt8](unsafeUninitializedCapacity: 512) { buffer, count in
            count = clearance_copy_fields(connection, buffer.baseAddress, buffer.count)
            if count > buffer.count { count = 0 }
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

    /// Headers and query arguments given as lists (for tests and non-network callers).
    public init(_ headers: [(String, String)] = [], query: [(String, String)] = []) {
        fields = []
        self.headers = headers
        queryArguments = query
    }

    /// The value of the header `name`, or `nil` when it was not sent.
    public subscript(name: String) -> String? {
        if !fields.isEmpty { return lookup(UInt8(ascii: "H"), name, caseInsensitive: true) }
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
                var i = 0
                while i < bytes.count {
                    let entryKind = bytes[i]
                    let nameStart = i + 1
                    var nameEnd = nameStart
                    while nameEnd < bytes.count && bytes[nameEnd] != 0 { nameEnd += 1 }
                    var valueEnd = nameEnd + 1
                    while valueEnd < bytes.count && bytes[valueEnd] != 0 { valueEnd += 1 }
                    if entryKind == kind && nameEnd - nameStart == key.count
                        && Self.equal(bytes, from: nameStart, key, caseInsensitive: caseInsensitive)
                    {
                        return String(decoding: bytes[(nameEnd + 1)..<valueEnd], as: UTF8.self)
                    }
                    i = valueEnd + 1
                }
                return nil
            }
        }
    }

    private static func equal(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ key: UnsafeBufferPointer<UInt8>, caseInsensitive: Bool
    ) -> Bool {
        for j in 0..<key.count {
            var a = bytes[start + j]
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
