import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

/// Invariants of the emulated policies over generated requests (seeded, so every run checks the
/// same cases): the generator of ``SolverPropertyTests`` with element kinds, carets and left-out
/// offsets and adjustments mixed in.
@Suite struct PolicyPropertyTests {
    static let caseCount = 800

    static let parameterised: [Policy] = [
        .iqKeyboardManager(IQKeyboardManagerPolicy(major: .v6, keyboardDistance: 30, restoreContentOffset: true)),
        .iqKeyboardManager(IQKeyboardManagerPolicy(topGuide: 91, layoutMargins: (8, 8), rootSafeAreaBottom: 83)),
        .swiftUI(SwiftUIPolicy(contentAlignment: .bottom)),
        .reactNative(ReactNativePolicy(behavior: .position, keyboardVerticalOffset: 64, frameY: 47)),
        .reactNative(ReactNativePolicy(behavior: .none)),
        .keyboardController(
            KeyboardControllerPolicy(bottomOffset: 40, extraKeyboardSpace: -10, disableScrollOnKeyboardHide: true)),
        .flutter(
            FlutterPolicy(
                resizeToAvoidBottomInset: false, scrollPadding: EdgeInsets(top: 0, left: 0, bottom: 80, right: 0),
                handles: .material)),
        .androidAdjustResize(AndroidAdjustResizePolicy(fadingEdge: 16)),
    ]

    static func request(_ rng: inout SplitMix64) -> LayoutRequest {
        var request = SolverPropertyTests.request(&rng)
        for i in request.elements.indices where rng.chance(0.5) {
            request.elements[i].kind = ElementKind.allCases[Int.random(in: 0..<3, using: &rng)]
        }
        if !rng.chance(0.7) {
            request.container.restingOffset = request.container.contentOffset
            request.container.requestedContentOffset = nil
        }
        if !rng.chance(0.7) { request.container.requestedInsetAdjustment = nil }
        return request
    }

    static func finite(_ r: Rect) -> Bool { r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite }
    static func finite(_ e: EdgeInsets) -> Bool {
        e.top.isFinite && e.left.isFinite && e.bottom.isFinite && e.right.isFinite
    }

    @Test func clearanceNamedIsTheDefaultAnswer() {
        var rng = SplitMix64(seed: 0x9011_C1E5_0000_0001)
        for _ in 0..<Self.caseCount {
            var request = Self.request(&rng)
            let plain = LayoutSolver.solve(request)
            request.options.policy = .clearance
            let named = LayoutSolver.solve(request)
            #expect(named == plain)
            #expect(named.policy.name == "clearance" && named.policy.fidelity == .specified)
            // The two new fields are the only additions: the answer of layout semantics is the
            // strategy's, and afterHide is that answer with the keyboard hidden from its offset.
            var hidden = request
            hidden.keyboard = .hidden
            hidden.container.contentOffset = plain.contentOffset
            let again = LayoutSolver.solve(hidden)
            #expect(plain.afterHide.contentOffset == again.contentOffset)
            #expect(plain.afterHide.contentInset == again.contentInset)
            #expect(plain.afterHide.containerFrame == again.containerFrame)
        }
    }

    @Test func everyPolicyAnswersFiniteNumbersAndFractionsInRange() {
        var rng = SplitMix64(seed: 0x9011_C1E5_0000_0002)
        let policies = Policy.allDefaults + Self.parameterised
        for _ in 0..<Self.caseCount {
            var request = Self.request(&rng)
            for policy in policies {
                request.options.policy = policy
                let a = LayoutSolver.solve(request)
                #expect(a.policy.name == policy.name)
                #expect(Self.finite(a.contentInset) && Self.finite(a.scrollIndicatorInsets))
                #expect(Self.finite(a.adjustedContentInset))
                #expect(a.contentOffset.x.isFinite && a.contentOffset.y.isFinite && a.scrollDelta.isFinite)
                let given = request.container.requestedContentOffset
                #expect(given == nil || a.contentOffset.x == request.container.contentOffset.x)
                #expect(Self.finite(a.containerFrame) && a.viewShift.isFinite)
                #expect(Self.finite(a.afterHide.contentInset) && Self.finite(a.afterHide.containerFrame))
                #expect(a.afterHide.contentOffset.y.isFinite && a.afterHide.viewShift.isFinite)
                #expect(a.containerFrame.height >= 0)
                #expect(a.elements.count == request.elements.count)
                for e in a.elements {
                    for v in [e.before, e.after] {
                        #expect(v.visibleFraction >= 0 && v.visibleFraction <= 1)
                        #expect(v.coveredFraction >= 0 && v.coveredFraction <= 1)
                    }
                }
                for p in a.policy.parameters {
                    if case .number(let n) = p.value { #expect(n.isFinite) }
                }
                if a.keyboard.state == .hidden {
                    // It has just hidden: the answer is the hide state.
                    #expect(a.contentOffset == a.afterHide.contentOffset || policy == .clearance)
                }
            }
        }
    }

    /// React Native's scroll view and keyboard-controller read a missing `insetAdjustment` as
    /// `never` (policy-formulas §2) everywhere: the whole answer, `before` included, is the one
    /// for `never` given.
    @Test func aMissingAdjustmentIsNeverForReactNativeScrollViews() {
        var rng = SplitMix64(seed: 0x9011_C1E5_0000_0004)
        let policies: [Policy] = [
            .reactNativeScrollView(ReactNativeScrollViewPolicy()), .keyboardController(KeyboardControllerPolicy()),
            .keyboardController(
                KeyboardControllerPolicy(bottomOffset: 40, extraKeyboardSpace: -10, disableScrollOnKeyboardHide: true)),
        ]
        for _ in 0..<Self.caseCount {
            var missing = Self.request(&rng)
            missing.container.requestedInsetAdjustment = nil
            var never = missing
            never.container.requestedInsetAdjustment = .never
            for policy in policies {
                missing.options.policy = policy
                never.options.policy = policy
                #expect(LayoutSolver.solve(missing) == LayoutSolver.solve(never), "\(policy.name)")
            }
        }
    }

    @Test func compareEntriesEqualTheSinglePolicyAnswers() {
        var rng = SplitMix64(seed: 0x9011_C1E5_0000_0003)
        for _ in 0..<(Self.caseCount / 4) {
            var request = Self.request(&rng)
            request.options.policy = .compose(ComposePolicy())
            let policies = Policy.allDefaults + Self.parameterised
            let comparison = PolicyComparison.compare(request, policies: policies)
            #expect(comparison.results.count == policies.count)
            #expect(comparison.warnings.map(\.code) == ["policyOptionIgnored"])
            for (policy, result) in zip(policies, comparison.results) {
                var single = request
                single.options.policy = policy
                #expect(result.answer == LayoutSolver.solve(single))
                #expect(result.hiddenElements == result.answer.elements.filter { $0.after.state != .visible }.count)
                if let focus = result.focus {
                    #expect(focus.id == request.focus)
                    #expect((focus.gap == nil) == (result.answer.keyboard.state != .docked))
                }
            }
        }
    }
}
