import KeyboardAvoidance

/// The iPhone of the spec's worked examples: 390×844, safe area top 47, bottom 34.
enum Phone {
    static let screen = Size(width: 390, height: 844)
    static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    static let window = Window(frame: bounds, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    /// `A0` of a full-screen container under `.automatic` with no base inset.
    static let baseAdjusted = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// A docked keyboard of height `h`, as `keyboard.height` expands it: `{0, 844 - h, 390, h}`.
    static func keyboard(height h: Double) -> KeyboardInput {
        KeyboardInput(state: .shown, frame: Rect(x: 0, y: 844 - h, width: 390, height: h))
    }

    static let password = Element(id: "password", frame: Rect(x: 20, y: 600, width: 350, height: 44))
    static let signIn = Element(id: "signIn", frame: Rect(x: 45, y: 700, width: 300, height: 50))

    /// Worked example 1: the login form, keyboard 336, content 390×900, password focused, gap 32.
    static func login(
        keyboard: KeyboardInput = Phone.keyboard(height: 336),
        container: Container = Container(frame: bounds, contentSize: Size(width: 390, height: 900)),
        elements: [Element] = [password],
        focus: String? = "password",
        options: Options = Options(minimumDistance: 32)
    ) -> LayoutRequest {
        LayoutRequest(
            screen: screen, window: window, keyboard: keyboard, container: container, elements: elements,
            focus: focus, options: options)
    }
}

/// An iPad Pro 12.9" in portrait, 1024×1366, no safe area unless given.
enum Pad {
    static let screen = Size(width: 1024, height: 1366)
    static let bounds = Rect(x: 0, y: 0, width: 1024, height: 1366)
}

extension LayoutAnswer {
    /// The verdicts of the element `id`.
    func verdicts(_ id: String) -> ElementVerdicts? {
        elements.first { $0.id == id }
    }

    /// The warning codes, in order.
    var codes: [String] { warnings.map(\.code) }
}

/// Whether two numbers agree to 1e-9 (relative, absolute near zero).
func close(_ a: Double, _ b: Double) -> Bool {
    (a - b).magnitude <= 1e-9 * max(1, a.magnitude, b.magnitude)
}
