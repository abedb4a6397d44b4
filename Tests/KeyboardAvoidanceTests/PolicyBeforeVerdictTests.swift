import Testing

@testable import KeyboardAvoidance

/// `before` under the adjustment a policy reads (policy-formulas §2, layout semantics §4):
/// React Native's scroll view and keyboard-controller read a missing `insetAdjustment` as
/// `never`, so both verdicts are judged in `V = C` inset by `b` alone, the safe area left out;
/// an explicit `automatic` puts it back in both.
///
/// policy-formulas §7's scenario: screen 390×844, window safe area top 47 bottom 34, container
/// (0,0,390,844), content 390×900, offset (0,0) given, b = 0; the focus is the textField
/// (20,600,350,44).
@Suite struct PolicyBeforeVerdictTests {
    static let policies: [Policy] = [
        .reactNativeScrollView(ReactNativeScrollViewPolicy()), .keyboardController(KeyboardControllerPolicy()),
    ]

    static let password = Element(id: "password", frame: Rect(x: 20, y: 600, width: 350, height: 44))
    /// A 250-point logo at content y 30: under the 47-point top safe area at offset 0.
    static let logo = Element(id: "logo", frame: Rect(x: 70, y: 30, width: 250, height: 250))
    /// A row that needs offset 76 to end above a keyboard with a toolbar (540 − 464).
    static let terms = Element(id: "terms", frame: Rect(x: 20, y: 500, width: 350, height: 40))
    /// A row at window y 800…840 at offset 0: below the bottom safe-area edge (810).
    static let footer = Element(id: "footer", frame: Rect(x: 20, y: 800, width: 350, height: 40))

