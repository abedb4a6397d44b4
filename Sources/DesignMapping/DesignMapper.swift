import DeviceCatalog
import KeyboardAvoidance

/// Maps a screen of a design onto a layout request (mapping rules R1, R3–R7, docs/designs.md).
///
/// Geometry is the layers' `absoluteBoundingBox` less the screen's origin (R1): window
/// coordinates for the container and pinned views, the container's origin subtracted for the
/// elements. The device (R2) is chosen before (``DesignPlacement/placedDevice(requested:needsKeyboard:)``):
/// the mapper is given the window it lands in.
public enum DesignMapper {
    /// The most pinned views a mapping makes (the request's limit).
    public static let maxPinnedViews = 64

    /// Maps `screen` into a window of `window` with safe area `safeArea`; `focus` is the request's
    /// `focus` (a node id or a layer's exact name), `maxElements` the request's element limit.
    public static func map(
        _ screen: DesignNode, format: String, window: Size, safeArea: EdgeInsets, focus: String?, maxElements: Int
    ) throws(DesignFocusIssue) -> DesignLayout {
        var resolved = focus
        if let focus, screen.find(id: focus) == nil {
            // A field's label or placeholder names the field before any layer's name does.
            var probe = Mapper(
                screen: screen, format: format, window: window, safeArea: safeArea, maxElements: maxElements)
            probe.run(focus: nil)
            let fields = probe.inputs(named: focus)
            if fields.count > 1 {
                throw DesignFocusIssue(
                    message: "names \(fields.count) text fields (\(Mapper.describe(fields))); name one by its id")
            }
            if let field = fields.first { resolved = field.id }
        }
        var mapper = Mapper(
            screen: screen, format: format, window: window, safeArea: safeArea, maxElements: maxElements)
        mapper.run(focus: resolved)
        if let message = mapper.focusIssue { throw DesignFocusIssue(message: message) }
        if let focus, let resolved, resolved != focus, mapper.focus == resolved {
            let label = (mapper.elementEntries + mapper.pinnedEntries).first { $0.id == resolved }?.label
            mapper.focusWhy =
                label?.lowercased() == focus.lowercased()
                ? "the text field labelled '\(label!)'"
                : "the text field '\(label ?? resolved)', which '\(focus)' names (its label or placeholder text)"
        }
        return DesignLayout(
            format: format, screenID: screen.id, screenName: screen.name, screenSize: mapper.screenBox.size,
            container: mapper.container, containerEntry: mapper.containerEntry, containerWhy: mapper.containerWhy,
            elements: mapper.elements, elementEntries: mapper.elementEntries, pinned: mapper.pinned,
            pinnedEntries: mapper.pinnedEntries, skipped: mapper.skipped, focus: mapper.focus,
            focusWhy: mapper.focusWhy, warnings: mapper.warnings)
    }
}

extension DesignLayout {
    /// For each text input of this layout, the id of the innermost visible layer of `screen`
    /// that scrolls vertically and holds it; an input no such layer holds is absent. One walk.
    public func inputScrollers(in screen: DesignNode) -> [String: String] {
        let inputs = Set((elementEntries + pinnedEntries).filter { $0.label != nil }.map(\.id))
        var found: [String: String] = [:]
        func visit(_ node: DesignNode, _ scroller: String?) {
            guard node.visible else { return }
            let inner = node.scrollsVertically ? node.id : scroller
            if inputs.contains(node.id), let inner { found[node.id] = inner }
            for child in node.children { visit(child, inner) }
        }
        visit(screen, nil)
        return found
    }

    /// This layout, mapped without a focus, with its text input `id` the focus: what mapping the
    /// screen again with that focus gives, or `nil` where that could differ. The same, because
    /// the container stays the one chosen without a focus when no scroller holds the field or the
    /// innermost that does (`scrollers`, ``inputScrollers(in:)``) is that container, and the rest
    /// of a mapping does not read the focus. A design check maps each device once this way, not
    /// once per field.
    public func focused(on id: String, scrollers: [String: String]) -> DesignLayout? {
        guard (elementEntries + pinnedEntries).contains(where: { $0.id == id && $0.label != nil }) else { return nil }
        let holding = scrollers[id]
        guard holding == nil || holding == containerEntry?.id else { return nil }
        var layout = self
        layout.focus = id
        layout.focusWhy = "the request's focus"
        layout.warnings.removeAll { $0.code == WarningCode.designFocusNotChosen.rawValue }
        return layout
    }
}

/// One mapping's state.
struct Mapper {
    let screen: DesignNode
    /// The design's format, for the words of its reasons (``Vocabulary``).
    let vocabulary: Vocabulary
    let screenBox: Rect
    let window: Size
    let safeArea: EdgeInsets
    let maxElements: Int

