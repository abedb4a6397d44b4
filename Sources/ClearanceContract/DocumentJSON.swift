/// Reads an example file (`tests/fixtures/examples/<Name>.json`) into the YAML the document
/// shows it as: members in the file's order, numbers as the file spells them.
package struct DocumentJSON {
    private let bytes: [UInt8]
    private var at = 0
    private let name: String

    /// The value of the JSON text `text`; `name` names the file in an error.
    package static func yaml(_ text: String, name: String) throws(ExampleError) -> YAMLNode {
        var reader = DocumentJSON(bytes: Array(text.utf8), name: name)
        let value = try reader.value()
        reader.skipSpace()
        guard reader.at == reader.bytes.count else { throw reader.error("text after the value") }
        return value
    }

    private init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
    }

    private func error(_ what: String) -> ExampleError {
        ExampleError(message: "\(name): \(what) at byte \(at)")
    }

    private mutating func skipSpace() {
        while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
    }

    private mutating func value() throws(ExampleError) -> YAMLNode {
        skipSpace()
        guard at < bytes.count else { throw error("a value is missing") }
        switch bytes[at] {
        case UInt8(ascii: "{"):
            at += 1
            var members: [(String, YAMLNode)] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
                at += 1
                return .map([])
            }
            while true {
                skipSpace()
                let key = try string()
                skipSpace()
                try expect(":")
                members.append((key, try value()))
                skipSpace()
                if try separator("}") { return .map(members) }
            }
        case UInt8(ascii: "["):
            at += 1
            var items: [YAMLNode] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
                at += 1
                return .list([])
            }
            while true {
                items.append(try value())
                skipSpace()
                if try separator("]") { return .list(items) }
            }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try word("true")
        case UInt8(ascii: "f"): return try word("false")
        case UInt8(ascii: "n"): return try word("null")
        default: return .scalar(try number())
        }
    }

    private mutating func expect(_ mark: Character) throws(ExampleError) {
        guard at < bytes.count, bytes[at] == mark.asciiValue! else { throw error("'\(mark)' expected") }
        at += 1
    }

    /// After a member or an item: `true` at the closing `end`, `false` after a comma.
    private mutating func separator(_ end: Character) throws(ExampleError) -> Bool {
        guard at < bytes.count else { throw error("'\(end)' expected") }
        if bytes[at] == end.asciiValue! {
            at += 1
            return true
        }
        try expect(",")
        return false
    }

    private mutating func word(_ word: String) throws(ExampleError) -> YAMLNode {
        let utf8 = Array(word.utf8)
        guard at + utf8.count <= bytes.count, Array(bytes[at..<at + utf8.count]) == utf8 else {
            throw error("a value expected")
        }
        at += utf8.count
        return .scalar(word)
    }

    /// A number as YAML 1.1 reads it back as the same number: an exponent gets a fraction and a
    /// sign (`1e-05` is written `1.0e-05`).
    private mutating func number() throws(ExampleError) -> String {
        let start = at
        while at < bytes.count, "+-0123456789.eE".utf8.contains(bytes[at]) { at += 1 }
        let text = String(decoding: bytes[start..<at], as: UTF8.self)
        guard !text.isEmpty, Double(text) != nil else { throw error("a value expected") }
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
        var mantissa = String(text[..<e])
        var exponent = String(text[text.index(after: e)...])
        if !mantissa.contains(".") { mantissa += ".0" }
        if !exponent.hasPrefix("-") && !exponent.hasPrefix("+") { exponent = "+" + exponent }
        return mantissa + "e" + exponent
    }

    private mutating func string() throws(ExampleError) -> String {
        try expect("\"")
        var scalars = String.UnicodeScalarView()
        var run = at
        func flush() { scalars.append(contentsOf: String(decoding: bytes[run..<at], as: UTF8.self).unicodeScalars) }
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "\""):
                flush()
                at += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                at += 1
                guard at < bytes.count else { throw error("an escape is cut") }
                let escape = bytes[at]
                at += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    var unit = try hex()
                    if (0xD800..<0xDC00).contains(unit) {
                        try expect("\\")
                        try expect("u")
                        let low = try hex()
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(unit) else { throw error("a bad \\u escape") }
                    scalars.append(scalar)
                default: scalars.append(Unicode.Scalar(escape))
                }
                run = at
            default: at += 1
            }
        }
        throw error("a string is not closed")
    }

    private mutating func hex() throws(ExampleError) -> UInt32 {
        guard at + 4 <= bytes.count, let unit = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16)
        else { throw error("a bad \\u escape") }
        at += 4
        return unit
    }
}

/// An example file that is missing or not JSON.
public struct ExampleError: Error {
    /// What is wrong, naming the file.
    public var message: String
}
