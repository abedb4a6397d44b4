import ClearanceContract
import ClearanceJSON

/// One step of a JSON Pointer (RFC 6901) while decoding: kept as offsets, not strings, so a
/// request that decodes cleanly never builds one.
enum PathComponent {
    /// A member name known in advance (for a missing required field).
    case name(StaticString)
    /// A schema member's name, as its table holds it (``NameTable/bytes(at:)``: memory that is
    /// never freed).
    case member(UnsafeBufferPointer<UInt8>)
    /// A member name as it appears in the body.
    case key(StringToken)
    /// An array index.
    case index(Int)
}

/// Room on the stack for a decoder's path: ``RequestDecoder/pathCapacity`` components.
///
/// Lent through `withUnsafeMutablePointer(to:)`, which hands the closure's value straight back;
/// `withUnsafeTemporaryAllocation` carries a throwing closure's value out in a `Result`, and a
/// decoded request (hundreds of bytes) would be copied in and out of it.
struct PathRoom {
    private var components:
        (
            PathComponent, PathComponent, PathComponent, PathComponent,
            PathComponent, PathComponent, PathComponent, PathComponent
        ) = (.index(0), .index(0), .index(0), .index(0), .index(0), .index(0), .index(0), .index(0))

    /// Runs `body` with the room as a buffer of ``RequestDecoder/pathCapacity`` components.
    @inline(__always)
    static func with<R, E: Error>(_ body: (UnsafeMutableBufferPointer<PathComponent>) throws(E) -> R) throws(E) -> R {
        var room = PathRoom()
        return try withUnsafeMutablePointer(to: &room.components) { (tuple) throws(E) -> R in
            let count = MemoryLayout.stride(ofValue: tuple.pointee) / MemoryLayout<PathComponent>.stride
            assert(count == RequestDecoder.pathCapacity, "the room holds the decoder's whole path")
            let first = UnsafeMutableRawPointer(tuple).assumingMemoryBound(to: PathComponent.self)
            return try body(UnsafeMutableBufferPointer(start: first, count: RequestDecoder.pathCapacity))
        }
    }
}

/// Builds JSON Pointers.
enum JSONPointer {
    /// The pointer to `components`, each escaped (`~` as `~0`, `/` as `~1`).
    static func string(_ components: UnsafeMutableBufferPointer<PathComponent>, count: Int, reader: JSONReader)
        -> String
    {
        var bytes: [UInt8] = []
        for component in components[0..<count] {
            bytes.append(UInt8(ascii: "/"))
            switch component {
            case .name(let name):
                appendEscaped(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), to: &bytes)
            case .member(let name):
                appendEscaped(name, to: &bytes)
            case .key(let token):
                reader.decodedBytes(token).withUnsafeBufferPointer { appendEscaped($0, to: &bytes) }
            case .index(let index):
                bytes.append(contentsOf: String(index).utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `token` escaped as one reference token of a pointer (`~` as `~0`, `/` as `~1`).
    static func escape(_ token: String) -> String {
        var bytes: [UInt8] = []
        Array(token.utf8).withUnsafeBufferPointer { appendEscaped($0, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendEscaped(_ token: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        for b in token {
            switch b {
            case UInt8(ascii: "~"): bytes.append(contentsOf: [UInt8(ascii: "~"), UInt8(ascii: "0")])
            case UInt8(ascii: "/"): bytes.append(contentsOf: [UInt8(ascii: "~"), UInt8(ascii: "1")])
            default: bytes.append(b)
            }
        }
    }
}
