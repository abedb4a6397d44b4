import KeyboardAvoidance

/// How screens are drawn when nobody marks anything (docs/designs.md, "Designs as they are
/// drawn"): bars pinned by their constraints or their place in an auto layout, fields drawn as a
/// box under placeholder text, a caret that says which field is being typed in, buttons and
/// small squares that are never fields, icons drawn as text in an icon font.
extension Mapper {
    // MARK: Bars

    /// Why `node`, met in the walk of the screen (not of a scroller inside it), is a bar that
    /// stays where it is drawn, and whether it is a bottom bar; `nil` when it is none. Where the
    /// screen itself is marked to scroll, only the first kind below is read. A bottom bar
    /// is a container across the screen's lower part that is placed outside its auto layout
    /// (`layoutPositioning: ABSOLUTE`) or constrained to the bottom, at its parent's bottom or on a
    /// bar that is; the
    /// last child of a vertical auto layout that ends at the screen's bottom; one as wide as the
    /// screen on its bottom edge; or one named a footer, tab bar or toolbar. In a page that
    /// scrolls, a layer placed outside its auto layout across the top is a header.
    func barReason(_ node: DesignNode, parent: DesignNode) -> (why: String, bottom: Bool)? {
        guard let box = node.box, node.markedKind == nil else { return nil }
        // In a screen marked to scroll, only a layer placed or constrained at the bottom stays.
        if screenScrolls, !(node.layoutChild.absolute || node.constraints.vertical == .end) { return nil }
        let screen = screenBox
        if !screenScrolls, ["RECTANGLE", "VECTOR"].contains(node.type), node.drawsBox, !node.showsImage,
            box.width >= screen.width - 1, box.height >= 40, box.height <= 120, abs(box.maxY - screen.maxY) <= 1
        {
            return (
                "a box as wide as the screen on its bottom edge: the background of a bar that stays at the bottom", true
            )
        }
        guard Self.containerTypes.contains(node.type) else { return nil }
        let wide = box.width >= screen.width * 0.9 - 0.5
        let low = box.height <= Swift.max(200, screen.height * 0.25) && box.height < screen.height * 0.5
        // Drawn to the screen's bottom edge, or a little past it.
        let onBottom = box.maxY >= screen.maxY - 1 && box.maxY <= screen.maxY + 24 && box.minY < screen.maxY - 20
        let nearBottom = box.maxY >= screen.maxY - 48 && box.maxY <= screen.maxY + 24 && box.minY < screen.maxY - 20
        let lowerPart = box.minY >= screen.minY + screen.height * 0.55 && box.minY < screen.maxY - 20
        // Placed or constrained to stay at the bottom: a bar, or a card floating over the content,
        // up to 45% of the screen high and within 96 points of its parent's bottom (a safe area),
        // or sitting on a bar that is.
        if lowerPart, box.width >= screen.width * 0.5, box.height <= screen.height * 0.45,
            node.layoutChild.absolute || node.constraints.vertical == .end, let parentBox = parent.box
        {
            let how =
                node.layoutChild.absolute
                ? "placed outside its auto layout (\(vocabulary.absolute))" : "constrained to the bottom"
            if box.maxY >= parentBox.maxY - 96 {
                return ("\(how), at the bottom of '\(parent.name)': a bar that stays at the bottom", true)
            }
            // Stacked on a bar that stays at the parent's bottom (a card over a tab bar).
            let below = parent.children.first { other in
                guard other.id != node.id, other.visible, let b = other.box else { return false }
                return (other.layoutChild.absolute || other.constraints.vertical == .end)
                    && b.maxY >= parentBox.maxY - 48
                    && abs(b.minY - box.maxY) <= 12 && b.width >= screen.width * 0.5
            }
            if let below {
                return (
                    "\(how), on '\(below.name)' at the bottom of '\(parent.name)': a bar that stays at the bottom", true
                )
            }
        }
        guard low, !screenScrolls else { return nil }
        if wide, nearBottom, let layout = parent.autoLayout, layout.vertical, let parentBox = parent.box,
            parentBox.maxY >= screen.maxY - 1,
            parent.children.last(where: { $0.visible && !$0.layoutChild.absolute })?.id == node.id
        {
            return (
                "the last child of the vertical auto layout '\(parent.name)', which ends at the screen's bottom: a "
                    + "bar that stays at the bottom", true
            )
        }
        if wide, onBottom, box.height >= 40, node.children.contains(where: \.visible) {
            return ("as wide as the screen and on its bottom edge: a bar that stays at the bottom", true)
        }
        if wide, lowerPart, Self.namedLikeBottomBar(node) {
            return (
                "named like a bar ('\(node.name)') across the screen's lower part: a bar that stays at the bottom", true
            )
        }
        if pageLift > 0, wide, node.layoutChild.absolute, box.minY <= screen.minY + Swift.max(safeArea.top, 24) + 1,
            box.height <= 160
        {
            return (
                "placed outside its auto layout (\(vocabulary.absolute)) across the top of a page that "
                    + "scrolls: a header that stays", false
            )
        }
        return nil
    }

