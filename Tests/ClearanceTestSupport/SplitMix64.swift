/// A small, seeded, deterministic generator (SplitMix64; Steele, Lea and Flood 2014), so property
/// and random tests replay exactly, run after run.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `[lower, upper]`, rounded to quarter points as layouts are.
    public mutating func points(_ lower: Double, _ upper: Double) -> Double {
        (Double.random(in: lower...upper, using: &self) * 4).rounded() / 4
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < p
    }
}
