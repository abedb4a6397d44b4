import ClearanceTestSupport
import Foundation
import Testing

@testable import ClearanceWire

/// The number writer's fast paths (small whole numbers, whole numbers, a few decimal places, the
/// shortest-digits search for other fractions) against the general rule they stand in for: a
/// whole number below 2^53 as an integer, any other finite number as the standard library's
/// `description` (the shortest text that reads back, the nearest of those), `null` otherwise.
@Suite struct NumberWriterTests {
    /// The text the writer must produce for `value`.
    static func reference(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.magnitude <= 9_007_199_254_740_992 && value == value.rounded(.towardZero) {
            return String(Int64(value))
        }
        return value.description
    }

    static func check(_ values: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        var failures = 0
        for value in values {
            let text = written { $0.number(value) }
            if text != reference(value) {
                failures += 1
                if failures <= 20 {
                    Issue.record(
                        "\(value.bitPattern): wrote \(text), expected \(reference(value))",
                        sourceLocation: sourceLocation)
                }
            }
        }
        #expect(failures == 0, sourceLocation: sourceLocation)
    }

    /// `value` and its neighbours one and two spacings away.
    static func withNeighbours(_ value: Double) -> [Double] {
        [value, value.nextUp, value.nextDown, value.nextUp.nextUp, value.nextDown.nextDown]
    }

    @Test func specialValues() {
        var values: [Double] = [
            0, -0.0, 1, -1, 0.5, -0.5, 2.5, 0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 0.13636363636363635,
            0.8636363636363636, 9_007_199_254_740_991, 9_007_199_254_740_992, 9_007_199_254_740_992.0.nextUp,
            -9_007_199_254_740_992, 1e15, 1e16, 1e17, 1e21, 1e22, 1e23, 1e300, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1e-7, 1e-5,
            1e-4, 1e-3, 1e-2, 1e9, 999_999_999.5, 999_999_999.999_999_9, .nan, .infinity, -.infinity,
        ]
        // Every power of two in and around the fast paths' range (their rounding interval is
        // lopsided) and the powers of ten, with their neighbours.
        for k in -40...60 { values += Self.withNeighbours(Double(sign: .plus, exponent: k, significand: 1)) }
        for k in -8...12 { values += Self.withNeighbours(Double("1e\(k)")!) }
        Self.check(values + values.map { -$0 })
    }

    @Test func wholeNumbersAndHalves() {
        var rng = SplitMix64(seed: 21)
        var values: [Double] = []
        // Past 9999 too: the whole numbers below 10000 take a path of their own.
        for whole in -12000...12000 { values += [Double(whole), Double(whole) + 0.5, Double(whole) + 0.25] }
        for _ in 0..<20_000 {
            let bits = Int(rng.next() % 54)
            let whole = Double(rng.next() >> UInt64(64 - Swift.max(bits, 1)))
            values += [whole, -whole, whole + 0.5, whole / 4, whole * 1024]
        }
        Self.check(values)
    }

    /// Decimals of 1 to 17 significant digits at every magnitude from 1e-8 to 1e12 (the double
    /// nearest each, and its neighbours, which need more digits).
    @Test func decimalsOfEveryLength() {
        var rng = SplitMix64(seed: 22)
        var values: [Double] = []
        for _ in 0..<40_000 {
            let digits = 1 + Int(rng.next() % 17)
            var mantissa: UInt64 = 1 + rng.next() % 9
            for _ in 1..<digits { mantissa = mantissa * 10 + rng.next() % 10 }
            let exponent = Int(rng.next() % 21) - 8 - digits + 1
            let value = Double("\(mantissa)e\(exponent)")!
            values += Self.withNeighbours(value)
            values.append(-value)
        }
        Self.check(values)
    }

    /// Doubles of every bit pattern in the range the shortest-digits search covers, and beyond.
    @Test func randomDoubles() {
        var rng = SplitMix64(seed: 23)
        var values: [Double] = []
        for _ in 0..<60_000 {
            // An exponent from 2^-16 to 2^34 (around 1e-5 to 1.7e10) with random significand bits.
            let exponent = UInt64(1023 - 16) + rng.next() % 51
            let sign: UInt64 = rng.next() & 1 == 0 ? 0 : 1 << 63
            values.append(Double(bitPattern: sign | exponent << 52 | rng.next() >> 12))
        }
        for _ in 0..<20_000 { values.append(Double(bitPattern: rng.next())) }
        for _ in 0..<20_000 { values.append(Double.random(in: 0.001..<1, using: &rng)) }
        Self.check(values)
    }

    /// Fractions p/q of small integers, as an answer's visible and covered fractions are.
    @Test func fractionsOfSmallIntegers() {
        var values: [Double] = []
        for q in 1...400 {
            for p in 0...q { values.append(Double(p) / Double(q)) }
        }
        for q in [3.0, 7, 11, 22, 44, 88, 176] {
            for p in stride(from: 0.0, through: 2000, by: 1) { values.append(p / q) }
        }
        Self.check(values)
    }
}
