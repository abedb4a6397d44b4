/// A write position inside room that a ``JSONWriter`` has reserved: a run of writes with one
/// capacity check for the whole run.
///
/// `JSONWriter.withRoom(_:_:)` reserves a bound on what the run writes and lends a cursor; each
/// write moves the cursor and checks nothing in release builds (debug builds assert that it stays
/// inside the room). The position is a local pointer, not the writer's stored count, so the
/// compiler keeps it in a register: a store through the buffer pointer could alias a stored
/// count and force it to be reloaded after every byte.
@usableFromInline package struct JSONCursor {
    /// The next byte to write.
    @usableFromInline package var position: UnsafeMutablePointer<UInt8>
    /// The end of the reserved room, for the debug checks.
    @usableFromInline let end: UnsafeMutablePointer<UInt8>

    /// Room for any number ``number(_:)`` writes: the longest text of a double,
    /// `-2.2250738585072014e-308`, is 24 bytes; the formatting sink never writes beyond 32.
    @usableFromInline package static let numberRoom = 32
    /// Room for any integer ``int(_:)`` writes: `-9223372036854775808` is 20 bytes.
    @usableFromInline package static let intRoom = 20

    /// Room for the JSON string of text of `utf8Count` bytes: the quotes and at most six bytes
    /// (`\u00XX`) per byte.
    @inlinable @inline(__always) package static func stringRoom(_ utf8Count: Int) -> Int { 6 &* utf8Count &+ 2 }

    @inlinable @inline(__always) package init(_ position: UnsafeMutablePointer<UInt8>, end: UnsafeMutablePointer<UInt8>)
    {
        self.position = position
        self.end = end
    }

    /// Appends ASCII text known at compile time: punctuation and member names.
    ///
    /// The bytes are moved as two loads and two stores of the widest size that fits, the
    /// second overlapping the first where the length is not a power of two (sixteen bytes a
    /// move past that): for a literal's constant length this folds to those moves. (A raw
    /// `copyMemory` left it to the optimizer, which in a function as large as the answer's
    /// writer called out of line to the standard library and `memcpy` for every literal.)
    @inlinable @inline(__always) package mutating func raw(_ text: StaticString) {
        let n = text.utf8CodeUnitCount
        let from = UnsafeRawPointer(text.utf8Start)
        let to = UnsafeMutableRawPointer(position)
        @inline(__always) func move<T>(_: T.Type, at offset: Int) {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: T.self), toByteOffset: offset, as: T.self)
        }
        if n >= 8 {
            if n <= 16 {
                move(UInt64.self, at: 0)
                move(UInt64.self, at: n &- 8)
            } else {
                var i = 0
                while n &- i > 16 {
                    move(SIMD16<UInt8>.self, at: i)
                    i &+= 16
                }
                move(SIMD16<UInt8>.self, at: n &- 16)
            }
        } else if n >= 4 {
            move(UInt32.self, at: 0)
            move(UInt32.self, at: n &- 4)
        } else if n >= 2 {
            move(UInt16.self, at: 0)
            move(UInt16.self, at: n &- 2)
        } else if n == 1 {
            move(UInt8.self, at: 0)
        }
        position += n
        assert(position <= end, "JSONCursor: a write beyond the reserved room")
    }

    /// Copies `count` eight-byte words from `source` and moves by `length` bytes, at most the
    /// words' length: the bytes beyond are scratch, written over by what follows (the room
    /// reserved must take all the words).
    @inlinable @inline(__always) package mutating func words(
        _ source: UnsafePointer<UInt8>, count: Int, advancing length: Int
    ) {
        assert(position + 8 * count <= end && length <= 8 * count, "JSONCursor: a write beyond the reserved room")
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(position)
        // Sixteen bytes a move where the count allows (one vector register), then a last word.
        var i = 0
        while count &- i >= 2 {
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: i &* 8, as: SIMD16<UInt8>.self), toByteOffset: i &* 8,
                as: SIMD16<UInt8>.self)
            i &+= 2
        }
        if i < count {
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: i &* 8, as: UInt64.self), toByteOffset: i &* 8, as: UInt64.self)
        }
        position += length
    }

    /// Appends one byte.
    @inlinable @inline(__always) package mutating func byte(_ b: UInt8) {
        position.pointee = b
        position += 1
        assert(position <= end, "JSONCursor: a write beyond the reserved room")
    }

    /// Appends `true` or `false`.
    @inlinable @inline(__always) package mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Appends a decimal integer (``intRoom`` bytes at most).
    @inlinable @inline(__always) package mutating func int(_ value: Int) {
        position = JSONNumber.write(value, at: position)
        assert(position <= end, "JSONCursor: a write beyond the reserved room")
    }

    /// Appends a JSON number as ``JSONWriter/number(_:)`` describes it (``numberRoom`` bytes at
    /// most).
    @inlinable @inline(__always) package mutating func number(_ value: Double) {
        // 0 and 1 (fractions, insets, offsets) are the commonest numbers of an answer: written
        // in place, without a call.
        if value == 0 || value == 1 {
            position.pointee = value == 0 ? UInt8(ascii: "0") : UInt8(ascii: "1")
            position += 1
        } else {
            position = JSONNumber.write(value, at: position)
        }
        assert(position <= end, "JSONCursor: a write beyond the reserved room")
    }

    /// Appends a JSON string (``stringRoom(_:)`` of its UTF-8 count at most): quotes,
    /// backslashes and control characters escaped; all else, including non-ASCII text, as its
    /// UTF-8.
    @inlinable @inline(__always) package mutating func string(_ value: String) {
        position = JSONString.writeShort(value, at: position)
        assert(position <= end, "JSONCursor: a write beyond the reserved room")
    }
}