    var container = Container(frame: .zero)
    var containerEntry: DesignLayout.Entry?
    var containerWhy = ""
    var elements: [Element] = []
    var elementEntries: [DesignLayout.Entry] = []
    var pinned: [PinnedView] = []
    var pinnedEntries: [DesignLayout.Entry] = []
    var skipped: [DesignLayout.Skipped] = []
    var warnings: [Warning] = []
    var focus: String?
    var focusWhy: String?
    var focusIssue: String?
    /// The text inputs found (element or pinned), with the node.
    var inputs: [(id: String, node: DesignNode)] = []
    /// The text layers that label a text input or lie inside one, with the input's id.
    var labelTexts: [String: String] = [:]
    /// How far a pinned layer below the window moves up in a scrolling page.
    var pageLift = 0.0
    /// The container's origin in the document's coordinates.
    var contentOrigin = Point(x: 0, y: 0)
    /// The carets the screen draws (``carets(in:)``).
    var carets: [Rect] = []
    /// A keyboard drawn as keys (``drawnKeys(in:)``), and whether it was said.
    var drawnKeys: Rect?
    var keysSaid = false
    /// The top of a keyboard the design draws, in window coordinates.
    var keyboardTop: Double?
    /// Whether the walk is of the screen itself, where bars are read from their place.
    var walkingScreen = false
    /// Whether the screen itself is marked to scroll: only bars placed or constrained at the
    /// bottom are read from their place in it.
    var screenScrolls = false

    init(screen: DesignNode, format: String, window: Size, safeArea: EdgeInsets, maxElements: Int) {
        self.screen = screen
        self.vocabulary = Vocabulary(format: format)
        self.screenBox = screen.box ?? .zero
        self.window = window
        self.safeArea = safeArea
        self.maxElements = maxElements
    }

    /// `B0`: the window's bottom safe-area edge.
    var windowBottom: Double { window.height - safeArea.bottom }

    /// `box` in window coordinates.
    func windowRect(_ box: Rect) -> Rect { box.offsetBy(dx: -screenBox.x, dy: -screenBox.y) }

    mutating func run(focus requested: String?) {
        let focusNode = requested.flatMap { name in screen.find(id: name) ?? Self.named(name, in: screen) }
        carets = Self.carets(in: screen)
        drawnKeys = Self.drawnKeys(in: screen)
        keyboardTop = drawnKeyboardTop()
        // R3, R7: the container.
        let scrollers = Self.paths(in: screen) { $0.scrollsVertically && $0.visible }
        var chosen: [DesignNode]?
        if let focusNode {
            chosen = scrollers.filter { path in path.last!.find(id: focusNode.id) != nil }.max { $0.count < $1.count }
        }
        if chosen == nil, !scrollers.isEmpty {
            // The scroller holding the most text inputs; the outermost on a tie.
            let counted = scrollers.map { path in (path, Self.inputCount(path.last!, skippingRoot: path.count > 1)) }
            let best = counted.max { a, b in a.1 < b.1 || (a.1 == b.1 && a.0.count > b.0.count) }
            chosen = best?.0
        }
        var walkRoot = screen
        if let path = chosen, let scroller = path.last, let box = scroller.box {
            var frame = windowRect(box)
            if scroller.id == screen.id {
                frame = Rect(x: 0, y: 0, width: window.width, height: Swift.min(window.height, frame.height))
            }
            var content = Size(width: box.width, height: box.height)
            for child in scroller.children where child.visible && child.scrollBehavior == .scrolls {
                guard let b = child.box else { continue }
                content.width = Swift.max(content.width, b.maxX - box.x)
                content.height = Swift.max(content.height, b.maxY - box.y)
            }
            container = Container(frame: frame, scrollable: true, contentSize: content, contentOffset: .zero)
            contentOrigin = Point(x: box.x, y: box.y)
            let overflow = vocabulary.scrolls
            let reason =
                focusNode != nil && path.last!.find(id: focusNode!.id) != nil
                ? "the innermost layer that scrolls vertically and holds the focus (\(overflow))"
                : "the layer that scrolls vertically (\(overflow)) and holds the most text fields"
            containerEntry = DesignLayout.Entry(id: scroller.id, name: scroller.name, kind: nil, pin: nil, why: reason)
            containerWhy = reason
            walkRoot = scroller
            if path.dropLast().contains(where: { $0.scrollsVertically && $0.id != screen.id }) {
                warnings.append(
                    Warning(
                        .designOuterScrollIgnored,
                        "'\(scroller.name)' scrolls inside another scrolling layer; only the inner one is "
                            + "modelled, the outer one's insets are not."))
            }
            if scroller.id != screen.id { collectSiblings(of: path) }
        } else if screenBox.height > window.height + 0.5 {
            container = Container(
                frame: Rect(x: 0, y: 0, width: window.width, height: window.height), scrollable: true,
                contentSize: screenBox.size, contentOffset: .zero)
            contentOrigin = Point(x: screenBox.x, y: screenBox.y)
            pageLift = screenBox.height - window.height
            containerWhy =
                "no layer scrolls (\(vocabulary.scrollMark)), and the frame (\(points(screenBox.height)) high) is taller "
                + "than the window (\(points(window.height))): the screen scrolls"
        } else {
            container = Container(
                frame: Rect(x: 0, y: 0, width: window.width, height: window.height), scrollable: false,
                contentSize: nil, contentOffset: .zero)
            contentOrigin = Point(x: screenBox.x, y: screenBox.y)
            containerWhy =
                "no layer scrolls (\(vocabulary.scrollMark)) and the frame fits the window: the window does not scroll"
        }
        // Bars are read from their place only where nothing is marked to scroll: a layer marked
        // so scrolls what it holds unless they are marked FIXED.
        walkingScreen = walkRoot.id == screen.id
        screenScrolls = containerEntry != nil
        let rootIndex = SiblingIndex(walkRoot.children)
        for child in walkRoot.children { walk(child, parent: walkRoot, siblings: rootIndex) }
        warnManyFixed(in: walkRoot)
        labelInputs()
        resolveFocus(requested, node: focusNode)
        if inputs.isEmpty {
            warnings.append(
                Warning(
                    .designNoTextField,
                    "No layer reads as a text field; mark one with \(vocabulary.mark)a [textField] tag in its name, "
                        + "or a component named like a field (docs/designs.md)."))
        }
    }

