/// A growable byte buffer for JSON output, written through a raw pointer.
///
/// Appending to `[UInt8]` costs a uniqueness check and a capacity check per call; here each write
/// is one capacity compare and a copy, and the caller takes the bytes once at the end.
struct JSONWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends everything written to `buffer`.
    func copy(into buffer: inout [UInt8]) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    /// Hands over the bytes written, in memory from `UnsafeMutablePointer.allocate`: the caller
    /// frees it with `deallocate()`.
    consuming func take() -> UnsafeMutableBufferPointer<UInt8> {
        let written = UnsafeMutableBufferPointer(start: base, count: count)
        discard self
        return written
    }

    /// Makes room for `n` more bytes.
    @inline(__always) private mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(n) }
    }

    private mutating func grow(_ n: Int) {
        let newCapacity = Swift.max(capacity * 2, count + n)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends one byte.
    @inline(__always) mutating func byte(_ b: UInt8) {
        reserve(1)
        base[count] = b
        count += 1
    }

    /// Appends ASCII text known at compile time: punctuation and member names.
    @inline(__always) mutating func raw(_ text: StaticString) {
        let n = text.utf8CodeUnitCount
        reserve(n)
        (base + count).update(from: text.utf8Start, count: n)
        count += n
    }

    /// Appends bytes.
    @inline(__always) mutating func bytes(_ p: UnsafeBufferPointer<UInt8>) {
        guard let source = p.baseAddress else { return }
        reserve(p.count)
        (base + count).update(from: source, count: p.count)
        count += p.count
    }

    /// Appends a decimal integer.
    mutating func int(_ value: Int) {
        reserve(20)
        if value >= 0 && value < 10 {
            base[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            count += 1
            return
        }
        if value < 0 {
            base[count] = UInt8(ascii: "-")
            count += 1
        }
        var magnitude = value.magnitude
        // Count the digits, then write them from the last, two at a time.
        var digits = 1
        var bound: UInt = 10
        while digits < 20 && magnitude >= bound {
            digits += 1
            bound &*= 10
        }
        var i = count + digits
        count = i
        let pairs = Self.digitPairs.utf8Start
        while magnitude >= 100 {
            let pair = Int(magnitude % 100) &* 2
            magnitude /= 100
            i -= 2
            base[i] = pairs[pair]
            base[i + 1] = pairs[pair + 1]
        }
        if magnitude >= 10 {
            let pair = Int(magnitude) &* 2
            base[i - 2] = pairs[pair]
            base[i - 1] = pairs[pair + 1]
        } else {
            base[i - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
        }
    }

    /// "00" to "99": the two digits of each number below 100.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Appends a JSON number: a whole number below 2^53 in magnitude as an integer (`168`, and
    /// `-0.0` as `0`), any other finite number as the shortest decimal that reads back as the
    /// same double (`0.1`, `1e-07`, `1.7976931348623157e+308`, all valid JSON), and a non-finite
    /// number, which JSON cannot hold, as `null`.
    @inline(__always) mutating func number(_ value: Double) {
        // 0 and 1 (fractions, insets, offsets) are the commonest numbers of an answer: written
        // in place, without a call.
        if value == 0 || value == 1 {
            byte(value == 0 ? UInt8(ascii: "0") : UInt8(ascii: "1"))
            return
        }
        otherNumber(value)
    }

    private mutating func otherNumber(_ value: Double) {
        // Below 2^53 the conversion truncates exactly, so it round-trips only for whole numbers
        // (and -0.0, written as 0); this costs no libm call, unlike `rounded(.towardZero)`.
        if value.magnitude < 9_007_199_254_740_992, Double(Int(value)) == value {
            let whole = Int(value)
            // Points on a screen: 2 to 999 (0 and 1 are written above), without the digit count.
            if whole > 1 && whole < 1000 {
                reserve(3)
                let pairs = Self.digitPairs.utf8Start
                if whole < 10 {
                    base[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
                    count += 1
                } else if whole < 100 {
                    base[count] = pairs[whole &* 2]
                    base[count + 1] = pairs[whole &* 2 + 1]
                    count += 2
                } else {
                    let low = whole % 100
                    base[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole / 100)
                    base[count + 1] = pairs[low &* 2]
                    base[count + 2] = pairs[low &* 2 + 1]
                    count += 3
                }
                return
            }
            int(whole)
            return
        }
        guard value.isFinite else {
            raw("null")
            return
        }
        if value.magnitude < 1e9 && value.magnitude >= 1e-4 && fewDecimals(value) { return }
        // `description`'s text, written in place: `Double.write(to:)` formats into a buffer on
        // the stack and hands the bytes to the sink, where `description` would allocate a string
        // (a fraction such as 0.13636363636363635 is too long for a small one).
        reserve(DecimalSink.capacity)
        var sink = DecimalSink(base + count)
        value.write(to: &sink)
        // 2^53 itself prints as "9007199254740992.0"; larger whole numbers use an exponent.
        count += value.magnitude == 9_007_199_254_740_992 ? sink.count - 2 : sink.count
    }

    /// Appends `value` as `m / 10^k` written in decimal when some `k` from 1 to 6 makes that
    /// exact (the common 0.25, 112.5, 0.333333...), and returns whether it did.
    ///
    /// The smallest such `k` gives the shortest decimal that reads back as `value`: below 1e9 a
    /// double's spacing is under 10^-6, so no shorter decimal lies as near, and no other decimal
    /// with `k` places does. Values from 1e-4 on are what `description` writes without an
    /// exponent, so the text is the same.
    ///
    /// One scaling finds it: if `m / 10^k` reads back as `value` for some `k` up to 6, then
    /// `value * 10^6` lies within 0.06 of `m * 10^(6-k)` (half a spacing of `value`, below 6e-8,
    /// times 10^6) and the product's own rounding adds under 0.0625 (it is below 10^15), so
    /// rounding gives exactly `M = m * 10^(6-k)`. `M` is below 10^15, so it and 10^6 are exact
    /// doubles and `M / 10^6` is correctly rounded: equality proves the decimal reads back as
    /// `value`. Dropping the trailing zeros of `M` gives the smallest `k`, and no `k` exists when
    /// the equality fails. `value` is not whole here, so at least one place remains.
    private mutating func fewDecimals(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        let scaled = (magnitude * 1_000_000).rounded()
        guard scaled / 1_000_000 == magnitude else { return false }
        let m = Int(scaled)
        var fraction = m % 1_000_000
        guard fraction != 0 else { return false }
        var places = 6
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        if value < 0 { byte(UInt8(ascii: "-")) }
        int(m / 1_000_000)
        reserve(places + 1)
        let dot = count
        base[dot] = UInt8(ascii: ".")
        for i in stride(from: dot + places, to: dot, by: -1) {
            base[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
            fraction /= 10
        }
        count = dot + places + 1
        return true
    }

    /// Appends `true` or `false`.
    @inline(__always) mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Appends a JSON string: quotes, backslashes and control characters escaped; all else,
    /// including non-ASCII text, as its UTF-8.
    mutating func string(_ value: String) {
        // A native string lends its UTF-8 in place; only another (bridged, or not UTF-8) is copied.
        if value.utf8.withContiguousStorageIfAvailable({ string(utf8: $0) }) != nil { return }
        var value = value
        value.withUTF8 { string(utf8: $0) }
    }

    private mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        // At most 6 bytes (\u00XX) per input byte, plus the quotes, plus 8 for a padded last word.
        reserve(utf8.count * 6 + 10)
        var out = count
        base[out] = UInt8(ascii: "\"")
        out += 1
        var i = 0
        if let source = utf8.baseAddress {
            // Eight bytes at a time up to the first quote, backslash, control character or
            // non-ASCII byte (a long id has none); then byte by byte.
            while utf8.count - i >= 8 {
                let word = UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self)
                guard JSONReader.specialBytes(UInt64(littleEndian: word)) == 0 else { break }
                UnsafeMutableRawPointer(base + out).storeBytes(of: word, as: UInt64.self)
                out += 8
                i += 8
            }
        }
        if let source = utf8.baseAddress, i < utf8.count, utf8.count - i < 8 {
            // The last 1 to 7 bytes (when the loop above stopped for want of a whole word, not at
            // a special byte) as one word, padded with spaces (never special): when none is
            // special all eight are stored and the count moves by the real ones (the reserve has
            // room for the padding).
            let rest = utf8.count - i
            var word: UInt64 = 0x2020_2020_2020_2020
            withUnsafeMutableBytes(of: &word) { $0.baseAddress!.copyMemory(from: source + i, byteCount: rest) }
            if JSONReader.specialBytes(UInt64(littleEndian: word)) == 0 {
                UnsafeMutableRawPointer(base + out).storeBytes(of: word, as: UInt64.self)
                out += rest
                i = utf8.count
            }
        }
        for b in UnsafeBufferPointer(rebasing: utf8[i...]) {
            if b >= 0x20 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
                base[out] = b
                out += 1
                continue
            }
            base[out] = UInt8(ascii: "\\")
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): base[out + 1] = b
            case 0x08: base[out + 1] = UInt8(ascii: "b")
            case 0x0C: base[out + 1] = UInt8(ascii: "f")
            case 0x0A: base[out + 1] = UInt8(ascii: "n")
            case 0x0D: base[out + 1] = UInt8(ascii: "r")
            case 0x09: base[out + 1] = UInt8(ascii: "t")
            default:
                let hex: StaticString = "0123456789abcdef"
                base[out + 1] = UInt8(ascii: "u")
                base[out + 2] = UInt8(ascii: "0")
                base[out + 3] = UInt8(ascii: "0")
                base[out + 4] = hex.utf8Start[Int(b >> 4)]
                base[out + 5] = hex.utf8Start[Int(b & 0xF)]
                out += 4
            }
            out += 2
        }
        base[out] = UInt8(ascii: "\"")
        count = out + 1
    }
}

/// Where `Double.write(to:)` puts a number's text: straight into the writer's buffer.
///
/// The standard library formats a double into a buffer of its own and passes the ASCII bytes to
/// `_writeASCII`, which every `TextOutputStream` has (its default builds a `String` and calls
/// `write`); the sink copies them to `base`, where the writer has reserved ``capacity`` bytes.
/// `write(_:)` takes any other text the same way.
private struct DecimalSink: TextOutputStream {
    /// The room reserved: the longest text of a double, `-2.2250738585072014e-308`, is 24 bytes.
    static let capacity = 32
    private let base: UnsafeMutablePointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0

    init(_ base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        append(buffer)
    }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress else { return }
        let n = Swift.min(buffer.count, Self.capacity - count)
        (base + count).update(from: source, count: n)
        count += n
    }
}
