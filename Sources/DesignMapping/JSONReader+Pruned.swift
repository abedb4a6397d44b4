import ClearanceJSON

/// The member names one adapter reads, looked up by their bytes: a name of the document is
/// matched without building a string or hashing one (most of a design's members are skipped,
/// so this runs for every member of the document).
///
/// Two open-addressed tables, each small enough to stay in the first-level cache: names of at
/// most 15 bytes by their bytes as two words, and names of 16 to 31 bytes by their first and
/// last 16 bytes as four words (which together hold every byte of such a name) and their length.
/// A slot of either holds the name's flags for the adapter and its index in ``DesignKey/names``
/// (the key's id). No name an adapter reads is longer.
package struct PrunedNames: Sendable {
    /// The names of at most 15 bytes by their bytes as two little-endian words, zero-padded (as
    /// ``JSONReader/readShortString()`` gives them): every member name of a document is looked up
    /// here, so the table is 8 KiB. A slot holds the name's two words, the high one's top byte (no
    /// name of at most 15 bytes uses it) holding ``flagUsed``, ``flagKept`` and ``flagKeyed``;
    /// ``compactIndex`` holds the entry's index (the key's id).
    package let compact: [(low: UInt64, high: UInt64)]
    package let compactIndex: [UInt16]
    package static let compactSlots = 512
    package static let flagUsed: UInt64 = 1 << 56
    package static let flagKept: UInt64 = 1 << 57
    package static let flagKeyed: UInt64 = 1 << 58

    /// The names of 16 to 31 bytes: their first 16 and last 16 bytes as four words, and in
    /// ``longIndex`` their length (0 for an empty slot), index and flags.
    package let long: [(UInt64, UInt64, UInt64, UInt64)]
    package let longIndex: [(count: Int, index: Int, flags: UInt64)]
    package static let longSlots = 128

    /// Each name's flags, by its index (a name read with escapes, looked up as a string).
    package let flagsOfIndex: [UInt64]

    /// The names of every adapter (a member of a map of ids may bear any of them, and its key
    /// must be the one ``DesignKey(_:)`` gives), with `adapter`'s flags.
    package init(_ adapter: any DesignAdapter.Type) {
        let flagsOfIndex = DesignKey.names.map { name in
            (adapter.keptMembers.contains(name) ? Self.flagKept : 0)
                | (adapter.keyedMembers.contains(name) ? Self.flagKeyed : 0)
        }
        // Each table at most half full, so that a lookup of a name not in it ends at an empty
        // slot soon; ``slot(_:_:)`` gives nine bits, ``longSlot(_:_:)`` seven.
        let short = DesignKey.names.filter { (1...15).contains($0.utf8.count) }
        let longer = DesignKey.names.filter { (16...31).contains($0.utf8.count) }
        precondition(short.count + longer.count == DesignKey.names.count, "a name no table holds")
        precondition(short.count * 2 <= Self.compactSlots && Self.compactSlots == 512)
        precondition(longer.count * 2 <= Self.longSlots && Self.longSlots == 128)
        var compact = [(low: UInt64, high: UInt64)](repeating: (0, 0), count: Self.compactSlots)
        var compactIndex = [UInt16](repeating: 0, count: Self.compactSlots)
        var long = [(UInt64, UInt64, UInt64, UInt64)](repeating: (0, 0, 0, 0), count: Self.longSlots)
        var longIndex = [(count: Int, index: Int, flags: UInt64)](
            repeating: (0, 0, 0), count: Self.longSlots)
        for (index, name) in DesignKey.names.enumerated() {
            let utf8 = Array(name.utf8)
            let flags = flagsOfIndex[index]
            utf8.withUnsafeBufferPointer { bytes in
                let start = bytes.baseAddress!
                if utf8.count <= 15 {
                    let words = Self.words(start, utf8.count)
                    var slot = Self.slot(words.low, words.high)
                    while compact[slot].high & Self.flagUsed != 0 { slot = (slot + 1) & (Self.compactSlots - 1) }
                    compact[slot] = (words.low, words.high | Self.flagUsed | flags)
                    compactIndex[slot] = UInt16(index)
                } else {
                    let words = Self.longWords(start, utf8.count)
                    var slot = Self.longSlot(words, utf8.count)
                    while longIndex[slot].count != 0 { slot = (slot + 1) & (Self.longSlots - 1) }
                    long[slot] = words
                    longIndex[slot] = (utf8.count, index, flags)
                }
            }
        }
        self.compact = compact
        self.compactIndex = compactIndex
        self.long = long
        self.longIndex = longIndex
        self.flagsOfIndex = flagsOfIndex
    }

    package static let figma = PrunedNames(FigmaAdapter.self)
    package static let penpot = PrunedNames(PenpotAdapter.self)
    package static let sketch = PrunedNames(SketchAdapter.self)

    /// The names of the adapter of `format`.
    package static func of(_ adapter: any DesignAdapter.Type) -> PrunedNames {
        switch adapter.format {
        case PenpotAdapter.format: penpot
        case SketchAdapter.format: sketch
        default: figma
        }
    }

    /// A slot of ``compact`` for a name's words: one multiply, as every member name of a
    /// document waits on it.
    @inline(__always) package static func slot(_ low: UInt64, _ high: UInt64) -> Int {
        Int(truncatingIfNeeded: ((low ^ (high &<< 29 | high &>> 35)) &* 0x9E37_79B9_7F4A_7C15) >> 55)
    }

    /// A slot of ``long`` for a name's words and length.
    @inline(__always) static func longSlot(_ words: (UInt64, UInt64, UInt64, UInt64), _ count: Int) -> Int {
        let mixed = words.0 ^ (words.3 &<< 17 | words.3 &>> 47) ^ UInt64(count)
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 57)
    }

    /// The `count` (at most 15) bytes at `start` as ``JSONReader/readShortString()`` gives them:
    /// two little-endian words, zero-padded.
    static func words(_ start: UnsafePointer<UInt8>, _ count: Int) -> (low: UInt64, high: UInt64) {
        var words: (low: UInt64, high: UInt64) = (0, 0)
        for i in 0..<count {
            if i < 8 {
                words.low |= UInt64(start[i]) << (8 * UInt64(i))
            } else {
                words.high |= UInt64(start[i]) << (8 * UInt64(i - 8))
            }
        }
        return words
    }

    /// The first and last 16 of the `count` (16 to 31) bytes at `start`, as four words: loads
    /// within the name itself.
    @inline(__always) static func longWords(_ start: UnsafePointer<UInt8>, _ count: Int) -> (
        UInt64, UInt64, UInt64, UInt64
    ) {
        let raw = UnsafeRawPointer(start)
        return (
            raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
            raw.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self),
            raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        )
    }

    /// The index (the key's id) and flags (``flagKept``, ``flagKeyed``) of the name of at most 15
    /// bytes whose bytes are the words `low` and `high`, or `nil`: one lookup of ``compact``.
    @inline(__always) package func flaggedEntry(low: UInt64, high: UInt64) -> (index: Int, flags: UInt64)? {
        var slot = Self.slot(low, high)
        while true {
            let found = compact[slot]
            if found.high & Self.flagUsed == 0 { return nil }
            if found.low == low && found.high & ~(0xFF << 56) == high {
                return (Int(compactIndex[slot]), found.high)
            }
            slot = (slot &+ 1) & (Self.compactSlots - 1)
        }
    }

    /// The index (the key's id) and flags of the name that is the `count` bytes at `start`, or
    /// `nil`.
    @inline(__always) package func flaggedEntry(_ start: UnsafePointer<UInt8>, _ count: Int) -> (
        index: Int, flags: UInt64
    )? {
        if count <= 15 {
            guard count > 0 else { return nil }
            let words = Self.words(start, count)
            return flaggedEntry(low: words.low, high: words.high)
        }
        guard count <= 31 else { return nil }
        let words = Self.longWords(start, count)
        var slot = Self.longSlot(words, count)
        while true {
            let found = longIndex[slot]
            if found.count == 0 { return nil }
            if found.count == count && long[slot] == words { return (found.index, found.flags) }
            slot = (slot &+ 1) & (Self.longSlots - 1)
        }
    }
}

