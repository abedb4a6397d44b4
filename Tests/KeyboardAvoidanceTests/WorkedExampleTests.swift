import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

/// Spec §7, through the solver.
@Suite struct WorkedExampleTests {
    @Test func example1LoginFormMinimalScroll() {
        // overlap 336 (keyboard {0,508,390,336} against the full-screen container); d = 32;
        // contentInset.bottom = 336 + 32 - 34 = 334; indicator 336 - 34 = 302; A = {47,0,334+34,0};
        // T = 47, B = 844 - max(34, 336) = 508, L = 844 - max(34, 336 + 32) = 476; no offset given,
        // so o rests at -A0.top = -47; R.maxY - o = 691 > 476 → o' = 644 - 476 = 168;
        // oMax = 900 + 368 - 844 = 424 → 168, scrollDelta 168 - (-47) = 215.
        var request = Phone.login()
        #expect(request.restingContentOffset == Point(x: 0, y: -47))
        request.container.contentOffset = request.restingContentOffset
        let answer = LayoutSolver.solve(request)
        #expect(answer.keyboard.state == .docked)
        #expect(answer.keyboard.frame == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(answer.keyboard.overlap == 336)
        #expect(answer.strategy == .scrollView)
        #expect(answer.contentInset == EdgeInsets(top: 0, left: 0, bottom: 334, right: 0))
        #expect(answer.scrollIndicatorInsets == EdgeInsets(top: 0, left: 0, bottom: 302, right: 0))
        #expect(answer.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 368, right: 0))
        #expect(answer.contentOffset == Point(x: 0, y: 168))
        // v1.1: from the resting offset -47 (v1 defaulted to 0 and gave 168).
        #expect(answer.scrollDelta == 215)
        #expect(answer.containerFrame == Phone.bounds)
        #expect(answer.viewShift == 0)
        #expect(
            answer.target
                == TargetAnswer(id: "password", rect: Rect(x: 20, y: 600, width: 350, height: 44), anchor: nil))
        #expect(answer.warnings.isEmpty)
        // Before (at o = -47): window y 647…691 lies wholly under the keyboard (508…844) → covered;
        // reachable needs o ∈ [644 - 508, 600 - 47] = [136, 553] within [-47, 900 + 34 - 844 = 90]: no.
        // After: window y 432…476, above the keyboard → visible; [136, 553] ∩ [-47, 424] ≠ ∅.
        let password = answer.verdicts("password")
        #expect(password?.before == Verdict(state: .covered, visibleFraction: 0, coveredFraction: 1, reachable: false))
        #expect(password?.after == Verdict(state: .visible, visibleFraction: 1, coveredFraction: 0, reachable: true))
    }

    @Test func example2AnchorTopClampsToTheEnd() {
        // T = 47, L = 476, h = 429; anchor 0: o' = 700 - 47 = 653, clamped to oMax 424. The button
        // then sits at window y 276…326, inside the band, so no warning.
        var request = Phone.login(
            elements: [Phone.password, Phone.signIn],
            options: Options(minimumDistance: 32, anchor: 0, scrollTarget: "signIn"))
        request.container.contentOffset = request.restingContentOffset
        let answer = LayoutSolver.solve(request)
        #expect(answer.contentOffset.y == 424)
        // v1.1: from the resting offset, 424 - (-47) = 471 (v1 defaulted to 0 and gave 424).
        #expect(answer.scrollDelta == 471)
        #expect(answer.target == TargetAnswer(id: "signIn", rect: Phone.signIn.frame, anchor: 0))
        #expect(answer.verdicts("signIn")?.after.state == .visible)
        #expect(answer.warnings.isEmpty)
    }

    @Test func example3FloatingIPadKeyboardCoversTheField() {
        // {200,500,320,250}: maxY 750 < 1366 - 0.5 → floating; overlap 0; insets stay 0; the field
        // {250,600,200,44} is inside the keyboard's x 200…520, y 500…750 → covered before and after.
        let field = Element(id: "field", frame: Rect(x: 250, y: 600, width: 200, height: 44))
        var request = LayoutRequest(
            screen: Pad.screen, window: Window(frame: Pad.bounds),
            keyboard: KeyboardInput(state: .shown, frame: Rect(x: 200, y: 500, width: 320, height: 250)),
            container: Container(frame: Pad.bounds), elements: [field], focus: "field")
        // No safe area: the resting offset is {0, 0}.
        request.container.contentOffset = request.restingContentOffset
        #expect(request.container.contentOffset == .zero)
        let answer = LayoutSolver.solve(request)
        #expect(answer.keyboard.state == .floating)
        #expect(answer.keyboard.overlap == 0)
        #expect(answer.contentInset == .zero)
        #expect(answer.scrollIndicatorInsets == .zero)
        #expect(answer.adjustedContentInset == .zero)
        #expect(answer.contentOffset == .zero)
        #expect(answer.scrollDelta == 0)
        let verdicts = answer.verdicts("field")
        #expect(verdicts?.before.state == .covered)
        #expect(verdicts?.after.state == .covered)
        #expect(verdicts?.after.coveredFraction == 1)
        #expect(answer.codes == ["floatingKeyboardCoversFocus"])
    }
}