    /// Whether a layer is named like a bar at the bottom: a footer, a tab bar, a toolbar, a
    /// bottom bar or bottom navigation.
    static func namedLikeBottomBar(_ node: DesignNode) -> Bool {
        for name in [node.name, node.componentName, node.componentSetName] {
            guard let name else { continue }
            let w = words(name)
            if w.contains(where: ["footer", "tabbar", "toolbar", "bottombar", "composer"].contains)
                || adjacent(w, "tab", "bar") || adjacent(w, "bottom", "bar") || adjacent(w, "bottom", "navigation")
                || adjacent(w, "bottom", "nav") || adjacent(w, "tool", "bar") || adjacent(w, "action", "bar")
            {
                return true
            }
        }
        return false
    }

    /// The layer types that hold others.
    static let containerTypes: Set<String> = ["FRAME", "GROUP", "COMPONENT", "INSTANCE"]

    /// Pins the text inputs inside the pinned bar `bar` with it, where they are drawn: a search bar
    /// in a header, a composer in a bottom bar. Each is a pinned view of its own, with the bar's
    /// pin, judged as a field.
    mutating func addInputs(inPinned bar: DesignNode, pin: Pin, frameShift: Double) {
        var found: [(DesignNode, String)] = []
        func visit(_ node: DesignNode, siblings: SiblingIndex) {
            guard node.visible, found.count < 16 else { return }
            if let (kind, why) = Self.inputKind(node) {
                found.append((node, "a \(kind.rawValue) in the pinned bar '\(bar.name)': \(why)"))
                return
            }
            if let why = fieldShaped(node, siblings: siblings) {
                found.append((node, "a text field in the pinned bar '\(bar.name)': \(why)"))
                return
            }
            let index = SiblingIndex(node.children)
            for child in node.children { visit(child, siblings: index) }
        }
        let index = SiblingIndex(bar.children)
        for child in bar.children { visit(child, siblings: index) }
        for (node, why) in found {
            guard pinned.count < DesignMapper.maxPinnedViews, let box = usableBox(node) else { continue }
            var frame = windowRect(box)
            frame.y += frameShift
            pinned.append(PinnedView(id: node.id, frame: frame, pin: pin))
            inputs.append((node.id, node))
            pinnedEntries.append(.init(id: node.id, name: node.name, kind: nil, pin: pin, why: why))
        }
    }

    /// Whether `node`, a frame or group named like a field, only holds the field: it holds a
    /// field of its own (named so or drawn so), which the walk goes into (a `Senha` wrapper
    /// holding its label and its `Input`, a `Search Bar:margin` around the `Search Bar`); or,
    /// taller than a field (over 80 points), a button (`email_form` holding the email field, its
    /// button and the terms).
    func formGroup(_ node: DesignNode, kind: ElementKind) -> Bool {
        guard kind == .textField, node.type == "FRAME" || node.type == "GROUP", node.componentName == nil,
            let box = node.box
        else { return false }
        var found = false
        var count = 0
        func visit(_ n: DesignNode, siblings: SiblingIndex) {
            count += 1
            guard !found, n.visible, count <= 200 else { return }
            if Self.inputKind(n) != nil || (box.height > 80 && Self.buttonLike(n))
                || fieldShaped(n, siblings: siblings) != nil
            {
                found = true
                return
            }
            let index = SiblingIndex(n.children)
            for child in n.children { visit(child, siblings: index) }
        }
        let index = SiblingIndex(node.children)
        for child in node.children { visit(child, siblings: index) }
        return found
    }

    // MARK: Fields drawn as boxes

