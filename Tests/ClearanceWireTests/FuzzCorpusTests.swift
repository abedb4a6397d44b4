import ClearanceContract
import ClearanceWire
import Foundation
import KeyboardAvoidance
import Testing

/// Every input the fuzzer kept (`bench/corpus`, `make fuzz`) replayed through the decoder, the
/// solver and the encoder on every test run: each either decodes and gets an answer that is
/// strict JSON, or is refused with a 400 or 422 problem that names at least one place.
@Suite struct FuzzCorpusTests {
    /// The files of `folder` (a path from the repository's root), by name.
    static func files(in folder: String) -> [URL] {
        let directory = Repository.url(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().filter { !$0.hasSuffix(".md") }.map { directory.appendingPathComponent($0) }
    }

    /// The inputs written by hand: the fuzzer's seeds and the shared fixtures (the spec's worked
    /// examples), which seed `make fuzz` too.
    static let seeds = files(in: "bench/corpus/seeds") + files(in: "tests/fixtures/requests")
    /// The seeds, then what the fuzzer found.
    static let corpus = seeds + files(in: "bench/corpus/found")

    @Test func theCorpusIsThere() {
        // The seeds alone are 37 files; a missing folder would make the replay vacuous.
        #expect(Self.corpus.count > 100)
    }

    @Test func everyKeptInputDecodesOrIsRefusedCleanly() throws {
        var decoded = 0
        for file in Self.corpus {
            let bytes = [UInt8](try Data(contentsOf: file))
            do throws(Problem) {
                let request = try LayoutDecoder.decode(bytes)
                let answer = AnswerEncoder.encode(LayoutSolver.solve(request))
                #expect(
                    (try? JSONSerialization.jsonObject(with: Data(answer))) is [String: Any],
                    "\(file.lastPathComponent): the answer is not a JSON object")
                decoded += 1
            } catch {
                #expect(error.status == 400 || error.status == 422, "\(file.lastPathComponent): \(error.status)")
                #expect(!error.errors.isEmpty, "\(file.lastPathComponent): no pointer")
                #expect(
                    (try? JSONSerialization.jsonObject(with: Data(AnswerEncoder.encode(error)))) is [String: Any],
                    "\(file.lastPathComponent): the problem is not a JSON object")
            }
        }
        // The seeds hold the spec's valid examples, so some inputs must get answers.
        #expect(decoded > 0)
    }
}
