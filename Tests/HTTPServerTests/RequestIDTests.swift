import HTTPServer
import Testing

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

    static func isGenerated(_ id: String) -> Bool {
        id.utf8.count == 16 && id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
