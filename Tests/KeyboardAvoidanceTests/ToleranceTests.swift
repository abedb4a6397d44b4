import Testing

@testable import KeyboardAvoidance

@Suite struct ToleranceTests {
    /// The tolerance formula alone, without the shortcut that `approximatelyAtMost` takes for
    /// `a <= b`.
    static func formula(_ a: Double, _ b: Double) -> Bool {
        let scale = Swift.max(1, Swift.max(a.magnitude, b.magnitude))
        return a <= b + 1e-9 * scale
    }

    @Test func shortcutAgreesWithTheFormulaOnEdgeValues() {
        let values: [Double] = [
            -.infinity, -.greatestFiniteMagnitude, -1e300, -1e9, -1, -1e-9, -.leastNonzeroMagnitude, -0.0, 0,
            .leastNonzeroMagnitude, 1e-9, 1e-9.nextUp, 1, 1.nextUp, 1 + 1e-9, 1e9, 1e300,
            .greatestFiniteMagnitude, .infinity, .nan,
        ]
        for a in values {
            for b in values {
                #expect(approximatelyAtMost(a, b) == Self.formula(a, b), "a = \(a), b = \(b)")
            }
        }
    }

    @Test func shortcutAgreesWithTheFormulaOnRandomValues() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            // xorshift64*: a few bits of exponent and sign, so near-equal and far-apart pairs both occur.
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            let bits = state &* 0x2545_F491_4F6C_DD1D
            return Double(Int64(bitPattern: bits) >> 11) * 0x1p-40
        }
        for _ in 0..<20_000 {
            let a = next()
            let b = state & 1 == 0 ? a + next() * 1e-12 : next()
            #expect(approximatelyAtMost(a, b) == Self.formula(a, b), "a = \(a), b = \(b)")
        }
    }

    @Test func negativeInfinityIsNotAtMostItself() {
        // -∞ + 1e-9·∞ is NaN, so the formula says false; the shortcut must not say true.
        #expect(!approximatelyAtMost(-.infinity, -.infinity))
        #expect(approximatelyAtMost(.infinity, .infinity))
        #expect(approximatelyAtMost(1 + 1e-10, 1))
        #expect(!approximatelyAtMost(1 + 1e-8, 1))
    }
}