    /// Why `node` is a text field drawn without a name that says so, or `nil`: a box (a shape of
    /// any type, or a container painting a fill or stroke) sized like a field, with a line of text
    /// starting at its left (its placeholder or value), that is no button; a caret, placeholder
    /// words or a border confirm a container.
    func fieldShaped(_ node: DesignNode, siblings: SiblingIndex) -> String? {
        if let why = codeBox(node, siblings: siblings) { return why }
        if let why = underlined(node) { return why }
        guard let box = node.box, node.markedKind == nil, box.width >= 120, box.height >= 28, box.height <= 72,
            box.width < screenBox.width * 0.98
        else { return nil }
        if Self.buttonLike(node) { return nil }
        let texts: [DesignNode]
        let container = Self.containerTypes.contains(node.type)
        if Self.shapeTypes.contains(node.type) {
            // Its placeholder's box may stick out at the sides (a text box wider than its glyphs).
            texts = siblings.texts(top: box.minY - 0.5, box.maxY + 0.5).filter { sibling in
                guard let b = sibling.box else { return false }
                return b.minX >= box.minX - 24 && b.maxX <= box.maxX + 24 && b.minY >= box.minY - 0.5
                    && b.maxY <= box.maxY + 0.5
            }
        } else if container {
            guard node.drawsBox || node.children.first.map({ Self.fills($0, box) }) == true else { return nil }
            var held: [DesignNode] = []
            var count = 0
            func visit(_ n: DesignNode, depth: Int) {
                count += 1
                guard n.visible, depth <= 4, count <= 24 else { return }
                if n.type == "TEXT" { held.append(n) }
                for child in n.children { visit(child, depth: depth + 1) }
            }
            for child in node.children { visit(child, depth: 1) }
            guard count <= 24 else { return nil }
            texts = held
        } else {
            return nil
        }
        guard !texts.isEmpty, texts.count <= 2, let first = texts.first(where: { Self.shown($0) != nil }),
            let textBox = first.box, let shown = Self.shown(first)
        else { return nil }
        // Two texts: a label over a value, one above the other; side by side they are a row.
        if texts.count == 2, let a = texts[0].box, let b = texts[1].box, a.minY < b.maxY - 2, b.minY < a.maxY - 2 {
            return nil
        }
        // A button's text is centred in it; a field's starts at its left.
        let left = textBox.minX - box.minX
        let right = box.maxX - textBox.maxX
        // (A text box nearly as wide as the field says nothing of where its glyphs are.)
        let centred = left >= 12 && abs(left - right) <= box.width * 0.08 && textBox.width < box.width * 0.7
        if centred || Self.readsAsButtonLabel(shown) { return nil }
        let row = siblings.row(of: node.type, box)
        // Boxes of one size alone in their rows, stacked at different left edges, are message
        // bubbles (a grid of fields has two or more in a row).
        let beside = row.count { other in other.box.map { abs($0.width - box.width) <= 2 } ?? false }
        if beside <= 1, siblings.elsewhere(node.type, box) { return nil }
        // Boxes under 140 points wide, two or more in a row, are chips or tabs.
        if box.width < 140, row.count(where: { other in (other.box?.width ?? .infinity) < 140 }) >= 2 { return nil }
        guard textBox.minX - box.minX <= box.width * 0.45 else { return nil }
        let caret = hasCaret(in: box)
        let placeholder = Self.readsAsPlaceholder(shown)
        if container, !caret, !placeholder, !node.drawsBorder || texts.count > 1 { return nil }
        var why = "a box \(points(box.width))×\(points(box.height)) with the text '\(shown)' at its left"
        if caret { why += " and a caret" }
        return why + " (drawn as a field: no component or name marks it; mark it explicitly to be sure)"
    }

    /// Why `node` is a box of a one-time code, or `nil`: one of three to eight boxes of the same
    /// size in a row, each 36 to 96 points and about square, painting a box and holding at most
    /// one character each (the digits typed so far).
    func codeBox(_ node: DesignNode, siblings: SiblingIndex) -> String? {
        guard let box = node.box, node.markedKind == nil, node.drawsBox, box.width >= 36, box.width <= 96,
            box.height >= 36, box.height <= 96, box.width / box.height >= 0.6, box.width / box.height <= 1.6,
            Self.containerTypes.contains(node.type) || node.type == "RECTANGLE"
        else { return nil }
        func characters(_ n: DesignNode) -> Int? {
            var count = 0
            var layers = 0
            func visit(_ n: DesignNode) {
                layers += 1
                guard n.visible else { return }
                if n.type == "TEXT" { count += (n.characters ?? n.name).filter { !$0.isWhitespace }.count }
                for child in n.children { visit(child) }
            }
            visit(n)
            return layers <= 4 ? count : nil
        }
        let row = siblings.row(of: node.type, box, limit: 9).filter { other in
            other.drawsBox && other.box.map { abs($0.width - box.width) <= 2 } == true
        }
        guard row.count >= 3, row.count <= 8, row.allSatisfy({ (characters($0) ?? 2) <= 1 }) else { return nil }
        return "one of \(row.count) boxes of \(points(box.width))×\(points(box.height)) in a row, each holding at most "
            + "one character: a box of a one-time code"
    }

