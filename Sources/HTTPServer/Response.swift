/// An HTTP response: a status, a content type, extra header fields and a body.
public struct Response: Sendable {
    /// The status code.
    public var status: Int
    /// The `Content-Type`; empty sends none.
    public var contentType: String
    /// Further header fields, such as `Allow`.
    public var headers: [(String, String)]
    /// The body.
    public var body: ResponseBody

    /// Creates a response.
    public init(status: Int, contentType: String = "", headers: [(String, String)] = [], body: ResponseBody = .empty) {
        self.status = status
        self.contentType = contentType
        self.headers = headers
        self.body = body
    }

    /// The value of the extra header `name` (case-insensitive), or `nil`.
    public func header(_ name: String) -> String? {
        let lower = name.lowercased()
        return headers.first { $0.0.lowercased() == lower }?.1
    }
}

/// A response body: bytes built for one request, or a constant buffer sent without copying.
public enum ResponseBody: Sendable {
    /// No body.
    case empty
    /// Bytes built for this response; the server copies them once.
    case bytes([UInt8])
    /// A constant body built once at start-up and never freed; sent without a copy.
    case constant(ConstantBytes)
    /// Memory built for this response and owned by it; the server hands it to libmicrohttpd,
    /// which frees it once sent, so it is never copied.
    case owned(OwnedBytes)

    /// The body length in bytes.
    public var count: Int {
        switch self {
        case .empty: 0
        case .bytes(let bytes): bytes.count
        case .constant(let constant): constant.count
        case .owned(let owned): owned.count
        }
    }

    /// The body as an array (copies; for tests and logs, not the hot path).
    public var bytes: [UInt8] {
        switch self {
        case .empty: []
        case .bytes(let bytes): bytes
        case .constant(let constant): Array(UnsafeRawBufferPointer(start: constant.base, count: constant.count))
        case .owned(let owned): owned.bytes
        }
    }
}

/// Immutable bytes at a fixed address for the life of the process.
///
/// The server hands the address to libmicrohttpd as a persistent buffer, so a constant response
/// (health, readiness, the OpenAPI document) costs no copy and no allocation for its body.
public struct ConstantBytes: @unchecked Sendable {
    // @unchecked: the memory is written once in init and never again, and never freed.
    let base: UnsafeRawPointer
    /// The length in bytes.
    public let count: Int

    /// Copies `bytes` into memory that lives as long as the process.
    public init(_ bytes: [UInt8]) {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        bytes.withUnsafeBytes { raw in
            if let source = raw.baseAddress { memory.copyMemory(from: source, byteCount: raw.count) }
        }
        base = UnsafeRawPointer(memory)
        count = bytes.count
    }

    /// Copies the UTF-8 of `text`.
    public init(_ text: String) {
        self.init(Array(text.utf8))
    }
}

/// Bytes from `UnsafeMutablePointer<UInt8>.allocate`, owned by one response.
///
/// The server takes the memory when it sends the response and libmicrohttpd frees it after the
/// last byte is written; a response never sent frees it when the last reference goes.
public final class OwnedBytes: @unchecked Sendable {
    // @unchecked: a response is built and sent on one worker thread; `take()` runs once, there.
    private var base: UnsafeMutablePointer<UInt8>?
    /// The length in bytes.
    public let count: Int

    /// Takes ownership of `buffer`, which must come from `UnsafeMutablePointer<UInt8>.allocate`.
    public init(taking buffer: UnsafeMutableBufferPointer<UInt8>) {
        base = buffer.baseAddress
        count = buffer.count
    }

    deinit {
        base?.deallocate()
    }

    /// A copy of the bytes (for tests and logs; empty once taken).
    public var bytes: [UInt8] {
        guard let base else { return [] }
        return Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Hands the memory over to the caller, who must free it with `deallocate()`.
    func take() -> UnsafeMutablePointer<UInt8>? {
        defer { base = nil }
        return base
    }
}
