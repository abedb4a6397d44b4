extension JSONReader {
    /// Exact powers of ten: every one up to 10^22 is a double without rounding.
    private static let powersOfTen: [Double] = [
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
    @inline(__always) mutating func readNumber() throws(SyntaxError) -> Double {
        if let value = readSmallInteger() { return value }
        return try readAnyNumber()
    }

    /// ``readNumber()`` for any number (the general scan; tests compare the fast paths with it).
    mutating func readAnyNumber() throws(SyntaxError) -> Double {
        // A short decimal (`112.5`, `0.25`) first: the integers the callers' fast paths take do
        // not come here, so it costs them nothing.
        if let short = Self.shortDecimal(at: pos, base: base, fastEnd: fastEnd) {
            pos = short.end
            return short.value
        }
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
            pos += 1
            let next = peek()
            if next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") {
                throw SyntaxError(offset: pos, message: "a number with a leading zero")
            }
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

    /// The common case, a non-negative integer of at most 15 digits (`390`, `0`) that ends
    /// there, consumed and returned exactly; `nil` (nothing consumed) for anything else, which
    /// the general scan then reads and checks. Off with the fast paths (see `fastEnd`).
    @inline(__always) mutating func readSmallInteger() -> Double? {
        guard let small = Self.smallInteger(at: pos, base: base, count: count, fastEnd: fastEnd) else { return nil }
        pos = small.end
        return small.value
    }

    /// ``readSmallInteger()`` at offset `start` of the body `base` of `count` bytes (`fastEnd`
    /// as the reader has it): the value and the offset past it, consuming nothing. A static
    /// function of its inputs, so a caller may keep the position in a local.
    ///
    /// With `checksEnd` false the byte after the digits is not looked at: the caller must then
    /// look at it before it uses the value (see `readPlainNumbers`).
    @inline(__always)
    static func smallInteger(
        at start: Int, base: UnsafePointer<UInt8>, count: Int, fastEnd: Int, checksEnd: Bool = true
    ) -> (value: Double, end: Int)? {
        var p = start
        guard p < fastEnd else { return nil }
        let first = base[p] &- UInt8(ascii: "0")
        guard first <= 9 else { return nil }
        // Signed: at most 15 digits fit, and a signed integer converts to a double in one
        // instruction where an unsigned one takes several.
        var value = Int(first)
        p &+= 1
        if first != 0 {
            let end = Swift.min(count, p &+ 14)
            while p < end {
                let d = base[p] &- UInt8(ascii: "0")
                guard d <= 9 else { break }
                value = value &* 10 &+ Int(d)
                p &+= 1
            }
        }
        if checksEnd && p < count && goesOnNumber(base[p]) { return nil }
        return (Double(value), p)
    }

    /// Reads the object at the position (at its `{`) when it is the common shape of geometry in
    /// a request: exactly the members `names` (at most four), in table order, without escapes,
    /// each a number, whitespace anywhere. Returns the values in the order of `names` (the rest
    /// zero), each as ``readNumber()`` reads it. For anything else (a number that is not valid
    /// JSON included), or an object that would nest deeper than `maxDepth`, it consumes nothing
    /// and returns `nil`: the general reader then reads the same bytes and reports what is wrong,
    /// so this changes no outcome.
    mutating func readPlainNumbers(_ names: NameTable) -> (Double, Double, Double, Double)? {
        precondition(names.count <= 4, "a plain geometry object has at most four members")
        let start = pos
        guard depth < maxDepth, peek() == UInt8(ascii: "{") else { return nil }
        // The position is kept in a local `p` along the common spellings, and goes through `pos`
        // only where a reader of the other spellings takes over.
        var p = start &+ 1
        var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
        // Where the last small integer starts, while the byte after it is unchecked; else -1.
        // A pretty separator after it (which starts with `,`) proves it ended there; any other
        // byte is looked at by `settle` first, and a number that goes on (`12.5`, `1e3`, `05`,
        // a sixteenth digit) is read again by the general scan.
        var unchecked = -1
        for i in 0..<names.count {
            // The separator, the name and the colon as pretty-printed JSON writes them, matched
            // in two words; else one by one. With the fast paths off (`fastEnd` 0) no name
            // matches, so nothing is read.
            let pretty = fastEnd &- p >= 16 ? names.prettyLength(i, at: base + p) : 0
            if pretty > 0 {
                p &+= pretty
            } else {
                if unchecked >= 0 {
                    guard settle(&values, i &- 1, from: unchecked, &p) else { break }
                    unchecked = -1
                }
                pos = p
                if i > 0 {
                    guard consumeComma() else { break }
                } else {
                    skipWhitespace()
                }
                guard peek() == UInt8(ascii: "\"") else { break }
                // The name in quotes matched as one word, or as a short string when that cannot be.
                let quoted = fastEnd - pos >= 8 ? names.quotedLength(i, at: base + pos) : 0
                if quoted > 0 {
                    pos += quoted
                } else {
                    guard let key = readShortString(),
                        names.matches(i, length: key.token.end - key.token.start, low: key.low, high: key.high)
                    else { break }
                }
                guard consumeColon() else { break }
                p = pos
            }
            let value: Double
            if let small = Self.smallInteger(at: p, base: base, count: count, fastEnd: fastEnd, checksEnd: false) {
                value = small.value
                unchecked = p
                p = small.end
            } else {
                unchecked = -1
                // More whitespace than the one space the pretty match took.
                pos = p
                skipWhitespace()
                do throws(SyntaxError) {
                    value = try readAnyNumber()
                } catch {
                    break
                }
                p = pos
            }
            withUnsafeMutableBytes(of: &values) { $0.storeBytes(of: value, toByteOffset: i &* 8, as: Double.self) }
            if i == names.count - 1 {
                if !(p < count && base[p] == UInt8(ascii: "}")) {
                    if unchecked >= 0 {
                        guard settle(&values, i, from: unchecked, &p) else { break }
                    }
                    pos = p
                    skipWhitespace()
                    guard peek() == UInt8(ascii: "}") else { break }
                    p = pos
                }
                pos = p &+ 1
                return values
            }
        }
        pos = start
        return nil
    }

    /// Makes value `index` of `values`, a small integer read from `start` up to `p` without a
    /// look at the byte after it, what ``readNumber()`` reads there: when that byte goes on a
    /// number it is read again by the general scan, and `p` moved past it. `false` when the
    /// scan finds no valid number.
    @inline(__always)
    private mutating func settle(
        _ values: inout (Double, Double, Double, Double), _ index: Int, from start: Int, _ p: inout Int
    ) -> Bool {
        guard p < count, Self.goesOnNumber(base[p]) else { return true }
        pos = start
        let value: Double
        do throws(SyntaxError) {
            value = try readAnyNumber()
        } catch {
            return false
        }
        withUnsafeMutableBytes(of: &values) { $0.storeBytes(of: value, toByteOffset: index &* 8, as: Double.self) }
        p = pos
        return true
    }

    /// The number at offset `start` of the body `base` (`fastEnd` as the reader has it) when it
    /// is a short decimal: an optional `-`, one to seven integer digits (no leading zero but a
    /// lone `0`), `.`, one to seven fraction digits, then a byte that cannot go on a number (no
    /// digit, `.`, `e` or `E`). Returns the value and the offset past it, consuming nothing;
    /// `nil` for any other number, or where fewer than seventeen bytes remain (the longest
    /// shape and the byte after it), so no read needs a bound check.
    ///
    /// The value is the general scan's: at most fourteen digits make a significand below 10^15
    /// (exact as a double) and the exponent is minus the fraction's length (1 to 7), so both
    /// divide the same converted significand by the same exact power of ten (Clinger's fast
    /// path) and then apply the sign; a zero significand gives a zero of the number's sign.
    @inline(__always)
    static func shortDecimal(at start: Int, base: UnsafePointer<UInt8>, fastEnd: Int) -> (value: Double, end: Int)? {
        // With the fast paths off `fastEnd` is 0: nothing is read.
        guard fastEnd &- start >= 17 else { return nil }
        var p = start
        let negative = base[p] == UInt8(ascii: "-")
        if negative { p &+= 1 }
        let integerStart = p
        var d = base[p] &- UInt8(ascii: "0")
        guard d <= 9 else { return nil }
        var significand = Int(d)
        p &+= 1
        if d != 0 {
            while p &- integerStart < 7 {
                d = base[p] &- UInt8(ascii: "0")
                guard d <= 9 else { break }
                significand = significand &* 10 &+ Int(d)
                p &+= 1
            }
        }
        // Integers, longer ones and leading zeros are the scan's.
        guard base[p] == UInt8(ascii: ".") else { return nil }
        p &+= 1
        let fractionStart = p
        while p &- fractionStart < 7 {
            d = base[p] &- UInt8(ascii: "0")
            guard d <= 9 else { break }
            significand = significand &* 10 &+ Int(d)
            p &+= 1
        }
        let length = p &- fractionStart
        guard length > 0 else { return nil }
        guard !goesOnNumber(base[p]) else { return nil }
        // 10^length, 10 to 10^7, is an integer exact as a double.
        let value = Double(significand) / Double(Int(truncatingIfNeeded: JSONNumber.power(length)))
        return (negative ? -value : value, p)
    }

    /// Whether `byte`, right after a number's digits, would go on the number: a digit, `.`, `e`
    /// or `E`. A fast path that stops before such a byte leaves the number to the general scan.
    @inline(__always) static func goesOnNumber(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") <= 9 || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
    }

    /// The correctly rounded value of a validated number token, by the standard library.
    private func slowNumber(from start: Int, to end: Int) -> Double {
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
        // The token matched the JSON grammar, which the standard library's parser accepts.
        return Double(text) ?? .nan
    }
}
