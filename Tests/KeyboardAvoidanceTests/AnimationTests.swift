import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

@Suite struct AnimationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var curve: Int
        var options: Int
        var testDescription: String { "curve \(curve)" }
    }

    static let cases: [Case] = [
        Case(curve: 7, options: 458_752),  // 7 · 65536
        Case(curve: 0, options: 0),
        Case(curve: 3, options: 196_608),  // 3 · 65536
        Case(curve: -1, options: -65_536),  // wraps, never traps
        Case(curve: Int.max, options: -65_536),  // 0x7FFF…FFFF &<< 16 = 0xFFFF…0000
        Case(curve: Int.min, options: 0),  // the sign bit shifts out
    ]

    @Test(arguments: cases) func optionsAreCurveShiftedBy16(_ c: Case) {
        let keyboard = KeyboardInput(
            state: .shown, frame: Rect(x: 0, y: 508, width: 390, height: 336),
            animation: KeyboardAnimation(duration: 0.4, curve: c.curve))
        let answer = LayoutSolver.solve(Phone.login(keyboard: keyboard))
        #expect(answer.animation == AnimationAnswer(duration: 0.4, curve: c.curve, options: c.options))
        #expect(answer.codes.contains("unusualAnimationCurve") == !(0...7).contains(c.curve))
    }

    @Test func defaultsPassThrough() {
        let answer = LayoutSolver.solve(Phone.login())
        #expect(answer.animation == AnimationAnswer(duration: 0.25, curve: 7, options: 458_752))
    }
}
