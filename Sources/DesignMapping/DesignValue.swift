/// A design document as the codec read it: JSON values, with only the members an adapter keeps
/// (``DesignAdapter/keptMembers``); every other member was skipped unread into memory.
///
/// A value is a place in a ``DesignTape``: the document is one flat array of entries, a value's
/// members or items after it, so reading a design allocates a few arrays in all, not one per
/// object, array and member, and dropping it frees them with nothing to count or walk.
public struct DesignValue: Sendable, Equatable {
    /// The document the value is in.
    let tape: DesignTape
    /// Where its entry is in the tape's entries.
    let index: Int

    init(tape: DesignTape, index: Int) {
        self.tape = tape
        self.index = index
    }

    /// What a value is.
    public enum Kind: UInt8, Sendable {
        case null, bool, number, string, array, object
    }

    /// What the value is.
    public var kind: Kind { tape.kind(at: index) }

    /// The null value.
    public static let null = DesignTape.Builder.single { $0.appendNull() }

    /// A boolean.
    public static func bool(_ value: Bool) -> DesignValue { DesignTape.Builder.single { $0.append(value) } }

    /// A number.
    public static func number(_ value: Double) -> DesignValue { DesignTape.Builder.single { $0.append(value) } }

    /// A string.
    public static func string(_ value: String) -> DesignValue { DesignTape.Builder.single { $0.append(value) } }

    /// An array of `items`.
    public static func array(_ items: [DesignValue]) -> DesignValue {
        DesignTape.Builder.single { builder in
            let start = builder.open(.array)
            for item in items { builder.copy(item) }
            builder.close(start, count: items.count)
        }
    }

    /// An object of `members` (in no particular order).
    public static func object(_ members: [String: DesignValue]) -> DesignValue {
        DesignTape.Builder.single { builder in
            let start = builder.open(.object)
            for (name, value) in members {
                builder.appendName(name)
                builder.copy(value)
            }
            builder.close(start, count: members.count)
        }
    }

    /// The member `name` of an object (the last of that name), or `nil`.
    public subscript(_ name: String) -> DesignValue? {
        let key = DesignKey(name)
        if key != .other { return self[key] }
        var found: Int?
        tape.forEachMember(of: index) { entry, value in
            if tape.entries[entry].key == DesignKey.other.id && tape.otherName(at: entry) == name { found = value }
        }
        return found.map { DesignValue(tape: tape, index: $0) }
    }

    /// The member `key` of an object (the last of that name), or `nil`: ``subscript(_:)-(String)``
    /// by an interned name, which compares small integers instead of strings.
    public subscript(_ key: DesignKey) -> DesignValue? {
        tape.member(key.id, of: index).map { DesignValue(tape: tape, index: $0) }
    }

    /// The string, or `nil`.
    public var string: String? { tape.string(at: index) }

    /// Whether the value is the string `literal`, compared by their bytes: an adapter tests a
    /// kind's name (`VERTICAL`, `FILL`) without making a string. Bytes, not Unicode's canonical
    /// equivalence: a tool writes its kinds' names in ASCII, and a look-alike (a Kelvin sign for
    /// `K`) is not the name.
    public func isString(_ literal: StaticString) -> Bool {
        tape.isString(at: index, literal)
    }

    /// The number, or `nil`.
    public var number: Double? { tape.number(at: index) }

    /// The boolean, or `nil`.
    public var bool: Bool? { tape.bool(at: index) }

    /// The items of an array, or `[]`.
    public var items: [DesignValue] {
        guard isArray else { return [] }
        var items: [DesignValue] = []
        items.reserveCapacity(Int(tape.entries[index].payload))
        tape.forEachItem(of: index) { items.append(DesignValue(tape: tape, index: $0)) }
        return items
    }

    /// The members of an object, or `[:]`: the last of several members of one name, as JSON
    /// readers take it.
    public var members: [String: DesignValue] {
        guard isObject else { return [:] }
        var result: [String: DesignValue] = Dictionary(minimumCapacity: Int(tape.entries[index].payload))
        tape.forEachMember(of: index) { entry, value in
            result[tape.name(at: entry)] = DesignValue(tape: tape, index: value)
        }
        return result
    }

    /// Whether it is an object.
    public var isObject: Bool { tape.entries[index].kind == Kind.object.rawValue }

    /// Whether it is an array.
    public var isArray: Bool { tape.entries[index].kind == Kind.array.rawValue }

    /// The count of an array's items or an object's members (duplicates included); 0 for any
    /// other value.
    public var count: Int { kind == .array || kind == .object ? Int(tape.entries[index].payload) : 0 }

