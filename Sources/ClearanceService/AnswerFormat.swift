/// What `POST /v1/layout` answers with, chosen from the request's `Accept` header.
public enum AnswerFormat: Sendable, Equatable {
    /// The answer JSON (semantics §5): the default.
    case json
    /// The picture from `ClearanceRender`'s `SVGRenderer`.
    case svg

    /// The media types the layout route can answer, in the order a `406` lists them.
    public static let mediaTypes = ["application/json", "image/svg+xml"]

    /// The format a client with this `Accept` header prefers, or `nil` when it admits neither.
    ///
    /// Each format takes the quality of the most specific range that names it (RFC 9110
    /// §12.5.1): `application/json`, then `application/*`, then `*/*` for JSON; `image/svg+xml`,
    /// then `image/*`, then `*/*` for SVG. SVG only when it ranks strictly above JSON; a tie or a
    /// missing or blank header keeps JSON, so existing clients never get a picture by surprise.
    /// When both end at quality 0 (`image/png`, `text/html`, `application/json;q=0`) the client
    /// takes neither, and the route answers 406. Parameters other than `q` are ignored; a
    /// malformed `q` counts as 1 (as lenient as browsers are).
    public static func preferred(accept: String?) -> AnswerFormat? {
        guard let accept, accept.contains(where: { $0 != " " && $0 != "\t" }) else { return .json }
        // What curl and most clients send, answered without splitting: JSON either way.
        if accept == "*/*" || accept == "application/json" { return .json }
        var json = Ranked()
        var svg = Ranked()
        for range in accept.split(separator: ",") {
            let parts = range.split(separator: ";")
            guard let first = parts.first else { continue }
            let type = trimmed(first).lowercased()
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = trimmed(parameter)
                if pair.hasPrefix("q=") || pair.hasPrefix("Q="), let q = Double(pair.dropFirst(2)), q.isFinite {
                    quality = Swift.min(Swift.max(q, 0), 1)
                }
            }
            switch type {
            case "application/json": json.note(quality, specificity: 3)
            case "application/*": json.note(quality, specificity: 2)
            case "image/svg+xml": svg.note(quality, specificity: 3)
            case "image/*": svg.note(quality, specificity: 2)
            case "*/*":
                json.note(quality, specificity: 1)
                svg.note(quality, specificity: 1)
            default: break
            }
        }
        if json.quality == 0 && svg.quality == 0 { return nil }
        return svg.quality > json.quality ? .svg : .json
    }

    /// The quality of the most specific range seen so far that names one format.
    private struct Ranked {
        var quality = 0.0
        var specificity = 0

        mutating func note(_ quality: Double, specificity: Int) {
            if specificity > self.specificity {
                self.quality = quality
                self.specificity = specificity
            } else if specificity == self.specificity {
                self.quality = Swift.max(self.quality, quality)
            }
        }
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
