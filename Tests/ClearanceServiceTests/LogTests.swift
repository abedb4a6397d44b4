import Foundation
import HTTPServer
import Testing

@testable import ClearanceService

@Suite struct LogTests {
    static func line(path: String, at seconds: Int = 1_700_000_000, nanos: Int = 123_456_789) -> String {
        let exchange = Exchange(
            method: .post, path: path, pathIndex: 0, status: 422, micros: 1234, bytesIn: 56, bytesOut: 789,
            requestID: "abc-1")
        let bytes = Log.requestLine(exchange, at: timespec(tv_sec: seconds, tv_nsec: nanos))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func requestLineHasEveryFieldInOrder() {
        // 1700000000 s = 2023-11-14 22:13:20 UTC; 123456789 ns shows as .123.
        #expect(
            Self.line(path: "/v1/layout")
                == "{\"time\":\"2023-11-14T22:13:20.123Z\",\"level\":\"info\",\"msg\":\"request\",\"method\":\"POST\","
                + "\"path\":\"/v1/layout\",\"status\":422,\"micros\":1234,\"bytesIn\":56,\"bytesOut\":789,"
                + "\"requestId\":\"abc-1\"}\n")
    }

    @Test func pathsAreEscapedIntoValidJSON() throws {
        let path = "/a\"b\\c\nd\u{1}e€"
        let line = Self.line(path: path)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["path"] as? String == path)
    }

    @Test(arguments: [2000, 3000, 5000])
    func longPathsAreCutAtACharacterAndStayJSON(length: Int) throws {
        let path = "/" + String(repeating: "é", count: length)
        let line = Self.line(path: path)
        #expect(line.hasSuffix("}\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let logged = try #require(object["path"] as? String)
        #expect(path.hasPrefix(logged))
        #expect(logged.utf8.count <= 1024)
        #expect(object["requestId"] as? String == "abc-1")
    }

    @Test(arguments: [
        (0, "1970-01-01"), (951_782_400, "2000-02-29"), (-86_400, "1969-12-31"), (4_107_542_400, "2100-03-01"),
        (1_709_164_800, "2024-02-29"),
    ])
    func datesAreGregorianUTC(seconds: Int, date: String) {
        #expect(Self.line(path: "/", at: seconds, nanos: 0).contains("\"time\":\"\(date)T00:00:00.000Z\""))
    }
}