    public static func == (a: DesignValue, b: DesignValue) -> Bool {
        guard a.kind == b.kind else { return false }
        switch a.kind {
        case .null: return true
        case .bool: return a.bool == b.bool
        case .number: return a.number == b.number
        case .string: return a.string == b.string
        case .array: return a.items == b.items
        case .object: return a.members == b.members
        }
    }
}

/// The entries of one design document (``DesignValue``): each value in the order the document
/// writes it, an array's items after its entry and an object's members after its own (each
/// member a name entry, then its value). A container's entry holds where it ends, so a value is
/// stepped over without reading it.
public final class DesignTape: @unchecked Sendable {
    /// One value, or one member's name.
    struct Entry: Sendable {
        /// ``DesignValue/Kind``'s raw value, or ``DesignTape/nameKind``.
        var kind: UInt8
        /// A name's ``DesignKey`` id.
        var key: UInt16
        /// An array's or object's end (the index after its last entry); where a string's UTF-8
        /// starts in `text`, or a name's when its key is ``DesignKey/other``.
        var link: UInt32
        /// A number's bits, a boolean's 0 or 1, an array's or object's count, a string's (or an
        /// other name's) length in bytes.
        var payload: UInt64
    }

    /// The kind of a member's name entry.
    static let nameKind: UInt8 = 6

    /// The entries, owned by the tape (allocated by its ``Builder``, freed with it) and never
    /// changed once it holds them: a tape is read from any thread.
    let entries: UnsafeBufferPointer<Entry>
    /// The strings' and other names' UTF-8, one after another, owned like the entries. A string
    /// is made only when it is read (most are read once, some never), so reading a document
    /// makes no string and counts no reference.
    let text: UnsafeBufferPointer<UInt8>

    init(entries: UnsafeBufferPointer<Entry>, text: UnsafeBufferPointer<UInt8>) {
        self.entries = entries
        self.text = text
    }

    deinit {
        entries.deallocate()
        text.deallocate()
    }

