import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

/// Pinned views (semantics v1.2 §3.4, worked examples 4 and 5) and how each emulated policy moves
/// them (policy-formulas §3.13), through the solver.
@Suite struct PinnedViewTests {
    /// The "Continue" button of worked example 4, its bottom at B0 = 844 − 34 = 810.
    static func continueButton(_ pin: Pin) -> PinnedView {
        PinnedView(id: "continue", frame: Rect(x: 20, y: 760, width: 350, height: 50), pin: pin)
    }

    /// Worked example 1 (from its resting offset) with pinned views and options.
    static func login(pinned: [PinnedView], options: Options = Options(minimumDistance: 32)) -> LayoutRequest {
        var request = Phone.login(options: options)
        request.container.contentOffset = request.restingContentOffset
        request.pinned = pinned
        return request
    }

    @Test func example4ContinueOnTheKeyboardRaisesTheObstruction() {
        // Δ = K.minY − B0 = 508 − 810 = −302 → P' = (20, 458, 350, 50), whose bottom is the
        // keyboard's top: stacked, Ktop = 458, obstruction = 844 − 458 = 386 (overlap stays 336).
        // contentInset.bottom = 386 + 32 − 34 = 384, indicator 386 − 34 = 352, A.bottom = 418;
        // L = 844 − 418 = 426; o' = 644 − 426 = 218 ≤ oMax = 900 + 418 − 844 = 474.
        let answer = LayoutSolver.solve(Self.login(pinned: [Self.continueButton(.keyboard)]))
        #expect(answer.keyboard.overlap == 336)
        #expect(answer.obstruction == 386)
        #expect(answer.contentInset.bottom == 384)
        #expect(answer.scrollIndicatorInsets.bottom == 352)
        #expect(answer.adjustedContentInset.bottom == 418)
        #expect(answer.contentOffset.y == 218)
        #expect(answer.scrollDelta == 265)
        #expect(answer.warnings.isEmpty)
        #expect(
            answer.pinned == [
                PinnedVerdicts(
                    id: "continue", pin: .keyboard, frame: Rect(x: 20, y: 458, width: 350, height: 50), shift: -302,
                    before: Verdict(
                        state: .covered, visibleFraction: 0, coveredFraction: 1, reachable: false,
                        coveredBy: CoveredBy(keyboard: true)),
                    after: Verdict(
                        state: .visible, visibleFraction: 1, coveredFraction: 0, reachable: true, coveredBy: .nothing))
            ])
        // The password field ends at 644 − 218 = 426: 32 above the button's top, 458.
        let password = answer.verdicts("password")
        #expect(password?.after == Verdict(state: .visible, visibleFraction: 1, coveredFraction: 0, reachable: true))
        #expect(password?.after.coveredBy == .nothing)
        #expect(password?.before.coveredBy == CoveredBy(keyboard: true))
    }

    @Test func example4WithPinBottomTheKeyboardCoversTheButton() {
        // Δ = 0 under scrollView: the button stays at 760…810, under the keyboard (508…844), so
        // nothing is stacked and the form answers as example 1 (inset 334, offset 168).
        let answer = LayoutSolver.solve(Self.login(pinned: [Self.continueButton(.bottom)]))
        #expect(answer.obstruction == 336)
        #expect(answer.contentInset.bottom == 334)
        #expect(answer.contentOffset.y == 168)
        #expect(answer.pinned.first?.shift == 0)
        #expect(answer.pinned.first?.after.state == .covered)
        #expect(answer.pinned.first?.after.coveredBy == CoveredBy(keyboard: true))
        #expect(answer.codes == ["pinnedViewCovered"])
    }

    @Test func example5ResizeViewRidesTheBottomViewOnTheKeyboard() {
        // Δ = −max(0, 336 − 34) = −302 → P' = (20, 458, 350, 50), stacked: obstruction 386.
        // C'.height = 844 − 386 = 458 (the window above the keyboard is 508; the container ends on
        // the button), sa'.bottom = max(0, 34 − 386) = 0, A0' = {47, 0, 0, 0}; L = 458 − 32 = 426,
        // o' = 644 − 426 = 218 ≤ oMax = 900 + 0 − 458 = 442.
        let answer = LayoutSolver.solve(
            Self.login(
                pinned: [Self.continueButton(.bottom)], options: Options(strategy: .resizeView, minimumDistance: 32)))
        #expect(answer.obstruction == 386)
        #expect(answer.containerFrame == Rect(x: 0, y: 0, width: 390, height: 458))
        #expect(answer.contentOffset.y == 218)
        #expect(answer.pinned.first?.frame == Rect(x: 20, y: 458, width: 350, height: 50))
        #expect(answer.pinned.first?.after.state == .visible)
        #expect(answer.verdicts("password")?.after.state == .visible)
        #expect(answer.warnings.isEmpty)
    }

    @Test func shiftViewLiftsTheFocusAboveAStackedToolbarAndCarriesTheOthers() {
        // Not scrollable, offset 0: the field is at window 600…644. The keyboard toolbar stacks
        // (Ktop 458, obstruction 386): s = clamp(min(600 − 47, 644 + 32 − 458), 0, 386 + 32) = 218.
        // The bottom bar and the badge move with the view, −218; the toolbar by −302 as ever.
        var request = Phone.login(container: Container(frame: Phone.bounds, scrollable: false))
        request.pinned = [
            Self.continueButton(.keyboard),
            PinnedView(id: "bar", frame: Rect(x: 0, y: 761, width: 390, height: 49)),
            PinnedView(id: "badge", frame: Rect(x: 300, y: 100, width: 40, height: 20), pin: .none),
        ]
        let answer = LayoutSolver.solve(request)
        #expect(answer.strategy == .shiftView)
        #expect(answer.viewShift == 218)
        #expect(answer.obstruction == 386)
        #expect(answer.pinned.map(\.shift) == [-302, -218, -218])
        // The bar, now at 543…592, still lies wholly over the keyboard (508…844): a `bottom` view
        // rides with the view under shiftView, it does not stack.
        #expect(answer.pinned[1].after.state == .covered)
        #expect(answer.verdicts("password")?.after.state == .visible)
    }

    @Test func aPinnedViewOverAnElementCoversItAndIsNamed() {
        // A header bar pinned `none` over the first 60 points of the viewport (47…107): the title
        // at content 20…60 seen from −47 sits at 67…107, wholly under the bar; the email field at
        // 50…94 sits at 97…141, its top 10 of 44 points under the bar.
        var request = Phone.login(
            keyboard: .hidden,
            elements: [
                Element(id: "title", frame: Rect(x: 20, y: 20, width: 350, height: 40)),
                Element(id: "email", frame: Rect(x: 20, y: 50, width: 350, height: 44)),
            ], focus: nil)
        request.container.contentOffset = request.restingContentOffset
        request.pinned = [PinnedView(id: "header", frame: Rect(x: 0, y: 47, width: 390, height: 60), pin: .none)]
        let answer = LayoutSolver.solve(request)
        let title = answer.verdicts("title")?.after
        #expect(title?.state == .covered)
        #expect(title?.coveredBy == CoveredBy(keyboard: false, pinned: [0]))
        let email = answer.verdicts("email")?.after
        #expect(email?.state == .partiallyCovered)
        #expect(email.map { abs($0.coveredFraction - 10.0 / 44) < 1e-12 } == true)
        #expect(email?.coveredBy.ids(pinned: request.pinned) == ["header"])
    }

    @Test func theKeyboardAndAPinnedViewOverlappingAreCountedOnce() {
        // A field at window 480…540 (content 527…587 from −47... here offset 0 and no safe area):
        // the keyboard covers 508…540 (32 pt), a bar pinned `none` at 500…520 covers 500…520; the
        // union is 500…540, 40 of 60 points, not 32 + 20.
        let request = LayoutRequest(
            screen: Phone.screen, window: Window(frame: Phone.bounds), keyboard: Phone.keyboard(height: 336),
            container: Container(frame: Phone.bounds, scrollable: false),
            elements: [Element(id: "field", frame: Rect(x: 0, y: 480, width: 390, height: 60))],
            pinned: [PinnedView(id: "bar", frame: Rect(x: 0, y: 500, width: 390, height: 20), pin: .none)],
            options: Options(strategy: .scrollView))
        let before = LayoutSolver.solve(request).verdicts("field")?.before
        #expect(before.map { abs($0.coveredFraction - 40.0 / 60) < 1e-12 } == true)
        #expect(before?.coveredBy == CoveredBy(keyboard: true, pinned: [0]))
    }

    @Test func aPinnedFocusIsJudgedAndNotScrolledFor() {
        // A search field in a fixed header at 47…91 is the focus: no target, nothing scrolls,
        // no focusNotFound; it stays visible.
        var request = Self.login(pinned: [
            PinnedView(id: "search", frame: Rect(x: 20, y: 47, width: 350, height: 44), pin: .none)
        ])
        request.focus = "search"
        let answer = LayoutSolver.solve(request)
        #expect(answer.target == nil)
        #expect(answer.scrollDelta == 0)
        #expect(answer.warnings.isEmpty)
        #expect(answer.pinned.first?.after.state == .visible)
        // Pinned to the bottom instead, the keyboard covers it: focusNotVisible says so.
        request.pinned = [Self.continueButton(.bottom)]
        request.focus = "continue"
        #expect(LayoutSolver.solve(request).codes == ["focusNotVisible", "pinnedViewCovered"])
    }

    // MARK: Policies (policy-formulas §3.13)

    /// The Δ of a `bottom` and of a `keyboard` view under `policy`, and the answer.
    static func underPolicy(_ policy: Policy, pin: Pin = .bottom) -> LayoutAnswer {
        LayoutSolver.solve(
            Self.login(pinned: [Self.continueButton(pin)], options: Options(policy: policy)))
    }

    @Test func policiesThatMoveTheViewCarryBottomViewsWithIt() {
        // iqKeyboardManager and androidAdjustPan: Δ = −viewShift.
        for policy in [
            Policy.iqKeyboardManager(IQKeyboardManagerPolicy()), .androidAdjustPan(AndroidAdjustPanPolicy()),
        ] {
            let answer = Self.underPolicy(policy)
            #expect(answer.pinned.first?.shift == -answer.viewShift, "\(policy.name)")
        }
        // reactNative padding: bottom = ceil(844 − 508) = 336, the view shrinks to 508 and the bar
        // rides on its bottom: Δ = 508 − 844 = −336.
        let padding = Self.underPolicy(.reactNative(ReactNativePolicy()))
        #expect(padding.containerFrame.height == 508)
        #expect(padding.pinned.first?.shift == -336)
    }

    @Test func scrollViewPoliciesLeaveBottomViewsUnderTheKeyboard() {
        for policy in [
            Policy.tpKeyboardAvoiding(TPKeyboardAvoidingPolicy()), .uikitGuide(UIKitGuidePolicy()),
            .reactNativeScrollView(ReactNativeScrollViewPolicy()), .keyboardController(KeyboardControllerPolicy()),
        ] {
            let answer = Self.underPolicy(policy)
            #expect(answer.pinned.first?.shift == 0, "\(policy.name)")
            #expect(answer.pinned.first?.after.state == .covered, "\(policy.name)")
            #expect(answer.codes.contains("pinnedViewCovered"), "\(policy.name)")
        }
    }

    @Test func aKeyboardToolbarHidesTheFocusFromPoliciesThatDoNotReadIt() {
        // reactNativeScrollView computes with the keyboard alone: from the resting −47 the field
        // ends at 691, 183 below the keyboard's 508, so o' = −47 + 183 = 136 and the field sits at
        // 464…508, wholly behind the toolbar stacked at 458…508. The obstruction is reported all
        // the same.
        let answer = Self.underPolicy(.reactNativeScrollView(ReactNativeScrollViewPolicy()), pin: .keyboard)
        #expect(answer.contentOffset.y == 136)
        #expect(answer.obstruction == 386)
        #expect(answer.pinned.first?.shift == -302)
        let after = answer.verdicts("password")?.after
        #expect(after?.state == .covered)
        #expect(after?.coveredBy == CoveredBy(keyboard: false, pinned: [0]))
        #expect(answer.codes.contains("focusBehindPinnedView"))
    }

    @Test func swiftUIRidesBottomContentOnTheKeyboardAndReadsTheStack() {
        // Δ = min(0, 508 − 810) = −302: stacked; sa'.bottom = max(34, 386) = 386.
        let answer = Self.underPolicy(.swiftUI(SwiftUIPolicy()))
        #expect(answer.pinned.first?.shift == -302)
        #expect(answer.obstruction == 386)
        #expect(answer.adjustedContentInset.bottom == 386)
        #expect(answer.verdicts("password")?.after.state == .visible)
        #expect(!answer.codes.contains("focusBehindPinnedView"))
    }

    @Test func resizingPoliciesShrinkToTheStackedView() {
        // flutter (resize), androidAdjustResize and compose: Δ = min(0, (844 − 336) − 810) = −302,
        // stacked; the body or window ends at Ktop = 458 instead of 508.
        for policy in [
            Policy.flutter(FlutterPolicy()), .androidAdjustResize(AndroidAdjustResizePolicy()),
            .compose(ComposePolicy()),
        ] {
            let answer = Self.underPolicy(policy)
            #expect(answer.pinned.first?.shift == -302, "\(policy.name)")
            #expect(answer.obstruction == 386, "\(policy.name)")
            #expect(answer.containerFrame.height == 458, "\(policy.name)")
            #expect(answer.verdicts("password")?.after.coveredBy.pinned == [], "\(policy.name)")
        }
        // Without the resize flutter leaves the bar where it is.
        let still = Self.underPolicy(.flutter(FlutterPolicy(resizeToAvoidBottomInset: false)))
        #expect(still.pinned.first?.shift == 0)
    }

    @Test func policiesThatMoveTheWholeViewLiftItForAPinnedFocus() {
        // A search field pinned `none` at 700…744, under the keyboard (508…). IQKeyboardManager 8
        // lifts the root: kbH = h((0, 508 − 10 − 34, 390, 380) ∩ Wb) = 380, so
        // m = min(700 − 47, 744 − (844 − 380) + 34) = 314 ≤ 336: shift 314, and the field, moving
        // with the view, ends at 386…430. Nothing scrolls for it (no target). TPKeyboardAvoiding
        // does nothing for a field outside its scroll view: it stays under the keyboard.
        let search = PinnedView(id: "search", frame: Rect(x: 20, y: 700, width: 350, height: 44), pin: .none)
        var request = Self.login(pinned: [search], options: Options(policy: .iqKeyboardManager(.init())))
        request.focus = "search"
        let lifted = LayoutSolver.solve(request)
        #expect(lifted.viewShift == 314)
        #expect(lifted.target == nil)
        #expect(lifted.scrollDelta == 0)
        #expect(lifted.pinned.first?.frame == Rect(x: 20, y: 386, width: 350, height: 44))
        #expect(lifted.pinned.first?.after.state == .visible)
        request.options = Options(policy: .tpKeyboardAvoiding(.init()))
        let still = LayoutSolver.solve(request)
        #expect(still.viewShift == 0)
        #expect(still.pinned.first?.after.state == .covered)
        #expect(still.codes.contains("focusNotVisible"))
    }

    // MARK: Policy emulation v1.2 (policy-formulas §7a)

    @Test func beforeIsJudgedWhereThePolicyStarts() {
        // Without a given offset UIKit rests at −47 and a no-inset framework at 0. A field at
        // content 470…500 is at window 517…547 from −47 (under the keyboard, 508…) and at 470…500
        // from 0 (visible). v1.1 judged every policy's before at −47.
        var request = Phone.login(
            elements: [Element(id: "note", frame: Rect(x: 20, y: 470, width: 350, height: 30))], focus: nil)
        request.container.restingOffset = request.restingContentOffset
        request.container.requestedContentOffset = nil
        #expect(LayoutSolver.solve(request).verdicts("note")?.before.state == .covered)
        request.options = Options(policy: .flutter(FlutterPolicy()))
        #expect(LayoutSolver.solve(request).verdicts("note")?.before.state == .visible)
        request.options = Options(policy: .uikitGuide(UIKitGuidePolicy()))
        #expect(LayoutSolver.solve(request).verdicts("note")?.before.state == .covered)
    }

    @Test func reactNativeScrollViewReportsTheCaretItReadNotItsPadding() {
        // The caret (0, 11, 2, 22) moved by the field's origin is (20, 611, 2, 22); the scroll
        // view pads it by 15 to scroll, but `target.rect` is the rect it read (v1.1 gave 37 high).
        var request = Self.login(pinned: [], options: Options(policy: .reactNativeScrollView(.init())))
        request.elements = [
            Element(
                id: "password", frame: Phone.password.frame, caret: Rect(x: 0, y: 11, width: 2, height: 22),
                kind: .textField)
        ]
        let answer = LayoutSolver.solve(request)
        #expect(answer.target?.rect == Rect(x: 20, y: 611, width: 2, height: 22))
    }
}
