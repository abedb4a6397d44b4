import DeviceCatalog
import KeyboardAvoidance

extension RequestDecoder {
    static let rootNames: NameTable = [
        "screen", "window", "keyboard", "container", "elements", "focus", "options", "device", "policies",
    ]

    /// Decodes the whole body: `nil` when it is JSON that breaks the contract (see `errors`).
    mutating func decodeRequest() throws(SyntaxError) -> LayoutRequest? {
        try expectBodyObject()
        let parts = try readRequestParts()
        try expectBodyEnd()
        return resolveRequest(parts, errorsBefore: 0)
    }

    /// Throws unless the body starts with an object.
    mutating func expectBodyObject() throws(SyntaxError) {
        reader.skipWhitespace()
        if reader.atEnd { throw SyntaxError(offset: 0, message: "the body is empty") }
        let kind = try reader.valueKind()
        guard kind == .object else {
            throw SyntaxError(offset: reader.pos, message: "the body must be a JSON object, not \(kind.phrase)")
        }
    }

    /// Throws unless the body ends after its value.
    mutating func expectBodyEnd() throws(SyntaxError) {
        reader.skipWhitespace()
        if !reader.atEnd {
            throw SyntaxError(offset: reader.pos, message: "the body goes on after its JSON value")
        }
    }

    /// The members of the request object at the position, as given.
    mutating func readRequestParts() throws(SyntaxError) -> RequestParts {
        var p = RequestParts()
        p.present = try readObject(Self.rootNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            switch i {
            case 0: p.screen = try d.readSize()
            case 1: p.window = try d.readWindow()
            case 2: try d.readKeyboard(into: &p.keyboard)
            case 3: p.container = try d.readContainer()
            case 4: p.elements = try d.readElements()
            case 5:
                p.focus = try d.readString()
                if p.focus?.isEmpty == true { d.fail("must not be empty") }
            case 6: p.options = try d.readOptions() ?? p.options
            case 7: p.device = try d.readDevice(accessoryGiven: &p.deviceAccessoryGiven)
            default:
                if d.acceptsPolicies {
                    p.policies = try d.readPolicyList()
                } else {
                    d.fail("is not a field of a layout request; it belongs to POST /v1/layout/compare")
                    try d.reader.skipValue()
                }
            }
        }
        return p
    }

    /// The request from its members: the device is looked up, then the one resolver
    /// (``RequestTemplate/resolve(device:)``) applies the cross-field rules (members may come in
    /// any order) and the defaults, a `device` filling what the request leaves out; its issues
    /// become errors under the current path. `nil` when an error was recorded since `errorsBefore`.
    mutating func resolveRequest(_ p: RequestParts, errorsBefore: Int) -> LayoutRequest? {
        let device = resolveDevice(p)
        let resolved: LayoutRequest?
        do throws(RequestIssues) {
            resolved = try template(p).resolve(device: device)
        } catch {
            for issue in error.issues { fail(at: issue.path, issue.message) }
            resolved = nil
        }
        checkReferences(p)
        guard errors.count == errorsBefore else { return nil }
        return resolved
    }

    /// The request's members as the resolver takes them: what was given, and which members were
    /// given but unreadable (their errors are recorded, so they are not asked for again).
    @inline(__always) func template(_ p: RequestParts) -> RequestTemplate {
        var given: RequestTemplate.GivenMembers = []
        if p.present & 1 != 0 { given.insert(.screen) }
        if p.present & (1 << 3) != 0 {
            given.insert(.container)
            // An unreadable container is not asked for its frame: its errors say what is wrong.
            if p.container == nil { given.insert(.containerFrame) }
        }
        if p.present & (1 << 7) != 0 { given.insert(.device) }
        if p.keyboard.hasFrameSource { given.insert(.keyboardFrame) }
        var keyboardFrame: KeyboardFrameInput?
        if let frame = p.keyboard.frame {
            keyboardFrame = .frame(frame)
        } else if let height = p.keyboard.height {
            keyboardFrame = .height(height)
        }
        let fields = p.container ?? ContainerFields()
        var container = fields.container
        container.insetAdjustmentGiven = fields.insetAdjustmentGiven
        return RequestTemplate(
            screen: p.screen,
            windowFrame: p.window?.frame,
            windowSafeArea: p.window?.safeArea,
            keyboardState: p.keyboard.state,
            keyboardFrame: keyboardFrame,
            accessoryHeight: p.keyboard.accessoryHeight,
            keyboardAnimation: animation(of: p.keyboard),
            container: container,
            containerFrame: fields.frameGiven ? fields.container.frame : nil,
            contentSize: fields.contentSize,
            contentOffset: fields.contentOffset,
            elements: p.elements,
            focus: p.focus,
            options: p.options,
            given: given)
    }