    static func request(
        _ policy: Policy, keyboard: Rect, elements: [Element], adjustment: InsetAdjustment?
    ) -> LayoutRequest {
        let container = Container(
            frame: Rect(x: 0, y: 0, width: 390, height: 844), contentSize: Size(width: 390, height: 900),
            contentOffset: .zero, insetAdjustment: adjustment)
        return LayoutRequest(
            screen: Size(width: 390, height: 844),
            window: Window(
                frame: Rect(x: 0, y: 0, width: 390, height: 844),
                safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            keyboard: KeyboardInput(state: .shown, frame: keyboard), container: container,
            elements: elements + [password], focus: password.id, options: Options(policy: policy))
    }

    static let docked336 = Rect(x: 0, y: 508, width: 390, height: 336)
    /// policy-formulas §7's keyboard with a toolbar.
    static let toolbar380 = Rect(x: 0, y: 464, width: 390, height: 380)

    /// Checks `verdict` field by field, fractions to 1e-9.
    static func expect(
        _ verdict: Verdict?, _ state: VisibilityState, visible: Double, covered: Double, reachable: Bool,
        _ label: String
    ) {
        guard let verdict else {
            Issue.record("\(label): no verdict")
            return
        }
        #expect(verdict.state == state, "\(label)")
        #expect(close(verdict.visibleFraction, visible), "\(label): visible \(verdict.visibleFraction)")
        #expect(close(verdict.coveredFraction, covered), "\(label): covered \(verdict.coveredFraction)")
        #expect(verdict.reachable == reachable, "\(label)")
    }

    /// No adjustment given (never): `A0 = b = 0`, so `V` is the whole container before and after.
    ///
    /// Before, offset 0: the logo at window 30…280 is all in `V` and above the keyboard (508):
    /// visible, 1 (judged with the safe area taken off, it read clipped, 233/250 = 0.932).
    /// Reachable: range [0, 900 − 844 = 56], band 0…508, offset 0 holds it.
    /// After, o′ = 136 (RNSV: Δ = 644 − 508; KC: R(336 − (844 − 644))): the logo at −106…144,
    /// cut at the window's top: 144/250 = 0.576, clipped; range [0, 900 + 336 − 844 = 392],
    /// band 0…508: reachable.
    @Test(arguments: policies) func logoUnderTheStatusBarIsInTheViewportBefore(_ policy: Policy) {
        let a = LayoutSolver.solve(
            Self.request(policy, keyboard: Self.docked336, elements: [Self.logo], adjustment: nil))
        #expect(a.contentOffset.y == 136, "\(policy.name)")
        #expect(a.adjustedContentInset.top == 0, "\(policy.name)")
        let logo = a.verdicts("logo")
        Self.expect(logo?.before, .visible, visible: 1, covered: 0, reachable: true, "\(policy.name) before")
        Self.expect(logo?.after, .clipped, visible: 0.576, covered: 0, reachable: true, "\(policy.name) after")
    }

    /// The toolbar keyboard (0,464,390,380), no adjustment given (never): `V` reaches the
    /// container's bottom (844) and the offsets before are [−b.top, csh + b.bottom − C.height] = [0, 56].
    ///
    /// Before, offset 0. terms (500…540) lies under the keyboard: covered, 1; it needs offset
    /// 540 − 464 = 76 > 56: not reachable (with the safe area in, oMax 90 made it reachable).
    /// footer (800…840) is under the keyboard whole: covered, 1 (with the safe area in, `V` ended
    /// at 810: 10/40 = 0.25); it needs 840 − 464 = 376: not reachable.
    /// After, o′ = 180 (RNSV: Δ = 644 − 464; KC: R(380 − 200)), range [0, 900 + 380 − 844 = 436]:
    /// terms at 320…360 visible; footer at 620…660 covered, 1, reachable at 376.
    @Test(arguments: policies) func toolbarRowsAreJudgedInTheNeverViewportBefore(_ policy: Policy) {
        let a = LayoutSolver.solve(
            Self.request(policy, keyboard: Self.toolbar380, elements: [Self.terms, Self.footer], adjustment: nil))
        #expect(a.contentOffset.y == 180, "\(policy.name)")
        let terms = a.verdicts("terms")
        let footer = a.verdicts("footer")
        Self.expect(terms?.before, .covered, visible: 0, covered: 1, reachable: false, "\(policy.name) terms before")
        Self.expect(terms?.after, .visible, visible: 1, covered: 0, reachable: true, "\(policy.name) terms after")
        Self.expect(footer?.before, .covered, visible: 0, covered: 1, reachable: false, "\(policy.name) footer before")
        Self.expect(footer?.after, .covered, visible: 0, covered: 1, reachable: true, "\(policy.name) footer after")
    }

    /// `insetAdjustment: automatic` given: `A0 = b + sa = (47, 0, 34, 0)`, so the safe area is
    /// out of `V` before and after alike.
    ///
    /// Logo, before at offset 0: 47…280 of 30…280 in `V`: 233/250 = 0.932, clipped; reachable at
    /// an offset in [−47, −17] (range [−47, 900 + 34 − 844 = 90]). After, o′ = 136 still (React
    /// Native's clamp reads raw insets): 47…144 of −106…144, 97/250 = 0.388, clipped, reachable.
    /// Toolbar keyboard: terms before reachable at 76…90; footer before 800…810 in `V`, under
    /// the keyboard: covered 10/40 = 0.25.
    @Test(arguments: policies) func explicitAutomaticKeepsTheSafeAreaOutOfBoth(_ policy: Policy) {
        let a = LayoutSolver.solve(
            Self.request(policy, keyboard: Self.docked336, elements: [Self.logo], adjustment: .automatic))
        #expect(a.contentOffset.y == 136, "\(policy.name)")
        #expect(a.adjustedContentInset.top == 47, "\(policy.name)")
        let logo = a.verdicts("logo")
        Self.expect(logo?.before, .clipped, visible: 0.932, covered: 0, reachable: true, "\(policy.name) before")
        Self.expect(logo?.after, .clipped, visible: 0.388, covered: 0, reachable: true, "\(policy.name) after")

        let t = LayoutSolver.solve(
            Self.request(
                policy, keyboard: Self.toolbar380, elements: [Self.terms, Self.footer], adjustment: .automatic))
        #expect(t.contentOffset.y == 180, "\(policy.name)")
        let terms = t.verdicts("terms")
        let footer = t.verdicts("footer")
        Self.expect(terms?.before, .covered, visible: 0, covered: 1, reachable: true, "\(policy.name) terms before")
        Self.expect(
            footer?.before, .covered, visible: 0, covered: 0.25, reachable: false, "\(policy.name) footer before")
        Self.expect(footer?.after, .covered, visible: 0, covered: 1, reachable: true, "\(policy.name) footer after")
    }

    /// The comparison carries the same `before` as the single answers: the logo reads visible
    /// before under both React Native policies and clipped under clearance, whose `automatic`
    /// default keeps the safe area out of its viewport.
    @Test func compareCarriesTheNeverViewportBefore() {
        let request = Self.request(.clearance, keyboard: Self.docked336, elements: [Self.logo], adjustment: nil)
        let comparison = PolicyComparison.compare(request, policies: [.clearance] + Self.policies)
        let states = comparison.results.map { $0.answer.verdicts("logo")?.before.state }
        #expect(states == [.clipped, .visible, .visible])
    }
}
