import Testing

@testable import KeyboardAvoidance

/// Table-driven cases per policy (policy-formulas §2, §3): seven screens, every policy on each,
/// each expectation worked out by hand from the spec's formulas in the comments.
///
/// Each expectation is `(contentOffset.y, viewShift, containerFrame.height, contentInset.bottom)`.
/// The requests are built as the codec builds them: offset given, `insetAdjustment` left out
/// (so React Native's scroll view and keyboard-controller read it as never).
@Suite struct PolicyScenarioTests {
    typealias Expected = (offset: Double, shift: Double, height: Double, inset: Double)

    struct Scenario: Sendable {
        var screen: Size
        var safe: EdgeInsets
        var keyboard: KeyboardInput
        var container: Rect
        var contentHeight: Double
        var offset = 0.0
        var scrollable = true
        var base = EdgeInsets.zero
        var focus: Element

        var request: LayoutRequest {
            var c = Container(
                frame: container, scrollable: scrollable,
                contentSize: Size(width: container.width, height: contentHeight),
                contentOffset: Point(x: 0, y: offset), contentInset: base)
            c.requestedInsetAdjustment = nil
            return LayoutRequest(
                screen: screen,
                window: Window(frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height), safeArea: safe),
                keyboard: keyboard, container: c, elements: [focus], focus: focus.id)
        }
    }

    static let phone = Size(width: 390, height: 844)
    static let phoneSafe = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    static let docked336 = KeyboardInput(state: .shown, frame: Rect(x: 0, y: 508, width: 390, height: 336))
    static let field = Element(id: "f", frame: Rect(x: 20, y: 600, width: 350, height: 44))

    static func check(_ scenario: Scenario, _ expected: [String: Expected], warnings: [String: String] = [:]) {
        var request = scenario.request
        for policy in Policy.allDefaults {
            guard let e = expected[policy.name] else {
                Issue.record("no expectation for \(policy.name)")
                continue
            }
            request.options.policy = policy
            let a = LayoutSolver.solve(request)
            #expect(a.contentOffset.y == e.offset, "\(policy.name) offset")
            #expect(a.viewShift == e.shift, "\(policy.name) shift")
            #expect(a.containerFrame.height == e.height, "\(policy.name) height")
            #expect(a.contentInset.bottom == e.inset, "\(policy.name) inset")
            if let code = warnings[policy.name] {
                #expect(a.warnings.contains { $0.code == code }, "\(policy.name): \(a.warnings.map(\.code))")
            }
        }
    }

    /// iPad 1024×1366, safe area 24/20, content 2000 tall, a floating keyboard (200,500,320,250)
    /// and a field at (250,600,200,44). overlap 0, sa = (24, 20), A0 = (24, 20).
    @Test func floatingKeyboard() {
        let s = Scenario(
            screen: Size(width: 1024, height: 1366), safe: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            keyboard: KeyboardInput(state: .shown, frame: Rect(x: 200, y: 500, width: 320, height: 250)),
            container: Rect(x: 0, y: 0, width: 1024, height: 1366), contentHeight: 2000,
            focus: Element(id: "f", frame: Rect(x: 250, y: 600, width: 200, height: 44)))
        Self.check(
            s,
            [
                // No avoidance for a floating keyboard; 644 ≤ L = 1366 − 20: no scroll.
                "clearance": (0, 0, 1366, 0),
                // 8: width 320 < 1024 and maxY 750 < 1366: hidden; hide min(0, 2000 − 1366) = 0.
                "iqKeyboardManager": (0, 0, 1366, 0),
                // Literal: inset 250 − max(750 − 1366, 0) = 250; V = 1116, pad 536, T 24:
                // max(min(600 − 536 − 24, 2000 − 1116 − 24), −24) = 40.
                "tpKeyboardAvoiding": (40, 0, 1366, 250),
                // kbH 250; 0 ≤ 600 < 1366 − 250: the sample thinks it visible, no scroll.
                "uikitGuide": (0, 0, 1366, 250),
                // Floating is hidden: hide clamp(0, −24, 654) = 0.
                "swiftUI": (0, 0, 1366, 0),
                "reactNative": (0, 0, 1366, 0),
                // Literal: inset max(1366 − 500, 0) = 866; Δ = 644 − 500 = 144, R room 1500: 144.
                "reactNativeScrollView": (144, 0, 1366, 866),
                // Hidden: g = 0 + 1366 − 2000 < 0, no branch: 0.
                "keyboardController": (0, 0, 1366, 0),
                "flutter": (0, 0, 1366, 0),
                "androidAdjustPan": (0, 0, 1366, 0),
                "androidAdjustResize": (0, 0, 1366, 0),
                "compose": (0, 0, 1366, 0),
            ],
            warnings: ["iqKeyboardManager": "keyboardIgnoredByPolicy", "swiftUI": "keyboardIgnoredByPolicy"])
    }

    /// The phone scenario with the keyboard hidden and a stale offset of 300 (past the end:
    /// automatic oMax = 900 + 34 − 844 = 90; no-inset max 900 − 844 = 56).
    @Test func hiddenKeyboardWithStaleOffset() {
        let s = Scenario(
            screen: Self.phone, safe: Self.phoneSafe, keyboard: .hidden,
            container: Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 900, offset: 300, focus: Self.field)
        Self.check(
            s,
            [
                "clearance": (90, 0, 844, 0),  // no target while hidden; clamp(300, −47, 90)
                "iqKeyboardManager": (56, 0, 844, 0),  // hide: min(300, max(900, 844) − 844)
                "tpKeyboardAvoiding": (300, 0, 844, 0),  // the offset stays
                "uikitGuide": (300, 0, 844, 0),  // insets 0, the offset stays
                "swiftUI": (90, 0, 844, 0),  // clamp(300, −47, 90)
                "reactNative": (300, 0, 844, 0),  // the offset stays
                "reactNativeScrollView": (300, 0, 844, 0),  // hide inset max(844 − 844, 0) = 0
                "keyboardController": (56, 0, 844, 0),  // g = 300 + 844 − 900 > 0: R(56)
                "flutter": (56, 0, 844, 0),  // clamp(300, 0, 56)
                "androidAdjustPan": (300, 0, 844, 0),  // the offset stays
                "androidAdjustResize": (56, 0, 844, 0),
                "compose": (56, 0, 844, 0),
            ],
            warnings: ["tpKeyboardAvoiding": "offsetOutOfRangeAfterHide"])
    }

    /// The phone scenario with `scrollable: false`.
    @Test func nonScrollingContainer() {
        let s = Scenario(
            screen: Self.phone, safe: Self.phoneSafe, keyboard: Self.docked336,
            container: Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 900, scrollable: false,
            focus: Self.field)
        Self.check(
            s,
            [
                // shiftView: clamp(min(600 − 47, 644 + 20 − 508), 0, 356) = 156.
                "clearance": (0, 156, 844, 0),
                "iqKeyboardManager": (0, 214, 844, 0),  // m = 214, min(214, 336)
                "tpKeyboardAvoiding": (0, 0, 844, 0),  // needs a scroll view
                "uikitGuide": (0, 0, 844, 0),
                "swiftUI": (0, 151, 844, 0),  // (336 − 34) / 2
                "reactNative": (0, 0, 508, 0),  // 844 − ceil(844 − 508)
                "reactNativeScrollView": (0, 0, 844, 0),
                "keyboardController": (0, 0, 844, 0),
                "flutter": (0, 0, 508, 0),  // min(844, 844 − 336)
                "androidAdjustPan": (0, 136, 844, 0),  // 644 − (844 − 336)
                "androidAdjustResize": (0, 0, 508, 0),
                "compose": (0, 0, 508, 0),
            ],
            warnings: [
                "tpKeyboardAvoiding": "policyNeedsScrollView", "uikitGuide": "policyNeedsScrollView",
                "reactNativeScrollView": "policyNeedsScrollView", "keyboardController": "policyNeedsScrollView",
            ])
    }

    /// A text view (20,500,350,200) with a caret (0,150,2,22): c = (20,650,2,22), maxY 672.
    @Test func textViewWithCaret() {
        var view = Element(id: "f", frame: Rect(x: 20, y: 500, width: 350, height: 200))
        view.caret = Rect(x: 0, y: 150, width: 2, height: 22)
        view.kind = .textView
        let s = Scenario(
            screen: Self.phone, safe: Self.phoneSafe, keyboard: Self.docked336,
            container: Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 900, focus: view)
        Self.check(
            s,
            [
                // Target c: L = 844 − 356 = 488, 672 − 488 = 184.
                "clearance": (184, 0, 844, 322),
                // bot 0: m = min(453, 700 − 464) = 236; text view: min(236, 500 − 47) = 236.
                "iqKeyboardManager": (236, 0, 844, 346),
                // r = c: pad (508 − 22)/2 = 243; min(650 − 243 − 47, 900 − 508 − 47 = 345) = 345.
                "tpKeyboardAvoiding": (345, 0, 844, 336),
                // F.y 500 < 844 − 336: thought visible, no scroll.
                "uikitGuide": (0, 0, 844, 336),
                // A text view is not scrolled.
                "swiftUI": (0, 0, 844, 0),
                "reactNative": (0, 0, 508, 0),
                // No +15 on a text view: Δ = 672 − 508 = 164.
                "reactNativeScrollView": (164, 0, 844, 336),
                // e = 172, p = 672: 336 − (844 − 672) = 164.
                "keyboardController": (164, 0, 844, 336),
                // L 20, handle 14, bs 20: t 630, u 692; in 508: lo = 184.
                "flutter": (184, 0, 508, 0),
                // r = 650…700 (caret top to the frame's bottom): 700 − 508 = 192.
                "androidAdjustPan": (0, 192, 844, 0),
                // Whole frame: Δsv(F, 0, 508) = min(700 − 508, 392) = 192.
                "androidAdjustResize": (192, 0, 508, 0),
                // Caret fits 844; then D(500, 200, 508) = 700 − 508 = 192.
                "compose": (192, 0, 508, 0),
            ])
    }

    /// A container above an 83-pt tab bar: (0,0,390,761); sa.bottom = 0, overlap 761 − 508 = 253.
    @Test func containerAboveATabBar() {
        let s = Scenario(
            screen: Self.phone, safe: Self.phoneSafe, keyboard: Self.docked336,
            container: Rect(x: 0, y: 0, width: 390, height: 761), contentHeight: 900, focus: Self.field)
        Self.check(
            s,
            [
                // Inset 253 + 20 = 273, L = 761 − 273 = 488: 644 − 488 = 156.
                "clearance": (156, 0, 761, 273),
                // kbH' 380, m = min(553, 644 − 464 + 34) = 214; i = 380 − 83 = 297, − sa 0.
                "iqKeyboardManager": (214, 0, 761, 297),
                // Inset 336 − 83 = 253; V = 508, pad 232: 600 − 232 − 47 = 321.
                "tpKeyboardAvoiding": (321, 0, 761, 253),
                // Inset 336, A.bottom 336: 644 − (761 − 336) = 219.
                "uikitGuide": (219, 0, 761, 336),
                // sa'.bottom 253, L = 508: 136.
                "swiftUI": (136, 0, 761, 0),
                // ceil(761 − 508) = 253: 761 − 253 = 508.
                "reactNative": (0, 0, 508, 0),
                // Inset 761 − 508 = 253; Δ = 136.
                "reactNativeScrollView": (136, 0, 761, 253),
                // Inset 0 + 336; p = 644: 336 − 200 = 136.
                "keyboardController": (136, 0, 761, 336),
                // h' = min(761, 508) = 508; u = 664: 664 − 508 = 156.
                "flutter": (156, 0, 508, 0),
                "androidAdjustPan": (0, 136, 761, 0),  // 644 − (844 − 336)
                "androidAdjustResize": (136, 0, 508, 0),  // 761 − 253; 644 − 508
                "compose": (136, 0, 508, 0),
            ])
    }

    /// The phone scenario with a 100-pt base bottom inset (a toolbar): A0 = (47, 134).
    @Test func baseContentInset() {
        var s = Scenario(
            screen: Self.phone, safe: Self.phoneSafe, keyboard: Self.docked336,
            container: Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 900, focus: Self.field)
        s.base = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        Self.check(
            s,
            [
                // max(100, 336 + 20 − 34) = 322; L = 844 − max(134, 356) = 488: 156.
                "clearance": (156, 0, 844, 322),
                // max(100, 380) − 34 = 346; m = 214.
                "iqKeyboardManager": (214, 0, 844, 346),
                // TP replaces b.bottom: 336; 321.
                "tpKeyboardAvoiding": (321, 0, 844, 336),
                // Every edge overwritten: 336; 644 − (844 − 370) = 170.
                "uikitGuide": (170, 0, 844, 336),
                // ci = b, A.bottom = 100 + 336: L = 408, 644 − 408 = 236.
                "swiftUI": (236, 0, 844, 100),
                "reactNative": (0, 0, 508, 100),
                // max(336, 100) = 336; Δ 136.
                "reactNativeScrollView": (136, 0, 844, 336),
                // 100 + 336 = 436; 136.
                "keyboardController": (136, 0, 844, 436),
                "flutter": (156, 0, 508, 0),  // no insets
                "androidAdjustPan": (0, 136, 844, 0),
                "androidAdjustResize": (136, 0, 508, 0),
                "compose": (136, 0, 508, 0),
            ])
    }

    /// A landscape iPad: 1366×1024, safe area 24/20, keyboard 400 (K.y 624), content 1400, a field
    /// at (300,700,400,44). overlap 400.
    @Test func landscapeIPad() {
        let s = Scenario(
            screen: Size(width: 1366, height: 1024), safe: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            keyboard: KeyboardInput(state: .shown, frame: Rect(x: 0, y: 624, width: 1366, height: 400)),
            container: Rect(x: 0, y: 0, width: 1366, height: 1024), contentHeight: 1400,
            focus: Element(id: "f", frame: Rect(x: 300, y: 700, width: 400, height: 44)))
        Self.check(
            s,
            [
                // 400 + 20 − 20 = 400; L = 1024 − 420 = 604: 744 − 604 = 140.
                "clearance": (140, 0, 1024, 400),
                // kbH' = 400 + 10 + 20 = 430; m = min(676, 744 − 594 + 20) = 170; 430 − 20.
                "iqKeyboardManager": (170, 0, 1024, 410),
                // V = 624, pad 290: 700 − 290 − 24 = 386.
                "tpKeyboardAvoiding": (386, 0, 1024, 400),
                // 700 ≥ 624: scroll; 744 − (1024 − 420) = 140.
                "uikitGuide": (140, 0, 1024, 400),
                // sa'.bottom 400, L = 624: 120.
                "swiftUI": (120, 0, 1024, 0),
                "reactNative": (0, 0, 624, 0),
                "reactNativeScrollView": (120, 0, 1024, 400),  // 744 − 624
                "keyboardController": (120, 0, 1024, 400),  // 400 − (1024 − 744)
                // t 680, u 764; in 624: lo = 140.
                "flutter": (140, 0, 624, 0),
                "androidAdjustPan": (0, 120, 1024, 0),
                "androidAdjustResize": (120, 0, 624, 0),
                "compose": (120, 0, 624, 0),
            ])
    }
}