    // MARK: The walk (R4, R5, R6)

    /// Maps `node`, a child of `parent`.
    mutating func walk(_ node: DesignNode, parent: DesignNode, siblings: SiblingIndex) {
        guard node.visible else {
            skipped.append(.init(id: node.id, name: node.name, reason: "hidden (visible: false), with all it holds"))
            return
        }
        if skipsDecoration(node) { return }
        if node.scrollBehavior != .scrolls {
            addPinned(
                node, why: node.scrollBehavior == .fixed ? vocabulary.fixed : "scrollBehavior STICKY_SCROLLS")
            return
        }
        if walkingScreen, node.markedPin == nil, let (why, bottom) = barReason(node, parent: parent) {
            addPinned(node, why: why, bottomBar: bottom)
            return
        }
        if let (kind, why) = Self.inputKind(node), !formGroup(node, kind: kind) {
            addElement(node, kind: kind, why: why)
            return
        }
        if node.scrollsVertically || node.scrollsHorizontally {
            addElement(
                node, kind: .view,
                why: node.scrollsVertically
                    ? "a nested scroll container inside the container (nestedScrollContainer): judged as one view"
                    : "a horizontal scroller: judged as one view")
            return
        }
        if let why = fieldShaped(node, siblings: siblings), !drawnTwice(node) {
            addElement(node, kind: .textField, why: why)
            return
        }
        switch node.type {
        case "INSTANCE":
            addElement(node, kind: .view, why: "an instance of a component, judged whole")
        case "TEXT":
            if Self.iconGlyph(node) {
                skipped.append(
                    .init(
                        id: node.id, name: node.name,
                        reason: "an icon drawn as text in an icon font ('\(node.characters ?? node.name)'): decoration")
                )
                return
            }
            addElement(node, kind: .view, why: "a text layer")
        case "FRAME", "GROUP", "SECTION", "COMPONENT", "COMPONENT_SET":
            let index = SiblingIndex(node.children)
            for child in node.children { walk(child, parent: node, siblings: index) }
        default:
            // Shapes and vectors are decoration, not views a user reaches, but for a line under
            // a field's text.
            if let (why, drawn) = underline(node, siblings: siblings) {
                addElement(node, kind: .textField, why: why, drawn: drawn)
            }
        }
    }

    /// Whether one of the last text fields found has `node`'s box (a field drawn twice, a shadow
    /// under its box): they come one after the other, so only the last 16 elements are looked at.
    func drawnTwice(_ node: DesignNode) -> Bool {
        guard let box = node.box else { return false }
        let frame = box.offsetBy(dx: -contentOrigin.x, dy: -contentOrigin.y)
        var looked = 0
        var i = elements.count - 1
        while i >= 0, looked < 4, i >= elements.count - 16 {
            defer { i -= 1 }
            guard elementEntries[i].kind == .textField else { continue }
            looked += 1
            let other = elements[i].frame
            if abs(other.minX - frame.minX) <= 2, abs(other.minY - frame.minY) <= 2,
                abs(other.width - frame.width) <= 4, abs(other.height - frame.height) <= 4
            {
                return true
            }
        }
        return false
    }

    /// Adds `node` as an element; `drawn` is its box when the field is drawn by more than the
    /// layer (an underline and the text over it).
    mutating func addElement(_ node: DesignNode, kind: ElementKind, why: String, drawn: Rect? = nil) {
        guard let box = usableBox(node) else { return }
        if kind != .view, let top = keyboardTop, box.width >= screenBox.width * 0.5 {
            // A field drawn right on a drawn keyboard is a composer: it rides the keyboard.
            let bottom = windowRect(drawn ?? box).maxY
            if bottom <= top + 2, bottom >= top - 24 {
                addPinned(
                    node,
                    why: why + "; drawn right above the keyboard the design draws: a composer that rides the keyboard",
                    pin: .keyboard, input: true)
                return
            }
        }
        guard elements.count < maxElements else {
            skipped.append(
                .init(id: node.id, name: node.name, reason: "past the \(maxElements) elements a request may hold"))
            return
        }
        let frame = (drawn ?? box).offsetBy(dx: -contentOrigin.x, dy: -contentOrigin.y)
        elements.append(Element(id: node.id, frame: frame, kind: kind))
        elementEntries.append(.init(id: node.id, name: node.name, kind: kind, pin: nil, why: why))
        if kind != .view { inputs.append((node.id, node)) }
    }

