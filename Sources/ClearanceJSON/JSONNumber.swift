/// JSON numbers written at a pointer with room for them (`JSONCursor.numberRoom` bytes for a
/// double, `JSONCursor.intRoom` for an integer); each writer returns the end of what it wrote.
/// The request log writes its integers through ``write(_:at:)-(Int,_)`` too.
public enum JSONNumber {
    @usableFromInline package typealias Pointer = UnsafeMutablePointer<UInt8>

    /// "00" to "99": the two digits of each number below 100.
    @usableFromInline static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Writes `value` in decimal: at most 20 bytes (`JSONCursor.intRoom`).
    public static func write(_ value: Int, at p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        // A status, a size, a count, a time in microseconds: most are below 10000.
        if value >= 0 && value < 10_000 { return writeSmall(value, at: p) }
        var p = p
        if value < 0 {
            p[0] = UInt8(ascii: "-")
            p += 1
        }
        return write(magnitude: value.magnitude, at: p)
    }

    /// Writes `magnitude` in decimal.
    @inlinable static func write(magnitude: UInt, at p: Pointer) -> Pointer {
        // Count the digits, then write them from the last.
        var digits = 1
        var bound: UInt = 10
        while digits < 20 && magnitude >= bound {
            digits += 1
            bound &*= 10
        }
        writeDigits(UInt64(magnitude), count: digits, endingAt: p + digits)
        return p + digits
    }

    /// Writes a JSON number: a whole number below 2^53 in magnitude as an integer (`168`, and
    /// `-0.0` as `0`), any other finite number as the shortest decimal that reads back as the
    /// same double (`0.1`, `1e-07`, `1.7976931348623157e+308`: `description`'s text), and a
    /// non-finite number, which JSON cannot hold, as `null`.
    ///
    /// Kept out of line (an answer writes it from fifty places) and small: the commonest
    /// numbers, whole ones from 0 to 9999, take a few instructions with no registers to save;
    /// the rest go on to ``writeOther(_:at:)``.
    @inlinable @inline(never) package static func write(_ value: Double, at p: Pointer) -> Pointer {
        // The conversion truncates, so it round-trips only for whole numbers (and -0.0).
        if value >= 0 && value < 10_000 {
            let whole = Int(value)
            if Double(whole) == value { return writeSmall(whole, at: p) }
        }
        return writeOther(value, at: p)
    }

    /// Writes any number but a whole one from 0 to 9999.
    @inline(never) @inlinable static func writeOther(_ value: Double, at p: Pointer) -> Pointer {
        // Below 2^53 the conversion truncates exactly, so it round-trips only for whole numbers.
        if value.magnitude < 9_007_199_254_740_992, Double(Int(value)) == value { return write(Int(value), at: p) }
        guard value.isFinite else {
            UnsafeMutableRawPointer(p).copyMemory(from: ("null" as StaticString).utf8Start, byteCount: 4)
            return p + 4
        }
        if value.magnitude < 1e9 && value.magnitude >= 1e-4 {
            if let end = fewDecimals(value, at: p) { return end }
            if let end = shortest(value, at: p) { return end }
        }
        // `description`'s text, written in place: `Double.write(to:)` formats into a buffer on
        // the stack and hands the bytes to the sink, where `description` would allocate a string
        // (a fraction such as 0.13636363636363635 is too long for a small one).
        var sink = DecimalSink(p)
        value.write(to: &sink)
        // 2^53 itself prints as "9007199254740992.0"; larger whole numbers use an exponent.
        return p + (value.magnitude == 9_007_199_254_740_992 ? sink.count - 2 : sink.count)
    }

