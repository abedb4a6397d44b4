import ClearanceService
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
            // Issue 11 item 6: an Accept that admits neither format is answered 406 (nil here),
            // where it used to get JSON: q=0 refuses SVG and nothing names JSON.
            ("image/svg+xml;q=0", nil),
            ("image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", .svg),  // a browser's <img>
            ("text/html", nil),  // also 406 now (was JSON): text/html names neither format
            ("image/svg+xml;q=bogus", .svg),
            (" \t", .json),  // blank is read as absent
            ("image/png", nil),
            ("application/problem+json", nil),
            ("*/*;q=0", nil),
            ("application/*", .json),
            ("image/*", .svg),
            ("image/png, */*;q=0.1", .json),
            // The most specific range wins: JSON is refused by name, so */* leaves only SVG.
            ("application/json;q=0, */*", .svg),
            ("image/svg+xml;q=0, image/*", nil),  // any image but SVG: neither
            ("image/*;q=0.2, application/*;q=0.1", .svg),
        ] as [(String?, AnswerFormat?)])
    func preferred(_ accept: String?, _ format: AnswerFormat?) {
        #expect(AnswerFormat.preferred(accept: accept) == format)
    }
}