    /// Adds `node` as a pinned view: with `pin` when given, else the one its place says; a text
    /// input when `input` (or when it reads as one).
    mutating func addPinned(
        _ node: DesignNode, why: String, bottomBar: Bool = false, pin given: Pin? = nil, input: Bool = false
    ) {
        guard let box = usableBox(node) else { return }
        guard pinned.count < DesignMapper.maxPinnedViews else {
            skipped.append(
                .init(
                    id: node.id, name: node.name,
                    reason: "past the \(DesignMapper.maxPinnedViews) pinned views a request may hold"))
            return
        }
        var frame = windowRect(box)
        var because = why
        let lift =
            pageLift > 0 ? pageLift : screenScrolls && bottomBar ? Swift.max(0, screenBox.height - window.height) : 0
        if lift > 0, frame.maxY > window.height || bottomBar {
            frame.y -= lift
            because += "; drawn at the bottom of a frame taller than the window, so placed at the window's bottom"
        }
        let pin: Pin
        if let given {
            pin = given
        } else if let marked = node.markedPin {
            pin = marked
            because += "; pin \(marked.rawValue) from sharedPluginData clearance.pin"
        } else if bottomBar {
            pin = .bottom
            because += "; pin bottom"
        } else if node.scrollBehavior != .sticky, frame.maxY >= windowBottom - 0.5 {
            pin = .bottom
            because +=
                "; it reaches the bottom safe-area band (\(points(windowBottom))…\(points(window.height))): pin bottom"
        } else {
            pin = .none
            because += "; it is clear of the bottom safe-area band: pin none"
        }
        pinned.append(PinnedView(id: node.id, frame: frame, pin: pin))
        if input {
            inputs.append((node.id, node))
            pinnedEntries.append(.init(id: node.id, name: node.name, kind: nil, pin: pin, why: because))
        } else if let (kind, _) = Self.inputKind(node) {
            inputs.append((node.id, node))
            because += "; it reads as a \(kind.rawValue)"
            pinnedEntries.append(.init(id: node.id, name: node.name, kind: nil, pin: pin, why: because))
        } else {
            pinnedEntries.append(.init(id: node.id, name: node.name, kind: nil, pin: pin, why: because))
            addInputs(inPinned: node, pin: pin, frameShift: frame.y - windowRect(box).y)
        }
    }

    /// `node`'s box when it can be judged; otherwise `nil`, with the node skipped and why.
    mutating func usableBox(_ node: DesignNode) -> Rect? {
        guard let box = node.box else {
            skipped.append(.init(id: node.id, name: node.name, reason: "it has no \(vocabulary.box)"))
            return nil
        }
        let figures = [box.x, box.y, box.width, box.height, box.x - screenBox.x, box.y - screenBox.y]
        guard figures.allSatisfy({ $0.isFinite && $0.magnitude <= 1e9 }) else {
            skipped.append(.init(id: node.id, name: node.name, reason: "its box lies beyond ±1e9 points"))
            return nil
        }
        guard box.width > 0, box.height > 0 else {
            skipped.append(.init(id: node.id, name: node.name, reason: "it has no width or height (0 points)"))
            return nil
        }
        return box
    }

    /// The layers beside the scroll area, on the way from the screen to it (R4): they do not scroll.
    /// One drawn below it (earlier in its parent) and over it is a background and is left out.
    mutating func collectSiblings(of path: [DesignNode]) {
        let scroller = path.last!
        let frame = scroller.box ?? .zero
        for (depth, parent) in path.dropLast().enumerated() {
            let onPath = path[depth + 1].id
            var below = true
            for child in parent.children {
                if child.id == onPath {
                    below = false
                    continue
                }
                guard child.visible else {
                    skipped.append(
                        .init(id: child.id, name: child.name, reason: "hidden (visible: false), with all it holds"))
                    continue
                }
                if skipsDecoration(child) { continue }
                if below, let b = child.box, Self.overlaps(b, frame) {
                    skipped.append(
                        .init(
                            id: child.id, name: child.name,
                            reason: "drawn below the scroll area '\(scroller.name)' and behind it: a background"))
                    continue
                }
                addPinned(
                    child, why: "beside the scroll area '\(scroller.name)' (\(scroller.id)), so it does not scroll")
            }
        }
    }

    // MARK: Focus

    mutating func resolveFocus(_ requested: String?, node: DesignNode?) {
        let mapped = Set(elements.map(\.id)).union(pinned.map(\.id))
        if let requested {
            guard let node else {
                let fields = (elementEntries + pinnedEntries).filter { $0.label != nil }
                focusIssue =
                    "names no node of the design (no id, field label or layer name is \"\(requested)\"); "
                    + (fields.isEmpty ? "the design has no text field" : "its text fields: \(Self.describe(fields))")
                return
            }
            if screen.find(id: requested) == nil {
                let same = Self.all(named: requested, in: screen)
                if same.count > 1 {
                    let shown = same.prefix(8).map { "\($0.id) (\($0.type))" }.joined(separator: ", ")
                    focusIssue =
                        "names \(same.count) layers (\(shown)\(same.count > 8 ? ", …" : "")); name one by its id"
                    return
                }
            }
            if mapped.contains(node.id) {
                focus = node.id
                focusWhy = node.id == requested ? "the request's focus" : "the layer named '\(requested)'"
                return
            }
            // A node inside a mapped view: the view is the focus.
            let holder = (elementEntries + pinnedEntries).first { screen.find(id: $0.id)?.find(id: node.id) != nil }
            if let holder {
                focus = holder.id
                focusWhy = "'\(requested)' lies inside '\(holder.name)', which is judged as one view"
                return
            }
            focusIssue = "names the layer '\(node.name)' (\(node.id)), which the mapping leaves out"
            return
        }
        let active = inputs.filter { Self.looksFocused($0.node) }
        let typing = inputs.filter { input in input.node.box.map(hasCaret(in:)) ?? false }
        if active.count == 1 {
            focus = active[0].id
            focusWhy = "the one text field drawn focused (a variant or name saying Focused, Active or Editing)"
        } else if typing.count == 1 {
            focus = typing[0].id
            focusWhy = "the one text field drawn with a caret in it"
        } else if inputs.count > 1 {
            warnings.append(
                Warning(
                    .designFocusNotChosen,
                    "The design has \(inputs.count) text fields and none is drawn focused; name one with "
                        + "focus (its label, node id or layer name) to see the keyboard avoid it, or post the "
                        + "design to /v1/design/check to check every field at once."))
        } else if inputs.count == 1 {
            focus = inputs[0].id
            focusWhy = "the design's only text field"
        }
    }