    /// Records `message` at the member `path` names below the value being decoded.
    mutating func fail(at path: [StaticString], _ message: String) {
        for name in path { push(.name(name)) }
        fail(message)
        for _ in path { pop() }
    }

    /// Records a `focus` or `options.scrollTarget` that names no element.
    mutating func checkReferences(_ p: RequestParts) {
        // Past the element limit the ids are not all known: the limit is the error to report.
        if let focus = p.focus, !focus.isEmpty, !elementsTruncated, !p.elements.contains(where: { $0.id == focus }) {
            fail(at: "focus", "names no element (no element has the id \"\(focus)\")")
        }
        if let target = p.options.scrollTarget, !elementsTruncated,
            !p.elements.contains(where: { $0.id == target })
        {
            push(.name("options"))
            fail(at: "scrollTarget", "names no element (no element has the id \"\(target)\")")
            pop()
        }
    }

    // MARK: window

    static let windowNames: NameTable = ["frame", "safeArea"]

    mutating func readWindow() throws(SyntaxError) -> (frame: Rect?, safeArea: EdgeInsets?)? {
        guard try expect(.object, "an object {frame, safeArea}") else { return nil }
        var frame: Rect?
        var safeArea: EdgeInsets?
        _ = try readObject(Self.windowNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            if i == 0 { frame = try d.readRect() } else { safeArea = try d.readInsets() ?? .zero }
        }
        return (frame, safeArea)
    }

    // MARK: container

    static let containerNames: NameTable = [
        "frame", "scrollable", "contentSize", "contentOffset", "contentInset", "safeArea", "insetAdjustment",
    ]
    static let insetAdjustmentNames: NameTable = ["automatic", "never"]

    /// The container as given; its frame is required unless a device gives the window
    /// (`resolveRequest` checks), and its content size and offset default once the frame, the
    /// window and the insets are known.
    mutating func readContainer() throws(SyntaxError) -> ContainerFields? {
        guard try expect(.object, "an object with at least a frame") else { return nil }
        let before = errors.count
        var c = Container(frame: .zero)
        var contentSize: Size?
        var contentOffset: Point?
        let present = try readObject(Self.containerNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            switch i {
            case 0: c.frame = try d.readRect() ?? .zero
            case 1: c.scrollable = try d.readBool() ?? true
            case 2: contentSize = try d.readSize()
            case 3: contentOffset = try d.readPoint()
            case 4: c.contentInset = try d.readInsets() ?? .zero
            case 5: c.safeArea = try d.readInsets()
            default:
                if let k = try d.readEnum(Self.insetAdjustmentNames) {
                    c.insetAdjustment = k == 0 ? .automatic : .never
                }
            }
        }
        return errors.count == before
            ? ContainerFields(
                container: c, frameGiven: present & 1 != 0, contentSize: contentSize, contentOffset: contentOffset,
                insetAdjustmentGiven: present & (1 << 6) != 0)
            : nil
    }

    // MARK: elements

    static let elementNames: NameTable = ["id", "frame", "caret", "kind"]

    /// Past this many elements, duplicate ids are found with a set instead of a linear scan.
    private static let linearIdScanLimit = 64

