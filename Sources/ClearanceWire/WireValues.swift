import ClearanceContract
import ClearanceJSON

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
    var list: String { Value.wireList }
}

/// A ``SchemaMembers`` type with the reader's table of its names.
protocol NamedMembers: SchemaMembers {
    /// The wire names of all cases, entry `i` for raw value `i`: `NameTable(members: Self.self)`.
    static var names: NameTable { get }
}

/// A ``WireEnum`` with the reader's table of its values.
protocol DecodedEnum: WireEnum {
    /// The table of every accepted value, in the order messages list them.
    static var wire: WireValues<Self> { get }
}

extension DocumentedMembers where Self: NamedMembers {
    /// The rule of the member's number, as the name table holds it: what the readers pass, so
    /// reading a number never builds the member's field.
    @inline(__always) var rule: NumberRule { Self.names.rule(at: MemberSet<Self>.bit(self)) }
}

/// An array of a ``DecodedEnum``'s values: how ``RequestDecoder/readStored(_:into:)`` finds the
/// enumeration of a stored list member from its key path's value type.
protocol WireEnumList {
    associatedtype Value: DecodedEnum & Equatable
}

extension Array: WireEnumList where Element: DecodedEnum & Equatable {
    typealias Value = Element
}

/// Why a body gave no request: it is not JSON (the syntax error), or it is JSON that breaks the
/// contract (the decoder's `errors` say how).
enum DecodeFailure: Error {
    case syntax(SyntaxError)
    case invalid
}

extension NameTable {
    /// The table of the names of `members`' cases: entry `i` is the case whose raw value is `i`.
    ///
    /// The members' required set and number rules are read here, once: a type's schema (its
    /// fields) must not read its own `names`, or building the table would wait on itself.
    init<Members: SchemaMembers>(members: Members.Type) {
        var names: [String] = []
        var rules: UInt64 = 0
        for (offset, member) in Members.allCases.enumerated() {
            precondition(member.rawValue == offset, "\(Members.self): raw values must count the cases from 0")
            names.append(member.wireName)
            rules |= UInt64(member.numberRule.rawValue) << UInt64(2 * offset)
        }
        precondition(names.count <= 32, "\(Members.self): a member set holds at most 32 members")
        self.init(strings: names, requiredBits: Members.requiredMembers.bits, ruleBits: rules)
    }

    /// The number rule of entry `index` (``ruleBits``).
    @inline(__always) func rule(at index: Int) -> NumberRule {
        NumberRule(rawValue: ruleBits(at: index))
            .unsafelyUnwrapped
    }
}

/// The numbers of one ``NumberMembers`` object, one per member (0 until read).
struct Numbers<Member: NumberMembers> {
    /// The values in case order, the unused slots 0.
    var values: (Double, Double, Double, Double) = (0, 0, 0, 0)

    init() {}

    /// The numbers `values`, in case order.
    init(values: (Double, Double, Double, Double)) { self.values = values }

    /// The value of `member`.
    @inline(__always) subscript(member: Member) -> Double {
        get {
            precondition(MemberSet<Member>.bit(member) < 4, "a geometry object has at most four members")
            return withUnsafeBytes(of: values) {
                $0.load(fromByteOffset: MemberSet<Member>.bit(member) &* 8, as: Double.self)
            }
        }
        set {
            precondition(MemberSet<Member>.bit(member) < 4, "a geometry object has at most four members")
            withUnsafeMutableBytes(of: &values) {
                $0.storeBytes(of: newValue, toByteOffset: MemberSet<Member>.bit(member) &* 8, as: Double.self)
            }
        }
    }
}
