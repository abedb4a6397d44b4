import KeyboardAvoidance

extension RequestDecoder {
    static let rootNames: [StaticString] = [
        "screen", "window", "keyboard", "container", "elements", "focus", "options",
    ]

    /// Decodes the whole body: `nil` when it is JSON that breaks the contract (see `errors`).
    mutating func decodeRequest() throws(SyntaxError) -> LayoutRequest? {
        reader.skipWhitespace()
        if reader.atEnd { throw SyntaxError(offset: 0, message: "the body is empty") }
        let kind = try reader.valueKind()
        guard kind == .object else {
            throw SyntaxError(offset: reader.pos, message: "the body must be a JSON object, not \(kind.phrase)")
        }

        var screen: Size?
        var window: (frame: Rect?, safeArea: EdgeInsets)?
        var keyboard = KeyboardFields()
        var container: Container?
        var elements: [Element] = []
        var focus: String?
        var options = Options()
        let present = try readObject(Self.rootNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            switch i {
            case 0: screen = try d.readSize()
            case 1: window = try d.readWindow()
            case 2: try d.readKeyboard(into: &keyboard)
            case 3: container = try d.readContainer()
            case 4: elements = try d.readElements()
            case 5:
                focus = try d.readString()
                if focus?.isEmpty == true { d.fail("must not be empty") }
            default: options = try d.readOptions() ?? options
            }
        }
        reader.skipWhitespace()
        if !reader.atEnd {
            throw SyntaxError(offset: reader.pos, message: "the body goes on after its JSON value")
        }

        // Cross-field rules, once every field is known (members may come in any order).
        if present & 1 == 0 { fail(at: "screen", "is required") }
        if present & (1 << 3) == 0 { fail(at: "container", "is required") }
        let keyboardInput = resolveKeyboard(keyboard, screen: screen)
        // Past the element limit the ids are not all known: the limit is the error to report.
        if let focus, !focus.isEmpty, !elementsTruncated, !elements.contains(where: { $0.id == focus }) {
            fail(at: "focus", "names no element (no element has the id \"\(focus)\")")
        }
        if let target = options.scrollTarget, !elementsTruncated, !elements.contains(where: { $0.id == target }) {
            push(.name("options"))
            fail(at: "scrollTarget", "names no element (no element has the id \"\(target)\")")
            pop()
        }

        guard errors.isEmpty, let screen, let container else { return nil }
        let windowFrame = window?.frame ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        return LayoutRequest(
            screen: screen,
            window: Window(frame: windowFrame, safeArea: window?.safeArea ?? .zero),
            keyboard: keyboardInput,
            container: container,
            elements: elements,
            focus: focus,
            options: options)
    }

    // MARK: window

    static let windowNames: [StaticString] = ["frame", "safeArea"]

    mutating func readWindow() throws(SyntaxError) -> (frame: Rect?, safeArea: EdgeInsets)? {
        guard try expect(.object, "an object {frame, safeArea}") else { return nil }
        var frame: Rect?
        var safeArea = EdgeInsets.zero
        _ = try readObject(Self.windowNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            if i == 0 { frame = try d.readRect() } else { safeArea = try d.readInsets() ?? .zero }
        }
        return (frame, safeArea)
    }

    // MARK: container

    static let containerNames: [StaticString] = [
        "frame", "scrollable", "contentSize", "contentOffset", "contentInset", "safeArea", "insetAdjustment",
    ]
    static let insetAdjustmentNames: [StaticString] = ["automatic", "never"]

    mutating func readContainer() throws(SyntaxError) -> Container? {
        guard try expect(.object, "an object with at least a frame") else { return nil }
        let before = errors.count
        var c = Container(frame: .zero)
        var contentSize: Size?
        let present = try readObject(Self.containerNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            switch i {
            case 0: c.frame = try d.readRect() ?? .zero
            case 1: c.scrollable = try d.readBool() ?? true
            case 2: contentSize = try d.readSize()
            case 3: c.contentOffset = try d.readPoint() ?? .zero
            case 4: c.contentInset = try d.readInsets() ?? .zero
            case 5: c.safeArea = try d.readInsets()
            default:
                if let k = try d.readEnum(Self.insetAdjustmentNames) {
                    c.insetAdjustment = k == 0 ? .automatic : .never
                }
            }
        }
        if present & 1 == 0 { fail(at: "frame", "is required") }
        c.contentSize = contentSize ?? c.frame.size
        return errors.count == before ? c : nil
    }

    // MARK: elements

    static let elementNames: [StaticString] = ["id", "frame", "caret"]

    /// Past this many elements, duplicate ids are found with a set instead of a linear scan.
    private static let linearIdScanLimit = 32

    mutating func readElements() throws(SyntaxError) -> [Element] {
        guard try expect(.array, "an array of elements") else { return [] }
        try reader.enter()
        var elements: [Element] = []
        var ids: Set<String> = []
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
                    if let element = try readElement() {
                        if isDuplicate(element.id, in: elements, set: &ids) {
                            fail(at: "id", "duplicates the id of an earlier element")
                        }
                        elements.append(element)
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
    private func isDuplicate(_ id: String, in elements: [Element], set: inout Set<String>) -> Bool {
        if elements.count < Self.linearIdScanLimit {
            return elements.contains { $0.id == id }
        }
        if set.isEmpty { set = Set(elements.map(\.id)) }
        return !set.insert(id).inserted
    }

    /// One element; with a valid id it is returned even when other members are wrong (the errors
    /// are recorded), so later duplicates of its id are still found.
    mutating func readElement() throws(SyntaxError) -> Element? {
        guard try expect(.object, "an element {id, frame, caret}") else { return nil }
        var id: String?
        var frame = Rect.zero
        var caret: Rect?
        let present = try readObject(Self.elementNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            switch i {
            case 0:
                id = try d.readString()
                if id?.isEmpty == true {
                    d.fail("must not be empty")
                    id = nil
                }
            case 1: frame = try d.readRect(size: .positive) ?? .zero
            default: caret = try d.readRect()
            }
        }
        if present & 1 == 0 { fail(at: "id", "is required") }
        if present & 2 == 0 { fail(at: "frame", "is required") }
        guard let id else { return nil }
        return Element(id: id, frame: frame, caret: caret)
    }

    // MARK: options

    static let optionNames: [StaticString] = [
        "strategy", "minimumDistance", "anchor", "scrollTarget", "followsUndockedKeyboard",
    ]
    static let strategyNames: [StaticString] = ["scrollView", "shiftView", "resizeView"]
    static let anchorNames: [StaticString] = ["top", "center", "bottom"]

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
            case 1: o.minimumDistance = try d.readNumber(.nonNegative) ?? o.minimumDistance
            case 2: o.anchor = try d.readAnchor()
            case 3: o.scrollTarget = try d.readString()
            default: o.followsUndockedKeyboard = try d.readBool() ?? false
            }
        }
        return o
    }

    /// `"top"` 0, `"center"` 0.5, `"bottom"` 1, or a number in [0, 1] (`null` was taken as absent).
    mutating func readAnchor() throws(SyntaxError) -> Double? {
        let what = "null, \"top\", \"center\", \"bottom\" or a number between 0 and 1"
        switch try reader.valueKind() {
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
