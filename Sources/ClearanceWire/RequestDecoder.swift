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
        if depth < path.count { path.baseAddress!.advanced(by: depth).initialize(to: component) }
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

    // MARK: Objects

    /// The index of `token` in `names`, comparing the decoded name.
    @inline(__always) func index(of token: StringToken, in names: NameTable) -> Int? {
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

    /// Decodes the object at the position member by member.
    ///
    /// `body` is called with the index in `names` of each member whose value is not `null`, the
    /// position at that value and the path at that member. `null` counts as absent, so an
    /// optional field may be sent as `null` and a required one sent as `null` is reported
    /// missing. A name not in `names` is a contract error (unless `ignoringUnknown`), and so is a
    /// name given twice; either way its value is checked for syntax only.
    ///
    /// - Returns: the bit set (bit `i` for `names[i]`) of the members given a non-null value.
    mutating func readObject(
        _ names: NameTable, ignoringUnknown: Bool = false,
        _ body: (inout RequestDecoder, Int) throws(SyntaxError) -> Void
    ) throws(SyntaxError) -> UInt32 {
        try reader.enter()
        var seen: UInt32 = 0
        var present: UInt32 = 0
        if !reader.consume(UInt8(ascii: "}")) {
            repeat {
                reader.skipWhitespace()
                guard reader.peek() == UInt8(ascii: "\"") else { throw reader.error("an object (a member name)") }
                let key: StringToken
                let found: Int?
                if let short = reader.readShortString() {
                    key = short.token
                    found = names.index(length: key.end - key.start, low: short.low, high: short.high)
                } else {
                    key = try reader.readString()
                    found = index(of: key, in: names)
                }
                try reader.expect(UInt8(ascii: ":"), in: "an object (':' after a member name)")
                push(.key(key))
                if let i = found {
                    let bit = UInt32(1) &<< UInt32(i)
                    if seen & bit != 0 {
                        fail("is a duplicate: this member was already given")
                        try reader.skipValue()
                    } else {
                        seen |= bit
                        let kind = try reader.valueKind()
                        if kind == .null {
                            _ = try reader.readLiteral()
                        } else {
                            knownKind = kind
                            knownKindOffset = reader.pos
                            present |= bit
                            try body(&self, i)
                        }
                    }
                } else {
                    if !ignoringUnknown { fail("is not a known field") }
                    try reader.skipValue()
                }
                pop()
            } while reader.consume(UInt8(ascii: ","))
            try reader.expect(UInt8(ascii: "}"), in: "an object (',' or '}')")
        }
        reader.depth -= 1
        return present
    }

    /// Records every name of `names` whose bit is missing from `present` as required.
    mutating func requireAll(_ names: NameTable, present: UInt32) {
        for i in names.indices where present & (UInt32(1) &<< UInt32(i)) == 0 {
            fail(at: names[i], "is required")
        }
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

    /// What a number must satisfy beyond being finite.
    enum NumberRule {
        case any, nonNegative, positive, unitInterval
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

    /// The index in `names` of the string at the position, or `nil` after recording why not.
    mutating func readEnum(_ names: NameTable) throws(SyntaxError) -> Int? {
        func list() -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }
        guard try expect(.string, "one of \(list())") else { return nil }
        let token = try reader.readString()
        guard let i = index(of: token, in: names) else {
            fail("must be one of \(list())")
            return nil
        }
        return i
    }

    // MARK: Geometry

    static let rectNames: NameTable = ["x", "y", "width", "height"]
    static let sizeNames: NameTable = ["width", "height"]
    static let pointNames: NameTable = ["x", "y"]
    static let insetNames: NameTable = ["top", "left", "bottom", "right"]

    /// The values of an object of exactly `names` written plainly (see
    /// `JSONReader.readPlainNumbers`), when each is finite and within `maxMagnitude`, from index
    /// `nonNegativeFrom` on not negative, and from index `positiveFrom` on greater than zero: then
    /// the general reader would accept it as is and record nothing. `nil`, consuming nothing,
    /// otherwise.
    @inline(__always)
    mutating func plainNumbers(
        _ names: NameTable, nonNegativeFrom: Int, positiveFrom: Int = 4
    ) -> (Double, Double, Double, Double)? {
        let start = reader.pos
        guard let v = reader.readPlainNumbers(names) else { return nil }
        // The rules `readNumber` applies, so that this accepts exactly what it would.
        func ok(_ value: Double, _ i: Int) -> Bool {
            guard value.isFinite, abs(value) <= Self.maxMagnitude else { return false }
            if i >= positiveFrom { return value > 0 }
            if i >= nonNegativeFrom { return !(value < 0) }
            return true
        }
        guard ok(v.0, 0), ok(v.1, 1), ok(v.2, 2), ok(v.3, 3) else {
            reader.pos = start
            return nil
        }
        return v
    }

    /// A `Rect` with every member given; `sizeRule` applies to its width and height.
    mutating func readRect(size sizeRule: NumberRule = .nonNegative) throws(SyntaxError) -> Rect? {
        guard try expect(.object, "a rect {x, y, width, height}") else { return nil }
        if sizeRule == .any || sizeRule == .nonNegative || sizeRule == .positive,
            let v = plainNumbers(
                Self.rectNames, nonNegativeFrom: sizeRule == .any ? 4 : 2, positiveFrom: sizeRule == .positive ? 2 : 4)
        {
            return Rect(x: v.0, y: v.1, width: v.2, height: v.3)
        }
        let before = errors.count
        var r = Rect.zero
        let present = try readObject(Self.rectNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            switch i {
            case 0: r.x = try d.readNumber() ?? 0
            case 1: r.y = try d.readNumber() ?? 0
            case 2: r.width = try d.readNumber(sizeRule) ?? 0
            default: r.height = try d.readNumber(sizeRule) ?? 0
            }
        }
        requireAll(Self.rectNames, present: present)
        return errors.count == before ? r : nil
    }

    /// A `Size` with both members given, neither negative.
    mutating func readSize() throws(SyntaxError) -> Size? {
        guard try expect(.object, "a size {width, height}") else { return nil }
        if let v = plainNumbers(Self.sizeNames, nonNegativeFrom: 0) { return Size(width: v.0, height: v.1) }
        let before = errors.count
        var s = Size.zero
        let present = try readObject(Self.sizeNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            if i == 0 {
                s.width = try d.readNumber(.nonNegative) ?? 0
            } else {
                s.height = try d.readNumber(.nonNegative) ?? 0
            }
        }
        requireAll(Self.sizeNames, present: present)
        return errors.count == before ? s : nil
    }

    /// A `Point` with both members given.
    mutating func readPoint() throws(SyntaxError) -> Point? {
        guard try expect(.object, "a point {x, y}") else { return nil }
        if let v = plainNumbers(Self.pointNames, nonNegativeFrom: 4) { return Point(x: v.0, y: v.1) }
        let before = errors.count
        var p = Point.zero
        let present = try readObject(Self.pointNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            if i == 0 { p.x = try d.readNumber() ?? 0 } else { p.y = try d.readNumber() ?? 0 }
        }
        requireAll(Self.pointNames, present: present)
        return errors.count == before ? p : nil
    }

    /// An `EdgeInsets`; an edge left out is 0 (`{"top": 47, "bottom": 34}` reads as written), and
    /// no edge may be negative.
    mutating func readInsets() throws(SyntaxError) -> EdgeInsets? {
        guard try expect(.object, "insets {top, left, bottom, right}") else { return nil }
        if let v = plainNumbers(Self.insetNames, nonNegativeFrom: 0) {
            return EdgeInsets(top: v.0, left: v.1, bottom: v.2, right: v.3)
        }
        let before = errors.count
        var e = EdgeInsets.zero
        _ = try readObject(Self.insetNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            let v = try d.readNumber(.nonNegative) ?? 0
            switch i {
            case 0: e.top = v
            case 1: e.left = v
            case 2: e.bottom = v
            default: e.right = v
            }
        }
        return errors.count == before ? e : nil
    }
}