extension JSONReader {
    /// The value at the position as a ``DesignValue`` that keeps only the object members
    /// `names` says its adapter keeps (at any depth); the others are validated and skipped,
    /// never stored. The objects of members it says are keyed are maps whose keys are data
    /// (node ids, plugin names): all their members are kept, and pruning resumes inside each.
    /// `whole` says the value being read is such a map.
    ///
    /// Depth is bounded by the reader's limit, like every other value, so the recursion is too.
    package mutating func readPruned(_ names: PrunedNames) throws(SyntaxError) -> DesignValue {
        // A kept value or name is an entry of 16 bytes. A design keeps fewer than one for each
        // 16 bytes of its document (rep-edit-profile: one for each 21), so the entries are
        // one allocation, at most the document's size. The kept strings' bytes are fewer
        // (rep-edit-profile: one for each 8 of its document).
        var tape = DesignTape.Builder(capacity: (count - pos) / 16, textCapacity: (count - pos) / 8)
        try readPruned(names, whole: false, into: &tape)
        return tape.finish()
    }

    /// A value into `tape`: a string, number, boolean or null here, where its member or item is
    /// read (most of a design's kept values are such, and a call for each costs more than the
    /// value); an array or object by ``readPrunedContainer(_:whole:into:)``.
    @inline(__always) private mutating func readPruned(
        _ names: PrunedNames, whole: Bool, into tape: inout DesignTape.Builder
    ) throws(SyntaxError) {
        switch try valueKind() {
        case .object, .array:
            try readPrunedContainer(names, whole: whole, into: &tape)
        case .string:
            if let short = readShortString() {
                tape.appendShortString(low: short.low, high: short.high, count: short.token.end - short.token.start)
                return
            }
            let token = try readString()
            if token.hasEscapes {
                tape.appendString(decodedBytes(token))
            } else {
                tape.appendString(base + token.start, count: token.end - token.start)
            }
        case .number:
            tape.append(try readNumber())
        case .bool:
            tape.append(try readBool())
        case .null:
            _ = try readLiteral()
            tape.appendNull()
        }
    }

