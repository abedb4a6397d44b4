import Synchronization

/// Request ids: a client's `X-Request-ID` is echoed when sane, otherwise one is generated.
public enum RequestID {
    /// The longest id echoed.
    public static let maxLength = 128

    /// Whether `id` is safe to echo and log: 1 to 128 characters from `A-Z a-z 0-9 - . _ : + / =`
    /// (UUIDs, hex, base64 and trace ids fit; nothing that needs escaping in a header or JSON).
    public static func isValid(_ id: String) -> Bool {
        let utf8 = id.utf8
        guard !utf8.isEmpty, utf8.count <= maxLength else { return false }
        return utf8.allSatisfy(isAllowed)
    }

    /// `header` when it is a valid id, else a fresh one.
    public static func resolve(_ header: String?) -> String {
        if let header, isValid(header) { return header }
        return generate()
    }

    /// ``resolve(_:)`` of a header value as libmicrohttpd holds it: a string is made only of a
    /// valid id.
    static func resolve(bytes header: UnsafeBufferPointer<UInt8>?) -> RequestIdentity {
        if let header, !header.isEmpty, header.count <= maxLength, header.allSatisfy(isAllowed) {
            return RequestIdentity(String(decoding: header, as: UTF8.self))
        }
        return RequestIdentity(generated: next())
    }

    /// A fresh id: 16 lowercase hex digits.
    ///
    /// It is SplitMix64 of a process-wide counter offset by a random seed: SplitMix64 is a
    /// bijection, so ids never repeat within a process (2^64 of them), and the seed makes them
    /// differ between processes. One relaxed atomic add, no lock, no system call.
    public static func generate() -> String {
        spell(next())
    }

    /// The number behind the next fresh id.
    static func next() -> UInt64 {
        let n = counter.wrappingAdd(1, ordering: .relaxed).oldValue
        var z = seed &+ n &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `number` as 16 lowercase hex digits.
    static func spell(_ number: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            spell(number, into: buffer.baseAddress!)
            return 16
        }
    }

    /// Writes `number` as 16 lowercase hex digits at `buffer`: each half's eight nibbles spread
    /// into the bytes of a word and turned into digits eight at a time (no table, no loop).
    static func spell(_ number: UInt64, into buffer: UnsafeMutablePointer<UInt8>) {
        let target = UnsafeMutableRawPointer(buffer)
        target.storeBytes(of: hexDigits(UInt32(truncatingIfNeeded: number >> 32)), as: UInt64.self)
        target.storeBytes(of: hexDigits(UInt32(truncatingIfNeeded: number)), toByteOffset: 8, as: UInt64.self)
    }

    /// The eight hex digits of `half`, most significant first in memory order.
    @inline(__always) private static func hexDigits(_ half: UInt32) -> UInt64 {
        // Nibble i of `half` into byte i of the word, then the bytes reversed so that the most
        // significant nibble comes first.
        var x = UInt64(half)
        x = (x | x << 16) & 0x0000_FFFF_0000_FFFF
        x = (x | x << 8) & 0x00FF_00FF_00FF_00FF
        x = (x | x << 4) & 0x0F0F_0F0F_0F0F_0F0F
        x = x.byteSwapped
        // 0-9 to '0'-'9', 10-15 to 'a'-'f' ('a' is 39 past '9' + 1): a byte of 10 or more carries
        // into its high nibble when 6 is added.
        let letters = ((x &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        return (x &+ 0x3030_3030_3030_3030 &+ letters &* 39).littleEndian
    }

    private static let counter = Atomic<UInt64>(0)

    /// From the system generator (getrandom), once per process.
    private static let seed = UInt64.random(in: .min ... .max)

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "+"),
            UInt8(ascii: "/"), UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }
}

/// A request id as the server holds it: the client's text, or a generated number that is
/// spelled (16 hex digits, ``RequestID/generate()``) only where it is read, so that a request
/// whose id is never logged builds no string for it.
struct RequestIdentity: Sendable {
    private var given: String
    private var number: UInt64
    private var isGenerated: Bool

    /// The id `text`, as it is.
    init(_ text: String) {
        given = text
        number = 0
        isGenerated = false
    }

    /// A generated id, spelled from `number`.
    init(generated number: UInt64) {
        given = ""
        self.number = number
        isGenerated = true
    }

    /// A fresh generated id.
    static func generate() -> RequestIdentity {
        RequestIdentity(generated: RequestID.next())
    }

    /// The id as a string.
    var text: String { isGenerated ? RequestID.spell(number) : given }

    /// Spells a generated id's 16 hex digits at `target` and answers true; false for a given id.
    func spellGenerated(into target: UnsafeMutablePointer<UInt8>) -> Bool {
        guard isGenerated else { return false }
        RequestID.spell(number, into: target)
        return true
    }

    /// Calls `body` with the id as a C string (a generated one spelled on the stack).
    func withCString<R>(_ body: (UnsafePointer<CChar>) -> R) -> R {
        guard isGenerated else { return given.withCString(body) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 17) { buffer in
            RequestID.spell(number, into: buffer.baseAddress!)
            buffer[16] = 0
            return UnsafeRawPointer(buffer.baseAddress!).withMemoryRebound(to: CChar.self, capacity: 17, body)
        }
    }
}
