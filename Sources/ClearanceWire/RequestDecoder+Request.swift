import ClearanceContract
import ClearanceJSON
import DeviceCatalog
import KeyboardAvoidance

extension RequestDecoder {
    /// Decodes the whole body. Throws ``DecodeFailure/invalid`` when it is JSON that breaks the
    /// contract (see `errors`).
    ///
    /// Failures are thrown rather than returned as `nil`: the request (hundreds of bytes) is then
    /// returned where the caller wants it, not copied into and out of an optional at each step.
    mutating func decodeRequest() throws(DecodeFailure) -> LayoutRequest {
        var parts = ReadRequest()
        do throws(SyntaxError) {
            try expectBodyObject()
            try readRequest(into: &parts)
            try expectBodyEnd()
        } catch {
            throw .syntax(error)
        }
        return try resolvedRequest(parts, errorsBefore: 0)
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

    /// The request object at the position, as given.
    mutating func readRequest() throws(SyntaxError) -> ReadRequest {
        var r = ReadRequest()
        try readRequest(into: &r)
        return r
    }

    /// The request object at the position, read into `r` (a fresh `ReadRequest()`): each member
    /// goes straight into its draft, filled in place rather than copied out of the reader.
    mutating func readRequest(into r: inout ReadRequest) throws(SyntaxError) {
        let present = try readObject(RootMember.self) { (d: inout RequestDecoder, m: RootMember) throws(SyntaxError) in
            switch m {
            case .screen: r.draft.screen = try d.readSize()
            case .window: try d.readWindow(into: &r.draft)
            case .keyboard: try d.readKeyboard(into: &r.draft)
            case .container: try d.readContainer(into: &r.draft)
            case .elements: r.draft.elements = try d.readElements()
            case .pinned: r.draft.pinned = try d.readPinnedViews()
            case .design: r.design = try d.readDesign()
            case .focus:
                r.draft.focus = try d.readString()
                if r.draft.focus?.isEmpty == true { d.fail("must not be empty") }
            case .options: try d.readOptions(into: &r.draft.options)
            case .device: r.draft.device = try d.readDevice()
            case .policies:
                if d.acceptsPolicies {
                    r.policies = try d.readPolicyList()
                } else {
                    d.fail("is not a field of a layout request; it belongs to POST /v1/layout/compare")
                    try d.reader.skipValue()
                }
            }
        }
        r.give(present)
    }

    /// The request from its members: the device is looked up, then the one resolver
    /// (``RequestDraft/resolve(device:)``) applies the cross-field rules (members may come in
    /// any order) and the defaults, a `device` filling what the request leaves out; its issues
    /// become errors under the current path. `nil` when an error was recorded since `errorsBefore`.
    mutating func resolveRequest(_ p: ReadRequest, errorsBefore: Int) -> LayoutRequest? {
        try? resolvedRequest(p, errorsBefore: errorsBefore)
    }

    /// ``resolveRequest(_:errorsBefore:)`` that throws ``DecodeFailure/invalid`` instead of
    /// returning `nil`, so that the request is returned from where it is made, not copied into
    /// and out of an optional on each step out.
    @inline(__always)
    mutating func resolvedRequest(_ p: ReadRequest, errorsBefore: Int) throws(DecodeFailure) -> LayoutRequest {
        context = LayoutContext()
        if p.present.contains(.design) {
            var parts = p
            guard parts.design != nil, applyDesign(&parts) else { throw .invalid }
            return try resolvedDraft(parts.draft, errorsBefore: errorsBefore)
        }
        return try resolvedDraft(p.draft, errorsBefore: errorsBefore)
    }

    /// ``resolvedRequest(_:errorsBefore:)`` once a design is in place.
    @inline(__always)
    mutating func resolvedDraft(_ draft: RequestDraft, errorsBefore: Int) throws(DecodeFailure) -> LayoutRequest {
        // The geometry stays in its box (a request without a device copies no empty optional of
        // it); the resolver borrows it.
        let geometry = resolveDevice(draft)
        context.deviceBox = geometry
        let resolved: LayoutRequest
        do throws(RequestIssues) {
            resolved = try draft.resolve(dimensions: geometry?.value.dimensions)
        } catch {
            for issue in error.issues { fail(at: issue.path, issue.message) }
            checkReferences(draft)
            throw .invalid
        }
        checkReferences(draft)
        guard errors.count == errorsBefore else { throw .invalid }
        return resolved
    }

    /// Records `message` at the member `path` names below the value being decoded.
    mutating func fail(at path: [StaticString], _ message: String) {
        for name in path { push(.name(name)) }
        fail(message)
        for _ in path { pop() }
    }

    /// Records a `focus` that names no element or pinned view, an `options.scrollTarget` that
    /// names no element (a pinned view does not scroll), and a pinned view whose id an element or
    /// an earlier pinned view has (one namespace, semantics §3.4).
    mutating func checkReferences(_ p: RequestDraft) {
        if !p.pinned.isEmpty {
            var seen: Set<String> = []
            for (index, view) in p.pinned.enumerated() {
                let clash =
                    !seen.insert(view.id).inserted
                    ? "an earlier pinned view"
                    : p.elements.contains(where: { $0.id == view.id }) ? "an element" : nil
                guard let clash else { continue }
                push(.name("pinned"))
                push(.index(index))
                fail(
                    at: PinnedMember.id, "duplicates the id of \(clash) (elements and pinned views share one namespace)"
                )
                pop()
                pop()
            }
        }
        // Past the element limit the ids are not all known: the limit is the error to report.
        if let focus = p.focus, !focus.isEmpty, !elementsTruncated, !p.elements.contains(where: { $0.id == focus }),
            !p.pinned.contains(where: { $0.id == focus })
        {
            let what = p.pinned.isEmpty ? "no element" : "no element or pinned view"
            fail(at: "focus", "names \(what) (\(what) has the id \"\(focus)\")")
        }
        if let target = p.options.scrollTarget, !elementsTruncated,
            !p.elements.contains(where: { $0.id == target })
        {
            push(.name("options"))
            if p.pinned.contains(where: { $0.id == target }) {
                fail(at: "scrollTarget", "names the pinned view \"\(target)\"; a pinned view does not scroll")
            } else {
                fail(at: "scrollTarget", "names no element (no element has the id \"\(target)\")")
            }
            pop()
        }
    }

    // MARK: pinned

    /// The most pinned views a request may hold: a screen has a few (their coverage is counted
    /// for every element, so the bound keeps a request's work bounded).
    static let maxPinnedViews = PinnedMember.maxViews

    /// `pinned`: views outside the scroll content, `{id, frame, pin?}` each (semantics §3.4).
    mutating func readPinnedViews() throws(SyntaxError) -> [PinnedView] {
        guard try expect(.array, "an array of pinned views") else { return [] }
        var views: [PinnedView] = []
        try reader.enter()
        var index = 0
        if !reader.consume(UInt8(ascii: "]")) {
            repeat {
                if index == Self.maxPinnedViews {
                    fail("has more than \(Self.maxPinnedViews) pinned views, the most a request may hold")
                }
                if index >= Self.maxPinnedViews {
                    try reader.skipValue()
                } else {
                    push(.index(index))
                    if let view = try readPinnedView() { views.append(view) }
                    pop()
                }
                index += 1
            } while reader.consume(UInt8(ascii: ","))
            try reader.expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
        }
        reader.depth -= 1
        return views
    }

    /// One pinned view; `nil` after recording what is wrong.
    mutating func readPinnedView() throws(SyntaxError) -> PinnedView? {
        guard try expect(.object, "a pinned view \(PinnedMember.memberList)") else { return nil }
        var id: String?
        var frame = Rect.zero
        var pin: Pin?
        let before = errors.count
        _ = try readObject(PinnedMember.self) {
            (d: inout RequestDecoder, m: PinnedMember) throws(SyntaxError) in
            switch m {
            case .id:
                id = try d.readString()
                if id?.isEmpty == true { d.fail("must not be empty") }
            case .frame: frame = try d.readRect(size: .positive) ?? .zero
            case .pin: pin = try d.readEnum(Pin.self)
            }
        }
        guard errors.count == before, let id else { return nil }
        // Left out, `pin` is the engine initialiser's.
        return pin.map { PinnedView(id: id, frame: frame, pin: $0) } ?? PinnedView(id: id, frame: frame)
    }

    // MARK: window

    /// `window`, into the draft's window frame and safe area.
    mutating func readWindow(into draft: inout RequestDraft) throws(SyntaxError) {
        guard try expect(.object, "an object \(WindowMember.memberList)") else { return }
        _ = try readObject(WindowMember.self) { (d: inout RequestDecoder, m: WindowMember) throws(SyntaxError) in
            switch m {
            case .frame: draft.windowFrame = try d.readRect()
            case .safeArea: draft.windowSafeArea = try d.readInsets() ?? .zero
            }
        }
    }

    // MARK: container

    /// The container as given, read into the draft in place: its frame is required unless a
    /// device gives the window (the resolver checks), and its content size and offset default
    /// once the frame, the window and the insets are known. The draft's container is fresh (a
    /// member is read once, a repeat being an error). A container read with an error leaves the
    /// draft's as it was, marked given but unreadable: the resolver then does not ask for its
    /// frame, its errors say what is wrong.
    mutating func readContainer(into draft: inout RequestDraft) throws(SyntaxError) {
        guard try expect(.object, "an object with at least a frame") else {
            draft.given.insert(.containerFrame)
            return
        }
        let before = errors.count
        var container = Container(frame: .zero, insetAdjustment: nil)
        var contentSize: Size?
        var contentOffset: Point?
        let present = try readObject(ContainerMember.self) {
            (d: inout RequestDecoder, m: ContainerMember) throws(SyntaxError) in
            switch m {
            case .frame: container.frame = try d.readRect() ?? .zero
            // Most containers say whether they scroll: a case of its own, not the stored reader
            // (which builds the field).
            case .scrollable: container.scrollable = try d.readBool() ?? container.scrollable
            case .contentSize: contentSize = try d.readSize()
            case .contentOffset: contentOffset = try d.readPoint()
            case .contentInset: container.contentInset = try d.readInsets() ?? container.contentInset
            case .safeArea: container.safeArea = try d.readInsets()
            case .insetAdjustment:
                container.requestedInsetAdjustment = try d.readEnum(InsetAdjustment.self)
            }
        }
        guard errors.count == before else {
            draft.given.insert(.containerFrame)
            return
        }
        draft.container = container
        draft.containerFrame = present.contains(.frame) ? container.frame : nil
        draft.contentSize = contentSize
        draft.contentOffset = contentOffset
    }

    // MARK: elements

    /// The length of the shortest valid element, `{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1}}`.
    private static let minimumElementLength = 53

    /// The most elements room is made for up front; past it the array grows as it fills.
    private static let reservedElements = 1024

    /// Past this many elements, duplicate ids are found with a set instead of a linear scan.
    private static let linearIdScanLimit = 64

    mutating func readElements() throws(SyntaxError) -> [Element] {
        guard try expect(.array, "an array of elements") else { return [] }
        try reader.enter()
        var elements: [Element] = []
        if !reader.consume(UInt8(ascii: "]")) {
            // Room up front for as many elements as the rest of the body can hold (a valid
            // element takes at least `minimumElementLength` bytes), up to a bound, instead of
            // growing through 1, 2, 4, 8...
            let room = Swift.min(
                (reader.count - reader.pos) / Self.minimumElementLength, limits.maxElements, Self.reservedElements)
            elements.reserveCapacity(Swift.max(room, 0))
            // The ids' fingerprints are only compared below `linearIdScanLimit` elements: they
            // fit in a fixed buffer on the stack, so reading them allocates nothing.
            try withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.linearIdScanLimit) {
                fingerprints throws(SyntaxError) in
                try readElementList(into: &elements, fingerprints: fingerprints)
            }
            try reader.expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
        }
        reader.depth -= 1
        return elements
    }

