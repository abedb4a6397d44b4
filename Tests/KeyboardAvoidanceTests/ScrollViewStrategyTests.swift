import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

@Suite struct ScrollViewStrategyTests {
    /// The login form with 2000 pt of content, so that nothing clamps: A = {47,0,368,0},
    /// oMin -47, oMax 2000 + 368 - 844 = 1524; T = 47, L = 476, h = 429.
    static func tall(
        elements: [Element] = [Phone.password], offset: Double = 0, anchor: Double? = nil, target: String? = nil
    ) -> LayoutRequest {
        Phone.login(
            container: Container(
                frame: Phone.bounds, contentSize: Size(width: 390, height: 2000),
                contentOffset: Point(x: 0, y: offset)),
            elements: elements,
            options: Options(minimumDistance: 32, anchor: anchor, scrollTarget: target))
    }

    struct AnchorCase: Sendable, CustomTestStringConvertible {
        var label: String
        var anchor: Double?
        var offset: Double
        var testDescription: String { label }
    }

    /// R = {20,600,350,44}: o' = 600 + a·44 - (47 + a·429).
    static let anchors: [AnchorCase] = [
        // Minimal: 644 > 476 → 644 - 476 = 168.
        AnchorCase(label: "minimal", anchor: nil, offset: 168),
        // a 0: 600 - 47 = 553.
        AnchorCase(label: "top", anchor: 0, offset: 553),
        // a 0.5: 622 - 261.5 = 360.5.
        AnchorCase(label: "center", anchor: 0.5, offset: 360.5),
        // a 1: 644 - 476 = 168, the same as minimal for a target below the band.
        AnchorCase(label: "bottom", anchor: 1, offset: 168),
        // a 0.25: 611 - 154.25 = 456.75.
        AnchorCase(label: "number 0.25", anchor: 0.25, offset: 456.75),
    ]

    @Test(arguments: anchors) func anchor(_ c: AnchorCase) {
        let answer = LayoutSolver.solve(Self.tall(anchor: c.anchor))
        #expect(answer.contentOffset == Point(x: 0, y: c.offset))
        #expect(answer.target?.anchor == c.anchor)
    }

    @Test func alreadyVisibleTargetDoesNotScroll() {
        // R = {20,200,350,44}: 244 ≤ 476 and 200 ≥ 47 → o' = o = 0.
        let field = Element(id: "password", frame: Rect(x: 20, y: 200, width: 350, height: 44))
        let answer = LayoutSolver.solve(Self.tall(elements: [field]))
        #expect(answer.contentOffset.y == 0)
        #expect(answer.scrollDelta == 0)
    }

    @Test func targetAboveTheBandScrollsDown() {
        // o = 300, R = {20,200,350,44}: 200 - 300 = -100 < 47 → o' = 200 - 47 = 153; delta -147.
        let field = Element(id: "password", frame: Rect(x: 20, y: 200, width: 350, height: 44))
        let answer = LayoutSolver.solve(Self.tall(elements: [field], offset: 300))
        #expect(answer.contentOffset.y == 153)
        #expect(answer.scrollDelta == -147)
    }

    @Test func targetTallerThanTheBandShowsItsTop() {
        // R = {20,100,350,500}: 500 > 429 → o' = 100 - 47 = 53.
        let field = Element(id: "password", frame: Rect(x: 20, y: 100, width: 350, height: 500))
        let answer = LayoutSolver.solve(Self.tall(elements: [field]))
        #expect(answer.contentOffset.y == 53)
        #expect(answer.codes == ["targetTallerThanBand"])
    }

    @Test func caretIsTheTarget() {
        // Text view {20,400,350,400} with caret {8,300,2,20} → R = {28,700,2,20}; 720 > 476 →
        // o' = 720 - 476 = 244 (the whole view would give 800 - 476 = 324).
        let note = Element(
            id: "password", frame: Rect(x: 20, y: 400, width: 350, height: 400),
            caret: Rect(x: 8, y: 300, width: 2, height: 20))
        let answer = LayoutSolver.solve(Self.tall(elements: [note]))
        #expect(answer.target?.rect == Rect(x: 28, y: 700, width: 2, height: 20))
        #expect(answer.contentOffset.y == 244)
        var whole = note
        whole.caret = nil
        #expect(LayoutSolver.solve(Self.tall(elements: [whole])).contentOffset.y == 324)
    }

    @Test func clampsAtTheTop() {
        // Anchor bottom on R = {20,0,350,44}: o' = 44 - 476 = -432, clamped to oMin = -47.
        let field = Element(id: "password", frame: Rect(x: 20, y: 0, width: 350, height: 44))
        let answer = LayoutSolver.solve(Self.tall(elements: [field], anchor: 1))
        #expect(answer.contentOffset.y == -47)
        #expect(answer.warnings.isEmpty)
    }

    @Test func clampsAtTheEnd() {
        // Worked example 2's clamp, with the button as the target: 653 → 424 (contentSize 900).
        let request = Phone.login(
            elements: [Phone.signIn], options: Options(minimumDistance: 32, anchor: 0, scrollTarget: "signIn"))
        #expect(LayoutSolver.solve(request).contentOffset.y == 424)
    }

