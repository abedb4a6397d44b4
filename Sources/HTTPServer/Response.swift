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

    /// The body length in bytes.
    public var count: Int {
        switch self {
        case .empty: 0
        case .bytes(let bytes): bytes.count
        case .constant(let constant): constant.count
        }
    }

    /// The body as an array (copies; for tests and logs, not the hot path).
    public var bytes: [UInt8] {
        switch self {
        case .empty: []
        case .bytes(let bytes): bytes
        case .constant(let constant): Array(UnsafeRawBufferPointer(start: constant.base, count: constant.count))
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
