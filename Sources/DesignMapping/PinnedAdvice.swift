import KeyboardAvoidance

/// What the engine's `pinnedViewCovered` should advise for a design's pinned view.
///
/// The engine sees a pinned view as a frame and a pin, and advises pinning every covered bottom
/// view to the keyboard. Only a view that acts on the form (a Continue, Save or Send bar) wants
/// that: a tab bar or a navigation bar is meant to go under the keyboard while the user types.
/// Which is which is read from the design (the layer's name and the texts it holds), so it lives
/// here, and the design layer words the warning: the engine knows no design format, and a plain
/// request keeps the engine's wording (docs/designs.md, "Pinned views the keyboard covers").
public enum PinnedAdvice {
    /// Words that name an action on the form, in a layer's name or a text it holds.
    static let actions: Set<String> = [
        "continue", "save", "send", "submit", "next", "done", "confirm", "signup", "signin", "login", "register",
        "pay", "post", "reply", "add", "apply", "checkout", "verify", "create", "update", "publish", "comment",
        // Russian, as a fixture (tests/fixtures/figma card-form) draws its Save button.
        "сохранить", "продолжить", "отправить", "далее", "готово", "подтвердить", "войти", "оплатить", "добавить",
    ]
    /// Two-word actions.
    static let actionPairs: [(String, String)] = [
        ("sign", "up"), ("sign", "in"), ("log", "in"), ("check", "out"), ("place", "order"),
    ]
    /// Words that name a tab bar or navigation, which never acts on the form.
    static let navigation: Set<String> = ["tab", "tabs", "tabbar", "tabbars", "navigation", "navigator"]

    /// Whether `node` acts on the form: not named like a tab bar or navigation, and its name, or
    /// one of the at most three texts it holds (more are a tab bar's labels), reads like an action
    /// (Continue, Save, Send, Submit, Next, Done, Confirm, Sign up, Log in, Pay, Post, Reply, Add…).
    public static func actsOnForm(_ node: DesignNode) -> Bool { formAction(node) != nil }

    /// What says `node` acts on the form: its name or the text that reads like an action; `nil`
    /// when nothing does (``actsOnForm(_:)``).
    static func formAction(_ node: DesignNode) -> String? {
        let name = Mapper.words(node.name)
        if name.contains(where: navigation.contains) { return nil }
        if readsAsAction(name) { return "its name '\(node.name)'" }
        let texts = shownTexts(node)
        guard texts.count <= 3, let text = texts.first(where: { readsAsAction(Mapper.words($0)) }) else { return nil }
        return "it shows '\(text)'"
    }

    /// Whether `words` hold an action.
    static func readsAsAction(_ words: [String]) -> Bool {
        words.contains(where: actions.contains)
            || actionPairs.contains { Mapper.adjacent(words, $0.0, $0.1) }
    }

    /// The texts the visible TEXT layers of `node` show, front to back.
    static func shownTexts(_ node: DesignNode) -> [String] {
        guard node.visible else { return [] }
        if node.type == "TEXT" { return [node.characters ?? node.name] }
        return node.children.flatMap(shownTexts)
    }

    /// `warnings`, an answer's to the layout `layout` maps `screen` to, with each
    /// `pinnedViewCovered` worded for the view it names: the advice to pin it to the keyboard
    /// for a view that acts on the form, and for any other, that the keyboard covers it while
    /// the user types, as is usual for a tab bar. `pinned` are the answer's pinned views; a
    /// warning that names none of them is left as it is.
    public static func advising(
        _ warnings: [Warning], pinned: [PinnedVerdicts], layout: DesignLayout, screen: DesignNode
    ) -> [Warning] {
        guard warnings.contains(where: { $0.code == "pinnedViewCovered" }) else { return warnings }
        return warnings.map { warning in
            guard warning.code == "pinnedViewCovered", let view = pinned.first(where: { $0.id == warning.subject })
            else { return warning }
            let name = layout.pinnedEntries.first { $0.id == view.id }?.name ?? view.id
            let covered = points(view.after.coveredFraction * 100)
            guard let node = screen.find(id: view.id) else { return warning }
            if let action = formAction(node) {
                return Warning(
                    code: warning.code,
                    message: "The keyboard covers \(covered)% of '\(name)' (\(view.id)), which acts on the form "
                        + "(\(action)), while the user types: it stays at the bottom safe-area edge, under the keyboard. Pin it "
                        + "to the keyboard (pin: \"keyboard\", keyboardLayoutGuide) to keep it in view above the "
                        + "keyboard.")
            }
            return Warning(
                code: warning.code,
                message: "The keyboard covers \(covered)% of '\(name)' (\(view.id)) while the user types: it stays "
                    + "at the bottom of the screen, under the keyboard. That is usual for a tab bar or navigation, "
                    + "which is not used while typing; nothing to change unless it holds an action on the form.")
        }
    }
}