    /// The array or object at the position (past whitespace), its members pruned as
    /// ``readPruned(_:)`` says.
    @inline(never) private mutating func readPrunedContainer(
        _ names: PrunedNames, whole: Bool, into tape: inout DesignTape.Builder
    ) throws(SyntaxError) {
        if peek() == UInt8(ascii: "{") {
            try enter()
            let start = tape.open(.object)
            var kept = 0
            if !consume(UInt8(ascii: "}")) {
                repeat {
                    skipWhitespace()
                    guard peek() == UInt8(ascii: "\"") else { throw error("an object (a member name)") }
                    let token: StringToken
                    var known: Int?
                    var flags: UInt64 = 0
                    if let short = readShortString() {
                        token = short.token
                        if let found = names.flaggedEntry(low: short.low, high: short.high) {
                            known = found.index
                            flags = found.flags
                        }
                    } else {
                        token = try readString()
                        if token.hasEscapes {
                            let key = DesignKey(string(token))
                            if key != .other {
                                known = Int(key.id)
                                flags = names.flagsOfIndex[Int(key.id)]
                            }
                        } else if let found = names.flaggedEntry(base + token.start, token.end - token.start) {
                            known = found.index
                            flags = found.flags
                        }
                    }
                    try expect(UInt8(ascii: ":"), in: "an object (':' after a member name)")
                    if whole {
                        if let known {
                            tape.appendName(key: DesignKey(id: UInt16(known)))
                        } else if token.hasEscapes {
                            tape.appendOtherName(decodedBytes(token))
                        } else {
                            tape.appendOtherName(base + token.start, count: token.end - token.start)
                        }
                        try readPruned(names, whole: false, into: &tape)
                        kept += 1
                    } else if let known, flags & PrunedNames.flagKept != 0 {
                        tape.appendName(key: DesignKey(id: UInt16(known)))
                        try readPruned(names, whole: flags & PrunedNames.flagKeyed != 0, into: &tape)
                        kept += 1
                    } else {
                        try skipInPlace()
                    }
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "}"), in: "an object (',' or '}')")
            }
            depth -= 1
            tape.close(start, count: kept)
        } else {
            try enter()
            let start = tape.open(.array)
            var count = 0
            if !consume(UInt8(ascii: "]")) {
                repeat {
                    try readPruned(names, whole: false, into: &tape)
                    count += 1
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
            }
            depth -= 1
            tape.close(start, count: count)
        }
    }
}
