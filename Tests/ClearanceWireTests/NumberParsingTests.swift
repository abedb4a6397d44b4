import ClearanceContract
import ClearanceTestSupport
import KeyboardAvoidance
import Testing

@testable import ClearanceJSON
@testable import ClearanceWire

/// Numbers scan to the correctly rounded double. The scanner is read directly: the request
/// decoder bounds every number to ±1e9 (`numbersBeyondTheMagnitudeBound`), which would hide
/// the conversion of the large and tiny values checked here.
@Suite struct NumberParsingTests {
    func value(_ json: String, fastPaths: Bool = true) throws -> Double {
        let bytes = Array(json.utf8)
        let result: Result<Double, SyntaxError> = bytes.withUnsafeBytes { raw in
            var reader = JSONReader(raw, maxDepth: 8, fastPaths: fastPaths)
            do throws(SyntaxError) {
                let number = try reader.readNumber()
                return reader.atEnd ? .success(number) : .failure(reader.error("a number"))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    @Test(arguments: [
        ("0", 0.0), ("168", 168), ("-3", -3), ("0.1", 0.1), ("0.5", 0.5), ("1E2", 100), ("1e+2", 100), ("1e-2", 0.01),
        ("0.30000000000000004", 0.30000000000000004), ("1.7976931348623157e308", .greatestFiniteMagnitude),
        ("5e-324", .leastNonzeroMagnitude), ("4.9406564584124654e-324", .leastNonzeroMagnitude),
        ("2.2250738585072014e-308", .leastNormalMagnitude),
        ("123456789012345678901234567890", 1.2345678901234568e29), ("9007199254740993", 9_007_199_254_740_992),
        ("9007199254740995", 9_007_199_254_740_996), ("0.1000000000000000055511151231257827", 0.1),
        ("1e-400", 0), ("1e22", 1e22), ("1e23", 1e23), ("123456789012345.6", 123456789012345.6),
        ("0.000000000000000000001", 1e-21), ("100000000000000000000000", 1e23), ("-0.0e5", -0.0), ("7e-10", 7e-10),
        ("2.5e-5", 2.5e-5), ("1234.5678e-2", 12.345678), ("1.00000000000000011102230246251565404236316680908203125", 1),
        ("1.00000000000000011102230246251565404236316680908203126", 1.0000000000000002),
    ])
    func decodesToTheNearestDouble(json: String, expected: Double) throws {
        #expect(try value(json).bitPattern == expected.bitPattern, "\(json)")
    }

    @Test func negativeZeroKeepsItsSign() throws {
        #expect(try value("-0").sign == .minus)
        #expect(try value("-0.0").sign == .minus)
        #expect(try value("0").sign == .plus)
    }

    @Test func agreesWithTheStandardLibraryOnRandomDecimals() throws {
        // Random decimals of 1 to 25 significant digits and exponents from -30 to 30, built
        // deterministically; the standard library's conversion is correctly rounded.
        var rng = SplitMix64(seed: 0x5EED)
        var texts: [String] = []
        for _ in 0..<400 {
            let digitCount = Int(rng.next() % 25) + 1
            var digits = String(rng.next() % 9 + 1)
            for _ in 1..<digitCount { digits += String(rng.next() % 10) }
            let point = Int(rng.next() % UInt64(digitCount + 1))
            var text: String
            if point == digitCount {
                text = digits
            } else if point == 0 {
                text = "0." + digits
            } else {
                text = digits.prefix(point) + "." + digits.dropFirst(point)
            }
            if rng.next() % 2 == 0 { text += "e\(Int(rng.next() % 61) - 30)" }
            if rng.next() % 3 == 0 { text = "-" + text }
            texts.append(text)
        }
        for text in texts {
            let expected = try #require(Double(text))
            #expect(try value(text).bitPattern == expected.bitPattern, "\(text)")
        }
    }

    /// Plain decimals (no exponent) at the edges of the exact fast path: mantissas around 2^53
    /// and of 15 to 20 digits, fractions of up to 22 digits and past them, tiny and signed
    /// values. The fast path, the general one (fast paths off) and `Double(String)` agree bit
    /// for bit; so do random plain decimals of 1 to 24 digits with the point anywhere.
    @Test func plainDecimalsAgreeOnEveryPathAndWithTheStandardLibrary() throws {
        var texts = [
            "0", "-0", "0.0", "-0.0", "0.1", "0.2", "0.3", "-0.1", "0.0000001", "0.00000001", "1.5", "112.5", "0.25",
            "390", "844", "9007199254740992", "9007199254740993", "9007199254740991", "9007199254740994",
            "900719925474099.3", "90071992547409.93", "123456789012345", "1234567890123456", "12345678901234567",
            "123456789012345678", "12345678901234567890", "0.12345678901234567", "1.2345678901234567",
            "0.3000000000000000444", "0.30000000000000004", "999999999999999.9", "99999999999999.99",
            "0.0000000000000000000001", "0.00000000000000000000001", "1.0000000000000000000001",
            "0.1000000000000000055511151231257827", "179769313486231570000000000000000",
            "4503599627370496.5", "4503599627370497.5", "2.2250738585072014", "0.000000000000000000000000000001",
        ]
        var rng = SplitMix64(seed: 0xDEC1)
        for _ in 0..<2000 {
            let digitCount = Int(rng.next() % 24) + 1
            var digits = String(rng.next() % 9 + 1)
            for _ in 1..<digitCount { digits += String(rng.next() % 10) }
            let point = Int(rng.next() % UInt64(digitCount + 1))
            var text =
                point == digitCount
                ? digits : point == 0 ? "0." + digits : digits.prefix(point) + "." + digits.dropFirst(point)
            if rng.next() % 4 == 0 { text = "0.000" + digits }
            if rng.next() % 3 == 0 { text = "-" + text }
            texts.append(text)
        }
        for text in texts {
            let expected = try #require(Double(text))
            let fast = try value(text)
            let general = try value(text, fastPaths: false)
            #expect(fast.bitPattern == expected.bitPattern, "\(text)")
            #expect(general.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test func shortestFormsOfRandomDoublesReadBackExactly() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<400 {
            let d = Double(bitPattern: rng.next() & 0x7FEF_FFFF_FFFF_FFFF)
            #expect(try value(d.description).bitPattern == d.bitPattern, "\(d)")
        }
    }
}

/// The geometry fast path's integer reader (`JSONReader.smallInteger`) against the general scan,
/// over many generated numbers: wherever it reads a number, the general scan (with the fast
/// paths on, and off, when it uses the standard library's conversion) reads the same bits and
/// stops at the same byte; and `readNumber` gives the same outcome, value or error, either way.
@Suite struct PlainNumberPropertyTests {
    /// What one reader makes of a number at the start of `bytes`: the value's bits and where it
    /// stopped, or the error's offset and message.
    enum Outcome: Equatable {
        case number(bits: UInt64, end: Int)
        case error(offset: Int, message: String)
    }

    static func read(_ bytes: [UInt8], fastPaths: Bool) -> Outcome {
        bytes.withUnsafeBytes { raw in
            var reader = JSONReader(raw, maxDepth: 8, fastPaths: fastPaths)
            do throws(SyntaxError) {
                let value = try reader.readNumber()
                return .number(bits: value.bitPattern, end: reader.pos)
            } catch {
                return .error(offset: error.offset, message: error.message)
            }
        }
    }

    static func plain(_ bytes: [UInt8]) -> Outcome? {
        bytes.withUnsafeBufferPointer { buffer in
            JSONReader.smallInteger(at: 0, base: buffer.baseAddress!, count: buffer.count, fastEnd: buffer.count).map {
                .number(bits: $0.value.bitPattern, end: $0.end)
            }
        }
    }

    /// `count` random digits, each 0...9.
    static func digits(_ count: Int, _ rng: inout SplitMix64) -> String {
        String((0..<count).map { _ in Character(String(rng.next() % 10)) })
    }

    /// A number-like text: sign, integer digits (leading zeros and none included), a fraction
    /// and an exponent of any length, some malformed; then one byte that may or may not go on.
    static func generated(_ rng: inout SplitMix64) -> String {
        var text = rng.next() % 4 == 0 ? "-" : ""
        switch rng.next() % 10 {
        case 0: text += "0"
        case 1: text += digits(Int(rng.next() % 3), &rng)  // none, or maybe a leading zero
        case 2: text += String(rng.next() % 9 + 1) + digits(Int(rng.next() % 20) + 7, &rng)  // long
        default: text += String(rng.next() % 9 + 1) + digits(Int(rng.next() % 8), &rng)
        }
        if rng.next() % 2 == 0 {
            text += "." + digits(Int(rng.next() % (rng.next() % 4 == 0 ? 24 : 9)), &rng)
        }
        if rng.next() % 8 == 0 {
            text += ["e", "E", "e+", "e-", "E-"][Int(rng.next() % 5)] + digits(Int(rng.next() % 4), &rng)
        }
        let ends = [",", "}", "]", " ", "\n", ".", "e", "E", "x", "0", "5", "-", "+", "\""]
        return text + ends[Int(rng.next() % UInt64(ends.count))]
    }

    @Test func agreesWithTheGeneralScanOnGeneratedNumbers() {
        var rng = SplitMix64(seed: 0x9_1A1B)
        var texts = [
            "0,", "-0,", "0.0,", "-0.0,", "00,", "01,", "-01,", "0.,", "1.,", ".5,", "-,", "1e5,", "1.5e2,", "1E5,",
            "9999999,", "99999999,", "9999999.9999999,", "9999999.99999999,", "1234567.1234567}",
            "0.0000001,", "0.00000001,", "112.5,", "0.25}", "0.1,", "0.3,", "4503599.6273704,",
            "9007199254740993,", "12345678901234567890,", "1.7976931348623157e308,", "-7.5]", "390, ",
            "844}", "1.0000001,", "2.5e-5,", "5.", "5.5.5,", "-.5,", "--1,", "1-,",
        ]
        for _ in 0..<100_000 { texts.append(Self.generated(&rng)) }
        var plainReads = 0
        for text in texts {
            // Padded with bytes that end no number early.
            let bytes = Array((text + "                 ").utf8)
            let general = Self.read(bytes, fastPaths: false)
            let fast = Self.read(bytes, fastPaths: true)
            #expect(fast == general, "\(text)")
            if let plain = Self.plain(bytes) {
                plainReads += 1
                #expect(plain == general, "\(text)")
            }
            // Unpadded (near the end of the body) the fast path stands aside, and the outcome holds.
            let tight = Array(text.utf8)
            #expect(Self.read(tight, fastPaths: true) == Self.read(tight, fastPaths: false), "\(text)")
        }
        // The fast path really was taken for a good share of them.
        #expect(plainReads > texts.count / 8)
    }

    @Test func integersAndDecimalsOfEveryLengthAgree() {
        var rng = SplitMix64(seed: 0x1D1D)
        for integerDigits in 1...9 {
            for fractionDigits in 0...9 {
                for _ in 0..<200 {
                    var text = String(rng.next() % 9 + 1) + Self.digits(integerDigits - 1, &rng)
                    if rng.next() % 5 == 0 { text = "0" }
                    if fractionDigits > 0 { text += "." + Self.digits(fractionDigits, &rng) }
                    if rng.next() % 2 == 0 { text = "-" + text }
                    let bytes = Array((text + ",                 ").utf8)
                    let general = Self.read(bytes, fastPaths: false)
                    #expect(Self.read(bytes, fastPaths: true) == general, "\(text)")
                    let plain = Self.plain(bytes)
                    if let plain { #expect(plain == general, "\(text)") }
                    // The shapes the fast path promises to read (a lone zero is one), it reads.
                    if fractionDigits == 0 && !text.hasPrefix("-") {
                        #expect(plain != nil, "\(text)")
                    }
                }
            }
        }
    }
}

/// `JSONReader.copy`, which fills an id's string in place with overlapping word stores: every
/// length copies its bytes exactly and writes nothing outside them.
@Suite struct ShortCopyTests {
    @Test func everyLengthCopiesExactlyItsBytes() {
        for count in 1...40 {
            let source = (0..<count).map { UInt8(truncatingIfNeeded: 0x41 &+ $0) }
            // Sentinels on both sides of the target.
            var target = [UInt8](repeating: 0xEE, count: count + 32)
            source.withUnsafeBufferPointer { from in
                target.withUnsafeMutableBufferPointer { to in
                    JSONReader.copy(count, from: from.baseAddress!, to: to.baseAddress! + 16)
                }
            }
            #expect(Array(target[16..<(16 + count)]) == source, "\(count)")
            #expect(target[..<16].allSatisfy { $0 == 0xEE }, "\(count)")
            #expect(target[(16 + count)...].allSatisfy { $0 == 0xEE }, "\(count)")
        }
    }

    @Test func idsOfEveryLengthAreDecodedAsWritten() throws {
        for count in 1...40 {
            let id = String((0..<count).map { Character(Unicode.Scalar(UInt8(0x61 + $0 % 26))) })
            let text = body(#""elements":[{"id":"\#(id)","frame":{"x":0,"y":0,"width":1,"height":1}}]"#)
            let request = try decode(text)
            #expect(request.elements.first?.id == id)
        }
    }
}
