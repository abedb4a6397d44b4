import ClearanceWire
import KeyboardAvoidance
import Testing

/// Geometry written plainly (members in schema order, small non-negative integers) takes a fast
/// path; any other spelling takes the general reader. Both must give the same request, and the
/// fast path must never accept what the general reader rejects.
@Suite struct PlainGeometryTests {
    static let spellings = [
        #"{"x":20,"y":80,"width":350,"height":40}"#,
        #"{ "x" : 20 , "y" : 80 , "width" : 350 , "height" : 40 }"#,
        "{\n\t\"x\":\t20,\r\n  \"y\": 80,\n  \"width\": 350,\n  \"height\": 40\n}",
        #"{"height":40,"width":350,"y":80,"x":20}"#,
        #"{"x":20.0,"y":8e1,"width":350,"height":40}"#,
        #"{"\u0078":20,"y":80,"width":350,"height":40}"#,
        #"{"y":80,"x":20,"width":350,"height":40}"#,
    ]

    @Test(arguments: spellings)
    func everySpellingGivesTheSameFrame(frame: String) throws {
        let request = try decode(body(#""elements":[{"id":"a","frame":\#(frame)}]"#))
        #expect(request.elements.first?.frame == Rect(x: 20, y: 80, width: 350, height: 40))
    }

    @Test func plainSizesPointsAndInsets() throws {
        let request = try decode(
            #"{"screen":{"width":390,"height":844},"window":{"safeArea":{"top":47,"left":0,"bottom":34,"right":0}},"#
                + #""container":{"frame":{"x":0,"y":0,"width":390,"height":844},"contentSize":{"width":390,"height":900},"#
                + #""contentOffset":{"x":0,"y":12}}}"#)
        #expect(request.screen == Size(width: 390, height: 844))
        #expect(request.window.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(request.container.contentSize == Size(width: 390, height: 900))
        #expect(request.container.contentOffset == Point(x: 0, y: 12))
    }

    @Test(arguments: [
        (#"{"x":0,"y":0,"width":0,"height":44}"#, "/elements/0/frame/width"),
        (#"{"x":0,"y":0,"width":10,"height":1000000001}"#, "/elements/0/frame/height"),
        (#"{"x":0,"y":0,"width":10,"height":44,"depth":1}"#, "/elements/0/frame/depth"),
        (#"{"x":0,"y":0,"width":10,"heights":44}"#, "/elements/0/frame/heights"),
        (#"{"x":0,"y":0,"width":10}"#, "/elements/0/frame/height"),
        (#"{"x":0,"x":0,"width":10,"height":44}"#, "/elements/0/frame/x"),
    ])
    func plainLookingFramesThatBreakARule(frame: String, pointer: String) {
        #expect(pointers(body(#""elements":[{"id":"a","frame":\#(frame)}]"#)).contains(pointer))
    }

    @Test func aPlainRectDeeperThanTheLimitIsMalformed() {
        let text = body(#""elements":[{"id":"a","frame":{"x":0,"y":0,"width":10,"height":44}}]"#)
        #expect(problem(text, limits: DecodeLimits(maxDepth: 4)) == nil)
        #expect(problem(text, limits: DecodeLimits(maxDepth: 3))?.status == 400)
    }

    @Test func nearTheEndOfTheBodyTheGeneralReaderTakesOver() throws {
        // The last rect ends within 16 bytes of the body's end, where words are not loaded.
        let request = try decode(
            #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":1,"height":2}}}"#)
        #expect(request.container.frame == Rect(x: 0, y: 0, width: 1, height: 2))
    }
}