    /// `row`, focused, in 390×900 of content whose toolbar sets a base inset of 100 at the
    /// bottom, with the hardware keyboard bar {0,789,390,55} shown and a gap of 20.
    static func aboveToolbar(_ row: Element) -> LayoutRequest {
        Phone.login(
            keyboard: KeyboardInput(state: .shown, frame: Rect(x: 0, y: 789, width: 390, height: 55)),
            container: Container(
                frame: Phone.bounds, contentSize: Size(width: 390, height: 900),
                contentInset: EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)),
            elements: [row], focus: row.id, options: Options(minimumDistance: 20))
    }

    @Test func baseInsetTallerThanKeyboardAndGapEndsTheBand() {
        // Hardware bar {0,789,390,55} → overlap 55; toolbar base inset b.bottom 100, so A0.bottom
        // = 134 > overlap + d = 75. contentInset.bottom = max(100, 55 + 20 - 34) = 100; A.bottom 134.
        // v1.1: L = 844 - max(134, 55 + 20) = 710 (v1 had B - d = 710 - 20 = 690, more room than
        // the inset gives, so it clamped to 190 and warned targetClampedOffset). Last row
        // R = {20,856,350,44}: o' = 900 - 710 = 190 = oMax (900 + 134 - 844) → no clamp; the row
        // ends at 710, on the toolbar's edge and 55 pt above the bar → no warning.
        let row = Element(id: "last", frame: Rect(x: 20, y: 856, width: 350, height: 44))
        let request = Self.aboveToolbar(row)
        let answer = LayoutSolver.solve(request)
        #expect(answer.contentInset.bottom == 100)
        #expect(answer.contentOffset.y == 190)
        #expect(answer.codes == [])
        #expect(answer.verdicts("last")?.after.state == .visible)
    }

    @Test func clampStoppingTheScrollWarns() {
        // As above, but the row {20,880,350,44} hangs 24 pt past the 900-pt content: L = 710,
        // o' = 924 - 710 = 214 > oMax 190 → clamped; the row ends at 924 - 190 = 734 > 710, under
        // the toolbar inset → targetClampedOffset, which is true: more content would let it reach.
        let row = Element(id: "last", frame: Rect(x: 20, y: 880, width: 350, height: 44))
        let request = Self.aboveToolbar(row)
        let answer = LayoutSolver.solve(request)
        #expect(answer.contentOffset.y == 190)
        #expect(answer.codes == ["targetClampedOffset"])
    }

    @Test func hiddenKeyboardBringsAStaleOffsetBack() {
        // Offset 168 left from example 1; keyboard hidden: insets back to b = 0, A = A0 =
        // {47,0,34,0}; no target (focus is ignored while hidden); oMax = 900 + 34 - 844 = 90.
        let request = Phone.login(
            keyboard: .hidden,
            container: Container(
                frame: Phone.bounds, contentSize: Size(width: 390, height: 900), contentOffset: Point(x: 5, y: 168)))
        let answer = LayoutSolver.solve(request)
        #expect(answer.contentInset == .zero)
        #expect(answer.scrollIndicatorInsets == .zero)
        #expect(answer.adjustedContentInset == Phone.baseAdjusted)
        #expect(answer.target == nil)
        #expect(answer.contentOffset == Point(x: 5, y: 90))
        #expect(answer.scrollDelta == -78)
    }

    @Test func hiddenKeyboardKeepsAnOffsetInRange() {
        // Offset 50 ∈ [-47, 90] stays.
        let request = Phone.login(
            keyboard: .hidden,
            container: Container(
                frame: Phone.bounds, contentSize: Size(width: 390, height: 900), contentOffset: Point(x: 0, y: 50)))
        #expect(LayoutSolver.solve(request).contentOffset.y == 50)
    }

    @Test func explicitScrollTargetWorksWithTheKeyboardHidden() {
        // Hidden: overlap 0, d 0, band T 47 … L = 844 - 34 = 810; R = {45,700,300,50}: 750 ≤ 810,
        // already visible → no scroll, but the target is reported.
        let request = Phone.login(
            keyboard: .hidden, elements: [Phone.signIn], options: Options(scrollTarget: "signIn"))
        let answer = LayoutSolver.solve(request)
        #expect(answer.target?.id == "signIn")
        #expect(answer.contentOffset.y == 0)
    }

    @Test func nonScrollableContainerKeepsItsOffset() {
        // scrollView forced on a static container: insets as example 1, offset stays 30.
        let request = Phone.login(
            container: Container(frame: Phone.bounds, scrollable: false, contentOffset: Point(x: 0, y: 30)),
            options: Options(strategy: .scrollView, minimumDistance: 32))
        let answer = LayoutSolver.solve(request)
        #expect(answer.contentInset.bottom == 334)
        #expect(answer.contentOffset.y == 30)
        #expect(answer.scrollDelta == 0)
        #expect(answer.codes == ["containerNotScrollable", "targetNotVisible"])
    }

    @Test func defaultStrategyFollowsScrollable() {
        #expect(LayoutSolver.solve(Phone.login()).strategy == .scrollView)
        let fixed = Phone.login(container: Container(frame: Phone.bounds, scrollable: false))
        #expect(LayoutSolver.solve(fixed).strategy == .shiftView)
    }
}