    mutating func readElements() throws(SyntaxError) -> [Element] {
        guard try expect(.array, "an array of elements") else { return [] }
        try reader.enter()
        var elements: [Element] = []
        // Room for a typical form up front, instead of growing through 1, 2, 4 and 8.
        elements.reserveCapacity(Swift.min(16, Swift.max(limits.maxElements, 0)))
        var ids: Set<String> = []
        var fingerprints: [UInt64] = []
        fingerprints.reserveCapacity(Swift.min(16, Swift.max(limits.maxElements, 0)))
        var index = 0
        if !reader.consume(UInt8(ascii: "]")) {
            repeat {
                if index == limits.maxElements {
                    elementsTruncated = true
                    fail("has more than \(limits.maxElements) elements, the most a request may hold")
                }
                if index >= limits.maxElements {
                    try reader.skipValue()
                } else {
                    push(.index(index))
                    var parsed: (element: Element, fingerprint: UInt64)? = plainElement()
                    if parsed == nil, let element = try readElement() {
                        parsed = (element, Self.fingerprint(element.id))
                    }
                    if let (element, fingerprint) = parsed {
                        if isDuplicate(element.id, fingerprint, in: elements, fingerprints, set: &ids) {
                            fail(at: "id", "duplicates the id of an earlier element")
                        }
                        elements.append(element)
                        fingerprints.append(fingerprint)
                    }
                    pop()
                }
                index += 1
            } while reader.consume(UInt8(ascii: ","))
            try reader.expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
        }
        reader.depth -= 1
        return elements
    }

    /// Whether `id` is already in `elements`; keeps `set` in step once there are many.
    ///
    /// Below ``linearIdScanLimit`` it scans, comparing strings only where the fingerprints allow
    /// the ids to be equal (see ``fingerprint(_:)``), so a typical form compares integers.
    private func isDuplicate(
        _ id: String, _ fingerprint: UInt64, in elements: [Element], _ fingerprints: [UInt64], set: inout Set<String>
    ) -> Bool {
        if elements.count < Self.linearIdScanLimit {
            for i in fingerprints.indices
            where fingerprints[i] == fingerprint || fingerprints[i] == 0 || fingerprint == 0 {
                if elements[i].id == id { return true }
            }
            return false
        }
        if set.isEmpty { set = Set(elements.map(\.id)) }
        return !set.insert(id).inserted
    }

    /// A 64-bit FNV-1a hash of an ASCII id's bytes (never 0), or 0 for an id with any other
    /// character. Two ASCII strings are equal exactly when their bytes are, so different nonzero
    /// fingerprints prove two ids differ; 0 proves nothing, because Swift compares strings by
    /// canonical equivalence ("\u{212A}", the Kelvin sign, equals "K").
    static func fingerprint(_ id: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in id.utf8 {
            if byte >= 0x80 { return 0 }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash == 0 ? 1 : hash
    }

    /// ``fingerprint(_:)`` of the id a plain string token spells, from the body's bytes: the
    /// token has no escapes and only ASCII bytes, so they are the string's UTF-8 exactly.
    private func fingerprint(ofASCII token: StringToken) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for i in token.start..<token.end {
            hash = (hash ^ UInt64(reader.base[i])) &* 0x100_0000_01B3
        }
        return hash == 0 ? 1 : hash
    }

    /// The element at the position when it is written plainly: `{"id": "...", "frame": {...}}`
    /// with an optional `"caret": {...}` last, the id ASCII without escapes or control characters
    /// and not empty, both rects read by `plainNumbers` and valid. Then `readElement`
    /// would return the same element and record nothing; it comes with the id's ``fingerprint(_:)``.
    /// `nil`, consuming nothing, otherwise (`readElement` then reads it and reports what is wrong).
    mutating func plainElement() -> (element: Element, fingerprint: UInt64)? {
        let start = reader.pos
        reader.skipWhitespace()
        guard reader.peek() == UInt8(ascii: "{") else {
            reader.pos = start
            return nil
        }
        // The members are read one level down, as `readObject` would after entering the object;
        // `readPlainNumbers` checks the rects' depth against the limit.
        reader.depth += 1
        defer { reader.depth -= 1 }
        reader.pos += 1
        guard member(0, of: Self.elementNames), reader.peek() == UInt8(ascii: "\""),
            let id = reader.readPlainString(), id.end > id.start,
            reader.consume(UInt8(ascii: ",")), member(1, of: Self.elementNames),
            let frame = plainNumbers(Self.rectNames, nonNegativeFrom: 2, positiveFrom: 2)
        else {
            reader.pos = start
            return nil
        }
        var caret: Rect?
        if reader.consume(UInt8(ascii: ",")) {
            guard member(2, of: Self.elementNames), let c = plainNumbers(Self.rectNames, nonNegativeFrom: 2) else {
                reader.pos = start
                return nil
            }
            caret = Rect(x: c.0, y: c.1, width: c.2, height: c.3)
        }
        guard reader.consume(UInt8(ascii: "}")) else {
            reader.pos = start
            return nil
        }
        let element = Element(
            id: reader.string(id), frame: Rect(x: frame.0, y: frame.1, width: frame.2, height: frame.3),
            caret: caret)
        return (element, fingerprint(ofASCII: id))
    }