/// JSON strings written at a pointer with room for them, and the one rule for which bytes are
/// escaped and how: the answers, the problems and the request log all write strings through it.
///
/// The rule is JSON's own minimum (RFC 8259 §7): `"` and `\` are escaped, control characters
/// (below 0x20) are escaped as `\b`, `\f`, `\n`, `\r`, `\t` or `\u00XX`, and every other byte,
/// non-ASCII UTF-8 and DEL included, is written as it is.
public enum JSONString {
    /// Whether `byte` is written escaped.
    @inlinable @inline(__always) public static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether any of the `n` bytes at `p` ``needsEscape(_:)``: eight bytes a step (the standard
    /// "has a byte less than" and "has a zero byte" word tests), then the rest one by one.
    @inlinable public static func anyNeedsEscape(_ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while i &+ 8 <= n {
            let w = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
            let below = (w &- ones &* 0x20) & ~w & highs
            let quote = w ^ (ones &* 0x22)
            let backslash = w ^ (ones &* 0x5C)
            if below | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs) != 0 {
                return true
            }
            i &+= 8
        }
        while i < n {
            if needsEscape(p[i]) { return true }
            i &+= 1
        }
        return false
    }

    /// Writes the escape of `byte`, one that ``needsEscape(_:)``, at `o` (room for 6 bytes) and
    /// answers how many bytes it wrote: 2 (`\"`, `\n`...) or 6 (`\u001f`).
    @inlinable public static func writeEscape(_ byte: UInt8, at o: UnsafeMutablePointer<UInt8>) -> Int {
        o[0] = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): o[1] = byte
        case 0x08: o[1] = UInt8(ascii: "b")
        case 0x0C: o[1] = UInt8(ascii: "f")
        case 0x0A: o[1] = UInt8(ascii: "n")
        case 0x0D: o[1] = UInt8(ascii: "r")
        case 0x09: o[1] = UInt8(ascii: "t")
        default:
            let hex: StaticString = "0123456789abcdef"
            o[1] = UInt8(ascii: "u")
            o[2] = UInt8(ascii: "0")
            o[3] = UInt8(ascii: "0")
            o[4] = hex.utf8Start[Int(byte >> 4)]
            o[5] = hex.utf8Start[Int(byte & 0xF)]
            return 6
        }
        return 2
    }

    /// Writes `value` as a JSON string at `p`, which has room for
    /// `JSONCursor.stringRoom(value.utf8.count)` bytes, and returns the end of what it wrote.
    @inlinable package static func write(_ value: String, at p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<
        UInt8
    > {
        // A native string lends its UTF-8 in place; only another (bridged, or not UTF-8) is copied.
        if let end = value.utf8.withContiguousStorageIfAvailable({ write(utf8: $0, at: p) }) { return end }
        var value = value
        return value.withUTF8 { write(utf8: $0, at: p) }
    }

    /// ``write(_:at:)`` with its commonest case in line: text of 4 to 16 bytes with nothing to
    /// escape (an id, a name), copied as two overlapping words (or halves). Written in line, the
    /// caller keeps no reference to the string's storage across a call, so it takes none (an
    /// id read from an array would otherwise be retained and released around the call).
    @inlinable @inline(__always) package static func writeShort(_ value: String, at p: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        let end = value.utf8.withContiguousStorageIfAvailable { utf8 -> UnsafeMutablePointer<UInt8> in
            let n = utf8.count
            guard n >= 4 && n <= 16, let source = utf8.baseAddress, isPlainShort(source, count: n) else {
                return write(utf8: utf8, at: p)
            }
            JSONReader.copy(n, from: source, to: p + 1)
            p[0] = UInt8(ascii: "\"")
            p[n &+ 1] = UInt8(ascii: "\"")
            return p + n + 2
        }
        return end ?? write(value, at: p)
    }

    /// Whether the 4 to 16 bytes at `source` hold nothing to escape: two words (or two halves of
    /// one) that overlap in the middle, so no byte outside the text is read.
    @inlinable @inline(__always) package static func isPlainShort(_ source: UnsafePointer<UInt8>, count n: Int) -> Bool
    {
        let text = UnsafeRawPointer(source)
        if n >= 8 {
            let first = text.loadUnaligned(as: UInt64.self)
            let last = text.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            return JSONReader.specialBytes(UInt64(littleEndian: first))
                | JSONReader.specialBytes(UInt64(littleEndian: last)) == 0
        }
        let first = text.loadUnaligned(as: UInt32.self)
        let last = text.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
        // Both halves in one word: `specialBytes` looks at eight bytes.
        return JSONReader.specialBytes(UInt64(UInt32(littleEndian: first)) | UInt64(UInt32(littleEndian: last)) &<< 32)
            == 0
    }

    /// Writes the bytes of `utf8` as a JSON string at `p`, which has room for
    /// `JSONCursor.stringRoom(utf8.count)` bytes, and returns the end of what it wrote.
    @inlinable package static func write(utf8: UnsafeBufferPointer<UInt8>, at p: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        let n = utf8.count
        p[0] = UInt8(ascii: "\"")
        let out = p + 1
        guard let source = utf8.baseAddress, n > 0 else {
            out[0] = UInt8(ascii: "\"")
            return out + 1
        }
        // Text with nothing to escape (an id, a name) is copied a word at a time: 4 to 16 bytes
        // as two overlapping words (or halves); longer text as whole words, then the last word
        // ending at the last byte, which overlaps the words before it. Every load lies inside
        // the text, and each store writes the same bytes a plain copy would, so the overlap is
        // harmless; text with a byte to escape goes to the byte loop from its first such word.
        if n >= 4 && n <= 16 && isPlainShort(source, count: n) {
            JSONReader.copy(n, from: source, to: out)
            return closeString(out + n)
        }
        var i = 0
        if n > 16 {
            while n - i >= 8 {
                let word = UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self)
                guard JSONReader.specialBytes(UInt64(littleEndian: word)) == 0 else { break }
                UnsafeMutableRawPointer(out + i).storeBytes(of: word, as: UInt64.self)
                i += 8
            }
            if i == n { return closeString(out + n) }
            if n - i < 8 {
                let word = UnsafeRawPointer(source + (n - 8)).loadUnaligned(as: UInt64.self)
                if JSONReader.specialBytes(UInt64(littleEndian: word)) == 0 {
                    UnsafeMutableRawPointer(out + (n - 8)).storeBytes(of: word, as: UInt64.self)
                    return closeString(out + n)
                }
            }
        }
        var o = out + i
        for b in UnsafeBufferPointer(rebasing: utf8[i...]) {
            if needsEscape(b) {
                o += writeEscape(b, at: o)
            } else {
                o[0] = b
                o += 1
            }
        }
        return closeString(o)
    }

    @inline(__always) @inlinable static func closeString(_ p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<
        UInt8
    > {
        p[0] = UInt8(ascii: "\"")
        return p + 1
    }
}
