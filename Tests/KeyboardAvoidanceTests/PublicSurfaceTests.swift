import KeyboardAvoidance
import Testing

/// What an app embedding the engine can do with its public surface alone (this file imports the
/// module without `@testable`): build a request, solve it, compare policies, and read every field
/// of the answer. Worked example 1 (docs/semantics.md §7), written out here as an app would.
@Suite struct PublicSurfaceTests {
    static let request: LayoutRequest = {
        var request = LayoutRequest(
            screen: Size(width: 390, height: 844),
            window: Window(
                frame: Rect(x: 0, y: 0, width: 390, height: 844),
                safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            keyboard: KeyboardInput(
                state: .shown, frame: Rect(x: 0, y: 508, width: 390, height: 336),
                animation: KeyboardAnimation(duration: 0.25, curve: 7)),
            container: Container(
                frame: Rect(x: 0, y: 0, width: 390, height: 844), contentSize: Size(width: 390, height: 900),
                insetAdjustment: .automatic),
            elements: [Element(id: "password", frame: Rect(x: 20, y: 600, width: 350, height: 44), kind: .textField)],
            focus: "password",
            options: Options(minimumDistance: 32, policy: .clearance))
        // The offset UIKit rests at: -A0.top = -47.
        request.container.contentOffset = request.restingContentOffset
        return request
    }()

    @Test func solvesAndReadsEveryFieldOfTheAnswer() {
        #expect(Self.request.restingContentOffset == Point(x: 0, y: -47))
        let safeArea = SafeArea.resolved(for: Self.request.container, window: Self.request.window)
        #expect(
            SafeArea.baseAdjustedInset(contentInset: .zero, safeArea: safeArea, adjustment: .automatic)
                == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

        let answer = LayoutSolver.solve(Self.request)
        // overlap 336; inset 336 + 32 - 34 = 334; indicator 302; A = {47, 0, 368, 0}; the field ends
        // at 644 - o, the band at 844 - 336 - 32 = 476: o' = 168, 215 from -47.
        #expect(answer.keyboard.state == KeyboardState.docked)
        #expect(answer.keyboard.frame == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(answer.keyboard.overlap == 336)
        #expect(answer.keyboard.layoutGuide == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(answer.strategy == Strategy.scrollView)
        #expect(answer.contentInset == EdgeInsets(top: 0, left: 0, bottom: 334, right: 0))
        #expect(answer.scrollIndicatorInsets == EdgeInsets(top: 0, left: 0, bottom: 302, right: 0))
        #expect(answer.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 368, right: 0))
        #expect(answer.contentOffset == Point(x: 0, y: 168))
        #expect(answer.scrollDelta == 215)
        #expect(answer.containerFrame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(answer.viewShift == 0)
        #expect(
            answer.target
                == TargetAnswer(id: "password", rect: Rect(x: 20, y: 600, width: 350, height: 44), anchor: nil))
        #expect(answer.animation == AnimationAnswer(duration: 0.25, curve: 7, options: 7 << 16))
        let password = answer.elements.first { $0.id == "password" }
        #expect(password?.before.state == VisibilityState.covered)
        #expect(password?.after == Verdict(state: .visible, visibleFraction: 1, coveredFraction: 0, reachable: true))
        #expect(answer.warnings.map(\.code).allSatisfy { WarningCode(rawValue: $0) != nil })
        #expect(answer.policy.name == "clearance")
        #expect(answer.policy.fidelity == PolicyFidelity.specified)
        #expect(answer.policy.parameters.contains(PolicyParameter("minimumDistance", .number(32))))
        // Once the keyboard hides, the keyboard's insets go and the offset stays in range.
        #expect(answer.afterHide.contentInset == .zero)
        // 168 is past the hidden keyboard's end, 900 + 34 - 844 = 90, so the offset clamps there.
        #expect(answer.afterHide.contentOffset == Point(x: 0, y: 90))
        #expect(answer.afterHide.containerFrame.size == Size(width: 390, height: 844))
        #expect(answer.afterHide.viewShift == 0)
    }

    @Test func comparesPoliciesBuiltFromTheirParameters() {
        var request = Self.request
        request.options.policy = .iqKeyboardManager(IQKeyboardManagerPolicy(keyboardDistance: 10))
        let answer = LayoutSolver.solve(request)
        #expect(answer.policy.name == "iqKeyboardManager")
        #expect(answer.policy.parameters.contains { $0.name == "keyboardDistance" && $0.value == .number(10) })

        let comparison = PolicyComparison.compare(Self.request)
        #expect(comparison.results.map(\.policy.name) == Policy.names)
        #expect(Policy.allDefaults.map(\.name) == Policy.names)
        #expect(comparison.results.allSatisfy { $0.answer.policy == $0.policy })
    }
}
