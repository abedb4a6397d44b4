/// The body is not JSON: where the scan stopped and why.
@usableFromInline package struct SyntaxError: Error {
    /// The byte offset of the offending byte (the body's length when it ended too soon).
    @usableFromInline package var offset: Int
    /// What was wrong, in a phrase.
    @usableFromInline package var message: String

    @inlinable package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// The kind of the JSON value that starts at the reader's position.
@usableFromInline package enum JSONKind {
    case object, array, string, number, bool, null

    /// The kind's name in messages: "an object", "a number"...
    @inlinable package var phrase: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A string token: the raw bytes between its quotes, validated.
@usableFromInline package struct StringToken {
    /// Offset of the first byte after the opening quote.
    @usableFromInline package var start: Int
    /// Offset of the closing quote.
    @usableFromInline package var end: Int
    /// Whether the raw bytes hold a backslash escape (and so differ from the decoded string).
    @usableFromInline package var hasEscapes: Bool

    @inlinable package init(start: Int, end: Int, hasEscapes: Bool) {
        self.start = start
        self.end = end
        self.hasEscapes = hasEscapes
    }
}

/// A forward-only scanner over JSON bytes (RFC 8259), validating as it goes.
///
/// It builds no tree: callers ask for the next token of the kind they expect. Every scan is
/// bounded by the buffer and checks each byte once, so hostile input costs linear time; nesting
/// is bounded by `maxDepth`.
@usableFromInline package struct JSONReader {
    /// The body; never dereferenced at or past `count`.
    @usableFromInline package let base: UnsafePointer<UInt8>
    /// The body's length in bytes.
    @usableFromInline package let count: Int
    /// The next byte to read.
    @usableFromInline package var pos = 0
    /// How many objects and arrays enclose the position.
    @usableFromInline package var depth = 0
    /// The deepest nesting accepted.
    @usableFromInline package let maxDepth: Int
    /// Whether the fast paths may be taken (see ``DecodeLimits/fastPaths``); when `false`, every
    /// number goes through the standard library's conversion and every name through `readString`.
    @usableFromInline package let fastPaths: Bool
    /// The end of the body as the fast paths see it: `count`, or 0 when they are off. Each fast
    /// path already checks that enough bytes remain before it reads a word, against this bound,
    /// so that check also turns it off: the switch costs the fast paths no instruction.
    @usableFromInline package let fastEnd: Int

    @inlinable package init(_ bytes: UnsafeRawBufferPointer, maxDepth: Int, fastPaths: Bool = true) {
        // An empty buffer may have no base address. Every read checks `pos < count` first, so a
        // placeholder address is never dereferenced when `count` is 0.
        if let address = bytes.baseAddress, bytes.count > 0 {
            base = address.assumingMemoryBound(to: UInt8.self)
        } else {
            base = UnsafePointer(bitPattern: 1)!
        }
        count = bytes.count
        self.maxDepth = maxDepth
        self.fastPaths = fastPaths
        fastEnd = fastPaths ? bytes.count : 0
    }

    /// Whether the whole body has been read.
    @inlinable package var atEnd: Bool { pos >= count }

    /// The byte at the position, or 0 at the end (0 is never valid outside a string).
    @inlinable @inline(__always) package mutating func peek() -> UInt8 {
        pos < count ? base[pos] : 0
    }

    /// A syntax error at the position.
    @inlinable package func error(_ message: String) -> SyntaxError {
        if pos >= count { return SyntaxError(offset: count, message: "the body ends in the middle of \(message)") }
        return SyntaxError(offset: pos, message: "unexpected \(describe(base[pos])) in \(message)")
    }

    @inlinable func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x\(byte < 16 ? "0" : "")\(hex)"
    }

    /// Skips JSON whitespace: space, tab, line feed, carriage return.
    @inlinable @inline(__always) package mutating func skipWhitespace() {
        // The position is counted in a local and stored once: a store per byte would be
        // reloaded after every read of the body, which the compiler cannot prove apart.
        var p = pos
        while p < count {
            let b = base[p]
            // Every token starts above the space: one compare in the common case.
            if b > 0x20 { break }
            if b == 0x0A && count - p >= 9 {
                // A line break and the indentation after it: up to eight spaces in one step (the
                // bytes that equal a space are the zero bytes of the word xor spaces).
                let word = UInt64(littleEndian: UnsafeRawPointer(base + p + 1).loadUnaligned(as: UInt64.self))
                p += 1 + (word ^ 0x2020_2020_2020_2020).trailingZeroBitCount >> 3
                continue
            }
            // Space, tab, CR or a short LF: one test of a mask of those bytes' bits (a chain of
            // compares became an indirect jump through a table of the bytes below the space).
            guard (UInt64(1) &<< UInt64(b)) & 0x1_0000_2600 != 0 else { break }
            p += 1
        }
        pos = p
    }

    /// The kind of the value at the position (after whitespace), without consuming it.
    @inlinable @inline(__always) package mutating func valueKind() throws(SyntaxError) -> JSONKind {
        skipWhitespace()
        return try kindPastWhitespace()
    }

    /// ``valueKind()`` where the position is known to be past any whitespace (as `consumeColon`
    /// and `consumeComma` leave it), so it is not scanned for again.
    @inlinable @inline(__always) package mutating func kindPastWhitespace() throws(SyntaxError) -> JSONKind {
        switch peek() {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: throw valueError()
        }
    }

    /// The error of a position where a value should start (kept out of line: it is rare).
    @inline(never) @inlinable func valueError() -> SyntaxError {
        error("a value")
    }

    /// Consumes `byte` after optional whitespace, or throws.
    @inlinable @inline(__always) package mutating func expect(_ byte: UInt8, in context: String) throws(SyntaxError) {
        skipWhitespace()
        guard pos < count, base[pos] == byte else { throw error(context) }
        pos += 1
    }

    /// Consumes `byte` after optional whitespace if it is there.
    @inlinable @inline(__always) package mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        if pos < count, base[pos] == byte {
            pos += 1
            return true
        }
        return false
    }

    /// Consumes optional whitespace, `:` and optional whitespace, and returns whether the colon
    /// was there (the position is then at the value); otherwise it is past the whitespace before
    /// where the colon should be, as `consume` leaves it.
    @inlinable @inline(__always) package mutating func consumeColon() -> Bool {
        consumeSeparator(UInt8(ascii: ":"))
    }

    /// Consumes optional whitespace, `,` and optional whitespace when a `,` is there, and
    /// returns whether it was; otherwise it is past the whitespace, as `consume` leaves it.
    @inlinable @inline(__always) package mutating func consumeComma() -> Bool {
        consumeSeparator(UInt8(ascii: ","))
    }

    /// ``consumeColon()`` and ``consumeComma()``: the whitespace scans around `consume`.
    @inline(__always) @inlinable mutating func consumeSeparator(_ separator: UInt8) -> Bool {
        guard consume(separator) else { return false }
        skipWhitespace()
        return true
    }

    /// Enters an object or array: counts the depth and consumes the opening bracket.
    @inlinable @inline(__always) package mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > maxDepth { throw depthError() }
        pos += 1
    }

    /// The error of nesting past `maxDepth` (kept out of line: it is rare).
    @inline(never) @inlinable func depthError() -> SyntaxError {
        SyntaxError(offset: pos, message: "nesting deeper than \(maxDepth) levels")
    }

    /// Consumes `true`, `false` or `null` (the position is at its first byte).
    @inlinable package mutating func readLiteral() throws(SyntaxError) -> JSONKind {
        // The first four bytes as one little-endian word, compared with each literal's.
        if count - pos >= 4 {
            let word = UInt32(littleEndian: UnsafeRawPointer(base + pos).loadUnaligned(as: UInt32.self))
            if word == Self.literalWord("true") {
                pos += 4
                return .bool
            }
            if word == Self.literalWord("null") {
                pos += 4
                return .null
            }
            if word == Self.literalWord("fals") && count - pos >= 5 && base[pos + 4] == UInt8(ascii: "e") {
                pos += 5
                return .bool
            }
        }
        throw error("a literal (true, false or null)")
    }

    /// The four bytes of `text` as a little-endian word.
    @inline(__always) @inlinable static func literalWord(_ text: StaticString) -> UInt32 {
        let bytes = text.utf8Start
        return UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
    }

    /// Consumes a boolean literal and returns its value.
    @inlinable package mutating func readBool() throws(SyntaxError) -> Bool {
        let isTrue = peek() == UInt8(ascii: "t")
        guard try readLiteral() == .bool else { throw error("a boolean") }
        return isTrue
    }
}

