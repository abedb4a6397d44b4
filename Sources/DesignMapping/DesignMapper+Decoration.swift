import KeyboardAvoidance

/// What a design draws of the system around the app: the status bar, the home indicator and a
/// keyboard. They are pictures of what the device draws itself (inside its safe area, or as the
/// keyboard the answer places), so the mapping skips them: they are neither pinned views nor
/// elements (docs/designs.md, "Decoration").
extension Mapper {
    /// The system part a layer draws.
    enum Decoration: Equatable {
        case statusBar
        case homeIndicator
        case keyboard
    }

    /// Skips `node` with its reason when it is decoration, and says whether it did; a drawn
    /// keyboard also adds `designKeyboardDrawn`. A layer marked explicitly (`clearance.kind` or
    /// `clearance.pin`) is never decoration.
    mutating func skipsDecoration(_ node: DesignNode) -> Bool {
        guard let box = node.box else { return false }
        if let keys = drawnKeys, node.markedKind == nil, node.markedPin == nil, Self.within(box, keys) {
            if !keysSaid {
                keysSaid = true
                warnKeyboardDrawn(name: "its keys", id: node.id, top: windowRect(keys).minY)
            }
            skipped.append(
                .init(
                    id: node.id, name: node.name,
                    reason: "part of a keyboard drawn as keys (\(points(keys.width))×\(points(keys.height)), top at "
                        + "y = \(points(windowRect(keys).minY))): the answer places the device's own keyboard"))
            return true
        }
        guard let decoration = Self.decoration(node, in: screenBox) else { return false }
        let reason: String
        switch decoration {
        case .statusBar:
            reason =
                "a status bar drawn into the design: decoration (the device draws its own, inside the top safe "
                + "area), not a view of the screen"
        case .homeIndicator:
            reason =
                "a home indicator drawn into the design: decoration (the device draws its own, inside the bottom "
                + "safe area), not a pinned view"
        case .keyboard:
            let top = windowRect(box).minY
            reason =
                "a keyboard drawn into the design (\(points(box.width))×\(points(box.height)), top at y = "
                + "\(points(top))): the answer places the device's own keyboard"
            warnKeyboardDrawn(name: "'\(node.name)'", id: node.id, top: top)
        }
        skipped.append(.init(id: node.id, name: node.name, reason: reason))
        return true
    }

    /// Adds `designKeyboardDrawn` for a keyboard `name` (`id`) drawn with its top at `top`.
    mutating func warnKeyboardDrawn(name: String, id: String, top: Double) {
        warnings.append(
            Warning(
                .designKeyboardDrawn,
                "The design draws a keyboard, \(name) (\(id)), with its top at y = \(points(top)). It is left out: "
                    + "the answer places the device's own keyboard (its height from the catalog, device.figures) "
                    + "and judges the fields against that one, not the one drawn. Leave the keyboard out of the "
                    + "frame, or hide it, to check the layout without it."))
    }

    /// The top of the keyboard the screen draws, in window coordinates: its keys' box, or the
    /// highest layer read as a drawn keyboard; `nil` when it draws none.
    func drawnKeyboardTop() -> Double? {
        if let keys = drawnKeys { return windowRect(keys).minY }
        var top: Double?
        var count = 0
        func visit(_ node: DesignNode) {
            count += 1
            guard node.visible, count <= 20_000 else { return }
            if let b = node.box, Self.decoration(node, in: screenBox) == .keyboard {
                top = Swift.min(top ?? .infinity, windowRect(b).minY)
                return
            }
            for child in node.children { visit(child) }
        }
        visit(screen)
        return top
    }

    /// The box of a keyboard drawn as keys, with no name that says so: a layer as wide as the
    /// screen, 180 to 420 points high, at its bottom, over which lie at least 15 texts of one
    /// character each (the keys' letters).
    static func drawnKeys(in screen: DesignNode) -> Rect? {
        guard let frame = screen.box else { return nil }
        var letters: [Rect] = []
        var candidates: [Rect] = []
        var count = 0
        func visit(_ node: DesignNode) {
            count += 1
            guard node.visible, count <= 20_000 else { return }
            if let b = node.box {
                if node.type == "TEXT", (node.characters ?? node.name).count == 1 { letters.append(b) }
                if b.width >= frame.width - 1, b.height >= 180, b.height <= 420, b.maxY >= frame.maxY - 40,
                    b.minY >= frame.minY + frame.height * 0.4
                {
                    candidates.append(b)
                }
            }
            for child in node.children { visit(child) }
        }
        visit(screen)
        return candidates.first { c in letters.count { within($0, c) } >= 15 }
    }