    /// Consumes whitespace, member `index` of `names` in quotes (a name of at most six bytes),
    /// whitespace, `:` and whitespace when they are there, and returns whether they were.
    /// Otherwise the position is left somewhere inside them. Never with the fast paths off
    /// (`JSONReader.fastEnd` is then 0), so `plainElement` reads nothing.
    @inline(__always) private mutating func member(_ index: Int, of names: NameTable) -> Bool {
        reader.skipWhitespace()
        guard reader.fastEnd - reader.pos >= 8 else { return false }
        let quoted = names.quotedLength(index, at: reader.base + reader.pos)
        guard quoted > 0 else { return false }
        reader.pos += quoted
        guard reader.consume(UInt8(ascii: ":")) else { return false }
        reader.skipWhitespace()
        return true
    }

    /// One element; with a valid id it is returned even when other members are wrong (the errors
    /// are recorded), so later duplicates of its id are still found.
    mutating func readElement() throws(SyntaxError) -> Element? {
        guard try expect(.object, "an element {id, frame, caret}") else { return nil }
        var id: String?
        var frame = Rect.zero
        var caret: Rect?
        var kind: ElementKind?
        let present = try readObject(Self.elementNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            switch i {
            case 0:
                id = try d.readString()
                if id?.isEmpty == true {
                    d.fail("must not be empty")
                    id = nil
                }
            case 1: frame = try d.readRect(size: .positive) ?? .zero
            case 2: caret = try d.readRect()
            default:
                if let k = try d.readEnum(Self.kindNames) { kind = ElementKind.allCases[k] }
            }
        }
        if present & 1 == 0 { fail(at: "id", "is required") }
        if present & 2 == 0 { fail(at: "frame", "is required") }
        guard let id else { return nil }
        return Element(id: id, frame: frame, caret: caret, kind: kind)
    }

    // MARK: options

    static let optionNames: NameTable = [
        "strategy", "minimumDistance", "anchor", "scrollTarget", "followsUndockedKeyboard", "policy",
    ]
    static let strategyNames: NameTable = ["scrollView", "shiftView", "resizeView"]
    static let anchorNames: NameTable = ["top", "center", "bottom"]

    mutating func readOptions() throws(SyntaxError) -> Options? {
        guard try expect(.object, "an object of options") else { return nil }
        var o = Options()
        _ = try readObject(Self.optionNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            switch i {
            case 0:
                switch try d.readEnum(Self.strategyNames) {
                case 0: o.strategy = .scrollView
                case 1: o.strategy = .shiftView
                case 2: o.strategy = .resizeView
                default: break
                }
            case 1:
                o.minimumDistance = try d.readNumber(.nonNegative) ?? o.minimumDistance
                o.minimumDistanceGiven = true
            case 2: o.anchor = try d.readAnchor()
            case 3: o.scrollTarget = try d.readString()
            case 4: o.followsUndockedKeyboard = try d.readBool() ?? false
            default:
                o.policyGiven = true
                o.policy = try d.readPolicy() ?? .clearance
            }
        }
        return o
    }

    /// `"top"` 0, `"center"` 0.5, `"bottom"` 1, or a number in [0, 1] (`null` was taken as absent).
    mutating func readAnchor() throws(SyntaxError) -> Double? {
        let what = "null, \"top\", \"center\", \"bottom\" or a number between 0 and 1"
        switch try valueKind() {
        case .number:
            return try readNumber(.unitInterval)
        case .string:
            let token = try reader.readString()
            guard let k = index(of: token, in: Self.anchorNames) else {
                fail("must be \(what)")
                return nil
            }
            return k == 0 ? 0 : k == 1 ? 0.5 : 1
        default:
            _ = try expect(.null, what)
            return nil
        }
    }
}
