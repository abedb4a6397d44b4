import ClearanceWire
import KeyboardAvoidance
import Testing

/// Spec §6: no input may crash the decoder; what is not JSON (or not an object) is a 400.
@Suite struct HostileBodyTests {
    func status(_ bytes: [UInt8]) -> Int? { problem(bytes)?.status }
    func status(_ text: String) -> Int? { problem(text)?.status }

    @Test(arguments: ["", " ", "\n\t\r ", "[]", "42", #""request""#, "null", "true", "false", "[{}]"])
    func emptyOrNotAnObject(text: String) {
        let p = problem(text)
        #expect(p?.status == 400)
        #expect(p?.type == "urn:clearance:problem:malformed-json")
        #expect(p?.title == "Malformed JSON")
    }

    @Test func deepNesting() {
        #expect(status([UInt8](repeating: UInt8(ascii: "["), count: 100_000)) == 400)
        #expect(status(String(repeating: #"{"a":"#, count: 100_000)) == 400)
        // Nested inside a known member, and inside an ignored userInfo key: still bounded.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(status(#"{"screen":\#(deep)}"#) == 400)
        #expect(status(body(#""keyboard":{"userInfo":{"x":\#(deep)}}"#)) == 400)
        // A balanced nesting within the limit is JSON: the unknown member is the only fault.
        let shallow = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
        #expect(status(body(#""x":\#(shallow)"#)) == 422)
    }

    @Test func depthLimitIsConfigurable() {
        let nested = body(#""x":[[[[1]]]]"#)
        #expect(problem(nested, limits: DecodeLimits(maxDepth: 5))?.status == 422)
        #expect(problem(nested, limits: DecodeLimits(maxDepth: 4))?.status == 400)
    }

    @Test(arguments: [
        "NaN", "-NaN", "Infinity", "-Infinity", "+1", ".5", "01", "-", "1.", "1e", "1e+", "0x10", "1_000",
        "--1", "1.5.5", "'a'", "undefined", "tru", "nul", "True", "[1,]", "{\"a\":1,}",
    ])
    func notJSONValues(value: String) {
        let text = #"{\#(minimalScreen),"container":{"frame":{"x":\#(value),"y":0,"width":1,"height":1}}}"#
        #expect(status(text) == 400)
    }

    @Test func hugeNumbersAreNonFiniteNot400() {
        #expect(status(#"{\#(minimalScreen),"container":{"frame":{"x":1e400,"y":0,"width":1,"height":1}}}"#) == 422)
        let digits = String(repeating: "9", count: 400)
        #expect(
            status(#"{\#(minimalScreen),"container":{"frame":{"x":\#(digits),"y":0,"width":1,"height":1}}}"#) == 422)
    }

    @Test(
        arguments: [
            [0xFF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
            [0xF0, 0x80, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], [0xBF],
            [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3, 0x28], [0xE2, 0x28, 0xA1],
        ] as [[UInt8]])
    func invalidUTF8InStringsAndNames(sequence: [UInt8]) {
        let inValue = Array(#"{"focus":"a"#.utf8) + sequence + Array(#""}"#.utf8)
        #expect(status(inValue) == 400)
        let inName = Array(#"{""#.utf8) + sequence + Array(#"":1}"#.utf8)
        #expect(status(inName) == 400)
    }

    @Test func validUTF8OfEveryLengthIsAccepted() throws {
        // é (2 bytes), € (3), 😀 (4), U+10FFFF (4, the last code point), U+FFFF.
        let id = "é€😀\u{10FFFF}\u{FFFF}"
        let r = try decode(body(#""elements":[{"id":"\#(id)","frame":{"x":0,"y":0,"width":1,"height":1}}]"#))
        #expect(r.elements[0].id == "é€😀\u{10FFFF}\u{FFFF}")
    }

    @Test(arguments: [
        #"\ud800"#, #"\udc00"#, #"\udfff"#, #"\ud800\u0041"#, #"\ud800x"#, #"\ud800\ud800"#, #"\udc00\ud800"#,
        #"\ud83d"#, #"\u12"#, #"\u12G4"#, #"\x"#, #"\'"#, #"\U0041"#, #"\"#,
    ])
    func badEscapes(escape: String) {
        #expect(status(#"{"focus":"\#(escape)"}"#) == 400)
    }

    @Test(arguments: Array(0..<0x20) as [UInt8])
    func unescapedControlCharacters(byte: UInt8) {
        let text = Array(#"{"focus":"a"#.utf8) + [byte] + Array(#""}"#.utf8)
        #expect(status(text) == 400)
    }

    @Test func escapedControlCharactersAreFine() throws {
        let r = try decode(body(#""elements":[{"id":"\u0000\u001f\t\n","frame":{"x":0,"y":0,"width":1,"height":1}}]"#))
        #expect(r.elements[0].id == "\u{0}\u{1F}\t\n")
    }

    @Test func everyPrefixOfAValidRequestIsA400() throws {
        let full = Array(
            (#"{"screen":{"width":390,"height":844},"window":{"safeArea":{"top":47,"bottom":34}},"#
                + #""keyboard":{"userInfo":{"UIKeyboardFrameEndUserInfoKey":"NSRect: {{0, 508}, {390, 336}}","#
                + #""UIKeyboardAnimationCurveUserInfoKey":7,"other":[true,false,null,-1.5e-3]}},"#
                + #""container":{"frame":{"x":0,"y":0,"width":390,"height":844},"scrollable":true},"#
                + #""elements":[{"id":"pass\u00e9word","frame":{"x":20,"y":600,"width":350,"height":44}}],"#
                + #""focus":"pass\u00e9word","options":{"anchor":null,"minimumDistance":32}}"#).utf8)
        _ = try LayoutDecoder.decode(full)
        for length in 0..<full.count {
            let p = problem(Array(full[0..<length]))
            #expect(p?.status == 400, "prefix of \(length) bytes")
        }
    }

    @Test(arguments: [" x", "{}", "[]", ",", "\u{0}", " //", "}"])
    func trailingBytes(tail: String) {
        #expect(status(body() + tail) == 400)
    }

    @Test func trailingWhitespaceIsFine() {
        #expect(problem(body() + " \n\r\t") == nil)
    }

    @Test func aByteOrderMarkIsNotJSON() {
        #expect(status([0xEF, 0xBB, 0xBF] + Array(body().utf8)) == 400)
    }

    @Test func commentsAndSingleQuotesAreNotJSON() {
        #expect(status("{/* c */\(minimalScreen),\(minimalContainer)}") == 400)
        #expect(status("{'screen':{}}") == 400)
        #expect(status(#"{"screen" {"width":1}}"#) == 400)
        #expect(status(#"{"screen":{"width":1 "height":2}}"#) == 400)
        #expect(status(#"{screen:1}"#) == 400)
    }

    @Test func veryLongStringsAndNumbers() throws {
        let longId = String(repeating: "x", count: 1 << 20)
        let r = try decode(
            body(#""elements":[{"id":"\#(longId)","frame":{"x":0,"y":0,"width":1,"height":1}}],"focus":"\#(longId)""#))
        #expect(r.elements[0].id.utf8.count == 1 << 20)
        let longNumber = "0." + String(repeating: "0", count: 100_000) + "1"
        let n = try decode(
            #"{\#(minimalScreen),"container":{"frame":{"x":\#(longNumber),"y":0,"width":1,"height":1}}}"#)
        #expect(n.container.frame.x == 0)
        // An unterminated long string is a 400.
        #expect(status(#"{"focus":""# + longId) == 400)
    }

    @Test func a400PointsAtTheValueBeingRead() throws {
        let p = try #require(problem(#"{"container":{"frame":{"x":NaN}}}"#))
        #expect(p.status == 400)
        #expect(p.errors.map(\.pointer) == ["/container/frame/x"])
        // `{"container":` is bytes 0–12, `{"frame":` 13–21, `{"x":` 22–26: N is byte 27.
        #expect(p.detail.contains("byte 27"))
    }
}