// MARK: - Strings

extension JSONReader {
    /// Consumes a string (the position is at its opening quote), validating its escapes and UTF-8.
    ///
    /// Rejects control characters, unknown escapes, lone or reversed UTF-16 surrogates in `\u`
    /// escapes, and ill-formed UTF-8 (overlong forms, encoded surrogates, code points past
    /// U+10FFFF, truncated sequences), as RFC 8259 §8.1 requires of a conforming text.
    @inlinable package mutating func readString() throws(SyntaxError) -> StringToken {
        pos += 1
        let start = pos
        var hasEscapes = false
        while pos < count {
            // Eight bytes at a time while they are all printable ASCII other than the quote and
            // the backslash (the bulk of any string); the lowest flagged byte is the first one
            // that needs a look (the borrows of the tests only flag bytes above a true hit).
            while count - pos >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self))
                let special = Self.specialBytes(word)
                if special == 0 {
                    pos += 8
                } else {
                    pos += special.trailingZeroBitCount >> 3
                    break
                }
            }
            guard pos < count else { break }
            let b = base[pos]
            if b >= 0x20 && b < 0x80 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
                pos += 1
                continue
            }
            if b == UInt8(ascii: "\"") {
                let token = StringToken(start: start, end: pos, hasEscapes: hasEscapes)
                pos += 1
                return token
            } else if b == UInt8(ascii: "\\") {
                hasEscapes = true
                try readEscape()
            } else if b < 0x20 {
                throw SyntaxError(
                    offset: pos,
                    message:
                        "a control character (U+00\(b < 16 ? "0" : "")\(String(b, radix: 16, uppercase: true))) must be escaped in a string"
                )
            } else if b < 0x80 {
                pos += 1
            } else {
                try readMultibyte(b)
            }
        }
        throw error("a string")
    }

    /// Consumes a string of at most 15 printable ASCII bytes without escapes (the position is at
    /// its opening quote) and returns it with its bytes as two little-endian words, zero-padded;
    /// `nil`, consuming nothing, for any other string or near the end of the body (then
    /// `readString` reads it). The token is the one `readString` would give. The fast path for
    /// member names of the design reader and of ``skipValue()`` (docs/codec.md); off with the fast
    /// paths (see `fastEnd`).
    @inlinable @inline(__always) package mutating func readShortString() -> (
        token: StringToken, low: UInt64, high: UInt64
    )? {
        let start = pos + 1
        guard fastEnd - start >= 16 else { return nil }
        let first = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
        let firstSpecial = Self.specialBytes(first)
        if firstSpecial != 0 {
            let length = firstSpecial.trailingZeroBitCount >> 3
            guard base[start + length] == UInt8(ascii: "\"") else { return nil }
            pos = start + length + 1
            let low = first & ((1 &<< UInt64(8 * length)) &- 1)
            return (StringToken(start: start, end: start + length, hasEscapes: false), low, 0)
        }
        let second = UInt64(littleEndian: UnsafeRawPointer(base + start + 8).loadUnaligned(as: UInt64.self))
        let secondSpecial = Self.specialBytes(second)
        guard secondSpecial != 0 else { return nil }
        let length = secondSpecial.trailingZeroBitCount >> 3
        guard base[start + 8 + length] == UInt8(ascii: "\"") else { return nil }
        pos = start + 9 + length
        let high = second & ((1 &<< UInt64(8 * length)) &- 1)
        return (StringToken(start: start, end: start + 8 + length, hasEscapes: false), first, high)
    }

    /// Consumes a string of ASCII bytes without escapes or control characters, of any length
    /// (the position is at its opening quote), eight bytes at a time; `nil`, consuming nothing,
    /// for any other string or one that ends within eight bytes of the body's end (then
    /// `readString` reads it). The token is the one `readString` would give.
    @inlinable @inline(__always) package mutating func readPlainString() -> StringToken? {
        let start = pos + 1
        var p = start
        while count - p >= 8 {
            let special = Self.specialBytes(
                UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self)))
            if special != 0 {
                let end = p + special.trailingZeroBitCount >> 3
                guard base[end] == UInt8(ascii: "\"") else { return nil }
                pos = end + 1
                return StringToken(start: start, end: end, hasEscapes: false)
            }
            p += 8
        }
        return nil
    }

    /// The high bit of each byte of `word` that is a quote, a backslash, a control character or
    /// not ASCII; exact up to the lowest such byte (bits above it may be set spuriously).
    @inlinable @inline(__always) package static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control | word) & highs
    }

    @inlinable mutating func readEscape() throws(SyntaxError) {
        pos += 1
        guard pos < count else { throw error("an escape") }
        switch base[pos] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            pos += 1
        case UInt8(ascii: "u"):
            let escapeStart = pos - 1
            pos += 1
            let unit = try readHex4()
            if unit >= 0xDC00 && unit <= 0xDFFF {
                throw SyntaxError(
                    offset: escapeStart, message: "a low surrogate escape without a high surrogate before it")
            }
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard count - pos >= 2, base[pos] == UInt8(ascii: "\\"), base[pos + 1] == UInt8(ascii: "u") else {
                    if count - pos < 2 { throw error("a surrogate pair") }
                    throw SyntaxError(
                        offset: escapeStart, message: "a high surrogate escape without a low surrogate after it")
                }
                pos += 2
                let low = try readHex4()
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw SyntaxError(
                        offset: escapeStart, message: "a high surrogate escape without a low surrogate after it")
                }
            }
        default:
            throw error("an escape (only \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX are JSON)")
        }
    }

    /// Four hexadecimal digits of a `\u` escape.
    @inlinable package mutating func readHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard pos < count else { throw error("a \\u escape") }
            let b = base[pos]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw error("a \\u escape (four hexadecimal digits)")
            }
            value = value << 4 | UInt32(digit)
            pos += 1
        }
        return value
    }

    /// One well-formed UTF-8 sequence of two to four bytes (Unicode Table 3-7).
    @inlinable mutating func readMultibyte(_ lead: UInt8) throws(SyntaxError) {
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default:
            throw SyntaxError(
                offset: pos,
                message: "invalid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)) cannot start a character)")
        }
        guard count - pos >= length else { throw error("a UTF-8 sequence") }
        let second = base[pos + 1]
        var ok = second >= low && second <= high
        for i in 2..<max(2, length) where base[pos + i] & 0xC0 != 0x80 { ok = false }
        guard ok else { throw SyntaxError(offset: pos, message: "invalid UTF-8 in a string") }
        pos += length
    }

    /// The decoded bytes of a string token: escapes resolved, as UTF-8.
    @inlinable package func decodedBytes(_ token: StringToken) -> [UInt8] {
        // Without escapes the bytes are the string's: copied in one step.
        if !token.hasEscapes {
            return Array(UnsafeBufferPointer(start: base + token.start, count: token.end - token.start))
        }
        var out: [UInt8] = []
        out.reserveCapacity(token.end - token.start)
        var i = token.start
        while i < token.end {
            let b = base[i]
            guard b == UInt8(ascii: "\\") else {
                out.append(b)
                i += 1
                continue
            }
            let e = base[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(at: i)
                i += 4
                if scalar >= 0xD800 && scalar <= 0xDBFF {
                    // The scan already proved a low surrogate escape follows.
                    let low = hex4(at: i + 2)
                    i += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                appendUTF8(scalar, to: &out)
            default: out.append(e)
            }
        }
        return out
    }

    @inlinable func hex4(at offset: Int) -> UInt32 {
        var value: UInt32 = 0
        for k in 0..<4 {
            let b = base[offset + k]
            let digit: UInt8 =
                b <= UInt8(ascii: "9")
                ? b - UInt8(ascii: "0") : (b | 0x20) - UInt8(ascii: "a") + 10
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    @inlinable func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | scalar >> 6))
            out.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | scalar >> 12))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        default:
            out.append(UInt8(0xF0 | scalar >> 18))
            out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// The string a token spells; its bytes are valid UTF-8 once scanned.
    @inlinable package mutating func string(_ token: StringToken) -> String {
        if token.hasEscapes {
            return String(decoding: decodedBytes(token), as: UTF8.self)
        }
        // Filled in place rather than `String(decoding:as:)`: a string of up to 15 ASCII bytes
        // (most ids and names) is then made without a pass of UTF-8 validation. Others are
        // validated (and repaired) as before.
        let count = token.end - token.start
        if count == 0 { return "" }
        let source = base + token.start
        return String(unsafeUninitializedCapacity: count) { buffer in
            Self.copy(count, from: source, to: buffer.baseAddress!)
            return count
        }
    }

    /// Copies `count` bytes (at least 1) from `source` to `target` without a call: a short string
    /// (most ids) as two words, or two halves of one, that overlap in the middle, so no byte
    /// outside either range is read or written.
    @inline(__always)
    @inlinable package static func copy(
        _ count: Int, from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>
    ) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        switch count {
        case 8...16:
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self), toByteOffset: count &- 8,
                as: UInt64.self)
        case 4..<8:
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self), toByteOffset: count &- 4,
                as: UInt32.self)
        case 1..<4:
            to.storeBytes(of: from.load(as: UInt8.self), as: UInt8.self)
            to.storeBytes(
                of: from.load(fromByteOffset: count &- 1, as: UInt8.self), toByteOffset: count &- 1, as: UInt8.self)
            let middle = count / 2
            to.storeBytes(of: from.load(fromByteOffset: middle, as: UInt8.self), toByteOffset: middle, as: UInt8.self)
        default:
            target.initialize(from: source, count: count)
        }
    }
}

