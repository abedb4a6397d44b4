/// What `POST /v1/layout` answers with, chosen from the request's `Accept` header.
public enum AnswerFormat: Sendable, Equatable {
    /// The answer JSON (spec §5): the default.
    case json
    /// The picture from ``SVGRenderer``.
    case svg

    /// The format a client with this `Accept` header prefers.
    ///
    /// SVG only when the header ranks `image/svg+xml` (or `image/*`) strictly above JSON
    /// (`application/json`, `application/*`, `*/*`); a tie, a missing header or one that names
    /// neither keeps JSON, so existing clients never get a picture by surprise. Parameters other
    /// than `q` are ignored; a malformed `q` counts as 1 (as lenient as browsers are).
    public static func preferred(accept: String?) -> AnswerFormat {
        guard let accept else { return .json }
        var svg = 0.0
        var json = 0.0
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
            case "image/svg+xml", "image/*": svg = Swift.max(svg, quality)
            case "application/json", "application/*", "*/*": json = Swift.max(json, quality)
            default: break
            }
        }
        return svg > json ? .svg : .json
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