    /// The elements of the array at the position (past its `[` and whitespace, not empty),
    /// appended to `elements`; the fingerprint of element `i`'s id goes to `fingerprints[i]`
    /// while `i` is below ``linearIdScanLimit`` (the buffer's size).
    private mutating func readElementList(
        into elements: inout [Element], fingerprints: UnsafeMutableBufferPointer<UInt64>
    ) throws(SyntaxError) {
        var ids: Set<String> = []
        var filter = FingerprintFilter()
        var index = 0
        // The name tables are static (each use of one checks that it is made): fetched once.
        let elementNames = ElementMember.names
        let rectNames = RectMember.names
        // Filled by each plain element in place, not returned as an optional (which is copied).
        var plain = PlainElementParts(id: StringToken(start: 0, end: 0, hasEscapes: false), frame: .zero, caret: nil)
        repeat {
            if index == limits.maxElements {
                elementsTruncated = true
                fail("has more than \(limits.maxElements) elements, the most a request may hold")
            }
            if index >= limits.maxElements {
                try reader.skipValue()
            } else if scanPlainElement(elementNames, rectNames, into: &plain) {
                // The element is made here, straight into the array: returning one (or an
                // optional tuple of one) from the fast path costs a copy and a destroy of
                // it through outlined witnesses, more than reading its frame. A plain element
                // records nothing, so its index goes on the path only for a duplicate id.
                let id = reader.string(plain.id)
                let fingerprint = fingerprint(ofASCII: plain.id)
                if isDuplicate(id, fingerprint, in: elements, fingerprints, &filter, set: &ids) {
                    push(.index(index))
                    fail(at: ElementMember.id, "duplicates the id of an earlier element")
                    pop()
                }
                if elements.count < fingerprints.count { fingerprints[elements.count] = fingerprint }
                elements.append(Element(id: id, frame: plain.frame, caret: plain.caret))
            } else {
                push(.index(index))
                if let element = try readElement() {
                    let fingerprint = Self.fingerprint(element.id)
                    if isDuplicate(element.id, fingerprint, in: elements, fingerprints, &filter, set: &ids) {
                        fail(at: ElementMember.id, "duplicates the id of an earlier element")
                    }
                    if elements.count < fingerprints.count { fingerprints[elements.count] = fingerprint }
                    elements.append(element)
                }
                pop()
            }
            index += 1
        } while reader.consumeComma()
    }

