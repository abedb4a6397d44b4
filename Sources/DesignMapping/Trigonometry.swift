/// Sine and cosine without Foundation (the module is pure Swift), for rotated layers' boxes:
/// Taylor series on the angle reduced to within π/4 of a quadrant's axis, whole quadrants exact.
/// Within 1e-9 of the true value, far under a point for any box of a design.
enum Trigonometry {
    /// The sine and cosine of `degrees`.
    static func sinCos(degrees: Double) -> (sin: Double, cos: Double) {
        sinCos(radians: degrees * .pi / 180)
    }

    /// The sine and cosine of `radians`.
    static func sinCos(radians angle: Double) -> (sin: Double, cos: Double) {
        guard angle.isFinite else { return (0, 1) }
        var a = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
        if a < 0 { a += 2 * Double.pi }
        let quadrant = Int((a / (Double.pi / 2)).rounded())
        let r = a - Double(quadrant) * Double.pi / 2
        let r2 = r * r
        let c = 1 - r2 / 2 * (1 - r2 / 12 * (1 - r2 / 30 * (1 - r2 / 56 * (1 - r2 / 90))))
        let s = r * (1 - r2 / 6 * (1 - r2 / 20 * (1 - r2 / 42 * (1 - r2 / 72 * (1 - r2 / 110)))))
        switch quadrant % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }
}