    /// Writes `value` as `m / 10^k` in decimal when some `k` from 1 to 6 makes that exact (the
    /// common 0.25, 112.5, 0.333333...), and returns the end, or nil when no such `k` exists.
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
    @inlinable static func fewDecimals(_ value: Double, at p: Pointer) -> Pointer? {
        let magnitude = value.magnitude
        // Rounded half up by truncation, with no libm call: the product is below 10^15 < 2^50,
        // where adding a half is exact.
        let m = Int(magnitude * 1_000_000 + 0.5)
        guard Double(m) / 1_000_000 == magnitude else { return nil }
        var fraction = m % 1_000_000
        guard fraction != 0 else { return nil }
        // At most five trailing zeros: three, then two, then one strip them all.
        var places = 6
        if fraction % 1000 == 0 {
            fraction /= 1000
            places -= 3
        }
        if fraction % 100 == 0 {
            fraction /= 100
            places -= 2
        }
        if fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        var p = p
        if value < 0 {
            p[0] = UInt8(ascii: "-")
            p += 1
        }
        let dot = write(m / 1_000_000, at: p)
        dot[0] = UInt8(ascii: ".")
        var i = dot + places
        while i > dot {
            i[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
            fraction /= 10
            i -= 1
        }
        return dot + places + 1
    }

    /// How a decimal with some number of places fares as the text of a double.
    @usableFromInline enum Candidate {
        /// The nearest decimal with that many places, `digits / 10^places`, reads back as the
        /// double, and lies strictly inside its rounding interval.
        case inside(UInt64)
        /// No decimal with that many places reads back as the double.
        case outside
        /// A tie or a decimal on the edge of the interval: left to the standard library.
        case unsure
    }

    /// Writes `value`, from 1e-3 to 1e9 in magnitude and neither whole nor a decimal of up to
    /// six places, as the shortest decimal that reads back as it, the nearest of those when
    /// several are as short: `description`'s text. Returns nil, having written nothing, in the
    /// rare cases it leaves to `description` (a power of two, a tie, a decimal on the edge,
    /// below 1e-3).
    ///
    /// `value` is `significand / 2^shift` exactly, with `shift` from 23 to 62. The decimals with
    /// `places` places that read back as `value` are those strictly inside its rounding
    /// interval, within half a spacing of it (`significand` is not a power of two here, so the
    /// interval is symmetric); the nearest, `round(significand * 10^places / 2^shift)`, is the
    /// one to try, in 128-bit integers, exactly (`10^places` is at most 10^19, so the products
    /// stay below 2^120). A decimal with `places` places also has `places + 1`, so the places
    /// that work are all those from the fewest up. 17 significant digits always work; the
    /// search tries 16 (most doubles need 16 or 17), and from there drops a place at a time
    /// until one fails. `fewDecimals` has ruled out six places or fewer.
    @inlinable static func shortest(_ value: Double, at p: Pointer) -> Pointer? {
        let magnitude = value.magnitude
        guard magnitude >= 1e-3, magnitude.significandBitPattern != 0 else { return nil }
        let significand = magnitude.significandBitPattern | 1 << 52
        let shift = 1075 - Int(magnitude.exponentBitPattern)
        // Digits before the point: from -2 (below 0.01) to 9.
        var before = 1
        if magnitude >= 1 {
            while before < 9 && magnitude >= pow10(before) { before += 1 }
        } else {
            before = 0
            while before > -2 && magnitude < pow10(before - 1) { before -= 1 }
        }
        var places = 16 - before
        var digits: UInt64
        switch candidate(significand, shift: shift, places: places) {
        case .inside(let sixteen):
            digits = sixteen
            search: while places > 7 {
                switch candidate(significand, shift: shift, places: places - 1) {
                case .inside(let shorter):
                    digits = shorter
                    places -= 1
                case .outside: break search
                case .unsure: return nil
                }
            }
        case .outside:
            places += 1
            guard case .inside(let seventeen) = candidate(significand, shift: shift, places: places) else {
                return nil
            }
            digits = seventeen
        case .unsure: return nil
        }
        // The fewest places leave no trailing zero (nor a carry to another digit count).
        guard digits % 10 != 0 else { return nil }
        var out = p
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            out += 1
        }
        let count = places + before
        if before > 0 {
            let scale = power(places)
            let end = out + count + 1
            writeDigits(digits % scale, count: places, endingAt: end)
            out[before] = UInt8(ascii: ".")
            writeDigits(digits / scale, count: before, endingAt: out + before)
            return end
        }
        // "0." and -before zeros (at most two), then the digits.
        out[0] = UInt8(ascii: "0")
        out[1] = UInt8(ascii: ".")
        out[2] = UInt8(ascii: "0")
        out[3] = UInt8(ascii: "0")
        let end = out + 2 - before + count
        writeDigits(digits, count: count, endingAt: end)
        return end
    }

    /// 10^k for k from -2 to 9, exactly as the literal reads (the nearest double).
    @inline(__always) @inlinable static func pow10(_ k: Int) -> Double {
        switch k {
        case -2: 1e-2
        case -1: 1e-1
        case 0: 1
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        default: 1e9
        }
    }

