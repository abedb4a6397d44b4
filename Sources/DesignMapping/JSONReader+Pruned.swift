import ClearanceJSON

/// The member names one adapter reads, looked up by their bytes: a name of the document is
/// matched without building a string or hashing one (most of a design's members are skipped,
/// so this runs for every member of the document).
package struct PrunedNames: Sendable {
    /// One known name: its flags for the adapter. Its index is its ``DesignKey``'s id.
    package struct Entry: Sendable {
        /// Where its bytes start in `bytes`.
        package var offset: Int
        /// The adapter keeps the member (``DesignAdapter/keptMembers``).
        package var kept: Bool
        /// The member's object is a map whose keys are data (``DesignAdapter/keyedMembers``).
        package var keyed: Bool
    }

    /// Names are looked up by their length and first byte; longer names are no known name.
    package static let longest = 32

    package let bytes: [UInt8]
    package let entries: [Entry]
    /// For each length and first byte (`length << 7 | byte & 127`), the first entry of that
    /// length and byte, or -1; `next` chains the others.
    package let heads: [Int32]
    package let next: [Int32]
    /// The names of at most 15 bytes by their bytes as two little-endian words, zero-padded (as
    /// ``JSONReader/readShortString()`` gives them), open-addressed, with each name's flags:
    /// every member name of a document is looked up here, so the table is small enough to stay
    /// in the first-level cache (8 KiB). A slot holds the name's two words, the high one's top
    /// byte (no name of at most 15 bytes uses it) holding ``flagUsed``, ``flagKept`` and
    /// ``flagKeyed``; ``compactIndex`` holds the entry's index (the key's id).
    package let compact: [(low: UInt64, high: UInt64)]
    package let compactIndex: [UInt16]
    package static let compactSlots = 512
    package static let flagUsed: UInt64 = 1 << 56
    package static let flagKept: UInt64 = 1 << 57
    package static let flagKeyed: UInt64 = 1 << 58

    /// The names of every adapter (a member of a map of ids may bear any of them, and its key
    /// must be the one ``DesignKey(_:)`` gives), with `adapter`'s flags.
    package init(_ adapter: any DesignAdapter.Type) {
        var bytes: [UInt8] = []
        var entries: [Entry] = []
        var heads = [Int32](repeating: -1, count: Self.longest << 7)
        var next: [Int32] = []
        for name in DesignKey.names {
            let utf8 = Array(name.utf8)
            next.append(-1)
            if !utf8.isEmpty, utf8.count < Self.longest {
                let slot = utf8.count << 7 | Int(utf8[0] & 127)
                next[entries.count] = heads[slot]
                heads[slot] = Int32(entries.count)
            }
            entries.append(
                Entry(
                    offset: bytes.count, kept: adapter.keptMembers.contains(name),
                    keyed: adapter.keyedMembers.contains(name)))
            bytes += utf8
        }
        // At most half full, so that a lookup of a name not in it ends at an empty slot soon;
        // ``slot(_:_:)`` gives nine bits.
        precondition(DesignKey.names.count * 2 <= Self.compactSlots && Self.compactSlots == 512)
        var compact = [(low: UInt64, high: UInt64)](repeating: (0, 0), count: Self.compactSlots)
        var compactIndex = [UInt16](repeating: 0, count: Self.compactSlots)
        for (index, name) in DesignKey.names.enumerated() where name.utf8.count <= 15 && !name.isEmpty {
            var words: (low: UInt64, high: UInt64) = (0, 0)
            for (i, byte) in name.utf8.enumerated() {
                if i < 8 {
                    words.low |= UInt64(byte) << (8 * UInt64(i))
                } else {
                    words.high |= UInt64(byte) << (8 * UInt64(i - 8))
                }
            }
            var slot = Self.slot(words.low, words.high)
            while compact[slot].high & Self.flagUsed != 0 { slot = (slot + 1) & (Self.compactSlots - 1) }
            let entry = entries[index]
            compact[slot] = (
                words.low,
                words.high | Self.flagUsed | (entry.kept ? Self.flagKept : 0) | (entry.keyed ? Self.flagKeyed : 0)
            )
            compactIndex[slot] = UInt16(index)
        }
        self.compact = compact
        self.compactIndex = compactIndex
        self.bytes = bytes
        self.entries = entries
        self.heads = heads
        self.next = next
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

    /// The flags of the entry at `index`, as ``flaggedEntry(low:high:)`` gives them.
    package func flags(_ index: Int) -> UInt64 {
        (entries[index].kept ? Self.flagKept : 0) | (entries[index].keyed ? Self.flagKeyed : 0)
    }

    /// The index (the key's id) of the name that is the `count` bytes at `start`, or `nil`.
    @inline(__always) package func entry(_ start: UnsafePointer<UInt8>, _ count: Int) -> Int? {
        guard count > 0, count < Self.longest else { return nil }
        var index = Int(heads[count << 7 | Int(start[0] & 127)])
        while index >= 0 {
            let offset = entries[index].offset
            let same = bytes.withUnsafeBufferPointer { known -> Bool in
                var i = 0
                while i < count && known[offset &+ i] == start[i] { i &+= 1 }
                return i == count
            }
            if same { return index }
            index = Int(next[index])
        }
        return nil
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

    private mutating func readPruned(_ names: PrunedNames, whole: Bool, into tape: inout DesignTape.Builder)
        throws(SyntaxError)
    {
        switch try valueKind() {
        case .object:
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
                            known = key == .other ? nil : Int(key.id)
                        } else {
                            known = names.entry(base + token.start, token.end - token.start)
                        }
                        if let known { flags = names.flags(known) }
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
                        try skipValue()
                    }
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "}"), in: "an object (',' or '}')")
            }
            depth -= 1
            tape.close(start, count: kept)
        case .array:
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
        case .string:
            let token: StringToken
            if let short = readShortString() {
                token = short.token
            } else {
                token = try readString()
                if token.hasEscapes {
                    tape.appendString(decodedBytes(token))
                    return
                }
            }
            tape.appendString(base + token.start, count: token.end - token.start)
        case .number:
            tape.append(try readNumber())
        case .bool:
            tape.append(try readBool())
        case .null:
            _ = try readLiteral()
            tape.appendNull()
        }
    }
}
