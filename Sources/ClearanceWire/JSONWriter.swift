/// Appends JSON tokens to a byte buffer.
extension [UInt8] {
    /// Appends ASCII text known at compile time: punctuation and member names.
    @inline(__always) mutating func appendRaw(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a decimal integer.
    mutating func appendInt(_ value: Int) {
        if value < 0 {
            append(UInt8(ascii: "-"))
        }
        var magnitude = value.magnitude
        if magnitude < 10 {
            append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        // 20 digits hold any UInt64.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var i = 20
            while magnitude > 0 {
                i -= 1
                digits[i] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[i..<20]))
        }
    }

    /// Appends a JSON number: a whole number below 2^53 in magnitude as an integer (`168`, and
    /// `-0.0` as `0`), any other finite number as the shortest decimal that reads back as the
    /// same double (`0.1`, `1e-07`, `1.7976931348623157e+308`, all valid JSON), and a non-finite
    /// number, which JSON cannot hold, as `null`.
    mutating func appendNumber(_ value: Double) {
        if value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            appendInt(Int(value))
            return
        }
        guard value.isFinite else {
            appendRaw("null")
            return
        }
        // Swift prints the shortest round-trip form; whole numbers at or past 2^53 print in the
        // exponent form, but drop a ".0" should one appear.
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        append(contentsOf: text.utf8)
    }

    /// Appends `true` or `false`.
    @inline(__always) mutating func appendBool(_ value: Bool) {
        if value { appendRaw("true") } else { appendRaw("false") }
    }

    /// Appends a JSON string: quotes, backslashes and control characters escaped; all else,
    /// including non-ASCII text, as its UTF-8.
    mutating func appendString(_ value: String) {
        append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            for i in 0..<utf8.count {
                let b = utf8[i]
                guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
                append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                runStart = i + 1
                append(UInt8(ascii: "\\"))
                switch b {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(b)
                case 0x08: append(UInt8(ascii: "b"))
                case 0x0C: append(UInt8(ascii: "f"))
                case 0x0A: append(UInt8(ascii: "n"))
                case 0x0D: append(UInt8(ascii: "r"))
                case 0x09: append(UInt8(ascii: "t"))
                default:
                    let hex: StaticString = "0123456789abcdef"
                    appendRaw("u00")
                    append(hex.utf8Start[Int(b >> 4)])
                    append(hex.utf8Start[Int(b & 0xF)])
                }
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        append(UInt8(ascii: "\""))
    }
}
