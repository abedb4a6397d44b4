import CMicroHTTPD

/// Read access to a request's header fields (names compare case-insensitively) and query arguments.
///
/// On a live request the values are looked up in libmicrohttpd's parsed request, so nothing is
/// copied until asked for; tests build one from a list. A live value is only valid during the
/// handler call that received it: do not keep it.
public struct HTTPHeaders: @unchecked Sendable {
    // @unchecked: the connection pointer is only dereferenced on the worker thread that owns the
    // request, during the handler call; a value never outlives that call.
    enum Storage {
        case connection(OpaquePointer)
        case list(headers: [(String, String)], query: [(String, String)])
    }

    let storage: Storage

    init(connection: OpaquePointer) {
        storage = .connection(connection)
    }

    /// Headers and query arguments given as lists (for tests and non-network callers).
    public init(_ headers: [(String, String)] = [], query: [(String, String)] = []) {
        storage = .list(headers: headers, query: query)
    }

    /// The value of the header `name`, or `nil` when it was not sent.
    public subscript(name: String) -> String? {
        switch storage {
        case .connection(let connection):
            return Self.lookup(connection, .HEADER_KIND, name)
        case .list(let headers, _):
            let lower = name.lowercased()
            return headers.first { $0.0.lowercased() == lower }?.1
        }
    }

    /// The value of the query argument `name` (percent-decoded), or `nil` when absent.
    public func query(_ name: String) -> String? {
        switch storage {
        case .connection(let connection):
            return Self.lookup(connection, .GET_ARGUMENT_KIND, name)
        case .list(_, let query):
            return query.first { $0.0 == name }?.1
        }
    }

    static func lookup(_ connection: OpaquePointer, _ kind: MHD_ValueKind, _ name: String) -> String? {
        name.withCString { key in
            MHD_lookup_connection_value(connection, kind, key).map { String(cString: $0) }
        }
    }
}
