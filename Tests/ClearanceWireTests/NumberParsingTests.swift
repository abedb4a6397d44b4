import ClearanceTestSupport
import KeyboardAvoidance
import Testing

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