    // MARK: Labels

    /// The text layers a label may be read from, with their boxes.
    /// Texts of decoration are left out: a status bar's, and any text that ends within the
    /// status bar's band (the top safe area, at least 24 points: a clock drawn as plain text).
    var texts: [(node: DesignNode, box: Rect)] {
        var found: [(DesignNode, Rect)] = []
        let screenBox = self.screenBox
        let band = screenBox.minY + Swift.max(safeArea.top, 24)
        func visit(_ node: DesignNode) {
            guard node.visible, Self.decoration(node, in: screenBox) == nil else { return }
            if node.type == "TEXT", let box = node.box, box.width > 0, box.height > 0, box.maxY > band,
                !Self.iconGlyph(node)
            {
                found.append((node, box))
            }
            for child in node.children { visit(child) }
        }
        visit(screen)
        return found
    }

    /// Gives each text input its label: the nearest text above it (within 48 points, overlapping
    /// it across) or beside it on its left (within 48 points, overlapping it vertically), alone on
    /// its line or beside one other (three or more in a line are tabs or chips), that lies
    /// inside no field; else the text inside it (its placeholder or value); else its layer name.
    mutating func labelInputs() {
        guard inputs.contains(where: { $0.node.box != nil }) else { return }
        let texts = self.texts
        func inside(_ t: Rect, _ f: Rect) -> Bool {
            let x = t.minX + t.width / 2
            let y = t.minY + t.height / 2
            return x >= f.minX && x <= f.maxX && y >= f.minY && y <= f.maxY
        }
        // The texts by bottom edge and by middle, so that each field looks only at the texts near
        // it (at most 512 each way): a page of thousands of fields and texts stays linear.
        let byBottom = texts.indices.sorted { texts[$0].box.maxY < texts[$1].box.maxY }
        let middle = { (box: Rect) in box.minY + box.height / 2 }
        let byMiddle = texts.indices.sorted { middle(texts[$0].box) < middle(texts[$1].box) }
        func range(_ order: [Int], _ key: (Rect) -> Double, _ low: Double, _ high: Double) -> ArraySlice<Int> {
            var lo = 0
            var hi = order.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if key(texts[order[mid]].box) < low { lo = mid + 1 } else { hi = mid }
            }
            var end = lo
            while end < order.count, end - lo < 512, key(texts[order[end]].box) <= high { end += 1 }
            return order[lo..<end]
        }
        /// The texts inside `field` (their middle in it), top to bottom.
        func held(by field: Rect) -> [Int] {
            range(byMiddle, middle, field.minY, field.maxY).filter { inside(texts[$0].box, field) }
                .sorted { texts[$0].box.minY < texts[$1].box.minY }
        }
        // The texts inside some field: a label is none of them.
        var insideField = Set<Int>()
        for input in inputs {
            guard let field = input.node.box else { continue }
            insideField.formUnion(held(by: field))
        }
        // A text on one line with two or more others is a tab or chip of a row, not a label.
        // Counted only for the texts placed like a label of some field.
        var rows: [Int: Int] = [:]
        func inRow(_ i: Int) -> Bool {
            if rows[i] == nil {
                let box = texts[i].box
                // Texts that share its line end below its top and start above its bottom.
                rows[i] =
                    range(byBottom, \.maxY, box.minY.nextUp, .infinity).count { texts[$0].box.minY < box.maxY }
            }
            return rows[i]! >= 3
        }
        var labels: [String: (String, DesignLayout.LabelSource)] = [:]
        var keyboards: [String: (KeyboardType, String)] = [:]
        for input in inputs {
            guard let field = input.node.box else { continue }
            var best: (distance: Double, text: DesignNode)?
            // A label ends at most 48 points above the field, or beside it (at most 40 high).
            for i in range(byBottom, \.maxY, field.minY - 48, field.maxY + 40) {
                let (text, box) = texts[i]
                var distance: Double?
                if box.maxY <= field.minY + 2, field.minY - box.maxY <= 48, box.minX < field.maxX,
                    box.maxX > field.minX
                {
                    distance = Swift.max(0, field.minY - box.maxY)
                } else if box.maxX <= field.minX + 2, field.minX - box.maxX <= 48, box.minY < field.maxY,
                    box.maxY > field.minY
                {
                    distance = Swift.max(0, field.minX - box.maxX) + 0.5
                }
                // A label is a line or two; a paragraph above a field is an explanation.
                guard let distance, distance < (best?.distance ?? .infinity), box.height <= 40, !inRow(i),
                    !insideField.contains(i)
                else { continue }
                best = (distance, text)
            }
            // A field drawn with its label inside it (a "label & input" component): the topmost
            // of two or more texts, ending above the field's middle, is its label.
            let inner = held(by: field)
            if inner.count >= 2, texts[inner[0]].box.maxY <= field.minY + field.height / 2,
                let shown = Self.shown(texts[inner[0]].node)
            {
                labels[input.id] = (shown, .label)
            } else if let text = best?.text, let shown = Self.shown(text) {
                labels[input.id] = (shown, .label)
            } else if let first = inner.first, let shown = Self.shown(texts[first].node) {
                labels[input.id] = (shown, .placeholder)
            } else {
                labels[input.id] = (input.node.name, .layer)
            }
            let placeholder = inner.first.flatMap { Self.shown(texts[$0].node) }
            keyboards[input.id] = Self.keyboardType(
                input.node, label: best.flatMap { Self.shown($0.text) }, placeholder: placeholder)
            if let text = best?.text { labelTexts[text.id] = input.id }
            for i in inner { labelTexts[texts[i].node.id] = labelTexts[texts[i].node.id] ?? input.id }
        }
        func give(_ entry: inout DesignLayout.Entry) {
            guard let (label, source) = labels[entry.id] else { return }
            entry.label = label
            entry.labelSource = source
            entry.keyboardType = keyboards[entry.id]?.0
            entry.keyboardTypeWhy = keyboards[entry.id]?.1
        }
        for i in elementEntries.indices { give(&elementEntries[i]) }
        for i in pinnedEntries.indices { give(&pinnedEntries[i]) }
    }

    /// The keyboard a text input brings up, and why: `sharedPluginData.clearance.keyboardType`
    /// or a tag in its name (`[phonePad]`) first; else read from the words of its label, its
    /// placeholder and its layer name, in that order: phone, mobile, tel → `phonePad`; number,
    /// amount, code, CVV, CVC, OTP, PIN → `numberPad`; price, decimal → `decimalPad`; else `default`.
    static func keyboardType(_ node: DesignNode, label: String?, placeholder: String?) -> (KeyboardType, String) {
        if let marked = node.markedKeyboardType, let type = KeyboardType(rawValue: marked) {
            return (type, "sharedPluginData clearance.keyboardType is \(marked)")
        }
        if node.name.utf8.contains(UInt8(ascii: "[")) {
            let lower = node.name.lowercased()
            for type in KeyboardType.allCases where lower.contains("[\(type.rawValue.lowercased())]") {
                return (type, "its name carries the tag [\(type.rawValue)]")
            }
        }
        for (what, text) in [("label", label), ("placeholder", placeholder), ("layer name", node.name)] {
            guard let text else { continue }
            let words = Self.words(text)
            // Most texts have none of the rules' words: one lookup a word finds that.
            guard words.contains(where: Self.keyboardWords.contains) else { continue }
            for (type, keys) in keyboardRules {
                // The rule's first word the text has (a label says at most a few words).
                if let key = keys.first(where: words.contains) {
                    return (type, "its \(what) '\(text)' says \(key)")
                }
            }
        }
        return (.default, "nothing in its label, placeholder or name asks for a pad")
    }

    /// The words that ask for a pad: English, and the Russian of the shared fixtures
    /// (card-form's "Номер карты").
    /// Each rule's words are in order: a text with two of them says the first (a set's order
    /// would change from one process to the next).
    static let keyboardRules: [(KeyboardType, [String])] = [
        (.phonePad, ["phone", "mobile", "tel", "telephone", "cellphone", "телефон", "телефона"]),
        (.decimalPad, ["price", "decimal", "цена"]),
        (
            .numberPad,
            ["number", "amount", "code", "cvv", "cvc", "otp", "pin", "passcode", "zip", "номер", "код", "сумма"]
        ),
    ]

    /// Every word of ``keyboardRules``.
    static let keyboardWords = Set(keyboardRules.flatMap(\.1))

    /// A text layer's text on one line, at most 60 characters; `nil` when it is blank.
    static func shown(_ text: DesignNode) -> String? {
        shown(text.characters ?? text.name)
    }

    /// ``shown(_:)-(DesignNode)`` of the text `source`.
    static func shown(_ source: String) -> String? {
        if let count = singleSpacedLength(source) {
            // Already one line, its words one space apart: the text itself.
            return count > 60 ? String(source.unicodeScalars.prefix(59)) + "…" : source
        }
        return shownByCharacters(source)
    }

    /// ``shown(_:)`` of the text `source`, by characters.
    static func shownByCharacters(_ source: String) -> String? {
        let words = source.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        guard !words.isEmpty else { return nil }
        let line = words.joined(separator: " ")
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }

    /// The text inputs `name` names: by their label (ignoring case and surrounding spaces), else
    /// through a text layer of that exact name that labels one or lies inside one.
    func inputs(named name: String) -> [DesignLayout.Entry] {
        let entries = (elementEntries + pinnedEntries).filter { $0.label != nil }
        let wanted = name.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        let byLabel = entries.filter { $0.label!.lowercased() == wanted }
        if !byLabel.isEmpty { return byLabel }
        let ids = Set(Self.all(named: name, in: screen).compactMap { labelTexts[$0.id] })
        return entries.filter { ids.contains($0.id) }
    }

    /// Entries as `'label' (id)`, at most eight.
    static func describe(_ entries: [DesignLayout.Entry]) -> String {
        let shown = entries.prefix(8).map { "'\($0.label ?? $0.name)' (\($0.id))" }.joined(separator: ", ")
        return entries.count > 8 ? shown + ", …" : shown
    }

    /// Every visible node of `root` whose name is exactly `name`.
    static func all(named name: String, in root: DesignNode) -> [DesignNode] {
        var found: [DesignNode] = []
        func visit(_ node: DesignNode) {
            guard node.visible else { return }
            if node.name == name { found.append(node) }
            for child in node.children { visit(child) }
        }
        visit(root)
        return found
    }

    static func looksFocused(_ node: DesignNode) -> Bool {
        let states: Set<String> = ["focus", "focused", "active", "editing", "typing"]
        for variant in node.variants where ["state", "status", "mode"].contains(variant.name.lowercased()) {
            if states.contains(variant.value.lowercased()) { return true }
        }
        return words(node.name).contains { states.contains($0) }
    }

    // MARK: Text inputs (R6)

    /// Whether `node` is a text input, and why.
    static func inputKind(_ node: DesignNode) -> (ElementKind, String)? {
        if let kind = node.markedKind {
            return kind == .view ? nil : (kind, "sharedPluginData clearance.kind is \(kind.rawValue)")
        }
        // A tag needs a bracket: most names have none, and are not searched three times.
        if node.name.utf8.contains(UInt8(ascii: "[")) {
            let lower = node.name.lowercased()
            if lower.contains("[textfield]") { return (.textField, "its name carries the tag [textField]") }
            if lower.contains("[textview]") { return (.textView, "its name carries the tag [textView]") }
            if lower.contains("[view]") { return nil }
        }
        let fieldSized = (node.box?.height ?? 0) >= 28 && (node.box?.width ?? 0) >= 60
        if node.variants.contains(where: { $0.name.lowercased() == "multiline" && $0.value.lowercased() == "true" }) {
            return (.textView, "its variant Multiline=True")
        }
        for (what, name) in [("component set", node.componentSetName), ("component", node.componentName)] {
            guard let name, let kind = fieldKind(name) else { continue }
            guard fieldSized else { return nil }
            return (kind, "its \(what) '\(name)' is named like a \(kind == .textView ? "text view" : "text field")")
        }
        guard ["INSTANCE", "FRAME", "COMPONENT", "GROUP"].contains(node.type), let kind = fieldKind(node.name) else {
            return nil
        }
        guard fieldSized else { return nil }
        return (kind, "its layer name '\(node.name)' reads like a \(kind == .textView ? "text view" : "text field")")
    }

    /// `textView` for a name like a text area, `textField` for one like a field, else `nil`.
    static func fieldKind(_ name: String) -> ElementKind? {
        let w = words(name)
        func has(_ a: String, _ b: String? = nil) -> Bool {
            guard let b else { return w.contains(a) }
            return adjacent(w, a, b)
        }
        if has("text", "area") || has("textarea") || has("text", "view") || has("textview") || has("multiline")
            || has("composer")
        {
            return .textView
        }
        if has("text", "field") || has("textfield") || has("text", "input") || has("textinput") || has("input")
            || has("search") || has("searchfield") || has("searchbar") || has("password") || has("email")
            // Password in Portuguese, Spanish, German and Russian.
            || has("senha") || has("contraseña") || has("contrasena") || has("passwort") || has("пароль")
            || has("e", "mail") || has("otp") || has("pin", "code") || has("pincode")
        {
            return .textField
        }
        return nil
    }

    /// Whether `b` follows `a` somewhere in `words` (`text field`, `sign up`).
    static func adjacent(_ words: [String], _ a: String, _ b: String) -> Bool {
        zip(words, words.dropFirst()).contains { $0 == a && $1 == b }
    }

    /// The lowercase words of a name: letters and digits, split at anything else and where a
    /// lowercase letter meets a capital (`EmailField`, `(textfield)Email`, `first_name`).
    static func words(_ name: String) -> [String] {
        var name = name
        let ascii = name.withUTF8 { utf8 -> [String]? in
            for byte in utf8 where byte >= 0x80 { return nil }
            // The name lowercased into one buffer; each word is made from its slice of it.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { lowered in
                var found: [String] = []
                var start = 0
                var end = 0
                var previousLower = false
                func flush() {
                    if end > start {
                        found.append(
                            String(decoding: UnsafeBufferPointer(rebasing: lowered[start..<end]), as: UTF8.self))
                    }
                    start = end
                }
                for byte in utf8 {
                    let upper = byte >= 65 && byte <= 90
                    let lower = byte >= 97 && byte <= 122
                    let digit = byte >= 48 && byte <= 57
                    guard upper || lower || digit else {
                        flush()
                        previousLower = false
                        continue
                    }
                    if upper, previousLower { flush() }
                    lowered[end] = upper ? byte + 32 : byte
                    end += 1
                    previousLower = lower || digit
                }
                flush()
                return found
            }
        }
        return ascii ?? unicodeWords(name)
    }

    /// Whether `scalar` is a character of its own in any text: printable ASCII, the Latin-1
    /// and Latin Extended-A letters (U+00C0–U+017F but U+0138, whose character counts as
    /// uppercase), and the Cyrillic letters (not its combining marks, U+0483–U+0489). None of
    /// them is whitespace but U+0020, none joins the character before it, and their letter,
    /// number and case properties are their characters'. (Latin Extended-B and IPA hold
    /// lowercase letters with no capital, which a character counts as uppercase too.)
    @inline(__always) static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xC0...0x137, 0x139...0x17F, 0x400...0x482, 0x48A...0x52F: true
        default: false
        }
    }

    /// The length in characters of `text` when it is one line of words one space apart, of
    /// characters that each stand alone (``standsAlone(_:)``); else `nil`. Such a text split at
    /// whitespace and joined with single spaces is itself.
    static func singleSpacedLength(_ text: String) -> Int? {
        var count = 0
        var previousSpace = true
        for scalar in text.unicodeScalars {
            guard standsAlone(scalar) else { return nil }
            let space = scalar == " "
            if space && previousSpace { return nil }
            previousSpace = space
            count += 1
        }
        return previousSpace ? nil : count
    }

    /// ``words(_:)`` for a name with letters beyond ASCII (Cyrillic, accented, Hangul).
    static func unicodeWords(_ name: String) -> [String] {
        if name.unicodeScalars.allSatisfy(standsAlone) {
            // Each character is one scalar with its properties: no grapheme breaking.
            var found: [String] = []
            var word = String.UnicodeScalarView()
            var previousLower = false
            for scalar in name.unicodeScalars {
                let properties = scalar.properties
                let number = properties.numericType != nil
                guard properties.isAlphabetic || number else {
                    if !word.isEmpty { found.append(String(word).lowercased()) }
                    word.removeAll(keepingCapacity: true)
                    previousLower = false
                    continue
                }
                if properties.isUppercase, previousLower, !word.isEmpty {
                    found.append(String(word).lowercased())
                    word.removeAll(keepingCapacity: true)
                }
                word.append(scalar)
                previousLower = properties.isLowercase || number
            }
            if !word.isEmpty { found.append(String(word).lowercased()) }
            return found
        }
        return characterWords(name)
    }

    /// ``words(_:)`` by characters, for any text.
    static func characterWords(_ name: String) -> [String] {
        var found: [String] = []
        var word = ""
        var previousLower = false
        for c in name {
            guard c.isLetter || c.isNumber else {
                if !word.isEmpty { found.append(word.lowercased()) }
                word = ""
                previousLower = false
                continue
            }
            if c.isUppercase, previousLower, !word.isEmpty {
                found.append(word.lowercased())
                word = ""
            }
            word.append(c)
            previousLower = c.isLowercase || c.isNumber
        }
        if !word.isEmpty { found.append(word.lowercased()) }
        return found
    }

    /// How many text inputs `node` holds (itself included unless `skippingRoot`).
    static func inputCount(_ node: DesignNode, skippingRoot: Bool = false) -> Int {
        if !skippingRoot, inputKind(node) != nil { return 1 }
        return node.children.reduce(0) { $0 + inputCount($1) }
    }

    /// Every path from `root` to a node that `matches`, root first.
    static func paths(in root: DesignNode, where matches: (DesignNode) -> Bool) -> [[DesignNode]] {
        var found: [[DesignNode]] = []
        // One path, grown and shrunk along the walk: it is copied only where a node matches.
        var path: [DesignNode] = []
        func visit(_ node: DesignNode) {
            guard node.visible else { return }
            path.append(node)
            if matches(node) { found.append(path) }
            for child in node.children { visit(child) }
            path.removeLast()
        }
        visit(root)
        return found
    }

    /// Whether two boxes share some area.
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        Swift.min(a.maxX, b.maxX) > Swift.max(a.minX, b.minX) && Swift.min(a.maxY, b.maxY) > Swift.max(a.minY, b.minY)
    }

    /// The first node in `root` whose name is exactly `name`.
    static func named(_ name: String, in root: DesignNode) -> DesignNode? {
        if root.name == name { return root }
        for child in root.children {
            if let found = named(name, in: child) { return found }
        }
        return nil
    }
}

