/// A node of the YAML `openapi.yaml` is written in (``APIDocument``): block maps and lists, each
/// string plain, single-quoted or a literal block, as ``RequestSchemaDocument/scalar(_:)`` and
/// ``RequestSchemaDocument/description(_:indent:)`` write the generated schemas.
package indirect enum YAMLNode: Sendable {
    /// Written as it is: a number, `true`, a scalar already quoted.
    case scalar(String)
    /// A string: on one line, plain or single-quoted; one with a line break as a literal block
    /// (`|`), whose value ends with one line break.
    case text(String)
    /// A string that JSON gave: plain when YAML reads it back as the same string, else
    /// double-quoted with JSON's escapes.
    case string(String)
    /// `[a, b]`: the items written as they are.
    case flow([String])
    /// A block map, in this order.
    case map([(String, YAMLNode)])
    /// A block list.
    case list([YAMLNode])
    /// Lines written elsewhere (the generated schemas), relative to the node's indentation.
    case lines([String])

    /// The lines of `key: self` at `indent`.
    package func entry(_ key: String, indent: String) -> [String] {
        let head = indent + RequestSchemaDocument.scalar(key) + ":"
        switch self {
        case .map(let entries) where entries.isEmpty: return [head + " {}"]
        case .list(let items) where items.isEmpty: return [head + " []"]
        case .map, .list, .lines: return [head] + lines(indent: indent + "  ")
        case .scalar, .text, .string, .flow: return value(after: head + " ", indent: indent)
        }
    }

    /// The lines of the node alone at `indent`: a map's entries, a list's items.
    package func lines(indent: String) -> [String] {
        switch self {
        case .map(let entries): return entries.flatMap { $0.1.entry($0.0, indent: indent) }
        case .list(let items):
            return items.flatMap { item -> [String] in
                var lines = item.lines(indent: indent + "  ")
                lines[0] = indent + "- " + lines[0].dropFirst(indent.count + 2)
                return lines
            }
        case .lines(let lines): return lines.map { $0.isEmpty ? "" : indent + $0 }
        case .scalar, .text, .string, .flow: return value(after: indent, indent: indent)
        }
    }

    /// A scalar, a string or a flow list written after `lead` (a map's `key: `, or the indentation
    /// alone): on that line, or, for a text of several lines, a literal block's `|` there and its
    /// lines one level in from `indent`. The one place these values are written, as a map's value
    /// and on their own alike.
    private func value(after lead: String, indent: String) -> [String] {
        switch self {
        case .scalar(let text): return [lead + text]
        case .text(let text) where text.contains("\n"): return [lead + "|"] + Self.block(text, indent: indent + "  ")
        case .text(let text): return [lead + RequestSchemaDocument.scalar(text)]
        case .string(let text): return [lead + Self.quoted(text)]
        case .flow(let items): return [lead + "[" + items.joined(separator: ", ") + "]"]
        case .map, .list, .lines: preconditionFailure("a map, a list or given lines start on lines of their own")
        }
    }

    /// The node as a document: its lines, each ended by a line break.
    package var document: String { lines(indent: "").map { $0 + "\n" }.joined() }

    /// The lines of a literal block holding `text` (one final line break dropped: the block's
    /// clipping puts it back; a text without one gains it).
    static func block(_ text: String, indent: String) -> [String] {
        var text = Substring(text)
        if text.hasSuffix("\n") { text = text.dropLast() }
        precondition(!text.hasSuffix("\n") && !text.hasPrefix(" "), "a literal block keeps one line break at its end")
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "" : indent + $0
        }
    }

    /// A string from JSON: plain when it is made only of letters, digits, spaces and a few marks,
    /// starts with a letter and is no word YAML reads otherwise; else double-quoted.
    static func quoted(_ text: String) -> String {
        let marks: Set<Character> = [" ", "_", ".", "/", "-", "(", ")", ",", ";", "+", "@", "'", "×", "…", "§"]
        let words: Set<String> = ["null", "true", "false", "yes", "no", "on", "off"]
        if let first = text.first, first.isLetter, first.isASCII, !text.hasSuffix(" "),
            !words.contains(text.lowercased()),
            text.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || marks.contains($0) })
        {
            return text
        }
        var out = "\""
        for unit in text.unicodeScalars {
            switch unit {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _
            where unit.value < 0x20 || unit.value == 0x7F || (0x80..<0xA0).contains(unit.value)
                || unit.value == 0x2028 || unit.value == 0x2029 || unit.value == 0xFEFF:
                let hex = String(unit.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(unit)
            }
        }
        return out + "\""
    }

    /// The node with each short object of scalars on one line (``compact(_:)``), inside out.
    package var compacted: YAMLNode {
        switch self {
        case .map(let entries): Self.compact(entries.map { ($0.0, $0.1.compacted) })
        case .list(let items): Self.compact(items.map(\.compacted))
        default: self
        }
    }

    /// A short list of scalars on one line, `[0.38, 0.7, 0.125, 1]`; else a block list. An
    /// object already on one line keeps the list a block list, one object an item.
    static func compact(_ items: [YAMLNode]) -> YAMLNode {
        var written: [String] = []
        for item in items {
            guard let text = item.flowItem, !text.hasPrefix("{") else { return .list(items) }
            written.append(text)
        }
        let flow = "[" + written.joined(separator: ", ") + "]"
        return !items.isEmpty && flow.count <= 72 ? .scalar(flow) : .list(items)
    }

    /// The node as an item of `[...]` or a member's value in `{...}`: a scalar as it is, a string
    /// as ``quoted(_:)`` writes it but double-quoted where a comma would end it; `nil` for a node
    /// that is neither, which keeps its list or object in block form.
    var flowItem: String? {
        switch self {
        case .scalar(let text): return text
        case .string(let text):
            let quoted = Self.quoted(text)
            return quoted == text && text.contains(",") ? "\"" + text + "\"" : quoted
        case .text, .flow, .map, .list, .lines: return nil
        }
    }

    /// An object of at most six scalar members on one line, `{x: 0, y: 508}`, when it is short;
    /// else a block map.
    static func compact(_ members: [(String, YAMLNode)]) -> YAMLNode {
        guard members.count <= 6 else { return .map(members) }
        var items: [String] = []
        for (key, value) in members {
            guard let text = value.flowItem else { return .map(members) }
            items.append(key + ": " + text)
        }
        let flow = "{" + items.joined(separator: ", ") + "}"
        let plainKeys = members.allSatisfy { quoted($0.0) == $0.0 && !$0.0.contains(",") }
        return flow.count <= 72 && plainKeys ? .scalar(flow) : .map(members)
    }
}
