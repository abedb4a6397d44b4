import Testing

@testable import KeyboardAvoidance

@Suite struct RectTests {
    @Test func intersectionOfOverlappingRects() {
        // {0,0,10,10} ∩ {5,5,10,10} = {5,5,5,5}, area 25.
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersectionArea(b) == 25)
    }

    @Test func touchingRectsDoNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 10, y: 0, width: 10, height: 10)
        #expect(a.intersection(b) == nil)
        #expect(!a.intersects(b))
    }

    @Test func insetNeverGoesNegative() {
        // width 10 - 8 - 8 = -6 → 0, centred at x 8 + (-3) = 5.
        let r = Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(r == Rect(x: 5, y: 0, width: 0, height: 10))
    }
}
