/// The members of one JSON object of the request schema, one case each.
///
/// A case's raw value is its place among the cases (0, 1, 2...), its bit in a ``MemberSet`` and
/// its entry in `names`, so the decoder, the fast paths and the presence checks all name members
/// by case: moving a case moves its name, its bit and its reader together. A case is named as
/// the member it stands for, and that is its wire name (``wireName``): each member is spelled
/// once, in its `case`. Only a member whose wire name is no Swift name to give a case (a
/// notification's `UIKeyboardFrameEndUserInfoKey`) says it in ``spelledOnWire``. The table is
/// built from the cases (``NameTable/init(members:)``), checking their raw values.
protocol SchemaMembers: CaseIterable, Hashable, RawRepresentable where RawValue == Int {
    /// The member's name on the wire when it is not the case's own name; `nil` (the default)
    /// otherwise.
    var spelledOnWire: String? { get }
    /// The wire names of all cases, entry `i` for raw value `i`: `NameTable(members: Self.self)`.
    static var names: NameTable { get }
    /// The members that must be given: ``RequestDecoder/readObject(_:ignoringUnknown:_:)``
    /// reports each one missing. A ``DocumentedMembers`` type takes them from its fields, a
    /// ``NumberMembers`` type from ``NumberMembers/allRequired``; by default none. Read once,
    /// into ``names`` (``NameTable/requiredBits``).
    static var requiredMembers: MemberSet<Self> { get }
    /// The rule the member's number obeys: a ``DocumentedMembers`` type's from its field; by
    /// default `.any`. Read once, into ``names`` (``NameTable/rule(at:)``).
    var numberRule: RequestDecoder.NumberRule { get }
    /// The message when the member is required and missing.
    var missingMessage: String { get }
}

extension SchemaMembers {
    var spelledOnWire: String? { nil }

    static var requiredMembers: MemberSet<Self> { MemberSet() }

    var numberRule: RequestDecoder.NumberRule { .any }

    var missingMessage: String { "is required" }

    /// The member's name on the wire: the case's own name, unless ``spelledOnWire`` gives
    /// another. Read once per type, when its ``names`` table is built; the decoder names members
    /// through the table.
    var wireName: String { spelledOnWire ?? String(describing: self) }

    /// The members as a message spells them, `{id, frame, caret, kind}`: the wire names of every
    /// case in order, so a message about the object lists what the table holds.
    static var memberList: String {
        "{" + (0..<names.count).map { names.name(at: $0) }.joined(separator: ", ") + "}"
    }

    /// The case of entry `index` of ``names`` (an index the table gave, so always a case: the
    /// table was built from the cases and checked their raw values count from 0).
    @inline(__always) static func member(at index: Int) -> Self {
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
struct MemberSet<Member: SchemaMembers>: Equatable, ExpressibleByArrayLiteral {
    /// Bit `m.rawValue` for each member `m` in the set.
    private(set) var bits: UInt32 = 0

    init() {}

    init(arrayLiteral members: Member...) {
        for member in members { insert(member) }
    }

    @inline(__always) func contains(_ member: Member) -> Bool {
        bits & (1 &<< UInt32(member.rawValue)) != 0
    }

    @inline(__always) mutating func insert(_ member: Member) {
        bits |= 1 &<< UInt32(member.rawValue)
    }

    /// The members of the set, in case order.
    var members: [Member] { Member.allCases.filter(contains) }
}

/// An object of the schema whose members are all numbers, at most four (the geometry types).
protocol NumberMembers: SchemaMembers {
    /// The rule `self`'s number obeys when the object's extents (width and height, or each
    /// inset's edge) obey `extent`.
    func rule(extent: RequestDecoder.NumberRule) -> RequestDecoder.NumberRule
    /// Whether every member must be given (a missing one is reported), or a missing one is 0.
    static var allRequired: Bool { get }
}

extension NumberMembers {
    static var requiredMembers: MemberSet<Self> {
        var all = MemberSet<Self>()
        if allRequired { for member in allCases { all.insert(member) } }
        return all
    }
}

/// The numbers of one ``NumberMembers`` object, one per member (0 until read).
struct Numbers<Member: NumberMembers> {
    /// The values in case order, the unused slots 0.
    var values: (Double, Double, Double, Double) = (0, 0, 0, 0)

    /// The value of `member`.
    @inline(__always) subscript(member: Member) -> Double {
        get {
            precondition(member.rawValue < 4, "a geometry object has at most four members")
            return withUnsafeBytes(of: values) { $0.load(fromByteOffset: member.rawValue &* 8, as: Double.self) }
        }
        set {
            precondition(member.rawValue < 4, "a geometry object has at most four members")
            withUnsafeMutableBytes(of: &values) {
                $0.storeBytes(of: newValue, toByteOffset: member.rawValue &* 8, as: Double.self)
            }
        }
    }
}

/// A closed set of strings on the wire, decoded straight to the engine's own values.
///
/// Each value's string is declared once (``wireName``: for the engine's `String` enums their raw
/// value, which the encoder writes too); ``WireValues`` pairs each value with its name in one
/// table, so a decoded index can only mean the value the name was built from.
protocol WireEnum {
    /// The value's string on the wire.
    var wireName: String { get }
    /// The table of every accepted value, in the order messages list them.
    static var wire: WireValues<Self> { get }
}

/// An array of a ``WireEnum``'s values: how ``RequestDecoder/readStored(_:into:)`` finds the
/// enumeration of a stored list member from its key path's value type.
protocol WireEnumList {
    associatedtype Value: WireEnum & Equatable
}

extension Array: WireEnumList where Element: WireEnum & Equatable {
    typealias Value = Element
}

extension WireEnum where Self: RawRepresentable, RawValue == String {
    var wireName: String { rawValue }
}

/// The accepted values of a ``WireEnum`` and the table of their names, entry `i` naming value `i`.
///
/// Built once (a static member) in memory that is never freed, like ``NameTable``, so decoding a
/// value costs no reference counting.
struct WireValues<Value: WireEnum>: @unchecked Sendable {
    // @unchecked: the values are written once in init and only read afterwards; they are the
    // engine's Sendable value types.
    private let values: UnsafePointer<Value>
    /// The values' wire names, in the same order.
    let names: NameTable

    /// The table of `cases`, in the order messages list them.
    init(_ cases: [Value]) {
        let memory = UnsafeMutablePointer<Value>.allocate(capacity: Swift.max(cases.count, 1))
        memory.initialize(from: cases, count: cases.count)
        values = UnsafePointer(memory)
        names = NameTable(strings: cases.map(\.wireName))
    }

    /// The value of entry `index`.
    @inline(__always) subscript(index: Int) -> Value {
        precondition(index >= 0 && index < names.count, "value index out of range")
        return values[index]
    }

    /// `"a", "b", "c"`: every value's name quoted, for messages.
    var list: String {
        (0..<names.count).map { "\"\(names.name(at: $0))\"" }.joined(separator: ", ")
    }
}
