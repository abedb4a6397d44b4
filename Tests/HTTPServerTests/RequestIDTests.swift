import Testing

@testable import HTTPServer

@Suite struct RequestIDTests {
    @Test(arguments: [
        "a", "abc-123", "trace:span.1_2", "550e8400-e29b-41d4-a716-446655440000", "YWJj+/==",
        String(repeating: "x", count: 128),
    ])
    func saneIDsAreValid(id: String) {
        #expect(RequestID.isValid(id))
        #expect(RequestID.resolve(id) == id)
    }

    @Test(arguments: [
        "", " ", "has space", "quote\"", "semi;colon", "new\nline", "tab\t", "é", "<script>",
        String(repeating: "x", count: 129),
    ])
    func otherIDsAreReplaced(id: String) {
        #expect(!RequestID.isValid(id))
        let resolved = RequestID.resolve(id)
        #expect(resolved != id)
        #expect(Self.isGenerated(resolved))
    }

    @Test func missingIDIsGenerated() {
        #expect(Self.isGenerated(RequestID.resolve(nil)))
    }

    @Test func generatedIDsAreSixteenHexDigitsAndDistinct() {
        let ids = (0..<10_000).map { _ in RequestID.generate() }
        #expect(ids.allSatisfy(Self.isGenerated))
        #expect(Set(ids).count == ids.count)
    }

    /// The digits written eight at a time are the number's hex digits, most significant first.
    @Test func anIdIsItsNumberInSixteenHexDigits() {
        var numbers: [UInt64] = [
            0, 1, 9, 10, 15, 16, 0xFF, 0x1234_5678_9ABC_DEF0, 0xFEDC_BA98_7654_3210, .max, 1 << 63,
        ]
        var z: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            z = z &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            numbers.append(z)
        }
        for number in numbers {
            let hex = String(number, radix: 16)
            #expect(RequestID.spell(number) == String(repeating: "0", count: 16 - hex.count) + hex)
        }
    }

    static func isGenerated(_ id: String) -> Bool {
        id.utf8.count == 16 && id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
