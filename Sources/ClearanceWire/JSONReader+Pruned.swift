import DesignMapping

/// The member names one adapter reads, looked up by their bytes: a name of the document is
/// matched without building a string or hashing one (most of a design's members are skipped,
/// so this runs for every member of the document).
struct PrunedNames: Sendable {
    /// One known name.
    struct Entry: Sendable {
        /// Where its bytes start in `bytes`.
        var offset: Int
        var count: Int
        /// The name, built once: a member that has it shares this string.
        var name: String
        var key: DesignKey
        /// The adapter keeps the member (``DesignAdapter/keptMembers``).
        var kept: Bool
        /// The member's object is a map whose keys are data (``DesignAdapter/keyedMembers``).
        var keyed: Bool
    }

    let bytes: [UInt8]
    let entries: [Entry]
    /// For each length, the entries of that length.
    let byLength: [[Int]]

    /// The names of every adapter (a member of a map of ids may bear any of them, and its key
    /// must be the one ``DesignKey(_:)`` gives), with `adapter`'s flags.
    init(_ adapter: any DesignAdapter.Type) {
        var bytes: [UInt8] = []
        var entries: [Entry] = []
        var byLength: [[Int]] = []
        for name in DesignKey.names {
            let utf8 = Array(name.utf8)
            while byLength.count <= utf8.count { byLength.append([]) }
            byLength[utf8.count].append(entries.count)
            entries.append(
                Entry(
                    offset: bytes.count, count: utf8.count, name: name, key: DesignKey(name),
                    kept: adapter.keptMembers.contains(name), keyed: adapter.keyedMembers.contains(name)))
            bytes += utf8
        }
        self.bytes = bytes
        self.entries = entries
        self.byLength = byLength
    }

    static let figma = PrunedNames(FigmaAdapter.self)
    static let penpot = PrunedNames(PenpotAdapter.self)
    static let sketch = PrunedNames(SketchAdapter.self)

    /// The names of the adapter of `format`.
    static func of(_ adapter: any DesignAdapter.Type) -> PrunedNames {
        switch adapter.format {
        case PenpotAdapter.format: penpot
        case SketchAdapter.format: sketch
        default: figma
        }
    }

    /// The entry whose name is the `count` bytes at `start`, or `nil`.
    @inline(__always) func entry(_ start: UnsafePointer<UInt8>, _ count: Int) -> Int? {
        guard count < byLength.count else { return nil }
        return bytes.withUnsafeBufferPointer { known -> Int? in
            for index in byLength[count] {
                let offset = entries[index].offset
                var i = 0
                while i < count && known[offset &+ i] == start[i] { i &+= 1 }
                if i == count { return index }
            }
            return nil
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
    mutating func readPruned(_ names: PrunedNames, whole: Bool = false) throws(SyntaxError) -> DesignValue {
        switch try valueKind() {
        case .object:
            try enter()
            var members: [DesignValueMember] = []
            if !consume(UInt8(ascii: "}")) {
                repeat {
                    skipWhitespace()
                    guard peek() == UInt8(ascii: "\"") else { throw error("an object (a member name)") }
                    let token = try readString()
                    try expect(UInt8(ascii: ":"), in: "an object (':' after a member name)")
                    var known: PrunedNames.Entry?
                    if token.hasEscapes {
                        let key = DesignKey(string(token))
                        if key != .other { known = names.entries[Int(key.id)] }
                    } else if let index = names.entry(base + token.start, token.end - token.start) {
                        known = names.entries[index]
                    }
                    if whole {
                        // A known name is not stored again (``DesignValueMember/name``).
                        let name = known == nil ? string(token) : ""
                        let value = try readPruned(names)
                        members.append(DesignValueMember(name: name, key: known?.key ?? .other, value: value))
                    } else if let known, known.kept {
                        let value = try readPruned(names, whole: known.keyed)
                        members.append(DesignValueMember(name: "", key: known.key, value: value))
                    } else {
                        try skipValue()
                    }
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "}"), in: "an object (',' or '}')")
            }
            depth -= 1
            return .object(DesignMembers(members))
        case .array:
            try enter()
            var items: [DesignValue] = []
            if !consume(UInt8(ascii: "]")) {
                repeat {
                    items.append(try readPruned(names))
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
            }
            depth -= 1
            return .array(items)
        case .string:
            return .string(string(try readString()))
        case .number:
            return .number(try readNumber())
        case .bool:
            return .bool(try readBool())
        case .null:
            _ = try readLiteral()
            return .null
        }
    }
}
