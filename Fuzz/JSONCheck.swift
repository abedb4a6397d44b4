/// A strict RFC 8259 validator for the fuzzer's output checks: one value, optional whitespace
/// around it, nothing else. It rejects `NaN`, `Infinity`, leading zeros, raw control characters in
/// strings and invalid UTF-8. Nesting is bounded so it cannot overflow the stack.
enum JSONCheck {
    /// Whether `bytes` is exactly one well-formed JSON value.
    static func isValid(_ bytes: [UInt8]) -> Bool {
        guard String(validating: bytes, as: UTF8.self) != nil else { return false }
        var parser = Parser(bytes: bytes)
        parser.skipSpace()
        guard parser.value(depth: 0) else { return false }
        parser.skipSpace()
        return parser.index == bytes.count
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { index += 1 }
        }

        mutating func eat(_ c: UInt8) -> Bool {
            guard current == c else { return false }
            index += 1
            return true
        }

        mutating func literal(_ word: String) -> Bool {
            for c in word.utf8 where !eat(c) { return false }
            return true
        }

        mutating func value(depth: Int) -> Bool {
            guard depth < 512, let c = current else { return false }
            switch c {
            case UInt8(ascii: "{"): return object(depth: depth + 1)
            case UInt8(ascii: "["): return array(depth: depth + 1)
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            default: return number()
            }
        }

        mutating func object(depth: Int) -> Bool {
            index += 1
            skipSpace()
            if eat(UInt8(ascii: "}")) { return true }
            while true {
                skipSpace()
                guard string() else { return false }
                skipSpace()
                guard eat(UInt8(ascii: ":")) else { return false }
                skipSpace()
                guard value(depth: depth) else { return false }
                skipSpace()
                if eat(UInt8(ascii: "}")) { return true }
                guard eat(UInt8(ascii: ",")) else { return false }
            }
        }

        mutating func array(depth: Int) -> Bool {
            index += 1
            skipSpace()
            if eat(UInt8(ascii: "]")) { return true }
            while true {
                skipSpace()
                guard value(depth: depth) else { return false }
                skipSpace()
                if eat(UInt8(ascii: "]")) { return true }
                guard eat(UInt8(ascii: ",")) else { return false }
            }
        }

        mutating func string() -> Bool {
            guard eat(UInt8(ascii: "\"")) else { return false }
            while let c = current {
                index += 1
                switch c {
                case UInt8(ascii: "\""):
                    return true
                case UInt8(ascii: "\\"):
                    guard let e = current else { return false }
                    index += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        continue
                    case UInt8(ascii: "u"):
                        for _ in 0..<4 {
                            guard let h = current, isHex(h) else { return false }
                            index += 1
                        }
                    default:
                        return false
                    }
                case 0..<0x20:
                    return false
                default:
                    continue
                }
            }
            return false
        }

        mutating func number() -> Bool {
            _ = eat(UInt8(ascii: "-"))
            if eat(UInt8(ascii: "0")) {
                // No leading zeros.
            } else {
                guard digits() else { return false }
            }
            if eat(UInt8(ascii: ".")) {
                guard digits() else { return false }
            }
            if eat(UInt8(ascii: "e")) || eat(UInt8(ascii: "E")) {
                if !eat(UInt8(ascii: "+")) { _ = eat(UInt8(ascii: "-")) }
                guard digits() else { return false }
            }
            return true
        }

        mutating func digits() -> Bool {
            let start = index
            while let c = current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { index += 1 }
            return index > start
        }

        func isHex(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f"))
                || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
        }
    }
}
