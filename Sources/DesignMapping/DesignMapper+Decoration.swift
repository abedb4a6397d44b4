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
        guard let box = node.box, let decoration = Self.decoration(node, in: screenBox) else { return false }
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
            warnings.append(
                Warning(
                    code: "designKeyboardDrawn",
                    message: "The design draws a keyboard, '\(node.name)' (\(node.id)), with its top at y = "
                        + "\(points(top)). It is left out: the answer places the device's own keyboard (its height "
                        + "from the catalog, device.figures) and judges the fields against that one, not the one "
                        + "drawn. Leave the keyboard out of the frame, or hide it, to check the layout without it."))
        }
        skipped.append(.init(id: node.id, name: node.name, reason: reason))
        return true
    }

    /// The system part `node` draws, read from its name (or its component's) and, for a keyboard,
    /// its place in the screen `screen`: full width, at the bottom, 200–400 pt high.
    static func decoration(_ node: DesignNode, in screen: Rect) -> Decoration? {
        guard node.markedKind == nil, node.markedPin == nil, let box = node.box else { return nil }
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
        let keyboardNamed = names.contains { w in w.contains { $0.hasPrefix("keyboard") } }
        if keyboardNamed, box.width >= screen.width - 1, box.height >= 200, box.height <= 400,
            box.maxY >= screen.maxY - 40
        {
            return .keyboard
        }
        return nil
    }
}
