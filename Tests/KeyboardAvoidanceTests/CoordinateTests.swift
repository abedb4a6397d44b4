import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

/// Screen → window coordinates and the overlap (semantics §2).
@Suite struct CoordinateTests {
    /// iPad landscape 1366×1024 with the docked keyboard {0,626,1366,398} in screen coordinates.
    static let landscape = Size(width: 1366, height: 1024)
    static let docked = KeyboardInput(state: .shown, frame: Rect(x: 0, y: 626, width: 1366, height: 398))

    static func solve(window: Rect, keyboard: KeyboardInput = docked, container: Rect? = nil) -> LayoutAnswer {
        let c = container ?? Rect(x: 0, y: 0, width: window.width, height: window.height)
        return LayoutSolver.solve(
            LayoutRequest(
                screen: landscape, window: Window(frame: window), keyboard: keyboard,
                container: Container(frame: c)))
    }

    @Test func splitViewRightHalf() {
        // W = {683,0,683,1024}: K = {0-683, 626-0, 1366, 398} = {-683,626,1366,398}; x -683…683
        // overlaps the container x 0…683; overlap = 1024 - 626 = 398.
        let answer = Self.solve(window: Rect(x: 683, y: 0, width: 683, height: 1024))
        #expect(answer.keyboard.frame == Rect(x: -683, y: 626, width: 1366, height: 398))
        #expect(answer.keyboard.overlap == 398)
        #expect(answer.keyboard.layoutGuide == Rect(x: -683, y: 626, width: 1366, height: 398))
    }

    @Test func slideOverWindowOffsetFromTheTop() {
        // W = {981,20,365,984}: K = {-981, 606, 1366, 398}. The window ends at y 1004, 20 pt above
        // the screen's bottom, so overlap = 984 - 606 = 378, not the keyboard's 398.
        // Guide: {-981, 606, 1366, 984 - 606 = 378}.
        let answer = Self.solve(window: Rect(x: 981, y: 20, width: 365, height: 984))
        #expect(answer.keyboard.frame == Rect(x: -981, y: 606, width: 1366, height: 398))
        #expect(answer.keyboard.overlap == 378)
        #expect(answer.keyboard.layoutGuide == Rect(x: -981, y: 606, width: 1366, height: 378))
    }

    @Test func windowEndingAboveTheKeyboard() {
        // Stage Manager window {0,0,683,600}: K.minY 626 > C.maxY 600 → overlap clamp(-26) = 0;
        // guide height max(0, 600 - 626) = 0.
        let answer = Self.solve(window: Rect(x: 0, y: 0, width: 683, height: 600))
        #expect(answer.keyboard.state == .docked)
        #expect(answer.keyboard.overlap == 0)
        #expect(answer.contentInset == .zero)
        #expect(answer.keyboard.layoutGuide == Rect(x: 0, y: 626, width: 1366, height: 0))
    }

    @Test func keyboardBesideTheWindowDoesNotOverlap() {
        // Keyboard x 0…600 on screen; window from x 700: K.x = -700, K.maxX = -100 ≤ C.minX 0 → 0.
        let narrow = KeyboardInput(state: .shown, frame: Rect(x: 0, y: 626, width: 600, height: 398))
        let answer = Self.solve(window: Rect(x: 700, y: 0, width: 666, height: 1024), keyboard: narrow)
        #expect(answer.keyboard.overlap == 0)
    }

    struct OverlapCase: Sendable, CustomTestStringConvertible {
        var label: String
        var container: Rect
        var overlap: Double
        var testDescription: String { label }
    }

    /// On the phone with the 336 pt keyboard (K.minY 508).
    static let overlaps: [OverlapCase] = [
        // Above an 83 pt tab bar: C.maxY 761 → 761 - 508 = 253, not 336.
        OverlapCase(label: "above a tab bar", container: Rect(x: 0, y: 0, width: 390, height: 761), overlap: 253),
        // y 100…400 ends above the keyboard → 0.
        OverlapCase(label: "wholly above", container: Rect(x: 0, y: 100, width: 390, height: 300), overlap: 0),
        // y 400…600 → 600 - 508 = 92.
        OverlapCase(label: "partly under", container: Rect(x: 0, y: 400, width: 390, height: 200), overlap: 92),
        // y 600…800 → 800 - 508 = 292, clamped to its height 200.
        OverlapCase(label: "wholly under", container: Rect(x: 0, y: 600, width: 390, height: 200), overlap: 200),
        // A sheet of x 400…600 beside a 390-wide keyboard: no horizontal overlap → 0.
        OverlapCase(label: "beside", container: Rect(x: 400, y: 400, width: 200, height: 444), overlap: 0),
    ]

    @Test(arguments: overlaps) func overlap(_ c: OverlapCase) {
        let answer = LayoutSolver.solve(
            LayoutRequest(
                screen: Phone.screen, window: Window(frame: Phone.bounds), keyboard: Phone.keyboard(height: 336),
                container: Container(frame: c.container)))
        #expect(answer.keyboard.overlap == c.overlap)
    }
}
