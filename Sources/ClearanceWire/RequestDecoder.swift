import ClearanceContract
import ClearanceJSON
import DesignMapping
import DeviceCatalog
import KeyboardAvoidance

/// Decodes one request body: syntax errors stop it at once (400); contract errors are collected
/// with their pointers and decoding goes on, so one answer names every offending field (422).
struct RequestDecoder {
    /// The scanner over the body.
    var reader: JSONReader
    /// The pointer to the value being decoded, one component per level; scratch memory owned by
    /// the caller, so decoding allocates nothing for it.
    let path: UnsafeMutableBufferPointer<PathComponent>
    /// How many components of `path` are in use (may exceed its capacity; the excess is dropped).
    var depth = 0
    /// The contract errors found so far.
    var errors: [FieldError] = []
    /// The limits in force.
    let limits: DecodeLimits
    /// Whether elements past `limits.maxElements` were left unread (their ids are unknown).
    var elementsTruncated = false
    /// What the last request's `design` mapped to and its `device` resolved to, when it had them.
    var context = LayoutContext()
    /// The kind of the value that starts at offset `knownKindOffset`, found by `readObject`, so
    /// the member's reader need not classify it again (the body never changes, so it stays true).
    var knownKind = JSONKind.null
    var knownKindOffset = -1
    /// Whether the body is a compare request, whose root may hold `policies`.
    var acceptsPolicies = false

    /// The deepest path the request schema reaches is 4 (`/elements/0/caret/x`); one level of
    /// unknown member below that still reports exactly.
    static let pathCapacity = 8

    init(_ bytes: UnsafeRawBufferPointer, path: UnsafeMutableBufferPointer<PathComponent>, limits: DecodeLimits) {
        // Skipping recurses once per level; keep that recursion far from any thread's stack size.
        let maxDepth = Swift.min(Swift.max(limits.maxDepth, 1), 512)
        reader = JSONReader(bytes, maxDepth: maxDepth, fastPaths: limits.fastPaths)
        self.path = path
        self.limits = limits
    }

    // MARK: Pointers and errors

    @inline(__always) mutating func push(_ component: PathComponent) {
        // Within the count, the buffer has a base address.
        if depth < path.count { path.baseAddress.unsafelyUnwrapped.advanced(by: depth).initialize(to: component) }
        depth += 1
    }

    @inline(__always) mutating func pop() {
        depth -= 1
    }

    /// The JSON Pointer of the value being decoded.
    func pointer() -> String {
        JSONPointer.string(path, count: Swift.min(depth, path.count), reader: reader)
    }

    /// Records a contract error at the value being decoded.
    mutating func fail(_ message: String) {
        errors.append(FieldError(pointer: pointer(), message: message))
    }

    /// Records a contract error at member `name` of the value being decoded.
    mutating func fail(at name: StaticString, _ message: String) {
        push(.name(name))
        fail(message)
        pop()
    }

    /// Records a contract error at `member` of the object being decoded.
    mutating func fail<Member: NamedMembers>(at member: Member, _ message: String) {
        push(.member(Member.names.bytes(at: member.rawValue)))
        fail(message)
        pop()
    }

    // MARK: Objects

    /// The index of `token` in `names`, comparing the decoded name.
    @inline(__always) mutating func index(of token: StringToken, in names: NameTable) -> Int? {
        if !token.hasEscapes {
            return names.index(
                of: reader.base + token.start, length: token.end - token.start, readable: reader.count - token.start)
        }
        return indexOfEscaped(token, in: names)
    }

    /// The index of a name written with escapes (rare): decoded, then compared.
    private func indexOfEscaped(_ token: StringToken, in names: NameTable) -> Int? {
        let decoded = reader.decodedBytes(token)
        return decoded.withUnsafeBufferPointer { bytes in
            guard let start = bytes.baseAddress else { return names.index(of: reader.base, length: 0, readable: 0) }
            return names.index(of: start, length: bytes.count, readable: bytes.count)
        }
    }

