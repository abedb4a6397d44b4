extension JSONReader {
    /// Exact powers of ten: every one up to 10^22 is a double without rounding.
    @usableFromInline static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Consumes a JSON number and returns the double nearest to it (ties to even).
    ///
    /// The grammar is RFC 8259's: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; no
    /// leading `+`, no leading zeros, no `NaN` or `Infinity`. A number too large for a double
    /// becomes an infinity (the caller rejects it as non-finite), one too small becomes zero.
    ///
    /// Exactness: when the significand has at most 15 digits (so it is below 2^53 and exact as a
    /// double) and the decimal exponent is within ±22 (so the power of ten is exact), one IEEE
    /// multiplication or division gives the correctly rounded result (Clinger's fast path).
    /// Anything else goes to the standard library's correctly rounded conversion, and so does
    /// every number when `fastPaths` is off.
    @inlinable package mutating func readNumber() throws(SyntaxError) -> Double {
        let start = pos
        var negative = false
        if peek() == UInt8(ascii: "-") {
            negative = true
            pos += 1
        }
        var significand: UInt64 = 0
        var digits = 0  // significant digits kept in `significand`
        var exponent = 0  // the decimal exponent to apply to `significand`
        var exact = true  // false once a nonzero digit could not be kept

        let first = peek()
        if first == UInt8(ascii: "0") {
            try consumeLeadingZero()
        } else if first >= UInt8(ascii: "1") && first <= UInt8(ascii: "9") {
            while pos < count {
                let d = base[pos] &- UInt8(ascii: "0")
                guard d <= 9 else { break }
                if digits < 19 {
                    significand = significand &* 10 &+ UInt64(d)
                    digits += 1
                } else {
                    exponent += 1
                    if d != 0 { exact = false }
                }
                pos += 1
            }
        } else {
            throw error("a number")
        }

        if peek() == UInt8(ascii: ".") {
            pos += 1
            let fractionStart = pos
            while pos < count {
                let d = base[pos] &- UInt8(ascii: "0")
                guard d <= 9 else { break }
                if digits < 19 {
                    significand = significand &* 10 &+ UInt64(d)
                    if significand != 0 { digits += 1 }
                    exponent -= 1
                } else if d != 0 {
                    exact = false
                }
                pos += 1
            }
            if pos == fractionStart { throw error("a number (a digit after '.')") }
        }

        let e = peek()
        if e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            pos += 1
            var exponentNegative = false
            let sign = peek()
            if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                exponentNegative = sign == UInt8(ascii: "-")
                pos += 1
            }
            let exponentStart = pos
            var written = 0
            while pos < count {
                let d = base[pos] &- UInt8(ascii: "0")
                guard d <= 9 else { break }
                // Past a million the result is zero or infinite whatever the digits; stop growing.
                if written < 1_000_000 { written = written * 10 + Int(d) }
                pos += 1
            }
            if pos == exponentStart { throw error("a number (a digit in the exponent)") }
            exponent += exponentNegative ? -written : written
        }

        if !fastPaths { return slowNumber(from: start, to: pos) }
        if significand == 0 && exact {
            return negative ? -0.0 : 0.0
        }
        // Below 10^15, the significand converts as a signed integer (one instruction).
        if exact && digits <= 15 && exponent == 0 {
            // An integer below 10^15: exact as it is (the common case of layout points).
            let value = Double(Int64(truncatingIfNeeded: significand))
            return negative ? -value : value
        }
        if exact && digits <= 15 && exponent >= -22 && exponent <= 22 {
            let m = Double(Int64(truncatingIfNeeded: significand))
            let value = exponent >= 0 ? m * Self.powersOfTen[exponent] : m / Self.powersOfTen[-exponent]
            return negative ? -value : value
        }
        return slowNumber(from: start, to: pos)
    }

    /// The correctly rounded value of a validated number token, by the standard library.
    @inlinable func slowNumber(from start: Int, to end: Int) -> Double {
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
        // The token matched the JSON grammar, which the standard library's parser accepts.
        return Double(text) ?? .nan
    }
}

extension JSONReader {
    /// Consumes a number as ``readNumber()`` does, with its errors (its grammar scan), without
    /// working out its value.
    @inlinable package mutating func skipNumber() throws(SyntaxError) {
        if peek() == UInt8(ascii: "-") { pos += 1 }
        let first = peek()
        if first == UInt8(ascii: "0") {
            try consumeLeadingZero()
        } else if first >= UInt8(ascii: "1") && first <= UInt8(ascii: "9") {
            while pos < count && base[pos] &- UInt8(ascii: "0") <= 9 { pos += 1 }
        } else {
            throw error("a number")
        }
        if peek() == UInt8(ascii: ".") {
            pos += 1
            let fractionStart = pos
            while pos < count && base[pos] &- UInt8(ascii: "0") <= 9 { pos += 1 }
            if pos == fractionStart { throw error("a number (a digit after '.')") }
        }
        let e = peek()
        if e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            pos += 1
            let sign = peek()
            if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { pos += 1 }
            let exponentStart = pos
            while pos < count && base[pos] &- UInt8(ascii: "0") <= 9 { pos += 1 }
            if pos == exponentStart { throw error("a number (a digit in the exponent)") }
        }
    }
}

extension JSONReader {
    /// A number's integer part that starts with `0` (the position is at it): the `0` is consumed,
    /// and a digit after it is refused, as JSON allows no leading zero. One rule for the reader
    /// and the skip, so both refuse at the same offset.
    @inlinable @inline(__always) mutating func consumeLeadingZero() throws(SyntaxError) {
        pos += 1
        let next = peek()
        if next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") {
            throw SyntaxError(offset: pos, message: "a number with a leading zero")
        }
    }
}
