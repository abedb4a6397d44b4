/// The members of one JSON object of the request schema, one case each.
///
/// A case's raw value is its place among the cases (0, 1, 2...), its bit in a ``MemberSet`` and
/// its entry in `names`, so the decoder, the fast paths and the presence checks all name members
/// by case: moving a case moves its name, its bit and its reader together. A case is named as
/// the member it stands for, and that is its wire name (``wireName``): each member is spelled
/// once, in its `case`. Only a member whose wire name is no Swift name to give a case (a
/// notification's `UIKeyboardFrameEndUserInfoKey`) says it in ``spelledOnWire``. The table is
/// built from the cases (``NameTable/init(members:)``), checking their raw values.
public protocol SchemaMembers: CaseIterable, Hashable, RawRepresentable where RawValue == Int {
    /// The member's name on the wire when it is not the case's own name; `nil` (the default)
    /// otherwise.
    var spelledOnWire: String? { get }
    /// The members that must be given: ``RequestDecoder/readObject(_:ignoringUnknown:_:)``
    /// reports each one missing. A ``DocumentedMembers`` type takes them from its fields, a
    /// ``NumberMembers`` type from ``NumberMembers/allRequired``; by default none. Read once,
    /// into ``names`` (``NameTable/requiredBits``).
    static var requiredMembers: MemberSet<Self> { get }
    /// The rule the member's number obeys: a ``DocumentedMembers`` type's from its field; by
    /// default `.any`. Read once, into ``names`` (``NameTable/rule(at:)``).
    var numberRule: NumberRule { get }
    /// The message when the member is required and missing.
    var missingMessage: String { get }
}

extension SchemaMembers {
    public var spelledOnWire: String? { nil }

    public static var requiredMembers: MemberSet<Self> { MemberSet() }

    public var numberRule: NumberRule { .any }

    public var missingMessage: String { "is required" }

    /// The member's name on the wire: the case's own name, unless ``spelledOnWire`` gives
    /// another. Read once per type, when its ``names`` table is built; the decoder names members
    /// through the table.
    public var wireName: String { spelledOnWire ?? String(describing: self) }

    /// The members as a message spells them, `{id, frame, caret, kind}`: the wire names of every
    /// case in order, so a message about the object lists what the table holds.
    public static var memberList: String {
        "{" + allCases.map(\.wireName).joined(separator: ", ") + "}"
    }

    /// The case of entry `index` of ``names`` (an index the table gave, so always a case: the
    /// table was built from the cases and checked their raw values count from 0).
    @inlinable @inline(__always) public static func member(at index: Int) -> Self {
        // A case without payload is stored as its declaration index in one byte, and the table
        // checked that the raw values count the cases from 0 in that order: the index is the
        // case's bits, with no call to `init(rawValue:)`.
        if MemoryLayout<Self>.size == 1 && MemoryLayout<Self>.alignment == 1 {
            return unsafeBitCast(UInt8(truncatingIfNeeded: index), to: Self.self)
        }
        return Self(rawValue: index).unsafelyUnwrapped
    }
}

/// A set of the members of one schema object (which were given, which a policy takes...), a bit
/// per case.
public struct MemberSet<Member: SchemaMembers>: Equatable, ExpressibleByArrayLiteral {
    /// Bit `m.rawValue` for each member `m` in the set.
    public var bits: UInt32 = 0

    @inlinable public init() {}

    @inlinable public init(arrayLiteral members: Member...) {
        for member in members { insert(member) }
    }

    @inlinable @inline(__always) public func contains(_ member: Member) -> Bool {
        bits & (1 &<< UInt32(Self.bit(member))) != 0
    }

    @inlinable @inline(__always) public mutating func insert(_ member: Member) {
        bits |= 1 &<< UInt32(Self.bit(member))
    }

    /// `member`'s raw value: for a case without payload stored in one byte, its bits (the name
    /// table checks that the raw values count the cases from 0 in order), read without a call.
    @inlinable @inline(__always) public static func bit(_ member: Member) -> Int {
        if MemoryLayout<Member>.size == 1 && MemoryLayout<Member>.alignment == 1 {
            return Int(unsafeBitCast(member, to: UInt8.self))
        }
        return member.rawValue
    }

    /// The members of the set, in case order.
    public var members: [Member] { Member.allCases.filter(contains) }
}

/// An object of the schema whose members are all numbers, at most four (the geometry types).
public protocol NumberMembers: SchemaMembers {
    /// The rule `self`'s number obeys when the object's extents (width and height, or each
    /// inset's edge) obey `extent`.
    func rule(extent: NumberRule) -> NumberRule
    /// Whether every member must be given (a missing one is reported), or a missing one is 0.
    static var allRequired: Bool { get }
}

extension NumberMembers {
    public static var requiredMembers: MemberSet<Self> {
        var all = MemberSet<Self>()
        if allRequired { for member in allCases { all.insert(member) } }
        return all
    }
}

/// A closed set of strings on the wire, decoded straight to the engine's own values.
///
/// Each value's string is declared once (``wireName``: for the engine's `String` enums their raw
/// value, which the encoder writes too); ``WireValues`` pairs each value with its name in one
/// table, so a decoded index can only mean the value the name was built from.
package protocol WireEnum {
    /// The value's string on the wire.
    var wireName: String { get }
    /// Every accepted value, in the order messages list them (the codec's table of their names
    /// is built from it).
    static var wireCases: [Self] { get }
}

extension WireEnum where Self: RawRepresentable, RawValue == String {
    package var wireName: String { rawValue }
}

extension WireEnum where Self: CaseIterable {
    package static var wireCases: [Self] { Array(allCases) }
}

extension WireEnum {
    /// `"a", "b", "c"`: every value's name quoted, for messages.
    package static var wireList: String { wireCases.map { "\"\($0.wireName)\"" }.joined(separator: ", ") }
}

/// How a number member is bounded: any finite number, at least 0, above 0, or within 0...1.
@frozen public enum NumberRule: UInt8 {
    case any, nonNegative, positive, unitInterval
}

/// The request limits the document states, as the service applies them unless configured
/// otherwise (docs/semantics.md §6).
package enum RequestLimits {
    /// The most elements a request may hold.
    package static let defaultMaxElements = 10_000
    /// The most requests one batch may hold.
    package static let defaultMaxBatchItems = 1000
}
