// The geometry fast path (docs/codec.md): a whole geometry object (`{"x": 0, "y": 508, ...}`) in
// one pass. It gives what the general reader gives for the same bytes or consumes nothing;
// `FastPathEquivalenceTests` and the fuzzer hold it to that.

extension JSONReader {
    /// A non-negative integer of at most 15 digits (`390`, `0`) at offset `start` of the body
    /// `base` of `count` bytes (`fastEnd` as the reader has it), ending there: the value and the
    /// offset past it, consuming nothing; `nil` for anything else. A static function of its
    /// inputs, so a caller may keep the position in a local.
    ///
    /// With `checksEnd` false the byte after the digits is not looked at: the caller must then
    /// look at it before it uses the value (see `readPlainNumbers`).
    @inline(__always)
    @inlinable package static func smallInteger(
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
    @inlinable package mutating func readPlainNumbers(_ names: NameTable) -> (Double, Double, Double, Double)? {
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
                // The name in quotes matched as one word; any other spelling is the general reader's.
                let quoted = fastEnd - pos >= 8 ? names.quotedLength(i, at: base + pos) : 0
                guard quoted > 0 else { break }
                pos += quoted
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
                    value = try readNumber()
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
    @inlinable mutating func settle(
        _ values: inout (Double, Double, Double, Double), _ index: Int, from start: Int, _ p: inout Int
    ) -> Bool {
        guard p < count, Self.goesOnNumber(base[p]) else { return true }
        pos = start
        let value: Double
        do throws(SyntaxError) {
            value = try readNumber()
        } catch {
            return false
        }
        withUnsafeMutableBytes(of: &values) { $0.storeBytes(of: value, toByteOffset: index &* 8, as: Double.self) }
        p = pos
        return true
    }

    /// Whether `byte`, right after a number's digits, would go on the number: a digit, `.`, `e`
    /// or `E`. A fast path that stops before such a byte leaves the number to the general scan.
    @inlinable @inline(__always) package static func goesOnNumber(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") <= 9 || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
    }
}