    /// Whether `id` is already in `elements`; keeps `set` in step once there are many. The
    /// caller appends the element after asking, whatever the answer.
    ///
    /// Below ``linearIdScanLimit`` it scans, comparing strings only where the fingerprints allow
    /// the ids to be equal (see ``fingerprint(_:)``), so a typical form compares integers; and
    /// it does not scan at all when `filter` proves no earlier fingerprint equals this one.
    private func isDuplicate(
        _ id: String, _ fingerprint: UInt64, in elements: [Element], _ fingerprints: UnsafeMutableBufferPointer<UInt64>,
        _ filter: inout FingerprintFilter, set: inout Set<String>
    ) -> Bool {
        if elements.count < Self.linearIdScanLimit {
            if !filter.insert(fingerprint) { return false }
            for i in 0..<elements.count
            where fingerprints[i] == fingerprint || fingerprints[i] == 0 || fingerprint == 0 {
                if elements[i].id == id { return true }
            }
            return false
        }
        if set.isEmpty { set = Set(elements.map(\.id)) }
        return !set.insert(id).inserted
    }

    /// A one-sided test of "some earlier fingerprint equals this one" over the ids of the
    /// elements read so far: 256 bits, one per fingerprint's low byte, and whether any was 0
    /// (an id that is not ASCII, which may equal any other). `false` proves no earlier
    /// fingerprint is equal (and none is 0), so no id can be; `true` proves nothing.
    struct FingerprintFilter {
        var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var sawZero = false

