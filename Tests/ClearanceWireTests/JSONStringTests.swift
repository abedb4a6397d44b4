import Testing

@testable import ClearanceJSON
@testable import ClearanceWire

/// The one rule for escaping JSON strings (`JSONString`), which the answers, the problems and the
/// request log share.
@Suite struct JSONStringTests {
    static func written(_ text: String) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6 * text.utf8.count + 2) { buffer in
            let start = buffer.baseAddress!
            let end = JSONString.write(text, at: start)
            return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        }
    }

    /// RFC 8259's minimum: quotes, backslashes and control characters escaped, the short forms
    /// where JSON has one; DEL and non-ASCII text as they are.
    @Test func escapesWhatJSONRequiresAndNothingElse() {
        #expect(Self.written("a\"b\\c") == #""a\"b\\c""#)
        #expect(Self.written("\u{8}\u{C}\n\r\t") == #""\b\f\n\r\t""#)
        #expect(Self.written("\u{0}\u{1F}") == #""\u0000\u001f""#)
        #expect(Self.written("\u{7F}é€ ") == "\"\u{7F}é€ \"")
        #expect(Self.written("") == #""""#)
    }

    /// The word-at-a-time test for a byte to escape agrees with the byte-by-byte rule, for each
    /// special byte at each position of strings up to 24 bytes.
    @Test func theEscapeTestAgreesWithTheRuleAtEveryPosition() {
        let specials: [UInt8] = [0x00, 0x01, 0x1F, 0x22, 0x5C]
        let harmless: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xFF, 0x41]
        for special in specials { #expect(JSONString.needsEscape(special)) }
        for filler in harmless { #expect(!JSONString.needsEscape(filler)) }
        for n in 0...24 {
            for filler in harmless {
                var bytes = [UInt8](repeating: filler, count: n)
                #expect(!JSONString.anyNeedsEscape(bytes, n), "\(n) × \(filler)")
                for i in 0..<n {
                    for special in specials {
                        bytes[i] = special
                        #expect(JSONString.anyNeedsEscape(bytes, n), "\(special) at \(i) of \(n)")
                    }
                    bytes[i] = filler
                }
            }
        }
    }
}