    /// Decodes the object at the position member by member, its members the cases of `Member`.
    ///
    /// `body` is called with each member whose value is not `null`, the position at that value
    /// and the path at that member. `null` counts as absent, so an optional field may be sent as
    /// `null` and a required one sent as `null` is reported missing. A name that is no case of
    /// `Member` is a contract error (unless `ignoringUnknown`), and so is a name given twice;
    /// either way its value is checked for syntax only.
    ///
    /// - Returns: the members given a non-null value.
    mutating func readObject<Member: NamedMembers>(
        _ members: Member.Type, ignoringUnknown: Bool = false,
        _ body: (inout RequestDecoder, Member) throws(SyntaxError) -> Void
    ) throws(SyntaxError) -> MemberSet<Member> {
        let names = Member.names
        try reader.enter()
        var seen = MemberSet<Member>()
        var present = MemberSet<Member>()
        // Members mostly come in case order: the one after the last found is tried first, its
        // name, quotes and colon compared in two words. Off with the fast paths (`fastEnd` 0).
        var predicted = 0
        if !reader.consume(UInt8(ascii: "}")) {
            // `consume` and `consumeComma` leave the position past whitespace: at the name.
            repeat {
                guard reader.peek() == UInt8(ascii: "\"") else { throw reader.error("an object (a member name)") }
                let key: StringToken
                let found: Int?
                let start = reader.pos
                let member =
                    predicted < names.count && reader.fastEnd &- start >= 16
                    ? names.memberLength(predicted, at: reader.base + start) : 0
                if member > 0 {
                    // `"name":` matched: the token of the name and the colon, as the readers below
                    // would take them; then the whitespace before the value.
                    key = StringToken(start: start &+ 1, end: start &+ member &- 2, hasEscapes: false)
                    found = predicted
                    reader.pos = start &+ member
                    reader.skipWhitespace()
                } else {
                    key = try reader.readString()
                    found = index(of: key, in: names)
                    guard reader.consumeColon() else { throw reader.error("an object (':' after a member name)") }
                }
                if let i = found { predicted = i &+ 1 }
                push(.key(key))
                if let i = found {
                    let member = Member.member(at: i)
                    if seen.contains(member) {
                        fail("is a duplicate: this member was already given")
                        try reader.skipValue()
                    } else {
                        seen.insert(member)
                        // `consumeColon` left the position past whitespace, at the value.
                        let kind = try reader.kindPastWhitespace()
                        if kind == .null {
                            _ = try reader.readLiteral()
                        } else {
                            knownKind = kind
                            knownKindOffset = reader.pos
                            present.insert(member)
                            try body(&self, member)
                        }
                    }
                } else {
                    if !ignoringUnknown { fail("is not a known field") }
                    try reader.skipValue()
                }
                pop()
            } while reader.consumeComma()
            try reader.expect(UInt8(ascii: "}"), in: "an object (',' or '}')")
        }
        reader.depth -= 1
        // The required members come with the names (``SchemaMembers/requiredMembers``).
        let missing = names.requiredBits & ~present.bits
        if missing != 0 {
            for member in Member.allCases where missing & (1 &<< UInt32(member.rawValue)) != 0 {
                fail(at: member, member.missingMessage)
            }
        }
        return present
    }

    /// Whether the value at the position is of `kind`; if not, records a type error and skips it.
    @inline(__always)
    mutating func expect(_ kind: JSONKind, _ what: @autoclosure () -> String) throws(SyntaxError) -> Bool {
        let found = try valueKind()
        if found == kind { return true }
        try mismatch(found, what())
        return false
    }

    /// The kind of the value at the position (after whitespace), without consuming it.
    @inline(__always) mutating func valueKind() throws(SyntaxError) -> JSONKind {
        if reader.pos == knownKindOffset { return knownKind }
        return try reader.valueKind()
    }

    /// Records that the value at the position is not what was expected, and skips it.
    private mutating func mismatch(_ found: JSONKind, _ what: String) throws(SyntaxError) {
        fail("must be \(what), not \(found.phrase)")
        try reader.skipValue()
    }

    // MARK: Scalars

    /// The largest magnitude any number of a request may have: a billion points is far beyond any
    /// screen or content size, and the bound keeps every sum and product the engine forms finite,
    /// so an answer never holds a value JSON cannot carry.
    static let maxMagnitude = 1e9

    /// What a number must satisfy beyond being finite (the contract's rule).
    typealias NumberRule = ClearanceContract.NumberRule

    /// A finite number as `member`'s field declares it: its rule, and its least value when it
    /// has one; or `nil` after recording why not. It builds the field, so it is for members off
    /// the hot path (``readNumber(_:)`` with the name table's rule reads the rest).
    mutating func readNumber<M: DocumentedMembers & NamedMembers>(field member: M) throws(SyntaxError) -> Double? {
        try readNumber(member.rule, least: member.least)
    }

    /// A finite number obeying `rule` and at least `least` when there is one, or `nil` after
    /// recording why not.
    mutating func readNumber(_ rule: NumberRule, least: Double?) throws(SyntaxError) -> Double? {
        guard let value = try readNumber(rule) else { return nil }
        if let least, value < least {
            fail("must be at least \(RequestSchemaDocument.number(least))")
            return nil
        }
        return value
    }