    /// 10^k for k from 0 to 19 (the number reader uses it too).
    @inlinable @inline(__always) package static func power(_ k: Int) -> UInt64 {
        switch k {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1000
        case 4: 10000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 10_000_000_000_000_000_000
        }
    }

    /// The nearest decimal with `places` places (at most 19) to `significand / 2^shift` (`shift`
    /// from 23 to 62), and whether it reads back as that double.
    ///
    /// `significand * 10^places` is below 2^117 and the quotient below 2^64; the remainder
    /// `rest` of the division by 2^shift is the low `shift` bits. The nearest decimal lies
    /// `rest` or `2^shift - rest` away (in units of 2^-shift / 10^places); the interval reaches
    /// half a spacing of the double, `10^places / 2` in the same units.
    @inline(__always) @inlinable static func candidate(_ significand: UInt64, shift: Int, places: Int) -> Candidate {
        let scale = power(places)
        let (high, low) = significand.multipliedFullWidth(by: scale)
        // The masking shifts are single instructions; every amount here is from 1 to 63.
        let below = high &<< (64 &- shift) | low &>> shift
        let rest = low & ((1 &<< shift) &- 1)
        let half: UInt64 = 1 &<< (shift &- 1)
        guard rest != half else { return .unsure }
        let digits = rest > half ? below &+ 1 : below
        let distance = rest > half ? (1 &<< shift) &- rest : rest
        let twice = distance &<< 1
        if twice < scale { return .inside(digits) }
        return twice == scale ? .unsure : .outside
    }

    /// Writes `value`, below 10^count, as `count` decimal digits (zeros first where it has fewer)
    /// to the `count` bytes before `end`.
    @inline(__always) @inlinable static func writeDigits(_ value: UInt64, count: Int, endingAt end: Pointer) {
        var value = value
        var i = end
        var left = count
        // Eight digits at a time in 32 bits, where dividing by 100 is cheaper.
        while left >= 8 {
            var chunk = UInt32(truncatingIfNeeded: value % 100_000_000)
            value /= 100_000_000
            for _ in 0..<4 {
                i -= 2
                putPair(Int(chunk % 100), at: i)
                chunk /= 100
            }
            left -= 8
        }
        var rest = UInt32(truncatingIfNeeded: value)
        while left >= 2 {
            i -= 2
            putPair(Int(rest % 100), at: i)
            rest /= 100
            left -= 2
        }
        if left == 1 { i[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest) }
    }

    /// Writes `n`, from 0 to 99, as two digits at `p`.
    /// Writes `n`, from 0 to 9999, a pair of digits at a time: the commonest numbers, integers
    /// and whole doubles alike.
    @inline(__always) @inlinable static func writeSmall(_ n: Int, at p: Pointer) -> Pointer {
        if n < 10 {
            p[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n)
            return p + 1
        }
        if n < 100 {
            putPair(n, at: p)
            return p + 2
        }
        let high = n / 100
        if n < 1000 {
            p[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high)
            putPair(n &- high &* 100, at: p + 1)
            return p + 3
        }
        putPair(high, at: p)
        putPair(n &- high &* 100, at: p + 2)
        return p + 4
    }

    @inline(__always) @inlinable static func putPair(_ n: Int, at p: Pointer) {
        let pairs = digitPairs.utf8Start
        p[0] = pairs[n &* 2]
        p[1] = pairs[n &* 2 &+ 1]
    }
}

/// Where `Double.write(to:)` puts a number's text: straight into the writer's buffer.
///
/// The standard library formats a double into a buffer of its own and passes the ASCII bytes to
/// `_writeASCII`, which every `TextOutputStream` has (its default builds a `String` and calls
/// `write`); the sink copies them to `base`, which has room for ``capacity`` bytes.
/// `write(_:)` takes any other text the same way.
@usableFromInline struct DecimalSink: TextOutputStream {
    /// The room at `base`: the longest text of a double, `-2.2250738585072014e-308`, is 24
    /// bytes (`JSONCursor.numberRoom`).
    @usableFromInline package static let capacity = 32
    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    /// The bytes written so far.
    @usableFromInline package var count = 0

    @inlinable package init(_ base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    @inlinable package mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        append(buffer)
    }

    @inlinable package mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    @inlinable mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress else { return }
        let n = Swift.min(buffer.count, Self.capacity - count)
        (base + count).update(from: source, count: n)
        count += n
    }
}
