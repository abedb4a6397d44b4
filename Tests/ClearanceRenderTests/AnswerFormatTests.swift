import ClearanceRender
import Testing

@Suite struct AnswerFormatTests {
    @Test(
        arguments: [
            (nil, AnswerFormat.json),
            ("", .json),
            ("application/json", .json),
            ("*/*", .json),
            ("image/svg+xml", .svg),
            ("IMAGE/SVG+XML", .svg),
            (" image/svg+xml ; charset=utf-8", .svg),
            ("image/svg+xml, application/json", .json),  // a tie keeps the default
            ("image/svg+xml, application/json;q=0.9", .svg),
            ("application/json, image/svg+xml;q=0.5", .json),
            ("image/svg+xml;q=0", .json),
            ("image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", .svg),  // a browser's <img>
            ("text/html", .json),
            ("image/svg+xml;q=bogus", .svg),
        ] as [(String?, AnswerFormat)])
    func preferred(_ accept: String?, _ format: AnswerFormat) {
        #expect(AnswerFormat.preferred(accept: accept) == format)
    }
}