    /// Reads `member`'s value as its field declares it (a boolean, a number in its range, a
    /// string, one of the strings of the enumeration the key path leads to, or a non-empty list
    /// of distinct ones) and puts it where the field ``SchemaField/stores`` it in `target`; a
    /// value in error is recorded and leaves `target` as it was. This is the whole reader of a member that
    /// needs no code of its own, so such a member is its schema line and the engine's property.
    /// It builds the field: for members off the hot path.
    mutating func readStored<Member: DocumentedMembers, Target>(
        _ member: Member, into target: inout Target
    ) throws(SyntaxError) {
        let field = member.field
        switch field.value {
        case .boolean:
            if let value = try readBool() { Self.store(value, field, in: &target) }
        case .number(let rule, let least):
            if let value = try readNumber(rule, least: least) { Self.store(value, field, in: &target) }
        case .string:
            if let value = try readString() { Self.store(value, field, in: &target) }
        case .component:
            guard let stored = field.stores, let values = type(of: stored).valueType as? any DecodedEnum.Type else {
                preconditionFailure("\(Member.self).\(member): a stored component must be an enumeration")
            }
            try readStoredEnum(values, field, into: &target)
        case .enumList:
            guard let stored = field.stores, let lists = type(of: stored).valueType as? any WireEnumList.Type else {
                preconditionFailure("\(Member.self).\(member): a stored list must be an array of an enumeration")
            }
            try readStoredEnumList(lists, member.wireName, field, into: &target)
        default:
            preconditionFailure(
                "\(Member.self).\(member): a stored member must be a boolean, a number, a string, "
                    + "an enumeration or a list of one")
        }
    }

    /// `readStored` for a member whose key path leads to the enumeration `Value`.
    private mutating func readStoredEnum<Value: DecodedEnum, Target>(
        _: Value.Type, _ field: SchemaField, into target: inout Target
    ) throws(SyntaxError) {
        if let value = try readEnum(Value.self) { Self.store(value, field, in: &target) }
    }

    /// `readStored` for a member whose key path leads to an array of the enumeration
    /// `List.Value`: a non-empty list of distinct values (``readEnumList(_:_:)``).
    private mutating func readStoredEnumList<List: WireEnumList, Target>(
        _: List.Type, _ name: String, _ field: SchemaField, into target: inout Target
    ) throws(SyntaxError) {
        if let values = try readEnumList(List.Value.self, name) { Self.store(values, field, in: &target) }
    }

    /// Puts `value` at the key path `field` stores it at, of `Value` or `Value?` (the test of the
    /// fields holds every stored member's key path to its value's type).
    static func store<Target, Value>(_ value: Value, _ field: SchemaField, in target: inout Target) {
        if let path = field.stores as? WritableKeyPath<Target, Value> {
            target[keyPath: path] = value
        } else if let path = field.stores as? WritableKeyPath<Target, Value?> {
            target[keyPath: path] = value
        } else {
            preconditionFailure("\(String(describing: field.stores)) does not store a \(Value.self) in \(Target.self)")
        }
    }

    /// A finite number obeying `rule`, or `nil` after recording why not.
    mutating func readNumber(_ rule: NumberRule = .any) throws(SyntaxError) -> Double? {
        guard try expect(.number, "a number") else { return nil }
        let value = try reader.readNumber()
        guard value.isFinite else {
            fail("must be a finite number (it is too large for a double)")
            return nil
        }
        guard abs(value) <= Self.maxMagnitude else {
            fail("must lie between -1e9 and 1e9")
            return nil
        }
        switch rule {
        case .any: break
        case .nonNegative where value < 0:
            fail("must not be negative")
            return nil
        case .positive where value < 0:
            fail("must not be negative")
            return nil
        case .positive where value == 0:
            fail("must be greater than zero")
            return nil
        case .unitInterval where !(value >= 0 && value <= 1):
            fail("must be between 0 and 1")
            return nil
        default: break
        }
        return value
    }

    /// A boolean, or `nil` after recording a type error.
    mutating func readBool() throws(SyntaxError) -> Bool? {
        guard try expect(.bool, "a boolean") else { return nil }
        return try reader.readBool()
    }

    /// A string, or `nil` after recording a type error.
    mutating func readString() throws(SyntaxError) -> String? {
        guard try expect(.string, "a string") else { return nil }
        return reader.string(try reader.readString())
    }

    /// The value of `Value` the string at the position names, or `nil` after recording why not.
    mutating func readEnum<Value: DecodedEnum>(_: Value.Type) throws(SyntaxError) -> Value? {
        let wire = Value.wire
        guard try expect(.string, "one of \(wire.list)") else { return nil }
        let found = index(of: try reader.readString(), in: wire.names)
        guard let i = found else {
            fail("must be one of \(wire.list)")
            return nil
        }
        return wire[i]
    }

    // MARK: Geometry

