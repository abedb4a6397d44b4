import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

@Suite struct ShiftViewStrategyTests {
    static func shift(
        _ elements: [Element], focus: String = "password", offset: Double = 0, anchor: Double? = nil,
        keyboard: KeyboardInput = Phone.keyboard(height: 336)
    ) -> LayoutAnswer {
        LayoutSolver.solve(
            Phone.login(
                keyboard: keyboard,
                container: Container(
                    frame: Phone.bounds, contentSize: Size(width: 390, height: 900),
                    contentOffset: Point(x: 0, y: offset)),
                elements: elements, focus: focus,
                options: Options(strategy: .shiftView, minimumDistance: 32, anchor: anchor)))
    }

    @Test func shiftsJustEnoughForTheGap() {
        // R_w = {20,600,350,44}: min(600 - (0 + 47), 644 + 32 - 508) = min(553, 168) = 168, within
        // [0, 336 + 32]. Insets stay b = 0, adjusted A0, offset stays.
        let answer = Self.shift([Phone.password])
        #expect(answer.viewShift == 168)
        #expect(answer.containerFrame == Rect(x: 0, y: -168, width: 390, height: 844))
        #expect(answer.contentInset == .zero)
        #expect(answer.scrollIndicatorInsets == .zero)
        #expect(answer.adjustedContentInset == Phone.baseAdjusted)
        #expect(answer.contentOffset == .zero)
        #expect(answer.scrollDelta == 0)
        // After: E_w y 432…476; V = {0,-121,390,763} ∩ window → y 0…642; K from 508 → visible.
        #expect(answer.verdicts("password")?.after.state == .visible)
        #expect(answer.verdicts("password")?.after.reachable == true)
        #expect(answer.warnings.isEmpty)
    }

    @Test func stopsWhereTheTargetTopReachesTheViewportTop() {
        // Tall view R = {20,100,350,600}: min(100 - 47, 700 + 32 - 508) = min(53, 224) = 53.
        let note = Element(id: "password", frame: Rect(x: 20, y: 100, width: 350, height: 600))
        let answer = Self.shift([note])
        #expect(answer.viewShift == 53)
        // The view still ends at 700 - 53 = 647 > 508: partly under the keyboard.
        #expect(answer.verdicts("password")?.after.state == .partiallyCovered)
        #expect(answer.codes == ["targetNotVisible"])
    }

    @Test func neverShiftsMoreThanOverlapPlusGap() {
        // Offset 0, R = {20,900,350,44} (below the container): min(900 - 47, 944 + 32 - 508) =
        // min(853, 468) = 468 → clamped to 336 + 32 = 368.
        let low = Element(id: "password", frame: Rect(x: 20, y: 900, width: 350, height: 44))
        #expect(Self.shift([low]).viewShift == 368)
    }

    @Test func usesTheCurrentOffset() {
        // Offset 100: R_w = {20,500,350,44}: min(500 - 47, 544 + 32 - 508) = 68.
        #expect(Self.shift([Phone.password], offset: 100).viewShift == 68)
    }

    @Test func noShiftWithoutOverlapOrTarget() {
        #expect(Self.shift([Phone.password], keyboard: .hidden).viewShift == 0)
        #expect(Self.shift([Phone.password], focus: "missing").viewShift == 0)
    }

    @Test func anchorIsIgnored() {
        let answer = Self.shift([Phone.password], anchor: 0.5)
        #expect(answer.viewShift == 168)
        #expect(answer.target?.anchor == nil)
        #expect(answer.codes == ["anchorIgnoredByShiftView"])
    }

    @Test func contentPushedAboveTheWindowIsReported() {
        // Title {20,60,350,44}: before window y 60…104, visible. After the 168 shift: y -108…-64,
        // above the window → offscreen and not reachable (shiftView cannot scroll it back).
        let title = Element(id: "title", frame: Rect(x: 20, y: 60, width: 350, height: 44))
        let answer = Self.shift([title, Phone.password])
        let verdicts = answer.verdicts("title")
        #expect(verdicts?.before == Verdict(state: .visible, visibleFraction: 1, coveredFraction: 0, reachable: true))
        #expect(verdicts?.after == Verdict(state: .offscreen, visibleFraction: 0, coveredFraction: 0, reachable: false))
        #expect(answer.codes == ["shiftMovesContentOffscreen"])
    }

    @Test func nonScrollableDefaultsToShift() {
        // Static container, default strategy: the same 168 as above, offset untouched.
        let request = Phone.login(container: Container(frame: Phone.bounds, scrollable: false))
        let answer = LayoutSolver.solve(request)
        #expect(answer.strategy == .shiftView)
        #expect(answer.viewShift == 168)
    }
}
