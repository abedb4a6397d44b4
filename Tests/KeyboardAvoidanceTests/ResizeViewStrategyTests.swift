import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

@Suite struct ResizeViewStrategyTests {
    @Test func shrinksToTheKeyboardAndScrolls() {
        // C' = {0,0,390,844 - 336 = 508}; sa'.bottom = max(0, 34 - 336) = 0 → A0' = {47,0,0,0};
        // insets stay b = 0. T = 47, B = 508, L = 508 - 32 = 476 → o' = 644 - 476 = 168;
        // oMin -47, oMax = 900 + 0 - 508 = 392 → 168.
        let answer = LayoutSolver.solve(Phone.login(options: Options(strategy: .resizeView, minimumDistance: 32)))
        #expect(answer.containerFrame == Rect(x: 0, y: 0, width: 390, height: 508))
        #expect(answer.contentInset == .zero)
        #expect(answer.scrollIndicatorInsets == .zero)
        #expect(answer.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(answer.contentOffset.y == 168)
        #expect(answer.viewShift == 0)
        // E_w y 432…476 inside V = y 47…508 → visible.
        #expect(answer.verdicts("password")?.after.state == .visible)
        #expect(answer.warnings.isEmpty)
    }

    @Test func keepsWhatIsLeftOfTheSafeAreaBottom() {
        // Hardware bar 20 pt tall {0,824,390,20}: overlap 20; C' height 824; sa'.bottom = 34 - 20
        // = 14 → A' = {47,0,14,0}.
        let bar = KeyboardInput(state: .shown, frame: Rect(x: 0, y: 824, width: 390, height: 20))
        let answer = LayoutSolver.solve(
            Phone.login(keyboard: bar, options: Options(strategy: .resizeView, minimumDistance: 32)))
        #expect(answer.containerFrame.height == 824)
        #expect(answer.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 14, right: 0))
    }

    @Test func clampsWithinTheShorterContainer() {
        // Anchor top on the sign-in button: o' = 700 - 47 = 653 → oMax = 900 - 508 = 392.
        let request = Phone.login(
            elements: [Phone.signIn],
            options: Options(strategy: .resizeView, minimumDistance: 32, anchor: 0, scrollTarget: "signIn"))
        #expect(LayoutSolver.solve(request).contentOffset.y == 392)
    }

    @Test func staticContainerOnlyShrinks() {
        let request = Phone.login(
            container: Container(frame: Phone.bounds, scrollable: false, contentOffset: Point(x: 0, y: 12)),
            options: Options(strategy: .resizeView))
        let answer = LayoutSolver.solve(request)
        #expect(answer.containerFrame.height == 508)
        #expect(answer.contentOffset.y == 12)
    }

    @Test func baseInsetTallerThanTheGapEndsTheBand() {
        // b.bottom 50 (a toolbar): C' = {0,0,390,508}, sa'.bottom 0 → A0' = {47,0,50,0}; d = 32.
        // v1.1: L = 508 - max(50, 0 + 32) = 458 (v1: 508 - 50 - 32 = 426). o' = 644 - 458 = 186,
        // within oMax = 900 + 50 - 508 = 442.
        let container = Container(
            frame: Phone.bounds, contentSize: Size(width: 390, height: 900),
            contentInset: EdgeInsets(top: 0, left: 0, bottom: 50, right: 0))
        let answer = LayoutSolver.solve(
            Phone.login(container: container, options: Options(strategy: .resizeView, minimumDistance: 32)))
        #expect(answer.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 50, right: 0))
        #expect(answer.contentOffset.y == 186)
        #expect(answer.verdicts("password")?.after.state == .visible)
        #expect(answer.warnings.isEmpty)
    }
}