    /// Whether `value` obeys `rule` and the bound every number has: what ``readNumber(_:)``
    /// accepts without recording anything.
    @inline(__always)
    static func obeys(_ value: Double, _ rule: NumberRule) -> Bool {
        // Also false for an infinity, and for NaN (every comparison with it is false).
        guard abs(value) <= maxMagnitude else { return false }
        switch rule {
        case .any: return true
        case .nonNegative: return !(value < 0)
        case .positive: return value > 0
        case .unitInterval: return value >= 0 && value <= 1
        }
    }

    /// The numbers of an object of exactly the members of `Member`, in case order and written
    /// plainly (see `JSONReader.readPlainNumbers`), when each obeys its member's rule
    /// (``NumberMembers/rule(extent:)``): then the general reader would accept it as is and
    /// record nothing. `nil`, consuming nothing, otherwise.
    @inline(__always)
    mutating func plainNumbers<Member: NumberMembers & NamedMembers>(_: Member.Type, extent: NumberRule) -> Numbers<
        Member
    >? {
        plainNumbers(Member.self, extent: extent, names: Member.names)
    }

    /// ``plainNumbers(_:extent:)`` with `Member.names` fetched by the caller (`names` must be
    /// it): a loop over many objects then reads the static table once, not once per object.
    @inline(__always)
    mutating func plainNumbers<Member: NumberMembers & NamedMembers>(
        _: Member.Type, extent: NumberRule, names: NameTable
    )
        -> Numbers<Member>?
    {
        let start = reader.pos
        guard let values = reader.readPlainNumbers(names) else { return nil }
        let numbers = Numbers<Member>(values: values)
        // Over the four slots a geometry object may have, so the loop unrolls and each member's
        // rule folds to a constant.
        for i in 0..<4 {
            guard i < names.count else { break }
            let member = Member.member(at: i)
            guard Self.obeys(numbers[member], member.rule(extent: extent)) else {
                reader.pos = start
                return nil
            }
        }
        return numbers
    }

    /// The numbers of a geometry object of `Member`, each under its member's rule; with every
    /// member given when ``NumberMembers/allRequired`` (the object reader checks it), else a
    /// missing one is 0. `nil` after recording why not (the position is then past the value).
    @inline(__always)
    mutating func readNumbers<Member: NumberMembers & NamedMembers>(_: Member.Type, extent: NumberRule)
        throws(SyntaxError)
        -> Numbers<Member>?
    {
        if let numbers = plainNumbers(Member.self, extent: extent) { return numbers }
        return try readNumbersMemberByMember(Member.self, extent: extent)
    }

    /// ``readNumbers(_:extent:)`` by the general reader.
    @inline(never)
    private mutating func readNumbersMemberByMember<Member: NumberMembers & NamedMembers>(
        _: Member.Type, extent: NumberRule
    )
        throws(SyntaxError) -> Numbers<Member>?
    {
        let before = errors.count
        var numbers = Numbers<Member>()
        _ = try readObject(Member.self) { (d: inout RequestDecoder, m: Member) throws(SyntaxError) in
            numbers[m] = try d.readNumber(m.rule(extent: extent)) ?? 0
        }
        return errors.count == before ? numbers : nil
    }

    /// A `Rect` with every member given; `sizeRule` applies to its width and height.
    mutating func readRect(size sizeRule: NumberRule = .nonNegative) throws(SyntaxError) -> Rect? {
        guard try expect(.object, "a rect \(RectMember.memberList)") else { return nil }
        guard let v = try readNumbers(RectMember.self, extent: sizeRule) else { return nil }
        return Rect(x: v[.x], y: v[.y], width: v[.width], height: v[.height])
    }

    /// A `Size` with both members given, neither negative.
    mutating func readSize() throws(SyntaxError) -> Size? {
        guard try expect(.object, "a size \(SizeMember.memberList)") else { return nil }
        guard let v = try readNumbers(SizeMember.self, extent: .nonNegative) else { return nil }
        return Size(width: v[.width], height: v[.height])
    }

    /// A `Point` with both members given.
    mutating func readPoint() throws(SyntaxError) -> Point? {
        guard try expect(.object, "a point \(PointMember.memberList)") else { return nil }
        guard let v = try readNumbers(PointMember.self, extent: .any) else { return nil }
        return Point(x: v[.x], y: v[.y])
    }

    /// An `EdgeInsets`; an edge left out is 0 (`{"top": 47, "bottom": 34}` reads as written), and
    /// no edge may be negative.
    mutating func readInsets() throws(SyntaxError) -> EdgeInsets? {
        guard try expect(.object, "insets \(InsetMember.memberList)") else { return nil }
        guard let v = try readNumbers(InsetMember.self, extent: .nonNegative) else { return nil }
        return EdgeInsets(top: v[.top], left: v[.left], bottom: v[.bottom], right: v[.right])
    }
}
