import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

/// `d = minimumDistance` only while a docked keyboard overlaps the container; otherwise `d = 0`
/// (semantics §2, Overlap). Every case here has a large `minimumDistance` and no overlap, so an
/// engine that kept `d` would land the target 50 points higher or shift the view by up to 50.
@Suite struct MinimumDistanceTests {
    static let field = Element(id: "field", frame: Rect(x: 20, y: 1000, width: 350, height: 44))

    /// A full-screen phone container with 2000 points of content, resting at offset 0, that
    /// scrolls `field` into view with `minimumDistance` 50.
    static func phone(keyboard: KeyboardInput, strategy: Strategy? = nil) -> LayoutRequest {
        LayoutRequest(
            screen: Phone.screen, window: Phone.window, keyboard: keyboard,
            container: Container(
                frame: Phone.bounds, contentSize: Size(width: 390, height: 2000), contentOffset: Point(x: 0, y: 0)),
            elements: [field], focus: "field",
            options: Options(strategy: strategy, minimumDistance: 50, scrollTarget: "field"))
    }

    @Test func hiddenKeyboardKeepsNoGap() {
        // Hidden: overlap 0, d 0. A0 = {47,0,34,0}; L = 844 - max(34, 0 + 0) = 810.
        // R.maxY - o = 1044 > 810 → o' = 1044 - 810 = 234; oMax = 2000 + 34 - 844 = 1190.
        // (With d = 50: L = 844 - max(34, 50) = 794 and o' = 250.)
        let answer = LayoutSolver.solve(Self.phone(keyboard: KeyboardInput(state: .hidden, frame: nil)))
        #expect(answer.keyboard.overlap == 0)
        #expect(answer.contentOffset.y == 234)
        #expect(answer.contentInset.bottom == 0)
    }

    @Test func floatingKeyboardKeepsNoGap() {
        // Floating {40,300,300,200}: maxY 500 < 844, so no overlap and d = 0; the same 234 as hidden.
        let floating = KeyboardInput(state: .shown, frame: Rect(x: 40, y: 300, width: 300, height: 200))
        let answer = LayoutSolver.solve(Self.phone(keyboard: floating))
        #expect(answer.keyboard.state == .floating)
        #expect(answer.contentOffset.y == 234)
        #expect(answer.contentInset.bottom == 0)
        #expect(answer.scrollIndicatorInsets.bottom == 0)
    }

    @Test func dockedKeyboardBesideTheContainerKeepsNoGap() {
        // iPad 1024×1366, no safe area; container {0,0,500,1366}, content 500×3000, offset 0.
        // Docked keyboard {512,1000,512,366} (maxY 1366) starts right of C.maxX = 500: overlap 0,
        // d 0, so L = 1366. The field {20,1400,400,44} ends at 1444 > 1366 → o' = 1444 - 1366 = 78,
        // within oMax = 3000 - 1366. (With d = 50: L = 1316 and o' = 128.)
        let field = Element(id: "field", frame: Rect(x: 20, y: 1400, width: 400, height: 44))
        let request = LayoutRequest(
            screen: Pad.screen, window: Window(frame: Pad.bounds),
            keyboard: KeyboardInput(state: .shown, frame: Rect(x: 512, y: 1000, width: 512, height: 366)),
            container: Container(
                frame: Rect(x: 0, y: 0, width: 500, height: 1366), contentSize: Size(width: 500, height: 3000),
                contentOffset: Point(x: 0, y: 0)),
            elements: [field], focus: "field", options: Options(minimumDistance: 50))
        let answer = LayoutSolver.solve(request)
        #expect(answer.keyboard.state == .docked)
        #expect(answer.keyboard.overlap == 0)
        #expect(answer.contentOffset.y == 78)
        #expect(answer.contentInset.bottom == 0)
    }

    @Test func shiftViewDoesNotMoveForTheGapAlone() {
        // Floating keyboard, shiftView: s = 0 with no overlap, whatever d would have allowed
        // (clamp(…, 0, overlap + d) would reach 50 with d kept).
        let floating = KeyboardInput(state: .shown, frame: Rect(x: 40, y: 300, width: 300, height: 200))
        let answer = LayoutSolver.solve(Self.phone(keyboard: floating, strategy: .shiftView))
        #expect(answer.viewShift == 0)
        #expect(answer.containerFrame == Phone.bounds)
    }
}
