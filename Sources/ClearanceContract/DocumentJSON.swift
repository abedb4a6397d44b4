import ClearanceJSON

/// Reads an example file (`tests/fixtures/examples/<Name>.json`) into the YAML the document
/// shows it as: members in the file's order, numbers as the file spells them.
///
/// The text is scanned by the codec's own reader (``JSONReader``), so an example is JSON exactly
/// as the service reads a body: a number such as `+1` or `01`, a bad escape or a trailing comma
/// is refused with the reader's message and the byte it stopped at.
package enum DocumentJSON {
    /// The deepest nesting an example may have, as deep as a design document may nest.
    static let maxDepth = 512

    /// The value of the JSON text `text`; `name` names the file in an error.
    package static func yaml(_ text: String, name: String) throws(ExampleError) -> YAMLNode {
        let read: Result<YAMLNode, SyntaxError> = Array(text.utf8).withUnsafeBytes { bytes in
            var reader = JSONReader(bytes, maxDepth: maxDepth, fastPaths: false)
            do throws(SyntaxError) {
                let value = try Self.value(&reader)
                reader.skipWhitespace()
                guard reader.atEnd else { throw SyntaxError(offset: reader.pos, message: "text after the value") }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        switch read {
        case .success(let value): return value
        case .failure(let error): throw ExampleError(message: "\(name): \(error.message) at byte \(error.offset)")
        }
    }

    /// The value at the reader's position.
    private static func value(_ reader: inout JSONReader) throws(SyntaxError) -> YAMLNode {
        switch try reader.valueKind() {
        case .object:
            try reader.enter()
            var members: [(String, YAMLNode)] = []
            if !reader.consume(UInt8(ascii: "}")) {
                repeat {
                    reader.skipWhitespace()
                    guard reader.peek() == UInt8(ascii: "\"") else { throw reader.error("an object (a member name)") }
                    let token = try reader.readString()
                    let key = reader.string(token)
                    try reader.expect(UInt8(ascii: ":"), in: "an object (':' after a member name)")
                    members.append((key, try value(&reader)))
                } while reader.consume(UInt8(ascii: ","))
                try reader.expect(UInt8(ascii: "}"), in: "an object (',' or '}')")
            }
            reader.depth -= 1
            return .map(members)
        case .array:
            try reader.enter()
            var items: [YAMLNode] = []
            if !reader.consume(UInt8(ascii: "]")) {
                repeat {
                    items.append(try value(&reader))
                } while reader.consume(UInt8(ascii: ","))
                try reader.expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
            }
            reader.depth -= 1
            return .list(items)
        case .string:
            let token = try reader.readString()
            return .string(reader.string(token))
        case .number:
            let start = reader.pos
            guard try reader.readNumber().isFinite else {
                throw SyntaxError(offset: start, message: "a number too large for a double")
            }
            return .scalar(spelled(String(decoding: reader.bytes(start..<reader.pos), as: UTF8.self)))
        case .bool, .null:
            let start = reader.pos
            _ = try reader.readLiteral()
            return .scalar(String(decoding: reader.bytes(start..<reader.pos), as: UTF8.self))
        }
    }

    /// A number as YAML 1.1 reads it back as the same number: an exponent gets a fraction and a
    /// sign (`1e-05` is written `1.0e-05`).
    private static func spelled(_ text: String) -> String {
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
        var mantissa = String(text[..<e])
        var exponent = String(text[text.index(after: e)...])
        if !mantissa.contains(".") { mantissa += ".0" }
        if !exponent.hasPrefix("-") && !exponent.hasPrefix("+") { exponent = "+" + exponent }
        return mantissa + "e" + exponent
    }
}

extension JSONReader {
    /// The bytes of `range`, which the reader has read.
    fileprivate func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }
}

/// An example file that is missing or not JSON.
public struct ExampleError: Error {
    /// What is wrong, naming the file.
    public var message: String
}
