/// Appends SVG markup to a string, with the two things every byte of it must respect: numbers in
/// one fixed format and text escaped for XML.
struct SVGWriter {
    /// The markup so far.
    private(set) var text = ""

    /// The largest magnitude written for a coordinate; farther is clamped.
    ///
    /// Keeps hostile inputs (1e300, infinities) from turning into exponents or `inf`.
    static let limit = 1e7

    /// Appends raw markup (already escaped).
    mutating func raw(_ markup: String) {
        text += markup
    }

    /// Appends `<name a="v" …>` or `<name … />`; values are escaped.
    mutating func open(_ name: String, _ attributes: [(String, String)], selfClosing: Bool = false) {
        text += "<" + name
        for (key, value) in attributes {
            text += " " + key + "=\"" + SVGWriter.escape(value) + "\""
        }
        text += selfClosing ? "/>" : ">"
    }

    /// Appends `</name>`.
    mutating func close(_ name: String) {
        text += "</" + name + ">"
    }

    /// Appends `<name …>text</name>` with `content` escaped.
    mutating func element(_ name: String, _ attributes: [(String, String)], content: String) {
        open(name, attributes)
        text += SVGWriter.escape(content)
        close(name)
    }

    /// Formats `value` with at most two decimals, no exponent, no `-0`, never `nan` or `inf`.
    ///
    /// Non-finite values print as `0`; magnitudes beyond ``limit`` are clamped. The same double
    /// always prints the same bytes, so pictures are reproducible.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = Swift.min(Swift.max(value, -limit), limit)
        var hundredths = Int64((clamped * 100).rounded(.toNearestOrAwayFromZero))
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        if negative { hundredths = -hundredths }
        var out = negative ? "-" : ""
        out += String(hundredths / 100)
        let fraction = hundredths % 100
        if fraction != 0 {
            out += "."
            if fraction < 10 {
                out += "0" + String(fraction)
            } else {
                out += String(fraction % 10 == 0 ? fraction / 10 : fraction)
            }
        }
        return out
    }

    /// Escapes text for an XML attribute value or text node.
    ///
    /// The five markup characters become entities; tab, newline and carriage return become
    /// character references; the other characters XML 1.0 forbids (C0 controls, U+FFFE, U+FFFF)
    /// become U+FFFD, so any id, however hostile, yields well-formed markup.
    static func escape(_ string: String) -> String {
        var out = ""
        out.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `string` cut to at most `count` characters, with an ellipsis when cut.
    static func truncate(_ string: String, to count: Int) -> String {
        guard count > 0 else { return "" }
        guard string.count > count else { return string }
        return String(string.prefix(Swift.max(count - 1, 0))) + "…"
    }
}