// MARK: - Skipping

extension JSONReader {
    /// Consumes one value of any kind, validating it, without keeping it. Most of a design
    /// document is skipped, so two fast paths serve it (docs/codec.md): a short member name is
    /// taken by ``readShortString()``, and a number's grammar is scanned (``skipNumber()``) without
    /// working out its value. Both give the same errors at the same offsets; with the fast paths
    /// off neither is taken, so the fuzzer, which decodes every input both ways, holds them to the
    /// general readers.
    ///
    /// One call wherever it is used; the readers that skip most of a document take
    /// ``skipInPlace()``.
    @inlinable @inline(never) package mutating func skipValue() throws(SyntaxError) {
        try skipInPlace()
    }

    /// ``skipValue()`` where it is written: a string, number or literal is skipped in place (most
    /// skipped values are such, and a call for each costs more than the value); an array or
    /// object by ``skipContainer()``, which is where the recursion is.
    @inlinable @inline(__always) package mutating func skipInPlace() throws(SyntaxError) {
        switch try valueKind() {
        case .object, .array:
            try skipContainer()
        case .string:
            _ = try readString()
        case .number:
            if fastPaths { try skipNumber() } else { _ = try readNumber() }
        case .bool, .null:
            _ = try readLiteral()
        }
    }

    /// ``skipValue()`` of the array or object at the position (past whitespace).
    @inlinable @inline(never) package mutating func skipContainer() throws(SyntaxError) {
        if peek() == UInt8(ascii: "{") {
            try enter()
            if !consume(UInt8(ascii: "}")) {
                repeat {
                    skipWhitespace()
                    guard peek() == UInt8(ascii: "\"") else { throw error("an object (a member name)") }
                    if readShortString() == nil { _ = try readString() }
                    try expect(UInt8(ascii: ":"), in: "an object (':' after a member name)")
                    try skipInPlace()
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "}"), in: "an object (',' or '}')")
            }
            depth -= 1
        } else {
            try enter()
            if !consume(UInt8(ascii: "]")) {
                repeat {
                    try skipInPlace()
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
            }
            depth -= 1
        }
    }
}