    /// The string of the `count` bytes of `text` from `offset`. The bytes are as the document
    /// wrote them (escapes decoded); like every string the reader makes, one of invalid UTF-8 is
    /// repaired.
    @inline(__always) private func makeString(_ offset: UInt32, _ count: UInt64) -> String {
        let count = Int(count)
        if count == 0 { return "" }
        let source = text.baseAddress! + Int(offset)
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress!.initialize(from: source, count: count)
            return count
        }
    }

    func kind(at index: Int) -> DesignValue.Kind {
        DesignValue.Kind(rawValue: entries[index].kind) ?? .null
    }

    /// The index after the value at `index` and all it holds.
    @inline(__always) func end(of index: Int) -> Int {
        let entry = entries[index]
        return entry.kind >= DesignValue.Kind.array.rawValue ? Int(entry.link) : index + 1
    }

    func string(at index: Int) -> String? {
        let entry = entries[index]
        return entry.kind == DesignValue.Kind.string.rawValue ? makeString(entry.link, entry.payload) : nil
    }

    func number(at index: Int) -> Double? {
        let entry = entries[index]
        return entry.kind == DesignValue.Kind.number.rawValue ? Double(bitPattern: entry.payload) : nil
    }

    func bool(at index: Int) -> Bool? {
        let entry = entries[index]
        return entry.kind == DesignValue.Kind.bool.rawValue ? entry.payload != 0 : nil
    }

    /// Whether an item of the array at `index` satisfies `predicate`; `false` for any other value.
    func containsItem(of index: Int, where predicate: (Int) -> Bool) -> Bool {
        guard entries[index].kind == DesignValue.Kind.array.rawValue else { return false }
        var item = index + 1
        let end = Int(entries[index].link)
        while item < end {
            if predicate(item) { return true }
            item = self.end(of: item)
        }
        return false
    }

    func isString(at index: Int, _ literal: StaticString) -> Bool {
        let entry = entries[index]
        guard entry.kind == DesignValue.Kind.string.rawValue, entry.payload == UInt64(literal.utf8CodeUnitCount)
        else { return false }
        let bytes = text.baseAddress! + Int(entry.link)
        let other = literal.utf8Start
        for i in 0..<literal.utf8CodeUnitCount where bytes[i] != other[i] { return false }
        return true
    }

    /// The name of the member whose name entry is at `entry`.
    func name(at entry: Int) -> String {
        let key = entries[entry].key
        return key == DesignKey.other.id ? otherName(at: entry) : DesignKey.names[Int(key)]
    }

    /// The name of the member whose name entry is at `entry`, when no adapter reads it.
    func otherName(at entry: Int) -> String { makeString(entries[entry].link, entries[entry].payload) }

    /// Calls `body` with the index of each member's name entry and of its value, for the object
    /// at `index`.
    @inline(__always) func forEachMember(of index: Int, _ body: (_ name: Int, _ value: Int) -> Void) {
        guard entries[index].kind == DesignValue.Kind.object.rawValue else { return }
        var name = index + 1
        let end = Int(entries[index].link)
        while name < end {
            body(name, name + 1)
            name = self.end(of: name + 1)
        }
    }

    /// Calls `body` with the index of each item of the array at `index`.
    @inline(__always) func forEachItem<E: Error>(of index: Int, _ body: (Int) throws(E) -> Void) throws(E) {
        guard entries[index].kind == DesignValue.Kind.array.rawValue else { return }
        var item = index + 1
        let end = Int(entries[index].link)
        while item < end {
            try body(item)
            item = self.end(of: item)
        }
    }

    /// The index of the value of the last member of the object at `index` whose key's id is
    /// `key` (not ``DesignKey/other``'s), or `nil`.
    func member(_ key: UInt16, of index: Int) -> Int? {
        guard key != DesignKey.other.id else { return nil }
        var found: Int?
        forEachMember(of: index) { name, value in
            if entries[name].key == key { found = value }
        }
        return found
    }

    /// Writes a document's entries in order (the reader as it reads, or the constructors of
    /// ``DesignValue``) into a buffer of its own: an append is a store and a count, with no
    /// check that an array is shared. The buffer goes to the tape ``finish()`` makes, or is
    /// freed with the builder.
    package struct Builder: ~Copyable {
        private var buffer: UnsafeMutablePointer<Entry>
        private var capacity: Int
        private(set) var count = 0
        /// The strings' bytes (``DesignTape/text``), grown like the entries.
        private var text: UnsafeMutablePointer<UInt8>
        private var textCapacity: Int
        private var textCount = 0

        /// Room for `capacity` entries and `textCapacity` bytes of strings; either grows as needed.
        package init(capacity: Int = 0, textCapacity: Int = 0) {
            self.capacity = Swift.max(capacity, 8)
            buffer = .allocate(capacity: self.capacity)
            self.textCapacity = Swift.max(textCapacity, 16)
            text = .allocate(capacity: self.textCapacity)
        }

        deinit {
            buffer.deallocate()
            text.deallocate()
        }

        /// The value `build` writes, alone in a tape of its own.
        static func single(_ build: (inout Builder) -> Void) -> DesignValue {
            var builder = Builder()
            build(&builder)
            return builder.finish()
        }

        /// The document written: its first value.
        package consuming func finish() -> DesignValue {
            let entries = UnsafeBufferPointer(start: buffer, count: count)
            let bytes = UnsafeBufferPointer(start: text, count: textCount)
            // The tape owns both buffers now; the builder's end frees buffers of its own.
            buffer = .allocate(capacity: 1)
            text = .allocate(capacity: 1)
            return DesignValue(tape: DesignTape(entries: entries, text: bytes), index: 0)
        }

        @inline(__always) private mutating func append(_ entry: Entry) {
            if count == capacity { grow() }
            (buffer + count).initialize(to: entry)
            count += 1
        }

        private mutating func grow() {
            let grown = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: buffer, count: count)
            buffer.deallocate()
            buffer = grown
            capacity *= 2
        }

        package mutating func appendNull() {
            append(Entry(kind: DesignValue.Kind.null.rawValue, key: 0, link: 0, payload: 0))
        }

        package mutating func append(_ value: Bool) {
            append(Entry(kind: DesignValue.Kind.bool.rawValue, key: 0, link: 0, payload: value ? 1 : 0))
        }

        package mutating func append(_ value: Double) {
            append(Entry(kind: DesignValue.Kind.number.rawValue, key: 0, link: 0, payload: value.bitPattern))
        }

        /// Appends `count` bytes at `source` to ``text``; returns where they start.
        @inline(__always) private mutating func appendText(_ source: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
            if textCount + count > textCapacity { growText(textCount + count) }
            (text + textCount).initialize(from: source, count: count)
            defer { textCount += count }
            return UInt32(textCount)
        }

        private mutating func growText(_ needed: Int) {
            let capacity = Swift.max(textCapacity * 2, needed)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            grown.moveInitialize(from: text, count: textCount)
            text.deallocate()
            text = grown
            textCapacity = capacity
        }

        /// A string, as the `count` bytes of UTF-8 at `source`.
        @inline(__always) package mutating func appendString(_ source: UnsafePointer<UInt8>, count: Int) {
            let offset = appendText(source, count)
            append(Entry(kind: DesignValue.Kind.string.rawValue, key: 0, link: offset, payload: UInt64(count)))
        }

        /// A string of at most 15 bytes, as ``JSONReader/readShortString()`` gives it: its bytes
        /// as two little-endian words, zero-padded. The words are stored whole (16 bytes, the
        /// padding overwritten by what comes next), with no call to copy a few bytes.
        @inline(__always) package mutating func appendShortString(low: UInt64, high: UInt64, count: Int) {
            if textCount + 16 > textCapacity { growText(textCount + 16) }
            let at = UnsafeMutableRawPointer(text + textCount)
            at.storeBytes(of: low.littleEndian, as: UInt64.self)
            at.storeBytes(of: high.littleEndian, toByteOffset: 8, as: UInt64.self)
            append(
                Entry(kind: DesignValue.Kind.string.rawValue, key: 0, link: UInt32(textCount), payload: UInt64(count)))
            textCount += count
        }

        /// A string, as its UTF-8.
        package mutating func appendString(_ bytes: UnsafeBufferPointer<UInt8>) {
            appendString(bytes.baseAddress ?? UnsafePointer(text), count: bytes.count)
        }

        package mutating func appendString(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { appendString($0) }
        }

        package mutating func append(_ value: String) {
            var value = value
            value.withUTF8 { appendString($0) }
        }

        /// A member's name, by its key (a name an adapter reads).
        package mutating func appendName(key: DesignKey) {
            append(Entry(kind: nameKind, key: key.id, link: 0, payload: 0))
        }

        /// The name of a member no adapter reads (whose key is ``DesignKey/other``), as the
        /// `count` bytes of UTF-8 at `source`.
        package mutating func appendOtherName(_ source: UnsafePointer<UInt8>, count: Int) {
            let offset = appendText(source, count)
            append(Entry(kind: nameKind, key: DesignKey.other.id, link: offset, payload: UInt64(count)))
        }

        package mutating func appendOtherName(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { appendOtherName($0.baseAddress ?? UnsafePointer(text), count: $0.count) }
        }

        /// A member's name.
        package mutating func appendName(_ name: String) {
            let key = DesignKey(name)
            if key != .other { return appendName(key: key) }
            var name = name
            name.withUTF8 { appendOtherName($0.baseAddress ?? UnsafePointer(text), count: $0.count) }
        }

        /// Opens an array or object; returns what ``close(_:count:)`` takes.
        package mutating func open(_ kind: DesignValue.Kind) -> Int {
            append(Entry(kind: kind.rawValue, key: 0, link: 0, payload: 0))
            return count - 1
        }

        /// Closes the array or object opened at `start`, which holds `count` items or members.
        package mutating func close(_ start: Int, count: Int) {
            buffer[start].link = UInt32(self.count)
            buffer[start].payload = UInt64(count)
        }

        /// Appends `value` and all it holds, from its own tape.
        mutating func copy(_ value: DesignValue) {
            let source = value.tape
            let start = value.index
            let end = source.end(of: start)
            let offset = count - start
            for i in start..<end {
                var entry = source.entries[i]
                if entry.kind >= DesignValue.Kind.array.rawValue && entry.kind != nameKind {
                    entry.link = UInt32(Int(entry.link) + offset)
                } else if entry.kind == DesignValue.Kind.string.rawValue
                    || (entry.kind == nameKind && entry.key == DesignKey.other.id)
                {
                    let bytes = source.text.baseAddress ?? UnsafePointer(text)
                    entry.link = appendText(bytes + Int(entry.link), Int(entry.payload))
                }
                append(entry)
            }
        }
    }
}

/// A member name the adapters read, interned: its index in ``names``, or ``other`` for any
/// other name. A pure function of the name, so that looking a member up by its key finds the
/// same member as looking it up by its name.
public struct DesignKey: Hashable, Sendable {
    /// The index in ``names``, or `UInt16.max`.
    public let id: UInt16

    /// The key of every name no adapter reads.
    public static let other = DesignKey(id: .max)

    /// The key of `names[id]` (a reader that found the name in ``names`` itself).
    public init(id: UInt16) { self.id = id }

    /// The key of `name`: ``other`` unless an adapter reads it.
    public init(_ name: String) {
        id = Self.index[name] ?? .max
    }

    /// Every member name an adapter keeps or reads as a map, sorted.
    public static let names: [String] = {
        var all = Set<String>()
        for adapter: any DesignAdapter.Type in [FigmaAdapter.self, PenpotAdapter.self, SketchAdapter.self] {
            all.formUnion(adapter.keptMembers)
            all.formUnion(adapter.keyedMembers)
        }
        return all.sorted()
    }()

    static let index: [String: UInt16] = {
        var index: [String: UInt16] = [:]
        for (i, name) in names.enumerated() { index[name] = UInt16(i) }
        return index
    }()
}