    /// Why `node` is a field drawn as text over a line, or `nil`: a group or frame at most 90
    /// points high, holding one or two texts and a thin line at least 120 wide (at most 3 high)
    /// along its bottom, the texts above the line and starting near its left end.
    func underlined(_ node: DesignNode) -> String? {
        guard let box = node.box, node.markedKind == nil, node.type == "GROUP" || node.type == "FRAME",
            box.height <= 90, box.height >= 20, box.width >= 120, node.children.count <= 6, !Self.buttonLike(node)
        else { return nil }
        let visible = node.children.filter(\.visible)
        let line = visible.first { child in
            guard let b = child.box, child.type != "TEXT", child.children.count <= 1 else { return false }
            return b.height <= 3 && b.width >= 120 && b.width >= box.width * 0.8 && b.maxY >= box.maxY - 4
        }
        guard let line, let lineBox = line.box else { return nil }
        let texts = visible.filter { $0.type == "TEXT" }
        guard !texts.isEmpty, texts.count <= 2, visible.count <= texts.count + 2,
            texts.allSatisfy({ t in
                guard let b = t.box else { return false }
                return b.maxY <= lineBox.minY + 2 && abs(b.minX - lineBox.minX) <= 24
            }),
            let shown = texts.last.flatMap(Self.shown)
        else { return nil }
        return "the text '\(shown)' over a line \(points(lineBox.width)) wide (drawn as an underlined field: no "
            + "component or name marks it; mark it explicitly to be sure)"
    }

    /// Why the line `node` is the underline of a field, with the field's box (the text and the
    /// line), or `nil`: a line at most 3 points high and 120 to 98% of the screen wide, with a
    /// text of its siblings (at most 24 high, or 30 when it reads as a placeholder: no heading)
    /// ending at most 40 points above it and
    /// starting within 40 points of its left end, that reads as no button.
    func underline(_ node: DesignNode, siblings: SiblingIndex) -> (String, Rect)? {
        guard let line = node.box, node.markedKind == nil, line.height <= 3, line.width >= 120,
            line.width < screenBox.width * 0.98
        else { return nil }
        var best: (DesignNode, Rect)?
        for sibling in siblings.texts(top: line.minY - 72, line.minY + 2) {
            guard let b = sibling.box, b.height <= 30,
                b.height <= 24 || Self.readsAsPlaceholder(Self.shown(sibling) ?? ""),
                b.maxY <= line.minY + 2, line.minY - b.maxY <= 40,
                b.minX >= line.minX - 4, b.minX - line.minX <= 40, b.maxX <= line.maxX + 4
            else { continue }
            if best == nil || b.maxY > best!.1.maxY { best = (sibling, b) }
        }
        guard let (text, box) = best, let shown = Self.shown(text), !Self.readsAsButtonLabel(shown) else {
            return nil
        }
        let field = Rect(x: line.minX, y: box.minY, width: line.width, height: line.maxY - box.minY)
        return (
            "a line \(points(line.width)) wide under the text '\(shown)' (drawn as an underlined field: no component "
                + "or name marks it; mark it explicitly to be sure)", field
        )
    }

    /// Whether `a` lies inside `b`, give or take half a point.
    static func within(_ a: Rect, _ b: Rect) -> Bool {
        a.minX >= b.minX - 0.5 && a.maxX <= b.maxX + 0.5 && a.minY >= b.minY - 0.5 && a.maxY <= b.maxY + 0.5
    }

    /// Whether `node` is a shape painting a box that fills `box`.
    static func fills(_ node: DesignNode, _ box: Rect) -> Bool {
        guard node.visible, node.drawsBox, let b = node.box, ["RECTANGLE", "VECTOR"].contains(node.type) else {
            return false
        }
        return b.width >= box.width * 0.9 && b.height >= box.height * 0.9
    }

    /// Whether a caret is drawn in `box`: a thin upright line (at most 3 points wide, 12 to 40
    /// high) inside it.
    func hasCaret(in box: Rect) -> Bool { carets.contains { Self.within($0, box) } }

