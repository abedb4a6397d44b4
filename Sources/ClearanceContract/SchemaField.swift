/// One member of a request object as the contract declares it: what its value is (type and
/// range), whether it is required, its default and its doc line.
///
/// The members of an object are the cases of its ``SchemaMembers`` enum, and a
/// ``DocumentedMembers`` enum gives each case its field (an exhaustive switch, so a new case
/// cannot go without one). The decoder reads presence and number ranges from the fields
/// (``SchemaMembers/requiredMembers``, ``DocumentedMembers/rule``, both read once into the
/// object's ``NameTable``), and the request schemas of
/// `openapi.yaml` are generated from them (``RequestSchemaDocument``): a member is declared here
/// once, and the reader and the document follow.
///
/// Defaults are the engine's: a field's ``defaultValue`` is read from the initialiser that
/// fills it (`Options().minimumDistance`), never written again here.
package struct SchemaField {
    /// What the member's value is on the wire.
    package enum Value {
        /// A number within ±1e9 obeying the rule; `least` raises its minimum.
        case number(NumberRule, least: Double? = nil)
        /// An integer in the range.
        case integer(ClosedRange<Int>)
        case boolean
        /// A non-empty string (an id, a name).
        case string
        /// Exactly this string (a policy object's `name`).
        case constant(String)
        /// A value of the named component (an object or an enumerated string).
        case component(String)
        /// A value of one of the named components.
        case oneOf([String])
        /// An array of values of the named component, at most `maxItems`.
        case list(of: String, maxItems: Int)
        /// A non-empty array of distinct values of the named enumerated component.
        case enumList(of: String)
        /// Must be left out (or `null`): something else sets it (a matrix sets the screen).
        case absent
        /// A union the other cases cannot say, written as the document's YAML lines (each
        /// relative to the member's own indentation).
        case yaml([String])
    }

    /// A default as the document writes it.
    package enum Default {
        case number(Double)
        case boolean(Bool)
        /// An enumerated value's wire name.
        case word(String)
        /// Several enumerated values (a list's default).
        case words([String])
        case null
        case emptyList
    }

    package var value: Value
    /// Whether the member must be given (with a non-null value). Every other member may be left
    /// out or sent as `null`, which means the same.
    package var required = false
    package var defaultValue: Default?
    /// The member's documentation: one line, or several separated by `\n` as the document wraps
    /// them.
    package var doc: String?
    /// Example values, as the document writes them.
    package var examples: [String] = []
    /// The message when a required member is missing.
    package var missing = "is required"
    /// Where the object's reader puts the value when the member needs no code of its own: a
    /// writable key path into what the object's members fill (`\Options.scrollTarget`), of the
    /// value's type (a boolean's `Bool`, a number's `Double`, a string's `String`, or any of them
    /// optional). ``RequestDecoder/readStored(_:into:)`` reads such a member from its field
    /// alone; a member without one is read by its object's reader.
    package var stores: AnyKeyPath?

    package init(
        _ value: Value, required: Bool = false, default defaultValue: Default? = nil, doc: String? = nil,
        examples: [String] = [], stores: AnyKeyPath? = nil
    ) {
        self.value = value
        self.required = required
        self.defaultValue = defaultValue
        self.doc = doc
        self.examples = examples
        self.stores = stores
    }

    /// The rule the member's number obeys (`.any` for a member that holds no number).
    package var numberRule: NumberRule {
        if case .number(let rule, _) = value { return rule }
        return .any
    }
}

extension SchemaField.Default {
    /// The default of an enumerated value: its wire name.
    package static func value<E: WireEnum>(_ value: E) -> Self { .word(value.wireName) }

    /// The default of an enumerated list: each value's wire name.
    package static func values<E: WireEnum>(_ values: [E]) -> Self { .words(values.map(\.wireName)) }
}

/// The members of a request object, each with its ``SchemaField``.
package protocol DocumentedMembers: SchemaMembers {
    /// The member's field.
    var field: SchemaField { get }
}

extension DocumentedMembers {
    /// The message when the member is required and missing: its field's.
    package var missingMessage: String { field.missing }

    /// The least value of the member's number, when its field raises the rule's minimum.
    package var least: Double? {
        if case .number(_, let least) = field.value { least } else { nil }
    }

    /// The rule of the member's number, from its field (read once into the name table).
    package var numberRule: NumberRule { field.numberRule }

    /// The members whose field is required (read once into the name table).
    package static var requiredMembers: MemberSet<Self> {
        var set = MemberSet<Self>()
        for member in allCases where member.field.required { set.insert(member) }
        return set
    }

    /// The object's members and fields in case order, less `leaving`, with `replacing` giving
    /// another field where an object differs from its members' own (a matrix's layout, whose
    /// screen the matrix sets).
    package static func fields(
        leaving: Set<Self> = [], replacing: (Self) -> SchemaField? = { _ in nil }
    ) -> [(name: String, field: SchemaField)] {
        allCases.filter { !leaving.contains($0) }.map { ($0.wireName, replacing($0) ?? $0.field) }
    }
}