        /// Adds `fingerprint` and returns whether an earlier one may equal it (or be 0).
        mutating func insert(_ fingerprint: UInt64) -> Bool {
            if fingerprint == 0 {
                sawZero = true
                return true
            }
            let bit: UInt64 = 1 &<< (fingerprint & 63)
            // The word of the bit, by its offset in the tuple (four words, so in bounds), not a
            // switch over the four.
            let offset = Int(truncatingIfNeeded: (fingerprint >> 6) & 3) &* 8
            let seen = withUnsafeMutableBytes(of: &bits) { words in
                let word = words.load(fromByteOffset: offset, as: UInt64.self)
                words.storeBytes(of: word | bit, toByteOffset: offset, as: UInt64.self)
                return word & bit != 0
            }
            return seen || sawZero
        }
    }

    /// A 64-bit hash of an ASCII id's bytes (never 0), or 0 for an id with any other
    /// character. Two ASCII strings are equal exactly when their bytes are, so different nonzero
    /// fingerprints prove two ids differ; 0 proves nothing, because Swift compares strings by
    /// canonical equivalence ("\u{212A}", the Kelvin sign, equals "K"). The bytes are hashed
    /// eight at a time, as little-endian words (the last one zero-padded), then the length.
    static func fingerprint(_ id: String) -> UInt64 {
        var hash = fingerprintSeed
        var word: UInt64 = 0
        var shift: UInt64 = 0
        var length = 0
        for byte in id.utf8 {
            if byte >= 0x80 { return 0 }
            word |= UInt64(byte) &<< shift
            shift &+= 8
            length &+= 1
            if shift == 64 {
                hash = fingerprintStep(hash, word)
                word = 0
                shift = 0
            }
        }
        if shift > 0 { hash = fingerprintStep(hash, word) }
        return fingerprintEnd(hash, length: length)
    }

