/// A design document as the codec read it: JSON values, with only the members an adapter keeps
/// (``DesignAdapter/keptMembers``); every other member was skipped unread into memory.
///
/// Not `indirect`: an array's or an object's payload is already a reference, so a number or a
/// string is stored inline instead of in a box of its own (one allocation fewer per value).
public enum DesignValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([DesignValue])
    case object(DesignMembers)

    /// An object of `members` (in no particular order).
    public static func object(_ members: [String: DesignValue]) -> DesignValue {
        .object(DesignMembers(members))
    }

    /// The member `name` of an object, or `nil`.
    public subscript(_ name: String) -> DesignValue? {
        if case .object(let members) = self { return members[name] }
        return nil
    }

    /// The member `key` of an object, or `nil`: ``subscript(_:)-(String)`` by an interned name,
    /// which compares small integers instead of strings.
    public subscript(_ key: DesignKey) -> DesignValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, or `nil`.
    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The number, or `nil`.
    public var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The boolean, or `nil`.
    public var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The items of an array, or `[]`.
    public var items: [DesignValue] {
        if case .array(let items) = self { return items }
        return []
    }

    /// The members of an object, or `[:]`: the last of several members of one name, as JSON
    /// readers take it.
    public var members: [String: DesignValue] {
        if case .object(let members) = self { return members.dictionary }
        return [:]
    }

    /// Whether it is an object.
    public var isObject: Bool {
        if case .object = self { return true }
        return false
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

/// One member of an object: its name's key and its value, and the name itself where it has no
/// key (a known name is not stored again: a member holds no reference to count for it).
public struct DesignValueMember: Sendable {
    /// ``DesignKey(_:)`` of the name.
    public var key: DesignKey
    /// The name when `key` is ``DesignKey/other``; empty otherwise.
    var otherName: String
    /// The value.
    public var value: DesignValue

    /// A member whose name's key is already known (a reader that interns names).
    public init(name: String, key: DesignKey, value: DesignValue) {
        self.key = key
        self.otherName = key == .other ? name : ""
        self.value = value
    }

    /// A member.
    public init(name: String, value: DesignValue) {
        self.init(name: name, key: DesignKey(name), value: value)
    }

    /// The name as the document spells it.
    public var name: String { key == .other ? otherName : DesignKey.names[Int(key.id)] }
}

/// An object's members in the document's order, duplicates included; a name names the last of
/// them, as a dictionary would hold it. Objects are small (an adapter keeps a score of
/// members a layer), so a lookup is a scan from the end, comparing keys.
public struct DesignMembers: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// The members, in order.
    public var entries: [DesignValueMember]

    /// Members in the order given.
    public init(_ entries: [DesignValueMember]) {
        self.entries = entries
    }

    /// The members of a dictionary.
    public init(_ members: [String: DesignValue]) {
        entries = members.map { DesignValueMember(name: $0.key, value: $0.value) }
    }

    public init(dictionaryLiteral elements: (String, DesignValue)...) {
        entries = elements.map { DesignValueMember(name: $0.0, value: $0.1) }
    }

    /// The last member named `name`, or `nil`.
    public subscript(_ name: String) -> DesignValue? {
        let key = DesignKey(name)
        if key != .other { return self[key] }
        for member in entries.reversed() where member.key == .other && member.otherName == name {
            return member.value
        }
        return nil
    }

    /// The last member whose name has `key` (not ``DesignKey/other``), or `nil`.
    public subscript(_ key: DesignKey) -> DesignValue? {
        var i = entries.count
        while i > 0 {
            i &-= 1
            if entries[i].key == key { return entries[i].value }
        }
        return nil
    }

    /// The members by name, the last of several of one name.
    public var dictionary: [String: DesignValue] {
        var result: [String: DesignValue] = Dictionary(minimumCapacity: entries.count)
        for member in entries { result[member.name] = member.value }
        return result
    }

    public static func == (a: DesignMembers, b: DesignMembers) -> Bool {
        a.dictionary == b.dictionary
    }
}
