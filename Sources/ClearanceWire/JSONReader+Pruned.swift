import ClearanceJSON
import DesignMapping

extension JSONReader {
    /// The value at the position as a ``DesignValue`` that keeps only the object members named in
    /// `kept` (at any depth); the others are validated and skipped, never stored. The objects of
    /// members named in `keyed` are maps whose keys are data (node ids, plugin names): all their
    /// members are kept, and pruning resumes inside each. `whole` says the value being read is
    /// such a map.
    ///
    /// Depth is bounded by the reader's limit, like every other value, so the recursion is too.
    mutating func readPruned(kept: Set<String>, keyed: Set<String>, whole: Bool = false) throws(SyntaxError)
        -> DesignValue
    {
        switch try valueKind() {
        case .object:
            try enter()
            var members: [String: DesignValue] = [:]
            if !consume(UInt8(ascii: "}")) {
                repeat {
                    skipWhitespace()
                    guard peek() == UInt8(ascii: "\"") else { throw error("an object (a member name)") }
                    let token = try readString()
                    try expect(UInt8(ascii: ":"), in: "an object (':' after a member name)")
                    let name = string(token)
                    if whole || kept.contains(name) {
                        members[name] = try readPruned(kept: kept, keyed: keyed, whole: !whole && keyed.contains(name))
                    } else {
                        try skipValue()
                    }
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "}"), in: "an object (',' or '}')")
            }
            depth -= 1
            return .object(members)
        case .array:
            try enter()
            var items: [DesignValue] = []
            if !consume(UInt8(ascii: "]")) {
                repeat {
                    items.append(try readPruned(kept: kept, keyed: keyed))
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
            }
            depth -= 1
            return .array(items)
        case .string:
            return .string(string(try readString()))
        case .number:
            return .number(try readNumber())
        case .bool:
            return .bool(try readBool())
        case .null:
            _ = try readLiteral()
            return .null
        }
    }
}
