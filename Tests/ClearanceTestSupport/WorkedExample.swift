import KeyboardAvoidance

/// The iPhone of the worked examples (docs/semantics.md §7): 390×844, safe area top 47, bottom 34.
public enum Phone {
    /// The screen, in points.
    public static let screen = Size(width: 390, height: 844)
    /// The full-screen window and container frame.
    public static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    /// The window, with the phone's safe area.
    public static let window = Window(frame: bounds, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    /// `A0` of a full-screen container under `.automatic` with no base inset.
    public static let baseAdjusted = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// A docked keyboard of height `h`, as `keyboard.height` expands it: `{0, 844 - h, 390, h}`.
    public static func keyboard(height h: Double) -> KeyboardInput {
        KeyboardInput(state: .shown, frame: Rect(x: 0, y: 844 - h, width: 390, height: h))
    }

    /// The focused field of the login form.
    public static let password = Element(id: "password", frame: Rect(x: 20, y: 600, width: 350, height: 44))
    /// The login form's button.
    public static let signIn = Element(id: "signIn", frame: Rect(x: 45, y: 700, width: 300, height: 50))

    /// Worked example 1: the login form, keyboard 336, content 390×900, password focused, gap 32.
    public static func login(
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

    /// Worked example 1 as the whole login form: a title, the two fields, the button and a link.
    public static let loginForm = [
        Element(id: "title", frame: Rect(x: 20, y: 120, width: 350, height: 40)),
        Element(id: "email", frame: Rect(x: 20, y: 520, width: 350, height: 44)),
        password,
        signIn,
        Element(id: "forgot", frame: Rect(x: 20, y: 770, width: 350, height: 30)),
    ]

    /// ``login(keyboard:container:elements:focus:options:)`` with the whole ``loginForm`` and the
    /// offset UIKit rests at, `{0, -47}`, which is what a request that leaves it out gets.
    public static let loginFormRequest = login(
        container: Container(
            frame: bounds, contentSize: Size(width: 390, height: 900), contentOffset: Point(x: 0, y: -47)),
        elements: loginForm)

    /// The answer to ``loginFormRequest``, worked by hand.
    ///
    /// Overlap 336, inset 336+32−34 = 334, indicator 302, A = {47,0,368,0}, offset 168. After the
    /// scroll an element at content y sits at window y − 168: the viewport is 47…810 and the
    /// keyboard starts at 508, so title 120 → −48…−8 offscreen; email 520 → 352…396 visible;
    /// password 600 → 432…476 visible; signIn 700 → 532…582 covered; forgot 770 → 602…632 covered.
    /// Before (the resting offset −47, so window y = content y + 47; v1 started at 0): title
    /// 167…207 visible; email 567…611, password 647…691, signIn 747…797 lie in the viewport under
    /// the keyboard: covered; forgot 817…847 lies below the viewport's 810: offscreen (v1: covered
    /// at 770…800).
    public static let loginFormAnswer = LayoutAnswer(
        keyboard: KeyboardAnswer(
            state: .docked, frame: Rect(x: 0, y: 508, width: 390, height: 336), overlap: 336,
            layoutGuide: Rect(x: 0, y: 508, width: 390, height: 336)),
        strategy: .scrollView,
        contentInset: EdgeInsets(top: 0, left: 0, bottom: 334, right: 0),
        scrollIndicatorInsets: EdgeInsets(top: 0, left: 0, bottom: 302, right: 0),
        adjustedContentInset: EdgeInsets(top: 47, left: 0, bottom: 368, right: 0),
        contentOffset: Point(x: 0, y: 168),
        // 168 − (−47) = 215 (v1: 168 from 0).
        scrollDelta: 215,
        containerFrame: bounds,
        viewShift: 0,
        target: TargetAnswer(id: "password", rect: password.frame, anchor: nil),
        animation: AnimationAnswer(duration: 0.25, curve: 7, options: 7 << 16),
        elements: [
            ElementVerdicts(id: "title", before: reachable(.visible, 1, 0), after: reachable(.offscreen, 0, 0)),
            ElementVerdicts(id: "email", before: reachable(.covered, 0, 1), after: reachable(.visible, 1, 0)),
            ElementVerdicts(id: "password", before: reachable(.covered, 0, 1), after: reachable(.visible, 1, 0)),
            ElementVerdicts(id: "signIn", before: reachable(.covered, 0, 1), after: reachable(.covered, 0, 1)),
            ElementVerdicts(id: "forgot", before: reachable(.offscreen, 0, 0), after: reachable(.covered, 0, 1)),
        ],
        warnings: []
    )

    /// A reachable element's verdict.
    public static func reachable(_ state: VisibilityState, _ visible: Double, _ covered: Double) -> Verdict {
        Verdict(state: state, visibleFraction: visible, coveredFraction: covered, reachable: true)
    }
}

/// An iPad Pro 12.9" in portrait, 1024×1366, no safe area unless given.
public enum Pad {
    /// The screen, in points.
    public static let screen = Size(width: 1024, height: 1366)
    /// The full-screen window and container frame.
    public static let bounds = Rect(x: 0, y: 0, width: 1024, height: 1366)
}
