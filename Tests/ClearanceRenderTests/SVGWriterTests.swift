import Testing

@testable import ClearanceRender

@Suite struct SVGWriterTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (168, "168"), (0.5, "0.5"), (0.05, "0.05"), (1.125, "1.13"), (-2.5, "-2.5"),
        (277.2511848, "277.25"), (-0.001, "0"), (1e300, "10000000"), (-1e300, "-10000000"),
        (.infinity, "0"), (-.infinity, "0"), (.nan, "0"), (12.10, "12.1"),
    ])
    func numbers(_ value: Double, _ text: String) {
        #expect(SVGWriter.number(value) == text)
    }

    @Test(arguments: [
        ("plain", "plain"), ("<&>", "&lt;&amp;&gt;"), ("\"'", "&quot;&apos;"), ("a\tb\nc\rd", "a&#9;b&#10;c&#13;d"),
        ("\u{0}\u{1B}\u{FFFE}", "\u{FFFD}\u{FFFD}\u{FFFD}"), ("é😀", "é😀"),
    ])
    func escaping(_ raw: String, _ escaped: String) {
        #expect(SVGWriter.escape(raw) == escaped)
    }

    @Test func truncation() {
        #expect(SVGWriter.truncate("password", to: 8) == "password")
        #expect(SVGWriter.truncate("password", to: 5) == "pass…")
        #expect(SVGWriter.truncate("password", to: 0) == "")
    }
}