    private static let fingerprintSeed: UInt64 = 0xCBF2_9CE4_8422_2325

    /// One word of ``fingerprint(_:)``.
    @inline(__always) private static func fingerprintStep(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
    }

    /// The end of ``fingerprint(_:)``: the length mixed in, the well-mixed high bits moved to the
    /// low ones (which `FingerprintFilter` reads), and 0 (no fingerprint) avoided.
    @inline(__always) private static func fingerprintEnd(_ hash: UInt64, length: Int) -> UInt64 {
        let mixed = fingerprintStep(hash, UInt64(truncatingIfNeeded: length))
        let rotated = mixed &<< 8 | mixed &>> 56
        return rotated == 0 ? 1 : rotated
    }

    /// ``fingerprint(_:)`` of the id a plain string token spells, from the body's bytes: the
    /// token has no escapes and only ASCII bytes, so they are the string's UTF-8 exactly. Its
    /// words are loaded whole where the body holds eight bytes from their start.
    @inline(__always) mutating func fingerprint(ofASCII token: StringToken) -> UInt64 {
        let base = reader.base
        var hash = Self.fingerprintSeed
        var i = token.start
        while token.end &- i >= 8 {
            hash = Self.fingerprintStep(
                hash, UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)))
            i &+= 8
        }
        let rest = token.end &- i
        if rest > 0 {
            var word: UInt64 = 0
            if reader.count &- i >= 8 {
                let loaded = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                word = loaded & ((1 &<< UInt64(8 &* rest)) &- 1)
            } else {
                for k in 0..<rest { word |= UInt64(base[i &+ k]) &<< UInt64(8 &* k) }
            }
            hash = Self.fingerprintStep(hash, word)
        }
        return Self.fingerprintEnd(hash, length: token.end &- token.start)
    }

    /// One element; with a valid id it is returned even when other members are wrong (the errors
    /// are recorded), so later duplicates of its id are still found.
    mutating func readElement() throws(SyntaxError) -> Element? {
        guard try expect(.object, "an element \(ElementMember.memberList)") else { return nil }
        var id: String?
        var frame = Rect.zero
        var caret: Rect?
        var kind: ElementKind?
        _ = try readObject(ElementMember.self) {
            (d: inout RequestDecoder, m: ElementMember) throws(SyntaxError) in
            switch m {
            case .id:
                id = try d.readString()
                if id?.isEmpty == true {
                    d.fail("must not be empty")
                    id = nil
                }
            case .frame: frame = try d.readRect(size: m.extent) ?? .zero
            case .caret: caret = try d.readRect(size: m.extent)
            case .kind: kind = try d.readEnum(ElementKind.self) ?? kind
            }
        }
        guard let id else { return nil }
        return Element(id: id, frame: frame, caret: caret, kind: kind)
    }

    // MARK: options

    /// `options`, read into `o` in place; `o` is fresh (`Options()`, as `RequestDraft()` makes
    /// it: a member is read once, a repeat being an error), so what is not given keeps its
    /// default. Left as it was when the value is not an object (its error is recorded).
    mutating func readOptions(into o: inout Options) throws(SyntaxError) {
        guard try expect(.object, "an object of options") else { return }
        _ = try readObject(OptionMember.self) { (d: inout RequestDecoder, m: OptionMember) throws(SyntaxError) in
            switch m {
            case .strategy: o.strategy = try d.readEnum(Strategy.self) ?? o.strategy
            case .minimumDistance: o.requestedMinimumDistance = try d.readNumber(m.rule)
            case .anchor: o.anchor = try d.readAnchor()
            case .policy: o.requestedPolicy = try d.readPolicy()
            // `scrollTarget`, `followsUndockedKeyboard` and any member whose field says where
            // it is stored.
            default: try d.readStored(m, into: &o)
            }
        }
    }

    /// `"top"` 0, `"center"` 0.5, `"bottom"` 1, or a number in [0, 1] (`null` was taken as absent).
    mutating func readAnchor() throws(SyntaxError) -> Double? {
        func what() -> String { "null, \(AnchorWord.wire.list) or a number between 0 and 1" }
        switch try valueKind() {
        case .number:
            return try readNumber(.unitInterval)
        case .string:
            let token = try reader.readString()
            guard let k = index(of: token, in: AnchorWord.wire.names) else {
                fail("must be \(what())")
                return nil
            }
            return AnchorWord.wire[k].fraction
        default:
            _ = try expect(.null, what())
            return nil
        }
    }
}
