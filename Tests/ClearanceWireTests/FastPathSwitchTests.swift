import ClearanceContract
import KeyboardAvoidance
import Testing

@testable import ClearanceJSON
@testable import ClearanceWire

/// The switch really turns each fast path off: with `fastPaths` false each one reads nothing
/// where, with it on, it reads the same bytes. Without this, a fast path the switch missed would
/// be compared with itself and ``FastPathEquivalenceTests`` would prove nothing about it.
@Suite struct FastPathSwitchTests {
    /// Runs `body` on a reader over `text` (padded so every word-sized load is in bounds).
    func withReader<T>(_ text: String, fastPaths: Bool, _ body: (inout JSONReader) -> T) -> T {
        let bytes = Array((text + String(repeating: " ", count: 32)).utf8)
        return bytes.withUnsafeBytes { raw in
            var reader = JSONReader(raw, maxDepth: 8, fastPaths: fastPaths)
            return body(&reader)
        }
    }

    @Test(arguments: [true, false])
    func plainGeometry(fastPaths: Bool) {
        let read = withReader(#"{"x":1,"y":2,"width":3,"height":4}"#, fastPaths: fastPaths) { reader in
            reader.readPlainNumbers(RectMember.names).map { [$0.0, $0.1, $0.2, $0.3] }
        }
        #expect(read == (fastPaths ? [1, 2, 3, 4] : nil))
    }

    @Test(arguments: [true, false])
    func plainElements(fastPaths: Bool) {
        let text = #"{"id":"a","frame":{"x":1,"y":2,"width":3,"height":4}}"# + String(repeating: " ", count: 32)
        let id: String? = Array(text.utf8).withUnsafeBytes { raw in
            withUnsafeTemporaryAllocation(of: PathComponent.self, capacity: RequestDecoder.pathCapacity) { path in
                var decoder = RequestDecoder(raw, path: path, limits: DecodeLimits(fastPaths: fastPaths))
                let element = decoder.plainElement()?.element.id
                #expect(decoder.reader.pos == (fastPaths ? 53 : 0))
                return element
            }
        }
        #expect(id == (fastPaths ? "a" : nil))
    }
}
