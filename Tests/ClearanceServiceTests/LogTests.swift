import Foundation
import Testing

@testable import ClearanceJSON
@testable import ClearanceService
@testable import ClearanceWire
@testable import HTTPServer

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

    /// Every integer a line carries, written a pair of digits at a time, reads back as itself.
    @Test(arguments: [0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 12_345, 1_000_000, Int.max, -1, -10, -100, Int.min])
    func integersAreWrittenExactly(value: Int) {
        let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            var line = LogLine(buffer)
            line.integer(value)
            return String(decoding: line.bytes, as: UTF8.self)
        }
        #expect(text == String(value))
    }

    /// The small integers most lines carry (a status, a size, microseconds) take a path of
    /// their own, below 10000: every one of them, and those just past it, reads back as itself.
    @Test func smallIntegersAreWrittenExactly() {
        let wrong = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            (0..<11_000).filter { value in
                var line = LogLine(buffer)
                line.integer(value)
                return String(decoding: line.bytes, as: UTF8.self) != String(value)
            }
        }
        #expect(wrong.isEmpty)
    }

    /// A line whose path needs the long room (a control character, escaped six bytes for one,
    /// in each of its 1000 bytes after the slash) is whole, not cut at the short room's 1024
    /// bytes: the path reads back as sent, and the id after it is there.
    @Test func aPathOfEscapesGetsTheLongRoom() throws {
        let path = "/" + String(repeating: "\u{1}", count: 1000)
        let line = Self.line(path: path)
        #expect(line.utf8.count > 6000)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["path"] as? String == path)
        #expect(object["requestId"] as? String == "abc-1")
    }

    /// The log escapes a string exactly as the answers do: one rule (`JSONString`), the same
    /// bytes, for every byte that rule treats apart and text around it.
    @Test func theLogEscapesAsTheAnswersDo() throws {
        let texts = [
            "/a\"b\\c\nd\u{1}e€", "\u{7F}\u{8}\u{C}\r\t\u{1F} ", "plain-ascii-text-longer-than-16", "é", "",
            "\"", "\\\\", "0123456\n89abcdef\u{0}",
        ]
        for text in texts {
            let logged = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
                var line = LogLine(buffer)
                line.string(text)
                return String(decoding: line.bytes, as: UTF8.self)
            }
            let encoded = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6 * text.utf8.count + 2) { buffer in
                let start = buffer.baseAddress!
                let end = JSONString.write(text, at: start)
                return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
            }
            #expect(logged == encoded, "\(text.debugDescription)")
        }
    }

    /// Every second of a day, each with its own milliseconds, is written as the clock reads it.
    @Test func everyTimeOfDayIsWrittenExactly() {
        var wrong: [Int] = []
        for second in 0..<86_400 {
            let millis = second % 1000
            let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
                var line = LogLine(buffer)
                line.time(timespec(tv_sec: 1_700_006_400 + second, tv_nsec: millis * 1_000_000 + 999_999))
                return String(decoding: line.bytes, as: UTF8.self)
            }
            let clock = String(format: "%02d:%02d:%02d.%03d", second / 3600, second / 60 % 60, second % 60, millis)
            let expected = "2023-11-15T\(clock)Z"
            if text != expected { wrong.append(second) }
        }
        #expect(wrong.isEmpty)
    }

    /// The date of the last day written is kept for the next line: lines that go from day to
    /// day and back each carry their own date, as the calendar arithmetic gives it.
    @Test func eachLineCarriesItsOwnDayWhateverTheDayBefore() {
        let days = [19_675, 19_676, 19_675, 0, 1, 60_000, 1, 19_676, 2_932_896]
        for day in days + days.reversed() {
            let (year, month, dayOfMonth) = LogLine.civil(day)
            #expect(LogLine.date(day) == LogLine.civil(day))
            let date =
                String(repeating: "0", count: 4 - String(year).count) + String(year) + "-"
                + (month < 10 ? "0" : "") + String(month) + "-" + (dayOfMonth < 10 ? "0" : "") + String(dayOfMonth)
            #expect(
                Self.line(path: "/", at: day * 86_400 + 3_723, nanos: 0).contains("\"time\":\"\(date)T01:02:03.000Z\""))
        }
    }

    /// The methods the routes take are written as literals, any other escaped as a string is.
    @Test(arguments: ["POST", "GET", "HEAD", "OPTIONS", "-", "BREW", "PO\"ST", "GET\\"])
    func theMethodIsLoggedAsSent(method: String) throws {
        let exchange = Exchange(
            method: HTTPMethod(rawValue: method), path: "/v1/layout", pathIndex: 0, status: 405, micros: 3, bytesIn: 0,
            bytesOut: 9, requestID: "abc-1")
        let bytes = Log.requestLine(exchange, at: timespec(tv_sec: 1_700_000_000, tv_nsec: 0))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(object["method"] as? String == method)
        #expect(object["msg"] as? String == "request")
        #expect(object["path"] as? String == "/v1/layout")
    }

    /// A generated request id is spelled into the line where it goes, as the header spells it.
    @Test func aGeneratedRequestIdIsLoggedAsItIsSent() throws {
        let exchange = Exchange(
            method: .get, path: "/healthz", pathIndex: 1, status: 200, micros: 7, bytesIn: 0, bytesOut: 2,
            identity: .generate())
        let bytes = Log.requestLine(exchange, at: timespec(tv_sec: 1_700_000_000, tv_nsec: 0))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let id = try #require(object["requestId"] as? String)
        #expect(id == exchange.requestID)
        #expect(id.utf8.count == 16 && id.allSatisfy(\.isHexDigit))
    }
}
