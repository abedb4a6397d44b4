import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

@Suite struct KeyboardClassificationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var state: KeyboardRequestState = .shown
        var frame: Rect?
        var screen = Phone.screen
        var expected: KeyboardState
        var reason: KeyboardHiddenReason?
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        // The request says hidden: hidden whatever the frame.
        Case(
            label: "hidden by state", state: .hidden, frame: Rect(x: 0, y: 508, width: 390, height: 336),
            expected: .hidden, reason: .requested),
        Case(label: "shown without frame", frame: nil, expected: .hidden, reason: .noFrame),
        // Zero height (Prefer Cross-Fade Transitions) and zero width.
        Case(
            label: "zero height", frame: Rect(x: 0, y: 844, width: 390, height: 0), expected: .hidden,
            reason: .zeroSize),
        Case(label: "zero frame", frame: .zero, expected: .hidden, reason: .zeroSize),
        // y 844…1180 only touches S's bottom edge: no shared area → off screen.
        Case(
            label: "just below the screen", frame: Rect(x: 0, y: 844, width: 390, height: 336), expected: .hidden,
            reason: .offScreen),
        // x 400…790 misses S (x 0…390).
        Case(
            label: "right of the screen", frame: Rect(x: 400, y: 508, width: 390, height: 336), expected: .hidden,
            reason: .offScreen),
        Case(label: "standard keyboard", frame: Rect(x: 0, y: 508, width: 390, height: 336), expected: .docked),
        // maxY 936 ≥ 843.5: a frame running past the bottom is still docked.
        Case(
            label: "frame below the screen", frame: Rect(x: 0, y: 600, width: 390, height: 336), expected: .docked),
        // A hardware keyboard's 55 pt shortcut bar: maxY 844 → docked.
        Case(label: "hardware shortcut bar", frame: Rect(x: 0, y: 789, width: 390, height: 55), expected: .docked),
        // maxY 843.6 ≥ 843.5 → docked; maxY 843 < 843.5 → floating.
        Case(label: "within half a point", frame: Rect(x: 0, y: 508, width: 390, height: 335.6), expected: .docked),
        Case(label: "one point short", frame: Rect(x: 0, y: 508, width: 390, height: 335), expected: .floating),
        // iPad floating keyboard, maxY 750 < 1365.5.
        Case(
            label: "iPad floating", frame: Rect(x: 200, y: 500, width: 320, height: 250), screen: Pad.screen,
            expected: .floating),
        // NaN never intersects the screen.
        Case(
            label: "NaN origin", frame: Rect(x: .nan, y: 508, width: 390, height: 336), expected: .hidden,
            reason: .offScreen),
    ]

    @Test(arguments: cases) func classifies(_ c: Case) {
        let window = Rect(x: 0, y: 0, width: c.screen.width, height: c.screen.height)
        let k = KeyboardClassification(KeyboardInput(state: c.state, frame: c.frame), screen: c.screen, window: window)
        #expect(k.state == c.expected)
        #expect(k.hiddenReason == c.reason)
        #expect((k.frame == nil) == (c.expected == .hidden))
    }

    @Test func solverReportsHiddenWithNullFrameAndZeroOverlap() {
        let answer = LayoutSolver.solve(Phone.login(keyboard: KeyboardInput(state: .shown, frame: .zero)))
        #expect(answer.keyboard.state == .hidden)
        #expect(answer.keyboard.frame == nil)
        #expect(answer.keyboard.overlap == 0)
        #expect(answer.codes == ["keyboardHiddenZeroFrame"])
    }

    @Test func hardwareBarOverlapsOnlyItsHeight() {
        // Bar {0,789,390,55}: overlap 844 - 789 = 55; contentInset.bottom = 55 + 32 - 34 = 53.
        let bar = KeyboardInput(state: .shown, frame: Rect(x: 0, y: 789, width: 390, height: 55))
        let answer = LayoutSolver.solve(Phone.login(keyboard: bar))
        #expect(answer.keyboard.state == .docked)
        #expect(answer.keyboard.overlap == 55)
        #expect(answer.contentInset.bottom == 53)
    }
}