    /// The carets the screen draws: thin upright lines or bars, 12 to 40 points high.
    static func carets(in screen: DesignNode) -> [Rect] {
        var found: [Rect] = []
        func visit(_ node: DesignNode) {
            guard node.visible, found.count < 64 else { return }
            if ["LINE", "VECTOR", "RECTANGLE"].contains(node.type), let b = node.box, b.width <= 3, b.height >= 12,
                b.height <= 40
            {
                found.append(b)
            }
            for child in node.children { visit(child) }
        }
        visit(screen)
        return found
    }

    /// The shapes a field's box may be drawn with.
    static let shapeTypes: Set<String> = ["RECTANGLE", "VECTOR", "BOOLEAN_OPERATION", "LINE", "REGULAR_POLYGON"]

    /// Whether `text` holds an address's `@`, masked characters (`•••`, `***`) or an ellipsis
    /// (`...`, `…`): a scan of its bytes.
    static func masksOrAddresses(_ text: String) -> Bool {
        var run: (byte: UInt8, count: Int) = (0, 0)
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte == UInt8(ascii: "@") { return true }
            // "…" is E2 80 A6; "•" is E2 80 A2, three in a row make a mask.
            if previous == (0xE2, 0x80), byte == 0xA6 { return true }
            let mark: UInt8? =
                byte == UInt8(ascii: "*") || byte == UInt8(ascii: ".")
                ? byte : previous == (0xE2, 0x80) && byte == 0xA2 ? 0xA2 : nil
            if let mark {
                run = run.byte == mark ? (mark, run.count + 1) : (mark, 1)
                if run.count >= 3 { return true }
            } else if !(byte == 0xE2 || byte == 0x80) {
                run = (0, 0)
            }
            previous = (previous.1, byte)
        }
        return false
    }

    /// The words of a button's or a control's name.
    static let buttonWords: Set<String> = [
        "button", "btn", "cta", "submit", "checkbox", "check", "radio", "toggle", "switch", "chip", "tab",
        "shadow", "margin",
    ]

    /// The first words of a call to act.
    static let actionWords: Set<String> = [
        "login", "log", "sign", "signin", "signup", "continue", "submit", "next", "save", "send", "done", "ok",
        "cancel", "register", "confirm", "apply", "get", "start", "pay", "buy", "checkout", "back", "skip",
        "verify", "войти", "далее", "продолжить", "сохранить", "entrar", "continuar", "enviar",
    ]

    /// The words of a placeholder or of what a field asks for.
    static let placeholderWords: Set<String> = [
        "enter", "type", "your", "search", "write", "message", "comment", "email", "mail", "password", "username",
        "name", "phone", "number", "address", "city", "zip", "code", "card", "expiry", "cvv", "amount", "reply",
        "ask", "find", "description", "note", "senha", "contraseña", "correo", "buscar", "pesquisar", "nome",
        "пароль", "почта",
        "имя", "введите", "поиск", "телефон", "mm", "yy", "dd", "yyyy",
    ]

    /// Whether a layer is named like a button or a control that is not a field.
    static func buttonLike(_ node: DesignNode) -> Bool {
        for name in [node.name, node.componentName, node.componentSetName] {
            guard let name else { continue }
            if words(name).contains(where: buttonWords.contains) { return true }
        }
        return false
    }

    /// Whether a text reads like a button's label: a short call to act.
    static func readsAsButtonLabel(_ text: String) -> Bool {
        let w = words(text)
        guard !w.isEmpty, w.count <= 4 else { return false }
        return actionWords.contains(w[0]) && !readsAsPlaceholder(text)
    }

    /// Whether a text reads like a field's placeholder or value: an instruction to type, a word
    /// naming what is typed, an address, masked characters.
    static func readsAsPlaceholder(_ text: String) -> Bool {
        if Self.masksOrAddresses(text) { return true }
        return words(text).contains(where: placeholderWords.contains)
    }

    // MARK: Icons drawn as text

    /// Whether `node` is an icon drawn as text in an icon font (`arrow_back`, `search`): a text
    /// layer whose box is far too small for the word it holds.
    static func iconGlyph(_ node: DesignNode) -> Bool {
        guard node.type == "TEXT", let box = node.box, box.width <= 40, box.height <= 40,
            case let text = node.characters ?? node.name, text.count >= 3
        else { return false }
        let ligature = text.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || $0 == 95 || ($0 >= 48 && $0 <= 57) }
        return ligature && box.width <= box.height * 1.6
    }
}