    /// The system part `node` draws, read from its name (or its component's) and, for a keyboard,
    /// its place in the screen `screen`: full width, at the bottom, 200–400 pt high.
    static func decoration(_ node: DesignNode, in screen: Rect) -> Decoration? {
        guard node.markedKind == nil, node.markedPin == nil, let box = node.box else { return nil }
        // Only a bar's or a keyboard's shape can be decoration: most layers stop here, before
        // their names are split into words.
        let mayBeKeyboard =
            box.width >= screen.width - 1 && box.height >= 200 && box.height <= 400 && box.maxY >= screen.maxY - 40
        guard box.height <= 64 || mayBeKeyboard else { return nil }
        if mayBeKeyboard, keyboardPicture(node, in: screen) { return .keyboard }
        if box.height <= 48, box.minY <= screen.minY + 16, box.width >= screen.width * 0.6, drawsClock(node) {
            return .statusBar
        }
        // Most small layers are named nothing of the sort: a look at the raw names first.
        guard
            Self.mentionsSystemPart(node.name) || node.componentName.map(Self.mentionsSystemPart) == true
                || node.componentSetName.map(Self.mentionsSystemPart) == true
        else { return nil }
        let names = [node.name, node.componentName, node.componentSetName].compactMap { $0 }.map(words)
        func named(_ single: Set<String>, _ pairs: [(String, String)]) -> Bool {
            names.contains { w in
                w.contains(where: single.contains)
                    || pairs.contains { adjacent(w, $0.0, $0.1) }
            }
        }
        if box.height <= 64, named(["statusbar", "statusbars"], [("status", "bar"), ("status", "bars")]) {
            return .statusBar
        }
        if box.height <= 48, named(["homeindicator", "homebar"], [("home", "indicator"), ("home", "bar")]) {
            return .homeIndicator
        }
        if mayBeKeyboard, names.contains(where: { w in w.contains { $0.hasPrefix("keyboard") } }) {
            return .keyboard
        }
        return nil
    }

    /// Whether `node`, a row across the top of the screen, holds a clock ("9:41") among at most
    /// a dozen layers: a status bar drawn without a name that says so.
    static func drawsClock(_ node: DesignNode) -> Bool {
        var clock = false
        var count = 0
        func visit(_ n: DesignNode) {
            count += 1
            guard count <= 24, !clock else { return }
            if n.type == "TEXT", let text = n.characters {
                let t = text.trimmingPrefix(while: \.isWhitespace)
                let parts = t.split(separator: ":")
                clock =
                    parts.count == 2 && parts[0].count <= 2 && parts[1].prefix(2).count == 2
                    && parts[0].allSatisfy(\.isNumber) && parts[1].prefix(2).allSatisfy(\.isNumber)
            }
            for child in n.children { visit(child) }
        }
        guard !node.children.isEmpty else { return false }
        visit(node)
        return clock && count <= 24
    }

    /// A picture of a keyboard pasted into the design (a screenshot named `IMG_8951`): an image
    /// as wide as the screen, of a keyboard's height, at its bottom edge, holding nothing.
    static func keyboardPicture(_ node: DesignNode, in screen: Rect) -> Bool {
        guard node.showsImage, node.children.isEmpty, node.markedKind == nil, node.markedPin == nil,
            let box = node.box
        else { return false }
        return box.width >= screen.width - 1 && box.height >= 200 && box.height <= 400 && box.maxY >= screen.maxY - 40
            && box.minY >= screen.minY + screen.height * 0.4
    }

    /// The words a status bar's, a home indicator's or a keyboard's name holds, lowercase.
    static let systemPartKeys: [[UInt8]] = [Array("status".utf8), Array("home".utf8), Array("keyboard".utf8)]
    static let systemPartFirstBytes = systemPartKeys.map { $0[0] }

    /// Whether `name` holds "status", "home" or "keyboard" in any case: a scan of its bytes that
    /// builds nothing, ahead of splitting the name into words.
    static func mentionsSystemPart(_ name: String) -> Bool {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            for start in bytes.indices {
                // Most bytes start no key: only a key's first letter is looked at further.
                let first = bytes[start] | 0x20
                guard systemPartFirstBytes.contains(first) else { continue }
                for key in systemPartKeys where start + key.count <= bytes.count {
                    var k = 0
                    while k < key.count, bytes[start + k] | 0x20 == key[k] { k += 1 }
                    if k == key.count { return true }
                }
            }
            return false
        }
        return name.utf8.withContiguousStorageIfAvailable(scan) ?? Array(name.utf8).withUnsafeBufferPointer(scan)
    }
}
