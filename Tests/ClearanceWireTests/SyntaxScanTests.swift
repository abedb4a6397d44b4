import ClearanceContract
import ClearanceWire
import Foundation
import Testing

/// `LayoutDecoder.scansAsJSON`, the syntax pass the micro-benchmark times as the decoder's floor
/// (bench/README.md, "The decoder's floor"): it must check what the decoder checks, or the floor
/// it measures would be a cheaper job than any decoding.
@Suite struct SyntaxScanTests {
    static func scans(_ bytes: [UInt8], fastPaths: Bool = true, maxDepth: Int = DecodeLimits.defaultMaxDepth) -> Bool {
        let limits = DecodeLimits(maxDepth: maxDepth, fastPaths: fastPaths)
        return bytes.withUnsafeBytes { LayoutDecoder.scansAsJSON($0, limits: limits) }
    }

    /// A body the decoder reads past its syntax (a request, or a 422 naming fields) is JSON to
    /// the scan; one it refuses as malformed JSON is not, unless it is JSON that is not an
    /// object. Both ways of reading agree.
    @Test func theScanAgreesWithTheDecoderOnEveryCorpusInput() throws {
        var malformed = 0
        for file in FuzzCorpusTests.corpus {
            let bytes = [UInt8](try Data(contentsOf: file))
            let scans = Self.scans(bytes)
            #expect(scans == Self.scans(bytes, fastPaths: false), "\(file.lastPathComponent)")
            do throws(Problem) {
                _ = try LayoutDecoder.decode(bytes)
                #expect(scans, "\(file.lastPathComponent) decodes but does not scan")
            } catch {
                if error.type == "urn:clearance:problem:malformed-json" {
                    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
                    if first == UInt8(ascii: "{") {
                        #expect(!scans, "\(file.lastPathComponent) is malformed but scans")
                    }
                    if !scans { malformed += 1 }
                } else {
                    #expect(scans, "\(file.lastPathComponent) is refused with \(error.type) but does not scan")
                }
            }
        }
        #expect(malformed > 10)
    }

    @Test(arguments: [
        #"{"a": 1}"#, #" [1, 2.5e-3, "x\u00e9", true, false, null] "#, #"{"s": "caf\#u{E9}"}"#, "0", #""""#,
    ])
    func json(_ text: String) {
        #expect(Self.scans(Array(text.utf8)))
    }

    @Test(arguments: [
        "", " ", "{", #"{"a" 1}"#, #"{"a": 1,}"#, "[1 2]", "01", "1.", "NaN", #"{"a": 1} x"#, #""\x""#,
        "tru", "{} {}",
    ])
    func notJSON(_ text: String) {
        #expect(!Self.scans(Array(text.utf8)))
    }

    @Test func invalidUTF8AndControlCharactersInStringsAreNotJSON() {
        #expect(!Self.scans([0x22, 0xC3, 0x28, 0x22]))
        #expect(!Self.scans([0x22, 0x01, 0x22]))
    }

    @Test func nestingPastTheDepthIsNotJSON() {
        let nested = Array((String(repeating: "[", count: 9) + String(repeating: "]", count: 9)).utf8)
        #expect(Self.scans(nested, maxDepth: 9))
        #expect(!Self.scans(nested, maxDepth: 8))
    }
}
