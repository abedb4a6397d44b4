/// The member names (or enum strings) one object of the schema accepts, matched by comparing a
/// key's first sixteen bytes as two integers instead of byte by byte.
///
/// A table is built from a ``SchemaMembers`` type (its cases' names, in case order) or from a
/// ``WireEnum``'s values, never from a free list of names, so an index into it always means the
/// case it was built from. Each entry keeps its name's length and its first sixteen bytes as two
/// little-endian words, zero-padded; a key matches when its length and both words are equal and,
/// for a name longer than sixteen bytes, the rest of its bytes too. A key is looked up by hashing
/// its length and words into an open-addressed index of slots, so a lookup compares about one
/// entry, whatever the table's size. Tables are built once (static members) in memory that is
/// never freed, so using one costs no reference counting.
@usableFromInline package struct NameTable: @unchecked Sendable {
    // @unchecked: the entries (and the bytes they point to) are written once in init and only
    // read afterwards; they are never freed.
    @usableFromInline package struct Entry {
        /// The name's bytes: static memory, or a copy that is never freed.
        @usableFromInline package let bytes: UnsafePointer<UInt8>
        @usableFromInline package let length: Int
        @usableFromInline package let low: UInt64
        @usableFromInline package let high: UInt64
        /// The name in quotes (`"x"`) as a little-endian word, zero-padded, when it fits in one
        /// (names of at most six bytes); `quotedLength` is then its length, else 0.
        @usableFromInline package let quoted: UInt64
        @usableFromInline package let quotedLength: Int
        /// The name as pretty-printed JSON introduces it as member `index` of an object whose
        /// members come in table order: `"x": ` for the first, `, "y": ` for the others, as two
        /// little-endian words and their masks (see ``prettyLength(_:at:)``); `prettyLength` is
        /// its length in bytes (at most sixteen), or 0 when it is longer.
        @usableFromInline package let pretty: (low: UInt64, high: UInt64, lowMask: UInt64, highMask: UInt64)
        @usableFromInline package let prettyLength: Int
        /// The name in quotes and the colon after it (`"x":`) as two little-endian words and
        /// their masks (see ``memberLength(_:at:)``); `memberLength` is its length in bytes (at
        /// most sixteen), or 0 when it is longer.
        @usableFromInline package let member: (low: UInt64, high: UInt64, lowMask: UInt64, highMask: UInt64)
        @usableFromInline package let memberLength: Int
    }

    @usableFromInline let entries: UnsafePointer<Entry>
    /// How many names the table holds.
    @usableFromInline package let count: Int
    /// The hash index: slot `hash(key) >> slotShift`, then the next ones (wrapping at
    /// `slotMask`), hold the entry index plus one of each name with that hash, up to an empty
    /// slot (0). There are at least four slots per name, so an empty one always ends a probe.
    @usableFromInline let slots: UnsafePointer<UInt8>
    @usableFromInline let slotShift: UInt64
    @usableFromInline let slotMask: Int
    /// The members that must be given (bit `i` for entry `i`), from the members' schema
    /// (``SchemaMembers/requiredMembers``): read with the names by the object reader, so the
    /// check costs no second table. 0 for a table of strings.
    @usableFromInline package let requiredBits: UInt32
    /// Each entry's number rule, two bits per entry (bits `2i` and `2i+1`), from the members'
    /// schema (``SchemaMembers/numberRule``): a reader takes a member's rule from the table it
    /// already holds instead of building the member's field. 0 (`.any`) for a table of strings.
    @usableFromInline let ruleBits: UInt64

    /// The number rule bits of entry `index` (``ruleBits``): two bits, as the codec's rules
    /// number them.
    @inlinable @inline(__always) package func ruleBits(at index: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: ruleBits &>> UInt64(2 &* index)) & 3
    }

    /// The bytes of entry `index`'s name, in memory the table never frees.
    @inlinable package func bytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(index >= 0 && index < count, "name index out of range")
        return UnsafeBufferPointer(start: entries[index].bytes, count: entries[index].length)
    }

    /// The table of `strings`, in order; each is copied into memory that is never freed.
    package init(strings: [String]) {
        self.init(strings: strings, requiredBits: 0, ruleBits: 0)
    }

    package init(strings: [String], requiredBits: UInt32, ruleBits: UInt64) {
        self.init(
            strings.map { string in
                let utf8 = Array(string.utf8)
                let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(utf8.count, 1))
                copy.initialize(from: utf8, count: utf8.count)
                return (UnsafePointer(copy), utf8.count)
            }, requiredBits: requiredBits, ruleBits: ruleBits)
    }

    @usableFromInline init(_ names: [(UnsafePointer<UInt8>, Int)], requiredBits: UInt32, ruleBits: UInt64) {
        self.requiredBits = requiredBits
        self.ruleBits = ruleBits
        let memory = UnsafeMutablePointer<Entry>.allocate(capacity: Swift.max(names.count, 1))
        for (i, (p, n)) in names.enumerated() {
            var low: UInt64 = 0
            var high: UInt64 = 0
            for k in 0..<Swift.min(n, 16) {
                if k < 8 {
                    low |= UInt64(p[k]) << UInt64(8 * k)
                } else {
                    high |= UInt64(p[k]) << UInt64(8 * (k - 8))
                }
            }
            var quoted: UInt64 = 0
            if n <= 6 {
                quoted = UInt64(UInt8(ascii: "\"")) | UInt64(UInt8(ascii: "\"")) << UInt64(8 * (n + 1))
                for k in 0..<n { quoted |= UInt64(p[k]) << UInt64(8 * (k + 1)) }
            }
            var prefix: [UInt8] = i == 0 ? [] : [UInt8(ascii: ","), UInt8(ascii: " ")]
            prefix.append(UInt8(ascii: "\""))
            for k in 0..<n { prefix.append(p[k]) }
            prefix += [UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: " ")]
            var member = [UInt8(ascii: "\"")]
            for k in 0..<n { member.append(p[k]) }
            member += [UInt8(ascii: "\""), UInt8(ascii: ":")]
            (memory + i).initialize(
                to: Entry(
                    bytes: p, length: n, low: low, high: high, quoted: quoted, quotedLength: n <= 6 ? n + 2 : 0,
                    pretty: Self.pattern(prefix), prettyLength: prefix.count <= 16 ? prefix.count : 0,
                    member: Self.pattern(member), memberLength: member.count <= 16 ? member.count : 0))
        }
        entries = UnsafePointer(memory)
        count = names.count

        var bits = 3
        while 1 << bits < 4 * names.count { bits += 1 }
        let slotCount = 1 << bits
        let index = UnsafeMutablePointer<UInt8>.allocate(capacity: slotCount)
        index.initialize(repeating: 0, count: slotCount)
        precondition(names.count < 255, "a name table holds fewer than 255 names")
        for i in 0..<names.count {
            let entry = memory[i]
            var slot = Int(truncatingIfNeeded: Self.hash(entry.length, entry.low, entry.high) &>> UInt64(64 - bits))
            while index[slot] != 0 { slot = (slot &+ 1) & (slotCount - 1) }
            index[slot] = UInt8(i + 1)
        }
        slots = UnsafePointer(index)
        slotShift = UInt64(64 - bits)
        slotMask = slotCount - 1
    }

    /// `bytes` (at most sixteen) as two little-endian words and the masks of the bytes they hold;
    /// all zero when there are more.
    @inlinable static func pattern(_ bytes: [UInt8]) -> (low: UInt64, high: UInt64, lowMask: UInt64, highMask: UInt64) {
        var pattern: (low: UInt64, high: UInt64, lowMask: UInt64, highMask: UInt64) = (0, 0, 0, 0)
        guard bytes.count <= 16 else { return pattern }
        for (k, byte) in bytes.enumerated() {
            if k < 8 {
                pattern.low |= UInt64(byte) << UInt64(8 * k)
                pattern.lowMask |= 0xFF << UInt64(8 * k)
            } else {
                pattern.high |= UInt64(byte) << UInt64(8 * (k - 8))
                pattern.highMask |= 0xFF << UInt64(8 * (k - 8))
            }
        }
        return pattern
    }

    /// Whether the sixteen bytes at `bytes` start with `pattern`'s bytes.
    @inline(__always)
    @inlinable static func matches(
        _ pattern: (low: UInt64, high: UInt64, lowMask: UInt64, highMask: UInt64), at bytes: UnsafePointer<UInt8>
    ) -> Bool {
        let low = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        let high = UInt64(littleEndian: UnsafeRawPointer(bytes + 8).loadUnaligned(as: UInt64.self))
        return (low & pattern.lowMask) == pattern.low && (high & pattern.highMask) == pattern.high
    }

    /// The hash of a key of `length` bytes whose first sixteen are the words `low` and `high`.
    @inline(__always)
    @inlinable static func hash(_ length: Int, _ low: UInt64, _ high: UInt64) -> UInt64 {
        (low ^ (high &* 0x2545_F491_4F6C_DD1D) ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
    }

    /// The first slot a key with `hash` is looked for in.
    @inline(__always)
    @inlinable func firstSlot(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash &>> slotShift)
    }

    /// The name at `index`, for messages.
    @inlinable package func name(at index: Int) -> String {
        precondition(index >= 0 && index < count, "name index out of range")
        let entry = entries[index]
        return String(decoding: UnsafeBufferPointer(start: entry.bytes, count: entry.length), as: UTF8.self)
    }

    /// The index of the name spelled by the `length` bytes at `bytes`, which may be read up to
    /// `readable` bytes (at least `length`): whole words are loaded when they fit there.
    @inline(__always)
    @inlinable package func index(of bytes: UnsafePointer<UInt8>, length: Int, readable: Int) -> Int? {
        let low = Self.word(bytes, length: Swift.min(length, 8), readable: readable)
        let high = length > 8 ? Self.word(bytes + 8, length: Swift.min(length - 8, 8), readable: readable - 8) : 0
        return probe(length: length, low: low, high: high) { entry in
            // The first 16 bytes are the words; a longer name compares the rest byte by byte.
            guard length > 16 else { return true }
            let name = entry.bytes
            var b = 16
            while b < length && bytes[b] == name[b] { b += 1 }
            return b == length
        }
    }

    /// The index of the entry with `length`, `low` and `high` that `rest` accepts: the hash
    /// index's slots from the first for that hash on, up to an empty one.
    @inline(__always)
    @inlinable func probe(length: Int, low: UInt64, high: UInt64, rest: (Entry) -> Bool) -> Int? {
        var slot = firstSlot(Self.hash(length, low, high))
        while true {
            let k = Int(slots[slot])
            if k == 0 { return nil }
            let entry = entries[k &- 1]
            if entry.length == length && entry.low == low && entry.high == high && rest(entry) { return k &- 1 }
            slot = (slot &+ 1) & slotMask
        }
    }

    /// The length of the name at `index` in quotes when the eight bytes at `bytes` start with it
    /// (so a string token there is exactly that name), else 0 (also when the name is longer than
    /// six bytes: then the caller reads it another way).
    @inline(__always)
    @inlinable package func quotedLength(_ index: Int, at bytes: UnsafePointer<UInt8>) -> Int {
        let entry = entries[index]
        guard entry.quotedLength > 0 else { return 0 }
        let loaded = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        let mask = UInt64.max &>> UInt64(64 - 8 * entry.quotedLength)
        return loaded & mask == entry.quoted ? entry.quotedLength : 0
    }

    /// The length of the name at `index` as pretty-printed JSON introduces it in an object of
    /// the table's members in table order (`"x": ` for the first, `, "y": ` after a value for the
    /// others) when the sixteen bytes at `bytes` start with it, else 0 (also when it is longer
    /// than sixteen bytes). Past it the position is at the member's value, or at more whitespace.
    @inline(__always)
    @inlinable package func prettyLength(_ index: Int, at bytes: UnsafePointer<UInt8>) -> Int {
        let entry = entries[index]
        return Self.matches(entry.pretty, at: bytes) ? entry.prettyLength : 0
    }

    /// The length of the name at `index` in quotes with the colon after it (`"frame":`) when the
    /// sixteen bytes at `bytes` start with it (so a member of that name starts there: the string
    /// token is exactly the name, and its colon follows), else 0 (also when it is longer than
    /// sixteen bytes). Past it the position is at whitespace or the member's value.
    @inline(__always)
    @inlinable package func memberLength(_ index: Int, at bytes: UnsafePointer<UInt8>) -> Int {
        let entry = entries[index]
        return Self.matches(entry.member, at: bytes) ? entry.memberLength : 0
    }

    /// The `length` (0 to 8) bytes at `bytes` as a little-endian word, zero-padded.
    @inline(__always)
    @inlinable static func word(_ bytes: UnsafePointer<UInt8>, length: Int, readable: Int) -> UInt64 {
        if readable >= 8 {
            let loaded = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
            return length >= 8 ? loaded : loaded & ((1 &<< UInt64(8 * length)) &- 1)
        }
        var value: UInt64 = 0
        for k in 0..<length { value |= UInt64(bytes[k]) &<< UInt64(8 * k) }
        return value
    }
}