/// How a format names what the reasons speak of: Figma's members for Figma, plain words or the
/// format's own members for the others.
struct Vocabulary {
    /// What marks a layer as scrolling (`overflowDirection`).
    var scrollMark: String
    /// Why a layer scrolls.
    var scrolls: String
    /// Why a layer is fixed.
    var fixed: String
    /// A layer's box.
    var box: String
    /// How a layer is marked a text field beyond its name, with a trailing comma and space, or
    /// nothing where the format has no such mark.
    var mark: String
    /// Placed outside its parent's layout.
    var absolute: String
    /// Fixed when scrolling, as a setting.
    var fixedSetting: String
    /// Where that setting is changed.
    var fixedPanel: String

    init(format: String) {
        switch format {
        case "penpot":
            scrollMark = "Penpot marks no layer as scrolling"
            scrolls = "it scrolls vertically"
            fixed = "fixedScroll (fixed when scrolling)"
            box = "box (x, y, width, height)"
            mark = "pluginData shared/clearance kind, "
            absolute = "layoutItemAbsolute"
            fixedSetting = "fixedScroll"
            fixedPanel = "scroll with the board (clear \"Fix when scrolling\" in Penpot's Design panel)"
        case "sketch":
            scrollMark = "Sketch marks no layer as scrolling"
            scrolls = "it scrolls vertically"
            fixed = "isFixedToViewport (fixed when scrolling)"
            box = "frame"
            mark = ""
            absolute = "ignoring its stack layout"
            fixedSetting = "isFixedToViewport"
            fixedPanel = "scroll with the artboard (clear \"Fix position when scrolling\" in Sketch)"
        default:
            scrollMark = "overflowDirection"
            scrolls = "overflowDirection scrolls it vertically"
            fixed = "scrollBehavior FIXED"
            box = "absoluteBoundingBox"
            mark = "sharedPluginData clearance.kind, "
            absolute = "layoutPositioning ABSOLUTE"
            fixedSetting = "scrollBehavior FIXED"
            fixedPanel = "Scroll with parent (Figma's Prototype panel)"
        }
    }
}
