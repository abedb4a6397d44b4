import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

/// Before-verdicts on the login form (keyboard 336 → K y 508…844, V = y 47…810, x 0…390, offset
/// 0, before scroll range [-47, 900 + 34 - 844 = 90], band T 47 … B 508).
@Suite struct VerdictTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var frame: Rect
        var state: VisibilityState
        var visible: Double
        var covered: Double
        var reachable: Bool
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        // y 100…144 inside V, above K; o ∈ [144 - 508, 100 - 47] ∩ [-47, 90] ≠ ∅.
        Case(
            label: "visible", frame: Rect(x: 20, y: 100, width: 350, height: 44), state: .visible, visible: 1,
            covered: 0, reachable: true),
        // y 500…544: 8 pt above K, 36 under → 8/44 visible, 36/44 covered; o ∈ [36, 453] ∩ [-47, 90].
        Case(
            label: "partially covered", frame: Rect(x: 20, y: 500, width: 350, height: 44), state: .partiallyCovered,
            visible: 8.0 / 44, covered: 36.0 / 44, reachable: true),
        // y 600…644 wholly under K; o ∈ [136, 553] misses [-47, 90].
        Case(
            label: "covered", frame: Rect(x: 20, y: 600, width: 350, height: 44), state: .covered, visible: 0,
            covered: 1, reachable: false),
        // y 20…64: only 47…64, 17 of 44, is below V's top → clipped 17/44; o ∈ [-444, -27] ∩ [-47, 90] ≠ ∅.
        Case(
            label: "clipped at the top", frame: Rect(x: 20, y: 20, width: 350, height: 44), state: .clipped,
            visible: 17.0 / 44, covered: 0, reachable: true),
        // y 870…890 below V (ends 810) → offscreen; o ∈ [382, 823] misses [-47, 90].
        Case(
            label: "offscreen below", frame: Rect(x: 20, y: 870, width: 350, height: 20), state: .offscreen,
            visible: 0, covered: 0, reachable: false),
        // x 400…450 right of V (ends 390) → offscreen, and never reachable horizontally.
        Case(
            label: "offscreen right", frame: Rect(x: 400, y: 100, width: 50, height: 44), state: .offscreen,
            visible: 0, covered: 0, reachable: false),
        // x 370…410 half out of V → clipped 0.5, not reachable (it can never fit horizontally).
        Case(
            label: "clipped right", frame: Rect(x: 370, y: 100, width: 40, height: 44), state: .clipped,
            visible: 0.5, covered: 0, reachable: false),
    ]

    @Test(arguments: cases) func before(_ c: Case) {
        let answer = LayoutSolver.solve(Phone.login(elements: [Element(id: "e", frame: c.frame)], focus: nil))
        let verdict = answer.verdicts("e")!.before
        #expect(verdict.state == c.state)
        #expect(close(verdict.visibleFraction, c.visible))
        #expect(close(verdict.coveredFraction, c.covered))
        #expect(verdict.reachable == c.reachable)
    }

    @Test func afterUsesTheAdjustedRange() {
        // Example 1 after (offset 168, range [-47, 424]): the row at y 870…890 sits at window y
        // 702…722, under the keyboard → covered, yet reachable: o ∈ [382, 823] ∩ [-47, 424].
        let row = Element(id: "row", frame: Rect(x: 20, y: 870, width: 350, height: 20))
        let answer = LayoutSolver.solve(Phone.login(elements: [Phone.password, row]))
        #expect(answer.verdicts("row")?.after.state == .covered)
        #expect(answer.verdicts("row")?.after.reachable == true)
        #expect(answer.verdicts("row")?.before.reachable == false)
    }

    @Test func staticContainerIsReachableOnlyWhereVisible() {
        // Static + resizeView: C' = y 0…508, V = 47…508. Field y 400…444 visible → reachable;
        // password y 600…644 is below C' → offscreen, not reachable.
        let field = Element(id: "field", frame: Rect(x: 20, y: 400, width: 350, height: 44))
        let request = Phone.login(
            container: Container(frame: Phone.bounds, scrollable: false), elements: [field, Phone.password],
            options: Options(strategy: .resizeView))
        let answer = LayoutSolver.solve(request)
        #expect(
            answer.verdicts("field")?.after
                == Verdict(state: .visible, visibleFraction: 1, coveredFraction: 0, reachable: true))
        #expect(
            answer.verdicts("password")?.after
                == Verdict(state: .offscreen, visibleFraction: 0, coveredFraction: 0, reachable: false))
        // Before, the static container's password is covered and so not reachable either.
        #expect(answer.verdicts("password")?.before.reachable == false)
    }

    @Test func contentBelowTheWindowIsNeverReachable() {
        // A container y 0…2000 in an 844 window, insetAdjustment never (A0 = 0), content 2000 →
        // range [0, 0]. The element at y 1500…1544 lies in the band 0…2000 at o = 0, but only
        // below the window: clipped to the window the band is 0…844, and o ∈ [700, 1500] misses
        // [0, 0] → not reachable, and offscreen.
        let deep = Element(id: "deep", frame: Rect(x: 20, y: 1500, width: 350, height: 44))
        let request = Phone.login(
            keyboard: .hidden,
            container: Container(frame: Rect(x: 0, y: 0, width: 390, height: 2000), insetAdjustment: .never),
            elements: [deep], focus: nil)
        let verdict = LayoutSolver.solve(request).verdicts("deep")!.before
        #expect(verdict.state == .offscreen)
        #expect(!verdict.reachable)
    }

    @Test func derivedSafeAreaLetsTallContainersScrollIntoTheWindow() {
        // The same container under automatic: sa.bottom = 2000 - (844 - 34) = 1190, so the band is
        // 47…810 and the range [-47, 2000 + 1190 - 2000 = 1190]; o ∈ [1544 - 810, 1500 - 47] =
        // [734, 1453] meets it → reachable.
        let deep = Element(id: "deep", frame: Rect(x: 20, y: 1500, width: 350, height: 44))
        let request = Phone.login(
            keyboard: .hidden, container: Container(frame: Rect(x: 0, y: 0, width: 390, height: 2000)),
            elements: [deep], focus: nil)
        #expect(LayoutSolver.solve(request).verdicts("deep")!.before.reachable)
    }

    @Test func elementsKeepRequestOrder() {
        let ids = ["c", "a", "b"]
        let elements = ids.enumerated().map {
            Element(id: $0.element, frame: Rect(x: 0, y: Double($0.offset) * 50, width: 10, height: 10))
        }
        let answer = LayoutSolver.solve(Phone.login(elements: elements, focus: nil))
        #expect(answer.elements.map(\.id) == ids)
    }
}
