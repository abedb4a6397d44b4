import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

@Suite struct SafeAreaTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var window: Window
        var container: Rect
        var expected: EdgeInsets
        var testDescription: String { label }
    }

    static let landscape = Window(
        frame: Rect(x: 0, y: 0, width: 844, height: 390), safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    static let cases: [Case] = [
        // Full screen: the window's own {47,0,34,0}.
        Case(
            label: "full screen", window: Phone.window, container: Phone.bounds,
            expected: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        // y 100…700: top 47 - 100 < 0 → 0; bottom 700 - (844 - 34) = -110 → 0.
        Case(
            label: "inset container", window: Phone.window, container: Rect(x: 0, y: 100, width: 390, height: 600),
            expected: .zero),
        // y 20…30: top 47 - 20 = 27, clamped to the height 10.
        Case(
            label: "thin strip under the notch", window: Phone.window,
            container: Rect(x: 0, y: 20, width: 390, height: 10),
            expected: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)),
        // y 820…844: bottom 844 - 810 = 34, clamped to the height 24.
        Case(
            label: "thin strip over the home indicator", window: Phone.window,
            container: Rect(x: 0, y: 820, width: 390, height: 24),
            expected: EdgeInsets(top: 0, left: 0, bottom: 24, right: 0)),
        // Landscape, full: left 47, right 844 - (844 - 47) = 47, bottom 390 - (390 - 21) = 21.
        Case(
            label: "landscape full", window: landscape, container: landscape.frame,
            expected: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
        // x 100…600: left 47 - 100 → 0, right 600 - 797 → 0; bottom 21.
        Case(
            label: "landscape middle", window: landscape, container: Rect(x: 100, y: 0, width: 500, height: 390),
            expected: EdgeInsets(top: 0, left: 0, bottom: 21, right: 0)),
        // x 800…844: right 844 - 797 = 47, clamped to the width 44.
        Case(
            label: "landscape right edge", window: landscape, container: Rect(x: 800, y: 0, width: 44, height: 390),
            expected: EdgeInsets(top: 0, left: 0, bottom: 21, right: 44)),
    ]

    @Test(arguments: cases) func derived(_ c: Case) {
        #expect(SafeArea.derived(container: c.container, window: c.window) == c.expected)
    }

    @Test func derivedSafeAreaReachesTheAnswer() {
        // Container y 100…700 gets sa = 0, so A0 = 0 and contentInset.bottom = overlap + d with
        // overlap = 700 - 508 = 192, d = 32 → 224, the same under automatic and never.
        let container = Container(frame: Rect(x: 0, y: 100, width: 390, height: 600))
        let answer = LayoutSolver.solve(Phone.login(container: container))
        #expect(answer.keyboard.overlap == 192)
        #expect(answer.contentInset.bottom == 224)
        #expect(answer.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 224, right: 0))
    }

    @Test func explicitSafeAreaOverridesTheDerivation() {
        // sa = {10,0,5,0}: contentInset.bottom = 336 + 32 - 5 = 363; A = {10,0,368,0}.
        // T = 10, L = 844 - 336 - 32 = 476 → o' = 644 - 476 = 168; oMax = 900 + 368 - 844 = 424.
        var container = Container(frame: Phone.bounds, contentSize: Size(width: 390, height: 900))
        container.safeArea = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        let answer = LayoutSolver.solve(Phone.login(container: container))
        #expect(answer.contentInset.bottom == 363)
        #expect(answer.scrollIndicatorInsets.bottom == 331)
        #expect(answer.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 368, right: 0))
        #expect(answer.contentOffset.y == 168)
    }

    @Test func neverIgnoresTheSafeArea() {
        // never: contentInset.bottom = max(0, 336 + 32) = 368; indicator 336; A = contentInset;
        // A0 = 0 → T = 0, L = 844 - 336 - 32 = 476 → o' = 168; oMin 0, oMax 900 + 368 - 844 = 424.
        let container = Container(
            frame: Phone.bounds, contentSize: Size(width: 390, height: 900), insetAdjustment: .never)
        let answer = LayoutSolver.solve(Phone.login(container: container))
        #expect(answer.contentInset == EdgeInsets(top: 0, left: 0, bottom: 368, right: 0))
        #expect(answer.scrollIndicatorInsets == EdgeInsets(top: 0, left: 0, bottom: 336, right: 0))
        #expect(answer.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 368, right: 0))
        #expect(answer.contentOffset.y == 168)
    }

    @Test func baseInsetLargerThanTheNeedWins() {
        // b.bottom 400 > 336 + 32 - 34 = 334 → contentInset.bottom stays 400; indicator 400 too;
        // A.bottom = 400 + 34 = 434; b.top 10 → A.top 57.
        let container = Container(
            frame: Phone.bounds, contentSize: Size(width: 390, height: 900),
            contentInset: EdgeInsets(top: 10, left: 0, bottom: 400, right: 0))
        let answer = LayoutSolver.solve(Phone.login(container: container))
        #expect(answer.contentInset == EdgeInsets(top: 10, left: 0, bottom: 400, right: 0))
        #expect(answer.scrollIndicatorInsets == EdgeInsets(top: 10, left: 0, bottom: 400, right: 0))
        #expect(answer.adjustedContentInset == EdgeInsets(top: 57, left: 0, bottom: 434, right: 0))
        // v1.1: A0.bottom = 434 > overlap + d = 368, so the band ends at the inset's edge:
        // L = 844 - max(434, 368) = 410 (v1: 844 - 434 - 32 = 378). From the given o = 0, R.maxY 644
        // > 410 → o' = 234, within oMax = 900 + 434 - 844 = 490.
        #expect(answer.contentOffset.y == 234)
        #expect(answer.warnings.isEmpty)
    }

    // MARK: v1.1: side safe areas count only for a horizontal scroller

    /// A landscape form: the full window, content as wide as the frame (a vertical scroller).
    static func landscapeForm(contentWidth: Double = 844, safeArea: EdgeInsets? = nil) -> Container {
        var c = Container(frame: landscape.frame, contentSize: Size(width: contentWidth, height: 900))
        c.safeArea = safeArea
        return c
    }

    @Test func verticalScrollerTakesNoSideSafeArea() {
        // Derived {0,47,21,47}; content 844 wide = the frame → sides dropped: {0,0,21,0}.
        #expect(
            SafeArea.resolved(for: Self.landscapeForm(), window: Self.landscape)
                == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        // The same when the request gives the safe area itself.
        let given = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        #expect(
            SafeArea.resolved(for: Self.landscapeForm(safeArea: given), window: Self.landscape)
                == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    }

    @Test func horizontalScrollerKeepsItsSideSafeArea() {
        // Content 1688 wide > 844: it scrolls horizontally, so `.automatic` adds the sides.
        #expect(
            SafeArea.resolved(for: Self.landscapeForm(contentWidth: 1688), window: Self.landscape)
                == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }

    @Test func fullWidthFieldInLandscapeIsNotClipped() {
        // A field {0,100,844,44} across a landscape form, keyboard hidden. v1 added 47-point side
        // insets to the viewport, leaving 750 of 844 points visible (clipped); v1.1's viewport is
        // x 0…844, y 0…369 → visible.
        let field = Element(id: "name", frame: Rect(x: 0, y: 100, width: 844, height: 44))
        let request = LayoutRequest(
            screen: Size(width: 844, height: 390), window: Self.landscape, keyboard: .hidden,
            container: Self.landscapeForm(), elements: [field])
        let answer = LayoutSolver.solve(request)
        #expect(answer.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(
            answer.verdicts("name")?.after
                == Verdict(state: .visible, visibleFraction: 1, coveredFraction: 0, reachable: true))
    }

    // MARK: v1.1: the resting offset

    struct RestingCase: Sendable, CustomTestStringConvertible {
        var label: String
        var window: Window
        var container: Container
        var expected: Point
        var testDescription: String { label }
    }

    static let restingCases: [RestingCase] = [
        // A0 = {47,0,34,0} → {-0, -47}.
        RestingCase(
            label: "portrait phone", window: Phone.window, container: Container(frame: Phone.bounds),
            expected: Point(x: 0, y: -47)),
        // b.top 44 (a navigation bar's inset) + sa.top 47 → -91.
        RestingCase(
            label: "base inset on top of the safe area", window: Phone.window,
            container: Container(frame: Phone.bounds, contentInset: EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)),
            expected: Point(x: 0, y: -91)),
        // never: A0 = b = {44, 8, 0, 0} → {-8, -44}.
        RestingCase(
            label: "never", window: Phone.window,
            container: Container(
                frame: Phone.bounds, contentInset: EdgeInsets(top: 44, left: 8, bottom: 0, right: 0),
                insetAdjustment: .never),
            expected: Point(x: -8, y: -44)),
        // Container y 100…700 has no safe area → {0, 0}.
        RestingCase(
            label: "inset container", window: Phone.window,
            container: Container(frame: Rect(x: 0, y: 100, width: 390, height: 600)),
            expected: .zero),
        // Landscape vertical scroller: the side inset is dropped → {0, 0}.
        RestingCase(
            label: "landscape vertical", window: landscape, container: landscapeForm(), expected: .zero),
        // Landscape horizontal scroller: sa.left 47 counts → {-47, 0}.
        RestingCase(
            label: "landscape horizontal", window: landscape, container: landscapeForm(contentWidth: 1688),
            expected: Point(x: -47, y: 0)),
    ]

    @Test(arguments: restingCases) func restingOffset(_ c: RestingCase) {
        #expect(SafeArea.restingOffset(for: c.container, window: c.window) == c.expected)
    }
}
