import Foundation
import HTTPServer
import Testing

@testable import ClearanceService

/// A long path is cut at 1,024 bytes on a UTF-8 character boundary. Characters of two, three and
/// four bytes, shifted by zero to three ASCII bytes, put the cut at every byte of a character: the
/// line must stay valid UTF-8 and keep a whole-character prefix of the path.
@Suite struct LogCutTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var character: String
        var shift: Int
        var testDescription: String { "\(character.utf8.count)-byte character, shift \(shift)" }
    }

    static let cases: [Case] = ["é", "€", "😀"].flatMap { c in (0...3).map { Case(character: c, shift: $0) } }

    @Test(arguments: cases) func cutKeepsWholeCharacters(_ c: Case) throws {
        let path = "/" + String(repeating: "a", count: c.shift) + String(repeating: c.character, count: 600)
        let exchange = Exchange(
            method: .get, path: path, pathIndex: 0, status: 404, micros: 1, bytesIn: 0, bytesOut: 0,
            requestID: "cut-1")
        let bytes = Log.requestLine(exchange, at: timespec(tv_sec: 0, tv_nsec: 0))
        let validated = String(validating: bytes, as: UTF8.self)
        #expect(validated != nil, "the line is not valid UTF-8")
        let line = try #require(validated)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let logged = try #require(object["path"] as? String)
        #expect(path.hasPrefix(logged))
        #expect(logged.utf8.count <= 1024)
        // Only a partial character is dropped: at most one character's bytes short of the limit.
        #expect(logged.utf8.count > 1024 - c.character.utf8.count)
        #expect(object["requestId"] as? String == "cut-1")
    }
}
